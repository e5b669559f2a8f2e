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
    from ..models.big_book_step import BigBookStep


T = TypeVar("T", bound="BigBookWorkPending")


@_attrs_define
class BigBookWorkPending:
    """Bookkeeping: the pending work as a command (or the set-up) leaves it, so that folding the log
    rebuilds the queue. At most one per command, after its facts; never shown to a seat.

        Attributes:
            queue (list[BigBookStep]): The pending work, front first.
            seq (int): The next step number to hand out (prompt ids).
            type_ (Literal['work_pending']): The event's type, always `work_pending` here (the log entry's `type` too).
    """

    queue: list[BigBookStep]
    seq: int
    type_: Literal["work_pending"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        queue = []
        for queue_item_data in self.queue:
            queue_item = queue_item_data.to_dict()
            queue.append(queue_item)

        seq = self.seq

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "queue": queue,
                "seq": seq,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.big_book_step import BigBookStep

        d = dict(src_dict)
        queue = []
        _queue = d.pop("queue")
        for queue_item_data in _queue:
            queue_item = BigBookStep.from_dict(queue_item_data)

            queue.append(queue_item)

        seq = d.pop("seq")

        type_ = cast(Literal["work_pending"], d.pop("type"))
        if type_ != "work_pending":
            raise ValueError(f"type must match const 'work_pending', got '{type_}'")

        big_book_work_pending = cls(
            queue=queue,
            seq=seq,
            type_=type_,
        )

        big_book_work_pending.additional_properties = d
        return big_book_work_pending

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
