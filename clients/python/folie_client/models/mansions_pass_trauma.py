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

T = TypeVar("T", bound="MansionsPassTrauma")


@_attrs_define
class MansionsPassTrauma:
    """The keeper plays no trauma on the first offered loss.

    Attributes:
        action (Literal['pass_trauma']): The command's action, always `pass_trauma` here (a `LegalAction`'s `action`).
    """

    action: Literal["pass_trauma"]

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["pass_trauma"], d.pop("action"))
        if action != "pass_trauma":
            raise ValueError(f"action must match const 'pass_trauma', got '{action}'")

        mansions_pass_trauma = cls(
            action=action,
        )

        return mansions_pass_trauma
