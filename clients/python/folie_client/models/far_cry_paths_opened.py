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
    from ..models.far_cry_card_at import FarCryCardAt


T = TypeVar("T", bound="FarCryPathsOpened")


@_attrs_define
class FarCryPathsOpened:
    """EX-14: cards from the pile beside empty arrows (`card` hidden when face down) and face-down
    cards turned up by a gold arrow.

        Attributes:
            placed (list[FarCryCardAt]): Cards from the pile laid beside empty arrows (`card` `null` while face down).
            turned (list[FarCryCardAt]): Face-down cards turned up by a gold arrow.
            type_ (Literal['exploration_paths_opened']): The event's type, always `exploration_paths_opened` here (the log
                entry's `type` too).
    """

    placed: list[FarCryCardAt]
    turned: list[FarCryCardAt]
    type_: Literal["exploration_paths_opened"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        placed = []
        for placed_item_data in self.placed:
            placed_item = placed_item_data.to_dict()
            placed.append(placed_item)

        turned = []
        for turned_item_data in self.turned:
            turned_item = turned_item_data.to_dict()
            turned.append(turned_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "placed": placed,
                "turned": turned,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_card_at import FarCryCardAt

        d = dict(src_dict)
        placed = []
        _placed = d.pop("placed")
        for placed_item_data in _placed:
            placed_item = FarCryCardAt.from_dict(placed_item_data)

            placed.append(placed_item)

        turned = []
        _turned = d.pop("turned")
        for turned_item_data in _turned:
            turned_item = FarCryCardAt.from_dict(turned_item_data)

            turned.append(turned_item)

        type_ = cast(Literal["exploration_paths_opened"], d.pop("type"))
        if type_ != "exploration_paths_opened":
            raise ValueError(
                f"type must match const 'exploration_paths_opened', got '{type_}'"
            )

        far_cry_paths_opened = cls(
            placed=placed,
            turned=turned,
            type_=type_,
        )

        far_cry_paths_opened.additional_properties = d
        return far_cry_paths_opened

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
