"""R-F-81 (table size) for missions 0 and 2: the enemies are as printed, their HP depend on the number
of characters (designed, `Mission.enemy_hp`; README "Missions 0 and 2 balance")."""

from __future__ import annotations

import pytest

from domain.games.farcry.content import CONTENT
from domain.games.farcry.options import FarCryOptions, character_count
from domain.games.farcry.tactical.placement import enemy_hp
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, fold

SHIFTS = {"mission_0": {3: 1, 4: 3}, "mission_2": {3: 3, 4: 5}}


@pytest.mark.parametrize("mission", sorted(SHIFTS))
@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_every_enemy_enters_with_the_hp_of_its_table_size(mission: str, seats: int) -> None:
    """Two characters (one or two seats, SU-16) fight the enemies on their boards' HP, three or four
    stronger ones (every enemy set up or waiting in the reserve, mission 2's rooms included)."""
    assert CONTENT.missions[mission].enemy_hp == SHIFTS[mission]
    shift = SHIFTS[mission].get(character_count(seats), 0)
    s = fold(ENGINE.start(FarCryOptions(seats=seats, mission=mission), Rng(3)))  # type: ignore[arg-type]
    enemies = [u for u in [*s.units, *s.reserve] if CONTENT.units[u.unit].side == "enemy"]
    assert enemies
    for u in enemies:
        assert u.hp == max(1, CONTENT.units[u.unit].hp + shift) == enemy_hp(mission, character_count(seats), u.unit)
    for group in CONTENT.missions[mission].groups:  # mission 2's rooms: their units enter the same way
        for g in group.units:
            assert enemy_hp(mission, character_count(seats), g.unit) == max(1, CONTENT.units[g.unit].hp + shift)
