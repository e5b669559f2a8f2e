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
    rules,
    skill_prompt,
    spells,
    trauma,
    turn,
)
from domain.games.mansions import combat_events as ce
from domain.games.mansions import commands as cmd
from domain.games.mansions import events as ev
from domain.games.mansions.context import Asked, Ctx
from domain.games.mansions.state import MansionsState, Rolled, TestPrompt, copy_state
from domain.games.mansions.texts import TEXTS
from domain.rng import Rng

HANDLERS: dict[type[Command], Callable[[Ctx, int, Any], None]] = {
    cmd.ChooseStory: turn.choose_story,
    cmd.ChooseInvestigator: turn.choose_investigator,
    cmd.ClaimTurn: turn.claim_turn,
    cmd.Move: movement.move,
    cmd.Explore: actions.explore,
    cmd.ReadySkill: lambda ctx, seat, command: answer(ctx, seat, ready=True),
    cmd.PassSkill: lambda ctx, seat, command: answer(ctx, seat, ready=False),
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
    if type(command) not in HANDLERS:
        raise RuleViolation("unknown_action", TEXTS.text("problem.unknown_action", "en"))
    start = rng.position  # the decision's generator as it starts: a test prompt decides again from it
    try:
        return decide(state, seat, command, now, rng, []).events
    except Asked as asked:
        return [offer(state, asked, [], actor=seat, command=command, decided=now, rng=start, now=now)]


def decide(state: MansionsState, seat: int, command: Command, now: float, rng: Rng, answers: list[bool]) -> Ctx:
    """The command decided on a scratch copy of ``state`` with the answers given so far to its test
    prompts; raises :class:`Asked` at a test whose investigator has not answered yet."""
    ctx = Ctx(copy_state(state), rng, now, answers)
    lapse(ctx)
    if ctx.over:
        return ctx
    if ctx.st.test_prompt is None:  # a held decision waits for its answer alone
        trauma.waiting(ctx, command)
        mythos.waiting(ctx, command)
    skill_prompt.waiting(ctx, command)
    HANDLERS[type(command)](ctx, seat, command)
    flow.advance(ctx)
    return ctx


def lapse(ctx: Ctx) -> None:
    """Apply every deadline passed by ``ctx.now`` (a test prompt first: while one is open nothing else
    moves, its decision is held; then trauma offers, a puzzle's minute, evade prompts, the keeper's
    turn)."""
    skill_prompt.lapse(ctx, answer)
    if ctx.st.test_prompt is not None:
        return
    trauma.lapse(ctx)
    flow.advance(ctx)
    mythos.lapse(ctx)
    flow.advance(ctx)
    puzzle.lapse(ctx)
    flow.advance(ctx)
    evade_prompt.lapse(ctx)
    flow.advance(ctx)
    skill_prompt.lapse_attack(ctx)
    flow.advance(ctx)
    keeper.lapse(ctx)
    flow.advance(ctx)


def on_deadline(state: MansionsState, now: float, rng: Rng) -> list[Event]:
    start = rng.position
    try:
        return deadlines(state, now, rng, []).events
    except Asked as asked:
        return [offer(state, asked, [], actor=None, command=None, decided=now, rng=start, now=now)]


def deadlines(state: MansionsState, now: float, rng: Rng, answers: list[bool]) -> Ctx:
    ctx = Ctx(copy_state(state), rng, now, answers)
    lapse(ctx)
    return ctx


def offer(
    state: MansionsState,
    asked: Asked,
    answers: list[bool],
    *,
    actor: int | None,
    command: Command | None,
    decided: float,
    rng: int,
    now: float,
) -> ce.TestOffered:
    """The prompt for the test ``asked`` stopped at: the decision is held with its answers so far; the
    dice it rolled before the test are shown (L88, H-43)."""
    seconds = state.options.keeper_seconds
    rolled = [
        Rolled(
            seat=e.seat,
            attribute=e.attribute,
            why=e.why,
            target=e.target,
            roll=e.roll,
            success=e.success,
            skill=e.skill,
        )
        for e in asked.before
        if isinstance(e, ev.TestRolled)
    ]
    prompt = TestPrompt(
        number=state.tests_offered,
        seat=asked.seat,
        attribute=asked.attribute,
        why=asked.why,
        target=asked.target,
        boosted=asked.boosted,
        actor=actor,
        command=command,  # type: ignore[arg-type]  # a MansionsCommand: the handlers take no other
        now=decided,
        rng=rng,
        answers=answers,
        rolled=rolled,
        deadline=None if seconds is None else now + seconds,
    )
    return ce.TestOffered(prompt=prompt)


def answer(ctx: Ctx, seat: int, *, ready: bool, lapsed: bool = False) -> None:
    """The investigator's answer to the open test prompt: the held decision is decided again from this
    state (as it stood when the decision began) with its generator and the answers so far, this one
    last; its events follow, or the next test's prompt (L88, H-43). Without a test prompt, a monster
    attack's prompt of version-1 events is answered (``skill_prompt.answer``)."""
    p = ctx.st.test_prompt
    if p is None:
        skill_prompt.answer(ctx, seat, ready=ready)
        return
    if seat != p.seat:
        rules.refuse("not_your_prompt", "H-43", status=403)
    ctx.emit(ce.TestAnswered(seat=seat, ready=ready, lapsed=lapsed))
    answers = [*p.answers, ready]
    base = ctx.st
    try:
        if p.actor is None or p.command is None:
            done = deadlines(base, p.now, Rng(p.rng), answers)
        else:
            done = decide(base, p.actor, p.command, p.now, Rng(p.rng), answers)
    except Asked as asked:
        ctx.emit(offer(base, asked, answers, actor=p.actor, command=p.command, decided=p.now, rng=p.rng, now=ctx.now))
        return
    ctx.events.extend(done.events)
    ctx.st = done.st
    ctx.trauma_seen = len(ctx.events)


def next_deadline(state: MansionsState) -> float | None:
    """The earliest deadline open: a test prompt's alone while one holds its decision; else a trauma
    offer, the mythos window, an evade prompt, a puzzle's minute, the keeper's turn (a trauma offer made
    late in the keeper's turn ends after the turn's)."""
    if state.winner is not None:
        return None
    if state.test_prompt is not None:
        return skill_prompt.due(state)
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
