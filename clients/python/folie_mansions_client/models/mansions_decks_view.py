from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.mansions_decks_view_combat import MansionsDecksViewCombat
    from ..models.mansions_decks_view_spells import MansionsDecksViewSpells


T = TypeVar("T", bound="MansionsDecksView")


@_attrs_define
class MansionsDecksView:
    """Deck orders, top first: known to no seat, shown by the omniscient view only.

    Attributes:
        combat (MansionsDecksViewCombat): Each monster class's combat deck.
        mythos (list[str]): The mythos deck.
        spells (MansionsDecksViewSpells): Each spell type's deck.
        trauma (list[str]): The trauma deck.
    """

    combat: MansionsDecksViewCombat
    mythos: list[str]
    spells: MansionsDecksViewSpells
    trauma: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        combat = self.combat.to_dict()

        mythos = self.mythos

        spells = self.spells.to_dict()

        trauma = self.trauma

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "combat": combat,
                "mythos": mythos,
                "spells": spells,
                "trauma": trauma,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mansions_decks_view_combat import MansionsDecksViewCombat
        from ..models.mansions_decks_view_spells import MansionsDecksViewSpells

        d = dict(src_dict)
        combat = MansionsDecksViewCombat.from_dict(d.pop("combat"))

        mythos = cast(list[str], d.pop("mythos"))

        spells = MansionsDecksViewSpells.from_dict(d.pop("spells"))

        trauma = cast(list[str], d.pop("trauma"))

        mansions_decks_view = cls(
            combat=combat,
            mythos=mythos,
            spells=spells,
            trauma=trauma,
        )

        mansions_decks_view.additional_properties = d
        return mansions_decks_view

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
