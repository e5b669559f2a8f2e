from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.big_book_choose_curses_action import BigBookChooseCursesAction

T = TypeVar("T", bound="BigBookChooseCurses")


@_attrs_define
class BigBookChooseCurses:
    """ChooseCurses

    Attributes:
        action (BigBookChooseCursesAction):
        curses (list[str]):
    """

    action: BigBookChooseCursesAction
    curses: list[str]

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

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
        action = BigBookChooseCursesAction(d.pop("action"))

        curses = cast(list[str], d.pop("curses"))

        big_book_choose_curses = cls(
            action=action,
            curses=curses,
        )

        return big_book_choose_curses
