"""Hiding spots (H-52, H-53, R-H-13, R-H-29) and picking up a dead investigator's cards (R-H-15).

Hiding costs a movement (a stunned investigator's only one may be used, R-H-29) in a space with a
hiding spot; a hidden investigator cannot move (H-53) and makes no evade test (R-H-13); in a later
turn a movement or the action takes them out. Monsters attacking a hidden investigator draw
"vs hidden" cards: part 2 (monster attacks)."""

from __future__ import annotations

from domain.games.mansions import commands as cmd
from domain.games.mansions import events as ev
from domain.games.mansions import movement, rules
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import Figure, MansionsState


def may_hide(s: MansionsState, f: Figure) -> bool:
    spot = f.space is not None and "hiding_spot" in rules.GEO.spaces[f.space].features
    return spot and f.hidden is None and rules.moves_left(s, f) > 0


def hide(ctx: Ctx, seat: int, command: cmd.Hide) -> None:
    f = movement.acting(ctx, seat)
    if not may_hide(ctx.st, f):
        rules.refuse("cannot_hide", "H-52")
    ctx.emit(ev.Hid(seat=seat))


def leave_ways(s: MansionsState, f: Figure) -> list[str]:
    """How ``f`` may leave its hiding spot now: never in the turn it hid (H-53: "à un tour ultérieur")."""
    if f.hidden is None or f.hidden >= s.round:
        return []
    ways = []
    if rules.moves_left(s, f) > 0:
        ways.append("movement")
    if not s.action_used:
        ways.append("action")
    return ways


def leave_hiding(ctx: Ctx, seat: int, command: cmd.LeaveHiding) -> None:
    f = movement.acting(ctx, seat)
    if command.using not in leave_ways(ctx.st, f):
        rules.refuse("cannot_leave_hiding", "H-53")
    ctx.emit(ev.LeftHiding(seat=seat, using=command.using))


def pile(s: MansionsState, f: Figure) -> list[str]:
    return list(dict.fromkeys(s.dropped.get(f.space or "", [])))


def pick_up(ctx: Ctx, seat: int, command: cmd.PickUp) -> None:
    f = movement.acting(ctx, seat)
    if command.card not in pile(ctx.st, f):
        rules.refuse("not_in_pile", "R-H-15")
    ctx.emit(ev.PickedUp(seat=seat, space=f.space or "", card=command.card))
