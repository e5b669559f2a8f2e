"""R-Q-2 at the start of a turn, by search: can the player still both play and discard?

"Si vous ne pouvez pas jouer et défausser une carte lors de votre tour ... vous perdez." The loss is
declared only when no sequence of legal steps gets there. Instead of a list of card cases, the engine's
own handlers are run on scratch copies: every listed turn step (each card, each discard top), then every
answer the prompts it opens list, depth first, until a play and a discard (or a gift) are both done.

Hidden outcomes. A step that brings unseen cards into the hand or onto the line (Espoir's peek,
Snober's two cards, the madness redraw after Effroi) counts as a way on: the player cannot know the
outcome before taking it, and some outcome may let them go on, so R-Q-2 cannot say they "cannot" play
and discard; if the real outcome leaves no second step, the loss is declared then
(``rules.second_step_possible``). Other hidden outcomes (a shuffle's order, the cards Effritement or
Snober's search take from the deck) change neither the hand nor the food, which is all the rest of the
turn needs, so the search goes on from the state they leave. Either way the verdict does not depend on
the secret deck order, and a loss it declares holds whatever the hidden cards are.

Winning ends the match at once ("vous gagnez immédiatement"): a way on. Losing the last health before
the turn is complete is not. The search is bounded (``BUDGET`` handler runs, at most ``CAP`` answers per
listed action); when it is cut short without finding a way, the player is not declared lost (never a
false loss).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Any

import msgspec

from domain.contract import Command, Event, LegalAction, RuleViolation
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.answers import ANSWERS
from domain.games.maeshowe.context import Ctx
from domain.games.maeshowe.legal_answers import TASK_ACTIONS
from domain.games.maeshowe.rules import discard_choices, give_choices, play_choices, recovery_choices, ruin_due
from domain.games.maeshowe.state import MaeshoweState, Task, copy_state
from domain.games.maeshowe.turn import STEPS
from domain.rng import Rng

BUDGET = 400
"""Handler runs per search (a turn that works is usually found in two)."""
CAP = 24
"""Answers tried per listed action (a rearrangement of n cards has n! orders)."""

HANDLERS: dict[type[Command], Callable[[Ctx, int, Any], None]] = {**STEPS, **ANSWERS}
"""What the search runs: the turn's steps and the answers to prompts, ``decide``'s own handlers (not the
Jarl pass: passing is not playing)."""
_ANSWER_BY_TAG: dict[str, type[Command]] = {str(c.__struct_config__.tag): c for c in ANSWERS}

_UNSEEN_CARDS: tuple[type[Event], ...] = (ev.CardsDrawn, ev.HopePeeked, ev.SnubDrawn)
"""Events that bring unseen cards into a hand or onto the line."""


class Verdict(msgspec.Struct, frozen=True):
    possible: bool
    """Some sequence of legal steps plays and discards (or one whose outcome is unknown may)."""
    proven: bool
    """The search ran to its end: ``possible`` is exact, not a default for a search cut short."""
    steps: int


def turn_possible(s: MaeshoweState, seat: int) -> bool:
    """R-Q-2: False only when no sequence of legal steps lets ``seat`` both play and discard."""
    return search(s, seat).possible


def can_take_turn(s: MaeshoweState, seat: int) -> bool:
    """Turn-start test of R-Q-2: is there some sequence of legal steps that plays and discards?

    Decided by search over the engine's own steps, where outcomes the player cannot know count as a way
    on; if the chosen first step leaves no second step, the loss is declared then
    (``rules.second_step_possible``).
    """
    return turn_possible(s, seat)


def search(s: MaeshoweState, seat: int) -> Verdict:
    walk = _Walk(seat)
    found = walk.explore(s)
    return Verdict(possible=found or walk.cut, proven=not walk.cut, steps=BUDGET - walk.budget)


class _Walk:
    __slots__ = ("budget", "cut", "seat")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.budget = BUDGET
        self.cut = False

    def explore(self, s: MaeshoweState) -> bool:
        if s.result is not None:
            return s.result == "won"
        if s.played and s.discarded:
            return True
        if s.tasks and s.tasks[0].kind == "resolve_play":
            return True  # only queued behind Snober's draw, which brings unseen cards
        for actor, command in self._moves(s):
            if self.budget <= 0:
                self.cut = True
                return False
            self.budget -= 1
            ctx = Ctx(copy_state(s), Rng(0))
            try:
                HANDLERS[type(command)](ctx, actor, command)
            except RuleViolation:
                continue
            if any(isinstance(e, _UNSEEN_CARDS) for e in ctx.events) or self.explore(ctx.st):
                return True
        return False

    def _moves(self, s: MaeshoweState) -> Iterator[tuple[int, Command]]:
        """The turn's steps (not the Jarl pass: passing is not playing), or the pending prompt's answers."""
        if s.tasks or ruin_due(s):
            task = s.tasks[0] if s.tasks else Task(id=-1, kind="ruin_pair", seat=self.seat)
            for action in TASK_ACTIONS[task.kind](s, task, f"task-{task.id}", "en"):
                for body in self._bodies(action):
                    yield task.seat, msgspec.convert(body, type=_ANSWER_BY_TAG[action.action])
            return
        seat = self.seat
        for card in play_choices(s, seat):
            yield seat, cmd.Play(card=card)
        for owner in recovery_choices(s, seat):
            yield seat, cmd.PlayFromDiscard(owner=owner)
        for card in discard_choices(s, seat):
            yield seat, cmd.Discard(card=card)
        for card in give_choices(s, seat):
            yield seat, cmd.Give(card=card)

    def _bodies(self, action: LegalAction) -> list[dict[str, Any]]:
        """Every command body the listing allows, or the first ``CAP`` (the search is then cut short)."""
        per_param: list[list[Any]] = []
        for param in action.params:
            values = [choice.value for choice in param.choices]
            if not param.many:
                per_param.append(values)
                continue
            high = min(param.max, len(values))
            picks: list[Any] = []
            for size in range(min(param.min, high), high + 1):
                pick = itertools.permutations if param.ordered else itertools.combinations
                picks.extend(list(p) for p in itertools.islice(pick(values, size), CAP + 1))
            per_param.append(picks)
        combos = list(itertools.islice(itertools.product(*per_param), CAP + 1))
        if len(combos) > CAP:
            self.cut = True
            combos = combos[:CAP]
        base = {"action": action.action, **action.fixed}
        return [{**base, **{p.name: v for p, v in zip(action.params, combo, strict=True)}} for combo in combos]
