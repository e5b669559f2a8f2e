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
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryCardRevealed")


@_attrs_define
class FarCryCardRevealed:
    """EX-11: step 1, 1 MP.

    Attributes:
        card (str): The card now face up.
        cell (str): The cell turned, as `"x,y"`.
        character (str): The explorer revealing.
        type_ (Literal['exploration_card_revealed']): The event's type, always `exploration_card_revealed` here (the log
            entry's `type` too).
    """

    card: str
    cell: str
    character: str
    type_: Literal["exploration_card_revealed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        cell = self.cell

        character = self.character

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "cell": cell,
                "character": character,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        cell = d.pop("cell")

        character = d.pop("character")

        type_ = cast(Literal["exploration_card_revealed"], d.pop("type"))
        if type_ != "exploration_card_revealed":
            raise ValueError(
                f"type must match const 'exploration_card_revealed', got '{type_}'"
            )

        far_cry_card_revealed = cls(
            card=card,
            cell=cell,
            character=character,
            type_=type_,
        )

        far_cry_card_revealed.additional_properties = d
        return far_cry_card_revealed

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
