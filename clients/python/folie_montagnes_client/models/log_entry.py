from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.chat_posted import ChatPosted
    from ..models.match_created_entry import MatchCreatedEntry
    from ..models.montagnes_cards_dealt import MontagnesCardsDealt
    from ..models.montagnes_cards_milled import MontagnesCardsMilled
    from ..models.montagnes_cards_placed import MontagnesCardsPlaced
    from ..models.montagnes_deck_reshuffled import MontagnesDeckReshuffled
    from ..models.montagnes_die_accepted import MontagnesDieAccepted
    from ..models.montagnes_die_rolled import MontagnesDieRolled
    from ..models.montagnes_encounter_closed import MontagnesEncounterClosed
    from ..models.montagnes_esoteric_added import MontagnesEsotericAdded
    from ..models.montagnes_expedition_ended import MontagnesExpeditionEnded
    from ..models.montagnes_expedition_prepared import MontagnesExpeditionPrepared
    from ..models.montagnes_failure_suffered import MontagnesFailureSuffered
    from ..models.montagnes_hand_card_discarded import MontagnesHandCardDiscarded
    from ..models.montagnes_hourglass_ran_out import MontagnesHourglassRanOut
    from ..models.montagnes_hourglass_turned import MontagnesHourglassTurned
    from ..models.montagnes_injury_drawn import MontagnesInjuryDrawn
    from ..models.montagnes_injury_healed import MontagnesInjuryHealed
    from ..models.montagnes_leadership_used import MontagnesLeadershipUsed
    from ..models.montagnes_madness_drawn import MontagnesMadnessDrawn
    from ..models.montagnes_madness_ignored import MontagnesMadnessIgnored
    from ..models.montagnes_peek_ended import MontagnesPeekEnded
    from ..models.montagnes_plane_moved import MontagnesPlaneMoved
    from ..models.montagnes_relic_assigned import MontagnesRelicAssigned
    from ..models.montagnes_resolution_ended import MontagnesResolutionEnded
    from ..models.montagnes_sled_revealed import MontagnesSledRevealed
    from ..models.montagnes_speech_penalised import MontagnesSpeechPenalised
    from ..models.montagnes_step_changed import MontagnesStepChanged
    from ..models.montagnes_tile_searched import MontagnesTileSearched
    from ..models.montagnes_token_boxed import MontagnesTokenBoxed
    from ..models.montagnes_token_discarded import MontagnesTokenDiscarded
    from ..models.montagnes_tokens_returned import MontagnesTokensReturned
    from ..models.montagnes_trials_resolved import MontagnesTrialsResolved
    from ..models.montagnes_turn_ended import MontagnesTurnEnded
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
        data (ChatPosted | MatchCreatedEntry | MontagnesCardsDealt | MontagnesCardsMilled | MontagnesCardsPlaced |
            MontagnesDeckReshuffled | MontagnesDieAccepted | MontagnesDieRolled | MontagnesEncounterClosed |
            MontagnesEsotericAdded | MontagnesExpeditionEnded | MontagnesExpeditionPrepared | MontagnesFailureSuffered |
            MontagnesHandCardDiscarded | MontagnesHourglassRanOut | MontagnesHourglassTurned | MontagnesInjuryDrawn |
            MontagnesInjuryHealed | MontagnesLeadershipUsed | MontagnesMadnessDrawn | MontagnesMadnessIgnored |
            MontagnesPeekEnded | MontagnesPlaneMoved | MontagnesRelicAssigned | MontagnesResolutionEnded |
            MontagnesSledRevealed | MontagnesSpeechPenalised | MontagnesStepChanged | MontagnesTileSearched |
            MontagnesTokenBoxed | MontagnesTokenDiscarded | MontagnesTokensReturned | MontagnesTrialsResolved |
            MontagnesTurnEnded | None | StandInActed | StandInEnded | StandInStarted | UndoAnswered | Undone |
            UndoRequested): The event: `MontagnesEvent`, the platform's (`PlatformEvent`), `match_created`'s public part, or
            `null` (`type: redacted`, and the credential events).
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
        | MatchCreatedEntry
        | MontagnesCardsDealt
        | MontagnesCardsMilled
        | MontagnesCardsPlaced
        | MontagnesDeckReshuffled
        | MontagnesDieAccepted
        | MontagnesDieRolled
        | MontagnesEncounterClosed
        | MontagnesEsotericAdded
        | MontagnesExpeditionEnded
        | MontagnesExpeditionPrepared
        | MontagnesFailureSuffered
        | MontagnesHandCardDiscarded
        | MontagnesHourglassRanOut
        | MontagnesHourglassTurned
        | MontagnesInjuryDrawn
        | MontagnesInjuryHealed
        | MontagnesLeadershipUsed
        | MontagnesMadnessDrawn
        | MontagnesMadnessIgnored
        | MontagnesPeekEnded
        | MontagnesPlaneMoved
        | MontagnesRelicAssigned
        | MontagnesResolutionEnded
        | MontagnesSledRevealed
        | MontagnesSpeechPenalised
        | MontagnesStepChanged
        | MontagnesTileSearched
        | MontagnesTokenBoxed
        | MontagnesTokenDiscarded
        | MontagnesTokensReturned
        | MontagnesTrialsResolved
        | MontagnesTurnEnded
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
        from ..models.match_created_entry import MatchCreatedEntry
        from ..models.montagnes_cards_dealt import MontagnesCardsDealt
        from ..models.montagnes_cards_milled import MontagnesCardsMilled
        from ..models.montagnes_cards_placed import MontagnesCardsPlaced
        from ..models.montagnes_deck_reshuffled import MontagnesDeckReshuffled
        from ..models.montagnes_die_accepted import MontagnesDieAccepted
        from ..models.montagnes_die_rolled import MontagnesDieRolled
        from ..models.montagnes_encounter_closed import MontagnesEncounterClosed
        from ..models.montagnes_esoteric_added import MontagnesEsotericAdded
        from ..models.montagnes_expedition_ended import MontagnesExpeditionEnded
        from ..models.montagnes_expedition_prepared import MontagnesExpeditionPrepared
        from ..models.montagnes_failure_suffered import MontagnesFailureSuffered
        from ..models.montagnes_hand_card_discarded import MontagnesHandCardDiscarded
        from ..models.montagnes_hourglass_ran_out import MontagnesHourglassRanOut
        from ..models.montagnes_hourglass_turned import MontagnesHourglassTurned
        from ..models.montagnes_injury_drawn import MontagnesInjuryDrawn
        from ..models.montagnes_injury_healed import MontagnesInjuryHealed
        from ..models.montagnes_leadership_used import MontagnesLeadershipUsed
        from ..models.montagnes_madness_drawn import MontagnesMadnessDrawn
        from ..models.montagnes_madness_ignored import MontagnesMadnessIgnored
        from ..models.montagnes_peek_ended import MontagnesPeekEnded
        from ..models.montagnes_plane_moved import MontagnesPlaneMoved
        from ..models.montagnes_relic_assigned import MontagnesRelicAssigned
        from ..models.montagnes_resolution_ended import MontagnesResolutionEnded
        from ..models.montagnes_sled_revealed import MontagnesSledRevealed
        from ..models.montagnes_speech_penalised import MontagnesSpeechPenalised
        from ..models.montagnes_step_changed import MontagnesStepChanged
        from ..models.montagnes_tile_searched import MontagnesTileSearched
        from ..models.montagnes_token_boxed import MontagnesTokenBoxed
        from ..models.montagnes_token_discarded import MontagnesTokenDiscarded
        from ..models.montagnes_tokens_returned import MontagnesTokensReturned
        from ..models.montagnes_trials_resolved import MontagnesTrialsResolved
        from ..models.montagnes_turn_ended import MontagnesTurnEnded
        from ..models.stand_in_acted import StandInActed
        from ..models.stand_in_ended import StandInEnded
        from ..models.stand_in_started import StandInStarted
        from ..models.undo_answered import UndoAnswered
        from ..models.undo_requested import UndoRequested
        from ..models.undone import Undone

        at = self.at

        data: dict[str, Any] | None
        if (
            isinstance(self.data, MontagnesExpeditionPrepared)
            or isinstance(self.data, MontagnesCardsDealt)
            or isinstance(self.data, MontagnesMadnessDrawn)
            or isinstance(self.data, MontagnesLeadershipUsed)
            or isinstance(self.data, MontagnesMadnessIgnored)
            or isinstance(self.data, MontagnesTokenDiscarded)
            or isinstance(self.data, MontagnesTokenBoxed)
            or isinstance(self.data, MontagnesTokensReturned)
            or isinstance(self.data, MontagnesPlaneMoved)
            or isinstance(self.data, MontagnesHourglassTurned)
            or isinstance(self.data, MontagnesCardsPlaced)
            or isinstance(self.data, MontagnesHourglassRanOut)
            or isinstance(self.data, MontagnesEncounterClosed)
            or isinstance(self.data, MontagnesSledRevealed)
            or isinstance(self.data, MontagnesTrialsResolved)
            or isinstance(self.data, MontagnesRelicAssigned)
            or isinstance(self.data, MontagnesTileSearched)
            or isinstance(self.data, MontagnesPeekEnded)
            or isinstance(self.data, MontagnesEsotericAdded)
            or isinstance(self.data, MontagnesInjuryHealed)
            or isinstance(self.data, MontagnesInjuryDrawn)
            or isinstance(self.data, MontagnesHandCardDiscarded)
            or isinstance(self.data, MontagnesCardsMilled)
            or isinstance(self.data, MontagnesStepChanged)
            or isinstance(self.data, MontagnesFailureSuffered)
            or isinstance(self.data, MontagnesDieRolled)
            or isinstance(self.data, MontagnesDieAccepted)
            or isinstance(self.data, MontagnesResolutionEnded)
            or isinstance(self.data, MontagnesDeckReshuffled)
            or isinstance(self.data, MontagnesTurnEnded)
            or isinstance(self.data, MontagnesSpeechPenalised)
            or isinstance(self.data, MontagnesExpeditionEnded)
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
        from ..models.match_created_entry import MatchCreatedEntry
        from ..models.montagnes_cards_dealt import MontagnesCardsDealt
        from ..models.montagnes_cards_milled import MontagnesCardsMilled
        from ..models.montagnes_cards_placed import MontagnesCardsPlaced
        from ..models.montagnes_deck_reshuffled import MontagnesDeckReshuffled
        from ..models.montagnes_die_accepted import MontagnesDieAccepted
        from ..models.montagnes_die_rolled import MontagnesDieRolled
        from ..models.montagnes_encounter_closed import MontagnesEncounterClosed
        from ..models.montagnes_esoteric_added import MontagnesEsotericAdded
        from ..models.montagnes_expedition_ended import MontagnesExpeditionEnded
        from ..models.montagnes_expedition_prepared import MontagnesExpeditionPrepared
        from ..models.montagnes_failure_suffered import MontagnesFailureSuffered
        from ..models.montagnes_hand_card_discarded import MontagnesHandCardDiscarded
        from ..models.montagnes_hourglass_ran_out import MontagnesHourglassRanOut
        from ..models.montagnes_hourglass_turned import MontagnesHourglassTurned
        from ..models.montagnes_injury_drawn import MontagnesInjuryDrawn
        from ..models.montagnes_injury_healed import MontagnesInjuryHealed
        from ..models.montagnes_leadership_used import MontagnesLeadershipUsed
        from ..models.montagnes_madness_drawn import MontagnesMadnessDrawn
        from ..models.montagnes_madness_ignored import MontagnesMadnessIgnored
        from ..models.montagnes_peek_ended import MontagnesPeekEnded
        from ..models.montagnes_plane_moved import MontagnesPlaneMoved
        from ..models.montagnes_relic_assigned import MontagnesRelicAssigned
        from ..models.montagnes_resolution_ended import MontagnesResolutionEnded
        from ..models.montagnes_sled_revealed import MontagnesSledRevealed
        from ..models.montagnes_speech_penalised import MontagnesSpeechPenalised
        from ..models.montagnes_step_changed import MontagnesStepChanged
        from ..models.montagnes_tile_searched import MontagnesTileSearched
        from ..models.montagnes_token_boxed import MontagnesTokenBoxed
        from ..models.montagnes_token_discarded import MontagnesTokenDiscarded
        from ..models.montagnes_tokens_returned import MontagnesTokensReturned
        from ..models.montagnes_trials_resolved import MontagnesTrialsResolved
        from ..models.montagnes_turn_ended import MontagnesTurnEnded
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
            | MatchCreatedEntry
            | MontagnesCardsDealt
            | MontagnesCardsMilled
            | MontagnesCardsPlaced
            | MontagnesDeckReshuffled
            | MontagnesDieAccepted
            | MontagnesDieRolled
            | MontagnesEncounterClosed
            | MontagnesEsotericAdded
            | MontagnesExpeditionEnded
            | MontagnesExpeditionPrepared
            | MontagnesFailureSuffered
            | MontagnesHandCardDiscarded
            | MontagnesHourglassRanOut
            | MontagnesHourglassTurned
            | MontagnesInjuryDrawn
            | MontagnesInjuryHealed
            | MontagnesLeadershipUsed
            | MontagnesMadnessDrawn
            | MontagnesMadnessIgnored
            | MontagnesPeekEnded
            | MontagnesPlaneMoved
            | MontagnesRelicAssigned
            | MontagnesResolutionEnded
            | MontagnesSledRevealed
            | MontagnesSpeechPenalised
            | MontagnesStepChanged
            | MontagnesTileSearched
            | MontagnesTokenBoxed
            | MontagnesTokenDiscarded
            | MontagnesTokensReturned
            | MontagnesTrialsResolved
            | MontagnesTurnEnded
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
                componentsschemas_montagnes_event_type_0 = (
                    MontagnesExpeditionPrepared.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_1 = (
                    MontagnesCardsDealt.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_2 = (
                    MontagnesMadnessDrawn.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_3 = (
                    MontagnesLeadershipUsed.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_4 = (
                    MontagnesMadnessIgnored.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_5 = (
                    MontagnesTokenDiscarded.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_6 = (
                    MontagnesTokenBoxed.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_7 = (
                    MontagnesTokensReturned.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_8 = (
                    MontagnesPlaneMoved.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_9 = (
                    MontagnesHourglassTurned.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_10 = (
                    MontagnesCardsPlaced.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_11 = (
                    MontagnesHourglassRanOut.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_12 = (
                    MontagnesEncounterClosed.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_13 = (
                    MontagnesSledRevealed.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_14 = (
                    MontagnesTrialsResolved.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_15 = (
                    MontagnesRelicAssigned.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_16 = (
                    MontagnesTileSearched.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_17 = (
                    MontagnesPeekEnded.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_18 = (
                    MontagnesEsotericAdded.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_19 = (
                    MontagnesInjuryHealed.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_20 = (
                    MontagnesInjuryDrawn.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_21 = (
                    MontagnesHandCardDiscarded.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_22 = (
                    MontagnesCardsMilled.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_23 = (
                    MontagnesStepChanged.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_24 = (
                    MontagnesFailureSuffered.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_25 = (
                    MontagnesDieRolled.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_26 = (
                    MontagnesDieAccepted.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_27 = (
                    MontagnesResolutionEnded.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_28 = (
                    MontagnesDeckReshuffled.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_29 = (
                    MontagnesTurnEnded.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_30 = (
                    MontagnesSpeechPenalised.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_event_type_31 = (
                    MontagnesExpeditionEnded.from_dict(data)
                )

                return componentsschemas_montagnes_event_type_31
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
                | MatchCreatedEntry
                | MontagnesCardsDealt
                | MontagnesCardsMilled
                | MontagnesCardsPlaced
                | MontagnesDeckReshuffled
                | MontagnesDieAccepted
                | MontagnesDieRolled
                | MontagnesEncounterClosed
                | MontagnesEsotericAdded
                | MontagnesExpeditionEnded
                | MontagnesExpeditionPrepared
                | MontagnesFailureSuffered
                | MontagnesHandCardDiscarded
                | MontagnesHourglassRanOut
                | MontagnesHourglassTurned
                | MontagnesInjuryDrawn
                | MontagnesInjuryHealed
                | MontagnesLeadershipUsed
                | MontagnesMadnessDrawn
                | MontagnesMadnessIgnored
                | MontagnesPeekEnded
                | MontagnesPlaneMoved
                | MontagnesRelicAssigned
                | MontagnesResolutionEnded
                | MontagnesSledRevealed
                | MontagnesSpeechPenalised
                | MontagnesStepChanged
                | MontagnesTileSearched
                | MontagnesTokenBoxed
                | MontagnesTokenDiscarded
                | MontagnesTokensReturned
                | MontagnesTrialsResolved
                | MontagnesTurnEnded
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
