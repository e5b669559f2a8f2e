from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Readiness")


@_attrs_define
class Readiness:
    """Ready to take traffic: the event store answers and the worker is not shutting down.

    Attributes:
        notification_id (int): The event store's last notification id.
        status (str): "ready" when the worker takes traffic.
        store (str): The event store's kind: "sqlite" or "postgres".
        worker (str): `host:pid` with `FOLIE_SERVED_BY=on`, else empty (strangers need not learn host names).
    """

    notification_id: int
    status: str
    store: str
    worker: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        notification_id = self.notification_id

        status = self.status

        store = self.store

        worker = self.worker

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "notification_id": notification_id,
                "status": status,
                "store": store,
                "worker": worker,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        notification_id = d.pop("notification_id")

        status = d.pop("status")

        store = d.pop("store")

        worker = d.pop("worker")

        readiness = cls(
            notification_id=notification_id,
            status=status,
            store=store,
            worker=worker,
        )

        readiness.additional_properties = d
        return readiness

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
