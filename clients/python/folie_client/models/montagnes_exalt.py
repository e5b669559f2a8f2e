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

T = TypeVar("T", bound="MontagnesExalt")


@_attrs_define
class MontagnesExalt:
    """Reward Exalter: return discarded leadership tokens to the sled.

    Attributes:
        action (Literal['exalt']): The command's action, always `exalt` here (a `LegalAction`'s `action`).
        count (int): How many (0 to 2, at most the tokens discarded).
    """

    action: Literal["exalt"]
    count: int

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        count = self.count

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "count": count,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["exalt"], d.pop("action"))
        if action != "exalt":
            raise ValueError(f"action must match const 'exalt', got '{action}'")

        count = d.pop("count")

        montagnes_exalt = cls(
            action=action,
            count=count,
        )

        return montagnes_exalt
