from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryReachView")


@_attrs_define
class FarCryReachView:
    """A hex a character can reach now (the value `move_to` takes), its MP cost and what it risks.

    Attributes:
        at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
        damage (int): Damage taken on the way (fire, R-F-14).
        moves (list[str]): The kinds of the route's steps (walk, climb, zip line, ...).
        mp (int): Movement points the fastest route costs.
        provoked (int): Free attacks the route provokes by leaving enemies' zones (MV-14..MV-16).
        to (str): The hex as `move_to` takes it: "q,r".
    """

    at: list[int]
    damage: int
    moves: list[str]
    mp: int
    provoked: int
    to: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        damage = self.damage

        moves = self.moves

        mp = self.mp

        provoked = self.provoked

        to = self.to

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "damage": damage,
                "moves": moves,
                "mp": mp,
                "provoked": provoked,
                "to": to,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        damage = d.pop("damage")

        moves = cast(list[str], d.pop("moves"))

        mp = d.pop("mp")

        provoked = d.pop("provoked")

        to = d.pop("to")

        far_cry_reach_view = cls(
            at=at,
            damage=damage,
            moves=moves,
            mp=mp,
            provoked=provoked,
            to=to,
        )

        far_cry_reach_view.additional_properties = d
        return far_cry_reach_view

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
