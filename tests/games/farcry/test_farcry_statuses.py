"""Damage, K.O., statuses and fire (L1014-1024, L1414-1448; R-F-10, R-F-29, R-F-30, R-F-37)."""

from __future__ import annotations

from typing import cast

from domain.games.farcry import events as ev
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.state import Token
from domain.games.farcry.tactical.hexes import Hex, area
from domain.games.farcry.tactical.statuses import all_knocked_out, damage, end_of_turn, give_status, heal, ignite
from tests.games.farcry.arena import arena, foe, hero, of, put, replay


def test_fire_and_bleeding_add_up_at_the_end_of_each_sides_turn() -> None:
    """R-F-10 (L565, L1430, L1442): 1 for standing on fire plus 1 for Bleeding; players and allies at
    the end of the players' turn, enemies at the end of theirs (ST-6, ST-10)."""
    state = arena()
    put(state, "daisy", Hex(0, 4))
    put(state, "decapiteur-red", Hex(3, 4))
    state.fire = [Hex(0, 4), Hex(3, 4)]
    daisy, decapiteur = hero(state, "daisy"), foe(state, "decapiteur-red")
    assert daisy is not None and decapiteur is not None
    daisy.bleeding = decapiteur.bleeding = True
    players = replay(state, end_of_turn(state, "players"))
    assert (hero(players, "daisy") or daisy).hp == daisy.hp - 2
    assert (foe(players, "decapiteur-red") or decapiteur).hp == 6
    enemies = replay(state, end_of_turn(state, "enemies"))
    assert (foe(enemies, "decapiteur-red") or decapiteur).hp == 4
    assert (hero(enemies, "daisy") or daisy).hp == daisy.hp


def test_blocage_is_discarded_at_the_end_of_the_units_turn() -> None:
    """ST-4 (L1424): the token goes at the end of the affected unit's turn."""
    state = arena()
    put(state, "daisy", Hex(0, 4))
    work = Work(state)
    give_status(work, "daisy", "blocage", by="decapiteur-red")
    assert (hero(work.state, "daisy") or state.characters[0]).blocage
    cleared = replay(work.state, end_of_turn(work.state, "players"))
    assert not (hero(cleared, "daisy") or state.characters[0]).blocage


def test_a_player_at_0_hp_is_ko_and_keeps_the_hex_every_player_ko_fails() -> None:
    """KO-1 (L1016): K.O. at 0 HP, the figure stays on its hex; KO-4 (L1022): all K.O. fails; a K.O.
    player is never healed (R-F-47) and damage never takes HP below 0 (CB-33)."""
    state = arena()
    put(state, "daisy", Hex(0, 4), hp=2)
    put(state, "keith", Hex(1, 4), hp=1)
    work = Work(state)
    damage(work, "daisy", 5, "weapon", "decapiteur-red")
    daisy = hero(work.state, "daisy")
    assert daisy is not None and (daisy.hp, daisy.ko, daisy.at) == (0, True, Hex(0, 4))
    assert cast(list[ev.Damaged], of(work.events, ev.Damaged))[0].amount == 2
    assert not all_knocked_out(work.state)
    heal(work, "daisy", 2, "bandage")
    assert daisy.hp == 0
    damage(work, "keith", 1, "fire")
    assert all_knocked_out(work.state)


def test_healing_never_passes_the_maximum() -> None:
    """ST-11 (L1444)."""
    state = arena()
    put(state, "daisy", Hex(0, 4))
    daisy = hero(state, "daisy")
    assert daisy is not None
    daisy.hp = daisy.max_hp - 1
    work = Work(state)
    heal(work, "daisy", 3, "adrenaline")
    assert cast(list[ev.Healed], work.events)[0].amount == 1 and (hero(work.state, "daisy") or daisy).hp == daisy.max_hp


def test_enflammer_burns_radius_1_and_sets_seven_fires_once() -> None:
    """R-F-29, ST-6 (L1430): X to every unit in radius 1, the target included, fire on the 7 hexes;
    ST-7 (L1432): loot there leaves the game, no second fire token on a burning hex. Fire is no
    direct action: no madness token (MD-5, L1190)."""
    state = arena()
    put(state, "decapiteur-red", Hex(1, 4), hp=2)
    put(state, "decapiteur-blue", Hex(2, 4))
    put(state, "daisy", Hex(3, 4))
    state.fire = [Hex(0, 4)]
    state.loot = [Token(kind="money", at=Hex(1, 3)), Token(kind="money", at=Hex(5, 4))]
    work = Work(state)
    ignite(work, Hex(1, 4), 2)
    assert foe(work.state, "decapiteur-red") is None and not of(work.events, ev.MadnessGained)
    assert (foe(work.state, "decapiteur-blue") or state.units[1]).hp == 6 - 2  # L777: 6 HP
    assert (hero(work.state, "daisy") or state.characters[0]).hp == state.characters[0].hp
    assert sorted(work.state.fire) == sorted(area(Hex(1, 4), 1))
    assert [t.at for t in work.state.loot] == [Hex(5, 4)]
    assert [k.source for k in work.state.kills] == ["fire"]


def test_a_stunning_hit_leaves_the_figure_out_of_the_chain() -> None:
    """ST-3 (L1422), R-F-37: a stunned enemy stays on its hex, leaves the chain, gives no token (MD-4)."""
    state = arena()
    put(state, "decapiteur-red", Hex(1, 4), hp=1)
    work = Work(state)
    damage(work, "decapiteur-red", 1, "weapon", "daisy", stun=True)
    stunned = foe(work.state, "decapiteur-red")
    assert stunned is not None and stunned.stunned and stunned.at == Hex(1, 4)
    assert "decapiteur-red" not in work.state.chain and not of(work.events, ev.MadnessGained)
    assert work.state.kills == []  # defeated, not killed, for kill counts


def test_a_takedown_kill_gives_two_tokens() -> None:
    """MD-3 (L1186): a human killed by a takedown gives 2 madness tokens."""
    state = arena()
    put(state, "daisy", Hex(0, 4))
    put(state, "decapiteur-red", Hex(1, 4), hp=3)
    work = Work(state)
    damage(work, "decapiteur-red", 3, "takedown", "daisy")
    assert (hero(work.state, "daisy") or state.characters[0]).madness_tokens == 2
