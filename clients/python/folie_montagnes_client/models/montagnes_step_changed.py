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

T = TypeVar("T", bound="MontagnesStepChanged")


@_attrs_define
class MontagnesStepChanged:
    """StepChanged

    Attributes:
        step (str): The turn's new step (e.g. "movement", "ignore_choice", "encounter", "decision", "reveal",
            "failures", "box",
            "deal", "rest").
        type_ (Literal['step_changed']): The event's type, always `step_changed` here (the log entry's `type` too).
    """

    step: str
    type_: Literal["step_changed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        step = self.step

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "step": step,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        step = d.pop("step")

        type_ = cast(Literal["step_changed"], d.pop("type"))
        if type_ != "step_changed":
            raise ValueError(f"type must match const 'step_changed', got '{type_}'")

        montagnes_step_changed = cls(
            step=step,
            type_=type_,
        )

        montagnes_step_changed.additional_properties = d
        return montagnes_step_changed

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
