"""Answers to the pending prompt (the head task): they finish the card effect that asked the question."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Command, RuleViolation
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe import effects
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.cards import CARD_TYPE
from domain.games.maeshowe.context import Ctx
from domain.games.maeshowe.rules import R_PROMPT, R_RUIN, ruin_due
from domain.games.maeshowe.state import Task

R_EAT = "Manger: perdez autant de nourriture que vous voulez et gagnez un point de santé pour chaque nourriture perdue."
R_HOPE = (
    "Espoir: pour chaque carte, vous pouvez choisir de la piocher ... ou de la remettre sur le dessus de la pioche."
)
R_FORAGE = (
    "Grapiller: dépensez autant de nourriture que vous le souhaitez, puis mélangez dans la pioche "
    "deux fois cette quantité de cartes de votre choix depuis une défausse."
)
R_ECONOMY = "Économie: vous pouvez reprendre une autre carte de votre choix dans votre main."
R_SACRIFICE = (
    "Sacrifice: perdre une nourriture pour déplacer deux cartes (quatre, ou deux dans la pioche, "
    "si les icônes correspondent)."
)
R_PROMPTNESS = "Promptitude: réarrangez les cartes de la ligne dans l'ordre de votre choix."
R_PROMPTNESS_COST = "Promptitude défaussée: perdez deux points de santé OU ajoutez un jeton passage."
R_DISCARD_DOWN = "Peur du noir: ce joueur doit immédiatement défausser une carte de sa main pour revenir à 5."


def _head(ctx: Ctx, seat: int, kinds: tuple[str, ...], rule: str) -> Task:
    s = ctx.st
    if not s.tasks or s.tasks[0].kind not in kinds:
        raise RuleViolation("no_such_prompt", "Nothing pending is answered by this action.", rule=rule)
    task = s.tasks[0]
    if task.seat != seat:
        raise RuleViolation(
            "not_your_prompt", f"Seat {task.seat} must answer the pending prompt.", rule=R_PROMPT, status=409
        )
    return task


def _pick(cards: list[int], pool: list[int], count: int, rule: str) -> None:
    """``cards``: exactly ``count`` distinct cards from ``pool``."""
    if len(cards) != count or len(set(cards)) != len(cards):
        raise RuleViolation("illegal_action", f"Choose exactly {count} different card(s).", rule=rule)
    missing = [c for c in cards if c not in pool]
    if missing:
        raise RuleViolation("illegal_action", f"Card(s) {missing} cannot be chosen here.", rule=rule)


def eat(ctx: Ctx, seat: int, command: cmd.Eat) -> None:
    task = _head(ctx, seat, ("eat",), R_EAT)
    if not 0 <= command.food <= ctx.st.food:
        raise RuleViolation("illegal_action", f"Spend between 0 and {ctx.st.food} food.", rule=R_EAT)
    ctx.emit(ev.TaskDone(id=task.id))
    effects.change_food(ctx, -command.food)
    effects.gain_health(ctx, seat, command.food)


def choose_rune(ctx: Ctx, seat: int, command: cmd.ChooseRune) -> None:
    task = _head(
        ctx, seat, ("hope_rune",), "Espoir compte comme une carte Creuser un passage du type runique de votre choix."
    )
    if command.rune not in ("red", "blue"):
        raise RuleViolation("illegal_action", "Choose red or blue.", rule="R-Q-3")
    ctx.emit(ev.TaskDone(id=task.id))
    if task.card not in ctx.st.line:
        return  # Espoir left the line before the choice (e.g. Snober's second card moved it): moot
    ctx.emit(ev.HopeRuneChosen(card=task.card, rune=command.rune))
    effects.check_dig_run(ctx)


def peek(ctx: Ctx, seat: int, command: cmd.Peek) -> None:
    task = _head(ctx, seat, ("hope_peek",), R_HOPE)
    deck = ctx.st.deck
    peeked = [deck[-1 - i] for i in range(task.amount)]
    put_back = list(command.put_back)
    if len(put_back) > len(peeked) or len(set(put_back)) != len(put_back) or any(c not in peeked for c in put_back):
        raise RuleViolation("illegal_action", "Put back only cards you looked at, each once.", rule=R_HOPE)
    taken = [c for c in peeked if c not in put_back]
    ctx.emit(ev.TaskDone(id=task.id))
    ctx.emit(
        ev.HopeResolved(seat=seat, taken=taken, put_back=put_back, taken_count=len(taken), put_back_count=len(put_back))
    )


def _shuffle_in(ctx: Ctx, source: str, owner: int, cards: list[int]) -> None:
    s = ctx.st
    deck = ctx.rng.shuffled(s.deck + cards)
    ctx.emit(
        ev.CardsShuffledIntoDeck(
            source="discard" if source == "discard" else "line", owner=owner, cards=cards, deck=deck, size=len(deck)
        )
    )


def forage(ctx: Ctx, seat: int, command: cmd.Forage) -> None:
    task = _head(ctx, seat, ("forage",), R_FORAGE)
    s = ctx.st
    if not 0 <= command.food <= s.food:
        raise RuleViolation("illegal_action", f"Spend between 0 and {s.food} food.", rule=R_FORAGE)
    if not 0 <= command.discard < s.seats:
        raise RuleViolation("illegal_action", "Choose the discard of a seat of this match.", rule=R_FORAGE)
    ctx.emit(ev.TaskDone(id=task.id))
    effects.change_food(ctx, -command.food)
    pile = ctx.st.discards[command.discard]
    count = min(2 * command.food, len(pile))
    if count == 0:
        return
    if count == len(pile):
        _shuffle_in(ctx, "discard", command.discard, list(pile))
    else:
        ctx.push("forage_pick", seat, card=task.card, owner=command.discard, amount=count)


def forage_pick(ctx: Ctx, seat: int, command: cmd.ForagePick) -> None:
    task = _head(ctx, seat, ("forage_pick",), R_FORAGE)
    _pick(list(command.cards), ctx.st.discards[task.owner], task.amount, R_FORAGE)
    ctx.emit(ev.TaskDone(id=task.id))
    _shuffle_in(ctx, "discard", task.owner, list(command.cards))


def take_back(ctx: Ctx, seat: int, command: cmd.TakeBack) -> None:
    task = _head(ctx, seat, ("economy_line", "economy_discard"), R_ECONOMY)
    s = ctx.st
    cards = list(command.cards)
    if len(cards) > 1:
        raise RuleViolation("illegal_action", "Take back at most one card.", rule=R_ECONOMY)
    if cards and cards[0] == task.card:
        raise RuleViolation("illegal_action", "Économie takes back ANOTHER card.", rule=R_ECONOMY)
    if task.kind == "economy_line":
        if cards and cards[0] not in s.line:
            raise RuleViolation("illegal_action", "That card is not on the line.", rule=R_ECONOMY)
        ctx.emit(ev.TaskDone(id=task.id))
        if cards:
            ctx.emit(ev.LineToHand(seat=seat, card=cards[0]))
        return
    owner = next((o for o in range(s.seats) if cards and cards[0] in s.discards[o]), None)
    if cards and owner is None:
        raise RuleViolation("illegal_action", "That card is in no discard.", rule=R_ECONOMY)
    ctx.emit(ev.TaskDone(id=task.id))
    if cards and owner is not None:
        ctx.emit(ev.DiscardToHand(seat=seat, owner=owner, card=cards[0]))


def sacrifice(ctx: Ctx, seat: int, command: cmd.Sacrifice) -> None:
    task = _head(ctx, seat, ("sacrifice",), R_SACRIFICE)
    s = ctx.st
    mode = command.mode
    if mode == "decline":
        ctx.emit(ev.TaskDone(id=task.id))
        return
    if mode not in ("discard2", "discard4", "deck2"):
        raise RuleViolation("illegal_action", f"Unknown Sacrifice option {mode!r}.", rule=R_SACRIFICE)
    if mode != "discard2" and not task.flag:
        raise RuleViolation(
            "runes_do_not_match", "This option needs Sacrifice and the Goose to share a rune.", rule=R_SACRIFICE
        )
    if s.food < 1:
        raise RuleViolation("not_enough_food", "Sacrifice costs one food.", rule=R_SACRIFICE)
    count = min(4 if mode == "discard4" else 2, len(s.line))
    cards = list(command.cards)
    _pick(cards, s.line, count, R_SACRIFICE)
    ctx.emit(ev.TaskDone(id=task.id))
    effects.change_food(ctx, -1)
    if mode == "deck2":
        _shuffle_in(ctx, "line", seat, cards)
    else:
        ctx.emit(ev.LineToDiscard(seat=seat, cards=cards))
        ctx.emit(ev.DiscardShuffled(seat=seat, discard=ctx.rng.shuffled(ctx.st.discards[seat])))


def rearrange(ctx: Ctx, seat: int, command: cmd.Rearrange) -> None:
    task = _head(ctx, seat, ("rearrange",), R_PROMPTNESS)
    order = list(command.order)
    line = ctx.st.line
    if len(order) != len(line) or sorted(order) != sorted(line):
        raise RuleViolation("illegal_action", "Give every card of the line exactly once.", rule=R_PROMPTNESS)
    ctx.emit(ev.TaskDone(id=task.id))
    ctx.emit(ev.LineRearranged(order=order))
    effects.check_dig_run(ctx)


def promptness_cost(ctx: Ctx, seat: int, command: cmd.PromptnessCost) -> None:
    task = _head(ctx, seat, ("promptness_cost",), R_PROMPTNESS_COST)
    if command.choice not in ("health", "passage"):
        raise RuleViolation("illegal_action", "Choose health or passage.", rule=R_PROMPTNESS_COST)
    ctx.emit(ev.TaskDone(id=task.id))
    if command.choice == "health":
        effects.lose_health(ctx, seat, 2)
    else:
        effects.add_passages(ctx, 1)


def discard_down(ctx: Ctx, seat: int, command: cmd.DiscardDown) -> None:
    task = _head(ctx, seat, ("discard_down",), R_DISCARD_DOWN)
    cards = list(command.cards)
    _pick(cards, ctx.st.hands[seat], task.amount, R_DISCARD_DOWN)
    ctx.emit(ev.TaskDone(id=task.id))
    ctx.emit(ev.CardsForcedToDiscard(seat=seat, cards=cards, reason="fear_of_the_dark"))


def ruin_pair(ctx: Ctx, seat: int, command: cmd.RuinPair) -> None:
    """The turn's first answer when Ruine and Récupération are in the hand (``rules.ruin_due``); matches
    begun before that change may hold it as a task."""
    s = ctx.st
    task = _head(ctx, seat, ("ruin_pair",), R_RUIN) if s.tasks else None
    if task is None and not ruin_due(s):
        raise RuleViolation("no_such_prompt", "Nothing pending is answered by this action.", rule=R_RUIN)
    if task is None and seat != s.active:
        raise RuleViolation("not_your_turn", f"It is seat {s.active}'s turn.", rule=R_RUIN, status=409)
    hand = s.hands[seat]
    if command.ruin not in hand or CARD_TYPE[command.ruin] != "ruin":
        raise RuleViolation("illegal_action", "Choose a Ruine from your hand.", rule=R_RUIN)
    if command.recovery not in hand or CARD_TYPE[command.recovery] != "recovery":
        raise RuleViolation("illegal_action", "Choose a Récupération from your hand.", rule=R_RUIN)
    if task is not None:
        ctx.emit(ev.TaskDone(id=task.id))
    effects.ruin_pair(ctx, seat, command.ruin, command.recovery)


ANSWERS: dict[type[Command], Callable[[Ctx, int, Any], None]] = {
    cmd.Eat: eat,
    cmd.ChooseRune: choose_rune,
    cmd.Peek: peek,
    cmd.Forage: forage,
    cmd.ForagePick: forage_pick,
    cmd.TakeBack: take_back,
    cmd.Sacrifice: sacrifice,
    cmd.Rearrange: rearrange,
    cmd.PromptnessCost: promptness_cost,
    cmd.DiscardDown: discard_down,
    cmd.RuinPair: ruin_pair,
}
"""The handler of each answer to a prompt (run by ``decide`` and by R-Q-2's search)."""
