"""Bearer tokens: one per seat, one for the match's creator, and an optional server admin token.

Tokens are 256 random bits shown once at creation; matches store only their SHA-256 (a fast hash is
right for high-entropy secrets). Comparison is constant-time over every stored hash, so timing tells
nothing about which seat, if any, a token nearly matched.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Literal

from domain.match import Match

Kind = Literal["seat", "creator", "admin", "spectator"]


@dataclass(frozen=True)
class Principal:
    kind: Kind
    seat: int | None = None


SPECTATOR = Principal("spectator")


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def bearer(header: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header (``None`` if absent or malformed)."""
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token or len(token) > 256:
        return None
    return token


def identify(match: Match, token: str | None, admin_token: str | None) -> Principal | None:
    """Who ``token`` is for ``match``: a seat, the creator, the admin; ``None`` if it is unknown."""
    if token is None:
        return SPECTATOR
    digest = token_hash(token)
    found: Principal | None = None
    for seat, stored in enumerate(match.seat_tokens):
        if hmac.compare_digest(stored, digest):
            found = Principal("seat", seat)
    if hmac.compare_digest(match.creator_token, digest) and found is None:
        found = Principal("creator")
    if admin_token and hmac.compare_digest(token_hash(admin_token), digest) and found is None:
        found = Principal("admin")
    return found
