"""Bearer tokens and their scopes: seat, creator, spectator, and an optional server admin token.

Tokens are 256 random bits shown once when issued; matches store only their SHA-256 (a fast hash is
right for high-entropy secrets: nothing to brute-force). Every stored hash is compared in constant
time and all of them always are, so timing tells nothing about which token, if any, nearly matched.
The match's creator (or the admin) rotates, revokes and issues tokens with expiry dates; those are
platform events (``TokenIssued``, ``TokenRevoked``), so every worker agrees on who may do what.

What each scope may do:

========== ============================================================================
seat       act for its seat (commands, undo, chat) and see that seat's view and log
creator    manage the match's tokens; sees what a spectator sees
spectator  sees what a spectator sees (the public view and log)
admin      sees everything (omniscient view and log), manages tokens; never acts
========== ============================================================================
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Literal

from domain.match_state import Match
from domain.tokens import live_tokens

Kind = Literal["seat", "creator", "admin", "spectator", "anonymous"]
MAX_TOKEN_LENGTH = 256


@dataclass(frozen=True)
class Principal:
    kind: Kind
    seat: int | None = None


ANONYMOUS = Principal("anonymous")
SPECTATOR = ANONYMOUS
"""No token: the public, spectator's view (kept under its old name for callers)."""


class Unauthenticated(Exception):
    """The token is not (or no longer) valid for this match; ``code`` says why, safely."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def new_token() -> str:
    """256 random bits, URL-safe (43 characters)."""
    return secrets.token_urlsafe(32)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def bearer(header: str | None) -> str | None:
    """The token of an ``Authorization: Bearer <token>`` header (``None`` if absent or malformed)."""
    if not header:
        return None
    scheme, _, token = header.partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not token or len(token) > MAX_TOKEN_LENGTH:
        return None
    return token


def authenticate(match: Match, token: str | None, admin_token: str | None, now: float) -> Principal:
    """Who ``token`` is for ``match``; raises :class:`Unauthenticated` (revoked, expired, unknown)."""
    if token is None:
        return ANONYMOUS
    digest = token_hash(token)
    found: Principal | None = None
    for scope, seat, stored in live_tokens(match):
        if hmac.compare_digest(stored, digest) and found is None:
            found = Principal(scope, seat)
    admin = bool(admin_token) and hmac.compare_digest(token_hash(admin_token or ""), digest)
    if found is None and admin:
        return Principal("admin")
    if found is not None:
        expiry = match.token_expiry.get(digest)
        if expiry is not None and now >= expiry:
            raise Unauthenticated("token_expired", "This token has expired; ask the match's creator for a new one.")
        return found
    if digest in match.retired_tokens:
        raise Unauthenticated("token_revoked", "This token was revoked or replaced by the match's creator.")
    raise Unauthenticated("invalid_token", "This token is not valid for this match.")


def identify(match: Match, token: str | None, admin_token: str | None, now: float = 0.0) -> Principal | None:
    """Like :func:`authenticate`, with ``None`` for any refused token."""
    try:
        return authenticate(match, token, admin_token, now)
    except Unauthenticated:
        return None
