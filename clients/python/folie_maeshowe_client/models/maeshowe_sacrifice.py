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

from ..models.maeshowe_sacrifice_mode import MaeshoweSacrificeMode
from ..types import UNSET, Unset

T = TypeVar("T", bound="MaeshoweSacrifice")


@_attrs_define
class MaeshoweSacrifice:
    """Sacrifice: lose one food to move cards of the line (four, or two into the deck, when Sacrifice and the
    Goose share a rune), or decline.

        Attributes:
            action (Literal['sacrifice']): The command's action, always `sacrifice` here (a `LegalAction`'s `action`).
            mode (MaeshoweSacrificeMode): `decline`; `discard2`/`discard4`: 2 or 4 line cards into your discard pile (then
                shuffled);
                `deck2`: 2 line cards shuffled into the deck. `discard4` and `deck2` need the runes to match.
            cards (list[int] | Unset): Ids of the line cards to move (as many as the mode says, or the whole line if
                shorter).
    """

    action: Literal["sacrifice"]
    mode: MaeshoweSacrificeMode
    cards: list[int] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        mode = self.mode.value

        cards: list[int] | Unset = UNSET
        if not isinstance(self.cards, Unset):
            cards = self.cards

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "mode": mode,
            }
        )
        if cards is not UNSET:
            field_dict["cards"] = cards

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["sacrifice"], d.pop("action"))
        if action != "sacrifice":
            raise ValueError(f"action must match const 'sacrifice', got '{action}'")

        mode = MaeshoweSacrificeMode(d.pop("mode"))

        cards = cast(list[int], d.pop("cards", UNSET))

        maeshowe_sacrifice = cls(
            action=action,
            mode=mode,
            cards=cards,
        )

        return maeshowe_sacrifice
