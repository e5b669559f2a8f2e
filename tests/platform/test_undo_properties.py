"""Random play with random undos, on every engine: the fold never drifts from a replay from scratch.

Undo rewinds the warm state through ``state_at``; a fresh fold of the whole log (with its ``Undone``
events) must always give the same state, and undo must never be granted across chance or a reveal.
"""

from __future__ import annotations

from typing import Any

import msgspec
from hypothesis import given, settings
from hypothesis import strategies as st

from domain.bots import random_command
from domain.contract import RuleViolation
from domain.match import Undone, UndoRequested
from domain.registry import default_engines
from domain.rng import Rng
from tests.support.history import History

ENGINES = default_engines()
OPTIONS: dict[str, list[dict[str, Any]]] = {
    "maeshowe": [{"players": 1}, {"players": 2, "expansions": ["crumbling", "snub", "haste"]}],
    "bigbook": [{"players": 2}, {"players": 3}],
    "montagnes": [{"players": 3}],
}
CASES = [(game, options) for game, variants in OPTIONS.items() for options in variants]


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
        command = random_command(engine, history.match.state, seat, rng)
        if command is None:
            continue
        try:
            history.command(seat, command, now=float(step))
        except RuleViolation:
            continue
        if step % 10 == 0:
            fresh = history.replay()
            assert msgspec.to_builtins(fresh.state) == msgspec.to_builtins(history.match.state)
    fresh = history.replay()
    assert msgspec.to_builtins(fresh.state) == msgspec.to_builtins(history.match.state)
    assert fresh.version == history.match.version
