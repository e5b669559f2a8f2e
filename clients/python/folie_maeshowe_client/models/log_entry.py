from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.chat_posted import ChatPosted
    from ..models.maeshowe_card_discarded import MaeshoweCardDiscarded
    from ..models.maeshowe_card_given import MaeshoweCardGiven
    from ..models.maeshowe_card_played import MaeshoweCardPlayed
    from ..models.maeshowe_cards_drawn import MaeshoweCardsDrawn
    from ..models.maeshowe_cards_forced_to_discard import MaeshoweCardsForcedToDiscard
    from ..models.maeshowe_cards_shuffled_into_deck import MaeshoweCardsShuffledIntoDeck
    from ..models.maeshowe_deck_shuffled import MaeshoweDeckShuffled
    from ..models.maeshowe_deck_to_discard import MaeshoweDeckToDiscard
    from ..models.maeshowe_dig_scored import MaeshoweDigScored
    from ..models.maeshowe_discard_shuffled import MaeshoweDiscardShuffled
    from ..models.maeshowe_discard_shuffled_into_deck import (
        MaeshoweDiscardShuffledIntoDeck,
    )
    from ..models.maeshowe_discard_to_hand import MaeshoweDiscardToHand
    from ..models.maeshowe_food_changed import MaeshoweFoodChanged
    from ..models.maeshowe_hands_dealt import MaeshoweHandsDealt
    from ..models.maeshowe_health_changed import MaeshoweHealthChanged
    from ..models.maeshowe_hope_peeked import MaeshoweHopePeeked
    from ..models.maeshowe_hope_resolved import MaeshoweHopeResolved
    from ..models.maeshowe_hope_rune_chosen import MaeshoweHopeRuneChosen
    from ..models.maeshowe_jarl_passed import MaeshoweJarlPassed
    from ..models.maeshowe_line_rearranged import MaeshoweLineRearranged
    from ..models.maeshowe_line_to_discard import MaeshoweLineToDiscard
    from ..models.maeshowe_line_to_hand import MaeshoweLineToHand
    from ..models.maeshowe_match_lost import MaeshoweMatchLost
    from ..models.maeshowe_match_started import MaeshoweMatchStarted
    from ..models.maeshowe_match_won import MaeshoweMatchWon
    from ..models.maeshowe_passages_changed import MaeshowePassagesChanged
    from ..models.maeshowe_snub_drawn import MaeshoweSnubDrawn
    from ..models.maeshowe_snub_found import MaeshoweSnubFound
    from ..models.maeshowe_task_added import MaeshoweTaskAdded
    from ..models.maeshowe_task_done import MaeshoweTaskDone
    from ..models.maeshowe_turn_started import MaeshoweTurnStarted
    from ..models.maeshowe_went_mad import MaeshoweWentMad
    from ..models.match_created_entry import MatchCreatedEntry
    from ..models.stand_in_acted import StandInActed
    from ..models.stand_in_ended import StandInEnded
    from ..models.stand_in_started import StandInStarted
    from ..models.undo_answered import UndoAnswered
    from ..models.undo_requested import UndoRequested
    from ..models.undone import Undone


T = TypeVar("T", bound="LogEntry")


@_attrs_define
class LogEntry:
    """One event as a given seat may see it (`type: "redacted"` when it may see nothing of it).

    Attributes:
        at (float): When it was recorded, Unix seconds.
        data (ChatPosted | MaeshoweCardDiscarded | MaeshoweCardGiven | MaeshoweCardPlayed | MaeshoweCardsDrawn |
            MaeshoweCardsForcedToDiscard | MaeshoweCardsShuffledIntoDeck | MaeshoweDeckShuffled | MaeshoweDeckToDiscard |
            MaeshoweDigScored | MaeshoweDiscardShuffled | MaeshoweDiscardShuffledIntoDeck | MaeshoweDiscardToHand |
            MaeshoweFoodChanged | MaeshoweHandsDealt | MaeshoweHealthChanged | MaeshoweHopePeeked | MaeshoweHopeResolved |
            MaeshoweHopeRuneChosen | MaeshoweJarlPassed | MaeshoweLineRearranged | MaeshoweLineToDiscard |
            MaeshoweLineToHand | MaeshoweMatchLost | MaeshoweMatchStarted | MaeshoweMatchWon | MaeshowePassagesChanged |
            MaeshoweSnubDrawn | MaeshoweSnubFound | MaeshoweTaskAdded | MaeshoweTaskDone | MaeshoweTurnStarted |
            MaeshoweWentMad | MatchCreatedEntry | None | StandInActed | StandInEnded | StandInStarted | UndoAnswered |
            Undone | UndoRequested): The event: `MaeshoweEvent`, the platform's (`PlatformEvent`), `match_created`'s public
            part, or `null` (`type: redacted`, and the credential events).
        seat (int | None): The seat whose command recorded it; `null` for the server (a deadline, a set-up).
        server_time (float | None): In live stream messages: the server's clock when it sent the event (`at` is when it
            happened).
        text (str): The event told as a sentence in the reader's language (`Accept-Language`), made from `data`
            alone, so it says nothing the reader may not see (`domain/sentences.py`). Default: ''.
        type_ (str): The event's `type` (its `data.type` too), or `redacted`.
        version (int): The event's version in the match (1-based).
    """

    at: float
    data: (
        ChatPosted
        | MaeshoweCardDiscarded
        | MaeshoweCardGiven
        | MaeshoweCardPlayed
        | MaeshoweCardsDrawn
        | MaeshoweCardsForcedToDiscard
        | MaeshoweCardsShuffledIntoDeck
        | MaeshoweDeckShuffled
        | MaeshoweDeckToDiscard
        | MaeshoweDigScored
        | MaeshoweDiscardShuffled
        | MaeshoweDiscardShuffledIntoDeck
        | MaeshoweDiscardToHand
        | MaeshoweFoodChanged
        | MaeshoweHandsDealt
        | MaeshoweHealthChanged
        | MaeshoweHopePeeked
        | MaeshoweHopeResolved
        | MaeshoweHopeRuneChosen
        | MaeshoweJarlPassed
        | MaeshoweLineRearranged
        | MaeshoweLineToDiscard
        | MaeshoweLineToHand
        | MaeshoweMatchLost
        | MaeshoweMatchStarted
        | MaeshoweMatchWon
        | MaeshowePassagesChanged
        | MaeshoweSnubDrawn
        | MaeshoweSnubFound
        | MaeshoweTaskAdded
        | MaeshoweTaskDone
        | MaeshoweTurnStarted
        | MaeshoweWentMad
        | MatchCreatedEntry
        | None
        | StandInActed
        | StandInEnded
        | StandInStarted
        | UndoAnswered
        | Undone
        | UndoRequested
    )
    seat: int | None
    server_time: float | None
    type_: str
    version: int
    text: str = ""
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_posted import ChatPosted
        from ..models.maeshowe_card_discarded import MaeshoweCardDiscarded
        from ..models.maeshowe_card_given import MaeshoweCardGiven
        from ..models.maeshowe_card_played import MaeshoweCardPlayed
        from ..models.maeshowe_cards_drawn import MaeshoweCardsDrawn
        from ..models.maeshowe_cards_forced_to_discard import (
            MaeshoweCardsForcedToDiscard,
        )
        from ..models.maeshowe_cards_shuffled_into_deck import (
            MaeshoweCardsShuffledIntoDeck,
        )
        from ..models.maeshowe_deck_shuffled import MaeshoweDeckShuffled
        from ..models.maeshowe_deck_to_discard import MaeshoweDeckToDiscard
        from ..models.maeshowe_dig_scored import MaeshoweDigScored
        from ..models.maeshowe_discard_shuffled import MaeshoweDiscardShuffled
        from ..models.maeshowe_discard_shuffled_into_deck import (
            MaeshoweDiscardShuffledIntoDeck,
        )
        from ..models.maeshowe_discard_to_hand import MaeshoweDiscardToHand
        from ..models.maeshowe_food_changed import MaeshoweFoodChanged
        from ..models.maeshowe_hands_dealt import MaeshoweHandsDealt
        from ..models.maeshowe_health_changed import MaeshoweHealthChanged
        from ..models.maeshowe_hope_peeked import MaeshoweHopePeeked
        from ..models.maeshowe_hope_resolved import MaeshoweHopeResolved
        from ..models.maeshowe_hope_rune_chosen import MaeshoweHopeRuneChosen
        from ..models.maeshowe_jarl_passed import MaeshoweJarlPassed
        from ..models.maeshowe_line_rearranged import MaeshoweLineRearranged
        from ..models.maeshowe_line_to_discard import MaeshoweLineToDiscard
        from ..models.maeshowe_line_to_hand import MaeshoweLineToHand
        from ..models.maeshowe_match_lost import MaeshoweMatchLost
        from ..models.maeshowe_match_started import MaeshoweMatchStarted
        from ..models.maeshowe_match_won import MaeshoweMatchWon
        from ..models.maeshowe_passages_changed import MaeshowePassagesChanged
        from ..models.maeshowe_snub_drawn import MaeshoweSnubDrawn
        from ..models.maeshowe_snub_found import MaeshoweSnubFound
        from ..models.maeshowe_task_added import MaeshoweTaskAdded
        from ..models.maeshowe_task_done import MaeshoweTaskDone
        from ..models.maeshowe_turn_started import MaeshoweTurnStarted
        from ..models.maeshowe_went_mad import MaeshoweWentMad
        from ..models.match_created_entry import MatchCreatedEntry
        from ..models.stand_in_acted import StandInActed
        from ..models.stand_in_ended import StandInEnded
        from ..models.stand_in_started import StandInStarted
        from ..models.undo_answered import UndoAnswered
        from ..models.undo_requested import UndoRequested
        from ..models.undone import Undone

        at = self.at

        data: dict[str, Any] | None
        if (
            isinstance(self.data, MaeshoweMatchStarted)
            or isinstance(self.data, MaeshoweHandsDealt)
            or isinstance(self.data, MaeshoweTurnStarted)
            or isinstance(self.data, MaeshoweCardPlayed)
            or isinstance(self.data, MaeshoweCardDiscarded)
            or isinstance(self.data, MaeshoweCardGiven)
            or isinstance(self.data, MaeshoweCardsForcedToDiscard)
            or isinstance(self.data, MaeshoweCardsDrawn)
            or isinstance(self.data, MaeshoweDeckToDiscard)
            or isinstance(self.data, MaeshoweHealthChanged)
            or isinstance(self.data, MaeshoweFoodChanged)
            or isinstance(self.data, MaeshowePassagesChanged)
            or isinstance(self.data, MaeshoweDigScored)
            or isinstance(self.data, MaeshoweHopeRuneChosen)
            or isinstance(self.data, MaeshoweWentMad)
            or isinstance(self.data, MaeshoweDiscardShuffledIntoDeck)
            or isinstance(self.data, MaeshoweCardsShuffledIntoDeck)
            or isinstance(self.data, MaeshoweDeckShuffled)
            or isinstance(self.data, MaeshoweDiscardShuffled)
            or isinstance(self.data, MaeshoweLineToHand)
            or isinstance(self.data, MaeshoweDiscardToHand)
            or isinstance(self.data, MaeshoweLineToDiscard)
            or isinstance(self.data, MaeshoweSnubFound)
            or isinstance(self.data, MaeshoweSnubDrawn)
            or isinstance(self.data, MaeshoweHopePeeked)
            or isinstance(self.data, MaeshoweHopeResolved)
            or isinstance(self.data, MaeshoweLineRearranged)
            or isinstance(self.data, MaeshoweJarlPassed)
            or isinstance(self.data, MaeshoweTaskAdded)
            or isinstance(self.data, MaeshoweTaskDone)
            or isinstance(self.data, MaeshoweMatchWon)
            or isinstance(self.data, MaeshoweMatchLost)
            or isinstance(self.data, UndoRequested)
            or isinstance(self.data, UndoAnswered)
            or isinstance(self.data, Undone)
            or isinstance(self.data, ChatPosted)
            or isinstance(self.data, StandInStarted)
            or isinstance(self.data, StandInEnded)
            or isinstance(self.data, StandInActed)
            or isinstance(self.data, MatchCreatedEntry)
        ):
            data = self.data.to_dict()
        else:
            data = self.data

        seat: int | None
        seat = self.seat

        server_time: float | None
        server_time = self.server_time

        text = self.text

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "data": data,
                "seat": seat,
                "server_time": server_time,
                "text": text,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_posted import ChatPosted
        from ..models.maeshowe_card_discarded import MaeshoweCardDiscarded
        from ..models.maeshowe_card_given import MaeshoweCardGiven
        from ..models.maeshowe_card_played import MaeshoweCardPlayed
        from ..models.maeshowe_cards_drawn import MaeshoweCardsDrawn
        from ..models.maeshowe_cards_forced_to_discard import (
            MaeshoweCardsForcedToDiscard,
        )
        from ..models.maeshowe_cards_shuffled_into_deck import (
            MaeshoweCardsShuffledIntoDeck,
        )
        from ..models.maeshowe_deck_shuffled import MaeshoweDeckShuffled
        from ..models.maeshowe_deck_to_discard import MaeshoweDeckToDiscard
        from ..models.maeshowe_dig_scored import MaeshoweDigScored
        from ..models.maeshowe_discard_shuffled import MaeshoweDiscardShuffled
        from ..models.maeshowe_discard_shuffled_into_deck import (
            MaeshoweDiscardShuffledIntoDeck,
        )
        from ..models.maeshowe_discard_to_hand import MaeshoweDiscardToHand
        from ..models.maeshowe_food_changed import MaeshoweFoodChanged
        from ..models.maeshowe_hands_dealt import MaeshoweHandsDealt
        from ..models.maeshowe_health_changed import MaeshoweHealthChanged
        from ..models.maeshowe_hope_peeked import MaeshoweHopePeeked
        from ..models.maeshowe_hope_resolved import MaeshoweHopeResolved
        from ..models.maeshowe_hope_rune_chosen import MaeshoweHopeRuneChosen
        from ..models.maeshowe_jarl_passed import MaeshoweJarlPassed
        from ..models.maeshowe_line_rearranged import MaeshoweLineRearranged
        from ..models.maeshowe_line_to_discard import MaeshoweLineToDiscard
        from ..models.maeshowe_line_to_hand import MaeshoweLineToHand
        from ..models.maeshowe_match_lost import MaeshoweMatchLost
        from ..models.maeshowe_match_started import MaeshoweMatchStarted
        from ..models.maeshowe_match_won import MaeshoweMatchWon
        from ..models.maeshowe_passages_changed import MaeshowePassagesChanged
        from ..models.maeshowe_snub_drawn import MaeshoweSnubDrawn
        from ..models.maeshowe_snub_found import MaeshoweSnubFound
        from ..models.maeshowe_task_added import MaeshoweTaskAdded
        from ..models.maeshowe_task_done import MaeshoweTaskDone
        from ..models.maeshowe_turn_started import MaeshoweTurnStarted
        from ..models.maeshowe_went_mad import MaeshoweWentMad
        from ..models.match_created_entry import MatchCreatedEntry
        from ..models.stand_in_acted import StandInActed
        from ..models.stand_in_ended import StandInEnded
        from ..models.stand_in_started import StandInStarted
        from ..models.undo_answered import UndoAnswered
        from ..models.undo_requested import UndoRequested
        from ..models.undone import Undone

        d = dict(src_dict)
        at = d.pop("at")

        def _parse_data(
            data: object,
        ) -> (
            ChatPosted
            | MaeshoweCardDiscarded
            | MaeshoweCardGiven
            | MaeshoweCardPlayed
            | MaeshoweCardsDrawn
            | MaeshoweCardsForcedToDiscard
            | MaeshoweCardsShuffledIntoDeck
            | MaeshoweDeckShuffled
            | MaeshoweDeckToDiscard
            | MaeshoweDigScored
            | MaeshoweDiscardShuffled
            | MaeshoweDiscardShuffledIntoDeck
            | MaeshoweDiscardToHand
            | MaeshoweFoodChanged
            | MaeshoweHandsDealt
            | MaeshoweHealthChanged
            | MaeshoweHopePeeked
            | MaeshoweHopeResolved
            | MaeshoweHopeRuneChosen
            | MaeshoweJarlPassed
            | MaeshoweLineRearranged
            | MaeshoweLineToDiscard
            | MaeshoweLineToHand
            | MaeshoweMatchLost
            | MaeshoweMatchStarted
            | MaeshoweMatchWon
            | MaeshowePassagesChanged
            | MaeshoweSnubDrawn
            | MaeshoweSnubFound
            | MaeshoweTaskAdded
            | MaeshoweTaskDone
            | MaeshoweTurnStarted
            | MaeshoweWentMad
            | MatchCreatedEntry
            | None
            | StandInActed
            | StandInEnded
            | StandInStarted
            | UndoAnswered
            | Undone
            | UndoRequested
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_0 = (
                    MaeshoweMatchStarted.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_1 = MaeshoweHandsDealt.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_2 = MaeshoweTurnStarted.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_3 = MaeshoweCardPlayed.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_4 = (
                    MaeshoweCardDiscarded.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_5 = MaeshoweCardGiven.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_6 = (
                    MaeshoweCardsForcedToDiscard.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_7 = MaeshoweCardsDrawn.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_8 = (
                    MaeshoweDeckToDiscard.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_9 = (
                    MaeshoweHealthChanged.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_10 = (
                    MaeshoweFoodChanged.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_11 = (
                    MaeshowePassagesChanged.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_12 = MaeshoweDigScored.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_13 = (
                    MaeshoweHopeRuneChosen.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_14 = MaeshoweWentMad.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_15 = (
                    MaeshoweDiscardShuffledIntoDeck.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_16 = (
                    MaeshoweCardsShuffledIntoDeck.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_17 = (
                    MaeshoweDeckShuffled.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_18 = (
                    MaeshoweDiscardShuffled.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_19 = MaeshoweLineToHand.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_20 = (
                    MaeshoweDiscardToHand.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_21 = (
                    MaeshoweLineToDiscard.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_22 = MaeshoweSnubFound.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_23 = MaeshoweSnubDrawn.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_24 = MaeshoweHopePeeked.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_25 = (
                    MaeshoweHopeResolved.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_26 = (
                    MaeshoweLineRearranged.from_dict(data)
                )

                return componentsschemas_maeshowe_event_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_27 = MaeshoweJarlPassed.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_28 = MaeshoweTaskAdded.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_29 = MaeshoweTaskDone.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_30 = MaeshoweMatchWon.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_event_type_31 = MaeshoweMatchLost.from_dict(
                    data
                )

                return componentsschemas_maeshowe_event_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_platform_event_type_0 = UndoRequested.from_dict(data)

                return componentsschemas_platform_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_platform_event_type_1 = UndoAnswered.from_dict(data)

                return componentsschemas_platform_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_platform_event_type_2 = Undone.from_dict(data)

                return componentsschemas_platform_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_platform_event_type_3 = ChatPosted.from_dict(data)

                return componentsschemas_platform_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_platform_event_type_4 = StandInStarted.from_dict(data)

                return componentsschemas_platform_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_platform_event_type_5 = StandInEnded.from_dict(data)

                return componentsschemas_platform_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_platform_event_type_6 = StandInActed.from_dict(data)

                return componentsschemas_platform_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                data_type_2 = MatchCreatedEntry.from_dict(data)

                return data_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                ChatPosted
                | MaeshoweCardDiscarded
                | MaeshoweCardGiven
                | MaeshoweCardPlayed
                | MaeshoweCardsDrawn
                | MaeshoweCardsForcedToDiscard
                | MaeshoweCardsShuffledIntoDeck
                | MaeshoweDeckShuffled
                | MaeshoweDeckToDiscard
                | MaeshoweDigScored
                | MaeshoweDiscardShuffled
                | MaeshoweDiscardShuffledIntoDeck
                | MaeshoweDiscardToHand
                | MaeshoweFoodChanged
                | MaeshoweHandsDealt
                | MaeshoweHealthChanged
                | MaeshoweHopePeeked
                | MaeshoweHopeResolved
                | MaeshoweHopeRuneChosen
                | MaeshoweJarlPassed
                | MaeshoweLineRearranged
                | MaeshoweLineToDiscard
                | MaeshoweLineToHand
                | MaeshoweMatchLost
                | MaeshoweMatchStarted
                | MaeshoweMatchWon
                | MaeshowePassagesChanged
                | MaeshoweSnubDrawn
                | MaeshoweSnubFound
                | MaeshoweTaskAdded
                | MaeshoweTaskDone
                | MaeshoweTurnStarted
                | MaeshoweWentMad
                | MatchCreatedEntry
                | None
                | StandInActed
                | StandInEnded
                | StandInStarted
                | UndoAnswered
                | Undone
                | UndoRequested,
                data,
            )

        data = _parse_data(d.pop("data"))

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        def _parse_server_time(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        server_time = _parse_server_time(d.pop("server_time"))

        text = d.pop("text")

        type_ = d.pop("type")

        version = d.pop("version")

        log_entry = cls(
            at=at,
            data=data,
            seat=seat,
            server_time=server_time,
            text=text,
            type_=type_,
            version=version,
        )

        log_entry.additional_properties = d
        return log_entry

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
