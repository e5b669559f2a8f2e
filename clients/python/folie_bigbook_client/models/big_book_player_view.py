from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.big_book_spell_view import BigBookSpellView


T = TypeVar("T", bound="BigBookPlayerView")


@_attrs_define
class BigBookPlayerView:
    """One player: magician, cards (ids such as `water-2-07`, `madness-03`) and spells.

    Attributes:
        deck (list[str] | None): Only in the omniscient view (a finished match's replay, an admin): the deck in order,
            top first.
        deck_count (int): Cards left in the player's deck.
        deck_known_top (list[str]): Card ids put face up on top of the deck, whose identity is public (top first).
        discard (list[str]): The discard pile's card ids (face up, public).
        eliminated (bool): Out of the game: 6 Madness cards in hand after recovery (its cards and spells went to the
            box).
        hand (list[str] | None): The hand's card ids, for this player's own seat only (`null` for every other reader).
        hand_count (int): How many cards the hand holds (public).
        magician (str): The chosen magician's id (empty before the choice).
        power_text (str): The magician's power, in the reader's language (empty before the choice).
        power_used (bool): The power was used this turn (once per turn).
        seat (int): The player's seat.
        spells (list[BigBookSpellView]): The player's spells.
        support (list[str]): Card ids put face up in support (public).
    """

    deck: list[str] | None
    deck_count: int
    deck_known_top: list[str]
    discard: list[str]
    eliminated: bool
    hand: list[str] | None
    hand_count: int
    magician: str
    power_text: str
    power_used: bool
    seat: int
    spells: list[BigBookSpellView]
    support: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deck: list[str] | None
        if isinstance(self.deck, list):
            deck = self.deck

        else:
            deck = self.deck

        deck_count = self.deck_count

        deck_known_top = self.deck_known_top

        discard = self.discard

        eliminated = self.eliminated

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand

        else:
            hand = self.hand

        hand_count = self.hand_count

        magician = self.magician

        power_text = self.power_text

        power_used = self.power_used

        seat = self.seat

        spells = []
        for spells_item_data in self.spells:
            spells_item = spells_item_data.to_dict()
            spells.append(spells_item)

        support = self.support

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deck": deck,
                "deck_count": deck_count,
                "deck_known_top": deck_known_top,
                "discard": discard,
                "eliminated": eliminated,
                "hand": hand,
                "hand_count": hand_count,
                "magician": magician,
                "power_text": power_text,
                "power_used": power_used,
                "seat": seat,
                "spells": spells,
                "support": support,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.big_book_spell_view import BigBookSpellView

        d = dict(src_dict)

        def _parse_deck(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                deck_type_0 = cast(list[str], data)

                return deck_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        deck = _parse_deck(d.pop("deck"))

        deck_count = d.pop("deck_count")

        deck_known_top = cast(list[str], d.pop("deck_known_top"))

        discard = cast(list[str], d.pop("discard"))

        eliminated = d.pop("eliminated")

        def _parse_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        hand = _parse_hand(d.pop("hand"))

        hand_count = d.pop("hand_count")

        magician = d.pop("magician")

        power_text = d.pop("power_text")

        power_used = d.pop("power_used")

        seat = d.pop("seat")

        spells = []
        _spells = d.pop("spells")
        for spells_item_data in _spells:
            spells_item = BigBookSpellView.from_dict(spells_item_data)

            spells.append(spells_item)

        support = cast(list[str], d.pop("support"))

        big_book_player_view = cls(
            deck=deck,
            deck_count=deck_count,
            deck_known_top=deck_known_top,
            discard=discard,
            eliminated=eliminated,
            hand=hand,
            hand_count=hand_count,
            magician=magician,
            power_text=power_text,
            power_used=power_used,
            seat=seat,
            spells=spells,
            support=support,
        )

        big_book_player_view.additional_properties = d
        return big_book_player_view

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
