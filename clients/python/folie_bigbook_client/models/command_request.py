from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.big_book_acquire import BigBookAcquire
    from ..models.big_book_activate import BigBookActivate
    from ..models.big_book_choose_cards import BigBookChooseCards
    from ..models.big_book_choose_curses import BigBookChooseCurses
    from ..models.big_book_choose_magician import BigBookChooseMagician
    from ..models.big_book_choose_pile import BigBookChoosePile
    from ..models.big_book_choose_player import BigBookChoosePlayer
    from ..models.big_book_choose_spells import BigBookChooseSpells
    from ..models.big_book_destroy_curse import BigBookDestroyCurse
    from ..models.big_book_end_actions import BigBookEndActions
    from ..models.big_book_heal import BigBookHeal
    from ..models.big_book_learn import BigBookLearn
    from ..models.big_book_use_power import BigBookUsePower


T = TypeVar("T", bound="CommandRequest")


@_attrs_define
class CommandRequest:
    """A command for the seat that owns the bearer token.

    `command` is `{"action": ..., <params>...}` as listed in the view's `legal_actions`;
    `expected_version` (optional) makes the request fail with 409 if the match moved on.

        Attributes:
            command (BigBookAcquire | BigBookActivate | BigBookChooseCards | BigBookChooseCurses | BigBookChooseMagician |
                BigBookChoosePile | BigBookChoosePlayer | BigBookChooseSpells | BigBookDestroyCurse | BigBookEndActions |
                BigBookHeal | BigBookLearn | BigBookUsePower): A command of The Big Book of Madness, built from a `LegalAction`:
                `{"action": action, **fixed, <param>: <value>...}`.
            expected_version (int | None | Unset): The match's version the command was built against: the request fails with
                409 if the match moved on.
    """

    command: (
        BigBookAcquire
        | BigBookActivate
        | BigBookChooseCards
        | BigBookChooseCurses
        | BigBookChooseMagician
        | BigBookChoosePile
        | BigBookChoosePlayer
        | BigBookChooseSpells
        | BigBookDestroyCurse
        | BigBookEndActions
        | BigBookHeal
        | BigBookLearn
        | BigBookUsePower
    )
    expected_version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.big_book_acquire import BigBookAcquire
        from ..models.big_book_activate import BigBookActivate
        from ..models.big_book_choose_cards import BigBookChooseCards
        from ..models.big_book_choose_curses import BigBookChooseCurses
        from ..models.big_book_choose_magician import BigBookChooseMagician
        from ..models.big_book_choose_player import BigBookChoosePlayer
        from ..models.big_book_choose_spells import BigBookChooseSpells
        from ..models.big_book_destroy_curse import BigBookDestroyCurse
        from ..models.big_book_end_actions import BigBookEndActions
        from ..models.big_book_heal import BigBookHeal
        from ..models.big_book_learn import BigBookLearn
        from ..models.big_book_use_power import BigBookUsePower

        command: dict[str, Any]
        if (
            isinstance(self.command, BigBookChooseMagician)
            or isinstance(self.command, BigBookActivate)
            or isinstance(self.command, BigBookLearn)
            or isinstance(self.command, BigBookAcquire)
            or isinstance(self.command, BigBookDestroyCurse)
            or isinstance(self.command, BigBookHeal)
            or isinstance(self.command, BigBookUsePower)
            or isinstance(self.command, BigBookEndActions)
            or isinstance(self.command, BigBookChooseCards)
            or isinstance(self.command, BigBookChooseSpells)
            or isinstance(self.command, BigBookChooseCurses)
            or isinstance(self.command, BigBookChoosePlayer)
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
        from ..models.big_book_acquire import BigBookAcquire
        from ..models.big_book_activate import BigBookActivate
        from ..models.big_book_choose_cards import BigBookChooseCards
        from ..models.big_book_choose_curses import BigBookChooseCurses
        from ..models.big_book_choose_magician import BigBookChooseMagician
        from ..models.big_book_choose_pile import BigBookChoosePile
        from ..models.big_book_choose_player import BigBookChoosePlayer
        from ..models.big_book_choose_spells import BigBookChooseSpells
        from ..models.big_book_destroy_curse import BigBookDestroyCurse
        from ..models.big_book_end_actions import BigBookEndActions
        from ..models.big_book_heal import BigBookHeal
        from ..models.big_book_learn import BigBookLearn
        from ..models.big_book_use_power import BigBookUsePower

        d = dict(src_dict)

        def _parse_command(
            data: object,
        ) -> (
            BigBookAcquire
            | BigBookActivate
            | BigBookChooseCards
            | BigBookChooseCurses
            | BigBookChooseMagician
            | BigBookChoosePile
            | BigBookChoosePlayer
            | BigBookChooseSpells
            | BigBookDestroyCurse
            | BigBookEndActions
            | BigBookHeal
            | BigBookLearn
            | BigBookUsePower
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_0 = (
                    BigBookChooseMagician.from_dict(data)
                )

                return componentsschemas_big_book_command_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_1 = BigBookActivate.from_dict(
                    data
                )

                return componentsschemas_big_book_command_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_2 = BigBookLearn.from_dict(data)

                return componentsschemas_big_book_command_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_3 = BigBookAcquire.from_dict(
                    data
                )

                return componentsschemas_big_book_command_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_4 = (
                    BigBookDestroyCurse.from_dict(data)
                )

                return componentsschemas_big_book_command_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_5 = BigBookHeal.from_dict(data)

                return componentsschemas_big_book_command_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_6 = BigBookUsePower.from_dict(
                    data
                )

                return componentsschemas_big_book_command_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_7 = BigBookEndActions.from_dict(
                    data
                )

                return componentsschemas_big_book_command_type_7
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_8 = (
                    BigBookChooseCards.from_dict(data)
                )

                return componentsschemas_big_book_command_type_8
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_9 = (
                    BigBookChooseSpells.from_dict(data)
                )

                return componentsschemas_big_book_command_type_9
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_10 = (
                    BigBookChooseCurses.from_dict(data)
                )

                return componentsschemas_big_book_command_type_10
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_big_book_command_type_11 = (
                    BigBookChoosePlayer.from_dict(data)
                )

                return componentsschemas_big_book_command_type_11
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_big_book_command_type_12 = BigBookChoosePile.from_dict(
                data
            )

            return componentsschemas_big_book_command_type_12

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
