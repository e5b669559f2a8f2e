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
    """The match's options."""
    seats: int
    """Players in the match (2-5)."""
    madness_pile: list[str]
    """The madness pile's card ids, top first (its size set by the player count)."""
    box: list[str]
    """Card ids left in the box: the value-1 element cards and the madness not used."""
    reserve: dict[str, list[str]]
    """The reserve's element cards by `<element>-<value>` pile (values 2 and 3), top last."""
    curse_piles: dict[str, list[str]]
    """Each element's shuffled curse pile (and "multi"), top first."""
    grimoire: list[str]
    """The grimoire's page ids in reading order: a cover, the inner pages drawn, the end pages."""
    library: dict[str, list[str]]
    """The library's spell ids per element, levels 1 to 3 in order."""
    spells: list[list[str]]
    """Each seat's basic spell card ids, by seat."""
    box_spells: list[str]
    """The basic spells of the seats not in play, left in the box."""


class MagicianChosen(Event, tag="magician_chosen", frozen=True):
    """A player chose a magician sheet."""

    seat: int
    """The player's seat."""
    magician: str
    """The magician's id."""


class DeckFormed(Event, tag="deck_formed", frozen=True):
    """A player's starting elements (plus a madness in Terreur) shuffled into their deck."""

    chance: ClassVar[bool] = True
    seat: int
    """The player's seat."""
    cards: list[str]
    """The deck's cards in order, top first (empty in every seat's copy: the order is secret)."""
    count: int
    """Cards in the deck."""


class CardsDrawn(Event, tag="cards_drawn", frozen=True):
    """Cards drawn from the top of a player's deck into their hand."""

    reveals: ClassVar[bool] = True
    seat: int
    """The seat that drew."""
    cards: list[str]
    """The cards' ids, e.g. ``water-2-07``, ``madness-03`` (empty in other seats' copies)."""
    count: int
    """How many cards were drawn."""


class DeckReshuffled(Event, tag="deck_reshuffled", frozen=True):
    """The empty deck is re-formed from the shuffled discard (after a madness was added)."""

    chance: ClassVar[bool] = True
    seat: int
    """The player's seat."""
    cards: list[str]
    """The deck's cards in order, top first (empty in every seat's copy: the order is secret)."""
    count: int
    """Cards in the deck."""


class DiscardShuffledIn(Event, tag="discard_shuffled_in", frozen=True):
    """A spell shuffles the discard into the deck: no madness ("Mélanger", R-B-6)."""

    chance: ClassVar[bool] = True
    seat: int
    """The player's seat."""
    cards: list[str]
    """The deck's cards in order, top first (empty in every seat's copy: the order is secret)."""
    count: int
    """Cards in the deck."""


class MadnessReceived(Event, tag="madness_received", frozen=True):
    """A player takes a Madness card from the pile ("Ajouter une Folie")."""

    seat: int
    """The player's seat."""
    cards: list[str]
    """The Madness cards' ids."""
    zone: str
    """Where they go: ``hand``, ``discard`` or ``support``."""


class MatchEnded(Event, tag="match_ended", frozen=True):
    """The match is over, for every player together."""

    result: str
    """``won`` or ``lost``."""
    reason: str
    """``final_monster_defeated``, ``final_monster_not_defeated``, ``all_players_mad`` or
    ``madness_pile_empty``."""
    detail: str
    """Why, in words (French)."""


class TurnStarted(Event, tag="turn_started", frozen=True):
    """A new active player; their Concentration phase readies their exhausted spells."""

    seat: int
    """The active player's seat."""
    turn: int
    """The turn number, from 1."""


class InvocationMoved(Event, tag="invocation_moved", frozen=True):
    """The invocation marker moved."""

    space: int
    """Its space: 0 the Invocation space, 1-5 the numbered spaces."""


class CurseTriggered(Event, tag="curse_triggered", frozen=True):
    curse: str
    """The curse card's id."""
    slot: str
    """Its space on the invocation track: "2", "3L", "3R", "4" or "5"."""


class MonsterResolved(Event, tag="monster_resolved", frozen=True):
    page: str
    """The monster page's id."""
    defeated: bool
    """True when the players defeated it."""


class CursesCleared(Event, tag="curses_cleared", frozen=True):
    """End of a round: curses left go under their piles, madness under them is destroyed."""

    curses: list[str]
    """The curse card ids going under their piles."""
    madness: list[str]
    """The madness card ids that lay under them, destroyed."""


class PageTurned(Event, tag="page_turned", frozen=True):
    reveals: ClassVar[bool] = True
    page: str
    """The grimoire page's id now open."""
    index: int
    """Its position in the grimoire (0-based)."""


class RoundAdvanced(Event, tag="round_advanced", frozen=True):
    round: int
    """The round now begun (1-based)."""


class CursePlaced(Event, tag="curse_placed", frozen=True):
    reveals: ClassVar[bool] = True
    curse: str
    """The curse card's id, off the top of its pile."""
    slot: str
    """Its space on the invocation track: "2", "3L", "3R", "4" or "5" (filled in that order, R-B-4)."""
    madness: list[str]
    """Madness card ids put under it."""


class PhaseChanged(Event, tag="phase_changed", frozen=True):
    phase: str
    """The turn's new phase (e.g. "action", "recovery")."""


class Scheduled(Event, tag="scheduled", frozen=True):
    """Bookkeeping of pending work: drop the front step (``pop``), then put ``steps`` in front.

    Matches stored before ``WorkPending`` hold one per change of the queue; the engine now applies
    them to its scratch state only. Never shown to a seat (``views.event_view``)."""

    internal: ClassVar[bool] = True
    pop: bool
    """True to drop the front step first."""
    steps: list[Step]
    """The steps put in front of the queue, in order."""


class WorkPending(Event, tag="work_pending", frozen=True):
    """Bookkeeping: the pending work as a command (or the set-up) leaves it, so that folding the log
    rebuilds the queue. At most one per command, after its facts; never shown to a seat."""

    internal: ClassVar[bool] = True
    queue: list[Step]
    """The pending work, front first."""
    seq: int
    """The next step number to hand out (prompt ids)."""


class ActionTaken(Event, tag="action_taken", frozen=True):
    """One of the five actions (uses one granted action when acting for another player)."""

    seat: int
    """The acting player's seat."""
    action: str
    """``activate``, ``learn``, ``acquire``, ``destroy_curse`` or ``heal``."""


class SpellActivated(Event, tag="spell_activated", frozen=True):
    seat: int
    """The casting player's seat."""
    spell: str
    """The spell card's id activated."""
    cards: list[str]
    """The element card ids spent on it from the hand."""
    power: int
    """The spell's power: the value of the cards spent (la Variable X)."""


class SpellLearned(Event, tag="spell_learned", frozen=True):
    """A player learned the library's face-up spell of an element."""

    seat: int
    """The player's seat."""
    spell: str
    """The spell's id."""
    cards: list[str]
    """The ids of the cards paid."""


class LibraryRevealed(Event, tag="library_revealed", frozen=True):
    reveals: ClassVar[bool] = True
    element: str
    """The element whose library spell is revealed."""
    spell: str
    """The spell card's id."""


class ElementAcquired(Event, tag="element_acquired", frozen=True):
    """A player bought a reserve element card: it goes to their discard pile."""

    seat: int
    """The player's seat."""
    card: str
    """The acquired card's id."""
    cards: list[str]
    """The ids of the cards paid."""


class CurseDestroyed(Event, tag="curse_destroyed", frozen=True):
    """A player destroyed a curse of the invocation track."""

    seat: int
    """The player's seat."""
    curse: str
    """The curse card's id."""
    cards: list[str]
    """The ids of the cards paid."""
    madness: list[str]
    """The Madness cards that lay under it, now in the player's discard pile."""


class MadnessHealed(Event, tag="madness_healed", frozen=True):
    """A madness back to the pile. Healed from a hand, it shows a card of that hand (and, when the
    effect had no choice to ask, how many madness the hand held): a secret made known."""

    reveals: ClassVar[bool] = True
    seat: int
    """The healed player's seat."""
    madness: str
    """The madness card's id back to the pile."""
    cards: list[str]
    """A card of the hand it was healed from, shown (and, without a choice, how many madness it held); empty for
    another zone."""


class PowerUsed(Event, tag="power_used", frozen=True):
    """A player used their magician's power (once per turn)."""

    seat: int
    """The player's seat."""


class FramePushed(Event, tag="frame_pushed", frozen=True):
    seat: int
    """The player's seat gaining actions."""
    actions: int
    """Extra actions granted."""


class FramePopped(Event, tag="frame_popped", frozen=True):
    seat: int
    """The player's seat whose extra actions are over."""


class CardsDiscarded(Event, tag="cards_discarded", frozen=True):
    """Cards an effect (or the recovery's trim) puts face up in a discard: from a hand they are shown
    to everyone, also another player's hand a curse or spell forced open, so undo may not cross this."""

    reveals: ClassVar[bool] = True
    seat: int
    """The player's seat."""
    cards: list[str]
    """The card ids discarded, face up."""
    zone: str
    """The zone they came from: "hand" or "support"."""


class CardsSupported(Event, tag="cards_supported", frozen=True):
    """Hand cards put face up in support: everyone now knows them, so undo may not cross this."""

    reveals = True
    seat: int
    """The player's seat."""
    cards: list[str]
    """The hand card ids put in support, face up."""


class CardsDestroyed(Event, tag="cards_destroyed", frozen=True):
    """Cards destroyed (from a hand they are shown to everyone: undo may not cross this)."""

    reveals = True
    seat: int
    """The player's seat."""
    cards: list[str]
    """The card ids destroyed."""
    zone: str
    """The zone they came from: "hand", "discard" or "deck"."""


class DeckTopDestroyed(Event, tag="deck_top_destroyed", frozen=True):
    reveals: ClassVar[bool] = True
    seat: int
    """The player's seat."""
    cards: list[str]
    """The deck's top card ids destroyed."""


class CardsGiven(Event, tag="cards_given", frozen=True):
    """Cards given from one player's hand to another's."""

    reveals: ClassVar[bool] = True
    seat: int
    """The giver's seat."""
    to: int
    """The receiver's seat."""
    cards: list[str]
    """The cards' ids (empty in the copies of seats other than giver and receiver)."""
    count: int
    """How many cards were given."""


class CardsRecovered(Event, tag="cards_recovered", frozen=True):
    """Cards taken from a player's discard pile into their hand."""

    seat: int
    """The player's seat."""
    cards: list[str]
    """The cards' ids."""


class CardsTopdecked(Event, tag="cards_topdecked", frozen=True):
    """Cards of a player's discard pile put face up on top of their deck (their identity stays public)."""

    seat: int
    """The player's seat."""
    cards: list[str]
    """The cards' ids, top first."""


class ElementUpgraded(Event, tag="element_upgraded", frozen=True):
    """A hand card swapped for a reserve card: the swapped card is shown, so undo may not cross this."""

    reveals = True
    seat: int
    """The player's seat."""
    old: str
    """The hand card's id given back to the reserve."""
    new: str
    """The reserve card's id taken (one value higher, same element)."""


class ElementGained(Event, tag="element_gained", frozen=True):
    seat: int
    """The player's seat."""
    card: str
    """The reserve card's id gained."""


class SpellsExhausted(Event, tag="spells_exhausted", frozen=True):
    seat: int
    """The player's seat."""
    spells: list[str]
    """The spell card ids exhausted (turned: usable again after recovery)."""


class SpellsNeutralised(Event, tag="spells_neutralised", frozen=True):
    seat: int
    """The player's seat."""
    spells: list[str]
    """The spell card ids neutralised until the end of the round."""


class SpellsReadied(Event, tag="spells_readied", frozen=True):
    seat: int
    """The player's seat."""
    spells: list[str]
    """The spell card ids made ready again."""


class CursesNeutralised(Event, tag="curses_neutralised", frozen=True):
    curses: list[str]
    """The curse card ids neutralised until the end of the round."""


class NeutralisedRestored(Event, tag="neutralised_restored", frozen=True):
    curses: list[str]
    """The curse card ids back in play."""
    spells: list[str]
    """The spell card ids back in play."""


class TokenAdded(Event, tag="token_added", frozen=True):
    """A token on an element: its curses cost 1 more to destroy."""

    element: str
    """The element."""


class SupportTaken(Event, tag="support_taken", frozen=True):
    seat: int
    """The player's seat taking them."""
    cards: list[str]
    """The support card ids taken into the hand."""


class SpellDestroyed(Event, tag="spell_destroyed", frozen=True):
    seat: int
    """The player's seat."""
    spell: str
    """The spell card's id destroyed."""


class PlayerEliminated(Event, tag="player_eliminated", frozen=True):
    """Every card the player held, hand and deck included, listed for all: a secret made known."""

    reveals: ClassVar[bool] = True
    seat: int
    """The eliminated player's seat."""
    cards: list[str]
    """Every card id the player held (hand, deck, discard and support), sorted so the order tells nothing."""
    spells: list[str]
    """The player's spell card ids."""


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
