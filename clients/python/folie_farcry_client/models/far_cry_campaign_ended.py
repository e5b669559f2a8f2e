from __future__ import annotations

from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.far_cry_campaign_ended_failures import FarCryCampaignEndedFailures


T = TypeVar("T", bound="FarCryCampaignEnded")


@_attrs_define
class FarCryCampaignEnded:
    """Every seat voted to end the campaign: it stops here with the missions won so far (and the
    failed attempts, R-F-52); the match is over.

        Attributes:
            failures (FarCryCampaignEndedFailures): How many times each mission failed (R-F-52's retries), by mission id.
            missions_done (list[str]): The missions the team won in this campaign, in order.
            type_ (Literal['campaign_ended']): The event's type, always `campaign_ended` here (the log entry's `type` too).
    """

    failures: FarCryCampaignEndedFailures
    missions_done: list[str]
    type_: Literal["campaign_ended"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        failures = self.failures.to_dict()

        missions_done = self.missions_done

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "failures": failures,
                "missions_done": missions_done,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_campaign_ended_failures import FarCryCampaignEndedFailures

        d = dict(src_dict)
        failures = FarCryCampaignEndedFailures.from_dict(d.pop("failures"))

        missions_done = cast(list[str], d.pop("missions_done"))

        type_ = cast(Literal["campaign_ended"], d.pop("type"))
        if type_ != "campaign_ended":
            raise ValueError(f"type must match const 'campaign_ended', got '{type_}'")

        far_cry_campaign_ended = cls(
            failures=failures,
            missions_done=missions_done,
            type_=type_,
        )

        far_cry_campaign_ended.additional_properties = d
        return far_cry_campaign_ended

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
