"""Mission 6's two zones (L2073, R-F-57): the bunker is every hex its passages' inside hexes reach
without crossing a wall, the rest is the outside. Geometry only, so placement (never across a zone) and
the bunker's rules (`bunker`) both read it without importing each other."""

from __future__ import annotations

from functools import cache
from typing import Literal

from domain.games.farcry import rules
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.hexes import Hex, neighbours

Zone = Literal["outside", "bunker"]


@cache
def bunker_hexes(mission: str) -> frozenset[Hex]:
    """The bunker zone: the hexes the passages' inside hexes reach without crossing a wall."""
    m = CONTENT.missions[mission]
    if not m.passages:
        return frozenset()
    board = rules.board_of(mission)
    walls = board.of("wall")
    seen: set[Hex] = set()
    todo = [to_hex(p.inside) for p in m.passages]
    while todo:
        h = todo.pop()
        if h in seen or h in walls or h not in board.terrain:
            continue
        seen.add(h)
        todo.extend(n for n in neighbours(h) if n not in seen)
    return frozenset(seen)


def zoned(s: FarCryState) -> bool:
    """The mission has two zones (M6)."""
    return bool(CONTENT.missions[s.mission].passages)


def zone_of(s: FarCryState, at: Hex) -> Zone:
    return "bunker" if at in bunker_hexes(s.mission) else "outside"


def same_zone(s: FarCryState, a: Hex | None, b: Hex | None) -> bool:
    """R-F-57: enemies never look beyond their zone; always true without zones."""
    if not zoned(s) or a is None or b is None:
        return True
    return zone_of(s, a) == zone_of(s, b)
