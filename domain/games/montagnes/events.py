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
    """Players in the expedition (3-5)."""
    expert: bool
    """True for the expert variant: every madness card is kept and applied."""
    encounter_seconds: float
    """The hourglass's run, in seconds."""
    decision_seconds: float
    """The Leader's window to decide after the hourglass, in seconds."""
    search_seconds: float
    """How long a Fouiller peek shows a tile, in seconds."""
    leader: int
    """The first Leader's seat."""
    board: dict[str, str | None] | None
    """Each mountain space's face-down tile id (`null`: no tile); `null` in a seat's copy (hidden)."""
    box_tiles: list[str] | None
    """The tile ids left in the box; `null` in a seat's copy (hidden)."""
    deck: list[str] | None
    """The shuffled equipment deck, top first; `null` in a seat's copy (hidden)."""
    deck_count: int
    """Cards in the equipment deck (public)."""
    madness_decks: list[list[str]] | None
    """Each madness level's shuffled deck, top first, by level; `null` in a seat's copy (hidden)."""
    madness_counts: list[int]
    """Cards in each madness level's deck, by level (public)."""
    injury_pile: list[str]
    """The Blessure (injury) pile's card ids, top first."""
    esoteric_pile: list[str]
    """The esoteric pile's card ids, top first."""
    relic_pile: list[str]
    """The relic pile's card ids, top first."""
    discard: list[str]
    """The equipment discard's card ids at the start."""


class CardsDealt(Event, frozen=True, tag="cards_dealt"):
    """Equipment cards from the top of the deck into one hand (only that seat sees them)."""

    reveals: ClassVar[bool] = True
    seat: int
    """The seat whose hand takes the cards."""
    cards: list[str] | None
    """The card ids dealt; `null` in the other seats' copies."""
    count: int
    """How many cards were dealt (public)."""


class MadnessDrawn(Event, frozen=True, tag="madness_drawn"):
    """PIOCHER UNE CARTE FOLIE: ``returned`` is the old card put back in the box (not in expert play)."""

    reveals: ClassVar[bool] = True
    seat: int
    """The seat drawing the madness card."""
    level: int
    """The madness deck's level it is drawn from."""
    card: str | None
    """The madness card's id; `null` in the other seats' copies."""
    returned: str | None
    """The seat's previous madness card put back in the box; `null` for none (or in expert play, or another seat's
    copy)."""


class MadnessIgnored(Event, frozen=True, tag="madness_ignored"):
    """The designated player ignores this card for the rest of the turn (only that seat sees which)."""

    seat: int
    """The designated player's seat."""
    card: str | None
    """The madness card ignored this turn; `null` in the other seats' copies."""


class LeadershipUsed(Event, frozen=True, tag="leadership_used"):
    """A token goes from the sled to the discard for one of the four uses of the player board."""

    use: str
    """The Leadership use: "movement" (move one more space), "encounter" (turn the hourglass again), "resolution"
    (reroll the die) or "draw"."""
    target: int | None = None
    """The player's seat the use names (a movement's designated player); `null` otherwise."""


class TokenDiscarded(Event, frozen=True, tag="token_discarded"):
    count: int
    """Leadership tokens moved from the sled to the discard."""
    reason: str
    """Why: the consequence or use that cost it (e.g. "morale", "speech", a card's effect)."""


class TokenBoxed(Event, frozen=True, tag="token_boxed"):
    source: str
    """Where the token came from: "sled" or "discard"."""
    reason: str
    """Why it was boxed (the consequence that cost it)."""


class TokensReturned(Event, frozen=True, tag="tokens_returned"):
    """Tokens from the discard back on the sled (Exalter, rest, a relic)."""

    count: int
    """Leadership tokens returned to the sled."""
    reason: str
    """Why: "exalt" (Exalter), "rest" or "relic"."""


class PlaneMoved(Event, frozen=True, tag="plane_moved"):
    """The plane moves; a tile on that space is taken and turned face up (``None``: an empty space)."""

    reveals: ClassVar[bool] = True
    space: str
    """The mountain space the plane lands on."""
    tile: str | None
    """The tile taken there, now face up; `null` for an empty space."""


class HourglassTurned(Event, frozen=True, tag="hourglass_turned"):
    deadline: float
    """When the hourglass runs out, server time in Unix seconds."""
    restart: bool
    """True when the Leader turned it again (a restart); false for the first turn."""


class CardsPlaced(Event, frozen=True, tag="cards_placed"):
    """Cards face down on the sled; the others only see how many. Final: placed during the hourglass,
    the others play on it (an undo would take a card back from a timed, simultaneous phase)."""

    final: ClassVar[bool] = True
    seat: int
    """The seat placing the cards."""
    cards: list[str] | None
    """The card ids placed face down; `null` in the other seats' copies."""
    count: int
    """How many cards were placed (public)."""


class HourglassRanOut(Event, frozen=True, tag="hourglass_ran_out"):
    """``decision_deadline``: the Leader's window to turn it again (``None``: no token may be used)."""

    decision_deadline: float | None
    """When the Leader's window to turn the hourglass again closes, server time in Unix seconds; `null` when no token
    may be used."""


class EncounterClosed(Event, frozen=True, tag="encounter_closed"):
    timed_out: bool
    """True when the encounter closed at its deadline rather than by the Leader."""


class SledRevealed(Event, frozen=True, tag="sled_revealed"):
    """VÉRIFICATION: the sled's cards turned face up."""

    reveals: ClassVar[bool] = True
    cards: list[SledCard]
    """The sled's cards, face up, each with who placed it."""


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
    """The relic card's id."""
    seat: int
    """The seat receiving it."""


class TileSearched(Event, frozen=True, tag="tile_searched"):
    """Fouiller: a face-down tile shown to every seat until ``until``. The tile is seen in the views
    during that window only (« retournez cette tuile face cachée »): every seat's log gets ``tile``
    as ``None``, so the tile cannot be read there again."""

    reveals: ClassVar[bool] = True
    space: str
    """The searched space."""
    tile: str | None
    """The tile seen; `null` in every seat's log (seen in the views during the window only)."""
    until: float
    """When the peek ends, server time in Unix seconds."""


class PeekEnded(Event, frozen=True, tag="peek_ended"):
    space: str
    """The space whose tile is face down again."""


class EsotericAdded(Event, frozen=True, tag="esoteric_added"):
    card: str
    """The esoteric card's id added to the equipment deck."""


class InjuryHealed(Event, frozen=True, tag="injury_healed"):
    card: str
    """The Blessure (injury) card's id healed."""
    source: str
    """Where it was: on the "sled" or in the "discard"."""


class InjuryDrawn(Event, frozen=True, tag="injury_drawn"):
    """A Blessure from its pile into the equipment discard."""

    card: str
    """The Blessure (injury) card's id."""


class HandCardDiscarded(Event, frozen=True, tag="hand_card_discarded"):
    reveals: ClassVar[bool] = True
    seat: int
    """The seat discarding."""
    card: str
    """The card's id."""


class CardsMilled(Event, frozen=True, tag="cards_milled"):
    """Cards from the top of the equipment deck to the discard, face up."""

    reveals: ClassVar[bool] = True
    cards: list[str]
    """The card ids milled, in order, now face up in the discard."""
    reason: str
    """Why: "confusion" (the die's face) or "relic"."""


class StepChanged(Event, frozen=True, tag="step_changed"):
    step: str
    """The turn's new step (e.g. "movement", "ignore_choice", "encounter", "decision", "reveal", "failures", "box",
    "deal", "rest")."""


class FailureSuffered(Event, frozen=True, tag="failure_suffered"):
    trial: int
    """The failed trial's index on the tile (0-based)."""
    consequence: str
    """The consequence chosen: "madness" (a player draws a madness card) or "die" (the resolution die is rolled)."""
    seat: int | None = None
    """The seat that draws the madness card; `null` for "die"."""


class DieRolled(Event, frozen=True, tag="die_rolled"):
    chance: ClassVar[bool] = True
    face: str
    """The resolution die's face: "accident", "confusion" or "morale"."""
    trial: int
    """The failed trial's index the die is for (0-based)."""


class DieAccepted(Event, frozen=True, tag="die_accepted"):
    face: str
    """The resolution die's face accepted: "accident", "confusion" or "morale"."""
    trial: int
    """The failed trial's index (0-based)."""


class ResolutionEnded(Event, frozen=True, tag="resolution_ended"):
    """FIN DE LA PHASE DE RÉSOLUTION: sled cards discarded, tile set aside; the draw phase begins."""


class DeckReshuffled(Event, frozen=True, tag="deck_reshuffled"):
    """Rest: the discard shuffled back with the deck (order hidden from every seat)."""

    chance: ClassVar[bool] = True
    deck: list[str] | None
    """The new equipment deck, top first; `null` in a seat's copy (hidden)."""
    count: int
    """Cards in the deck (public)."""


class TurnEnded(Event, frozen=True, tag="turn_ended"):
    """FIN DU TOUR: the sled passes to the left."""

    leader: int
    """The next Leader's seat (to the left)."""


class SpeechPenalised(Event, frozen=True, tag="speech_penalised"):
    """« Si un joueur parle alors que toute communication est interdite, défaussez un jeton »."""

    seat: int
    """The seat that spoke."""


class ExpeditionEnded(Event, frozen=True, tag="expedition_ended"):
    """Fin de la partie: ``won`` and the result table's label; reveals how many injuries were held."""

    reveals: ClassVar[bool] = True
    won: bool
    """True when the expedition won."""
    reason: str
    """Why it ended: "escaped" (the plane reached the escape), "injuries" (the Blessure pile ran out) or "leadership"
    (the last token boxed)."""
    detail: str
    """The result table's label, in French."""
    relics: int | None = None
    """Relics won, counted on escape; `null` otherwise."""
    injuries: int | None = None
    """Injuries held, counted on escape; `null` otherwise."""
    score: int | None = None
    """Relics won less injuries held (a win at 0 or more); `null` unless escaped."""


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
