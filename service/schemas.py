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
    """The game's id, as `POST /matches` and the URLs take it (e.g. "maeshowe")."""
    title: str
    """The game's title."""
    summary: GameRulesSummary
    rules_version: str
    """The version of the game's rules the server plays; a match keeps the one it was created with."""
    min_seats: int
    """The fewest seats a match may have."""
    max_seats: int
    """The most seats a match may have."""
    options_schema: dict[str, Any]
    """The JSON schema of the game's options (`POST /matches`'s `options`)."""
    bots: list[str]
    """The bot names that can stand in for a player (`POST .../stand-in`)."""


class GameDetail(msgspec.Struct, frozen=True):
    """A game with the JSON schemas of its options, commands, views and events."""

    id: str
    """The game's id, as `POST /matches` and the URLs take it."""
    title: str
    """The game's title."""
    summary: GameRulesSummary
    rules_version: str
    """The version of the game's rules the server plays; a match keeps the one it was created with."""
    min_seats: int
    """The fewest seats a match may have."""
    max_seats: int
    """The most seats a match may have."""
    options_schema: dict[str, Any]
    """The JSON schema of the game's options."""
    command_schema: dict[str, Any]
    """The JSON schema of the game's commands."""
    view_schema: dict[str, Any]
    """The JSON schema of the game's view (a `SeatView`'s `view`)."""
    event_schema: dict[str, Any]
    """The JSON schema of the game's events (a `LogEntry`'s `data`)."""
    bots: list[str]
    """The bot names that can stand in for a player."""
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
    """The seat (0-based)."""
    token: str
    """The seat's bearer token, shown once: keep it."""


class SeatInvitation(msgspec.Struct, frozen=True):
    """A single-use code that seats one player: send it to that player only."""

    seat: int
    """The seat (0-based) the code seats."""
    invitation: str
    """The single-use invitation code (`POST /matches/{id}/join`)."""


class MatchCreatedResponse(msgspec.Struct, frozen=True):
    """The only time tokens and invitations are shown: keep them; the server stores only their hashes.

    ``seats`` holds every seat's token (``seating: tokens``); with ``seating: invitations`` it is
    empty and ``invitations`` holds one code per seat."""

    match_id: str
    """The new match's id."""
    game: str
    """The game's id."""
    version: int
    """The match's version (its event count) after creation."""
    seats: list[SeatToken]
    """Each seat's token (`seating: tokens`); empty with `seating: invitations`."""
    creator_token: str
    """The creator's bearer token (invites, tokens, stand-ins), shown once: keep it."""
    invitations: list[SeatInvitation] = []
    """One invitation code per seat (`seating: invitations`); empty otherwise."""
    fairness: Fairness | None = None
    """Where the match's chance comes from (the seed's commitment); `null` for a game without chance."""


class JoinRequest(msgspec.Struct, forbid_unknown_fields=True):
    """An invitation code from ``POST /matches`` (``seating: invitations``) or from the creator."""

    invitation: Annotated[str, Meta(min_length=1, max_length=128)]
    """The invitation code received."""


class JoinedSeat(msgspec.Struct, frozen=True):
    """The seat's token, shown once, to its player only."""

    match_id: str
    """The match's id."""
    seat: int
    """The seat taken (0-based)."""
    token: str
    """The seat's bearer token, shown once: keep it."""
    version: int
    """The match's version after joining."""


class InvitationRequest(msgspec.Struct, forbid_unknown_fields=True):
    """Invite someone to ``seat`` again: a new code; the seat's unused code, if any, stops working."""

    seat: Annotated[int, Meta(ge=0, le=63)]
    """The seat to invite someone to (0-based)."""


class InvitationIssuedResult(msgspec.Struct, frozen=True):
    seat: int
    """The seat the code is for (0-based)."""
    invitation: str
    """The new single-use invitation code."""
    version: int
    """The match's version after issuing it."""


class SeatOccupancy(msgspec.Struct, frozen=True):
    """Whether ``seat`` has a player's token, an open invitation, or neither (nobody can play it)."""

    seat: int
    """The seat (0-based)."""
    joined: bool
    """True when a player holds the seat's token (joined or seated at creation)."""
    invited: bool
    """True when an unused invitation code for the seat is open."""


class SeatingList(msgspec.Struct, frozen=True):
    seats: list[SeatOccupancy]
    """Every seat's occupancy, by seat."""
    version: int
    """The match's version."""


class MatchSummary(msgspec.Struct, frozen=True):
    match_id: str
    """The match's id."""
    game: str
    """The game's id."""
    title: str
    """The game's title."""
    rules_version: str
    """The rules version the match is played under."""
    options: dict[str, Any]
    """The match's options, as created (defaults filled in)."""
    seats: int
    """Seats in the match."""
    version: int
    """The match's version (its event count)."""
    created_at: float
    """When the match was created, Unix seconds."""
    updated_at: float
    """When its last event was recorded, Unix seconds."""
    status: Status
    """Who may act now, and whether the match is over."""
    chat_count: int
    """Chat lines said at the table."""
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
    """The match's version the command was built against: the request fails with 409 if the match moved on."""


class CommandResult(msgspec.Struct, frozen=True):
    """The outcome of a command: the events the seat may see, the new version, and its new view.

    ``events`` are the command's, then those of any stand-in bots that played in answer (each stand-in
    command starts with a ``stand_in_acted`` event). ``replayed`` is true when an ``Idempotency-Key``
    matched an earlier request: nothing was appended and this is that request's result (the command's
    own events only).
    """

    match_id: str
    """The match's id."""
    version: int
    """The match's version after the command (and any stand-ins' answers)."""
    events: list[LogEntry]
    """The events the seat may see: the command's, then the stand-ins'."""
    view: SeatView
    """The seat's view after them."""
    replayed: bool = False
    """True when an `Idempotency-Key` matched an earlier request: nothing new was appended."""


class UndoRequest(msgspec.Struct, forbid_unknown_fields=True):
    """Undo back to ``to_version`` (default: just before your last command)."""

    to_version: int | None = None
    """The version to go back to; absent: just before your last command."""
    expected_version: int | None = None
    """The match's version the request was built against: it fails with 409 if the match moved on."""


class UndoAnswer(msgspec.Struct, forbid_unknown_fields=True):
    accept: bool
    """True to consent to the pending undo, false to refuse it."""


class ChatRequest(msgspec.Struct, forbid_unknown_fields=True):
    text: Annotated[str, Meta(min_length=1, max_length=500)]
    """The line to say, 1-500 characters."""
    to: Annotated[list[Annotated[int, Meta(ge=0, le=1000)]], Meta(min_length=1, max_length=16)] | None = None
    """The seats the line is addressed to (other seats, each once); omitted: the whole table. Everyone
    still sees the line, marked with its addressees (at a table everyone hears speech)."""


class ChatLine(msgspec.Struct, frozen=True):
    version: int
    """The match's version that recorded the line."""
    seat: int
    """The seat that said it."""
    text: str
    """What was said."""
    at: float
    """When it was said, Unix seconds."""
    to: list[int] | None = None
    """The seats it is addressed to; `null` for the whole table."""


class ChatPage(msgspec.Struct, frozen=True):
    items: list[ChatLine]
    """The lines, oldest first."""
    next_after: int | None
    """Pass as `after` for the next page; `null` at the end."""


class EventPage(msgspec.Struct, frozen=True):
    """A page of the event log as the caller may see it; pass ``next_after`` as ``after`` for more."""

    items: list[LogEntry]
    """The entries, oldest first."""
    next_after: int | None
    """Pass as `after` for the next page; `null` at the end."""
    omniscient: bool
    """True when the caller sees every event whole (an admin, or anyone once the match is over)."""


class TokenRequest(msgspec.Struct, forbid_unknown_fields=True):
    """Issue a token. ``seat``: a new token for that seat (the old one stops working); ``creator``: a
    new creator token (likewise); ``spectator``: one more read-only token. ``ttl_seconds``: it expires
    that long from now (at most a year; default: never)."""

    scope: Literal["seat", "creator", "spectator"]
    """Which token: a `seat`'s (replacing the old one), the `creator`'s (likewise) or one more `spectator`'s."""
    seat: int | None = None
    """Checked against the match (422 ``invalid_seat``): Litestar drops bounds inside ``| None``."""
    ttl_seconds: float | None = None
    """Positive (422 ``invalid_expiry`` otherwise); longer than a year counts as a year."""


class IssuedToken(msgspec.Struct, frozen=True):
    """The only time this token is shown; the server keeps its hash. ``token_id`` names it later."""

    token_id: str
    """The token's id, to name it later (list, revoke)."""
    scope: str
    """What it may do: "seat", "creator" or "spectator"."""
    seat: int | None
    """The seat it plays (0-based); `null` for other scopes."""
    token: str
    """The bearer token, shown once: keep it."""
    expires_at: float | None
    """When it expires, Unix seconds; `null` for never."""
    version: int
    """The match's version after issuing it."""


class TokenInfo(msgspec.Struct, frozen=True):
    token_id: str
    """The token's id."""
    scope: str
    """What it may do: "seat", "creator" or "spectator"."""
    seat: int | None
    """The seat it plays (0-based); `null` for other scopes."""
    expires_at: float | None
    """When it expires, Unix seconds; `null` for never."""


class TokenList(msgspec.Struct, frozen=True):
    """The match's working tokens (never the tokens themselves)."""

    items: list[TokenInfo]
    """The working tokens."""
    version: int
    """The match's version."""


class TokenRevokedResult(msgspec.Struct, frozen=True):
    token_id: str
    """The revoked token's id."""
    version: int
    """The match's version after revoking it."""


class StandInRequest(msgspec.Struct, forbid_unknown_fields=True):
    """Hand the seat to a bot (its player left). ``bot`` is one of the game's ``bots`` (GET /games);
    ``expected_version`` (optional) makes the request fail with 409 if the match moved on."""

    bot: Annotated[str, Meta(min_length=1, max_length=64)]
    """The bot's name, one of the game's `bots`."""
    expected_version: int | None = None
    """The match's version the request was built against: it fails with 409 if the match moved on."""


class StandInResult(msgspec.Struct, frozen=True):
    """The seat after the change. ``bot`` is who plays it now (``null``: its player); ``changed`` is
    false when it already was so (nothing was appended). ``version`` and ``status`` are after any
    commands the stand-ins played at once."""

    match_id: str
    """The match's id."""
    seat: int
    """The seat (0-based)."""
    bot: str | None
    """The bot playing the seat now; `null`: its player."""
    changed: bool
    """False when the seat already was so (nothing was appended)."""
    version: int
    """The match's version after any commands the stand-ins played at once."""
    status: Status
    """Who may act now, and whether the match is over."""
    stand_ins: list[StandInSeat]
    """Every seat a bot plays now."""


class Health(msgspec.Struct, frozen=True):
    status: str
    """"ok" when the service answers."""
    store: str
    """The event store's kind: "sqlite" or "postgres"."""


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
    """Each hosted game's rules version, by game id."""
