"""Non-interference, for every engine: what a seat may not know never changes what it is shown.

For random reachable states (random legal play, with deadlines expiring), for every seat S and the
spectator, the engine's own ``resample_hidden`` redraws everything S may not know (other hands, deck
orders, face-down tiles, other seats' madness...) consistently with the public history. In the two
worlds the harness then asserts, byte for byte:

* S's whole platform view (engine view, prompts, waiting list, legal actions, status, undo info), which
  is what ``GET /view``, ``/replay`` at that version and every live update serialise;
* the refusal (code, message, rule) or the log entries S gets for each of its own commands, so error
  bodies cannot echo another seat's secret;
* S's log entries and views along a few further steps of play, in lockstep, until chance or a revealed
  secret legitimately lets the worlds differ: S's own commands and the server's deadline events must
  give S identical entries; another seat's command may show that seat's own cards (a forced discard),
  which ends the lockstep, but identical entries must always leave S with an identical view.

An engine plugs in by registering itself and implementing ``resample_hidden``; nothing here names a game.
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.bots import random_command
from domain.contract import Command, Engine, RuleViolation
from domain.match import Match, Record, Undone, decide_command, evolve, expire
from domain.rng import Rng
from projections.views import log_entry, seat_view
from tests.trust import figures
from tests.trust.table import Table, engines, options_for, shadow

ENGINES = engines()
GAMES = sorted(ENGINES)
PROBES_PER_GAME = 3
RESAMPLES = 2
LOCKSTEP = 4
EXAMPLES = 40


def encode(value: Any) -> bytes:
    return msgspec.json.encode(value)


def no_state_at(version: int) -> Match:
    raise AssertionError("the lockstep stops before any undo")


class World:
    """A match copy that advances on its own (the real one, or its resampled twin)."""

    def __init__(self, engine: Engine[Any, Any], match: Match) -> None:
        self.engine = engine
        self.match = match

    def view(self, seat: int | None) -> bytes:
        return encode(seat_view(self.engine, self.match, seat))

    def decide(self, seat: int | None, command: Command | None, now: float) -> list[Record] | RuleViolation:
        start = self.match.version
        try:
            if command is None:
                events = expire(self.engine, self.match, now)
            else:
                assert seat is not None
                events = decide_command(self.engine, self.match, seat, command, now)
        except RuleViolation as violation:
            return violation
        return [Record(version=start + i + 1, event=e, cmd=start, seat=seat, at=now) for i, e in enumerate(events)]

    def apply(self, records: list[Record]) -> None:
        for record in records:
            self.match = evolve(self.engine, self.match, record, no_state_at)


def refusal(violation: RuleViolation) -> tuple[str, str, str | None, int]:
    return (violation.code, violation.message, violation.rule, violation.status)


def hidden(records: list[Record]) -> bool:
    """Chance or a revealed secret: from here the two worlds may legitimately differ for S."""
    return any(r.event.chance or r.event.reveals or isinstance(r.event, Undone) for r in records)


def entries(engine: Engine[Any, Any], records: list[Record], seat: int | None) -> bytes:
    return encode([log_entry(engine, r, seat) for r in records])


def compare_outcomes(
    engine: Engine[Any, Any], seat: int | None, real: list[Record] | RuleViolation, twin: list[Record] | RuleViolation
) -> bool:
    """Assert S cannot tell the two outcomes apart; ``True`` if the lockstep may go on."""
    if isinstance(real, RuleViolation) or isinstance(twin, RuleViolation):
        assert isinstance(real, RuleViolation) and isinstance(twin, RuleViolation), (real, twin)
        assert refusal(real) == refusal(twin)
        return False
    if hidden(real) or hidden(twin):
        return False
    assert entries(engine, real, seat) == entries(engine, twin, seat)
    return True


def own_commands(table: Table, seat: int, rng: Rng) -> list[Command]:
    """Commands S might send: its listed actions, and other seats' listed actions sent by S."""
    state = table.match.state
    commands = []
    for actor in range(table.seats):
        for _ in range(2 if actor == seat else 1):
            command = random_command(table.engine, state, actor, rng)
            if command is not None:
                commands.append(command)
    return commands


def check_seat(table: Table, seat: int | None, rng: Rng) -> None:
    engine, match = table.engine, table.match
    before = engine.encode_state(match.state)
    resampled = engine.resample_hidden(match.state, seat, Rng(rng.next_u64()))
    assert engine.encode_state(match.state) == before, "resample_hidden must not mutate its input"
    real = World(engine, shadow(match, engine.clone(match.state)))
    twin = World(engine, shadow(match, resampled))
    assert real.view(seat) == twin.view(seat), f"{engine.game}: seat {seat}'s view depends on hidden state"

    if seat is not None:
        for own in own_commands(table, seat, rng):
            compare_outcomes(engine, seat, real.decide(seat, own, table.now), twin.decide(seat, own, table.now))

    now = table.now
    for _ in range(LOCKSTEP):
        if engine.status(real.match.state).finished:
            return
        actors = [s for s in range(table.seats) if engine.legal_actions(real.match.state, s)]
        deadline = engine.next_deadline(real.match.state)
        if deadline is not None and (not actors or rng.below(4) == 0):
            now = max(now, deadline) + 0.5
            actor: int | None = None
            command: Command | None = None
        elif actors:
            actor = rng.choice(actors)
            command = random_command(engine, real.match.state, actor, rng)
        else:
            return
        real_out, twin_out = real.decide(actor, command, now), twin.decide(actor, command, now)
        if actor is not None and actor != seat:
            # Another seat acts on what it knows: its command may name a card the resampling moved,
            # and its move may show its own cards (a forced discard). Then the worlds part ways.
            if isinstance(real_out, RuleViolation) or isinstance(twin_out, RuleViolation):
                return
            if hidden(real_out) or hidden(twin_out):
                return
            if entries(engine, real_out, seat) != entries(engine, twin_out, seat):
                figures.add(f"non_interference.{engine.game}.lockstep_parted_by_other_seat", 1)
                return
        elif not compare_outcomes(engine, seat, real_out, twin_out):
            return
        assert not isinstance(real_out, RuleViolation) and not isinstance(twin_out, RuleViolation)
        real.apply(real_out)
        twin.apply(twin_out)
        assert real.view(seat) == twin.view(seat), f"{engine.game}: seat {seat}'s view diverged in lockstep"


def check_state(table: Table, rng: Rng) -> int:
    checked = 0
    for seat in [None, *range(table.seats)]:
        for _ in range(RESAMPLES):
            check_seat(table, seat, rng)
            checked += 1
    return checked


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_a_seat_cannot_tell_worlds_that_differ_only_in_its_unknowns(game: str, data: st.DataObject) -> None:
    engine = ENGINES[game]
    options = data.draw(options_for(engine), label="options")
    seed = data.draw(st.integers(0, 2**63 - 1), label="seed")
    lengths = data.draw(st.lists(st.integers(0, 60), min_size=PROBES_PER_GAME, max_size=PROBES_PER_GAME))
    table = Table(engine, options, seed)
    rng = Rng(seed)
    for steps in lengths:
        table.play(rng, steps)
        figures.add(f"non_interference.{game}.states", 1)
        figures.add(f"non_interference.{game}.state_seats", check_state(table, rng))
        if table.finished():
            break


@pytest.mark.parametrize("game", GAMES)
def test_resampling_really_redraws_something(game: str) -> None:
    """Guards the harness against a vacuous ``resample_hidden``: over a few played states, some
    resample changes the full state for some seat (every registered game has hidden information)."""
    engine = ENGINES[game]
    changed = False
    for seed in range(8):
        table = Table(engine, {}, seed)
        table.play(Rng(seed), 6)
        state = engine.encode_state(table.match.state)
        for seat in [None, *range(table.seats)]:
            redrawn = engine.resample_hidden(table.match.state, seat, Rng(seed + 100))
            changed = changed or engine.encode_state(redrawn) != state
    assert changed, f"{game}: resample_hidden never changed anything"
