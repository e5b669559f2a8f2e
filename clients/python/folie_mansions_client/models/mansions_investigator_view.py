from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mansions_clue_view import MansionsClueView
    from ..models.mansions_modifier_view import MansionsModifierView
    from ..models.mansions_spell_view import MansionsSpellView


T = TypeVar("T", bound="MansionsInvestigatorView")


@_attrs_define
class MansionsInvestigatorView:
    """An investigator in play (or dead: `alive` false, `space` null); public.

    Attributes:
        alive (bool): Still alive.
        clues (list[MansionsClueView]): The clue cards it holds (face up).
        health (int): Health left (damage lowers it).
        hidden (bool): Hidden in a hiding spot (H-52).
        investigator (str): The investigator's id.
        items (list[str]): The ids of the items it carries (face up).
        max_health (int): Its health at full.
        max_sanity (int): Its sanity at full.
        mental (str): Its mental trait's id.
        modifiers (list[MansionsModifierView]): Lasting changes to its attributes.
        physical (str): Its physical trait's id.
        sanity (int): Sanity left (horror lowers it).
        seat (int): The seat that plays it.
        skill_points (int): Skill points left to add to tests.
        skill_ready (bool): A skill point is readied for its next test (version-1 events; points are now asked at each
            test).
        skill_test (None | str): The kind of test a point readied by version-1 events is for (a `TestRolled.why`).
        space (None | str): The space it stands in (`null`: dead).
        spells (list[MansionsSpellView]): Its spells in hand, face side only (R-H-21).
        stun (int): Stun tokens on it.
        traumas (list[str]): Trauma cards in play on the investigator, face up (H-24, H-25).
    """

    alive: bool
    clues: list[MansionsClueView]
    health: int
    hidden: bool
    investigator: str
    items: list[str]
    max_health: int
    max_sanity: int
    mental: str
    modifiers: list[MansionsModifierView]
    physical: str
    sanity: int
    seat: int
    skill_points: int
    skill_ready: bool
    skill_test: None | str
    space: None | str
    spells: list[MansionsSpellView]
    stun: int
    traumas: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        alive = self.alive

        clues = []
        for clues_item_data in self.clues:
            clues_item = clues_item_data.to_dict()
            clues.append(clues_item)

        health = self.health

        hidden = self.hidden

        investigator = self.investigator

        items = self.items

        max_health = self.max_health

        max_sanity = self.max_sanity

        mental = self.mental

        modifiers = []
        for modifiers_item_data in self.modifiers:
            modifiers_item = modifiers_item_data.to_dict()
            modifiers.append(modifiers_item)

        physical = self.physical

        sanity = self.sanity

        seat = self.seat

        skill_points = self.skill_points

        skill_ready = self.skill_ready

        skill_test: None | str
        skill_test = self.skill_test

        space: None | str
        space = self.space

        spells = []
        for spells_item_data in self.spells:
            spells_item = spells_item_data.to_dict()
            spells.append(spells_item)

        stun = self.stun

        traumas = self.traumas

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "alive": alive,
                "clues": clues,
                "health": health,
                "hidden": hidden,
                "investigator": investigator,
                "items": items,
                "max_health": max_health,
                "max_sanity": max_sanity,
                "mental": mental,
                "modifiers": modifiers,
                "physical": physical,
                "sanity": sanity,
                "seat": seat,
                "skill_points": skill_points,
                "skill_ready": skill_ready,
                "skill_test": skill_test,
                "space": space,
                "spells": spells,
                "stun": stun,
                "traumas": traumas,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mansions_clue_view import MansionsClueView
        from ..models.mansions_modifier_view import MansionsModifierView
        from ..models.mansions_spell_view import MansionsSpellView

        d = dict(src_dict)
        alive = d.pop("alive")

        clues = []
        _clues = d.pop("clues")
        for clues_item_data in _clues:
            clues_item = MansionsClueView.from_dict(clues_item_data)

            clues.append(clues_item)

        health = d.pop("health")

        hidden = d.pop("hidden")

        investigator = d.pop("investigator")

        items = cast(list[str], d.pop("items"))

        max_health = d.pop("max_health")

        max_sanity = d.pop("max_sanity")

        mental = d.pop("mental")

        modifiers = []
        _modifiers = d.pop("modifiers")
        for modifiers_item_data in _modifiers:
            modifiers_item = MansionsModifierView.from_dict(modifiers_item_data)

            modifiers.append(modifiers_item)

        physical = d.pop("physical")

        sanity = d.pop("sanity")

        seat = d.pop("seat")

        skill_points = d.pop("skill_points")

        skill_ready = d.pop("skill_ready")

        def _parse_skill_test(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        skill_test = _parse_skill_test(d.pop("skill_test"))

        def _parse_space(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        space = _parse_space(d.pop("space"))

        spells = []
        _spells = d.pop("spells")
        for spells_item_data in _spells:
            spells_item = MansionsSpellView.from_dict(spells_item_data)

            spells.append(spells_item)

        stun = d.pop("stun")

        traumas = cast(list[str], d.pop("traumas"))

        mansions_investigator_view = cls(
            alive=alive,
            clues=clues,
            health=health,
            hidden=hidden,
            investigator=investigator,
            items=items,
            max_health=max_health,
            max_sanity=max_sanity,
            mental=mental,
            modifiers=modifiers,
            physical=physical,
            sanity=sanity,
            seat=seat,
            skill_points=skill_points,
            skill_ready=skill_ready,
            skill_test=skill_test,
            space=space,
            spells=spells,
            stun=stun,
            traumas=traumas,
        )

        mansions_investigator_view.additional_properties = d
        return mansions_investigator_view

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
