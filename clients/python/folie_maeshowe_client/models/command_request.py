from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.maeshowe_choose_rune import MaeshoweChooseRune
    from ..models.maeshowe_discard import MaeshoweDiscard
    from ..models.maeshowe_discard_down import MaeshoweDiscardDown
    from ..models.maeshowe_eat import MaeshoweEat
    from ..models.maeshowe_forage import MaeshoweForage
    from ..models.maeshowe_forage_pick import MaeshoweForagePick
    from ..models.maeshowe_give import MaeshoweGive
    from ..models.maeshowe_pass_jarl import MaeshowePassJarl
    from ..models.maeshowe_peek import MaeshowePeek
    from ..models.maeshowe_play import MaeshowePlay
    from ..models.maeshowe_play_from_discard import MaeshowePlayFromDiscard
    from ..models.maeshowe_promptness_cost import MaeshowePromptnessCost
    from ..models.maeshowe_rearrange import MaeshoweRearrange
    from ..models.maeshowe_ruin_pair import MaeshoweRuinPair
    from ..models.maeshowe_sacrifice import MaeshoweSacrifice
    from ..models.maeshowe_take_back import MaeshoweTakeBack


T = TypeVar("T", bound="CommandRequest")


@_attrs_define
class CommandRequest:
    """A command for the seat that owns the bearer token.

    `command` is `{"action": ..., <params>...}` as listed in the view's `legal_actions`;
    `expected_version` (optional) makes the request fail with 409 if the match moved on.

        Attributes:
            command (MaeshoweChooseRune | MaeshoweDiscard | MaeshoweDiscardDown | MaeshoweEat | MaeshoweForage |
                MaeshoweForagePick | MaeshoweGive | MaeshowePassJarl | MaeshowePeek | MaeshowePlay | MaeshowePlayFromDiscard |
                MaeshowePromptnessCost | MaeshoweRearrange | MaeshoweRuinPair | MaeshoweSacrifice | MaeshoweTakeBack): A command
                of Maeshowe, built from a `LegalAction`: `{"action": action, **fixed, <param>: <value>...}`.
            expected_version (int | None | Unset): The match's version the command was built against: the request fails with
                409 if the match moved on.
    """

    command: (
        MaeshoweChooseRune
        | MaeshoweDiscard
        | MaeshoweDiscardDown
        | MaeshoweEat
        | MaeshoweForage
        | MaeshoweForagePick
        | MaeshoweGive
        | MaeshowePassJarl
        | MaeshowePeek
        | MaeshowePlay
        | MaeshowePlayFromDiscard
        | MaeshowePromptnessCost
        | MaeshoweRearrange
        | MaeshoweRuinPair
        | MaeshoweSacrifice
        | MaeshoweTakeBack
    )
    expected_version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.maeshowe_choose_rune import MaeshoweChooseRune
        from ..models.maeshowe_discard import MaeshoweDiscard
        from ..models.maeshowe_discard_down import MaeshoweDiscardDown
        from ..models.maeshowe_eat import MaeshoweEat
        from ..models.maeshowe_forage import MaeshoweForage
        from ..models.maeshowe_forage_pick import MaeshoweForagePick
        from ..models.maeshowe_give import MaeshoweGive
        from ..models.maeshowe_pass_jarl import MaeshowePassJarl
        from ..models.maeshowe_peek import MaeshowePeek
        from ..models.maeshowe_play import MaeshowePlay
        from ..models.maeshowe_play_from_discard import MaeshowePlayFromDiscard
        from ..models.maeshowe_promptness_cost import MaeshowePromptnessCost
        from ..models.maeshowe_rearrange import MaeshoweRearrange
        from ..models.maeshowe_sacrifice import MaeshoweSacrifice
        from ..models.maeshowe_take_back import MaeshoweTakeBack

        command: dict[str, Any]
        if (
            isinstance(self.command, MaeshowePlay)
            or isinstance(self.command, MaeshowePlayFromDiscard)
            or isinstance(self.command, MaeshoweDiscard)
            or isinstance(self.command, MaeshoweGive)
            or isinstance(self.command, MaeshowePassJarl)
            or isinstance(self.command, MaeshoweEat)
            or isinstance(self.command, MaeshoweChooseRune)
            or isinstance(self.command, MaeshowePeek)
            or isinstance(self.command, MaeshoweForage)
            or isinstance(self.command, MaeshoweForagePick)
            or isinstance(self.command, MaeshoweTakeBack)
            or isinstance(self.command, MaeshoweSacrifice)
            or isinstance(self.command, MaeshoweRearrange)
            or isinstance(self.command, MaeshowePromptnessCost)
            or isinstance(self.command, MaeshoweDiscardDown)
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
        from ..models.maeshowe_choose_rune import MaeshoweChooseRune
        from ..models.maeshowe_discard import MaeshoweDiscard
        from ..models.maeshowe_discard_down import MaeshoweDiscardDown
        from ..models.maeshowe_eat import MaeshoweEat
        from ..models.maeshowe_forage import MaeshoweForage
        from ..models.maeshowe_forage_pick import MaeshoweForagePick
        from ..models.maeshowe_give import MaeshoweGive
        from ..models.maeshowe_pass_jarl import MaeshowePassJarl
        from ..models.maeshowe_peek import MaeshowePeek
        from ..models.maeshowe_play import MaeshowePlay
        from ..models.maeshowe_play_from_discard import MaeshowePlayFromDiscard
        from ..models.maeshowe_promptness_cost import MaeshowePromptnessCost
        from ..models.maeshowe_rearrange import MaeshoweRearrange
        from ..models.maeshowe_ruin_pair import MaeshoweRuinPair
        from ..models.maeshowe_sacrifice import MaeshoweSacrifice
        from ..models.maeshowe_take_back import MaeshoweTakeBack

        d = dict(src_dict)

        def _parse_command(
            data: object,
        ) -> (
            MaeshoweChooseRune
            | MaeshoweDiscard
            | MaeshoweDiscardDown
            | MaeshoweEat
            | MaeshoweForage
            | MaeshoweForagePick
            | MaeshoweGive
            | MaeshowePassJarl
            | MaeshowePeek
            | MaeshowePlay
            | MaeshowePlayFromDiscard
            | MaeshowePromptnessCost
            | MaeshoweRearrange
            | MaeshoweRuinPair
            | MaeshoweSacrifice
            | MaeshoweTakeBack
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_0 = MaeshowePlay.from_dict(data)

                return componentsschemas_maeshowe_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_1 = (
                    MaeshowePlayFromDiscard.from_dict(data)
                )

                return componentsschemas_maeshowe_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_2 = MaeshoweDiscard.from_dict(
                    data
                )

                return componentsschemas_maeshowe_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_3 = MaeshoweGive.from_dict(data)

                return componentsschemas_maeshowe_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_4 = MaeshowePassJarl.from_dict(
                    data
                )

                return componentsschemas_maeshowe_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_5 = MaeshoweEat.from_dict(data)

                return componentsschemas_maeshowe_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_6 = (
                    MaeshoweChooseRune.from_dict(data)
                )

                return componentsschemas_maeshowe_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_7 = MaeshowePeek.from_dict(data)

                return componentsschemas_maeshowe_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_8 = MaeshoweForage.from_dict(
                    data
                )

                return componentsschemas_maeshowe_command_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_9 = (
                    MaeshoweForagePick.from_dict(data)
                )

                return componentsschemas_maeshowe_command_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_10 = MaeshoweTakeBack.from_dict(
                    data
                )

                return componentsschemas_maeshowe_command_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_11 = (
                    MaeshoweSacrifice.from_dict(data)
                )

                return componentsschemas_maeshowe_command_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_12 = (
                    MaeshoweRearrange.from_dict(data)
                )

                return componentsschemas_maeshowe_command_type_12
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_13 = (
                    MaeshowePromptnessCost.from_dict(data)
                )

                return componentsschemas_maeshowe_command_type_13
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_maeshowe_command_type_14 = (
                    MaeshoweDiscardDown.from_dict(data)
                )

                return componentsschemas_maeshowe_command_type_14
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_maeshowe_command_type_15 = MaeshoweRuinPair.from_dict(
                data
            )

            return componentsschemas_maeshowe_command_type_15

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
