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
from .far_cry_accessory_fitted import FarCryAccessoryFitted
from .far_cry_aim import FarCryAim
from .far_cry_ally_attack import FarCryAllyAttack
from .far_cry_ally_commanded import FarCryAllyCommanded
from .far_cry_ally_move import FarCryAllyMove
from .far_cry_amanites_rerolled import FarCryAmanitesRerolled
from .far_cry_amanites_rerolled_outcome import FarCryAmanitesRerolledOutcome
from .far_cry_amanites_triggered import FarCryAmanitesTriggered
from .far_cry_amanites_triggered_outcome import FarCryAmanitesTriggeredOutcome
from .far_cry_anecdote_turned import FarCryAnecdoteTurned
from .far_cry_anecdote_view import FarCryAnecdoteView
from .far_cry_announced import FarCryAnnounced
from .far_cry_answer_offer import FarCryAnswerOffer
from .far_cry_arrange import FarCryArrange
from .far_cry_attack import FarCryAttack
from .far_cry_attack_declared import FarCryAttackDeclared
from .far_cry_attack_declared_mode import FarCryAttackDeclaredMode
from .far_cry_attack_mode import FarCryAttackMode
from .far_cry_attack_resolved import FarCryAttackResolved
from .far_cry_attack_roll import FarCryAttackRoll
from .far_cry_attack_roll_base_type_0 import FarCryAttackRollBaseType0
from .far_cry_attack_roll_result import FarCryAttackRollResult
from .far_cry_attack_spec import FarCryAttackSpec
from .far_cry_attack_spec_mode import FarCryAttackSpecMode
from .far_cry_attack_target import FarCryAttackTarget
from .far_cry_bandage import FarCryBandage
from .far_cry_bandaged import FarCryBandaged
from .far_cry_bonus_rolled import FarCryBonusRolled
from .far_cry_bridge_rolled import FarCryBridgeRolled
from .far_cry_buy import FarCryBuy
from .far_cry_cage_opened import FarCryCageOpened
from .far_cry_campaign_end_voted import FarCryCampaignEndVoted
from .far_cry_campaign_ended import FarCryCampaignEnded
from .far_cry_campaign_ended_failures import FarCryCampaignEndedFailures
from .far_cry_campaign_save import FarCryCampaignSave
from .far_cry_campaign_save_failures import FarCryCampaignSaveFailures
from .far_cry_card_at import FarCryCardAt
from .far_cry_card_bought import FarCryCardBought
from .far_cry_card_bought_kind import FarCryCardBoughtKind
from .far_cry_card_resolved import FarCryCardResolved
from .far_cry_card_revealed import FarCryCardRevealed
from .far_cry_card_transferred import FarCryCardTransferred
from .far_cry_card_transferred_kind import FarCryCardTransferredKind
from .far_cry_card_view import FarCryCardView
from .far_cry_chain_paused import FarCryChainPaused
from .far_cry_chain_resumed import FarCryChainResumed
from .far_cry_change import FarCryChange
from .far_cry_character_done import FarCryCharacterDone
from .far_cry_character_ready import FarCryCharacterReady
from .far_cry_character_view import FarCryCharacterView
from .far_cry_choose import FarCryChoose
from .far_cry_climb_down import FarCryClimbDown
from .far_cry_commitment import FarCryCommitment
from .far_cry_condition_met import FarCryConditionMet
from .far_cry_craft import FarCryCraft
from .far_cry_crafted import FarCryCrafted
from .far_cry_crafted_kind import FarCryCraftedKind
from .far_cry_create_match import FarCryCreateMatch
from .far_cry_create_match_seating import FarCryCreateMatchSeating
from .far_cry_create_match_stand_ins import FarCryCreateMatchStandIns
from .far_cry_damaged import FarCryDamaged
from .far_cry_destination_chosen import FarCryDestinationChosen
from .far_cry_destinations_revealed import FarCryDestinationsRevealed
from .far_cry_die_choice import FarCryDieChoice
from .far_cry_die_choice_colour_type_0 import FarCryDieChoiceColourType0
from .far_cry_die_choice_kind import FarCryDieChoiceKind
from .far_cry_die_condition import FarCryDieCondition
from .far_cry_die_condition_die_type_0 import FarCryDieConditionDieType0
from .far_cry_die_condition_when import FarCryDieConditionWhen
from .far_cry_die_roll import FarCryDieRoll
from .far_cry_die_roll_die import FarCryDieRollDie
from .far_cry_door_turned import FarCryDoorTurned
from .far_cry_effect import FarCryEffect
from .far_cry_effect_started import FarCryEffectStarted
from .far_cry_end_campaign import FarCryEndCampaign
from .far_cry_end_turn import FarCryEndTurn
from .far_cry_enemies_turn_started import FarCryEnemiesTurnStarted
from .far_cry_enemy_choice_asked import FarCryEnemyChoiceAsked
from .far_cry_enemy_choice_asked_kind import FarCryEnemyChoiceAskedKind
from .far_cry_enemy_choice_made import FarCryEnemyChoiceMade
from .far_cry_enemy_choice_view import FarCryEnemyChoiceView
from .far_cry_exploration_ended import FarCryExplorationEnded
from .far_cry_exploration_prepared import FarCryExplorationPrepared
from .far_cry_exploration_round_started import FarCryExplorationRoundStarted
from .far_cry_exploration_view import FarCryExplorationView
from .far_cry_explore_choose import FarCryExploreChoose
from .far_cry_explore_pass import FarCryExplorePass
from .far_cry_explore_regroup import FarCryExploreRegroup
from .far_cry_explore_rerolls import FarCryExploreRerolls
from .far_cry_explore_reveal import FarCryExploreReveal
from .far_cry_explore_roll import FarCryExploreRoll
from .far_cry_explore_roll_die import FarCryExploreRollDie
from .far_cry_explorer import FarCryExplorer
from .far_cry_explorer_done import FarCryExplorerDone
from .far_cry_face_down import FarCryFaceDown
from .far_cry_fire_spread import FarCryFireSpread
from .far_cry_fit_accessory import FarCryFitAccessory
from .far_cry_free_attack_resolved import FarCryFreeAttackResolved
from .far_cry_give import FarCryGive
from .far_cry_group_released import FarCryGroupReleased
from .far_cry_gun_broken import FarCryGunBroken
from .far_cry_healed import FarCryHealed
from .far_cry_held_die import FarCryHeldDie
from .far_cry_held_die_cause import FarCryHeldDieCause
from .far_cry_held_die_die import FarCryHeldDieDie
from .far_cry_hex_view import FarCryHexView
from .far_cry_hidden_view import FarCryHiddenView
from .far_cry_impulse import FarCryImpulse
from .far_cry_impulse_used import FarCryImpulseUsed
from .far_cry_ink_absorbed import FarCryInkAbsorbed
from .far_cry_ink_spilled import FarCryInkSpilled
from .far_cry_instability_asked import FarCryInstabilityAsked
from .far_cry_instability_chosen import FarCryInstabilityChosen
from .far_cry_interact import FarCryInteract
from .far_cry_item_used import FarCryItemUsed
from .far_cry_jump import FarCryJump
from .far_cry_leaf_drawn import FarCryLeafDrawn
from .far_cry_leaf_exchanged import FarCryLeafExchanged
from .far_cry_learn_talent import FarCryLearnTalent
from .far_cry_madness_gained import FarCryMadnessGained
from .far_cry_madness_returned import FarCryMadnessReturned
from .far_cry_mission_debriefed import FarCryMissionDebriefed
from .far_cry_mission_debriefed_phase import FarCryMissionDebriefedPhase
from .far_cry_mission_debriefed_result import FarCryMissionDebriefedResult
from .far_cry_mission_ended import FarCryMissionEnded
from .far_cry_mission_ended_result import FarCryMissionEndedResult
from .far_cry_mission_prepared import FarCryMissionPrepared
from .far_cry_mode import FarCryMode
from .far_cry_mode_die_type_0 import FarCryModeDieType0
from .far_cry_mode_kind import FarCryModeKind
from .far_cry_move_to import FarCryMoveTo
from .far_cry_moved import FarCryMoved
from .far_cry_moved_kind import FarCryMovedKind
from .far_cry_mp_gained import FarCryMpGained
from .far_cry_nest_rerolled import FarCryNestRerolled
from .far_cry_nest_rolled import FarCryNestRolled
from .far_cry_object_used import FarCryObjectUsed
from .far_cry_objective_view import FarCryObjectiveView
from .far_cry_offer_answered import FarCryOfferAnswered
from .far_cry_offer_lapsed import FarCryOfferLapsed
from .far_cry_offer_lapsed_why import FarCryOfferLapsedWhy
from .far_cry_offer_made import FarCryOfferMade
from .far_cry_offer_view import FarCryOfferView
from .far_cry_on_hit import FarCryOnHit
from .far_cry_on_hit_kind import FarCryOnHitKind
from .far_cry_options import FarCryOptions
from .far_cry_options_mission import FarCryOptionsMission
from .far_cry_paid import FarCryPaid
from .far_cry_pass_free_attack import FarCryPassFreeAttack
from .far_cry_paths_opened import FarCryPathsOpened
from .far_cry_pick_up import FarCryPickUp
from .far_cry_pick_up_kind import FarCryPickUpKind
from .far_cry_picked_up import FarCryPickedUp
from .far_cry_picked_up_kind import FarCryPickedUpKind
from .far_cry_placed_tile import FarCryPlacedTile
from .far_cry_placed_unit import FarCryPlacedUnit
from .far_cry_platform_collapsed import FarCryPlatformCollapsed
from .far_cry_player_save import FarCryPlayerSave
from .far_cry_players_turn_started import FarCryPlayersTurnStarted
from .far_cry_push import FarCryPush
from .far_cry_queue_advanced import FarCryQueueAdvanced
from .far_cry_queue_joined import FarCryQueueJoined
from .far_cry_reach_view import FarCryReachView
from .far_cry_react import FarCryReact
from .far_cry_reaction_answered import FarCryReactionAnswered
from .far_cry_reaction_answered_talent import FarCryReactionAnsweredTalent
from .far_cry_reaction_offered import FarCryReactionOffered
from .far_cry_reaction_offered_talent import FarCryReactionOfferedTalent
from .far_cry_reaction_timed import FarCryReactionTimed
from .far_cry_ready import FarCryReady
from .far_cry_regrouped import FarCryRegrouped
from .far_cry_relic_placed import FarCryRelicPlaced
from .far_cry_reload import FarCryReload
from .far_cry_reloaded import FarCryReloaded
from .far_cry_rerolls_bought import FarCryRerollsBought
from .far_cry_revived import FarCryRevived
from .far_cry_round_started import FarCryRoundStarted
from .far_cry_rubble_fell import FarCryRubbleFell
from .far_cry_ruse_taken import FarCryRuseTaken
from .far_cry_ruse_view import FarCryRuseView
from .far_cry_ruses_placed import FarCryRusesPlaced
from .far_cry_save_kept import FarCrySaveKept
from .far_cry_saved_weapon import FarCrySavedWeapon
from .far_cry_saved_weapon_place import FarCrySavedWeaponPlace
from .far_cry_seat_left import FarCrySeatLeft
from .far_cry_seat_ready import FarCrySeatReady
from .far_cry_seat_taken import FarCrySeatTaken
from .far_cry_seat_view import FarCrySeatView
from .far_cry_secret_place import FarCrySecretPlace
from .far_cry_spawn_rolled import FarCrySpawnRolled
from .far_cry_status_cleared import FarCryStatusCleared
from .far_cry_status_cleared_status import FarCryStatusClearedStatus
from .far_cry_status_given import FarCryStatusGiven
from .far_cry_status_given_status import FarCryStatusGivenStatus
from .far_cry_steel_abs_rolled import FarCrySteelAbsRolled
from .far_cry_step import FarCryStep
from .far_cry_stored_weapon import FarCryStoredWeapon
from .far_cry_stress_drawn import FarCryStressDrawn
from .far_cry_stress_turned import FarCryStressTurned
from .far_cry_switch_weapons import FarCrySwitchWeapons
from .far_cry_takedown import FarCryTakedown
from .far_cry_takedown_rerolled import FarCryTakedownRerolled
from .far_cry_takedown_tried import FarCryTakedownTried
from .far_cry_talent_learned import FarCryTalentLearned
from .far_cry_talent_used import FarCryTalentUsed
from .far_cry_target_chosen import FarCryTargetChosen
from .far_cry_target_view import FarCryTargetView
from .far_cry_text import FarCryText
from .far_cry_tile_damaged import FarCryTileDamaged
from .far_cry_tile_destroyed import FarCryTileDestroyed
from .far_cry_token_view import FarCryTokenView
from .far_cry_transfer import FarCryTransfer
from .far_cry_turn_ended import FarCryTurnEnded
from .far_cry_turn_ended_side import FarCryTurnEndedSide
from .far_cry_unit_activated import FarCryUnitActivated
from .far_cry_unit_finished import FarCryUnitFinished
from .far_cry_unit_placed import FarCryUnitPlaced
from .far_cry_unit_removed import FarCryUnitRemoved
from .far_cry_unit_removed_why import FarCryUnitRemovedWhy
from .far_cry_unit_view import FarCryUnitView
from .far_cry_use_item import FarCryUseItem
from .far_cry_use_talent import FarCryUseTalent
from .far_cry_view import FarCryView
from .far_cry_view_locations import FarCryViewLocations
from .far_cry_view_names import FarCryViewNames
from .far_cry_view_phase import FarCryViewPhase
from .far_cry_view_reachable import FarCryViewReachable
from .far_cry_view_result_type_0 import FarCryViewResultType0
from .far_cry_view_step import FarCryViewStep
from .far_cry_view_targets import FarCryViewTargets
from .far_cry_weapon_awarded import FarCryWeaponAwarded
from .far_cry_weapon_given import FarCryWeaponGiven
from .far_cry_weapon_given_place import FarCryWeaponGivenPlace
from .far_cry_weapon_view import FarCryWeaponView
from .far_cry_weapon_view_die_type_0 import FarCryWeaponViewDieType0
from .far_cry_weapon_view_place import FarCryWeaponViewPlace
from .far_cry_weapon_view_reach import FarCryWeaponViewReach
from .far_cry_weapon_view_reload import FarCryWeaponViewReload
from .far_cry_weapons_arranged import FarCryWeaponsArranged
from .far_cry_weapons_switched import FarCryWeaponsSwitched
from .far_cry_weapons_switched_places import FarCryWeaponsSwitchedPlaces
from .far_cry_weapons_switched_places_additional_property import (
    FarCryWeaponsSwitchedPlacesAdditionalProperty,
)
from .far_cry_where_drawn import FarCryWhereDrawn
from .far_cry_xp_gained import FarCryXpGained
from .far_cry_zip_line import FarCryZipLine
from .far_cry_zip_line_kill import FarCryZipLineKill
from .far_cry_zone_changed import FarCryZoneChanged
from .far_cry_zone_changed_zone import FarCryZoneChangedZone
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
    "FarCryAccessoryFitted",
    "FarCryAim",
    "FarCryAllyAttack",
    "FarCryAllyCommanded",
    "FarCryAllyMove",
    "FarCryAmanitesRerolled",
    "FarCryAmanitesRerolledOutcome",
    "FarCryAmanitesTriggered",
    "FarCryAmanitesTriggeredOutcome",
    "FarCryAnecdoteTurned",
    "FarCryAnecdoteView",
    "FarCryAnnounced",
    "FarCryAnswerOffer",
    "FarCryArrange",
    "FarCryAttack",
    "FarCryAttackDeclared",
    "FarCryAttackDeclaredMode",
    "FarCryAttackMode",
    "FarCryAttackResolved",
    "FarCryAttackRoll",
    "FarCryAttackRollBaseType0",
    "FarCryAttackRollResult",
    "FarCryAttackSpec",
    "FarCryAttackSpecMode",
    "FarCryAttackTarget",
    "FarCryBandage",
    "FarCryBandaged",
    "FarCryBonusRolled",
    "FarCryBridgeRolled",
    "FarCryBuy",
    "FarCryCageOpened",
    "FarCryCampaignEndVoted",
    "FarCryCampaignEnded",
    "FarCryCampaignEndedFailures",
    "FarCryCampaignSave",
    "FarCryCampaignSaveFailures",
    "FarCryCardAt",
    "FarCryCardBought",
    "FarCryCardBoughtKind",
    "FarCryCardResolved",
    "FarCryCardRevealed",
    "FarCryCardTransferred",
    "FarCryCardTransferredKind",
    "FarCryCardView",
    "FarCryChainPaused",
    "FarCryChainResumed",
    "FarCryChange",
    "FarCryCharacterDone",
    "FarCryCharacterReady",
    "FarCryCharacterView",
    "FarCryChoose",
    "FarCryClimbDown",
    "FarCryCommitment",
    "FarCryConditionMet",
    "FarCryCraft",
    "FarCryCrafted",
    "FarCryCraftedKind",
    "FarCryCreateMatch",
    "FarCryCreateMatchSeating",
    "FarCryCreateMatchStandIns",
    "FarCryDamaged",
    "FarCryDestinationChosen",
    "FarCryDestinationsRevealed",
    "FarCryDieChoice",
    "FarCryDieChoiceColourType0",
    "FarCryDieChoiceKind",
    "FarCryDieCondition",
    "FarCryDieConditionDieType0",
    "FarCryDieConditionWhen",
    "FarCryDieRoll",
    "FarCryDieRollDie",
    "FarCryDoorTurned",
    "FarCryEffect",
    "FarCryEffectStarted",
    "FarCryEndCampaign",
    "FarCryEndTurn",
    "FarCryEnemiesTurnStarted",
    "FarCryEnemyChoiceAsked",
    "FarCryEnemyChoiceAskedKind",
    "FarCryEnemyChoiceMade",
    "FarCryEnemyChoiceView",
    "FarCryExplorationEnded",
    "FarCryExplorationPrepared",
    "FarCryExplorationRoundStarted",
    "FarCryExplorationView",
    "FarCryExploreChoose",
    "FarCryExplorePass",
    "FarCryExploreRegroup",
    "FarCryExploreRerolls",
    "FarCryExploreReveal",
    "FarCryExploreRoll",
    "FarCryExploreRollDie",
    "FarCryExplorer",
    "FarCryExplorerDone",
    "FarCryFaceDown",
    "FarCryFireSpread",
    "FarCryFitAccessory",
    "FarCryFreeAttackResolved",
    "FarCryGive",
    "FarCryGroupReleased",
    "FarCryGunBroken",
    "FarCryHealed",
    "FarCryHeldDie",
    "FarCryHeldDieCause",
    "FarCryHeldDieDie",
    "FarCryHexView",
    "FarCryHiddenView",
    "FarCryImpulse",
    "FarCryImpulseUsed",
    "FarCryInkAbsorbed",
    "FarCryInkSpilled",
    "FarCryInstabilityAsked",
    "FarCryInstabilityChosen",
    "FarCryInteract",
    "FarCryItemUsed",
    "FarCryJump",
    "FarCryLeafDrawn",
    "FarCryLeafExchanged",
    "FarCryLearnTalent",
    "FarCryMadnessGained",
    "FarCryMadnessReturned",
    "FarCryMissionDebriefed",
    "FarCryMissionDebriefedPhase",
    "FarCryMissionDebriefedResult",
    "FarCryMissionEnded",
    "FarCryMissionEndedResult",
    "FarCryMissionPrepared",
    "FarCryMode",
    "FarCryModeDieType0",
    "FarCryModeKind",
    "FarCryMoveTo",
    "FarCryMoved",
    "FarCryMovedKind",
    "FarCryMpGained",
    "FarCryNestRerolled",
    "FarCryNestRolled",
    "FarCryObjectUsed",
    "FarCryObjectiveView",
    "FarCryOfferAnswered",
    "FarCryOfferLapsed",
    "FarCryOfferLapsedWhy",
    "FarCryOfferMade",
    "FarCryOfferView",
    "FarCryOnHit",
    "FarCryOnHitKind",
    "FarCryOptions",
    "FarCryOptionsMission",
    "FarCryPaid",
    "FarCryPassFreeAttack",
    "FarCryPathsOpened",
    "FarCryPickUp",
    "FarCryPickUpKind",
    "FarCryPickedUp",
    "FarCryPickedUpKind",
    "FarCryPlacedTile",
    "FarCryPlacedUnit",
    "FarCryPlatformCollapsed",
    "FarCryPlayerSave",
    "FarCryPlayersTurnStarted",
    "FarCryPush",
    "FarCryQueueAdvanced",
    "FarCryQueueJoined",
    "FarCryReachView",
    "FarCryReact",
    "FarCryReactionAnswered",
    "FarCryReactionAnsweredTalent",
    "FarCryReactionOffered",
    "FarCryReactionOfferedTalent",
    "FarCryReactionTimed",
    "FarCryReady",
    "FarCryRegrouped",
    "FarCryRelicPlaced",
    "FarCryReload",
    "FarCryReloaded",
    "FarCryRerollsBought",
    "FarCryRevived",
    "FarCryRoundStarted",
    "FarCryRubbleFell",
    "FarCryRuseTaken",
    "FarCryRuseView",
    "FarCryRusesPlaced",
    "FarCrySaveKept",
    "FarCrySavedWeapon",
    "FarCrySavedWeaponPlace",
    "FarCrySeatLeft",
    "FarCrySeatReady",
    "FarCrySeatTaken",
    "FarCrySeatView",
    "FarCrySecretPlace",
    "FarCrySpawnRolled",
    "FarCryStatusCleared",
    "FarCryStatusClearedStatus",
    "FarCryStatusGiven",
    "FarCryStatusGivenStatus",
    "FarCrySteelAbsRolled",
    "FarCryStep",
    "FarCryStoredWeapon",
    "FarCryStressDrawn",
    "FarCryStressTurned",
    "FarCrySwitchWeapons",
    "FarCryTakedown",
    "FarCryTakedownRerolled",
    "FarCryTakedownTried",
    "FarCryTalentLearned",
    "FarCryTalentUsed",
    "FarCryTargetChosen",
    "FarCryTargetView",
    "FarCryText",
    "FarCryTileDamaged",
    "FarCryTileDestroyed",
    "FarCryTokenView",
    "FarCryTransfer",
    "FarCryTurnEnded",
    "FarCryTurnEndedSide",
    "FarCryUnitActivated",
    "FarCryUnitFinished",
    "FarCryUnitPlaced",
    "FarCryUnitRemoved",
    "FarCryUnitRemovedWhy",
    "FarCryUnitView",
    "FarCryUseItem",
    "FarCryUseTalent",
    "FarCryView",
    "FarCryViewLocations",
    "FarCryViewNames",
    "FarCryViewPhase",
    "FarCryViewReachable",
    "FarCryViewResultType0",
    "FarCryViewStep",
    "FarCryViewTargets",
    "FarCryWeaponAwarded",
    "FarCryWeaponGiven",
    "FarCryWeaponGivenPlace",
    "FarCryWeaponView",
    "FarCryWeaponViewDieType0",
    "FarCryWeaponViewPlace",
    "FarCryWeaponViewReach",
    "FarCryWeaponViewReload",
    "FarCryWeaponsArranged",
    "FarCryWeaponsSwitched",
    "FarCryWeaponsSwitchedPlaces",
    "FarCryWeaponsSwitchedPlacesAdditionalProperty",
    "FarCryWhereDrawn",
    "FarCryXpGained",
    "FarCryZipLine",
    "FarCryZipLineKill",
    "FarCryZoneChanged",
    "FarCryZoneChangedZone",
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
