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

T = TypeVar("T", bound="FarCryRerollsBought")


@_attrs_define
class FarCryRerollsBought:
    """EX-19: re-rolls bought before rolling, 1 MP each (paid when the hunt is resolved).

    Attributes:
        character (str): The explorer buying.
        rerolls (int): Re-rolls bought (1 MP each).
        type_ (Literal['exploration_rerolls_bought']): The event's type, always `exploration_rerolls_bought` here (the
            log entry's `type` too).
    """

    character: str
    rerolls: int
    type_: Literal["exploration_rerolls_bought"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        rerolls = self.rerolls

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "rerolls": rerolls,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        rerolls = d.pop("rerolls")

        type_ = cast(Literal["exploration_rerolls_bought"], d.pop("type"))
        if type_ != "exploration_rerolls_bought":
            raise ValueError(
                f"type must match const 'exploration_rerolls_bought', got '{type_}'"
            )

        far_cry_rerolls_bought = cls(
            character=character,
            rerolls=rerolls,
            type_=type_,
        )

        far_cry_rerolls_bought.additional_properties = d
        return far_cry_rerolls_bought

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
