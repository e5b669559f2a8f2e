"""The turn's skeleton: resolve queued effects, end the turn (draw, madness check), start the next.

``advance`` runs after every command and after the set-up. It stops at the first pending choice, or
when the active player must act, or when the match is over; before the player acts it asks R-Q-2 (the
search, and the Jarl pass) whether they can still play and discard, which is why it sits above both.
"""

from __future__ import annotations

from domain.games.maeshowe import effects
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.context import Ctx
from domain.games.maeshowe.jarl import jarl_available
from domain.games.maeshowe.rules import goes_mad, ruin_due, second_step_possible
from domain.games.maeshowe.search import can_take_turn


def advance(ctx: Ctx) -> None:
    s = ctx.st
    while s.result is None:
        if s.tasks:
            head = s.tasks[0]
            if head.kind != "resolve_play":
                return
            ctx.emit(ev.TaskDone(id=head.id))
            if head.card in s.line:  # a card taken back or moved away before it resolved has no effect
                effects.on_play(ctx, head.card, at_start=True)
            s = ctx.st
            continue
        if s.played and s.discarded:
            end_turn(ctx)
            s = ctx.st
            continue
        if s.played or s.discarded:
            if not second_step_possible(s):
                step = "discard" if s.played else "play"
                effects.lose(ctx, "cannot_act", f"Seat {s.active} cannot {step} a card this turn (R-Q-2).")
            return
        if ruin_due(s):
            return
        if not can_take_turn(s, s.active) and not jarl_available(s, s.active):
            effects.lose(ctx, "cannot_act", f"Seat {s.active} cannot both play and discard a card (R-Q-2).")
        return


def end_turn(ctx: Ctx) -> None:
    """Rulebook: "Après avoir joué et défaussé, piochez ... jusqu'à avoir à nouveau cinq cartes", then the
    madness check (R-Q-1; not of a hand the madness procedure drew this turn and nothing changed since,
    e.g. after Effroi as the last step), then the next player's turn."""
    s = ctx.st
    seat = s.active
    effects.draw(ctx, seat, 5 - len(s.hands[seat]))
    hand = ctx.st.hands[seat]
    if goes_mad(hand) and hand != ctx.st.mad_hand:  # R-Q-1: a hand madness drew is not checked again
        effects.go_mad(ctx, seat, "runes")
        if ctx.over:
            return
    effects.begin_turn(ctx, (seat + 1) % ctx.st.seats)
