from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.maeshowe_rearrange_action import MaeshoweRearrangeAction

T = TypeVar("T", bound="MaeshoweRearrange")


@_attrs_define
class MaeshoweRearrange:
    """Promptitude played: the whole line, left to right.

    Attributes:
        action (MaeshoweRearrangeAction):
        order (list[int]):
    """

    action: MaeshoweRearrangeAction
    order: list[int]

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        order = self.order

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "order": order,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MaeshoweRearrangeAction(d.pop("action"))

        order = cast(list[int], d.pop("order"))

        maeshowe_rearrange = cls(
            action=action,
            order=order,
        )

        return maeshowe_rearrange
