"""The facts of a Montagnes match. ``chance`` events record shuffles and die faces, ``reveals`` events
make a secret known to some seat; fields a seat may not see are ``None`` in its redacted copy."""

from __future__ import annotations

from typing import ClassVar

import msgspec

from domain.contract import Event
from domain.games.montagnes.state import SledCard


class ExpeditionPrepared(Event, frozen=True, tag="expedition_prepared"):
    """MISE EN PLACE: tiles placed face down at random, decks shuffled, first Leader chosen."""

    chance: ClassVar[bool] = True
    seats: int
    expert: bool
    encounter_seconds: float
    decision_seconds: float
    search_seconds: float
    leader: int
    board: dict[str, str | None] | None
    box_tiles: list[str] | None
    deck: list[str] | None
    deck_count: int
    madness_decks: list[list[str]] | None
    madness_counts: list[int]
    injury_pile: list[str]
    esoteric_pile: list[str]
    relic_pile: list[str]
    discard: list[str]


class CardsDealt(Event, frozen=True, tag="cards_dealt"):
    """Equipment cards from the top of the deck into one hand (only that seat sees them)."""

    reveals: ClassVar[bool] = True
    seat: int
    cards: list[str] | None
    count: int


class MadnessDrawn(Event, frozen=True, tag="madness_drawn"):
    """PIOCHER UNE CARTE FOLIE: ``returned`` is the old card put back in the box (not in expert play)."""

    reveals: ClassVar[bool] = True
    seat: int
    level: int
    card: str | None
    returned: str | None


class MadnessIgnored(Event, frozen=True, tag="madness_ignored"):
    """The designated player ignores this card for the rest of the turn (only that seat sees which)."""

    seat: int
    card: str | None


class LeadershipUsed(Event, frozen=True, tag="leadership_used"):
    """A token goes from the sled to the discard for one of the four uses of the player board."""

    use: str
    target: int | None = None


class TokenDiscarded(Event, frozen=True, tag="token_discarded"):
    count: int
    reason: str


class TokenBoxed(Event, frozen=True, tag="token_boxed"):
    source: str
    reason: str


class TokensReturned(Event, frozen=True, tag="tokens_returned"):
    """Tokens from the discard back on the sled (Exalter, rest, a relic)."""

    count: int
    reason: str


class PlaneMoved(Event, frozen=True, tag="plane_moved"):
    """The plane moves; a tile on that space is taken and turned face up (``None``: an empty space)."""

    reveals: ClassVar[bool] = True
    space: str
    tile: str | None


class HourglassTurned(Event, frozen=True, tag="hourglass_turned"):
    deadline: float
    restart: bool


class CardsPlaced(Event, frozen=True, tag="cards_placed"):
    """Cards face down on the sled; the others only see how many. Final: placed during the hourglass,
    the others play on it (an undo would take a card back from a timed, simultaneous phase)."""

    final: ClassVar[bool] = True
    seat: int
    cards: list[str] | None
    count: int


class HourglassRanOut(Event, frozen=True, tag="hourglass_ran_out"):
    """``decision_deadline``: the Leader's window to turn it again (``None``: no token may be used)."""

    decision_deadline: float | None


class EncounterClosed(Event, frozen=True, tag="encounter_closed"):
    timed_out: bool


class SledRevealed(Event, frozen=True, tag="sled_revealed"):
    """VÉRIFICATION: the sled's cards turned face up."""

    reveals: ClassVar[bool] = True
    cards: list[SledCard]


class TrialResult(msgspec.Struct, frozen=True):
    """One trial of the tile as the sled's cards met it."""

    index: int
    """The trial's place on the tile (0 for its first trial)."""
    total: int
    """The sum of the sled's cards of the trial's equipment type (injuries count for nothing)."""
    passed: bool
    """Whether that sum is one the trial asks for."""


class TrialsResolved(Event, frozen=True, tag="trials_resolved"):
    """VÉRIFICATION told: each trial's sum and result, right after the sled is revealed. The fold already
    derives them from the sled (``sled_revealed``); this event says them in the log, where a resolution
    that asks no choice (every trial passed, a reward taken at once) would otherwise leave no trace of
    the sums (issue 34 item 10)."""

    tile: str
    """The mountain tile whose trials were met (its id in the game's content)."""
    results: list[TrialResult]
    """Each trial's sum and result, in the tile's order."""


class RelicAssigned(Event, frozen=True, tag="relic_assigned"):
    card: str
    seat: int


class TileSearched(Event, frozen=True, tag="tile_searched"):
    """Fouiller: a face-down tile shown to every seat until ``until``. The tile is seen in the views
    during that window only (« retournez cette tuile face cachée »): every seat's log gets ``tile``
    as ``None``, so the tile cannot be read there again."""

    reveals: ClassVar[bool] = True
    space: str
    tile: str | None
    until: float


class PeekEnded(Event, frozen=True, tag="peek_ended"):
    space: str


class EsotericAdded(Event, frozen=True, tag="esoteric_added"):
    card: str


class InjuryHealed(Event, frozen=True, tag="injury_healed"):
    card: str
    source: str


class InjuryDrawn(Event, frozen=True, tag="injury_drawn"):
    """A Blessure from its pile into the equipment discard."""

    card: str


class HandCardDiscarded(Event, frozen=True, tag="hand_card_discarded"):
    reveals: ClassVar[bool] = True
    seat: int
    card: str


class CardsMilled(Event, frozen=True, tag="cards_milled"):
    """Cards from the top of the equipment deck to the discard, face up."""

    reveals: ClassVar[bool] = True
    cards: list[str]
    reason: str


class StepChanged(Event, frozen=True, tag="step_changed"):
    step: str


class FailureSuffered(Event, frozen=True, tag="failure_suffered"):
    trial: int
    consequence: str
    seat: int | None = None


class DieRolled(Event, frozen=True, tag="die_rolled"):
    chance: ClassVar[bool] = True
    face: str
    trial: int


class DieAccepted(Event, frozen=True, tag="die_accepted"):
    face: str
    trial: int


class ResolutionEnded(Event, frozen=True, tag="resolution_ended"):
    """FIN DE LA PHASE DE RÉSOLUTION: sled cards discarded, tile set aside; the draw phase begins."""


class DeckReshuffled(Event, frozen=True, tag="deck_reshuffled"):
    """Rest: the discard shuffled back with the deck (order hidden from every seat)."""

    chance: ClassVar[bool] = True
    deck: list[str] | None
    count: int


class TurnEnded(Event, frozen=True, tag="turn_ended"):
    """FIN DU TOUR: the sled passes to the left."""

    leader: int


class SpeechPenalised(Event, frozen=True, tag="speech_penalised"):
    """« Si un joueur parle alors que toute communication est interdite, défaussez un jeton »."""

    seat: int


class ExpeditionEnded(Event, frozen=True, tag="expedition_ended"):
    """Fin de la partie: ``won`` and the result table's label; reveals how many injuries were held."""

    reveals: ClassVar[bool] = True
    won: bool
    reason: str
    detail: str
    relics: int | None = None
    injuries: int | None = None
    score: int | None = None


MontagnesEvent = (
    ExpeditionPrepared
    | CardsDealt
    | MadnessDrawn
    | LeadershipUsed
    | MadnessIgnored
    | TokenDiscarded
    | TokenBoxed
    | TokensReturned
    | PlaneMoved
    | HourglassTurned
    | CardsPlaced
    | HourglassRanOut
    | EncounterClosed
    | SledRevealed
    | TrialsResolved
    | RelicAssigned
    | TileSearched
    | PeekEnded
    | EsotericAdded
    | InjuryHealed
    | InjuryDrawn
    | HandCardDiscarded
    | CardsMilled
    | StepChanged
    | FailureSuffered
    | DieRolled
    | DieAccepted
    | ResolutionEnded
    | DeckReshuffled
    | TurnEnded
    | SpeechPenalised
    | ExpeditionEnded
)
