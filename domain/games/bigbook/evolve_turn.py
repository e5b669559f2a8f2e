"""Folds of the turn's skeleton: set-up, turns, the monster phase and the book, pending work, action frames."""

from __future__ import annotations

from typing import Any

from domain.games.bigbook import events as ev
from domain.games.bigbook.content import CONTENT
from domain.games.bigbook.state import SLOTS, CurseSlot, Frame, Player, SpellSlot, State


def set_up(state: State | None, e: ev.MatchSetUp) -> State:
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


def magician(state: State, e: ev.MagicianChosen) -> State:
    state.players[e.seat].magician = e.magician
    return state


def ended(state: State, e: ev.MatchEnded) -> State:
    state.phase = "over"
    state.result = e.result
    state.reason = e.reason
    state.detail = e.detail
    return state


def turn_started(state: State, e: ev.TurnStarted) -> State:
    state.active = e.seat
    state.turn = e.turn
    state.phase = "monster"
    state.frames = [Frame(seat=e.seat)]
    for slot in state.players[e.seat].spells:
        slot.exhausted = False
    return state


def invocation(state: State, e: ev.InvocationMoved) -> State:
    state.invocation = e.space
    return state


def noop(state: State, e: Any) -> State:
    return state


def cleared(state: State, e: ev.CursesCleared) -> State:
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


def page_turned(state: State, e: ev.PageTurned) -> State:
    state.pages_turned = e.index
    return state


def round_advanced(state: State, e: ev.RoundAdvanced) -> State:
    state.monster_round = e.round
    return state


def placed(state: State, e: ev.CursePlaced) -> State:
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


def phase(state: State, e: ev.PhaseChanged) -> State:
    state.phase = e.phase  # type: ignore[assignment]
    return state


def scheduled(state: State, e: ev.Scheduled) -> State:
    if e.pop:
        del state.queue[0]
    state.queue[0:0] = e.steps
    state.seq += 1
    return state


def work_pending(state: State, e: ev.WorkPending) -> State:
    state.queue = list(e.queue)
    state.seq = e.seq
    return state


def _use_action(state: State) -> None:
    frame = state.frames[-1]
    if frame.remaining > 0:
        frame.remaining -= 1


def action(state: State, e: ev.ActionTaken) -> State:
    _use_action(state)
    return state


def power(state: State, e: ev.PowerUsed) -> State:
    state.players[e.seat].power_turn = state.turn
    return state


def frame_pushed(state: State, e: ev.FramePushed) -> State:
    state.frames.append(Frame(seat=e.seat, remaining=e.actions))
    return state


def frame_popped(state: State, e: ev.FramePopped) -> State:
    state.frames.pop()
    return state


def token(state: State, e: ev.TokenAdded) -> State:
    state.tokens[e.element] += 1
    return state


def eliminated(state: State, e: ev.PlayerEliminated) -> State:
    player = state.players[e.seat]
    player.eliminated = True
    state.box.extend(e.cards)
    state.box_spells.extend(e.spells)
    player.hand, player.deck, player.discard, player.support, player.spells = [], [], [], [], []
    player.deck_known = 0
    return state
