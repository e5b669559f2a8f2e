"""The Jarl token (2 players, R-Q-2): its holder may pass it instead of playing and discarding.

Above the turn-start search (``search.py``): whether the pass is open, and whether the passer was stuck,
are both R-Q-2's question "can this seat still play and discard?".
"""

from __future__ import annotations

from domain.contract import RuleViolation
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe import effects
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.context import Ctx
from domain.games.maeshowe.rules import R_JARL
from domain.games.maeshowe.search import can_take_turn
from domain.games.maeshowe.state import MaeshoweState
from domain.games.maeshowe.turn import check_turn


def jarl_available(s: MaeshoweState, seat: int) -> bool:
    """The holder may pass instead of playing and discarding (R-Q-2), except straight back to a player
    who passed because they could not act when the holder cannot act either: nothing changes between
    passes, so neither could ever act again (README, interpretation 2)."""
    if s.jarl != seat or s.played or s.discarded:
        return False
    return not s.stuck_pass or can_take_turn(s, seat)


def pass_jarl(ctx: Ctx, seat: int, command: cmd.PassJarl) -> None:
    check_turn(ctx, seat)
    s = ctx.st
    if not jarl_available(s, seat):
        raise RuleViolation(
            "illegal_action", "Only the Jarl holder may pass it, instead of playing and discarding.", rule=R_JARL
        )
    ctx.emit(ev.JarlPassed(seat=seat, to=1 - seat, stuck=not can_take_turn(s, seat)))
    effects.begin_turn(ctx, 1 - seat)
