from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MontagnesTrialResult")


@_attrs_define
class MontagnesTrialResult:
    """One trial of the tile as the sled's cards met it.

    Attributes:
        index (int): The trial's place on the tile (0 for its first trial).
        passed (bool): Whether that sum is one the trial asks for.
        total (int): The sum of the sled's cards of the trial's equipment type (injuries count for nothing).
    """

    index: int
    passed: bool
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        index = self.index

        passed = self.passed

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "index": index,
                "passed": passed,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        index = d.pop("index")

        passed = d.pop("passed")

        total = d.pop("total")

        montagnes_trial_result = cls(
            index=index,
            passed=passed,
            total=total,
        )

        montagnes_trial_result.additional_properties = d
        return montagnes_trial_result

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
