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
    from ..models.far_cry_change import FarCryChange


T = TypeVar("T", bound="FarCryDestinationsRevealed")


@_attrs_define
class FarCryDestinationsRevealed:
    """EX-12: every commitment shown at once; each explorer pays 1 MP and moves; face-down destinations
    are turned face up (`turned`); `hunters` arrived on a hunt and buy their re-rolls next (EX-19).

        Attributes:
            hunters (list[str]): The explorers that arrived on a hunt and buy their re-rolls next (EX-19).
            moves (list[FarCryChange]): Each explorer's move and its 1 MP.
            turned (list[FarCryCardAt]): Face-down destinations turned face up.
            type_ (Literal['exploration_destinations_revealed']): The event's type, always
                `exploration_destinations_revealed` here (the log entry's `type` too).
    """

    hunters: list[str]
    moves: list[FarCryChange]
    turned: list[FarCryCardAt]
    type_: Literal["exploration_destinations_revealed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        hunters = self.hunters

        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)

        turned = []
        for turned_item_data in self.turned:
            turned_item = turned_item_data.to_dict()
            turned.append(turned_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "hunters": hunters,
                "moves": moves,
                "turned": turned,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_card_at import FarCryCardAt
        from ..models.far_cry_change import FarCryChange

        d = dict(src_dict)
        hunters = cast(list[str], d.pop("hunters"))

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in _moves:
            moves_item = FarCryChange.from_dict(moves_item_data)

            moves.append(moves_item)

        turned = []
        _turned = d.pop("turned")
        for turned_item_data in _turned:
            turned_item = FarCryCardAt.from_dict(turned_item_data)

            turned.append(turned_item)

        type_ = cast(Literal["exploration_destinations_revealed"], d.pop("type"))
        if type_ != "exploration_destinations_revealed":
            raise ValueError(
                f"type must match const 'exploration_destinations_revealed', got '{type_}'"
            )

        far_cry_destinations_revealed = cls(
            hunters=hunters,
            moves=moves,
            turned=turned,
            type_=type_,
        )

        far_cry_destinations_revealed.additional_properties = d
        return far_cry_destinations_revealed

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
