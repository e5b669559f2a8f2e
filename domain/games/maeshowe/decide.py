"""Commands to events: the handler of each command type, and ``handle``, which runs one on a scratch copy
(:class:`Ctx`) and then every step that needs nobody's choice. The handlers themselves live with the part
of the turn they play (``turn.py``: the turn's steps; ``jarl.py``: passing the Jarl; ``answers.py``: answers
to prompts); the losing-choice warning (``legal.py``) runs this table, the turn-start search (``search.py``)
its steps and answers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Command, Event, RuleViolation
from domain.games.maeshowe import answers, flow, jarl, turn
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe.context import Ctx
from domain.games.maeshowe.state import MaeshoweState, copy_state
from domain.rng import Rng

HANDLERS: dict[type[Command], Callable[[Ctx, int, Any], None]] = {
    **turn.STEPS,
    cmd.PassJarl: jarl.pass_jarl,
    **answers.ANSWERS,
}

COMMAND_BY_TAG: dict[str, type[Command]] = {str(c.__struct_config__.tag): c for c in HANDLERS}


def handle(state: MaeshoweState, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
    """The events of ``command`` by ``seat``: its handler's, then those of every step that follows without
    a choice (queued effects, the end of the turn, the next turn's start). Maeshowe has no clock: ``now``
    is unused."""
    if seat is None or not 0 <= seat < state.seats:
        raise RuleViolation("not_a_seat", "Only a seat of this match may act.", status=403)
    handler = HANDLERS.get(type(command))
    if handler is None:
        raise RuleViolation("unknown_action", f"{type(command).__name__} is not a Maeshowe action.")
    ctx = Ctx(copy_state(state), rng)
    handler(ctx, seat, command)
    flow.advance(ctx)
    return ctx.events
