from __future__ import annotations

from collections.abc import Mapping
from typing import (
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define

T = TypeVar("T", bound="BigBookChooseCurses")


@_attrs_define
class BigBookChooseCurses:
    """Answer a prompt asking for curses.

    Attributes:
        action (Literal['choose_curses']): The command's action, always `choose_curses` here (a `LegalAction`'s
            `action`).
        curses (list[str]): The chosen curse cards' ids.
    """

    action: Literal["choose_curses"]
    curses: list[str]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        curses = self.curses

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "curses": curses,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["choose_curses"], d.pop("action"))
        if action != "choose_curses":
            raise ValueError(f"action must match const 'choose_curses', got '{action}'")

        curses = cast(list[str], d.pop("curses"))

        big_book_choose_curses = cls(
            action=action,
            curses=curses,
        )

        return big_book_choose_curses
