from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.lapsed_undo_reason import LapsedUndoReason

T = TypeVar("T", bound="LapsedUndo")


@_attrs_define
class LapsedUndo:
    """An undo request that lapsed at `version` before every seat consented (see :func:`evolve`).

    `reason`: `barrier` (the server, chance or a reveal moved the undo floor past the request's
    target) or `played_on` (a seat's command changed the history the request was about).

        Attributes:
            at_version (int): The match's version when it asked.
            reason (LapsedUndoReason): Why: `barrier` (the undo floor moved past the target) or `played_on` (a command
                changed the history it was
                about).
            seat (int): The seat that asked.
            to_version (int): The version it asked to go back to.
            version (int): The match's version it lapsed at.
    """

    at_version: int
    reason: LapsedUndoReason
    seat: int
    to_version: int
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        at_version = self.at_version

        reason = self.reason.value

        seat = self.seat

        to_version = self.to_version

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "at_version": at_version,
                "reason": reason,
                "seat": seat,
                "to_version": to_version,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        at_version = d.pop("at_version")

        reason = LapsedUndoReason(d.pop("reason"))

        seat = d.pop("seat")

        to_version = d.pop("to_version")

        version = d.pop("version")

        lapsed_undo = cls(
            at_version=at_version,
            reason=reason,
            seat=seat,
            to_version=to_version,
            version=version,
        )

        lapsed_undo.additional_properties = d
        return lapsed_undo

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
