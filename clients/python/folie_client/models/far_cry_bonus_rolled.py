from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.far_cry_die_roll import FarCryDieRoll


T = TypeVar("T", bound="FarCryBonusRolled")


@_attrs_define
class FarCryBonusRolled:
    """A talent's own die (Artiste du couteau at 10+, L1310: a red die, +1 damage on a success).

    Attributes:
        character (str): The character whose talent rolls.
        reroll (bool): Coup de chance (L1309): the talent's die rolled again. Default: False.
        roll (FarCryDieRoll): One die thrown: which die, the face index (0-5) and whether it shows a symbol.
        success (bool): True when the die showed a symbol (the talent's bonus applies).
        talent (str): The talent card's id.
        type_ (Literal['bonus_rolled']): The event's type, always `bonus_rolled` here (the log entry's `type` too).
    """

    character: str
    roll: FarCryDieRoll
    success: bool
    talent: str
    type_: Literal["bonus_rolled"]
    reroll: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        reroll = self.reroll

        roll = self.roll.to_dict()

        success = self.success

        talent = self.talent

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "reroll": reroll,
                "roll": roll,
                "success": success,
                "talent": talent,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_die_roll import FarCryDieRoll

        d = dict(src_dict)
        character = d.pop("character")

        reroll = d.pop("reroll")

        roll = FarCryDieRoll.from_dict(d.pop("roll"))

        success = d.pop("success")

        talent = d.pop("talent")

        type_ = cast(Literal["bonus_rolled"], d.pop("type"))
        if type_ != "bonus_rolled":
            raise ValueError(f"type must match const 'bonus_rolled', got '{type_}'")

        far_cry_bonus_rolled = cls(
            character=character,
            reroll=reroll,
            roll=roll,
            success=success,
            talent=talent,
            type_=type_,
        )

        far_cry_bonus_rolled.additional_properties = d
        return far_cry_bonus_rolled

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
