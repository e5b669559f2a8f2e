"""The complexity benchmark, at CI size: every adversarial history is built through the real app to
the sizes it claims, and the benchmark produces its figures. The budget itself (the cost per request at
10x history over 1x) is enforced by ``python -m bench.complexity``, not by a timed test."""

from __future__ import annotations

import math
from pathlib import Path

from bench.complexity import KINDS, Bench, limits_off, run
from domain.match import MAX_UNDO_DEPTH
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


def test_the_view_lists_only_the_versions_an_undo_can_reach(tmp_path: Path) -> None:
    """A long history without barriers: the view's ``undoable_to`` stays within the undo depth
    (``MAX_UNDO_DEPTH`` commands), so the view does not grow with the history, and every version it
    lists is one an undo accepts (it listed every command start, most of them refused as too deep)."""
    with limits_off():
        bench = Bench(tmp_path)
    try:
        for _ in range(MAX_UNDO_DEPTH + 20):
            bench.command()
        view = bench.ok(bench.client.get(f"/matches/{bench.match_id}/view", headers=bench.seat))
        listed = view["undo"]["undoable_to"]
        assert len(listed) == MAX_UNDO_DEPTH, len(listed)
        oldest = bench.client.post(
            f"/matches/{bench.match_id}/undo", headers=bench.seat, json={"to_version": min(listed)}
        )
        assert oldest.status_code == 200, oldest.text
    finally:
        bench.close()
