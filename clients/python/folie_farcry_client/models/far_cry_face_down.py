from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryFaceDown")


@_attrs_define
class FarCryFaceDown:
    """A face-down token: where everyone sees it, what only the redacted copy hides.

    Attributes:
        at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
        kind (None | str): What the token is (a loot kind, a leaf colour, a ruse face); `None` in a seat's copy.
    """

    at: list[int]
    kind: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        kind: None | str
        kind = self.kind

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        def _parse_kind(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        kind = _parse_kind(d.pop("kind"))

        far_cry_face_down = cls(
            at=at,
            kind=kind,
        )

        far_cry_face_down.additional_properties = d
        return far_cry_face_down

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
