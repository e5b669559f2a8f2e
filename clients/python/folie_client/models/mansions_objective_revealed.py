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

T = TypeVar("T", bound="MansionsObjectiveRevealed")


@_attrs_define
class MansionsObjectiveRevealed:
    """The last clue is found (L7, H-1): the objective is known to all.

    Attributes:
        objective (str): The objective's id.
        type_ (Literal['objective_revealed']): The event's type, always `objective_revealed` here (the log entry's
            `type` too).
    """

    objective: str
    type_: Literal["objective_revealed"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        objective = self.objective

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "objective": objective,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        objective = d.pop("objective")

        type_ = cast(Literal["objective_revealed"], d.pop("type"))
        if type_ != "objective_revealed":
            raise ValueError(
                f"type must match const 'objective_revealed', got '{type_}'"
            )

        mansions_objective_revealed = cls(
            objective=objective,
            type_=type_,
        )

        mansions_objective_revealed.additional_properties = d
        return mansions_objective_revealed

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
