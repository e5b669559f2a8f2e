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

T = TypeVar("T", bound="FarCryTileDamaged")


@_attrs_define
class FarCryTileDamaged:
    """CB-37 (L1012), R-F-23, R-F-24: damage tokens on a tile hit directly or through the cover die.

    Attributes:
        amount (int): Damage tokens put on it.
        at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
        by (None | str): The character id or unit uid whose attack hit it; `null` for none.
        kind (str): The tile's kind (a box tile id: "crate", "red_barrel"...).
        type_ (Literal['tile_damaged']): The event's type, always `tile_damaged` here (the log entry's `type` too).
    """

    amount: int
    at: list[int]
    by: None | str
    kind: str
    type_: Literal["tile_damaged"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        at = self.at

        by: None | str
        by = self.by

        kind = self.kind

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "amount": amount,
                "at": at,
                "by": by,
                "kind": kind,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        amount = d.pop("amount")

        at = cast(list[int], d.pop("at"))

        def _parse_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        by = _parse_by(d.pop("by"))

        kind = d.pop("kind")

        type_ = cast(Literal["tile_damaged"], d.pop("type"))
        if type_ != "tile_damaged":
            raise ValueError(f"type must match const 'tile_damaged', got '{type_}'")

        far_cry_tile_damaged = cls(
            amount=amount,
            at=at,
            by=by,
            kind=kind,
            type_=type_,
        )

        far_cry_tile_damaged.additional_properties = d
        return far_cry_tile_damaged

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
