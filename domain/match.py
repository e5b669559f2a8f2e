"""The match: what the platform adds around any engine, still pure.

A match is the engine's state plus what every game shares: who holds which seat (token hashes), the
version, chat, undo bookkeeping and idempotency keys. Its events ("platform events") are stored in the
same stream as the engine's. Everything here is a pure function of its inputs; projections/ does the
I/O and service/ the HTTP.

Undo is an event (:class:`Undone`) and never deletes anything. Whether a span of history may be undone
is derived from metadata each event type declares (``chance``, ``reveals``), from what the platform saw
while deciding the command (a draw, a reveal: :mod:`domain.barriers`) and from who acted, not from
per-game special cases:

* events with ``chance`` or ``reveals``, commands that drew or revealed whatever their events declare,
  and system events (deadlines), raise the *undo floor*: no undo may go back before them;
* undoing another seat's command needs that seat's consent (an :class:`UndoRequested` prompt).

A seat whose player left can be handed to a *stand-in*, one of the game's bots (:class:`StandInStarted`,
:class:`StandInEnded`). :func:`stand_in_step` decides the stand-in's next command exactly as a seat's
command is decided (same ``decide``, same rule checks), from a generator derived from the seed and the
version; every such command is stored after a :class:`StandInActed` marker and is an undo barrier.
"""

from __future__ import annotations

import hmac
import re
from collections.abc import Callable
from importlib import import_module
from typing import Any, Literal

import msgspec

from domain.barriers import BARRIER_RULES, Decision, DrawCounter, declared, reveals, unchecked
from domain.bots import random_command
from domain.chat_text import check_chat_text
from domain.contract import Command, Engine, Event, RuleViolation, Speech, Status
from domain.fairness import Fairness, SeedSource, commitment
from domain.rng import Rng

PLATFORM = "folie"
"""Namespace of platform events in stored topics (engines use their game id)."""

MAX_CHAT_LENGTH = 500
CHAT_BURST = 5
CHAT_WINDOW = 10.0
"""A seat may say at most ``CHAT_BURST`` lines in any ``CHAT_WINDOW`` seconds (server time)."""
MAX_UNDO_DEPTH = 50
"""One undo takes back at most this many commands (a bigger rewind is a new match, not an undo)."""
MAX_SPECTATOR_TOKENS = 32
MAX_RETIRED_TOKENS = 256
"""Hashes of rotated or revoked tokens a match keeps (the newest), so their holders are told
``token_revoked``; an older one is refused all the same, as a plain ``invalid_token``. Bounded so
that a match's state (its snapshots, its cold load) does not grow with every token ever retired."""
STAND_IN_RULE = "Folie: a stand-in plays an empty seat; at least one seat stays with a player"
STAND_IN_FALLBACKS = 8
"""Random legal commands tried when a stand-in's own choice is refused by the rules."""

TokenScope = Literal["seat", "creator", "spectator"]


# -- platform events ----------------------------------------------------------------------------
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
    to_version: int
    at_version: int
    needs: list[int]


class UndoAnswered(Event, tag="undo_answered", frozen=True):
    seat: int
    accept: bool


class Undone(Event, tag="undone", frozen=True):
    """History after ``to_version`` no longer counts (it stays stored and visible in the log)."""

    seat: int
    to_version: int


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
    text: str
    channel: str = "table"
    to: list[int] | None = None


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
    bot: str


class StandInEnded(Event, tag="stand_in_ended", frozen=True):
    """``seat`` is its player's again (the player came back)."""

    schema_version = 1

    seat: int


class StandInActed(Event, tag="stand_in_acted", frozen=True):
    """The events after this one in the same command (same ``cmd``) were decided by ``seat``'s
    stand-in ``bot``, not by a player: the log says who played, and the command is an undo barrier."""

    schema_version = 1

    seat: int
    bot: str


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


# -- match state --------------------------------------------------------------------------------
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


class StandIn(msgspec.Struct, array_like=True):
    """The bot holding a seat, and the version at which it took the seat."""

    bot: str
    since: int


class StandInSeat(msgspec.Struct, frozen=True):
    """A seat played by a stand-in bot since ``since_version`` (its player's token may not play)."""

    seat: int
    bot: str
    since_version: int


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
    to_version: int
    at_version: int
    version: int
    reason: Literal["barrier", "played_on"]


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


def create_events(
    engine: Engine[Any, Any],
    typed: Any,
    seed: int,
    seat_tokens: list[str],
    creator_token: str,
    now: float,
    stand_ins: dict[int, str] | None = None,
    origin: str = "play",
    *,
    seed_source: SeedSource = "caller",
    seed_nonce: str = "",
    invitations: list[str] | None = None,
) -> list[Event]:
    """The events that open a match: :class:`MatchCreated`, the engine's set-up, then one
    :class:`StandInStarted` per seat played by a bot from the start.

    ``typed`` are options already checked by :func:`decode_options`; ``stand_ins`` (seat -> bot) were
    checked by :func:`decode_stand_ins`. ``invitations`` (one code hash per seat) seat the players by
    invitation: then ``seat_tokens`` are all empty until each seat joins.
    """
    seats = engine.seats(typed)
    if len(seat_tokens) != seats or (invitations is not None and len(invitations) != seats):
        raise ValueError("one token (or invitation) per seat")
    created = MatchCreated(
        game=engine.game,
        rules_version=engine.rules_version,
        options=msgspec.to_builtins(typed),
        seats=seats,
        seed=seed,
        seat_tokens=seat_tokens,
        creator_token=creator_token,
        created_at=now,
        origin=origin,
        seed_source=seed_source,
        seed_nonce=seed_nonce,
        invitations=invitations or [],
    )
    bots = [StandInStarted(seat=seat, bot=bot) for seat, bot in sorted((stand_ins or {}).items())]
    return [created, *engine.start(typed, Rng.derive(seed, 0)), *bots]


def decode_options(engine: Engine[Any, Any], options: dict[str, Any]) -> Any:
    """The engine's typed options, or :class:`RuleViolation` ``invalid_options``."""
    try:
        typed = msgspec.convert(options, type=engine.options_type)
    except msgspec.ValidationError as error:
        raise RuleViolation("invalid_options", f"Invalid options: {error}", status=422) from error
    engine.validate_options(typed)
    return typed


def new_match(match_id: str, created: MatchCreated) -> Match:
    return Match(
        id=match_id,
        game=created.game,
        rules_version=created.rules_version,
        options=created.options,
        seats=created.seats,
        seed=created.seed,
        seat_tokens=list(created.seat_tokens),
        creator_token=created.creator_token,
        created_at=created.created_at,
        seed_source=created.seed_source,
        seed_nonce=created.seed_nonce,
        invitations={seat: code for seat, code in enumerate(created.invitations) if code},
        version=1,
        undo_floor=1,
        updated_at=created.created_at,
    )


def fairness(engine: Engine[Any, Any], match: Match) -> Fairness:
    """The match's seed commitment; the seed itself once the match is over (see :mod:`domain.fairness`)."""
    committed = commitment(match.seed, match.seed_nonce) if match.seed_source != "unrecorded" else None
    if not engine.status(match.state).finished:
        return Fairness(seed_source=match.seed_source, commitment=committed)
    nonce = match.seed_nonce if match.seed_source != "unrecorded" else None
    return Fairness(seed_source=match.seed_source, commitment=committed, seed=match.seed, nonce=nonce)


def status(engine: Engine[Any, Any], match: Match) -> Status:
    return engine.status(match.state)


# -- deciding -----------------------------------------------------------------------------------
def rng_for(match: Match) -> Rng:
    """The chance source for the next decision: a pure function of the seed and the version."""
    return Rng.derive(match.seed, match.version)


def expire(engine: Engine[Any, Any], match: Match, now: float) -> list[Event]:
    """Deadline events due by ``now`` (the hourglass ran out...), decided lazily before anything else."""
    deadline = engine.next_deadline(match.state)
    if deadline is None or deadline > now or engine.status(match.state).finished:
        return []
    return engine.on_deadline(match.state, now, rng_for(match))


def decide_command(
    engine: Engine[Any, Any], match: Match, seat: int, command: Command, now: float, *, check: bool = True
) -> Decision:
    """Game events for ``command`` and whether they drew or revealed (store them with
    ``barrier=decision.barrier is not None``); raises :class:`RuleViolation`. Does not touch ``match``.

    ``check=False`` skips the draw and reveal checks, for commands stored as barriers anyway (a
    stand-in's). A pending undo request never blocks a command (in a timed phase the others must be
    able to play on): the command makes the request lapse instead (:func:`evolve`).
    """
    rng = DrawCounter.derive(match.seed, match.version)
    assert isinstance(rng, DrawCounter)
    decided = engine.decide(match.state, seat, command, now, rng)
    if isinstance(decided, RuleViolation):
        raise decided
    if not check or not decided or declared(decided):
        return Decision(decided)
    if rng.draws:
        return Decision(decided, "chance")
    if reveals(engine, match.state, seat, command, now, decided, match.seats, match.seed, match.version):
        return Decision(decided, "reveal")
    return Decision(decided)


def decide_chat(
    engine: Engine[Any, Any], match: Match, seat: int, text: str, now: float, to: list[int] | None = None
) -> list[Event]:
    """The chat line plus any penalty the game's communication rules impose; ``to``: the seats it is
    addressed to (other seats of the match, each once; ``None``: the whole table)."""
    check_addressees(match, seat, to)
    text = text.strip()
    if not text:
        raise RuleViolation("empty_message", "A chat message needs some text.", status=422)
    check_chat_text(text)
    if len(text) > MAX_CHAT_LENGTH:
        raise RuleViolation("message_too_long", f"Chat messages are at most {MAX_CHAT_LENGTH} characters.", status=422)
    wait = chat_wait(match, seat, now)
    if wait > 0:
        raise RuleViolation(
            "chat_rate_limited",
            f"At most {CHAT_BURST} messages per {CHAT_WINDOW:g} seconds; try again in {wait:.1f} s.",
            rule="Folie: chat rate per seat",
            status=429,
        )
    line = ChatPosted(seat=seat, text=text, to=None if to is None else list(to))
    if engine.status(match.state).finished:
        return [line]
    penalties = engine.check_speech(match.state, seat, Speech(text, line.to, dict(match.chat_last)), now)
    return [line, *penalties]


def check_addressees(match: Match, seat: int, to: list[int] | None) -> None:
    """An addressed line names other seats of the match, each once."""
    if to is None:
        return
    if not to or len(set(to)) != len(to) or any(not 0 <= p < match.seats or p == seat for p in to):
        raise RuleViolation(
            "invalid_addressee",
            f"'to' lists other seats of this match (0 to {match.seats - 1}), each once, never the speaker.",
            status=422,
        )


def chat_wait(match: Match, seat: int, now: float) -> float:
    """Seconds before ``seat`` may speak again under the chat rate rule (0: now)."""
    recent = match.chat_times.get(seat, [])
    if len(recent) < CHAT_BURST:
        return 0.0
    return max(0.0, recent[-CHAT_BURST] + CHAT_WINDOW - now)


def undo_target(match: Match, seat: int, to_version: int | None) -> int:
    """The version an undo by ``seat`` goes back to: by default, just before its last command."""
    if to_version is not None:
        return to_version
    for span in reversed(match.spans):
        if span.seat == seat:
            return span.start
    raise RuleViolation(
        "nothing_to_undo",
        "You have no command that can still be undone.",
        rule="Folie: undo never crosses chance or a revealed secret",
        status=409,
    )


def decide_undo(engine: Engine[Any, Any], match: Match, seat: int, to_version: int | None) -> list[Event]:
    """Undo ``seat``'s commands back to ``to_version``, or ask the other affected seats first."""
    if engine.status(match.state).finished:
        raise RuleViolation("match_finished", "The match is over; it cannot be undone.", status=409)
    if match.pending_undo is not None:
        raise RuleViolation("undo_pending", "An undo request is already waiting for answers.", status=409)
    target = undo_target(match, seat, to_version)
    boundaries = [span.start for span in match.spans if span.start >= match.undo_floor]
    if target < match.undo_floor and match.undo_floor == match.depth_floor:
        raise RuleViolation(
            "undo_too_deep",
            f"Undo reaches back at most {MAX_UNDO_DEPTH} commands; version {target} is out of reach for good. "
            f"Undoable versions now: {boundaries}.",
            rule="Folie: undo depth",
            status=422,
        )
    if target < match.undo_floor:
        raise RuleViolation(
            "undo_blocked",
            f"Cannot undo to version {target}: chance was resolved, a secret was revealed, time ran "
            f"out or a stand-in played at version {match.undo_floor}; undoable versions now: {boundaries}.",
            rule="Folie: undo never re-draws chance nor hides what a seat has seen",
            status=409,
        )
    if target not in boundaries:
        raise RuleViolation(
            "invalid_undo_target",
            f"Version {target} is not the start of an undoable command; undoable versions: {boundaries}.",
            status=422,
        )
    undone = [span for span in match.spans if span.start >= target]
    if len(undone) > MAX_UNDO_DEPTH:
        raise RuleViolation(
            "undo_too_deep",
            f"One undo takes back at most {MAX_UNDO_DEPTH} commands; this one would take back {len(undone)}.",
            rule="Folie: undo depth",
            status=422,
        )
    needs = sorted({span.seat for span in undone if span.seat != seat})
    held = [s for s in needs if s in match.stand_ins]
    if held:
        raise RuleViolation(
            "undo_needs_stand_in",
            f"This undo would take back commands of seat(s) {held}, now played by a stand-in; a stand-in "
            "never consents to an undo. Undo to a later version, or give the seat back to its player first.",
            rule="Folie: undo needs every affected seat's consent; a stand-in never gives it",
            status=409,
        )
    if needs:
        return [UndoRequested(seat=seat, to_version=target, at_version=match.version, needs=needs)]
    return [Undone(seat=seat, to_version=target)]


def decide_undo_answer(match: Match, seat: int, accept: bool) -> list[Event]:
    """Answer the pending request; the last consent undoes, if the floor still allows it."""
    pending = match.pending_undo
    if pending is None or seat not in pending.needs:
        lapsed = match.lapsed_undo
        detail = f" (the request lapsed at version {lapsed.version}: {lapsed.reason})" if lapsed else ""
        raise RuleViolation("no_undo_request", f"No undo request is waiting for your answer{detail}.", status=409)
    if accept and pending.to_version < match.undo_floor:
        raise RuleViolation(
            "undo_blocked",
            f"Cannot undo to version {pending.to_version} any more: the undo floor is now version {match.undo_floor}.",
            rule="Folie: undo never re-draws chance nor hides what a seat has seen",
            status=409,
        )
    answer = UndoAnswered(seat=seat, accept=accept)
    if accept and pending.needs == [seat]:
        return [answer, Undone(seat=pending.seat, to_version=pending.to_version)]
    return [answer]


# -- stand-ins ----------------------------------------------------------------------------------
Bot = Callable[[Any, int, Rng], Command | None]
"""A bot: ``(state, seat, rng) -> command`` (``None``: nothing to do, or it would rather wait)."""

_BOTS: dict[type, dict[str, Bot]] = {}
_SEAT_KEY = re.compile(r"[0-9]{1,4}")


def stand_in_bots(engine: Engine[Any, Any]) -> dict[str, Bot]:
    """The bots that can stand in for a player of ``engine``'s game, by name.

    ``random`` (any game: a random legal command, :mod:`domain.bots`) and, when the game provides one,
    ``heuristic``: ``bots.heuristic(state, seat, rng)`` beside the engine, the same lookup as the
    simulations (``projections/analytics/simulation.py``).
    """
    found = _BOTS.get(type(engine))
    if found is not None:
        return found
    bots: dict[str, Bot] = {}
    package = type(engine).__module__.rpartition(".")[0]
    name = f"{package}.bots"
    try:
        module = import_module(name)
    except ModuleNotFoundError as missing:
        if missing.name != name:
            raise
    else:
        heuristic: Bot | None = getattr(module, "heuristic", None)
        if heuristic is not None:
            bots["heuristic"] = heuristic

    def random_bot(state: Any, seat: int, rng: Rng) -> Command | None:
        return random_command(engine, state, seat, rng)

    bots["random"] = random_bot
    _BOTS[type(engine)] = bots
    return bots


def stand_in_seats(match: Match) -> list[StandInSeat]:
    """The seats played by a stand-in now, in seat order."""
    return [StandInSeat(seat, held.bot, held.since) for seat, held in sorted(match.stand_ins.items())]


def _check_bot(engine: Engine[Any, Any], bot: str) -> None:
    names = sorted(stand_in_bots(engine))
    if bot not in names:
        raise RuleViolation(
            "unknown_bot", f"{engine.game} has no bot {bot[:64]!r}; its bots are {names}.", rule=STAND_IN_RULE
        )


def decode_stand_ins(engine: Engine[Any, Any], seats: int, raw: dict[str, str]) -> dict[int, str]:
    """The creation option ``stand_ins`` (``{"1": "heuristic"}``: seat number -> bot name) checked
    against the match: ``invalid_stand_in`` (not a seat of it, or a seat named twice), ``unknown_bot``,
    ``no_human_seat`` (every seat would be a bot). All 422."""
    out: dict[int, str] = {}
    for key, bot in raw.items():
        if not _SEAT_KEY.fullmatch(key) or not 0 <= int(key) < seats:
            raise RuleViolation(
                "invalid_stand_in",
                f"stand_ins keys are seat numbers from 0 to {seats - 1}; got {key[:16]!r}.",
                rule=STAND_IN_RULE,
            )
        seat = int(key)
        if seat in out:
            raise RuleViolation("invalid_stand_in", f"Seat {seat} is named twice in stand_ins.", rule=STAND_IN_RULE)
        _check_bot(engine, bot)
        out[seat] = bot
    if out and len(out) >= seats:
        raise RuleViolation(
            "no_human_seat", "At least one seat must be left to a player; a stand-in only fills in.", rule=STAND_IN_RULE
        )
    return out


def _check_seat(match: Match, seat: int) -> None:
    if not 0 <= seat < match.seats:
        raise RuleViolation(
            "seat_not_found", f"This match has seats 0 to {match.seats - 1}; there is no seat {seat}.", status=404
        )


def decide_stand_in_start(engine: Engine[Any, Any], match: Match, seat: int, bot: str) -> list[Event]:
    """Hand ``seat`` to the stand-in ``bot`` (its player left); ``[]`` if that bot holds it already.

    Raises :class:`RuleViolation`: ``seat_not_found`` (404), ``match_finished`` (409), ``unknown_bot``
    (422), ``no_human_seat`` (409: every other seat is a stand-in already).
    """
    _check_seat(match, seat)
    if engine.status(match.state).finished:
        raise RuleViolation("match_finished", "The match is over; its seats stay as they were.", status=409)
    _check_bot(engine, bot)
    held = match.stand_ins.get(seat)
    if held is not None and held.bot == bot:
        return []
    if held is None and len(match.stand_ins) + 1 >= match.seats:
        raise RuleViolation(
            "no_human_seat",
            "Every other seat is played by a stand-in already; at least one seat stays with a player.",
            rule=STAND_IN_RULE,
            status=409,
        )
    return [StandInStarted(seat=seat, bot=bot)]


def decide_stand_in_end(engine: Engine[Any, Any], match: Match, seat: int) -> list[Event]:
    """Give ``seat`` back to its player; ``[]`` if no stand-in holds it (taking back is idempotent).

    Raises :class:`RuleViolation`: ``seat_not_found`` (404), ``match_finished`` (409).
    """
    _check_seat(match, seat)
    if seat not in match.stand_ins:
        return []
    if engine.status(match.state).finished:
        raise RuleViolation("match_finished", "The match is over; its seats stay as they were.", status=409)
    return [StandInEnded(seat=seat)]


def check_player_may_act(match: Match, seat: int) -> None:
    """Refuse (``seat_held_by_stand_in``, 409) a play by ``seat``'s token while a stand-in holds it.

    The token that left may be on a device left behind: it never takes the seat back by itself; the
    creator gives the seat back (:func:`decide_stand_in_end`), so there is one authority and one player
    per seat at any time, and every command in the log is attributable.
    """
    held = match.stand_ins.get(seat)
    if held is not None:
        raise RuleViolation(
            "seat_held_by_stand_in",
            f"Seat {seat} is played by a stand-in ({held.bot}) since version {held.since}; the match's "
            "creator can give it back (DELETE /matches/{id}/seats/{seat}/stand-in).",
            rule=STAND_IN_RULE,
            status=409,
        )


class StandInStep(msgspec.Struct, frozen=True):
    """What one stand-in does next: ``events`` (a :class:`StandInActed` marker first) as ``seat``."""

    seat: int
    events: list[Event]


def stand_in_records(match: Match, step: StandInStep, now: float, digest: str | None = None) -> list[Record]:
    """``step`` as stored records: ``seat``'s command, flagged as an undo barrier.

    A player cannot undo a stand-in's move (it cannot consent, and its choice depends on the version it
    was decided at, so taking it back would let a player re-roll the bot), nor anything before it.
    ``digest``: the keyed request these commands answer (a replay of it shows them).
    """
    start = match.version
    return [
        Record(version=start + i + 1, event=event, cmd=start, seat=step.seat, at=now, digest=digest, barrier=True)
        for i, event in enumerate(step.events)
    ]


def stand_in_rng(match: Match, seat: int) -> Rng:
    """The stand-in's own generator at this version: seed, seat and version, nothing else."""
    return Rng.derive(match.seed, "stand-in", seat, match.version)


def stand_in_step(engine: Engine[Any, Any], match: Match, now: float) -> StandInStep | None:
    """The next thing a stand-in must do, or ``None`` when only players (or nobody) may act.

    * An undo request waiting for a stand-in's answer is declined (a stand-in never consents).
    * Otherwise the first seat (in seat order) that is to act and held by a stand-in plays: its bot
      picks a command from the state as the simulations see it, with :func:`stand_in_rng`, and the
      command goes through :func:`decide_command` like a player's. A refused choice falls back to
      random legal commands; a bot with nothing to do (or that would rather wait) passes its turn to
      the next stand-in.

    Pure: the same match always gives the same step, so a replay can check every stand-in command.
    """
    if not match.stand_ins or match.state is None:
        return None
    status = engine.status(match.state)
    if status.finished:
        return None
    pending = match.pending_undo
    if pending is not None:
        for seat in pending.needs:
            held = match.stand_ins.get(seat)
            if held is not None:
                return StandInStep(seat, [StandInActed(seat=seat, bot=held.bot), UndoAnswered(seat=seat, accept=False)])
        return None
    for seat in sorted(set(status.to_act) & match.stand_ins.keys()):
        held = match.stand_ins[seat]
        events = _stand_in_events(engine, match, seat, held.bot, now)
        if events:
            return StandInStep(seat, [StandInActed(seat=seat, bot=held.bot), *events])
    return None


def _stand_in_events(engine: Engine[Any, Any], match: Match, seat: int, bot: str, now: float) -> list[Event]:
    """The bot's command's events; ``[]`` when it waits or nothing it tries is accepted.

    Never raises: a bug in a bot, in ``resample_hidden`` or in the engine's ``decide`` for the bot's
    command must not make the match unreadable (this runs on every request that settles it). Each
    failure falls back to random legal commands of the real state, which the seat's view lists anyway.
    """
    bots = stand_in_bots(engine)
    rng = stand_in_rng(match, seat)
    choose = bots.get(bot, bots["random"])
    for attempt in range(1 + STAND_IN_FALLBACKS):
        try:
            if attempt == 0:
                # The bot chooses in a world its seat cannot tell from the real one: what the seat may
                # not know (deck order, other hands) is re-randomised, so it never plays on hidden
                # information.
                world = Rng.derive(match.seed, "stand-in-world", seat, match.version)
                command = choose(engine.resample_hidden(match.state, seat, world), seat, rng)
            else:
                command = bots["random"](match.state, seat, rng)
        except Exception:  # a bug must not stop the match: fall back to random legal commands
            continue
        if command is None:
            if attempt == 0:
                return []  # nothing to do, or it would rather wait (timed games)
            continue
        try:
            events = decide_command(engine, match, seat, command, now, check=False).events
        except Exception:  # refused by the rules (RuleViolation) or an engine bug: try a fallback
            continue
        if events:
            return events
    return []


# -- credentials --------------------------------------------------------------------------------
def token_id(token_hash: str) -> str:
    """A short public name for a token (a prefix of its hash), to list and revoke it."""
    return token_hash[:16]


def live_tokens(match: Match) -> list[tuple[TokenScope, int | None, str]]:
    """Every working token of ``match`` as ``(scope, seat, hash)`` (expiry is not checked here)."""
    out: list[tuple[TokenScope, int | None, str]] = [
        ("seat", seat, digest) for seat, digest in enumerate(match.seat_tokens) if digest
    ]
    if match.creator_token:
        out.append(("creator", None, match.creator_token))
    out.extend(("spectator", None, digest) for digest in match.spectator_tokens)
    return out


def decide_issue_token(
    match: Match, scope: TokenScope, seat: int | None, token_hash: str, expires_at: float | None, now: float
) -> list[Event]:
    """Issue (or, for a seat or the creator, rotate) a token; raises :class:`RuleViolation`."""
    if scope == "seat":
        if seat is None or not 0 <= seat < match.seats:
            raise RuleViolation(
                "invalid_seat", f"A seat token needs a seat between 0 and {match.seats - 1}.", status=422
            )
    elif seat is not None:
        raise RuleViolation("invalid_seat", f"A {scope} token is not for a seat; omit 'seat'.", status=422)
    if scope == "spectator" and len(match.spectator_tokens) >= MAX_SPECTATOR_TOKENS:
        raise RuleViolation(
            "too_many_tokens",
            f"A match has at most {MAX_SPECTATOR_TOKENS} spectator tokens; revoke one first.",
            status=422,
        )
    if expires_at is not None and expires_at <= now:
        raise RuleViolation("invalid_expiry", "A token must expire in the future.", status=422)
    return [TokenIssued(scope=scope, token_hash=token_hash, seat=seat, expires_at=expires_at)]


def decide_revoke_token(match: Match, name: str) -> list[Event]:
    """Revoke the live token whose :func:`token_id` is ``name``; raises :class:`RuleViolation`."""
    for _, _, digest in live_tokens(match):
        if token_id(digest) == name:
            return [TokenRevoked(token_hash=digest)]
    raise RuleViolation("token_not_found", f"No live token {name[:32]!r} in this match.", status=404)


def _issue(match: Match, event: TokenIssued) -> None:
    if event.scope == "seat" and event.seat is not None:
        retired = match.invitations.get(event.seat, "")
        if retired:  # a seat token issued by the creator takes the seat: its invitation is void
            match.invitations = {seat: code for seat, code in match.invitations.items() if seat != event.seat}
            match.used_invitations = [*match.used_invitations, retired]
        old = match.seat_tokens[event.seat]
        match.seat_tokens = [*match.seat_tokens]
        match.seat_tokens[event.seat] = event.token_hash
    elif event.scope == "creator":
        old = match.creator_token
        match.creator_token = event.token_hash
    else:
        old = ""
        match.spectator_tokens = [*match.spectator_tokens, event.token_hash]
    if old:
        match.retired_tokens = [*match.retired_tokens, old][-MAX_RETIRED_TOKENS:]
        match.token_expiry.pop(old, None)
    if event.expires_at is not None:
        match.token_expiry[event.token_hash] = event.expires_at


def decide_invite(match: Match, seat: int, code_hash: str) -> list[Event]:
    """A new invitation for ``seat`` (the creator lost the link, or a player left for good)."""
    if not 0 <= seat < match.seats:
        raise RuleViolation("invalid_seat", f"Seats are numbered 0 to {match.seats - 1}.", status=422)
    return [InvitationIssued(seat=seat, code_hash=code_hash)]


def decide_join(match: Match, code_hash: str, token_hash: str) -> list[Event]:
    """Seat the holder of an invitation; raises :class:`RuleViolation` for a used or unknown one.

    ``code_hash`` was compared in constant time by the caller (it found the seat through
    :func:`invitation_seat`)."""
    seat = invitation_seat(match, code_hash)
    if seat is None:
        if code_hash in match.used_invitations:
            raise RuleViolation(
                "invitation_used",
                "This invitation was already used (or replaced by a newer one); ask the match's creator for a new one.",
                rule="Folie: an invitation seats one player, once",
                status=409,
            )
        raise RuleViolation("invitation_not_found", "No open invitation with this code in this match.", status=404)
    return [InvitationAccepted(seat=seat, code_hash=code_hash, token_hash=token_hash)]


def invitation_seat(match: Match, code_hash: str) -> int | None:
    """The seat an open invitation is for (every hash compared, in constant time)."""
    found = None
    for seat, stored in match.invitations.items():
        if hmac.compare_digest(stored, code_hash):
            found = seat
    return found


def _invite(match: Match, event: InvitationIssued | InvitationAccepted) -> None:
    old = match.invitations.get(event.seat, "")
    match.invitations = {seat: code for seat, code in match.invitations.items() if seat != event.seat}
    if old:
        match.used_invitations = [*match.used_invitations, old]
    if isinstance(event, InvitationIssued):
        match.invitations[event.seat] = event.code_hash
    else:
        _issue(match, TokenIssued(scope="seat", token_hash=event.token_hash, seat=event.seat))


def _revoke(match: Match, event: TokenRevoked) -> None:
    digest = event.token_hash
    match.seat_tokens = ["" if stored == digest else stored for stored in match.seat_tokens]
    if match.creator_token == digest:
        match.creator_token = ""
    match.spectator_tokens = [stored for stored in match.spectator_tokens if stored != digest]
    match.token_expiry.pop(digest, None)
    match.retired_tokens = [*match.retired_tokens, digest][-MAX_RETIRED_TOKENS:]


# -- evolving -----------------------------------------------------------------------------------
def evolve(engine: Engine[Any, Any], match: Match, record: Record, state_at: StateAt) -> Match:
    """Apply one stored record to ``match`` (in place; returns it)."""
    event = record.event
    match.version = record.version
    match.updated_at = record.at
    if record.key is not None and record.seat is not None:
        match.keys[key_slot(record.seat, record.key)] = KeyResult(
            record.seat, record.digest or "", record.cmd, record.version
        )
    if isinstance(event, ChatPosted):
        match.chat_count += 1
        if record.seat is not None:
            recent = match.chat_times.get(record.seat, [])
            match.chat_times[record.seat] = [*recent, record.at][-CHAT_BURST:]
            match.chat_last[record.seat] = event.text
    elif isinstance(event, TokenIssued):
        _issue(match, event)
    elif isinstance(event, TokenRevoked):
        _revoke(match, event)
    elif isinstance(event, InvitationIssued | InvitationAccepted):
        _invite(match, event)
    elif isinstance(event, UndoRequested):
        match.pending_undo = PendingUndo(event.seat, event.to_version, event.at_version, list(event.needs))
        match.lapsed_undo = None
    elif isinstance(event, UndoAnswered):
        pending = match.pending_undo
        if pending is not None:
            if event.accept:
                pending.needs = [s for s in pending.needs if s != event.seat]
            else:
                match.pending_undo = None
    elif isinstance(event, Undone):
        _undo_to(engine, match, event.to_version, state_at)
    elif isinstance(event, StandInStarted):
        match.stand_ins = {**match.stand_ins, event.seat: StandIn(event.bot, record.version)}
    elif isinstance(event, StandInEnded):
        match.stand_ins = {seat: held for seat, held in match.stand_ins.items() if seat != event.seat}
    elif isinstance(event, MatchCreated | StandInActed):
        pass
    else:
        before = _state_before_command(engine, match, record)
        match.state = engine.evolve(match.state, event)
        _track_undo(engine, match, record, before)
        if match.pending_undo is not None and not (event.internal and record.seat is None):
            _lapse(match, record)
    return match


def _lapse(match: Match, record: Record) -> None:
    """A game event while an undo request waits voids the request (it lapses, never blocks).

    Consent was asked about the history as it stood at the request; a later game event changes it
    (and a barrier may put the target below the floor), so the request ends instead of rewinding
    across something nobody agreed to undo. Whoever still wants the undo asks again.
    """
    pending = match.pending_undo
    assert pending is not None
    reason: Literal["barrier", "played_on"] = "barrier" if pending.to_version < match.undo_floor else "played_on"
    match.lapsed_undo = LapsedUndo(pending.seat, pending.to_version, pending.at_version, record.version, reason)
    match.pending_undo = None


def _undo_to(engine: Engine[Any, Any], match: Match, to_version: int, state_at: StateAt) -> None:
    """Fold an :class:`Undone`: the state kept at the start of the span undone to, or (in a history
    folded from an old snapshot that kept none) ``state_at``."""
    for index, span in enumerate(match.spans):
        if span.start == to_version and span.state is not None:
            match.state = engine.decode_state(span.state)
            match.spans = match.spans[:index]
            match.undo_floor = max(match.undo_floor, 1)
            match.pending_undo = None
            match.finished_at = None
            return
    _rewind(engine, match, state_at(to_version))


def _rewind(engine: Engine[Any, Any], match: Match, then: Match) -> None:
    """Restore the game as it was at ``then``; chat, keys, tokens and stand-ins go on unchanged."""
    match.state = engine.clone(then.state)
    match.spans = [Span(s.start, s.end, s.seat, s.state) for s in then.spans]
    match.undo_floor = max(then.undo_floor, 1)
    match.pending_undo = None
    match.finished_at = None


def _barrier(record: Record) -> bool:
    """Whether the envelope makes ``record`` a barrier (chat, a stand-in, a draw or a reveal, or a
    seat's record stored before the platform checked those: :func:`domain.barriers.unchecked`)."""
    return record.barrier or unchecked(record.barrier_rules, record.seat)


def _opens_span(match: Match, record: Record) -> bool:
    """Whether ``record`` may begin a new undoable span (a seat's first event of a command)."""
    return (
        record.seat is not None
        and not _barrier(record)
        and record.cmd >= match.undo_floor
        and not (match.spans and match.spans[-1].start == record.cmd)
    )


def _state_before_command(engine: Engine[Any, Any], match: Match, record: Record) -> bytes | None:
    """The engine state at the start of ``record``'s command, encoded, if it may open a span.

    One encode per command (microseconds); the event's own flags are checked after folding it."""
    if record.cmd != record.version - 1 or not _opens_span(match, record):
        return None
    if record.event.chance or record.event.reveals or record.event.final:
        return None
    encoded: bytes = engine.encode_state(match.state)
    return encoded


def _track_undo(engine: Engine[Any, Any], match: Match, record: Record, before: bytes | None = None) -> None:
    """Extend the undoable command spans, or raise the undo floor past a barrier.

    A command whose events cross a barrier is not undoable as a whole, so the floor moves to the end
    of that command (every later event of a command that began below the floor raises it again).
    ``before`` is the engine state at the command's start, kept on a new span for :func:`_undo_to`.
    At most :data:`MAX_UNDO_DEPTH` spans are kept: the oldest falls out of reach for good when a new one
    opens (``depth_floor``), so a long run of undoable commands costs bounded memory, snapshot size and
    cold-load time; barriers (a draw, a reveal, the server's clock) clear them every turn or so anyway.
    """
    event = record.event
    if event.internal and record.seat is None and not _barrier(record):
        pass  # the server's bookkeeping alone: no fact anyone could take back or un-see, so no barrier
    elif (
        event.chance
        or event.reveals
        or record.seat is None
        or _barrier(record)
        or record.cmd < match.undo_floor
        or engine.is_final(match.state, event)
    ):
        match.undo_floor = record.version
        match.spans = []
    elif match.spans and match.spans[-1].start == record.cmd:
        match.spans[-1].end = record.version
    else:
        match.spans.append(Span(record.cmd, record.version, record.seat, before))
        if len(match.spans) > MAX_UNDO_DEPTH:  # the oldest command falls out of reach: memory stays bounded
            dropped = match.spans.pop(0)
            match.undo_floor = match.depth_floor = dropped.end
    if match.finished_at is None and engine.status(match.state).finished:
        match.finished_at = record.at
        match.undo_floor = record.version
        match.spans = []
