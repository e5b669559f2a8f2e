"""Issue 33 item 1: no accepted undo ever restores a state from before a random draw or a reveal, in
any registered game, whatever its event classes declare (``chance``, ``reveals``).

Rule: "Folie: undo never re-draws chance nor hides what a seat has seen" (DESIGN 3; Far Cry's
exploration, L1312-1386: a card revealed at step 1 costs 1 MP, the dice of a hunt are rolled once).

The oracle is the test's own, independent of the platform's bookkeeping: for each accepted command it
re-decides the command with a generator that counts draws (chance), and in worlds the acting seat cannot
tell from the real one (``resample_hidden``), comparing what every seat sees afterwards (a reveal:
something the actor could not know came out). The highest version such a command reached is the
*truth floor*; at every point of random legal play, every seat's undo (by default and to every
boundary) that the platform accepts must target a version at or after it.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from uuid import uuid4

import msgspec
import pytest

from domain.bots import random_command
from domain.contract import Command, Engine, Event, RuleViolation
from domain.games.farcry.content import CONTENT as FARCRY_CONTENT
from domain.match import rng_for
from domain.match_events import Undone, UndoRequested
from domain.registry import default_engines
from domain.rng import Rng
from domain.undo import decide_undo
from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig, stored
from tests.support.history import History
from tests.support.toy import ENGINE as TOY
from tests.support.toy import Mark

ENGINES = default_engines()
R_UNDO = "Folie: undo never re-draws chance nor hides what a seat has seen (DESIGN 3)"
OPTIONS: dict[str, dict[str, Any]] = {
    "maeshowe": {"players": 2},
    "bigbook": {"players": 2},
    "montagnes": {"players": 3},
    "farcry": {"seats": 2},
    "mansions": {},
}
WORLDS = 3
"""Worlds the oracle samples per command (the platform's own check is separate)."""


class _Counting(Rng):
    """A generator that remembers whether anything was drawn from it."""

    __slots__ = ("draws",)

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.draws = 0

    def next_u64(self) -> int:
        self.draws += 1
        return super().next_u64()


def _fold(engine: Engine[Any, Any], state: Any, events: list[Event]) -> Any:
    state = engine.clone(state)
    for event in events:
        state = engine.evolve(state, event)
    return state


def _seen(engine: Engine[Any, Any], state: Any, seats: int) -> list[Any]:
    return [msgspec.to_builtins(engine.view(state, seat)) for seat in [*range(seats), None]]


def _unseeable(engine: Engine[Any, Any], history: History, seat: int, command: Command, now: float) -> str | None:
    """Why deciding ``command`` now must be an undo barrier (``chance``, ``reveal``), or ``None``."""
    match = history.match
    counting = _Counting.derive(match.seed, match.version)  # the very generator of rng_for(match)
    assert isinstance(counting, _Counting)
    decided = engine.decide(match.state, seat, command, now, counting)
    assert not isinstance(decided, RuleViolation)
    if counting.draws:
        return "chance"
    after = _seen(engine, _fold(engine, match.state, decided), match.seats)
    before = _seen(engine, match.state, match.seats)
    for n in range(WORLDS):
        world = engine.resample_hidden(match.state, seat, Rng.derive(match.seed, "oracle", match.version, n))
        out = engine.decide(world, seat, command, now, rng_for(match))
        if isinstance(out, RuleViolation):
            return "reveal"  # what the actor could not know decided whether its command stands
        world_before = _seen(engine, world, match.seats)
        world_after = _seen(engine, _fold(engine, world, out), match.seats)
        for t in range(match.seats + 1):
            if (t == seat or world_before[t] == before[t]) and world_after[t] != after[t]:
                return "reveal"
        for event, other in zip(decided, out, strict=False):
            for t in [*range(match.seats), None]:
                if engine.event_view(event, t) != engine.event_view(other, t):
                    return "reveal"
        if len(decided) != len(out):
            return "reveal"
    return None


def _accepted_targets(engine: Engine[Any, Any], history: History) -> Iterator[tuple[int, int]]:
    """``(seat, target)`` of every undo the platform would grant (or put to the others) now."""
    match = history.match
    for seat in range(match.seats):
        targets: list[int | None] = [None, *sorted({span.start for span in match.spans})]
        for target in targets:
            try:
                events = decide_undo(engine, match, seat, target)
            except RuleViolation:
                continue
            last = events[-1]
            assert isinstance(last, Undone | UndoRequested)
            yield seat, last.to_version


def _play(engine: Engine[Any, Any], history: History, seed: int, steps: int) -> list[str]:
    """Random legal play with an undo now and then; checks every reachable undo at every point.
    Returns the barriers the oracle found (for the test to show it met some)."""
    rng = Rng.derive(seed, "unseen")
    truth_floor = history.match.version
    found: list[str] = []
    for step in range(steps):
        status = engine.status(history.match.state)
        if status.finished or not status.to_act:
            break
        for seat, target in _accepted_targets(engine, history):
            assert target >= truth_floor, (
                f"{R_UNDO}: seat {seat} may undo to version {target}, before the draw or reveal that "
                f"ended at version {truth_floor} ({found[-1] if found else '?'})"
            )
        seat = rng.choice(status.to_act)
        if rng.below(5) == 0 and history.match.pending_undo is None:
            try:
                events = history.undo(seat)
            except RuleViolation:
                pass
            else:
                if isinstance(events[-1], UndoRequested):
                    for other in events[-1].needs:
                        history.answer(other, accept=True)
                continue
        command = random_command(engine, history.match.state, seat, rng)
        if command is None:
            continue
        now = float(step)
        reason = _unseeable(engine, history, seat, command, now)
        try:
            history.command(seat, command, now=now)
        except RuleViolation:
            continue
        if reason is not None:
            truth_floor = history.match.version
            found.append(reason)
    return found


@pytest.mark.parametrize("game", sorted(OPTIONS))
def test_no_undo_restores_a_state_before_a_draw_or_a_reveal(game: str) -> None:
    """R_UNDO, for every registered game under random legal play, undoing at every point."""
    assert set(OPTIONS) == set(ENGINES), "every registered game is covered"
    engine = ENGINES[game]
    found: list[str] = []
    for seed in (1, 2):
        found += _play(engine, History(engine, OPTIONS[game], seed=seed), seed, steps=60)
    assert found, "random play met chance or a reveal"


@pytest.fixture
def exploring_history(monkeypatch: pytest.MonkeyPatch) -> History:
    """Far Cry, two seats, at the start of an exploration (L1312): mission 0's data made saved and
    emptied of enemies (as ``bench/farcry_explorations.py`` does), so ending the first turn wins it."""
    kept = FARCRY_CONTENT.missions["mission_0"]
    monkeypatch.setitem(FARCRY_CONTENT.missions, "mission_0", msgspec.structs.replace(kept, saved=True, enemies=[]))
    engine = ENGINES["farcry"]
    for seed in range(1, 20):
        history = History(engine, {"seats": 2}, seed=seed)
        for character in list(history.match.state.characters):
            if history.match.state.phase != "mission":
                break
            end = engine.parse_command({"action": "end_turn", "character": character.character})
            history.command(character.seat, end)
        if history.match.state.phase == "exploration":
            return history
    raise AssertionError("no seed of mission 0 without enemies ends in an exploration")


def test_no_undo_restores_a_state_before_an_exploration_reveal_or_roll(exploring_history: History) -> None:
    """R_UNDO with Far Cry's exploration (L1312-1386): a revealed card stays known and paid for, a
    resolved hunt's dice stay rolled, though none of its events declares ``chance`` or ``reveals``."""
    engine = ENGINES["farcry"]
    found = _play(engine, exploring_history, seed=5, steps=120)
    assert "reveal" in found and "chance" in found


def test_a_seat_command_stored_before_the_checks_is_a_barrier(tmp_path: Path) -> None:
    """R_UNDO for records stored before the platform checked draws and reveals (an envelope without
    ``barrier_rules``): nobody can tell whether they drew or revealed, so no undo reaches back across
    them; the same history stored today keeps its undo."""
    history = History(TOY, {"seats": 2, "target": 100})
    history.command(0, Mark(amount=2))
    codec = Codec({"toy": TOY})
    loaded = []
    for old in (False, True):
        store = EventStore(StoreConfig(sqlite_path=str(tmp_path / f"old-{old}.sqlite")))
        mid = uuid4()
        rows = []
        for record in history.records:
            topic, data = codec.encode(record)
            if old:  # the envelope as stored before issue 33: seven fields, no barrier_rules
                data = msgspec.msgpack.encode(msgspec.msgpack.decode(data)[:7])
            rows.append(stored(mid, record.version, topic, data))
        store.insert(rows)
        match = MatchRepository(store, codec, {"toy": TOY}).load(str(mid))
        assert match is not None and match.state == history.match.state
        loaded.append(match)
    today, before = loaded
    assert [span.start for span in today.spans] == [history.records[-1].cmd]
    assert before.spans == [] and before.undo_floor == history.match.version
    with pytest.raises(RuleViolation) as refused:
        decide_undo(TOY, before, 0, None)
    assert refused.value.code == "nothing_to_undo"
