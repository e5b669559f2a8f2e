"""The rulebook's worked event phase (RND-10, L495-503) and the four-of-a-type limit (EN-5, R-F-36).

Mission 3's round board is missing from the text (RND-11), so the entries the example needs are built
here as a test-only round board on mission 0's map; the engine resolves them from data alone.
"""

from __future__ import annotations

from collections.abc import Iterator

import msgspec
import pytest

from domain.contract import Event
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry import flow
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.content.schema import (
    AnecdoteCheck,
    MadnessStep,
    PlaceUnit,
    RoundBoard,
    RoundEvent,
    SpawnRoll,
    SpreadFire,
)
from domain.games.farcry.context import Flow
from domain.games.farcry.rules import board_of
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical import placement
from domain.games.farcry.tactical.hexes import adjacent
from tests.games.farcry.farcry_play import act, idle, new

CROPS = [(3, 4), (4, 4), (6, 4)]
"""Herb plantations of the example (designed cells of mission 0's map): the first one burns."""


def example_board() -> RoundBoard:
    """Mission 3's round 3 as L497-503 tells it: the arrow places the Berserker on location 1; then
    the anecdote check, the madness events (R-F-8), "Des intrus !" and "Tout va bien."."""
    base = CONTENT.rounds["round_board_0"]
    return msgspec.structs.replace(
        base,
        id="round_board_example_l495",
        arrows=[RoundEvent(round=3, do=[PlaceUnit(unit="berserker", location=1)])],
        recurring=[
            AnecdoteCheck(),
            MadnessStep(),
            SpawnRoll(unit="decapiteur", die="orange"),
            SpreadFire(cells=list(CROPS)),
        ],
        conditions=[],
    )


@pytest.fixture
def example(monkeypatch: pytest.MonkeyPatch) -> Iterator[FarCryState]:
    board = example_board()
    monkeypatch.setitem(CONTENT.rounds, board.id, board)
    s = new()
    s.round_board = board.id
    s.round = 2
    berserker = next(u for u in s.units if u.unit == "berserker")
    s.units.remove(berserker)
    berserker.at = None
    s.reserve.append(berserker)  # L497: the Berserker waits to arrive in round 3
    idle(s)
    s.fire = [to_hex(CROPS[0])]
    yield s


def end_round_two(s: FarCryState) -> tuple[FarCryState, list[Event]]:
    """The players end their turn and the (idle) enemies theirs: round 3's event phase follows."""
    out_all: list[Event] = []
    for c in list(s.characters):
        s, out = act(s, c.seat, cmd.EndTurn(character=c.character), rng_seed=7)
        out_all += out
    return s, out_all


def test_the_worked_event_phase_of_mission_3_round_3(example: FarCryState) -> None:
    """RND-10 (L495-503), RND-5..RND-8, R-F-8: the token moves to 3; the arrow event places the
    Berserker (from the reserve) on location 1; then in order the anecdote check, the madness step,
    one die per spawn point ("Des intrus !", a symbol brings a Décapiteur there, TI-15) and the fire
    spreading over the crops ("Tout va bien."); then the players' turn."""
    s, events = end_round_two(example)
    phase = events[next(i for i, e in enumerate(events) if isinstance(e, ev.RoundStarted)) :]
    assert isinstance(phase[0], ev.RoundStarted) and phase[0].round == 3
    placed = phase[1]
    assert isinstance(placed, ev.UnitPlaced) and placed.uid == "berserker-red"
    assert placed.at == board_of(s.mission).locations[1]
    assert isinstance(phase[2], ev.AnecdoteTurned)
    rolls = [e for e in phase if isinstance(e, ev.SpawnRolled)]
    assert [r.at for r in rolls] == list(board_of(s.mission).spawns)
    arrivals = [e for e in phase if isinstance(e, ev.UnitPlaced) and e.unit == "decapiteur"]
    assert len(arrivals) == sum(r.roll.symbol for r in rolls) > 0  # seed 7 rolls a symbol
    spread = [e for e in phase if isinstance(e, ev.FireSpread)]
    assert len(spread) == 1 and spread[0].hexes == [to_hex(CROPS[1])]  # (6, 4) is not next to a fire
    order = [type(e) for e in phase if not isinstance(e, ev.UnitPlaced | ev.StressTurned | ev.MadnessReturned)]
    assert order.index(ev.AnecdoteTurned) < order.index(ev.SpawnRolled) < order.index(ev.FireSpread)
    assert isinstance(phase[-1], ev.PlayersTurnStarted) and phase[-1].round == 3
    assert s.round == 3 and "berserker-red" in s.chain and not s.reserve
    assert to_hex(CROPS[1]) in s.fire


def test_a_spawn_symbol_brings_a_unit_beside_a_taken_spawn_point(example: FarCryState) -> None:
    """TI-15 (L2289-2293): a unit arriving on an occupied spawn point goes on an adjacent hex."""
    spawn = board_of(example.mission).spawns[0]
    f = Flow(example)
    f.s.characters[0].at = spawn
    placement.place_at(f, "decapiteur", spawn)
    placed = [e for e in f.events if isinstance(e, ev.UnitPlaced)]
    assert len(placed) == 1 and adjacent(placed[0].at, spawn)


def test_never_more_than_four_enemies_of_a_type_a_fifth_is_not_placed() -> None:
    """EN-5 (L1054), R-F-36: four of a type on the red, blue, green and yellow bases; a placement of a
    fifth does nothing (it stays in the queue)."""
    s = new()
    f = Flow(s)
    flow.place_unit(f, "decapiteur", 2)  # mission 0 has three: the fourth takes yellow
    assert [e.uid for e in f.events if isinstance(e, ev.UnitPlaced)] == ["decapiteur-yellow"]
    before = len(f.events)
    flow.place_unit(f, "decapiteur", 3)
    assert len(f.events) == before
    assert sum(1 for u in f.s.units if u.unit == "decapiteur") == 4
