from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.token_request_scope import TokenRequestScope
from ..types import UNSET, Unset

T = TypeVar("T", bound="TokenRequest")


@_attrs_define
class TokenRequest:
    """Issue a token. `seat`: a new token for that seat (the old one stops working); `creator`: a
    new creator token (likewise); `spectator`: one more read-only token. `ttl_seconds`: it expires
    that long from now (at most a year; default: never).

        Attributes:
            scope (TokenRequestScope): Which token: a `seat`'s (replacing the old one), the `creator`'s (likewise) or one
                more `spectator`'s.
            seat (int | None | Unset): Checked against the match (422 `invalid_seat`): Litestar drops bounds inside `|
                None`.
            ttl_seconds (float | None | Unset): Positive (422 `invalid_expiry` otherwise); longer than a year counts as a
                year.
    """

    scope: TokenRequestScope
    seat: int | None | Unset = UNSET
    ttl_seconds: float | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        scope = self.scope.value

        seat: int | None | Unset
        if isinstance(self.seat, Unset):
            seat = UNSET
        else:
            seat = self.seat

        ttl_seconds: float | None | Unset
        if isinstance(self.ttl_seconds, Unset):
            ttl_seconds = UNSET
        else:
            ttl_seconds = self.ttl_seconds

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "scope": scope,
            }
        )
        if seat is not UNSET:
            field_dict["seat"] = seat
        if ttl_seconds is not UNSET:
            field_dict["ttl_seconds"] = ttl_seconds

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        scope = TokenRequestScope(d.pop("scope"))

        def _parse_seat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seat = _parse_seat(d.pop("seat", UNSET))

        def _parse_ttl_seconds(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        ttl_seconds = _parse_ttl_seconds(d.pop("ttl_seconds", UNSET))

        token_request = cls(
            scope=scope,
            seat=seat,
            ttl_seconds=ttl_seconds,
        )

        return token_request
