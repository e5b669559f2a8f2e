from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="MansionsViewTexts")


@_attrs_define
class MansionsViewTexts:
    """What each card this view shows says, in the reader's language (items, the objective, events,
    the keeper's cards, locks and obstacles), keyed by its id (issue 34, item 4); for an investigator its
    portrait (who they are, health, sanity, skill points), for a trait its attributes and what it gives
    (issue 34, item 9).

    """

    additional_properties: dict[str, str] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        mansions_view_texts = cls()

        mansions_view_texts.additional_properties = d
        return mansions_view_texts

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> str:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: str) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
