"""What both sides' bots share: commands built from a listing, the way out of every prompt, distances on
the map, and the puzzle solver (each puzzle action tried on a copy through the real ``decide``).

Nothing here reads a secret: the puzzles' pieces are on the table (H-39), and distances are the map's.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Iterable

from domain.bots import fill
from domain.contract import Command, LegalAction, RuleViolation
from domain.games.mansions import combat_events as ce
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.content.puzzles import EAST, STEPS, WEST, dial_moves, openings
from domain.games.mansions.engine import MansionsEngine
from domain.games.mansions.state import MansionsState, PuzzleProgress
from domain.rng import Rng

ENGINE = MansionsEngine()
GEO = CONTENT.geometry
KEEPER = 0
FAR = 10_000

PASSES = ("end_turn", "end_trade", "end_keeper_turn", "pass_mythos", "pass_trauma", "stop_puzzle", "spare")
"""What ends a step when nothing better is listed (the bot's way out of every prompt)."""


def command(action: LegalAction, rng: Rng, **values: object) -> Command:
    """``action`` as a command: its listed choices filled at random, then ``values`` (the bot's picks)."""
    body = fill(action, rng)
    body.update(values)
    out: Command = ENGINE.parse_command(body)
    return out


def first(actions: list[LegalAction], *names: str) -> LegalAction | None:
    return next((a for a in actions if a.action in names), None)


def fallback(actions: list[LegalAction], rng: Rng) -> Command:
    """End the step if the listing offers a way out, else the first listed action (a forced prompt)."""
    for name in PASSES:
        a = first(actions, name)
        if a is not None:
            return command(a, rng)
    return command(actions[0], rng)


def distances(targets: Iterable[str], mover: sc.MonsterClass | None = None) -> dict[str, int]:
    """Movements from every space to the nearest of ``targets`` (breadth first over the map's ways for
    ``mover``: None an investigator; locks are left to the listing, which refuses what is blocked)."""
    dist = {t: 0 for t in targets if t in GEO.spaces}
    queue = deque(dist)
    while queue:
        here = queue.popleft()
        for there in GEO.neighbours(here, mover=mover):
            if there not in dist:
                dist[there] = dist[here] + 1
                queue.append(there)
    return dist


def room_spaces(rooms: Iterable[str]) -> list[str]:
    wanted = set(rooms)
    return [sp for sp in GEO.spaces if GEO.room_of(sp) in wanted]


PUZZLE_ACTIONS = ("turn_dial", "swap_runes", "turn_piece")


def puzzle_step(s: MansionsState, seat: int, actions: list[LegalAction], rng: Rng) -> Command | None:
    """During an attempt, the puzzle action whose result is closest to solved (each tried on a copy
    through the real ``decide``), a skill point for more actions when the last is due."""
    a = first(actions, "puzzle_skill")
    if a is not None and s.attempt is not None and s.attempt.actions <= 1:
        return command(a, rng)
    moves = [m for m in actions if m.action in PUZZLE_ACTIONS]
    if not moves or s.attempt is None:
        return None
    scored: list[tuple[float, int, Command]] = []
    for n, m in enumerate(moves):
        for choice in m.params[0].choices if m.params else [None]:
            tried = command(m, rng, index=choice.value) if choice is not None else command(m, rng)
            scored.append((_after(s, seat, tried, rng), n, tried))
    low = min(x[0] for x in scored)
    return rng.choice([x for x in scored if x[0] == low])[2]


def _after(s: MansionsState, seat: int, tried: Command, rng: Rng) -> float:
    """How far the attempt's puzzle is from solved after ``command`` (0: solved)."""
    assert s.attempt is not None
    name = s.attempt.puzzle
    out = ENGINE.decide(s, seat, tried, 0.0, rng)
    if isinstance(out, RuleViolation):
        return FAR
    after = ENGINE.clone(s)
    for e in out:
        after = ENGINE.evolve(after, e)
    if any(isinstance(e, ce.PuzzleEnded) and e.solved for e in out):
        return 0
    return puzzle_distance(CONTENT.puzzles[name], after.puzzles[name])


def puzzle_distance(p: sc.Puzzle, progress: PuzzleProgress) -> float:
    """An estimate of the actions left: exact for a dial lock (breadth first over its few positions);
    for runes, quarter turns left plus half the stones' grid distance to their places; for wiring, the
    fewest quarter turns along one path from the inlet to the outlet."""
    if isinstance(p, sc.LockPuzzle):
        return _dial_distance(p, tuple(progress.positions))
    if isinstance(p, sc.RunePuzzle):
        turns = sum((4 - r) % 4 for r in progress.positions)
        far = 0
        for i, piece in enumerate(progress.pieces):
            homes = [j for j, want in enumerate(p.solution) if want == piece]
            far += min((abs(i // p.size - j // p.size) + abs(i % p.size - j % p.size) for j in homes), default=0)
        return turns + far / 2
    return _wiring_distance(p, progress.positions)


def _wiring_distance(p: sc.WiringPuzzle, rotations: list[int]) -> float:
    """Cheapest path (Dijkstra over a cell and the side a wire enters it by) from the west edge at the
    inlet to the east edge at the outlet, each cell costing the quarter turns that join its two sides."""
    w, h = p.width, p.height
    best: dict[tuple[int, int, int], int] = {(0, p.inlet, WEST): 0}
    heap = [(0, 0, p.inlet, WEST)]
    while heap:
        cost, x, y, side = heapq.heappop(heap)
        if cost > best.get((x, y, side), FAR):
            continue
        i = y * w + x
        for out in range(4):
            turns = [(r - rotations[i]) % 4 for r in range(4) if {side, out} <= openings(p.pieces[i], r)]
            if out == side or not turns:
                continue
            total = cost + min(turns)
            if out == EAST and (x, y) == (w - 1, p.outlet):
                return total
            dx, dy = STEPS[out]
            nx, ny = x + dx, y + dy
            key = (nx, ny, (out + 2) % 4)
            if 0 <= nx < w and 0 <= ny < h and total < best.get(key, FAR):
                best[key] = total
                heapq.heappush(heap, (total, nx, ny, key[2]))
    return FAR


def _dial_distance(p: sc.LockPuzzle, here: tuple[int, ...]) -> float:
    moves = dial_moves(p, here)
    return FAR if moves is None else moves
