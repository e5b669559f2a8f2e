"""Random play with random undos, on every engine: the fold never drifts from a replay from scratch.

A fresh fold of the whole log (with its ``Undone`` events) must always give the same state as the
warm one and as a naive recomputation from scratch, and undo must never be granted across chance or a
reveal.
"""

from __future__ import annotations

from typing import Any

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bots import random_command
from domain.contract import Engine, Event, RuleViolation
from domain.match import evolve, new_match
from domain.match_events import PLATFORM_EVENTS, MatchCreated, Record, Undone, UndoRequested
from domain.match_state import Match
from domain.registry import default_engines
from domain.rng import Rng
from domain.undo import MAX_UNDO_DEPTH
from tests.support.history import History
from tests.support.toy import ENGINE as TOY

ENGINES = default_engines()
OPTIONS: dict[str, list[dict[str, Any]]] = {
    "maeshowe": [{"players": 1}, {"players": 2, "expansions": ["crumbling", "snub", "haste"]}],
    "bigbook": [{"players": 2}, {"players": 3}],
    "montagnes": [{"players": 3}],
    "farcry": [
        {"seats": 2},
        {"seats": 2, "mission": "mission_4"},
        {"seats": 2, "mission": "mission_5"},
        {"seats": 2, "mission": "mission_6"},
        {"seats": 2, "mission": "mission_7"},
    ],
}
CASES = [(game, options) for game, variants in OPTIONS.items() for options in variants]


def _random_command(history: History, seat: int, rng: Rng, now: float) -> bool:
    """A random command of ``seat``'s; whether it was accepted."""
    command = random_command(history.engine, history.match.state, seat, rng)
    if command is None:
        return False
    try:
        history.command(seat, command, now=now)
    except RuleViolation:
        return False
    return True


@settings(max_examples=60, deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**32), undo_rate=st.sampled_from([0.1, 0.3]))
def test_undo_keeps_the_fold_equal_to_a_fresh_replay(
    case: tuple[str, dict[str, Any]], seed: int, undo_rate: float
) -> None:
    game, options = case
    engine = ENGINES[game]
    history = History(engine, options, seed=seed)
    rng = Rng.derive(seed, "undo-props")
    undos = 0
    for step in range(120):
        status = engine.status(history.match.state)
        if status.finished or not status.to_act:
            break
        seat = rng.choice(status.to_act)
        if rng.below(1000) < undo_rate * 1000:
            floor = history.match.undo_floor
            try:
                events = history.undo(seat)
            except RuleViolation as refused:
                assert refused.code in {"nothing_to_undo", "undo_blocked", "undo_pending"}
            else:
                if isinstance(events[-1], Undone):
                    undos += 1
                    assert events[-1].to_version >= floor
                else:
                    assert isinstance(events[-1], UndoRequested)
                    for other in events[-1].needs:  # every affected seat agrees
                        history.answer(other, accept=True)
            continue
        if not _random_command(history, seat, rng, float(step)):
            continue
        if step % 10 == 0:
            fresh = history.replay()
            assert msgspec.to_builtins(fresh.state) == msgspec.to_builtins(history.match.state)
    fresh = history.replay()
    assert msgspec.to_builtins(fresh.state) == msgspec.to_builtins(history.match.state)
    assert fresh.version == history.match.version


# -- the fold against a naive reference ----------------------------------------------------------
def _naive_state(engine: Engine[Any, Any], records: list[Record]) -> Any:
    """The engine state after ``records``, recomputed from scratch with no undo machinery at all.

    The game events in effect are tracked as a plain list per version: a game event appends to the
    list, an ``Undone`` takes the list as it stood at its target, anything else keeps it. The state
    is then every event in effect folded from nothing.
    """
    in_effect: list[list[Event]] = [[]]
    for record in records:
        event = record.event
        if isinstance(event, Undone):
            in_effect.append(list(in_effect[event.to_version]))
        elif isinstance(event, PLATFORM_EVENTS):
            in_effect.append(in_effect[-1])
        else:
            in_effect.append([*in_effect[-1], event])
    state = None
    for event in in_effect[-1]:
        state = engine.evolve(state, event)
    return state


def _fold_without_replay(engine: Engine[Any, Any], records: list[Record]) -> Match:
    """The production fold, forbidden to replay history (every ``Undone`` must use a kept state)."""

    def never(version: int) -> Match:
        raise AssertionError(f"state_at({version}) was called: an undo replayed history")

    created = records[0].event
    assert isinstance(created, MatchCreated)
    match = new_match("m", created)
    for record in records[1:]:
        match = evolve(engine, match, record, never)
    return match


def _random_undo(history: History, seat: int, rng: Rng) -> None:
    """An undo to a random reachable boundary (or the default), answered at random."""
    match = history.match
    boundaries = [s.start for s in match.spans if s.start >= match.undo_floor][-MAX_UNDO_DEPTH:]
    target = rng.choice(boundaries) if boundaries and rng.below(2) else None
    try:
        events = history.undo(seat, target)
    except RuleViolation as refused:
        refusals = {"nothing_to_undo", "undo_blocked", "undo_pending", "invalid_undo_target", "undo_too_deep"}
        assert refused.code in refusals
        return
    last = events[-1]
    if isinstance(last, UndoRequested):
        for other in last.needs:
            if rng.below(4) == 0:
                break  # left pending: the next command makes it lapse
            history.answer(other, accept=rng.below(5) > 0)
            if history.match.pending_undo is None:
                break


@settings(max_examples=80, deadline=None)
@given(
    case=st.sampled_from([*CASES, ("toy", {"seats": 2, "target": 1000})]),
    seed=st.integers(0, 2**32),
    undo_rate=st.sampled_from([0.2, 0.5]),
)
def test_the_fold_agrees_with_a_naive_reference(case: tuple[str, dict[str, Any]], seed: int, undo_rate: float) -> None:
    """Random commands and undos (own or others', to any reachable boundary, accepted, declined or
    left to lapse): the fold never replays history and always equals the naive recomputation."""
    game, options = case
    engine = TOY if game == "toy" else ENGINES[game]
    history = History(engine, options, seed=seed)
    rng = Rng.derive(seed, "naive-reference")
    for step in range(150):
        status = engine.status(history.match.state)
        if status.finished or not status.to_act:
            break
        seat = rng.choice(status.to_act)
        if rng.below(1000) < undo_rate * 1000:
            _random_undo(history, rng.below(history.match.seats), rng)
            continue
        _random_command(history, seat, rng, float(step))
    expected = msgspec.to_builtins(_naive_state(engine, history.records))
    assert msgspec.to_builtins(history.match.state) == expected
    folded = _fold_without_replay(engine, history.records)
    assert msgspec.to_builtins(folded.state) == expected
    assert (folded.version, folded.undo_floor, folded.spans) == (
        history.match.version,
        history.match.undo_floor,
        history.match.spans,
    )
