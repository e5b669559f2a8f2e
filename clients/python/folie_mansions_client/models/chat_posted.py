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

T = TypeVar("T", bound="ChatPosted")


@_attrs_define
class ChatPosted:
    """A message said at the table. Version 2 added `channel`; version 3 `to`, the seats it is
    addressed to (`None`: the whole table). At a table everyone hears speech, so an addressed line is
    public too, marked with its addressees; a game's talk rules may require one (speak only to the
    Leader).

        Attributes:
            channel (str): The channel: "table" (spoken at the table). Default: 'table'.
            seat (int): The seat that said it.
            text (str): What was said.
            to (list[int] | None): The seats it is addressed to; `null` for the whole table.
            type_ (Literal['chat_posted']): The event's type, always `chat_posted` here (the log entry's `type` too).
    """

    seat: int
    text: str
    to: list[int] | None
    type_: Literal["chat_posted"]
    channel: str = "table"
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        channel = self.channel

        seat = self.seat

        text = self.text

        to: list[int] | None
        if isinstance(self.to, list):
            to = self.to

        else:
            to = self.to

        type_ = self.type_

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "channel": channel,
                "seat": seat,
                "text": text,
                "to": to,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        channel = d.pop("channel")

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

        type_ = cast(Literal["chat_posted"], d.pop("type"))
        if type_ != "chat_posted":
            raise ValueError(f"type must match const 'chat_posted', got '{type_}'")

        chat_posted = cls(
            channel=channel,
            seat=seat,
            text=text,
            to=to,
            type_=type_,
        )

        chat_posted.additional_properties = d
        return chat_posted

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
