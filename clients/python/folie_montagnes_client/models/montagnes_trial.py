from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.montagnes_trial_equipment import MontagnesTrialEquipment

T = TypeVar("T", bound="MontagnesTrial")


@_attrs_define
class MontagnesTrial:
    """One Épreuve: the sum of one equipment type must lie in [min, max] or equal one of `values`.

    Attributes:
        equipment (MontagnesTrialEquipment): The equipment type whose values are summed.
        max_ (int | None): The largest sum that passes; `null` for no upper bound.
        min_ (int | None): The smallest sum that passes; `null` for no lower bound.
        values (list[int]): Sums that pass exactly (when the trial lists values rather than a range).
    """

    equipment: MontagnesTrialEquipment
    max_: int | None
    min_: int | None
    values: list[int]

    def to_dict(self) -> dict[str, Any]:
        equipment = self.equipment.value

        max_: int | None
        max_ = self.max_

        min_: int | None
        min_ = self.min_

        values = self.values

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "equipment": equipment,
                "max": max_,
                "min": min_,
                "values": values,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        equipment = MontagnesTrialEquipment(d.pop("equipment"))

        def _parse_max_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_ = _parse_max_(d.pop("max"))

        def _parse_min_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        min_ = _parse_min_(d.pop("min"))

        values = cast(list[int], d.pop("values"))

        montagnes_trial = cls(
            equipment=equipment,
            max_=max_,
            min_=min_,
            values=values,
        )

        return montagnes_trial
