"""What a seat can send. Values are plain strings and ints; ``decide`` re-checks every one of them."""

from __future__ import annotations

from domain.contract import Command


class Move(Command, frozen=True, tag="move"):
    """DÉCISION (phase de Mouvement): the Leader moves the plane to an adjacent space."""

    space: str


class IgnoreMadness(Command, frozen=True, tag="ignore_madness"):
    """Leadership, phase de Mouvement: a player designated by the Leader ignores one madness card."""

    player: int


class IgnoreCard(Command, frozen=True, tag="ignore_card"):
    """The designated player chooses which of their madness cards to ignore (« une carte Folie »)."""

    card: str


class PlaceCards(Command, frozen=True, tag="place_cards"):
    """ACTION (phase de Rencontre): cards from one's hand face down on the sled."""

    cards: list[str]


class RestartHourglass(Command, frozen=True, tag="restart_hourglass"):
    """Leadership, phase de Rencontre: turn the hourglass again; talk is allowed until a card is placed."""


class EndEncounter(Command, frozen=True, tag="end_encounter"):
    """The Leader lets the resolution begin without using a token."""


class AssignRelic(Command, frozen=True, tag="assign_relic"):
    card: str
    player: int


class SearchTile(Command, frozen=True, tag="search_tile"):
    space: str


class TakeEsoteric(Command, frozen=True, tag="take_esoteric"):
    card: str


class Exalt(Command, frozen=True, tag="exalt"):
    count: int


class DiscardFromHand(Command, frozen=True, tag="discard_from_hand"):
    """A relic's action: discard one hand card (``"none"``: keep the hand)."""

    card: str


class FailureMadness(Command, frozen=True, tag="failure_madness"):
    trial: int
    player: int


class FailureDie(Command, frozen=True, tag="failure_die"):
    trial: int


class AcceptDie(Command, frozen=True, tag="accept_die"):
    pass


class RerollDie(Command, frozen=True, tag="reroll_die"):
    pass


class BoxToken(Command, frozen=True, tag="box_token"):
    source: str


class RaiseHandLimit(Command, frozen=True, tag="raise_hand_limit"):
    pass


class Deal(Command, frozen=True, tag="deal"):
    pass


class DealTo(Command, frozen=True, tag="deal_to"):
    player: int


class Rest(Command, frozen=True, tag="rest"):
    pass


class SkipRest(Command, frozen=True, tag="skip_rest"):
    pass


MontagnesCommand = (
    Move
    | IgnoreMadness
    | IgnoreCard
    | PlaceCards
    | RestartHourglass
    | EndEncounter
    | AssignRelic
    | SearchTile
    | TakeEsoteric
    | Exalt
    | DiscardFromHand
    | FailureMadness
    | FailureDie
    | AcceptDie
    | RerollDie
    | BoxToken
    | RaiseHandLimit
    | Deal
    | DealTo
    | Rest
    | SkipRest
)
