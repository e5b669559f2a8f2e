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


T = TypeVar("T", bound="FarCryTakedownRerolled")


@_attrs_define
class FarCryTakedownRerolled:
    """Coup de chance (L1309) on a failed takedown die: the same die rolled again; its costs were paid
    by `TakedownTried` and are not paid twice. `borrow` as in `TakedownTried` (Puis-je ?, L1268).

        Attributes:
            borrow (None | str): The victim's ranged weapon id usable once this turn (Puis-je ?); `null` otherwise.
            character (str): The character whose takedown die is rerolled.
            roll (FarCryDieRoll): One die thrown: which die, the face index (0-5) and whether it shows a symbol.
            success (bool): True when the victim died.
            target (str): The unit uid taken down.
            type_ (Literal['takedown_rerolled']): The event's type, always `takedown_rerolled` here (the log entry's `type`
                too).
    """

    borrow: None | str
    character: str
    roll: FarCryDieRoll
    success: bool
    target: str
    type_: Literal["takedown_rerolled"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        borrow: None | str
        borrow = self.borrow

        character = self.character

        roll = self.roll.to_dict()

        success = self.success

        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "borrow": borrow,
                "character": character,
                "roll": roll,
                "success": success,
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_die_roll import FarCryDieRoll

        d = dict(src_dict)

        def _parse_borrow(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        borrow = _parse_borrow(d.pop("borrow"))

        character = d.pop("character")

        roll = FarCryDieRoll.from_dict(d.pop("roll"))

        success = d.pop("success")

        target = d.pop("target")

        type_ = cast(Literal["takedown_rerolled"], d.pop("type"))
        if type_ != "takedown_rerolled":
            raise ValueError(
                f"type must match const 'takedown_rerolled', got '{type_}'"
            )

        far_cry_takedown_rerolled = cls(
            borrow=borrow,
            character=character,
            roll=roll,
            success=success,
            target=target,
            type_=type_,
        )

        far_cry_takedown_rerolled.additional_properties = d
        return far_cry_takedown_rerolled

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
