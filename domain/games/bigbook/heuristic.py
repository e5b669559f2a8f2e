"""A simple heuristic player (for simulations and the win-rate table in README.md).

It reads only the legal actions and what its own seat may know (its view), and plays greedily:
destroy the curse that triggers soonest, heal its madness, burn madness with Combustion, learn
spells, buy bigger elements, then end its actions. Answers to prompts prefer getting rid of madness.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

import msgspec

from domain.contract import Command, LegalAction
from domain.games.bigbook.content import CONTENT, card_element, card_value, is_madness, spell_of
from domain.games.bigbook.engine import ENGINE
from domain.games.bigbook.state import State
from domain.rng import Rng

_SLOT_ORDER = {"2": 2, "3L": 3, "3R": 3, "4": 4, "5": 5}


def cheapest_payment(cards: list[str], cost: int, *, multi: bool = False, same_type: bool = False) -> list[str] | None:
    """The payment with the least waste (then the fewest cards), or None if none reaches ``cost``."""
    if multi:
        picked: list[str] = []
        for element in ("water", "fire", "earth", "air"):
            options = sorted((c for c in cards if card_element(c) == element), key=card_value)
            if not options:
                return None
            picked.append(options[0])
        return picked
    groups = [[c for c in cards if card_element(c) == e] for e in {card_element(c) for c in cards}]
    if not same_type:
        groups = [cards]
    best: tuple[int, int, list[str]] | None = None
    for group in groups:
        pool = sorted(group, key=card_value)[:10]
        for size in range(1, len(pool) + 1):
            for combo in combinations(pool, size):
                total = sum(card_value(c) for c in combo)
                if total >= cost:
                    key = (total - cost, size, list(combo))
                    if best is None or key[:2] < best[:2]:
                        best = key
    return None if best is None else best[2]


def _urgency(state: State, slot: str) -> int:
    """How many monster phases until this curse space triggers (lower: sooner)."""
    space = _SLOT_ORDER[slot]
    return (space - state.invocation - 1) % 6


def _answer(state: State, seat: int, action: LegalAction) -> dict[str, Any]:
    param = action.params[0]
    values = [c.value for c in param.choices]
    kind = next((p.kind for p in ENGINE.prompts(state) if p.seat == seat), "")
    if param.name == "target":
        if seat in values and kind == "choose_target":
            step = state.queue[0]
            if not any(op.op in ("extra_actions",) for op in step.ops):
                return {"action": action.action, "target": seat}
        return {"action": action.action, "target": values[0]}
    if param.name == "pile":
        return {"action": action.action, "pile": values[0]}
    count = param.min

    def key(value: Any) -> Any:
        card = str(value)
        if param.name == "cards":
            mad = is_madness(card)
            if kind in ("recover", "topdeck", "take_support", "upgrade_keep"):
                return (mad, -card_value(card))
            if kind in ("give",):
                return (mad, card_value(card))
            if kind == "upgrade":
                return card_value(card)
            return (not mad, card_value(card))
        if param.name == "curses":
            slot = next(s.slot for s in state.board if s.curse == card)
            return _urgency(state, slot)
        if param.name == "spells":
            spell = spell_of(card)
            return (not spell.basic, spell.level)
        return 0

    ordered = sorted(values, key=key)
    return {"action": action.action, param.name: ordered[:count]}


def _payment_for(state: State, action: LegalAction) -> list[str] | None:
    cards = [str(c.value) for c in action.params[-1].choices]
    if action.action == "activate":
        spell = spell_of(str(action.fixed["spell"]))
        return cheapest_payment(cards, spell.level)
    if action.action == "learn":
        return cheapest_payment(cards, CONTENT.setup.learn_cost)
    if action.action == "acquire":
        return cheapest_payment(cards, int(str(action.fixed["pile"]).split("-")[1]))
    if action.action == "destroy_curse":
        curse = str(action.fixed["curse"])
        element = CONTENT.curses[curse].element
        if element == "multi":
            return cheapest_payment(cards, 4, multi=True)
        return cheapest_payment(cards, CONTENT.setup.curse_destroy_cost + state.tokens[element])
    if action.action == "heal":
        return cheapest_payment(cards, CONTENT.setup.heal_cost, same_type=True)
    return None


def _command(body: dict[str, Any], kind: Any) -> Command:
    command = msgspec.convert(body, kind)
    assert isinstance(command, Command)
    return command


def choose(state: State, seat: int, rng: Rng) -> Command | None:
    """The heuristic's command for ``seat``, or None when it has nothing to do."""
    actions = ENGINE.legal_actions(state, seat)
    if not actions:
        return None
    first = actions[0]
    if first.prompt is not None:
        if first.action == "choose_magician":
            values = [c.value for c in first.params[0].choices]
            return _command({"action": "choose_magician", "magician": rng.choice(values)}, ENGINE.command_type)
        return _command(_answer(state, seat, first), ENGINE.command_type)
    hand = state.players[seat].hand
    mad_in_hand = sum(1 for c in hand if is_madness(c))
    by_kind: dict[str, list[LegalAction]] = {}
    for action in actions:
        by_kind.setdefault(action.action, []).append(action)
    plan: list[LegalAction] = []
    curses = sorted(
        by_kind.get("destroy_curse", []),
        key=lambda a: _urgency(state, next(s.slot for s in state.board if s.curse == a.fixed["curse"])),
    )
    plan.extend(curses)
    if mad_in_hand:
        plan.extend(by_kind.get("heal", []))
        if len(state.madness_pile) > 3 * state.seats:
            # Destroying a madness keeps it out of the pile for good: only while the pile is large.
            plan.extend(a for a in by_kind.get("activate", []) if str(a.fixed["spell"]).startswith("combustion"))
    if len(state.players[seat].spells) < CONTENT.setup.max_spells:
        plan.extend(by_kind.get("learn", []))
    plan.extend(a for a in by_kind.get("acquire", []) if str(a.fixed["pile"]).endswith("-3"))
    plan.extend(a for a in by_kind.get("activate", []) if not str(a.fixed["spell"]).startswith(("combustion", "glace")))
    plan.extend(a for a in by_kind.get("acquire", []) if str(a.fixed["pile"]).endswith("-2"))
    for action in plan:
        payment = _payment_for(state, action)
        if payment is None:
            continue
        body: dict[str, Any] = {"action": action.action, **action.fixed, "cards": payment}
        if action.action == "heal":
            mine = [str(c.value) for c in action.params[0].choices if str(c.value) in hand]
            body["madness"] = mine[0] if mine else action.params[0].choices[0].value
        return _command(body, ENGINE.command_type)
    if "use_power" in by_kind and rng.below(2) == 0:
        return _command({"action": "use_power"}, ENGINE.command_type)
    return _command({"action": "end_actions"}, ENGINE.command_type)
