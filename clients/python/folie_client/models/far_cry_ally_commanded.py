from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryAllyCommanded")


@_attrs_define
class FarCryAllyCommanded:
    """A seat commanded a controlled ally (AL-2, R-F-12: any seat, first come first served): the MP
    its move cost or the weapon it attacked with; the move and attack are their own events.

        Attributes:
            ally (str): The controlled ally's unit uid.
            mp (int): Movement points its move cost; 0 for an attack. Default: 0.
            seat (int): The seat that commanded it (0-based).
            type_ (Literal['ally_commanded']): The event's type, always `ally_commanded` here (the log entry's `type` too).
            weapon (None | str): The weapon id it attacked with; `null` for a move.
    """

    ally: str
    seat: int
    type_: Literal["ally_commanded"]
    weapon: None | str
    mp: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        ally = self.ally

        mp = self.mp

        seat = self.seat

        type_ = self.type_

        weapon: None | str
        weapon = self.weapon

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "ally": ally,
                "mp": mp,
                "seat": seat,
                "type": type_,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        ally = d.pop("ally")

        mp = d.pop("mp")

        seat = d.pop("seat")

        type_ = cast(Literal["ally_commanded"], d.pop("type"))
        if type_ != "ally_commanded":
            raise ValueError(f"type must match const 'ally_commanded', got '{type_}'")

        def _parse_weapon(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        weapon = _parse_weapon(d.pop("weapon"))

        far_cry_ally_commanded = cls(
            ally=ally,
            mp=mp,
            seat=seat,
            type_=type_,
            weapon=weapon,
        )

        far_cry_ally_commanded.additional_properties = d
        return far_cry_ally_commanded

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
