"""Exits (TI-11, R-F-44), conflicts between seats (GN-2, R-F-3) and the discard area (SU-14), played
through the engine's decide and evolve."""

from __future__ import annotations

from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.rules import board_of, occupied
from domain.games.farcry.state import FarCryState, TileState
from domain.games.farcry.tactical.hexes import Hex, neighbours
from tests.games.farcry.farcry_play import ENGINE, act, character, idle, new, put, refused

WEST = Hex(2, 3)
"""Open ground on mission 0's west side (arena.py)."""


def free_beside(s: FarCryState, h: Hex) -> list[Hex]:
    board = board_of(s.mission)
    taken = occupied(s) | {t.at for t in s.tiles}
    return [n for n in neighbours(h) if board.terrain.get(n) == "open" and n not in taken]


def with_exit(seats: int = 2) -> tuple[FarCryState, Hex]:
    s = new(seats=seats)
    idle(s)
    put(s, "daisy", WEST)
    exit_at = free_beside(s, WEST)[0]
    s.tiles.append(TileState(kind="exit", at=exit_at))
    return s, exit_at


def test_a_player_stepping_on_the_exit_leaves_the_game() -> None:
    """TI-11 (L2263-2265), R-F-44: the figure is removed; it no longer acts nor is a unit on the board;
    its board's tokens stay for the debriefing; the others play on."""
    s, exit_at = with_exit()
    character(s, "daisy").loot = ["relic"]
    s, events = act(s, 0, cmd.Step(character="daisy", path=[exit_at]))
    gone = [e for e in events if isinstance(e, ev.UnitRemoved)]
    assert [(e.who, e.why) for e in gone] == [("daisy", "exited")]
    daisy = character(s, "daisy")
    assert daisy.exited and daisy.at is None and daisy.loot == ["relic"]
    assert exit_at not in occupied(s) and s.result is None
    assert refused(s, 0, cmd.EndTurn(character="daisy")).code
    assert all(a.fixed.get("character") != "daisy" for a in ENGINE.legal_actions(s, 0))
    assert ENGINE.view(s, 1).characters[0].exited


def test_the_mission_fails_when_no_player_is_left_on_the_board_and_the_primary_is_not_met() -> None:
    """R-F-44 (L2265): every player gone by the exit with enemies still standing: failure."""
    s, exit_at = with_exit()
    keith = character(s, "keith")
    keith.exited, keith.at = True, None  # gone earlier
    s, events = act(s, 0, cmd.Step(character="daisy", path=[exit_at]))
    ended = [e for e in events if isinstance(e, ev.MissionEnded)]
    assert len(ended) == 1 and ended[0].result == "failure" and ended[0].reason == "no_player_left"
    assert ENGINE.status(s).finished


def test_conflicts_are_first_come_first_served() -> None:
    """GN-2 (L1470-1472), R-F-3: two seats want the same hex; the server plays the first command and
    refuses the second with a clear code (the optional duel is not needed online, R-F-3)."""
    s = new(seats=2)
    idle(s)
    put(s, "daisy", WEST)
    spot = free_beside(s, WEST)[0]
    keith_at = next(n for n in free_beside(s, spot) if n != WEST)
    put(s, "keith", keith_at)
    s, _ = act(s, 1, cmd.Step(character="keith", path=[spot]))
    late = refused(s, 0, cmd.Step(character="daisy", path=[spot]))
    assert late.code and late.status < 500
    assert character(s, "keith").at == spot and character(s, "daisy").at == WEST


def test_each_player_has_a_public_discard_area() -> None:
    """SU-14 (L316): a discard area per player, shown face up to every seat (EM-7 empties it)."""
    s = new(seats=2)
    character(s, "keith").discard = ["molotov"]
    for seat in (0, 1, None):
        view = ENGINE.view(s, seat)
        assert {c.character: c.discard for c in view.characters} == {"daisy": [], "keith": ["molotov"]}
