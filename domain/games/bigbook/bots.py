"""The bots: a heuristic player (for simulations, stand-ins and the win-rate table in README.md), and
simulated matches with them (pure: returns results, prints nothing).

It reads only the legal actions, the public board and its own hand, and plays greedily with a few
cooperative habits: destroy first the curses that trigger soonest and hurt most (every curse on
the last monster), remove curses with spells, heal madness (it keeps the madness pile from running
out), learn the spells that fight curses and madness, buy bigger elements, use the magician power
whenever it is offered, and lend spare cards to the others' supports before ending its actions.

``bench/bigbook_winrates.py`` builds the win-rate table of README.md from :func:`win_rate`; a
match's seed fixes everything (set-up, shuffles, bot choices), so any cell can be re-run.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from itertools import combinations
from typing import Any

import msgspec

from domain.bots import random_command
from domain.contract import Command, LegalAction, RuleViolation
from domain.games.bigbook import ENGINE
from domain.games.bigbook.content import CONTENT, ELEMENTS, Effect, card_element, card_value, is_madness, spell_of
from domain.games.bigbook.options import Options
from domain.games.bigbook.state import State
from domain.rng import Rng

_SLOT_ORDER = {"2": 2, "3L": 3, "3R": 3, "4": 4, "5": 5}
_HARM = {
    "add_madness": 4.0,
    "neutralise_spell": 2.0,
    "discard": 1.0,
    "destroy_deck": 1.0,
    "token": 1.0,
    "exhaust_spell": 0.5,
    "discard_support": 0.5,
}
"""How much one keyword of a curse hurts one player (madness drains the shared pile: the worst)."""
_CURSE_SPELLS = {"inferno": 3, "meteore": 2, "geyser": 2, "ouragan": 2}
"""Library spells that destroy (3) or neutralise (2) curses."""
_HEAL_SPELLS = frozenset({"source", "maree", "deluge"})
_SPELL_WORTH = {
    "inferno": 10,
    "geyser": 8,
    "meteore": 8,
    "ouragan": 8,
    "maree": 7,
    "deluge": 7,
    "source": 6,
    "seisme": 6,
    "montagne": 6,
    "sediment": 5,
    "tempete": 5,
    "cercle_polaire": 5,
    "racines": 4,
    "avatar": 4,
    "typhon": 4,
    "humus": 3,
    "abysses": 3,
    "bourrasque": 3,
    "eboulement": 3,
    "germe": 3,
    "avalanche": 3,
}


def cheapest_payment(cards: list[str], cost: int, *, multi: bool = False, same_type: bool = False) -> list[str] | None:
    """The payment with the least waste (then the fewest cards), or None if none reaches ``cost``."""
    if multi:
        picked: list[str] = []
        for element in ELEMENTS:
            options = sorted((c for c in cards if card_element(c) == element), key=card_value)
            if not options:
                return None
            picked.append(options[0])
        return picked
    groups = [[c for c in cards if card_element(c) == e] for e in ELEMENTS]
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


def _harm(effects: list[Effect], players: int) -> float:
    total = 0.0
    for effect in effects:
        width = players if effect.target in ("all", "others") else 1
        total += sum(_HARM.get(op.op, 0.5) * op.n * width for op in effect.ops)
    return total


def final_monster(state: State) -> bool:
    """The monster on the board is the last one: its curses decide the game (R-B-5)."""
    return (
        0 < state.pages_turned < len(state.grimoire) and CONTENT.pages[state.grimoire[state.pages_turned]].kind == "end"
    )


def _curse_priority(state: State, curse: str) -> tuple[int, float]:
    slot = next(s.slot for s in state.board if s.curse == curse)
    harm = _harm(CONTENT.curses[curse].effects, sum(1 for p in state.players if not p.eliminated))
    return (_urgency(state, slot), -harm)


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
        wanted: list[str] = [CONTENT.curses[s.curse].element for s in state.board if s.curse]
        ranked = sorted(values, key=lambda p: -wanted.count(str(p).split("-")[0]))
        return {"action": action.action, "pile": ranked[0]}
    count = param.min

    def key(value: Any) -> Any:
        card = str(value)
        if param.name == "cards":
            mad = is_madness(card)
            if kind in ("recover", "topdeck", "take_support"):
                return (mad, -card_value(card))
            if kind == "give":
                return (mad, card_value(card))
            if kind == "upgrade":
                return card_value(card)
            if kind == "support":
                wanted: list[str] = [CONTENT.curses[s.curse].element for s in state.board if s.curse]
                return (mad, -wanted.count(card_element(card)), -card_value(card))
            return (not mad, card_value(card))
        if param.name == "curses":
            return _curse_priority(state, card)
        if param.name == "spells":
            spell = spell_of(card)
            if kind == "ready_spell":
                return (spell.basic, -spell.level)
            return (not spell.basic, spell.level)
        return 0

    ordered = sorted(values, key=key)
    return {"action": action.action, param.name: ordered[:count]}


def _payment_for(state: State, action: LegalAction, power: int = 1) -> list[str] | None:
    cards = [str(c.value) for c in action.params[-1].choices]
    if action.action == "activate":
        spell = spell_of(str(action.fixed["spell"]))
        return cheapest_payment(cards, spell.level * power)
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


def _command(body: dict[str, Any]) -> Command:
    command = msgspec.convert(body, ENGINE.command_type)
    assert isinstance(command, Command)
    return command


def _spell_id(action: LegalAction) -> str:
    return str(action.fixed["spell"]).split("@", 1)[0]


def _plan(state: State, seat: int, by_kind: dict[str, list[LegalAction]]) -> list[tuple[LegalAction, int]]:
    """Candidate actions, best first, each with the spell power to pay for."""
    hand = state.players[seat].hand
    mad_in_hand = sum(1 for c in hand if is_madness(c))
    curses_up = [s for s in state.board if s.curse and s.neutralised < 0]
    activations = by_kind.get("activate", [])
    plan: list[tuple[LegalAction, int]] = []
    curses = sorted(by_kind.get("destroy_curse", []), key=lambda a: _curse_priority(state, str(a.fixed["curse"])))
    plan.extend((a, 1) for a in curses)
    if curses_up:
        fighters = [a for a in activations if _spell_id(a) in _CURSE_SPELLS]
        fighters.sort(key=lambda a: -_CURSE_SPELLS[_spell_id(a)])
        for action in fighters:
            if _CURSE_SPELLS[_spell_id(action)] == 3 or final_monster(state) is False:
                plan.append((action, min(3, len(curses_up))))
    final = final_monster(state)
    low_pile = len(state.madness_pile) <= 2 * state.seats + 2
    if (mad_in_hand and (low_pile or not final)) or (
        low_pile and any(is_madness(c) for p in state.players for c in p.support)
    ):
        plan.extend((a, 1) for a in by_kind.get("heal", []))
        plan.extend((a, min(3, max(1, mad_in_hand))) for a in activations if _spell_id(a) in _HEAL_SPELLS)
        if len(state.madness_pile) > 3 * state.seats:
            # Destroying a madness keeps it out of the pile for good: only while the pile is large.
            plan.extend((a, 1) for a in activations if _spell_id(a) == "combustion")
    if final:
        # The last monster: every card goes to its curses (bought cards would come back too late).
        plan.extend((a, 1) for a in activations if _spell_id(a) not in {"combustion", "glace", *_HEAL_SPELLS})
        return plan + _lend(state, seat, activations)
    learn = sorted(by_kind.get("learn", []), key=lambda a: -_SPELL_WORTH.get(_spell_id(a), 1))
    spell_room = len(state.players[seat].spells) < CONTENT.setup.max_spells
    plan.extend((a, 1) for a in learn if spell_room or _SPELL_WORTH.get(_spell_id(a), 1) >= 6)
    plan.extend((a, 1) for a in by_kind.get("acquire", []) if str(a.fixed["pile"]).endswith("-3"))
    skip = {"combustion", "glace", *_CURSE_SPELLS, *_HEAL_SPELLS}
    plan.extend((a, 1) for a in activations if _spell_id(a) not in skip)
    plan.extend((a, 1) for a in by_kind.get("acquire", []) if str(a.fixed["pile"]).endswith("-2"))
    return plan + _lend(state, seat, activations)


def _lend(state: State, seat: int, activations: list[LegalAction]) -> list[tuple[LegalAction, int]]:
    """Glace on spare cards of the curses' elements: the others may pay with them, and a smaller
    hand draws more at recovery."""
    room = CONTENT.setup.max_support - len(state.players[seat].support)
    needed = {str(CONTENT.curses[s.curse].element) for s in state.board if s.curse}
    hand = state.players[seat].hand
    spare = sum(1 for c in hand if not is_madness(c) and card_element(c) != "water" and card_element(c) in needed)
    if room <= 0 or not spare:
        return []
    return [(a, min(room, spare, 3)) for a in activations if _spell_id(a) == "glace"]


def heuristic(state: State, seat: int, rng: Rng) -> Command | None:
    """The heuristic's command for ``seat``, or None when it has nothing to do."""
    actions = ENGINE.legal_actions(state, seat)
    if not actions:
        return None
    first = actions[0]
    if first.prompt is not None:
        if first.action == "choose_magician":
            values = [c.value for c in first.params[0].choices]
            return _command({"action": "choose_magician", "magician": rng.choice(values)})
        return _command(_answer(state, seat, first))
    by_kind: dict[str, list[LegalAction]] = {}
    for action in actions:
        by_kind.setdefault(action.action, []).append(action)
    if set(by_kind) <= {"use_power", "end_actions"} and "use_power" in by_kind:
        return _command({"action": "use_power"})
    hand = state.players[seat].hand
    for action, power in _plan(state, seat, by_kind):
        payment = _payment_for(state, action, power) or _payment_for(state, action)
        if payment is None:
            continue
        body: dict[str, Any] = {"action": action.action, **action.fixed, "cards": payment}
        if action.action == "heal":
            mine = [str(c.value) for c in action.params[0].choices if str(c.value) in hand]
            body["madness"] = mine[0] if mine else action.params[0].choices[0].value
        return _command(body)
    if "use_power" in by_kind:
        return _command({"action": "use_power"})
    return _command({"action": "end_actions"})


Chooser = Callable[[State, int, Rng], Command | None]


def random_bot(state: State, seat: int, rng: Rng) -> Command | None:
    """A random listed command (any game's generic client; refused payments are tried again)."""
    return random_command(ENGINE, state, seat, rng)


BOTS: dict[str, tuple[Chooser, bool]] = {"heuristic": (heuristic, True), "random": (random_bot, False)}
"""Bots by name, and whether every command they send must be accepted (the heuristic's must)."""


def play(
    options: Options, seed: int, chooser: Chooser = heuristic, max_commands: int = 20000, *, strict: bool = True
) -> State:
    """One match to its end; every seat plays with ``chooser``. ``strict``: a refused command is an
    error (else the bot is asked again)."""
    rng = Rng.derive(seed, "bigbook-sim")
    state: State | None = None
    for event in ENGINE.start(options, rng):
        state = ENGINE.evolve(state, event)
    assert state is not None
    for _ in range(max_commands):
        status = ENGINE.status(state)
        if status.finished:
            break
        seat = status.to_act[0]
        command = chooser(state, seat, rng)
        if command is None:
            raise RuntimeError("the seat to act has no legal action")
        result = ENGINE.decide(state, seat, command, 0.0, rng)
        if isinstance(result, RuleViolation):
            if not strict:
                continue
            raise RuntimeError(f"the bot sent a refused command: {result!r} {msgspec.json.encode(command)!r}")
        for event in result:
            state = ENGINE.evolve(state, event)
    return state


def win_rate(
    options: Options, seeds: range, chooser: Chooser = heuristic, *, strict: bool = True
) -> tuple[float, Counter[str]]:
    """Share of won matches over ``seeds``, and how the matches ended (``unfinished``: hit the cap)."""
    endings: Counter[str] = Counter()
    for seed in seeds:
        endings[play(options, seed, chooser, strict=strict).reason or "unfinished"] += 1
    won = endings["final_monster_defeated"]
    return won / max(1, len(seeds)), endings
