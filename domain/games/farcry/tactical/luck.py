"""Coup de chance on the dice that are not an attack's (L1309: "Relancez n'importe quel dé jeté par vous
ou contre vous"): who may be offered it, and the offer that stops what the die decides.

The attack's own dice are offered in `combat.reaction_to`; the others here, each when it went against
the card's owner (designed, as for attacks): the takedown die that failed, Abdos en acier's cover die
that showed no shield, Artiste du couteau's red die that missed (10+), and the dice a walker sets off
itself: a Komodo nest that hatches beside them, the Amanites that deal damage. The round's "Des
intrus !" dice are the game's, thrown neither by nor against anyone, and an exploration allows no
talent (L1330). `reactions.answer` re-rolls the held die and finishes what waited for it.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.campaign import talents
from domain.games.farcry.evolve_combat import character
from domain.games.farcry.state import AttackSpec, DieCause, FarCryState, HeldDie
from domain.games.farcry.tactical.dice import AttackRoll
from domain.games.farcry.tactical.hexes import Hex

DIE_NAMES: dict[DieCause | None, tuple[str, str]] = {
    None: ("les dés de l'attaque", "the attack's dice"),
    "takedown": ("le dé d'Élimination", "the takedown die"),
    "steel_abs": ("le dé de couverture d'Abdos en acier", "Steel abs' cover die"),
    "knife_bonus": ("le dé rouge d'Artiste du couteau", "Knife artist's red die"),
    "nest": ("le dé du nid de Komodo", "the Komodo nest's die"),
    "amanites": ("les dés des Amanites", "the Amanites' dice"),
}
"""What the prompt names (French, English), by the held die's cause; ``None`` for an attack's dice."""


def can_reroll(state: FarCryState, who: str) -> bool:
    """``who`` is a character in play whose Coup de chance is still face up this mission."""
    c = character(state, who)
    return c is not None and rules.in_play(c) and talents.ready(c, "reroll")


def offer(
    state: FarCryState,
    who: str,
    held: HeldDie,
    *,
    attack: AttackSpec | None = None,
    step: int = 0,
    target: str | None = None,
    roll: AttackRoll | None = None,
    cover_hit: Hex | None = None,
    asked: Sequence[str] = (),
) -> ev.ReactionOffered | None:
    """The prompt that holds ``held`` for ``who``'s Coup de chance, or ``None`` when it cannot be used
    (then the caller goes on at once). ``attack`` and the fields after it: the attack that waits too,
    as `ReactionOffered` keeps them."""
    if not can_reroll(state, who):
        return None
    return ev.ReactionOffered(
        character=who,
        talent="coup_de_chance",
        attack=attack,
        step=step,
        target=target,
        roll=roll,
        cover_hit=cover_hit,
        asked=list(asked),
        held=held,
    )
