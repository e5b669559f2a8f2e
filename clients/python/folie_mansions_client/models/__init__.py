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
from .mansions_ability_used import MansionsAbilityUsed
from .mansions_attack import MansionsAttack
from .mansions_attacked import MansionsAttacked
from .mansions_attempt_puzzle import MansionsAttemptPuzzle
from .mansions_barricade_broken import MansionsBarricadeBroken
from .mansions_barricade_moved import MansionsBarricadeMoved
from .mansions_barrier_cleared import MansionsBarrierCleared
from .mansions_barrier_met import MansionsBarrierMet
from .mansions_cast_spell import MansionsCastSpell
from .mansions_choose_investigator import MansionsChooseInvestigator
from .mansions_choose_story import MansionsChooseStory
from .mansions_claim_turn import MansionsClaimTurn
from .mansions_clue_view import MansionsClueView
from .mansions_combat_drawn import MansionsCombatDrawn
from .mansions_combat_shuffled import MansionsCombatShuffled
from .mansions_corpses_burnt import MansionsCorpsesBurnt
from .mansions_create_match import MansionsCreateMatch
from .mansions_create_match_seating import MansionsCreateMatchSeating
from .mansions_create_match_stand_ins import MansionsCreateMatchStandIns
from .mansions_deal_damage import MansionsDealDamage
from .mansions_decks_view import MansionsDecksView
from .mansions_decks_view_combat import MansionsDecksViewCombat
from .mansions_decks_view_spells import MansionsDecksViewSpells
from .mansions_died import MansionsDied
from .mansions_drag_investigator import MansionsDragInvestigator
from .mansions_drag_opened import MansionsDragOpened
from .mansions_dragged import MansionsDragged
from .mansions_end_keeper_turn import MansionsEndKeeperTurn
from .mansions_end_trade import MansionsEndTrade
from .mansions_end_turn import MansionsEndTurn
from .mansions_evade_answered import MansionsEvadeAnswered
from .mansions_evade_opened import MansionsEvadeOpened
from .mansions_event_resolved import MansionsEventResolved
from .mansions_explore import MansionsExplore
from .mansions_explored import MansionsExplored
from .mansions_give import MansionsGive
from .mansions_harmed import MansionsHarmed
from .mansions_healed import MansionsHealed
from .mansions_hid import MansionsHid
from .mansions_hide import MansionsHide
from .mansions_investigator_chosen import MansionsInvestigatorChosen
from .mansions_investigator_view import MansionsInvestigatorView
from .mansions_item_given import MansionsItemGiven
from .mansions_item_used import MansionsItemUsed
from .mansions_keeper_acted import MansionsKeeperActed
from .mansions_keeper_action import MansionsKeeperAction
from .mansions_keeper_discarded import MansionsKeeperDiscarded
from .mansions_keeper_drew import MansionsKeeperDrew
from .mansions_keeper_turn_opened import MansionsKeeperTurnOpened
from .mansions_leave_hiding import MansionsLeaveHiding
from .mansions_leave_hiding_using import MansionsLeaveHidingUsing
from .mansions_left_hiding import MansionsLeftHiding
from .mansions_match_ended import MansionsMatchEnded
from .mansions_match_started import MansionsMatchStarted
from .mansions_match_started_combat import MansionsMatchStartedCombat
from .mansions_match_started_spell_decks import MansionsMatchStartedSpellDecks
from .mansions_modified import MansionsModified
from .mansions_modifier_view import MansionsModifierView
from .mansions_monster_attack import MansionsMonsterAttack
from .mansions_monster_attacked import MansionsMonsterAttacked
from .mansions_monster_killed import MansionsMonsterKilled
from .mansions_monster_moved import MansionsMonsterMoved
from .mansions_monster_moves_opened import MansionsMonsterMovesOpened
from .mansions_monster_placed import MansionsMonsterPlaced
from .mansions_monster_view import MansionsMonsterView
from .mansions_monster_wounded import MansionsMonsterWounded
from .mansions_move import MansionsMove
from .mansions_move_barricade import MansionsMoveBarricade
from .mansions_move_monster import MansionsMoveMonster
from .mansions_moved import MansionsMoved
from .mansions_movement_spent import MansionsMovementSpent
from .mansions_mythos_passed import MansionsMythosPassed
from .mansions_mythos_played import MansionsMythosPlayed
from .mansions_mythos_window_opened import MansionsMythosWindowOpened
from .mansions_objective_revealed import MansionsObjectiveRevealed
from .mansions_options import MansionsOptions
from .mansions_options_story_type_0 import MansionsOptionsStoryType0
from .mansions_pass_mythos import MansionsPassMythos
from .mansions_pass_skill import MansionsPassSkill
from .mansions_pass_trauma import MansionsPassTrauma
from .mansions_pick import MansionsPick
from .mansions_pick_up import MansionsPickUp
from .mansions_picked_up import MansionsPickedUp
from .mansions_play_mythos import MansionsPlayMythos
from .mansions_play_trauma import MansionsPlayTrauma
from .mansions_puzzle_ended import MansionsPuzzleEnded
from .mansions_puzzle_moved import MansionsPuzzleMoved
from .mansions_puzzle_skill import MansionsPuzzleSkill
from .mansions_puzzle_skill_point import MansionsPuzzleSkillPoint
from .mansions_puzzle_started import MansionsPuzzleStarted
from .mansions_ready_skill import MansionsReadySkill
from .mansions_rolled import MansionsRolled
from .mansions_round_started import MansionsRoundStarted
from .mansions_seat_view import MansionsSeatView
from .mansions_secrets_view import MansionsSecretsView
from .mansions_secrets_view_answers import MansionsSecretsViewAnswers
from .mansions_secrets_view_stacks import MansionsSecretsViewStacks
from .mansions_skill_answered import MansionsSkillAnswered
from .mansions_skill_offered import MansionsSkillOffered
from .mansions_skill_readied import MansionsSkillReadied
from .mansions_spare import MansionsSpare
from .mansions_spell_cast import MansionsSpellCast
from .mansions_spell_drawn import MansionsSpellDrawn
from .mansions_spell_view import MansionsSpellView
from .mansions_stop_puzzle import MansionsStopPuzzle
from .mansions_story_chosen import MansionsStoryChosen
from .mansions_story_chosen_answers import MansionsStoryChosenAnswers
from .mansions_story_chosen_stacks import MansionsStoryChosenStacks
from .mansions_stun_recovered import MansionsStunRecovered
from .mansions_stunned import MansionsStunned
from .mansions_swap_runes import MansionsSwapRunes
from .mansions_tend_campfire import MansionsTendCampfire
from .mansions_test_answered import MansionsTestAnswered
from .mansions_test_offered import MansionsTestOffered
from .mansions_test_prompt import MansionsTestPrompt
from .mansions_test_rolled import MansionsTestRolled
from .mansions_threat_gained import MansionsThreatGained
from .mansions_time_token_placed import MansionsTimeTokenPlaced
from .mansions_token_placed import MansionsTokenPlaced
from .mansions_token_removed import MansionsTokenRemoved
from .mansions_trade_done import MansionsTradeDone
from .mansions_trade_opened import MansionsTradeOpened
from .mansions_trauma_offer import MansionsTraumaOffer
from .mansions_trauma_offered import MansionsTraumaOffered
from .mansions_trauma_passed import MansionsTraumaPassed
from .mansions_trauma_played import MansionsTraumaPlayed
from .mansions_turn_claimed import MansionsTurnClaimed
from .mansions_turn_dial import MansionsTurnDial
from .mansions_turn_dial_step import MansionsTurnDialStep
from .mansions_turn_ended import MansionsTurnEnded
from .mansions_turn_piece import MansionsTurnPiece
from .mansions_use_ability import MansionsUseAbility
from .mansions_use_item import MansionsUseItem
from .mansions_view import MansionsView
from .mansions_view_barricades import MansionsViewBarricades
from .mansions_view_corpses import MansionsViewCorpses
from .mansions_view_dropped import MansionsViewDropped
from .mansions_view_known_barriers import MansionsViewKnownBarriers
from .mansions_view_names import MansionsViewNames
from .mansions_view_phase import MansionsViewPhase
from .mansions_view_stack_sizes import MansionsViewStackSizes
from .mansions_view_texts import MansionsViewTexts
from .mansions_view_tokens import MansionsViewTokens
from .mansions_view_tokens_additional_property import (
    MansionsViewTokensAdditionalProperty,
)
from .mansions_view_winner_type_1 import MansionsViewWinnerType1
from .mansions_view_winner_type_2_type_1 import MansionsViewWinnerType2Type1
from .mansions_view_winner_type_3_type_1 import MansionsViewWinnerType3Type1
from .mansions_way_checked import MansionsWayChecked
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
    "MansionsAbilityUsed",
    "MansionsAttack",
    "MansionsAttacked",
    "MansionsAttemptPuzzle",
    "MansionsBarricadeBroken",
    "MansionsBarricadeMoved",
    "MansionsBarrierCleared",
    "MansionsBarrierMet",
    "MansionsCastSpell",
    "MansionsChooseInvestigator",
    "MansionsChooseStory",
    "MansionsClaimTurn",
    "MansionsClueView",
    "MansionsCombatDrawn",
    "MansionsCombatShuffled",
    "MansionsCorpsesBurnt",
    "MansionsCreateMatch",
    "MansionsCreateMatchSeating",
    "MansionsCreateMatchStandIns",
    "MansionsDealDamage",
    "MansionsDecksView",
    "MansionsDecksViewCombat",
    "MansionsDecksViewSpells",
    "MansionsDied",
    "MansionsDragInvestigator",
    "MansionsDragOpened",
    "MansionsDragged",
    "MansionsEndKeeperTurn",
    "MansionsEndTrade",
    "MansionsEndTurn",
    "MansionsEvadeAnswered",
    "MansionsEvadeOpened",
    "MansionsEventResolved",
    "MansionsExplore",
    "MansionsExplored",
    "MansionsGive",
    "MansionsHarmed",
    "MansionsHealed",
    "MansionsHid",
    "MansionsHide",
    "MansionsInvestigatorChosen",
    "MansionsInvestigatorView",
    "MansionsItemGiven",
    "MansionsItemUsed",
    "MansionsKeeperActed",
    "MansionsKeeperAction",
    "MansionsKeeperDiscarded",
    "MansionsKeeperDrew",
    "MansionsKeeperTurnOpened",
    "MansionsLeaveHiding",
    "MansionsLeaveHidingUsing",
    "MansionsLeftHiding",
    "MansionsMatchEnded",
    "MansionsMatchStarted",
    "MansionsMatchStartedCombat",
    "MansionsMatchStartedSpellDecks",
    "MansionsModified",
    "MansionsModifierView",
    "MansionsMonsterAttack",
    "MansionsMonsterAttacked",
    "MansionsMonsterKilled",
    "MansionsMonsterMoved",
    "MansionsMonsterMovesOpened",
    "MansionsMonsterPlaced",
    "MansionsMonsterView",
    "MansionsMonsterWounded",
    "MansionsMove",
    "MansionsMoveBarricade",
    "MansionsMoveMonster",
    "MansionsMoved",
    "MansionsMovementSpent",
    "MansionsMythosPassed",
    "MansionsMythosPlayed",
    "MansionsMythosWindowOpened",
    "MansionsObjectiveRevealed",
    "MansionsOptions",
    "MansionsOptionsStoryType0",
    "MansionsPassMythos",
    "MansionsPassSkill",
    "MansionsPassTrauma",
    "MansionsPick",
    "MansionsPickUp",
    "MansionsPickedUp",
    "MansionsPlayMythos",
    "MansionsPlayTrauma",
    "MansionsPuzzleEnded",
    "MansionsPuzzleMoved",
    "MansionsPuzzleSkill",
    "MansionsPuzzleSkillPoint",
    "MansionsPuzzleStarted",
    "MansionsReadySkill",
    "MansionsRolled",
    "MansionsRoundStarted",
    "MansionsSeatView",
    "MansionsSecretsView",
    "MansionsSecretsViewAnswers",
    "MansionsSecretsViewStacks",
    "MansionsSkillAnswered",
    "MansionsSkillOffered",
    "MansionsSkillReadied",
    "MansionsSpare",
    "MansionsSpellCast",
    "MansionsSpellDrawn",
    "MansionsSpellView",
    "MansionsStopPuzzle",
    "MansionsStoryChosen",
    "MansionsStoryChosenAnswers",
    "MansionsStoryChosenStacks",
    "MansionsStunRecovered",
    "MansionsStunned",
    "MansionsSwapRunes",
    "MansionsTendCampfire",
    "MansionsTestAnswered",
    "MansionsTestOffered",
    "MansionsTestPrompt",
    "MansionsTestRolled",
    "MansionsThreatGained",
    "MansionsTimeTokenPlaced",
    "MansionsTokenPlaced",
    "MansionsTokenRemoved",
    "MansionsTradeDone",
    "MansionsTradeOpened",
    "MansionsTraumaOffer",
    "MansionsTraumaOffered",
    "MansionsTraumaPassed",
    "MansionsTraumaPlayed",
    "MansionsTurnClaimed",
    "MansionsTurnDial",
    "MansionsTurnDialStep",
    "MansionsTurnEnded",
    "MansionsTurnPiece",
    "MansionsUseAbility",
    "MansionsUseItem",
    "MansionsView",
    "MansionsViewBarricades",
    "MansionsViewCorpses",
    "MansionsViewDropped",
    "MansionsViewKnownBarriers",
    "MansionsViewNames",
    "MansionsViewPhase",
    "MansionsViewStackSizes",
    "MansionsViewTexts",
    "MansionsViewTokens",
    "MansionsViewTokensAdditionalProperty",
    "MansionsViewWinnerType1",
    "MansionsViewWinnerType2Type1",
    "MansionsViewWinnerType3Type1",
    "MansionsWayChecked",
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
