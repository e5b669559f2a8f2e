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


T = TypeVar("T", bound="FarCrySteelAbsRolled")


@_attrs_define
class FarCrySteelAbsRolled:
    """Abdos en acier (L1294): the cover die against melee damage; a shield cancels it.

    Attributes:
        character (str): The character whose talent rolls.
        reroll (bool): Coup de chance (L1309): the cover die rolled again. Default: False.
        roll (FarCryDieRoll): One die thrown: which die, the face index (0-5) and whether it shows a symbol.
        success (bool): True when it showed the shield: the melee damage is cancelled.
        type_ (Literal['steel_abs_rolled']): The event's type, always `steel_abs_rolled` here (the log entry's `type`
            too).
    """

    character: str
    roll: FarCryDieRoll
    success: bool
    type_: Literal["steel_abs_rolled"]
    reroll: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        reroll = self.reroll

        roll = self.roll.to_dict()

        success = self.success

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "reroll": reroll,
                "roll": roll,
                "success": success,
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

        type_ = cast(Literal["steel_abs_rolled"], d.pop("type"))
        if type_ != "steel_abs_rolled":
            raise ValueError(f"type must match const 'steel_abs_rolled', got '{type_}'")

        far_cry_steel_abs_rolled = cls(
            character=character,
            reroll=reroll,
            roll=roll,
            success=success,
            type_=type_,
        )

        far_cry_steel_abs_rolled.additional_properties = d
        return far_cry_steel_abs_rolled

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
