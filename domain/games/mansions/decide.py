"""Commands to events: each command's handler runs on a scratch copy (:class:`Ctx`), then every step
that needs nobody's choice (``flow.advance``). Passed deadlines are applied first, so a late command
is judged as if the scheduler had been on time."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Command, Event, RuleViolation
from domain.games.mansions import (
    abilities,
    actions,
    combat,
    evade_prompt,
    flow,
    hiding,
    items,
    keeper,
    keeper_cards,
    movement,
    mythos,
    puzzle,
    skill_prompt,
    spells,
    trauma,
    turn,
)
from domain.games.mansions import commands as cmd
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import MansionsState, copy_state
from domain.games.mansions.texts import TEXTS
from domain.rng import Rng

HANDLERS: dict[type[Command], Callable[[Ctx, int, Any], None]] = {
    cmd.ChooseStory: turn.choose_story,
    cmd.ChooseInvestigator: turn.choose_investigator,
    cmd.ClaimTurn: turn.claim_turn,
    cmd.Move: movement.move,
    cmd.Explore: actions.explore,
    cmd.ReadySkill: skill_prompt.ready_skill,
    cmd.PassSkill: skill_prompt.pass_skill,
    cmd.MoveBarricade: actions.move_barricade,
    cmd.Hide: hiding.hide,
    cmd.LeaveHiding: hiding.leave_hiding,
    cmd.PickUp: hiding.pick_up,
    cmd.TendCampfire: actions.tend_campfire,
    cmd.UseItem: items.use_item,
    cmd.EndTurn: turn.end_turn,
    cmd.DealDamage: evade_prompt.answer,
    cmd.Spare: evade_prompt.answer,
    cmd.Give: keeper.give,
    cmd.EndTrade: keeper.end_trade,
    cmd.EndKeeperTurn: keeper.end_keeper_turn,
    cmd.Attack: combat.attack,
    cmd.MonsterAttack: combat.monster_attack,
    cmd.DragInvestigator: combat.drag,
    cmd.AttemptPuzzle: puzzle.attempt,
    cmd.TurnDial: puzzle.turn_dial,
    cmd.SwapRunes: puzzle.swap_runes,
    cmd.TurnPiece: puzzle.turn_piece,
    cmd.PuzzleSkillPoint: puzzle.skill,
    cmd.StopPuzzle: puzzle.stop,
    # part 2d: spells and abilities
    cmd.CastSpell: spells.cast,
    cmd.UseAbility: abilities.use_ability,
    # the keeper's cards and monster moves (part 2b)
    cmd.KeeperAction: keeper_cards.keeper_action,
    cmd.MoveMonster: keeper_cards.move_monster,
    cmd.PlayTrauma: trauma.play,
    cmd.PassTrauma: trauma.pass_trauma,
    cmd.PlayMythos: mythos.play,
    cmd.PassMythos: mythos.pass_mythos,
}


def handle(state: MansionsState, seat: int | None, command: Command, now: float, rng: Rng) -> list[Event]:
    if seat is None or not 0 <= seat < state.seats:
        raise RuleViolation("not_a_seat", TEXTS.text("problem.not_a_seat", "en"), status=403)
    handler = HANDLERS.get(type(command))
    if handler is None:
        raise RuleViolation("unknown_action", TEXTS.text("problem.unknown_action", "en"))
    ctx = Ctx(copy_state(state), rng, now)
    lapse(ctx)
    if ctx.over:
        return ctx.events
    trauma.waiting(ctx, command)
    mythos.waiting(ctx, command)
    skill_prompt.waiting(ctx, command)
    handler(ctx, seat, command)
    flow.advance(ctx)
    return ctx.events


def lapse(ctx: Ctx) -> None:
    """Apply every deadline passed by ``ctx.now`` (trauma offers, a puzzle's minute, evade prompts, the
    keeper's turn)."""
    trauma.lapse(ctx)
    flow.advance(ctx)
    mythos.lapse(ctx)
    flow.advance(ctx)
    puzzle.lapse(ctx)
    flow.advance(ctx)
    evade_prompt.lapse(ctx)
    flow.advance(ctx)
    skill_prompt.lapse(ctx)
    flow.advance(ctx)
    keeper.lapse(ctx)
    flow.advance(ctx)


def on_deadline(state: MansionsState, now: float, rng: Rng) -> list[Event]:
    ctx = Ctx(copy_state(state), rng, now)
    lapse(ctx)
    return ctx.events


def next_deadline(state: MansionsState) -> float | None:
    """The earliest deadline open: a trauma offer, the mythos window, an evade prompt, a puzzle's
    minute, the keeper's turn (a trauma offer made late in the keeper's turn ends after the turn's)."""
    if state.winner is not None:
        return None
    due = [
        state.trauma_offers[0].deadline if state.trauma_offers else None,
        state.mythos_window.deadline if state.mythos_window is not None else None,
        state.pending.deadline if state.pending is not None else None,
        state.skill_prompt.deadline if state.skill_prompt is not None else None,
        state.attempt.deadline if state.attempt is not None else None,
        state.keeper_deadline if state.phase == "keeper" else None,
    ]
    found = [d for d in due if d is not None]
    return min(found) if found else None
