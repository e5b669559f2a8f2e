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

T = TypeVar("T", bound="MansionsAttacked")


@_attrs_define
class MansionsAttacked:
    """The action: an investigator attacks `monster` with `weapon` (None: bare hands) (H-31).

    Attributes:
        kind (str): The attack's kind, which picks the combat card's answer: "bare_hands", or the weapon's "melee" or
            "ranged".
        monster (int): The attacked monster's uid.
        seat (int): The attacking investigator's seat.
        type_ (Literal['attacked']): The event's type, always `attacked` here (the log entry's `type` too).
        weapon (None | str): The weapon's item id; `null` for bare hands.
    """

    kind: str
    monster: int
    seat: int
    type_: Literal["attacked"]
    weapon: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        monster = self.monster

        seat = self.seat

        type_ = self.type_

        weapon: None | str
        weapon = self.weapon

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "monster": monster,
                "seat": seat,
                "type": type_,
                "weapon": weapon,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind")

        monster = d.pop("monster")

        seat = d.pop("seat")

        type_ = cast(Literal["attacked"], d.pop("type"))
        if type_ != "attacked":
            raise ValueError(f"type must match const 'attacked', got '{type_}'")

        def _parse_weapon(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        weapon = _parse_weapon(d.pop("weapon"))

        mansions_attacked = cls(
            kind=kind,
            monster=monster,
            seat=seat,
            type_=type_,
            weapon=weapon,
        )

        mansions_attacked.additional_properties = d
        return mansions_attacked

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
