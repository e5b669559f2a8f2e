"""Folding events into the state: bookkeeping only, no rule checks, no chance.

The folds are grouped by what they move (``evolve_turn``, ``evolve_cards``, ``evolve_spells``); this
module holds the event type → fold table and ``evolve``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.games.bigbook import events as ev
from domain.games.bigbook import evolve_cards as cards
from domain.games.bigbook import evolve_spells as spells
from domain.games.bigbook import evolve_turn as turn
from domain.games.bigbook.state import State

_HANDLERS: dict[type[Any], Callable[[State, Any], State]] = {
    ev.MagicianChosen: turn.magician,
    ev.DeckFormed: cards.deck_formed,
    ev.CardsDrawn: cards.drawn,
    ev.DeckReshuffled: cards.reshuffled,
    ev.DiscardShuffledIn: cards.shuffled_in,
    ev.MadnessReceived: cards.madness,
    ev.MatchEnded: turn.ended,
    ev.TurnStarted: turn.turn_started,
    ev.InvocationMoved: turn.invocation,
    ev.CurseTriggered: turn.noop,
    ev.MonsterResolved: turn.noop,
    ev.CursesCleared: turn.cleared,
    ev.PageTurned: turn.page_turned,
    ev.RoundAdvanced: turn.round_advanced,
    ev.CursePlaced: turn.placed,
    ev.PhaseChanged: turn.phase,
    ev.Scheduled: turn.scheduled,
    ev.WorkPending: turn.work_pending,
    ev.ActionTaken: turn.action,
    ev.SpellActivated: spells.activated,
    ev.SpellLearned: spells.learned,
    ev.LibraryRevealed: turn.noop,
    ev.ElementAcquired: cards.acquired,
    ev.CurseDestroyed: spells.curse_destroyed,
    ev.MadnessHealed: cards.healed,
    ev.PowerUsed: turn.power,
    ev.FramePushed: turn.frame_pushed,
    ev.FramePopped: turn.frame_popped,
    ev.CardsDiscarded: cards.discarded,
    ev.CardsSupported: cards.supported,
    ev.CardsDestroyed: cards.destroyed,
    ev.DeckTopDestroyed: cards.top_destroyed,
    ev.CardsGiven: cards.given,
    ev.CardsRecovered: cards.recovered,
    ev.CardsTopdecked: cards.topdecked,
    ev.ElementUpgraded: cards.upgraded,
    ev.ElementGained: cards.gained,
    ev.SpellsExhausted: spells.exhausted,
    ev.SpellsNeutralised: spells.spells_neutralised,
    ev.SpellsReadied: spells.readied,
    ev.CursesNeutralised: spells.curses_neutralised,
    ev.NeutralisedRestored: spells.restored,
    ev.TokenAdded: turn.token,
    ev.SupportTaken: cards.taken,
    ev.SpellDestroyed: spells.spell_destroyed,
    ev.PlayerEliminated: turn.eliminated,
}


def evolve(state: State | None, event: Any) -> State:
    """Apply one event (in place when ``state`` is given)."""
    if isinstance(event, ev.MatchSetUp):
        return turn.set_up(state, event)
    if state is None:
        raise ValueError("the first event of a match is match_set_up")
    return _HANDLERS[type(event)](state, event)
