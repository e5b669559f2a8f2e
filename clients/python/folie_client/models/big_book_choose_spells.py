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

T = TypeVar("T", bound="BigBookChooseSpells")


@_attrs_define
class BigBookChooseSpells:
    """Answer a prompt asking for spells.

    Attributes:
        action (Literal['choose_spells']): The command's action, always `choose_spells` here (a `LegalAction`'s
            `action`).
        spells (list[str]): The chosen spells' ids.
    """

    action: Literal["choose_spells"]
    spells: list[str]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["choose_spells"], d.pop("action"))
        if action != "choose_spells":
            raise ValueError(f"action must match const 'choose_spells', got '{action}'")

        spells = cast(list[str], d.pop("spells"))

        big_book_choose_spells = cls(
            action=action,
            spells=spells,
        )

        return big_book_choose_spells
