"""Folds of spells and curses: activated, learned, exhausted, neutralised, readied, destroyed."""

from __future__ import annotations

from domain.games.bigbook import events as ev
from domain.games.bigbook.content import spell_of
from domain.games.bigbook.evolve_cards import pay
from domain.games.bigbook.state import CurseSlot, SpellSlot, State


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


def activated(state: State, e: ev.SpellActivated) -> State:
    pay(state, e.seat, e.cards)
    _spell(state, e.seat, e.spell).exhausted = True
    return state


def learned(state: State, e: ev.SpellLearned) -> State:
    pay(state, e.seat, e.cards)
    state.library[spell_of(e.spell).element].remove(e.spell)
    state.players[e.seat].spells.append(SpellSlot(id=e.spell))
    return state


def curse_destroyed(state: State, e: ev.CurseDestroyed) -> State:
    pay(state, e.seat, e.cards)
    slot = _curse_slot(state, e.curse)
    slot.curse = ""
    slot.neutralised = -1
    slot.madness = []
    state.destroyed_curses.append(e.curse)
    state.players[e.seat].discard.extend(e.madness)
    return state


def exhausted(state: State, e: ev.SpellsExhausted) -> State:
    for spell in e.spells:
        _spell(state, e.seat, spell).exhausted = True
    return state


def spells_neutralised(state: State, e: ev.SpellsNeutralised) -> State:
    for spell in e.spells:
        _spell(state, e.seat, spell).neutralised = state.turn
    return state


def readied(state: State, e: ev.SpellsReadied) -> State:
    for spell in e.spells:
        _spell(state, e.seat, spell).exhausted = False
    return state


def curses_neutralised(state: State, e: ev.CursesNeutralised) -> State:
    for curse in e.curses:
        _curse_slot(state, curse).neutralised = state.turn
    return state


def restored(state: State, e: ev.NeutralisedRestored) -> State:
    for curse in e.curses:
        _curse_slot(state, curse).neutralised = -1
    wanted = set(e.spells)
    for player in state.players:
        for slot in player.spells:
            if slot.id in wanted:
                slot.neutralised = -1
    return state


def spell_destroyed(state: State, e: ev.SpellDestroyed) -> State:
    player = state.players[e.seat]
    player.spells = [slot for slot in player.spells if slot.id != e.spell]
    state.destroyed_spells.append(e.spell)
    return state
