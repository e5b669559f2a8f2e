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

T = TypeVar("T", bound="FarCryTargetChosen")


@_attrs_define
class FarCryTargetChosen:
    """EN-9..EN-13: the unit's target for this turn (None: no valid target). `tied` are the candidates
    still equal after every criterion (L1082); more than one means the target was drawn at random.

        Attributes:
            target (None | str): The character id or unit uid it targets; `null` for no valid target.
            tied (list[str]): The candidates still tied after every criterion (the target was drawn among them when more
                than one).
            type_ (Literal['target_chosen']): The event's type, always `target_chosen` here (the log entry's `type` too).
            uid (str): The acting unit's uid.
    """

    target: None | str
    tied: list[str]
    type_: Literal["target_chosen"]
    uid: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        target: None | str
        target = self.target

        tied = self.tied

        type_ = self.type_

        uid = self.uid

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "target": target,
                "tied": tied,
                "type": type_,
                "uid": uid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_target(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        target = _parse_target(d.pop("target"))

        tied = cast(list[str], d.pop("tied"))

        type_ = cast(Literal["target_chosen"], d.pop("type"))
        if type_ != "target_chosen":
            raise ValueError(f"type must match const 'target_chosen', got '{type_}'")

        uid = d.pop("uid")

        far_cry_target_chosen = cls(
            target=target,
            tied=tied,
            type_=type_,
            uid=uid,
        )

        far_cry_target_chosen.additional_properties = d
        return far_cry_target_chosen

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
