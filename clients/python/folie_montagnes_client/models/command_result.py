from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.log_entry import LogEntry
    from ..models.montagnes_seat_view import MontagnesSeatView


T = TypeVar("T", bound="CommandResult")


@_attrs_define
class CommandResult:
    """The outcome of a command: the events the seat may see, the new version, and its new view.

    `events` are the command's, then those of any stand-in bots that played in answer (each stand-in
    command starts with a `stand_in_acted` event). `replayed` is true when an `Idempotency-Key`
    matched an earlier request: nothing was appended and this is that request's result (the command's
    own events only).

        Attributes:
            events (list[LogEntry]): The events the seat may see: the command's, then the stand-ins'.
            match_id (str): The match's id.
            replayed (bool): True when an `Idempotency-Key` matched an earlier request: nothing new was appended. Default:
                False.
            version (int): The match's version after the command (and any stand-ins' answers).
            view (MontagnesSeatView): A seat's view of a Les Montagnes Hallucinées match.
    """

    events: list[LogEntry]
    match_id: str
    version: int
    view: MontagnesSeatView
    replayed: bool = False
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)

        match_id = self.match_id

        replayed = self.replayed

        version = self.version

        view = self.view.to_dict()

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "events": events,
                "match_id": match_id,
                "replayed": replayed,
                "version": version,
                "view": view,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.log_entry import LogEntry
        from ..models.montagnes_seat_view import MontagnesSeatView

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = LogEntry.from_dict(events_item_data)

            events.append(events_item)

        match_id = d.pop("match_id")

        replayed = d.pop("replayed")

        version = d.pop("version")

        view = MontagnesSeatView.from_dict(d.pop("view"))

        command_result = cls(
            events=events,
            match_id=match_id,
            replayed=replayed,
            version=version,
            view=view,
        )

        command_result.additional_properties = d
        return command_result

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
