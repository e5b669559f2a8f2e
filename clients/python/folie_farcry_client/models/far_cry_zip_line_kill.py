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

T = TypeVar("T", bound="FarCryZipLineKill")


@_attrs_define
class FarCryZipLineKill:
    """R-F-30 (M4's "Tuez depuis une tyrolienne", L1911): `victim` was killed by `character`'s
    zip-line shot or impact; recorded only in a mission whose objectives read it.

        Attributes:
            character (str): The character who shot from or hit with the zip line.
            type_ (Literal['zip_line_kill']): The event's type, always `zip_line_kill` here (the log entry's `type` too).
            victim (str): The unit uid killed.
    """

    character: str
    type_: Literal["zip_line_kill"]
    victim: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        type_ = self.type_

        victim = self.victim

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "type": type_,
                "victim": victim,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        type_ = cast(Literal["zip_line_kill"], d.pop("type"))
        if type_ != "zip_line_kill":
            raise ValueError(f"type must match const 'zip_line_kill', got '{type_}'")

        victim = d.pop("victim")

        far_cry_zip_line_kill = cls(
            character=character,
            type_=type_,
            victim=victim,
        )

        far_cry_zip_line_kill.additional_properties = d
        return far_cry_zip_line_kill

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
