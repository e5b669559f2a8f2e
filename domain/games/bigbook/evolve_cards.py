"""Folds of cards moving between zones: decks, hands, discards, supports, the reserve and the madness pile."""

from __future__ import annotations

from domain.games.bigbook import events as ev
from domain.games.bigbook.content import card_value, is_madness
from domain.games.bigbook.state import State


def _take_from_hand_or_support(state: State, seat: int, card: str) -> int:
    """Remove ``card`` from ``seat``'s hand or from any support; return the seat that held it."""
    player = state.players[seat]
    if card in player.hand:
        player.hand.remove(card)
        return seat
    for other in state.players:
        if card in other.support:
            other.support.remove(card)
            return other.seat
    raise KeyError(card)


def pay(state: State, seat: int, cards: list[str]) -> None:
    """Paid cards go to their owner's discard, also a support card used by another player (R-B-1)."""
    for card in cards:
        owner = _take_from_hand_or_support(state, seat, card)
        state.players[owner].discard.append(card)


def _move(cards: list[str], source: list[str], target: list[str]) -> None:
    """Move each of ``cards`` from ``source`` to the end of ``target``, in order: the shape of most folds here."""
    for card in cards:
        source.remove(card)
        target.append(card)


def _reset_deck(state: State, seat: int, deck: list[str]) -> None:
    """A shuffle empties the discard into a deck whose order nobody knows."""
    player = state.players[seat]
    player.deck = deck
    player.discard = []
    player.deck_known = 0


def _pile(card: str) -> str:
    """The reserve pile an element card belongs to, e.g. ``fire-3``."""
    return f"{card.split('-', maxsplit=1)[0]}-{card_value(card)}"


def _return_to_reserve(state: State, card: str) -> None:
    """A value-1 card has no reserve pile: it goes back to the box."""
    if card_value(card) == 1:
        state.box.append(card)
    else:
        state.reserve[_pile(card)].append(card)


def deck_formed(state: State, e: ev.DeckFormed) -> State:
    for card in e.cards:
        if is_madness(card):
            state.madness_pile.remove(card)
        elif card_value(card) == 1:
            state.box.remove(card)
        else:
            state.reserve[_pile(card)].remove(card)
    player = state.players[e.seat]
    player.deck = list(e.cards)
    player.deck_known = 0
    return state


def drawn(state: State, e: ev.CardsDrawn) -> State:
    player = state.players[e.seat]
    del player.deck[: len(e.cards)]
    player.hand.extend(e.cards)
    player.deck_known = max(0, player.deck_known - len(e.cards))
    return state


def reshuffled(state: State, e: ev.DeckReshuffled) -> State:
    _reset_deck(state, e.seat, list(e.cards) + state.players[e.seat].deck)
    return state


def shuffled_in(state: State, e: ev.DiscardShuffledIn) -> State:
    _reset_deck(state, e.seat, list(e.cards))
    return state


def madness(state: State, e: ev.MadnessReceived) -> State:
    player = state.players[e.seat]
    for card in e.cards:
        state.madness_pile.remove(card)
        if e.zone == "hand":
            player.hand.append(card)
        elif e.zone == "support":
            player.support.append(card)
        elif e.zone == "deck_top":
            player.deck.insert(0, card)
            player.deck_known += 1
        else:
            player.discard.append(card)
    return state


def discarded(state: State, e: ev.CardsDiscarded) -> State:
    player = state.players[e.seat]
    _move(e.cards, player.support if e.zone == "support" else player.hand, player.discard)
    return state


def supported(state: State, e: ev.CardsSupported) -> State:
    player = state.players[e.seat]
    _move(e.cards, player.hand, player.support)
    return state


def destroyed(state: State, e: ev.CardsDestroyed) -> State:
    player = state.players[e.seat]
    _move(e.cards, player.discard if e.zone == "discard" else player.hand, state.destroyed)
    return state


def top_destroyed(state: State, e: ev.DeckTopDestroyed) -> State:
    player = state.players[e.seat]
    _move(e.cards, player.deck, state.destroyed)
    player.deck_known = max(0, player.deck_known - len(e.cards))
    return state


def given(state: State, e: ev.CardsGiven) -> State:
    _move(e.cards, state.players[e.seat].hand, state.players[e.to].hand)
    return state


def recovered(state: State, e: ev.CardsRecovered) -> State:
    player = state.players[e.seat]
    _move(e.cards, player.discard, player.hand)
    return state


def topdecked(state: State, e: ev.CardsTopdecked) -> State:
    player = state.players[e.seat]
    for card in e.cards:
        player.discard.remove(card)
    player.deck[0:0] = e.cards
    player.deck_known += len(e.cards)
    return state


def upgraded(state: State, e: ev.ElementUpgraded) -> State:
    player = state.players[e.seat]
    player.hand.remove(e.old)
    _return_to_reserve(state, e.old)
    state.reserve[_pile(e.new)].remove(e.new)
    player.hand.append(e.new)
    return state


def gained(state: State, e: ev.ElementGained) -> State:
    state.reserve[_pile(e.card)].remove(e.card)
    state.players[e.seat].discard.append(e.card)
    return state


def taken(state: State, e: ev.SupportTaken) -> State:
    for card in e.cards:
        for other in state.players:
            if card in other.support:
                other.support.remove(card)
                break
        state.players[e.seat].hand.append(card)
    return state


def acquired(state: State, e: ev.ElementAcquired) -> State:
    pay(state, e.seat, e.cards)
    state.reserve[_pile(e.card)].remove(e.card)
    state.players[e.seat].discard.append(e.card)
    return state


def healed(state: State, e: ev.MadnessHealed) -> State:
    pay(state, e.seat, e.cards)
    _take_from_hand_or_support(state, e.seat, e.madness)
    state.madness_pile.append(e.madness)
    return state
