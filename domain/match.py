"""The match: what the platform adds around any engine, still pure; this module is its orchestrator.

A match is the engine's state plus what every game shares (:class:`~domain.match_state.Match`): who
holds which seat, the version, chat, undo bookkeeping and idempotency keys. Its events (the platform's,
:mod:`domain.match_events`) are stored in the same stream as the engine's. Here: creating a match,
deciding a seat's command (:func:`decide_command`, with the platform's own draw and reveal checks,
:mod:`domain.barriers`), deadlines, and :func:`evolve`, the fold, which hands each event to its concern:
:mod:`domain.undo`, :mod:`domain.chat`, :mod:`domain.tokens`, :mod:`domain.stand_ins` (deciding what a
stand-in plays), :mod:`domain.idempotency`. Everything is a pure function of its inputs; projections/
does the I/O and service/ the HTTP.
"""

from __future__ import annotations

from typing import Any

import msgspec

from domain.barriers import Decision, DrawCounter, declared, reveals
from domain.chat import fold_chat
from domain.contract import Command, Engine, Event, RuleViolation, Status
from domain.fairness import Fairness, SeedSource, commitment
from domain.idempotency import KeyResult, key_slot
from domain.match_events import (
    ChatPosted,
    InvitationAccepted,
    InvitationIssued,
    MatchCreated,
    Record,
    StandInActed,
    StandInEnded,
    StandInStarted,
    TokenIssued,
    TokenRevoked,
    UndoAnswered,
    Undone,
    UndoRequested,
)
from domain.match_state import Match, StandIn, StateAt
from domain.rng import Rng
from domain.tokens import fold_invitation, fold_issued, fold_revoked
from domain.undo import fold_request, lapse, state_before_command, track_undo, undo_to


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
        fold_chat(match, record, event)
    elif isinstance(event, TokenIssued):
        fold_issued(match, event)
    elif isinstance(event, TokenRevoked):
        fold_revoked(match, event)
    elif isinstance(event, InvitationIssued | InvitationAccepted):
        fold_invitation(match, event)
    elif isinstance(event, UndoRequested | UndoAnswered):
        fold_request(match, event)
    elif isinstance(event, Undone):
        undo_to(engine, match, event.to_version, state_at)
    elif isinstance(event, StandInStarted):
        match.stand_ins = {**match.stand_ins, event.seat: StandIn(event.bot, record.version)}
    elif isinstance(event, StandInEnded):
        match.stand_ins = {seat: held for seat, held in match.stand_ins.items() if seat != event.seat}
    elif isinstance(event, MatchCreated | StandInActed):
        pass
    else:
        before = state_before_command(engine, match, record)
        match.state = engine.evolve(match.state, event)
        track_undo(engine, match, record, before)
        if match.pending_undo is not None and not (event.internal and record.seat is None):
            lapse(match, record)
    return match
