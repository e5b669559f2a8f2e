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

T = TypeVar("T", bound="BigBookAcquire")


@_attrs_define
class BigBookAcquire:
    """Acquérir a value-2 or value-3 element card (pile `<element>-<value>`) for its value.

    Attributes:
        action (Literal['acquire']): The command's action, always `acquire` here (a `LegalAction`'s `action`).
        cards (list[str]): Ids of the hand cards paid (element cards; their values add up).
        pile (str): The reserve pile, `<element>-<value>` (`BigBookView.reserve`'s keys).
    """

    action: Literal["acquire"]
    cards: list[str]
    pile: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        cards = self.cards

        pile = self.pile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "cards": cards,
                "pile": pile,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["acquire"], d.pop("action"))
        if action != "acquire":
            raise ValueError(f"action must match const 'acquire', got '{action}'")

        cards = cast(list[str], d.pop("cards"))

        pile = d.pop("pile")

        big_book_acquire = cls(
            action=action,
            cards=cards,
            pile=pile,
        )

        return big_book_acquire
