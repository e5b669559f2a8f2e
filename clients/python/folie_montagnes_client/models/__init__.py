"""Contains all the data models used in inputs/outputs"""

from .chat_line import ChatLine
from .chat_page import ChatPage
from .chat_posted import ChatPosted
from .chat_request import ChatRequest
from .choice import Choice
from .command_request import CommandRequest
from .command_result import CommandResult
from .event_page import EventPage
from .fairness import Fairness
from .fairness_seed_source import FairnessSeedSource
from .game_detail import GameDetail
from .game_detail_board_schema_type_0 import GameDetailBoardSchemaType0
from .game_detail_board_type_0 import GameDetailBoardType0
from .game_detail_command_schema import GameDetailCommandSchema
from .game_detail_event_schema import GameDetailEventSchema
from .game_detail_options_schema import GameDetailOptionsSchema
from .game_detail_view_schema import GameDetailViewSchema
from .game_summary import GameSummary
from .game_summary_options_schema import GameSummaryOptionsSchema
from .invitation_issued_result import InvitationIssuedResult
from .invitation_request import InvitationRequest
from .issued_token import IssuedToken
from .join_request import JoinRequest
from .joined_seat import JoinedSeat
from .lapsed_undo import LapsedUndo
from .lapsed_undo_reason import LapsedUndoReason
from .legal_action import LegalAction
from .legal_action_action import LegalActionAction
from .legal_action_fixed import LegalActionFixed
from .log_entry import LogEntry
from .match_created_entry import MatchCreatedEntry
from .match_created_entry_options import MatchCreatedEntryOptions
from .match_created_entry_seed_source import MatchCreatedEntrySeedSource
from .match_created_response import MatchCreatedResponse
from .match_summary import MatchSummary
from .match_summary_options import MatchSummaryOptions
from .match_summary_seed_source import MatchSummarySeedSource
from .montagnes_accept_die import MontagnesAcceptDie
from .montagnes_assign_relic import MontagnesAssignRelic
from .montagnes_box_token import MontagnesBoxToken
from .montagnes_card_view import MontagnesCardView
from .montagnes_card_view_equipment_type_1 import MontagnesCardViewEquipmentType1
from .montagnes_card_view_equipment_type_2_type_1 import (
    MontagnesCardViewEquipmentType2Type1,
)
from .montagnes_card_view_equipment_type_3_type_1 import (
    MontagnesCardViewEquipmentType3Type1,
)
from .montagnes_card_view_kind import MontagnesCardViewKind
from .montagnes_cards_dealt import MontagnesCardsDealt
from .montagnes_cards_milled import MontagnesCardsMilled
from .montagnes_cards_placed import MontagnesCardsPlaced
from .montagnes_create_match import MontagnesCreateMatch
from .montagnes_create_match_seating import MontagnesCreateMatchSeating
from .montagnes_create_match_stand_ins import MontagnesCreateMatchStandIns
from .montagnes_deal import MontagnesDeal
from .montagnes_deal_to import MontagnesDealTo
from .montagnes_deck_reshuffled import MontagnesDeckReshuffled
from .montagnes_die_accepted import MontagnesDieAccepted
from .montagnes_die_rolled import MontagnesDieRolled
from .montagnes_discard_from_hand import MontagnesDiscardFromHand
from .montagnes_encounter_closed import MontagnesEncounterClosed
from .montagnes_end_encounter import MontagnesEndEncounter
from .montagnes_esoteric_added import MontagnesEsotericAdded
from .montagnes_exalt import MontagnesExalt
from .montagnes_expedition_ended import MontagnesExpeditionEnded
from .montagnes_expedition_prepared import MontagnesExpeditionPrepared
from .montagnes_expedition_prepared_board_type_0 import (
    MontagnesExpeditionPreparedBoardType0,
)
from .montagnes_failure_die import MontagnesFailureDie
from .montagnes_failure_madness import MontagnesFailureMadness
from .montagnes_failure_suffered import MontagnesFailureSuffered
from .montagnes_hand_card_discarded import MontagnesHandCardDiscarded
from .montagnes_hourglass_ran_out import MontagnesHourglassRanOut
from .montagnes_hourglass_turned import MontagnesHourglassTurned
from .montagnes_ignore_card import MontagnesIgnoreCard
from .montagnes_ignore_madness import MontagnesIgnoreMadness
from .montagnes_injury_drawn import MontagnesInjuryDrawn
from .montagnes_injury_healed import MontagnesInjuryHealed
from .montagnes_leadership_used import MontagnesLeadershipUsed
from .montagnes_madness_drawn import MontagnesMadnessDrawn
from .montagnes_madness_ignored import MontagnesMadnessIgnored
from .montagnes_madness_view import MontagnesMadnessView
from .montagnes_move import MontagnesMove
from .montagnes_options import MontagnesOptions
from .montagnes_peek_ended import MontagnesPeekEnded
from .montagnes_place_cards import MontagnesPlaceCards
from .montagnes_plane_moved import MontagnesPlaneMoved
from .montagnes_player_view import MontagnesPlayerView
from .montagnes_player_view_relic_tokens_item import MontagnesPlayerViewRelicTokensItem
from .montagnes_raise_hand_limit import MontagnesRaiseHandLimit
from .montagnes_relic_assigned import MontagnesRelicAssigned
from .montagnes_relic_view import MontagnesRelicView
from .montagnes_relic_view_kind import MontagnesRelicViewKind
from .montagnes_reroll_die import MontagnesRerollDie
from .montagnes_resolution_ended import MontagnesResolutionEnded
from .montagnes_rest import MontagnesRest
from .montagnes_restart_hourglass import MontagnesRestartHourglass
from .montagnes_rule_view import MontagnesRuleView
from .montagnes_rule_view_kind import MontagnesRuleViewKind
from .montagnes_search_tile import MontagnesSearchTile
from .montagnes_seat_view import MontagnesSeatView
from .montagnes_skip_rest import MontagnesSkipRest
from .montagnes_sled_card import MontagnesSledCard
from .montagnes_sled_revealed import MontagnesSledRevealed
from .montagnes_sled_view import MontagnesSledView
from .montagnes_space_view import MontagnesSpaceView
from .montagnes_space_view_region import MontagnesSpaceViewRegion
from .montagnes_speech_penalised import MontagnesSpeechPenalised
from .montagnes_step_changed import MontagnesStepChanged
from .montagnes_take_esoteric import MontagnesTakeEsoteric
from .montagnes_text import MontagnesText
from .montagnes_tile_searched import MontagnesTileSearched
from .montagnes_tile_view import MontagnesTileView
from .montagnes_tile_view_region import MontagnesTileViewRegion
from .montagnes_tile_view_reward import MontagnesTileViewReward
from .montagnes_token_boxed import MontagnesTokenBoxed
from .montagnes_token_discarded import MontagnesTokenDiscarded
from .montagnes_tokens_returned import MontagnesTokensReturned
from .montagnes_trial import MontagnesTrial
from .montagnes_trial_equipment import MontagnesTrialEquipment
from .montagnes_trial_outcome import MontagnesTrialOutcome
from .montagnes_trial_result import MontagnesTrialResult
from .montagnes_trials_resolved import MontagnesTrialsResolved
from .montagnes_turn_ended import MontagnesTurnEnded
from .montagnes_view import MontagnesView
from .montagnes_view_die_face_type_1 import MontagnesViewDieFaceType1
from .montagnes_view_die_face_type_2_type_1 import MontagnesViewDieFaceType2Type1
from .montagnes_view_die_face_type_3_type_1 import MontagnesViewDieFaceType3Type1
from .montagnes_view_reward_type_1 import MontagnesViewRewardType1
from .montagnes_view_reward_type_2_type_1 import MontagnesViewRewardType2Type1
from .montagnes_view_reward_type_3_type_1 import MontagnesViewRewardType3Type1
from .montagnes_view_step import MontagnesViewStep
from .outcome import Outcome
from .outcome_result import OutcomeResult
from .param import Param
from .problem import Problem
from .problem_errors_type_0_item import ProblemErrorsType0Item
from .prompt import Prompt
from .seat_invitation import SeatInvitation
from .seat_occupancy import SeatOccupancy
from .seat_token import SeatToken
from .seat_view import SeatView
from .seating_list import SeatingList
from .stand_in_acted import StandInActed
from .stand_in_ended import StandInEnded
from .stand_in_request import StandInRequest
from .stand_in_result import StandInResult
from .stand_in_seat import StandInSeat
from .stand_in_started import StandInStarted
from .status import Status
from .stream_end import StreamEnd
from .stream_end_data import StreamEndData
from .stream_event import StreamEvent
from .stream_keepalive import StreamKeepalive
from .stream_ticket import StreamTicket
from .stream_view import StreamView
from .token_info import TokenInfo
from .token_list import TokenList
from .token_request import TokenRequest
from .token_request_scope import TokenRequestScope
from .token_revoked_result import TokenRevokedResult
from .undo_answer import UndoAnswer
from .undo_answered import UndoAnswered
from .undo_info import UndoInfo
from .undo_request import UndoRequest
from .undo_requested import UndoRequested
from .undo_result import UndoResult
from .undone import Undone
from .waiting import Waiting

__all__ = (
    "ChatLine",
    "ChatPage",
    "ChatPosted",
    "ChatRequest",
    "Choice",
    "CommandRequest",
    "CommandResult",
    "EventPage",
    "Fairness",
    "FairnessSeedSource",
    "GameDetail",
    "GameDetailBoardSchemaType0",
    "GameDetailBoardType0",
    "GameDetailCommandSchema",
    "GameDetailEventSchema",
    "GameDetailOptionsSchema",
    "GameDetailViewSchema",
    "GameSummary",
    "GameSummaryOptionsSchema",
    "InvitationIssuedResult",
    "InvitationRequest",
    "IssuedToken",
    "JoinRequest",
    "JoinedSeat",
    "LapsedUndo",
    "LapsedUndoReason",
    "LegalAction",
    "LegalActionAction",
    "LegalActionFixed",
    "LogEntry",
    "MatchCreatedEntry",
    "MatchCreatedEntryOptions",
    "MatchCreatedEntrySeedSource",
    "MatchCreatedResponse",
    "MatchSummary",
    "MatchSummaryOptions",
    "MatchSummarySeedSource",
    "MontagnesAcceptDie",
    "MontagnesAssignRelic",
    "MontagnesBoxToken",
    "MontagnesCardView",
    "MontagnesCardViewEquipmentType1",
    "MontagnesCardViewEquipmentType2Type1",
    "MontagnesCardViewEquipmentType3Type1",
    "MontagnesCardViewKind",
    "MontagnesCardsDealt",
    "MontagnesCardsMilled",
    "MontagnesCardsPlaced",
    "MontagnesCreateMatch",
    "MontagnesCreateMatchSeating",
    "MontagnesCreateMatchStandIns",
    "MontagnesDeal",
    "MontagnesDealTo",
    "MontagnesDeckReshuffled",
    "MontagnesDieAccepted",
    "MontagnesDieRolled",
    "MontagnesDiscardFromHand",
    "MontagnesEncounterClosed",
    "MontagnesEndEncounter",
    "MontagnesEsotericAdded",
    "MontagnesExalt",
    "MontagnesExpeditionEnded",
    "MontagnesExpeditionPrepared",
    "MontagnesExpeditionPreparedBoardType0",
    "MontagnesFailureDie",
    "MontagnesFailureMadness",
    "MontagnesFailureSuffered",
    "MontagnesHandCardDiscarded",
    "MontagnesHourglassRanOut",
    "MontagnesHourglassTurned",
    "MontagnesIgnoreCard",
    "MontagnesIgnoreMadness",
    "MontagnesInjuryDrawn",
    "MontagnesInjuryHealed",
    "MontagnesLeadershipUsed",
    "MontagnesMadnessDrawn",
    "MontagnesMadnessIgnored",
    "MontagnesMadnessView",
    "MontagnesMove",
    "MontagnesOptions",
    "MontagnesPeekEnded",
    "MontagnesPlaceCards",
    "MontagnesPlaneMoved",
    "MontagnesPlayerView",
    "MontagnesPlayerViewRelicTokensItem",
    "MontagnesRaiseHandLimit",
    "MontagnesRelicAssigned",
    "MontagnesRelicView",
    "MontagnesRelicViewKind",
    "MontagnesRerollDie",
    "MontagnesResolutionEnded",
    "MontagnesRest",
    "MontagnesRestartHourglass",
    "MontagnesRuleView",
    "MontagnesRuleViewKind",
    "MontagnesSearchTile",
    "MontagnesSeatView",
    "MontagnesSkipRest",
    "MontagnesSledCard",
    "MontagnesSledRevealed",
    "MontagnesSledView",
    "MontagnesSpaceView",
    "MontagnesSpaceViewRegion",
    "MontagnesSpeechPenalised",
    "MontagnesStepChanged",
    "MontagnesTakeEsoteric",
    "MontagnesText",
    "MontagnesTileSearched",
    "MontagnesTileView",
    "MontagnesTileViewRegion",
    "MontagnesTileViewReward",
    "MontagnesTokenBoxed",
    "MontagnesTokenDiscarded",
    "MontagnesTokensReturned",
    "MontagnesTrial",
    "MontagnesTrialEquipment",
    "MontagnesTrialOutcome",
    "MontagnesTrialResult",
    "MontagnesTrialsResolved",
    "MontagnesTurnEnded",
    "MontagnesView",
    "MontagnesViewDieFaceType1",
    "MontagnesViewDieFaceType2Type1",
    "MontagnesViewDieFaceType3Type1",
    "MontagnesViewRewardType1",
    "MontagnesViewRewardType2Type1",
    "MontagnesViewRewardType3Type1",
    "MontagnesViewStep",
    "Outcome",
    "OutcomeResult",
    "Param",
    "Problem",
    "ProblemErrorsType0Item",
    "Prompt",
    "SeatInvitation",
    "SeatOccupancy",
    "SeatToken",
    "SeatView",
    "SeatingList",
    "StandInActed",
    "StandInEnded",
    "StandInRequest",
    "StandInResult",
    "StandInSeat",
    "StandInStarted",
    "Status",
    "StreamEnd",
    "StreamEndData",
    "StreamEvent",
    "StreamKeepalive",
    "StreamTicket",
    "StreamView",
    "TokenInfo",
    "TokenList",
    "TokenRequest",
    "TokenRequestScope",
    "TokenRevokedResult",
    "UndoAnswer",
    "UndoAnswered",
    "UndoInfo",
    "UndoRequest",
    "UndoRequested",
    "UndoResult",
    "Undone",
    "Waiting",
)
