from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ChatLine")


@_attrs_define
class ChatLine:
    """ChatLine

    Attributes:
        at (float): When it was said, Unix seconds.
        seat (int): The seat that said it.
        text (str): What was said.
        to (list[int] | None): The seats it is addressed to; `null` for the whole table.
        version (int): The match's version that recorded the line.
    """

    at: float
    seat: int
    text: str
    to: list[int] | None
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        seat = self.seat

        text = self.text

        to: list[int] | None
        if isinstance(self.to, list):
            to = self.to

        else:
            to = self.to

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at": at,
                "seat": seat,
                "text": text,
                "to": to,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at = d.pop("at")

        seat = d.pop("seat")

        text = d.pop("text")

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

        version = d.pop("version")

        chat_line = cls(
            at=at,
            seat=seat,
            text=text,
            to=to,
            version=version,
        )

        chat_line.additional_properties = d
        return chat_line

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
