"""Attribute tests (H-42, H-43): a d10 at or below the modified attribute succeeds.

The modified attribute is the trait's value + the card's modifier + this investigator's ``modify``
effects, + luck if a skill point was readied (never on a luck test, one per test, spent for good:
R-H-5, R-H-19), -2 while stunned however many tokens (H-44, R-H-11), -2 in darkness in combat only
without a lantern (H-48, R-H-12). 0 or less always fails, 10 or more always succeeds (R-H-20).
The die is rolled here, in ``decide``, and recorded in :class:`TestRolled`.
"""

from __future__ import annotations

from domain.games.mansions import rules
from domain.games.mansions.content import CONTENT
from domain.games.mansions.context import Ctx
from domain.games.mansions.events import TestRolled
from domain.games.mansions.state import Figure, MansionsState


def attribute(f: Figure, name: str) -> int:
    """The trait value of ``name``: physical traits give strength, dexterity and marksmanship, mental
    traits the other four (L12)."""
    for trait_id in (f.physical, f.mental):
        value = getattr(CONTENT.traits[trait_id], name, None)
        if isinstance(value, int):
            return value
    raise KeyError(name)


def target(
    s: MansionsState, f: Figure, name: str, modifier: int, *, combat: bool = False, why: str | None = None
) -> tuple[int, bool]:
    """The modified attribute and whether a readied skill point applies to this test: not luck, and the
    test is of the kind the point was readied for (``why``; None: any, L88, H-43)."""
    value = attribute(f, name) + modifier + sum(m.amount for m in f.modifiers if m.stat == name)
    aimed = f.skill_test is None or why is None or f.skill_test == why
    skill = f.skill_ready and aimed and name != "luck" and f.skill_points > 0
    if skill:
        value += attribute(f, "luck")
    if f.stun > 0:
        value -= 2
    if combat and rules.in_darkness(s, f):
        value -= 2
    return value, skill


def offered(f: Figure, name: str, value: int) -> bool:
    """Whether the investigator is asked about a skill point before this test's die (L88, H-43): it has
    one left, the test is not luck's (R-H-5), and the point can change the outcome (R-H-20: a target of
    10 or more always succeeds, one of 0 or less with luck added always fails)."""
    luck = attribute(f, "luck")
    return f.alive and f.skill_points > 0 and name != "luck" and luck > 0 and value < 10 and value + luck > 0


def roll(ctx: Ctx, seat: int, name: str, modifier: int, why: str, *, combat: bool = False) -> bool:
    """Roll one test for the investigator of ``seat``; record it; say whether it passed. Before the die
    the investigator says whether to spend a skill point on it when one could help (``offered``: the
    decision waits for the answer, ``Ctx.ask``); a point readied by version-1 events applies as it was."""
    f = ctx.st.figures[seat]
    value, skill = target(ctx.st, f, name, modifier, combat=combat, why=why)
    if not skill and offered(f, name, value):
        luck = attribute(f, "luck")
        skill = ctx.ask(seat, name, why, value, value + luck)
        if skill:
            value += luck
    die = ctx.rng.between(1, 10)
    success = value >= 10 or (value > 0 and die <= value)
    ctx.emit(TestRolled(seat=seat, attribute=name, target=value, roll=die, success=success, skill=skill, why=why))
    return success
