from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from ..models.montagnes_box_token_action import MontagnesBoxTokenAction

T = TypeVar("T", bound="MontagnesBoxToken")


@_attrs_define
class MontagnesBoxToken:
    """BoxToken

    Attributes:
        action (MontagnesBoxTokenAction):
        source (str):
    """

    action: MontagnesBoxTokenAction
    source: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action.value

        source = self.source

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "source": source,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = MontagnesBoxTokenAction(d.pop("action"))

        source = d.pop("source")

        montagnes_box_token = cls(
            action=action,
            source=source,
        )

        return montagnes_box_token
