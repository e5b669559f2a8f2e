"""The heuristic's turn in a mission with a relic to carry out (mission 4, "Chasse au dragon", L1881-1943).

`bots.heuristic` hands a character's turn here when the mission has a ``relic`` (the Silver Dragon):
the group goes for the relic, the first to stand on it picks it up, and its bearer runs for an exit
while the others escort it (only the bearer leaves: another character's exit wins nothing, R-F-72).
On the way each character still drinks, bandages and shoots as `bots` does (the relic is never
thrown: a thrown blade lies where it fell, and in the acid it fails the mission, L1941), rides a zip
line when its push drops an enemy into the acid ("Melting pot", "Il pleut de l'acier", L1907-1911),
never stops on a suspension bridge (a bridge that broke under a unit that stops on it drops it,
TI-5) and, once the next collapse is due (R-F-72: one platform a round from round 9), leaves the
platform that goes next and the bridges touching it (`doomed`). Distances are real path lengths over
the board as it stands (`paths.path_lengths`: jumps over one acid hex, zip lines one way), not hex
distances, so a broken bridge or a collapsed platform is walked round.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from domain.contract import Command, LegalAction
from domain.games.farcry import rules
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.content.schema import CollapsePlatform
from domain.games.farcry.state import CharacterState, FarCryState
from domain.games.farcry.tactical import acid
from domain.games.farcry.tactical.board import BRIDGE_TILES
from domain.games.farcry.tactical.hexes import Hex, neighbours
from domain.games.farcry.tactical.paths import path_lengths

if TYPE_CHECKING:
    from domain.games.farcry import bots as base
else:
    base = None
"""The heuristic's module (`bots`), bound by it when it loads (`bind`): this policy reuses its attack,
talent and item choices and `bots` calls `turn`; binding keeps the imports one way (bots -> here)."""


def bind(module: ModuleType) -> None:
    globals()["base"] = module


PROVOKED_COST = 3.0
"""How many MP of progress a free attack provoked on the way is worth avoiding (MV-14)."""

BEARER_CARE = 1.0
"""How many MP of progress the bearer gives up per point of `bots._threat` (its K.O. fails the mission)."""

WOUNDED = 4
WOUNDED_CARE = 2.0
"""A character at `WOUNDED` HP or less keeps out of the enemies' reach rather than lead the way."""

RELIC_GUARD = 3.0
"""What a shot at the unit standing on the lying relic, or beside its bearer, adds to its score."""

PUSH_GAIN = 8.0
"""The least lookahead gain (`bots.lookahead`) for which a zip-line ride's push is taken for itself."""


def relic_of(s: FarCryState) -> str | None:
    """The mission's relic (the Silver Dragon in mission 4), or ``None``."""
    return CONTENT.missions[s.mission].relic


def relic_at(s: FarCryState) -> Hex | None:
    """The hex the relic lies on, or ``None`` (carried or lost)."""
    relic = relic_of(s)
    return next((t.at for t in s.dropped if t.kind == relic), None)


def bearer(s: FarCryState) -> CharacterState | None:
    """The character in play carrying the relic."""
    relic = relic_of(s)
    return next(
        (c for c in s.characters if rules.in_play(c) and any(w.weapon == relic for w in c.weapons)),
        None,
    )


def _collapse_from(s: FarCryState) -> int | None:
    board = CONTENT.rounds[CONTENT.missions[s.mission].round_board]
    return next((op.from_round for op in board.recurring if isinstance(op, CollapsePlatform)), None)


def doomed(s: FarCryState) -> frozenset[Hex]:
    """The hexes that fall at the next round's start (R-F-72): the next standing platform and the
    suspension bridges touching it, once the round's end brings a collapse; else none."""
    start = _collapse_from(s)
    left = acid.standing_platforms(s)
    if start is None or not left or s.round + 1 < start:
        return frozenset()
    cells = {to_hex(c) for c in left[0].cells}
    bridges = {t.at for t in s.tiles if t.kind in BRIDGE_TILES and any(n in cells for n in neighbours(t.at))}
    return frozenset(cells | bridges)


def _exits(s: FarCryState) -> list[Hex]:
    return [t.at for t in s.tiles if t.kind == "exit"]


def _bridges(s: FarCryState) -> set[Hex]:
    return {t.at for t in s.tiles if t.kind in BRIDGE_TILES}


def _goal(s: FarCryState, c: CharacterState) -> list[Hex]:
    """Where ``c`` heads: the relic while it lies, the exits for its bearer, the bearer for the others
    (an escort that runs ahead leaves the bearer alone with the enemies)."""
    lying = relic_at(s)
    if lying is not None:
        return [lying]
    carrier = bearer(s)
    if carrier is None or carrier is c or carrier.at is None:
        return _exits(s)
    return [carrier.at]


def _occupied(s: FarCryState, c: CharacterState) -> set[Hex]:
    units = {u.at for u in s.units if u.at is not None}
    heroes = {o.at for o in s.characters if o.at is not None and o is not c and not o.exited}
    return units | heroes


def _go(s: FarCryState, c: CharacterState, action: LegalAction, carrying: bool) -> Command | None:
    """The reachable hex that brings ``c`` nearest its goal by path (each provoked free attack
    weighs `PROVOKED_COST`), never ending on a bridge, a hex that burns, an exit (but for the
    bearer) or a doomed hex (unless ``c`` stands on one and cannot leave it otherwise); the
    escort stops beside the bearer's way rather than on it."""
    assert c.at is not None
    goals = _goal(s, c)
    if not goals:
        return None
    dist = _path_to(s, c, goals)
    routes = rules.moves_for(s, c)
    bridges = _bridges(s)
    falling = doomed(s)
    exits = set(_exits(s))
    far = 10 * len(dist) + 100
    stop = 0 if carrying or relic_at(s) is not None else 2
    care = BEARER_CARE if carrying else WOUNDED_CARE if c.hp <= WOUNDED else 0.0
    covers = {t.at for t in s.tiles}

    def cost(h: Hex, provoked: int) -> float:
        value = max(stop, dist.get(h, far)) + PROVOKED_COST * provoked + (50.0 if h in falling else 0.0)
        return value + care * base._threat(s, h, covers)

    here = cost(c.at, 0)
    best: tuple[float, int, Hex] | None = None
    for h, r in routes.items():
        if r.damage or h in bridges or (h in exits and not carrying):
            continue
        value = cost(h, r.provoked)
        if best is None or (value, r.mp) < best[:2]:
            best = (value, r.mp, h)
    if best is None or best[0] >= here:
        return None
    return base._command(action, to=rules.hex_key(best[2]))


def _path_to(s: FarCryState, c: CharacterState, goals: list[Hex]) -> dict[Hex, int]:
    """MP from each hex to the nearest goal over the board as it stands (units but ``c`` block)."""
    return path_lengths(rules.ground_now(s), goals, _occupied(s, c) - set(goals))


def _zip_push(s: FarCryState, c: CharacterState, by: dict[str, list[LegalAction]]) -> Command | None:
    """A zip-line ride whose push drops an enemy into the acid (the lookahead gains `PUSH_GAIN` or
    more) and ends no farther from ``c``'s goal, off the doomed hexes."""
    rides = [a for a in by.get("zip_line", []) if a.fixed.get("pushes") and not a.params]
    if not rides or c.at is None:
        return None
    goals = _goal(s, c)
    end = rules.ground_now(s).zip_lines.get(c.at)
    if not goals or end is None or end in doomed(s):
        return None
    dist = _path_to(s, c, goals)
    if dist.get(end, 999) > dist.get(c.at, 999) + 2:
        return None
    best: tuple[float, Command] | None = None
    for a in rides:
        command = base._command(a)
        gain = base.lookahead(s, c.seat, command)
        if gain is not None and gain >= PUSH_GAIN and (best is None or gain > best[0]):
            best = (gain, command)
    return best[1] if best else None


def _scored_attacks(s: FarCryState, by: dict[str, list[LegalAction]]) -> list[tuple[float, LegalAction]]:
    """`bots._attack_score` of each attack but a thrown relic, a shot at the unit on the lying relic or
    beside its bearer raised by `RELIC_GUARD`."""
    relic = relic_of(s)
    lying, carrier = relic_at(s), bearer(s)
    guarded = {lying} if lying is not None else set()
    if carrier is not None and carrier.at is not None:
        guarded |= set(neighbours(carrier.at))
    out = []
    for a in by.get("attack", []):
        if a.fixed["weapon"] == relic and a.fixed["mode"] == "throw":
            continue  # L1941: a thrown relic lies where it falls, maybe in the acid
        score = base._attack_score(s, a)
        if score is None:
            continue
        if a.fixed["targets"] and Hex(*a.fixed["targets"][0]["at"]) in guarded:
            score += RELIC_GUARD
        out.append((score, a))
    return out


def turn(s: FarCryState, c: CharacterState, by: dict[str, list[LegalAction]]) -> Command | None:
    """``c``'s next command in a relic mission (``None``: nothing listed helps)."""
    relic = relic_of(s)
    potion = base._potion(s, c, by)
    if potion is not None:
        return potion
    for a in by.get("pick_up", []):
        if a.fixed["kind"] == "weapon" and a.fixed.get("weapon") == relic:
            return base._command(a)
    carrying = bearer(s) is c
    falling = doomed(s)
    moves = [a for a in by.get("move_to", []) if not a.fixed.get("careful")]
    if c.at in falling:  # leave the platform that goes next before anything else
        for a in moves:
            move = _go(s, c, a, carrying)
            if move is not None:
                return move
    bandage = base._bandage(
        s, by, lambda t: (bearer(s) is not t, t.hp)
    )  # the bearer first: its K.O. loses the relic (L1941)
    if bandage is not None:
        return bandage
    ride = _zip_push(s, c, by)
    if ride is not None:
        return ride
    scored = _scored_attacks(s, by)
    impulse = base._impulse(s, c, by, bool(scored))
    if impulse is not None:
        return impulse
    thrown = base._throw_item(s, c, by, max((x[0] for x in scored), default=0.0))
    if thrown is not None:
        return thrown
    if scored:
        _, best = max(scored, key=lambda x: x[0])
        boost = base._boost_talent(s, c, by, best)
        return boost if boost is not None else base._command(best)
    upkeep = base._upkeep(s, c, by)
    if upkeep is not None:
        return upkeep
    for a in moves:
        move = _go(s, c, a, carrying)
        if move is not None:
            return base._slide_first(c, by) or move
    takedown = base._takedown(s, c, by, early=False)
    if takedown is not None:
        return takedown
    for a in by.get("use_talent", []):
        if a.fixed.get("target") is not None and base._slide_hits(s, a):
            return base._command(a)
    if (
        by.get("reload")
        and not c.attacked
        and any(base._short(w.weapon, w.ammo, w.accessories) for w in c.weapons if w.place == "hand")
    ):
        return base._command(by["reload"][0])
    for a in by.get("end_turn", []):
        return base._command(a)
    return None
