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


T = TypeVar("T", bound="FarCryBridgeRolled")


@_attrs_define
class FarCryBridgeRolled:
    """TI-5 (L2205-2211), R-F-41: a unit stepped onto a suspension bridge and the black die was rolled;
    a symbol breaks the bridge (the `TileDestroyed` that follows).

        Attributes:
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            roll (FarCryDieRoll): One die thrown: which die, the face index (0-5) and whether it shows a symbol.
            type_ (Literal['bridge_rolled']): The event's type, always `bridge_rolled` here (the log entry's `type` too).
            who (str): The character id or unit uid stepping onto the bridge.
    """

    at: list[int]
    roll: FarCryDieRoll
    type_: Literal["bridge_rolled"]
    who: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        roll = self.roll.to_dict()

        type_ = self.type_

        who = self.who

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "roll": roll,
                "type": type_,
                "who": who,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_die_roll import FarCryDieRoll

        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        roll = FarCryDieRoll.from_dict(d.pop("roll"))

        type_ = cast(Literal["bridge_rolled"], d.pop("type"))
        if type_ != "bridge_rolled":
            raise ValueError(f"type must match const 'bridge_rolled', got '{type_}'")

        who = d.pop("who")

        far_cry_bridge_rolled = cls(
            at=at,
            roll=roll,
            type_=type_,
            who=who,
        )

        far_cry_bridge_rolled.additional_properties = d
        return far_cry_bridge_rolled

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
