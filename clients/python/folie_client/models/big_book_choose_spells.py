from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.big_book_choose_spells_action import BigBookChooseSpellsAction

T = TypeVar("T", bound="BigBookChooseSpells")


@_attrs_define
class BigBookChooseSpells:
    """ChooseSpells

    Attributes:
        action (BigBookChooseSpellsAction):
        spells (list[str]):
    """

    action: BigBookChooseSpellsAction
    spells: list[str]

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        spells = self.spells

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "spells": spells,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = BigBookChooseSpellsAction(d.pop("action"))

        spells = cast(list[str], d.pop("spells"))

        big_book_choose_spells = cls(
            action=action,
            spells=spells,
        )

        return big_book_choose_spells
