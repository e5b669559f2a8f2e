from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

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
    from ..models.mansions_rolled import MansionsRolled
    from ..models.mansions_spare import MansionsSpare
    from ..models.mansions_stop_puzzle import MansionsStopPuzzle
    from ..models.mansions_swap_runes import MansionsSwapRunes
    from ..models.mansions_tend_campfire import MansionsTendCampfire
    from ..models.mansions_turn_dial import MansionsTurnDial
    from ..models.mansions_turn_piece import MansionsTurnPiece
    from ..models.mansions_use_ability import MansionsUseAbility
    from ..models.mansions_use_item import MansionsUseItem


T = TypeVar("T", bound="MansionsTestPrompt")


@_attrs_define
class MansionsTestPrompt:
    """A test about to be rolled waits for its investigator's answer: a skill point on it or not (L88
    "pour un test, avant le jet de dé", H-43, R-H-19). The decision that reached the test (`command`
    of seat `actor` at `now`, or the deadlines passed at `now` when `actor` is None) is held,
    not applied: the answer decides it again from this state with the generator it started with
    (`rng`, the keeper's and the server's only) and every answer so far (`answers`), so the dice
    rolled before the test (`rolled`, public) fall the same and nothing is half done meanwhile.

        Attributes:
            actor (int | None): The seat whose command reached the test; `null` when deadlines passing did.
            answers (list[bool]): Every answer so far in this decision (true: a point spent).
            attribute (str): The attribute tested.
            boosted (int): The number to roll at or under with the point (luck added).
            command (MansionsAttack | MansionsAttemptPuzzle | MansionsCastSpell | MansionsChooseInvestigator |
                MansionsChooseStory | MansionsClaimTurn | MansionsDealDamage | MansionsDragInvestigator | MansionsEndKeeperTurn
                | MansionsEndTrade | MansionsEndTurn | MansionsExplore | MansionsGive | MansionsHide | MansionsKeeperAction |
                MansionsLeaveHiding | MansionsMonsterAttack | MansionsMove | MansionsMoveBarricade | MansionsMoveMonster |
                MansionsPassMythos | MansionsPassSkill | MansionsPassTrauma | MansionsPickUp | MansionsPlayMythos |
                MansionsPlayTrauma | MansionsPuzzleSkillPoint | MansionsReadySkill | MansionsSpare | MansionsStopPuzzle |
                MansionsSwapRunes | MansionsTendCampfire | MansionsTurnDial | MansionsTurnPiece | MansionsUseAbility |
                MansionsUseItem | None): The held command, decided again with the answer; `null` when deadlines passing reached
                the test.
            deadline (float | None): When the prompt lapses, server time in Unix seconds; `null` without a time limit.
            now (float): The server time of the held decision, Unix seconds.
            number (int): The prompt's number in the match (its id).
            rng (int): The seed of the generator the held decision started with.
            rolled (list[MansionsRolled]): The tests the held decision rolled before this one (public).
            seat (int): The tested investigator's seat.
            target (int): The modified attribute without the point; `boosted` with it (luck added).
            why (str): What asked for the test (as `TestRolled.why`).
    """

    actor: int | None
    answers: list[bool]
    attribute: str
    boosted: int
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
        | None
    )
    deadline: float | None
    now: float
    number: int
    rng: int
    rolled: list[MansionsRolled]
    seat: int
    target: int
    why: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

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

        actor: int | None
        actor = self.actor

        answers = self.answers

        attribute = self.attribute

        boosted = self.boosted

        command: dict[str, Any] | None
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
            or isinstance(self.command, MansionsPassMythos)
        ):
            command = self.command.to_dict()
        else:
            command = self.command

        deadline: float | None
        deadline = self.deadline

        now = self.now

        number = self.number

        rng = self.rng

        rolled = []
        for rolled_item_data in self.rolled:
            rolled_item = rolled_item_data.to_dict()
            rolled.append(rolled_item)

        seat = self.seat

        target = self.target

        why = self.why

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "actor": actor,
                "answers": answers,
                "attribute": attribute,
                "boosted": boosted,
                "command": command,
                "deadline": deadline,
                "now": now,
                "number": number,
                "rng": rng,
                "rolled": rolled,
                "seat": seat,
                "target": target,
                "why": why,
            }
        )

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
        from ..models.mansions_rolled import MansionsRolled
        from ..models.mansions_spare import MansionsSpare
        from ..models.mansions_stop_puzzle import MansionsStopPuzzle
        from ..models.mansions_swap_runes import MansionsSwapRunes
        from ..models.mansions_tend_campfire import MansionsTendCampfire
        from ..models.mansions_turn_dial import MansionsTurnDial
        from ..models.mansions_turn_piece import MansionsTurnPiece
        from ..models.mansions_use_ability import MansionsUseAbility
        from ..models.mansions_use_item import MansionsUseItem

        d = dict(src_dict)

        def _parse_actor(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        actor = _parse_actor(d.pop("actor"))

        answers = cast(list[bool], d.pop("answers"))

        attribute = d.pop("attribute")

        boosted = d.pop("boosted")

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
            | None
        ):
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_0 = MansionsChooseStory.from_dict(data)

                return command_type_0_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_1 = MansionsChooseInvestigator.from_dict(data)

                return command_type_0_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_2 = MansionsClaimTurn.from_dict(data)

                return command_type_0_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_3 = MansionsMove.from_dict(data)

                return command_type_0_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_4 = MansionsExplore.from_dict(data)

                return command_type_0_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_5 = MansionsReadySkill.from_dict(data)

                return command_type_0_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_6 = MansionsPassSkill.from_dict(data)

                return command_type_0_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_7 = MansionsMoveBarricade.from_dict(data)

                return command_type_0_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_8 = MansionsHide.from_dict(data)

                return command_type_0_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_9 = MansionsLeaveHiding.from_dict(data)

                return command_type_0_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_10 = MansionsPickUp.from_dict(data)

                return command_type_0_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_11 = MansionsTendCampfire.from_dict(data)

                return command_type_0_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_12 = MansionsUseItem.from_dict(data)

                return command_type_0_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_13 = MansionsEndTurn.from_dict(data)

                return command_type_0_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_14 = MansionsDealDamage.from_dict(data)

                return command_type_0_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_15 = MansionsSpare.from_dict(data)

                return command_type_0_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_16 = MansionsGive.from_dict(data)

                return command_type_0_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_17 = MansionsEndTrade.from_dict(data)

                return command_type_0_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_18 = MansionsEndKeeperTurn.from_dict(data)

                return command_type_0_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_19 = MansionsAttack.from_dict(data)

                return command_type_0_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_20 = MansionsMonsterAttack.from_dict(data)

                return command_type_0_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_21 = MansionsDragInvestigator.from_dict(data)

                return command_type_0_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_22 = MansionsAttemptPuzzle.from_dict(data)

                return command_type_0_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_23 = MansionsTurnDial.from_dict(data)

                return command_type_0_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_24 = MansionsSwapRunes.from_dict(data)

                return command_type_0_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_25 = MansionsTurnPiece.from_dict(data)

                return command_type_0_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_26 = MansionsPuzzleSkillPoint.from_dict(data)

                return command_type_0_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_27 = MansionsStopPuzzle.from_dict(data)

                return command_type_0_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_28 = MansionsCastSpell.from_dict(data)

                return command_type_0_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_29 = MansionsUseAbility.from_dict(data)

                return command_type_0_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_30 = MansionsKeeperAction.from_dict(data)

                return command_type_0_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_31 = MansionsMoveMonster.from_dict(data)

                return command_type_0_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_32 = MansionsPlayTrauma.from_dict(data)

                return command_type_0_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_33 = MansionsPassTrauma.from_dict(data)

                return command_type_0_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_34 = MansionsPlayMythos.from_dict(data)

                return command_type_0_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                command_type_0_type_35 = MansionsPassMythos.from_dict(data)

                return command_type_0_type_35
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
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
                | None,
                data,
            )

        command = _parse_command(d.pop("command"))

        def _parse_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        now = d.pop("now")

        number = d.pop("number")

        rng = d.pop("rng")

        rolled = []
        _rolled = d.pop("rolled")
        for rolled_item_data in _rolled:
            rolled_item = MansionsRolled.from_dict(rolled_item_data)

            rolled.append(rolled_item)

        seat = d.pop("seat")

        target = d.pop("target")

        why = d.pop("why")

        mansions_test_prompt = cls(
            actor=actor,
            answers=answers,
            attribute=attribute,
            boosted=boosted,
            command=command,
            deadline=deadline,
            now=now,
            number=number,
            rng=rng,
            rolled=rolled,
            seat=seat,
            target=target,
            why=why,
        )

        mansions_test_prompt.additional_properties = d
        return mansions_test_prompt

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
