from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Prompt")


@_attrs_define
class Prompt:
    """A pending question: `seat` must answer (several seats may be prompted at once).

    `deadline` is server time in seconds since the epoch, for timed rules.

        Attributes:
            deadline (float | None): When the answer is due (timed rules), server time in Unix seconds; `null`: no time
                limit.
            id (str): The prompt's id, stable while it is pending (`LegalAction.prompt` refers to it).
            kind (str): What is asked, as a code of the game (the choice the rules call for, e.g. `eat`); `text` says it in
                words.
            seat (int): The seat that must answer.
            text (str): The question in words, in the reader's language (`Accept-Language`).
    """

    deadline: float | None
    id: str
    kind: str
    seat: int
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        deadline: float | None
        deadline = self.deadline

        id = self.id

        kind = self.kind

        seat = self.seat

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "deadline": deadline,
                "id": id,
                "kind": kind,
                "seat": seat,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_deadline(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        deadline = _parse_deadline(d.pop("deadline"))

        id = d.pop("id")

        kind = d.pop("kind")

        seat = d.pop("seat")

        text = d.pop("text")

        prompt = cls(
            deadline=deadline,
            id=id,
            kind=kind,
            seat=seat,
            text=text,
        )

        prompt.additional_properties = d
        return prompt

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
