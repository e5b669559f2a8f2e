"""What a seat can send. Turn commands take the turn's two steps; the others answer the current prompt."""

from __future__ import annotations

from typing import Literal

from domain.contract import Command


class Play(Command, tag="play", frozen=True):
    """Play a card from the hand onto the end of the line."""

    card: int


class PlayFromDiscard(Command, tag="play_from_discard", frozen=True):
    """Récupération (in hand): lose 1 health to play the top card of ``owner``'s discard instead."""

    owner: int


class Discard(Command, tag="discard", frozen=True):
    card: int


class Give(Command, tag="give", frozen=True):
    """Peur du noir: give a card to the other player instead of discarding."""

    card: int


class PassJarl(Command, tag="pass_jarl", frozen=True):
    """2 players: pass the Jarl token instead of playing and discarding."""


class Eat(Command, tag="eat", frozen=True):
    """Manger: spend ``food`` food, gain that much health."""

    food: int


class ChooseRune(Command, tag="choose_rune", frozen=True):
    """Espoir played: the rune of the Dig it counts as."""

    rune: Literal["red", "blue"]


class Peek(Command, tag="peek", frozen=True):
    """Espoir discarded: cards to put back on top (top first); the other peeked cards are drawn."""

    put_back: list[int]


class Forage(Command, tag="forage", frozen=True):
    """Grapiller played: food to spend and the discard to take twice as many cards from."""

    food: int
    discard: int


class ForagePick(Command, tag="forage_pick", frozen=True):
    cards: list[int]


class TakeBack(Command, tag="take_back", frozen=True):
    """Économie: zero or one card to take back into the hand."""

    cards: list[int]


class Sacrifice(Command, tag="sacrifice", frozen=True):
    mode: Literal["decline", "discard2", "discard4", "deck2"]
    cards: list[int] = []


class Rearrange(Command, tag="rearrange", frozen=True):
    """Promptitude played: the whole line, left to right."""

    order: list[int]


class PromptnessCost(Command, tag="promptness_cost", frozen=True):
    """Promptitude discarded: lose 2 health OR add a passage token."""

    choice: Literal["health", "passage"]


class DiscardDown(Command, tag="discard_down", frozen=True):
    """Peur du noir: the receiver discards back to 5 cards (no discard effect)."""

    cards: list[int]


class RuinPair(Command, tag="ruin_pair", frozen=True):
    """Ruine + Récupération at the start of the turn: which copies to discard (only asked if ambiguous)."""

    ruin: int
    recovery: int


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
