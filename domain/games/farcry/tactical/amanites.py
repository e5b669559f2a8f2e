"""The Amanites (TI-12, L2267-2277; R-F-41, R-F-42): a unit walking onto the tile sets it off for every
unit within radius 1, the walker included; the tile goes and two dice say what happens.

The text's dice are lost (R-F-41): the orange die and the cover die, each outcome 1 in 4, designed.
The fourth outcome is R-F-42's free attacks: every affected unit makes one attack outside the turn's
limits, players first in seat order (any equipped loaded weapon: a single shot or a throw, ammo spent,
no tilt; or none), then enemies and allies in chain order with their behaviour's target criteria and
attack weapon; nobody moves. A player's free attack is a prompt every other action waits for; when an
enemy set the Amanites off in the enemies' turn, its behaviour pauses after the instruction in
progress (its move ends first) and goes on once the players have attacked. A character whose own walk
gives the damage outcome may re-roll both dice with Coup de chance (L1309, `luck`).
"""

from __future__ import annotations

from typing import Literal

from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import Attack, Target
from domain.games.farcry.context import Flow
from domain.games.farcry.evolve_combat import Work, character
from domain.games.farcry.state import FarCryState, HeldDie
from domain.games.farcry.tactical import dice, luck
from domain.games.farcry.tactical.hexes import Hex, area
from domain.games.farcry.tactical.statuses import damage, heal
from domain.games.farcry.tactical.targeting import choose_target, strike
from domain.rng import Rng

DAMAGE = 2
"""L2271: "les unités prennent 2 dégâts"."""
MP = 2
"""L2273: "les joueurs gagnent 2 PM"."""
HEAL = 2
"""L2275: "les unités se soignent de 2 PV"."""

Outcome = Literal["damage", "mp", "heal", "free_attacks"]
OUTCOMES: dict[tuple[bool, bool], Outcome] = {
    (True, True): "damage",
    (True, False): "mp",
    (False, True): "heal",
    (False, False): "free_attacks",
}
"""(orange die symbol, cover die shield) → outcome (R-F-41)."""


def trigger(f: Flow, rng: Rng, who: str, at: Hex) -> None:
    """``who`` walked onto the Amanites at ``at``. Damage held for the walker's Coup de chance
    (L1309, `luck`) waits for its answer (`reroll`)."""
    roll, cover = dice.roll("orange", rng), dice.roll_cover(rng)
    outcome = OUTCOMES[(roll.symbol, cover.symbol)]
    affected = _affected(f.s, at)
    owed = affected if outcome == "free_attacks" else []
    f.emit(ev.AmanitesTriggered(at=at, by=who, roll=roll, cover=cover, outcome=outcome, affected=affected, owed=owed))
    held = HeldDie(cause="amanites", die="orange", roll=roll, at=at)
    offered = luck.offer(f.s, who, held) if outcome == "damage" else None
    if offered is not None:
        f.emit(offered)
        return
    _apply(f, rng, outcome, affected)


def reroll(f: Flow, rng: Rng, who: str, held: HeldDie, again: bool) -> None:
    """The Amanites held for Coup de chance: both dice rolled again if ``again`` (the new outcome
    replaces the first), then the outcome for every unit around."""
    assert held.at is not None
    affected = _affected(f.s, held.at)
    outcome: Outcome = "damage"
    if again:
        roll, cover = dice.roll("orange", rng), dice.roll_cover(rng)
        outcome = OUTCOMES[(roll.symbol, cover.symbol)]
        owed = affected if outcome == "free_attacks" else []
        f.emit(ev.AmanitesRerolled(at=held.at, by=who, roll=roll, cover=cover, outcome=outcome, owed=owed))
    _apply(f, rng, outcome, affected)


def _affected(s: FarCryState, at: Hex) -> list[str]:
    """Every unit within radius 1 of ``at``: players in seat order, then the others in chain order."""
    near = set(area(at, 1))
    players = sorted((c for c in s.characters if c.at in near and rules.in_play(c)), key=lambda c: c.seat)
    others = [u for u in s.units if u.at in near and not u.stunned and not u.caged]
    chain = s.chain
    others.sort(key=lambda u: chain.index(u.uid) if u.uid in chain else len(chain))
    return [c.character for c in players] + [u.uid for u in others]


def _apply(f: Flow, rng: Rng, outcome: Outcome, affected: list[str]) -> None:
    work = Work(f.s)
    for name in affected:
        if outcome == "damage":
            damage(work, name, DAMAGE, "amanites")
        elif outcome == "heal":
            heal(work, name, HEAL, "amanites")
        elif outcome == "mp" and character(work.state, name) is not None:
            work.emit(ev.MpGained(who=name, amount=MP, source="amanites"))
    f.emit(*work.events)
    resolve_units(f, rng)


def owed_player(s: FarCryState) -> str | None:
    """The character whose free attack everything waits for, if the first one owed is a player's."""
    if s.free_attacks and character(s, s.free_attacks[0]) is not None:
        return s.free_attacks[0]
    return None


def resolve_units(f: Flow, rng: Rng) -> None:
    """Make the owed free attacks of the units at the head of the list, until a player's comes (it
    waits for its command) or none is left; a player gone from play meanwhile makes none."""
    while f.s.free_attacks and not f.over and not f.s.reactions:
        who = f.s.free_attacks[0]
        c = character(f.s, who)
        if c is not None:
            if rules.in_play(c):
                return
            f.emit(ev.FreeAttackResolved(who=who, passed=True))
            continue
        u = rules.unit(f.s, who)
        attacked = False
        if u is not None and u.at is not None and not u.stunned:
            behaviour = CONTENT.units[u.unit].behaviour
            aim = next((op for op in behaviour if isinstance(op, Target)), None)
            weapon = next((op.weapon for op in behaviour if isinstance(op, Attack)), None)
            if aim is not None and weapon is not None:
                choose_target(f, rng, u, aim)
                before = len(f.events)
                now = rules.unit(f.s, who)
                if now is not None:
                    strike(f, rng, now, weapon)
                attacked = any(isinstance(e, ev.AttackDeclared) for e in f.events[before:])
        f.emit(ev.FreeAttackResolved(who=who, passed=not attacked))
