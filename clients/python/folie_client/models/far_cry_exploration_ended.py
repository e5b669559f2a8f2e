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
    from ..models.far_cry_campaign_save import FarCryCampaignSave


T = TypeVar("T", bound="FarCryExplorationEnded")


@_attrs_define
class FarCryExplorationEnded:
    """EX-16, R-F-66: everyone dead or out of MP; the gains written into the save; the next mission's
    preparation follows.

        Attributes:
            phase (Literal['preparation']): What comes next: the next mission's `preparation`.
            save (FarCryCampaignSave): The whole team's save: each player's, the team reserve (EM-4, INV-9) and the
                exploration token.
            type_ (Literal['exploration_ended']): The event's type, always `exploration_ended` here (the log entry's `type`
                too).
    """

    phase: Literal["preparation"]
    save: FarCryCampaignSave
    type_: Literal["exploration_ended"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phase = self.phase

        save = self.save.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phase": phase,
                "save": save,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_campaign_save import FarCryCampaignSave

        d = dict(src_dict)
        phase = cast(Literal["preparation"], d.pop("phase"))
        if phase != "preparation":
            raise ValueError(f"phase must match const 'preparation', got '{phase}'")

        save = FarCryCampaignSave.from_dict(d.pop("save"))

        type_ = cast(Literal["exploration_ended"], d.pop("type"))
        if type_ != "exploration_ended":
            raise ValueError(
                f"type must match const 'exploration_ended', got '{type_}'"
            )

        far_cry_exploration_ended = cls(
            phase=phase,
            save=save,
            type_=type_,
        )

        far_cry_exploration_ended.additional_properties = d
        return far_cry_exploration_ended

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
