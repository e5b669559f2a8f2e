"""The mutable state the events fold into, and the box constants it counts with."""

from __future__ import annotations

import msgspec

HAND_SIZE = {3: 5, 4: 4, 5: 3}
"""MISE EN PLACE 10 and PHASE DE PIOCHE: cards dealt and hand limit by player count."""
LEADERSHIP_TOKENS = 6
DIE_FACES = ("accident", "confusion", "morale")
"""« Il présente 3 faces : Accident, Confusion, Perte de Moral » (each face equally likely)."""


class SledCard(msgspec.Struct, frozen=True):
    """A card face down on the Traîneau and who placed it."""

    seat: int
    """The seat that placed it."""
    card: str
    """The card's id."""


class TrialOutcome(msgspec.Struct, frozen=True):
    index: int
    """The trial's index on the tile (0-based)."""
    equipment: str
    """The equipment type summed."""
    target: str
    """What the sum had to be, as printed: a range "3-5" or values "2 ou 4"."""
    total: int
    """The sum of that type on the sled."""
    passed: bool
    """True when the sum met the target."""


class Result(msgspec.Struct, frozen=True):
    won: bool
    reason: str
    detail: str
    relics: int | None = None
    injuries: int | None = None
    score: int | None = None


class MontagnesState(msgspec.Struct, kw_only=True):
    seats: int
    expert: bool
    encounter_seconds: float
    decision_seconds: float
    search_seconds: float
    leader: int
    turn: int = 1
    step: str = "movement"
    step_no: int = 0
    deadline: float | None = None
    # the mountain
    plane: str | None = None
    board: dict[str, str | None] = {}
    box_tiles: list[str] = []
    set_aside: list[str] = []
    current_tile: str | None = None
    current_space: str | None = None
    peeked: list[str] = []
    peek_space: str | None = None
    # cards
    deck: list[str] = []
    discard: list[str] = []
    injury_pile: list[str] = []
    esoteric_pile: list[str] = []
    relic_pile: list[str] = []
    hands: list[list[str]] = []
    relics: list[list[str]] = []
    covered: list[list[str]] = []
    relic_tokens: list[list[str]] = []
    madness: list[list[str]] = []
    madness_decks: list[list[str]] = []
    madness_boxed: list[list[str]] = []
    ignored: list[int] = []
    """Leadership tokens used on each player this turn (public)."""
    ignored_cards: list[list[str]] = []
    """The card each of those tokens covers, chosen by its holder (secret). A token without a chosen
    card (matches recorded before the choice existed) covers the highest card left."""
    # leadership
    tokens_sled: int = LEADERSHIP_TOKENS
    tokens_discard: int = 0
    tokens_box: int = 0
    hand_bonus: int = 0
    # the encounter and its resolution
    sled: list[SledCard] = []
    placed: list[int] = []
    talk_allowed: bool = False
    restarts: int = 0
    trials: list[TrialOutcome] = []
    failures: list[int] = []
    failures_done: int = 0
    reward: str | None = None
    die_face: str | None = None
    die_trial: int | None = None
    relic_receiver: int | None = None
    relic_action: str | None = None
    result: Result | None = None

    @property
    def finished(self) -> bool:
        return self.result is not None

    def hand_limit(self) -> int:
        return HAND_SIZE[self.seats] + self.hand_bonus

    def tokens_left(self) -> int:
        return self.tokens_sled + self.tokens_discard


def copy_state(state: MontagnesState) -> MontagnesState:
    """A deep copy (the msgpack round trip of ``Engine.clone``): deciding never mutates its input."""
    return msgspec.msgpack.decode(msgspec.msgpack.encode(state), type=MontagnesState)
