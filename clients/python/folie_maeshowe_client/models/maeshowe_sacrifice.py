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
    """Sacrifice

    Attributes:
        action (Literal['sacrifice']):
        mode (MaeshoweSacrificeMode):
        cards (list[int] | Unset):
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
