"""Prompts and legal actions, built from the same predicates ``decide`` uses (rules.py)."""

from __future__ import annotations

from collections.abc import Callable

from domain.contract import Choice, LegalAction, Param, Prompt
from domain.games.maeshowe.cards import CARD_CHOICE, CARD_LABEL, CARD_TYPE
from domain.games.maeshowe.rules import (
    discard_choices,
    give_choices,
    jarl_available,
    play_choices,
    recovery_choices,
    ruin_due,
)
from domain.games.maeshowe.state import MaeshoweState, Task

PROMPT_TEXT: dict[str, str] = {
    "turn": (
        "Play one card onto the end of the line and discard another card, in either order (first, if you "
        "hold Ruine and Récupération, discard them)."
    ),
    "eat": "Manger: how much food do you spend (1 health per food)?",
    "hope_rune": "Espoir: which rune does it count as, as a Dig?",
    "hope_peek": "Espoir: which of the top cards do you put back (top first)? The others are drawn.",
    "forage": "Grapiller: how much food do you spend, and from which discard?",
    "forage_pick": "Grapiller: which cards go back into the deck?",
    "economy_line": "Économie: take back another card from the line?",
    "economy_discard": "Économie: take back another card from a discard?",
    "sacrifice": "Sacrifice: pay one food to move line cards away?",
    "rearrange": "Promptitude: rearrange the whole line.",
    "promptness_cost": "Promptitude discarded: lose 2 health or add a passage token?",
    "discard_down": "Peur du noir: discard back down to 5 cards (no discard effect).",
    "ruin_pair": "Ruine + Récupération: which copies do you discard?",
}


def prompt_id(state: MaeshoweState) -> str:
    if state.tasks:
        return f"task-{state.tasks[0].id}"
    return f"turn-{state.turn}"


def prompts(state: MaeshoweState) -> list[Prompt]:
    if state.result is not None:
        return []
    if state.tasks:
        task = state.tasks[0]
        return [Prompt(id=f"task-{task.id}", seat=task.seat, kind=task.kind, text=PROMPT_TEXT[task.kind])]
    return [Prompt(id=f"turn-{state.turn}", seat=state.active, kind="turn", text=PROMPT_TEXT["turn"])]


def _cards(cards: list[int]) -> list[Choice]:
    return [CARD_CHOICE[c] for c in cards]


def _amounts(high: int, unit: str) -> list[Choice]:
    return [Choice(i, f"{i} {unit}") for i in range(high + 1)]


def _turn_actions(s: MaeshoweState, seat: int) -> list[LegalAction]:
    pid = f"turn-{s.turn}"
    if ruin_due(s):
        return _ruin_pair(s, Task(id=-1, kind="ruin_pair", seat=seat), pid)
    out: list[LegalAction] = []
    plays = play_choices(s, seat)
    if plays:
        out.append(
            LegalAction("play", "Play a card onto the end of the line", [Param("card", _cards(plays))], prompt=pid)
        )
    owners = recovery_choices(s, seat)
    if owners:
        choices = [Choice(o, f"Seat {o}'s discard: {CARD_LABEL[s.discards[o][-1]]}") for o in owners]
        out.append(
            LegalAction(
                "play_from_discard",
                "Récupération: lose 1 health to play a discard's top card",
                [Param("owner", choices)],
                prompt=pid,
            )
        )
    discards = discard_choices(s, seat)
    if discards:
        out.append(
            LegalAction(
                "discard", "Discard a card (its discard effect resolves)", [Param("card", _cards(discards))], prompt=pid
            )
        )
    gives = give_choices(s, seat)
    if gives:
        out.append(
            LegalAction(
                "give",
                "Give a card to the other player instead of discarding",
                [Param("card", _cards(gives))],
                prompt=pid,
            )
        )
    if jarl_available(s, seat):
        out.append(LegalAction("pass_jarl", "Pass the Jarl token instead of playing and discarding", prompt=pid))
    return out


def _eat(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    return [LegalAction("eat", "Spend food to heal", [Param("food", _amounts(s.food, "food"))], prompt=pid)]


def _hope_rune(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    runes = [Choice("red", "Red rune"), Choice("blue", "Blue rune")]
    return [LegalAction("choose_rune", "Choose Espoir's rune", [Param("rune", runes)], prompt=pid)]


def _hope_peek(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    peeked = [s.deck[-1 - i] for i in range(t.amount)]
    param = Param("put_back", _cards(peeked), many=True, min=0, max=len(peeked), ordered=True)
    return [LegalAction("peek", "Put back cards on top (top first); draw the others", [param], prompt=pid)]


def _forage(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    piles = [Choice(o, f"Seat {o}'s discard ({len(s.discards[o])} cards)") for o in range(s.seats)]
    params = [Param("food", _amounts(s.food, "food")), Param("discard", piles)]
    return [
        LegalAction("forage", "Spend food; twice as many cards go from a discard into the deck", params, prompt=pid)
    ]


def _forage_pick(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    param = Param("cards", _cards(s.discards[t.owner]), many=True, min=t.amount, max=t.amount)
    return [LegalAction("forage_pick", "Cards to shuffle into the deck", [param], prompt=pid)]


def _economy_line(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    param = Param("cards", _cards([c for c in s.line if c != t.card]), many=True, min=0, max=1)
    return [LegalAction("take_back", "Take back another card from the line (or none)", [param], prompt=pid)]


def _economy_discard(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    pool = [c for d in s.discards for c in d if c != t.card]
    param = Param("cards", _cards(pool), many=True, min=0, max=1)
    return [LegalAction("take_back", "Take back another card from a discard (or none)", [param], prompt=pid)]


def _sacrifice(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    line = _cards(s.line)
    out = [LegalAction("sacrifice", "Decline", fixed={"mode": "decline"}, prompt=pid)]
    two = min(2, len(s.line))
    out.append(
        LegalAction(
            "sacrifice",
            "Pay 1 food: 2 line cards to your discard, then shuffle it",
            [Param("cards", line, many=True, min=two, max=two)],
            fixed={"mode": "discard2"},
            prompt=pid,
        )
    )
    if t.flag:
        four = min(4, len(s.line))
        out.append(
            LegalAction(
                "sacrifice",
                "Pay 1 food: 4 line cards to your discard, then shuffle it",
                [Param("cards", line, many=True, min=four, max=four)],
                fixed={"mode": "discard4"},
                prompt=pid,
            )
        )
        out.append(
            LegalAction(
                "sacrifice",
                "Pay 1 food: 2 line cards into the deck, then shuffle it",
                [Param("cards", line, many=True, min=two, max=two)],
                fixed={"mode": "deck2"},
                prompt=pid,
            )
        )
    return out


def _rearrange(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    n = len(s.line)
    param = Param("order", _cards(s.line), many=True, min=n, max=n, ordered=True)
    return [LegalAction("rearrange", "The new line, left to right", [param], prompt=pid)]


def _promptness_cost(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    choices = [Choice("health", "Lose 2 health"), Choice("passage", "Add a passage token")]
    return [LegalAction("promptness_cost", "Promptitude's cost", [Param("choice", choices)], prompt=pid)]


def _discard_down(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    param = Param("cards", _cards(s.hands[t.seat]), many=True, min=t.amount, max=t.amount)
    return [LegalAction("discard_down", "Discard back to 5 cards", [param], prompt=pid)]


def _ruin_pair(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    hand = s.hands[t.seat]
    params = [
        Param("ruin", _cards([c for c in hand if CARD_TYPE[c] == "ruin"])),
        Param("recovery", _cards([c for c in hand if CARD_TYPE[c] == "recovery"])),
    ]
    return [LegalAction("ruin_pair", "Discard a Ruine and a Récupération, lose 1 health", params, prompt=pid)]


TASK_ACTIONS: dict[str, Callable[[MaeshoweState, Task, str], list[LegalAction]]] = {
    "eat": _eat,
    "hope_rune": _hope_rune,
    "hope_peek": _hope_peek,
    "forage": _forage,
    "forage_pick": _forage_pick,
    "economy_line": _economy_line,
    "economy_discard": _economy_discard,
    "sacrifice": _sacrifice,
    "rearrange": _rearrange,
    "promptness_cost": _promptness_cost,
    "discard_down": _discard_down,
    "ruin_pair": _ruin_pair,
}


def legal_actions(state: MaeshoweState, seat: int) -> list[LegalAction]:
    if state.result is not None:
        return []
    if state.tasks:
        task = state.tasks[0]
        if task.seat != seat:
            return []
        return TASK_ACTIONS[task.kind](state, task, f"task-{task.id}")
    if seat != state.active:
        return []
    return _turn_actions(state, seat)
