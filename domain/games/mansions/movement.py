"""Movement (H-7, H-10, H-54), barriers on entering a room (designed: locks, obstacles, keys), horror on
entering a room with monsters (H-8, H-11..H-13, R-H-2, R-H-8, R-H-9) and evade tests before leaving a
space or acting beside monsters (H-9, H-14..H-17, R-H-1), with the keeper's damage prompt."""

from __future__ import annotations

from domain.games.mansions import checks, effects, rules
from domain.games.mansions import commands as cmd
from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import Figure


def acting(ctx: Ctx, seat: int) -> Figure:
    """The figure of the investigator whose turn it is (``seat``), or the refusal."""
    s = ctx.st
    if s.pending is not None:
        rules.refuse("prompt_pending", "H-15", status=409)
    if s.attempt is not None:
        rules.refuse("puzzle_under_way", "H-38", status=409)
    if s.phase != "investigators" or s.active != seat:
        rules.refuse("not_your_turn", "H-4", status=409)
    return s.figures[seat]


def move(ctx: Ctx, seat: int, command: cmd.Move) -> None:
    f = acting(ctx, seat)
    if f.hidden is not None:
        rules.refuse("hidden", "H-53")
    if rules.moves_left(ctx.st, f) == 0:
        rules.refuse("no_movement_left", "H-5")
    why = rules.entry_refusal(ctx.st, f, command.space)
    if why is not None:
        rules.refuse(why[0], why[1], space=command.space)
    if command.drag and not ctx.st.corpses.get(f.space or "", 0):
        rules.refuse("no_corpse", "H-57")
    if evade(ctx, seat, "move", space=command.space, drag=command.drag):
        step(ctx, seat, command.space, drag=command.drag)


def evade(
    ctx: Ctx,
    seat: int,
    then: str,
    space: str | None = None,
    token: str | None = None,
    drag: bool = False,
    target: int | None = None,
) -> bool:
    """One dexterity test per non-stunned monster in the space, modified by its awareness (H-14,
    R-H-1). True when none failed (the step goes on now); else the keeper is asked about each failed
    one (H-15) and the step goes on after the answers (L37: whatever the result)."""
    f = ctx.st.figures[seat]
    if f.hidden is not None:
        return True  # R-H-13: a hidden investigator makes no evade test
    failed = [
        m.uid
        for m in rules.evade_monsters(ctx.st, f)
        if not checks.roll(ctx, seat, "dexterity", CONTENT.monsters[m.kind].awareness, "evade")
    ]
    if not failed:
        return True
    seconds = ctx.st.options.keeper_seconds
    deadline = None if seconds is None else ctx.now + seconds
    opened = ev.EvadeOpened(
        seat=seat, monsters=failed, then=then, space=space, token=token, deadline=deadline, drag=drag, target=target
    )
    ctx.emit(opened)
    return False


def step(ctx: Ctx, seat: int, to: str, drag: bool = False) -> None:
    """Spend a movement towards ``to``: a barrier on top of a new room's stack is met first; a burning
    room asks a willpower test, failed: 1 horror and the figure still enters (H-47, R-H-10); then the
    figure moves (dragging a corpse if asked, burnt at once in a burning room, H-57), and entering a room
    with monsters asks one horror test per monster."""
    f = ctx.st.figures[seat]
    here = f.space or to
    target = rules.room(to)
    if target != rules.room(here) and not open_barrier(ctx, seat, target):
        return
    burning = target != rules.room(here) and ctx.st.tokens.get(target, {}).get("fire", 0) > 0
    if burning and not checks.roll(ctx, seat, "willpower", 0, "fire"):
        effects.harm(ctx, seat, "sanity", 1)
    ctx.emit(ev.Moved(seat=seat, to=to, corpse=drag))
    if drag and ctx.st.tokens.get(target, {}).get("fire", 0) > 0:
        ctx.emit(ev.CorpsesBurnt(space=to, count=1))
    if target != rules.room(here):
        effects.horror_tests(ctx, seat, rules.monsters_in_room(ctx.st, target))


def open_barrier(ctx: Ctx, seat: int, target: str) -> bool:
    """Meet the lock or obstacle on top of ``target``'s stack (designed): a key lock opens with its key
    (else the movement is spent); a puzzle lock is solved by puzzle actions (part 2: the movement is
    spent, and later tries are refused ``puzzle_required``); an obstacle gives way to its item or a
    passed test, else its failure effects apply and the movement is spent. True: the way is open."""
    card = rules.barrier(ctx.st, target)
    if card is None:
        if ctx.st.stacks.get(target):
            ctx.emit(ev.WayChecked(room=target))  # the stack's top is no barrier: learnt, never undone
        return True
    f = ctx.st.figures[seat]
    ctx.emit(ev.BarrierMet(room=target, card=card))
    if card in CONTENT.locks:
        lock = CONTENT.locks[card]
        passed = lock.opens == "key" and lock.key in f.items
    else:
        obstacle = CONTENT.obstacles[card]
        passed = obstacle.item is not None and obstacle.item in f.items
        if not passed:
            passed = checks.roll(ctx, seat, obstacle.attribute, obstacle.modifier, "obstacle")
            if not passed:
                ctx.emit(ev.MovementSpent(seat=seat))
                effects.apply(ctx, obstacle.failure, seat)
                return False
    if not passed:
        ctx.emit(ev.MovementSpent(seat=seat))
        return False
    ctx.emit(ev.BarrierCleared(room=target, card=card))
    return True
