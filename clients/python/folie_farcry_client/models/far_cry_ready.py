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

from ..types import UNSET, Unset

T = TypeVar("T", bound="FarCryReady")


@_attrs_define
class FarCryReady:
    """The seat is ready to leave (`ready`) or not yet; once every seat is ready the next mission of
    the campaign starts (RND-1).

        Attributes:
            action (Literal['ready']): The command's action, always `ready` here (a `LegalAction`'s `action`).
            ready (bool | Unset): True when ready to leave, false to take it back. Default: True.
    """

    action: Literal["ready"]
    ready: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        ready = self.ready

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if ready is not UNSET:
            field_dict["ready"] = ready

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["ready"], d.pop("action"))
        if action != "ready":
            raise ValueError(f"action must match const 'ready', got '{action}'")

        ready = d.pop("ready", UNSET)

        far_cry_ready = cls(
            action=action,
            ready=ready,
        )

        return far_cry_ready
