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


T = TypeVar("T", bound="FarCrySaveKept")


@_attrs_define
class FarCrySaveKept:
    """A saved mission starts (SU-12, R-F-52): the save it starts from is kept, for a failure to restore.

    Public: the save holds no hidden card (EM-15).

        Attributes:
            save (FarCryCampaignSave): The whole team's save: each player's, the team reserve (EM-4, INV-9) and the
                exploration token.
            type_ (Literal['save_kept']): The event's type, always `save_kept` here (the log entry's `type` too).
    """

    save: FarCryCampaignSave
    type_: Literal["save_kept"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        save = self.save.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "save": save,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.far_cry_campaign_save import FarCryCampaignSave

        d = dict(src_dict)
        save = FarCryCampaignSave.from_dict(d.pop("save"))

        type_ = cast(Literal["save_kept"], d.pop("type"))
        if type_ != "save_kept":
            raise ValueError(f"type must match const 'save_kept', got '{type_}'")

        far_cry_save_kept = cls(
            save=save,
            type_=type_,
        )

        far_cry_save_kept.additional_properties = d
        return far_cry_save_kept

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
