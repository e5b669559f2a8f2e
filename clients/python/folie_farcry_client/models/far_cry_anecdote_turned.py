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

T = TypeVar("T", bound="FarCryAnecdoteTurned")


@_attrs_define
class FarCryAnecdoteTurned:
    """AN-4..AN-6 (L1398-1402): the top "Quand" card; when it is "C'est le moment !" the "Où" and
    "Quoi" cards are revealed with it.

        Attributes:
            card (str): The "Quand" card turned (content `anecdotes.json`).
            now (bool): True when it is "C'est le moment !": the anecdote happens now.
            type_ (Literal['anecdote_turned']): The event's type, always `anecdote_turned` here (the log entry's `type`
                too).
            what (None | str): The "Quoi" card revealed with it; `null` unless `now`.
            where (None | str): The "Où" card revealed with it; `null` unless `now`.
    """

    card: str
    now: bool
    type_: Literal["anecdote_turned"]
    what: None | str
    where: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        now = self.now

        type_ = self.type_

        what: None | str
        what = self.what

        where: None | str
        where = self.where

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "now": now,
                "type": type_,
                "what": what,
                "where": where,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        now = d.pop("now")

        type_ = cast(Literal["anecdote_turned"], d.pop("type"))
        if type_ != "anecdote_turned":
            raise ValueError(f"type must match const 'anecdote_turned', got '{type_}'")

        def _parse_what(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        what = _parse_what(d.pop("what"))

        def _parse_where(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        where = _parse_where(d.pop("where"))

        far_cry_anecdote_turned = cls(
            card=card,
            now=now,
            type_=type_,
            what=what,
            where=where,
        )

        far_cry_anecdote_turned.additional_properties = d
        return far_cry_anecdote_turned

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
