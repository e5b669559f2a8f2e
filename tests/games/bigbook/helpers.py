"""Scenario builders for the Big Book of Madness tests."""

from __future__ import annotations

from typing import Any

import msgspec

from domain.contract import Event, RuleViolation
from domain.games.bigbook import ENGINE
from domain.games.bigbook.action_phase import check_payment
from domain.games.bigbook.content import CONTENT, ELEMENTS, element_card_ids, madness_ids, spell_of
from domain.games.bigbook.context import Ctx
from domain.games.bigbook.events import Scheduled
from domain.games.bigbook.flow import run
from domain.games.bigbook.legal import in_power_window
from domain.games.bigbook.options import Options
from domain.games.bigbook.state import State, Step
from domain.rng import Rng

MAGICIANS = ["ondine", "braise", "sylve", "zephyrine", "morgane"]


def fold(events: list[Event], state: State | None = None) -> State:
    for event in events:
        state = ENGINE.evolve(state, event)
    assert state is not None
    return state


def start(players: int = 2, seed: int = 1, settle_prompts: bool = True, **options: Any) -> State:
    """A match with pre-assigned magicians, past any set-up prompt, in the first action phase."""
    options.setdefault("magicians", MAGICIANS[:players])
    state = fold(ENGINE.start(Options(players=players, **options), Rng(seed)))
    return settle(state) if settle_prompts else state


def command(body: dict[str, Any]) -> Any:
    return msgspec.convert(body, ENGINE.command_type)


def act(state: State, seat: int, body: dict[str, Any], seed: int = 7) -> State:
    """Decide ``body`` for ``seat`` and fold the events; fail the test on a refusal."""
    result = ENGINE.decide(state, seat, command(body), 0.0, Rng(seed))
    assert not isinstance(result, RuleViolation), result
    return fold(result, state)


def events_of(state: State, seat: int, body: dict[str, Any], seed: int = 7) -> list[Event]:
    result = ENGINE.decide(state, seat, command(body), 0.0, Rng(seed))
    assert not isinstance(result, RuleViolation), result
    return result


def refused(state: State, seat: int, body: dict[str, Any]) -> RuleViolation:
    result = ENGINE.decide(state, seat, command(body), 0.0, Rng(7))
    assert isinstance(result, RuleViolation), result
    return result


def answer_first(state: State) -> State:
    """Answer the pending prompt with the first listed options."""
    prompt = ENGINE.prompts(state)[0]
    action = ENGINE.legal_actions(state, prompt.seat)[0]
    param = action.params[0]
    values = [c.value for c in param.choices]
    value: Any = values[: param.min] if param.many else values[0]
    return act(state, prompt.seat, {"action": action.action, param.name: value})


def settle(state: State) -> State:
    """Answer every pending prompt with its first options; at the end of a recovery phase the active
    player lets the magician power go (ends the turn)."""
    return settle_log(state)[0]


def clone(state: State) -> State:
    return ENGINE.clone(state)


def _take(state: State, card: str) -> None:
    """Remove ``card`` from wherever it is."""
    zones: list[list[str]] = [state.madness_pile, state.box, state.destroyed, *state.reserve.values()]
    for player in state.players:
        zones.extend([player.hand, player.deck, player.discard, player.support])
    zones.extend(slot.madness for slot in state.board)
    for zone in zones:
        if card in zone:
            index = zone.index(card)
            del zone[index]
            for player in state.players:
                if zone is player.deck and index < player.deck_known:
                    player.deck_known -= 1
            return
    raise KeyError(card)


def put(state: State, card: str, seat: int, zone: str) -> None:
    """Move a card to a player's zone (``hand``, ``deck`` top, ``discard``, ``support``)."""
    _take(state, card)
    player = state.players[seat]
    if zone == "deck":
        player.deck.insert(0, card)
    else:
        getattr(player, zone).append(card)


def free_cards(state: State, element: str, value: int, count: int) -> list[str]:
    """``count`` cards of that element and value taken from the box or the reserve (not in play)."""
    pool = state.box if value == 1 else state.reserve[f"{element}-{value}"]
    found = [c for c in element_card_ids(element, value) if c in pool][:count]
    assert len(found) == count, (element, value, count)
    return found


def free_madness(state: State, count: int) -> list[str]:
    found = [c for c in madness_ids() if c in state.madness_pile][-count:]
    assert len(found) == count
    return found


def set_hand(state: State, seat: int, cards: list[str]) -> None:
    """Replace ``seat``'s hand by ``cards`` (the old hand goes under its deck)."""
    player = state.players[seat]
    old = list(player.hand)
    player.hand.clear()
    player.deck.extend(old)
    for card in cards:
        put(state, card, seat, "hand")


def clear_board(state: State) -> None:
    """No curse on the board, every spell face up and ready (a neutral start for rule tests)."""
    for player in state.players:
        for spell in player.spells:
            spell.exhausted, spell.neutralised = False, -1
    for slot in state.board:
        if slot.curse:
            state.curse_piles[CONTENT.curses[slot.curse].element].append(slot.curse)
        state.destroyed.extend(slot.madness)
        slot.curse, slot.madness, slot.neutralised = "", [], -1


def place_curse(state: State, slot_name: str, curse: str) -> None:
    """Put a curse (taken from its pile) on a board space."""
    pile = state.curse_piles[CONTENT.curses[curse].element]
    pile.remove(curse)
    state.curse_known[CONTENT.curses[curse].element] = min(state.curse_known[CONTENT.curses[curse].element], len(pile))
    for slot in state.board:
        if slot.slot == slot_name:
            assert not slot.curse
            slot.curse = curse


def schedule_log(state: State, steps: list[Step]) -> tuple[State, list[Event]]:
    """Put steps in front of the pending work and resolve what resolves alone (a test shortcut to
    run effects without a card); returns the new state and the events."""
    ctx = Ctx(clone(state), Rng(3))
    ctx.emit(Scheduled(pop=False, steps=steps))
    run(ctx)
    return ctx.state, ctx.events


def schedule(state: State, steps: list[Step]) -> State:
    return schedule_log(state, steps)[0]


def count_elements(state: State) -> int:
    zones: list[list[str]] = [state.box, state.destroyed, *state.reserve.values()]
    for player in state.players:
        zones.extend([player.hand, player.deck, player.discard, player.support])
    return sum(1 for zone in zones for card in zone if not card.startswith("madness-"))


def count_madness(state: State) -> int:
    zones: list[list[str]] = [state.madness_pile, state.box, state.destroyed]
    for player in state.players:
        zones.extend([player.hand, player.deck, player.discard, player.support])
    zones.extend(slot.madness for slot in state.board)
    return sum(1 for zone in zones for card in zone if card.startswith("madness-"))


def random_payment(state: State, seat: int, action: Any, rng: Rng) -> list[str] | None:
    """A random payment the engine accepts for a listed action, built from its ``cards`` choices."""
    cards = [str(c.value) for c in action.params[-1].choices]
    order = rng.shuffled(cards)
    kwargs: dict[str, Any] = {}
    if action.action == "activate":
        spell = spell_of(str(action.fixed["spell"]))
        kwargs = {"cost": spell.level * rng.between(1, 3), "element": spell.element}
    elif action.action == "learn":
        kwargs = {"cost": 2}
    elif action.action == "acquire":
        kwargs = {"cost": int(str(action.fixed["pile"]).split("-")[1])}
    elif action.action == "destroy_curse":
        element = CONTENT.curses[str(action.fixed["curse"])].element
        multi = element == "multi"
        kwargs = {"cost": 4, "multi": True} if multi else {"cost": 4 + state.tokens[element]}
    elif action.action == "heal":
        element = rng.choice(ELEMENTS)
        order = [c for c in order if c.startswith(element)]
        kwargs = {"cost": 2, "same_type": True}
    picked: list[str] = []
    for card in order:
        picked.append(card)
        try:
            check_payment(state, seat, picked, **kwargs)
        except RuleViolation:
            continue
        return picked
    # Listings only offer affordable actions: all the listed cards of the right kind pay a spell.
    return picked if action.action == "activate" else None


def smart_random(state: State, seat: int, rng: Rng) -> Any:
    """A random legal command that is usually accepted: random answers to prompts, random actions
    with random sufficient payments, ending the action phase now and then."""
    from domain.bots import fill

    actions = ENGINE.legal_actions(state, seat)
    if not actions:
        return None
    if actions[0].prompt is not None:
        return command(fill(actions[0], rng))
    if rng.below(6) == 0:
        return command({"action": "end_actions"})
    for action in rng.shuffled(actions):
        if action.action in ("end_actions", "use_power"):
            return command({"action": action.action})
        payment = random_payment(state, seat, action, rng)
        if payment is None:
            continue
        body: dict[str, Any] = {"action": action.action, **action.fixed, "cards": payment}
        if action.action == "heal":
            body["madness"] = rng.choice([c.value for c in action.params[0].choices])
        return command(body)
    return command({"action": "end_actions"})


def settle_log(state: State) -> tuple[State, list[Event]]:
    """Like :func:`settle`, also returning the events of the answers."""
    log: list[Event] = []
    while (ENGINE.prompts(state) or in_power_window(state)) and not ENGINE.status(state).finished:
        if not ENGINE.prompts(state):
            events = events_of(state, state.active, {"action": "end_actions"})
        else:
            prompt = ENGINE.prompts(state)[0]
            action = ENGINE.legal_actions(state, prompt.seat)[0]
            param = action.params[0]
            values = [c.value for c in param.choices]
            value: Any = values[: param.min] if param.many else values[0]
            events = events_of(state, prompt.seat, {"action": action.action, param.name: value})
        state = fold(events, clone(state))
        log.extend(events)
    return state, log
