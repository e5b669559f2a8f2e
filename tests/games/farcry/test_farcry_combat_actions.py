"""The players' combat commands: takedown (L763-775), the mission-0 kit talents (L1263-1302) and the
impulses (UA-1, L823-825) on top of the attack rules."""

from __future__ import annotations

from typing import cast

import pytest

from domain.contract import Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.combat_actions import attack_choices, attack_command, impulse, takedown, use_talent
from domain.games.farcry.tactical.hexes import Hex
from domain.rng import Rng
from tests.games.farcry.arena import arena, foe, hero, of, put, replay, seed_where, tile


def squad() -> FarCryState:
    """Four seats: Daisy (Desert Eagle, Gâchette rapide), Keith (M133, Glissade), Jason (STG 90, Balle
    porte-bonheur), Liza (Skorpion, Caché à la vue de tous): the four mission-0 kits in order."""
    state = arena(seats=4)
    for name, at in (("daisy", Hex(-2, 4)), ("keith", Hex(-2, 5)), ("jason", Hex(-1, 3)), ("liza", Hex(0, 3))):
        put(state, name, at)
    return state


def shots(events: list[Event]) -> list[ev.AttackResolved]:
    return cast(list[ev.AttackResolved], of(events, ev.AttackResolved))


def shoot(who: str, weapon: str, at: Hex) -> cmd.Attack:
    return cmd.Attack(character=who, weapon=weapon, mode="single", targets=[cmd.AttackTarget(at=at)])


def refused(code: str, decide: object) -> None:
    with pytest.raises(RuleViolation) as caught:
        decide()  # type: ignore[operator]
    assert caught.value.code == code


def test_takedown_dice_by_hp_humans_only_adjacent_and_once_per_turn() -> None:
    """LA-12 (L763): human enemies only, guard dogs immune; LA-14 (L767): 3 HP or less and adjacent;
    LA-15 (L769-773): black at 3, red at 2, orange at 1; LA-13 (L765): MP to 0; MD-3: 2 tokens."""
    state = squad()
    put(state, "guard_dog-red", Hex(1, 3), hp=1)
    put(state, "decapiteur-red", Hex(0, 4), hp=4)
    refused("not_human", lambda: takedown(state, cmd.Takedown(character="liza", target="guard_dog-red"), Rng(0)))
    refused(
        "takedown_out_of_reach",
        lambda: takedown(state, cmd.Takedown(character="liza", target="decapiteur-red"), Rng(0)),
    )
    colours = {}
    for hp in (3, 2, 1):
        decapiteur = foe(state, "decapiteur-red")
        assert decapiteur is not None
        decapiteur.hp = hp
        tried = cast(
            list[ev.TakedownTried],
            takedown(state, cmd.Takedown(character="liza", target="decapiteur-red"), Rng(hp)),
        )[0]
        colours[hp] = tried.roll.die if tried.roll else None
    assert colours == {3: "black", 2: "red", 1: "orange"}
    won = seed_where(
        lambda rng: takedown(state, cmd.Takedown(character="liza", target="decapiteur-red"), rng),
        lambda es: cast(ev.TakedownTried, es[0]).success,
    )
    after = replay(state, won)
    liza = hero(after, "liza")
    assert liza is not None and (liza.mp, liza.madness_tokens) == (0, 2) and foe(after, "decapiteur-red") is None
    put(after, "decapiteur-blue", Hex(1, 3), hp=1)
    refused(
        "limited_action_used",
        lambda: takedown(after, cmd.Takedown(character="liza", target="decapiteur-blue"), Rng(0)),
    )


def test_cache_a_la_vue_de_tous_upgrades_the_takedown_die_once_per_mission() -> None:
    """LA-16 (L775), R-F-31, L1300: "Votre dé d'Élimination est amélioré" (3 HP: black becomes red)."""
    state = squad()
    put(state, "decapiteur-red", Hex(0, 4), hp=3)
    state = replay(state, use_talent(state, cmd.UseTalent(character="liza", talent="cache_a_la_vue_de_tous")))
    tried = cast(ev.TakedownTried, takedown(state, cmd.Takedown(character="liza", target="decapiteur-red"), Rng(0))[0])
    assert tried.roll is not None and tried.roll.die == "red"
    refused("talent_used", lambda: use_talent(state, cmd.UseTalent(character="liza", talent="cache_a_la_vue_de_tous")))


def test_gachette_rapide_fires_the_pistol_again_doubly_degraded() -> None:
    """L1263: a second pistol shot with a doubly degraded die, once per turn; R-F-6 allows it as a card
    granting an extra shot."""
    state = squad()
    put(state, "decapiteur-red", Hex(3, 4))
    first = attack_command(state, shoot("daisy", "desert_eagle", Hex(3, 4)), Rng(0))
    state = replay(state, first)
    second = attack_command(state, shoot("daisy", "desert_eagle", Hex(3, 4)), Rng(1))
    assert [s.roll.choice.colour for s in shots(first + second)] == ["yellow", "red"]
    assert of(second, ev.TalentUsed)
    state = replay(state, second)
    refused("weapon_used", lambda: attack_command(state, shoot("daisy", "desert_eagle", Hex(3, 4)), Rng(2)))
    refused("talent_by_attack", lambda: use_talent(state, cmd.UseTalent(character="daisy", talent="gachette_rapide")))


def test_glissade_gives_1_mp_and_degrades_this_turns_attacks() -> None:
    """L1264: "Gagnez 1 PM. Vos dés d'attaques sont dégradés pour ce tour"."""
    state = squad()
    put(state, "decapiteur-red", Hex(0, 5))
    keith = hero(state, "keith")
    assert keith is not None
    slid = replay(state, use_talent(state, cmd.UseTalent(character="keith", talent="glissade")))
    assert (hero(slid, "keith") or keith).mp == keith.mp + 1
    shot = shots(attack_command(slid, shoot("keith", "m133", Hex(0, 5)), Rng(0)))[0]
    assert (shot.roll.base, shot.roll.choice.colour) == ("yellow", "orange")


def test_balle_porte_bonheur_makes_the_next_shot_sure_but_still_rolls_the_cover_die() -> None:
    """L1263, R-F-20: the next shot succeeds without the attack die; the cover die is still rolled."""
    state = squad()
    put(state, "decapiteur-red", Hex(4, 3))
    tile(state, "rock", Hex(3, 3))
    lucky = replay(state, use_talent(state, cmd.UseTalent(character="jason", talent="balle_porte_bonheur")))
    first = attack_command(lucky, shoot("jason", "stg90", Hex(4, 3)), Rng(0))
    roll = shots(first)[0].roll
    assert roll.choice.kind == "success" and roll.attack is None and roll.cover is not None
    assert not (hero(replay(lucky, first), "jason") or lucky.characters[0]).lucky


def test_impulses_once_per_mission() -> None:
    """UA-1 (L823-825), designed effects: Keith heals 3, Daisy gains 3 MP, Jason's attack dice are
    upgraded this turn; one impulse per mission."""
    state = squad()
    put(state, "decapiteur-red", Hex(3, 4))
    keith, daisy = hero(state, "keith"), hero(state, "daisy")
    assert keith is not None and daisy is not None
    keith.hp = keith.max_hp - 4
    healed = replay(state, impulse(state, cmd.Impulse(character="keith")))
    assert (hero(healed, "keith") or keith).hp == keith.max_hp - 1
    refused("impulse_used", lambda: impulse(healed, cmd.Impulse(character="keith")))
    rushed = replay(state, impulse(state, cmd.Impulse(character="daisy")))
    assert (hero(rushed, "daisy") or daisy).mp == daisy.mp + 3
    fired_up = replay(state, impulse(state, cmd.Impulse(character="jason")))
    shot = shots(attack_command(fired_up, shoot("jason", "stg90", Hex(3, 4)), Rng(0)))[0]
    assert (shot.roll.shift, shot.roll.choice.colour) == (1, "green")


def test_attack_choices_list_targets_in_reach_with_their_cover_die() -> None:
    """What a player asks before acting (issue 14, views): targets in range with line of sight and cover."""
    state = squad()
    put(state, "decapiteur-red", Hex(3, 4))
    put(state, "decapiteur-blue", Hex(-1, 4))
    tile(state, "crate", Hex(2, 4))
    choices = {(c.weapon, c.mode, c.at): c.cover for c in attack_choices(state, "daisy")}
    assert choices[("desert_eagle", "single", Hex(3, 4))] is True
    assert choices[("desert_eagle", "single", Hex(-1, 4))] is False
    assert choices[("machete", "single", Hex(-1, 4))] is False
    assert ("machete", "single", Hex(3, 4)) not in choices
    assert ("machete", "throw", Hex(2, 4)) not in choices  # range 4: beyond a throw (R-F-28)
