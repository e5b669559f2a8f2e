"""Commands to events: who may act, the refusals citing the rulebook, and which module plays each command.

``handle`` works on a scratch copy (:class:`Ctx`) and then runs every step that needs nobody's choice
(``flow.run``). The actions themselves live in ``action_phase``; answers to prompts are checked by
``picks`` and resolved by ``effects``.
"""

from __future__ import annotations

from typing import Any

from domain.contract import Command, Event, RuleViolation
from domain.games.bigbook import action_phase
from domain.games.bigbook import events as ev
from domain.games.bigbook.commands import (
    Acquire,
    Activate,
    ChooseCards,
    ChooseCurses,
    ChooseMagician,
    ChoosePile,
    ChoosePlayer,
    ChooseSpells,
    DestroyCurse,
    EndActions,
    Heal,
    Learn,
    UsePower,
)
from domain.games.bigbook.context import Ctx
from domain.games.bigbook.flow import deal, perform, run
from domain.games.bigbook.legal import acting_seat, free_magicians, in_power_window, pending
from domain.games.bigbook.picks import Pick, check_picks
from domain.games.bigbook.state import State, copy_state
from domain.rng import Rng

_ANSWERS: dict[type[Any], tuple[str, str]] = {
    ChooseCards: ("choose_cards", "cards"),
    ChooseSpells: ("choose_spells", "spells"),
    ChooseCurses: ("choose_curses", "curses"),
    ChoosePlayer: ("choose_player", "target"),
    ChoosePile: ("choose_pile", "pile"),
}


def handle(state: State, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
    """The events of ``command`` by ``seat``, decided on a scratch copy, then every step that needs
    nobody's choice. The game has no clock: ``now`` is unused."""
    if seat is None or not 0 <= seat < state.seats:
        raise RuleViolation("not_a_seat", "Only a seated player can act.", status=403)
    ctx = Ctx(copy_state(state), rng)
    if isinstance(command, ChooseMagician):
        _choose_magician(ctx, seat, command)
    elif type(command) in _ANSWERS:
        _answer(ctx, seat, command)
    elif isinstance(command, UsePower):
        action_phase.use_power(ctx, seat)  # also in the middle of an effect or in the recovery phase
        run(ctx)
    else:
        _act(ctx, seat, command)
    return ctx.finish()


def _choose_magician(ctx: Ctx, seat: int, command: ChooseMagician) -> None:
    state = ctx.state
    if state.phase != "magicians" or state.players[seat].magician:
        raise RuleViolation("illegal_action", "No magician to choose now.", rule="Mise en place")
    if command.magician not in free_magicians(state):
        raise RuleViolation(
            "magician_unavailable",
            "That magician is unknown or already taken.",
            rule="« Chaque joueur choisit un Magicien »",
        )
    ctx.emit(ev.MagicianChosen(seat=seat, magician=command.magician))
    if all(p.magician for p in ctx.state.players):
        deal(ctx)
        run(ctx)


def _answer(ctx: Ctx, seat: int, command: Command) -> None:
    state = ctx.state
    found = pending(state)
    if found is None:
        raise RuleViolation("no_prompt", "No question is waiting for an answer.")
    step, question = found
    if step.seat != seat:
        raise RuleViolation("not_your_turn", "Another player must answer the pending prompt.", status=409)
    action, param = _ANSWERS[type(command)]
    if action != question.action:
        raise RuleViolation("wrong_answer", f"The pending prompt ({question.kind}) is answered with {question.action}.")
    value = getattr(command, param)
    picks: list[Pick] = list(value) if isinstance(value, list) else [value]
    check_picks(state, step, picks)
    ctx.push([], pop=True)
    perform(ctx, step, picks)
    run(ctx)


def _act(ctx: Ctx, seat: int, command: Command) -> None:
    state = ctx.state
    if state.phase == "magicians":
        raise RuleViolation("setup_pending", "Every player must first choose a magician.", rule="Mise en place")
    found = pending(state)
    if found is not None:
        raise RuleViolation("prompt_pending", f"Answer the pending prompt first ({found[1].kind}).", status=409)
    if acting_seat(state) != seat:
        raise RuleViolation(
            "not_your_turn",
            "Only the active player (or one acting through a spell) takes actions now.",
            rule="Déroulement du Jeu",
            status=409,
        )
    if in_power_window(state):
        if not isinstance(command, EndActions):
            raise RuleViolation(
                "illegal_action",
                "The action phase is over: use your magician power or end the turn.",
                rule="Phase de Récupération",
                status=409,
            )
        action_phase.close_power_window(ctx)
    elif isinstance(command, Activate):
        action_phase.activate(ctx, seat, command)
    elif isinstance(command, Learn):
        action_phase.learn(ctx, seat, command)
    elif isinstance(command, Acquire):
        action_phase.acquire(ctx, seat, command)
    elif isinstance(command, DestroyCurse):
        action_phase.destroy_curse(ctx, seat, command)
    elif isinstance(command, Heal):
        action_phase.heal(ctx, seat, command)
    elif isinstance(command, EndActions):
        action_phase.end_actions(ctx, seat)
    else:
        raise RuleViolation("illegal_action", f"Unknown command {type(command).__name__}.")
    run(ctx)
