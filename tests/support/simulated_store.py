"""A SQLite event store filled with simulated matches played in-process (no server): the data the
tests of bad files, the projector and analytics work on."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from projections.analytics.simulation import Played, play_many, store_played
from projections.store import EventStore, StoreConfig

Plan = Sequence[tuple[str, dict[str, Any], str, int]]
"""``(game, options, bot, matches)`` rows; row ``i`` is seeded with ``i``, so the data is fixed."""


def simulated_store(path: Path, plan: Plan) -> list[Played]:
    """Play ``plan`` into a new SQLite store at ``path``; returns what was played."""
    store = EventStore(StoreConfig(sqlite_path=str(path)))
    played: list[Played] = []
    try:
        for seed, (game, options, bot, matches) in enumerate(plan):
            for chunk in play_many(game, options, bot, matches, seed, workers=1):
                store_played(store, chunk)
                played.extend(chunk)
    finally:
        store.close()
    return played
