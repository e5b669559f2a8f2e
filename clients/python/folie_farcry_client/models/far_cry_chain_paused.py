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

T = TypeVar("T", bound="FarCryChainPaused")


@_attrs_define
class FarCryChainPaused:
    """R-F-42: an enemy's behaviour waits between two instructions for the players' free attacks.

    Attributes:
        mp (int): Its movement points left.
        step (int): The index of the behaviour instruction it resumes at (0-based).
        type_ (Literal['chain_paused']): The event's type, always `chain_paused` here (the log entry's `type` too).
        uid (str): The enemy unit waiting.
    """

    mp: int
    step: int
    type_: Literal["chain_paused"]
    uid: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        mp = self.mp

        step = self.step

        type_ = self.type_

        uid = self.uid

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "mp": mp,
                "step": step,
                "type": type_,
                "uid": uid,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mp = d.pop("mp")

        step = d.pop("step")

        type_ = cast(Literal["chain_paused"], d.pop("type"))
        if type_ != "chain_paused":
            raise ValueError(f"type must match const 'chain_paused', got '{type_}'")

        uid = d.pop("uid")

        far_cry_chain_paused = cls(
            mp=mp,
            step=step,
            type_=type_,
            uid=uid,
        )

        far_cry_chain_paused.additional_properties = d
        return far_cry_chain_paused

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
