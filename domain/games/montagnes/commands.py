"""What a seat can send. Values are plain strings and ints; ``decide`` re-checks every one of them."""

from __future__ import annotations

from domain.contract import Command


class Move(Command, frozen=True, tag="move"):
    """DÉCISION (phase de Mouvement): the Leader moves the plane to an adjacent space."""

    space: str
    """The space's id (``SpaceView.id``), adjacent to the plane's."""


class IgnoreMadness(Command, frozen=True, tag="ignore_madness"):
    """Leadership, phase de Mouvement: a player designated by the Leader ignores one madness card."""

    player: int
    """The seat of the player who ignores one of their madness cards this turn."""


class IgnoreCard(Command, frozen=True, tag="ignore_card"):
    """The designated player chooses which of their madness cards to ignore (« une carte Folie »)."""

    card: str
    """The id of one of your madness cards."""


class PlaceCards(Command, frozen=True, tag="place_cards"):
    """ACTION (phase de Rencontre): cards from one's hand face down on the sled."""

    cards: list[str]
    """The ids of the hand cards placed."""


class RestartHourglass(Command, frozen=True, tag="restart_hourglass"):
    """Leadership, phase de Rencontre: turn the hourglass again; talk is allowed until a card is placed."""


class EndEncounter(Command, frozen=True, tag="end_encounter"):
    """The Leader lets the resolution begin without using a token."""


class AssignRelic(Command, frozen=True, tag="assign_relic"):
    """Reward: the Leader gives a relic of the reward's kind to a player, who draws a madness card."""

    card: str
    """The relic's id, from the relic pile."""
    player: int
    """The seat that receives it."""


class SearchTile(Command, frozen=True, tag="search_tile"):
    """Reward Fouiller: look at a face-down tile not adjacent to the plane, for a while."""

    space: str
    """The space whose face-down tile is shown."""


class TakeEsoteric(Command, frozen=True, tag="take_esoteric"):
    """Reward Équipement Ésotérique (or a relic's action): an esoteric card goes onto the equipment discard pile."""

    card: str
    """The esoteric card's id, from the esoteric pile."""


class Exalt(Command, frozen=True, tag="exalt"):
    """Reward Exalter: return discarded leadership tokens to the sled."""

    count: int
    """How many (0 to 2, at most the tokens discarded)."""


class DiscardFromHand(Command, frozen=True, tag="discard_from_hand"):
    """A relic's action: discard one hand card (``"none"``: keep the hand)."""

    card: str
    """The hand card's id, or ``none``."""


class FailureMadness(Command, frozen=True, tag="failure_madness"):
    """A failed trial's consequence: a player draws a madness card."""

    trial: int
    """The failed trial's index (``MontagnesView.failures``)."""
    player: int
    """The seat that draws the madness card."""


class FailureDie(Command, frozen=True, tag="failure_die"):
    """A failed trial's consequence: roll the penalty die (dé Malus)."""

    trial: int
    """The failed trial's index (``MontagnesView.failures``)."""


class AcceptDie(Command, frozen=True, tag="accept_die"):
    pass


class RerollDie(Command, frozen=True, tag="reroll_die"):
    pass


class BoxToken(Command, frozen=True, tag="box_token"):
    """Put a leadership token back in the box, from where the Leader chooses (R-M-5)."""

    source: str
    """``sled`` or ``discard``."""


class RaiseHandLimit(Command, frozen=True, tag="raise_hand_limit"):
    pass


class Deal(Command, frozen=True, tag="deal"):
    pass


class DealTo(Command, frozen=True, tag="deal_to"):
    """Draw phase: the deck's next card goes to a player below the hand limit."""

    player: int
    """The seat that gets the card."""


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
