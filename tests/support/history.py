"""An in-memory match history for pure tests of the match layer (no store, no HTTP)."""

from __future__ import annotations

from typing import Any

import msgspec

from domain.chat import decide_chat
from domain.contract import Command, Engine, Event
from domain.match import create_events, decide_command, decode_options, evolve, new_match
from domain.match_events import MatchCreated, Record
from domain.match_state import Match
from domain.undo import decide_undo, decide_undo_answer


class _Checkpoint(msgspec.Struct, array_like=True):
    match: Match
    state: bytes


class History:
    """Appends records and folds them exactly as the projection does, with ``state_at`` for undo.

    The match is checkpointed after every version (as a projection's snapshots would be), so
    ``state_at`` is a decode, and :meth:`replay` is the honest full fold from the first event.
    """

    def __init__(self, engine: Engine[Any, Any], options: dict[str, Any], seed: int = 1, now: float = 0.0) -> None:
        self.engine = engine
        self.records: list[Record] = []
        self.checkpoints: dict[int, bytes] = {}
        typed = decode_options(engine, options)
        seats = engine.seats(typed)
        events = create_events(engine, typed, seed, [f"h{i}" for i in range(seats)], "creator", now)
        self.match: Match = self._append(None, events, seat=None, now=now)

    def state_at(self, version: int) -> Match:
        checkpoint = msgspec.msgpack.decode(self.checkpoints[version], type=_Checkpoint)
        match = checkpoint.match
        match.state = self.engine.decode_state(checkpoint.state) if checkpoint.state else None
        return match

    def _checkpoint(self, match: Match) -> None:
        state = self.engine.encode_state(match.state) if match.state is not None else b""
        frozen = msgspec.structs.replace(match, state=None)
        self.checkpoints[match.version] = msgspec.msgpack.encode(_Checkpoint(frozen, state))

    def _apply(self, match: Match | None, record: Record) -> Match:
        if match is None:
            assert isinstance(record.event, MatchCreated)
            return new_match("m", record.event)
        return evolve(self.engine, match, record, self.state_at)

    def _append(self, match: Match | None, events: list[Event], *, seat: int | None, now: float, **kw: Any) -> Match:
        cmd = len(self.records)
        for event in events:
            record = Record(version=len(self.records) + 1, event=event, cmd=cmd, seat=seat, at=now, **kw)
            self.records.append(record)
            match = self._apply(match, record)
            self._checkpoint(match)
        assert match is not None
        return match

    def command(self, seat: int, command: Command, now: float = 0.0) -> list[Event]:
        decision = decide_command(self.engine, self.match, seat, command, now)
        self.match = self._append(self.match, decision.events, seat=seat, now=now, barrier=decision.barrier is not None)
        return decision.events

    def undo(self, seat: int, to_version: int | None = None) -> list[Event]:
        events = decide_undo(self.engine, self.match, seat, to_version)
        self.match = self._append(self.match, events, seat=seat, now=0.0)
        return events

    def answer(self, seat: int, accept: bool) -> list[Event]:
        events = decide_undo_answer(self.match, seat, accept)
        self.match = self._append(self.match, events, seat=seat, now=0.0)
        return events

    def chat(self, seat: int, text: str) -> list[Event]:
        events = decide_chat(self.engine, self.match, seat, text, 0.0)
        self.match = self._append(self.match, events, seat=seat, now=0.0, barrier=True)
        return events

    def replay(self) -> Match:
        """A fresh fold of everything recorded so far (undo targets come from the checkpoints)."""
        match: Match | None = None
        for record in self.records:
            match = self._apply(match, record)
        assert match is not None
        return match
