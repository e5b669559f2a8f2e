"""How a match ends (H-1, R-H-16, R-H-17): the objective's conditions, checked after every command.

The keeper's conditions count from the start (the keeper knows the objective); the investigators'
count once the objective is revealed (designed: they learn how to stop it with the last clue, L7).
"""

from __future__ import annotations

from domain.games.mansions import rules
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.context import Ctx
from domain.games.mansions.events import MatchEnded
from domain.games.mansions.state import MansionsState


def met(s: MansionsState, c: sc.Condition) -> bool:
    if isinstance(c, sc.Kill):
        return c.monster in s.killed
    if isinstance(c, sc.Tokens):
        return s.tokens.get(c.room, {}).get(c.token, 0) >= c.count
    if isinstance(c, sc.EventResolved):
        return c.event in s.resolved_events
    if isinstance(c, sc.Escape):
        alive = rules.living(s)
        return (
            bool(alive)
            and all(f.space is not None and rules.room(f.space) == c.room for f in alive)
            and (c.item is None or any(c.item in f.items for f in alive))
        )
    return False  # Deliver: checked at the end of a turn (delivered)


def check(ctx: Ctx) -> None:
    """End the match if a side's condition holds, or no investigator is left (R-H-16)."""
    s = ctx.st
    if s.winner is not None or s.objective is None or s.phase == "setup":
        return
    objective = CONTENT.objectives[s.objective]
    for c in objective.keeper:
        if met(s, c):
            ctx.emit(MatchEnded(winner="keeper", reason=str(type(c).__struct_config__.tag)))
            return
    if not rules.living(s) and not any(rules.replaceable(s, seat) for seat in s.figures):
        ctx.emit(MatchEnded(winner="keeper", reason="no_investigator"))
        return
    if s.revealed:
        for c in objective.investigators:
            if met(s, c):
                ctx.emit(MatchEnded(winner="investigators", reason=str(type(c).__struct_config__.tag)))
                return


def delivered(ctx: Ctx, seat: int) -> None:
    """A ``deliver`` condition: the investigator ends a turn in its room carrying its item."""
    s = ctx.st
    f = s.figures[seat]
    if s.objective is None or not s.revealed or f.space is None:
        return
    for c in CONTENT.objectives[s.objective].investigators:
        if isinstance(c, sc.Deliver) and c.item in f.items and rules.room(f.space) == c.room:
            ctx.emit(MatchEnded(winner="investigators", reason="deliver"))
            return
