"""MISE EN PLACE (solo and 2 players, alternative set-ups): a match's first events, the shuffled deck
written into them, then the first turn's start."""

from __future__ import annotations

from domain.contract import Event
from domain.games.maeshowe import effects, flow
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.cards import deck_for
from domain.games.maeshowe.context import Ctx
from domain.games.maeshowe.options import (
    START_HEALTH,
    MaeshoweOptions,
    starting_food,
    starting_health,
    starting_passages,
    validate,
)
from domain.rng import Rng


def start(options: MaeshoweOptions, rng: Rng) -> list[Event]:
    """MISE EN PLACE: shuffle, optional crumbling set-up (5 cards to each discard), deal 5 each."""
    validate(options)
    seats = options.players
    deck = rng.shuffled(deck_for(list(options.expansions)))
    health = starting_health(options)
    ctx = Ctx(None, rng)
    ctx.emit(
        ev.MatchStarted(
            options=options,
            deck=deck,
            size=len(deck),
            health=[health] * seats,
            max_health=[START_HEALTH] * seats,
            food=starting_food(options),
            passages=starting_passages(options),
            jarl=options.first_player if seats == 2 and not options.fear_of_the_dark else None,
            first_player=options.first_player,
        )
    )
    if "crumbling" in options.setups:
        for seat in range(seats):
            top = ctx.st.deck
            ctx.emit(ev.DeckToDiscard(seat=seat, cards=[top[-1 - i] for i in range(min(5, len(top)))]))
    hands: list[list[int]] = []
    offset = 0
    for _ in range(seats):
        top = ctx.st.deck
        hands.append([top[-1 - offset - i] for i in range(5)])
        offset += 5
    ctx.emit(ev.HandsDealt(hands=hands, counts=[len(h) for h in hands]))
    effects.begin_turn(ctx, options.first_player)
    flow.advance(ctx)
    return ctx.events
