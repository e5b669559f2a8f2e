"""``bench/live_play.py`` measures real play: both transports, a second's window, against a real
``folie serve`` (what it reports comes from moves the server accepted and pushed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.live_play import folie, script


def test_a_script_is_the_same_every_time_and_moves_forward() -> None:
    """Slots replay scripts as fresh matches from the same seed: they must not depend on anything else."""
    moves = script(7)
    assert moves == script(7)
    versions = [m.version for m in moves]
    assert versions == sorted(set(versions))  # every move at a version after the previous one
    assert {m.seat for m in moves} == {0, 1}


@pytest.mark.parametrize("transport", ["post+ndjson", "websocket"])
def test_the_live_play_loop_moves_and_notifies(transport: str, tmp_path: Path) -> None:
    row = folie(transport, 1, 0.5, 1.0, str(tmp_path))
    assert row["errors"] == 0
    assert row["moves_per_s"] > 0
    assert row["notified_p50_ms"] == row["notified_p50_ms"]  # not NaN: the opponent's connection saw moves
    assert row["cpu_ms_per_move"] > 0
