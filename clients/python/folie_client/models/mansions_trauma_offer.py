from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MansionsTraumaOffer")


@_attrs_define
class MansionsTraumaOffer:
    """A loss the keeper may answer with a trauma of `kind` on `seat` (H-23, R-H-6).

    Attributes:
        any_threshold (bool): A card's offer "whatever its threshold" (Dread Revelation): the trauma's threshold is not
            asked. Default: False.
        deadline (float | None): When the offer lapses, server time in Unix seconds; `null` without a time limit.
        kind (str): The trauma kind that may answer it: "injury" (a health loss) or "dementia" (a sanity loss).
        seat (int): The investigator's seat that lost.
    """

    deadline: float | None
    kind: str
    seat: int
    any_threshold: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        any_threshold = self.any_threshold

        deadline: float | None
        deadline = self.deadline

        kind = self.kind

        seat = self.seat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "any_threshold": any_threshold,
                "deadline": deadline,
                "kind": kind,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        any_threshold = d.pop("any_threshold")

        def _parse_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        kind = d.pop("kind")

        seat = d.pop("seat")

        mansions_trauma_offer = cls(
            any_threshold=any_threshold,
            deadline=deadline,
            kind=kind,
            seat=seat,
        )

        mansions_trauma_offer.additional_properties = d
        return mansions_trauma_offer

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
