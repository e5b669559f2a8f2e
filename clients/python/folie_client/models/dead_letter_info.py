from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="DeadLetterInfo")


@_attrs_define
class DeadLetterInfo:
    """A notification the projector could not project and went past (all of them: table `dead_letters`).

    Attributes:
        error (str): Why it could not be projected (the error's type and message).
        match_id (None | str): The match the notification belongs to; `null` when it could not be read.
        notification_id (int): The event store's notification id skipped.
        recorded_at (float): When it was skipped, Unix seconds.
        topic (None | str): The event's topic (its type); `null` when it could not be read.
        version (int | None): The event's version in its match; `null` when it could not be read.
    """

    error: str
    match_id: None | str
    notification_id: int
    recorded_at: float
    topic: None | str
    version: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        error = self.error

        match_id: None | str
        match_id = self.match_id

        notification_id = self.notification_id

        recorded_at = self.recorded_at

        topic: None | str
        topic = self.topic

        version: int | None
        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "error": error,
                "match_id": match_id,
                "notification_id": notification_id,
                "recorded_at": recorded_at,
                "topic": topic,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        error = d.pop("error")

        def _parse_match_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        match_id = _parse_match_id(d.pop("match_id"))

        notification_id = d.pop("notification_id")

        recorded_at = d.pop("recorded_at")

        def _parse_topic(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        topic = _parse_topic(d.pop("topic"))

        def _parse_version(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        version = _parse_version(d.pop("version"))

        dead_letter_info = cls(
            error=error,
            match_id=match_id,
            notification_id=notification_id,
            recorded_at=recorded_at,
            topic=topic,
            version=version,
        )

        dead_letter_info.additional_properties = d
        return dead_letter_info

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
