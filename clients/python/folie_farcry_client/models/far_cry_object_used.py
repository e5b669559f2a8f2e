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

T = TypeVar("T", bound="FarCryObjectUsed")


@_attrs_define
class FarCryObjectUsed:
    """MV-1 (L623-627): an adjacent special object used for its MP cost (a cage opened, TI-8).

    Attributes:
        at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
        character (str): The character using the object.
        kind (str): The object's tile kind (e.g. "cage").
        mp (int): Movement points paid.
        type_ (Literal['object_used']): The event's type, always `object_used` here (the log entry's `type` too).
    """

    at: list[int]
    character: str
    kind: str
    mp: int
    type_: Literal["object_used"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        character = self.character

        kind = self.kind

        mp = self.mp

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "character": character,
                "kind": kind,
                "mp": mp,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        character = d.pop("character")

        kind = d.pop("kind")

        mp = d.pop("mp")

        type_ = cast(Literal["object_used"], d.pop("type"))
        if type_ != "object_used":
            raise ValueError(f"type must match const 'object_used', got '{type_}'")

        far_cry_object_used = cls(
            at=at,
            character=character,
            kind=kind,
            mp=mp,
            type_=type_,
        )

        far_cry_object_used.additional_properties = d
        return far_cry_object_used

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
