"""The heuristic explorer (the stand-in's exploration play, `exploration_bots`): it sends only commands
the engine accepts, plays every exploration to its end, and walks toward what pays."""

from __future__ import annotations

from collections.abc import Iterator

import msgspec
import pytest

from domain.contract import RuleViolation
from domain.games.farcry import bots
from domain.games.farcry.content import CONTENT
from domain.games.farcry.explorations.commands import ExploreChoose, ExploreRerolls
from domain.rng import Rng
from tests.games.farcry.exploration_play import explorer, put_card, x_of
from tests.games.farcry.farcry_play import ENGINE, clear_enemies, fold, new
from tests.games.farcry.test_farcry_save import end_turn_of_all


@pytest.fixture(autouse=True)
def fresh_campaign(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setitem(
        CONTENT.missions, "mission_0", msgspec.structs.replace(CONTENT.missions["mission_0"], saved=True)
    )
    yield


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_the_stand_in_explores_to_the_end_with_accepted_commands(seats: int) -> None:
    s = new(seats=seats, seed=seats)
    clear_enemies(s)
    s, _ = end_turn_of_all(s)
    rng = Rng(seats)
    sent = 0
    while s.exploration is not None and sent < 300:
        seat = ENGINE.status(s).to_act[0]
        command = bots.heuristic(s, seat, rng)
        assert command is not None, "the stand-in has a command whenever its seat is asked"
        out = ENGINE.decide(s, seat, command, 0.0, Rng.derive(seats, sent))
        assert not isinstance(out, RuleViolation), out
        s = fold(out, s)
        sent += 1
    assert s.exploration is None and s.phase == "preparation"


def test_it_takes_a_trail_over_a_crevasse_and_buys_a_reroll_on_a_hunt() -> None:
    """A face-up trail beats a crevasse and a spent card; on a hunt with MP to spare it buys one re-roll."""
    s = new(seats=2, seed=2)
    clear_enemies(s)
    s, _ = end_turn_of_all(s)
    put_card(s, "crevasse_1", "0,1")
    put_card(s, "rakyat_totem", "1,0")
    put_card(s, "crevasse_2", "0,-1")
    put_card(s, "leaves_1", "-1,0")
    next(c for c in x_of(s).cards if c.cell == "-1,0").ammo = True  # spent: worth nothing now
    command = bots.heuristic(s, 0, Rng(0))
    assert isinstance(command, ExploreChoose) and command.to == "1,0"
    hunt = new(seats=2, seed=2)
    clear_enemies(hunt)
    hunt, _ = end_turn_of_all(hunt)
    put_card(hunt, "hunt_1", "0,1")
    for e in x_of(hunt).explorers:
        out = ENGINE.decide(hunt, e.seat, ExploreChoose(character=e.character, to="0,1"), 0.0, Rng(0))
        assert not isinstance(out, RuleViolation)
        hunt = fold(out, hunt)
    assert x_of(hunt).step == "hunt"
    buy = bots.heuristic(hunt, 0, Rng(0))
    assert isinstance(buy, ExploreRerolls) and buy.rerolls == 1 and explorer(hunt, buy.character).mp >= 3
