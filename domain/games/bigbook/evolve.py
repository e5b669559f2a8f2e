"""Folding events into the state: bookkeeping only, no rule checks, no chance."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.games.bigbook import events as ev
from domain.games.bigbook.content import CONTENT, card_value, is_madness, spell_of
from domain.games.bigbook.state import SLOTS, CurseSlot, Frame, Player, SpellSlot, State


def _take_from_hand_or_support(state: State, seat: int, card: str) -> int:
    """Remove ``card`` from ``seat``'s hand or from any support; return the seat that held it."""
    player = state.players[seat]
    if card in player.hand:
        player.hand.remove(card)
        return seat
    for other in state.players:
        if card in other.support:
            other.support.remove(card)
            return other.seat
    raise KeyError(card)


def _pay(state: State, seat: int, cards: list[str]) -> None:
    """Paid cards go to their owner's discard, also a support card used by another player (R-B-1)."""
    for card in cards:
        owner = _take_from_hand_or_support(state, seat, card)
        state.players[owner].discard.append(card)


def _spell(state: State, seat: int, spell: str) -> SpellSlot:
    for slot in state.players[seat].spells:
        if slot.id == spell:
            return slot
    raise KeyError(spell)


def _curse_slot(state: State, curse: str) -> CurseSlot:
    for slot in state.board:
        if slot.curse == curse:
            return slot
    raise KeyError(curse)


def _return_to_reserve(state: State, card: str) -> None:
    """A value-1 card has no reserve pile: it goes back to the box."""
    if card_value(card) == 1:
        state.box.append(card)
    else:
        state.reserve[f"{card.split('-', maxsplit=1)[0]}-{card_value(card)}"].append(card)


def _use_action(state: State) -> None:
    frame = state.frames[-1]
    if frame.remaining > 0:
        frame.remaining -= 1


def _set_up(state: State | None, e: ev.MatchSetUp) -> State:
    players = [Player(seat=seat, spells=[SpellSlot(id=s) for s in e.spells[seat]]) for seat in range(e.seats)]
    return State(
        options=e.options,
        seats=e.seats,
        phase="magicians",
        players=players,
        madness_pile=list(e.madness_pile),
        box=list(e.box),
        box_spells=list(e.box_spells),
        reserve={k: list(v) for k, v in e.reserve.items()},
        curse_piles={k: list(v) for k, v in e.curse_piles.items()},
        curse_known={k: 0 for k in e.curse_piles},
        board=[CurseSlot(slot=slot) for slot in SLOTS],
        tokens={"water": 0, "fire": 0, "earth": 0, "air": 0},
        library={k: list(v) for k, v in e.library.items()},
        grimoire=list(e.grimoire),
        frames=[],
    )


def _magician(state: State, e: ev.MagicianChosen) -> State:
    state.players[e.seat].magician = e.magician
    return state


def _deck_formed(state: State, e: ev.DeckFormed) -> State:
    for card in e.cards:
        if is_madness(card):
            state.madness_pile.remove(card)
        elif card_value(card) == 1:
            state.box.remove(card)
        else:
            state.reserve[f"{card.split('-')[0]}-{card_value(card)}"].remove(card)
    player = state.players[e.seat]
    player.deck = list(e.cards)
    player.deck_known = 0
    return state


def _drawn(state: State, e: ev.CardsDrawn) -> State:
    player = state.players[e.seat]
    del player.deck[: len(e.cards)]
    player.hand.extend(e.cards)
    player.deck_known = max(0, player.deck_known - len(e.cards))
    return state


def _reshuffled(state: State, e: ev.DeckReshuffled) -> State:
    player = state.players[e.seat]
    player.deck = list(e.cards) + player.deck
    player.discard = []
    player.deck_known = 0
    return state


def _shuffled_in(state: State, e: ev.DiscardShuffledIn) -> State:
    player = state.players[e.seat]
    player.deck = list(e.cards)
    player.discard = []
    player.deck_known = 0
    return state


def _madness(state: State, e: ev.MadnessReceived) -> State:
    player = state.players[e.seat]
    for card in e.cards:
        state.madness_pile.remove(card)
        if e.zone == "hand":
            player.hand.append(card)
        elif e.zone == "support":
            player.support.append(card)
        elif e.zone == "deck_top":
            player.deck.insert(0, card)
            player.deck_known += 1
        else:
            player.discard.append(card)
    return state


def _ended(state: State, e: ev.MatchEnded) -> State:
    state.phase = "over"
    state.result = e.result
    state.reason = e.reason
    state.detail = e.detail
    return state


def _turn(state: State, e: ev.TurnStarted) -> State:
    state.active = e.seat
    state.turn = e.turn
    state.phase = "monster"
    state.frames = [Frame(seat=e.seat)]
    for slot in state.players[e.seat].spells:
        slot.exhausted = False
    return state


def _invocation(state: State, e: ev.InvocationMoved) -> State:
    state.invocation = e.space
    return state


def _noop(state: State, e: Any) -> State:
    return state


def _cleared(state: State, e: ev.CursesCleared) -> State:
    for slot in state.board:
        if slot.curse:
            pile = CONTENT.curses[slot.curse].element
            state.curse_piles[pile].append(slot.curse)
            state.curse_known[pile] = min(len(state.curse_piles[pile]), state.curse_known[pile] + 1)
        state.destroyed.extend(slot.madness)
        slot.curse = ""
        slot.madness = []
        slot.neutralised = -1
    for element in state.tokens:
        state.tokens[element] = 0
    return state


def _page(state: State, e: ev.PageTurned) -> State:
    state.pages_turned = e.index
    return state


def _round(state: State, e: ev.RoundAdvanced) -> State:
    state.monster_round = e.round
    return state


def _placed(state: State, e: ev.CursePlaced) -> State:
    pile_name = CONTENT.curses[e.curse].element
    pile = state.curse_piles[pile_name]
    pile.remove(e.curse)
    state.curse_known[pile_name] = min(state.curse_known[pile_name], len(pile))
    for card in e.madness:
        state.madness_pile.remove(card)
    for slot in state.board:
        if slot.slot == e.slot:
            slot.curse = e.curse
            slot.madness = list(e.madness)
            slot.neutralised = -1
    return state


def _phase(state: State, e: ev.PhaseChanged) -> State:
    state.phase = e.phase  # type: ignore[assignment]
    return state


def _scheduled(state: State, e: ev.Scheduled) -> State:
    if e.pop:
        del state.queue[0]
    state.queue[0:0] = e.steps
    state.seq += 1
    return state


def _work_pending(state: State, e: ev.WorkPending) -> State:
    state.queue = list(e.queue)
    state.seq = e.seq
    return state


def _action(state: State, e: ev.ActionTaken) -> State:
    _use_action(state)
    return state


def _activated(state: State, e: ev.SpellActivated) -> State:
    _pay(state, e.seat, e.cards)
    _spell(state, e.seat, e.spell).exhausted = True
    return state


def _learned(state: State, e: ev.SpellLearned) -> State:
    _pay(state, e.seat, e.cards)
    state.library[spell_of(e.spell).element].remove(e.spell)
    state.players[e.seat].spells.append(SpellSlot(id=e.spell))
    return state


def _acquired(state: State, e: ev.ElementAcquired) -> State:
    _pay(state, e.seat, e.cards)
    state.reserve[f"{e.card.split('-')[0]}-{card_value(e.card)}"].remove(e.card)
    state.players[e.seat].discard.append(e.card)
    return state


def _curse_destroyed(state: State, e: ev.CurseDestroyed) -> State:
    _pay(state, e.seat, e.cards)
    slot = _curse_slot(state, e.curse)
    slot.curse = ""
    slot.neutralised = -1
    slot.madness = []
    state.destroyed_curses.append(e.curse)
    state.players[e.seat].discard.extend(e.madness)
    return state


def _healed(state: State, e: ev.MadnessHealed) -> State:
    _pay(state, e.seat, e.cards)
    _take_from_hand_or_support(state, e.seat, e.madness)
    state.madness_pile.append(e.madness)
    return state


def _power(state: State, e: ev.PowerUsed) -> State:
    state.players[e.seat].power_turn = state.turn
    return state


def _frame_pushed(state: State, e: ev.FramePushed) -> State:
    state.frames.append(Frame(seat=e.seat, remaining=e.actions))
    return state


def _frame_popped(state: State, e: ev.FramePopped) -> State:
    state.frames.pop()
    return state


def _discarded(state: State, e: ev.CardsDiscarded) -> State:
    player = state.players[e.seat]
    source = player.support if e.zone == "support" else player.hand
    for card in e.cards:
        source.remove(card)
        player.discard.append(card)
    return state


def _supported(state: State, e: ev.CardsSupported) -> State:
    player = state.players[e.seat]
    for card in e.cards:
        player.hand.remove(card)
        player.support.append(card)
    return state


def _destroyed(state: State, e: ev.CardsDestroyed) -> State:
    player = state.players[e.seat]
    source = player.discard if e.zone == "discard" else player.hand
    for card in e.cards:
        source.remove(card)
        state.destroyed.append(card)
    return state


def _top_destroyed(state: State, e: ev.DeckTopDestroyed) -> State:
    player = state.players[e.seat]
    for card in e.cards:
        player.deck.remove(card)
        state.destroyed.append(card)
    player.deck_known = max(0, player.deck_known - len(e.cards))
    return state


def _given(state: State, e: ev.CardsGiven) -> State:
    giver, receiver = state.players[e.seat], state.players[e.to]
    for card in e.cards:
        giver.hand.remove(card)
        receiver.hand.append(card)
    return state


def _recovered(state: State, e: ev.CardsRecovered) -> State:
    player = state.players[e.seat]
    for card in e.cards:
        player.discard.remove(card)
        player.hand.append(card)
    return state


def _topdecked(state: State, e: ev.CardsTopdecked) -> State:
    player = state.players[e.seat]
    for card in e.cards:
        player.discard.remove(card)
    player.deck[0:0] = e.cards
    player.deck_known += len(e.cards)
    return state


def _upgraded(state: State, e: ev.ElementUpgraded) -> State:
    player = state.players[e.seat]
    player.hand.remove(e.old)
    _return_to_reserve(state, e.old)
    state.reserve[f"{e.new.split('-')[0]}-{card_value(e.new)}"].remove(e.new)
    player.hand.append(e.new)
    return state


def _gained(state: State, e: ev.ElementGained) -> State:
    state.reserve[f"{e.card.split('-')[0]}-{card_value(e.card)}"].remove(e.card)
    state.players[e.seat].discard.append(e.card)
    return state


def _exhausted(state: State, e: ev.SpellsExhausted) -> State:
    for spell in e.spells:
        _spell(state, e.seat, spell).exhausted = True
    return state


def _spells_neutralised(state: State, e: ev.SpellsNeutralised) -> State:
    for spell in e.spells:
        _spell(state, e.seat, spell).neutralised = state.turn
    return state


def _readied(state: State, e: ev.SpellsReadied) -> State:
    for spell in e.spells:
        _spell(state, e.seat, spell).exhausted = False
    return state


def _curses_neutralised(state: State, e: ev.CursesNeutralised) -> State:
    for curse in e.curses:
        _curse_slot(state, curse).neutralised = state.turn
    return state


def _restored(state: State, e: ev.NeutralisedRestored) -> State:
    for curse in e.curses:
        _curse_slot(state, curse).neutralised = -1
    wanted = set(e.spells)
    for player in state.players:
        for slot in player.spells:
            if slot.id in wanted:
                slot.neutralised = -1
    return state


def _token(state: State, e: ev.TokenAdded) -> State:
    state.tokens[e.element] += 1
    return state


def _taken(state: State, e: ev.SupportTaken) -> State:
    for card in e.cards:
        for other in state.players:
            if card in other.support:
                other.support.remove(card)
                break
        state.players[e.seat].hand.append(card)
    return state


def _spell_destroyed(state: State, e: ev.SpellDestroyed) -> State:
    player = state.players[e.seat]
    player.spells = [slot for slot in player.spells if slot.id != e.spell]
    state.destroyed_spells.append(e.spell)
    return state


def _eliminated(state: State, e: ev.PlayerEliminated) -> State:
    player = state.players[e.seat]
    player.eliminated = True
    state.box.extend(e.cards)
    state.box_spells.extend(e.spells)
    player.hand, player.deck, player.discard, player.support, player.spells = [], [], [], [], []
    player.deck_known = 0
    return state


_HANDLERS: dict[type[Any], Callable[[State, Any], State]] = {
    ev.MagicianChosen: _magician,
    ev.DeckFormed: _deck_formed,
    ev.CardsDrawn: _drawn,
    ev.DeckReshuffled: _reshuffled,
    ev.DiscardShuffledIn: _shuffled_in,
    ev.MadnessReceived: _madness,
    ev.MatchEnded: _ended,
    ev.TurnStarted: _turn,
    ev.InvocationMoved: _invocation,
    ev.CurseTriggered: _noop,
    ev.MonsterResolved: _noop,
    ev.CursesCleared: _cleared,
    ev.PageTurned: _page,
    ev.RoundAdvanced: _round,
    ev.CursePlaced: _placed,
    ev.PhaseChanged: _phase,
    ev.Scheduled: _scheduled,
    ev.WorkPending: _work_pending,
    ev.ActionTaken: _action,
    ev.SpellActivated: _activated,
    ev.SpellLearned: _learned,
    ev.LibraryRevealed: _noop,
    ev.ElementAcquired: _acquired,
    ev.CurseDestroyed: _curse_destroyed,
    ev.MadnessHealed: _healed,
    ev.PowerUsed: _power,
    ev.FramePushed: _frame_pushed,
    ev.FramePopped: _frame_popped,
    ev.CardsDiscarded: _discarded,
    ev.CardsSupported: _supported,
    ev.CardsDestroyed: _destroyed,
    ev.DeckTopDestroyed: _top_destroyed,
    ev.CardsGiven: _given,
    ev.CardsRecovered: _recovered,
    ev.CardsTopdecked: _topdecked,
    ev.ElementUpgraded: _upgraded,
    ev.ElementGained: _gained,
    ev.SpellsExhausted: _exhausted,
    ev.SpellsNeutralised: _spells_neutralised,
    ev.SpellsReadied: _readied,
    ev.CursesNeutralised: _curses_neutralised,
    ev.NeutralisedRestored: _restored,
    ev.TokenAdded: _token,
    ev.SupportTaken: _taken,
    ev.SpellDestroyed: _spell_destroyed,
    ev.PlayerEliminated: _eliminated,
}


def evolve(state: State | None, event: Any) -> State:
    """Apply one event (in place when ``state`` is given)."""
    if isinstance(event, ev.MatchSetUp):
        return _set_up(state, event)
    if state is None:
        raise ValueError("the first event of a match is match_set_up")
    return _HANDLERS[type(event)](state, event)
