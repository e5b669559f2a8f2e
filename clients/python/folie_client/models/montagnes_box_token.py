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

T = TypeVar("T", bound="MontagnesBoxToken")


@_attrs_define
class MontagnesBoxToken:
    """Put a leadership token back in the box, from where the Leader chooses (R-M-5).

    Attributes:
        action (Literal['box_token']): The command's action, always `box_token` here (a `LegalAction`'s `action`).
        source (str): `sled` or `discard`.
    """

    action: Literal["box_token"]
    source: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

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
        action = cast(Literal["box_token"], d.pop("action"))
        if action != "box_token":
            raise ValueError(f"action must match const 'box_token', got '{action}'")

        source = d.pop("source")

        montagnes_box_token = cls(
            action=action,
            source=source,
        )

        return montagnes_box_token
