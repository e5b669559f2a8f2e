"""Puzzles (L79-84): attempting a puzzle lock is the action (H-38); the investigator gets intellect puzzle
actions, a skill point spent gives luck more (R-H-5); each puzzle action is a command (H-41, designed:
``content/puzzles.py``); the pieces stay for a later attempt by anyone (H-39); solving opens the lock;
option ``puzzle_minute`` limits an attempt to a minute (H-40), ended at the deadline."""

from __future__ import annotations

from domain.games.mansions import checks, movement, rules
from domain.games.mansions import combat_events as ce
from domain.games.mansions import commands as cmd
from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import puzzles as mech
from domain.games.mansions.content.schema import LockPuzzle, Puzzle, RunePuzzle, WiringPuzzle
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import Figure, MansionsState, PuzzleProgress

SECONDS = 60
"""The aid's one minute per attempt (L82, H-40)."""


def rooms(s: MansionsState, f: Figure) -> list[str]:
    """Rooms next to ``f`` whose met puzzle lock refuses the way (``rules.entry_refusal``'s
    ``puzzle_required``): the ones an attempt may target, with the action free."""
    if s.action_used or f.space is None or s.attempt is not None:
        return []
    found = {
        rules.room(to)
        for to in rules.GEO.neighbours(f.space)
        if rules.entry_refusal(s, f, to) == ("puzzle_required", "H-38")
    }
    return sorted(found)


def puzzle_of(s: MansionsState, room: str) -> str:
    card = rules.barrier(s, room)
    assert card is not None
    puzzle = CONTENT.locks[card].puzzle
    assert puzzle is not None
    return puzzle


def allowance(f: Figure) -> int:
    """Puzzle actions of an attempt: the intellect, with this turn's modifiers (H-38)."""
    return max(0, checks.attribute(f, "intellect") + sum(m.amount for m in f.modifiers if m.stat == "intellect"))


def attempt(ctx: Ctx, seat: int, command: cmd.AttemptPuzzle) -> None:
    f = movement.acting(ctx, seat)
    if ctx.st.action_used:
        rules.refuse("action_used", "H-5")
    if command.room not in rooms(ctx.st, f):
        rules.refuse("no_puzzle_here", "H-38")
    if movement.evade(ctx, seat, "puzzle", token=command.room):
        start(ctx, seat, command.room)


def start(ctx: Ctx, seat: int, room: str) -> None:
    f = ctx.st.figures[seat]
    deadline = ctx.now + SECONDS if ctx.st.options.puzzle_minute else None
    actions = allowance(f)
    ctx.emit(ce.PuzzleStarted(seat=seat, room=room, puzzle=puzzle_of(ctx.st, room), actions=actions, deadline=deadline))
    if actions == 0:
        ctx.emit(ce.PuzzleEnded(solved=False))


def solving(ctx: Ctx, seat: int) -> tuple[Puzzle, PuzzleProgress]:
    """The attempt of ``seat`` under way (its puzzle and pieces), or the refusal."""
    a = ctx.st.attempt
    if a is None or a.seat != seat or ctx.st.active != seat:
        rules.refuse("no_attempt", "H-38", status=409)
    return CONTENT.puzzles[a.puzzle], ctx.st.puzzles[a.puzzle]


def solved(p: Puzzle, progress: PuzzleProgress) -> bool:
    if isinstance(p, LockPuzzle):
        return progress.positions == p.solution
    if isinstance(p, RunePuzzle):
        return mech.rune_solved(p, progress.pieces, progress.positions)
    return mech.wiring_solved(p, progress.positions)


def moved(ctx: Ctx, p: Puzzle, positions: list[int], pieces: list[str]) -> None:
    """One puzzle action done: solved opens the lock (the room's stack is then explored as any, L79);
    no action left ends the attempt, the pieces where they lie (H-39)."""
    ctx.emit(ce.PuzzleMoved(puzzle=p.id, positions=positions, pieces=pieces))
    a = ctx.st.attempt
    assert a is not None
    progress = ctx.st.puzzles[p.id]
    if solved(p, progress):
        card = rules.barrier(ctx.st, a.room)
        ctx.emit(ce.PuzzleEnded(solved=True))
        if card is not None:
            ctx.emit(ev.BarrierCleared(room=a.room, card=card))
    elif a.actions <= 0:
        ctx.emit(ce.PuzzleEnded(solved=False))


def turn_dial(ctx: Ctx, seat: int, command: cmd.TurnDial) -> None:
    p, progress = solving(ctx, seat)
    if not isinstance(p, LockPuzzle) or command.dial not in {d.id for d in p.dials} or command.step not in (1, -1):
        rules.refuse("bad_puzzle_action", "H-41")
    moved(ctx, p, list(mech.turn_dial(p, progress.positions, command.dial, command.step)), [])


def swaps(p: RunePuzzle) -> list[tuple[int, int]]:
    """Pairs of orthogonally adjacent stones (row by row)."""
    n = p.size
    out = [(i, i + 1) for i in range(n * n) if (i + 1) % n != 0]
    out += [(i, i + n) for i in range(n * n - n)]
    return sorted(out)


def swap_runes(ctx: Ctx, seat: int, command: cmd.SwapRunes) -> None:
    p, progress = solving(ctx, seat)
    pair = (min(command.a, command.b), max(command.a, command.b))
    if not isinstance(p, RunePuzzle) or pair not in swaps(p):
        rules.refuse("bad_puzzle_action", "H-41")
    pieces, turns = list(progress.pieces), list(progress.positions)
    i, j = pair
    pieces[i], pieces[j] = pieces[j], pieces[i]
    turns[i], turns[j] = turns[j], turns[i]  # a stone's turn travels with it
    moved(ctx, p, turns, pieces)


def pieces(p: Puzzle) -> int:
    """How many pieces turn a quarter (rune stones, wire pieces); 0 for a dial lock."""
    if isinstance(p, RunePuzzle):
        return p.size * p.size
    if isinstance(p, WiringPuzzle):
        return p.width * p.height
    return 0


def turn_piece(ctx: Ctx, seat: int, command: cmd.TurnPiece) -> None:
    p, progress = solving(ctx, seat)
    if not 0 <= command.index < pieces(p):
        rules.refuse("bad_puzzle_action", "H-41")
    turns = list(progress.positions)
    turns[command.index] = (turns[command.index] + 1) % 4
    moved(ctx, p, turns, list(progress.pieces))


def may_spend_skill(s: MansionsState, f: Figure) -> bool:
    return s.attempt is not None and s.attempt.seat == f.seat and f.skill_points > 0


def skill(ctx: Ctx, seat: int, command: cmd.PuzzleSkillPoint) -> None:
    """A skill point spent at any time of the attempt: luck more puzzle actions (H-38, R-H-5, R-H-19)."""
    solving(ctx, seat)
    f = ctx.st.figures[seat]
    if f.skill_points == 0:
        rules.refuse("no_skill_point", "R-H-19")
    ctx.emit(ce.PuzzleSkill(seat=seat, actions=checks.attribute(f, "luck")))


def stop(ctx: Ctx, seat: int, command: cmd.StopPuzzle) -> None:
    solving(ctx, seat)
    ctx.emit(ce.PuzzleEnded(solved=False))


def lapse(ctx: Ctx) -> None:
    """The one-minute limit (H-40): the attempt ends at its deadline, the pieces where they lie."""
    a = ctx.st.attempt
    if a is not None and a.deadline is not None and a.deadline <= ctx.now and not ctx.over:
        ctx.emit(ce.PuzzleEnded(solved=False, lapsed=True))
