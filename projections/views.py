"""Per-seat views: what leaves the server while a match runs.

A seat's view is built only from ``engine.view(state, seat)``, that seat's prompts and legal actions,
and public platform facts (version, status, undo request). Event log entries pass through
``engine.event_view(event, seat)``. After the match ends (or for an admin) the omniscient view and the
full log open up.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import msgspec

from domain.contract import Engine, LegalAction, Prompt, Status
from domain.fairness import Fairness, commitment
from domain.match import fairness
from domain.match_events import (
    CREDENTIAL_EVENTS,
    STAND_IN_EVENTS,
    ChatPosted,
    MatchCreated,
    Record,
    UndoAnswered,
    Undone,
    UndoRequested,
)
from domain.match_state import LapsedUndo, Match, StandInSeat
from domain.sentences import tell
from domain.stand_ins import stand_in_seats
from domain.undo import MAX_UNDO_DEPTH


class Waiting(msgspec.Struct, frozen=True):
    """Someone must answer a prompt: public, so everyone knows whom the table waits for."""

    seat: int
    """The seat that must answer."""
    kind: str
    """What it must answer (the prompt's ``kind``)."""
    deadline: float | None = None
    """When the answer is due, server time in Unix seconds (``null``: no time limit)."""


class UndoInfo(msgspec.Struct, frozen=True):
    """A pending undo request, and the versions this seat could undo to right now.

    ``lapsed``: the last request that lapsed unanswered (a barrier or a command came first) until a
    new one is made, so the seats know why their consent is no longer asked."""

    requested_by: int | None
    """The seat that asked for the pending undo (``null``: none pending)."""
    to_version: int | None
    """The match version the pending undo would go back to (``null``: none pending)."""
    waiting_for: list[int]
    """The seats whose consent the pending undo still needs."""
    undoable_to: list[int]
    """The versions this seat may ask to go back to now (the starts of the last commands, most recent
    last; empty for spectators and once the match is over)."""
    lapsed: LapsedUndo | None = None
    """The last request that lapsed unanswered, until a new one is made; `null` otherwise."""


class SeatView(msgspec.Struct, frozen=True):
    """Everything one seat (or a spectator, ``seat: null``) may know about a match right now."""

    match_id: str
    """The match's id."""
    game: str
    """The game's id (``GET /games``): it says which schema ``view`` has."""
    version: int
    """The match's version this view shows: its count of events (send it as ``expected_version``)."""
    seat: int | None
    """The seat this view is for (``null``: a spectator's)."""
    status: Status
    """Who may act, and whether (and how) the match is over."""
    prompts: list[Prompt]
    """The questions this seat must answer now."""
    waiting_for: list[Waiting]
    """Every pending question of the table, whoever must answer it (public)."""
    legal_actions: list[LegalAction]
    """The commands this seat may send now, each with its parameters' allowed values."""
    undo: UndoInfo
    """The pending undo request, and the versions this seat may undo to."""
    chat_count: int
    """How many chat lines the match has (``GET /matches/{id}/chat``)."""
    view: Any
    omniscient: bool = False
    """``true``: this view shows everything (the match is over, or the reader is an admin)."""
    stand_ins: list[StandInSeat] = []
    """Seats played by a stand-in bot for now (their players' tokens may read and chat, not play)."""
    fairness: Fairness | None = None
    """Who chose the seed, its commitment, and (once the match is over) the seed itself."""
    server_time: float | None = None
    """The server's clock (Unix seconds) when it made this view: a countdown is ``deadline - server_time``
    plus the time elapsed on the client since, so a client never needs its own clock to be right."""


class LogEntry(msgspec.Struct, frozen=True):
    """One event as a given seat may see it (``type: "redacted"`` when it may see nothing of it)."""

    version: int
    """The event's version in the match (1-based)."""
    type: str
    seat: int | None
    """The seat whose command recorded it; `null` for the server (a deadline, a set-up)."""
    at: float
    """When it was recorded, Unix seconds."""
    data: Any
    server_time: float | None = None
    """In live stream messages: the server's clock when it sent the event (``at`` is when it happened)."""
    text: str = ""
    """The event told as a sentence in the reader's language (``Accept-Language``), made from ``data``
    alone, so it says nothing the reader may not see (``domain/sentences.py``)."""


def seat_view(
    engine: Engine[Any, Any], match: Match, seat: int | None, *, omniscient: bool = False, now: float | None = None
) -> SeatView:
    """``seat``'s view (``None``: a spectator's); ``now``: the server's time, given by the service."""
    state = match.state
    status = engine.status(state)
    prompts = engine.prompts(state)
    own = [p for p in prompts if seat is not None and p.seat == seat]
    legal = engine.legal_actions(state, seat) if seat is not None and not status.finished else []
    pending = match.pending_undo
    undoable = (  # the last MAX_UNDO_DEPTH commands only: deeper is refused, and the view stays O(1)
        sorted({s.start for s in match.spans[-MAX_UNDO_DEPTH:] if s.start >= match.undo_floor})
        if seat is not None and not status.finished
        else []
    )
    undo = UndoInfo(
        requested_by=pending.seat if pending else None,
        to_version=pending.to_version if pending else None,
        waiting_for=list(pending.needs) if pending else [],
        undoable_to=undoable,
        lapsed=match.lapsed_undo,
    )
    return SeatView(
        match_id=match.id,
        game=match.game,
        version=match.version,
        seat=seat,
        status=status,
        prompts=own,
        waiting_for=[Waiting(p.seat, p.kind, p.deadline) for p in prompts],
        legal_actions=legal,
        undo=undo,
        chat_count=match.chat_count,
        view=engine.omniscient_view(state) if omniscient else engine.view(state, seat),
        omniscient=omniscient,
        stand_ins=stand_in_seats(match) if match.stand_ins else [],
        fairness=fairness(engine, match),
        server_time=now,
    )


_SHOWN_AS_IS: tuple[type, ...] = (ChatPosted, UndoRequested, UndoAnswered, Undone, *STAND_IN_EVENTS)
"""Platform events every seat sees whole (they hold no secret)."""
_PLATFORM_EVENTS: tuple[type, ...] = (MatchCreated, *_SHOWN_AS_IS, *CREDENTIAL_EVENTS)


def in_log(record: Record) -> bool:
    """Whether ``record`` appears in the logs served (seats', spectators', and the full one after the
    end): an ``internal`` event is the engine's bookkeeping, left out everywhere; the versions still
    count it, so a page's ``next_after`` and a stream's resume point step over it."""
    return not record.event.internal


def log_entries(
    engine: Engine[Any, Any],
    records: Iterable[Record],
    seat: int | None,
    *,
    omniscient: bool = False,
    now: float | None = None,
) -> list[LogEntry]:
    """The entries of ``records`` that a log shows (:func:`in_log`), as ``seat`` may see them."""
    return [log_entry(engine, r, seat, omniscient=omniscient, now=now) for r in records if in_log(r)]


def log_entry(
    engine: Engine[Any, Any],
    record: Record,
    seat: int | None,
    *,
    omniscient: bool = False,
    now: float | None = None,
    told: bool = True,
) -> LogEntry:
    """``record`` as ``seat`` may see it; ``omniscient`` shows everything (finished match, admin);
    ``now``: the server's time, for stream messages; ``told``: with its sentence (``text``), which a
    reader that keeps only the data (the analytics projector) can skip."""
    entry, platform = _data(engine, record, seat, omniscient)
    if told:
        entry = msgspec.structs.replace(entry, text=tell(engine, entry.type, entry.data, entry.seat, platform=platform))
    return entry if now is None else msgspec.structs.replace(entry, server_time=now)


def _data(engine: Engine[Any, Any], record: Record, seat: int | None, omniscient: bool) -> tuple[LogEntry, bool]:
    """The entry (without its sentence) and whether it is one of the platform's own events."""
    event = record.event
    tag = str(type(event).__struct_config__.tag)
    if isinstance(event, CREDENTIAL_EVENTS):
        return LogEntry(record.version, tag, None, record.at, None), True  # token hashes: never shown, even to admins
    if isinstance(event, MatchCreated) and omniscient:
        revealed = msgspec.structs.replace(event, seat_tokens=[], creator_token="", invitations=[])
        return LogEntry(record.version, tag, None, record.at, revealed), True
    if omniscient:
        return LogEntry(record.version, tag, record.seat, record.at, event), isinstance(event, _PLATFORM_EVENTS)
    if isinstance(event, MatchCreated):
        public = {
            "type": tag,
            "game": event.game,
            "rules_version": event.rules_version,
            "options": event.options,
            "seats": event.seats,
            "created_at": event.created_at,
            "seed_source": event.seed_source,
            "seed_commitment": commitment(event.seed, event.seed_nonce) if event.seed_source != "unrecorded" else None,
        }
        return LogEntry(record.version, tag, None, record.at, public), True
    if isinstance(event, _SHOWN_AS_IS):
        return LogEntry(record.version, tag, record.seat, record.at, event), True
    visible = engine.event_view(event, seat)
    if visible is None:
        return LogEntry(record.version, "redacted", record.seat, record.at, None), True
    return LogEntry(record.version, str(type(visible).__struct_config__.tag), record.seat, record.at, visible), False
