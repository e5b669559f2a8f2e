"""Random legal play over explorations (EX-10..EX-16): every listed action is accepted, the dials stay
within bounds (HP 0..max, MP 0..11), the 32 cards are all accounted for, face-down ids never reach a
view, redrawing what a seat may not know (the pile, face-down cards, the others' destinations)
changes none of its view, legal actions, prompts or status, a replay of the events rebuilds the same
state, and every exploration ends (everyone dead, out of MP or unable to move) with its gains in the
save and the token spent. Small: seconds."""

from __future__ import annotations

from collections.abc import Iterator

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain import bots
from domain.contract import Event, RuleViolation
from domain.games.farcry.content import CONTENT
from domain.games.farcry.explorations.state import MP_CAP
from domain.games.farcry.state import FarCryState
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, clear_enemies, fold, new
from tests.games.farcry.test_farcry_save import end_turn_of_all

LIMIT = 400
"""Commands before an exploration must have ended (4 explorers, 11 MP + 2 campfires, 3 commands a round)."""


@pytest.fixture(autouse=True, scope="module")
def fresh_campaign() -> Iterator[None]:
    """Mission 0's data saved, from the team as set up (any seat count): its success starts an exploration."""
    mp = pytest.MonkeyPatch()
    mp.setitem(CONTENT.missions, "mission_0", msgspec.structs.replace(CONTENT.missions["mission_0"], saved=True))
    yield
    mp.undo()


def exploring(s: FarCryState) -> bool:
    return s.exploration is not None


def check(s: FarCryState) -> None:
    x = s.exploration
    assert x is not None
    for e in x.explorers:
        assert 0 <= e.hp <= e.max_hp and 0 <= e.mp <= MP_CAP
    cells = [c.cell for c in x.cards]
    assert len(cells) == len(set(cells))
    held = [c.card for c in x.cards] + x.deck + [p.card for p in x.secrets]
    assert sorted(held) == sorted(CONTENT.exploration)
    down = {c.card for c in x.cards if not c.face_up} | set(x.deck)
    for seat in [None, *range(s.seats)]:
        view = ENGINE.view(s, seat).exploration
        assert view is not None and not {c.card for c in view.cards} & down
        other = ENGINE.resample_hidden(s, seat, Rng(len(x.deck) + x.round))  # non-interference
        assert msgspec.json.encode(ENGINE.view(other, seat)) == msgspec.json.encode(ENGINE.view(s, seat))
        if seat is not None:
            assert ENGINE.legal_actions(other, seat) == ENGINE.legal_actions(s, seat)
        assert ENGINE.status(other) == ENGINE.status(s) and ENGINE.prompts(other) == ENGINE.prompts(s)


@settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck))
@given(seats=st.integers(1, 4), seed=st.integers(0, 2**32))
def test_random_explorations_stay_sound_and_always_end(seats: int, seed: int) -> None:
    s = new(seats=seats, seed=seed % 50 + 1)
    clear_enemies(s)
    s, _ = end_turn_of_all(s)
    assert s.exploration is not None
    before = s.save
    assert before is not None
    start = ENGINE.clone(s)
    log: list[Event] = []
    rng = Rng(seed)
    for step in range(LIMIT):
        if not exploring(s):
            break
        check(s)
        status = ENGINE.status(s)
        assert status.to_act and not status.finished
        seat = rng.choice(status.to_act)
        actions = ENGINE.legal_actions(s, seat)
        assert actions
        command = ENGINE.parse_command(bots.fill(rng.choice(actions), rng))
        out = ENGINE.decide(s, seat, command, 0.0, Rng.derive(seed, step))
        assert not isinstance(out, RuleViolation), f"listed {command} refused: {out!r}"
        log += out
        s = fold(out, s)
    assert s.phase == "preparation" and s.exploration is None, "the exploration did not end"
    assert msgspec.json.encode(fold(log, start)) == msgspec.json.encode(s)
    after = s.save
    assert after is not None and not after.exploration_token
    assert after.reserve_money >= before.reserve_money and after.reserve_skins >= before.reserve_skins
    for old, now in zip(before.players, after.players, strict=True):
        assert now.xp >= old.xp and now.madness >= old.madness and now.max_hp >= old.max_hp
