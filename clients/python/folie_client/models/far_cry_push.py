from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="FarCryPush")


@_attrs_define
class FarCryPush:
    """Where the zip-liner pushes a unit on or beside the arrival hex (MV-13, R-F-16).

    Attributes:
        to (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
        unit (str): The character id or unit uid pushed.
    """

    to: list[int]
    unit: str

    def to_dict(self) -> dict[str, Any]:
        to = self.to

        unit = self.unit

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "to": to,
                "unit": unit,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        to = cast(list[int], d.pop("to"))

        unit = d.pop("unit")

        far_cry_push = cls(
            to=to,
            unit=unit,
        )

        return far_cry_push
