"""Dice and modifiers: the ladder, R-F-1, R-F-2, R-F-20, the cover die, rolls recorded as data."""

from __future__ import annotations

from collections import Counter

import msgspec
import pytest

from domain.games.farcry.tactical.dice import (
    FACES,
    FACES_PROVENANCE,
    LADDER,
    AttackRoll,
    DieChoice,
    attack_roll,
    choose_die,
    net_shift,
    roll,
    roll_cover,
    success_chance,
    takedown_die,
)
from domain.rng import Rng


def test_the_ladder_runs_green_yellow_orange_red_black() -> None:
    """CB-19 (L938): vert > jaune > orange > rouge > noir."""
    assert LADDER[::-1] == ("green", "yellow", "orange", "red", "black")
    chances = [success_chance(DieChoice("roll", c)) for c in LADDER]
    assert chances == sorted(chances) and len(set(chances)) == 5


def test_the_cover_die_is_three_in_six_and_the_attack_dice_are_designed() -> None:
    """CB-16 (L912): "Dé de couverture : 3/6 chances"; the five attack dice are designed."""
    assert sum(FACES["cover"]) == 3 and len(FACES["cover"]) == 6
    assert FACES_PROVENANCE["cover"][0] == "text"
    assert {FACES_PROVENANCE[c][0] for c in LADDER} == {"designed"}


def test_upgrade_and_degrade_move_one_step() -> None:
    """CB-26 (L966-970): red upgraded is orange, yellow degraded is orange; double = two steps."""
    assert choose_die("red", 1) == DieChoice("roll", "orange")
    assert choose_die("yellow", -1) == DieChoice("roll", "orange")
    assert choose_die("red", 2) == DieChoice("roll", "yellow")
    assert choose_die("green", -2) == DieChoice("roll", "orange")


def test_upgraded_green_is_an_automatic_success() -> None:
    """CB-26 (L968): "Un dé vert amélioré est automatiquement une attaque réussie"."""
    assert choose_die("green", 1) == DieChoice("success")
    assert choose_die("yellow", 2) == DieChoice("success")


def test_r_f_1_upgrading_black_gives_red() -> None:
    """R-F-1 (glossary L1418 over L968's "le noir devient un échec"): black upgraded is red."""
    assert choose_die("black", 1) == DieChoice("roll", "red")


def test_r_f_2_degrading_black_is_an_automatic_failure() -> None:
    """R-F-2 (L970): black degraded is a failure; so is red doubly degraded."""
    assert choose_die("black", -1) == DieChoice("failure")
    assert choose_die("red", -2) == DieChoice("failure")


def test_r_f_2_auto_fire_chain_dice_stay_black() -> None:
    """R-F-2, CB-25 (L954-956): the AK-47's chain yellow, orange, red; after black, dice stay black."""
    chain = [choose_die("yellow", 0, chain_step=k).colour for k in range(6)]
    assert chain == ["yellow", "orange", "red", "black", "black", "black"]


def test_r_f_20_modifiers_net_out_before_applying() -> None:
    """R-F-20: +1 and -1 cancel; the net shift is applied once (a black die upgraded then degraded
    stays black instead of failing first)."""
    assert net_shift([1, -1]) == 0
    assert choose_die("black", net_shift([1, -1])) == DieChoice("roll", "black")
    assert choose_die("orange", net_shift([2, -1, -1, -1])) == DieChoice("roll", "red")


def test_r_f_20_a_modifier_can_still_fail_a_chain_die() -> None:
    """R-F-20: past black is a failure for modifiers; only the chain's own steps stop at black."""
    assert choose_die("red", -2, chain_step=1) == DieChoice("failure")
    assert choose_die("red", -1, chain_step=3) == DieChoice("roll", "black")


def test_no_printed_die_is_an_automatic_success() -> None:
    """CB-20 (L944): "Si la carte n'indique pas de dé, votre attaque est automatiquement un succès"."""
    rolled = attack_roll(None, Rng(1))
    assert rolled.result == "hit" and rolled.attack is None


def test_rolls_come_from_the_rng_passed_in() -> None:
    """Pure: the same seed gives the same faces; the faces are uniform over many throws."""
    first = [roll("orange", Rng(7)).face for _ in range(3)]
    assert first == [roll("orange", Rng(7)).face for _ in range(3)]
    rng = Rng(2026)
    counts = Counter(roll("red", rng).face for _ in range(6000))
    assert set(counts) == set(range(6))
    assert all(800 < n < 1200 for n in counts.values())


def test_cover_shield_after_a_hit_hits_the_cover() -> None:
    """CB-28 (L976): attack success + shield: the cover is hit instead of the target.
    CB-29 (L978): attack failed: neither is hit, whatever the cover die shows."""
    seen: set[str] = set()
    for seed in range(200):
        outcome = attack_roll("yellow", Rng(seed), in_cover=True)
        assert outcome.attack is not None and outcome.cover is not None
        if not outcome.attack.symbol:
            assert outcome.result == "miss"
        elif outcome.cover.symbol:
            assert outcome.result == "cover"
        else:
            assert outcome.result == "hit"
        seen.add(outcome.result)
    assert seen == {"hit", "cover", "miss"}


def test_sure_success_still_rolls_the_cover_die() -> None:
    """R-F-20 with Balle porte-bonheur (L1263): the attack die is skipped, the cover die is not."""
    results = {attack_roll("black", Rng(s), in_cover=True, sure=True).result for s in range(60)}
    assert results == {"hit", "cover"}
    outcome = attack_roll("black", Rng(3), in_cover=True, sure=True)
    assert outcome.attack is None and outcome.cover is not None


def test_the_cover_die_takes_no_modifier() -> None:
    """CB-26 (L972): "le dé de couverture ne peut pas être amélioré ou dégradé": a shift on the
    attack changes nothing about the cover die's odds or faces."""
    plain = [attack_roll("green", Rng(s), in_cover=True).cover for s in range(50)]
    shifted = [attack_roll("green", Rng(s), in_cover=True, shift=-1).cover for s in range(50)]
    assert plain == shifted
    assert roll_cover(Rng(5)).die == "cover"


def test_an_attack_roll_is_event_data() -> None:
    """Outcomes are recorded, never re-rolled: the struct survives a JSON round trip."""
    outcome = attack_roll("orange", Rng(11), shift=-1, chain_step=1, in_cover=True)
    again = msgspec.json.decode(msgspec.json.encode(outcome), type=AttackRoll)
    assert again == outcome
    assert again.choice == DieChoice("roll", "black")


def test_takedown_die_by_remaining_hp() -> None:
    """LA-15 (L769-773): 3 HP black, 2 HP red, 1 HP orange; LA-14 (L767): 3 HP or less only;
    Caché à la vue de tous (L1300) upgrades it."""
    assert takedown_die(3) == DieChoice("roll", "black")
    assert takedown_die(2) == DieChoice("roll", "red")
    assert takedown_die(1) == DieChoice("roll", "orange")
    assert takedown_die(3, 1) == DieChoice("roll", "red")
    with pytest.raises(ValueError):
        takedown_die(4)
