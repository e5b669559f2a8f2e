"""Skill points spent on a chosen test (L88 "pour un test, avant le jet de dé", H-43, R-H-19).

In its own turn an investigator readies a point for a kind of test it names (``TESTS``: the
``TestRolled.why`` of the engine's tests), so a horror test met on the way does not take a point set
aside for a fight. In the keeper's turn a monster's attack draws its card (public) and, when the card
opens with a test the point could help, asks its target before the die is rolled (``SkillOffered``):
``ready_skill`` puts a point on it, ``pass_skill`` keeps it; the match waits for the answer, which
lapses as a pass at the ``keeper_seconds`` deadline (or with the keeper's turn). Luck is never helped
(R-H-5); puzzles spend points their own way (``puzzle.skill``)."""

from __future__ import annotations

from domain.games.mansions import combat, movement, rules
from domain.games.mansions import combat_events as ce
from domain.games.mansions import commands as cmd
from domain.games.mansions import events as ev
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import Figure, MansionsState

TESTS = ("evade", "horror", "combat", "spell", "obstacle", "fire", "effect")
"""The kinds of test a point may be readied for: the rule that asks the test (``TestRolled.why``)."""


def may_ready(f: Figure) -> bool:
    return f.skill_points > 0 and not f.skill_ready


def ready_skill(ctx: Ctx, seat: int, command: cmd.ReadySkill) -> None:
    """In one's turn, a point for the next test of kind ``command.test``; as the answer to an attack's
    prompt, a point for the attack's test."""
    if ctx.st.skill_prompt is not None:
        answer(ctx, seat, ready=True)
        return
    f = movement.acting(ctx, seat)
    if not may_ready(f):
        rules.refuse("no_skill_point", "R-H-19")
    if command.test not in TESTS:
        rules.refuse("no_such_test", "H-43", tests=", ".join(TESTS))
    ctx.emit(ev.SkillReadied(seat=seat, test=command.test))


def pass_skill(ctx: Ctx, seat: int, command: cmd.PassSkill) -> None:
    answer(ctx, seat, ready=False)


def answer(ctx: Ctx, seat: int, *, ready: bool, lapsed: bool = False) -> None:
    """The target's answer; the attack then resolves (its test rolled with or without the point)."""
    p = ctx.st.skill_prompt
    if p is None:
        rules.refuse("no_skill_prompt", "H-43", status=409)
    if seat != p.seat:
        rules.refuse("not_your_prompt", "H-43", status=403)
    ctx.emit(ce.SkillAnswered(seat=seat, ready=ready, lapsed=lapsed))
    combat.resolve_attack(ctx, p.seat, p.monster, p.card, p.special)


def waiting(ctx: Ctx, command: object) -> None:
    """While the prompt is open only its answer is taken (the attack waits before its die)."""
    if ctx.st.skill_prompt is not None and not isinstance(command, cmd.ReadySkill | cmd.PassSkill):
        rules.refuse("skill_pending", "H-43", status=409)


def lapse(ctx: Ctx) -> None:
    """At its deadline, or when the keeper's turn's own deadline passes, the prompt is a pass."""
    p = ctx.st.skill_prompt
    if p is None or ctx.over:
        return
    due = [d for d in (p.deadline, ctx.st.keeper_deadline) if d is not None]
    if due and min(due) <= ctx.now:
        answer(ctx, p.seat, ready=False, lapsed=True)


def prompt_id(s: MansionsState) -> str:
    p = s.skill_prompt
    return "" if p is None else f"r{s.round}.skill.{p.seat}.{p.monster}"
