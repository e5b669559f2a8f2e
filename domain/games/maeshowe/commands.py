"""What a seat can send. Turn commands take the turn's two steps; the others answer the current prompt."""

from __future__ import annotations

from typing import Literal

from domain.contract import Command


class Play(Command, tag="play", frozen=True):
    """Play a card from the hand onto the end of the line."""

    card: int
    """The card's id (``CardView.id``), from the hand."""


class PlayFromDiscard(Command, tag="play_from_discard", frozen=True):
    """Récupération (in hand): lose 1 health to play the top card of ``owner``'s discard instead."""

    owner: int
    """The seat whose discard pile's top card is played."""


class Discard(Command, tag="discard", frozen=True):
    """The turn's discard: a card from the hand onto its owner's discard pile (its discard effect resolves)."""

    card: int
    """The card's id, from the hand."""


class Give(Command, tag="give", frozen=True):
    """Peur du noir: give a card to the other player instead of discarding."""

    card: int
    """The card's id, from the hand."""


class PassJarl(Command, tag="pass_jarl", frozen=True):
    """2 players: pass the Jarl token instead of playing and discarding."""


class Eat(Command, tag="eat", frozen=True):
    """Manger: spend ``food`` food, gain that much health."""

    food: int
    """Food tokens to spend (each gives one health point)."""


class ChooseRune(Command, tag="choose_rune", frozen=True):
    """Espoir played: the rune of the Dig it counts as."""

    rune: Literal["red", "blue"]
    """The Dig rune Espoir counts as on the line."""


class Peek(Command, tag="peek", frozen=True):
    """Espoir discarded: cards to put back on top (top first); the other peeked cards are drawn."""

    put_back: list[int]
    """Ids of the peeked cards to put back on the deck, top first."""


class Forage(Command, tag="forage", frozen=True):
    """Grapiller played: food to spend and the discard to take twice as many cards from."""

    food: int
    """Food tokens to spend: twice as many cards (as many as the pile holds) go from the discard into the deck."""
    discard: int
    """The seat whose discard pile the cards are taken from."""


class ForagePick(Command, tag="forage_pick", frozen=True):
    """Grapiller: which cards of the chosen discard pile are shuffled into the deck (when not all of it)."""

    cards: list[int]
    """Ids of the cards, as many as the food spent allows (twice the food)."""


class TakeBack(Command, tag="take_back", frozen=True):
    """Économie: zero or one card to take back into the hand."""

    cards: list[int]
    """Empty, or the id of one card (not Économie itself) from the line or from a discard pile, as asked."""


class Sacrifice(Command, tag="sacrifice", frozen=True):
    """Sacrifice: lose one food to move cards of the line (four, or two into the deck, when Sacrifice and the
    Goose share a rune), or decline."""

    mode: Literal["decline", "discard2", "discard4", "deck2"]
    """``decline``; ``discard2``/``discard4``: 2 or 4 line cards into your discard pile (then shuffled);
    ``deck2``: 2 line cards shuffled into the deck. ``discard4`` and ``deck2`` need the runes to match."""
    cards: list[int] = []
    """Ids of the line cards to move (as many as the mode says, or the whole line if shorter)."""


class Rearrange(Command, tag="rearrange", frozen=True):
    """Promptitude played: the whole line, left to right."""

    order: list[int]
    """Every card id of the line, once each, in the new order (left to right)."""


class PromptnessCost(Command, tag="promptness_cost", frozen=True):
    """Promptitude discarded: lose 2 health OR add a passage token."""

    choice: Literal["health", "passage"]
    """``health``: lose 2 health points; ``passage``: add a passage token."""


class DiscardDown(Command, tag="discard_down", frozen=True):
    """Peur du noir: the receiver discards back to 5 cards (no discard effect)."""

    cards: list[int]
    """Ids of the hand cards to discard."""


class RuinPair(Command, tag="ruin_pair", frozen=True):
    """Ruine + Récupération at the start of the turn: which copies to discard (only asked if ambiguous)."""

    ruin: int
    """The id of the Ruine card to discard."""
    recovery: int
    """The id of the Récupération card to discard."""


MaeshoweCommand = (
    Play
    | PlayFromDiscard
    | Discard
    | Give
    | PassJarl
    | Eat
    | ChooseRune
    | Peek
    | Forage
    | ForagePick
    | TakeBack
    | Sacrifice
    | Rearrange
    | PromptnessCost
    | DiscardDown
    | RuinPair
)
