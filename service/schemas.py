"""Request and response bodies of the HTTP API (the OpenAPI document is generated from these)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

import msgspec
from msgspec import Meta

from domain.contract import Status
from domain.fairness import Fairness, SeedSource
from domain.match_state import StandInSeat
from projections.views import LogEntry, SeatView

MatchId = Annotated[str, Meta(description="The match id (a UUID).")]


GameRulesSummary = Annotated[
    str,
    Meta(
        description="The rules in a few sentences (goal, a turn, how it ends), in the language "
        "`Accept-Language` chose; empty if the game has none."
    ),
]


class GameSummary(msgspec.Struct, frozen=True):
    """A game; ``bots`` names the bots that can stand in for a player (``stand_ins``)."""

    id: str
    title: str
    summary: GameRulesSummary
    rules_version: str
    min_seats: int
    max_seats: int
    options_schema: dict[str, Any]
    bots: list[str]


class GameDetail(msgspec.Struct, frozen=True):
    """A game with the JSON schemas of its options, commands, views and events."""

    id: str
    title: str
    summary: GameRulesSummary
    rules_version: str
    min_seats: int
    max_seats: int
    options_schema: dict[str, Any]
    command_schema: dict[str, Any]
    view_schema: dict[str, Any]
    event_schema: dict[str, Any]
    bots: list[str]
    board: dict[str, Any] | None
    """The game's board when it is the same in every match (Mansions' house: rooms, spaces, doors,
    walls, with their coordinates and names in each language); ``null`` when each view carries it."""
    board_schema: dict[str, Any] | None
    """The JSON schema of ``board`` (``null`` with it)."""


StandIns = Annotated[
    dict[str, str],
    Meta(
        description=(
            "Seats played by a bot from the start: seat number (as a string) -> bot name, one of the "
            "game's `bots` (GET /games). At least one seat stays with a player."
        ),
        examples=[{"1": "heuristic"}],
    ),
]


class CreateMatch(msgspec.Struct, forbid_unknown_fields=True):
    """A new match. ``options`` are the game's (its ``options_schema``); ``stand_ins`` is the
    platform's: seats a bot plays from the start (422 ``invalid_stand_in``, ``unknown_bot`` or
    ``no_human_seat`` when it does not fit the match)."""

    game: Annotated[str, Meta(min_length=1, max_length=64)]
    options: dict[str, Any] = {}
    seed: Annotated[int, Meta(ge=-(2**63), le=2**63 - 1)] | None = None
    """Leave it out for a fair match: the server draws the seed and publishes its commitment. Any
    64-bit signed integer deals the same match every time (tests, simulations, puzzles); such a match
    says ``seed_source: "caller"`` in every view and summary, since whoever chose it knows every card."""
    stand_ins: StandIns = {}
    seating: Literal["tokens", "invitations"] = "tokens"
    """``tokens``: the response holds every seat's token (one person hands them out). ``invitations``:
    it holds one single-use invitation code per seat instead; each player joins with theirs
    (``POST /matches/{match_id}/join``) and gets a token the creator never sees."""


class SeatToken(msgspec.Struct, frozen=True):
    seat: int
    token: str


class SeatInvitation(msgspec.Struct, frozen=True):
    """A single-use code that seats one player: send it to that player only."""

    seat: int
    invitation: str


class MatchCreatedResponse(msgspec.Struct, frozen=True):
    """The only time tokens and invitations are shown: keep them; the server stores only their hashes.

    ``seats`` holds every seat's token (``seating: tokens``); with ``seating: invitations`` it is
    empty and ``invitations`` holds one code per seat."""

    match_id: str
    game: str
    version: int
    seats: list[SeatToken]
    creator_token: str
    invitations: list[SeatInvitation] = []
    fairness: Fairness | None = None


class JoinRequest(msgspec.Struct, forbid_unknown_fields=True):
    """An invitation code from ``POST /matches`` (``seating: invitations``) or from the creator."""

    invitation: Annotated[str, Meta(min_length=1, max_length=128)]


class JoinedSeat(msgspec.Struct, frozen=True):
    """The seat's token, shown once, to its player only."""

    match_id: str
    seat: int
    token: str
    version: int


class InvitationRequest(msgspec.Struct, forbid_unknown_fields=True):
    """Invite someone to ``seat`` again: a new code; the seat's unused code, if any, stops working."""

    seat: Annotated[int, Meta(ge=0, le=63)]


class InvitationIssuedResult(msgspec.Struct, frozen=True):
    seat: int
    invitation: str
    version: int


class SeatOccupancy(msgspec.Struct, frozen=True):
    """Whether ``seat`` has a player's token, an open invitation, or neither (nobody can play it)."""

    seat: int
    joined: bool
    invited: bool


class SeatingList(msgspec.Struct, frozen=True):
    seats: list[SeatOccupancy]
    version: int


class MatchSummary(msgspec.Struct, frozen=True):
    match_id: str
    game: str
    title: str
    rules_version: str
    options: dict[str, Any]
    seats: int
    version: int
    created_at: float
    updated_at: float
    status: Status
    chat_count: int
    stand_ins: list[StandInSeat]
    """Seats played by a stand-in bot for now."""
    seed_source: SeedSource = "unrecorded"
    """``server`` (fair: drawn by the server, committed in every view), ``caller`` (chosen by the
    match's creator) or ``unrecorded`` (stored before Folie recorded it)."""


class CommandRequest(msgspec.Struct, forbid_unknown_fields=True):
    """A command for the seat that owns the bearer token.

    ``command`` is ``{"action": ..., <params>...}`` as listed in the view's ``legal_actions``;
    ``expected_version`` (optional) makes the request fail with 409 if the match moved on.
    """

    command: dict[str, Any]
    expected_version: int | None = None


class CommandResult(msgspec.Struct, frozen=True):
    """The outcome of a command: the events the seat may see, the new version, and its new view.

    ``events`` are the command's, then those of any stand-in bots that played in answer (each stand-in
    command starts with a ``stand_in_acted`` event). ``replayed`` is true when an ``Idempotency-Key``
    matched an earlier request: nothing was appended and this is that request's result (the command's
    own events only).
    """

    match_id: str
    version: int
    events: list[LogEntry]
    view: SeatView
    replayed: bool = False


class UndoRequest(msgspec.Struct, forbid_unknown_fields=True):
    """Undo back to ``to_version`` (default: just before your last command)."""

    to_version: int | None = None
    expected_version: int | None = None


class UndoAnswer(msgspec.Struct, forbid_unknown_fields=True):
    accept: bool


class ChatRequest(msgspec.Struct, forbid_unknown_fields=True):
    text: Annotated[str, Meta(min_length=1, max_length=500)]
    to: Annotated[list[Annotated[int, Meta(ge=0, le=1000)]], Meta(min_length=1, max_length=16)] | None = None
    """The seats the line is addressed to (other seats, each once); omitted: the whole table. Everyone
    still sees the line, marked with its addressees (at a table everyone hears speech)."""


class ChatLine(msgspec.Struct, frozen=True):
    version: int
    seat: int
    text: str
    at: float
    to: list[int] | None = None


class ChatPage(msgspec.Struct, frozen=True):
    items: list[ChatLine]
    next_after: int | None


class EventPage(msgspec.Struct, frozen=True):
    """A page of the event log as the caller may see it; pass ``next_after`` as ``after`` for more."""

    items: list[LogEntry]
    next_after: int | None
    omniscient: bool


class TokenRequest(msgspec.Struct, forbid_unknown_fields=True):
    """Issue a token. ``seat``: a new token for that seat (the old one stops working); ``creator``: a
    new creator token (likewise); ``spectator``: one more read-only token. ``ttl_seconds``: it expires
    that long from now (at most a year; default: never)."""

    scope: Literal["seat", "creator", "spectator"]
    seat: int | None = None
    """Checked against the match (422 ``invalid_seat``): Litestar drops bounds inside ``| None``."""
    ttl_seconds: float | None = None
    """Positive (422 ``invalid_expiry`` otherwise); longer than a year counts as a year."""


class IssuedToken(msgspec.Struct, frozen=True):
    """The only time this token is shown; the server keeps its hash. ``token_id`` names it later."""

    token_id: str
    scope: str
    seat: int | None
    token: str
    expires_at: float | None
    version: int


class TokenInfo(msgspec.Struct, frozen=True):
    token_id: str
    scope: str
    seat: int | None
    expires_at: float | None


class TokenList(msgspec.Struct, frozen=True):
    """The match's working tokens (never the tokens themselves)."""

    items: list[TokenInfo]
    version: int


class TokenRevokedResult(msgspec.Struct, frozen=True):
    token_id: str
    version: int


class StandInRequest(msgspec.Struct, forbid_unknown_fields=True):
    """Hand the seat to a bot (its player left). ``bot`` is one of the game's ``bots`` (GET /games);
    ``expected_version`` (optional) makes the request fail with 409 if the match moved on."""

    bot: Annotated[str, Meta(min_length=1, max_length=64)]
    expected_version: int | None = None


class StandInResult(msgspec.Struct, frozen=True):
    """The seat after the change. ``bot`` is who plays it now (``null``: its player); ``changed`` is
    false when it already was so (nothing was appended). ``version`` and ``status`` are after any
    commands the stand-ins played at once."""

    match_id: str
    seat: int
    bot: str | None
    changed: bool
    version: int
    status: Status
    stand_ins: list[StandInSeat]


class Health(msgspec.Struct, frozen=True):
    status: str
    store: str


class GameVersion(msgspec.Struct, frozen=True):
    rules_version: str
    """The rules this server plays new matches of the game under (a match keeps the one it began with)."""
    event_schemas: dict[str, int]
    """Each of the game's event types and the ``schema_version`` it is stored at (older versions are
    upcast when read)."""


class VersionInfo(msgspec.Struct, frozen=True):
    folie: str
    """The package's version (``folie --version``; CHANGELOG.md)."""
    api: str
    """The OpenAPI document's ``info.version``."""
    platform_event_schemas: dict[str, int]
    """The platform's own event types (match creation, chat, seating) and their ``schema_version``."""
    games: dict[str, GameVersion]
