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

T = TypeVar("T", bound="BigBookChooseMagician")


@_attrs_define
class BigBookChooseMagician:
    """Choose a magician sheet (« Chaque joueur choisit un Magicien »).

    Attributes:
        action (Literal['choose_magician']): The command's action, always `choose_magician` here (a `LegalAction`'s
            `action`).
        magician (str): The magician's id (`MagicianView.id`), one no other player took.
    """

    action: Literal["choose_magician"]
    magician: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        magician = self.magician

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "magician": magician,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["choose_magician"], d.pop("action"))
        if action != "choose_magician":
            raise ValueError(
                f"action must match const 'choose_magician', got '{action}'"
            )

        magician = d.pop("magician")

        big_book_choose_magician = cls(
            action=action,
            magician=magician,
        )

        return big_book_choose_magician
