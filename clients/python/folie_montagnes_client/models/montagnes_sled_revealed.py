from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.montagnes_sled_card import MontagnesSledCard


T = TypeVar("T", bound="MontagnesSledRevealed")


@_attrs_define
class MontagnesSledRevealed:
    """VÉRIFICATION: the sled's cards turned face up.

    Attributes:
        cards (list[MontagnesSledCard]): The sled's cards, face up, each with who placed it.
        type_ (Literal['sled_revealed']): The event's type, always `sled_revealed` here (the log entry's `type` too).
    """

    cards: list[MontagnesSledCard]
    type_: Literal["sled_revealed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "cards": cards,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.montagnes_sled_card import MontagnesSledCard

        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = MontagnesSledCard.from_dict(cards_item_data)

            cards.append(cards_item)

        type_ = cast(Literal["sled_revealed"], d.pop("type"))
        if type_ != "sled_revealed":
            raise ValueError(f"type must match const 'sled_revealed', got '{type_}'")

        montagnes_sled_revealed = cls(
            cards=cards,
            type_=type_,
        )

        montagnes_sled_revealed.additional_properties = d
        return montagnes_sled_revealed

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
