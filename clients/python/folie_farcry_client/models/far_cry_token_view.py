from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryTokenView")


@_attrs_define
class FarCryTokenView:
    """`kind` is "loot" or "leaf" while face down; a face-up loot or a lying weapon shows `what`.

    Attributes:
        kind (str): The token's kind: "loot" or "leaf" (face down, SU-3), or "weapon" (a weapon lying there).
        what (None | str): A face-up loot's kind or a lying weapon's id; `None` while face down.
    """

    kind: str
    what: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        kind = self.kind

        what: None | str
        what = self.what

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "kind": kind,
                "what": what,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        kind = d.pop("kind")

        def _parse_what(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        what = _parse_what(d.pop("what"))

        far_cry_token_view = cls(
            kind=kind,
            what=what,
        )

        far_cry_token_view.additional_properties = d
        return far_cry_token_view

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
