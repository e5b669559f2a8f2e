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

T = TypeVar("T", bound="MansionsEndTrade")


@_attrs_define
class MansionsEndTrade:
    """This investigator is done trading (step 1).

    Attributes:
        action (Literal['end_trade']): The command's action, always `end_trade` here (a `LegalAction`'s `action`).
    """

    action: Literal["end_trade"]

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
        action = cast(Literal["end_trade"], d.pop("action"))
        if action != "end_trade":
            raise ValueError(f"action must match const 'end_trade', got '{action}'")

        mansions_end_trade = cls(
            action=action,
        )

        return mansions_end_trade
