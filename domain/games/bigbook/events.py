"""The facts of a Big Book of Madness match.

``chance`` marks events that record a random outcome (shuffles, random set-up); ``reveals`` marks
events that make a secret known (a draw into a hand, a page turned, a curse or spell leaving a
face-down pile, a card given hand to hand). The platform derives undo permission from them.
"""

from __future__ import annotations

from typing import ClassVar

from domain.contract import Event
from domain.games.bigbook.options import Options
from domain.games.bigbook.state import Step


class MatchSetUp(Event, tag="match_set_up", frozen=True):
    """Mise en place: piles sorted, curse piles shuffled, grimoire and library drawn at random."""

    chance: ClassVar[bool] = True
    options: Options
    seats: int
    madness_pile: list[str]
    box: list[str]
    reserve: dict[str, list[str]]
    curse_piles: dict[str, list[str]]
    grimoire: list[str]
    library: dict[str, list[str]]
    spells: list[list[str]]
    box_spells: list[str]


class MagicianChosen(Event, tag="magician_chosen", frozen=True):
    seat: int
    magician: str


class DeckFormed(Event, tag="deck_formed", frozen=True):
    """A player's starting elements (plus a madness in Terreur) shuffled into their deck."""

    chance: ClassVar[bool] = True
    seat: int
    cards: list[str]
    count: int


class CardsDrawn(Event, tag="cards_drawn", frozen=True):
    reveals: ClassVar[bool] = True
    seat: int
    cards: list[str]
    count: int


class DeckReshuffled(Event, tag="deck_reshuffled", frozen=True):
    """The empty deck is re-formed from the shuffled discard (after a madness was added)."""

    chance: ClassVar[bool] = True
    seat: int
    cards: list[str]
    count: int


class DiscardShuffledIn(Event, tag="discard_shuffled_in", frozen=True):
    """A spell shuffles the discard into the deck: no madness ("Mélanger", R-B-6)."""

    chance: ClassVar[bool] = True
    seat: int
    cards: list[str]
    count: int


class MadnessReceived(Event, tag="madness_received", frozen=True):
    seat: int
    cards: list[str]
    zone: str


class MatchEnded(Event, tag="match_ended", frozen=True):
    result: str
    reason: str
    detail: str


class TurnStarted(Event, tag="turn_started", frozen=True):
    """A new active player; their Concentration phase readies their exhausted spells."""

    seat: int
    turn: int


class InvocationMoved(Event, tag="invocation_moved", frozen=True):
    space: int


class CurseTriggered(Event, tag="curse_triggered", frozen=True):
    curse: str
    slot: str


class MonsterResolved(Event, tag="monster_resolved", frozen=True):
    page: str
    defeated: bool


class CursesCleared(Event, tag="curses_cleared", frozen=True):
    """End of a round: curses left go under their piles, madness under them is destroyed."""

    curses: list[str]
    madness: list[str]


class PageTurned(Event, tag="page_turned", frozen=True):
    reveals: ClassVar[bool] = True
    page: str
    index: int


class RoundAdvanced(Event, tag="round_advanced", frozen=True):
    round: int


class CursePlaced(Event, tag="curse_placed", frozen=True):
    reveals: ClassVar[bool] = True
    curse: str
    slot: str
    madness: list[str]


class PhaseChanged(Event, tag="phase_changed", frozen=True):
    phase: str


class Scheduled(Event, tag="scheduled", frozen=True):
    """Bookkeeping of pending work: drop the front step (``pop``), then put ``steps`` in front.

    Matches stored before ``WorkPending`` hold one per change of the queue; the engine now applies
    them to its scratch state only. Never shown to a seat (``views.event_view``)."""

    internal: ClassVar[bool] = True
    pop: bool
    steps: list[Step]


class WorkPending(Event, tag="work_pending", frozen=True):
    """Bookkeeping: the pending work as a command (or the set-up) leaves it, so that folding the log
    rebuilds the queue. At most one per command, after its facts; never shown to a seat."""

    internal: ClassVar[bool] = True
    queue: list[Step]
    seq: int


class ActionTaken(Event, tag="action_taken", frozen=True):
    """One of the five actions (uses one granted action when acting for another player)."""

    seat: int
    action: str


class SpellActivated(Event, tag="spell_activated", frozen=True):
    seat: int
    spell: str
    cards: list[str]
    power: int


class SpellLearned(Event, tag="spell_learned", frozen=True):
    seat: int
    spell: str
    cards: list[str]


class LibraryRevealed(Event, tag="library_revealed", frozen=True):
    reveals: ClassVar[bool] = True
    element: str
    spell: str


class ElementAcquired(Event, tag="element_acquired", frozen=True):
    seat: int
    card: str
    cards: list[str]


class CurseDestroyed(Event, tag="curse_destroyed", frozen=True):
    seat: int
    curse: str
    cards: list[str]
    madness: list[str]


class MadnessHealed(Event, tag="madness_healed", frozen=True):
    """A madness back to the pile. Healed from a hand, it shows a card of that hand (and, when the
    effect had no choice to ask, how many madness the hand held): a secret made known."""

    reveals: ClassVar[bool] = True
    seat: int
    madness: str
    cards: list[str]


class PowerUsed(Event, tag="power_used", frozen=True):
    seat: int


class FramePushed(Event, tag="frame_pushed", frozen=True):
    seat: int
    actions: int


class FramePopped(Event, tag="frame_popped", frozen=True):
    seat: int


class CardsDiscarded(Event, tag="cards_discarded", frozen=True):
    """Cards an effect (or the recovery's trim) puts face up in a discard: from a hand they are shown
    to everyone, also another player's hand a curse or spell forced open, so undo may not cross this."""

    reveals: ClassVar[bool] = True
    seat: int
    cards: list[str]
    zone: str


class CardsSupported(Event, tag="cards_supported", frozen=True):
    """Hand cards put face up in support: everyone now knows them, so undo may not cross this."""

    reveals = True
    seat: int
    cards: list[str]


class CardsDestroyed(Event, tag="cards_destroyed", frozen=True):
    """Cards destroyed (from a hand they are shown to everyone: undo may not cross this)."""

    reveals = True
    seat: int
    cards: list[str]
    zone: str


class DeckTopDestroyed(Event, tag="deck_top_destroyed", frozen=True):
    reveals: ClassVar[bool] = True
    seat: int
    cards: list[str]


class CardsGiven(Event, tag="cards_given", frozen=True):
    reveals: ClassVar[bool] = True
    seat: int
    to: int
    cards: list[str]
    count: int


class CardsRecovered(Event, tag="cards_recovered", frozen=True):
    seat: int
    cards: list[str]


class CardsTopdecked(Event, tag="cards_topdecked", frozen=True):
    seat: int
    cards: list[str]


class ElementUpgraded(Event, tag="element_upgraded", frozen=True):
    """A hand card swapped for a reserve card: the swapped card is shown, so undo may not cross this."""

    reveals = True
    seat: int
    old: str
    new: str


class ElementGained(Event, tag="element_gained", frozen=True):
    seat: int
    card: str


class SpellsExhausted(Event, tag="spells_exhausted", frozen=True):
    seat: int
    spells: list[str]


class SpellsNeutralised(Event, tag="spells_neutralised", frozen=True):
    seat: int
    spells: list[str]


class SpellsReadied(Event, tag="spells_readied", frozen=True):
    seat: int
    spells: list[str]


class CursesNeutralised(Event, tag="curses_neutralised", frozen=True):
    curses: list[str]


class NeutralisedRestored(Event, tag="neutralised_restored", frozen=True):
    curses: list[str]
    spells: list[str]


class TokenAdded(Event, tag="token_added", frozen=True):
    element: str


class SupportTaken(Event, tag="support_taken", frozen=True):
    seat: int
    cards: list[str]


class SpellDestroyed(Event, tag="spell_destroyed", frozen=True):
    seat: int
    spell: str


class PlayerEliminated(Event, tag="player_eliminated", frozen=True):
    """Every card the player held, hand and deck included, listed for all: a secret made known."""

    reveals: ClassVar[bool] = True
    seat: int
    cards: list[str]
    spells: list[str]


BigBookEvent = (
    MatchSetUp
    | MagicianChosen
    | DeckFormed
    | CardsDrawn
    | DeckReshuffled
    | DiscardShuffledIn
    | MadnessReceived
    | MatchEnded
    | TurnStarted
    | InvocationMoved
    | CurseTriggered
    | MonsterResolved
    | CursesCleared
    | PageTurned
    | RoundAdvanced
    | CursePlaced
    | PhaseChanged
    | Scheduled
    | WorkPending
    | ActionTaken
    | SpellActivated
    | SpellLearned
    | LibraryRevealed
    | ElementAcquired
    | CurseDestroyed
    | MadnessHealed
    | PowerUsed
    | FramePushed
    | FramePopped
    | CardsDiscarded
    | CardsSupported
    | CardsDestroyed
    | DeckTopDestroyed
    | CardsGiven
    | CardsRecovered
    | CardsTopdecked
    | ElementUpgraded
    | ElementGained
    | SpellsExhausted
    | SpellsNeutralised
    | SpellsReadied
    | CursesNeutralised
    | NeutralisedRestored
    | TokenAdded
    | SupportTaken
    | SpellDestroyed
    | PlayerEliminated
)
