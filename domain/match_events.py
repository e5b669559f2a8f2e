"""The platform's events: what every match stores beside its engine's (``folie/<tag>@<version>``).

Creation, undo requests and answers, chat, credentials and stand-ins, and :class:`Record`, the envelope
every stored event travels in. Events are immutable and versioned: ``upcasters`` turn an older body into
the current one (``docs/engine.md``).
"""

from __future__ import annotations

from typing import Any, Literal

import msgspec

from domain.barriers import BARRIER_RULES
from domain.contract import Event
from domain.fairness import SeedSource

PLATFORM = "folie"
"""Namespace of platform events in stored topics (engines use their game id)."""
TokenScope = Literal["seat", "creator", "spectator"]
SIMULATION = "simulation:"
"""``MatchCreated.origin`` of matches played by bots in ``folie simulate``: ``simulation:<bot>``."""


def _created_v1_to_v2(body: dict[str, Any]) -> dict[str, Any]:
    """Version 1 had no ``origin``: simulations marked their matches with a creator "token" of
    ``simulation:<bot>`` instead (never a real token's hash); that becomes the origin, and the match
    has no creator."""
    creator = str(body.get("creator_token", ""))
    if creator.startswith(SIMULATION):
        return {**body, "origin": creator, "creator_token": ""}
    return {**body, "origin": "play"}


def _created_v2_to_v3(body: dict[str, Any]) -> dict[str, Any]:
    """Version 2 kept no record of who chose the seed, and published no commitment."""
    return {**body, "seed_source": "unrecorded", "seed_nonce": "", "invitations": []}


class MatchCreated(Event, tag="match_created", frozen=True):
    """First event of every match. Token hashes only; the seed and its nonce stay secret until the end.

    ``origin``: ``play`` (created through the API) or ``simulation:<bot>`` (version 2). Version 3
    added ``seed_source`` (``server`` or ``caller``: see :mod:`domain.fairness`), ``seed_nonce`` (the
    commitment's nonce) and ``invitations``: per seat, the hash of a single-use invitation code (``""``:
    none), for matches whose seats join by invitation (their ``seat_tokens`` start empty)."""

    schema_version = 3
    upcasters = {1: _created_v1_to_v2, 2: _created_v2_to_v3}

    game: str
    rules_version: str
    options: dict[str, Any]
    seats: int
    seed: int
    seat_tokens: list[str]
    creator_token: str
    created_at: float
    origin: str = "play"
    seed_source: SeedSource = "unrecorded"
    seed_nonce: str = ""
    invitations: list[str] = []


class UndoRequested(Event, tag="undo_requested", frozen=True):
    """A seat asks to go back to ``to_version``; ``needs`` are the seats whose consent is missing."""

    seat: int
    """The seat asking."""
    to_version: int
    """The version to go back to."""
    at_version: int
    """The match's version when asked."""
    needs: list[int]
    """The seats whose consent is missing."""


class UndoAnswered(Event, tag="undo_answered", frozen=True):
    seat: int
    """The seat answering."""
    accept: bool
    """True when it consents."""


class Undone(Event, tag="undone", frozen=True):
    """History after ``to_version`` no longer counts (it stays stored and visible in the log)."""

    seat: int
    """The seat whose request was undone."""
    to_version: int
    """The version the match went back to."""


def _chat_v1_to_v2(body: dict[str, Any]) -> dict[str, Any]:
    """Version 1 chat lines had no channel: they were all said at the table."""
    return {**body, "channel": "table"}


def _chat_v2_to_v3(body: dict[str, Any]) -> dict[str, Any]:
    """Version 2 chat lines had no addressee: they were said to the whole table."""
    return {**body, "to": None}


class ChatPosted(Event, tag="chat_posted", frozen=True):
    """A message said at the table. Version 2 added ``channel``; version 3 ``to``, the seats it is
    addressed to (``None``: the whole table). At a table everyone hears speech, so an addressed line is
    public too, marked with its addressees; a game's talk rules may require one (speak only to the
    Leader)."""

    schema_version = 3
    upcasters = {1: _chat_v1_to_v2, 2: _chat_v2_to_v3}

    seat: int
    """The seat that said it."""
    text: str
    """What was said."""
    channel: str = "table"
    """The channel: "table" (spoken at the table)."""
    to: list[int] | None = None
    """The seats it is addressed to; `null` for the whole table."""


class TokenIssued(Event, tag="token_issued", frozen=True):
    """The creator (or the admin) issued a token, by its hash only.

    A ``seat`` or ``creator`` token replaces that scope's previous one (rotation: the old token stops
    working); ``spectator`` tokens add up. ``expires_at`` is server time (``None``: never).
    """

    scope: TokenScope
    token_hash: str
    seat: int | None = None
    expires_at: float | None = None


class TokenRevoked(Event, tag="token_revoked", frozen=True):
    """A token stops working at once; a revoked seat has no token until a new one is issued."""

    token_hash: str


class InvitationIssued(Event, tag="invitation_issued", frozen=True):
    """The creator invited someone to ``seat`` again (the earlier invitation, if unused, stops working)."""

    seat: int
    code_hash: str


class InvitationAccepted(Event, tag="invitation_accepted", frozen=True):
    """Someone joined ``seat`` with its invitation: the invitation is used up and the seat's token is
    the one issued to that player only (the creator never sees it)."""

    seat: int
    code_hash: str
    token_hash: str


class StandInStarted(Event, tag="stand_in_started", frozen=True):
    """From now on ``bot`` plays ``seat`` (its player left). The seat's own token may still read and
    chat but may not play until the seat is given back (:class:`StandInEnded`)."""

    schema_version = 1

    seat: int
    """The seat the bot plays."""
    bot: str
    """The bot's name, one of the game's `bots`."""


class StandInEnded(Event, tag="stand_in_ended", frozen=True):
    """``seat`` is its player's again (the player came back)."""

    schema_version = 1

    seat: int
    """The seat its player has again."""


class StandInActed(Event, tag="stand_in_acted", frozen=True):
    """The events after this one in the same command (same ``cmd``) were decided by ``seat``'s
    stand-in ``bot``, not by a player: the log says who played, and the command is an undo barrier."""

    schema_version = 1

    seat: int
    """The seat the bot played."""
    bot: str
    """The bot's name."""


STAND_IN_EVENTS: tuple[type[Event], ...] = (StandInStarted, StandInEnded, StandInActed)
"""Platform events about stand-ins: shown in every seat's log as they are (they hold no secret)."""
CREDENTIAL_EVENTS: tuple[type[Event], ...] = (TokenIssued, TokenRevoked, InvitationIssued, InvitationAccepted)
"""Platform events about credentials: never part of the game, never shown in a log, never undone."""
PLATFORM_EVENTS: tuple[type[Event], ...] = (
    MatchCreated,
    UndoRequested,
    UndoAnswered,
    Undone,
    ChatPosted,
    *CREDENTIAL_EVENTS,
    *STAND_IN_EVENTS,
)


class Record(msgspec.Struct, frozen=True):
    """One stored event with its envelope.

    ``version`` is the event's position in the match stream (1-based); ``cmd`` is the version the
    match stood at when the command that caused it was decided (events of one command share it);
    ``seat`` is who acted (``None``: the server, e.g. a deadline); ``key``/``digest`` are the
    idempotency key and the hash of the request it answered; ``barrier`` marks events no undo may
    cross for a reason the event type cannot know (what was said in chat cannot be unsaid, a command
    that drew or revealed: :mod:`domain.barriers`); ``barrier_rules`` is the version of those checks
    the record was decided under (0: stored before them, a barrier when a seat sent it).
    """

    version: int
    event: Event
    cmd: int
    seat: int | None = None
    at: float = 0.0
    key: str | None = None
    digest: str | None = None
    barrier: bool = False
    barrier_rules: int = BARRIER_RULES
