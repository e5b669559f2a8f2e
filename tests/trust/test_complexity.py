"""The complexity benchmark, at CI size: every adversarial history is built through the real app to
the sizes it claims, and the benchmark produces its figures. The budget itself (the cost per request at
10x history over 1x) is enforced by ``python -m bench.complexity``, not by a timed test."""

from __future__ import annotations

import math

from bench.complexity import KINDS, run
from tests.trust import figures

N = 8
FACTOR = 10
ENTRY_EVENTS = {"chat": 1, "tokens": 2, "commands": 1}
"""Events one entry stores: a chat line, a token issued then revoked, a command (toy ``end_turn``)."""


def test_each_history_reaches_its_size_and_is_measured() -> None:
    rows = {row["kind"]: row for row in run(N, FACTOR, rounds=1)}
    assert sorted(rows) == sorted(KINDS)
    for kind, row in rows.items():
        small, large = row["small"], row["large"]
        created = small["events"] - N * ENTRY_EVENTS[kind]
        assert created >= 1, (kind, small)
        assert large["events"] == created + N * FACTOR * ENTRY_EVENTS[kind], (kind, large)
        for value in (row["ratio"], row["cold_ratio"], small["per_request_ms"], large["cold_load_ms"]):
            assert math.isfinite(value) and value > 0, (kind, row)
        figures.add(f"complexity.{kind}.large_history_events", large["events"])
