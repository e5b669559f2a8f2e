"""The step machine: deadlines that pass, and the steps that need nobody's choice, played at once.

A turn is a chain of steps in ``state.step``; :func:`advance` plays every step that needs no choice
until a prompt, a timer or the end, and :func:`expire` plays the timed steps whose deadline has passed
(also lazily before any command, so a late command sees the game as if the scheduler had been on time).
"""

from __future__ import annotations

from domain.games.montagnes import events as ev
from domain.games.montagnes import rules
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.context import Flow
from domain.games.montagnes.effects import draw_injuries, end_turn, heal
from domain.games.montagnes.state import MontagnesState
from domain.rng import Rng


def next_deadline(state: MontagnesState) -> float | None:
    """The deadline of a timed step (encounter, decision, peek), if one runs."""
    if state.result is None and state.step in ("encounter", "decision", "peek"):
        return state.deadline
    return None


def expire(flow: Flow, now: float, rng: Rng) -> None:
    """Deadlines passed by ``now``, in order (also run lazily before any command)."""
    while not flow.over:
        s = flow.s
        deadline = next_deadline(s)
        if deadline is None or now < deadline:
            return
        if s.step == "encounter":
            window = deadline + s.decision_seconds if rules.can_restart(s) else None
            flow.emit(ev.HourglassRanOut(decision_deadline=window))
        elif s.step == "decision":
            flow.emit(ev.EncounterClosed(timed_out=True))
        else:
            assert s.peek_space is not None
            flow.emit(ev.PeekEnded(space=s.peek_space))
        advance(flow, now, rng)


def advance(flow: Flow, now: float, rng: Rng) -> None:
    """Play every step that needs no choice, until a prompt, a timer or the end."""
    while not flow.over:
        s = flow.s
        step = s.step
        if step == "reveal":
            flow.emit(ev.SledRevealed(cards=list(s.sled)))
            if flow.s.current_tile is not None:
                results = [ev.TrialResult(o.index, o.total, o.passed) for o in flow.s.trials]
                flow.emit(ev.TrialsResolved(tile=flow.s.current_tile, results=results))
        elif step == "reward":
            if _reward_waits(flow):
                return
            flow.emit(ev.StepChanged(step="failures"))
        elif step == "relic_action":
            if _relic_action_waits(flow):
                return
            if not flow.over:
                flow.emit(ev.StepChanged(step="failures"))
        elif step == "failures":
            if s.failures:
                return
            flow.emit(ev.ResolutionEnded())
        elif step == "draw":
            if rules.can_use_token(s, "draw"):
                return
            flow.emit(ev.StepChanged(step="deal"))
        elif step == "deal":
            needs = rules.deal_needs(s)
            total = sum(needs.values())
            if total and s.deck and len(s.deck) < total:
                return
            order = [(s.leader + k) % s.seats for k in range(s.seats)]
            for p in order:
                if needs.get(p) and flow.s.deck:
                    n = needs[p]
                    flow.emit(ev.CardsDealt(seat=p, cards=flow.s.deck[:n], count=n))
            flow.emit(ev.StepChanged(step="rest"))
        elif step == "rest":
            if rules.rest_allowed(s):
                return
            end_turn(flow)
        else:
            return


def _reward_waits(flow: Flow) -> bool:
    """Whether the reward needs the Leader's choice; applies Soigner at once."""
    s = flow.s
    kind = s.reward
    if kind in rules.RELIC_KINDS:
        return any(CONTENT.relics[r].kind == kind for r in s.relic_pile)
    if kind == "search":
        return bool(rules.search_targets(s))
    if kind == "esoteric":
        return bool(s.esoteric_pile)
    if kind == "exalt":
        return s.tokens_discard > 0
    if kind == "heal":
        heal(flow)
    return False


def _relic_action_waits(flow: Flow) -> bool:
    """The receiving player's immediate action: a prompt when it offers a choice."""
    s = flow.s
    action = s.relic_action
    receiver = s.relic_receiver
    assert receiver is not None
    if action == "discard_from_hand":
        return bool(s.hands[receiver])
    if action == "esoteric":
        return bool(s.esoteric_pile)
    if action == "draw_equipment":
        if s.deck and len(s.hands[receiver]) < s.hand_limit():
            flow.emit(ev.CardsDealt(seat=receiver, cards=[s.deck[0]], count=1))
    elif action == "heal":
        heal(flow)
    elif action == "exalt_one":
        if s.tokens_discard:
            flow.emit(ev.TokensReturned(count=1, reason="relic"))
    elif action == "wound":
        draw_injuries(flow, 1)
    elif action == "mill_two" and s.deck:
        flow.emit(ev.CardsMilled(cards=s.deck[:2], reason="relic"))
    return False
