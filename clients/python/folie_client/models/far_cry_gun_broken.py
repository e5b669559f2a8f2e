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

T = TypeVar("T", bound="FarCryGunBroken")


@_attrs_define
class FarCryGunBroken:
    """TI-2 (L2191): the machine gun holds 6 damage or more and is unusable for the rest of the mission
    (its tile stays as a cover); its occupant, if any, is put on an adjacent hex (0 MP) and a seated
    character's Machine-gun card goes to the box.

        Attributes:
            at (list[int]): An axial coordinate; the third cube coordinate is `-q - r`.
            to (list[int] | None): Where it is put (designed: the first free adjacent hex in board order).
            type_ (Literal['gun_broken']): The event's type, always `gun_broken` here (the log entry's `type` too).
            who (None | str): The character or unit put off the seat (none when the seat was empty).
    """

    at: list[int]
    to: list[int] | None
    type_: Literal["gun_broken"]
    who: None | str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        to: list[int] | None
        if isinstance(self.to, list):
            to = self.to

        else:
            to = self.to

        type_ = self.type_

        who: None | str
        who = self.who

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "to": to,
                "type": type_,
                "who": who,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = cast(list[int], d.pop("at"))

        def _parse_to(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                to_type_0 = cast(list[int], data)

                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        to = _parse_to(d.pop("to"))

        type_ = cast(Literal["gun_broken"], d.pop("type"))
        if type_ != "gun_broken":
            raise ValueError(f"type must match const 'gun_broken', got '{type_}'")

        def _parse_who(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        who = _parse_who(d.pop("who"))

        far_cry_gun_broken = cls(
            at=at,
            to=to,
            type_=type_,
            who=who,
        )

        far_cry_gun_broken.additional_properties = d
        return far_cry_gun_broken

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
