from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.big_book_action_taken import BigBookActionTaken
    from ..models.big_book_cards_destroyed import BigBookCardsDestroyed
    from ..models.big_book_cards_discarded import BigBookCardsDiscarded
    from ..models.big_book_cards_drawn import BigBookCardsDrawn
    from ..models.big_book_cards_given import BigBookCardsGiven
    from ..models.big_book_cards_recovered import BigBookCardsRecovered
    from ..models.big_book_cards_supported import BigBookCardsSupported
    from ..models.big_book_cards_topdecked import BigBookCardsTopdecked
    from ..models.big_book_curse_destroyed import BigBookCurseDestroyed
    from ..models.big_book_curse_placed import BigBookCursePlaced
    from ..models.big_book_curse_triggered import BigBookCurseTriggered
    from ..models.big_book_curses_cleared import BigBookCursesCleared
    from ..models.big_book_curses_neutralised import BigBookCursesNeutralised
    from ..models.big_book_deck_formed import BigBookDeckFormed
    from ..models.big_book_deck_reshuffled import BigBookDeckReshuffled
    from ..models.big_book_deck_top_destroyed import BigBookDeckTopDestroyed
    from ..models.big_book_discard_shuffled_in import BigBookDiscardShuffledIn
    from ..models.big_book_element_acquired import BigBookElementAcquired
    from ..models.big_book_element_gained import BigBookElementGained
    from ..models.big_book_element_upgraded import BigBookElementUpgraded
    from ..models.big_book_frame_popped import BigBookFramePopped
    from ..models.big_book_frame_pushed import BigBookFramePushed
    from ..models.big_book_invocation_moved import BigBookInvocationMoved
    from ..models.big_book_library_revealed import BigBookLibraryRevealed
    from ..models.big_book_madness_healed import BigBookMadnessHealed
    from ..models.big_book_madness_received import BigBookMadnessReceived
    from ..models.big_book_magician_chosen import BigBookMagicianChosen
    from ..models.big_book_match_ended import BigBookMatchEnded
    from ..models.big_book_match_set_up import BigBookMatchSetUp
    from ..models.big_book_monster_resolved import BigBookMonsterResolved
    from ..models.big_book_neutralised_restored import BigBookNeutralisedRestored
    from ..models.big_book_page_turned import BigBookPageTurned
    from ..models.big_book_phase_changed import BigBookPhaseChanged
    from ..models.big_book_player_eliminated import BigBookPlayerEliminated
    from ..models.big_book_power_used import BigBookPowerUsed
    from ..models.big_book_round_advanced import BigBookRoundAdvanced
    from ..models.big_book_scheduled import BigBookScheduled
    from ..models.big_book_spell_activated import BigBookSpellActivated
    from ..models.big_book_spell_destroyed import BigBookSpellDestroyed
    from ..models.big_book_spell_learned import BigBookSpellLearned
    from ..models.big_book_spells_exhausted import BigBookSpellsExhausted
    from ..models.big_book_spells_neutralised import BigBookSpellsNeutralised
    from ..models.big_book_spells_readied import BigBookSpellsReadied
    from ..models.big_book_support_taken import BigBookSupportTaken
    from ..models.big_book_token_added import BigBookTokenAdded
    from ..models.big_book_turn_started import BigBookTurnStarted
    from ..models.big_book_work_pending import BigBookWorkPending
    from ..models.chat_posted import ChatPosted
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
        data (BigBookActionTaken | BigBookCardsDestroyed | BigBookCardsDiscarded | BigBookCardsDrawn | BigBookCardsGiven
            | BigBookCardsRecovered | BigBookCardsSupported | BigBookCardsTopdecked | BigBookCurseDestroyed |
            BigBookCursePlaced | BigBookCursesCleared | BigBookCursesNeutralised | BigBookCurseTriggered | BigBookDeckFormed
            | BigBookDeckReshuffled | BigBookDeckTopDestroyed | BigBookDiscardShuffledIn | BigBookElementAcquired |
            BigBookElementGained | BigBookElementUpgraded | BigBookFramePopped | BigBookFramePushed | BigBookInvocationMoved
            | BigBookLibraryRevealed | BigBookMadnessHealed | BigBookMadnessReceived | BigBookMagicianChosen |
            BigBookMatchEnded | BigBookMatchSetUp | BigBookMonsterResolved | BigBookNeutralisedRestored | BigBookPageTurned
            | BigBookPhaseChanged | BigBookPlayerEliminated | BigBookPowerUsed | BigBookRoundAdvanced | BigBookScheduled |
            BigBookSpellActivated | BigBookSpellDestroyed | BigBookSpellLearned | BigBookSpellsExhausted |
            BigBookSpellsNeutralised | BigBookSpellsReadied | BigBookSupportTaken | BigBookTokenAdded | BigBookTurnStarted |
            BigBookWorkPending | ChatPosted | MatchCreatedEntry | None | StandInActed | StandInEnded | StandInStarted |
            UndoAnswered | Undone | UndoRequested): The event: `BigBookEvent`, the platform's (`PlatformEvent`),
            `match_created`'s public part, or `null` (`type: redacted`, and the credential events).
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
        BigBookActionTaken
        | BigBookCardsDestroyed
        | BigBookCardsDiscarded
        | BigBookCardsDrawn
        | BigBookCardsGiven
        | BigBookCardsRecovered
        | BigBookCardsSupported
        | BigBookCardsTopdecked
        | BigBookCurseDestroyed
        | BigBookCursePlaced
        | BigBookCursesCleared
        | BigBookCursesNeutralised
        | BigBookCurseTriggered
        | BigBookDeckFormed
        | BigBookDeckReshuffled
        | BigBookDeckTopDestroyed
        | BigBookDiscardShuffledIn
        | BigBookElementAcquired
        | BigBookElementGained
        | BigBookElementUpgraded
        | BigBookFramePopped
        | BigBookFramePushed
        | BigBookInvocationMoved
        | BigBookLibraryRevealed
        | BigBookMadnessHealed
        | BigBookMadnessReceived
        | BigBookMagicianChosen
        | BigBookMatchEnded
        | BigBookMatchSetUp
        | BigBookMonsterResolved
        | BigBookNeutralisedRestored
        | BigBookPageTurned
        | BigBookPhaseChanged
        | BigBookPlayerEliminated
        | BigBookPowerUsed
        | BigBookRoundAdvanced
        | BigBookScheduled
        | BigBookSpellActivated
        | BigBookSpellDestroyed
        | BigBookSpellLearned
        | BigBookSpellsExhausted
        | BigBookSpellsNeutralised
        | BigBookSpellsReadied
        | BigBookSupportTaken
        | BigBookTokenAdded
        | BigBookTurnStarted
        | BigBookWorkPending
        | ChatPosted
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
        from ..models.big_book_action_taken import BigBookActionTaken
        from ..models.big_book_cards_destroyed import BigBookCardsDestroyed
        from ..models.big_book_cards_discarded import BigBookCardsDiscarded
        from ..models.big_book_cards_drawn import BigBookCardsDrawn
        from ..models.big_book_cards_given import BigBookCardsGiven
        from ..models.big_book_cards_recovered import BigBookCardsRecovered
        from ..models.big_book_cards_supported import BigBookCardsSupported
        from ..models.big_book_cards_topdecked import BigBookCardsTopdecked
        from ..models.big_book_curse_destroyed import BigBookCurseDestroyed
        from ..models.big_book_curse_placed import BigBookCursePlaced
        from ..models.big_book_curse_triggered import BigBookCurseTriggered
        from ..models.big_book_curses_cleared import BigBookCursesCleared
        from ..models.big_book_curses_neutralised import BigBookCursesNeutralised
        from ..models.big_book_deck_formed import BigBookDeckFormed
        from ..models.big_book_deck_reshuffled import BigBookDeckReshuffled
        from ..models.big_book_deck_top_destroyed import BigBookDeckTopDestroyed
        from ..models.big_book_discard_shuffled_in import BigBookDiscardShuffledIn
        from ..models.big_book_element_acquired import BigBookElementAcquired
        from ..models.big_book_element_gained import BigBookElementGained
        from ..models.big_book_element_upgraded import BigBookElementUpgraded
        from ..models.big_book_frame_popped import BigBookFramePopped
        from ..models.big_book_frame_pushed import BigBookFramePushed
        from ..models.big_book_invocation_moved import BigBookInvocationMoved
        from ..models.big_book_library_revealed import BigBookLibraryRevealed
        from ..models.big_book_madness_healed import BigBookMadnessHealed
        from ..models.big_book_madness_received import BigBookMadnessReceived
        from ..models.big_book_magician_chosen import BigBookMagicianChosen
        from ..models.big_book_match_ended import BigBookMatchEnded
        from ..models.big_book_match_set_up import BigBookMatchSetUp
        from ..models.big_book_monster_resolved import BigBookMonsterResolved
        from ..models.big_book_neutralised_restored import BigBookNeutralisedRestored
        from ..models.big_book_page_turned import BigBookPageTurned
        from ..models.big_book_phase_changed import BigBookPhaseChanged
        from ..models.big_book_player_eliminated import BigBookPlayerEliminated
        from ..models.big_book_power_used import BigBookPowerUsed
        from ..models.big_book_round_advanced import BigBookRoundAdvanced
        from ..models.big_book_scheduled import BigBookScheduled
        from ..models.big_book_spell_activated import BigBookSpellActivated
        from ..models.big_book_spell_destroyed import BigBookSpellDestroyed
        from ..models.big_book_spell_learned import BigBookSpellLearned
        from ..models.big_book_spells_exhausted import BigBookSpellsExhausted
        from ..models.big_book_spells_neutralised import BigBookSpellsNeutralised
        from ..models.big_book_spells_readied import BigBookSpellsReadied
        from ..models.big_book_support_taken import BigBookSupportTaken
        from ..models.big_book_token_added import BigBookTokenAdded
        from ..models.big_book_turn_started import BigBookTurnStarted
        from ..models.big_book_work_pending import BigBookWorkPending
        from ..models.chat_posted import ChatPosted
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
            isinstance(self.data, BigBookMatchSetUp)
            or isinstance(self.data, BigBookMagicianChosen)
            or isinstance(self.data, BigBookDeckFormed)
            or isinstance(self.data, BigBookCardsDrawn)
            or isinstance(self.data, BigBookDeckReshuffled)
            or isinstance(self.data, BigBookDiscardShuffledIn)
            or isinstance(self.data, BigBookMadnessReceived)
            or isinstance(self.data, BigBookMatchEnded)
            or isinstance(self.data, BigBookTurnStarted)
            or isinstance(self.data, BigBookInvocationMoved)
            or isinstance(self.data, BigBookCurseTriggered)
            or isinstance(self.data, BigBookMonsterResolved)
            or isinstance(self.data, BigBookCursesCleared)
            or isinstance(self.data, BigBookPageTurned)
            or isinstance(self.data, BigBookRoundAdvanced)
            or isinstance(self.data, BigBookCursePlaced)
            or isinstance(self.data, BigBookPhaseChanged)
            or isinstance(self.data, BigBookScheduled)
            or isinstance(self.data, BigBookWorkPending)
            or isinstance(self.data, BigBookActionTaken)
            or isinstance(self.data, BigBookSpellActivated)
            or isinstance(self.data, BigBookSpellLearned)
            or isinstance(self.data, BigBookLibraryRevealed)
            or isinstance(self.data, BigBookElementAcquired)
            or isinstance(self.data, BigBookCurseDestroyed)
            or isinstance(self.data, BigBookMadnessHealed)
            or isinstance(self.data, BigBookPowerUsed)
            or isinstance(self.data, BigBookFramePushed)
            or isinstance(self.data, BigBookFramePopped)
            or isinstance(self.data, BigBookCardsDiscarded)
            or isinstance(self.data, BigBookCardsSupported)
            or isinstance(self.data, BigBookCardsDestroyed)
            or isinstance(self.data, BigBookDeckTopDestroyed)
            or isinstance(self.data, BigBookCardsGiven)
            or isinstance(self.data, BigBookCardsRecovered)
            or isinstance(self.data, BigBookCardsTopdecked)
            or isinstance(self.data, BigBookElementUpgraded)
            or isinstance(self.data, BigBookElementGained)
            or isinstance(self.data, BigBookSpellsExhausted)
            or isinstance(self.data, BigBookSpellsNeutralised)
            or isinstance(self.data, BigBookSpellsReadied)
            or isinstance(self.data, BigBookCursesNeutralised)
            or isinstance(self.data, BigBookNeutralisedRestored)
            or isinstance(self.data, BigBookTokenAdded)
            or isinstance(self.data, BigBookSupportTaken)
            or isinstance(self.data, BigBookSpellDestroyed)
            or isinstance(self.data, BigBookPlayerEliminated)
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
        from ..models.big_book_action_taken import BigBookActionTaken
        from ..models.big_book_cards_destroyed import BigBookCardsDestroyed
        from ..models.big_book_cards_discarded import BigBookCardsDiscarded
        from ..models.big_book_cards_drawn import BigBookCardsDrawn
        from ..models.big_book_cards_given import BigBookCardsGiven
        from ..models.big_book_cards_recovered import BigBookCardsRecovered
        from ..models.big_book_cards_supported import BigBookCardsSupported
        from ..models.big_book_cards_topdecked import BigBookCardsTopdecked
        from ..models.big_book_curse_destroyed import BigBookCurseDestroyed
        from ..models.big_book_curse_placed import BigBookCursePlaced
        from ..models.big_book_curse_triggered import BigBookCurseTriggered
        from ..models.big_book_curses_cleared import BigBookCursesCleared
        from ..models.big_book_curses_neutralised import BigBookCursesNeutralised
        from ..models.big_book_deck_formed import BigBookDeckFormed
        from ..models.big_book_deck_reshuffled import BigBookDeckReshuffled
        from ..models.big_book_deck_top_destroyed import BigBookDeckTopDestroyed
        from ..models.big_book_discard_shuffled_in import BigBookDiscardShuffledIn
        from ..models.big_book_element_acquired import BigBookElementAcquired
        from ..models.big_book_element_gained import BigBookElementGained
        from ..models.big_book_element_upgraded import BigBookElementUpgraded
        from ..models.big_book_frame_popped import BigBookFramePopped
        from ..models.big_book_frame_pushed import BigBookFramePushed
        from ..models.big_book_invocation_moved import BigBookInvocationMoved
        from ..models.big_book_library_revealed import BigBookLibraryRevealed
        from ..models.big_book_madness_healed import BigBookMadnessHealed
        from ..models.big_book_madness_received import BigBookMadnessReceived
        from ..models.big_book_magician_chosen import BigBookMagicianChosen
        from ..models.big_book_match_ended import BigBookMatchEnded
        from ..models.big_book_match_set_up import BigBookMatchSetUp
        from ..models.big_book_monster_resolved import BigBookMonsterResolved
        from ..models.big_book_neutralised_restored import BigBookNeutralisedRestored
        from ..models.big_book_page_turned import BigBookPageTurned
        from ..models.big_book_phase_changed import BigBookPhaseChanged
        from ..models.big_book_player_eliminated import BigBookPlayerEliminated
        from ..models.big_book_power_used import BigBookPowerUsed
        from ..models.big_book_round_advanced import BigBookRoundAdvanced
        from ..models.big_book_scheduled import BigBookScheduled
        from ..models.big_book_spell_activated import BigBookSpellActivated
        from ..models.big_book_spell_destroyed import BigBookSpellDestroyed
        from ..models.big_book_spell_learned import BigBookSpellLearned
        from ..models.big_book_spells_exhausted import BigBookSpellsExhausted
        from ..models.big_book_spells_neutralised import BigBookSpellsNeutralised
        from ..models.big_book_spells_readied import BigBookSpellsReadied
        from ..models.big_book_support_taken import BigBookSupportTaken
        from ..models.big_book_token_added import BigBookTokenAdded
        from ..models.big_book_turn_started import BigBookTurnStarted
        from ..models.big_book_work_pending import BigBookWorkPending
        from ..models.chat_posted import ChatPosted
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
            BigBookActionTaken
            | BigBookCardsDestroyed
            | BigBookCardsDiscarded
            | BigBookCardsDrawn
            | BigBookCardsGiven
            | BigBookCardsRecovered
            | BigBookCardsSupported
            | BigBookCardsTopdecked
            | BigBookCurseDestroyed
            | BigBookCursePlaced
            | BigBookCursesCleared
            | BigBookCursesNeutralised
            | BigBookCurseTriggered
            | BigBookDeckFormed
            | BigBookDeckReshuffled
            | BigBookDeckTopDestroyed
            | BigBookDiscardShuffledIn
            | BigBookElementAcquired
            | BigBookElementGained
            | BigBookElementUpgraded
            | BigBookFramePopped
            | BigBookFramePushed
            | BigBookInvocationMoved
            | BigBookLibraryRevealed
            | BigBookMadnessHealed
            | BigBookMadnessReceived
            | BigBookMagicianChosen
            | BigBookMatchEnded
            | BigBookMatchSetUp
            | BigBookMonsterResolved
            | BigBookNeutralisedRestored
            | BigBookPageTurned
            | BigBookPhaseChanged
            | BigBookPlayerEliminated
            | BigBookPowerUsed
            | BigBookRoundAdvanced
            | BigBookScheduled
            | BigBookSpellActivated
            | BigBookSpellDestroyed
            | BigBookSpellLearned
            | BigBookSpellsExhausted
            | BigBookSpellsNeutralised
            | BigBookSpellsReadied
            | BigBookSupportTaken
            | BigBookTokenAdded
            | BigBookTurnStarted
            | BigBookWorkPending
            | ChatPosted
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
                componentsschemas_big_book_event_type_0 = BigBookMatchSetUp.from_dict(
                    data
                )

                return componentsschemas_big_book_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_1 = (
                    BigBookMagicianChosen.from_dict(data)
                )

                return componentsschemas_big_book_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_2 = BigBookDeckFormed.from_dict(
                    data
                )

                return componentsschemas_big_book_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_3 = BigBookCardsDrawn.from_dict(
                    data
                )

                return componentsschemas_big_book_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_4 = (
                    BigBookDeckReshuffled.from_dict(data)
                )

                return componentsschemas_big_book_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_5 = (
                    BigBookDiscardShuffledIn.from_dict(data)
                )

                return componentsschemas_big_book_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_6 = (
                    BigBookMadnessReceived.from_dict(data)
                )

                return componentsschemas_big_book_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_7 = BigBookMatchEnded.from_dict(
                    data
                )

                return componentsschemas_big_book_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_8 = BigBookTurnStarted.from_dict(
                    data
                )

                return componentsschemas_big_book_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_9 = (
                    BigBookInvocationMoved.from_dict(data)
                )

                return componentsschemas_big_book_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_10 = (
                    BigBookCurseTriggered.from_dict(data)
                )

                return componentsschemas_big_book_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_11 = (
                    BigBookMonsterResolved.from_dict(data)
                )

                return componentsschemas_big_book_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_12 = (
                    BigBookCursesCleared.from_dict(data)
                )

                return componentsschemas_big_book_event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_13 = BigBookPageTurned.from_dict(
                    data
                )

                return componentsschemas_big_book_event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_14 = (
                    BigBookRoundAdvanced.from_dict(data)
                )

                return componentsschemas_big_book_event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_15 = BigBookCursePlaced.from_dict(
                    data
                )

                return componentsschemas_big_book_event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_16 = (
                    BigBookPhaseChanged.from_dict(data)
                )

                return componentsschemas_big_book_event_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_17 = BigBookScheduled.from_dict(
                    data
                )

                return componentsschemas_big_book_event_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_18 = BigBookWorkPending.from_dict(
                    data
                )

                return componentsschemas_big_book_event_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_19 = BigBookActionTaken.from_dict(
                    data
                )

                return componentsschemas_big_book_event_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_20 = (
                    BigBookSpellActivated.from_dict(data)
                )

                return componentsschemas_big_book_event_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_21 = (
                    BigBookSpellLearned.from_dict(data)
                )

                return componentsschemas_big_book_event_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_22 = (
                    BigBookLibraryRevealed.from_dict(data)
                )

                return componentsschemas_big_book_event_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_23 = (
                    BigBookElementAcquired.from_dict(data)
                )

                return componentsschemas_big_book_event_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_24 = (
                    BigBookCurseDestroyed.from_dict(data)
                )

                return componentsschemas_big_book_event_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_25 = (
                    BigBookMadnessHealed.from_dict(data)
                )

                return componentsschemas_big_book_event_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_26 = BigBookPowerUsed.from_dict(
                    data
                )

                return componentsschemas_big_book_event_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_27 = BigBookFramePushed.from_dict(
                    data
                )

                return componentsschemas_big_book_event_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_28 = BigBookFramePopped.from_dict(
                    data
                )

                return componentsschemas_big_book_event_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_29 = (
                    BigBookCardsDiscarded.from_dict(data)
                )

                return componentsschemas_big_book_event_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_30 = (
                    BigBookCardsSupported.from_dict(data)
                )

                return componentsschemas_big_book_event_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_31 = (
                    BigBookCardsDestroyed.from_dict(data)
                )

                return componentsschemas_big_book_event_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_32 = (
                    BigBookDeckTopDestroyed.from_dict(data)
                )

                return componentsschemas_big_book_event_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_33 = BigBookCardsGiven.from_dict(
                    data
                )

                return componentsschemas_big_book_event_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_34 = (
                    BigBookCardsRecovered.from_dict(data)
                )

                return componentsschemas_big_book_event_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_35 = (
                    BigBookCardsTopdecked.from_dict(data)
                )

                return componentsschemas_big_book_event_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_36 = (
                    BigBookElementUpgraded.from_dict(data)
                )

                return componentsschemas_big_book_event_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_37 = (
                    BigBookElementGained.from_dict(data)
                )

                return componentsschemas_big_book_event_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_38 = (
                    BigBookSpellsExhausted.from_dict(data)
                )

                return componentsschemas_big_book_event_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_39 = (
                    BigBookSpellsNeutralised.from_dict(data)
                )

                return componentsschemas_big_book_event_type_39
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_40 = (
                    BigBookSpellsReadied.from_dict(data)
                )

                return componentsschemas_big_book_event_type_40
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_41 = (
                    BigBookCursesNeutralised.from_dict(data)
                )

                return componentsschemas_big_book_event_type_41
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_42 = (
                    BigBookNeutralisedRestored.from_dict(data)
                )

                return componentsschemas_big_book_event_type_42
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_43 = BigBookTokenAdded.from_dict(
                    data
                )

                return componentsschemas_big_book_event_type_43
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_44 = (
                    BigBookSupportTaken.from_dict(data)
                )

                return componentsschemas_big_book_event_type_44
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_45 = (
                    BigBookSpellDestroyed.from_dict(data)
                )

                return componentsschemas_big_book_event_type_45
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_event_type_46 = (
                    BigBookPlayerEliminated.from_dict(data)
                )

                return componentsschemas_big_book_event_type_46
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
                BigBookActionTaken
                | BigBookCardsDestroyed
                | BigBookCardsDiscarded
                | BigBookCardsDrawn
                | BigBookCardsGiven
                | BigBookCardsRecovered
                | BigBookCardsSupported
                | BigBookCardsTopdecked
                | BigBookCurseDestroyed
                | BigBookCursePlaced
                | BigBookCursesCleared
                | BigBookCursesNeutralised
                | BigBookCurseTriggered
                | BigBookDeckFormed
                | BigBookDeckReshuffled
                | BigBookDeckTopDestroyed
                | BigBookDiscardShuffledIn
                | BigBookElementAcquired
                | BigBookElementGained
                | BigBookElementUpgraded
                | BigBookFramePopped
                | BigBookFramePushed
                | BigBookInvocationMoved
                | BigBookLibraryRevealed
                | BigBookMadnessHealed
                | BigBookMadnessReceived
                | BigBookMagicianChosen
                | BigBookMatchEnded
                | BigBookMatchSetUp
                | BigBookMonsterResolved
                | BigBookNeutralisedRestored
                | BigBookPageTurned
                | BigBookPhaseChanged
                | BigBookPlayerEliminated
                | BigBookPowerUsed
                | BigBookRoundAdvanced
                | BigBookScheduled
                | BigBookSpellActivated
                | BigBookSpellDestroyed
                | BigBookSpellLearned
                | BigBookSpellsExhausted
                | BigBookSpellsNeutralised
                | BigBookSpellsReadied
                | BigBookSupportTaken
                | BigBookTokenAdded
                | BigBookTurnStarted
                | BigBookWorkPending
                | ChatPosted
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
