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
    from ..models.log_entry import LogEntry


T = TypeVar("T", bound="StreamEvent")


@_attrs_define
class StreamEvent:
    """An event as the caller may see it (version `id`).

    Attributes:
        data (LogEntry): One event as a given seat may see it (`type: "redacted"` when it may see nothing of it).
        id (int): A match version: resume after it with `Last-Event-ID`.
        type_ (Literal['event']): The message's kind (SSE: its `event:` line).
    """

    data: LogEntry
    id: int
    type_: Literal["event"]
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
        from ..models.log_entry import LogEntry

        d = dict(src_dict)
        data = LogEntry.from_dict(d.pop("data"))

        id = d.pop("id")

        type_ = cast(Literal["event"], d.pop("type"))
        if type_ != "event":
            raise ValueError(f"type must match const 'event', got '{type_}'")

        stream_event = cls(
            data=data,
            id=id,
            type_=type_,
        )

        stream_event.additional_properties = d
        return stream_event

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
