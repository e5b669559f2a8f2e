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

T = TypeVar("T", bound="MansionsMonsterAttacked")


@_attrs_define
class MansionsMonsterAttacked:
    """Keeper step 5 (H-27, R-H-7): `monster` attacks the investigator of `seat`; `special`: the
    card called for its special attack, revealed (H-34).

        Attributes:
            card (str): The combat card drawn for the attack.
            monster (int): The attacking monster's uid.
            seat (int): The attacked investigator's seat.
            special (bool): True when the card calls for the monster's special attack (revealed, H-34).
            type_ (Literal['monster_attacked']): The event's type, always `monster_attacked` here (the log entry's `type`
                too).
    """

    card: str
    monster: int
    seat: int
    special: bool
    type_: Literal["monster_attacked"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        monster = self.monster

        seat = self.seat

        special = self.special

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "monster": monster,
                "seat": seat,
                "special": special,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        monster = d.pop("monster")

        seat = d.pop("seat")

        special = d.pop("special")

        type_ = cast(Literal["monster_attacked"], d.pop("type"))
        if type_ != "monster_attacked":
            raise ValueError(f"type must match const 'monster_attacked', got '{type_}'")

        mansions_monster_attacked = cls(
            card=card,
            monster=monster,
            seat=seat,
            special=special,
            type_=type_,
        )

        mansions_monster_attacked.additional_properties = d
        return mansions_monster_attacked

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
