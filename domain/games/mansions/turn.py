"""Set-up choices (H-2, H-3), the replacement investigator (H-62), and the investigators' turn: claiming
it first come first served (R-H-22), readying a skill point (H-43), ending it (H-4, H-5, fire R-H-3)."""

from __future__ import annotations

from domain.games.mansions import commands as cmd
from domain.games.mansions import effects, ending, movement, rules
from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content.schema import PhysicalTrait
from domain.games.mansions.context import Ctx
from domain.games.mansions.options import Pick, pick_ok
from domain.games.mansions.state import MansionsState


def story_choices() -> list[tuple[str, str]]:
    """Every ``question:answer`` value with its question (the group it counts as)."""
    return [(f"{q.id}:{a.id}", q.id) for q in CONTENT.scenario.questions for a in q.answers]


def choose_story(ctx: Ctx, seat: int, command: cmd.ChooseStory) -> None:
    if seat != 0:
        rules.refuse("not_the_keeper", "H-2", status=403)
    if ctx.st.answers is not None:
        rules.refuse("story_chosen", "H-2", status=409)
    valid = dict(story_choices())
    answers: dict[str, str] = {}
    for value in command.answers:
        if value not in valid or valid[value] in answers:
            rules.refuse("bad_story", "H-2")
        answers[valid[value]] = value.split(":", 1)[1]
    if len(answers) != len(CONTENT.scenario.questions):
        rules.refuse("bad_story", "H-2")
    story(ctx, answers)


def story(ctx: Ctx, answers: dict[str, str]) -> None:
    """The secret set-up of the story: stacks and objective, then the set-up's monsters (H-2), the same
    in every story (the loader checks it); the story's own monsters wait for the reveal (``actions.reveal``)."""
    setup = CONTENT.story(answers)
    stacks = {room: list(cards) for room, cards in setup.stacks.items()}
    ctx.emit(ev.StoryChosen(answers=dict(answers), objective=setup.objective, stacks=stacks))
    for start in setup.monsters:
        if start.investigators > ctx.st.options.investigators:
            continue  # the board scales with the table (designed, scenario.json)
        ctx.emit(ev.MonsterPlaced(uid=ctx.st.next_monster, monster=start.monster, space=start.space))


def available(s: MansionsState) -> list[str]:
    return [i for i in CONTENT.investigators if i not in s.used]


def may_choose(s: MansionsState, seat: int) -> bool:
    """At set-up a seat without an investigator; in play a dead one's seat before its next turn (H-62)."""
    if s.phase == "setup":
        return 1 <= seat < s.seats and seat not in s.figures
    return (
        s.phase == "investigators"
        and s.active is None
        and s.pending is None
        and seat not in s.played
        and rules.replaceable(s, seat)
    )


def choose_investigator(ctx: Ctx, seat: int, command: cmd.ChooseInvestigator) -> None:
    if not may_choose(ctx.st, seat):
        rules.refuse("cannot_choose", "H-62", status=409)
    pick = Pick(investigator=command.investigator, physical=command.physical, mental=command.mental)
    if not pick_ok(pick) or command.investigator not in available(ctx.st):
        rules.refuse("bad_investigator", "H-3")
    replacing = ctx.st.phase != "setup"
    place(ctx, seat, pick, rules.START if replacing else None)
    if replacing:
        ctx.emit(ev.TurnClaimed(seat=seat))
        # H-13: entering the start room with monsters there asks the horror tests.
        effects.horror_tests(ctx, seat, rules.monsters_in_room(ctx.st, rules.room(rules.START)))


def place(ctx: Ctx, seat: int, pick: Pick, space: str | None) -> None:
    """The investigator with its traits' starting item or first spell of its type (README: traits)."""
    spec = CONTENT.investigators[pick.investigator]
    trait = CONTENT.traits[pick.physical]
    assert isinstance(trait, PhysicalTrait)
    items = [trait.item] if trait.item else []
    kind = trait.spell_type
    deck = ctx.st.spell_decks.get(kind, []) if kind else []
    ctx.emit(
        ev.InvestigatorChosen(
            seat=seat,
            investigator=pick.investigator,
            physical=pick.physical,
            mental=pick.mental,
            space=space,
            health=spec.health,
            sanity=spec.sanity,
            skill_points=spec.skill_points,
            items=items,
            spells=deck[:1],
        )
    )


def may_claim(s: MansionsState, seat: int) -> bool:
    f = s.figures.get(seat)
    return (
        s.phase == "investigators"
        and s.active is None
        and s.pending is None
        and seat not in s.played
        and f is not None
        and f.alive
    )


def claim_turn(ctx: Ctx, seat: int, command: cmd.ClaimTurn) -> None:
    if not may_claim(ctx.st, seat):
        rules.refuse("cannot_claim", "R-H-22", status=409)
    ctx.emit(ev.TurnClaimed(seat=seat))


def end_turn(ctx: Ctx, seat: int, command: cmd.EndTurn) -> None:
    """End the turn: fire in the room deals 2 damage (H-46, R-H-3); a delivery condition is checked."""
    f = movement.acting(ctx, seat)
    here = rules.room(f.space or rules.START)
    if ctx.st.tokens.get(here, {}).get("fire", 0) > 0:
        effects.harm(ctx, seat, "health", rules.FIRE_DAMAGE)
    if ctx.st.figures[seat].alive:
        ending.delivered(ctx, seat)
        if not ctx.over:
            ctx.emit(ev.TurnEnded(seat=seat))
