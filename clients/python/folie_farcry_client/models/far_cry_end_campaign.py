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

T = TypeVar("T", bound="FarCryEndCampaign")


@_attrs_define
class FarCryEndCampaign:
    """The seat votes to end the campaign here (`end`) or takes its vote back. Designed: the rulebook
    has a group retry a failed mission from its save (L593-599) and never stop; a group at a table puts
    the box away when it wants, so a seat may vote, between missions, to stop. When every seat has voted,
    the campaign ends with the missions won so far, and the match is over (lost: the team did not
    escape the islands).

        Attributes:
            action (Literal['end_campaign']): The command's action, always `end_campaign` here (a `LegalAction`'s `action`).
            end (bool | Unset): `true`: vote to end the campaign; `false`: take the vote back. Default: True.
    """

    action: Literal["end_campaign"]
    end: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        action = self.action

        end = self.end

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "action": action,
            }
        )
        if end is not UNSET:
            field_dict["end"] = end

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        action = cast(Literal["end_campaign"], d.pop("action"))
        if action != "end_campaign":
            raise ValueError(f"action must match const 'end_campaign', got '{action}'")

        end = d.pop("end", UNSET)

        far_cry_end_campaign = cls(
            action=action,
            end=end,
        )

        return far_cry_end_campaign
