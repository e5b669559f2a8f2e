"""Prompts, legal actions and status: what a generic client needs to play.

Built from the predicates ``decide`` uses (``rules.py``; each prompt's answers: ``legal_answers.py``); the
losing-choice warning runs ``decide``'s own handlers on a scratch copy, so a warned choice is exactly one that
``decide`` would lose the match on."""

from __future__ import annotations

import msgspec

from domain.contract import Choice, Command, Event, LegalAction, Outcome, Param, Prompt, RuleViolation, Status
from domain.games.maeshowe import events as ev
from domain.games.maeshowe import flow
from domain.games.maeshowe.cards import CARD_TYPE, card_label
from domain.games.maeshowe.context import Ctx
from domain.games.maeshowe.decide import COMMAND_BY_TAG, HANDLERS
from domain.games.maeshowe.jarl import jarl_available
from domain.games.maeshowe.legal_answers import TASK_ACTIONS, answer_ruin_pair, cards, text
from domain.games.maeshowe.rules import (
    discard_choices,
    give_choices,
    play_choices,
    recovery_choices,
    ruin_due,
)
from domain.games.maeshowe.state import MaeshoweState, Task, copy_state
from domain.games.maeshowe.texts import TEXTS
from domain.rng import Rng

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
        asked = text(f"prompt.{task.kind}", lang)
        return [Prompt(id=f"task-{task.id}", seat=task.seat, kind=task.kind, text=asked)]
    return [Prompt(id=f"turn-{state.turn}", seat=state.active, kind="turn", text=text("prompt.turn", lang))]


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
            return msgspec.structs.replace(action, label=action.label + text("warning.loses", lang))
        return action
    if len(params) != 1 or params[0].many:
        return action
    name = params[0].name
    choices = [
        msgspec.structs.replace(c, label=c.label + text("warning.loses", lang))
        if loses_at_once(s, seat, msgspec.convert({**base, name: c.value}, type=kind))
        else c
        for c in params[0].choices
    ]
    return msgspec.structs.replace(action, params=[msgspec.structs.replace(params[0], choices=choices)])


def _turn_actions(s: MaeshoweState, seat: int, lang: str) -> list[LegalAction]:
    pid = f"turn-{s.turn}"
    if ruin_due(s):
        return answer_ruin_pair(s, Task(id=-1, kind="ruin_pair", seat=seat), pid, lang)
    out: list[LegalAction] = []
    plays = play_choices(s, seat)
    if plays:
        choices = cards(plays, lang)
        label = text("action.play", lang)
        out.append(LegalAction("play", label, [Param("card", choices)], prompt=pid))
    owners = recovery_choices(s, seat)
    if owners:
        choices = [
            Choice(o, text("choice.discard_top", lang, seat=o, card=card_label(s.discards[o][-1], lang)))
            for o in owners
        ]
        label = text("action.play_from_discard", lang)
        out.append(LegalAction("play_from_discard", label, [Param("owner", choices)], prompt=pid))
    discards = discard_choices(s, seat)
    if discards:
        choices = cards(discards, lang)
        label = text("action.discard", lang)
        out.append(LegalAction("discard", label, [Param("card", choices)], prompt=pid))
    gives = give_choices(s, seat)
    if gives:
        choices = cards(gives, lang)
        label = text("action.give", lang)
        out.append(LegalAction("give", label, [Param("card", choices)], prompt=pid))
    if jarl_available(s, seat):
        label = text("action.pass_jarl", lang)
        out.append(LegalAction("pass_jarl", label, prompt=pid))
    return out


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
    return text(key, lang) if TEXTS.has(key) else state.detail


def status(state: MaeshoweState, lang: str = "en") -> Status:
    """Who must act (the pending prompt's seat, else the active seat); once over, the outcome."""
    if state.result is not None:
        won = state.result == "won"
        score = float(state.starting_passages - state.passages)
        outcome = Outcome.together(won, state.seats, state.reason, outcome_detail(state, lang), score)
        return Status(to_act=[], finished=True, outcome=outcome, turn=state.turn)
    seat = state.tasks[0].seat if state.tasks else state.active
    return Status(to_act=[seat], turn=state.turn)
