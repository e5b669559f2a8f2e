"""Test helpers: hand-built states, card ids by type and rune, and one-call command application."""

from __future__ import annotations

import itertools
from typing import Any

import msgspec

from domain.bots import fill, random_command
from domain.contract import Command, Event, LegalAction, Param, RuleViolation
from domain.games.maeshowe import ENGINE
from domain.games.maeshowe.cards import CARD_RUNE, CARD_TYPE, RUNE_MASK
from domain.games.maeshowe.content import SET_IDS
from domain.games.maeshowe.options import MaeshoweOptions
from domain.games.maeshowe.state import MaeshoweState, Task
from domain.rng import Rng


def of(kind: str, rune: str | None = None) -> list[int]:
    """Every card id of a type (optionally of one rune), in id order."""
    return [i for i, t in enumerate(CARD_TYPE) if t == kind and (rune is None or CARD_RUNE[i] == RUNE_MASK[rune])]


DIG_R = of("dig", "red")
DIG_B = of("dig", "blue")


def make(
    *,
    hands: list[list[int]],
    deck: list[int] | None = None,
    discards: list[list[int]] | None = None,
    line: list[int] | None = None,
    food: int = 1,
    health: list[int] | None = None,
    max_health: list[int] | None = None,
    passages: int = 4,
    starting: int | None = None,
    expansions: list[str] | None = None,
    fear: bool = False,
    jarl: int | None = None,
    active: int = 0,
    used: list[int] | None = None,
    hope_runes: dict[int, int] | None = None,
    must_play_haste: bool = False,
    played: bool = False,
    discarded: bool = False,
    tasks: list[Task] | None = None,
    known_top: list[int] | None = None,
) -> MaeshoweState:
    """A state mid-game. ``deck`` is given TOP FIRST (it is stored top last)."""
    seats = len(hands)
    options = MaeshoweOptions(
        players=seats,
        expansions=list(SET_IDS) if expansions is None else expansions,  # type: ignore[arg-type]
        fear_of_the_dark=fear,
    )
    state = MaeshoweState(
        options=options,
        seats=seats,
        deck=list(reversed(deck or [])),
        hands=[list(h) for h in hands],
        discards=[list(d) for d in (discards or [[] for _ in range(seats)])],
        line=list(line or []),
        used=list(used or []),
        hope_runes=dict(hope_runes or {}),
        health=list(health or [4] * seats),
        max_health=list(max_health or [4] * seats),
        food=food,
        passages=passages,
        starting_passages=passages if starting is None else starting,
        jarl=jarl,
        known_top=list(known_top or [0] * seats),
        turn=1,
        active=active,
        played=played,
        discarded=discarded,
        must_play_haste=must_play_haste,
        tasks=list(tasks or []),
        next_task=len(tasks or []),
    )
    return state


def act(state: MaeshoweState, seat: int, command: Command, seed: int = 0) -> tuple[MaeshoweState, list[Event]]:
    """Decide and fold; fails the test on a RuleViolation. The input state is left untouched."""
    before = msgspec.msgpack.encode(state)
    out = ENGINE.decide(state, seat, command, 0.0, Rng(seed))
    assert msgspec.msgpack.encode(state) == before, "decide mutated its input state"
    assert not isinstance(out, RuleViolation), out
    new = ENGINE.clone(state)
    for event in out:
        new = ENGINE.evolve(new, event)
    return new, out


def refuse(state: MaeshoweState, seat: int, command: Command) -> RuleViolation:
    out = ENGINE.decide(state, seat, command, 0.0, Rng(0))
    assert isinstance(out, RuleViolation), f"expected a RuleViolation, got {out}"
    return out


def types(events: list[Event]) -> list[str]:
    return [str(type(e).__struct_config__.tag) for e in events]


def of_type(events: list[Event], cls: type[Any]) -> list[Any]:
    return [e for e in events if isinstance(e, cls)]


def top(state: MaeshoweState, n: int) -> list[int]:
    """The top ``n`` deck cards, top first."""
    return [state.deck[-1 - i] for i in range(n)]


def fillers(count: int, exclude: list[int] | None = None) -> list[int]:
    """Harmless cards (Sleep, Goose, Eat, Raven, Dig...) for padding hands and decks, mixed runes."""
    pool = of("sleep") + of("raven") + of("goose") + of("eat") + DIG_R + DIG_B
    out = [c for c in pool if c not in (exclude or [])]
    return out[:count]


_PLAY_RANK = {"dig": 0, "hope": 0, "raven": 1, "sleep": 2, "goose": 3, "eat": 4}
_DISCARD_RANK = {"dig": 5, "eat": 1, "goose": 1, "raven": 2, "sleep": 1, "sacrifice": 1, "recovery": 3, "forage": 0}


def _command(body: dict[str, Any]) -> Command:
    command: Command = msgspec.convert(body, type=ENGINE.command_type)
    return command


def _card_values(param: Param) -> list[int]:
    return [int(c.value) for c in param.choices]


def greedy_command(state: MaeshoweState, seat: int, rng: Rng) -> Command | None:
    """A bot that still plays only from the legal-action listing, but prefers digging, healing and cheap
    discards, so property tests also reach long games, dig runs and wins."""
    listing = ENGINE.legal_actions(state, seat)
    if not listing:
        return None
    by_action = {a.action: a for a in listing}
    if rng.below(10) == 0:
        return random_command(ENGINE, state, seat, rng)
    if "play" in by_action and not state.played and (state.discarded or rng.below(2) == 0):
        cards = _card_values(by_action["play"].params[0])
        low_health = state.health[seat] <= 2

        def play_key(c: int) -> tuple[int, int]:
            rank = _PLAY_RANK.get(CARD_TYPE[c], 9)
            if low_health and CARD_TYPE[c] in ("raven", "sleep"):
                rank = -1
            return (rank, rng.below(100))

        return _command({"action": "play", "card": min(cards, key=play_key)})
    if "discard" in by_action:
        cards = _card_values(by_action["discard"].params[0])

        def discard_key(c: int) -> tuple[int, int]:
            return (_DISCARD_RANK.get(CARD_TYPE[c], 4), rng.below(100))

        return _command({"action": "discard", "card": min(cards, key=discard_key)})
    if "eat" in by_action:
        high = max(_card_values(by_action["eat"].params[0]))
        want = min(high, state.max_health[seat] - state.health[seat])
        return _command({"action": "eat", "food": want})
    if "choose_rune" in by_action:
        runes = [dig_rune(c) for c in state.line[-4:-1]]
        rune = "blue" if runes.count(2) > runes.count(1) else "red"
        return _command({"action": "choose_rune", "rune": rune})
    options = [a for a in listing if a.action != "pass_jarl"] or listing
    return _command(fill(options[rng.below(len(options))], rng))


def dig_rune(card: int) -> int:
    return CARD_RUNE[card] if CARD_TYPE[card] == "dig" else 0


def every_body(action: LegalAction, cap: int, rng: Rng) -> list[dict[str, Any]]:
    """Every command body ``action`` lists (each parameter value or allowed pick), or ``cap`` random ones
    when there are more (a line rearrangement has n! orders)."""
    per_param: list[list[Any]] = []
    for param in action.params:
        values = [choice.value for choice in param.choices]
        if not param.many:
            per_param.append(values)
            continue
        high = min(param.max, len(values))
        picks: list[Any] = []
        for size in range(min(param.min, high), high + 1):
            combos = itertools.permutations(values, size) if param.ordered else itertools.combinations(values, size)
            picks.extend(list(c) for c in itertools.islice(combos, cap + 1))
        per_param.append(picks)
    everything = list(itertools.islice(itertools.product(*per_param), cap + 1))
    if len(everything) > cap:
        return [fill(action, rng) for _ in range(cap)]
    base = {"action": action.action, **action.fixed}
    return [{**base, **{p.name: v for p, v in zip(action.params, values, strict=True)}} for values in everything]
