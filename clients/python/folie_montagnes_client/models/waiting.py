from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Waiting")


@_attrs_define
class Waiting:
    """Someone must answer a prompt: public, so everyone knows whom the table waits for.

    Attributes:
        deadline (float | None): When the answer is due, server time in Unix seconds (`null`: no time limit).
        kind (str): What it must answer (the prompt's `kind`).
        seat (int): The seat that must answer.
    """

    deadline: float | None
    kind: str
    seat: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deadline: float | None
        deadline = self.deadline

        kind = self.kind

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deadline": deadline,
                "kind": kind,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        kind = d.pop("kind")

        seat = d.pop("seat")

        waiting = cls(
            deadline=deadline,
            kind=kind,
            seat=seat,
        )

        waiting.additional_properties = d
        return waiting

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
