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

T = TypeVar("T", bound="MansionsTraumaPassed")


@_attrs_define
class MansionsTraumaPassed:
    """The keeper lets the first offered loss go (`lapsed`: at the deadline).

    Attributes:
        lapsed (bool): True when the keeper did not answer before the deadline. Default: False.
        type_ (Literal['trauma_passed']): The event's type, always `trauma_passed` here (the log entry's `type` too).
    """

    type_: Literal["trauma_passed"]
    lapsed: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        lapsed = self.lapsed

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "lapsed": lapsed,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        lapsed = d.pop("lapsed")

        type_ = cast(Literal["trauma_passed"], d.pop("type"))
        if type_ != "trauma_passed":
            raise ValueError(f"type must match const 'trauma_passed', got '{type_}'")

        mansions_trauma_passed = cls(
            lapsed=lapsed,
            type_=type_,
        )

        mansions_trauma_passed.additional_properties = d
        return mansions_trauma_passed

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
