"""Contains all the data models used in inputs/outputs"""

from .big_book_acquire import BigBookAcquire
from .big_book_action_taken import BigBookActionTaken
from .big_book_activate import BigBookActivate
from .big_book_cards_destroyed import BigBookCardsDestroyed
from .big_book_cards_discarded import BigBookCardsDiscarded
from .big_book_cards_drawn import BigBookCardsDrawn
from .big_book_cards_given import BigBookCardsGiven
from .big_book_cards_recovered import BigBookCardsRecovered
from .big_book_cards_supported import BigBookCardsSupported
from .big_book_cards_topdecked import BigBookCardsTopdecked
from .big_book_choose_cards import BigBookChooseCards
from .big_book_choose_curses import BigBookChooseCurses
from .big_book_choose_magician import BigBookChooseMagician
from .big_book_choose_pile import BigBookChoosePile
from .big_book_choose_player import BigBookChoosePlayer
from .big_book_choose_spells import BigBookChooseSpells
from .big_book_create_match import BigBookCreateMatch
from .big_book_create_match_seating import BigBookCreateMatchSeating
from .big_book_create_match_stand_ins import BigBookCreateMatchStandIns
from .big_book_curse_destroyed import BigBookCurseDestroyed
from .big_book_curse_placed import BigBookCursePlaced
from .big_book_curse_triggered import BigBookCurseTriggered
from .big_book_curse_view import BigBookCurseView
from .big_book_curse_view_element import BigBookCurseViewElement
from .big_book_curses_cleared import BigBookCursesCleared
from .big_book_curses_neutralised import BigBookCursesNeutralised
from .big_book_deck_formed import BigBookDeckFormed
from .big_book_deck_reshuffled import BigBookDeckReshuffled
from .big_book_deck_top_destroyed import BigBookDeckTopDestroyed
from .big_book_destroy_curse import BigBookDestroyCurse
from .big_book_discard_shuffled_in import BigBookDiscardShuffledIn
from .big_book_element_acquired import BigBookElementAcquired
from .big_book_element_gained import BigBookElementGained
from .big_book_element_upgraded import BigBookElementUpgraded
from .big_book_end_actions import BigBookEndActions
from .big_book_frame_popped import BigBookFramePopped
from .big_book_frame_pushed import BigBookFramePushed
from .big_book_heal import BigBookHeal
from .big_book_invocation_moved import BigBookInvocationMoved
from .big_book_learn import BigBookLearn
from .big_book_library_revealed import BigBookLibraryRevealed
from .big_book_library_view import BigBookLibraryView
from .big_book_library_view_element import BigBookLibraryViewElement
from .big_book_madness_healed import BigBookMadnessHealed
from .big_book_madness_received import BigBookMadnessReceived
from .big_book_magician_chosen import BigBookMagicianChosen
from .big_book_magician_view import BigBookMagicianView
from .big_book_match_ended import BigBookMatchEnded
from .big_book_match_set_up import BigBookMatchSetUp
from .big_book_match_set_up_curse_piles import BigBookMatchSetUpCursePiles
from .big_book_match_set_up_library import BigBookMatchSetUpLibrary
from .big_book_match_set_up_reserve import BigBookMatchSetUpReserve
from .big_book_monster_resolved import BigBookMonsterResolved
from .big_book_monster_view import BigBookMonsterView
from .big_book_neutralised_restored import BigBookNeutralisedRestored
from .big_book_op import BigBookOp
from .big_book_op_element_type_0 import BigBookOpElementType0
from .big_book_op_op import BigBookOpOp
from .big_book_op_zone import BigBookOpZone
from .big_book_options import BigBookOptions
from .big_book_options_mode import BigBookOptionsMode
from .big_book_page_turned import BigBookPageTurned
from .big_book_phase_changed import BigBookPhaseChanged
from .big_book_player_eliminated import BigBookPlayerEliminated
from .big_book_player_view import BigBookPlayerView
from .big_book_power_used import BigBookPowerUsed
from .big_book_round_advanced import BigBookRoundAdvanced
from .big_book_scheduled import BigBookScheduled
from .big_book_seat_view import BigBookSeatView
from .big_book_spell_activated import BigBookSpellActivated
from .big_book_spell_destroyed import BigBookSpellDestroyed
from .big_book_spell_learned import BigBookSpellLearned
from .big_book_spell_view import BigBookSpellView
from .big_book_spell_view_element import BigBookSpellViewElement
from .big_book_spells_exhausted import BigBookSpellsExhausted
from .big_book_spells_neutralised import BigBookSpellsNeutralised
from .big_book_spells_readied import BigBookSpellsReadied
from .big_book_starting_cards import BigBookStartingCards
from .big_book_starting_cards_element import BigBookStartingCardsElement
from .big_book_step import BigBookStep
from .big_book_support_taken import BigBookSupportTaken
from .big_book_token_added import BigBookTokenAdded
from .big_book_turn_started import BigBookTurnStarted
from .big_book_use_power import BigBookUsePower
from .big_book_view import BigBookView
from .big_book_view_curse_pile_bottom import BigBookViewCursePileBottom
from .big_book_view_curse_pile_order_type_0 import BigBookViewCursePileOrderType0
from .big_book_view_curse_piles import BigBookViewCursePiles
from .big_book_view_library_piles_type_0 import BigBookViewLibraryPilesType0
from .big_book_view_mode import BigBookViewMode
from .big_book_view_phase import BigBookViewPhase
from .big_book_view_reason import BigBookViewReason
from .big_book_view_reserve import BigBookViewReserve
from .big_book_view_result import BigBookViewResult
from .big_book_view_tokens import BigBookViewTokens
from .big_book_work_pending import BigBookWorkPending
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
    "BigBookAcquire",
    "BigBookActionTaken",
    "BigBookActivate",
    "BigBookCardsDestroyed",
    "BigBookCardsDiscarded",
    "BigBookCardsDrawn",
    "BigBookCardsGiven",
    "BigBookCardsRecovered",
    "BigBookCardsSupported",
    "BigBookCardsTopdecked",
    "BigBookChooseCards",
    "BigBookChooseCurses",
    "BigBookChooseMagician",
    "BigBookChoosePile",
    "BigBookChoosePlayer",
    "BigBookChooseSpells",
    "BigBookCreateMatch",
    "BigBookCreateMatchSeating",
    "BigBookCreateMatchStandIns",
    "BigBookCurseDestroyed",
    "BigBookCursePlaced",
    "BigBookCurseTriggered",
    "BigBookCurseView",
    "BigBookCurseViewElement",
    "BigBookCursesCleared",
    "BigBookCursesNeutralised",
    "BigBookDeckFormed",
    "BigBookDeckReshuffled",
    "BigBookDeckTopDestroyed",
    "BigBookDestroyCurse",
    "BigBookDiscardShuffledIn",
    "BigBookElementAcquired",
    "BigBookElementGained",
    "BigBookElementUpgraded",
    "BigBookEndActions",
    "BigBookFramePopped",
    "BigBookFramePushed",
    "BigBookHeal",
    "BigBookInvocationMoved",
    "BigBookLearn",
    "BigBookLibraryRevealed",
    "BigBookLibraryView",
    "BigBookLibraryViewElement",
    "BigBookMadnessHealed",
    "BigBookMadnessReceived",
    "BigBookMagicianChosen",
    "BigBookMagicianView",
    "BigBookMatchEnded",
    "BigBookMatchSetUp",
    "BigBookMatchSetUpCursePiles",
    "BigBookMatchSetUpLibrary",
    "BigBookMatchSetUpReserve",
    "BigBookMonsterResolved",
    "BigBookMonsterView",
    "BigBookNeutralisedRestored",
    "BigBookOp",
    "BigBookOpElementType0",
    "BigBookOpOp",
    "BigBookOpZone",
    "BigBookOptions",
    "BigBookOptionsMode",
    "BigBookPageTurned",
    "BigBookPhaseChanged",
    "BigBookPlayerEliminated",
    "BigBookPlayerView",
    "BigBookPowerUsed",
    "BigBookRoundAdvanced",
    "BigBookScheduled",
    "BigBookSeatView",
    "BigBookSpellActivated",
    "BigBookSpellDestroyed",
    "BigBookSpellLearned",
    "BigBookSpellView",
    "BigBookSpellViewElement",
    "BigBookSpellsExhausted",
    "BigBookSpellsNeutralised",
    "BigBookSpellsReadied",
    "BigBookStartingCards",
    "BigBookStartingCardsElement",
    "BigBookStep",
    "BigBookSupportTaken",
    "BigBookTokenAdded",
    "BigBookTurnStarted",
    "BigBookUsePower",
    "BigBookView",
    "BigBookViewCursePileBottom",
    "BigBookViewCursePileOrderType0",
    "BigBookViewCursePiles",
    "BigBookViewLibraryPilesType0",
    "BigBookViewMode",
    "BigBookViewPhase",
    "BigBookViewReason",
    "BigBookViewReserve",
    "BigBookViewResult",
    "BigBookViewTokens",
    "BigBookWorkPending",
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
