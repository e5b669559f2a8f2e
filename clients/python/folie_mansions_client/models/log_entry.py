from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.chat_posted import ChatPosted
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
        data (ChatPosted | MansionsAbilityUsed | MansionsAttacked | MansionsBarricadeBroken | MansionsBarricadeMoved |
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
            MansionsWayChecked | MatchCreatedEntry | None | StandInActed | StandInEnded | StandInStarted | UndoAnswered |
            Undone | UndoRequested): The event: `MansionsEvent`, the platform's (`PlatformEvent`), `match_created`'s public
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
        from ..models.stand_in_acted import StandInActed
        from ..models.stand_in_ended import StandInEnded
        from ..models.stand_in_started import StandInStarted
        from ..models.undo_answered import UndoAnswered
        from ..models.undo_requested import UndoRequested
        from ..models.undone import Undone

        at = self.at

        data: dict[str, Any] | None
        if (
            isinstance(self.data, MansionsMatchStarted)
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
