"""The keeper's answer to failed evade tests (H-15, R-H-1): deal each monster's damage or not, then the
interrupted step goes on (L37). With the ``keeper_seconds`` option the prompt lapses at its deadline as
"no damage", so a match never waits forever for an absent keeper."""

from __future__ import annotations

from domain.games.mansions import abilities, actions, effects, items, movement, puzzle, rules, spells
from domain.games.mansions import commands as cmd
from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.context import Ctx


def answer(ctx: Ctx, seat: int, command: cmd.DealDamage | cmd.Spare) -> None:
    """The keeper's answer to the open evade prompt (H-15)."""
    if seat != 0:
        rules.refuse("not_the_keeper", "H-15", status=403)
    if ctx.st.pending is None:
        rules.refuse("no_prompt", "H-15", status=409)
    if command.prompt != rules.prompt_id(ctx.st):
        rules.refuse("stale_prompt", "H-15", status=409)
    resolve(ctx, isinstance(command, cmd.DealDamage), lapsed=False)


def resolve(ctx: Ctx, deal: bool, *, lapsed: bool) -> None:
    """Answer the first failed evade; after the last, the interrupted step goes on if its investigator lives."""
    p = ctx.st.pending
    assert p is not None
    uid, seat, then, space, token = p.monsters[0], p.seat, p.then, p.space, p.token
    drag, target = p.drag, p.target
    ctx.emit(ev.EvadeAnswered(monster=uid, deal=deal, lapsed=lapsed))
    if deal:
        m = next((m for m in ctx.st.monsters if m.uid == uid), None)
        if m is not None:
            effects.harm(ctx, seat, "health", CONTENT.monsters[m.kind].damage)
    if ctx.st.pending is not None or ctx.over or not ctx.st.figures[seat].alive:
        return
    # L37: whatever the result, the investigator goes on with the step.
    if then == "move" and space is not None:
        movement.step(ctx, seat, space, drag=drag)
    elif then == "explore":
        actions.explore_now(ctx, seat)
    elif then == "barricade" and token is not None and space is not None:
        actions.barricade_now(ctx, seat, token, space)
    elif then == "campfire":
        actions.campfire_now(ctx, seat)
    elif then == "use" and token is not None:
        items.use_now(ctx, seat, token, target)
    elif then == "puzzle" and token is not None:
        puzzle.start(ctx, seat, token)
    elif then == "cast" and token is not None:  # part 2d
        spells.cast_now(ctx, seat, token, target)
    elif then == "ability":  # part 2d: token is the spell type a drawing ability names
        abilities.use_now(ctx, seat, target, token)


def lapse(ctx: Ctx) -> None:
    """Every evade prompt whose deadline passed by ``ctx.now`` is answered "no damage" (H-15 option)."""
    while (p := ctx.st.pending) is not None and p.deadline is not None and p.deadline <= ctx.now and not ctx.over:
        resolve(ctx, False, lapsed=True)
