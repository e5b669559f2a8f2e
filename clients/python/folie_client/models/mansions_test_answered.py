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

T = TypeVar("T", bound="MansionsTestAnswered")


@_attrs_define
class MansionsTestAnswered:
    """The answer to the open test prompt: a skill point on the test (`ready`) or not (`lapsed`: at
    its deadline); the held decision is then decided again with it (its events follow).

        Attributes:
            lapsed (bool): True when nobody answered before the deadline. Default: False.
            ready (bool): True when a skill point was spent on the test.
            seat (int): The tested investigator's seat.
            type_ (Literal['test_answered']): The event's type, always `test_answered` here (the log entry's `type` too).
    """

    ready: bool
    seat: int
    type_: Literal["test_answered"]
    lapsed: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lapsed = self.lapsed

        ready = self.ready

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lapsed": lapsed,
                "ready": ready,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        lapsed = d.pop("lapsed")

        ready = d.pop("ready")

        seat = d.pop("seat")

        type_ = cast(Literal["test_answered"], d.pop("type"))
        if type_ != "test_answered":
            raise ValueError(f"type must match const 'test_answered', got '{type_}'")

        mansions_test_answered = cls(
            lapsed=lapsed,
            ready=ready,
            seat=seat,
            type_=type_,
        )

        mansions_test_answered.additional_properties = d
        return mansions_test_answered

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
