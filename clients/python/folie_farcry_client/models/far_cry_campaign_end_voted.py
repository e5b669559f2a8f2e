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
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryCampaignEndVoted")


@_attrs_define
class FarCryCampaignEndVoted:
    """A seat votes to end the campaign (`end`) or takes its vote back (`EndCampaign`).

    Attributes:
        end (bool): `true`: votes to end the campaign; `false`: takes its vote back.
        seat (int): The seat (0-based) that votes.
        type_ (Literal['campaign_end_voted']): The event's type, always `campaign_end_voted` here (the log entry's
            `type` too).
    """

    end: bool
    seat: int
    type_: Literal["campaign_end_voted"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        end = self.end

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "end": end,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        end = d.pop("end")

        seat = d.pop("seat")

        type_ = cast(Literal["campaign_end_voted"], d.pop("type"))
        if type_ != "campaign_end_voted":
            raise ValueError(
                f"type must match const 'campaign_end_voted', got '{type_}'"
            )

        far_cry_campaign_end_voted = cls(
            end=end,
            seat=seat,
            type_=type_,
        )

        far_cry_campaign_end_voted.additional_properties = d
        return far_cry_campaign_end_voted

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
