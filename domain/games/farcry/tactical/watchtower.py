"""The watchtower (TI-9, EN-27, R-F-38; L1488-1502, L2237-2255): a special object and cover that a
character climbs into and down from, and what being up there changes.

Climbing in: the tower free, from an adjacent hex, 2 MP, onto its central hex (the tile's hex);
climbing down: 2 MP to a free adjacent hex, or its zip line if one starts there (1 MP). Both are
movement actions (zones of control left provoke as usual). From the tower a shot ignores every cover;
the occupant is always behind cover against ranged shots (it rolls the cover die), cannot be attacked
in melee, is never a Propagation or Dispersion spill, and takes no damage from explosions or fire at
the tower's foot (a Molotov thrown in burns the central hex only). An enemy up there has no zone of
control. Ranged enemies target a player in a tower unless already beside another player or a wild
animal; melee-only enemies ignore them (EN-27).
"""

from __future__ import annotations

from domain.contract import RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry.content import CONTENT
from domain.games.farcry.state import CharacterState, FarCryState, UnitState
from domain.games.farcry.tactical.hexes import Hex, adjacent

TOWER = "watchtower"
CLIMB_MP = 2
"""L2243, L2255: "Dépensez ensuite 2 PM", "en dépensant 2 PM"."""


def towers(s: FarCryState) -> set[Hex]:
    return {t.at for t in s.tiles if t.kind == TOWER}


def up(s: FarCryState, at: Hex | None) -> bool:
    """Whether ``at`` is a tower's central hex (someone there is up in it)."""
    return at is not None and at in towers(s)


def occupant_up(s: FarCryState, tower: Hex) -> str | None:
    for c in s.characters:
        if c.at == tower and not c.exited:
            return c.character
    return next((u.uid for u in s.units if u.at == tower), None)


def climb_check(s: FarCryState, c: CharacterState, tower: Hex) -> None:
    """L2243: free, from an adjacent hex, 2 MP."""
    if c.at is None or not adjacent(c.at, tower):
        raise RuleViolation("not_adjacent", "La tour n'est pas adjacente / the tower is not adjacent.", rule="TI-9")
    if occupant_up(s, tower) is not None:
        raise RuleViolation("tower_taken", "La tour est occupée / someone is in the tower.", rule="R-F-38")
    if c.mp < CLIMB_MP:
        raise RuleViolation("not_enough_mp", f"{CLIMB_MP} MP needed / PM nécessaires.", rule="TI-9")


def down_options(s: FarCryState, c: CharacterState) -> list[Hex]:
    """Free adjacent hexes a standard move may enter, when ``c`` is up a tower with 2 MP (L2255)."""
    from domain.games.farcry.rules import ground_now, occupied

    if not up(s, c.at) or c.at is None or c.mp < CLIMB_MP:
        return []
    ground = ground_now(s)
    taken = occupied(s, but=c.character)
    return sorted(
        h
        for h in ground.hexes
        if adjacent(h, c.at) and ground.walkable(h) and h not in taken and ground.crossable(c.at, h)
    )


def down_check(s: FarCryState, c: CharacterState, command: cmd.ClimbDown) -> Hex:
    to = Hex(*command.to)
    if not up(s, c.at):
        raise RuleViolation("not_in_tower", "Pas dans une tour de guet / not in a watchtower.", rule="TI-9")
    if to not in down_options(s, c):
        raise RuleViolation("illegal_move", "Une case adjacente libre, 2 PM / a free adjacent hex, 2 MP.", rule="TI-9")
    return to


def ranged(u: UnitState) -> bool:
    return any(CONTENT.weapons[w].reach == "ranged" for w in CONTENT.units[u.unit].weapons)


def lookouts(s: FarCryState) -> list[CharacterState]:
    """Players up a tower, not K.O. (EN-27's targets)."""
    return [c for c in s.characters if up(s, c.at) and not c.ko and not c.exited]


def drawn_to_tower(s: FarCryState, u: UnitState) -> bool:
    """EN-27 (L2251-2253): a ranged enemy targets a player in a tower, unless it is already beside
    another player or a wild animal."""
    if u.at is None or CONTENT.units[u.unit].side != "enemy" or not ranged(u) or not lookouts(s):
        return False
    beside_player = any(c.at is not None and adjacent(c.at, u.at) and not c.ko for c in s.characters)
    beside_animal = any(
        x.at is not None and adjacent(x.at, u.at) and CONTENT.units[x.unit].kind == "wild_animal" for x in s.units
    )
    return not beside_player and not beside_animal
