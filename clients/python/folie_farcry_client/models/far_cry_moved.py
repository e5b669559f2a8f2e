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

from ..models.far_cry_moved_kind import FarCryMovedKind

T = TypeVar("T", bound="FarCryMoved")


@_attrs_define
class FarCryMoved:
    """A movement action (MV-2..MV-16): kind, path, MP paid, careful payments.

    Attributes:
        careful_for (list[str]): The enemy uids a careful move paid an extra MP to pass unnoticed (MV-16).
        kind (FarCryMovedKind): How it moved: a `step` (MV-2), a `jump` over an obstacle, a `zip` line or a `climb`.
        mp (int): Movement points paid for the whole move.
        path (list[list[int]]): The hexes entered, in order, each `[q, r]`; the last is where it stopped.
        provoked (list[str]): Enemies whose zone of control this move left unpaid: each gets its free attack first
            (R-F-17).
        type_ (Literal['moved']): The event's type, always `moved` here (the log entry's `type` too).
        who (str): The character id or unit uid that moved.
    """

    careful_for: list[str]
    kind: FarCryMovedKind
    mp: int
    path: list[list[int]]
    provoked: list[str]
    type_: Literal["moved"]
    who: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        careful_for = self.careful_for

        kind = self.kind.value

        mp = self.mp

        path = []
        for path_item_data in self.path:
            path_item = path_item_data

            path.append(path_item)

        provoked = self.provoked

        type_ = self.type_

        who = self.who

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "careful_for": careful_for,
                "kind": kind,
                "mp": mp,
                "path": path,
                "provoked": provoked,
                "type": type_,
                "who": who,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        careful_for = cast(list[str], d.pop("careful_for"))

        kind = FarCryMovedKind(d.pop("kind"))

        mp = d.pop("mp")

        path = []
        _path = d.pop("path")
        for path_item_data in _path:
            path_item = cast(list[int], path_item_data)

            path.append(path_item)

        provoked = cast(list[str], d.pop("provoked"))

        type_ = cast(Literal["moved"], d.pop("type"))
        if type_ != "moved":
            raise ValueError(f"type must match const 'moved', got '{type_}'")

        who = d.pop("who")

        far_cry_moved = cls(
            careful_for=careful_for,
            kind=kind,
            mp=mp,
            path=path,
            provoked=provoked,
            type_=type_,
            who=who,
        )

        far_cry_moved.additional_properties = d
        return far_cry_moved

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
