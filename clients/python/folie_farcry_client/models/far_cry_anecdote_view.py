from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="FarCryAnecdoteView")


@_attrs_define
class FarCryAnecdoteView:
    """AnecdoteView

    Attributes:
        done (bool): The anecdote happened: its cards are shown.
        prepared (bool): The mission's anecdote is set up (its "Où" card drawn).
        what (None | str): The "Quoi" card, once the anecdote happened; hidden before.
        when_left (int): Cards left in the "Quand" pile (one turns each round; "C'est le moment !" sets it off, AN-2).
        where (None | str): The "Où" card, once the anecdote happened; hidden before (AN-2).
    """

    done: bool
    prepared: bool
    what: None | str
    when_left: int
    where: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        done = self.done

        prepared = self.prepared

        what: None | str
        what = self.what

        when_left = self.when_left

        where: None | str
        where = self.where

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "done": done,
                "prepared": prepared,
                "what": what,
                "when_left": when_left,
                "where": where,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        done = d.pop("done")

        prepared = d.pop("prepared")

        def _parse_what(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        what = _parse_what(d.pop("what"))

        when_left = d.pop("when_left")

        def _parse_where(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        where = _parse_where(d.pop("where"))

        far_cry_anecdote_view = cls(
            done=done,
            prepared=prepared,
            what=what,
            when_left=when_left,
            where=where,
        )

        far_cry_anecdote_view.additional_properties = d
        return far_cry_anecdote_view

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
