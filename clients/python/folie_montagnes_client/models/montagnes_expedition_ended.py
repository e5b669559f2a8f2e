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

T = TypeVar("T", bound="MontagnesExpeditionEnded")


@_attrs_define
class MontagnesExpeditionEnded:
    """Fin de la partie: `won` and the result table's label; reveals how many injuries were held.

    Attributes:
        detail (str): The result table's label, in French.
        injuries (int | None): Injuries held, counted on escape; `null` otherwise.
        reason (str): Why it ended: "escaped" (the plane reached the escape), "injuries" (the Blessure pile ran out) or
            "leadership"
            (the last token boxed).
        relics (int | None): Relics won, counted on escape; `null` otherwise.
        score (int | None): Relics won less injuries held (a win at 0 or more); `null` unless escaped.
        type_ (Literal['expedition_ended']): The event's type, always `expedition_ended` here (the log entry's `type`
            too).
        won (bool): True when the expedition won.
    """

    detail: str
    injuries: int | None
    reason: str
    relics: int | None
    score: int | None
    type_: Literal["expedition_ended"]
    won: bool
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        injuries: int | None
        injuries = self.injuries

        reason = self.reason

        relics: int | None
        relics = self.relics

        score: int | None
        score = self.score

        type_ = self.type_

        won = self.won

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "detail": detail,
                "injuries": injuries,
                "reason": reason,
                "relics": relics,
                "score": score,
                "type": type_,
                "won": won,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        detail = d.pop("detail")

        def _parse_injuries(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        injuries = _parse_injuries(d.pop("injuries"))

        reason = d.pop("reason")

        def _parse_relics(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        relics = _parse_relics(d.pop("relics"))

        def _parse_score(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        score = _parse_score(d.pop("score"))

        type_ = cast(Literal["expedition_ended"], d.pop("type"))
        if type_ != "expedition_ended":
            raise ValueError(f"type must match const 'expedition_ended', got '{type_}'")

        won = d.pop("won")

        montagnes_expedition_ended = cls(
            detail=detail,
            injuries=injuries,
            reason=reason,
            relics=relics,
            score=score,
            type_=type_,
            won=won,
        )

        montagnes_expedition_ended.additional_properties = d
        return montagnes_expedition_ended

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
