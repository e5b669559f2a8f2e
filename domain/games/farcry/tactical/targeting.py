"""An enemy's target and its strike (EN-9..EN-13, EN-20, EN-21, EN-25..EN-27; R-F-32, R-F-37, R-F-43).

Read by the enemies' turn (`enemy_turn`) and by the Amanites' free attacks of the units (R-F-42,
`amanites.resolve_units`): choosing a target and striking it never walk, so nothing here sets off a trap.
"""

from __future__ import annotations

from domain.contract import RuleViolation
from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import Target
from domain.games.farcry.context import Flow
from domain.games.farcry.evolve_bunker import SEAT_WEAPON
from domain.games.farcry.state import FarCryState, UnitState, under
from domain.games.farcry.tactical import combat, watchtower, zones
from domain.games.farcry.tactical.enemies import Candidate, choose_targets
from domain.games.farcry.tactical.hexes import Hex
from domain.rng import Rng


def candidates(s: FarCryState, u: UnitState, among: list[str]) -> list[Candidate]:
    """R-F-32, EN-25, EN-26: characters on the board and not K.O. ("player"), allied units ("ally"),
    and units of a kind the criterion names; stunned (R-F-37) and caged (R-F-43) units never."""
    side = CONTENT.units[u.unit].side
    out: list[Candidate] = []
    if "player" in among and side == "enemy":
        animal = CONTENT.units[u.unit].kind in ("guard_dog", "wild_animal")
        out += [
            Candidate(c.character, c.at, c.hp, c.max_hp)
            for c in s.characters
            if c.at and rules.in_play(c) and not (animal and under(c, "animal_repellent", s.round))
        ]  # Répulsif pour animaux (L457): animals do not target its drinker
    for other in s.units:
        board = CONTENT.units[other.unit]
        if other.uid == u.uid or other.at is None or other.stunned or other.caged:
            continue
        ally = board.side != "enemy"
        named = (
            ("ally" in among and ally and side == "enemy")
            or (board.kind == "human" and "human" in among and not ally)
            or (board.kind in ("guard_dog", "wild_animal") and board.kind in among)
        )
        if named and (board.side != side or board.kind != "human"):
            out.append(Candidate(other.uid, other.at, other.hp, board.hp))
    return [x for x in out if zones.same_zone(s, u.at, x.at)]  # M6 (R-F-57): never beyond its zone


def choose_target(f: Flow, rng: Rng, u: UnitState, op: Target) -> None:
    """EN-9..EN-13: the nearest by path (melee, acrobatic if human) or by distance (ranged), then fewest
    HP, then fewest max HP, then a random draw (L1082)."""
    assert u.at is not None
    human = CONTENT.units[u.unit].kind == "human"
    pool = candidates(f.s, u, list(op.among))
    lookouts = {c.character for c in watchtower.lookouts(f.s)}
    if watchtower.drawn_to_tower(f.s, u) and "player" in op.among:  # EN-27 (L2251): the tower draws fire
        pool = [x for x in pool if x.uid in lookouts] or pool
    elif not watchtower.ranged(u):  # L1502: melee-only enemies ignore a player up a tower
        pool = [x for x in pool if x.uid not in lookouts]
    tied = choose_targets(
        u.at,
        pool,
        "distance" if pool and all(x.uid in lookouts for x in pool) else op.measure,
        rules.ground_now(f.s),
        rules.occupied(f.s, but=u.uid),
        acrobatic=human,
    )
    target = tied[0] if len(tied) == 1 else (rng.choice(tied) if tied else None)
    f.emit(ev.TargetChosen(uid=u.uid, target=target, tied=tied if len(tied) > 1 else []))


def target_hex(s: FarCryState, u: UnitState) -> Hex | None:
    """Where the unit's target stands now, if it is still a valid target (R-F-32, R-F-37)."""
    if u.target is None:
        return None
    c = next((c for c in s.characters if c.character == u.target), None)
    if c is not None:
        return c.at if rules.in_play(c) else None
    other = rules.unit(s, u.target)
    return None if other is None or other.stunned or other.caged else other.at


def strike(f: Flow, rng: Rng, u: UnitState, weapon: str) -> None:
    """EN-20, EN-21: attack the target with the named weapon "if possible" (L1134): out of range or
    behind a wall, the instruction does nothing. Enemies never count ammunition (L1146)."""
    at = target_hex(f.s, u)
    if at is None or u.at is None:
        return
    if SEAT_WEAPON in combat.hand(f.s, u.uid):
        weapon = SEAT_WEAPON  # TI-2 (L2187): a seated enemy fires the machine gun instead
    try:
        f.emit(*combat.attack(f.s, u.uid, weapon, "single", [at], rng))
    except RuleViolation:
        return
