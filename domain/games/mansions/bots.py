"""The heuristic player for Mansions of Madness (simulations and stand-ins), both sides.

It only sends commands built from the seat's legal actions, so every one is accepted, and reads only
what the seat may know: public board state (figures, monsters, stack sizes, the objective once
revealed). Stand-ins call it on ``resample_hidden(state, seat, rng)``, never on the real state.

Investigators claim turns, attack monsters they can reach, heal themselves when hurt, explore, try
puzzles that lock a room, and otherwise walk towards the nearest room with cards left on its stack,
or towards the objective once revealed; then they end the turn. The keeper attacks at step 5, spends
threat on its action cards, moves monsters closer to the nearest investigator, plays trauma and
mythos when offered, and passes otherwise.

No loop stalls a match: every preferred action spends something bounded (a movement, the turn's
action, threat, a monster's speed, a puzzle's actions, a once-per-game ability), and when none helps
the bot ends its turn or passes.
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
LOW = 2
"""Health or sanity at or below which an investigator heals itself when it can."""

PASSES = ("end_turn", "end_trade", "end_keeper_turn", "pass_mythos", "pass_trauma", "stop_puzzle", "spare")
"""What ends a step when nothing better is listed (the bot's way out of every prompt)."""


def _command(action: LegalAction, rng: Rng, **values: object) -> Command:
    body = fill(action, rng)
    body.update(values)
    command: Command = ENGINE.parse_command(body)
    return command


def _first(actions: list[LegalAction], *names: str) -> LegalAction | None:
    return next((a for a in actions if a.action in names), None)


def distances(targets: Iterable[str]) -> dict[str, int]:
    """Movements from every space to the nearest of ``targets`` (breadth first, walls ignored: the
    listing already refuses what is blocked)."""
    dist = {t: 0 for t in targets if t in GEO.spaces}
    queue = deque(dist)
    while queue:
        here = queue.popleft()
        for there in GEO.neighbours(here):
            if there not in dist:
                dist[there] = dist[here] + 1
                queue.append(there)
    return dist


def _room_spaces(rooms: Iterable[str]) -> list[str]:
    wanted = set(rooms)
    return [sp for sp in GEO.spaces if GEO.room_of(sp) in wanted]


def goals(s: MansionsState, seat: int) -> list[str]:
    """Spaces worth walking to: the revealed objective's room or monster, else rooms with cards left."""
    if s.revealed and s.objective is not None:
        spaces: list[str] = []
        for c in CONTENT.objectives[s.objective].investigators:
            if isinstance(c, sc.Kill):
                spaces += [m.space for m in s.monsters if m.kind == c.monster]
            elif isinstance(c, sc.Deliver | sc.Escape | sc.Tokens):
                spaces += _room_spaces([c.room])
        if spaces:
            return spaces
    here = s.figures[seat].space
    rooms = [r for r, stack in s.stacks.items() if stack and (here is None or r != GEO.room_of(here))]
    open_rooms = [r for r in rooms if r not in s.known_barriers]
    return _room_spaces(open_rooms) or _room_spaces(rooms) or [m.space for m in s.monsters]


def danger(s: MansionsState, space: str) -> int:
    """Monsters in or next to ``space``: what a hurt investigator walks away from."""
    near = {space, *GEO.neighbours(space)}
    return sum(m.space in near for m in s.monsters)


def hurt(s: MansionsState, seat: int) -> bool:
    """At half health or less: flee and heal before fighting (not while the objective is a kill)."""
    f = s.figures[seat]
    return 2 * f.health <= f.max_health and not _quarry(s)


def _quarry(s: MansionsState) -> set[str]:
    """The monster kinds the revealed objective wants killed."""
    if not s.revealed or s.objective is None:
        return set()
    return {c.monster for c in CONTENT.objectives[s.objective].investigators if isinstance(c, sc.Kill)}


def _attack(s: MansionsState, actions: list[LegalAction], rng: Rng) -> Command | None:
    """An attack with a weapon before bare hands, at the objective's monster first, else the most
    wounded one (closest to dying)."""
    attacks = sorted((a for a in actions if a.action == "attack"), key=lambda a: a.fixed.get("weapon") is None)
    if not attacks:
        return None
    quarry = _quarry(s)
    by_uid = {m.uid: m for m in s.monsters}

    def rank(value: object) -> tuple[bool, int]:
        m = by_uid.get(value) if isinstance(value, int) else None
        return (m is None or m.kind not in quarry, -(m.wounds if m is not None else 0))

    target = min((c.value for c in attacks[0].params[0].choices), key=rank)
    return _command(attacks[0], rng, monster=target)


def _best_move(s: MansionsState, seat: int, move: LegalAction) -> object | None:
    """The listed space that brings the investigator closest to a goal (a hurt one first away from
    monsters), if it is better than staying."""
    here = s.figures[seat].space
    if here is None:
        return None
    dist = distances(goals(s, seat))
    flee = hurt(s, seat)

    def rank(space: str) -> tuple[int, int, int]:
        return (danger(s, space) if flee else 0, dist.get(space, FAR), danger(s, space))

    best = min((str(c.value) for c in move.params[0].choices), key=rank, default=None)
    return best if best is not None and rank(best) < rank(here) else None


def _investigator(s: MansionsState, seat: int, actions: list[LegalAction], rng: Rng) -> Command:
    f = s.figures[seat]
    a = _first(actions, "claim_turn")
    if a is not None:
        return _command(a, rng)
    if hurt(s, seat):
        for a in actions:
            if a.action in ("use_item", "use_ability") and _targets_self(a, seat):
                return _command(a, rng, target=seat)
    if not (hurt(s, seat) and f.health <= LOW):
        attack = _attack(s, actions, rng)
        if attack is not None:
            return attack
    solve = _puzzle_step(s, seat, actions, rng)
    if solve is not None:
        return solve
    for name in ("explore", "pick_up"):
        a = _first(actions, name)
        if a is not None:
            return _command(a, rng)
    move = _first(actions, "move")
    if move is not None and move.params:
        space = _best_move(s, seat, move)
        if space is not None:
            return _command(move, rng, space=space)
    here = f.space
    hide = _first(actions, "hide")
    if hide is not None and hurt(s, seat) and here is not None and danger(s, here):
        return _command(hide, rng)  # a hidden investigator is hit only by "vs hidden" cards (R-H-13)
    return _fallback(actions, rng)


PUZZLE_ACTIONS = ("turn_dial", "swap_runes", "turn_piece")


def _puzzle_step(s: MansionsState, seat: int, actions: list[LegalAction], rng: Rng) -> Command | None:
    """Start an attempt where a puzzle locks a room; during one, the puzzle action whose result is
    closest to solved (each tried on a copy through the real ``decide``), a skill point for more
    actions when the last is due."""
    a = _first(actions, "attempt_puzzle")
    if a is not None:
        return _command(a, rng)
    a = _first(actions, "puzzle_skill")
    if a is not None and s.attempt is not None and s.attempt.actions <= 1:
        return _command(a, rng)
    moves = [m for m in actions if m.action in PUZZLE_ACTIONS]
    if not moves or s.attempt is None:
        return None
    scored: list[tuple[float, int, Command]] = []
    for n, m in enumerate(moves):
        for choice in m.params[0].choices if m.params else [None]:
            command = _command(m, rng, index=choice.value) if choice is not None else _command(m, rng)
            scored.append((_after(s, seat, command, rng), n, command))
    low = min(x[0] for x in scored)
    return rng.choice([x for x in scored if x[0] == low])[2]


def _after(s: MansionsState, seat: int, command: Command, rng: Rng) -> float:
    """How far the attempt's puzzle is from solved after ``command`` (0: solved)."""
    assert s.attempt is not None
    name = s.attempt.puzzle
    out = ENGINE.decide(s, seat, command, 0.0, rng)
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


def _targets_self(a: LegalAction, seat: int) -> bool:
    target = next((p for p in a.params if p.name == "target"), None)
    return target is not None and any(c.value == seat for c in target.choices) and len(a.params) == 1


def _keeper(s: MansionsState, actions: list[LegalAction], rng: Rng) -> Command:
    for name in ("monster_attack", "deal_damage", "play_trauma", "play_mythos", "drag_investigator", "keeper_action"):
        a = _first(actions, name)
        if a is not None:
            return _command(a, rng)
    dist = distances(f.space for f in s.figures.values() if f.alive and f.space is not None)
    for a in actions:
        if a.action != "move_monster" or not a.params:
            continue
        monster = next((m for m in s.monsters if m.uid == a.fixed["monster"]), None)
        now = dist.get(monster.space, FAR) if monster is not None else FAR
        best = min((c.value for c in a.params[0].choices), key=lambda v: dist.get(str(v), FAR))
        if dist.get(str(best), FAR) < now:
            return _command(a, rng, space=best)
    return _fallback(actions, rng)


def _fallback(actions: list[LegalAction], rng: Rng) -> Command:
    """End the step if the listing offers a way out, else the first listed action (a forced prompt)."""
    for name in PASSES:
        a = _first(actions, name)
        if a is not None:
            return _command(a, rng)
    return _command(actions[0], rng)


def heuristic(s: MansionsState, seat: int, rng: Rng) -> Command | None:
    """The heuristic's command for ``seat``, or ``None`` when it has nothing to send."""
    actions = ENGINE.legal_actions(s, seat)
    if not actions:
        return None
    if s.phase == "setup":
        return _command(actions[0], rng)
    if seat == KEEPER:
        return _keeper(s, actions, rng)
    return _investigator(s, seat, actions, rng)
