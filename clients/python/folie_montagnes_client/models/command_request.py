from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.montagnes_accept_die import MontagnesAcceptDie
    from ..models.montagnes_assign_relic import MontagnesAssignRelic
    from ..models.montagnes_box_token import MontagnesBoxToken
    from ..models.montagnes_deal import MontagnesDeal
    from ..models.montagnes_deal_to import MontagnesDealTo
    from ..models.montagnes_discard_from_hand import MontagnesDiscardFromHand
    from ..models.montagnes_end_encounter import MontagnesEndEncounter
    from ..models.montagnes_exalt import MontagnesExalt
    from ..models.montagnes_failure_die import MontagnesFailureDie
    from ..models.montagnes_failure_madness import MontagnesFailureMadness
    from ..models.montagnes_ignore_card import MontagnesIgnoreCard
    from ..models.montagnes_ignore_madness import MontagnesIgnoreMadness
    from ..models.montagnes_move import MontagnesMove
    from ..models.montagnes_place_cards import MontagnesPlaceCards
    from ..models.montagnes_raise_hand_limit import MontagnesRaiseHandLimit
    from ..models.montagnes_reroll_die import MontagnesRerollDie
    from ..models.montagnes_rest import MontagnesRest
    from ..models.montagnes_restart_hourglass import MontagnesRestartHourglass
    from ..models.montagnes_search_tile import MontagnesSearchTile
    from ..models.montagnes_skip_rest import MontagnesSkipRest
    from ..models.montagnes_take_esoteric import MontagnesTakeEsoteric


T = TypeVar("T", bound="CommandRequest")


@_attrs_define
class CommandRequest:
    """A command for the seat that owns the bearer token.

    `command` is `{"action": ..., <params>...}` as listed in the view's `legal_actions`;
    `expected_version` (optional) makes the request fail with 409 if the match moved on.

        Attributes:
            command (MontagnesAcceptDie | MontagnesAssignRelic | MontagnesBoxToken | MontagnesDeal | MontagnesDealTo |
                MontagnesDiscardFromHand | MontagnesEndEncounter | MontagnesExalt | MontagnesFailureDie |
                MontagnesFailureMadness | MontagnesIgnoreCard | MontagnesIgnoreMadness | MontagnesMove | MontagnesPlaceCards |
                MontagnesRaiseHandLimit | MontagnesRerollDie | MontagnesRest | MontagnesRestartHourglass | MontagnesSearchTile |
                MontagnesSkipRest | MontagnesTakeEsoteric): A command of Les Montagnes Hallucinées, built from a `LegalAction`:
                `{"action": action, **fixed, <param>: <value>...}`.
            expected_version (int | None | Unset): The match's version the command was built against: the request fails with
                409 if the match moved on.
    """

    command: (
        MontagnesAcceptDie
        | MontagnesAssignRelic
        | MontagnesBoxToken
        | MontagnesDeal
        | MontagnesDealTo
        | MontagnesDiscardFromHand
        | MontagnesEndEncounter
        | MontagnesExalt
        | MontagnesFailureDie
        | MontagnesFailureMadness
        | MontagnesIgnoreCard
        | MontagnesIgnoreMadness
        | MontagnesMove
        | MontagnesPlaceCards
        | MontagnesRaiseHandLimit
        | MontagnesRerollDie
        | MontagnesRest
        | MontagnesRestartHourglass
        | MontagnesSearchTile
        | MontagnesSkipRest
        | MontagnesTakeEsoteric
    )
    expected_version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.montagnes_accept_die import MontagnesAcceptDie
        from ..models.montagnes_assign_relic import MontagnesAssignRelic
        from ..models.montagnes_box_token import MontagnesBoxToken
        from ..models.montagnes_deal import MontagnesDeal
        from ..models.montagnes_deal_to import MontagnesDealTo
        from ..models.montagnes_discard_from_hand import MontagnesDiscardFromHand
        from ..models.montagnes_end_encounter import MontagnesEndEncounter
        from ..models.montagnes_exalt import MontagnesExalt
        from ..models.montagnes_failure_die import MontagnesFailureDie
        from ..models.montagnes_failure_madness import MontagnesFailureMadness
        from ..models.montagnes_ignore_card import MontagnesIgnoreCard
        from ..models.montagnes_ignore_madness import MontagnesIgnoreMadness
        from ..models.montagnes_move import MontagnesMove
        from ..models.montagnes_place_cards import MontagnesPlaceCards
        from ..models.montagnes_raise_hand_limit import MontagnesRaiseHandLimit
        from ..models.montagnes_reroll_die import MontagnesRerollDie
        from ..models.montagnes_rest import MontagnesRest
        from ..models.montagnes_restart_hourglass import MontagnesRestartHourglass
        from ..models.montagnes_search_tile import MontagnesSearchTile
        from ..models.montagnes_take_esoteric import MontagnesTakeEsoteric

        command: dict[str, Any]
        if (
            isinstance(self.command, MontagnesMove)
            or isinstance(self.command, MontagnesIgnoreMadness)
            or isinstance(self.command, MontagnesIgnoreCard)
            or isinstance(self.command, MontagnesPlaceCards)
            or isinstance(self.command, MontagnesRestartHourglass)
            or isinstance(self.command, MontagnesEndEncounter)
            or isinstance(self.command, MontagnesAssignRelic)
            or isinstance(self.command, MontagnesSearchTile)
            or isinstance(self.command, MontagnesTakeEsoteric)
            or isinstance(self.command, MontagnesExalt)
            or isinstance(self.command, MontagnesDiscardFromHand)
            or isinstance(self.command, MontagnesFailureMadness)
            or isinstance(self.command, MontagnesFailureDie)
            or isinstance(self.command, MontagnesAcceptDie)
            or isinstance(self.command, MontagnesRerollDie)
            or isinstance(self.command, MontagnesBoxToken)
            or isinstance(self.command, MontagnesRaiseHandLimit)
            or isinstance(self.command, MontagnesDeal)
            or isinstance(self.command, MontagnesDealTo)
            or isinstance(self.command, MontagnesRest)
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
        from ..models.montagnes_accept_die import MontagnesAcceptDie
        from ..models.montagnes_assign_relic import MontagnesAssignRelic
        from ..models.montagnes_box_token import MontagnesBoxToken
        from ..models.montagnes_deal import MontagnesDeal
        from ..models.montagnes_deal_to import MontagnesDealTo
        from ..models.montagnes_discard_from_hand import MontagnesDiscardFromHand
        from ..models.montagnes_end_encounter import MontagnesEndEncounter
        from ..models.montagnes_exalt import MontagnesExalt
        from ..models.montagnes_failure_die import MontagnesFailureDie
        from ..models.montagnes_failure_madness import MontagnesFailureMadness
        from ..models.montagnes_ignore_card import MontagnesIgnoreCard
        from ..models.montagnes_ignore_madness import MontagnesIgnoreMadness
        from ..models.montagnes_move import MontagnesMove
        from ..models.montagnes_place_cards import MontagnesPlaceCards
        from ..models.montagnes_raise_hand_limit import MontagnesRaiseHandLimit
        from ..models.montagnes_reroll_die import MontagnesRerollDie
        from ..models.montagnes_rest import MontagnesRest
        from ..models.montagnes_restart_hourglass import MontagnesRestartHourglass
        from ..models.montagnes_search_tile import MontagnesSearchTile
        from ..models.montagnes_skip_rest import MontagnesSkipRest
        from ..models.montagnes_take_esoteric import MontagnesTakeEsoteric

        d = dict(src_dict)

        def _parse_command(
            data: object,
        ) -> (
            MontagnesAcceptDie
            | MontagnesAssignRelic
            | MontagnesBoxToken
            | MontagnesDeal
            | MontagnesDealTo
            | MontagnesDiscardFromHand
            | MontagnesEndEncounter
            | MontagnesExalt
            | MontagnesFailureDie
            | MontagnesFailureMadness
            | MontagnesIgnoreCard
            | MontagnesIgnoreMadness
            | MontagnesMove
            | MontagnesPlaceCards
            | MontagnesRaiseHandLimit
            | MontagnesRerollDie
            | MontagnesRest
            | MontagnesRestartHourglass
            | MontagnesSearchTile
            | MontagnesSkipRest
            | MontagnesTakeEsoteric
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_0 = MontagnesMove.from_dict(
                    data
                )

                return componentsschemas_montagnes_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_1 = (
                    MontagnesIgnoreMadness.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_2 = (
                    MontagnesIgnoreCard.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_3 = (
                    MontagnesPlaceCards.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_4 = (
                    MontagnesRestartHourglass.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_5 = (
                    MontagnesEndEncounter.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_6 = (
                    MontagnesAssignRelic.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_7 = (
                    MontagnesSearchTile.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_8 = (
                    MontagnesTakeEsoteric.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_9 = MontagnesExalt.from_dict(
                    data
                )

                return componentsschemas_montagnes_command_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_10 = (
                    MontagnesDiscardFromHand.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_11 = (
                    MontagnesFailureMadness.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_12 = (
                    MontagnesFailureDie.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_13 = (
                    MontagnesAcceptDie.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_14 = (
                    MontagnesRerollDie.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_15 = (
                    MontagnesBoxToken.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_16 = (
                    MontagnesRaiseHandLimit.from_dict(data)
                )

                return componentsschemas_montagnes_command_type_16
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_17 = MontagnesDeal.from_dict(
                    data
                )

                return componentsschemas_montagnes_command_type_17
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_18 = MontagnesDealTo.from_dict(
                    data
                )

                return componentsschemas_montagnes_command_type_18
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_montagnes_command_type_19 = MontagnesRest.from_dict(
                    data
                )

                return componentsschemas_montagnes_command_type_19
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_montagnes_command_type_20 = MontagnesSkipRest.from_dict(
                data
            )

            return componentsschemas_montagnes_command_type_20

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
