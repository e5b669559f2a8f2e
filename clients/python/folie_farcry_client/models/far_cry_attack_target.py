from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="FarCryAttackTarget")


@_attrs_define
class FarCryAttackTarget:
    """AttackTarget

    Attributes:
        at (list[int] | None | Unset): The target hex, as `[q, r]` (a tile or an empty hex); give this or `unit`.
        unit (None | str | Unset): The target's character id or unit uid; give this or `at`.
    """

    at: list[int] | None | Unset = UNSET
    unit: None | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        at: list[int] | None | Unset
        if isinstance(self.at, Unset):
            at = UNSET
        elif isinstance(self.at, list):
            at = self.at

        else:
            at = self.at

        unit: None | str | Unset
        if isinstance(self.unit, Unset):
            unit = UNSET
        else:
            unit = self.unit

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if at is not UNSET:
            field_dict["at"] = at
        if unit is not UNSET:
            field_dict["unit"] = unit

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_at(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                at_type_0 = cast(list[int], data)

                return at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        at = _parse_at(d.pop("at", UNSET))

        def _parse_unit(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        unit = _parse_unit(d.pop("unit", UNSET))

        far_cry_attack_target = cls(
            at=at,
            unit=unit,
        )

        return far_cry_attack_target
