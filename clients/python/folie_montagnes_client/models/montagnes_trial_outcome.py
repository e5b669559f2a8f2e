from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MontagnesTrialOutcome")


@_attrs_define
class MontagnesTrialOutcome:
    """TrialOutcome

    Attributes:
        equipment (str): The equipment type summed.
        index (int): The trial's index on the tile (0-based).
        passed (bool): True when the sum met the target.
        target (str): What the sum had to be, as printed: a range "3-5" or values "2 ou 4".
        total (int): The sum of that type on the sled.
    """

    equipment: str
    index: int
    passed: bool
    target: str
    total: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        equipment = self.equipment

        index = self.index

        passed = self.passed

        target = self.target

        total = self.total

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "equipment": equipment,
                "index": index,
                "passed": passed,
                "target": target,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        equipment = d.pop("equipment")

        index = d.pop("index")

        passed = d.pop("passed")

        target = d.pop("target")

        total = d.pop("total")

        montagnes_trial_outcome = cls(
            equipment=equipment,
            index=index,
            passed=passed,
            target=target,
            total=total,
        )

        montagnes_trial_outcome.additional_properties = d
        return montagnes_trial_outcome

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
