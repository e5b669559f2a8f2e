"""Helpers for the exploration tests: a real saved mission won through the engine, then the
exploration it starts; situations are made by editing a copy (a known card put at a known cell), and
every step goes through `decide` and `evolve` as the service runs them."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from domain.contract import Event
from domain.games.farcry.content import CONTENT
from domain.games.farcry.explorations import events as xe
from domain.games.farcry.explorations.commands import ExploreChoose, ExplorePass, ExploreRerolls
from domain.games.farcry.explorations.play import to_hunt, to_regroup
from domain.games.farcry.explorations.state import BASE, ExplorationState, Explorer
from domain.games.farcry.state import FarCryState
from tests.games.farcry.farcry_play import ENGINE, act
from tests.games.farcry.test_farcry_save import end_turn_of_all, saved_mission, started


def use_saved_mission(monkeypatch: pytest.MonkeyPatch) -> None:
    """Mission 0's data with a save (test_farcry_save): a success there starts an exploration."""
    monkeypatch.setitem(CONTENT.missions, "mission_0", saved_mission())


def exploring(seats: int = 2) -> FarCryState:
    """The state right after a saved mission's success: the exploration just set up."""
    s, _ = end_turn_of_all(started(seats))
    assert s.phase == "exploration" and s.exploration is not None
    return s


def x_of(s: FarCryState) -> ExplorationState:
    assert s.exploration is not None
    return s.exploration


def explorer(s: FarCryState, name: str) -> Explorer:
    return next(e for e in x_of(s).explorers if e.character == name)


def put_card(s: FarCryState, card: str, cell: str = "0,1", face_up: bool = True) -> None:
    """Swap ``card`` into ``cell`` (from the pile, the grid or anywhere it is); the one there takes its place."""
    x = x_of(s)
    here = next(c for c in x.cards if c.cell == cell)
    old = here.card
    if card in x.deck:
        x.deck[x.deck.index(card)] = old
    else:
        for c in x.cards:
            if c.card == card:
                c.card = old
    here.card, here.face_up, here.ammo = card, face_up, False


def choose_all(
    s: FarCryState, to: str, rerolls: int = 0, flee_to: str = BASE, seed: int = 0
) -> tuple[FarCryState, list[Event]]:
    """Every explorer able to move chooses ``to`` (the last choice reveals them all); on a hunt each
    then buys ``rerolls`` (as many as their MP allow), the last purchase resolving the cards."""
    events: list[Event] = []
    for e in list(x_of(s).explorers):
        if s.exploration is None or s.exploration.step != "choose":
            break
        if e.hp > 0 and e.mp > 0:
            s, out = act(s, e.seat, ExploreChoose(character=e.character, to=to, flee_to=flee_to), seed)
            events += out
    while s.exploration is not None and to_hunt(s.exploration):
        e = to_hunt(s.exploration)[0]
        s, out = act(s, e.seat, ExploreRerolls(character=e.character, rerolls=min(rerolls, e.mp)), seed)
        events += out
    return s, events


def pass_all(s: FarCryState) -> tuple[FarCryState, list[Event]]:
    """Step 5: everyone who may regroup stays."""
    events: list[Event] = []
    while s.exploration is not None and s.exploration.step == "regroup":
        waiting = to_regroup(s.exploration)
        if not waiting:
            break
        s, out = act(s, waiting[0].seat, ExplorePass(character=waiting[0].character))
        events += out
    return s, events


def resolved(events: list[Event]) -> list[xe.CardResolved]:
    return [e for e in events if isinstance(e, xe.CardResolved)]


def find(
    start: FarCryState, card: str, wanted: Callable[[xe.CardResolved], bool], rerolls: int = 0, cell: str = "0,1"
) -> tuple[FarCryState, FarCryState, xe.CardResolved]:
    """Put ``card`` at ``cell``, everyone goes there; the first dice seed whose resolution ``wanted``
    accepts (the tests then check the rules against the recorded dice)."""
    for seed in range(400):
        s = ENGINE.clone(start)
        put_card(s, card, cell)
        before = ENGINE.clone(s)
        after, events = choose_all(s, cell, rerolls=rerolls, seed=seed)
        found = resolved(events)
        if found and wanted(found[0]):
            return before, after, found[0]
    raise AssertionError(f"no seed gives the wanted resolution of {card}")
