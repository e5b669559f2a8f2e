from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="ChatRequest")


@_attrs_define
class ChatRequest:
    """ChatRequest

    Attributes:
        text (str): The line to say, 1-500 characters.
        to (list[int] | None | Unset): The seats the line is addressed to (other seats, each once); omitted: the whole
            table. Everyone
            still sees the line, marked with its addressees (at a table everyone hears speech).
    """

    text: str
    to: list[int] | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        to: list[int] | None | Unset
        if isinstance(self.to, Unset):
            to = UNSET
        elif isinstance(self.to, list):
            to = self.to

        else:
            to = self.to

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "text": text,
            }
        )
        if to is not UNSET:
            field_dict["to"] = to

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        text = d.pop("text")

        def _parse_to(data: object) -> list[int] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                to_type_0 = cast(list[int], data)

                return to_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None | Unset, data)

        to = _parse_to(d.pop("to", UNSET))

        chat_request = cls(
            text=text,
            to=to,
        )

        return chat_request
