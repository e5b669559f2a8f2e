"""The facts of a Maeshowe match. Chance outcomes (deck orders) are written in; ``evolve`` never draws.

Conventions: card lists taken from the deck are top card first; deck orders (``deck``) are stored
bottom first, top card last. Redacted copies (see ``views.event_view``) empty the secret lists and
keep the ``count``/``size`` fields.
"""

from __future__ import annotations

from typing import Literal

from domain.contract import Event
from domain.games.maeshowe.options import MaeshoweOptions
from domain.games.maeshowe.state import Task


class MatchStarted(Event, tag="match_started", frozen=True):
    """Set-up: the shuffled deck and the starting tracks (MISE EN PLACE)."""

    chance = True
    options: MaeshoweOptions
    """The match's options."""
    deck: list[int]
    """The deck's new order, bottom first (top card last); empty in every seat's copy while the match runs."""
    size: int
    """Cards in the deck."""
    health: list[int]
    """Each seat's starting health points."""
    max_health: list[int]
    """Each seat's health track top."""
    food: int
    """Starting food tokens."""
    passages: int
    """Starting passage tokens (to remove to escape)."""
    jarl: int | None
    """The seat holding the Jarl token (``null``: solo, no Jarl)."""
    first_player: int
    """The seat that takes the first turn."""


class HandsDealt(Event, tag="hands_dealt", frozen=True):
    """The starting hands, seat 0 first (each from the top of the deck)."""

    chance = True
    reveals = True
    hands: list[list[int]]
    """Each seat's hand (card ids); a seat's copy holds its own hand only, the others empty."""
    counts: list[int]
    """How many cards each seat was dealt."""


class TurnStarted(Event, tag="turn_started", frozen=True):
    """A player's turn begins."""

    seat: int
    """The active seat."""
    turn: int
    """The turn's number, from 1."""
    must_play_haste: bool | None
    """Précipitation: 3+ Digs in hand at the start of the turn (None when redacted)."""


class CardPlayed(Event, tag="card_played", frozen=True):
    """The turn's play onto the END of the line, from the hand or (Récupération) a discard's top.
    Final in Peur du noir: the card is public at once, and taking it back would show it to a partner
    the players may not talk to."""

    final_when = "fear_of_the_dark"
    seat: int
    """The seat that played."""
    card: int
    """The card's id."""
    source: Literal["hand", "discard"]
    """Where the card came from: the hand, or (Récupération) the top of ``owner``'s discard pile."""
    owner: int
    """The seat whose hand or discard pile held the card."""


class CardDiscarded(Event, tag="card_discarded", frozen=True):
    """The turn's discard: its discard effect resolves. Final in Peur du noir, as a play is."""

    final_when = "fear_of_the_dark"
    seat: int
    """The seat that discarded."""
    card: int
    """The card's id."""


class CardGiven(Event, tag="card_given", frozen=True):
    """Peur du noir: a card given to the other player instead of the discard."""

    reveals = True
    seat: int
    """The seat that gave."""
    to: int
    """The seat that received."""
    card: int | None
    """The card's id (``null`` in the copies of seats other than the two players concerned)."""


class CardsForcedToDiscard(Event, tag="cards_forced_to_discard", frozen=True):
    """Hand cards put into their owner's discard by an effect: no discard effect (R-Q-4). The hand cards
    become public (Effritement shows a whole hand), hence ``reveals``."""

    reveals = True
    seat: int
    """The seat whose hand lost the cards."""
    cards: list[int]
    """The cards' ids."""
    reason: str
    """The effect: ``crumbling`` (Effritement), ``fear_of_the_dark`` (discarding down to 5 after a gift) or
    ``ruin_recovery`` (Ruine and Récupération in hand at the start of a turn)."""


class CardsDrawn(Event, tag="cards_drawn", frozen=True):
    """Cards drawn from the top of the deck into a hand."""

    reveals = True
    seat: int
    """The seat that drew."""
    cards: list[int]
    """The cards' ids, top card first (empty in other seats' copies)."""
    count: int
    """How many cards were drawn."""


class DeckToDiscard(Event, tag="deck_to_discard", frozen=True):
    """Top cards of the deck, face up into a discard (Effritement; the crumbling set-up)."""

    reveals = True
    seat: int
    """The seat whose discard pile receives them."""
    cards: list[int]
    """The cards' ids, top card of the deck first."""


class HealthChanged(Event, tag="health_changed", frozen=True):
    """A player's health (or health track top) changed."""

    seat: int
    """The player's seat."""
    delta: int
    """Health points gained (positive) or lost (negative)."""
    health: int
    """Health points after the change."""
    max_health: int
    """The health track's top after the change."""


class FoodChanged(Event, tag="food_changed", frozen=True):
    """Food tokens gained or spent."""

    delta: int
    """Food tokens gained (positive) or spent (negative)."""
    food: int
    """Food tokens after the change."""


class PassagesChanged(Event, tag="passages_changed", frozen=True):
    """Passage tokens added or removed."""

    delta: int
    """Passage tokens added (positive) or removed (negative)."""
    passages: int
    """Passage tokens left after the change."""


class DigScored(Event, tag="dig_scored", frozen=True):
    """Four consecutive unused Digs at the end of the line remove passage tokens (R-Q-3)."""

    cards: list[int]
    """The ids of the four scored cards (Digs, or Espoirs counting as Digs), now used for good."""
    removed: int
    """Passage tokens removed: 2 when the four runes are the same, else 1 (never more than are left)."""
    passages: int
    """Passage tokens left."""


class HopeRuneChosen(Event, tag="hope_rune_chosen", frozen=True):
    """Espoir on the line counts as a Dig of this rune."""

    card: int
    """The Espoir card's id."""
    rune: Literal["red", "blue"]
    """The Dig rune it counts as."""


class WentMad(Event, tag="went_mad", frozen=True):
    """Madness: the hand goes face up to the discard (no discard effects); health follows as HealthChanged."""

    reveals = True
    seat: int
    """The player who went mad."""
    hand: list[int]
    """The ids of the hand's cards, now face up in the discard pile."""
    cause: Literal["runes", "dread"]
    """``runes``: the hand's runes drove them mad; ``dread`` (Effroi): the card's effect did."""


class DiscardShuffledIntoDeck(Event, tag="discard_shuffled_into_deck", frozen=True):
    """Madness: a player's discard shuffled together with the deck."""

    chance = True
    seat: int
    """The seat whose discard pile went into the deck."""
    deck: list[int]
    """The deck's new order, bottom first (top card last); empty in every seat's copy while the match runs."""
    size: int
    """Cards in the deck."""


class CardsShuffledIntoDeck(Event, tag="cards_shuffled_into_deck", frozen=True):
    """Chosen public cards (from a discard: Grapiller; from the line: Sacrifice) shuffled into the deck."""

    chance = True
    source: Literal["discard", "line"]
    """Where the cards came from: a discard pile (Grapiller) or the line (Sacrifice)."""
    owner: int
    """The seat whose discard pile gave them, or that played the Sacrifice."""
    cards: list[int]
    """The ids of the cards shuffled in."""
    deck: list[int]
    """The deck's new order, bottom first (top card last); empty in every seat's copy while the match runs."""
    size: int
    """Cards in the deck."""


class DeckShuffled(Event, tag="deck_shuffled", frozen=True):
    """The deck shuffled."""

    chance = True
    deck: list[int]
    """The deck's new order, bottom first (top card last); empty in every seat's copy while the match runs."""
    size: int
    """Cards in the deck."""


class DiscardShuffled(Event, tag="discard_shuffled", frozen=True):
    """Sacrifice: "mélanger votre défausse" (the pile stays face up, in a new order)."""

    chance = True
    seat: int
    """The seat whose discard pile was shuffled."""
    discard: list[int]
    """The pile's new order (card ids), top card last."""


class LineToHand(Event, tag="line_to_hand", frozen=True):
    """A card taken back from the line into a hand (Économie)."""

    seat: int
    """The seat that took it."""
    card: int
    """The card's id."""


class DiscardToHand(Event, tag="discard_to_hand", frozen=True):
    """A card taken from a discard pile into a hand (Économie)."""

    seat: int
    """The seat that took it."""
    owner: int
    """The seat whose discard pile held it."""
    card: int
    """The card's id."""


class LineToDiscard(Event, tag="line_to_discard", frozen=True):
    """Cards of the line put into a discard pile (Sacrifice)."""

    seat: int
    """The seat whose discard pile receives them."""
    cards: list[int]
    """The cards' ids."""


class SnubFound(Event, tag="snub_found", frozen=True):
    """Snober played: the first Raven or Goose found goes to the START of the line (no play effect)."""

    reveals = True
    card: int
    """The found card's id."""
    source: Literal["deck", "discard"]
    """Where it was found."""
    owner: int
    """The seat whose discard pile held it (``-1`` with ``source: deck``)."""


class SnubDrawn(Event, tag="snub_drawn", frozen=True):
    """Snober discarded: the top cards of the deck go to the START of the line, in drawing order."""

    reveals = True
    cards: list[int]
    """The cards' ids, in drawing order."""


class HopePeeked(Event, tag="hope_peeked", frozen=True):
    """Espoir discarded: the seat looks at the top cards of the deck."""

    reveals = True
    seat: int
    """The seat that looks."""
    cards: list[int]
    """The cards' ids, top first (empty in other seats' copies)."""
    count: int
    """How many cards were looked at."""


class HopeResolved(Event, tag="hope_resolved", frozen=True):
    """Espoir: peeked cards taken into the hand or put back on top (``put_back`` top first)."""

    seat: int
    """The seat that peeked."""
    taken: list[int]
    """Ids of the cards taken into the hand (empty in other seats' copies)."""
    put_back: list[int]
    """Ids of the cards put back on the deck, top first (empty in other seats' copies)."""
    taken_count: int
    """How many cards were taken."""
    put_back_count: int
    """How many cards were put back."""


class LineRearranged(Event, tag="line_rearranged", frozen=True):
    """Promptitude: the line in a new order."""

    order: list[int]
    """Every card id of the line, left to right."""


class JarlPassed(Event, tag="jarl_passed", frozen=True):
    """The Jarl token passed instead of a turn's play and discard (R-Q-2)."""

    seat: int
    """The seat that passed it."""
    to: int
    """The seat that now holds it."""
    stuck: bool = False
    """The passer could not take a normal turn (see jarl.jarl_available)."""


class TaskAdded(Event, tag="task_added", frozen=True):
    """A pending piece of card resolution queued (a choice a seat must make, or a play effect to resolve)."""

    task: Task
    """The task."""
    front: bool
    """Queued first (``true``) or last."""


class TaskDone(Event, tag="task_done", frozen=True):
    """A queued task resolved."""

    id: int
    """The task's id."""


class MatchWon(Event, tag="match_won", frozen=True):
    """The players escape: the last passage token is gone."""

    reason: str
    """Why: ``escaped``."""
    detail: str
    """Why, in English."""


class MatchLost(Event, tag="match_lost", frozen=True):
    """The players lose."""

    reason: str
    """Why: ``health`` (a player's last health point went) or ``cannot_act`` (the active player could not
    play or discard, R-Q-2)."""
    detail: str
    """Why, in English."""


MaeshoweEvent = (
    MatchStarted
    | HandsDealt
    | TurnStarted
    | CardPlayed
    | CardDiscarded
    | CardGiven
    | CardsForcedToDiscard
    | CardsDrawn
    | DeckToDiscard
    | HealthChanged
    | FoodChanged
    | PassagesChanged
    | DigScored
    | HopeRuneChosen
    | WentMad
    | DiscardShuffledIntoDeck
    | CardsShuffledIntoDeck
    | DeckShuffled
    | DiscardShuffled
    | LineToHand
    | DiscardToHand
    | LineToDiscard
    | SnubFound
    | SnubDrawn
    | HopePeeked
    | HopeResolved
    | LineRearranged
    | JarlPassed
    | TaskAdded
    | TaskDone
    | MatchWon
    | MatchLost
)
