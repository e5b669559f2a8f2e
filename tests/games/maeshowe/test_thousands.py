"""Thousands of complete random games across the option space, invariants after every command.

The hypothesis tests in ``test_properties.py`` check more per game (events round-trip, decide never
mutates, non-interference); this one checks the core invariants over many more games: card
conservation, health within max, passages within bounds, food 0-4, and that every game ends.
"""

from __future__ import annotations

from collections import Counter

import msgspec

from domain.bots import random_command
from domain.contract import RuleViolation
from domain.games.maeshowe import ENGINE
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe.content import SET_IDS
from domain.games.maeshowe.options import PASSAGES_BY_DIFFICULTY, MaeshoweOptions
from domain.rng import Rng

from .test_properties import MAX_COMMANDS, check_invariants

GAMES = 3000


def random_options(rng: Rng) -> MaeshoweOptions:
    players = rng.between(1, 2)
    raw = {
        "players": players,
        "difficulty": rng.choice(sorted(PASSAGES_BY_DIFFICULTY[players])),
        "expansions": rng.sample(list(SET_IDS), rng.between(0, len(SET_IDS))),
        "setups": rng.sample(["crumbling", "gluttony", "dread"], rng.between(0, 3)),
        "fear_of_the_dark": players == 2 and rng.below(2) == 1,
        "first_player": rng.below(players),
    }
    return msgspec.convert(raw, type=MaeshoweOptions)


def test_an_espoir_that_left_the_line_before_its_rune_was_chosen_keeps_no_rune() -> None:
    """Found by this file's games (seed 1995): Snober's discard put Espoir at the start of the line and a
    later effect moved it away before the rune prompt was answered; « Espoir compte comme une carte
    Creuser un passage » only while it is on the line."""
    rng = Rng.derive(1995, "thousands")
    options = random_options(rng)
    state = None
    for event in ENGINE.start(options, rng):
        state = ENGINE.evolve(state, event)
    assert state is not None
    while not ENGINE.status(state).finished:
        seat = ENGINE.status(state).to_act[0]
        command = random_command(ENGINE, state, seat, rng)
        assert command is not None
        events = ENGINE.decide(state, seat, command, 0.0, rng)
        assert not isinstance(events, RuleViolation)
        for event in events:
            state = ENGINE.evolve(state, event)
        assert all(card in state.line for card in state.hope_runes)


def test_thousands_of_random_games_in_both_modes_keep_the_invariants() -> None:
    outcomes: Counter[tuple[int, str]] = Counter()
    for seed in range(GAMES):
        rng = Rng.derive(seed, "thousands")
        options = random_options(rng)
        state = None
        for event in ENGINE.start(options, rng):
            state = ENGINE.evolve(state, event)
        assert state is not None
        commands = 0
        while not ENGINE.status(state).finished:
            seat = ENGINE.status(state).to_act[0]
            command = random_command(ENGINE, state, seat, rng)
            assert command is not None, "a seat to act always has a legal action"
            events = ENGINE.decide(state, seat, command, 0.0, rng)
            assert not isinstance(events, RuleViolation), events
            for event in events:
                state = ENGINE.evolve(state, event)
            check_invariants(state)
            commands += 1
            assert commands < MAX_COMMANDS
        outcome = ENGINE.status(state).outcome
        assert outcome is not None
        outcomes[(options.players, outcome.reason)] += 1
        refused = ENGINE.decide(state, 0, cmd.PassJarl(), 0.0, rng)
        assert isinstance(refused, RuleViolation) and refused.code == "match_finished"
    assert sum(outcomes.values()) == GAMES
    assert {players for players, _ in outcomes} == {1, 2}
