"""Placing a unit on the board (AN-7, EN-4, EN-5, TI-15): shared by the round events, the anecdotes
and the tiles that bring units (a Komodo nest hatching, TI-13)."""

from __future__ import annotations

from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.content import CONTENT
from domain.games.farcry.context import Flow
from domain.games.farcry.state import COLOUR_ORDER
from domain.games.farcry.tactical.hexes import Hex, spiral
from domain.games.farcry.tactical.zones import same_zone


def enemy_hp(mission: str, characters: int, unit: str) -> int:
    """A unit's HP as it enters ``mission`` at a table of ``characters``: its board's, shifted for the
    table size for enemies (R-F-81, `Mission.enemy_hp`, designed)."""
    board = CONTENT.units[unit]
    if board.side != "enemy":
        return board.hp
    m = CONTENT.missions[mission]
    shield = m.shield.get(max(2, characters), 0) if board.boss else 0  # M5 (L1989), R-F-56: solo counts 2
    return max(1, board.hp + m.hp_shift(characters, unit)) + shield


def place_at(f: Flow, unit: str, start: Hex) -> None:
    """AN-7, EN-4 (L1050), TI-15: the unit waiting in the reserve if there is one (L497: the
    Berserker arrives), else a new one on a free base colour; on ``start`` or the nearest free hex a
    unit may stand on; into the chain before every lower rank (AN-8: the leopard, rank 9, goes first).
    EN-5 (L1054), R-F-36: never more than 4 of a type at the same time; a fifth is not placed."""
    s = f.s
    waiting = next((u for u in s.reserve if u.unit == unit), None)
    used = {u.colour for u in [*s.units, *s.reserve] if u.unit == unit}  # a killed unit's base is free (L1054)
    colour = waiting.colour if waiting else next((c for c in COLOUR_ORDER if c not in used), None)
    if colour is None:
        return
    ground = rules.ground_now(s)
    taken = rules.occupied(s)
    spots = (h for h in spiral(start, 20) if ground.walkable(h) and h not in taken)
    at = next((h for h in spots if same_zone(s, h, start)), None)  # M6: never across a zone (R-F-57)
    if at is None:
        return
    uid = f"{unit}-{colour}"
    rank = CONTENT.units[unit].rank
    chain = list(s.chain)
    position = next(
        (i for i, other in enumerate(chain) if CONTENT.units[other.rsplit("-", 1)[0]].rank < rank), len(chain)
    )
    if CONTENT.units[unit].side != "controlled_ally":  # AL-2: a controlled ally acts with the players
        chain.insert(position, uid)
    hp = enemy_hp(s.mission, len(s.characters), unit)
    f.emit(ev.UnitPlaced(uid=uid, unit=unit, colour=colour, at=at, hp=hp, chain=chain))
