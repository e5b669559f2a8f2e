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


T = TypeVar("T", bound="FarCryTakedownTried")


@_attrs_define
class FarCryTakedownTried:
    """LA-12..LA-16 (L763-775): the takedown die and whether the victim died.

    `thrown`: Élimination à distance's blade, left on the target's hex (L1307); `borrow`: the
    victim's ranged weapon Puis-je ? lets the taker use once this turn (L1268).

        Attributes:
            borrow (None | str): The victim's ranged weapon id usable once this turn (Puis-je ?); `null` otherwise.
            character (str): The character attempting the takedown.
            roll (FarCryDieRoll | None): The takedown die (by the target's HP left, LA-15); `null` when no die is needed
                (automatic).
            success (bool): True when the victim died.
            target (str): The unit uid taken down.
            thrown (None | str): The blade's weapon id left on the target's hex (Élimination à distance); `null` otherwise.
            type_ (Literal['takedown_tried']): The event's type, always `takedown_tried` here (the log entry's `type` too).
    """

    borrow: None | str
    character: str
    roll: FarCryDieRoll | None
    success: bool
    target: str
    thrown: None | str
    type_: Literal["takedown_tried"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.far_cry_die_roll import FarCryDieRoll

        borrow: None | str
        borrow = self.borrow

        character = self.character

        roll: dict[str, Any] | None
        if isinstance(self.roll, FarCryDieRoll):
            roll = self.roll.to_dict()
        else:
            roll = self.roll

        success = self.success

        target = self.target

        thrown: None | str
        thrown = self.thrown

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
                "thrown": thrown,
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

        def _parse_roll(data: object) -> FarCryDieRoll | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                roll_type_0 = FarCryDieRoll.from_dict(data)

                return roll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FarCryDieRoll | None, data)

        roll = _parse_roll(d.pop("roll"))

        success = d.pop("success")

        target = d.pop("target")

        def _parse_thrown(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        thrown = _parse_thrown(d.pop("thrown"))

        type_ = cast(Literal["takedown_tried"], d.pop("type"))
        if type_ != "takedown_tried":
            raise ValueError(f"type must match const 'takedown_tried', got '{type_}'")

        far_cry_takedown_tried = cls(
            borrow=borrow,
            character=character,
            roll=roll,
            success=success,
            target=target,
            thrown=thrown,
            type_=type_,
        )

        far_cry_takedown_tried.additional_properties = d
        return far_cry_takedown_tried

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
