from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="StreamEndData")


@_attrs_define
class StreamEndData:
    """Why the stream ends: `match_finished` (the match is over), or why the token stopped working (`token_revoked`,
    `token_expired`...).

        Attributes:
            code (str): Why: `match_finished`, or the token's problem code (`token_revoked`...).
            detail (str): The same in words, in the request's language.
            server_time (float): The server's clock, Unix seconds.
    """

    code: str
    detail: str
    server_time: float
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        detail = self.detail

        server_time = self.server_time

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "code": code,
                "detail": detail,
                "server_time": server_time,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        code = d.pop("code")

        detail = d.pop("detail")

        server_time = d.pop("server_time")

        stream_end_data = cls(
            code=code,
            detail=detail,
            server_time=server_time,
        )

        stream_end_data.additional_properties = d
        return stream_end_data

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
