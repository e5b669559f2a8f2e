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
    from ..models.maeshowe_task import MaeshoweTask


T = TypeVar("T", bound="MaeshoweTaskAdded")


@_attrs_define
class MaeshoweTaskAdded:
    """A pending piece of card resolution queued (a choice a seat must make, or a play effect to resolve).

    Attributes:
        front (bool): Queued first (`true`) or last.
        task (MaeshoweTask): A pending piece of card resolution. The head of `MaeshoweState.tasks` is the current
            prompt.

            `kind` is a choice (`eat`, `hope_peek`, `sacrifice`...) answered by a command, or
            `resolve_play`: a play effect queued behind a choice (Snober's two cards resolve in turn).
        type_ (Literal['task_added']): The event's type, always `task_added` here (the log entry's `type` too).
    """

    front: bool
    task: MaeshoweTask
    type_: Literal["task_added"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        front = self.front

        task = self.task.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "front": front,
                "task": task,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.maeshowe_task import MaeshoweTask

        d = dict(src_dict)
        front = d.pop("front")

        task = MaeshoweTask.from_dict(d.pop("task"))

        type_ = cast(Literal["task_added"], d.pop("type"))
        if type_ != "task_added":
            raise ValueError(f"type must match const 'task_added', got '{type_}'")

        maeshowe_task_added = cls(
            front=front,
            task=task,
            type_=type_,
        )

        maeshowe_task_added.additional_properties = d
        return maeshowe_task_added

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
