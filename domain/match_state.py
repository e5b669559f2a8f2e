"""The platform state of one match (:class:`Match`): the engine's state plus what every game shares.

Its parts belong to the platform's concerns (``domain.undo``, ``domain.chat``, ``domain.tokens``,
``domain.stand_ins``, ``domain.idempotency``); ``domain.match`` folds events into it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Literal

import msgspec

from domain.fairness import SeedSource
from domain.idempotency import KeyResult


class Span(msgspec.Struct, array_like=True):
    """The versions one command appended: ``(start, end]`` by ``seat``.

    ``state`` is the engine state at ``start``, encoded (``None`` in snapshots written before it was
    kept): undoing to ``start`` decodes it instead of replaying history, so folding an
    :class:`Undone` never costs more than one decode.
    """

    start: int
    end: int
    seat: int
    state: bytes | None = None


class StandIn(msgspec.Struct, array_like=True):
    """The bot holding a seat, and the version at which it took the seat."""

    bot: str
    since: int


class StandInSeat(msgspec.Struct, frozen=True):
    """A seat played by a stand-in bot since ``since_version`` (its player's token may not play)."""

    seat: int
    """The seat (0-based)."""
    bot: str
    """The bot playing it."""
    since_version: int
    """The match's version the bot took over at."""


class PendingUndo(msgspec.Struct):
    seat: int
    to_version: int
    at_version: int
    needs: list[int]


class LapsedUndo(msgspec.Struct, frozen=True):
    """An undo request that lapsed at ``version`` before every seat consented (see :func:`evolve`).

    ``reason``: ``barrier`` (the server, chance or a reveal moved the undo floor past the request's
    target) or ``played_on`` (a seat's command changed the history the request was about).
    """

    seat: int
    """The seat that asked."""
    to_version: int
    """The version it asked to go back to."""
    at_version: int
    """The match's version when it asked."""
    version: int
    """The match's version it lapsed at."""
    reason: Literal["barrier", "played_on"]
    """Why: `barrier` (the undo floor moved past the target) or `played_on` (a command changed the history it was
    about)."""


class Match(msgspec.Struct, kw_only=True):
    """Platform state of one match; ``state`` is the engine's (typed by the engine)."""

    id: str
    game: str
    rules_version: str
    options: dict[str, Any]
    seats: int
    seed: int
    seat_tokens: list[str]
    creator_token: str
    created_at: float
    seed_source: SeedSource = "unrecorded"
    seed_nonce: str = ""
    invitations: dict[int, str] = {}
    """Open invitations: seat -> hash of its single-use code."""
    used_invitations: list[str] = []
    """Hashes of invitations used or replaced, so a second use is told why it is refused."""
    version: int = 0
    state: Any = None
    undo_floor: int = 0
    depth_floor: int = 0
    """The floor as the undo depth last raised it: commands more than ``MAX_UNDO_DEPTH`` back fall out
    of reach for good, so a match keeps at most that many spans (and their states), whatever its length."""
    spans: list[Span] = []
    pending_undo: PendingUndo | None = None
    lapsed_undo: LapsedUndo | None = None
    """The last request that lapsed instead of being answered (shown in the views' undo info)."""
    keys: dict[str, KeyResult] = {}
    """Idempotency keys filed by :func:`key_slot` (the seat that sent them, then the key)."""
    chat_count: int = 0
    finished_at: float | None = None
    updated_at: float = 0.0
    spectator_tokens: list[str] = []
    token_expiry: dict[str, float] = {}
    retired_tokens: list[str] = []
    """Hashes of the last ``MAX_RETIRED_TOKENS`` rotated or revoked tokens, so their holders are told
    why they are refused."""
    chat_times: dict[int, list[float]] = {}
    """Server times of each seat's last ``CHAT_BURST`` lines (the chat rate rule)."""
    chat_last: dict[int, str] = {}
    """Each seat's last chat line (a game's talk rules may read it: a parrot repeats another's line)."""
    stand_ins: dict[int, StandIn] = {}
    """Seats played by a bot for now (see :class:`StandInStarted`); like tokens, never undone."""


StateAt = Callable[[int], Match]
"""Returns the match as it stood after ``version`` (projections provide it, from snapshots)."""
