"""Rule predicates shared by ``decide`` and ``legal_actions`` (one definition each, so the listing agrees
with what is accepted), and the refusals with their stable codes and rule ids."""

from __future__ import annotations

from typing import NoReturn

from domain.contract import RuleViolation
from domain.games.mansions.content import CONTENT
from domain.games.mansions.state import Figure, MansionsState, MonsterFigure
from domain.games.mansions.texts import TEXTS

GEO = CONTENT.geometry
START = next(s.id for s in CONTENT.board.spaces if "start" in s.features)
FIRE_DAMAGE = 2
"""Damage a figure takes for ending its turn in a burning room (H-46, R-H-3)."""
DOORS = {frozenset((d.a, d.b)): d.id for d in CONTENT.board.doors}
DOOR_SPACES = {d.id: (d.a, d.b) for d in CONTENT.board.doors}
ROOM_NAMES = {r.id: r.name for r in CONTENT.board.rooms}
"""Each room's name in both languages, by id."""
BARRIERS = frozenset(CONTENT.locks) | frozenset(CONTENT.obstacles)


def refuse(code: str, rule: str, status: int = 422, **fields: object) -> NoReturn:
    """Raise the refusal ``code`` with its English message (``problem.<code>`` in the catalogue)."""
    raise RuleViolation(code, TEXTS.text(f"problem.{code}", "en", **fields), rule=rule, status=status)


def room(space: str) -> str:
    return GEO.room_of(space)


def living(s: MansionsState) -> list[Figure]:
    return [f for f in s.figures.values() if f.alive and f.space is not None]


def monsters_in_space(s: MansionsState, space: str) -> list[MonsterFigure]:
    return [m for m in s.monsters if m.space == space]


def monsters_in_room(s: MansionsState, name: str) -> list[MonsterFigure]:
    return [m for m in s.monsters if room(m.space) == name]


def has_lantern(f: Figure) -> bool:
    return any(CONTENT.items[i].kind == "lantern" for i in f.items)


def in_darkness(s: MansionsState, f: Figure) -> bool:
    """The figure's room holds darkness and it carries no lantern (H-48, H-49)."""
    return f.space is not None and s.tokens.get(room(f.space), {}).get("darkness", 0) > 0 and not has_lantern(f)


def movements(s: MansionsState, f: Figure) -> int:
    """Movements this turn: 2, 1 when stunned (H-44), plus this turn's ``movements`` modifiers."""
    base = 1 if f.stun > 0 else 2
    return max(0, base + sum(m.amount for m in f.modifiers if m.stat == "movements"))


def moves_left(s: MansionsState, f: Figure) -> int:
    return max(0, movements(s, f) - s.moves_used)


def door(a: str, b: str) -> str | None:
    return DOORS.get(frozenset((a, b)))


def barricaded(s: MansionsState, door_id: str) -> bool:
    return door_id in s.barricades.values()


def barrier(s: MansionsState, room_id: str) -> str | None:
    """The lock or obstacle card on top of ``room_id``'s stack, if any."""
    stack = s.stacks.get(room_id, [])
    return stack[0] if stack and stack[0] in BARRIERS else None


def entry_refusal(s: MansionsState, f: Figure, to: str) -> tuple[str, str] | None:
    """Why ``f`` may not spend a movement towards ``to`` (code, rule), or None (H-7, H-54, R-H-14)."""
    here = f.space
    if here is None or to not in GEO.spaces or to not in GEO.neighbours(here):
        return ("not_adjacent", "H-7")
    d = door(here, to)
    if d is not None and barricaded(s, d):
        return ("barricaded", "R-H-14")
    target = room(to)
    card = barrier(s, target)
    if target != room(here) and card is not None and target in s.known_barriers and card in CONTENT.locks:
        lock = CONTENT.locks[card]
        if lock.opens == "puzzle":
            return ("puzzle_required", "H-38")
        if lock.key not in f.items:
            return ("locked", "H-38")
    return None


def replaceable(s: MansionsState, seat: int) -> bool:
    """A dead investigator's seat may take a new one: objective unrevealed, one unused left (H-62)."""
    f = s.figures.get(seat)
    return f is not None and not f.alive and not s.revealed and len(s.used) < len(CONTENT.investigators)


def waiting_turn(s: MansionsState) -> list[int]:
    """Investigator seats that still play this round (a living investigator, or a replacement to take)."""
    return [
        seat
        for seat in range(1, s.seats)
        if seat not in s.played and seat in s.figures and (s.figures[seat].alive or replaceable(s, seat))
    ]


def trade_partners(s: MansionsState, f: Figure) -> list[Figure]:
    """Living investigators in ``f``'s space (L46: trade only within one space)."""
    return [g for g in living(s) if g.seat != f.seat and g.space == f.space]


def tradable(f: Figure) -> list[str]:
    """Items and exploration cards (clues); never spells (R-H-26)."""
    return [*f.items, *f.clues]


def evade_monsters(s: MansionsState, f: Figure) -> list[MonsterFigure]:
    """Non-stunned monsters in the space: one evade test each (H-9, H-14, R-H-1)."""
    return [m for m in monsters_in_space(s, f.space or "") if m.stun == 0]


def prompt_id(s: MansionsState) -> str:
    p = s.pending
    return "" if p is None else f"r{s.round}.evade.{p.seat}.{p.monsters[0]}"


def drag_spaces(s: MansionsState, seat: int) -> list[str]:
    """Where the keeper may put a dragged investigator: a neighbouring space an investigator could walk
    to (no vent, no barricaded door), never into a room still behind a lock or an obstacle (designed)."""
    here = s.figures[seat].space
    if here is None:
        return []
    out: list[str] = []
    for to in sorted(GEO.neighbours(here)):
        way = door(here, to)
        if way is not None and barricaded(s, way):
            continue
        if room(to) != room(here) and barrier(s, room(to)) is not None:
            continue
        out.append(to)
    return out


def next_clue_room(s: MansionsState, clue: int) -> str | None:
    """The room clue ``clue``'s text names (``{room}``, content README): clue ``clue + 1``'s in the
    keeper's story; None for the last clue, or before the story is chosen. Its text is public once the
    clue is found (views.clue_view), so the resampler keeps that room (hidden.agrees)."""
    if s.answers is None or clue >= CONTENT.scenario.clues:
        return None
    return CONTENT.story(s.answers).clue_rooms.get(clue + 1)
