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

T = TypeVar("T", bound="MansionsSpellCast")


@_attrs_define
class MansionsSpellCast:
    """The action (H-35): the spell of handle `spell` is turned face up as `card` and discarded after
    use (H-36); its test follows, then its success or failure effects. `target`: the chosen
    investigator's seat or the monster's uid.

        Attributes:
            card (str): The spell card's id, revealed as it is cast.
            seat (int): The casting investigator's seat.
            spell (str): The spell's handle in the caster's hand, `<type>-<n>` (R-H-21).
            target (int | None): The chosen investigator's seat or the attacked monster's uid; `null` when the spell names
                none.
            type_ (Literal['spell_cast']): The event's type, always `spell_cast` here (the log entry's `type` too).
    """

    card: str
    seat: int
    spell: str
    target: int | None
    type_: Literal["spell_cast"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        seat = self.seat

        spell = self.spell

        target: int | None
        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "spell": spell,
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        seat = d.pop("seat")

        spell = d.pop("spell")

        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))

        type_ = cast(Literal["spell_cast"], d.pop("type"))
        if type_ != "spell_cast":
            raise ValueError(f"type must match const 'spell_cast', got '{type_}'")

        mansions_spell_cast = cls(
            card=card,
            seat=seat,
            spell=spell,
            target=target,
            type_=type_,
        )

        mansions_spell_cast.additional_properties = d
        return mansions_spell_cast

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
