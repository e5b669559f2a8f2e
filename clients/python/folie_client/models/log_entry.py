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
    from ..models.far_cry_accessory_fitted import FarCryAccessoryFitted
    from ..models.far_cry_ally_commanded import FarCryAllyCommanded
    from ..models.far_cry_amanites_rerolled import FarCryAmanitesRerolled
    from ..models.far_cry_amanites_triggered import FarCryAmanitesTriggered
    from ..models.far_cry_anecdote_turned import FarCryAnecdoteTurned
    from ..models.far_cry_announced import FarCryAnnounced
    from ..models.far_cry_attack_declared import FarCryAttackDeclared
    from ..models.far_cry_attack_resolved import FarCryAttackResolved
    from ..models.far_cry_bandaged import FarCryBandaged
    from ..models.far_cry_bonus_rolled import FarCryBonusRolled
    from ..models.far_cry_bridge_rolled import FarCryBridgeRolled
    from ..models.far_cry_cage_opened import FarCryCageOpened
    from ..models.far_cry_campaign_end_voted import FarCryCampaignEndVoted
    from ..models.far_cry_campaign_ended import FarCryCampaignEnded
    from ..models.far_cry_card_bought import FarCryCardBought
    from ..models.far_cry_card_resolved import FarCryCardResolved
    from ..models.far_cry_card_revealed import FarCryCardRevealed
    from ..models.far_cry_card_transferred import FarCryCardTransferred
    from ..models.far_cry_chain_paused import FarCryChainPaused
    from ..models.far_cry_chain_resumed import FarCryChainResumed
    from ..models.far_cry_character_done import FarCryCharacterDone
    from ..models.far_cry_character_ready import FarCryCharacterReady
    from ..models.far_cry_condition_met import FarCryConditionMet
    from ..models.far_cry_crafted import FarCryCrafted
    from ..models.far_cry_damaged import FarCryDamaged
    from ..models.far_cry_destination_chosen import FarCryDestinationChosen
    from ..models.far_cry_destinations_revealed import FarCryDestinationsRevealed
    from ..models.far_cry_door_turned import FarCryDoorTurned
    from ..models.far_cry_effect_started import FarCryEffectStarted
    from ..models.far_cry_enemies_turn_started import FarCryEnemiesTurnStarted
    from ..models.far_cry_enemy_choice_asked import FarCryEnemyChoiceAsked
    from ..models.far_cry_enemy_choice_made import FarCryEnemyChoiceMade
    from ..models.far_cry_exploration_ended import FarCryExplorationEnded
    from ..models.far_cry_exploration_prepared import FarCryExplorationPrepared
    from ..models.far_cry_exploration_round_started import FarCryExplorationRoundStarted
    from ..models.far_cry_explorer_done import FarCryExplorerDone
    from ..models.far_cry_fire_spread import FarCryFireSpread
    from ..models.far_cry_free_attack_resolved import FarCryFreeAttackResolved
    from ..models.far_cry_group_released import FarCryGroupReleased
    from ..models.far_cry_gun_broken import FarCryGunBroken
    from ..models.far_cry_healed import FarCryHealed
    from ..models.far_cry_impulse_used import FarCryImpulseUsed
    from ..models.far_cry_ink_absorbed import FarCryInkAbsorbed
    from ..models.far_cry_ink_spilled import FarCryInkSpilled
    from ..models.far_cry_instability_asked import FarCryInstabilityAsked
    from ..models.far_cry_instability_chosen import FarCryInstabilityChosen
    from ..models.far_cry_item_used import FarCryItemUsed
    from ..models.far_cry_leaf_drawn import FarCryLeafDrawn
    from ..models.far_cry_leaf_exchanged import FarCryLeafExchanged
    from ..models.far_cry_madness_gained import FarCryMadnessGained
    from ..models.far_cry_madness_returned import FarCryMadnessReturned
    from ..models.far_cry_mission_debriefed import FarCryMissionDebriefed
    from ..models.far_cry_mission_ended import FarCryMissionEnded
    from ..models.far_cry_mission_prepared import FarCryMissionPrepared
    from ..models.far_cry_moved import FarCryMoved
    from ..models.far_cry_mp_gained import FarCryMpGained
    from ..models.far_cry_nest_rerolled import FarCryNestRerolled
    from ..models.far_cry_nest_rolled import FarCryNestRolled
    from ..models.far_cry_object_used import FarCryObjectUsed
    from ..models.far_cry_offer_answered import FarCryOfferAnswered
    from ..models.far_cry_offer_lapsed import FarCryOfferLapsed
    from ..models.far_cry_offer_made import FarCryOfferMade
    from ..models.far_cry_paths_opened import FarCryPathsOpened
    from ..models.far_cry_picked_up import FarCryPickedUp
    from ..models.far_cry_platform_collapsed import FarCryPlatformCollapsed
    from ..models.far_cry_players_turn_started import FarCryPlayersTurnStarted
    from ..models.far_cry_queue_advanced import FarCryQueueAdvanced
    from ..models.far_cry_queue_joined import FarCryQueueJoined
    from ..models.far_cry_reaction_answered import FarCryReactionAnswered
    from ..models.far_cry_reaction_offered import FarCryReactionOffered
    from ..models.far_cry_reaction_timed import FarCryReactionTimed
    from ..models.far_cry_regrouped import FarCryRegrouped
    from ..models.far_cry_relic_placed import FarCryRelicPlaced
    from ..models.far_cry_reloaded import FarCryReloaded
    from ..models.far_cry_rerolls_bought import FarCryRerollsBought
    from ..models.far_cry_revived import FarCryRevived
    from ..models.far_cry_round_started import FarCryRoundStarted
    from ..models.far_cry_rubble_fell import FarCryRubbleFell
    from ..models.far_cry_ruse_taken import FarCryRuseTaken
    from ..models.far_cry_ruses_placed import FarCryRusesPlaced
    from ..models.far_cry_save_kept import FarCrySaveKept
    from ..models.far_cry_seat_left import FarCrySeatLeft
    from ..models.far_cry_seat_ready import FarCrySeatReady
    from ..models.far_cry_seat_taken import FarCrySeatTaken
    from ..models.far_cry_spawn_rolled import FarCrySpawnRolled
    from ..models.far_cry_status_cleared import FarCryStatusCleared
    from ..models.far_cry_status_given import FarCryStatusGiven
    from ..models.far_cry_steel_abs_rolled import FarCrySteelAbsRolled
    from ..models.far_cry_stress_drawn import FarCryStressDrawn
    from ..models.far_cry_stress_turned import FarCryStressTurned
    from ..models.far_cry_takedown_rerolled import FarCryTakedownRerolled
    from ..models.far_cry_takedown_tried import FarCryTakedownTried
    from ..models.far_cry_talent_learned import FarCryTalentLearned
    from ..models.far_cry_talent_used import FarCryTalentUsed
    from ..models.far_cry_target_chosen import FarCryTargetChosen
    from ..models.far_cry_tile_damaged import FarCryTileDamaged
    from ..models.far_cry_tile_destroyed import FarCryTileDestroyed
    from ..models.far_cry_turn_ended import FarCryTurnEnded
    from ..models.far_cry_unit_activated import FarCryUnitActivated
    from ..models.far_cry_unit_finished import FarCryUnitFinished
    from ..models.far_cry_unit_placed import FarCryUnitPlaced
    from ..models.far_cry_unit_removed import FarCryUnitRemoved
    from ..models.far_cry_weapon_awarded import FarCryWeaponAwarded
    from ..models.far_cry_weapons_arranged import FarCryWeaponsArranged
    from ..models.far_cry_weapons_switched import FarCryWeaponsSwitched
    from ..models.far_cry_where_drawn import FarCryWhereDrawn
    from ..models.far_cry_xp_gained import FarCryXpGained
    from ..models.far_cry_zip_line_kill import FarCryZipLineKill
    from ..models.far_cry_zone_changed import FarCryZoneChanged
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
    from ..models.mansions_ability_used import MansionsAbilityUsed
    from ..models.mansions_attacked import MansionsAttacked
    from ..models.mansions_barricade_broken import MansionsBarricadeBroken
    from ..models.mansions_barricade_moved import MansionsBarricadeMoved
    from ..models.mansions_barrier_cleared import MansionsBarrierCleared
    from ..models.mansions_barrier_met import MansionsBarrierMet
    from ..models.mansions_combat_drawn import MansionsCombatDrawn
    from ..models.mansions_combat_shuffled import MansionsCombatShuffled
    from ..models.mansions_corpses_burnt import MansionsCorpsesBurnt
    from ..models.mansions_died import MansionsDied
    from ..models.mansions_drag_opened import MansionsDragOpened
    from ..models.mansions_dragged import MansionsDragged
    from ..models.mansions_evade_answered import MansionsEvadeAnswered
    from ..models.mansions_evade_opened import MansionsEvadeOpened
    from ..models.mansions_event_resolved import MansionsEventResolved
    from ..models.mansions_explored import MansionsExplored
    from ..models.mansions_harmed import MansionsHarmed
    from ..models.mansions_healed import MansionsHealed
    from ..models.mansions_hid import MansionsHid
    from ..models.mansions_investigator_chosen import MansionsInvestigatorChosen
    from ..models.mansions_item_given import MansionsItemGiven
    from ..models.mansions_item_used import MansionsItemUsed
    from ..models.mansions_keeper_acted import MansionsKeeperActed
    from ..models.mansions_keeper_discarded import MansionsKeeperDiscarded
    from ..models.mansions_keeper_drew import MansionsKeeperDrew
    from ..models.mansions_keeper_turn_opened import MansionsKeeperTurnOpened
    from ..models.mansions_left_hiding import MansionsLeftHiding
    from ..models.mansions_match_ended import MansionsMatchEnded
    from ..models.mansions_match_started import MansionsMatchStarted
    from ..models.mansions_modified import MansionsModified
    from ..models.mansions_monster_attacked import MansionsMonsterAttacked
    from ..models.mansions_monster_killed import MansionsMonsterKilled
    from ..models.mansions_monster_moved import MansionsMonsterMoved
    from ..models.mansions_monster_moves_opened import MansionsMonsterMovesOpened
    from ..models.mansions_monster_placed import MansionsMonsterPlaced
    from ..models.mansions_monster_wounded import MansionsMonsterWounded
    from ..models.mansions_moved import MansionsMoved
    from ..models.mansions_movement_spent import MansionsMovementSpent
    from ..models.mansions_mythos_passed import MansionsMythosPassed
    from ..models.mansions_mythos_played import MansionsMythosPlayed
    from ..models.mansions_mythos_window_opened import MansionsMythosWindowOpened
    from ..models.mansions_objective_revealed import MansionsObjectiveRevealed
    from ..models.mansions_picked_up import MansionsPickedUp
    from ..models.mansions_puzzle_ended import MansionsPuzzleEnded
    from ..models.mansions_puzzle_moved import MansionsPuzzleMoved
    from ..models.mansions_puzzle_skill import MansionsPuzzleSkill
    from ..models.mansions_puzzle_started import MansionsPuzzleStarted
    from ..models.mansions_round_started import MansionsRoundStarted
    from ..models.mansions_skill_answered import MansionsSkillAnswered
    from ..models.mansions_skill_offered import MansionsSkillOffered
    from ..models.mansions_skill_readied import MansionsSkillReadied
    from ..models.mansions_spell_cast import MansionsSpellCast
    from ..models.mansions_spell_drawn import MansionsSpellDrawn
    from ..models.mansions_story_chosen import MansionsStoryChosen
    from ..models.mansions_stun_recovered import MansionsStunRecovered
    from ..models.mansions_stunned import MansionsStunned
    from ..models.mansions_test_answered import MansionsTestAnswered
    from ..models.mansions_test_offered import MansionsTestOffered
    from ..models.mansions_test_rolled import MansionsTestRolled
    from ..models.mansions_threat_gained import MansionsThreatGained
    from ..models.mansions_time_token_placed import MansionsTimeTokenPlaced
    from ..models.mansions_token_placed import MansionsTokenPlaced
    from ..models.mansions_token_removed import MansionsTokenRemoved
    from ..models.mansions_trade_done import MansionsTradeDone
    from ..models.mansions_trade_opened import MansionsTradeOpened
    from ..models.mansions_trauma_offered import MansionsTraumaOffered
    from ..models.mansions_trauma_passed import MansionsTraumaPassed
    from ..models.mansions_trauma_played import MansionsTraumaPlayed
    from ..models.mansions_turn_claimed import MansionsTurnClaimed
    from ..models.mansions_turn_ended import MansionsTurnEnded
    from ..models.mansions_way_checked import MansionsWayChecked
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
            BigBookWorkPending | ChatPosted | FarCryAccessoryFitted | FarCryAllyCommanded | FarCryAmanitesRerolled |
            FarCryAmanitesTriggered | FarCryAnecdoteTurned | FarCryAnnounced | FarCryAttackDeclared | FarCryAttackResolved |
            FarCryBandaged | FarCryBonusRolled | FarCryBridgeRolled | FarCryCageOpened | FarCryCampaignEnded |
            FarCryCampaignEndVoted | FarCryCardBought | FarCryCardResolved | FarCryCardRevealed | FarCryCardTransferred |
            FarCryChainPaused | FarCryChainResumed | FarCryCharacterDone | FarCryCharacterReady | FarCryConditionMet |
            FarCryCrafted | FarCryDamaged | FarCryDestinationChosen | FarCryDestinationsRevealed | FarCryDoorTurned |
            FarCryEffectStarted | FarCryEnemiesTurnStarted | FarCryEnemyChoiceAsked | FarCryEnemyChoiceMade |
            FarCryExplorationEnded | FarCryExplorationPrepared | FarCryExplorationRoundStarted | FarCryExplorerDone |
            FarCryFireSpread | FarCryFreeAttackResolved | FarCryGroupReleased | FarCryGunBroken | FarCryHealed |
            FarCryImpulseUsed | FarCryInkAbsorbed | FarCryInkSpilled | FarCryInstabilityAsked | FarCryInstabilityChosen |
            FarCryItemUsed | FarCryLeafDrawn | FarCryLeafExchanged | FarCryMadnessGained | FarCryMadnessReturned |
            FarCryMissionDebriefed | FarCryMissionEnded | FarCryMissionPrepared | FarCryMoved | FarCryMpGained |
            FarCryNestRerolled | FarCryNestRolled | FarCryObjectUsed | FarCryOfferAnswered | FarCryOfferLapsed |
            FarCryOfferMade | FarCryPathsOpened | FarCryPickedUp | FarCryPlatformCollapsed | FarCryPlayersTurnStarted |
            FarCryQueueAdvanced | FarCryQueueJoined | FarCryReactionAnswered | FarCryReactionOffered | FarCryReactionTimed |
            FarCryRegrouped | FarCryRelicPlaced | FarCryReloaded | FarCryRerollsBought | FarCryRevived | FarCryRoundStarted
            | FarCryRubbleFell | FarCryRusesPlaced | FarCryRuseTaken | FarCrySaveKept | FarCrySeatLeft | FarCrySeatReady |
            FarCrySeatTaken | FarCrySpawnRolled | FarCryStatusCleared | FarCryStatusGiven | FarCrySteelAbsRolled |
            FarCryStressDrawn | FarCryStressTurned | FarCryTakedownRerolled | FarCryTakedownTried | FarCryTalentLearned |
            FarCryTalentUsed | FarCryTargetChosen | FarCryTileDamaged | FarCryTileDestroyed | FarCryTurnEnded |
            FarCryUnitActivated | FarCryUnitFinished | FarCryUnitPlaced | FarCryUnitRemoved | FarCryWeaponAwarded |
            FarCryWeaponsArranged | FarCryWeaponsSwitched | FarCryWhereDrawn | FarCryXpGained | FarCryZipLineKill |
            FarCryZoneChanged | MaeshoweCardDiscarded | MaeshoweCardGiven | MaeshoweCardPlayed | MaeshoweCardsDrawn |
            MaeshoweCardsForcedToDiscard | MaeshoweCardsShuffledIntoDeck | MaeshoweDeckShuffled | MaeshoweDeckToDiscard |
            MaeshoweDigScored | MaeshoweDiscardShuffled | MaeshoweDiscardShuffledIntoDeck | MaeshoweDiscardToHand |
            MaeshoweFoodChanged | MaeshoweHandsDealt | MaeshoweHealthChanged | MaeshoweHopePeeked | MaeshoweHopeResolved |
            MaeshoweHopeRuneChosen | MaeshoweJarlPassed | MaeshoweLineRearranged | MaeshoweLineToDiscard |
            MaeshoweLineToHand | MaeshoweMatchLost | MaeshoweMatchStarted | MaeshoweMatchWon | MaeshowePassagesChanged |
            MaeshoweSnubDrawn | MaeshoweSnubFound | MaeshoweTaskAdded | MaeshoweTaskDone | MaeshoweTurnStarted |
            MaeshoweWentMad | MansionsAbilityUsed | MansionsAttacked | MansionsBarricadeBroken | MansionsBarricadeMoved |
            MansionsBarrierCleared | MansionsBarrierMet | MansionsCombatDrawn | MansionsCombatShuffled |
            MansionsCorpsesBurnt | MansionsDied | MansionsDragged | MansionsDragOpened | MansionsEvadeAnswered |
            MansionsEvadeOpened | MansionsEventResolved | MansionsExplored | MansionsHarmed | MansionsHealed | MansionsHid |
            MansionsInvestigatorChosen | MansionsItemGiven | MansionsItemUsed | MansionsKeeperActed |
            MansionsKeeperDiscarded | MansionsKeeperDrew | MansionsKeeperTurnOpened | MansionsLeftHiding |
            MansionsMatchEnded | MansionsMatchStarted | MansionsModified | MansionsMonsterAttacked | MansionsMonsterKilled |
            MansionsMonsterMoved | MansionsMonsterMovesOpened | MansionsMonsterPlaced | MansionsMonsterWounded |
            MansionsMoved | MansionsMovementSpent | MansionsMythosPassed | MansionsMythosPlayed | MansionsMythosWindowOpened
            | MansionsObjectiveRevealed | MansionsPickedUp | MansionsPuzzleEnded | MansionsPuzzleMoved | MansionsPuzzleSkill
            | MansionsPuzzleStarted | MansionsRoundStarted | MansionsSkillAnswered | MansionsSkillOffered |
            MansionsSkillReadied | MansionsSpellCast | MansionsSpellDrawn | MansionsStoryChosen | MansionsStunned |
            MansionsStunRecovered | MansionsTestAnswered | MansionsTestOffered | MansionsTestRolled | MansionsThreatGained |
            MansionsTimeTokenPlaced | MansionsTokenPlaced | MansionsTokenRemoved | MansionsTradeDone | MansionsTradeOpened |
            MansionsTraumaOffered | MansionsTraumaPassed | MansionsTraumaPlayed | MansionsTurnClaimed | MansionsTurnEnded |
            MansionsWayChecked | MatchCreatedEntry | MontagnesCardsDealt | MontagnesCardsMilled | MontagnesCardsPlaced |
            MontagnesDeckReshuffled | MontagnesDieAccepted | MontagnesDieRolled | MontagnesEncounterClosed |
            MontagnesEsotericAdded | MontagnesExpeditionEnded | MontagnesExpeditionPrepared | MontagnesFailureSuffered |
            MontagnesHandCardDiscarded | MontagnesHourglassRanOut | MontagnesHourglassTurned | MontagnesInjuryDrawn |
            MontagnesInjuryHealed | MontagnesLeadershipUsed | MontagnesMadnessDrawn | MontagnesMadnessIgnored |
            MontagnesPeekEnded | MontagnesPlaneMoved | MontagnesRelicAssigned | MontagnesResolutionEnded |
            MontagnesSledRevealed | MontagnesSpeechPenalised | MontagnesStepChanged | MontagnesTileSearched |
            MontagnesTokenBoxed | MontagnesTokenDiscarded | MontagnesTokensReturned | MontagnesTrialsResolved |
            MontagnesTurnEnded | None | StandInActed | StandInEnded | StandInStarted | UndoAnswered | Undone |
            UndoRequested): The event: one of the game's events (`<Game>Event`), the platform's (`PlatformEvent`),
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
        | FarCryAccessoryFitted
        | FarCryAllyCommanded
        | FarCryAmanitesRerolled
        | FarCryAmanitesTriggered
        | FarCryAnecdoteTurned
        | FarCryAnnounced
        | FarCryAttackDeclared
        | FarCryAttackResolved
        | FarCryBandaged
        | FarCryBonusRolled
        | FarCryBridgeRolled
        | FarCryCageOpened
        | FarCryCampaignEnded
        | FarCryCampaignEndVoted
        | FarCryCardBought
        | FarCryCardResolved
        | FarCryCardRevealed
        | FarCryCardTransferred
        | FarCryChainPaused
        | FarCryChainResumed
        | FarCryCharacterDone
        | FarCryCharacterReady
        | FarCryConditionMet
        | FarCryCrafted
        | FarCryDamaged
        | FarCryDestinationChosen
        | FarCryDestinationsRevealed
        | FarCryDoorTurned
        | FarCryEffectStarted
        | FarCryEnemiesTurnStarted
        | FarCryEnemyChoiceAsked
        | FarCryEnemyChoiceMade
        | FarCryExplorationEnded
        | FarCryExplorationPrepared
        | FarCryExplorationRoundStarted
        | FarCryExplorerDone
        | FarCryFireSpread
        | FarCryFreeAttackResolved
        | FarCryGroupReleased
        | FarCryGunBroken
        | FarCryHealed
        | FarCryImpulseUsed
        | FarCryInkAbsorbed
        | FarCryInkSpilled
        | FarCryInstabilityAsked
        | FarCryInstabilityChosen
        | FarCryItemUsed
        | FarCryLeafDrawn
        | FarCryLeafExchanged
        | FarCryMadnessGained
        | FarCryMadnessReturned
        | FarCryMissionDebriefed
        | FarCryMissionEnded
        | FarCryMissionPrepared
        | FarCryMoved
        | FarCryMpGained
        | FarCryNestRerolled
        | FarCryNestRolled
        | FarCryObjectUsed
        | FarCryOfferAnswered
        | FarCryOfferLapsed
        | FarCryOfferMade
        | FarCryPathsOpened
        | FarCryPickedUp
        | FarCryPlatformCollapsed
        | FarCryPlayersTurnStarted
        | FarCryQueueAdvanced
        | FarCryQueueJoined
        | FarCryReactionAnswered
        | FarCryReactionOffered
        | FarCryReactionTimed
        | FarCryRegrouped
        | FarCryRelicPlaced
        | FarCryReloaded
        | FarCryRerollsBought
        | FarCryRevived
        | FarCryRoundStarted
        | FarCryRubbleFell
        | FarCryRusesPlaced
        | FarCryRuseTaken
        | FarCrySaveKept
        | FarCrySeatLeft
        | FarCrySeatReady
        | FarCrySeatTaken
        | FarCrySpawnRolled
        | FarCryStatusCleared
        | FarCryStatusGiven
        | FarCrySteelAbsRolled
        | FarCryStressDrawn
        | FarCryStressTurned
        | FarCryTakedownRerolled
        | FarCryTakedownTried
        | FarCryTalentLearned
        | FarCryTalentUsed
        | FarCryTargetChosen
        | FarCryTileDamaged
        | FarCryTileDestroyed
        | FarCryTurnEnded
        | FarCryUnitActivated
        | FarCryUnitFinished
        | FarCryUnitPlaced
        | FarCryUnitRemoved
        | FarCryWeaponAwarded
        | FarCryWeaponsArranged
        | FarCryWeaponsSwitched
        | FarCryWhereDrawn
        | FarCryXpGained
        | FarCryZipLineKill
        | FarCryZoneChanged
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
        | MansionsAbilityUsed
        | MansionsAttacked
        | MansionsBarricadeBroken
        | MansionsBarricadeMoved
        | MansionsBarrierCleared
        | MansionsBarrierMet
        | MansionsCombatDrawn
        | MansionsCombatShuffled
        | MansionsCorpsesBurnt
        | MansionsDied
        | MansionsDragged
        | MansionsDragOpened
        | MansionsEvadeAnswered
        | MansionsEvadeOpened
        | MansionsEventResolved
        | MansionsExplored
        | MansionsHarmed
        | MansionsHealed
        | MansionsHid
        | MansionsInvestigatorChosen
        | MansionsItemGiven
        | MansionsItemUsed
        | MansionsKeeperActed
        | MansionsKeeperDiscarded
        | MansionsKeeperDrew
        | MansionsKeeperTurnOpened
        | MansionsLeftHiding
        | MansionsMatchEnded
        | MansionsMatchStarted
        | MansionsModified
        | MansionsMonsterAttacked
        | MansionsMonsterKilled
        | MansionsMonsterMoved
        | MansionsMonsterMovesOpened
        | MansionsMonsterPlaced
        | MansionsMonsterWounded
        | MansionsMoved
        | MansionsMovementSpent
        | MansionsMythosPassed
        | MansionsMythosPlayed
        | MansionsMythosWindowOpened
        | MansionsObjectiveRevealed
        | MansionsPickedUp
        | MansionsPuzzleEnded
        | MansionsPuzzleMoved
        | MansionsPuzzleSkill
        | MansionsPuzzleStarted
        | MansionsRoundStarted
        | MansionsSkillAnswered
        | MansionsSkillOffered
        | MansionsSkillReadied
        | MansionsSpellCast
        | MansionsSpellDrawn
        | MansionsStoryChosen
        | MansionsStunned
        | MansionsStunRecovered
        | MansionsTestAnswered
        | MansionsTestOffered
        | MansionsTestRolled
        | MansionsThreatGained
        | MansionsTimeTokenPlaced
        | MansionsTokenPlaced
        | MansionsTokenRemoved
        | MansionsTradeDone
        | MansionsTradeOpened
        | MansionsTraumaOffered
        | MansionsTraumaPassed
        | MansionsTraumaPlayed
        | MansionsTurnClaimed
        | MansionsTurnEnded
        | MansionsWayChecked
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
        from ..models.far_cry_accessory_fitted import FarCryAccessoryFitted
        from ..models.far_cry_ally_commanded import FarCryAllyCommanded
        from ..models.far_cry_amanites_rerolled import FarCryAmanitesRerolled
        from ..models.far_cry_amanites_triggered import FarCryAmanitesTriggered
        from ..models.far_cry_anecdote_turned import FarCryAnecdoteTurned
        from ..models.far_cry_announced import FarCryAnnounced
        from ..models.far_cry_attack_declared import FarCryAttackDeclared
        from ..models.far_cry_attack_resolved import FarCryAttackResolved
        from ..models.far_cry_bandaged import FarCryBandaged
        from ..models.far_cry_bonus_rolled import FarCryBonusRolled
        from ..models.far_cry_bridge_rolled import FarCryBridgeRolled
        from ..models.far_cry_cage_opened import FarCryCageOpened
        from ..models.far_cry_campaign_end_voted import FarCryCampaignEndVoted
        from ..models.far_cry_campaign_ended import FarCryCampaignEnded
        from ..models.far_cry_card_bought import FarCryCardBought
        from ..models.far_cry_card_resolved import FarCryCardResolved
        from ..models.far_cry_card_revealed import FarCryCardRevealed
        from ..models.far_cry_card_transferred import FarCryCardTransferred
        from ..models.far_cry_chain_paused import FarCryChainPaused
        from ..models.far_cry_chain_resumed import FarCryChainResumed
        from ..models.far_cry_character_done import FarCryCharacterDone
        from ..models.far_cry_character_ready import FarCryCharacterReady
        from ..models.far_cry_condition_met import FarCryConditionMet
        from ..models.far_cry_crafted import FarCryCrafted
        from ..models.far_cry_damaged import FarCryDamaged
        from ..models.far_cry_destination_chosen import FarCryDestinationChosen
        from ..models.far_cry_destinations_revealed import FarCryDestinationsRevealed
        from ..models.far_cry_door_turned import FarCryDoorTurned
        from ..models.far_cry_effect_started import FarCryEffectStarted
        from ..models.far_cry_enemies_turn_started import FarCryEnemiesTurnStarted
        from ..models.far_cry_enemy_choice_asked import FarCryEnemyChoiceAsked
        from ..models.far_cry_enemy_choice_made import FarCryEnemyChoiceMade
        from ..models.far_cry_exploration_ended import FarCryExplorationEnded
        from ..models.far_cry_exploration_prepared import FarCryExplorationPrepared
        from ..models.far_cry_exploration_round_started import (
            FarCryExplorationRoundStarted,
        )
        from ..models.far_cry_explorer_done import FarCryExplorerDone
        from ..models.far_cry_fire_spread import FarCryFireSpread
        from ..models.far_cry_free_attack_resolved import FarCryFreeAttackResolved
        from ..models.far_cry_group_released import FarCryGroupReleased
        from ..models.far_cry_gun_broken import FarCryGunBroken
        from ..models.far_cry_healed import FarCryHealed
        from ..models.far_cry_impulse_used import FarCryImpulseUsed
        from ..models.far_cry_ink_absorbed import FarCryInkAbsorbed
        from ..models.far_cry_ink_spilled import FarCryInkSpilled
        from ..models.far_cry_instability_asked import FarCryInstabilityAsked
        from ..models.far_cry_instability_chosen import FarCryInstabilityChosen
        from ..models.far_cry_item_used import FarCryItemUsed
        from ..models.far_cry_leaf_drawn import FarCryLeafDrawn
        from ..models.far_cry_leaf_exchanged import FarCryLeafExchanged
        from ..models.far_cry_madness_gained import FarCryMadnessGained
        from ..models.far_cry_madness_returned import FarCryMadnessReturned
        from ..models.far_cry_mission_debriefed import FarCryMissionDebriefed
        from ..models.far_cry_mission_ended import FarCryMissionEnded
        from ..models.far_cry_mission_prepared import FarCryMissionPrepared
        from ..models.far_cry_moved import FarCryMoved
        from ..models.far_cry_mp_gained import FarCryMpGained
        from ..models.far_cry_nest_rerolled import FarCryNestRerolled
        from ..models.far_cry_nest_rolled import FarCryNestRolled
        from ..models.far_cry_object_used import FarCryObjectUsed
        from ..models.far_cry_offer_answered import FarCryOfferAnswered
        from ..models.far_cry_offer_lapsed import FarCryOfferLapsed
        from ..models.far_cry_offer_made import FarCryOfferMade
        from ..models.far_cry_paths_opened import FarCryPathsOpened
        from ..models.far_cry_picked_up import FarCryPickedUp
        from ..models.far_cry_platform_collapsed import FarCryPlatformCollapsed
        from ..models.far_cry_players_turn_started import FarCryPlayersTurnStarted
        from ..models.far_cry_queue_advanced import FarCryQueueAdvanced
        from ..models.far_cry_queue_joined import FarCryQueueJoined
        from ..models.far_cry_reaction_answered import FarCryReactionAnswered
        from ..models.far_cry_reaction_offered import FarCryReactionOffered
        from ..models.far_cry_reaction_timed import FarCryReactionTimed
        from ..models.far_cry_regrouped import FarCryRegrouped
        from ..models.far_cry_relic_placed import FarCryRelicPlaced
        from ..models.far_cry_reloaded import FarCryReloaded
        from ..models.far_cry_rerolls_bought import FarCryRerollsBought
        from ..models.far_cry_revived import FarCryRevived
        from ..models.far_cry_round_started import FarCryRoundStarted
        from ..models.far_cry_rubble_fell import FarCryRubbleFell
        from ..models.far_cry_ruse_taken import FarCryRuseTaken
        from ..models.far_cry_ruses_placed import FarCryRusesPlaced
        from ..models.far_cry_save_kept import FarCrySaveKept
        from ..models.far_cry_seat_left import FarCrySeatLeft
        from ..models.far_cry_seat_ready import FarCrySeatReady
        from ..models.far_cry_seat_taken import FarCrySeatTaken
        from ..models.far_cry_spawn_rolled import FarCrySpawnRolled
        from ..models.far_cry_status_cleared import FarCryStatusCleared
        from ..models.far_cry_status_given import FarCryStatusGiven
        from ..models.far_cry_steel_abs_rolled import FarCrySteelAbsRolled
        from ..models.far_cry_stress_drawn import FarCryStressDrawn
        from ..models.far_cry_stress_turned import FarCryStressTurned
        from ..models.far_cry_takedown_rerolled import FarCryTakedownRerolled
        from ..models.far_cry_takedown_tried import FarCryTakedownTried
        from ..models.far_cry_talent_learned import FarCryTalentLearned
        from ..models.far_cry_talent_used import FarCryTalentUsed
        from ..models.far_cry_target_chosen import FarCryTargetChosen
        from ..models.far_cry_tile_damaged import FarCryTileDamaged
        from ..models.far_cry_tile_destroyed import FarCryTileDestroyed
        from ..models.far_cry_turn_ended import FarCryTurnEnded
        from ..models.far_cry_unit_activated import FarCryUnitActivated
        from ..models.far_cry_unit_finished import FarCryUnitFinished
        from ..models.far_cry_unit_placed import FarCryUnitPlaced
        from ..models.far_cry_unit_removed import FarCryUnitRemoved
        from ..models.far_cry_weapon_awarded import FarCryWeaponAwarded
        from ..models.far_cry_weapons_arranged import FarCryWeaponsArranged
        from ..models.far_cry_weapons_switched import FarCryWeaponsSwitched
        from ..models.far_cry_where_drawn import FarCryWhereDrawn
        from ..models.far_cry_xp_gained import FarCryXpGained
        from ..models.far_cry_zip_line_kill import FarCryZipLineKill
        from ..models.far_cry_zone_changed import FarCryZoneChanged
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
        from ..models.mansions_ability_used import MansionsAbilityUsed
        from ..models.mansions_attacked import MansionsAttacked
        from ..models.mansions_barricade_broken import MansionsBarricadeBroken
        from ..models.mansions_barricade_moved import MansionsBarricadeMoved
        from ..models.mansions_barrier_cleared import MansionsBarrierCleared
        from ..models.mansions_barrier_met import MansionsBarrierMet
        from ..models.mansions_combat_drawn import MansionsCombatDrawn
        from ..models.mansions_combat_shuffled import MansionsCombatShuffled
        from ..models.mansions_corpses_burnt import MansionsCorpsesBurnt
        from ..models.mansions_died import MansionsDied
        from ..models.mansions_drag_opened import MansionsDragOpened
        from ..models.mansions_dragged import MansionsDragged
        from ..models.mansions_evade_answered import MansionsEvadeAnswered
        from ..models.mansions_evade_opened import MansionsEvadeOpened
        from ..models.mansions_event_resolved import MansionsEventResolved
        from ..models.mansions_explored import MansionsExplored
        from ..models.mansions_harmed import MansionsHarmed
        from ..models.mansions_healed import MansionsHealed
        from ..models.mansions_hid import MansionsHid
        from ..models.mansions_investigator_chosen import MansionsInvestigatorChosen
        from ..models.mansions_item_given import MansionsItemGiven
        from ..models.mansions_item_used import MansionsItemUsed
        from ..models.mansions_keeper_acted import MansionsKeeperActed
        from ..models.mansions_keeper_discarded import MansionsKeeperDiscarded
        from ..models.mansions_keeper_drew import MansionsKeeperDrew
        from ..models.mansions_keeper_turn_opened import MansionsKeeperTurnOpened
        from ..models.mansions_left_hiding import MansionsLeftHiding
        from ..models.mansions_match_ended import MansionsMatchEnded
        from ..models.mansions_match_started import MansionsMatchStarted
        from ..models.mansions_modified import MansionsModified
        from ..models.mansions_monster_attacked import MansionsMonsterAttacked
        from ..models.mansions_monster_killed import MansionsMonsterKilled
        from ..models.mansions_monster_moved import MansionsMonsterMoved
        from ..models.mansions_monster_moves_opened import MansionsMonsterMovesOpened
        from ..models.mansions_monster_placed import MansionsMonsterPlaced
        from ..models.mansions_monster_wounded import MansionsMonsterWounded
        from ..models.mansions_moved import MansionsMoved
        from ..models.mansions_movement_spent import MansionsMovementSpent
        from ..models.mansions_mythos_passed import MansionsMythosPassed
        from ..models.mansions_mythos_played import MansionsMythosPlayed
        from ..models.mansions_mythos_window_opened import MansionsMythosWindowOpened
        from ..models.mansions_objective_revealed import MansionsObjectiveRevealed
        from ..models.mansions_picked_up import MansionsPickedUp
        from ..models.mansions_puzzle_ended import MansionsPuzzleEnded
        from ..models.mansions_puzzle_moved import MansionsPuzzleMoved
        from ..models.mansions_puzzle_skill import MansionsPuzzleSkill
        from ..models.mansions_puzzle_started import MansionsPuzzleStarted
        from ..models.mansions_round_started import MansionsRoundStarted
        from ..models.mansions_skill_answered import MansionsSkillAnswered
        from ..models.mansions_skill_offered import MansionsSkillOffered
        from ..models.mansions_skill_readied import MansionsSkillReadied
        from ..models.mansions_spell_cast import MansionsSpellCast
        from ..models.mansions_spell_drawn import MansionsSpellDrawn
        from ..models.mansions_story_chosen import MansionsStoryChosen
        from ..models.mansions_stun_recovered import MansionsStunRecovered
        from ..models.mansions_stunned import MansionsStunned
        from ..models.mansions_test_answered import MansionsTestAnswered
        from ..models.mansions_test_offered import MansionsTestOffered
        from ..models.mansions_test_rolled import MansionsTestRolled
        from ..models.mansions_threat_gained import MansionsThreatGained
        from ..models.mansions_time_token_placed import MansionsTimeTokenPlaced
        from ..models.mansions_token_placed import MansionsTokenPlaced
        from ..models.mansions_token_removed import MansionsTokenRemoved
        from ..models.mansions_trade_done import MansionsTradeDone
        from ..models.mansions_trade_opened import MansionsTradeOpened
        from ..models.mansions_trauma_offered import MansionsTraumaOffered
        from ..models.mansions_trauma_passed import MansionsTraumaPassed
        from ..models.mansions_trauma_played import MansionsTraumaPlayed
        from ..models.mansions_turn_claimed import MansionsTurnClaimed
        from ..models.mansions_turn_ended import MansionsTurnEnded
        from ..models.mansions_way_checked import MansionsWayChecked
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
            or isinstance(self.data, FarCryMissionPrepared)
            or isinstance(self.data, FarCryCharacterReady)
            or isinstance(self.data, FarCryRoundStarted)
            or isinstance(self.data, FarCryPlayersTurnStarted)
            or isinstance(self.data, FarCryEnemiesTurnStarted)
            or isinstance(self.data, FarCryUnitActivated)
            or isinstance(self.data, FarCryTargetChosen)
            or isinstance(self.data, FarCryEnemyChoiceAsked)
            or isinstance(self.data, FarCryEnemyChoiceMade)
            or isinstance(self.data, FarCryUnitFinished)
            or isinstance(self.data, FarCryCharacterDone)
            or isinstance(self.data, FarCryAnnounced)
            or isinstance(self.data, FarCryConditionMet)
            or isinstance(self.data, FarCryUnitPlaced)
            or isinstance(self.data, FarCryAnecdoteTurned)
            or isinstance(self.data, FarCryMoved)
            or isinstance(self.data, FarCryTurnEnded)
            or isinstance(self.data, FarCryMissionEnded)
            or isinstance(self.data, FarCryPickedUp)
            or isinstance(self.data, FarCryWeaponsSwitched)
            or isinstance(self.data, FarCryReloaded)
            or isinstance(self.data, FarCryOfferMade)
            or isinstance(self.data, FarCryOfferAnswered)
            or isinstance(self.data, FarCryBandaged)
            or isinstance(self.data, FarCryObjectUsed)
            or isinstance(self.data, FarCrySaveKept)
            or isinstance(self.data, FarCryMissionDebriefed)
            or isinstance(self.data, FarCrySpawnRolled)
            or isinstance(self.data, FarCryAllyCommanded)
            or isinstance(self.data, FarCryLeafDrawn)
            or isinstance(self.data, FarCryBonusRolled)
            or isinstance(self.data, FarCryReactionOffered)
            or isinstance(self.data, FarCryReactionTimed)
            or isinstance(self.data, FarCryReactionAnswered)
            or isinstance(self.data, FarCrySteelAbsRolled)
            or isinstance(self.data, FarCryRevived)
            or isinstance(self.data, FarCryTakedownRerolled)
            or isinstance(self.data, FarCryAmanitesRerolled)
            or isinstance(self.data, FarCryNestRerolled)
            or isinstance(self.data, FarCryEffectStarted)
            or isinstance(self.data, FarCryLeafExchanged)
            or isinstance(self.data, FarCryAttackDeclared)
            or isinstance(self.data, FarCryAttackResolved)
            or isinstance(self.data, FarCryDamaged)
            or isinstance(self.data, FarCryHealed)
            or isinstance(self.data, FarCryUnitRemoved)
            or isinstance(self.data, FarCryStatusGiven)
            or isinstance(self.data, FarCryStatusCleared)
            or isinstance(self.data, FarCryFireSpread)
            or isinstance(self.data, FarCryTileDamaged)
            or isinstance(self.data, FarCryTileDestroyed)
            or isinstance(self.data, FarCryRubbleFell)
            or isinstance(self.data, FarCryRelicPlaced)
            or isinstance(self.data, FarCryPlatformCollapsed)
            or isinstance(self.data, FarCryBridgeRolled)
            or isinstance(self.data, FarCryZipLineKill)
            or isinstance(self.data, FarCryInkSpilled)
            or isinstance(self.data, FarCryInkAbsorbed)
            or isinstance(self.data, FarCryWhereDrawn)
            or isinstance(self.data, FarCryWeaponAwarded)
            or isinstance(self.data, FarCryRusesPlaced)
            or isinstance(self.data, FarCryRuseTaken)
            or isinstance(self.data, FarCryOfferLapsed)
            or isinstance(self.data, FarCryNestRolled)
            or isinstance(self.data, FarCryQueueAdvanced)
            or isinstance(self.data, FarCryAmanitesTriggered)
            or isinstance(self.data, FarCryMpGained)
            or isinstance(self.data, FarCryFreeAttackResolved)
            or isinstance(self.data, FarCryChainPaused)
            or isinstance(self.data, FarCryChainResumed)
            or isinstance(self.data, FarCryGroupReleased)
            or isinstance(self.data, FarCryCageOpened)
            or isinstance(self.data, FarCryMadnessGained)
            or isinstance(self.data, FarCryXpGained)
            or isinstance(self.data, FarCryStressDrawn)
            or isinstance(self.data, FarCryStressTurned)
            or isinstance(self.data, FarCryMadnessReturned)
            or isinstance(self.data, FarCryTakedownTried)
            or isinstance(self.data, FarCryTalentUsed)
            or isinstance(self.data, FarCryImpulseUsed)
            or isinstance(self.data, FarCryItemUsed)
            or isinstance(self.data, FarCryInstabilityAsked)
            or isinstance(self.data, FarCryInstabilityChosen)
            or isinstance(self.data, FarCryGunBroken)
            or isinstance(self.data, FarCryDoorTurned)
            or isinstance(self.data, FarCryZoneChanged)
            or isinstance(self.data, FarCrySeatTaken)
            or isinstance(self.data, FarCrySeatLeft)
            or isinstance(self.data, FarCryQueueJoined)
            or isinstance(self.data, FarCryExplorationPrepared)
            or isinstance(self.data, FarCryCardRevealed)
            or isinstance(self.data, FarCryDestinationChosen)
            or isinstance(self.data, FarCryDestinationsRevealed)
            or isinstance(self.data, FarCryRerollsBought)
            or isinstance(self.data, FarCryCardResolved)
            or isinstance(self.data, FarCryPathsOpened)
            or isinstance(self.data, FarCryRegrouped)
            or isinstance(self.data, FarCryExplorerDone)
            or isinstance(self.data, FarCryExplorationRoundStarted)
            or isinstance(self.data, FarCryExplorationEnded)
            or isinstance(self.data, FarCryCardBought)
            or isinstance(self.data, FarCryCrafted)
            or isinstance(self.data, FarCryCardTransferred)
            or isinstance(self.data, FarCryAccessoryFitted)
            or isinstance(self.data, FarCryWeaponsArranged)
            or isinstance(self.data, FarCryTalentLearned)
            or isinstance(self.data, FarCrySeatReady)
            or isinstance(self.data, FarCryCampaignEndVoted)
            or isinstance(self.data, FarCryCampaignEnded)
            or isinstance(self.data, MaeshoweMatchStarted)
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
            or isinstance(self.data, MansionsMatchStarted)
            or isinstance(self.data, MansionsStoryChosen)
            or isinstance(self.data, MansionsMonsterPlaced)
            or isinstance(self.data, MansionsInvestigatorChosen)
            or isinstance(self.data, MansionsRoundStarted)
            or isinstance(self.data, MansionsTurnClaimed)
            or isinstance(self.data, MansionsSkillReadied)
            or isinstance(self.data, MansionsTestRolled)
            or isinstance(self.data, MansionsMoved)
            or isinstance(self.data, MansionsMovementSpent)
            or isinstance(self.data, MansionsEvadeOpened)
            or isinstance(self.data, MansionsEvadeAnswered)
            or isinstance(self.data, MansionsHarmed)
            or isinstance(self.data, MansionsHealed)
            or isinstance(self.data, MansionsDied)
            or isinstance(self.data, MansionsStunned)
            or isinstance(self.data, MansionsStunRecovered)
            or isinstance(self.data, MansionsModified)
            or isinstance(self.data, MansionsMonsterWounded)
            or isinstance(self.data, MansionsMonsterKilled)
            or isinstance(self.data, MansionsBarrierMet)
            or isinstance(self.data, MansionsWayChecked)
            or isinstance(self.data, MansionsBarrierCleared)
            or isinstance(self.data, MansionsExplored)
            or isinstance(self.data, MansionsObjectiveRevealed)
            or isinstance(self.data, MansionsBarricadeMoved)
            or isinstance(self.data, MansionsHid)
            or isinstance(self.data, MansionsLeftHiding)
            or isinstance(self.data, MansionsPickedUp)
            or isinstance(self.data, MansionsCorpsesBurnt)
            or isinstance(self.data, MansionsItemUsed)
            or isinstance(self.data, MansionsTurnEnded)
            or isinstance(self.data, MansionsTradeOpened)
            or isinstance(self.data, MansionsItemGiven)
            or isinstance(self.data, MansionsTradeDone)
            or isinstance(self.data, MansionsThreatGained)
            or isinstance(self.data, MansionsKeeperTurnOpened)
            or isinstance(self.data, MansionsTimeTokenPlaced)
            or isinstance(self.data, MansionsEventResolved)
            or isinstance(self.data, MansionsTokenPlaced)
            or isinstance(self.data, MansionsTokenRemoved)
            or isinstance(self.data, MansionsMatchEnded)
            or isinstance(self.data, MansionsCombatShuffled)
            or isinstance(self.data, MansionsCombatDrawn)
            or isinstance(self.data, MansionsAttacked)
            or isinstance(self.data, MansionsMonsterAttacked)
            or isinstance(self.data, MansionsSkillOffered)
            or isinstance(self.data, MansionsSkillAnswered)
            or isinstance(self.data, MansionsTestOffered)
            or isinstance(self.data, MansionsTestAnswered)
            or isinstance(self.data, MansionsDragOpened)
            or isinstance(self.data, MansionsDragged)
            or isinstance(self.data, MansionsPuzzleStarted)
            or isinstance(self.data, MansionsPuzzleSkill)
            or isinstance(self.data, MansionsPuzzleMoved)
            or isinstance(self.data, MansionsPuzzleEnded)
            or isinstance(self.data, MansionsSpellCast)
            or isinstance(self.data, MansionsSpellDrawn)
            or isinstance(self.data, MansionsAbilityUsed)
            or isinstance(self.data, MansionsKeeperDrew)
            or isinstance(self.data, MansionsKeeperActed)
            or isinstance(self.data, MansionsMonsterMovesOpened)
            or isinstance(self.data, MansionsMonsterMoved)
            or isinstance(self.data, MansionsBarricadeBroken)
            or isinstance(self.data, MansionsKeeperDiscarded)
            or isinstance(self.data, MansionsTraumaOffered)
            or isinstance(self.data, MansionsTraumaPlayed)
            or isinstance(self.data, MansionsTraumaPassed)
            or isinstance(self.data, MansionsMythosWindowOpened)
            or isinstance(self.data, MansionsMythosPlayed)
            or isinstance(self.data, MansionsMythosPassed)
            or isinstance(self.data, MontagnesExpeditionPrepared)
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
        from ..models.far_cry_accessory_fitted import FarCryAccessoryFitted
        from ..models.far_cry_ally_commanded import FarCryAllyCommanded
        from ..models.far_cry_amanites_rerolled import FarCryAmanitesRerolled
        from ..models.far_cry_amanites_triggered import FarCryAmanitesTriggered
        from ..models.far_cry_anecdote_turned import FarCryAnecdoteTurned
        from ..models.far_cry_announced import FarCryAnnounced
        from ..models.far_cry_attack_declared import FarCryAttackDeclared
        from ..models.far_cry_attack_resolved import FarCryAttackResolved
        from ..models.far_cry_bandaged import FarCryBandaged
        from ..models.far_cry_bonus_rolled import FarCryBonusRolled
        from ..models.far_cry_bridge_rolled import FarCryBridgeRolled
        from ..models.far_cry_cage_opened import FarCryCageOpened
        from ..models.far_cry_campaign_end_voted import FarCryCampaignEndVoted
        from ..models.far_cry_campaign_ended import FarCryCampaignEnded
        from ..models.far_cry_card_bought import FarCryCardBought
        from ..models.far_cry_card_resolved import FarCryCardResolved
        from ..models.far_cry_card_revealed import FarCryCardRevealed
        from ..models.far_cry_card_transferred import FarCryCardTransferred
        from ..models.far_cry_chain_paused import FarCryChainPaused
        from ..models.far_cry_chain_resumed import FarCryChainResumed
        from ..models.far_cry_character_done import FarCryCharacterDone
        from ..models.far_cry_character_ready import FarCryCharacterReady
        from ..models.far_cry_condition_met import FarCryConditionMet
        from ..models.far_cry_crafted import FarCryCrafted
        from ..models.far_cry_damaged import FarCryDamaged
        from ..models.far_cry_destination_chosen import FarCryDestinationChosen
        from ..models.far_cry_destinations_revealed import FarCryDestinationsRevealed
        from ..models.far_cry_door_turned import FarCryDoorTurned
        from ..models.far_cry_effect_started import FarCryEffectStarted
        from ..models.far_cry_enemies_turn_started import FarCryEnemiesTurnStarted
        from ..models.far_cry_enemy_choice_asked import FarCryEnemyChoiceAsked
        from ..models.far_cry_enemy_choice_made import FarCryEnemyChoiceMade
        from ..models.far_cry_exploration_ended import FarCryExplorationEnded
        from ..models.far_cry_exploration_prepared import FarCryExplorationPrepared
        from ..models.far_cry_exploration_round_started import (
            FarCryExplorationRoundStarted,
        )
        from ..models.far_cry_explorer_done import FarCryExplorerDone
        from ..models.far_cry_fire_spread import FarCryFireSpread
        from ..models.far_cry_free_attack_resolved import FarCryFreeAttackResolved
        from ..models.far_cry_group_released import FarCryGroupReleased
        from ..models.far_cry_gun_broken import FarCryGunBroken
        from ..models.far_cry_healed import FarCryHealed
        from ..models.far_cry_impulse_used import FarCryImpulseUsed
        from ..models.far_cry_ink_absorbed import FarCryInkAbsorbed
        from ..models.far_cry_ink_spilled import FarCryInkSpilled
        from ..models.far_cry_instability_asked import FarCryInstabilityAsked
        from ..models.far_cry_instability_chosen import FarCryInstabilityChosen
        from ..models.far_cry_item_used import FarCryItemUsed
        from ..models.far_cry_leaf_drawn import FarCryLeafDrawn
        from ..models.far_cry_leaf_exchanged import FarCryLeafExchanged
        from ..models.far_cry_madness_gained import FarCryMadnessGained
        from ..models.far_cry_madness_returned import FarCryMadnessReturned
        from ..models.far_cry_mission_debriefed import FarCryMissionDebriefed
        from ..models.far_cry_mission_ended import FarCryMissionEnded
        from ..models.far_cry_mission_prepared import FarCryMissionPrepared
        from ..models.far_cry_moved import FarCryMoved
        from ..models.far_cry_mp_gained import FarCryMpGained
        from ..models.far_cry_nest_rerolled import FarCryNestRerolled
        from ..models.far_cry_nest_rolled import FarCryNestRolled
        from ..models.far_cry_object_used import FarCryObjectUsed
        from ..models.far_cry_offer_answered import FarCryOfferAnswered
        from ..models.far_cry_offer_lapsed import FarCryOfferLapsed
        from ..models.far_cry_offer_made import FarCryOfferMade
        from ..models.far_cry_paths_opened import FarCryPathsOpened
        from ..models.far_cry_picked_up import FarCryPickedUp
        from ..models.far_cry_platform_collapsed import FarCryPlatformCollapsed
        from ..models.far_cry_players_turn_started import FarCryPlayersTurnStarted
        from ..models.far_cry_queue_advanced import FarCryQueueAdvanced
        from ..models.far_cry_queue_joined import FarCryQueueJoined
        from ..models.far_cry_reaction_answered import FarCryReactionAnswered
        from ..models.far_cry_reaction_offered import FarCryReactionOffered
        from ..models.far_cry_reaction_timed import FarCryReactionTimed
        from ..models.far_cry_regrouped import FarCryRegrouped
        from ..models.far_cry_relic_placed import FarCryRelicPlaced
        from ..models.far_cry_reloaded import FarCryReloaded
        from ..models.far_cry_rerolls_bought import FarCryRerollsBought
        from ..models.far_cry_revived import FarCryRevived
        from ..models.far_cry_round_started import FarCryRoundStarted
        from ..models.far_cry_rubble_fell import FarCryRubbleFell
        from ..models.far_cry_ruse_taken import FarCryRuseTaken
        from ..models.far_cry_ruses_placed import FarCryRusesPlaced
        from ..models.far_cry_save_kept import FarCrySaveKept
        from ..models.far_cry_seat_left import FarCrySeatLeft
        from ..models.far_cry_seat_ready import FarCrySeatReady
        from ..models.far_cry_seat_taken import FarCrySeatTaken
        from ..models.far_cry_spawn_rolled import FarCrySpawnRolled
        from ..models.far_cry_status_cleared import FarCryStatusCleared
        from ..models.far_cry_status_given import FarCryStatusGiven
        from ..models.far_cry_steel_abs_rolled import FarCrySteelAbsRolled
        from ..models.far_cry_stress_drawn import FarCryStressDrawn
        from ..models.far_cry_stress_turned import FarCryStressTurned
        from ..models.far_cry_takedown_rerolled import FarCryTakedownRerolled
        from ..models.far_cry_takedown_tried import FarCryTakedownTried
        from ..models.far_cry_talent_learned import FarCryTalentLearned
        from ..models.far_cry_talent_used import FarCryTalentUsed
        from ..models.far_cry_target_chosen import FarCryTargetChosen
        from ..models.far_cry_tile_damaged import FarCryTileDamaged
        from ..models.far_cry_tile_destroyed import FarCryTileDestroyed
        from ..models.far_cry_turn_ended import FarCryTurnEnded
        from ..models.far_cry_unit_activated import FarCryUnitActivated
        from ..models.far_cry_unit_finished import FarCryUnitFinished
        from ..models.far_cry_unit_placed import FarCryUnitPlaced
        from ..models.far_cry_unit_removed import FarCryUnitRemoved
        from ..models.far_cry_weapon_awarded import FarCryWeaponAwarded
        from ..models.far_cry_weapons_arranged import FarCryWeaponsArranged
        from ..models.far_cry_weapons_switched import FarCryWeaponsSwitched
        from ..models.far_cry_where_drawn import FarCryWhereDrawn
        from ..models.far_cry_xp_gained import FarCryXpGained
        from ..models.far_cry_zip_line_kill import FarCryZipLineKill
        from ..models.far_cry_zone_changed import FarCryZoneChanged
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
        from ..models.mansions_ability_used import MansionsAbilityUsed
        from ..models.mansions_attacked import MansionsAttacked
        from ..models.mansions_barricade_broken import MansionsBarricadeBroken
        from ..models.mansions_barricade_moved import MansionsBarricadeMoved
        from ..models.mansions_barrier_cleared import MansionsBarrierCleared
        from ..models.mansions_barrier_met import MansionsBarrierMet
        from ..models.mansions_combat_drawn import MansionsCombatDrawn
        from ..models.mansions_combat_shuffled import MansionsCombatShuffled
        from ..models.mansions_corpses_burnt import MansionsCorpsesBurnt
        from ..models.mansions_died import MansionsDied
        from ..models.mansions_drag_opened import MansionsDragOpened
        from ..models.mansions_dragged import MansionsDragged
        from ..models.mansions_evade_answered import MansionsEvadeAnswered
        from ..models.mansions_evade_opened import MansionsEvadeOpened
        from ..models.mansions_event_resolved import MansionsEventResolved
        from ..models.mansions_explored import MansionsExplored
        from ..models.mansions_harmed import MansionsHarmed
        from ..models.mansions_healed import MansionsHealed
        from ..models.mansions_hid import MansionsHid
        from ..models.mansions_investigator_chosen import MansionsInvestigatorChosen
        from ..models.mansions_item_given import MansionsItemGiven
        from ..models.mansions_item_used import MansionsItemUsed
        from ..models.mansions_keeper_acted import MansionsKeeperActed
        from ..models.mansions_keeper_discarded import MansionsKeeperDiscarded
        from ..models.mansions_keeper_drew import MansionsKeeperDrew
        from ..models.mansions_keeper_turn_opened import MansionsKeeperTurnOpened
        from ..models.mansions_left_hiding import MansionsLeftHiding
        from ..models.mansions_match_ended import MansionsMatchEnded
        from ..models.mansions_match_started import MansionsMatchStarted
        from ..models.mansions_modified import MansionsModified
        from ..models.mansions_monster_attacked import MansionsMonsterAttacked
        from ..models.mansions_monster_killed import MansionsMonsterKilled
        from ..models.mansions_monster_moved import MansionsMonsterMoved
        from ..models.mansions_monster_moves_opened import MansionsMonsterMovesOpened
        from ..models.mansions_monster_placed import MansionsMonsterPlaced
        from ..models.mansions_monster_wounded import MansionsMonsterWounded
        from ..models.mansions_moved import MansionsMoved
        from ..models.mansions_movement_spent import MansionsMovementSpent
        from ..models.mansions_mythos_passed import MansionsMythosPassed
        from ..models.mansions_mythos_played import MansionsMythosPlayed
        from ..models.mansions_mythos_window_opened import MansionsMythosWindowOpened
        from ..models.mansions_objective_revealed import MansionsObjectiveRevealed
        from ..models.mansions_picked_up import MansionsPickedUp
        from ..models.mansions_puzzle_ended import MansionsPuzzleEnded
        from ..models.mansions_puzzle_moved import MansionsPuzzleMoved
        from ..models.mansions_puzzle_skill import MansionsPuzzleSkill
        from ..models.mansions_puzzle_started import MansionsPuzzleStarted
        from ..models.mansions_round_started import MansionsRoundStarted
        from ..models.mansions_skill_answered import MansionsSkillAnswered
        from ..models.mansions_skill_offered import MansionsSkillOffered
        from ..models.mansions_skill_readied import MansionsSkillReadied
        from ..models.mansions_spell_cast import MansionsSpellCast
        from ..models.mansions_spell_drawn import MansionsSpellDrawn
        from ..models.mansions_story_chosen import MansionsStoryChosen
        from ..models.mansions_stun_recovered import MansionsStunRecovered
        from ..models.mansions_stunned import MansionsStunned
        from ..models.mansions_test_answered import MansionsTestAnswered
        from ..models.mansions_test_offered import MansionsTestOffered
        from ..models.mansions_test_rolled import MansionsTestRolled
        from ..models.mansions_threat_gained import MansionsThreatGained
        from ..models.mansions_time_token_placed import MansionsTimeTokenPlaced
        from ..models.mansions_token_placed import MansionsTokenPlaced
        from ..models.mansions_token_removed import MansionsTokenRemoved
        from ..models.mansions_trade_done import MansionsTradeDone
        from ..models.mansions_trade_opened import MansionsTradeOpened
        from ..models.mansions_trauma_offered import MansionsTraumaOffered
        from ..models.mansions_trauma_passed import MansionsTraumaPassed
        from ..models.mansions_trauma_played import MansionsTraumaPlayed
        from ..models.mansions_turn_claimed import MansionsTurnClaimed
        from ..models.mansions_turn_ended import MansionsTurnEnded
        from ..models.mansions_way_checked import MansionsWayChecked
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
            | FarCryAccessoryFitted
            | FarCryAllyCommanded
            | FarCryAmanitesRerolled
            | FarCryAmanitesTriggered
            | FarCryAnecdoteTurned
            | FarCryAnnounced
            | FarCryAttackDeclared
            | FarCryAttackResolved
            | FarCryBandaged
            | FarCryBonusRolled
            | FarCryBridgeRolled
            | FarCryCageOpened
            | FarCryCampaignEnded
            | FarCryCampaignEndVoted
            | FarCryCardBought
            | FarCryCardResolved
            | FarCryCardRevealed
            | FarCryCardTransferred
            | FarCryChainPaused
            | FarCryChainResumed
            | FarCryCharacterDone
            | FarCryCharacterReady
            | FarCryConditionMet
            | FarCryCrafted
            | FarCryDamaged
            | FarCryDestinationChosen
            | FarCryDestinationsRevealed
            | FarCryDoorTurned
            | FarCryEffectStarted
            | FarCryEnemiesTurnStarted
            | FarCryEnemyChoiceAsked
            | FarCryEnemyChoiceMade
            | FarCryExplorationEnded
            | FarCryExplorationPrepared
            | FarCryExplorationRoundStarted
            | FarCryExplorerDone
            | FarCryFireSpread
            | FarCryFreeAttackResolved
            | FarCryGroupReleased
            | FarCryGunBroken
            | FarCryHealed
            | FarCryImpulseUsed
            | FarCryInkAbsorbed
            | FarCryInkSpilled
            | FarCryInstabilityAsked
            | FarCryInstabilityChosen
            | FarCryItemUsed
            | FarCryLeafDrawn
            | FarCryLeafExchanged
            | FarCryMadnessGained
            | FarCryMadnessReturned
            | FarCryMissionDebriefed
            | FarCryMissionEnded
            | FarCryMissionPrepared
            | FarCryMoved
            | FarCryMpGained
            | FarCryNestRerolled
            | FarCryNestRolled
            | FarCryObjectUsed
            | FarCryOfferAnswered
            | FarCryOfferLapsed
            | FarCryOfferMade
            | FarCryPathsOpened
            | FarCryPickedUp
            | FarCryPlatformCollapsed
            | FarCryPlayersTurnStarted
            | FarCryQueueAdvanced
            | FarCryQueueJoined
            | FarCryReactionAnswered
            | FarCryReactionOffered
            | FarCryReactionTimed
            | FarCryRegrouped
            | FarCryRelicPlaced
            | FarCryReloaded
            | FarCryRerollsBought
            | FarCryRevived
            | FarCryRoundStarted
            | FarCryRubbleFell
            | FarCryRusesPlaced
            | FarCryRuseTaken
            | FarCrySaveKept
            | FarCrySeatLeft
            | FarCrySeatReady
            | FarCrySeatTaken
            | FarCrySpawnRolled
            | FarCryStatusCleared
            | FarCryStatusGiven
            | FarCrySteelAbsRolled
            | FarCryStressDrawn
            | FarCryStressTurned
            | FarCryTakedownRerolled
            | FarCryTakedownTried
            | FarCryTalentLearned
            | FarCryTalentUsed
            | FarCryTargetChosen
            | FarCryTileDamaged
            | FarCryTileDestroyed
            | FarCryTurnEnded
            | FarCryUnitActivated
            | FarCryUnitFinished
            | FarCryUnitPlaced
            | FarCryUnitRemoved
            | FarCryWeaponAwarded
            | FarCryWeaponsArranged
            | FarCryWeaponsSwitched
            | FarCryWhereDrawn
            | FarCryXpGained
            | FarCryZipLineKill
            | FarCryZoneChanged
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
            | MansionsAbilityUsed
            | MansionsAttacked
            | MansionsBarricadeBroken
            | MansionsBarricadeMoved
            | MansionsBarrierCleared
            | MansionsBarrierMet
            | MansionsCombatDrawn
            | MansionsCombatShuffled
            | MansionsCorpsesBurnt
            | MansionsDied
            | MansionsDragged
            | MansionsDragOpened
            | MansionsEvadeAnswered
            | MansionsEvadeOpened
            | MansionsEventResolved
            | MansionsExplored
            | MansionsHarmed
            | MansionsHealed
            | MansionsHid
            | MansionsInvestigatorChosen
            | MansionsItemGiven
            | MansionsItemUsed
            | MansionsKeeperActed
            | MansionsKeeperDiscarded
            | MansionsKeeperDrew
            | MansionsKeeperTurnOpened
            | MansionsLeftHiding
            | MansionsMatchEnded
            | MansionsMatchStarted
            | MansionsModified
            | MansionsMonsterAttacked
            | MansionsMonsterKilled
            | MansionsMonsterMoved
            | MansionsMonsterMovesOpened
            | MansionsMonsterPlaced
            | MansionsMonsterWounded
            | MansionsMoved
            | MansionsMovementSpent
            | MansionsMythosPassed
            | MansionsMythosPlayed
            | MansionsMythosWindowOpened
            | MansionsObjectiveRevealed
            | MansionsPickedUp
            | MansionsPuzzleEnded
            | MansionsPuzzleMoved
            | MansionsPuzzleSkill
            | MansionsPuzzleStarted
            | MansionsRoundStarted
            | MansionsSkillAnswered
            | MansionsSkillOffered
            | MansionsSkillReadied
            | MansionsSpellCast
            | MansionsSpellDrawn
            | MansionsStoryChosen
            | MansionsStunned
            | MansionsStunRecovered
            | MansionsTestAnswered
            | MansionsTestOffered
            | MansionsTestRolled
            | MansionsThreatGained
            | MansionsTimeTokenPlaced
            | MansionsTokenPlaced
            | MansionsTokenRemoved
            | MansionsTradeDone
            | MansionsTradeOpened
            | MansionsTraumaOffered
            | MansionsTraumaPassed
            | MansionsTraumaPlayed
            | MansionsTurnClaimed
            | MansionsTurnEnded
            | MansionsWayChecked
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
                componentsschemas_far_cry_event_type_0 = (
                    FarCryMissionPrepared.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_1 = FarCryCharacterReady.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_2 = FarCryRoundStarted.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_3 = (
                    FarCryPlayersTurnStarted.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_4 = (
                    FarCryEnemiesTurnStarted.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_5 = FarCryUnitActivated.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_6 = FarCryTargetChosen.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_7 = (
                    FarCryEnemyChoiceAsked.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_8 = (
                    FarCryEnemyChoiceMade.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_9 = FarCryUnitFinished.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_10 = FarCryCharacterDone.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_11 = FarCryAnnounced.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_12 = FarCryConditionMet.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_13 = FarCryUnitPlaced.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_14 = (
                    FarCryAnecdoteTurned.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_15 = FarCryMoved.from_dict(data)

                return componentsschemas_far_cry_event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_16 = FarCryTurnEnded.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_17 = FarCryMissionEnded.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_18 = FarCryPickedUp.from_dict(data)

                return componentsschemas_far_cry_event_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_19 = (
                    FarCryWeaponsSwitched.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_20 = FarCryReloaded.from_dict(data)

                return componentsschemas_far_cry_event_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_21 = FarCryOfferMade.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_22 = FarCryOfferAnswered.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_23 = FarCryBandaged.from_dict(data)

                return componentsschemas_far_cry_event_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_24 = FarCryObjectUsed.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_25 = FarCrySaveKept.from_dict(data)

                return componentsschemas_far_cry_event_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_26 = (
                    FarCryMissionDebriefed.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_27 = FarCrySpawnRolled.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_28 = FarCryAllyCommanded.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_29 = FarCryLeafDrawn.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_30 = FarCryBonusRolled.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_31 = (
                    FarCryReactionOffered.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_32 = FarCryReactionTimed.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_33 = (
                    FarCryReactionAnswered.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_34 = (
                    FarCrySteelAbsRolled.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_35 = FarCryRevived.from_dict(data)

                return componentsschemas_far_cry_event_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_36 = (
                    FarCryTakedownRerolled.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_37 = (
                    FarCryAmanitesRerolled.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_38 = FarCryNestRerolled.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_39 = FarCryEffectStarted.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_39
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_40 = FarCryLeafExchanged.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_40
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_41 = (
                    FarCryAttackDeclared.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_41
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_42 = (
                    FarCryAttackResolved.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_42
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_43 = FarCryDamaged.from_dict(data)

                return componentsschemas_far_cry_event_type_43
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_44 = FarCryHealed.from_dict(data)

                return componentsschemas_far_cry_event_type_44
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_45 = FarCryUnitRemoved.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_45
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_46 = FarCryStatusGiven.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_46
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_47 = FarCryStatusCleared.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_47
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_48 = FarCryFireSpread.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_48
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_49 = FarCryTileDamaged.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_49
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_50 = FarCryTileDestroyed.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_50
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_51 = FarCryRubbleFell.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_51
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_52 = FarCryRelicPlaced.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_52
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_53 = (
                    FarCryPlatformCollapsed.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_53
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_54 = FarCryBridgeRolled.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_54
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_55 = FarCryZipLineKill.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_55
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_56 = FarCryInkSpilled.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_56
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_57 = FarCryInkAbsorbed.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_57
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_58 = FarCryWhereDrawn.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_58
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_59 = FarCryWeaponAwarded.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_59
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_60 = FarCryRusesPlaced.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_60
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_61 = FarCryRuseTaken.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_61
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_62 = FarCryOfferLapsed.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_62
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_63 = FarCryNestRolled.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_63
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_64 = FarCryQueueAdvanced.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_64
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_65 = (
                    FarCryAmanitesTriggered.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_65
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_66 = FarCryMpGained.from_dict(data)

                return componentsschemas_far_cry_event_type_66
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_67 = (
                    FarCryFreeAttackResolved.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_67
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_68 = FarCryChainPaused.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_68
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_69 = FarCryChainResumed.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_69
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_70 = FarCryGroupReleased.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_70
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_71 = FarCryCageOpened.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_71
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_72 = FarCryMadnessGained.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_72
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_73 = FarCryXpGained.from_dict(data)

                return componentsschemas_far_cry_event_type_73
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_74 = FarCryStressDrawn.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_74
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_75 = FarCryStressTurned.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_75
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_76 = (
                    FarCryMadnessReturned.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_76
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_77 = FarCryTakedownTried.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_77
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_78 = FarCryTalentUsed.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_78
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_79 = FarCryImpulseUsed.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_79
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_80 = FarCryItemUsed.from_dict(data)

                return componentsschemas_far_cry_event_type_80
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_81 = (
                    FarCryInstabilityAsked.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_81
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_82 = (
                    FarCryInstabilityChosen.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_82
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_83 = FarCryGunBroken.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_83
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_84 = FarCryDoorTurned.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_84
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_85 = FarCryZoneChanged.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_85
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_86 = FarCrySeatTaken.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_86
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_87 = FarCrySeatLeft.from_dict(data)

                return componentsschemas_far_cry_event_type_87
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_88 = FarCryQueueJoined.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_88
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_89 = (
                    FarCryExplorationPrepared.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_89
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_90 = FarCryCardRevealed.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_90
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_91 = (
                    FarCryDestinationChosen.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_91
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_92 = (
                    FarCryDestinationsRevealed.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_92
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_93 = FarCryRerollsBought.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_93
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_94 = FarCryCardResolved.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_94
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_95 = FarCryPathsOpened.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_95
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_96 = FarCryRegrouped.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_96
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_97 = FarCryExplorerDone.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_97
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_98 = (
                    FarCryExplorationRoundStarted.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_98
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_99 = (
                    FarCryExplorationEnded.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_99
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_100 = FarCryCardBought.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_100
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_101 = FarCryCrafted.from_dict(data)

                return componentsschemas_far_cry_event_type_101
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_102 = (
                    FarCryCardTransferred.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_102
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_103 = (
                    FarCryAccessoryFitted.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_103
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_104 = (
                    FarCryWeaponsArranged.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_104
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_105 = (
                    FarCryTalentLearned.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_105
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_106 = FarCrySeatReady.from_dict(
                    data
                )

                return componentsschemas_far_cry_event_type_106
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_107 = (
                    FarCryCampaignEndVoted.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_107
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_event_type_108 = (
                    FarCryCampaignEnded.from_dict(data)
                )

                return componentsschemas_far_cry_event_type_108
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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
                componentsschemas_mansions_event_type_0 = (
                    MansionsMatchStarted.from_dict(data)
                )

                return componentsschemas_mansions_event_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_1 = MansionsStoryChosen.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_2 = (
                    MansionsMonsterPlaced.from_dict(data)
                )

                return componentsschemas_mansions_event_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_3 = (
                    MansionsInvestigatorChosen.from_dict(data)
                )

                return componentsschemas_mansions_event_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_4 = (
                    MansionsRoundStarted.from_dict(data)
                )

                return componentsschemas_mansions_event_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_5 = MansionsTurnClaimed.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_6 = (
                    MansionsSkillReadied.from_dict(data)
                )

                return componentsschemas_mansions_event_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_7 = MansionsTestRolled.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_8 = MansionsMoved.from_dict(data)

                return componentsschemas_mansions_event_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_9 = (
                    MansionsMovementSpent.from_dict(data)
                )

                return componentsschemas_mansions_event_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_10 = (
                    MansionsEvadeOpened.from_dict(data)
                )

                return componentsschemas_mansions_event_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_11 = (
                    MansionsEvadeAnswered.from_dict(data)
                )

                return componentsschemas_mansions_event_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_12 = MansionsHarmed.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_13 = MansionsHealed.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_14 = MansionsDied.from_dict(data)

                return componentsschemas_mansions_event_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_15 = MansionsStunned.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_16 = (
                    MansionsStunRecovered.from_dict(data)
                )

                return componentsschemas_mansions_event_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_17 = MansionsModified.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_18 = (
                    MansionsMonsterWounded.from_dict(data)
                )

                return componentsschemas_mansions_event_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_19 = (
                    MansionsMonsterKilled.from_dict(data)
                )

                return componentsschemas_mansions_event_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_20 = MansionsBarrierMet.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_21 = MansionsWayChecked.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_22 = (
                    MansionsBarrierCleared.from_dict(data)
                )

                return componentsschemas_mansions_event_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_23 = MansionsExplored.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_24 = (
                    MansionsObjectiveRevealed.from_dict(data)
                )

                return componentsschemas_mansions_event_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_25 = (
                    MansionsBarricadeMoved.from_dict(data)
                )

                return componentsschemas_mansions_event_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_26 = MansionsHid.from_dict(data)

                return componentsschemas_mansions_event_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_27 = MansionsLeftHiding.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_28 = MansionsPickedUp.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_29 = (
                    MansionsCorpsesBurnt.from_dict(data)
                )

                return componentsschemas_mansions_event_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_30 = MansionsItemUsed.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_31 = MansionsTurnEnded.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_32 = (
                    MansionsTradeOpened.from_dict(data)
                )

                return componentsschemas_mansions_event_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_33 = MansionsItemGiven.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_34 = MansionsTradeDone.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_35 = (
                    MansionsThreatGained.from_dict(data)
                )

                return componentsschemas_mansions_event_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_36 = (
                    MansionsKeeperTurnOpened.from_dict(data)
                )

                return componentsschemas_mansions_event_type_36
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_37 = (
                    MansionsTimeTokenPlaced.from_dict(data)
                )

                return componentsschemas_mansions_event_type_37
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_38 = (
                    MansionsEventResolved.from_dict(data)
                )

                return componentsschemas_mansions_event_type_38
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_39 = (
                    MansionsTokenPlaced.from_dict(data)
                )

                return componentsschemas_mansions_event_type_39
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_40 = (
                    MansionsTokenRemoved.from_dict(data)
                )

                return componentsschemas_mansions_event_type_40
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_41 = MansionsMatchEnded.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_41
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_42 = (
                    MansionsCombatShuffled.from_dict(data)
                )

                return componentsschemas_mansions_event_type_42
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_43 = (
                    MansionsCombatDrawn.from_dict(data)
                )

                return componentsschemas_mansions_event_type_43
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_44 = MansionsAttacked.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_44
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_45 = (
                    MansionsMonsterAttacked.from_dict(data)
                )

                return componentsschemas_mansions_event_type_45
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_46 = (
                    MansionsSkillOffered.from_dict(data)
                )

                return componentsschemas_mansions_event_type_46
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_47 = (
                    MansionsSkillAnswered.from_dict(data)
                )

                return componentsschemas_mansions_event_type_47
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_48 = (
                    MansionsTestOffered.from_dict(data)
                )

                return componentsschemas_mansions_event_type_48
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_49 = (
                    MansionsTestAnswered.from_dict(data)
                )

                return componentsschemas_mansions_event_type_49
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_50 = MansionsDragOpened.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_50
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_51 = MansionsDragged.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_51
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_52 = (
                    MansionsPuzzleStarted.from_dict(data)
                )

                return componentsschemas_mansions_event_type_52
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_53 = (
                    MansionsPuzzleSkill.from_dict(data)
                )

                return componentsschemas_mansions_event_type_53
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_54 = (
                    MansionsPuzzleMoved.from_dict(data)
                )

                return componentsschemas_mansions_event_type_54
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_55 = (
                    MansionsPuzzleEnded.from_dict(data)
                )

                return componentsschemas_mansions_event_type_55
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_56 = MansionsSpellCast.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_56
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_57 = MansionsSpellDrawn.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_57
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_58 = (
                    MansionsAbilityUsed.from_dict(data)
                )

                return componentsschemas_mansions_event_type_58
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_59 = MansionsKeeperDrew.from_dict(
                    data
                )

                return componentsschemas_mansions_event_type_59
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_60 = (
                    MansionsKeeperActed.from_dict(data)
                )

                return componentsschemas_mansions_event_type_60
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_61 = (
                    MansionsMonsterMovesOpened.from_dict(data)
                )

                return componentsschemas_mansions_event_type_61
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_62 = (
                    MansionsMonsterMoved.from_dict(data)
                )

                return componentsschemas_mansions_event_type_62
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_63 = (
                    MansionsBarricadeBroken.from_dict(data)
                )

                return componentsschemas_mansions_event_type_63
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_64 = (
                    MansionsKeeperDiscarded.from_dict(data)
                )

                return componentsschemas_mansions_event_type_64
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_65 = (
                    MansionsTraumaOffered.from_dict(data)
                )

                return componentsschemas_mansions_event_type_65
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_66 = (
                    MansionsTraumaPlayed.from_dict(data)
                )

                return componentsschemas_mansions_event_type_66
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_67 = (
                    MansionsTraumaPassed.from_dict(data)
                )

                return componentsschemas_mansions_event_type_67
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_68 = (
                    MansionsMythosWindowOpened.from_dict(data)
                )

                return componentsschemas_mansions_event_type_68
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_69 = (
                    MansionsMythosPlayed.from_dict(data)
                )

                return componentsschemas_mansions_event_type_69
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_event_type_70 = (
                    MansionsMythosPassed.from_dict(data)
                )

                return componentsschemas_mansions_event_type_70
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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
                data_type_6 = MatchCreatedEntry.from_dict(data)

                return data_type_6
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
                | FarCryAccessoryFitted
                | FarCryAllyCommanded
                | FarCryAmanitesRerolled
                | FarCryAmanitesTriggered
                | FarCryAnecdoteTurned
                | FarCryAnnounced
                | FarCryAttackDeclared
                | FarCryAttackResolved
                | FarCryBandaged
                | FarCryBonusRolled
                | FarCryBridgeRolled
                | FarCryCageOpened
                | FarCryCampaignEnded
                | FarCryCampaignEndVoted
                | FarCryCardBought
                | FarCryCardResolved
                | FarCryCardRevealed
                | FarCryCardTransferred
                | FarCryChainPaused
                | FarCryChainResumed
                | FarCryCharacterDone
                | FarCryCharacterReady
                | FarCryConditionMet
                | FarCryCrafted
                | FarCryDamaged
                | FarCryDestinationChosen
                | FarCryDestinationsRevealed
                | FarCryDoorTurned
                | FarCryEffectStarted
                | FarCryEnemiesTurnStarted
                | FarCryEnemyChoiceAsked
                | FarCryEnemyChoiceMade
                | FarCryExplorationEnded
                | FarCryExplorationPrepared
                | FarCryExplorationRoundStarted
                | FarCryExplorerDone
                | FarCryFireSpread
                | FarCryFreeAttackResolved
                | FarCryGroupReleased
                | FarCryGunBroken
                | FarCryHealed
                | FarCryImpulseUsed
                | FarCryInkAbsorbed
                | FarCryInkSpilled
                | FarCryInstabilityAsked
                | FarCryInstabilityChosen
                | FarCryItemUsed
                | FarCryLeafDrawn
                | FarCryLeafExchanged
                | FarCryMadnessGained
                | FarCryMadnessReturned
                | FarCryMissionDebriefed
                | FarCryMissionEnded
                | FarCryMissionPrepared
                | FarCryMoved
                | FarCryMpGained
                | FarCryNestRerolled
                | FarCryNestRolled
                | FarCryObjectUsed
                | FarCryOfferAnswered
                | FarCryOfferLapsed
                | FarCryOfferMade
                | FarCryPathsOpened
                | FarCryPickedUp
                | FarCryPlatformCollapsed
                | FarCryPlayersTurnStarted
                | FarCryQueueAdvanced
                | FarCryQueueJoined
                | FarCryReactionAnswered
                | FarCryReactionOffered
                | FarCryReactionTimed
                | FarCryRegrouped
                | FarCryRelicPlaced
                | FarCryReloaded
                | FarCryRerollsBought
                | FarCryRevived
                | FarCryRoundStarted
                | FarCryRubbleFell
                | FarCryRusesPlaced
                | FarCryRuseTaken
                | FarCrySaveKept
                | FarCrySeatLeft
                | FarCrySeatReady
                | FarCrySeatTaken
                | FarCrySpawnRolled
                | FarCryStatusCleared
                | FarCryStatusGiven
                | FarCrySteelAbsRolled
                | FarCryStressDrawn
                | FarCryStressTurned
                | FarCryTakedownRerolled
                | FarCryTakedownTried
                | FarCryTalentLearned
                | FarCryTalentUsed
                | FarCryTargetChosen
                | FarCryTileDamaged
                | FarCryTileDestroyed
                | FarCryTurnEnded
                | FarCryUnitActivated
                | FarCryUnitFinished
                | FarCryUnitPlaced
                | FarCryUnitRemoved
                | FarCryWeaponAwarded
                | FarCryWeaponsArranged
                | FarCryWeaponsSwitched
                | FarCryWhereDrawn
                | FarCryXpGained
                | FarCryZipLineKill
                | FarCryZoneChanged
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
                | MansionsAbilityUsed
                | MansionsAttacked
                | MansionsBarricadeBroken
                | MansionsBarricadeMoved
                | MansionsBarrierCleared
                | MansionsBarrierMet
                | MansionsCombatDrawn
                | MansionsCombatShuffled
                | MansionsCorpsesBurnt
                | MansionsDied
                | MansionsDragged
                | MansionsDragOpened
                | MansionsEvadeAnswered
                | MansionsEvadeOpened
                | MansionsEventResolved
                | MansionsExplored
                | MansionsHarmed
                | MansionsHealed
                | MansionsHid
                | MansionsInvestigatorChosen
                | MansionsItemGiven
                | MansionsItemUsed
                | MansionsKeeperActed
                | MansionsKeeperDiscarded
                | MansionsKeeperDrew
                | MansionsKeeperTurnOpened
                | MansionsLeftHiding
                | MansionsMatchEnded
                | MansionsMatchStarted
                | MansionsModified
                | MansionsMonsterAttacked
                | MansionsMonsterKilled
                | MansionsMonsterMoved
                | MansionsMonsterMovesOpened
                | MansionsMonsterPlaced
                | MansionsMonsterWounded
                | MansionsMoved
                | MansionsMovementSpent
                | MansionsMythosPassed
                | MansionsMythosPlayed
                | MansionsMythosWindowOpened
                | MansionsObjectiveRevealed
                | MansionsPickedUp
                | MansionsPuzzleEnded
                | MansionsPuzzleMoved
                | MansionsPuzzleSkill
                | MansionsPuzzleStarted
                | MansionsRoundStarted
                | MansionsSkillAnswered
                | MansionsSkillOffered
                | MansionsSkillReadied
                | MansionsSpellCast
                | MansionsSpellDrawn
                | MansionsStoryChosen
                | MansionsStunned
                | MansionsStunRecovered
                | MansionsTestAnswered
                | MansionsTestOffered
                | MansionsTestRolled
                | MansionsThreatGained
                | MansionsTimeTokenPlaced
                | MansionsTokenPlaced
                | MansionsTokenRemoved
                | MansionsTradeDone
                | MansionsTradeOpened
                | MansionsTraumaOffered
                | MansionsTraumaPassed
                | MansionsTraumaPlayed
                | MansionsTurnClaimed
                | MansionsTurnEnded
                | MansionsWayChecked
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
