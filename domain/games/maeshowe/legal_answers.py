"""The answers each pending prompt (a task) lists: what ``legal_actions`` shows for it, and what R-Q-2's
search (``search.py``) tries. Built from the state and the catalogue only, below every handler."""

from __future__ import annotations

from collections.abc import Callable

from domain.contract import Choice, LegalAction, Param
from domain.games.maeshowe.cards import CARD_TYPE, card_choices
from domain.games.maeshowe.state import MaeshoweState, Task
from domain.games.maeshowe.texts import TEXTS


def text(key: str, lang: str, **fields: object) -> str:
    return TEXTS.text(key, lang, **fields)


def cards(ids: list[int], lang: str) -> list[Choice]:
    table = card_choices(lang)
    return [table[c] for c in ids]


def _food(high: int, lang: str) -> list[Choice]:
    return [Choice(i, text("choice.food", lang, n=i)) for i in range(high + 1)]


def _answer(action: str, label: str, params: list[Param], pid: str) -> list[LegalAction]:
    """The one action that answers task prompt ``pid``."""
    return [LegalAction(action, label, params, prompt=pid)]


def _eat(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    return _answer(
        "eat",
        text("action.eat", lang),
        [Param("food", _food(s.food, lang))],
        pid,
    )


def _hope_rune(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    runes = [Choice("red", text("choice.rune.red", lang)), Choice("blue", text("choice.rune.blue", lang))]
    return _answer("choose_rune", text("action.choose_rune", lang), [Param("rune", runes)], pid)


def _hope_peek(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    peeked = [s.deck[-1 - i] for i in range(t.amount)]
    param = Param("put_back", cards(peeked, lang), many=True, min=0, max=len(peeked), ordered=True)
    return _answer(
        "peek",
        text("action.peek", lang),
        [param],
        pid,
    )


def _forage(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    piles = [Choice(o, text("choice.discard_pile", lang, seat=o, count=len(s.discards[o]))) for o in range(s.seats)]
    params = [Param("food", _food(s.food, lang)), Param("discard", piles)]
    return _answer(
        "forage",
        text("action.forage", lang),
        params,
        pid,
    )


def _forage_pick(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    param = Param("cards", cards(s.discards[t.owner], lang), many=True, min=t.amount, max=t.amount)
    return _answer("forage_pick", text("action.forage_pick", lang), [param], pid)


def _economy_line(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    param = Param("cards", cards([c for c in s.line if c != t.card], lang), many=True, min=0, max=1)
    return _answer(
        "take_back",
        text("action.take_back_line", lang),
        [param],
        pid,
    )


def _economy_discard(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    pool = [c for d in s.discards for c in d if c != t.card]
    param = Param("cards", cards(pool, lang), many=True, min=0, max=1)
    return _answer(
        "take_back",
        text("action.take_back_discard", lang),
        [param],
        pid,
    )


def _sacrifice(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    line = cards(s.line, lang)

    def mode(name: str, count: int) -> LegalAction:
        k = min(count, len(s.line))
        param = Param("cards", line, many=True, min=k, max=k)
        label = text(f"action.sacrifice.{name}", lang)
        return LegalAction("sacrifice", label, [param], fixed={"mode": name}, prompt=pid)

    out = [
        LegalAction("sacrifice", text("action.sacrifice.decline", lang), fixed={"mode": "decline"}, prompt=pid),
        mode("discard2", 2),
    ]
    if t.flag:
        out.append(mode("discard4", 4))
        out.append(mode("deck2", 2))
    return out


def _rearrange(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    n = len(s.line)
    param = Param("order", cards(s.line, lang), many=True, min=n, max=n, ordered=True)
    return _answer("rearrange", text("action.rearrange", lang), [param], pid)


def _promptness_cost(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    choices = [
        Choice("health", text("choice.health", lang)),
        Choice("passage", text("choice.passage", lang)),
    ]
    return _answer("promptness_cost", text("action.promptness_cost", lang), [Param("choice", choices)], pid)


def _discard_down(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    param = Param("cards", cards(s.hands[t.seat], lang), many=True, min=t.amount, max=t.amount)
    return _answer("discard_down", text("action.discard_down", lang), [param], pid)


def answer_ruin_pair(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    hand = s.hands[t.seat]
    params = [
        Param("ruin", cards([c for c in hand if CARD_TYPE[c] == "ruin"], lang)),
        Param("recovery", cards([c for c in hand if CARD_TYPE[c] == "recovery"], lang)),
    ]
    return _answer(
        "ruin_pair",
        text("action.ruin_pair", lang),
        params,
        pid,
    )


TASK_ACTIONS: dict[str, Callable[[MaeshoweState, Task, str, str], list[LegalAction]]] = {
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
    "ruin_pair": answer_ruin_pair,
}
