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

T = TypeVar("T", bound="MansionsDragInvestigator")


@_attrs_define
class MansionsDragInvestigator:
    """The keeper moves the investigator a monster's attack drags, one space to `space` (H-34 specials).

    Attributes:
        action (Literal['drag_investigator']): The command's action, always `drag_investigator` here (a `LegalAction`'s
            `action`).
        space (str): The space the dragged investigator is put on (one space from where it stands).
    """

    action: Literal["drag_investigator"]
    space: str

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        space = self.space

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
                "space": space,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["drag_investigator"], d.pop("action"))
        if action != "drag_investigator":
            raise ValueError(
                f"action must match const 'drag_investigator', got '{action}'"
            )

        space = d.pop("space")

        mansions_drag_investigator = cls(
            action=action,
            space=space,
        )

        return mansions_drag_investigator
