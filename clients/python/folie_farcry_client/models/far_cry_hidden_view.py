from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryHiddenView")


@_attrs_define
class FarCryHiddenView:
    """HiddenView

    Attributes:
        anecdote_when (list[str]): The "Quand" pile in order (AN-2).
        loot_box (list[str]): The loot left in the box (SU-3).
        madness_deck (list[str]): The madness deck in order, next draw first.
    """

    anecdote_when: list[str]
    loot_box: list[str]
    madness_deck: list[str]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        anecdote_when = self.anecdote_when

        loot_box = self.loot_box

        madness_deck = self.madness_deck

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "anecdote_when": anecdote_when,
                "loot_box": loot_box,
                "madness_deck": madness_deck,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        anecdote_when = cast(list[str], d.pop("anecdote_when"))

        loot_box = cast(list[str], d.pop("loot_box"))

        madness_deck = cast(list[str], d.pop("madness_deck"))

        far_cry_hidden_view = cls(
            anecdote_when=anecdote_when,
            loot_box=loot_box,
            madness_deck=madness_deck,
        )

        far_cry_hidden_view.additional_properties = d
        return far_cry_hidden_view

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
