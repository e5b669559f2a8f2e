from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.far_cry_text import FarCryText


T = TypeVar("T", bound="FarCryUnitView")


@_attrs_define
class FarCryUnitView:
    """UnitView

    Attributes:
        at (list[int] | None): Its hex; `None` off the board.
        bleeding (bool): Bleeding (a status a hit can give).
        blocage (bool): Blocked (a status a hit can give).
        caged (bool): In a cage tile: out of the chain until freed (TI-8, R-F-43).
        colour (str): Its colour (tells units of one board apart).
        hp (int): Health points left.
        kind (str): Its kind: "human", "guard_dog", "wild_animal" or "spirit".
        label (FarCryText): Text
        max_hp (int): Its board's health points.
        mp (int): Its board's movement points.
        mp_spent (int): A controlled ally's MP spent this players' turn (AL-2). Default: 0.
        rank (int): Its board's rank (boards are laid out by rank, highest first).
        side (str): Its side: "enemy", "autonomous_ally" or "controlled_ally" (AL-2, AL-3).
        stunned (bool): Stunned: it cannot be targeted and does not act (R-F-37).
        target (None | str): The unit's target while it plays its behaviour in the enemies' turn (EN-9).
        uid (str): The unit's id in this match (its board and colour, e.g. "decapiteur-red").
        unit (str): Its board's id (content `units.json`).
    """

    at: list[int] | None
    bleeding: bool
    blocage: bool
    caged: bool
    colour: str
    hp: int
    kind: str
    label: FarCryText
    max_hp: int
    mp: int
    rank: int
    side: str
    stunned: bool
    target: None | str
    uid: str
    unit: str
    mp_spent: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at: list[int] | None
        if isinstance(self.at, list):
            at = self.at

        else:
            at = self.at

        bleeding = self.bleeding

        blocage = self.blocage

        caged = self.caged

        colour = self.colour

        hp = self.hp

        kind = self.kind

        label = self.label.to_dict()

        max_hp = self.max_hp

        mp = self.mp

        mp_spent = self.mp_spent

        rank = self.rank

        side = self.side

        stunned = self.stunned

        target: None | str
        target = self.target

        uid = self.uid

        unit = self.unit

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "bleeding": bleeding,
                "blocage": blocage,
                "caged": caged,
                "colour": colour,
                "hp": hp,
                "kind": kind,
                "label": label,
                "max_hp": max_hp,
                "mp": mp,
                "mp_spent": mp_spent,
                "rank": rank,
                "side": side,
                "stunned": stunned,
                "target": target,
                "uid": uid,
                "unit": unit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_text import FarCryText

        d = dict(src_dict)

        def _parse_at(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                at_type_0 = cast(list[int], data)

                return at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        at = _parse_at(d.pop("at"))

        bleeding = d.pop("bleeding")

        blocage = d.pop("blocage")

        caged = d.pop("caged")

        colour = d.pop("colour")

        hp = d.pop("hp")

        kind = d.pop("kind")

        label = FarCryText.from_dict(d.pop("label"))

        max_hp = d.pop("max_hp")

        mp = d.pop("mp")

        mp_spent = d.pop("mp_spent")

        rank = d.pop("rank")

        side = d.pop("side")

        stunned = d.pop("stunned")

        def _parse_target(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target = _parse_target(d.pop("target"))

        uid = d.pop("uid")

        unit = d.pop("unit")

        far_cry_unit_view = cls(
            at=at,
            bleeding=bleeding,
            blocage=blocage,
            caged=caged,
            colour=colour,
            hp=hp,
            kind=kind,
            label=label,
            max_hp=max_hp,
            mp=mp,
            mp_spent=mp_spent,
            rank=rank,
            side=side,
            stunned=stunned,
            target=target,
            uid=uid,
            unit=unit,
        )

        far_cry_unit_view.additional_properties = d
        return far_cry_unit_view

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
