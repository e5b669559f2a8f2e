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

from ..models.far_cry_mission_ended_result import FarCryMissionEndedResult

T = TypeVar("T", bound="FarCryMissionEnded")


@_attrs_define
class FarCryMissionEnded:
    """EM-1, EM-2 (L577-579): success or failure, the objectives met, the save (never for mission 0).

    Attributes:
        objectives (list[str]): The objective ids met (content `missions.json`); empty on a failure.
        reason (str): Why it ended: "objective" (success), or the failure's cause ("player_ko", "all_ko", "escort_lost",
            "relic_lost",
            "no_player_left", "last_round").
        result (FarCryMissionEndedResult): The mission's outcome.
        saved (bool): True when the campaign save was written (never for mission 0).
        type_ (Literal['mission_ended']): The event's type, always `mission_ended` here (the log entry's `type` too).
    """

    objectives: list[str]
    reason: str
    result: FarCryMissionEndedResult
    saved: bool
    type_: Literal["mission_ended"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        objectives = self.objectives

        reason = self.reason

        result = self.result.value

        saved = self.saved

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "objectives": objectives,
                "reason": reason,
                "result": result,
                "saved": saved,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        objectives = cast(list[str], d.pop("objectives"))

        reason = d.pop("reason")

        result = FarCryMissionEndedResult(d.pop("result"))

        saved = d.pop("saved")

        type_ = cast(Literal["mission_ended"], d.pop("type"))
        if type_ != "mission_ended":
            raise ValueError(f"type must match const 'mission_ended', got '{type_}'")

        far_cry_mission_ended = cls(
            objectives=objectives,
            reason=reason,
            result=result,
            saved=saved,
            type_=type_,
        )

        far_cry_mission_ended.additional_properties = d
        return far_cry_mission_ended

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
