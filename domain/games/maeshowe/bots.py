"""A heuristic player for simulations: one move of lookahead on a determinized state.

Before choosing, the bot redraws everything its seat may not know (``resample_hidden``), so its
lookahead never peeks at the real deck. It then tries each candidate command on that state and
keeps the one whose result scores best on public features: passages left, health, food, and Digs
waiting at the end of the line.
"""

from __future__ import annotations

from typing import Any

from domain.bots import fill
from domain.contract import Command, LegalAction, RuleViolation
from domain.games.maeshowe import ENGINE
from domain.games.maeshowe.cards import CARD_TYPE
from domain.games.maeshowe.state import MaeshoweState
from domain.rng import Rng

SAMPLES = 4
"""Random fillings tried for actions whose parameters are too many to enumerate."""
JARL_PENALTY = 5.0
"""Passing the Jarl changes nothing on the table: without a cost two bots would pass it forever."""


def score(state: MaeshoweState) -> float:
    """How good ``state`` looks from the table's side (public features only)."""
    if state.result == "won":
        return 1e6 - state.turn
    if state.result is not None:
        return -1e6 + state.turn
    trailing = 0
    for card in reversed(state.line):
        if CARD_TYPE[card] != "dig" or card in state.used:
            break
        trailing += 1
    return -10.0 * state.passages + 3.0 * sum(state.health) + 1.5 * state.food + 2.0 * trailing


def candidates(actions: list[LegalAction], rng: Rng) -> list[dict[str, Any]]:
    """Every command of a single one-value parameter; a few random fillings otherwise."""
    bodies: list[dict[str, Any]] = []
    for action in actions:
        if not action.params:
            bodies.append({"action": action.action, **action.fixed})
        elif len(action.params) == 1 and not action.params[0].many:
            param = action.params[0]
            bodies.extend({"action": action.action, **action.fixed, param.name: c.value} for c in param.choices)
        else:
            bodies.extend(fill(action, rng) for _ in range(SAMPLES))
    return bodies


def heuristic(state: MaeshoweState, seat: int, rng: Rng) -> Command | None:
    """The best-looking command for ``seat`` after one step of lookahead, or ``None`` if it has none."""
    actions = ENGINE.legal_actions(state, seat)
    if not actions:
        return None
    world = ENGINE.resample_hidden(state, seat, rng)
    best: tuple[float, int, Command] | None = None
    for body in candidates(actions, rng):
        command = ENGINE.parse_command(body)
        decided = ENGINE.decide(world, seat, command, 0.0, Rng.derive(rng.next_u64()))
        if isinstance(decided, RuleViolation):
            continue
        after = ENGINE.clone(world)
        for event in decided:
            after = ENGINE.evolve(after, event)
        penalty = JARL_PENALTY if body["action"] == "pass_jarl" else 0.0
        key = (score(after) - penalty, rng.below(1 << 30), command)
        if best is None or key[:2] > best[:2]:
            best = key
    return best[2] if best is not None else ENGINE.parse_command(fill(actions[0], rng))
