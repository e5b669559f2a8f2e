"""Undo: requests, consent, and the spans of history that may still be taken back.

Undo is an event (:class:`~domain.match_events.Undone`) and never deletes anything. Whether a span may
be undone is derived from metadata each event type declares (``chance``, ``reveals``, ``final``), from
what the platform saw while deciding the command (a draw, a reveal: :mod:`domain.barriers`) and from
who acted, never from per-game special cases:

* events with ``chance`` or ``reveals``, commands that drew or revealed whatever their events declare,
  system events (deadlines), chat and stand-ins' commands raise the *undo floor*: no undo may go back
  before them;
* undoing another seat's command needs that seat's consent (an :class:`UndoRequested` prompt), and any
  game event folded while a request waits makes it lapse.
"""

from __future__ import annotations

from typing import Any, Literal

from domain.barriers import unchecked
from domain.contract import Engine, Event, RuleViolation
from domain.match_events import Record, UndoAnswered, Undone, UndoRequested
from domain.match_state import LapsedUndo, Match, PendingUndo, Span, StateAt

MAX_UNDO_DEPTH = 50
"""One undo takes back at most this many commands (a bigger rewind is a new match, not an undo)."""


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


def lapse(match: Match, record: Record) -> None:
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


def undo_to(engine: Engine[Any, Any], match: Match, to_version: int, state_at: StateAt) -> None:
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


def state_before_command(engine: Engine[Any, Any], match: Match, record: Record) -> bytes | None:
    """The engine state at the start of ``record``'s command, encoded, if it may open a span.

    One encode per command (microseconds); the event's own flags are checked after folding it."""
    if record.cmd != record.version - 1 or not _opens_span(match, record):
        return None
    if record.event.chance or record.event.reveals or record.event.final:
        return None
    encoded: bytes = engine.encode_state(match.state)
    return encoded


def track_undo(engine: Engine[Any, Any], match: Match, record: Record, before: bytes | None = None) -> None:
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


def fold_request(match: Match, event: UndoRequested | UndoAnswered) -> None:
    """A request waits for ``needs``; each consent takes a seat off it, a refusal ends it."""
    if isinstance(event, UndoRequested):
        match.pending_undo = PendingUndo(event.seat, event.to_version, event.at_version, list(event.needs))
        match.lapsed_undo = None
        return
    pending = match.pending_undo
    if pending is not None:
        if event.accept:
            pending.needs = [s for s in pending.needs if s != event.seat]
        else:
            match.pending_undo = None
