from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="UndoRequest")


@_attrs_define
class UndoRequest:
    """Undo back to `to_version` (default: just before your last command).

    Attributes:
        expected_version (int | None | Unset): The match's version the request was built against: it fails with 409 if
            the match moved on.
        to_version (int | None | Unset): The version to go back to; absent: just before your last command.
    """

    expected_version: int | None | Unset = UNSET
    to_version: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        expected_version: int | None | Unset
        if isinstance(self.expected_version, Unset):
            expected_version = UNSET
        else:
            expected_version = self.expected_version

        to_version: int | None | Unset
        if isinstance(self.to_version, Unset):
            to_version = UNSET
        else:
            to_version = self.to_version

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if expected_version is not UNSET:
            field_dict["expected_version"] = expected_version
        if to_version is not UNSET:
            field_dict["to_version"] = to_version

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_expected_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        expected_version = _parse_expected_version(d.pop("expected_version", UNSET))

        def _parse_to_version(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        to_version = _parse_to_version(d.pop("to_version", UNSET))

        undo_request = cls(
            expected_version=expected_version,
            to_version=to_version,
        )

        return undo_request
