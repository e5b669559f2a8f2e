"""Skill points spent on a test, asked at the moment it is rolled (L88 "pour un test, avant le jet de
dé", L104, H-43, R-H-19, R-H-5).

Every test an investigator rolls (``checks.roll``), in its own turn or in the keeper's, each of a chain
(evades before a move, horror per monster, every investigator a room-wide card tests, a spell's or an
obstacle's test), asks its investigator before the die whether to spend a skill point on it, whenever
one could change the outcome (``checks.offered``). The decision that reached the test stops there,
none of it applied, and the match waits (``TestPrompt``): ``ready_skill`` spends a point on that test,
``pass_skill`` keeps it; the answer decides the held command again from the same state with the same
generator and every answer so far (``decide.answer``), so the dice rolled before the test fall as the
prompt showed them, and the next test of the chain asks in turn. A prompt lapses as a pass at its
``keeper_seconds`` deadline, or with the keeper's turn. Puzzles spend points their own way
(``puzzle.skill``).

Version-1 events (a point readied in one's turn for a kind of test, ``SkillReadied``; a monster attack's
prompt, ``SkillOffered``) still fold and are still answered here."""

from __future__ import annotations

from collections.abc import Callable

from domain.games.mansions import combat, rules
from domain.games.mansions import combat_events as ce
from domain.games.mansions import commands as cmd
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import MansionsState

Answer = Callable[..., None]


def answer(ctx: Ctx, seat: int, *, ready: bool, lapsed: bool = False) -> None:
    """The answer to a version-1 monster attack's prompt; the attack then resolves."""
    p = ctx.st.skill_prompt
    if p is None:
        rules.refuse("no_skill_prompt", "H-43", status=409)
    if seat != p.seat:
        rules.refuse("not_your_prompt", "H-43", status=403)
    ctx.emit(ce.SkillAnswered(seat=seat, ready=ready, lapsed=lapsed))
    combat.resolve_attack(ctx, p.seat, p.monster, p.card, p.special)


def waiting(ctx: Ctx, command: object) -> None:
    """While a prompt is open only its answer is taken (the test waits before its die)."""
    open_prompt = ctx.st.test_prompt is not None or ctx.st.skill_prompt is not None
    if open_prompt and not isinstance(command, cmd.ReadySkill | cmd.PassSkill):
        rules.refuse("skill_pending", "H-43", status=409)


def due(s: MansionsState) -> float | None:
    """When the open test prompt lapses: its deadline, or the keeper's turn's in the keeper's turn."""
    p = s.test_prompt
    if p is None:
        return None
    found = [d for d in (p.deadline, s.keeper_deadline if s.phase == "keeper" else None) if d is not None]
    return min(found) if found else None


def lapse(ctx: Ctx, answer_test: Answer) -> None:
    """At its deadline an open test prompt is a pass (the held decision goes on without the point), and
    so is the next one its decision asks if that one is due too."""
    while (p := ctx.st.test_prompt) is not None and not ctx.over:
        when = due(ctx.st)
        if when is None or when > ctx.now:
            return
        answer_test(ctx, p.seat, ready=False, lapsed=True)


def lapse_attack(ctx: Ctx) -> None:
    """A version-1 monster attack's prompt lapses as a pass at its deadline or the keeper's turn's."""
    p = ctx.st.skill_prompt
    if p is None or ctx.over:
        return
    found = [d for d in (p.deadline, ctx.st.keeper_deadline) if d is not None]
    if found and min(found) <= ctx.now:
        answer(ctx, p.seat, ready=False, lapsed=True)


def prompt_id(s: MansionsState) -> str:
    if s.test_prompt is not None:
        return f"test.{s.test_prompt.number}"
    p = s.skill_prompt
    return "" if p is None else f"r{s.round}.skill.{p.seat}.{p.monster}"
