"""The exploration's grid (R-F-61): which cards lie beside an arrow, where new paths open, regrouping.

A card is adjacent to another when it lies beside one of the other's arrows (cards are never
turned). New cards fill only empty cells; an arrow toward an occupied cell adds nothing, except that a
gold arrow turns a face-down card there face up (EX-14). Regrouping (EX-15) walks grid neighbours
through revealed cards that hold an ammo token.
"""

from __future__ import annotations

from collections import deque

from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import Side
from domain.games.farcry.explorations.state import ExplorationState, PlacedCard

STEP: dict[Side, tuple[int, int]] = {"n": (0, 1), "e": (1, 0), "s": (0, -1), "w": (-1, 0)}


def cell(x: int, y: int) -> str:
    return f"{x},{y}"


def coords(key: str) -> tuple[int, int]:
    x, y = key.split(",")
    return int(x), int(y)


def beside(key: str, side: Side) -> str:
    x, y = coords(key)
    dx, dy = STEP[side]
    return cell(x + dx, y + dy)


def on_grid(key: str) -> bool:
    return "," in key


def card_at(x: ExplorationState, key: str) -> PlacedCard | None:
    return next((c for c in x.cards if c.cell == key), None)


def arrows(card: str) -> list[tuple[Side, bool]]:
    """A card's arrows as (side, gold), gold first."""
    entry = CONTENT.exploration[card]
    out: list[tuple[Side, bool]] = [] if entry.gold is None else [(entry.gold, True)]
    return out + [(side, False) for side in entry.white]


def adjacent(x: ExplorationState, key: str) -> list[PlacedCard]:
    """The cards beside the arrows of the card at ``key`` (nothing off the grid)."""
    here = card_at(x, key) if on_grid(key) else None
    if here is None:
        return []
    out = []
    for side, _ in arrows(here.card):
        there = card_at(x, beside(key, side))
        if there is not None:
            out.append(there)
    return out


def holding(x: ExplorationState) -> list[str]:
    """Grid cells holding a living character, in grid order (EX-14)."""
    return sorted({e.at for e in x.explorers if e.hp > 0 and on_grid(e.at)}, key=coords)


def openings(x: ExplorationState) -> tuple[list[tuple[str, bool]], list[str]]:
    """EX-14: the empty cells to fill, (cell, face up), gold arrows first and white arrows shared out
    card by card; and the face-down cards a gold arrow turns up."""
    gold: list[tuple[str, bool]] = []
    white: list[list[str]] = []
    turned: list[str] = []
    for key in holding(x):
        here = card_at(x, key)
        if here is None:
            continue
        mine = []
        for side, is_gold in arrows(here.card):
            target = beside(key, side)
            there = card_at(x, target)
            if there is not None:
                if is_gold and not there.face_up and target not in turned:
                    turned.append(target)
            elif is_gold:
                gold.append((target, True))
            else:
                mine.append(target)
        white.append(mine)
    wanted: list[tuple[str, bool]] = []
    seen: set[str] = set()
    for key, up in gold:
        if key not in seen:
            seen.add(key)
            wanted.append((key, up))
    for rank in range(max((len(w) for w in white), default=0)):
        for mine in white:
            if rank < len(mine) and mine[rank] not in seen:
                seen.add(mine[rank])
                wanted.append((mine[rank], False))
    return wanted, turned


def regroup_costs(x: ExplorationState, start: str, mp: int) -> dict[str, int]:
    """EX-15: cells reachable through revealed spent cards, at 1 MP per card entered, within ``mp``."""
    if not on_grid(start):
        return {}
    costs = {start: 0}
    queue = deque([start])
    while queue:
        key = queue.popleft()
        if costs[key] >= mp:
            continue
        for side in STEP:
            nxt = beside(key, side)
            there = card_at(x, nxt)
            if nxt in costs or there is None or not (there.face_up and there.ammo):
                continue
            costs[nxt] = costs[key] + 1
            queue.append(nxt)
    del costs[start]
    return costs
