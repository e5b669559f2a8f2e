from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="UndoAnswer")


@_attrs_define
class UndoAnswer:
    """UndoAnswer

    Attributes:
        accept (bool): True to consent to the pending undo, false to refuse it.
    """

    accept: bool

    def to_dict(self) -> dict[str, Any]:
        accept = self.accept

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "accept": accept,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        accept = d.pop("accept")

        undo_answer = cls(
            accept=accept,
        )

        return undo_answer
