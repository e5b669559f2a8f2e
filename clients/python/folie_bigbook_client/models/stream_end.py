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
    from ..models.stream_end_data import StreamEndData


T = TypeVar("T", bound="StreamEnd")


@_attrs_define
class StreamEnd:
    """The last message: the stream closes after it (the match is over, or the token stopped working).

    Attributes:
        data (StreamEndData): Why the stream ends: `match_finished` (the match is over), or why the token stopped
            working (`token_revoked`, `token_expired`...).
        id (int): A match version: resume after it with `Last-Event-ID`.
        type_ (Literal['end']): The message's kind (SSE: its `event:` line).
    """

    data: StreamEndData
    id: int
    type_: Literal["end"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        data = self.data.to_dict()

        id = self.id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "data": data,
                "id": id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.stream_end_data import StreamEndData

        d = dict(src_dict)
        data = StreamEndData.from_dict(d.pop("data"))

        id = d.pop("id")

        type_ = cast(Literal["end"], d.pop("type"))
        if type_ != "end":
            raise ValueError(f"type must match const 'end', got '{type_}'")

        stream_end = cls(
            data=data,
            id=id,
            type_=type_,
        )

        stream_end.additional_properties = d
        return stream_end

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
