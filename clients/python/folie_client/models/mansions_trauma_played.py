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

T = TypeVar("T", bound="MansionsTraumaPlayed")


@_attrs_define
class MansionsTraumaPlayed:
    """The keeper plays trauma `card` on `seat` (H-23; H-26 as a keeper action when not
    `offered`); `replaced` is the trauma of the same kind it discards (H-25).

        Attributes:
            card (str): The trauma card's id.
            offered (bool): True when it answers an offered loss; false when played as a keeper action (H-26). Default:
                True.
            replaced (None | str): The trauma of the same kind it replaces, discarded (H-25); `null` for none.
            seat (int): The investigator's seat taking the trauma.
            type_ (Literal['trauma_played']): The event's type, always `trauma_played` here (the log entry's `type` too).
    """

    card: str
    replaced: None | str
    seat: int
    type_: Literal["trauma_played"]
    offered: bool = True
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card = self.card

        offered = self.offered

        replaced: None | str
        replaced = self.replaced

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "offered": offered,
                "replaced": replaced,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        card = d.pop("card")

        offered = d.pop("offered")

        def _parse_replaced(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        replaced = _parse_replaced(d.pop("replaced"))

        seat = d.pop("seat")

        type_ = cast(Literal["trauma_played"], d.pop("type"))
        if type_ != "trauma_played":
            raise ValueError(f"type must match const 'trauma_played', got '{type_}'")

        mansions_trauma_played = cls(
            card=card,
            offered=offered,
            replaced=replaced,
            seat=seat,
            type_=type_,
        )

        mansions_trauma_played.additional_properties = d
        return mansions_trauma_played

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
