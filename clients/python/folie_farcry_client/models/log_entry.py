from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
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
        data (ChatPosted | FarCryAccessoryFitted | FarCryAllyCommanded | FarCryAmanitesRerolled |
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
            FarCryZoneChanged | MatchCreatedEntry | None | StandInActed | StandInEnded | StandInStarted | UndoAnswered |
            Undone | UndoRequested): The event: `FarCryEvent`, the platform's (`PlatformEvent`), `match_created`'s public
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
            isinstance(self.data, FarCryMissionPrepared)
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
