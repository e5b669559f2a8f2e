"""Mission 2, "Introspection" (L1742-1801), as a standalone mission from its designed save: the briefing
as data, rooms behind vine walls that let their groups in (R-F-55), the Shadows as spirits (ST-8), the
Colts handed out (L1780, R-F-54) and the three objectives."""

from __future__ import annotations

from collections import Counter

from domain.contract import RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.context import Flow
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.flow import objectives_met, release_groups
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.rules import ground_now, zone_sources
from domain.games.farcry.state import FarCryState, Kill, UnitState
from domain.games.farcry.tactical.hexes import Hex, neighbours
from domain.games.farcry.tactical.tiles import hit
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, character, fold, refused

MISSION = CONTENT.missions["mission_2"]


def mission_2(seats: int = 2, seed: int = 5) -> FarCryState:
    return fold(ENGINE.start(FarCryOptions(seats=seats, mission="mission_2"), Rng(seed)))


def test_mission_2_is_its_briefing() -> None:
    """L1762-1801: the objectives and rewards, boards M2A and M2B, the tokens (the 9 "Spores" are the
    Amanites, R-F-76), room 1's two Décapiteurs and a guard dog, the rest in reserve in groups A and B
    behind their vine walls (R-F-55)."""
    assert [(o.primary, o.code, o.unit, o.source, o.xp, o.money) for o in MISSION.objectives] == [
        (True, "kill_unit", "vaas_shadow", None, 500, 500),
        (False, "kill_by_source", None, "rubble", 300, 300),
        (False, "all_triggered", None, "amanites", 300, 300),
    ]
    assert [b.board for b in MISSION.boards] == ["M2A", "M2B"] and MISSION.handed_out == ["colt_1911"]
    assert Counter(t.tile for t in MISSION.tiles) == {
        "amanites": 9,
        "stone_pillar": 3,
        "crate": 2,
        "komodo_nest": 2,
        "vine_wall": 6,
    }
    assert (len(MISSION.loot_spots), len(MISSION.leaf_spots)) == (5, 4)
    assert Counter(e.unit for e in MISSION.enemies) == {
        "guard_dog": 2,
        "decapiteur": 2,
        "assaillant": 3,
        "grant_shadow": 1,
        "vaas_shadow": 1,
    }
    assert Counter(e.unit for e in MISSION.enemies if e.at is not None) == {"decapiteur": 2, "guard_dog": 1}
    grouped = Counter(u.unit for g in MISSION.groups for u in g.units)
    assert grouped == {"guard_dog": 1, "assaillant": 3, "grant_shadow": 1, "vaas_shadow": 1}
    assert all(CONTENT.units[u].kind == "spirit" for u in ("grant_shadow", "vaas_shadow"))


def _reach(s: FarCryState, start: Hex) -> set[Hex]:
    """Every hex joined to ``start`` without crossing a wall (printed or vine): obstacles, pits and fire
    count as passable, so the check is stronger than any real route."""
    g = ground_now(s)
    seen, todo = {start}, [start]
    while todo:
        here = todo.pop()
        for h in neighbours(here):
            if h in g.hexes and h not in g.walls and h not in seen and g.crossable(here, h):
                seen.add(h)
                todo.append(h)
    return seen


def test_the_rooms_are_closed_until_their_vine_wall_falls_and_its_group_comes_in() -> None:
    """L1792-1793: "Pour avancer dans les salles suivantes, vous devez détruire les murs de vigne ...
    Quand un mur de vigne est détruit, placez les unités correspondantes dans la salle": with the vine
    walls standing no path leads from the start stars into rooms A and B (walls, not even a jump, MV-7);
    a hit on wall A brings its whole line down (TI-17) and group A in, group B stays out."""
    s = mission_2()
    start = character(s, "daisy").at
    assert start is not None
    room_a = [to_hex(u.at) for u in MISSION.groups[0].units if u.at is not None]
    room_b = [to_hex(u.at) for u in MISSION.groups[1].units if u.at is not None]
    inside = _reach(s, start)
    assert not set(room_a) & inside and not set(room_b) & inside
    work = Work(s)
    hit(work, to_hex(MISSION.groups[0].walls[0]), 1, "daisy", Rng(0))
    f = Flow(fold(work.events, s))
    release_groups(f)
    assert [e.group for e in f.events if isinstance(e, ev.GroupReleased)] == ["A"]
    placed = [(e.unit, e.at) for e in f.events if isinstance(e, ev.UnitPlaced)]
    assert sorted(u for u, _ in placed) == ["assaillant", "assaillant", "guard_dog"]
    assert {at for _, at in placed} == set(room_a)
    opened = _reach(f.s, start)
    assert set(room_a) <= opened and not set(room_b) & opened
    again = Flow(f.s)
    release_groups(again)
    assert again.events == []  # a group comes in once


def test_each_character_takes_a_colt_into_a_free_holster() -> None:
    """L1780 "prenez chacun un Colt 1911 .45", loaded (SU-12); it goes where a one-hand weapon goes: a
    free belt holster (INV-6), else the save bag (LA-3)."""
    for seats in (1, 2, 3, 4):
        s = mission_2(seats=seats)
        for c in s.characters:
            colt = [w for w in c.weapons if w.weapon == "colt_1911"]
            assert [(w.place, w.ammo) for w in colt] == [("holster", CONTENT.weapons["colt_1911"].capacity)]


def test_the_shadows_are_spirits_with_no_zone_of_control_and_no_takedown() -> None:
    """ST-8 (L1434): "ennemi non humain ... n'est pas affecté par les effets ciblant les ennemis humains
    comme l'élimination"; zones of control are human enemies' (MV-14, R-F-18)."""
    s = mission_2()
    daisy = character(s, "daisy")
    assert daisy.at is not None
    beside = next(h for h in neighbours(daisy.at) if ground_now(s).walkable(h) and all(u.at != h for u in s.units))
    s.units.append(UnitState(uid="vaas_shadow-red", unit="vaas_shadow", colour="red", at=beside, hp=2))
    s.reserve = [u for u in s.reserve if u.uid != "vaas_shadow-red"]
    s.chain.append("vaas_shadow-red")
    assert beside not in zone_sources(s)
    assert refused(s, 0, cmd.Takedown(character="daisy", target="vaas_shadow-red")).code == "not_human"


def test_the_three_objectives() -> None:
    """L1766: the primary is Vaas's Shadow killed (by anyone or anything); L1770: an enemy killed by a
    stone pillar's rubble a player brought down; L1774: all nine Amanites set off, by any unit."""
    s = mission_2()
    assert objectives_met(s) == []
    s.kills.append(Kill(uid="decapiteur-red", source="rubble", by="keith"))
    assert objectives_met(s) == ["chute_libre"]
    s.tiles_triggered = ["amanites"] * 8
    assert "la_definition_de_la_folie" not in objectives_met(s)
    s.tiles_triggered.append("amanites")
    s.kills.append(Kill(uid="vaas_shadow-red", source="explosion", by=None))
    assert objectives_met(s) == ["c_est_dans_ta_tete", "chute_libre", "la_definition_de_la_folie"]


def test_a_pillar_falling_on_vaas_shadow_wins_the_mission_with_chute_libre() -> None:
    """A scripted win: Vaas's Shadow stands beside the room-B pillar; Daisy's shots bring it down (5
    damage, TI-3); the rubble kills the Shadow (R-F-40), which meets the primary and "Chute libre"."""
    s = mission_2()
    pillar = next(to_hex(t.at) for t in MISSION.tiles if t.tile == "stone_pillar" and t.at[0] >= 15)
    beside = next(h for h in neighbours(pillar) if ground_now(s).walkable(h))
    s.units.append(UnitState(uid="vaas_shadow-red", unit="vaas_shadow", colour="red", at=beside, hp=8))
    s.reserve = [u for u in s.reserve if u.uid != "vaas_shadow-red"]
    next(t for t in s.tiles if t.at == pillar).damage = 4
    work = Work(s)
    hit(work, pillar, 1, "daisy", Rng(0))
    s = fold(work.events, s)
    assert [(k.uid, k.source, k.by) for k in s.kills] == [("vaas_shadow-red", "rubble", "daisy")]
    out = ENGINE.decide(s, 0, cmd.EndTurn(character="daisy"), 0.0, Rng(0))
    assert not isinstance(out, RuleViolation)
    ended = [e for e in out if isinstance(e, ev.MissionEnded)]
    assert [(e.result, e.objectives) for e in ended] == [("success", ["c_est_dans_ta_tete", "chute_libre"])]
