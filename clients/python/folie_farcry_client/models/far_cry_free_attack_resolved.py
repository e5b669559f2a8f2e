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

T = TypeVar("T", bound="FarCryFreeAttackResolved")


@_attrs_define
class FarCryFreeAttackResolved:
    """R-F-42: the first owed free attack is done (`passed`: its player or unit made none).

    Attributes:
        passed (bool): True when it made none. Default: False.
        type_ (Literal['free_attack_resolved']): The event's type, always `free_attack_resolved` here (the log entry's
            `type` too).
        who (str): The character id or unit uid whose owed free attack is done.
    """

    type_: Literal["free_attack_resolved"]
    who: str
    passed: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        passed = self.passed

        type_ = self.type_

        who = self.who

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "passed": passed,
                "type": type_,
                "who": who,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        passed = d.pop("passed")

        type_ = cast(Literal["free_attack_resolved"], d.pop("type"))
        if type_ != "free_attack_resolved":
            raise ValueError(
                f"type must match const 'free_attack_resolved', got '{type_}'"
            )

        who = d.pop("who")

        far_cry_free_attack_resolved = cls(
            passed=passed,
            type_=type_,
            who=who,
        )

        far_cry_free_attack_resolved.additional_properties = d
        return far_cry_free_attack_resolved

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
