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

T = TypeVar("T", bound="MaeshoweTaskDone")


@_attrs_define
class MaeshoweTaskDone:
    """A queued task resolved.

    Attributes:
        id (int): The task's id.
        type_ (Literal['task_done']): The event's type, always `task_done` here (the log entry's `type` too).
    """

    id: int
    type_: Literal["task_done"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        type_ = cast(Literal["task_done"], d.pop("type"))
        if type_ != "task_done":
            raise ValueError(f"type must match const 'task_done', got '{type_}'")

        maeshowe_task_done = cls(
            id=id,
            type_=type_,
        )

        maeshowe_task_done.additional_properties = d
        return maeshowe_task_done

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
