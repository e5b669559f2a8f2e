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

T = TypeVar("T", bound="MansionsSkillReadied")


@_attrs_define
class MansionsSkillReadied:
    """A skill point set aside for the next test of kind `test` (a `TestRolled.why`) of an attribute
    other than luck (L88, H-43, R-H-19). Version 2 added `test` (None: the next test, version 1).

        Attributes:
            seat (int): The investigator's seat.
            test (None | str): The kind of test the point is for (a `TestRolled.why`); `null` for the next test.
            type_ (Literal['skill_readied']): The event's type, always `skill_readied` here (the log entry's `type` too).
    """

    seat: int
    test: None | str
    type_: Literal["skill_readied"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        test: None | str
        test = self.test

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "seat": seat,
                "test": test,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_test(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        test = _parse_test(d.pop("test"))

        type_ = cast(Literal["skill_readied"], d.pop("type"))
        if type_ != "skill_readied":
            raise ValueError(f"type must match const 'skill_readied', got '{type_}'")

        mansions_skill_readied = cls(
            seat=seat,
            test=test,
            type_=type_,
        )

        mansions_skill_readied.additional_properties = d
        return mansions_skill_readied

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
