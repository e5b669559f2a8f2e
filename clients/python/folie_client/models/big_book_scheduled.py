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


T = TypeVar("T", bound="BigBookScheduled")


@_attrs_define
class BigBookScheduled:
    """Bookkeeping of pending work: drop the front step (`pop`), then put `steps` in front.

    Matches stored before `WorkPending` hold one per change of the queue; the engine now applies
    them to its scratch state only. Never shown to a seat (`views.event_view`).

        Attributes:
            pop (bool): True to drop the front step first.
            steps (list[BigBookStep]): The steps put in front of the queue, in order.
            type_ (Literal['scheduled']): The event's type, always `scheduled` here (the log entry's `type` too).
    """

    pop: bool
    steps: list[BigBookStep]
    type_: Literal["scheduled"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        pop = self.pop

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "pop": pop,
                "steps": steps,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.big_book_step import BigBookStep

        d = dict(src_dict)
        pop = d.pop("pop")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = BigBookStep.from_dict(steps_item_data)

            steps.append(steps_item)

        type_ = cast(Literal["scheduled"], d.pop("type"))
        if type_ != "scheduled":
            raise ValueError(f"type must match const 'scheduled', got '{type_}'")

        big_book_scheduled = cls(
            pop=pop,
            steps=steps,
            type_=type_,
        )

        big_book_scheduled.additional_properties = d
        return big_book_scheduled

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
