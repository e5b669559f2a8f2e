"""Mythos cards (L16, L53-54): H-6, H-22, R-H-4, R-H-6.

A mythos window opens for the keeper at the start of an investigator's turn and after each of its
steps (a command of the turn that did something), while the keeper holds a mythos card (a public
count: a window tells the table nothing about which cards) and has neither played one nor passed for
the rest of this investigator's turn (R-H-4: one mythos per investigator turn). Never in the keeper's
turn (H-22). The investigators wait for the keeper's answer: play a card whose trigger matches what
the investigator just did (``moved``, ``explored``, ``attacked``, ``cast``, ``puzzle``; ``any`` always)
and whose place holds (a ``feature`` in the investigator's room, ``dark``: a
darkness token there), paying its threat; pass for now (the next step reopens the window); or pass for
the turn. With ``keeper_seconds`` the window lapses as a pass for the turn. A card's ``move`` of its
investigator by the keeper names the space in the command (``space``: a space the keeper could drag
the investigator to, H-17's keeper move).
"""

from __future__ import annotations

from domain.games.mansions import combat_events as ce
from domain.games.mansions import commands as cmd
from domain.games.mansions import effects, rules
from domain.games.mansions import events as ev
from domain.games.mansions import keeper_events as ke
from domain.games.mansions import spell_events as se
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import MansionsState

QUIET = (
    ke.MythosWindowOpened,
    ke.MythosPassed,
    ke.MythosPlayed,
    ke.TraumaOffered,
    ke.TraumaPassed,
    ke.TraumaPlayed,
)
"""Events that are no step of the investigator's: they never reopen a window."""


def held(s: MansionsState) -> list[str]:
    return [c for c in s.hand if c in CONTENT.mythos]


def triggers(ctx: Ctx, seat: int) -> list[str] | None:
    """What the investigator of ``seat`` just did in this command (None: no step, no window)."""
    out: list[str] = []
    stepped = False
    for e in ctx.events:
        if isinstance(e, QUIET):
            continue
        stepped = True
        if isinstance(e, ev.Moved) and e.seat == seat and e.movement:
            out.append("moved")
        elif isinstance(e, ev.Explored) and e.seat == seat:
            out.append("explored")
        elif isinstance(e, ce.Attacked) and e.seat == seat:
            out.append("attacked")
        elif isinstance(e, se.SpellCast) and e.seat == seat:
            out.append("cast")
        elif (isinstance(e, ce.PuzzleStarted) and e.seat == seat) or isinstance(e, ce.PuzzleEnded):
            out.append("puzzle")  # an attempt is the active investigator's; it ends in a later command
    return sorted(set(out)) if stepped else None


def window(ctx: Ctx) -> None:
    """Open the keeper's mythos window if one is due (H-6, R-H-6)."""
    s = ctx.st
    seat = s.active
    if (
        s.phase != "investigators"
        or seat is None
        or not s.figures[seat].alive
        or s.pending is not None
        or s.attempt is not None
        or s.mythos_window is not None
        or seat in s.mythos_seats
        or not held(s)
    ):
        return
    did = triggers(ctx, seat)
    if did is None:
        return
    seconds = s.options.keeper_seconds
    ctx.emit(ke.MythosWindowOpened(seat=seat, triggers=did, deadline=None if seconds is None else ctx.now + seconds))


def fits(s: MansionsState, seat: int, card: str, did: list[str]) -> bool:
    spec = CONTENT.mythos[card]
    f = s.figures[seat]
    if f.space is None or spec.cost > s.threat or (spec.trigger != "any" and spec.trigger not in did):
        return False
    here = rules.room(f.space)
    if spec.dark and s.tokens.get(here, {}).get("darkness", 0) == 0:
        return False
    if spec.feature == "corpse":
        return any(n > 0 and rules.room(sp) == here for sp, n in s.corpses.items())
    if spec.feature is not None:
        return any(spec.feature in sp.features for sp in CONTENT.board.spaces if sp.room == here)
    return True


def playable(s: MansionsState) -> list[str]:
    """The mythos cards the keeper may play in the open window."""
    w = s.mythos_window
    if w is None:
        return []
    return sorted({c for c in held(s) if fits(s, w.seat, c, w.triggers)})


def moves(card: str) -> bool:
    """The card moves its investigator by the keeper: the command names the space."""
    return any(isinstance(e, sc.Move) and e.target == "self" for e in CONTENT.mythos[card].card.effects)


def play(ctx: Ctx, seat: int, command: cmd.PlayMythos) -> None:
    s = ctx.st
    if seat != 0:
        rules.refuse("not_the_keeper", "H-6", status=403)
    w = s.mythos_window
    if w is None:
        rules.refuse("no_mythos_window", "H-22", status=409)
    if command.card not in playable(s):
        rules.refuse("mythos_not_playable", "H-6")
    if moves(command.card) and command.space not in rules.drag_spaces(s, w.seat) and rules.drag_spaces(s, w.seat):
        rules.refuse("not_adjacent", "H-7", space=command.space or "")
    spec = CONTENT.mythos[command.card]
    ctx.emit(ke.MythosPlayed(seat=w.seat, card=spec.id, cost=spec.cost))
    for e in spec.card.effects:
        if ctx.over or not ctx.st.figures[w.seat].alive:
            return
        if isinstance(e, sc.Move) and e.target == "self":
            _moved(ctx, w.seat, command.space)
        else:
            effects.apply(ctx, [e], w.seat)


def _moved(ctx: Ctx, seat: int, space: str | None) -> None:
    """The keeper moves the investigator a space (floor tilts); entering a room with monsters asks horror."""
    here = ctx.st.figures[seat].space
    if space is None or here is None or space not in rules.drag_spaces(ctx.st, seat):
        return  # nowhere to go: the move does nothing
    ctx.emit(ce.Dragged(seat=seat, to=space))
    if rules.room(space) != rules.room(here):
        effects.horror_tests(ctx, seat, rules.monsters_in_room(ctx.st, rules.room(space)))


def pass_mythos(ctx: Ctx, seat: int, command: cmd.PassMythos) -> None:
    if seat != 0:
        rules.refuse("not_the_keeper", "H-6", status=403)
    if ctx.st.mythos_window is None:
        rules.refuse("no_mythos_window", "H-6", status=409)
    ctx.emit(ke.MythosPassed(turn=command.turn))


def waiting(ctx: Ctx, command: object) -> None:
    """While the window is open, only the keeper's answer (or a trauma answer) is taken."""
    if ctx.st.mythos_window is not None and not isinstance(
        command, cmd.PlayMythos | cmd.PassMythos | cmd.PlayTrauma | cmd.PassTrauma
    ):
        rules.refuse("mythos_pending", "H-6", status=409)


def lapse(ctx: Ctx) -> None:
    """A window past its deadline is a pass for the rest of the turn."""
    w = ctx.st.mythos_window
    if w is not None and w.deadline is not None and w.deadline <= ctx.now and not ctx.over:
        ctx.emit(ke.MythosPassed(turn=True, lapsed=True))
