"""A match played through the platform's pure functions, with a clock: the trust harnesses' world.

It folds records exactly as the projection does (``domain.match.evolve``), lets time pass so that
deadlines expire as they would on the server, and drives any engine from its legal-action listing
alone (``domain.bots``), so every engine registered now or later plugs in without code of its own.
"""

from __future__ import annotations

import copy
from typing import Any

import msgspec
from hypothesis import strategies as st
from msgspec import inspect as mi

from domain.bots import random_command
from domain.contract import Command, Engine, Event, RuleViolation
from domain.match import create_events, decide_command, decode_options, evolve, expire, new_match
from domain.match_events import MatchCreated, Record
from domain.match_state import Match
from domain.registry import default_engines
from domain.rng import Rng
from tests.support.toy import ENGINE as TOY

T0 = 1_800_000_000.0


def engines() -> dict[str, Engine[Any, Any]]:
    """Every registered engine plus the toy engine (the platform's own test game)."""
    return {**default_engines(), "toy": TOY}


class Table:
    """One match: records, the folded :class:`Match`, and a clock."""

    def __init__(
        self, engine: Engine[Any, Any], options: dict[str, Any], seed: int, token_hashes: list[str] | None = None
    ) -> None:
        """``token_hashes``: the seats' token hashes, then the creator's (to serve the match from a store)."""
        self.engine = engine
        self.now = T0
        self.records: list[Record] = []
        typed = decode_options(engine, options)
        seats = engine.seats(typed)
        hashes = token_hashes or [*(f"seat-{i}" for i in range(seats)), "creator"]
        events = create_events(engine, typed, seed, hashes[:seats], hashes[seats], self.now)
        match: Match | None = None
        for i, event in enumerate(events):
            record = Record(version=i + 1, event=event, cmd=0, at=self.now)
            self.records.append(record)
            match = self.apply(match, record)
        assert match is not None
        self.match: Match = match

    @property
    def seats(self) -> int:
        return self.match.seats

    def state_at(self, version: int) -> Match:
        match: Match | None = None
        for record in self.records[:version]:
            match = self.apply(match, record)
        assert match is not None
        return match

    def apply(self, match: Match | None, record: Record) -> Match:
        if match is None:
            assert isinstance(record.event, MatchCreated)
            return new_match("00000000-0000-4000-8000-000000000000", record.event)
        return evolve(self.engine, match, record, self.state_at)

    def records_for(self, events: list[Event], seat: int | None, barrier: bool = False) -> list[Record]:
        start = self.match.version
        return [
            Record(version=start + i + 1, event=e, cmd=start, seat=seat, at=self.now, barrier=barrier)
            for i, e in enumerate(events)
        ]

    def append(self, records: list[Record]) -> None:
        for record in records:
            self.records.append(record)
            self.match = self.apply(self.match, record)

    def decide(self, seat: int, command: Command) -> list[Record] | RuleViolation:
        """The records ``command`` would append (nothing is applied), or the rule it breaks."""
        try:
            decision = decide_command(self.engine, self.match, seat, command, self.now)
            return self.records_for(decision.events, seat, decision.barrier is not None)
        except RuleViolation as violation:
            return violation

    def tick(self, seconds: float) -> list[Record]:
        """Let time pass and append the deadline events due (the server does this on any request)."""
        self.now += seconds
        records = self.records_for(expire(self.engine, self.match, self.now), None)
        self.append(records)
        return records

    def finished(self) -> bool:
        return self.engine.status(self.match.state).finished

    def actors(self) -> list[int]:
        """Seats with something to do now (several in simultaneous phases)."""
        return [seat for seat in range(self.seats) if self.engine.legal_actions(self.match.state, seat)]

    def random_move(self, rng: Rng) -> tuple[int, Command] | None:
        actors = self.actors()
        if not actors:
            return None
        seat = rng.choice(actors)
        command = random_command(self.engine, self.match.state, seat, rng)
        return None if command is None else (seat, command)

    def play(self, rng: Rng, steps: int) -> None:
        """Random legal play for up to ``steps`` commands; time sometimes runs past a deadline."""
        for _ in range(steps):
            if self.finished():
                return
            deadline = self.engine.next_deadline(self.match.state)
            if deadline is not None and rng.below(6) == 0:
                self.tick(max(0.0, deadline - self.now) + 0.5)
                continue
            move = self.random_move(rng)
            if move is None:
                if deadline is None:
                    return
                self.tick(max(0.0, deadline - self.now) + 0.5)
                continue
            decided = self.decide(*move)
            if isinstance(decided, RuleViolation):
                continue  # a listing may be coarser than the rules (e.g. which cards pay a cost)
            self.append(decided)
            self.now += rng.below(3)


def shadow(match: Match, state: Any) -> Match:
    """A copy of ``match`` (platform bookkeeping included) holding another engine state."""
    twin = copy.deepcopy(msgspec.structs.replace(match, state=None))
    twin.state = state
    return twin


# -- options, from the engine's options type alone ---------------------------------------------------
def _field_values(info: Any, default: Any) -> st.SearchStrategy[Any]:
    """A few plausible values for one option field: its default, or small values of its type."""
    keep = st.just(default) if default is not msgspec.NODEFAULT else st.nothing()
    if isinstance(info, mi.UnionType):
        return st.one_of(keep, *(_field_values(t, msgspec.NODEFAULT) for t in info.types))
    if isinstance(info, mi.NoneType):
        return st.none()
    if isinstance(info, mi.BoolType):
        return st.booleans()
    if isinstance(info, mi.LiteralType):
        return st.sampled_from(sorted(info.values, key=str))
    if isinstance(info, mi.IntType):
        low = info.ge if info.ge is not None else 0
        high = info.le if info.le is not None else low + 8
        return st.one_of(keep, st.integers(low, min(high, low + 8)))
    if isinstance(info, mi.ListType) and isinstance(info.item_type, mi.LiteralType):
        values = sorted(info.item_type.values, key=str)
        return st.one_of(st.just([]), st.lists(st.sampled_from(values), unique=True, max_size=3))
    return keep if default is not msgspec.NODEFAULT else st.nothing()


@st.composite
def options_for(draw: st.DrawFn, engine: Engine[Any, Any]) -> dict[str, Any]:
    """Options the engine accepts, drawn field by field from its options type (half the time the
    default), so a new engine needs nothing here. Falls back to all defaults if a draw is refused."""
    fields = mi.type_info(engine.options_type).fields  # type: ignore[attr-defined]
    options: dict[str, Any] = {}
    for field in fields:
        default = field.default
        if default is msgspec.NODEFAULT and field.default_factory is not msgspec.NODEFAULT:
            default = field.default_factory()
        if default is not msgspec.NODEFAULT and draw(st.booleans()):
            continue
        value = draw(_field_values(field.type, default))
        options[field.name] = value
    try:
        decode_options(engine, options)
    except RuleViolation:
        return {}
    return options
