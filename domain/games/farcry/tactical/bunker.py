"""Mission 6's special rules, "Sale besogne" (L2011-2075): the two zones, the bunker's doors, the
bunker-door tiles, the Rakyats to get out and the dead enemies back on the queue.

All of it reads the mission's data (``passages``, ``door_units``, ``recycle``, the ``bunker_door``,
``bunker_passage`` and ``exit`` tiles), so another mission may reuse it. What the text leaves out is
designed (domain/games/farcry/README.md, mission 6; R-F-57):

* The zones (L2073): the bunker is every hex the passages' inside hexes reach without crossing a wall
  (its walls are printed on board M6B); the rest is the outside. Walls are never crossed nor seen
  through, so nothing but a passage links the zones.
* A passage is a door in the bunker's wall with one hex on each side (R-F-57: "paired door hexes").
  A character or a controlled ally standing on one of them changes zone to the other for 2 MP (a
  movement action, refused under Blocage), when that hex is free: `cross` (the "interact" command on
  the passage's tile) and `ally_crossings` (an "ally_move" to the other side).
* Enemies never change zone: no enemy uses a passage, an enemy's target is chosen in its own zone
  (`same_zone`) and an enemy with no target in its zone skips its whole activation (`idle`, R-F-57).
* Bunker-door tiles (L2067-2069): dealt face down at random over their spots (``door_units``: two
  guard dogs, one Rakyat, one empty tile, R-F-57); what each hides is secret until turned (undo never
  crosses a `DoorTurned`, it ``reveals``). A character beside one spends 1 MP to turn it: the tile
  goes and its unit (from the reserve) takes its hex (`turn_door`). Until then the tile is a wall.
* The Rakyats (L2071, AL-6, R-F-59) are controlled allies (`tactical.allies`); the caged one waits in
  the bunker's cage, opened by hand or by a hit (TI-8, R-F-43). Each one that reaches the exit leaves
  the mission ("units_out", the primary objective, L2041); a dead Rakyat can no longer be got out:
  the mission fails at once (`ally_lost`, designed).
* Every time an enemy dies its figure goes on the queue's lowest free number (L2075,
  `evolve_bunker.recycled`),
  and the round board's queue spawn roll brings the first one back (M3's rule, L1840-1844).
"""

from __future__ import annotations

from domain.contract import RuleViolation
from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.context import Flow
from domain.games.farcry.state import CharacterState, FarCryState, UnitState
from domain.games.farcry.tactical.hexes import Hex
from domain.games.farcry.tactical.placement import place_at
from domain.games.farcry.tactical.zones import Zone, zone_of, zoned

CROSS_MP = 2
"""L2073: changing zone costs 2 MP."""
DOOR_MP = 1
"""L2067: turning a bunker-door tile costs 1 MP."""
EMPTY = "empty"
"""R-F-57: the fourth bunker-door tile shows nothing."""
RESCUED = "rakyat_ally"
"""M6's Rakyat warriors (L2063, L2071): controlled allies whose death fails the mission (designed)."""


def other_side(s: FarCryState, at: Hex | None, door: Hex | None = None) -> Hex | None:
    """The paired hex across the passage whose side ``at`` is (through ``door`` if given), when free."""
    if at is None:
        return None
    for p in CONTENT.missions[s.mission].passages:
        if door is not None and to_hex(p.door) != door:
            continue
        sides = (to_hex(p.outside), to_hex(p.inside))
        if at in sides:
            to = sides[1] if at == sides[0] else sides[0]
            taken = rules.occupied(s)
            return to if to not in taken and rules.ground_now(s).walkable(to) else None
    return None


def idle(s: FarCryState, u: UnitState) -> bool:
    """R-F-57: an enemy with no target in its zone (a character in play, an ally free on the board)
    skips its whole activation."""
    if not zoned(s) or u.at is None or CONTENT.units[u.unit].side != "enemy":
        return False
    here = zone_of(s, u.at)
    people = [c.at for c in s.characters if c.at is not None and rules.in_play(c)]
    people += [x.at for x in s.units if x.at is not None and CONTENT.units[x.unit].side != "enemy" and not x.caged]
    return not any(zone_of(s, at) == here for at in people)


def cross(f: Flow, me: CharacterState, door: Hex) -> None:
    """L2073, R-F-57: a character on one side of the passage goes to the other side for 2 MP."""
    if not rules.can_move(me):
        raise RuleViolation("blocked", f"{me.character} is blocked this turn / est bloqué ce tour.", rule="ST-4")
    to = other_side(f.s, me.at, door)
    if to is None:
        raise RuleViolation(
            "no_passage",
            "Passez depuis la case d'une porte vers l'autre, libre / stand at a door, the far side free.",
            rule="R-F-57",
        )
    f.emit(ev.ObjectUsed(character=me.character, at=door, kind="bunker_passage", mp=CROSS_MP))
    f.emit(ev.ZoneChanged(who=me.character, at=to, zone=zone_of(f.s, to)))


def ally_crossing(s: FarCryState, u: UnitState) -> Hex | None:
    """Where a controlled ally may go through a passage now (2 MP), if anywhere."""
    if not zoned(s) or u.blocage or CONTENT.units[u.unit].mp - u.mp_spent < CROSS_MP:
        return None
    return other_side(s, u.at)


def ally_cross(f: Flow, seat: int, u: UnitState, to: Hex) -> None:
    """An `AllyMove` onto the far side of a passage: the ally changes zone for 2 MP (L2073)."""
    f.emit(ev.AllyCommanded(ally=u.uid, seat=seat, mp=CROSS_MP))
    f.emit(ev.ZoneChanged(who=u.uid, at=to, zone=zone_of(f.s, to)))


def turn_door(f: Flow, me: CharacterState, at: Hex) -> None:
    """L2067-2069: 1 MP, the tile turned face up and removed, its unit on its hex (R-F-57: maybe none)."""
    door = next(d for d in f.s.doors if d.at == at)
    unit = None if door.kind == EMPTY else door.kind
    f.emit(ev.ObjectUsed(character=me.character, at=at, kind="bunker_door", mp=DOOR_MP))
    f.emit(ev.DoorTurned(character=me.character, at=at, unit=unit))
    if unit is not None:
        place_at(f, unit, at)


def ally_lost(s: FarCryState) -> bool:
    """Designed: a Rakyat of mission 6 died, so both can no longer be got out (L2041)."""
    return zoned(s) and any(k.uid.rsplit("-", 1)[0] == RESCUED for k in s.kills)


def units_out(s: FarCryState, unit: str, count: int) -> bool:
    """L2041 "Sortez les 2 Rakyats de la mission": ``count`` units of that board left by an exit."""
    return s.out.count(unit) >= count


def kills_in_both_zones(s: FarCryState) -> bool:
    """L2045 "Tuez dans les deux zones durant le même tour": in one round, the team (characters and
    controlled allies, designed) killed an enemy outside and one in the bunker."""
    team = {c.character for c in s.characters}
    zones: dict[int, set[Zone]] = {}
    for k in s.kills:
        by = k.by or ""
        ours = by in team or (
            by.rsplit("-", 1)[0] in CONTENT.units and CONTENT.units[by.rsplit("-", 1)[0]].side != "enemy"
        )
        if ours and k.at is not None and CONTENT.units[k.uid.rsplit("-", 1)[0]].side == "enemy":
            zones.setdefault(k.round, set()).add(zone_of(s, k.at))
    return any(len(z) == 2 for z in zones.values())
