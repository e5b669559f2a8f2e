"""`handle(...)`: the command-type → handler table, then the round loop the server plays by itself.

The players' turn is simultaneous (PT-2, R-F-3, R-F-12): any seat acts for a character it controls,
in any order, first come first served; each command is one whole action (PT-4), decided on a scratch
copy. After every action `flow.settle` checks the round board's conditions and the mission's end,
and when every character still in play is done plays the end of the turn, the enemies' turn and
the next round. Attacks, takedowns, talents and the impulse are decided by `combat_actions`; `Choose`
answers an enemy's tie left to the players (`enemy_turn.answer`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Command, Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import flow, rules
from domain.games.farcry.campaign import debriefing as mission_end
from domain.games.farcry.campaign import preparation
from domain.games.farcry.context import Flow
from domain.games.farcry.explorations import play as exploration
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical import (
    allies,
    amanites,
    combat_actions,
    enemy_turn,
    free_attacks,
    inventory,
    items,
    movement,
    reactions,
)
from domain.rng import Rng

Handler = Callable[[Flow, int | None, Any, Rng], None]


def _combat(run: Callable[[FarCryState, Any, Rng], list[Event]]) -> Handler:
    """Wrap a `combat_actions` function: the acting checks here, its events folded on the scratch copy."""

    def handler(f: Flow, seat: int | None, c: Any, rng: Rng) -> None:
        rules.acting(f.s, seat, c.character)
        f.emit(*run(f.s, c, rng))

    return handler


def _choose(f: Flow, seat: int | None, c: cmd.Choose, rng: Rng) -> None:
    """`Choose` answers an Instabilité tie (R-F-46) while one is pending, else an enemy's (EN-16)."""
    if f.s.unstable:
        f.emit(*combat_actions.answer_instability(f.s, seat, c, rng))
    else:
        enemy_turn.answer(f, seat, c, rng)


HANDLERS: dict[type[Command], Handler] = {
    cmd.Step: movement.handle_step,
    cmd.MoveTo: movement.handle_move_to,
    cmd.Jump: movement.handle_jump,
    cmd.ClimbDown: movement.handle_climb_down,
    cmd.ZipLine: movement.handle_zip,
    cmd.Interact: inventory.handle_interact,
    cmd.PickUp: inventory.handle_pick_up,
    cmd.SwitchWeapons: inventory.handle_switch,
    cmd.Reload: inventory.handle_reload,
    cmd.Give: inventory.handle_give,
    cmd.AnswerOffer: inventory.handle_answer,
    cmd.Bandage: inventory.handle_bandage,
    cmd.EndTurn: inventory.handle_end_turn,
    cmd.PassFreeAttack: free_attacks.handle,
    cmd.Attack: _combat(combat_actions.attack_command),
    cmd.Takedown: _combat(combat_actions.takedown),
    cmd.UseTalent: _combat(lambda s, c, rng: combat_actions.use_talent(s, c)),
    cmd.Impulse: _combat(lambda s, c, rng: combat_actions.impulse(s, c)),
    cmd.Choose: _choose,
    cmd.React: reactions.handle,
    cmd.UseItem: _combat(lambda s, c, rng: items.use_item(s, c)),
    cmd.AllyMove: allies.handle_move,
    cmd.AllyAttack: allies.handle_attack,
}
"""Command → handler; `cmd.Choose` answers an enemy's tie (EN-16, R-F-34) and resumes the chain."""


def handle(state: FarCryState, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
    if state.phase == "exploration":
        return exploration.handle(state, seat, command, rng)
    if preparation.active(state):
        f = Flow(state)
        preparation.handle(f, seat, command, rng)
        return f.events if preparation.active(f.s) else after(f, now, rng)
    if state.phase != "mission" or state.result is not None:
        raise RuleViolation("match_finished", "La mission est finie / the mission is over.", status=409)
    preparation.refuse_in_mission(command)  # INV-15 (L428): the shop and the rest wait for the preparation
    handler = HANDLERS.get(type(command))
    if handler is None:
        raise RuleViolation(
            "not_available",
            f"{type(command).__name__}: pas encore dans cette version / not available yet.",
            rule="issue 14",
        )
    f = Flow(state)
    if f.s.reactions:  # TL-9: a reaction talent's answer before anything else
        reactions.handle(f, seat, command, rng)
    elif amanites.owed_player(f.s) is not None:  # R-F-42: a player's free attack first, whatever the step
        free_attacks.handle(f, seat, command, rng)
    else:
        handler(f, seat, command, rng)
    return after(f, now, rng)


def after(f: Flow, now: float, rng: Rng) -> list[Event]:
    """What follows every decision: the round loop, the debriefing, an exploration, a reaction's deadline."""
    flow.settle(f, rng)
    mission_end.debrief(f)
    exploration.begin(f, rng)
    reactions.time_open(f, now)
    return f.events


def on_deadline(state: FarCryState, now: float, rng: Rng) -> list[Event]:
    """A reaction whose deadline passed is passed for its owner; then the match goes on as usual."""
    f = Flow(state)
    f.emit(*reactions.lapse(state, now, rng))
    if not f.events:
        return []
    return after(f, now, rng)


def next_deadline(state: FarCryState) -> float | None:
    return state.reactions[0].deadline if state.reactions and state.result is None else None
