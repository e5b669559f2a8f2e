from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.outcome_result import OutcomeResult

T = TypeVar("T", bound="Outcome")


@_attrs_define
class Outcome:
    """How a finished match ended. `winners` lists seats (all seats in a cooperative win).

    Attributes:
        detail (str): Why it ended, in words.
        reason (str): Why it ended, as a code of the game (Maeshowe: `escaped`, `health`, `cannot_act`); `detail`
            says it in words.
        result (OutcomeResult): `won` or `lost`: the whole table's in a cooperative game, the investigators' in Mansions
            (read
            `winners` for who won); `draw` is allowed, and no hosted game ends in one yet.
        score (float | None): The match's score where the game keeps one (Maeshowe: passage tokens removed; Big Book:
            pages
            turned); `null`: none.
        winners (list[int]): The seats that won (every seat in a cooperative win; none in a loss).
    """

    detail: str
    reason: str
    result: OutcomeResult
    score: float | None
    winners: list[int]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        detail = self.detail

        reason = self.reason

        result = self.result.value

        score: float | None
        score = self.score

        winners = self.winners

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "detail": detail,
                "reason": reason,
                "result": result,
                "score": score,
                "winners": winners,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        detail = d.pop("detail")

        reason = d.pop("reason")

        result = OutcomeResult(d.pop("result"))

        def _parse_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        score = _parse_score(d.pop("score"))

        winners = cast(list[int], d.pop("winners"))

        outcome = cls(
            detail=detail,
            reason=reason,
            result=result,
            score=score,
            winners=winners,
        )

        outcome.additional_properties = d
        return outcome

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
