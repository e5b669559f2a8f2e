"""From a mission's map and the tiles now on it to what movement and sight need.

The printed terrain never changes, but tiles do (a barrel explodes, a crate breaks, fire spreads), so
the engine rebuilds the `paths.Ground` and the cover set from the map plus the live tiles rather than
storing them. Covers are obstacles (CB-11, L883: "ne peut pas être traversée avec un déplacement
standard"); fire plates and fire tokens are dangers (R-F-14); chasms are pits.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from functools import cache

from domain.games.farcry.content import CONTENT, Content
from domain.games.farcry.content.layout import MissionMap, assemble, to_hex
from domain.games.farcry.tactical.hexes import Hex
from domain.games.farcry.tactical.paths import Ground

COVER_TILES = frozenset(
    {"red_barrel", "crate", "rock", "tree", "coconut_tree", "cage", "stone_pillar", "watchtower", "machine_gun"}
)
"""Tile kinds that are covers and obstacles (TI-1, TI-2, TI-3, TI-4, TI-6, TI-7, TI-8, TI-9)."""
SOLID_TILES = frozenset({"bunker_door"})
"""Tiles that stand like a wall, never shot at (M6's face-down bunker doors, designed)."""
WALL_TILES = frozenset({"vine_wall"})
"""Tile kinds that count as walls until destroyed (TI-17, L2299): never entered nor jumped, block sight."""
OBSTACLE_TILES = frozenset({"rubble"})
BRIDGE_TILES = frozenset({"suspension_bridge"})
"""Tiles laid over an acid hex that make it walkable while they stand (TI-5, L2205-2211)."""
ACID_TILES = frozenset({"acid"})
"""Tiles that turn a hex into acid: a collapsed platform (M4, L1925-1929, TI-16)."""
"""Tile kinds that are obstacles but not covers (R-F-40: rubble is jumpable and gives no cover)."""


def mission_map(mission_id: str, content: Content = CONTENT) -> MissionMap:
    """The assembled boards of a mission (SU-3, L278); the shipped content's maps are built once, since
    every listing, sight check and path asks for the map again (it was most of a listing's time)."""
    if content is CONTENT:
        return _shipped_map(mission_id)
    return assemble(content.missions[mission_id], content.boards)


@cache
def _shipped_map(mission_id: str) -> MissionMap:
    return assemble(CONTENT.missions[mission_id], CONTENT.boards)


def starting_tiles(mission_id: str, content: Content = CONTENT) -> dict[Hex, str]:
    """The briefing's tiles by hex (mission 0: 4 red barrels, 1 crate, L1654-1655)."""
    return {to_hex(t.at): t.tile for t in content.missions[mission_id].tiles}


def covers(board: MissionMap, tiles: Mapping[Hex, str]) -> frozenset[Hex]:
    """Printed covers plus cover tiles still standing."""
    return board.covers() | frozenset(h for h, kind in tiles.items() if kind in COVER_TILES)


def wall_hexes(board: MissionMap, tiles: Mapping[Hex, str]) -> frozenset[Hex]:
    """Printed wall hexes plus wall tiles still standing (sight and movement)."""
    return board.of("wall") | frozenset(h for h, kind in tiles.items() if kind in WALL_TILES or kind in SOLID_TILES)


def acid(board: MissionMap, tiles: Mapping[Hex, str]) -> frozenset[Hex]:
    """TI-16 (L2295-2297): the acid hexes now: printed acid with no bridge standing over it, and the
    platforms collapsed into it (M4)."""
    if not board.of("acid") and not any(kind in ACID_TILES for kind in tiles.values()):
        return frozenset()
    bridged = frozenset(h for h, kind in tiles.items() if kind in BRIDGE_TILES)
    return (board.of("acid") - bridged) | frozenset(h for h, kind in tiles.items() if kind in ACID_TILES)


def ground(board: MissionMap, tiles: Mapping[Hex, str], fire: Collection[Hex] = ()) -> Ground:
    """The movement ground now: covers and rubble block standard moves, fire burns, chasms swallow,
    walls (printed or vine) stop."""
    return Ground(
        hexes=frozenset(board.terrain),
        obstacles=covers(board, tiles) | frozenset(h for h, kind in tiles.items() if kind in OBSTACLE_TILES),
        pits=board.of("chasm") | acid(board, tiles),
        fire=board.of("fire_plate") | frozenset(fire),
        walls=wall_hexes(board, tiles),
        wall_edges=board.wall_edges,
        zip_lines=dict(board.zip_lines),
        palisades=board.palisades,
    )
