"""The investigators' actions of part 1 (one per turn, H-5): exploring (designed, inventory 3.1, with
darkness H-48/H-49 and the objective's reveal on the last clue, H-1) and moving a barricade (H-50,
R-H-14) and tending the campfire (H-56, R-H-30). Each is a non-attack action: evade tests come first (H-9, R-H-1)."""

from __future__ import annotations

from domain.games.mansions import commands as cmd
from domain.games.mansions import effects, movement, rules
from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import Figure, MansionsState


def explore_refusal(s: MansionsState, f: Figure) -> tuple[str, str] | None:
    """Why ``f`` may not explore now (code, rule), or None."""
    if s.action_used:
        return ("action_used", "H-5")
    here = rules.room(f.space or rules.START)
    if not s.stacks.get(here):
        return ("nothing_to_explore", "H-5")
    if rules.barrier(s, here) is not None:
        return ("barrier_first", "H-38")
    if rules.in_darkness(s, f) and rules.moves_left(s, f) == 0:
        return ("darkness_needs_movement", "H-48")
    return None


def explore(ctx: Ctx, seat: int, command: cmd.Explore) -> None:
    f = movement.acting(ctx, seat)
    why = explore_refusal(ctx.st, f)
    if why is not None:
        rules.refuse(why[0], why[1])
    if movement.evade(ctx, seat, "explore"):
        explore_now(ctx, seat)


def explore_now(ctx: Ctx, seat: int) -> None:
    """Take the whole stack of the room (designed): clues and items to the explorer, each spell card as
    the top spell of its type, nothing cards discarded. In darkness without a lantern it also costs a
    movement (H-48, H-49). The last clue reveals the objective to all (L7, H-1): ``reveal``."""
    s = ctx.st
    f = s.figures[seat]
    here = rules.room(f.space or rules.START)
    if rules.in_darkness(s, f):
        ctx.emit(ev.MovementSpent(seat=seat))
    cards = list(s.stacks[here])
    decks = {kind: list(deck) for kind, deck in s.spell_decks.items()}
    spells: list[str] = []
    for card in cards:
        kind = CONTENT.exploration[card].spell_type
        if kind is not None and decks.get(kind):
            spells.append(decks[kind].pop(0))
    ctx.emit(ev.Explored(seat=seat, room=here, cards=cards, spells=spells))
    if not s.revealed and CONTENT.scenario.clues in ctx.st.clues_found:
        reveal(ctx, seat)


def reveal(ctx: Ctx, seat: int) -> None:
    """The objective turns face up (H-1), its ``reveal`` effects apply, then the story's monsters enter
    (designed: the set-up's board is the same in every story, so that it names none; the answers'
    ``reveal_monsters`` come in now, each asking horror of the investigators in its room, R-H-2)."""
    s = ctx.st
    if s.objective is None or s.answers is None:
        return
    ctx.emit(ev.ObjectiveRevealed(objective=s.objective))
    effects.apply(ctx, CONTENT.objectives[s.objective].reveal, seat)
    for start in CONTENT.story(s.answers).reveal_monsters:
        if ctx.over:
            return
        if start.investigators > s.options.investigators:
            continue  # the board scales with the table (designed, scenario.json)
        effects.summon(ctx, start.monster, start.space)


def barricade_moves(s: MansionsState, f: Figure) -> dict[str, list[str]]:
    """Barricade token -> where the action may put it (R-H-14): a token lying in ``f``'s space onto one
    of that space's doors, or a token on one of those doors back into the space."""
    here = f.space
    if here is None:
        return {}
    doors = [d for d, (a, b) in rules.DOOR_SPACES.items() if here in (a, b)]
    moves: dict[str, list[str]] = {}
    for token, where in sorted(s.barricades.items()):
        if where == here:
            free = [d for d in doors if not rules.barricaded(s, d)]
            if free:
                moves[token] = free
        elif where in doors:
            moves[token] = [here]
    return moves


def move_barricade(ctx: Ctx, seat: int, command: cmd.MoveBarricade) -> None:
    f = movement.acting(ctx, seat)
    if ctx.st.action_used:
        rules.refuse("action_used", "H-5")
    if command.to not in barricade_moves(ctx.st, f).get(command.token, []):
        rules.refuse("barricade_out_of_reach", "R-H-14")
    if movement.evade(ctx, seat, "barricade", space=command.to, token=command.token):
        barricade_now(ctx, seat, command.token, command.to)


def barricade_now(ctx: Ctx, seat: int, token: str, to: str) -> None:
    ctx.emit(ev.BarricadeMoved(token=token, to=to))


def may_tend_campfire(s: MansionsState, f: Figure) -> bool:
    """At the campfire, with a corpse there and the action free (H-56, R-H-30)."""
    here = f.space or ""
    return not s.action_used and "campfire" in rules.GEO.spaces[here].features and s.corpses.get(here, 0) > 0


def tend_campfire(ctx: Ctx, seat: int, command: cmd.TendCampfire) -> None:
    f = movement.acting(ctx, seat)
    if not may_tend_campfire(ctx.st, f):
        rules.refuse("no_campfire_work", "H-56")
    if movement.evade(ctx, seat, "campfire"):
        campfire_now(ctx, seat)


def campfire_now(ctx: Ctx, seat: int) -> None:
    here = ctx.st.figures[seat].space or ""
    ctx.emit(ev.CorpsesBurnt(space=here, count=ctx.st.corpses.get(here, 0), action=True))
