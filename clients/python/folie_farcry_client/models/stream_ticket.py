from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="StreamTicket")


@_attrs_define
class StreamTicket:
    """A single-use ticket for one stream of one match, as the token that asked for it.

    Attributes:
        expires_at (float): Unix seconds (the server's clock); redeem it before then, once.
        ticket (str): The single-use ticket: pass it as `ticket` when opening the stream, within its lifetime.
        url (str): The stream's path with the ticket, ready for `new EventSource(url)`.
    """

    expires_at: float
    ticket: str
    url: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expires_at = self.expires_at

        ticket = self.ticket

        url = self.url

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expires_at": expires_at,
                "ticket": ticket,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        expires_at = d.pop("expires_at")

        ticket = d.pop("ticket")

        url = d.pop("url")

        stream_ticket = cls(
            expires_at=expires_at,
            ticket=ticket,
            url=url,
        )

        stream_ticket.additional_properties = d
        return stream_ticket

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
