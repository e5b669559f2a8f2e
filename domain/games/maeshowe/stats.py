"""Maeshowe's declared statistics (ids are forever: retire, never reuse)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from domain.games.maeshowe import events as ev
from domain.games.maeshowe.cards import CARD_TYPE
from domain.games.maeshowe.options import MaeshoweOptions
from domain.statistics import Finished, GameStatistics, PhaseMark, Setup, Statistic, Value

TURNS = 1
MADNESS = 2
PASSAGES_LEFT = 3
PASSAGES_START = 4
DIG_SCORES = 5
JARL_PASSES = 6
FOOD_LEFT = 7
DECK_LEFT = 8
SEAT_PLAYED = 20
SEAT_DISCARDED = 21
SEAT_MADNESS = 22
SEAT_HEALTH_LOST = 23
SEAT_HEALTH_LEFT = 24
CARD_PLAYED = 40
CARD_DISCARDED = 41
TURN_PASSAGES = 60

DECLARED = (
    Statistic(TURNS, "turns", "Turns played"),
    Statistic(MADNESS, "madness_episodes", "Madness episodes", description="Times any player went mad."),
    Statistic(PASSAGES_LEFT, "passages_left", "Passage tokens left at the end"),
    Statistic(PASSAGES_START, "passages_start", "Passage tokens at the start"),
    Statistic(DIG_SCORES, "dig_scores", "Dig runs scored", description="Runs of four Digs that removed passages."),
    Statistic(JARL_PASSES, "jarl_passes", "Times the Jarl was passed"),
    Statistic(FOOD_LEFT, "food_left", "Food left at the end"),
    Statistic(DECK_LEFT, "deck_left", "Cards left in the deck at the end"),
    Statistic(SEAT_PLAYED, "cards_played", "Cards played", scope="seat"),
    Statistic(SEAT_DISCARDED, "cards_discarded", "Cards discarded", scope="seat"),
    Statistic(SEAT_MADNESS, "madness_episodes", "Madness episodes", scope="seat"),
    Statistic(SEAT_HEALTH_LOST, "health_lost", "Health lost", scope="seat"),
    Statistic(SEAT_HEALTH_LEFT, "health_left", "Health left at the end", scope="seat"),
    Statistic(CARD_PLAYED, "played", "Times played", by="card"),
    Statistic(CARD_DISCARDED, "discarded", "Times discarded", by="card"),
    Statistic(TURN_PASSAGES, "passages_left", "Passage tokens left after the turn", by="turn"),
)


def describe(options: MaeshoweOptions) -> Setup:
    sets = sorted({*options.expansions, *(f"setup:{s}" for s in options.setups)})
    if options.fear_of_the_dark:
        sets.append("fear_of_the_dark")
    return Setup(difficulty=options.difficulty, variant="+".join(sets) or "base")


def compute(match: Finished) -> Iterator[Value]:
    state: Any = match.state
    played: Counter[int] = Counter()
    discarded: Counter[int] = Counter()
    madness: Counter[int] = Counter()
    health_lost: Counter[int] = Counter()
    by_card_played: Counter[str] = Counter()
    by_card_discarded: Counter[str] = Counter()
    digs = jarl = 0
    passages = state.starting_passages
    turn = 0
    per_turn: dict[int, int] = {}
    for event in match.events:
        if isinstance(event, ev.TurnStarted):
            per_turn[turn] = passages
            turn = event.turn
        elif isinstance(event, ev.CardPlayed):
            played[event.seat] += 1
            by_card_played[CARD_TYPE[event.card]] += 1
        elif isinstance(event, ev.CardDiscarded):
            discarded[event.seat] += 1
            by_card_discarded[CARD_TYPE[event.card]] += 1
        elif isinstance(event, ev.WentMad):
            madness[event.seat] += 1
        elif isinstance(event, ev.HealthChanged) and event.delta < 0:
            health_lost[event.seat] -= event.delta
        elif isinstance(event, ev.PassagesChanged | ev.DigScored):
            passages = event.passages
            digs += isinstance(event, ev.DigScored)
        elif isinstance(event, ev.JarlPassed):
            jarl += 1
    per_turn[turn] = passages
    yield Value(TURNS, state.turn)
    yield Value(MADNESS, sum(madness.values()))
    yield Value(PASSAGES_LEFT, state.passages)
    yield Value(PASSAGES_START, state.starting_passages)
    yield Value(DIG_SCORES, digs)
    yield Value(JARL_PASSES, jarl)
    yield Value(FOOD_LEFT, state.food)
    yield Value(DECK_LEFT, len(state.deck))
    for seat in range(match.seats):
        yield Value(SEAT_PLAYED, played[seat], seat)
        yield Value(SEAT_DISCARDED, discarded[seat], seat)
        yield Value(SEAT_MADNESS, madness[seat], seat)
        yield Value(SEAT_HEALTH_LOST, health_lost[seat], seat)
        yield Value(SEAT_HEALTH_LEFT, state.health[seat], seat)
    for card in sorted({*by_card_played, *by_card_discarded}):
        yield Value(CARD_PLAYED, by_card_played[card], key=card)
        yield Value(CARD_DISCARDED, by_card_discarded[card], key=card)
    for number, left in sorted(per_turn.items()):
        if number > 0:
            yield Value(TURN_PASSAGES, left, key=number)


STATISTICS = GameStatistics(
    game="maeshowe",
    statistics=DECLARED,
    compute=compute,
    describe=describe,
    dimensions={"card": "str", "turn": "int"},
    phases=(PhaseMark("turn_started", "turns", phase="turn"),),
)
