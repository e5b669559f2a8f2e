"""Folds of the exploration's events (bookkeeping only: every die and draw is in the event)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Event
from domain.games.farcry.content import CONTENT
from domain.games.farcry.explorations import events as xe
from domain.games.farcry.explorations.grid import card_at, on_grid
from domain.games.farcry.explorations.state import (
    BASE,
    Commitment,
    ExplorationState,
    Explorer,
    PlacedCard,
    SecretPlace,
)
from domain.games.farcry.state import FarCryState


def _x(s: FarCryState) -> ExplorationState:
    if s.exploration is None:
        raise ValueError("no exploration in progress")
    return s.exploration


def _explorer(x: ExplorationState, name: str) -> Explorer:
    return next(e for e in x.explorers if e.character == name)


def prepared(s: FarCryState, e: xe.ExplorationPrepared) -> None:
    s.save = e.save
    s.exploration = ExplorationState(
        deck=list(e.deck or []),
        cards=[PlacedCard(cell=c.cell, card=c.card or "", face_up=c.face_up, ammo=c.ammo) for c in e.cards],
        secrets=[SecretPlace(card=card) for card in e.secrets],
        explorers=[Explorer(**{f: getattr(p, f) for f in p.__struct_fields__}) for p in e.explorers],
    )


def card_revealed(s: FarCryState, e: xe.CardRevealed) -> None:
    x = _x(s)
    placed = card_at(x, e.cell)
    if placed is not None:
        placed.face_up = True
    who = _explorer(x, e.character)
    who.mp -= 1
    who.revealed = True


def destination_chosen(s: FarCryState, e: xe.DestinationChosen) -> None:
    _x(s).chosen.append(Commitment(character=e.character, to=e.to or "", flee_to=e.flee_to or BASE))


def _apply(x: ExplorationState, c: xe.Change) -> None:
    who = _explorer(x, c.character)
    who.hp = max(0, who.hp + c.hp)
    who.mp = max(0, who.mp + c.mp)
    who.xp += c.xp
    who.madness += c.madness
    if c.to is not None:
        who.at = c.to


def destinations_revealed(s: FarCryState, e: xe.DestinationsRevealed) -> None:
    x = _x(s)
    for c in e.moves:
        _apply(x, c)
    for t in e.turned:
        placed = card_at(x, t.cell)
        if placed is not None:
            placed.face_up = True
    if e.hunters:
        x.step = "hunt"


def rerolls_bought(s: FarCryState, e: xe.RerollsBought) -> None:
    for k in _x(s).chosen:
        if k.character == e.character:
            k.rerolls, k.bought = e.rerolls, True


def card_resolved(s: FarCryState, e: xe.CardResolved) -> None:
    x = _x(s)
    for c in e.changes:
        _apply(x, c)
    if on_grid(e.at):
        placed = card_at(x, e.at)
        if placed is not None:
            placed.face_up = placed.ammo = True
        if CONTENT.exploration[e.card].kind == "campfire":
            x.campfires.append(e.at)
    for place in x.secrets:
        if e.closed and place.card == e.card:
            place.face_up = False
        if e.unlocked is not None and place.card == e.unlocked:
            place.face_up = True
    x.money += e.money
    x.skins += e.skins
    x.leaves += e.leaves


def paths_opened(s: FarCryState, e: xe.PathsOpened) -> None:
    x = _x(s)
    for c in e.placed:
        card = c.card if c.card is not None else x.deck[0]
        x.deck.remove(card)
        x.cards.append(PlacedCard(cell=c.cell, card=card, face_up=c.face_up))
    for t in e.turned:
        placed = card_at(x, t.cell)
        if placed is not None:
            placed.face_up = True
    x.chosen = []
    x.step = "regroup"
    for who in x.explorers:
        who.done = False


def regrouped(s: FarCryState, e: xe.Regrouped) -> None:
    who = _explorer(_x(s), e.character)
    who.at = e.to
    who.mp -= e.cost
    who.done = True


def explorer_done(s: FarCryState, e: xe.ExplorerDone) -> None:
    _explorer(_x(s), e.character).done = True


def round_started(s: FarCryState, e: xe.ExplorationRoundStarted) -> None:
    x = _x(s)
    x.round = e.round
    x.step = "choose"
    for who in x.explorers:
        who.revealed = who.done = False


def ended(s: FarCryState, e: xe.ExplorationEnded) -> None:
    """R-F-66: the gains saved; the boards read the new counter (MD-14: its bonuses count from now)."""
    s.save = e.save
    s.phase = e.phase
    s.exploration = None
    saved = {p.character: p for p in e.save.players}
    for c in s.characters:
        p = saved.get(c.character)
        if p is not None:
            c.madness, c.max_hp, c.max_mp = p.madness, p.max_hp, p.max_mp


FOLDS: dict[type[Event], Callable[[FarCryState, Any], None]] = {
    xe.ExplorationPrepared: prepared,
    xe.CardRevealed: card_revealed,
    xe.DestinationChosen: destination_chosen,
    xe.DestinationsRevealed: destinations_revealed,
    xe.RerollsBought: rerolls_bought,
    xe.CardResolved: card_resolved,
    xe.PathsOpened: paths_opened,
    xe.Regrouped: regrouped,
    xe.ExplorerDone: explorer_done,
    xe.ExplorationRoundStarted: round_started,
    xe.ExplorationEnded: ended,
}
