"""The heuristic's mission-6 policy (`bots_mission_6`, R-F-81: the bot plays the mission's strongest
line), each verb in a mission-6 state: the Berserker in the way is shot, an escort standing in a
Rakyat's one-hex way out leads the way off it, and fire on the only way to the Rakyat is walked through."""

from __future__ import annotations

from domain.contract import Command
from domain.games.farcry import bots
from domain.games.farcry import commands as cmd
from domain.games.farcry.state import FarCryState, UnitState
from domain.games.farcry.tactical.hexes import Hex, distance
from domain.rng import Rng
from tests.games.farcry.farcry_play import act, character, put, unit
from tests.games.farcry.test_mission_6 import CAGED, HIDDEN, mission_6, quiet

DOOR_OUTSIDE, DOOR_INSIDE = Hex(12, 7), Hex(13, 5)
"""The south door's outside and inside hexes."""


def _last_rakyat_at(at: Hex) -> FarCryState:
    """Mission 6 with no enemy, the caged Rakyat already out and the other free at ``at``."""
    s = quiet(mission_6(seats=2, seed=0))
    s.units = [u for u in s.units if u.uid != CAGED]
    s.out.append("rakyat_ally")
    if not any(u.uid == HIDDEN for u in s.units):
        s.units.append(UnitState(uid=HIDDEN, unit="rakyat_ally", colour="blue", at=at, hp=8))
    unit(s, HIDDEN).at = at
    unit(s, HIDDEN).caged = False
    s.tiles = [t for t in s.tiles if t.kind != "bunker_door"]
    return s


def _next_for(s: FarCryState, name: str) -> tuple[FarCryState, Command]:
    """The heuristic's next command for ``name``, the Rakyat's own moves played first."""
    for _ in range(10):
        command = bots.heuristic(s, 0, Rng(0))
        assert command is not None
        if getattr(command, "character", None) == name:
            return s, command
        s, _ = act(s, 0, command)
    raise AssertionError(f"no command for {name}")


def test_the_berserker_beside_an_escort_is_shot_in_mission_6() -> None:
    """Mission 0 rewards the Berserker killed last (its secondary, L1644), mission 6 does not: a
    Berserker beside the escort is shot although other enemies are left."""
    s = _last_rakyat_at(DOOR_OUTSIDE)
    name = s.characters[0].character
    put(s, name, Hex(10, 7))
    put(s, s.characters[1].character, Hex(2, 2))
    s.units.append(UnitState(uid="berserker-red", unit="berserker", colour="red", at=Hex(9, 7), hp=2))
    s.units.append(UnitState(uid="decapiteur-green", unit="decapiteur", colour="green", at=Hex(14, 3), hp=3))
    s, command = _next_for(s, name)
    assert isinstance(command, cmd.Attack) and command.character == name, command
    assert [t.at for t in command.targets] == [Hex(9, 7)]


def test_an_escort_in_a_rakyat_s_one_hex_way_out_leads_the_way_off_it() -> None:
    """A character standing in the corridor between the Rakyat and the exit blocks it (a Rakyat never
    walks through): it walks on ahead, away from the Rakyat, instead of waiting there to the last
    round; it never stops on the exit."""
    s = _last_rakyat_at(DOOR_OUTSIDE)
    name = s.characters[0].character
    put(s, name, Hex(10, 7))
    put(s, s.characters[1].character, Hex(2, 2))
    s, command = _next_for(s, name)
    assert isinstance(command, cmd.MoveTo) and command.character == name, command
    to = Hex(*(int(x) for x in command.to.split(",")))
    assert distance(to, DOOR_OUTSIDE) > distance(Hex(10, 7), DOOR_OUTSIDE)
    assert to not in {t.at for t in s.tiles if t.kind == "exit"}


def test_fire_on_the_only_way_to_the_rakyat_is_walked_through() -> None:
    """The Rakyat waits inside the south door for an escort on the other side; fire lies across the
    corridor that leads there: a healthy escort walks through it (a point of damage) toward the door
    rather than waiting behind the fire."""
    s = _last_rakyat_at(DOOR_INSIDE)
    name = s.characters[0].character
    put(s, name, Hex(7, 7))
    put(s, s.characters[1].character, Hex(2, 2))
    s.fire = [Hex(8, 7)]
    unit(s, HIDDEN).mp_spent = 4  # the Rakyat has walked this turn: it waits at the door
    assert character(s, name).hp >= 8
    s, command = _next_for(s, name)
    assert isinstance(command, cmd.MoveTo) and command.character == name, command
    to = Hex(*(int(x) for x in command.to.split(",")))
    assert distance(to, DOOR_OUTSIDE) < distance(Hex(7, 7), DOOR_OUTSIDE)
