"""The decision context: a scratch copy of the state that every emitted event is folded into.

``handle`` works on a clone, so rules read the state as it is after each fact they emit, and the
events list is exactly what a replay folds. Also the primitives several rules share: turn order,
targets, drawing with the empty-deck rule, receiving madness.
"""

from __future__ import annotations

from typing import Any

import msgspec

from domain.contract import Event
from domain.games.bigbook import events as ev
from domain.games.bigbook.content import Effect, Op
from domain.games.bigbook.evolve import evolve
from domain.games.bigbook.state import State, Step
from domain.rng import Rng


class Ctx:
    """Events decided so far, and the scratch state they have been applied to."""

    def __init__(self, state: State | None, rng: Rng) -> None:
        self._state = state
        self.rng = rng
        self.events: list[Event] = []
        self._rescheduled = False
        self._seq = state.seq if state is not None else 0
        self._had_work = state is not None and bool(state.queue)

    @property
    def state(self) -> State:
        assert self._state is not None
        return self._state

    def emit(self, event: Any) -> None:
        self.events.append(event)
        self._state = evolve(self._state, event)

    @property
    def over(self) -> bool:
        return self._state is not None and self._state.phase == "over"

    def push(self, steps: list[Step], pop: bool = False) -> None:
        """Put ``steps`` in front of the pending work (dropping the front step first if ``pop``).

        Only the scratch state changes: the queue is the engine's bookkeeping, recorded once by
        :meth:`finish`, not a fact players see."""
        if steps or pop:
            self._state = evolve(self._state, ev.Scheduled(pop=pop, steps=steps))
            self._rescheduled = True

    def finish(self, *, always: bool = True) -> list[Event]:
        """The events to store: the facts, then a ``WorkPending`` with the pending work.

        If work was pending before (a prompt or the power window: public), a ``WorkPending`` with no
        work comes first, so a state folded to a version inside the command has no stale step to
        prompt from. ``always``: record the work even if unchanged, so that whether a bookkeeping
        event exists never depends on what the command met (a hidden hand can decide whether an
        effect asks or resolves alone); the set-up records it only if there is some."""
        if self._rescheduled or always:
            self._rescheduled = False
            self.emit(ev.WorkPending(queue=list(self.state.queue), seq=self.state.seq))
            if self._had_work:
                self.events.insert(0, ev.WorkPending(queue=[], seq=self._seq))
        return self.events


def turn_order(state: State, start: int | None = None) -> list[int]:
    """Seats still in the game, clockwise from ``start`` (default: the active player)."""
    first = state.active if start is None else start
    seats = [(first + k) % state.seats for k in range(state.seats)]
    return [seat for seat in seats if not state.players[seat].eliminated]


def next_seat(state: State) -> int:
    for k in range(1, state.seats + 1):
        seat = (state.active + k) % state.seats
        if not state.players[seat].eliminated:
            return seat
    return state.active


def targets(state: State, target: str, actor: int) -> list[int]:
    """ "Déterminer la cible": Vous, le joueur actif, tous les joueurs, tous les autres joueurs."""
    if target == "self":
        return [actor]
    if target == "active":
        return [state.active]
    order = turn_order(state)
    if target == "others":
        return [seat for seat in order if seat != actor]
    return order


def op_step(op: Op, seat: int, actor: int, source: str) -> Step:
    return Step(
        op=op.op,
        seat=seat,
        n=op.n,
        actor=actor,
        source=source,
        zone=op.zone,
        element=op.element or "",
        value=op.value,
    )


def expand(state: State, effects: list[Effect], actor: int, power: int, source: str) -> list[Step]:
    """Steps for a card's effects: keyword by keyword, each for its targets in turn order from the
    active player ("dans l'ordre du tour en commençant par le Joueur actif"). The Variable X is
    multiplied by ``power``. "Un joueur" targets become a prompt to ``actor``."""
    steps: list[Step] = []
    for effect in effects:
        ops = [msgspec.structs.replace(op, n=op.n * power) if op.x else op for op in effect.ops]
        if effect.target in ("chosen", "chosen_other"):
            steps.append(
                Step(op="choose_target", seat=actor, actor=actor, source=source, target=effect.target, ops=ops)
            )
            continue
        seats = targets(state, effect.target, actor)
        for op in ops:
            steps.extend(op_step(op, seat, actor, source) for seat in seats)
    return steps


def end_match(ctx: Ctx, result: str, reason: str, detail: str) -> None:
    if not ctx.over:
        ctx.emit(ev.MatchEnded(result=result, reason=reason, detail=detail))


def receive_madness(ctx: Ctx, seat: int, zone: str, count: int = 1) -> bool:
    """ "Ajouter une Folie": from the madness pile to ``zone``; an empty pile loses the game (R-B-6)."""
    for _ in range(count):
        if ctx.over:
            return False
        pile = ctx.state.madness_pile
        if not pile:
            end_match(
                ctx,
                "lost",
                "madness_pile_empty",
                "Un joueur doit recevoir une Folie alors que la pile Folie est vide.",
            )
            return False
        ctx.emit(ev.MadnessReceived(seat=seat, cards=[pile[-1]], zone=zone))
    return True


def refill_deck(ctx: Ctx, seat: int) -> bool:
    """Empty deck when drawing or destroying from it: add a madness to the discard, shuffle the
    discard into a new deck (R-B-6). False if the game was lost on the way."""
    if not receive_madness(ctx, seat, "discard"):
        return False
    order = ctx.rng.shuffled(ctx.state.players[seat].discard)
    ctx.emit(ev.DeckReshuffled(seat=seat, cards=order, count=len(order)))
    return True


def draw(ctx: Ctx, seat: int, count: int) -> None:
    """ "Piocher": take cards from the top of one's own deck into one's hand."""
    remaining = count
    while remaining > 0 and not ctx.over:
        deck = ctx.state.players[seat].deck
        if not deck:
            if not refill_deck(ctx, seat):
                return
            continue
        cards = deck[:remaining]
        ctx.emit(ev.CardsDrawn(seat=seat, cards=cards, count=len(cards)))
        remaining -= len(cards)


def destroy_from_deck(ctx: Ctx, seat: int, count: int) -> None:
    """Destroy the top card(s) of one's deck, refilling an empty deck as for a draw (R-B-6)."""
    for _ in range(count):
        if ctx.over:
            return
        if not ctx.state.players[seat].deck and not refill_deck(ctx, seat):
            return
        ctx.emit(ev.DeckTopDestroyed(seat=seat, cards=[ctx.state.players[seat].deck[0]]))
