"""Big Book's statistics give each (statistic, seat, key) one value, and an eliminated seat reads as eliminated.

The per-seat counters once spanned every id from ``SEAT_CURSES`` to ``SEAT_MAGICIAN_POWER``, which
includes the boolean ``SEAT_ELIMINATED``: each seat got a count of 0 for it besides its true/false, and
the projector kept one of the two (found when random play first eliminated a seat in the fold test).
"""

from __future__ import annotations

from typing import Any

from domain.bots import random_command
from domain.games.bigbook import ENGINE
from domain.games.bigbook.stats import SEAT_ELIMINATED, compute
from domain.match_events import Record
from domain.rng import Rng
from domain.statistics import Finished


def eliminating_match() -> Finished:
    """The first seeded random two-player match in which a seat is eliminated."""
    options = ENGINE.options_type(players=2)
    for seed in range(200):
        rng = Rng.derive(seed, "bigbook-statistics")
        events = ENGINE.start(options, rng)
        state: Any = None
        for event in events:
            state = ENGINE.evolve(state, event)
        for _ in range(4000):
            status = ENGINE.status(state)
            if status.finished or not status.to_act:
                break
            seat = rng.choice(status.to_act)
            command = random_command(ENGINE, state, seat, rng)
            if command is None:
                break
            outcome = ENGINE.decide(state, seat, command, 0.0, rng)
            if isinstance(outcome, list):
                for event in outcome:
                    state = ENGINE.evolve(state, event)
                events.extend(outcome)
        status = ENGINE.status(state)
        if status.finished and any(player.eliminated for player in state.players):
            records = [Record(version=i + 1, event=event, cmd=i) for i, event in enumerate(events)]
            return Finished("bigbook", 2, options, records, state, status.outcome, status.turn)
    raise AssertionError("no random match eliminated a seat")


def test_each_statistic_has_one_value_per_seat_and_an_eliminated_seat_is_true() -> None:
    finished = eliminating_match()
    values = list(compute(finished))
    keys = [(value.stat, value.seat, value.key) for value in values]
    assert len(keys) == len(set(keys)), sorted(key for key in keys if keys.count(key) > 1)
    eliminated = {value.seat: value.value for value in values if value.stat == SEAT_ELIMINATED}
    assert eliminated == {seat: bool(player.eliminated) for seat, player in enumerate(finished.state.players)}
    assert True in eliminated.values()
