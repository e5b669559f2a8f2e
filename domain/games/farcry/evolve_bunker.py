"""Folds of mission 6's events (`tactical.bunker`, `tactical.machine_gun`): the bunker-door tiles,
the zone changes, the machine-gun seat and the enemy queue the dead go back on."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Event
from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.state import Carried, FarCryState
from domain.games.farcry.tactical.hexes import Hex

SEAT_WEAPON = "mounted_machine_gun"
"""TI-2 (L2185): the Machine-gun card a seated character equips."""
GUN = "machine_gun"
GUN_HP = next(t.hp or 0 for t in CONTENT.box.tiles if t.id == GUN)
"""TI-2 (L2185): the machine gun's 6 HP; at 6 damage tokens or more it is unusable (L2191)."""


def gun_seat(s: FarCryState, at: Hex | None) -> bool:
    """Whether ``at`` holds a machine gun that can still be used: fewer than 6 damage tokens on it
    (L2185). A broken gun's tile stays as a plain cover (L2191)."""
    return at is not None and any(t.kind == GUN and t.at == at and t.damage < GUN_HP for t in s.tiles)


def door_turned(s: FarCryState, e: ev.DoorTurned) -> None:
    s.tiles = [t for t in s.tiles if not (t.at == e.at and t.kind == "bunker_door")]
    s.doors = [d for d in s.doors if d.at != e.at]


def zone_changed(s: FarCryState, e: ev.ZoneChanged) -> None:
    c = next((c for c in s.characters if c.character == e.who), None)
    if c is not None:
        c.at = e.at
        return
    u = next(u for u in s.units if u.uid == e.who)
    u.at = e.at


def seat_taken(s: FarCryState, e: ev.SeatTaken) -> None:
    c = next(c for c in s.characters if c.character == e.character)
    c.at = e.at
    c.weapons.append(Carried(weapon=SEAT_WEAPON, ammo=None, place="hand"))


def seat_left(s: FarCryState, e: ev.SeatLeft) -> None:
    c = next(c for c in s.characters if c.character == e.character)
    c.weapons = [w for w in c.weapons if w.weapon != SEAT_WEAPON]


def queue_joined(s: FarCryState, e: ev.QueueJoined) -> None:
    s.queue.append(e.unit)


def recycled(s: FarCryState, event: Event) -> list[Event]:
    """L2075, R-F-57: a dead enemy's figure on the queue's lowest free number (folded at once, so a
    kill anywhere sends it back; `context.Flow.emit`)."""
    if not isinstance(event, ev.UnitRemoved) or event.why not in ("killed", "fled"):
        return []
    unit = event.who.rsplit("-", 1)[0]
    if not CONTENT.missions[s.mission].recycle or CONTENT.units[unit].side != "enemy":
        return []
    return [ev.QueueJoined(unit=unit, number=len(s.queue) + 1)]


FOLDS: dict[type[Event], Callable[[FarCryState, Any], None]] = {
    ev.DoorTurned: door_turned,
    ev.ZoneChanged: zone_changed,
    ev.SeatTaken: seat_taken,
    ev.SeatLeft: seat_left,
    ev.QueueJoined: queue_joined,
}
