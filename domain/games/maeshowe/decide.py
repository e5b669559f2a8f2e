"""Commands to events: the handler of each command type, and ``handle``, which runs one on a scratch copy
(:class:`Ctx`) and then every step that needs nobody's choice. The handlers themselves live with the part
of the turn they play (``turn.py``: the turn's steps; ``answers.py``: answers to prompts); the table is
also what the turn-start search (``search.py``) and the losing-choice warning (``legal.py``) run."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Command, Event, RuleViolation
from domain.games.maeshowe import answers, flow, turn
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe.context import Ctx
from domain.games.maeshowe.state import MaeshoweState, copy_state
from domain.rng import Rng

HANDLERS: dict[type[Command], Callable[[Ctx, int, Any], None]] = {
    cmd.Play: turn.play,
    cmd.PlayFromDiscard: turn.play_from_discard,
    cmd.Discard: turn.discard,
    cmd.Give: turn.give,
    cmd.PassJarl: turn.pass_jarl,
    cmd.Eat: answers.eat,
    cmd.ChooseRune: answers.choose_rune,
    cmd.Peek: answers.peek,
    cmd.Forage: answers.forage,
    cmd.ForagePick: answers.forage_pick,
    cmd.TakeBack: answers.take_back,
    cmd.Sacrifice: answers.sacrifice,
    cmd.Rearrange: answers.rearrange,
    cmd.PromptnessCost: answers.promptness_cost,
    cmd.DiscardDown: answers.discard_down,
    cmd.RuinPair: answers.ruin_pair,
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
