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

T = TypeVar("T", bound="StreamKeepalive")


@_attrs_define
class StreamKeepalive:
    """NDJSON only, while the stream idles (SSE sends a `: keep-alive` comment).

    Attributes:
        server_time (float): The server's clock, Unix seconds.
        type_ (Literal['keepalive']): The message's kind.
    """

    server_time: float
    type_: Literal["keepalive"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        server_time = self.server_time

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "server_time": server_time,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        server_time = d.pop("server_time")

        type_ = cast(Literal["keepalive"], d.pop("type"))
        if type_ != "keepalive":
            raise ValueError(f"type must match const 'keepalive', got '{type_}'")

        stream_keepalive = cls(
            server_time=server_time,
            type_=type_,
        )

        stream_keepalive.additional_properties = d
        return stream_keepalive

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
