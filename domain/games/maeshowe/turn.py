"""The turn's own steps: play, discard (or give), Récupération's play (passing the Jarl is ``jarl.py``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Command, RuleViolation
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe import effects
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.cards import CARD_TYPE
from domain.games.maeshowe.context import Ctx
from domain.games.maeshowe.rules import (
    R_FEAR,
    R_FOOD_TO_DISCARD,
    R_FOOD_TO_PLAY,
    R_HASTE,
    R_PROMPT,
    R_RECOVERY,
    R_RUIN,
    R_TURN,
    discard_choices,
    discardable,
    give_choices,
    haste_forced,
    play_choices,
    playable,
    recovery_choices,
    ruin_due,
)


def check_turn(ctx: Ctx, seat: int) -> None:
    s = ctx.st
    if s.tasks:
        raise RuleViolation("prompt_pending", "Answer the pending prompt first.", rule=R_PROMPT, status=409)
    if seat != s.active:
        raise RuleViolation("not_your_turn", f"It is seat {s.active}'s turn.", rule=R_TURN, status=409)
    if ruin_due(s):
        raise RuleViolation(
            "ruin_pair_first", "Discard your Ruine and Récupération first (start of the turn).", rule=R_RUIN
        )


def play(ctx: Ctx, seat: int, command: cmd.Play) -> None:
    check_turn(ctx, seat)
    s = ctx.st
    card = command.card
    if s.played:
        raise RuleViolation("already_played", "You already played a card this turn.", rule=R_TURN)
    if card not in s.hands[seat]:
        raise RuleViolation("card_not_in_hand", f"Card {card!r} is not in your hand.", rule=R_TURN)
    if card not in play_choices(s, seat):
        if not playable(card, s.food):
            raise RuleViolation(
                "not_enough_food", "This card needs at least one food to be played.", rule=R_FOOD_TO_PLAY
            )
        raise RuleViolation("must_play_haste", "You must play Précipitation this turn.", rule=R_HASTE)
    ctx.emit(ev.CardPlayed(seat=seat, card=card, source="hand", owner=seat))
    effects.on_play(ctx, card)


def play_from_discard(ctx: Ctx, seat: int, command: cmd.PlayFromDiscard) -> None:
    check_turn(ctx, seat)
    s = ctx.st
    owner = command.owner
    if s.played:
        raise RuleViolation("already_played", "You already played a card this turn.", rule=R_TURN)
    if owner not in recovery_choices(s, seat):
        if not any(CARD_TYPE[c] == "recovery" for c in s.hands[seat]):
            raise RuleViolation("illegal_action", "Récupération must be in your hand.", rule=R_RECOVERY)
        if haste_forced(s, seat):
            raise RuleViolation("must_play_haste", "You must play Précipitation this turn.", rule=R_HASTE)
        raise RuleViolation("illegal_action", "No playable card on top of that discard.", rule=R_RECOVERY)
    card = s.discards[owner][-1]
    effects.lose_health(ctx, seat, 1)
    if ctx.over:
        return
    ctx.emit(ev.CardPlayed(seat=seat, card=card, source="discard", owner=owner))
    effects.on_play(ctx, card)


def discard(ctx: Ctx, seat: int, command: cmd.Discard) -> None:
    check_turn(ctx, seat)
    s = ctx.st
    card = command.card
    if s.discarded:
        raise RuleViolation("already_discarded", "You already discarded a card this turn.", rule=R_TURN)
    if card not in s.hands[seat]:
        raise RuleViolation("card_not_in_hand", f"Card {card!r} is not in your hand.", rule=R_TURN)
    if card not in discard_choices(s, seat):
        if not discardable(card, s.food):
            raise RuleViolation(
                "not_enough_food", "Gloutonnerie needs one food to be discarded.", rule=R_FOOD_TO_DISCARD
            )
        raise RuleViolation("must_play_haste", "Précipitation must be played this turn.", rule=R_HASTE)
    ctx.emit(ev.CardDiscarded(seat=seat, card=card))
    effects.on_discard(ctx, card)


def give(ctx: Ctx, seat: int, command: cmd.Give) -> None:
    check_turn(ctx, seat)
    s = ctx.st
    card = command.card
    if not s.options.fear_of_the_dark:
        raise RuleViolation("illegal_action", "Giving cards is the Peur du noir variant.", rule=R_FEAR)
    if s.discarded:
        raise RuleViolation("already_discarded", "You already discarded a card this turn.", rule=R_TURN)
    if card not in s.hands[seat]:
        raise RuleViolation("card_not_in_hand", f"Card {card!r} is not in your hand.", rule=R_TURN)
    if card not in give_choices(s, seat):
        raise RuleViolation("must_play_haste", "Précipitation must be played this turn.", rule=R_HASTE)
    other = 1 - seat
    ctx.emit(ev.CardGiven(seat=seat, to=other, card=card))
    excess = len(ctx.st.hands[other]) - 5
    if excess > 0:
        ctx.push("discard_down", other, amount=excess)


STEPS: dict[type[Command], Callable[[Ctx, int, Any], None]] = {
    cmd.Play: play,
    cmd.PlayFromDiscard: play_from_discard,
    cmd.Discard: discard,
    cmd.Give: give,
}
"""The handler of each turn step (what R-Q-2's search tries; ``decide.HANDLERS`` adds the Jarl pass)."""
