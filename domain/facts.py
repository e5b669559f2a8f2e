"""A finished match's facts, computed once where the match ends (issue 37, "facts kept at the source").

When a match finishes, the service (and ``folie simulate``) records :class:`MatchFinished`: its
outcome, its counts per seat and the game's declared statistics, computed here from the match's
stored records by one fold. The analytics projector then writes a finished match's rows straight from
those facts, decoding the other events only to show them, and never folds a match through its engine.

The facts live in a stream of their own (:func:`facts_stream`, one per match), not in the match's:
the match's versions, its log and its undo are untouched, and every game gets them alike (nothing
here knows a game). A later version of that stream supersedes the earlier one: ``folie project
--facts all`` records them again for every finished match when a game declares a new statistic, and
``--facts missing`` records those of matches that finished without them (before facts existed, or a
crash between a match's end and its facts).

Everything here is pure: the caller reads the records and stores the event.
"""

from __future__ import annotations

import uuid
from collections import Counter
from collections.abc import Sequence
from typing import Any

import msgspec

from domain.contract import Engine, Event, Outcome, Status
from domain.match import decode_options
from domain.match_events import (
    PLATFORM_EVENTS,
    ChatPosted,
    MatchCreated,
    Record,
    StandInActed,
    StandInEnded,
    StandInStarted,
    Undone,
    UndoRequested,
)
from domain.statistics import Finished, GameStatistics, Observer, Value

FACTS_NAMESPACE = uuid.UUID("6f1c1b0e-3a37-4d5e-9f37-000000000037")
"""Names the facts stream of a match (:func:`facts_stream`)."""


def facts_stream(match_id: str) -> uuid.UUID:
    """The id of the stream that holds ``match_id``'s facts (derived: anyone can find it)."""
    return uuid.uuid5(FACTS_NAMESPACE, str(match_id))


class SeatFacts(msgspec.Struct, frozen=True, array_like=True):
    """One seat at the end: whether it won, its commands and events (undone ones left out), its chat
    lines and undo requests (up to the end)."""

    seat: int
    won: bool
    commands: int
    events: int
    chat_lines: int
    undo_requests: int


class StandInSpan(msgspec.Struct, array_like=True):
    """A bot holding a seat: from which version, until which (``None``: to the end), how many commands."""

    seat: int
    bot: str
    since: int
    until: int | None = None
    commands: int = 0


class MatchFinished(Event, tag="match_finished", frozen=True):
    """The facts of a finished match (the only event of its facts stream, or a later revision of them).

    ``version``: the match's record after which it is over; ``stored_events`` the match's stored
    events up to it; ``events`` its effective game events (undone ones left out). ``statistics``: the
    game's declared values (``None``: computing them failed, the match keeps its result)."""

    match_id: str
    game: str
    version: int
    finished_at: float
    created_at: float
    outcome: Outcome | None
    turns: int
    events: int
    stored_events: int
    undos: int
    chat_lines: int
    seats: list[SeatFacts]
    stand_ins: list[StandInSpan]
    statistics: list[Value] | None = None


FACT_EVENTS: tuple[type[Event], ...] = (MatchFinished,)
"""Platform events stored in a facts stream, never in a match's (codec and projector know them)."""


class _Fold:
    """The effective records of a match and its state, folded lazily: only after an event that may end
    the match (the engine's ``finishing_events``; every game event when it declares none), and from
    the start again when an undo removed records already folded (``evolve`` works in place)."""

    def __init__(self, engine: Engine[Any, Any], declared: GameStatistics | None) -> None:
        self.engine = engine
        self.observe = declared.observe if declared is not None else None
        self.observer: Observer | None = None
        self.records: list[Record] = []
        self.state: Any = None
        self.folded = 0

    def undo(self, to_version: int) -> None:
        records = self.records
        keep = len(records)
        while keep and records[keep - 1].version > to_version:
            keep -= 1
        del records[keep:]
        if self.folded > keep:
            self.state, self.folded = None, 0

    def ended(self) -> Status | None:
        """Fold what is not folded yet; the status if the match is now over."""
        evolve = self.engine.evolve
        state = self.state
        records = self.records
        if self.folded == 0 and self.observe is not None:
            self.observer = self.observe()
        observer = self.observer
        for position in range(self.folded, len(records)):
            record = records[position]
            state = evolve(state, record.event)
            if observer is not None:
                observer(record, state)
        self.state, self.folded = state, len(records)
        status = self.engine.status(state)
        return status if status.finished else None


def match_facts(
    engine: Engine[Any, Any], declared: GameStatistics | None, match_id: str, records: Sequence[Record]
) -> MatchFinished | None:
    """The facts of the match whose stored records (from its creation on, in order) are ``records``;
    ``None`` if it has not finished. Records after its end are not read."""
    if not records or not isinstance(records[0].event, MatchCreated):
        return None
    created = records[0].event
    finishing = engine.finishing_events
    fold = _Fold(engine, declared)
    chat: Counter[int] = Counter()
    undo_requests: Counter[int] = Counter()
    undos = 0
    for index, record in enumerate(records[1:], start=1):
        event = record.event
        if not isinstance(event, PLATFORM_EVENTS):
            fold.records.append(record)
            if finishing is not None and type(event).__struct_config__.tag not in finishing:
                continue
            status = fold.ended()
            if status is not None:
                spans = stand_in_spans(records[: index + 1])
                return _facts(
                    engine, declared, match_id, created, record, fold, status, chat, undo_requests, undos, spans
                )
        elif isinstance(event, ChatPosted):
            chat[event.seat] += 1
        elif isinstance(event, UndoRequested):
            undo_requests[event.seat] += 1
        elif isinstance(event, Undone):
            undos += 1
            fold.undo(event.to_version)
    return None


def stand_in_spans(records: Sequence[Record]) -> list[StandInSpan]:
    """The stand-ins' spans in ``records``: a span still open at the last record has no end."""
    spans: list[StandInSpan] = []
    for record in records:
        event = record.event
        if isinstance(event, StandInStarted):
            for span in spans:  # another bot took the seat over: the previous span ends
                if span.seat == event.seat and span.until is None:
                    span.until = record.version
            spans.append(StandInSpan(event.seat, event.bot, record.version))
        elif isinstance(event, StandInEnded | StandInActed):
            held = [span for span in spans if span.seat == event.seat and span.until is None]
            if held and isinstance(event, StandInEnded):
                held[-1].until = record.version
            elif held:
                held[-1].commands += 1
    return spans


def _facts(
    engine: Engine[Any, Any],
    declared: GameStatistics | None,
    match_id: str,
    created: MatchCreated,
    end: Record,
    fold: _Fold,
    status: Status,
    chat: Counter[int],
    undo_requests: Counter[int],
    undos: int,
    spans: list[StandInSpan],
) -> MatchFinished:
    outcome = status.outcome
    played = fold.records
    winners = set(outcome.winners) if outcome else set()
    seats = [record.seat for record in played]
    events = Counter(seats)
    commands = Counter(seat for seat, _ in {(record.seat, record.cmd) for record in played})
    statistics: list[Value] | None = []
    if declared is not None:
        try:
            options = decode_options(engine, created.options)
            finished = Finished(
                created.game, created.seats, options, played, fold.state, outcome, status.turn, fold.observer
            )
            statistics = [Value(*value) for value in declared.compute(finished)]
        except Exception:  # a game's statistics failing must not lose the match's result
            statistics = None
    return MatchFinished(
        match_id=str(match_id),
        game=created.game,
        version=end.version,
        finished_at=end.at,
        created_at=created.created_at,
        outcome=outcome,
        turns=status.turn,
        events=len(played),
        stored_events=end.version,
        undos=undos,
        chat_lines=sum(chat.values()),
        seats=[
            SeatFacts(seat, seat in winners, commands[seat], events[seat], chat[seat], undo_requests[seat])
            for seat in range(created.seats)
        ],
        stand_ins=spans,
        statistics=statistics,
    )
