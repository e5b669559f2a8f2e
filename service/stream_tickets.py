"""Stream tickets: how a browser's ``EventSource`` (which cannot send ``Authorization``) opens a
seat's stream without putting the seat's token in a URL.

``POST /matches/{id}/stream-tickets`` with the seat's bearer token returns a random ticket valid for
``FOLIE_STREAM_TICKET_SECONDS`` (30 s), once: ``GET /matches/{id}/events/stream?ticket=...`` redeems
it and the stream then runs exactly as if opened with the token (its rotation, revocation or expiry
ends it). A ticket in a log is worthless: it was used, or it expired within seconds.

Tickets live in the memory of the worker that issued them, so behind several workers the stream
must reach the same one (sticky routing); the WebSocket (``/matches/{id}/socket``), which takes the
token in its first message, needs no ticket on any worker.
"""

from __future__ import annotations

import os
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass

import msgspec

from service.problems import ApiError

MAX_OPEN = 100_000
"""Most unredeemed tickets a worker holds (expired ones are dropped first)."""


class StreamTicket(msgspec.Struct, frozen=True):
    """A single-use ticket for one stream of one match, as the token that asked for it."""

    ticket: str
    """The single-use ticket: pass it as `ticket` when opening the stream, within its lifetime."""
    expires_at: float
    """Unix seconds (the server's clock); redeem it before then, once."""
    url: str
    """The stream's path with the ticket, ready for ``new EventSource(url)``."""


@dataclass
class Tickets:
    seconds: float = 30.0
    clock: Callable[[], float] = time.monotonic
    open: dict[str, tuple[str, str, float]] | None = None

    @classmethod
    def from_env(cls) -> Tickets:
        return cls(seconds=float(os.environ.get("FOLIE_STREAM_TICKET_SECONDS") or 30.0))

    def issue(self, match_id: str, token: str) -> tuple[str, float]:
        """A new ticket for ``token`` on ``match_id`` and how many seconds it lasts."""
        tickets = self._tickets()
        now = self.clock()
        if len(tickets) >= MAX_OPEN:
            for key in [k for k, (_, _, until) in tickets.items() if until <= now]:
                del tickets[key]
            if len(tickets) >= MAX_OPEN:
                raise ApiError(503, "too_many_tickets", "Too many stream tickets are waiting; retry in a minute.")
        ticket = secrets.token_urlsafe(24)
        tickets[ticket] = (match_id, token, now + self.seconds)
        return ticket, self.seconds

    def redeem(self, match_id: str, ticket: str) -> str:
        """The token ``ticket`` stands for (the ticket is spent); 401 if unknown, used, expired or for
        another match."""
        entry = self._tickets().pop(ticket, None)
        if entry is None or entry[0] != match_id or entry[2] <= self.clock():
            raise ApiError(
                401,
                "invalid_ticket",
                "This stream ticket is unknown, used, expired or for another match; ask for a new one.",
            )
        return entry[1]

    def _tickets(self) -> dict[str, tuple[str, str, float]]:
        if self.open is None:
            self.open = {}
        return self.open
