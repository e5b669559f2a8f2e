"""Prompts, legal actions and status: what a generic client needs to play.

Built from the predicates ``decide`` uses (``rules.py``); the losing-choice warning runs ``decide``'s own
handlers on a scratch copy, so a warned choice is exactly one that ``decide`` would lose the match on."""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from domain.contract import Choice, Command, Event, LegalAction, Outcome, Param, Prompt, RuleViolation, Status
from domain.games.maeshowe import events as ev
from domain.games.maeshowe import flow
from domain.games.maeshowe.cards import CARD_TYPE, card_choices, card_label
from domain.games.maeshowe.context import Ctx
from domain.games.maeshowe.decide import COMMAND_BY_TAG, HANDLERS
from domain.games.maeshowe.rules import (
    discard_choices,
    give_choices,
    jarl_available,
    play_choices,
    recovery_choices,
    ruin_due,
)
from domain.games.maeshowe.state import MaeshoweState, Task, copy_state
from domain.games.maeshowe.texts import TEXTS
from domain.rng import Rng


def _t(key: str, lang: str, **fields: object) -> str:
    return TEXTS.text(key, lang, **fields)


LOSES = TEXTS.text("warning.loses", "en")
"""Appended (in the reader's language: ``warning.loses``) to the label of a listed choice that ends the match
in a loss as soon as it is taken; this is the English one."""
_UNSEEN: tuple[type[Event], ...] = (ev.CardsDrawn, ev.HopePeeked, ev.SnubDrawn)


def prompt_id(state: MaeshoweState) -> str:
    if state.tasks:
        return f"task-{state.tasks[0].id}"
    return f"turn-{state.turn}"


def resolving(state: MaeshoweState) -> bool:
    """A queued play effect is at the front: the engine resolves it itself (``flow.advance``), so
    nobody is asked anything. Only a state folded to a version inside a command shows it (replay)."""
    return bool(state.tasks) and state.tasks[0].kind == "resolve_play"


def prompts(state: MaeshoweState, lang: str = "en") -> list[Prompt]:
    if state.result is not None or resolving(state):
        return []
    if state.tasks:
        task = state.tasks[0]
        text = _t(f"prompt.{task.kind}", lang)
        return [Prompt(id=f"task-{task.id}", seat=task.seat, kind=task.kind, text=text)]
    return [Prompt(id=f"turn-{state.turn}", seat=state.active, kind="turn", text=_t("prompt.turn", lang))]


def _cards(cards: list[int], lang: str) -> list[Choice]:
    table = card_choices(lang)
    return [table[c] for c in cards]


def loses_at_once(s: MaeshoweState, seat: int, command: Command) -> bool:
    """Whether taking ``command`` now loses the match before anything unknown happens (a draw, a peek, a
    shuffle): the last health goes, the other step of the turn becomes impossible (R-Q-2), or the turn
    ends with an empty deck and the next one cannot be taken. Run on a scratch copy, as ``decide`` would."""
    ctx = Ctx(copy_state(s), Rng(0))
    try:
        HANDLERS[type(command)](ctx, seat, command)
    except RuleViolation:
        return False
    after = ctx.st
    turn_over = after.result is None and after.played and after.discarded and not after.tasks
    if turn_over and after.deck and len(after.hands[seat]) < 5:
        return False  # the end of the turn draws unseen cards before anything else
    flow.advance(ctx)
    for event in ctx.events:
        if event.chance or isinstance(event, _UNSEEN):
            return False
        if isinstance(event, ev.MatchLost):
            return True
    return False


_RISKY = frozenset({"crumbling", "gluttony", "haste", "promptness"})
"""Cards whose discard empties the hand, or whose play or discard needs or spends the food the other step may
need."""


def _at_risk(s: MaeshoweState, seat: int) -> bool:
    """Could any step lose at once? Not with 3+ health (a step costs at most 2: Trésor, Effondrement,
    Gloutonnerie) or 4+ with Récupération (1, then the played card's 2), 3+ cards (one is left for the
    other step), cards in the deck (the end of the turn draws) and no card of ``_RISKY``. Only a shortcut:
    ``loses_at_once`` decides, and a property test checks every listed choice against ``decide``."""
    hand = s.hands[seat]
    health = s.health[seat]
    if health <= 2 or (health == 3 and any(CARD_TYPE[c] == "recovery" for c in hand)):
        return True
    return len(hand) <= 2 or not s.deck or any(CARD_TYPE[c] in _RISKY for c in hand)


def _warned(s: MaeshoweState, seat: int, action: LegalAction, lang: str) -> LegalAction:
    """``action`` with the warning on each choice (one plain parameter) or on its label (no parameter) that
    loses at once. Actions choosing sets of cards are not tried (their choices move cards, not food or
    health, but nothing here proves it)."""
    params = action.params
    base = {"action": action.action, **action.fixed}
    kind = COMMAND_BY_TAG[action.action]
    if not params:
        if loses_at_once(s, seat, msgspec.convert(base, type=kind)):
            return msgspec.structs.replace(action, label=action.label + _t("warning.loses", lang))
        return action
    if len(params) != 1 or params[0].many:
        return action
    name = params[0].name
    choices = [
        msgspec.structs.replace(c, label=c.label + _t("warning.loses", lang))
        if loses_at_once(s, seat, msgspec.convert({**base, name: c.value}, type=kind))
        else c
        for c in params[0].choices
    ]
    return msgspec.structs.replace(action, params=[msgspec.structs.replace(params[0], choices=choices)])


def _food(high: int, lang: str) -> list[Choice]:
    return [Choice(i, _t("choice.food", lang, n=i)) for i in range(high + 1)]


def _turn_actions(s: MaeshoweState, seat: int, lang: str) -> list[LegalAction]:
    pid = f"turn-{s.turn}"
    if ruin_due(s):
        return _ruin_pair(s, Task(id=-1, kind="ruin_pair", seat=seat), pid, lang)
    out: list[LegalAction] = []
    plays = play_choices(s, seat)
    if plays:
        choices = _cards(plays, lang)
        label = _t("action.play", lang)
        out.append(LegalAction("play", label, [Param("card", choices)], prompt=pid))
    owners = recovery_choices(s, seat)
    if owners:
        choices = [
            Choice(o, _t("choice.discard_top", lang, seat=o, card=card_label(s.discards[o][-1], lang))) for o in owners
        ]
        label = _t("action.play_from_discard", lang)
        out.append(LegalAction("play_from_discard", label, [Param("owner", choices)], prompt=pid))
    discards = discard_choices(s, seat)
    if discards:
        choices = _cards(discards, lang)
        label = _t("action.discard", lang)
        out.append(LegalAction("discard", label, [Param("card", choices)], prompt=pid))
    gives = give_choices(s, seat)
    if gives:
        choices = _cards(gives, lang)
        label = _t("action.give", lang)
        out.append(LegalAction("give", label, [Param("card", choices)], prompt=pid))
    if jarl_available(s, seat):
        label = _t("action.pass_jarl", lang)
        out.append(LegalAction("pass_jarl", label, prompt=pid))
    return out


def _answer(action: str, label: str, params: list[Param], pid: str) -> list[LegalAction]:
    """The one action that answers task prompt ``pid``."""
    return [LegalAction(action, label, params, prompt=pid)]


def _eat(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    return _answer(
        "eat",
        _t("action.eat", lang),
        [Param("food", _food(s.food, lang))],
        pid,
    )


def _hope_rune(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    runes = [Choice("red", _t("choice.rune.red", lang)), Choice("blue", _t("choice.rune.blue", lang))]
    return _answer("choose_rune", _t("action.choose_rune", lang), [Param("rune", runes)], pid)


def _hope_peek(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    peeked = [s.deck[-1 - i] for i in range(t.amount)]
    param = Param("put_back", _cards(peeked, lang), many=True, min=0, max=len(peeked), ordered=True)
    return _answer(
        "peek",
        _t("action.peek", lang),
        [param],
        pid,
    )


def _forage(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    piles = [Choice(o, _t("choice.discard_pile", lang, seat=o, count=len(s.discards[o]))) for o in range(s.seats)]
    params = [Param("food", _food(s.food, lang)), Param("discard", piles)]
    return _answer(
        "forage",
        _t("action.forage", lang),
        params,
        pid,
    )


def _forage_pick(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    param = Param("cards", _cards(s.discards[t.owner], lang), many=True, min=t.amount, max=t.amount)
    return _answer("forage_pick", _t("action.forage_pick", lang), [param], pid)


def _economy_line(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    param = Param("cards", _cards([c for c in s.line if c != t.card], lang), many=True, min=0, max=1)
    return _answer(
        "take_back",
        _t("action.take_back_line", lang),
        [param],
        pid,
    )


def _economy_discard(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    pool = [c for d in s.discards for c in d if c != t.card]
    param = Param("cards", _cards(pool, lang), many=True, min=0, max=1)
    return _answer(
        "take_back",
        _t("action.take_back_discard", lang),
        [param],
        pid,
    )


def _sacrifice(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    line = _cards(s.line, lang)

    def mode(name: str, count: int) -> LegalAction:
        k = min(count, len(s.line))
        param = Param("cards", line, many=True, min=k, max=k)
        label = _t(f"action.sacrifice.{name}", lang)
        return LegalAction("sacrifice", label, [param], fixed={"mode": name}, prompt=pid)

    out = [
        LegalAction("sacrifice", _t("action.sacrifice.decline", lang), fixed={"mode": "decline"}, prompt=pid),
        mode("discard2", 2),
    ]
    if t.flag:
        out.append(mode("discard4", 4))
        out.append(mode("deck2", 2))
    return out


def _rearrange(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    n = len(s.line)
    param = Param("order", _cards(s.line, lang), many=True, min=n, max=n, ordered=True)
    return _answer("rearrange", _t("action.rearrange", lang), [param], pid)


def _promptness_cost(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    choices = [
        Choice("health", _t("choice.health", lang)),
        Choice("passage", _t("choice.passage", lang)),
    ]
    return _answer("promptness_cost", _t("action.promptness_cost", lang), [Param("choice", choices)], pid)


def _discard_down(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    param = Param("cards", _cards(s.hands[t.seat], lang), many=True, min=t.amount, max=t.amount)
    return _answer("discard_down", _t("action.discard_down", lang), [param], pid)


def _ruin_pair(s: MaeshoweState, t: Task, pid: str, lang: str) -> list[LegalAction]:
    hand = s.hands[t.seat]
    params = [
        Param("ruin", _cards([c for c in hand if CARD_TYPE[c] == "ruin"], lang)),
        Param("recovery", _cards([c for c in hand if CARD_TYPE[c] == "recovery"], lang)),
    ]
    return _answer(
        "ruin_pair",
        _t("action.ruin_pair", lang),
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
    "ruin_pair": _ruin_pair,
}


def legal_actions(state: MaeshoweState, seat: int, lang: str = "en") -> list[LegalAction]:
    """What ``seat`` may send, labelled in ``lang``."""
    if state.result is not None or resolving(state):
        return []
    if state.tasks:
        task = state.tasks[0]
        if task.seat != seat:
            return []
        out = TASK_ACTIONS[task.kind](state, task, f"task-{task.id}", lang)
    elif seat != state.active:
        return []
    else:
        out = _turn_actions(state, seat, lang)
    if not _at_risk(state, seat):
        return out
    return [_warned(state, seat, action, lang) for action in out]


def outcome_detail(state: MaeshoweState, lang: str) -> str:
    """How the match ended, in ``lang``: the reason's text (the stored detail is English and names a
    seat by its 0-based number, which the table never shows; issue 34, item 6), else the stored detail."""
    key = f"outcome.{state.reason}"
    return _t(key, lang) if TEXTS.has(key) else state.detail


def status(state: MaeshoweState, lang: str = "en") -> Status:
    """Who must act (the pending prompt's seat, else the active seat); once over, the outcome."""
    if state.result is not None:
        won = state.result == "won"
        score = float(state.starting_passages - state.passages)
        outcome = Outcome.together(won, state.seats, state.reason, outcome_detail(state, lang), score)
        return Status(to_act=[], finished=True, outcome=outcome, turn=state.turn)
    seat = state.tasks[0].seat if state.tasks else state.active
    return Status(to_act=[seat], turn=state.turn)
