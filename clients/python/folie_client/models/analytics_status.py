from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.dead_letter_info import DeadLetterInfo


T = TypeVar("T", bound="AnalyticsStatus")


@_attrs_define
class AnalyticsStatus:
    """`dead_letters`: notifications skipped because they could not be projected (see the table).

    Attributes:
        dead_letters (int): Notifications skipped because they could not be projected (table `dead_letters`). Default:
            0.
        error (None | str): The projector's last error; `null` when none.
        head (int): The event store's last notification id.
        lag (int | None): Notifications not yet projected (`head` less `position`); `null` before the first.
        last_dead_letter (DeadLetterInfo | None): The last notification skipped; `null` when none.
        mode (str): How analytics run: "inprocess" (this service projects), "external" (another process does) or "off".
        path (None | str): The analytics file on the server: for the admin only (`null` for an analyst, who needs no
            view of the server's file layout).
        position (int | None): The last notification id projected; `null` before the first.
        running (bool): True while this service's projector thread runs.
    """

    error: None | str
    head: int
    lag: int | None
    last_dead_letter: DeadLetterInfo | None
    mode: str
    path: None | str
    position: int | None
    running: bool
    dead_letters: int = 0
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.dead_letter_info import DeadLetterInfo

        dead_letters = self.dead_letters

        error: None | str
        error = self.error

        head = self.head

        lag: int | None
        lag = self.lag

        last_dead_letter: dict[str, Any] | None
        if isinstance(self.last_dead_letter, DeadLetterInfo):
            last_dead_letter = self.last_dead_letter.to_dict()
        else:
            last_dead_letter = self.last_dead_letter

        mode = self.mode

        path: None | str
        path = self.path

        position: int | None
        position = self.position

        running = self.running

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "dead_letters": dead_letters,
                "error": error,
                "head": head,
                "lag": lag,
                "last_dead_letter": last_dead_letter,
                "mode": mode,
                "path": path,
                "position": position,
                "running": running,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.dead_letter_info import DeadLetterInfo

        d = dict(src_dict)
        dead_letters = d.pop("dead_letters")

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        head = d.pop("head")

        def _parse_lag(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        lag = _parse_lag(d.pop("lag"))

        def _parse_last_dead_letter(data: object) -> DeadLetterInfo | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_dead_letter_type_0 = DeadLetterInfo.from_dict(data)

                return last_dead_letter_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(DeadLetterInfo | None, data)

        last_dead_letter = _parse_last_dead_letter(d.pop("last_dead_letter"))

        mode = d.pop("mode")

        def _parse_path(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        path = _parse_path(d.pop("path"))

        def _parse_position(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        position = _parse_position(d.pop("position"))

        running = d.pop("running")

        analytics_status = cls(
            dead_letters=dead_letters,
            error=error,
            head=head,
            lag=lag,
            last_dead_letter=last_dead_letter,
            mode=mode,
            path=path,
            position=position,
            running=running,
        )

        analytics_status.additional_properties = d
        return analytics_status

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
