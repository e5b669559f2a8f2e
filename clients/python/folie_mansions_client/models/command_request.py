from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.mansions_attack import MansionsAttack
    from ..models.mansions_attempt_puzzle import MansionsAttemptPuzzle
    from ..models.mansions_cast_spell import MansionsCastSpell
    from ..models.mansions_choose_investigator import MansionsChooseInvestigator
    from ..models.mansions_choose_story import MansionsChooseStory
    from ..models.mansions_claim_turn import MansionsClaimTurn
    from ..models.mansions_deal_damage import MansionsDealDamage
    from ..models.mansions_drag_investigator import MansionsDragInvestigator
    from ..models.mansions_end_keeper_turn import MansionsEndKeeperTurn
    from ..models.mansions_end_trade import MansionsEndTrade
    from ..models.mansions_end_turn import MansionsEndTurn
    from ..models.mansions_explore import MansionsExplore
    from ..models.mansions_give import MansionsGive
    from ..models.mansions_hide import MansionsHide
    from ..models.mansions_keeper_action import MansionsKeeperAction
    from ..models.mansions_leave_hiding import MansionsLeaveHiding
    from ..models.mansions_monster_attack import MansionsMonsterAttack
    from ..models.mansions_move import MansionsMove
    from ..models.mansions_move_barricade import MansionsMoveBarricade
    from ..models.mansions_move_monster import MansionsMoveMonster
    from ..models.mansions_pass_mythos import MansionsPassMythos
    from ..models.mansions_pass_skill import MansionsPassSkill
    from ..models.mansions_pass_trauma import MansionsPassTrauma
    from ..models.mansions_pick_up import MansionsPickUp
    from ..models.mansions_play_mythos import MansionsPlayMythos
    from ..models.mansions_play_trauma import MansionsPlayTrauma
    from ..models.mansions_puzzle_skill_point import MansionsPuzzleSkillPoint
    from ..models.mansions_ready_skill import MansionsReadySkill
    from ..models.mansions_spare import MansionsSpare
    from ..models.mansions_stop_puzzle import MansionsStopPuzzle
    from ..models.mansions_swap_runes import MansionsSwapRunes
    from ..models.mansions_tend_campfire import MansionsTendCampfire
    from ..models.mansions_turn_dial import MansionsTurnDial
    from ..models.mansions_turn_piece import MansionsTurnPiece
    from ..models.mansions_use_ability import MansionsUseAbility
    from ..models.mansions_use_item import MansionsUseItem


T = TypeVar("T", bound="CommandRequest")


@_attrs_define
class CommandRequest:
    """A command for the seat that owns the bearer token.

    `command` is `{"action": ..., <params>...}` as listed in the view's `legal_actions`;
    `expected_version` (optional) makes the request fail with 409 if the match moved on.

        Attributes:
            command (MansionsAttack | MansionsAttemptPuzzle | MansionsCastSpell | MansionsChooseInvestigator |
                MansionsChooseStory | MansionsClaimTurn | MansionsDealDamage | MansionsDragInvestigator | MansionsEndKeeperTurn
                | MansionsEndTrade | MansionsEndTurn | MansionsExplore | MansionsGive | MansionsHide | MansionsKeeperAction |
                MansionsLeaveHiding | MansionsMonsterAttack | MansionsMove | MansionsMoveBarricade | MansionsMoveMonster |
                MansionsPassMythos | MansionsPassSkill | MansionsPassTrauma | MansionsPickUp | MansionsPlayMythos |
                MansionsPlayTrauma | MansionsPuzzleSkillPoint | MansionsReadySkill | MansionsSpare | MansionsStopPuzzle |
                MansionsSwapRunes | MansionsTendCampfire | MansionsTurnDial | MansionsTurnPiece | MansionsUseAbility |
                MansionsUseItem): A command of Mansions of Madness, built from a `LegalAction`: `{"action": action, **fixed,
                <param>: <value>...}`.
            expected_version (int | None | Unset): The match's version the command was built against: the request fails with
                409 if the match moved on.
    """

    command: (
        MansionsAttack
        | MansionsAttemptPuzzle
        | MansionsCastSpell
        | MansionsChooseInvestigator
        | MansionsChooseStory
        | MansionsClaimTurn
        | MansionsDealDamage
        | MansionsDragInvestigator
        | MansionsEndKeeperTurn
        | MansionsEndTrade
        | MansionsEndTurn
        | MansionsExplore
        | MansionsGive
        | MansionsHide
        | MansionsKeeperAction
        | MansionsLeaveHiding
        | MansionsMonsterAttack
        | MansionsMove
        | MansionsMoveBarricade
        | MansionsMoveMonster
        | MansionsPassMythos
        | MansionsPassSkill
        | MansionsPassTrauma
        | MansionsPickUp
        | MansionsPlayMythos
        | MansionsPlayTrauma
        | MansionsPuzzleSkillPoint
        | MansionsReadySkill
        | MansionsSpare
        | MansionsStopPuzzle
        | MansionsSwapRunes
        | MansionsTendCampfire
        | MansionsTurnDial
        | MansionsTurnPiece
        | MansionsUseAbility
        | MansionsUseItem
    )
    expected_version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.mansions_attack import MansionsAttack
        from ..models.mansions_attempt_puzzle import MansionsAttemptPuzzle
        from ..models.mansions_cast_spell import MansionsCastSpell
        from ..models.mansions_choose_investigator import MansionsChooseInvestigator
        from ..models.mansions_choose_story import MansionsChooseStory
        from ..models.mansions_claim_turn import MansionsClaimTurn
        from ..models.mansions_deal_damage import MansionsDealDamage
        from ..models.mansions_drag_investigator import MansionsDragInvestigator
        from ..models.mansions_end_keeper_turn import MansionsEndKeeperTurn
        from ..models.mansions_end_trade import MansionsEndTrade
        from ..models.mansions_end_turn import MansionsEndTurn
        from ..models.mansions_explore import MansionsExplore
        from ..models.mansions_give import MansionsGive
        from ..models.mansions_hide import MansionsHide
        from ..models.mansions_keeper_action import MansionsKeeperAction
        from ..models.mansions_leave_hiding import MansionsLeaveHiding
        from ..models.mansions_monster_attack import MansionsMonsterAttack
        from ..models.mansions_move import MansionsMove
        from ..models.mansions_move_barricade import MansionsMoveBarricade
        from ..models.mansions_move_monster import MansionsMoveMonster
        from ..models.mansions_pass_skill import MansionsPassSkill
        from ..models.mansions_pass_trauma import MansionsPassTrauma
        from ..models.mansions_pick_up import MansionsPickUp
        from ..models.mansions_play_mythos import MansionsPlayMythos
        from ..models.mansions_play_trauma import MansionsPlayTrauma
        from ..models.mansions_puzzle_skill_point import MansionsPuzzleSkillPoint
        from ..models.mansions_ready_skill import MansionsReadySkill
        from ..models.mansions_spare import MansionsSpare
        from ..models.mansions_stop_puzzle import MansionsStopPuzzle
        from ..models.mansions_swap_runes import MansionsSwapRunes
        from ..models.mansions_tend_campfire import MansionsTendCampfire
        from ..models.mansions_turn_dial import MansionsTurnDial
        from ..models.mansions_turn_piece import MansionsTurnPiece
        from ..models.mansions_use_ability import MansionsUseAbility
        from ..models.mansions_use_item import MansionsUseItem

        command: dict[str, Any]
        if (
            isinstance(self.command, MansionsChooseStory)
            or isinstance(self.command, MansionsChooseInvestigator)
            or isinstance(self.command, MansionsClaimTurn)
            or isinstance(self.command, MansionsMove)
            or isinstance(self.command, MansionsExplore)
            or isinstance(self.command, MansionsReadySkill)
            or isinstance(self.command, MansionsPassSkill)
            or isinstance(self.command, MansionsMoveBarricade)
            or isinstance(self.command, MansionsHide)
            or isinstance(self.command, MansionsLeaveHiding)
            or isinstance(self.command, MansionsPickUp)
            or isinstance(self.command, MansionsTendCampfire)
            or isinstance(self.command, MansionsUseItem)
            or isinstance(self.command, MansionsEndTurn)
            or isinstance(self.command, MansionsDealDamage)
            or isinstance(self.command, MansionsSpare)
            or isinstance(self.command, MansionsGive)
            or isinstance(self.command, MansionsEndTrade)
            or isinstance(self.command, MansionsEndKeeperTurn)
            or isinstance(self.command, MansionsAttack)
            or isinstance(self.command, MansionsMonsterAttack)
            or isinstance(self.command, MansionsDragInvestigator)
            or isinstance(self.command, MansionsAttemptPuzzle)
            or isinstance(self.command, MansionsTurnDial)
            or isinstance(self.command, MansionsSwapRunes)
            or isinstance(self.command, MansionsTurnPiece)
            or isinstance(self.command, MansionsPuzzleSkillPoint)
            or isinstance(self.command, MansionsStopPuzzle)
            or isinstance(self.command, MansionsCastSpell)
            or isinstance(self.command, MansionsUseAbility)
            or isinstance(self.command, MansionsKeeperAction)
            or isinstance(self.command, MansionsMoveMonster)
            or isinstance(self.command, MansionsPlayTrauma)
            or isinstance(self.command, MansionsPassTrauma)
            or isinstance(self.command, MansionsPlayMythos)
        ):
            command = self.command.to_dict()
        else:
            command = self.command.to_dict()

        expected_version: int | None | Unset
        if isinstance(self.expected_version, Unset):
            expected_version = UNSET
        else:
            expected_version = self.expected_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "command": command,
            }
        )
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.mansions_attack import MansionsAttack
        from ..models.mansions_attempt_puzzle import MansionsAttemptPuzzle
        from ..models.mansions_cast_spell import MansionsCastSpell
        from ..models.mansions_choose_investigator import MansionsChooseInvestigator
        from ..models.mansions_choose_story import MansionsChooseStory
        from ..models.mansions_claim_turn import MansionsClaimTurn
        from ..models.mansions_deal_damage import MansionsDealDamage
        from ..models.mansions_drag_investigator import MansionsDragInvestigator
        from ..models.mansions_end_keeper_turn import MansionsEndKeeperTurn
        from ..models.mansions_end_trade import MansionsEndTrade
        from ..models.mansions_end_turn import MansionsEndTurn
        from ..models.mansions_explore import MansionsExplore
        from ..models.mansions_give import MansionsGive
        from ..models.mansions_hide import MansionsHide
        from ..models.mansions_keeper_action import MansionsKeeperAction
        from ..models.mansions_leave_hiding import MansionsLeaveHiding
        from ..models.mansions_monster_attack import MansionsMonsterAttack
        from ..models.mansions_move import MansionsMove
        from ..models.mansions_move_barricade import MansionsMoveBarricade
        from ..models.mansions_move_monster import MansionsMoveMonster
        from ..models.mansions_pass_mythos import MansionsPassMythos
        from ..models.mansions_pass_skill import MansionsPassSkill
        from ..models.mansions_pass_trauma import MansionsPassTrauma
        from ..models.mansions_pick_up import MansionsPickUp
        from ..models.mansions_play_mythos import MansionsPlayMythos
        from ..models.mansions_play_trauma import MansionsPlayTrauma
        from ..models.mansions_puzzle_skill_point import MansionsPuzzleSkillPoint
        from ..models.mansions_ready_skill import MansionsReadySkill
        from ..models.mansions_spare import MansionsSpare
        from ..models.mansions_stop_puzzle import MansionsStopPuzzle
        from ..models.mansions_swap_runes import MansionsSwapRunes
        from ..models.mansions_tend_campfire import MansionsTendCampfire
        from ..models.mansions_turn_dial import MansionsTurnDial
        from ..models.mansions_turn_piece import MansionsTurnPiece
        from ..models.mansions_use_ability import MansionsUseAbility
        from ..models.mansions_use_item import MansionsUseItem

        d = dict(src_dict)

        def _parse_command(
            data: object,
        ) -> (
            MansionsAttack
            | MansionsAttemptPuzzle
            | MansionsCastSpell
            | MansionsChooseInvestigator
            | MansionsChooseStory
            | MansionsClaimTurn
            | MansionsDealDamage
            | MansionsDragInvestigator
            | MansionsEndKeeperTurn
            | MansionsEndTrade
            | MansionsEndTurn
            | MansionsExplore
            | MansionsGive
            | MansionsHide
            | MansionsKeeperAction
            | MansionsLeaveHiding
            | MansionsMonsterAttack
            | MansionsMove
            | MansionsMoveBarricade
            | MansionsMoveMonster
            | MansionsPassMythos
            | MansionsPassSkill
            | MansionsPassTrauma
            | MansionsPickUp
            | MansionsPlayMythos
            | MansionsPlayTrauma
            | MansionsPuzzleSkillPoint
            | MansionsReadySkill
            | MansionsSpare
            | MansionsStopPuzzle
            | MansionsSwapRunes
            | MansionsTendCampfire
            | MansionsTurnDial
            | MansionsTurnPiece
            | MansionsUseAbility
            | MansionsUseItem
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_0 = (
                    MansionsChooseStory.from_dict(data)
                )

                return componentsschemas_mansions_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_1 = (
                    MansionsChooseInvestigator.from_dict(data)
                )

                return componentsschemas_mansions_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_2 = MansionsClaimTurn.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_3 = MansionsMove.from_dict(data)

                return componentsschemas_mansions_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_4 = MansionsExplore.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_5 = (
                    MansionsReadySkill.from_dict(data)
                )

                return componentsschemas_mansions_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_6 = MansionsPassSkill.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_7 = (
                    MansionsMoveBarricade.from_dict(data)
                )

                return componentsschemas_mansions_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_8 = MansionsHide.from_dict(data)

                return componentsschemas_mansions_command_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_9 = (
                    MansionsLeaveHiding.from_dict(data)
                )

                return componentsschemas_mansions_command_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_10 = MansionsPickUp.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_11 = (
                    MansionsTendCampfire.from_dict(data)
                )

                return componentsschemas_mansions_command_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_12 = MansionsUseItem.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_13 = MansionsEndTurn.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_14 = (
                    MansionsDealDamage.from_dict(data)
                )

                return componentsschemas_mansions_command_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_15 = MansionsSpare.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_16 = MansionsGive.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_17 = MansionsEndTrade.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_18 = (
                    MansionsEndKeeperTurn.from_dict(data)
                )

                return componentsschemas_mansions_command_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_19 = MansionsAttack.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_20 = (
                    MansionsMonsterAttack.from_dict(data)
                )

                return componentsschemas_mansions_command_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_21 = (
                    MansionsDragInvestigator.from_dict(data)
                )

                return componentsschemas_mansions_command_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_22 = (
                    MansionsAttemptPuzzle.from_dict(data)
                )

                return componentsschemas_mansions_command_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_23 = MansionsTurnDial.from_dict(
                    data
                )

                return componentsschemas_mansions_command_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_24 = (
                    MansionsSwapRunes.from_dict(data)
                )

                return componentsschemas_mansions_command_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_25 = (
                    MansionsTurnPiece.from_dict(data)
                )

                return componentsschemas_mansions_command_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_26 = (
                    MansionsPuzzleSkillPoint.from_dict(data)
                )

                return componentsschemas_mansions_command_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_27 = (
                    MansionsStopPuzzle.from_dict(data)
                )

                return componentsschemas_mansions_command_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_28 = (
                    MansionsCastSpell.from_dict(data)
                )

                return componentsschemas_mansions_command_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_29 = (
                    MansionsUseAbility.from_dict(data)
                )

                return componentsschemas_mansions_command_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_30 = (
                    MansionsKeeperAction.from_dict(data)
                )

                return componentsschemas_mansions_command_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_31 = (
                    MansionsMoveMonster.from_dict(data)
                )

                return componentsschemas_mansions_command_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_32 = (
                    MansionsPlayTrauma.from_dict(data)
                )

                return componentsschemas_mansions_command_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_33 = (
                    MansionsPassTrauma.from_dict(data)
                )

                return componentsschemas_mansions_command_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_mansions_command_type_34 = (
                    MansionsPlayMythos.from_dict(data)
                )

                return componentsschemas_mansions_command_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_mansions_command_type_35 = MansionsPassMythos.from_dict(
                data
            )

            return componentsschemas_mansions_command_type_35

        command = _parse_command(d.pop("command"))

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        command_request = cls(
            command=command,
            expected_version=expected_version,
        )

        return command_request
