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

T = TypeVar("T", bound="MansionsTendCampfire")


@_attrs_define
class MansionsTendCampfire:
    """The action at the campfire: destroy every corpse in its space (H-56, R-H-30).

    Attributes:
        action (Literal['tend_campfire']): The command's action, always `tend_campfire` here (a `LegalAction`'s
            `action`).
    """

    action: Literal["tend_campfire"]

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
        action = cast(Literal["tend_campfire"], d.pop("action"))
        if action != "tend_campfire":
            raise ValueError(f"action must match const 'tend_campfire', got '{action}'")

        mansions_tend_campfire = cls(
            action=action,
        )

        return mansions_tend_campfire
