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

from ..models.far_cry_mission_debriefed_phase import FarCryMissionDebriefedPhase
from ..models.far_cry_mission_debriefed_result import FarCryMissionDebriefedResult

if TYPE_CHECKING:
    from ..models.far_cry_campaign_save import FarCryCampaignSave


T = TypeVar("T", bound="FarCryMissionDebriefed")


@_attrs_define
class FarCryMissionDebriefed:
    """The end of a saved mission (EM-3..EM-13, MD-6, MD-7, KO-2): after a success the rewritten save
    and the next phase (the exploration, R-F-66); after a failure the kept save restored (R-F-52) and
    the preparation to try again.

        Attributes:
            phase (FarCryMissionDebriefedPhase): What comes next: the `exploration` (after a success) or the `preparation`
                to try again.
            result (FarCryMissionDebriefedResult): The mission's outcome.
            save (FarCryCampaignSave): The whole team's save: each player's, the team reserve (EM-4, INV-9) and the
                exploration token.
            type_ (Literal['mission_debriefed']): The event's type, always `mission_debriefed` here (the log entry's `type`
                too).
    """

    phase: FarCryMissionDebriefedPhase
    result: FarCryMissionDebriefedResult
    save: FarCryCampaignSave
    type_: Literal["mission_debriefed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phase = self.phase.value

        result = self.result.value

        save = self.save.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phase": phase,
                "result": result,
                "save": save,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_campaign_save import FarCryCampaignSave

        d = dict(src_dict)
        phase = FarCryMissionDebriefedPhase(d.pop("phase"))

        result = FarCryMissionDebriefedResult(d.pop("result"))

        save = FarCryCampaignSave.from_dict(d.pop("save"))

        type_ = cast(Literal["mission_debriefed"], d.pop("type"))
        if type_ != "mission_debriefed":
            raise ValueError(
                f"type must match const 'mission_debriefed', got '{type_}'"
            )

        far_cry_mission_debriefed = cls(
            phase=phase,
            result=result,
            save=save,
            type_=type_,
        )

        far_cry_mission_debriefed.additional_properties = d
        return far_cry_mission_debriefed

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
