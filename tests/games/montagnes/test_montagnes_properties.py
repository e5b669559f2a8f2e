"""Whole games of random legal play (3, 4 and 5 players, with and without the expert variant), with
invariants after every event, determinism of the fold, the finished match refusing everything, and
non-interference of views under ``resample_hidden``."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.bots import random_command
from domain.contract import Event, RuleViolation
from domain.games.montagnes import ENGINE
from domain.games.montagnes import commands as cmd
from domain.games.montagnes import events as ev
from domain.games.montagnes.state import MontagnesState
from domain.rng import Rng
from tests.games.montagnes.helpers import check_deal, check_invariants, fold, play

SETTINGS = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
games = st.tuples(
    st.integers(0, 2**32 - 1),
    st.sampled_from([3, 4, 5]),
    st.booleans(),
    st.sampled_from(["random", "sensible"]),
)


def _encode(value: Any) -> bytes:
    return msgspec.json.encode(value)


def check_non_interference(state: MontagnesState, rng: Rng) -> None:
    """A seat's view, legal actions and the prompts do not change when what it cannot know is redrawn."""
    for seat in [*range(state.seats), None]:
        other = ENGINE.resample_hidden(state, seat, rng)
        assert _encode(ENGINE.view(other, seat)) == _encode(ENGINE.view(state, seat))
        assert _encode(ENGINE.prompts(other)) == _encode(ENGINE.prompts(state))
        if seat is not None:
            assert _encode(ENGINE.legal_actions(other, seat)) == _encode(ENGINE.legal_actions(state, seat))
        check_invariants(other, settled=False)


def check_redaction(event: Event, seats: int) -> None:
    """Another seat's secret never survives event_view."""
    for seat in [*range(seats), None]:
        seen = ENGINE.event_view(event, seat)
        assert seen is not None
        if isinstance(seen, ev.ExpeditionPrepared):
            assert seen.board is None and seen.deck is None and seen.madness_decks is None
        if isinstance(seen, ev.CardsDealt | ev.CardsPlaced) and seen.seat != seat:
            assert seen.cards is None
        if isinstance(seen, ev.MadnessDrawn) and seen.seat != seat:
            assert seen.card is None and seen.returned is None
        if isinstance(seen, ev.DeckReshuffled):
            assert seen.deck is None


@SETTINGS
@given(games)
def test_random_games_keep_the_invariants(case: tuple[int, int, bool, str]) -> None:
    """Card, token, tile, relic and madness conservation; hand limits on every deal; a Status that
    matches the prompts; every listed action accepted (checked inside ``play``)."""
    seed, players, expert, policy = case
    rng = Rng(seed)
    counter = {"n": 0}

    def every_event(before: MontagnesState, event: Event, after: MontagnesState) -> None:
        check_invariants(after, settled=False)
        check_deal(before, event, after)
        check_redaction(event, players)
        counter["n"] += 1
        if counter["n"] % 25 == 0 and after.result is None:
            check_non_interference(after, rng)

    game, _ = play(players, expert, seed, policy=policy, every_event=every_event)
    s = game.state
    assert s.result is not None, "every game ends (escape, injuries or leadership)"
    status = ENGINE.status(s)
    assert status.finished and status.outcome is not None and status.to_act == []
    # determinism: replaying the stored events rebuilds the same state
    assert ENGINE.encode_state(fold(game.events)) == ENGINE.encode_state(s)
    # a finished match accepts nothing
    for seat in range(players):
        assert ENGINE.legal_actions(s, seat) == []
        refused = ENGINE.decide(s, seat, cmd.SkipRest(), game.now, rng)
        assert isinstance(refused, RuleViolation) and refused.code == "match_finished"


@SETTINGS
@given(games)
def test_decide_never_mutates_and_random_params_never_crash(case: tuple[int, int, bool, str]) -> None:
    """Any value a listing allows is accepted; commands from other seats are refused cleanly; the
    input state is never mutated by decide."""
    seed, players, expert, _ = case
    game, _ = play(players, expert, seed, policy="sensible", chat=False, max_steps=60)
    s = game.state
    if s.result is not None:
        return
    rng = Rng(seed + 1)
    before = ENGINE.encode_state(s)
    for seat in range(players):
        command = random_command(ENGINE, s, seat, rng)
        if command is not None:
            result = ENGINE.decide(s, seat, command, game.now + 0.01, rng)
            assert isinstance(result, list)
        for stray in (cmd.AcceptDie(), cmd.Move(space="gates"), cmd.DealTo(player=seat), cmd.Exalt(count=9)):
            result = ENGINE.decide(s, seat, stray, game.now + 0.01, rng)
            assert isinstance(result, list | RuleViolation)
    assert ENGINE.encode_state(s) == before


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 2**32 - 1), st.sampled_from([3, 4, 5]))
def test_resample_changes_only_hidden_things(seed: int, players: int) -> None:
    """resample_hidden really redraws the hidden parts (other hands, deck order, face-down tiles) while
    keeping the seat's own hand and madness."""
    game, _ = play(players, False, seed, policy="sensible", chat=False, max_steps=5)
    s = game.state
    other = ENGINE.resample_hidden(s, 0, Rng(seed))
    assert other.hands[0] == s.hands[0] and other.madness[0] == s.madness[0]

    def unknown(state: MontagnesState) -> list[str]:
        sled = [e.card for e in state.sled if e.seat != 0]
        return sorted(state.deck + [c for h in state.hands[1:] for c in h] + sled)

    assert unknown(other) == unknown(s)
    changed = other.deck != s.deck or other.board != s.board or other.hands[1:] != s.hands[1:]
    assert changed


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("expert", [False, True])
def test_every_player_count_and_variant_reaches_every_ending(players: int, expert: bool) -> None:
    """Fixed seeds for each player count, with and without the expert variant: sensible play escapes
    (the end-of-game table is computed), random play loses its tokens; invariants hold throughout."""
    reasons = set()
    for seed in range(8):
        for policy in ("sensible", "random"):
            game, _ = play(players, expert, seed, policy=policy, every_event=lambda b, e, a: None)
            result = game.state.result
            assert result is not None
            reasons.add(result.reason)
            assert ENGINE.encode_state(fold(game.events)) == ENGINE.encode_state(game.state)
            if result.reason == "escaped":
                assert result.score == (result.relics or 0) - (result.injuries or 0)
    assert {"escaped", "leadership"} <= reasons
