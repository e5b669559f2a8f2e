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
    from ..models.mansions_seat_view import MansionsSeatView


T = TypeVar("T", bound="StreamView")


@_attrs_define
class StreamView:
    """The caller's view at version `id`.

    Attributes:
        data (MansionsSeatView): A seat's view of a Mansions of Madness match.
        id (int): A match version: resume after it with `Last-Event-ID`.
        type_ (Literal['view']): The message's kind (SSE: its `event:` line).
    """

    data: MansionsSeatView
    id: int
    type_: Literal["view"]
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
        from ..models.mansions_seat_view import MansionsSeatView

        d = dict(src_dict)
        data = MansionsSeatView.from_dict(d.pop("data"))

        id = d.pop("id")

        type_ = cast(Literal["view"], d.pop("type"))
        if type_ != "view":
            raise ValueError(f"type must match const 'view', got '{type_}'")

        stream_view = cls(
            data=data,
            id=id,
            type_=type_,
        )

        stream_view.additional_properties = d
        return stream_view

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
