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

from ..models.far_cry_unit_removed_why import FarCryUnitRemovedWhy

T = TypeVar("T", bound="FarCryUnitRemoved")


@_attrs_define
class FarCryUnitRemoved:
    """A unit out of the mission: killed, fled (animals, ST-2), stunned (ST-3), exited (TI-11).

    Attributes:
        by (None | str): The character id or unit uid credited with it; `null` for none.
        source (None | str): What removed it (a weapon id or a hazard, as `Damaged.source`); `null` for an exit.
        type_ (Literal['unit_removed']): The event's type, always `unit_removed` here (the log entry's `type` too).
        who (str): The character id or unit uid removed.
        why (FarCryUnitRemovedWhy): Why: `killed`, `fled` (an animal, ST-2), `stunned` (ST-3), `exited` by the exit
            (TI-11) or `knocked_out` (a
            character at 0 HP, KO-1).
    """

    by: None | str
    source: None | str
    type_: Literal["unit_removed"]
    who: str
    why: FarCryUnitRemovedWhy
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        by: None | str
        by = self.by

        source: None | str
        source = self.source

        type_ = self.type_

        who = self.who

        why = self.why.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "by": by,
                "source": source,
                "type": type_,
                "who": who,
                "why": why,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        by = _parse_by(d.pop("by"))

        def _parse_source(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        source = _parse_source(d.pop("source"))

        type_ = cast(Literal["unit_removed"], d.pop("type"))
        if type_ != "unit_removed":
            raise ValueError(f"type must match const 'unit_removed', got '{type_}'")

        who = d.pop("who")

        why = FarCryUnitRemovedWhy(d.pop("why"))

        far_cry_unit_removed = cls(
            by=by,
            source=source,
            type_=type_,
            who=who,
            why=why,
        )

        far_cry_unit_removed.additional_properties = d
        return far_cry_unit_removed

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
