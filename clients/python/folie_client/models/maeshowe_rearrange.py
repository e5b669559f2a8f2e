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

T = TypeVar("T", bound="MaeshoweRearrange")


@_attrs_define
class MaeshoweRearrange:
    """Promptitude played: the whole line, left to right.

    Attributes:
        action (Literal['rearrange']): The command's action, always `rearrange` here (a `LegalAction`'s `action`).
        order (list[int]): Every card id of the line, once each, in the new order (left to right).
    """

    action: Literal["rearrange"]
    order: list[int]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["rearrange"], d.pop("action"))
        if action != "rearrange":
            raise ValueError(f"action must match const 'rearrange', got '{action}'")

        order = cast(list[int], d.pop("order"))

        maeshowe_rearrange = cls(
            action=action,
            order=order,
        )

        return maeshowe_rearrange
