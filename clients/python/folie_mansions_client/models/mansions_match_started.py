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
    from ..models.mansions_match_started_combat import MansionsMatchStartedCombat
    from ..models.mansions_match_started_spell_decks import (
        MansionsMatchStartedSpellDecks,
    )
    from ..models.mansions_options import MansionsOptions


T = TypeVar("T", bound="MansionsMatchStarted")


@_attrs_define
class MansionsMatchStarted:
    """Set-up (H-2): every deck shuffled (spells by type, mythos, trauma, combat by class), the event deck
    in the scenario's order, the starting threat, and the barricade tokens in their spaces.

        Attributes:
            barricades (list[str]): The spaces holding a barricade token at the start.
            combat (MansionsMatchStartedCombat): Each monster class's shuffled combat deck, top first; in seats' copies
                listed in id order.
            corpses (list[str]): The spaces holding a corpse marker at the start.
            darkness (list[str]): The dark rooms' ids.
            event_deck (list[str]): The event deck's card ids in the scenario's order.
            mythos (list[str]): The shuffled mythos deck, top first; in seats' copies listed in id order.
            options (MansionsOptions): Seat 0 is the keeper, seats 1..`investigators` the investigators (H-2, H-3).
            seats (int): Seats in the match: the keeper (seat 0) and the investigators.
            spell_decks (MansionsMatchStartedSpellDecks): Each spell type's shuffled deck, top first; in seats' copies each
                card is read as its type only (R-H-21).
            threat (int): The keeper's starting threat tokens.
            trauma (list[str]): The shuffled trauma deck, top first; in seats' copies listed in id order.
            type_ (Literal['match_started']): The event's type, always `match_started` here (the log entry's `type` too).
    """

    barricades: list[str]
    combat: MansionsMatchStartedCombat
    corpses: list[str]
    darkness: list[str]
    event_deck: list[str]
    mythos: list[str]
    options: MansionsOptions
    seats: int
    spell_decks: MansionsMatchStartedSpellDecks
    threat: int
    trauma: list[str]
    type_: Literal["match_started"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        barricades = self.barricades

        combat = self.combat.to_dict()

        corpses = self.corpses

        darkness = self.darkness

        event_deck = self.event_deck

        mythos = self.mythos

        options = self.options.to_dict()

        seats = self.seats

        spell_decks = self.spell_decks.to_dict()

        threat = self.threat

        trauma = self.trauma

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "barricades": barricades,
                "combat": combat,
                "corpses": corpses,
                "darkness": darkness,
                "event_deck": event_deck,
                "mythos": mythos,
                "options": options,
                "seats": seats,
                "spell_decks": spell_decks,
                "threat": threat,
                "trauma": trauma,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mansions_match_started_combat import MansionsMatchStartedCombat
        from ..models.mansions_match_started_spell_decks import (
            MansionsMatchStartedSpellDecks,
        )
        from ..models.mansions_options import MansionsOptions

        d = dict(src_dict)
        barricades = cast(list[str], d.pop("barricades"))

        combat = MansionsMatchStartedCombat.from_dict(d.pop("combat"))

        corpses = cast(list[str], d.pop("corpses"))

        darkness = cast(list[str], d.pop("darkness"))

        event_deck = cast(list[str], d.pop("event_deck"))

        mythos = cast(list[str], d.pop("mythos"))

        options = MansionsOptions.from_dict(d.pop("options"))

        seats = d.pop("seats")

        spell_decks = MansionsMatchStartedSpellDecks.from_dict(d.pop("spell_decks"))

        threat = d.pop("threat")

        trauma = cast(list[str], d.pop("trauma"))

        type_ = cast(Literal["match_started"], d.pop("type"))
        if type_ != "match_started":
            raise ValueError(f"type must match const 'match_started', got '{type_}'")

        mansions_match_started = cls(
            barricades=barricades,
            combat=combat,
            corpses=corpses,
            darkness=darkness,
            event_deck=event_deck,
            mythos=mythos,
            options=options,
            seats=seats,
            spell_decks=spell_decks,
            threat=threat,
            trauma=trauma,
            type_=type_,
        )

        mansions_match_started.additional_properties = d
        return mansions_match_started

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
