"""R-F-81 (table size) for missions 0, 1 and 2: the enemies are as printed, their HP depend on the number
of characters (designed, `Mission.enemy_hp`; README "Missions 0 and 2 balance")."""

from __future__ import annotations

import pytest

from domain.games.farcry.content import CONTENT
from domain.games.farcry.evolve_combat import max_hp
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


@pytest.mark.parametrize(
    ("seats", "expected"), [(1, {"assaillant": 2, "decapiteur": 3}), (3, {"assaillant": 1, "decapiteur": 4})]
)
def test_mission_1_shifts_the_assailants_on_their_own(seats: int, expected: dict[str, int]) -> None:
    """R-F-81 (designed, README "Mission 1 balance"): one HP for every enemy was too coarse for mission 1
    (72% with two characters at -3, 10% at -2), so its Assailants have their own shift (`Mission.unit_hp`):
    -2 with two characters, -3 with three; the others keep `enemy_hp`. The HP an Assailant enters with is
    also its maximum, the ceiling of healing (ST-11)."""
    s = fold(ENGINE.start(FarCryOptions(seats=seats, mission="mission_1"), Rng(3)))
    seen: dict[str, int] = {}
    for u in [*s.units, *s.reserve]:
        if u.unit in expected:
            assert u.hp == expected[u.unit]
            if u in s.units:
                assert max_hp(s, u.uid) == u.hp
            seen[u.unit] = u.hp
    assert seen == expected
