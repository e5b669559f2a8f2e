"""Prompts, legal actions and status: what a generic client needs to play.

Built from the predicates ``decide`` uses (``rules.py``); the losing-choice warning runs ``decide``'s own
handlers on a scratch copy, so a warned choice is exactly one that ``decide`` would lose the match on."""

from __future__ import annotations

from collections.abc import Callable

import msgspec

from domain.contract import Choice, Command, Event, LegalAction, Outcome, Param, Prompt, RuleViolation, Status
from domain.games.maeshowe import events as ev
from domain.games.maeshowe import flow
from domain.games.maeshowe.cards import CARD_CHOICE, CARD_LABEL, CARD_TYPE
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
from domain.rng import Rng

PROMPT_TEXT: dict[str, str] = {
    "turn": (
        "Play one card onto the end of the line and discard another card, in either order (first, if you "
        "hold Ruine and Récupération, discard them). / Jouez une carte à la fin de la ligne et défaussez-en "
        "une autre, dans l'ordre de votre choix (d'abord, si vous avez Ruine et Récupération, défaussez-les)."
    ),
    "eat": "Manger: how much food do you spend (1 health per food)? / Combien de nourriture perdez-vous ?",
    "hope_rune": "Espoir: which rune does it count as, as a Dig? / Quelle icône runique ?",
    "hope_peek": (
        "Espoir: which of the top cards do you put back (top first)? The others are drawn. / Quelles cartes "
        "remettez-vous sur la pioche ? Vous piochez les autres."
    ),
    "forage": "Grapiller: how much food do you spend, and from which discard? / Combien, et depuis quelle défausse ?",
    "forage_pick": "Grapiller: which cards go back into the deck? / Quelles cartes mélangez-vous dans la pioche ?",
    "economy_line": "Économie: take back another card from the line? / Reprendre une autre carte de la ligne ?",
    "economy_discard": "Économie: take back another card from a discard? / Reprendre une carte d'une défausse ?",
    "sacrifice": "Sacrifice: pay one food to move line cards away? / Perdre une nourriture pour déplacer des cartes ?",
    "rearrange": "Promptitude: rearrange the whole line. / Réarrangez les cartes de la ligne.",
    "promptness_cost": (
        "Promptitude discarded: lose 2 health or add a passage token? / Perdez deux points de santé OU "
        "ajoutez un jeton passage."
    ),
    "discard_down": (
        "Peur du noir: discard back down to 5 cards (no discard effect). / Défaussez pour revenir à 5 cartes."
    ),
    "ruin_pair": "Ruine + Récupération: which copies do you discard? / Quelles cartes défaussez-vous ?",
}

LOSES = " ⚠ loses the match at once / perd la partie aussitôt"
"""Appended to the label of a listed choice that ends the match in a loss as soon as it is taken."""
_UNSEEN: tuple[type[Event], ...] = (ev.CardsDrawn, ev.HopePeeked, ev.SnubDrawn)


def prompt_id(state: MaeshoweState) -> str:
    if state.tasks:
        return f"task-{state.tasks[0].id}"
    return f"turn-{state.turn}"


def resolving(state: MaeshoweState) -> bool:
    """A queued play effect is at the front: the engine resolves it itself (``flow.advance``), so
    nobody is asked anything. Only a state folded to a version inside a command shows it (replay)."""
    return bool(state.tasks) and state.tasks[0].kind == "resolve_play"


def prompts(state: MaeshoweState) -> list[Prompt]:
    if state.result is not None or resolving(state):
        return []
    if state.tasks:
        task = state.tasks[0]
        return [Prompt(id=f"task-{task.id}", seat=task.seat, kind=task.kind, text=PROMPT_TEXT[task.kind])]
    return [Prompt(id=f"turn-{state.turn}", seat=state.active, kind="turn", text=PROMPT_TEXT["turn"])]


def _cards(cards: list[int]) -> list[Choice]:
    return [CARD_CHOICE[c] for c in cards]


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


def _warned(s: MaeshoweState, seat: int, action: LegalAction) -> LegalAction:
    """``action`` with the warning on each choice (one plain parameter) or on its label (no parameter) that
    loses at once. Actions choosing sets of cards are not tried (their choices move cards, not food or
    health, but nothing here proves it)."""
    params = action.params
    base = {"action": action.action, **action.fixed}
    kind = COMMAND_BY_TAG[action.action]
    if not params:
        if loses_at_once(s, seat, msgspec.convert(base, type=kind)):
            return msgspec.structs.replace(action, label=action.label + LOSES)
        return action
    if len(params) != 1 or params[0].many:
        return action
    name = params[0].name
    choices = [
        msgspec.structs.replace(c, label=c.label + LOSES)
        if loses_at_once(s, seat, msgspec.convert({**base, name: c.value}, type=kind))
        else c
        for c in params[0].choices
    ]
    return msgspec.structs.replace(action, params=[msgspec.structs.replace(params[0], choices=choices)])


def _amounts(high: int, unit: str) -> list[Choice]:
    return [Choice(i, f"{i} {unit}") for i in range(high + 1)]


def _turn_actions(s: MaeshoweState, seat: int) -> list[LegalAction]:
    pid = f"turn-{s.turn}"
    if ruin_due(s):
        return _ruin_pair(s, Task(id=-1, kind="ruin_pair", seat=seat), pid)
    out: list[LegalAction] = []
    plays = play_choices(s, seat)
    if plays:
        choices = _cards(plays)
        label = "Play a card onto the end of the line / Jouer une carte à la fin de la ligne"
        out.append(LegalAction("play", label, [Param("card", choices)], prompt=pid))
    owners = recovery_choices(s, seat)
    if owners:
        choices = [Choice(o, f"Seat {o}'s discard / défausse {o}: {CARD_LABEL[s.discards[o][-1]]}") for o in owners]
        label = (
            "Récupération: lose 1 health to play a discard's top card / perdez un point de santé pour jouer la "
            "carte du dessus d'une défausse"
        )
        out.append(LegalAction("play_from_discard", label, [Param("owner", choices)], prompt=pid))
    discards = discard_choices(s, seat)
    if discards:
        choices = _cards(discards)
        label = "Discard a card (its discard effect resolves) / Défausser une carte (son effet se résout)"
        out.append(LegalAction("discard", label, [Param("card", choices)], prompt=pid))
    gives = give_choices(s, seat)
    if gives:
        choices = _cards(gives)
        label = "Give a card to the other player instead of discarding / Passer une carte à l'autre joueur"
        out.append(LegalAction("give", label, [Param("card", choices)], prompt=pid))
    if jarl_available(s, seat):
        label = "Pass the Jarl token instead of playing and discarding / Passer le Jeton Jarl"
        out.append(LegalAction("pass_jarl", label, prompt=pid))
    return out


def _answer(action: str, label: str, params: list[Param], pid: str) -> list[LegalAction]:
    """The one action that answers task prompt ``pid``."""
    return [LegalAction(action, label, params, prompt=pid)]


def _eat(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    return _answer(
        "eat",
        "Spend food to heal / Perdre de la nourriture pour se soigner",
        [Param("food", _amounts(s.food, "food / nourriture"))],
        pid,
    )


def _hope_rune(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    runes = [Choice("red", "Red rune / Icône rouge"), Choice("blue", "Blue rune / Icône bleue")]
    return _answer("choose_rune", "Choose Espoir's rune / Choisir l'icône d'Espoir", [Param("rune", runes)], pid)


def _hope_peek(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    peeked = [s.deck[-1 - i] for i in range(t.amount)]
    param = Param("put_back", _cards(peeked), many=True, min=0, max=len(peeked), ordered=True)
    return _answer(
        "peek",
        "Put back cards on top (top first); draw the others / Remettre sur la pioche, piocher le reste",
        [param],
        pid,
    )


def _forage(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    piles = [Choice(o, f"Seat {o}'s discard / défausse {o} ({len(s.discards[o])})") for o in range(s.seats)]
    params = [Param("food", _amounts(s.food, "food / nourriture")), Param("discard", piles)]
    return _answer(
        "forage",
        "Spend food; twice as many discard cards go into the deck / Dépenser de la nourriture (x2 cartes)",
        params,
        pid,
    )


def _forage_pick(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    param = Param("cards", _cards(s.discards[t.owner]), many=True, min=t.amount, max=t.amount)
    return _answer("forage_pick", "Cards to shuffle into the deck / Cartes à mélanger dans la pioche", [param], pid)


def _economy_line(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    param = Param("cards", _cards([c for c in s.line if c != t.card]), many=True, min=0, max=1)
    return _answer(
        "take_back",
        "Take back another card from the line (or none) / Reprendre une autre carte de la ligne (ou aucune)",
        [param],
        pid,
    )


def _economy_discard(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    pool = [c for d in s.discards for c in d if c != t.card]
    param = Param("cards", _cards(pool), many=True, min=0, max=1)
    return _answer(
        "take_back",
        "Take back another card from a discard (or none) / Reprendre une autre carte d'une défausse (ou aucune)",
        [param],
        pid,
    )


def _sacrifice(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    line = _cards(s.line)

    def mode(name: str, count: int, label: str) -> LegalAction:
        k = min(count, len(s.line))
        param = Param("cards", line, many=True, min=k, max=k)
        return LegalAction("sacrifice", label, [param], fixed={"mode": name}, prompt=pid)

    out = [
        LegalAction("sacrifice", "Decline / Refuser", fixed={"mode": "decline"}, prompt=pid),
        mode(
            "discard2",
            2,
            "Pay 1 food: 2 line cards to your discard, then shuffle it / 2 cartes de la ligne à votre défausse",
        ),
    ]
    if t.flag:
        out.append(
            mode(
                "discard4",
                4,
                "Pay 1 food: 4 line cards to your discard, then shuffle it / 4 cartes de la ligne à votre défausse",
            )
        )
        out.append(
            mode(
                "deck2",
                2,
                "Pay 1 food: 2 line cards into the deck, then shuffle it / 2 cartes de la ligne dans la pioche",
            )
        )
    return out


def _rearrange(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    n = len(s.line)
    param = Param("order", _cards(s.line), many=True, min=n, max=n, ordered=True)
    return _answer("rearrange", "The new line, left to right / La nouvelle ligne, de gauche à droite", [param], pid)


def _promptness_cost(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    choices = [
        Choice("health", "Lose 2 health / Perdre deux points de santé"),
        Choice("passage", "Add a passage token / Ajouter un jeton passage"),
    ]
    return _answer("promptness_cost", "Promptitude's cost / Coût de Promptitude", [Param("choice", choices)], pid)


def _discard_down(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    param = Param("cards", _cards(s.hands[t.seat]), many=True, min=t.amount, max=t.amount)
    return _answer("discard_down", "Discard back to 5 cards / Défausser pour revenir à 5 cartes", [param], pid)


def _ruin_pair(s: MaeshoweState, t: Task, pid: str) -> list[LegalAction]:
    hand = s.hands[t.seat]
    params = [
        Param("ruin", _cards([c for c in hand if CARD_TYPE[c] == "ruin"])),
        Param("recovery", _cards([c for c in hand if CARD_TYPE[c] == "recovery"])),
    ]
    return _answer(
        "ruin_pair",
        "Discard a Ruine and a Récupération, lose 1 health / Défausser Ruine et Récupération, -1 santé",
        params,
        pid,
    )


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
    if state.result is not None or resolving(state):
        return []
    if state.tasks:
        task = state.tasks[0]
        if task.seat != seat:
            return []
        out = TASK_ACTIONS[task.kind](state, task, f"task-{task.id}")
    elif seat != state.active:
        return []
    else:
        out = _turn_actions(state, seat)
    if not _at_risk(state, seat):
        return out
    return [_warned(state, seat, action) for action in out]


def status(state: MaeshoweState) -> Status:
    """Who must act (the pending prompt's seat, else the active seat); once over, the outcome."""
    if state.result is not None:
        won = state.result == "won"
        score = float(state.starting_passages - state.passages)
        outcome = Outcome.together(won, state.seats, state.reason, state.detail, score)
        return Status(to_act=[], finished=True, outcome=outcome, turn=state.turn)
    seat = state.tasks[0].seat if state.tasks else state.active
    return Status(to_act=[seat], turn=state.turn)
