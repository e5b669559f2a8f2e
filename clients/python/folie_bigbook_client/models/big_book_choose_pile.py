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

T = TypeVar("T", bound="BigBookChoosePile")


@_attrs_define
class BigBookChoosePile:
    """Answer a prompt asking for a pile.

    Attributes:
        action (Literal['choose_pile']): The command's action, always `choose_pile` here (a `LegalAction`'s `action`).
        pile (str): The chosen pile's key (as the listing gives it).
    """

    action: Literal["choose_pile"]
    pile: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        pile = self.pile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "pile": pile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["choose_pile"], d.pop("action"))
        if action != "choose_pile":
            raise ValueError(f"action must match const 'choose_pile', got '{action}'")

        pile = d.pop("pile")

        big_book_choose_pile = cls(
            action=action,
            pile=pile,
        )

        return big_book_choose_pile
