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
from .maeshowe_card_discarded import MaeshoweCardDiscarded
from .maeshowe_card_given import MaeshoweCardGiven
from .maeshowe_card_played import MaeshoweCardPlayed
from .maeshowe_card_played_source import MaeshoweCardPlayedSource
from .maeshowe_card_view import MaeshoweCardView
from .maeshowe_card_view_rune import MaeshoweCardViewRune
from .maeshowe_card_view_type import MaeshoweCardViewType
from .maeshowe_cards_drawn import MaeshoweCardsDrawn
from .maeshowe_cards_forced_to_discard import MaeshoweCardsForcedToDiscard
from .maeshowe_cards_forced_to_discard_reason import MaeshoweCardsForcedToDiscardReason
from .maeshowe_cards_shuffled_into_deck import MaeshoweCardsShuffledIntoDeck
from .maeshowe_cards_shuffled_into_deck_source import (
    MaeshoweCardsShuffledIntoDeckSource,
)
from .maeshowe_choose_rune import MaeshoweChooseRune
from .maeshowe_choose_rune_rune import MaeshoweChooseRuneRune
from .maeshowe_create_match import MaeshoweCreateMatch
from .maeshowe_create_match_seating import MaeshoweCreateMatchSeating
from .maeshowe_create_match_stand_ins import MaeshoweCreateMatchStandIns
from .maeshowe_deck_shuffled import MaeshoweDeckShuffled
from .maeshowe_deck_to_discard import MaeshoweDeckToDiscard
from .maeshowe_dig_scored import MaeshoweDigScored
from .maeshowe_discard import MaeshoweDiscard
from .maeshowe_discard_down import MaeshoweDiscardDown
from .maeshowe_discard_shuffled import MaeshoweDiscardShuffled
from .maeshowe_discard_shuffled_into_deck import MaeshoweDiscardShuffledIntoDeck
from .maeshowe_discard_to_hand import MaeshoweDiscardToHand
from .maeshowe_eat import MaeshoweEat
from .maeshowe_food_changed import MaeshoweFoodChanged
from .maeshowe_forage import MaeshoweForage
from .maeshowe_forage_pick import MaeshoweForagePick
from .maeshowe_give import MaeshoweGive
from .maeshowe_hands_dealt import MaeshoweHandsDealt
from .maeshowe_health_changed import MaeshoweHealthChanged
from .maeshowe_hope_peeked import MaeshoweHopePeeked
from .maeshowe_hope_resolved import MaeshoweHopeResolved
from .maeshowe_hope_rune_chosen import MaeshoweHopeRuneChosen
from .maeshowe_hope_rune_chosen_rune import MaeshoweHopeRuneChosenRune
from .maeshowe_jarl_passed import MaeshoweJarlPassed
from .maeshowe_line_card_view import MaeshoweLineCardView
from .maeshowe_line_rearranged import MaeshoweLineRearranged
from .maeshowe_line_to_discard import MaeshoweLineToDiscard
from .maeshowe_line_to_hand import MaeshoweLineToHand
from .maeshowe_match_lost import MaeshoweMatchLost
from .maeshowe_match_lost_reason import MaeshoweMatchLostReason
from .maeshowe_match_started import MaeshoweMatchStarted
from .maeshowe_match_won import MaeshoweMatchWon
from .maeshowe_options import MaeshoweOptions
from .maeshowe_options_difficulty import MaeshoweOptionsDifficulty
from .maeshowe_options_expansions_item import MaeshoweOptionsExpansionsItem
from .maeshowe_options_setups_item import MaeshoweOptionsSetupsItem
from .maeshowe_pass_jarl import MaeshowePassJarl
from .maeshowe_passages_changed import MaeshowePassagesChanged
from .maeshowe_peek import MaeshowePeek
from .maeshowe_play import MaeshowePlay
from .maeshowe_play_from_discard import MaeshowePlayFromDiscard
from .maeshowe_player_view import MaeshowePlayerView
from .maeshowe_promptness_cost import MaeshowePromptnessCost
from .maeshowe_promptness_cost_choice import MaeshowePromptnessCostChoice
from .maeshowe_rearrange import MaeshoweRearrange
from .maeshowe_ruin_pair import MaeshoweRuinPair
from .maeshowe_sacrifice import MaeshoweSacrifice
from .maeshowe_sacrifice_mode import MaeshoweSacrificeMode
from .maeshowe_seat_view import MaeshoweSeatView
from .maeshowe_snub_drawn import MaeshoweSnubDrawn
from .maeshowe_snub_found import MaeshoweSnubFound
from .maeshowe_snub_found_source import MaeshoweSnubFoundSource
from .maeshowe_take_back import MaeshoweTakeBack
from .maeshowe_task import MaeshoweTask
from .maeshowe_task_added import MaeshoweTaskAdded
from .maeshowe_task_done import MaeshoweTaskDone
from .maeshowe_turn_started import MaeshoweTurnStarted
from .maeshowe_view import MaeshoweView
from .maeshowe_view_reason import MaeshoweViewReason
from .maeshowe_view_result_type_1 import MaeshoweViewResultType1
from .maeshowe_view_result_type_2_type_1 import MaeshoweViewResultType2Type1
from .maeshowe_view_result_type_3_type_1 import MaeshoweViewResultType3Type1
from .maeshowe_went_mad import MaeshoweWentMad
from .maeshowe_went_mad_cause import MaeshoweWentMadCause
from .match_created_entry import MatchCreatedEntry
from .match_created_entry_options import MatchCreatedEntryOptions
from .match_created_entry_seed_source import MatchCreatedEntrySeedSource
from .match_created_response import MatchCreatedResponse
from .match_summary import MatchSummary
from .match_summary_options import MatchSummaryOptions
from .match_summary_seed_source import MatchSummarySeedSource
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
    "MaeshoweCardDiscarded",
    "MaeshoweCardGiven",
    "MaeshoweCardPlayed",
    "MaeshoweCardPlayedSource",
    "MaeshoweCardView",
    "MaeshoweCardViewRune",
    "MaeshoweCardViewType",
    "MaeshoweCardsDrawn",
    "MaeshoweCardsForcedToDiscard",
    "MaeshoweCardsForcedToDiscardReason",
    "MaeshoweCardsShuffledIntoDeck",
    "MaeshoweCardsShuffledIntoDeckSource",
    "MaeshoweChooseRune",
    "MaeshoweChooseRuneRune",
    "MaeshoweCreateMatch",
    "MaeshoweCreateMatchSeating",
    "MaeshoweCreateMatchStandIns",
    "MaeshoweDeckShuffled",
    "MaeshoweDeckToDiscard",
    "MaeshoweDigScored",
    "MaeshoweDiscard",
    "MaeshoweDiscardDown",
    "MaeshoweDiscardShuffled",
    "MaeshoweDiscardShuffledIntoDeck",
    "MaeshoweDiscardToHand",
    "MaeshoweEat",
    "MaeshoweFoodChanged",
    "MaeshoweForage",
    "MaeshoweForagePick",
    "MaeshoweGive",
    "MaeshoweHandsDealt",
    "MaeshoweHealthChanged",
    "MaeshoweHopePeeked",
    "MaeshoweHopeResolved",
    "MaeshoweHopeRuneChosen",
    "MaeshoweHopeRuneChosenRune",
    "MaeshoweJarlPassed",
    "MaeshoweLineCardView",
    "MaeshoweLineRearranged",
    "MaeshoweLineToDiscard",
    "MaeshoweLineToHand",
    "MaeshoweMatchLost",
    "MaeshoweMatchLostReason",
    "MaeshoweMatchStarted",
    "MaeshoweMatchWon",
    "MaeshoweOptions",
    "MaeshoweOptionsDifficulty",
    "MaeshoweOptionsExpansionsItem",
    "MaeshoweOptionsSetupsItem",
    "MaeshowePassJarl",
    "MaeshowePassagesChanged",
    "MaeshowePeek",
    "MaeshowePlay",
    "MaeshowePlayFromDiscard",
    "MaeshowePlayerView",
    "MaeshowePromptnessCost",
    "MaeshowePromptnessCostChoice",
    "MaeshoweRearrange",
    "MaeshoweRuinPair",
    "MaeshoweSacrifice",
    "MaeshoweSacrificeMode",
    "MaeshoweSeatView",
    "MaeshoweSnubDrawn",
    "MaeshoweSnubFound",
    "MaeshoweSnubFoundSource",
    "MaeshoweTakeBack",
    "MaeshoweTask",
    "MaeshoweTaskAdded",
    "MaeshoweTaskDone",
    "MaeshoweTurnStarted",
    "MaeshoweView",
    "MaeshoweViewReason",
    "MaeshoweViewResultType1",
    "MaeshoweViewResultType2Type1",
    "MaeshoweViewResultType3Type1",
    "MaeshoweWentMad",
    "MaeshoweWentMadCause",
    "MatchCreatedEntry",
    "MatchCreatedEntryOptions",
    "MatchCreatedEntrySeedSource",
    "MatchCreatedResponse",
    "MatchSummary",
    "MatchSummaryOptions",
    "MatchSummarySeedSource",
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
