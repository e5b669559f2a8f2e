from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.far_cry_ally_attack import FarCryAllyAttack
    from ..models.far_cry_ally_move import FarCryAllyMove
    from ..models.far_cry_answer_offer import FarCryAnswerOffer
    from ..models.far_cry_arrange import FarCryArrange
    from ..models.far_cry_attack import FarCryAttack
    from ..models.far_cry_bandage import FarCryBandage
    from ..models.far_cry_buy import FarCryBuy
    from ..models.far_cry_choose import FarCryChoose
    from ..models.far_cry_climb_down import FarCryClimbDown
    from ..models.far_cry_craft import FarCryCraft
    from ..models.far_cry_end_campaign import FarCryEndCampaign
    from ..models.far_cry_end_turn import FarCryEndTurn
    from ..models.far_cry_explore_choose import FarCryExploreChoose
    from ..models.far_cry_explore_pass import FarCryExplorePass
    from ..models.far_cry_explore_regroup import FarCryExploreRegroup
    from ..models.far_cry_explore_rerolls import FarCryExploreRerolls
    from ..models.far_cry_explore_reveal import FarCryExploreReveal
    from ..models.far_cry_fit_accessory import FarCryFitAccessory
    from ..models.far_cry_give import FarCryGive
    from ..models.far_cry_impulse import FarCryImpulse
    from ..models.far_cry_interact import FarCryInteract
    from ..models.far_cry_jump import FarCryJump
    from ..models.far_cry_learn_talent import FarCryLearnTalent
    from ..models.far_cry_move_to import FarCryMoveTo
    from ..models.far_cry_pass_free_attack import FarCryPassFreeAttack
    from ..models.far_cry_pick_up import FarCryPickUp
    from ..models.far_cry_react import FarCryReact
    from ..models.far_cry_ready import FarCryReady
    from ..models.far_cry_reload import FarCryReload
    from ..models.far_cry_step import FarCryStep
    from ..models.far_cry_switch_weapons import FarCrySwitchWeapons
    from ..models.far_cry_takedown import FarCryTakedown
    from ..models.far_cry_transfer import FarCryTransfer
    from ..models.far_cry_use_item import FarCryUseItem
    from ..models.far_cry_use_talent import FarCryUseTalent
    from ..models.far_cry_zip_line import FarCryZipLine


T = TypeVar("T", bound="CommandRequest")


@_attrs_define
class CommandRequest:
    """A command for the seat that owns the bearer token.

    `command` is `{"action": ..., <params>...}` as listed in the view's `legal_actions`;
    `expected_version` (optional) makes the request fail with 409 if the match moved on.

        Attributes:
            command (FarCryAllyAttack | FarCryAllyMove | FarCryAnswerOffer | FarCryArrange | FarCryAttack | FarCryBandage |
                FarCryBuy | FarCryChoose | FarCryClimbDown | FarCryCraft | FarCryEndCampaign | FarCryEndTurn |
                FarCryExploreChoose | FarCryExplorePass | FarCryExploreRegroup | FarCryExploreRerolls | FarCryExploreReveal |
                FarCryFitAccessory | FarCryGive | FarCryImpulse | FarCryInteract | FarCryJump | FarCryLearnTalent | FarCryMoveTo
                | FarCryPassFreeAttack | FarCryPickUp | FarCryReact | FarCryReady | FarCryReload | FarCryStep |
                FarCrySwitchWeapons | FarCryTakedown | FarCryTransfer | FarCryUseItem | FarCryUseTalent | FarCryZipLine): A
                command of Far Cry: Escape from Rook Islands, built from a `LegalAction`: `{"action": action, **fixed, <param>:
                <value>...}`.
            expected_version (int | None | Unset): The match's version the command was built against: the request fails with
                409 if the match moved on.
    """

    command: (
        FarCryAllyAttack
        | FarCryAllyMove
        | FarCryAnswerOffer
        | FarCryArrange
        | FarCryAttack
        | FarCryBandage
        | FarCryBuy
        | FarCryChoose
        | FarCryClimbDown
        | FarCryCraft
        | FarCryEndCampaign
        | FarCryEndTurn
        | FarCryExploreChoose
        | FarCryExplorePass
        | FarCryExploreRegroup
        | FarCryExploreRerolls
        | FarCryExploreReveal
        | FarCryFitAccessory
        | FarCryGive
        | FarCryImpulse
        | FarCryInteract
        | FarCryJump
        | FarCryLearnTalent
        | FarCryMoveTo
        | FarCryPassFreeAttack
        | FarCryPickUp
        | FarCryReact
        | FarCryReady
        | FarCryReload
        | FarCryStep
        | FarCrySwitchWeapons
        | FarCryTakedown
        | FarCryTransfer
        | FarCryUseItem
        | FarCryUseTalent
        | FarCryZipLine
    )
    expected_version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.far_cry_ally_attack import FarCryAllyAttack
        from ..models.far_cry_ally_move import FarCryAllyMove
        from ..models.far_cry_answer_offer import FarCryAnswerOffer
        from ..models.far_cry_arrange import FarCryArrange
        from ..models.far_cry_attack import FarCryAttack
        from ..models.far_cry_bandage import FarCryBandage
        from ..models.far_cry_buy import FarCryBuy
        from ..models.far_cry_choose import FarCryChoose
        from ..models.far_cry_climb_down import FarCryClimbDown
        from ..models.far_cry_craft import FarCryCraft
        from ..models.far_cry_end_turn import FarCryEndTurn
        from ..models.far_cry_explore_choose import FarCryExploreChoose
        from ..models.far_cry_explore_pass import FarCryExplorePass
        from ..models.far_cry_explore_regroup import FarCryExploreRegroup
        from ..models.far_cry_explore_rerolls import FarCryExploreRerolls
        from ..models.far_cry_explore_reveal import FarCryExploreReveal
        from ..models.far_cry_fit_accessory import FarCryFitAccessory
        from ..models.far_cry_give import FarCryGive
        from ..models.far_cry_impulse import FarCryImpulse
        from ..models.far_cry_interact import FarCryInteract
        from ..models.far_cry_jump import FarCryJump
        from ..models.far_cry_learn_talent import FarCryLearnTalent
        from ..models.far_cry_move_to import FarCryMoveTo
        from ..models.far_cry_pass_free_attack import FarCryPassFreeAttack
        from ..models.far_cry_pick_up import FarCryPickUp
        from ..models.far_cry_react import FarCryReact
        from ..models.far_cry_ready import FarCryReady
        from ..models.far_cry_reload import FarCryReload
        from ..models.far_cry_step import FarCryStep
        from ..models.far_cry_switch_weapons import FarCrySwitchWeapons
        from ..models.far_cry_takedown import FarCryTakedown
        from ..models.far_cry_transfer import FarCryTransfer
        from ..models.far_cry_use_item import FarCryUseItem
        from ..models.far_cry_use_talent import FarCryUseTalent
        from ..models.far_cry_zip_line import FarCryZipLine

        command: dict[str, Any]
        if (
            isinstance(self.command, FarCryStep)
            or isinstance(self.command, FarCryMoveTo)
            or isinstance(self.command, FarCryJump)
            or isinstance(self.command, FarCryClimbDown)
            or isinstance(self.command, FarCryZipLine)
            or isinstance(self.command, FarCryInteract)
            or isinstance(self.command, FarCryPickUp)
            or isinstance(self.command, FarCrySwitchWeapons)
            or isinstance(self.command, FarCryReload)
            or isinstance(self.command, FarCryTakedown)
            or isinstance(self.command, FarCryUseTalent)
            or isinstance(self.command, FarCryGive)
            or isinstance(self.command, FarCryAnswerOffer)
            or isinstance(self.command, FarCryBandage)
            or isinstance(self.command, FarCryAttack)
            or isinstance(self.command, FarCryImpulse)
            or isinstance(self.command, FarCryUseItem)
            or isinstance(self.command, FarCryEndTurn)
            or isinstance(self.command, FarCryPassFreeAttack)
            or isinstance(self.command, FarCryChoose)
            or isinstance(self.command, FarCryReact)
            or isinstance(self.command, FarCryAllyMove)
            or isinstance(self.command, FarCryAllyAttack)
            or isinstance(self.command, FarCryExploreReveal)
            or isinstance(self.command, FarCryExploreChoose)
            or isinstance(self.command, FarCryExploreRerolls)
            or isinstance(self.command, FarCryExploreRegroup)
            or isinstance(self.command, FarCryExplorePass)
            or isinstance(self.command, FarCryBuy)
            or isinstance(self.command, FarCryCraft)
            or isinstance(self.command, FarCryTransfer)
            or isinstance(self.command, FarCryFitAccessory)
            or isinstance(self.command, FarCryArrange)
            or isinstance(self.command, FarCryLearnTalent)
            or isinstance(self.command, FarCryReady)
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
        from ..models.far_cry_ally_attack import FarCryAllyAttack
        from ..models.far_cry_ally_move import FarCryAllyMove
        from ..models.far_cry_answer_offer import FarCryAnswerOffer
        from ..models.far_cry_arrange import FarCryArrange
        from ..models.far_cry_attack import FarCryAttack
        from ..models.far_cry_bandage import FarCryBandage
        from ..models.far_cry_buy import FarCryBuy
        from ..models.far_cry_choose import FarCryChoose
        from ..models.far_cry_climb_down import FarCryClimbDown
        from ..models.far_cry_craft import FarCryCraft
        from ..models.far_cry_end_campaign import FarCryEndCampaign
        from ..models.far_cry_end_turn import FarCryEndTurn
        from ..models.far_cry_explore_choose import FarCryExploreChoose
        from ..models.far_cry_explore_pass import FarCryExplorePass
        from ..models.far_cry_explore_regroup import FarCryExploreRegroup
        from ..models.far_cry_explore_rerolls import FarCryExploreRerolls
        from ..models.far_cry_explore_reveal import FarCryExploreReveal
        from ..models.far_cry_fit_accessory import FarCryFitAccessory
        from ..models.far_cry_give import FarCryGive
        from ..models.far_cry_impulse import FarCryImpulse
        from ..models.far_cry_interact import FarCryInteract
        from ..models.far_cry_jump import FarCryJump
        from ..models.far_cry_learn_talent import FarCryLearnTalent
        from ..models.far_cry_move_to import FarCryMoveTo
        from ..models.far_cry_pass_free_attack import FarCryPassFreeAttack
        from ..models.far_cry_pick_up import FarCryPickUp
        from ..models.far_cry_react import FarCryReact
        from ..models.far_cry_ready import FarCryReady
        from ..models.far_cry_reload import FarCryReload
        from ..models.far_cry_step import FarCryStep
        from ..models.far_cry_switch_weapons import FarCrySwitchWeapons
        from ..models.far_cry_takedown import FarCryTakedown
        from ..models.far_cry_transfer import FarCryTransfer
        from ..models.far_cry_use_item import FarCryUseItem
        from ..models.far_cry_use_talent import FarCryUseTalent
        from ..models.far_cry_zip_line import FarCryZipLine

        d = dict(src_dict)

        def _parse_command(
            data: object,
        ) -> (
            FarCryAllyAttack
            | FarCryAllyMove
            | FarCryAnswerOffer
            | FarCryArrange
            | FarCryAttack
            | FarCryBandage
            | FarCryBuy
            | FarCryChoose
            | FarCryClimbDown
            | FarCryCraft
            | FarCryEndCampaign
            | FarCryEndTurn
            | FarCryExploreChoose
            | FarCryExplorePass
            | FarCryExploreRegroup
            | FarCryExploreRerolls
            | FarCryExploreReveal
            | FarCryFitAccessory
            | FarCryGive
            | FarCryImpulse
            | FarCryInteract
            | FarCryJump
            | FarCryLearnTalent
            | FarCryMoveTo
            | FarCryPassFreeAttack
            | FarCryPickUp
            | FarCryReact
            | FarCryReady
            | FarCryReload
            | FarCryStep
            | FarCrySwitchWeapons
            | FarCryTakedown
            | FarCryTransfer
            | FarCryUseItem
            | FarCryUseTalent
            | FarCryZipLine
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_0 = FarCryStep.from_dict(data)

                return componentsschemas_far_cry_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_1 = FarCryMoveTo.from_dict(data)

                return componentsschemas_far_cry_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_2 = FarCryJump.from_dict(data)

                return componentsschemas_far_cry_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_3 = FarCryClimbDown.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_4 = FarCryZipLine.from_dict(data)

                return componentsschemas_far_cry_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_5 = FarCryInteract.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_6 = FarCryPickUp.from_dict(data)

                return componentsschemas_far_cry_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_7 = (
                    FarCrySwitchWeapons.from_dict(data)
                )

                return componentsschemas_far_cry_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_8 = FarCryReload.from_dict(data)

                return componentsschemas_far_cry_command_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_9 = FarCryTakedown.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_10 = FarCryUseTalent.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_11 = FarCryGive.from_dict(data)

                return componentsschemas_far_cry_command_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_12 = FarCryAnswerOffer.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_13 = FarCryBandage.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_14 = FarCryAttack.from_dict(data)

                return componentsschemas_far_cry_command_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_15 = FarCryImpulse.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_16 = FarCryUseItem.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_17 = FarCryEndTurn.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_18 = (
                    FarCryPassFreeAttack.from_dict(data)
                )

                return componentsschemas_far_cry_command_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_19 = FarCryChoose.from_dict(data)

                return componentsschemas_far_cry_command_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_20 = FarCryReact.from_dict(data)

                return componentsschemas_far_cry_command_type_20
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_21 = FarCryAllyMove.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_21
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_22 = FarCryAllyAttack.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_22
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_23 = (
                    FarCryExploreReveal.from_dict(data)
                )

                return componentsschemas_far_cry_command_type_23
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_24 = (
                    FarCryExploreChoose.from_dict(data)
                )

                return componentsschemas_far_cry_command_type_24
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_25 = (
                    FarCryExploreRerolls.from_dict(data)
                )

                return componentsschemas_far_cry_command_type_25
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_26 = (
                    FarCryExploreRegroup.from_dict(data)
                )

                return componentsschemas_far_cry_command_type_26
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_27 = FarCryExplorePass.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_27
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_28 = FarCryBuy.from_dict(data)

                return componentsschemas_far_cry_command_type_28
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_29 = FarCryCraft.from_dict(data)

                return componentsschemas_far_cry_command_type_29
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_30 = FarCryTransfer.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_30
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_31 = (
                    FarCryFitAccessory.from_dict(data)
                )

                return componentsschemas_far_cry_command_type_31
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_32 = FarCryArrange.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_32
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_33 = FarCryLearnTalent.from_dict(
                    data
                )

                return componentsschemas_far_cry_command_type_33
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_far_cry_command_type_34 = FarCryReady.from_dict(data)

                return componentsschemas_far_cry_command_type_34
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_far_cry_command_type_35 = FarCryEndCampaign.from_dict(
                data
            )

            return componentsschemas_far_cry_command_type_35

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
