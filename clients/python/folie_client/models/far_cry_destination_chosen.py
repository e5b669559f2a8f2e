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

T = TypeVar("T", bound="FarCryDestinationChosen")


@_attrs_define
class FarCryDestinationChosen:
    """EX-12: a hidden commitment; only `seat` reads `to` and `flee_to`.

    Attributes:
        character (str): The explorer whose destination is chosen.
        flee_to (None | str): Where a forced flight goes (R-F-62); `null` in other seats' copies.
        seat (int): The seat that chose (0-based); only it reads `to` and `flee_to`.
        to (None | str): The destination (a cell `"x,y"` or a secret place); `null` in other seats' copies.
        type_ (Literal['exploration_destination_chosen']): The event's type, always `exploration_destination_chosen`
            here (the log entry's `type` too).
    """

    character: str
    flee_to: None | str
    seat: int
    to: None | str
    type_: Literal["exploration_destination_chosen"]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        character = self.character

        flee_to: None | str
        flee_to = self.flee_to

        seat = self.seat

        to: None | str
        to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "character": character,
                "flee_to": flee_to,
                "seat": seat,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        character = d.pop("character")

        def _parse_flee_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        flee_to = _parse_flee_to(d.pop("flee_to"))

        seat = d.pop("seat")

        def _parse_to(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        to = _parse_to(d.pop("to"))

        type_ = cast(Literal["exploration_destination_chosen"], d.pop("type"))
        if type_ != "exploration_destination_chosen":
            raise ValueError(
                f"type must match const 'exploration_destination_chosen', got '{type_}'"
            )

        far_cry_destination_chosen = cls(
            character=character,
            flee_to=flee_to,
            seat=seat,
            to=to,
            type_=type_,
        )

        far_cry_destination_chosen.additional_properties = d
        return far_cry_destination_chosen

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
