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

T = TypeVar("T", bound="MansionsInvestigatorChosen")


@_attrs_define
class MansionsInvestigatorChosen:
    """A seat's investigator with its traits (L12, H-3), on `space` (None until the first round),
    its starting item and spells (the spells off the top of their type's deck).

        Attributes:
            health (int): Starting health.
            investigator (str): The investigator's id.
            items (list[str]): Starting item card ids.
            mental (str): The mental trait's id.
            physical (str): The physical trait's id.
            sanity (int): Starting sanity.
            seat (int): The investigator's seat.
            skill_points (int): Starting skill points.
            space (None | str): The space its figure stands on; `null` until the first round.
            spells (list[str]): Starting spell card ids (in seats' copies, only their types can be read).
            type_ (Literal['investigator_chosen']): The event's type, always `investigator_chosen` here (the log entry's
                `type` too).
    """

    health: int
    investigator: str
    items: list[str]
    mental: str
    physical: str
    sanity: int
    seat: int
    skill_points: int
    space: None | str
    spells: list[str]
    type_: Literal["investigator_chosen"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        health = self.health

        investigator = self.investigator

        items = self.items

        mental = self.mental

        physical = self.physical

        sanity = self.sanity

        seat = self.seat

        skill_points = self.skill_points

        space: None | str
        space = self.space

        spells = self.spells

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "health": health,
                "investigator": investigator,
                "items": items,
                "mental": mental,
                "physical": physical,
                "sanity": sanity,
                "seat": seat,
                "skill_points": skill_points,
                "space": space,
                "spells": spells,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        health = d.pop("health")

        investigator = d.pop("investigator")

        items = cast(list[str], d.pop("items"))

        mental = d.pop("mental")

        physical = d.pop("physical")

        sanity = d.pop("sanity")

        seat = d.pop("seat")

        skill_points = d.pop("skill_points")

        def _parse_space(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        space = _parse_space(d.pop("space"))

        spells = cast(list[str], d.pop("spells"))

        type_ = cast(Literal["investigator_chosen"], d.pop("type"))
        if type_ != "investigator_chosen":
            raise ValueError(
                f"type must match const 'investigator_chosen', got '{type_}'"
            )

        mansions_investigator_chosen = cls(
            health=health,
            investigator=investigator,
            items=items,
            mental=mental,
            physical=physical,
            sanity=sanity,
            seat=seat,
            skill_points=skill_points,
            space=space,
            spells=spells,
            type_=type_,
        )

        mansions_investigator_chosen.additional_properties = d
        return mansions_investigator_chosen

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
