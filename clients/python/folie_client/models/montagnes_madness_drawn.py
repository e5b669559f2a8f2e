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

T = TypeVar("T", bound="MontagnesMadnessDrawn")


@_attrs_define
class MontagnesMadnessDrawn:
    """PIOCHER UNE CARTE FOLIE: `returned` is the old card put back in the box (not in expert play).

    Attributes:
        card (None | str): The madness card's id; `null` in the other seats' copies.
        level (int): The madness deck's level it is drawn from.
        returned (None | str): The seat's previous madness card put back in the box; `null` for none (or in expert play,
            or another seat's
            copy).
        seat (int): The seat drawing the madness card.
        type_ (Literal['madness_drawn']): The event's type, always `madness_drawn` here (the log entry's `type` too).
    """

    card: None | str
    level: int
    returned: None | str
    seat: int
    type_: Literal["madness_drawn"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        card = self.card

        level = self.level

        returned: None | str
        returned = self.returned

        seat = self.seat

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "card": card,
                "level": level,
                "returned": returned,
                "seat": seat,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_card(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        card = _parse_card(d.pop("card"))

        level = d.pop("level")

        def _parse_returned(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        returned = _parse_returned(d.pop("returned"))

        seat = d.pop("seat")

        type_ = cast(Literal["madness_drawn"], d.pop("type"))
        if type_ != "madness_drawn":
            raise ValueError(f"type must match const 'madness_drawn', got '{type_}'")

        montagnes_madness_drawn = cls(
            card=card,
            level=level,
            returned=returned,
            seat=seat,
            type_=type_,
        )

        montagnes_madness_drawn.additional_properties = d
        return montagnes_madness_drawn

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
