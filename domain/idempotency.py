"""Idempotency keys: a retried command finds its first result instead of being applied twice.

The key and the hash of the request are stored in the envelope of the command's events
(:class:`domain.match_events.Record`); the fold files them per seat in ``Match.keys``.
"""

from __future__ import annotations

import msgspec


class KeyResult(msgspec.Struct, array_like=True):
    """An idempotency key's first result: who sent what, and which versions it appended."""

    seat: int
    digest: str
    start: int
    end: int


def key_slot(seat: int, key: str) -> str:
    """Where ``Match.keys`` files a seat's idempotency key: each seat has its own keys, so one seat
    can neither use up nor replay another's."""
    return f"{seat}:{key}"
