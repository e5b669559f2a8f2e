"""The watchtower (TI-9, EN-27, R-F-38; L1488-1502, L2237-2255) on mission 0's open west side."""

from __future__ import annotations

from domain.contract import RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import Target
from domain.games.farcry.context import Flow
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.state import FarCryState, TileState, UnitState
from domain.games.farcry.tactical import combat
from domain.games.farcry.tactical.hexes import Hex
from domain.games.farcry.tactical.statuses import damage, ignite
from domain.games.farcry.tactical.targeting import choose_target
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, character, clear_enemies, new, put, refused

TOWER = Hex(2, 3)
FOOT = Hex(1, 4)


def site() -> FarCryState:
    """Daisy beside a free watchtower, Keith two hexes off, a Décapiteur far away."""
    s = new(2)
    clear_enemies(s)
    s.units.append(UnitState(uid="decapiteur-yellow", unit="decapiteur", colour="yellow", at=Hex(14, 2), hp=6))
    s.tiles.append(TileState(kind="watchtower", at=TOWER))
    put(s, "daisy", FOOT)
    put(s, "keith", Hex(-1, 4))
    return s


def up(s: FarCryState) -> FarCryState:
    after, _ = act(s, 0, cmd.Interact(character="daisy", at=TOWER))
    return after


def foe(s: FarCryState, uid: str, at: Hex) -> UnitState:
    kind, colour = uid.rsplit("-", 1)
    u = UnitState(uid=uid, unit=kind, colour=colour, at=at, hp=CONTENT.units[kind].hp)
    s.units.append(u)
    return u


def test_climbing_in_and_down_are_2_mp_movement_actions() -> None:
    """L2243: free, from an adjacent hex, 2 MP, onto the central hex; L2255: down to a free adjacent
    hex for 2 MP; no other move while up (MV-*)."""
    s = site()
    assert {"character": "daisy", "at": list(TOWER)} in [a.fixed for a in ENGINE.legal_actions(s, 0)]
    mp = character(s, "daisy").mp
    s = up(s)
    assert character(s, "daisy").at == TOWER and character(s, "daisy").mp == mp - 2
    assert refused(s, 0, cmd.Step(character="daisy", path=[FOOT])).code == "in_tower"
    assert refused(s, 0, cmd.MoveTo(character="daisy", to="1,4")).code == "unreachable"
    downs = [a.fixed["to"] for a in ENGINE.legal_actions(s, 0) if a.action == "climb_down"]
    assert [1, 4] in downs
    down, _ = act(s, 0, cmd.ClimbDown(character="daisy", to=FOOT))
    assert character(down, "daisy").at == FOOT and character(down, "daisy").mp == mp - 4
    put(s, "keith", Hex(3, 3))
    assert refused(s, 1, cmd.Interact(character="keith", at=TOWER)).code == "tower_taken"


def test_a_shot_from_the_tower_ignores_cover_and_the_occupant_always_rolls_the_cover_die() -> None:
    """L2247: shooting from the tower ignores every cover; R-F-38: the occupant always rolls the cover
    die against ranged shots and cannot be attacked in melee."""
    s = up(site())
    rifle = foe(s, "assaillant-red", Hex(6, 3))
    s.tiles.append(TileState(kind="rock", at=Hex(5, 3)))
    shot = cmd.Attack(character="daisy", weapon="desert_eagle", mode="single", targets=[cmd.AttackTarget(at=Hex(6, 3))])
    _, out = act(s, 0, shot)
    assert next(e for e in out if isinstance(e, ev.AttackResolved)).roll.cover is None
    events = combat.attack(s, rifle.uid, "assault_rifle", "single", [TOWER], Rng(1))
    assert next(e for e in events if isinstance(e, ev.AttackResolved)).roll.cover is not None
    foe(s, "decapiteur-red", Hex(3, 3))
    try:
        combat.check(s, "decapiteur-red", "decapiteur_machete", "single", [TOWER])
    except RuleViolation as refusal:
        assert refusal.code == "in_tower"
    else:
        raise AssertionError("a melee attack reached the tower")


def test_the_occupant_is_spared_fire_explosions_and_spills() -> None:
    """R-F-38, L1490-1500: no fire or explosion damage, a Molotov inside burns the central hex only,
    never a Propagation or Dispersion spill."""
    s = up(site())
    work = Work(s)
    damage(work, "daisy", 3, "fire")
    damage(work, "daisy", 3, "explosion")
    assert work.events == []
    work = Work(s)
    ignite(work, TOWER, 1)
    assert next(e for e in work.events if isinstance(e, ev.FireSpread)).hexes == [TOWER]
    assert not any(isinstance(e, ev.Damaged) for e in work.events)
    foe(s, "guard_dog-red", Hex(3, 3))
    assert "daisy" not in combat.spread_targets(s, Hex(-1, 3), Hex(3, 3))


def test_an_enemy_up_a_tower_has_no_zone_of_control() -> None:
    """L1498."""
    s = site()
    foe(s, "decapiteur-red", TOWER)
    foe(s, "decapiteur-blue", Hex(4, 3))
    sources = rules.zone_sources(s)
    assert TOWER not in sources and Hex(4, 3) in sources


def _target(s: FarCryState, uid: str) -> str | None:
    f = Flow(s)
    u = next(x for x in f.s.units if x.uid == uid)
    choose_target(f, Rng(0), u, Target(among=["player", "ally"], measure="distance"))
    chosen = next(e for e in f.events if isinstance(e, ev.TargetChosen))
    return chosen.target


def test_ranged_enemies_aim_at_the_tower_and_melee_ones_ignore_it() -> None:
    """EN-27 (L2251-2253, L1502): a ranged enemy targets the player up the tower, unless already beside
    another player or a wild animal; an enemy with only melee weapons never targets them."""
    s = up(site())
    put(s, "keith", Hex(4, 4))
    foe(s, "assaillant-red", Hex(6, 3))
    assert _target(s, "assaillant-red") == "daisy"
    beside = up(site())
    put(beside, "keith", Hex(5, 4))
    foe(beside, "assaillant-red", Hex(6, 3))
    assert _target(beside, "assaillant-red") == "keith"
    melee = up(site())
    put(melee, "keith", Hex(-1, 4))
    foe(melee, "decapiteur-red", Hex(3, 3))
    assert _target(melee, "decapiteur-red") == "keith"


def test_climbing_down_beside_a_melee_enemy_provokes_no_free_attack_it_cannot_make() -> None:
    """R-F-38 (L1502): no melee attack reaches the watchtower's occupant, so leaving the zone of control
    of a Décapiteur (machete, MV-14) while climbing down (L2255) gives it no free attack; the listed
    `climb_down` is accepted (random play found it refused with `in_tower`)."""
    s = up(site())
    foe(s, "decapiteur-red", Hex(3, 2))
    listed = [a for a in ENGINE.legal_actions(s, 0) if a.action == "climb_down" and a.fixed["to"] == list(FOOT)]
    assert listed
    after, out = act(s, 0, ENGINE.parse_command({"action": "climb_down", **listed[0].fixed}))
    assert character(after, "daisy").at == FOOT
    assert not any(isinstance(e, ev.AttackDeclared) for e in out)
