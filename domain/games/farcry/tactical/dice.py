"""The dice: faces as data, the colour ladder, modifiers and rolls recorded as event data.

The text gives the ladder (CB-19, L938: vert > jaune > orange > rouge > noir; a blank face fails, a
symbol succeeds) and the cover die (CB-16, L912: "3/6 chances"), not the faces of the five attack dice.
The faces below are designed (inventory 4.13: a monotone ladder 5, 4, 3, 2, 1 successes in 6, so the
orange duel of L1472 is even). Modifiers follow R-F-1, R-F-2 and R-F-20: upgrades and degradations
add up to one net shift applied once; past green is an automatic success, past black an automatic
failure, except that auto fire's own chain degradation never goes below black (L956, R-F-2). The
cover die is never modified (L972).

Chance comes only from the `domain.rng.Rng` the caller passes (decide derives it from the match seed),
and every outcome is a msgspec struct meant to sit inside an event, so a replay never re-rolls.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Literal

import msgspec

from domain.rng import Rng

Colour = Literal["black", "red", "orange", "yellow", "green"]
DieKind = Literal["black", "red", "orange", "yellow", "green", "cover"]
Provenance = Literal["text", "designed"]

LADDER: tuple[Colour, ...] = ("black", "red", "orange", "yellow", "green")
"""Worst to best (CB-19, L938); an upgrade moves one step right (CB-26, L966)."""

FACES: Mapping[DieKind, tuple[bool, ...]] = {
    "green": (True, True, True, True, True, False),
    "yellow": (True, True, True, True, False, False),
    "orange": (True, True, True, False, False, False),
    "red": (True, True, False, False, False, False),
    "black": (True, False, False, False, False, False),
    "cover": (True, True, True, False, False, False),
}
"""Six faces per die, True = a symbol (success; for the cover die, the shield)."""

FACES_PROVENANCE: Mapping[DieKind, tuple[Provenance, str]] = {
    "green": ("designed", "inventory 4.13 proposal: 5 in 6"),
    "yellow": ("designed", "inventory 4.13 proposal: 4 in 6"),
    "orange": ("designed", "inventory 4.13 proposal: 3 in 6"),
    "red": ("designed", "inventory 4.13 proposal: 2 in 6"),
    "black": ("designed", "inventory 4.13 proposal: 1 in 6"),
    "cover": ("text", "L912: Dé de couverture : 3/6 chances"),
}

TAKEDOWN_DICE: Mapping[int, Colour] = {3: "black", 2: "red", 1: "orange"}
"""Takedown die by the target's remaining HP (LA-15, L769-773)."""


class DieRoll(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One die thrown: which die, the face index (0-5) and whether it shows a symbol."""

    die: DieKind
    """The die's colour: "green", "yellow", "orange", "red", "black" or the "cover" die."""
    face: int
    """The face index rolled (0-5)."""
    symbol: bool
    """True when the face shows the symbol (on the cover die: the shield)."""


class DieChoice(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The die an attack uses after modifiers: a colour to roll, or an automatic result."""

    kind: Literal["roll", "success", "failure"]
    """`roll` a die of `colour`, or an automatic `success` or `failure` with no roll."""
    colour: Colour | None = None
    """The colour to roll; `null` for an automatic result."""


class AttackRoll(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An attack's dice as an event records them (CB-27..CB-29, L976-978).

    ``result`` is "hit" (the target takes the damage), "cover" (the attack succeeded but the cover
    die showed the shield: the cover is hit instead, L976) or "miss" (the attack die failed: neither
    is hit, L978).
    """

    base: Colour | None
    """The weapon's printed die colour; `null` for a weapon printing none (automatic success, CB-20)."""
    shift: int
    """The net shift applied (R-F-20): +1 per upgrade, -1 per degradation."""
    chain_step: int
    """Auto fire's degradation for the n-th extra target (L954); 0 otherwise."""
    choice: DieChoice
    """The die used after every modifier, or an automatic result."""
    attack: DieRoll | None
    """The attack die as rolled; `null` for an automatic result."""
    cover: DieRoll | None
    """The cover die as rolled; `null` when the target had no cover or the attack missed."""
    result: Literal["hit", "cover", "miss"]
    """`hit` (the target takes the damage), `cover` (the cover is hit instead, L976) or `miss` (L978)."""


def net_shift(steps: Iterable[int]) -> int:
    """R-F-20: upgrades (+1, double +2) and degradations (-1, double -2) add up to one shift."""
    return sum(steps)


def choose_die(base: Colour | None, shift: int = 0, *, chain_step: int = 0) -> DieChoice:
    """The die to roll once every modifier is counted.

    ``base`` None is a weapon printing no die: automatic success (CB-20, L944). The net ``shift`` is
    applied once (R-F-20): past green succeeds without a roll ("un dé vert amélioré est
    automatiquement une attaque réussie", L968), black upgraded is red (R-F-1), past black fails
    (R-F-2). ``chain_step`` is auto fire's degradation for the n-th extra target (L954): it never takes
    a rollable die below black (L956, "également noirs").
    """
    if base is None:
        return DieChoice("success")
    position = LADDER.index(base) + shift
    chained = position - chain_step
    if chained >= len(LADDER):
        return DieChoice("success")
    if position < 0:
        return DieChoice("failure")
    return DieChoice("roll", LADDER[max(chained, 0)])


def roll(die: DieKind, rng: Rng) -> DieRoll:
    """Throw one die: a uniform face drawn from ``rng``."""
    face = rng.below(6)
    return DieRoll(die, face, FACES[die][face])


def roll_cover(rng: Rng) -> DieRoll:
    """The blue cover die: never upgraded nor degraded (CB-26, L972), so it takes no shift."""
    return roll("cover", rng)


def attack_roll(
    base: Colour | None,
    rng: Rng,
    *,
    shift: int = 0,
    chain_step: int = 0,
    in_cover: bool = False,
    sure: bool = False,
) -> AttackRoll:
    """Roll one attack against one target: the attack die, then the cover die if needed (L976).

    ``sure`` is a "succès garanti" (Balle porte-bonheur, L1263): it skips the attack die only; a
    target in cover still rolls the cover die (R-F-20). The cover die is rolled even after a failed
    attack die, as the table does (L976: "Lancez le dé de couverture si besoin"), so both appear in
    the event; a failed attack then misses whatever the cover die shows (L978).
    """
    choice = DieChoice("success") if sure else choose_die(base, shift, chain_step=chain_step)
    attack = roll(choice.colour, rng) if choice.kind == "roll" and choice.colour is not None else None
    succeeded = choice.kind == "success" or (attack is not None and attack.symbol)
    cover = roll_cover(rng) if in_cover else None
    result: Literal["hit", "cover", "miss"]
    if not succeeded:
        result = "miss"
    elif cover is not None and cover.symbol:
        result = "cover"
    else:
        result = "hit"
    return AttackRoll(base, shift, chain_step, choice, attack, cover, result)


def takedown_die(target_hp: int, shift: int = 0) -> DieChoice:
    """The takedown die (LA-14, LA-15, L767-773): only at 3 HP or less; upgrades only from effects
    naming the takedown (R-F-31), e.g. Caché à la vue de tous (L1300)."""
    if target_hp not in TAKEDOWN_DICE:
        raise ValueError(f"no takedown on a target with {target_hp} HP: it needs 3 HP or less (L767)")
    return choose_die(TAKEDOWN_DICE[target_hp], shift)


def success_chance(choice: DieChoice) -> float:
    """The chance of success of a chosen die (a view may show it before the player commits)."""
    if choice.kind != "roll" or choice.colour is None:
        return 1.0 if choice.kind == "success" else 0.0
    faces = FACES[choice.colour]
    return sum(faces) / len(faces)
