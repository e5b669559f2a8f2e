"""Folds of the keeper's cards and monster moves (part 2b): bookkeeping only, as in ``evolve.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Event
from domain.games.mansions import keeper_events as ke
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content.schema import Modify
from domain.games.mansions.state import (
    MansionsState,
    Modifier,
    MythosWindow,
    monster_of,
)


def _keeper_drew(s: MansionsState, e: ke.KeeperDrew) -> None:
    deck = s.mythos if e.deck == "mythos" else s.trauma
    del deck[: e.count]
    s.hand.extend(e.cards)


def _keeper_acted(s: MansionsState, e: ke.KeeperActed) -> None:
    s.threat -= e.cost
    if CONTENT.keeper_actions[e.action].once:
        s.used_actions.append(e.action)


def _moves_opened(s: MansionsState, e: ke.MonsterMovesOpened) -> None:
    for m in s.monsters:
        if m.uid in e.monsters:
            s.monster_moves[m.uid] = e.spaces or CONTENT.monsters[m.kind].speed


def _monster_moved(s: MansionsState, e: ke.MonsterMoved) -> None:
    m = monster_of(s, e.monster)
    if m is not None and e.space is not None:
        m.space = e.space
    left = 0 if e.spent else s.monster_moves.get(e.monster, 0) - 1
    if left > 0:
        s.monster_moves[e.monster] = left
    else:
        s.monster_moves.pop(e.monster, None)


def _barricade_broken(s: MansionsState, e: ke.BarricadeBroken) -> None:
    s.barricades.pop(e.token, None)


def _keeper_discarded(s: MansionsState, e: ke.KeeperDiscarded) -> None:
    for card in e.cards:
        if e.drawn:
            s.trauma.remove(card)
        elif card in s.hand:
            s.hand.remove(card)
        s.keeper_discard.append(card)


def _trauma_offered(s: MansionsState, e: ke.TraumaOffered) -> None:
    s.trauma_offers.extend(e.offers)
    s.offers_made += len(e.offers)


def _trauma_played(s: MansionsState, e: ke.TraumaPlayed) -> None:
    f = s.figures[e.seat]
    s.hand.remove(e.card)
    if e.replaced is not None:
        f.traumas.remove(e.replaced)
        s.keeper_discard.append(e.replaced)
        for effect in CONTENT.trauma[e.replaced].card.effects:  # H-25: the old card's lasting effects go
            if isinstance(effect, Modify) and effect.duration == "while_in_play":
                gone = Modifier(stat=effect.stat, amount=effect.amount, duration=effect.duration)
                if gone in f.modifiers:
                    f.modifiers.remove(gone)
    f.traumas.append(e.card)
    if e.offered:
        _offer_done(s)
    else:
        s.dementia_turn.append(e.seat)


def _offer_done(s: MansionsState) -> None:
    s.trauma_offers.pop(0)


def _trauma_passed(s: MansionsState, e: ke.TraumaPassed) -> None:
    _offer_done(s)


def _mythos_window(s: MansionsState, e: ke.MythosWindowOpened) -> None:
    s.mythos_window = MythosWindow(seat=e.seat, triggers=list(e.triggers), deadline=e.deadline)


def _mythos_played(s: MansionsState, e: ke.MythosPlayed) -> None:
    s.hand.remove(e.card)
    s.keeper_discard.append(e.card)
    s.threat -= e.cost
    s.mythos_window = None
    s.mythos_seats.append(e.seat)


def _mythos_passed(s: MansionsState, e: ke.MythosPassed) -> None:
    if e.turn and s.mythos_window is not None:
        s.mythos_seats.append(s.mythos_window.seat)
    s.mythos_window = None


KEEPER_CARDS: dict[type[Event], Callable[[MansionsState, Any], None]] = {
    ke.MythosWindowOpened: _mythos_window,
    ke.MythosPlayed: _mythos_played,
    ke.MythosPassed: _mythos_passed,
    ke.KeeperDiscarded: _keeper_discarded,
    ke.TraumaOffered: _trauma_offered,
    ke.TraumaPlayed: _trauma_played,
    ke.TraumaPassed: _trauma_passed,
    ke.KeeperDrew: _keeper_drew,
    ke.KeeperActed: _keeper_acted,
    ke.MonsterMovesOpened: _moves_opened,
    ke.MonsterMoved: _monster_moved,
    ke.BarricadeBroken: _barricade_broken,
}
