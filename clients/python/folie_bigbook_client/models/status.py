from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.outcome import Outcome


T = TypeVar("T", bound="Status")


@_attrs_define
class Status:
    """Who may act now, and whether (and how) the match is over.

    Attributes:
        finished (bool): The match is over (`outcome` says how). Default: False.
        outcome (None | Outcome): How the match ended (`null` while it runs).
        to_act (list[int]): The seats that may send a command now.
        turn (int): The game's turn counter (0 before the first turn; what a turn is, is the game's). Default: 0.
    """

    outcome: None | Outcome
    to_act: list[int]
    finished: bool = False
    turn: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome

        finished = self.finished

        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        to_act = self.to_act

        turn = self.turn

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "finished": finished,
                "outcome": outcome,
                "to_act": to_act,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.outcome import Outcome

        d = dict(src_dict)
        finished = d.pop("finished")

        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)

                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))

        to_act = cast(list[int], d.pop("to_act"))

        turn = d.pop("turn")

        status = cls(
            finished=finished,
            outcome=outcome,
            to_act=to_act,
            turn=turn,
        )

        status.additional_properties = d
        return status

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
