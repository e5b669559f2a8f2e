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
    from ..models.far_cry_face_down import FarCryFaceDown


T = TypeVar("T", bound="FarCryRusesPlaced")


@_attrs_define
class FarCryRusesPlaced:
    """M7 (L2100, L2115, R-F-74): the Vaas ruse tokens shuffled face down, one on the Traitor's board,
    the others on their hexes. Their faces are hidden from every seat (`None` in the seats' copy).

        Attributes:
            held (None | str): The (hidden) face of the token on the holder's board.
            holder (None | str): The unit (uid) holding one token on its board: the Traitor.
            tokens (list[FarCryFaceDown]): The face-down tokens on the board: each hex and (hidden) face.
            type_ (Literal['ruses_placed']): The event's type, always `ruses_placed` here (the log entry's `type` too).
    """

    held: None | str
    holder: None | str
    tokens: list[FarCryFaceDown]
    type_: Literal["ruses_placed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        held: None | str
        held = self.held

        holder: None | str
        holder = self.holder

        tokens = []
        for tokens_item_data in self.tokens:
            tokens_item = tokens_item_data.to_dict()
            tokens.append(tokens_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "held": held,
                "holder": holder,
                "tokens": tokens,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_face_down import FarCryFaceDown

        d = dict(src_dict)

        def _parse_held(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        held = _parse_held(d.pop("held"))

        def _parse_holder(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        holder = _parse_holder(d.pop("holder"))

        tokens = []
        _tokens = d.pop("tokens")
        for tokens_item_data in _tokens:
            tokens_item = FarCryFaceDown.from_dict(tokens_item_data)

            tokens.append(tokens_item)

        type_ = cast(Literal["ruses_placed"], d.pop("type"))
        if type_ != "ruses_placed":
            raise ValueError(f"type must match const 'ruses_placed', got '{type_}'")

        far_cry_ruses_placed = cls(
            held=held,
            holder=holder,
            tokens=tokens,
            type_=type_,
        )

        far_cry_ruses_placed.additional_properties = d
        return far_cry_ruses_placed

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
