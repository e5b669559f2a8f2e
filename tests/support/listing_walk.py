"""Seeded random matches walked state by state, every listed action of every seat tried at each: the
sampler that ``tests/trust/test_listing_exact.py`` (nothing listed is refused) and
``bench/listing_refusals.py`` (how often a filler is refused) share."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import msgspec

from domain.contract import Engine, Event, LegalAction
from domain.rng import Rng

TryAction = Callable[[Any, int, LegalAction, float], list[list[Event]]]
"""``(state, seat, action, now)``: fills and decides ``action`` for ``seat``; the accepted outcomes."""


def walk_listings(
    engine: Engine[Any, Any], options: dict[str, Any], rng: Rng, steps: int, try_action: TryAction, *, strict: bool
) -> int:
    """Walk one match for at most ``steps`` states: at each, ``try_action`` every listed action of every
    seat, then go on with one accepted outcome drawn at random, or with the next deadline when none
    was accepted (nothing due: an AssertionError when ``strict``, else the walk ends). Returns how many
    outcomes were accepted in all."""
    opts = msgspec.convert(options, type=engine.options_type)
    seats = engine.seats(opts)
    state: Any = None
    for event in engine.start(opts, rng):
        state = engine.evolve(state, event)
    now = 1000.0
    total = 0
    for _ in range(steps):
        if engine.status(state).finished:
            break
        accepted = [
            outcome
            for seat in range(seats)
            for action in engine.legal_actions(state, seat)
            for outcome in try_action(state, seat, action, now)
        ]
        total += len(accepted)
        if not accepted:
            deadline = engine.next_deadline(state)
            assert deadline is not None or not strict, "nobody may act and nothing is due"
            if deadline is None:
                break
            now = max(now, deadline) + 0.01
            events = engine.on_deadline(state, now, rng)
        else:
            events = rng.choice(accepted)
        for event in events:
            state = engine.evolve(state, event)
        now += 0.5
    return total
