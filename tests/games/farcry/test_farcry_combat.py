"""Attacks (L839-1012, L1140-1146): steps, range, walls, cover, dice per weapon, auto fire, throws."""

from __future__ import annotations

from typing import cast

import pytest

from domain.contract import Event, RuleViolation
from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.combat import attack, check, hit_cover, zoc_attack
from domain.games.farcry.tactical.hexes import Hex
from domain.rng import Rng
from tests.games.farcry.arena import arena, foe, hero, of, put, replay, seed_where, tile

WEST = Hex(-2, 4)
"""Offset (0, 4): the open row 4 of board M1A runs east from here to Hex(5, 4)."""


def resolved(events: list[Event]) -> list[ev.AttackResolved]:
    return cast(list[ev.AttackResolved], of(events, ev.AttackResolved))


def refused(state: FarCryState, code: str, *args: object) -> RuleViolation:
    with pytest.raises(RuleViolation) as caught:
        check(state, *args)  # type: ignore[arg-type]
    assert caught.value.code == code
    return caught.value


def duel(seats: int = 2) -> FarCryState:
    state = arena(seats)
    put(state, "daisy", WEST)
    put(state, "keith", Hex(-2, 5))
    return state


def test_melee_weapons_strike_adjacent_targets_only() -> None:
    """CB-7 (L869): melee weapons reach range 1 only; CB-6 (L865): the range counts hexes."""
    state = duel()
    put(state, "decapiteur-red", Hex(0, 4))
    assert refused(state, "out_of_range", "daisy", "machete", "single", [Hex(0, 4)]).rule == "CB-7"
    put(state, "decapiteur-blue", Hex(-1, 4))
    assert check(state, "daisy", "machete", "single", [Hex(-1, 4)]).id == "machete"


def test_a_ranged_weapon_hits_far_and_adjacent_and_two_weapons_attack_in_one_turn() -> None:
    """CB-8, CB-10 (L871-875): no range limit, adjacent allowed; Jason's example: the Fist or the
    Colt .45 "ou les deux" on the adjacent Décapiteur; R-F-6: each weapon once (CB-3, L855)."""
    state = duel()
    put(state, "decapiteur-red", Hex(-1, 4))
    put(state, "decapiteur-blue", Hex(5, 4))
    check(state, "daisy", "desert_eagle", "single", [Hex(5, 4)])
    first = attack(state, "daisy", "desert_eagle", "single", [Hex(-1, 4)], Rng(1))
    after = replay(state, first)
    refused(after, "weapon_used", "daisy", "desert_eagle", "single", [Hex(-1, 4)])
    second = attack(after, "daisy", "machete", "single", [Hex(-1, 4)], Rng(2))
    assert [e.weapon for e in resolved(first + second)] == ["desert_eagle", "machete"]


def test_no_attack_after_reloading_and_none_without_ammo_or_equipment() -> None:
    """R-F-6 (L753): reloading forbids attacking that turn; CB-2 (L853): equipped and loaded."""
    state = duel()
    put(state, "decapiteur-red", Hex(3, 4))
    daisy = hero(state, "daisy")
    assert daisy is not None
    daisy.reloaded = True
    refused(state, "reloaded_this_turn", "daisy", "desert_eagle", "single", [Hex(3, 4)])
    daisy.reloaded = False
    daisy.weapons[0].ammo = 0
    refused(state, "no_ammo", "daisy", "desert_eagle", "single", [Hex(3, 4)])
    refused(state, "weapon_not_equipped", "daisy", "fist", "single", [Hex(-1, 4)])


def test_one_ammo_per_target_whatever_the_dice() -> None:
    """CB-27 (L976): roll, cover die if needed, then remove one ammo, hit or miss."""
    state = duel()
    put(state, "decapiteur-red", Hex(3, 4))
    for seed in range(6):
        after = replay(state, attack(state, "daisy", "desert_eagle", "single", [Hex(3, 4)], Rng(seed)))
        daisy = hero(after, "daisy")
        assert daisy is not None and daisy.weapons[0].ammo == 4 and daisy.weapons[0].used


def test_walls_block_every_shot() -> None:
    """CB-17 (L916): a line touching a wall makes the shot impossible (board M1A's wall at (12, 1))."""
    state = duel()
    put(state, "daisy", Hex(12, 0))
    put(state, "decapiteur-red", Hex(12, 2))
    assert refused(state, "no_line_of_sight", "daisy", "desert_eagle", "single", [Hex(12, 2)]).rule == "CB-17"


def test_cover_die_for_ranged_attacks_only() -> None:
    """CB-14 (L896): a cover beside the target on the line adds the cover die; R-F-21, CB-11 (L883):
    melee attacks never roll it."""
    state = duel()
    put(state, "decapiteur-red", Hex(3, 4))
    tile(state, "crate", Hex(2, 4))
    shot = resolved(attack(state, "daisy", "desert_eagle", "single", [Hex(3, 4)], Rng(3)))[0]
    assert shot.roll.cover is not None
    put(state, "daisy", Hex(3, 3))
    blow = resolved(attack(state, "daisy", "machete", "single", [Hex(3, 4)], Rng(3)))[0]
    assert blow.roll.cover is None


def test_a_shield_puts_the_hit_on_the_cover_and_a_miss_hits_nothing() -> None:
    """CB-28 (L976), R-F-23: success + shield hits the cover (the crate takes the damage); CB-29
    (L978): a failed attack die hits neither. Jason's case A (L980): yellow die plus cover die."""
    state = duel()
    put(state, "decapiteur-red", Hex(3, 4))
    tile(state, "crate", Hex(2, 4))

    def shoot(rng: Rng) -> list[Event]:
        return attack(state, "daisy", "desert_eagle", "single", [Hex(3, 4)], rng)

    covered = shoot_until(shoot, "cover")
    shot = resolved(covered)[0]
    assert shot.roll.attack is not None and shot.roll.attack.die == "yellow" and shot.cover_hit == Hex(2, 4)
    after = replay(state, covered)
    assert not after.tiles and [t.at for t in after.loot] == [Hex(2, 4)]  # 2 damage breaks it (TI-4)
    decapiteur = foe(after, "decapiteur-red")
    assert decapiteur is not None and decapiteur.hp == 6
    missed = replay(state, shoot_until(shoot, "miss"))
    assert missed.tiles[0].damage == 0 and (foe(missed, "decapiteur-red") or decapiteur).hp == 6


def shoot_until(decide: object, result: str) -> list[Event]:
    return seed_where(decide, lambda es: resolved(es)[0].roll.result == result)  # type: ignore[arg-type]


def test_the_cover_hit_is_the_one_nearest_the_target_along_the_line() -> None:
    """R-F-23: two touched covers beside the target: the nearer one along the line takes the hit."""
    assert hit_cover(Hex(-2, 4), Hex(3, 4), [Hex(2, 4), Hex(3, 3)]) == Hex(3, 3)
    assert hit_cover(Hex(-2, 4), Hex(3, 4), [Hex(2, 4)]) == Hex(2, 4)


def test_conditional_dice_m133_at_range_4_and_skorpion_alone_in_hand() -> None:
    """CB-9 (L873, L962): example A, the M133 rolls yellow, orange at range 4 or more; example B, the
    Skorpion rolls red, orange when it is the only weapon equipped."""
    state = duel(seats=4)
    put(state, "decapiteur-red", Hex(1, 5))
    put(state, "decapiteur-blue", Hex(3, 5))
    near = resolved(attack(state, "keith", "m133", "single", [Hex(1, 5)], Rng(0)))[0]
    far = resolved(attack(state, "keith", "m133", "single", [Hex(3, 5)], Rng(0)))[0]
    assert (near.roll.base, far.roll.base) == ("yellow", "orange")
    put(state, "liza", Hex(0, 3))
    liza = hero(state, "liza")
    assert liza is not None
    paired = resolved(attack(state, "liza", "skorpion", "single", [Hex(1, 5)], Rng(0)))[0]
    assert [w.weapon for w in liza.weapons if w.place == "hand"] == ["skorpion", "machete"]
    assert paired.roll.base == "red"
    liza.weapons[1].place = "holster"
    alone = resolved(attack(state, "liza", "skorpion", "single", [Hex(1, 5)], Rng(0)))[0]
    assert alone.roll.base == "orange"


def test_the_berserker_m133_is_upgraded_against_an_adjacent_target() -> None:
    """EN-21 (L1148): the Berserker's M133 die is upgraded when the target is adjacent."""
    state = duel()
    put(state, "berserker-red", Hex(-1, 4))
    roll = resolved(attack(state, "berserker-red", "berserker_m133", "single", [WEST], Rng(0)))[0].roll
    assert roll.shift == 1 and roll.choice.colour == "green"


def test_auto_fire_degrades_per_extra_target_and_pays_1_mp_each() -> None:
    """CB-25 (L952-956), R-F-27, the AK-47 example: yellow, orange, red; a miss does not stop the
    burst; an extra target at range 3 of the previous one is refused; 1 ammo and 1 MP per target."""
    state = duel(seats=4)
    put(state, "jason", Hex(-2, 3))
    for uid, at in (("assaillant-red", Hex(2, 4)), ("decapiteur-blue", Hex(3, 3)), ("assaillant-green", Hex(4, 2))):
        put(state, uid, at)
    put(state, "decapiteur-yellow", Hex(5, 4))
    events = attack(state, "jason", "stg90", "auto", [Hex(2, 4), Hex(3, 3), Hex(4, 2)], Rng(5))
    dice = [r.roll.choice.colour for r in resolved(events)]
    assert dice == ["yellow", "orange", "red"]
    after = replay(state, events)
    jason, before = hero(after, "jason"), hero(state, "jason")
    assert jason is not None and before is not None
    assert (jason.mp, jason.weapons[0].ammo) == (before.mp - 2, 3)
    refused(state, "auto_too_far", "jason", "stg90", "auto", [Hex(2, 4), Hex(5, 4)])
    refused(state, "auto_targets", "jason", "stg90", "auto", [Hex(2, 4), Hex(3, 3), Hex(4, 2), Hex(5, 4)])


def test_a_thrown_machete_leaves_the_hand_and_lies_on_the_target_hex() -> None:
    """CB-24 (L928-930), R-F-28: range 3 at most, its own die, the token on the hex whatever the roll."""
    state = duel()
    put(state, "decapiteur-red", Hex(1, 4))
    put(state, "decapiteur-blue", Hex(2, 4))
    refused(state, "out_of_range", "daisy", "machete", "throw", [Hex(2, 4)])
    for seed in range(4):
        events = attack(state, "daisy", "machete", "throw", [Hex(1, 4)], Rng(seed))
        assert resolved(events)[0].roll.base == "orange"
        after = replay(state, events)
        daisy = hero(after, "daisy")
        assert daisy is not None and "machete" not in [w.weapon for w in daisy.weapons]
        assert [(t.kind, t.at) for t in after.dropped] == [("machete", Hex(1, 4))]


def test_enemies_attack_with_their_board_weapon_and_never_a_ko_player() -> None:
    """CB-38 (L1140-1146): enemies use the players' rules with no ammo; KO-1 (L1016): a K.O. player
    cannot be targeted; the Décapiteur's machete makes its victim bleed on a hit (CB-32, L994)."""
    state = duel()
    put(state, "decapiteur-red", Hex(-1, 4))
    events = seed_where(
        lambda rng: attack(state, "decapiteur-red", "decapiteur_machete", "single", [WEST], rng),
        lambda es: resolved(es)[0].roll.result == "hit",
    )
    daisy = hero(replay(state, events), "daisy")
    hp_before = state.characters[0].hp
    assert state.characters[0].character == "daisy"
    assert daisy is not None and daisy.hp == hp_before - CONTENT.weapons["decapiteur_machete"].damage and daisy.bleeding
    knocked = hero(state, "daisy")
    assert knocked is not None
    knocked.ko = True
    refused(state, "target_knocked_out", "decapiteur-red", "decapiteur_machete", "single", [WEST])


def test_a_zone_of_control_attack_uses_the_zoc_weapon() -> None:
    """EN-23 (L1162), R-F-17: leaving an Assailant's zone draws its rifle butt (green die), which
    never attacks otherwise."""
    state = duel()
    put(state, "assaillant-red", Hex(-1, 4))
    events = zoc_attack(state, "assaillant-red", "daisy", Rng(0))
    shot = resolved(events)[0]
    assert (shot.weapon, shot.roll.base, shot.at) == ("coup_de_crosse", "green", WEST)
    refused(state, "wrong_mode", "assaillant-red", "coup_de_crosse", "single", [WEST])


def test_killing_a_human_gives_its_killer_one_madness_token_animals_none() -> None:
    """CB-35, CB-36 (L1008-1010), MD-1, MD-2 (L1182-1184): removed, 1 token to the killer;
    ST-2 (L1420), MD-4 (L1188): an animal at 0 HP flees and gives none; R-F-30: the kill is recorded."""
    state = duel()
    put(state, "decapiteur-red", Hex(3, 4), hp=1)
    put(state, "guard_dog-red", Hex(3, 5), hp=1)

    def hit(target: Hex) -> list[Event]:
        return seed_where(
            lambda rng: attack(state, "daisy", "desert_eagle", "single", [target], rng),
            lambda es: resolved(es)[0].roll.result == "hit",
        )

    after = replay(state, hit(Hex(3, 4)))
    daisy = hero(after, "daisy")
    assert daisy is not None and daisy.madness_tokens == 1
    assert foe(after, "decapiteur-red") is None and "decapiteur-red" not in after.chain
    assert [(k.uid, k.source, k.by) for k in after.kills] == [("decapiteur-red", "weapon", "daisy")]
    dog = hit(Hex(3, 5))
    assert [e.why for e in cast(list[ev.UnitRemoved], of(dog, ev.UnitRemoved))] == ["fled"]
    assert not of(dog, ev.MadnessGained)


def test_friendly_fire_a_missed_shot_hits_the_first_ally_on_the_line() -> None:
    """SU-17, GN-1 (L1464-1466), R-F-79: with the option, a failed attack roll hurts the first ally
    the line crosses (cover ignored); without it, or for enemies, nobody else is hurt."""
    state = duel()
    put(state, "keith", Hex(0, 4))
    put(state, "decapiteur-red", Hex(3, 4))

    def shoot(rng: Rng) -> list[Event]:
        return attack(state, "daisy", "desert_eagle", "single", [Hex(3, 4)], rng)

    assert not of(shoot_until(shoot, "miss"), ev.Damaged)
    state.friendly_fire = True
    hurt = cast(list[ev.Damaged], of(shoot_until(shoot, "miss"), ev.Damaged))
    assert [(d.who, d.amount, d.by) for d in hurt] == [("keith", CONTENT.weapons["desert_eagle"].damage, "daisy")]
    on_target = cast(list[ev.Damaged], of(shoot_until(shoot, "hit"), ev.Damaged))
    assert [d.who for d in on_target] == ["decapiteur-red"]
    put(state, "assaillant-red", Hex(5, 4))
    missed = seed_where(
        lambda rng: attack(state, "assaillant-red", "assault_rifle", "single", [Hex(-2, 4)], rng),
        lambda es: resolved(es)[0].roll.result == "miss",
    )
    assert not of(missed, ev.Damaged)


def test_without_a_zoc_attack_the_main_attack_strikes_and_only_humans_have_a_zone() -> None:
    """EN-23 (L1162): the ZoC attack is the enemy's main attack unless its board has a "ZdC" one (the
    Décapiteur strikes with its machete); EN-22 (L1156): only human enemies have a zone of control."""
    state = duel()
    put(state, "decapiteur-red", Hex(-1, 4))
    put(state, "guard_dog-red", Hex(-2, 3))
    blow = resolved(zoc_attack(state, "decapiteur-red", "daisy", Rng(0)))
    assert [(b.weapon, b.at) for b in blow] == [("decapiteur_machete", WEST)]
    assert zoc_attack(state, "guard_dog-red", "daisy", Rng(0)) == []
