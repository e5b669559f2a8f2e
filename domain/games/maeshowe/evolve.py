"""Folding events into the state: bookkeeping only, in place, one small function per event type."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Event
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.state import MaeshoweState


def _start(event: ev.MatchStarted) -> MaeshoweState:
    seats = event.options.players
    return MaeshoweState(
        options=event.options,
        seats=seats,
        deck=list(event.deck),
        hands=[[] for _ in range(seats)],
        discards=[[] for _ in range(seats)],
        line=[],
        used=[],
        hope_runes={},
        health=list(event.health),
        max_health=list(event.max_health),
        food=event.food,
        passages=event.passages,
        starting_passages=event.passages,
        jarl=event.jarl,
        known_top=[0] * seats,
        active=event.first_player,
    )


def _take_top(s: MaeshoweState, n: int) -> None:
    """Remove the top ``n`` deck cards; what seats knew about the top shrinks with it."""
    if n:
        del s.deck[len(s.deck) - n :]
        s.known_top = [max(0, k - n) for k in s.known_top]


def _hands_dealt(s: MaeshoweState, e: ev.HandsDealt) -> None:
    for seat, cards in enumerate(e.hands):
        _take_top(s, len(cards))
        s.hands[seat] = list(cards)


def _turn_started(s: MaeshoweState, e: ev.TurnStarted) -> None:
    s.active = e.seat
    s.turn = e.turn
    s.played = False
    s.discarded = False
    s.must_play_haste = bool(e.must_play_haste)
    s.mad_hand = None
    s.ruin_paid = False


def _card_played(s: MaeshoweState, e: ev.CardPlayed) -> None:
    s.stuck_pass = False
    if e.source == "hand":
        s.hands[e.seat].remove(e.card)
    else:
        s.discards[e.owner].pop()
    s.line.append(e.card)
    s.played = True


def _card_discarded(s: MaeshoweState, e: ev.CardDiscarded) -> None:
    s.stuck_pass = False
    s.hands[e.seat].remove(e.card)
    s.discards[e.seat].append(e.card)
    s.discarded = True


def _card_given(s: MaeshoweState, e: ev.CardGiven) -> None:
    s.stuck_pass = False
    assert e.card is not None
    s.hands[e.seat].remove(e.card)
    s.hands[e.to].append(e.card)
    s.discarded = True


def _forced_discard(s: MaeshoweState, e: ev.CardsForcedToDiscard) -> None:
    if e.reason == "ruin_recovery":
        s.ruin_paid = True
    hand = s.hands[e.seat]
    for card in e.cards:
        hand.remove(card)
    s.discards[e.seat].extend(e.cards)


def _cards_drawn(s: MaeshoweState, e: ev.CardsDrawn) -> None:
    _take_top(s, len(e.cards))
    hand = s.hands[e.seat]
    redraw = s.mad_hand is not None and hand == s.mad_hand  # madness's own draw: nothing changed the hand
    hand.extend(e.cards)
    if redraw:
        s.mad_hand = list(hand)


def _deck_to_discard(s: MaeshoweState, e: ev.DeckToDiscard) -> None:
    _take_top(s, len(e.cards))
    s.discards[e.seat].extend(e.cards)


def _health(s: MaeshoweState, e: ev.HealthChanged) -> None:
    s.health[e.seat] = e.health
    s.max_health[e.seat] = e.max_health


def _food(s: MaeshoweState, e: ev.FoodChanged) -> None:
    s.food = e.food


def _passages(s: MaeshoweState, e: ev.PassagesChanged) -> None:
    s.passages = e.passages


def _dig_scored(s: MaeshoweState, e: ev.DigScored) -> None:
    s.used.extend(e.cards)
    s.passages = e.passages


def _hope_rune(s: MaeshoweState, e: ev.HopeRuneChosen) -> None:
    s.hope_runes[e.card] = 1 if e.rune == "red" else 2


def _went_mad(s: MaeshoweState, e: ev.WentMad) -> None:
    """The hand goes to the discard; the procedure's draw that follows is the madness hand (R-Q-1)."""
    s.hands[e.seat] = []
    s.discards[e.seat].extend(e.hand)
    s.mad_hand = []


def _new_deck(s: MaeshoweState, deck: list[int]) -> None:
    s.deck = list(deck)
    s.known_top = [0] * s.seats


def _discard_into_deck(s: MaeshoweState, e: ev.DiscardShuffledIntoDeck) -> None:
    s.discards[e.seat] = []
    _new_deck(s, e.deck)


def _off_line(s: MaeshoweState, card: int) -> None:
    s.line.remove(card)
    s.hope_runes.pop(card, None)


def _cards_into_deck(s: MaeshoweState, e: ev.CardsShuffledIntoDeck) -> None:
    for card in e.cards:
        if e.source == "discard":
            s.discards[e.owner].remove(card)
        else:
            _off_line(s, card)
    _new_deck(s, e.deck)


def _deck_shuffled(s: MaeshoweState, e: ev.DeckShuffled) -> None:
    _new_deck(s, e.deck)


def _discard_shuffled(s: MaeshoweState, e: ev.DiscardShuffled) -> None:
    s.discards[e.seat] = list(e.discard)


def _line_to_hand(s: MaeshoweState, e: ev.LineToHand) -> None:
    _off_line(s, e.card)
    s.hands[e.seat].append(e.card)


def _discard_to_hand(s: MaeshoweState, e: ev.DiscardToHand) -> None:
    s.discards[e.owner].remove(e.card)
    s.hands[e.seat].append(e.card)


def _line_to_discard(s: MaeshoweState, e: ev.LineToDiscard) -> None:
    for card in e.cards:
        _off_line(s, card)
    s.discards[e.seat].extend(e.cards)


def _snub_found(s: MaeshoweState, e: ev.SnubFound) -> None:
    if e.source == "deck":
        s.deck.remove(e.card)
        s.known_top = [0] * s.seats
    else:
        s.discards[e.owner].remove(e.card)
    s.line.insert(0, e.card)


def _snub_drawn(s: MaeshoweState, e: ev.SnubDrawn) -> None:
    _take_top(s, len(e.cards))
    s.line[0:0] = e.cards


def _hope_peeked(s: MaeshoweState, e: ev.HopePeeked) -> None:
    s.known_top[e.seat] = max(s.known_top[e.seat], len(e.cards))


def _hope_resolved(s: MaeshoweState, e: ev.HopeResolved) -> None:
    n = len(e.taken) + len(e.put_back)
    before = [s.deck[-1 - i] for i in range(n)]
    unchanged = not e.taken and list(e.put_back) == before
    del s.deck[len(s.deck) - n :]
    s.deck.extend(reversed(e.put_back))
    s.hands[e.seat].extend(e.taken)
    for seat in range(s.seats):
        if seat == e.seat:
            s.known_top[seat] = s.known_top[seat] - n + len(e.put_back)
        elif not unchanged:
            s.known_top[seat] = 0


def _line_rearranged(s: MaeshoweState, e: ev.LineRearranged) -> None:
    s.line = list(e.order)


def _jarl(s: MaeshoweState, e: ev.JarlPassed) -> None:
    s.jarl = e.to
    s.stuck_pass = e.stuck


def _task_added(s: MaeshoweState, e: ev.TaskAdded) -> None:
    if e.front:
        s.tasks.insert(0, e.task)
    else:
        s.tasks.append(e.task)
    s.next_task = e.task.id + 1


def _task_done(s: MaeshoweState, e: ev.TaskDone) -> None:
    del s.tasks[0]


def _won(s: MaeshoweState, e: ev.MatchWon) -> None:
    s.result, s.reason, s.detail = "won", e.reason, e.detail


def _lost(s: MaeshoweState, e: ev.MatchLost) -> None:
    s.result, s.reason, s.detail = "lost", e.reason, e.detail


_APPLY: dict[type[Event], Callable[[MaeshoweState, Any], None]] = {
    ev.HandsDealt: _hands_dealt,
    ev.TurnStarted: _turn_started,
    ev.CardPlayed: _card_played,
    ev.CardDiscarded: _card_discarded,
    ev.CardGiven: _card_given,
    ev.CardsForcedToDiscard: _forced_discard,
    ev.CardsDrawn: _cards_drawn,
    ev.DeckToDiscard: _deck_to_discard,
    ev.HealthChanged: _health,
    ev.FoodChanged: _food,
    ev.PassagesChanged: _passages,
    ev.DigScored: _dig_scored,
    ev.HopeRuneChosen: _hope_rune,
    ev.WentMad: _went_mad,
    ev.DiscardShuffledIntoDeck: _discard_into_deck,
    ev.CardsShuffledIntoDeck: _cards_into_deck,
    ev.DeckShuffled: _deck_shuffled,
    ev.DiscardShuffled: _discard_shuffled,
    ev.LineToHand: _line_to_hand,
    ev.DiscardToHand: _discard_to_hand,
    ev.LineToDiscard: _line_to_discard,
    ev.SnubFound: _snub_found,
    ev.SnubDrawn: _snub_drawn,
    ev.HopePeeked: _hope_peeked,
    ev.HopeResolved: _hope_resolved,
    ev.LineRearranged: _line_rearranged,
    ev.JarlPassed: _jarl,
    ev.TaskAdded: _task_added,
    ev.TaskDone: _task_done,
    ev.MatchWon: _won,
    ev.MatchLost: _lost,
}


def evolve(state: MaeshoweState | None, event: Event) -> MaeshoweState:
    """Apply one event in place and return the state (the first event creates it)."""
    if isinstance(event, ev.MatchStarted):
        return _start(event)
    if state is None:
        raise ValueError(f"{type(event).__name__} before match_started")
    _APPLY[type(event)](state, event)
    return state
