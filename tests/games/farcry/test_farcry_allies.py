"""Allies (AL-1..AL-4, L601-609) and who is an enemy, who is a unit (ST-5, ST-12), played through the
engine's decide and evolve.

Mission 0 has no ally, so a test-only content fixture adds one: a Rakyat warrior whose board says
"Allié contrôlé" (mission 6's Rakyats, AL-6, R-F-59), placed by mission 0's data.
"""

from __future__ import annotations

from collections.abc import Iterator

import msgspec
import pytest

from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry import flow
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.content.schema import EnemyPlacement, Mission
from domain.games.farcry.context import Flow
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.rules import board_of, occupied, zone_sources
from domain.games.farcry.state import FarCryState, TileState
from domain.games.farcry.tactical import allies
from domain.games.farcry.tactical.hexes import Hex, neighbours
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, character, clear_enemies, fold, idle, new, put, refused, unit

ALLY = "rakyat_guide-red"
SPOT = (3, 5)
"""Open ground on mission 0's west side where the briefing fixture places the ally."""


@pytest.fixture
def with_ally(monkeypatch: pytest.MonkeyPatch) -> Iterator[Mission]:
    rakyat = CONTENT.units["rakyat"]
    guide = msgspec.structs.replace(rakyat, id="rakyat_guide", side="controlled_ally")
    monkeypatch.setitem(CONTENT.units, guide.id, guide)
    m = CONTENT.missions["mission_0"]
    mission = msgspec.structs.replace(
        m, enemies=[*m.enemies, EnemyPlacement(unit="rakyat_guide", colour="red", at=SPOT)]
    )
    monkeypatch.setitem(CONTENT.missions, m.id, mission)
    yield mission


def free_beside(s: FarCryState, h: Hex) -> list[Hex]:
    board = board_of(s.mission)
    taken = occupied(s) | {t.at for t in s.tiles}
    return [n for n in neighbours(h) if board.terrain.get(n) == "open" and n not in taken]


def test_a_controlled_ally_is_on_the_board_but_not_in_the_chain(with_ally: Mission) -> None:
    """AL-1, AL-2 (L603-605): a controlled ally acts in the players' turn, so it is not in the enemy
    chain; AL-3 (L607): an autonomous ally (the anecdote Rakyat, R-F-59) joins the chain by rank."""
    s = fold(ENGINE.start(FarCryOptions(seats=2), Rng(1)))
    assert unit(s, ALLY).at == to_hex(SPOT) and ALLY not in s.chain
    f = Flow(s)
    flow.place_unit(f, "rakyat", 2)
    assert "rakyat-red" in f.s.chain
    ranks = [CONTENT.units[u.rsplit("-", 1)[0]].rank for u in f.s.chain]
    assert ranks == sorted(ranks, reverse=True)


def test_any_seat_commands_a_controlled_ally_first_come_first_served(with_ally: Mission) -> None:
    """AL-2 (L605), R-F-12: any seat in play may move the ally, one after the other, within its
    board's MP; it never holds the turn up; a spectator and the enemies' turn are refused."""
    s = new(seats=2)
    clear_enemies(s, keep=(ALLY, "berserker-red"))  # the Berserker stays far east, idle
    idle(s)
    start = unit(s, ALLY).at
    assert start is not None
    first = free_beside(s, start)[0]
    s, events = act(s, 0, cmd.AllyMove(ally=ALLY, path=[first]))
    assert [(e.ally, e.seat) for e in events if isinstance(e, ev.AllyCommanded)] == [(ALLY, 0)]
    second = next(h for h in free_beside(s, first) if h != start)
    s, _ = act(s, 1, cmd.AllyMove(ally=ALLY, path=[second]))
    assert unit(s, ALLY).at == second and allies.mp_left(unit(s, ALLY)) == CONTENT.units["rakyat_guide"].mp - 2
    assert next(v for v in ENGINE.view(s, None).units if v.uid == ALLY).mp_spent == 2
    far: list[Hex] = []
    here = second
    for _ in range(allies.mp_left(unit(s, ALLY)) + 1):
        here = next(h for h in free_beside(s, here) if h not in far and h not in (first, start, second))
        far.append(here)
    too_far = refused(s, 0, cmd.AllyMove(ally=ALLY, path=far))
    assert too_far.code == "not_enough_mp" and too_far.rule == "AL-2"
    assert refused(s, None, cmd.AllyMove(ally=ALLY, path=[first])).code == "not_a_player"
    assert refused(s, 0, cmd.AllyMove(ally="decapiteur-red", path=[first])).code == "not_a_controlled_ally"
    for c in s.characters:
        s, _ = act(s, c.seat, cmd.EndTurn(character=c.character))
    assert s.round == 2 and s.step == "players"  # the ally did not hold the turn up
    assert allies.mp_left(unit(s, ALLY)) == CONTENT.units["rakyat_guide"].mp  # a new turn, new MP


def test_a_controlled_ally_attacks_once_per_weapon(with_ally: Mission) -> None:
    """AL-2, R-F-6: the players attack with the ally's board weapon; a second attack with it this
    turn is refused."""
    s = new(seats=2)
    clear_enemies(s, keep=(ALLY, "decapiteur-red"))
    ally_at = unit(s, ALLY).at
    assert ally_at is not None
    foe_at = free_beside(s, ally_at)[0]
    put(s, "decapiteur-red", foe_at)
    weapon = CONTENT.units["rakyat_guide"].weapons[0]
    s, events = act(s, 1, cmd.AllyAttack(ally=ALLY, weapon=weapon, target=foe_at))
    resolved = [e for e in events if isinstance(e, ev.AttackResolved)]
    assert len(resolved) == 1 and resolved[0].attacker == ALLY and resolved[0].target == "decapiteur-red"
    assert CONTENT.weapons[weapon].damage < CONTENT.units["decapiteur"].hp  # one blow never kills it
    assert refused(s, 0, cmd.AllyAttack(ally=ALLY, weapon=weapon, target=foe_at)).code == "weapon_used"


def test_enemies_target_a_controlled_ally_like_a_player(with_ally: Mission) -> None:
    """AL-4 (L609), R-F-32: an enemy whose criterion names allies picks the nearest one, here the
    controlled ally beside it rather than the players far away."""
    s = new(seats=2)
    clear_enemies(s, keep=(ALLY, "decapiteur-red"))
    ally_at = unit(s, ALLY).at
    assert ally_at is not None
    put(s, "decapiteur-red", free_beside(s, ally_at)[0])
    for c in list(s.characters):
        s, events = act(s, c.seat, cmd.EndTurn(character=c.character))
    chosen = [e for e in events if isinstance(e, ev.TargetChosen) and e.uid == "decapiteur-red"]
    assert chosen and chosen[0].target == ALLY
    assert any(isinstance(e, ev.AttackResolved) and e.target == ALLY for e in events)


def test_who_is_an_enemy_and_who_is_a_unit(with_ally: Mission) -> None:
    """ST-5 (L1428): an enemy is any unit that is not a player or an ally, so the ally never counts
    among the enemies left (R-F-70) nor has a zone of control; ST-12 (L1448): a unit is a character,
    an enemy or an animal, allied or not; TI-11: an ally stepping on an exit leaves too."""
    s = new(seats=2)
    clear_enemies(s, keep=(ALLY, "decapiteur-red"))
    assert not allies.is_enemy("rakyat_guide") and allies.is_enemy("decapiteur") and allies.is_enemy("black_panther")
    assert set(allies.units(s)) == {"daisy", "keith", ALLY, "decapiteur-red"}
    assert flow.enemies_left(s) == 1
    assert ALLY not in zone_sources(s).values() and "decapiteur-red" in zone_sources(s).values()
    ally_at = unit(s, ALLY).at
    assert ally_at is not None
    exit_at = free_beside(s, ally_at)[0]
    s.tiles.append(TileState(kind="exit", at=exit_at))
    s, events = act(s, 0, cmd.AllyMove(ally=ALLY, path=[exit_at]))
    assert [(e.who, e.why) for e in events if isinstance(e, ev.UnitRemoved)] == [(ALLY, "exited")]
    assert all(u.uid != ALLY for u in s.units) and s.result is None
    assert character(s, "daisy").at is not None


def test_every_listed_ally_action_is_accepted_by_every_seat(with_ally: Mission) -> None:
    """AL-2, R-F-12: each seat in play is offered the ally's steps and attacks, and `decide` accepts
    each one it lists (from the same state)."""
    s = new(seats=2)
    clear_enemies(s, keep=(ALLY, "decapiteur-red", "berserker-red"))
    idle(s)
    ally_at = unit(s, ALLY).at
    assert ally_at is not None
    put(s, "decapiteur-red", free_beside(s, ally_at)[0])
    for seat in (0, 1):
        listed = [a for a in ENGINE.legal_actions(s, seat) if a.action in ("ally_move", "ally_attack")]
        assert {a.action for a in listed} == {"ally_move", "ally_attack"}
        for a in listed:
            act(s, seat, ENGINE.parse_command({**a.fixed, "action": a.action}))


def test_a_kill_by_a_controlled_ally_gives_nobody_madness(with_ally: Mission) -> None:
    """MD-1 (L1182): only the player who deals the killing blow gains madness tokens; an ally's kill
    gives none (R-F-73 says so of Vaas, the controlled ally of mission 5)."""
    s = new(seats=2)
    clear_enemies(s, keep=(ALLY, "decapiteur-red", "berserker-red"))
    idle(s)
    ally_at = unit(s, ALLY).at
    assert ally_at is not None
    foe_at = free_beside(s, ally_at)[0]
    put(s, "decapiteur-red", foe_at)
    unit(s, "decapiteur-red").hp = 1
    weapon = CONTENT.units["rakyat_guide"].weapons[0]
    kill = None
    for seed in range(100):  # the first seed whose real die hits
        after, events = act(s, 0, cmd.AllyAttack(ally=ALLY, weapon=weapon, target=foe_at), rng_seed=seed)
        if any(isinstance(e, ev.UnitRemoved) and e.who == "decapiteur-red" for e in events):
            kill = (after, events)
            break
    assert kill is not None
    after, events = kill
    assert not [e for e in events if isinstance(e, ev.MadnessGained)]
    assert all(c.madness_tokens == 0 for c in after.characters)
    assert after.kills[-1].by == ALLY
