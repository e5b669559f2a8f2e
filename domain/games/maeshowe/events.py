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
    deck: list[int]
    size: int
    health: list[int]
    max_health: list[int]
    food: int
    passages: int
    jarl: int | None
    first_player: int


class HandsDealt(Event, tag="hands_dealt", frozen=True):
    """The starting hands, seat 0 first (each from the top of the deck)."""

    chance = True
    reveals = True
    hands: list[list[int]]
    counts: list[int]


class TurnStarted(Event, tag="turn_started", frozen=True):
    seat: int
    turn: int
    must_play_haste: bool | None
    """Précipitation: 3+ Digs in hand at the start of the turn (None when redacted)."""


class CardPlayed(Event, tag="card_played", frozen=True):
    """The turn's play onto the END of the line, from the hand or (Récupération) a discard's top.
    Final in Peur du noir: the card is public at once, and taking it back would show it to a partner
    the players may not talk to."""

    final_when = "fear_of_the_dark"
    seat: int
    card: int
    source: Literal["hand", "discard"]
    owner: int


class CardDiscarded(Event, tag="card_discarded", frozen=True):
    """The turn's discard: its discard effect resolves. Final in Peur du noir, as a play is."""

    final_when = "fear_of_the_dark"
    seat: int
    card: int


class CardGiven(Event, tag="card_given", frozen=True):
    """Peur du noir: a card given to the other player instead of the discard."""

    reveals = True
    seat: int
    to: int
    card: int | None


class CardsForcedToDiscard(Event, tag="cards_forced_to_discard", frozen=True):
    """Hand cards put into their owner's discard by an effect: no discard effect (R-Q-4). The hand cards
    become public (Effritement shows a whole hand), hence ``reveals``."""

    reveals = True
    seat: int
    cards: list[int]
    reason: str


class CardsDrawn(Event, tag="cards_drawn", frozen=True):
    reveals = True
    seat: int
    cards: list[int]
    count: int


class DeckToDiscard(Event, tag="deck_to_discard", frozen=True):
    """Top cards of the deck, face up into a discard (Effritement; the crumbling set-up)."""

    reveals = True
    seat: int
    cards: list[int]


class HealthChanged(Event, tag="health_changed", frozen=True):
    seat: int
    delta: int
    health: int
    max_health: int


class FoodChanged(Event, tag="food_changed", frozen=True):
    delta: int
    food: int


class PassagesChanged(Event, tag="passages_changed", frozen=True):
    delta: int
    passages: int


class DigScored(Event, tag="dig_scored", frozen=True):
    """Four consecutive unused Digs at the end of the line remove passage tokens (R-Q-3)."""

    cards: list[int]
    removed: int
    passages: int


class HopeRuneChosen(Event, tag="hope_rune_chosen", frozen=True):
    card: int
    rune: Literal["red", "blue"]


class WentMad(Event, tag="went_mad", frozen=True):
    """Madness: the hand goes face up to the discard (no discard effects); health follows as HealthChanged."""

    reveals = True
    seat: int
    hand: list[int]
    cause: Literal["runes", "dread"]


class DiscardShuffledIntoDeck(Event, tag="discard_shuffled_into_deck", frozen=True):
    """Madness: a player's discard shuffled together with the deck."""

    chance = True
    seat: int
    deck: list[int]
    size: int


class CardsShuffledIntoDeck(Event, tag="cards_shuffled_into_deck", frozen=True):
    """Chosen public cards (from a discard: Grapiller; from the line: Sacrifice) shuffled into the deck."""

    chance = True
    source: Literal["discard", "line"]
    owner: int
    cards: list[int]
    deck: list[int]
    size: int


class DeckShuffled(Event, tag="deck_shuffled", frozen=True):
    chance = True
    deck: list[int]
    size: int


class DiscardShuffled(Event, tag="discard_shuffled", frozen=True):
    """Sacrifice: "mélanger votre défausse" (the pile stays face up, in a new order)."""

    chance = True
    seat: int
    discard: list[int]


class LineToHand(Event, tag="line_to_hand", frozen=True):
    seat: int
    card: int


class DiscardToHand(Event, tag="discard_to_hand", frozen=True):
    seat: int
    owner: int
    card: int


class LineToDiscard(Event, tag="line_to_discard", frozen=True):
    seat: int
    cards: list[int]


class SnubFound(Event, tag="snub_found", frozen=True):
    """Snober played: the first Raven or Goose found goes to the START of the line (no play effect)."""

    reveals = True
    card: int
    source: Literal["deck", "discard"]
    owner: int


class SnubDrawn(Event, tag="snub_drawn", frozen=True):
    """Snober discarded: the top cards of the deck go to the START of the line, in drawing order."""

    reveals = True
    cards: list[int]


class HopePeeked(Event, tag="hope_peeked", frozen=True):
    """Espoir discarded: the seat looks at the top cards of the deck."""

    reveals = True
    seat: int
    cards: list[int]
    count: int


class HopeResolved(Event, tag="hope_resolved", frozen=True):
    """Espoir: peeked cards taken into the hand or put back on top (``put_back`` top first)."""

    seat: int
    taken: list[int]
    put_back: list[int]
    taken_count: int
    put_back_count: int


class LineRearranged(Event, tag="line_rearranged", frozen=True):
    order: list[int]


class JarlPassed(Event, tag="jarl_passed", frozen=True):
    seat: int
    to: int
    stuck: bool = False
    """The passer could not take a normal turn (see jarl.jarl_available)."""


class TaskAdded(Event, tag="task_added", frozen=True):
    task: Task
    front: bool


class TaskDone(Event, tag="task_done", frozen=True):
    id: int


class MatchWon(Event, tag="match_won", frozen=True):
    reason: str
    detail: str


class MatchLost(Event, tag="match_lost", frozen=True):
    reason: str
    detail: str


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
