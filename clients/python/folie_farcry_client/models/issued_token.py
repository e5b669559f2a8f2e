from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="IssuedToken")


@_attrs_define
class IssuedToken:
    """The only time this token is shown; the server keeps its hash. `token_id` names it later.

    Attributes:
        expires_at (float | None): When it expires, Unix seconds; `null` for never.
        scope (str): What it may do: "seat", "creator" or "spectator".
        seat (int | None): The seat it plays (0-based); `null` for other scopes.
        token (str): The bearer token, shown once: keep it.
        token_id (str): The token's id, to name it later (list, revoke).
        version (int): The match's version after issuing it.
    """

    expires_at: float | None
    scope: str
    seat: int | None
    token: str
    token_id: str
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        expires_at: float | None
        expires_at = self.expires_at

        scope = self.scope

        seat: int | None
        seat = self.seat

        token = self.token

        token_id = self.token_id

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "expires_at": expires_at,
                "scope": scope,
                "seat": seat,
                "token": token,
                "token_id": token_id,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)

        def _parse_expires_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        expires_at = _parse_expires_at(d.pop("expires_at"))

        scope = d.pop("scope")

        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))

        token = d.pop("token")

        token_id = d.pop("token_id")

        version = d.pop("version")

        issued_token = cls(
            expires_at=expires_at,
            scope=scope,
            seat=seat,
            token=token,
            token_id=token_id,
            version=version,
        )

        issued_token.additional_properties = d
        return issued_token

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
