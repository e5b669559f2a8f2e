"""Contains all the data models used in inputs/outputs"""

from .analytics_status import AnalyticsStatus
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
from .big_book_view_reserve import BigBookViewReserve
from .big_book_view_tokens import BigBookViewTokens
from .big_book_work_pending import BigBookWorkPending
from .chat_line import ChatLine
from .chat_page import ChatPage
from .chat_posted import ChatPosted
from .chat_request import ChatRequest
from .choice import Choice
from .command_request import CommandRequest
from .command_result import CommandResult
from .dead_letter_info import DeadLetterInfo
from .event_page import EventPage
from .export_parquet_table import ExportParquetTable
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
from .far_cry_save_kept import FarCrySaveKept
from .far_cry_saved_weapon import FarCrySavedWeapon
from .far_cry_saved_weapon_place import FarCrySavedWeaponPlace
from .far_cry_seat_ready import FarCrySeatReady
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
from .game_detail import GameDetail
from .game_detail_board_schema_type_0 import GameDetailBoardSchemaType0
from .game_detail_board_type_0 import GameDetailBoardType0
from .game_detail_command_schema import GameDetailCommandSchema
from .game_detail_event_schema import GameDetailEventSchema
from .game_detail_options_schema import GameDetailOptionsSchema
from .game_detail_view_schema import GameDetailViewSchema
from .game_summary import GameSummary
from .game_summary_options_schema import GameSummaryOptionsSchema
from .game_version import GameVersion
from .game_version_event_schemas import GameVersionEventSchemas
from .health import Health
from .invitation_issued_result import InvitationIssuedResult
from .invitation_request import InvitationRequest
from .issued_token import IssuedToken
from .join_request import JoinRequest
from .joined_seat import JoinedSeat
from .lapsed_undo import LapsedUndo
from .lapsed_undo_reason import LapsedUndoReason
from .legal_action import LegalAction
from .legal_action_fixed import LegalActionFixed
from .log_entry import LogEntry
from .maeshowe_card_discarded import MaeshoweCardDiscarded
from .maeshowe_card_given import MaeshoweCardGiven
from .maeshowe_card_played import MaeshoweCardPlayed
from .maeshowe_card_played_source import MaeshoweCardPlayedSource
from .maeshowe_card_view import MaeshoweCardView
from .maeshowe_cards_drawn import MaeshoweCardsDrawn
from .maeshowe_cards_forced_to_discard import MaeshoweCardsForcedToDiscard
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
from .maeshowe_went_mad import MaeshoweWentMad
from .maeshowe_went_mad_cause import MaeshoweWentMadCause
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
from .mansions_view_stack_sizes import MansionsViewStackSizes
from .mansions_view_tokens import MansionsViewTokens
from .mansions_view_tokens_additional_property import (
    MansionsViewTokensAdditionalProperty,
)
from .mansions_way_checked import MansionsWayChecked
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
from .montagnes_raise_hand_limit import MontagnesRaiseHandLimit
from .montagnes_relic_assigned import MontagnesRelicAssigned
from .montagnes_relic_view import MontagnesRelicView
from .montagnes_reroll_die import MontagnesRerollDie
from .montagnes_resolution_ended import MontagnesResolutionEnded
from .montagnes_rest import MontagnesRest
from .montagnes_restart_hourglass import MontagnesRestartHourglass
from .montagnes_rule_view import MontagnesRuleView
from .montagnes_search_tile import MontagnesSearchTile
from .montagnes_seat_view import MontagnesSeatView
from .montagnes_skip_rest import MontagnesSkipRest
from .montagnes_sled_card import MontagnesSledCard
from .montagnes_sled_revealed import MontagnesSledRevealed
from .montagnes_sled_view import MontagnesSledView
from .montagnes_space_view import MontagnesSpaceView
from .montagnes_speech_penalised import MontagnesSpeechPenalised
from .montagnes_step_changed import MontagnesStepChanged
from .montagnes_take_esoteric import MontagnesTakeEsoteric
from .montagnes_text import MontagnesText
from .montagnes_tile_searched import MontagnesTileSearched
from .montagnes_tile_view import MontagnesTileView
from .montagnes_token_boxed import MontagnesTokenBoxed
from .montagnes_token_discarded import MontagnesTokenDiscarded
from .montagnes_tokens_returned import MontagnesTokensReturned
from .montagnes_trial import MontagnesTrial
from .montagnes_trial_equipment import MontagnesTrialEquipment
from .montagnes_trial_outcome import MontagnesTrialOutcome
from .montagnes_turn_ended import MontagnesTurnEnded
from .montagnes_view import MontagnesView
from .outcome import Outcome
from .outcome_result import OutcomeResult
from .param import Param
from .problem import Problem
from .problem_errors_type_0_item import ProblemErrorsType0Item
from .prompt import Prompt
from .query_column import QueryColumn
from .query_request import QueryRequest
from .query_response import QueryResponse
from .readiness import Readiness
from .report_response import ReportResponse
from .report_response_params import ReportResponseParams
from .report_summary import ReportSummary
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
from .version_info import VersionInfo
from .version_info_games import VersionInfoGames
from .version_info_platform_event_schemas import VersionInfoPlatformEventSchemas
from .waiting import Waiting

__all__ = (
    "AnalyticsStatus",
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
    "BigBookViewReserve",
    "BigBookViewTokens",
    "BigBookWorkPending",
    "ChatLine",
    "ChatPage",
    "ChatPosted",
    "ChatRequest",
    "Choice",
    "CommandRequest",
    "CommandResult",
    "DeadLetterInfo",
    "EventPage",
    "ExportParquetTable",
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
    "FarCrySaveKept",
    "FarCrySavedWeapon",
    "FarCrySavedWeaponPlace",
    "FarCrySeatReady",
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
    "GameDetail",
    "GameDetailBoardSchemaType0",
    "GameDetailBoardType0",
    "GameDetailCommandSchema",
    "GameDetailEventSchema",
    "GameDetailOptionsSchema",
    "GameDetailViewSchema",
    "GameSummary",
    "GameSummaryOptionsSchema",
    "GameVersion",
    "GameVersionEventSchemas",
    "Health",
    "InvitationIssuedResult",
    "InvitationRequest",
    "IssuedToken",
    "JoinRequest",
    "JoinedSeat",
    "LapsedUndo",
    "LapsedUndoReason",
    "LegalAction",
    "LegalActionFixed",
    "LogEntry",
    "MaeshoweCardDiscarded",
    "MaeshoweCardGiven",
    "MaeshoweCardPlayed",
    "MaeshoweCardPlayedSource",
    "MaeshoweCardView",
    "MaeshoweCardsDrawn",
    "MaeshoweCardsForcedToDiscard",
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
    "MaeshoweWentMad",
    "MaeshoweWentMadCause",
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
    "MansionsViewStackSizes",
    "MansionsViewTokens",
    "MansionsViewTokensAdditionalProperty",
    "MansionsWayChecked",
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
    "MontagnesRaiseHandLimit",
    "MontagnesRelicAssigned",
    "MontagnesRelicView",
    "MontagnesRerollDie",
    "MontagnesResolutionEnded",
    "MontagnesRest",
    "MontagnesRestartHourglass",
    "MontagnesRuleView",
    "MontagnesSearchTile",
    "MontagnesSeatView",
    "MontagnesSkipRest",
    "MontagnesSledCard",
    "MontagnesSledRevealed",
    "MontagnesSledView",
    "MontagnesSpaceView",
    "MontagnesSpeechPenalised",
    "MontagnesStepChanged",
    "MontagnesTakeEsoteric",
    "MontagnesText",
    "MontagnesTileSearched",
    "MontagnesTileView",
    "MontagnesTokenBoxed",
    "MontagnesTokenDiscarded",
    "MontagnesTokensReturned",
    "MontagnesTrial",
    "MontagnesTrialEquipment",
    "MontagnesTrialOutcome",
    "MontagnesTurnEnded",
    "MontagnesView",
    "Outcome",
    "OutcomeResult",
    "Param",
    "Problem",
    "ProblemErrorsType0Item",
    "Prompt",
    "QueryColumn",
    "QueryRequest",
    "QueryResponse",
    "Readiness",
    "ReportResponse",
    "ReportResponseParams",
    "ReportSummary",
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
    "VersionInfo",
    "VersionInfoGames",
    "VersionInfoPlatformEventSchemas",
    "Waiting",
)
