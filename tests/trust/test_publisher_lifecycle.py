"""The analytics publisher's thread is never seen half-made (issue 36, "no flaky test").

A clean-clone CI run failed twice at app shutdown with ``RuntimeError('cannot join thread before it is
started')``: the projector thread assigned the publication thread and only then started it, while the
app's shutdown (``abandon``, on another thread) joined whatever it found. This test holds the projector
thread inside ``Thread.start`` while the shutdown runs: before the fix ``abandon`` raised.
"""

from __future__ import annotations

import threading
from pathlib import Path

import duckdb
import pytest

from projections.analytics.snapshots import Publisher


class _SlowStart(threading.Thread):
    """A thread whose ``start`` lets the test act between its creation and its start."""

    inside = threading.Event()
    proceed = threading.Event()

    def start(self) -> None:
        _SlowStart.inside.set()
        _SlowStart.proceed.wait(timeout=5)
        super().start()


def test_abandon_while_a_publication_thread_is_being_started(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _SlowStart.inside.clear()
    _SlowStart.proceed.clear()
    con = duckdb.connect(str(tmp_path / "analytics.duckdb"))
    publisher = Publisher(con, tmp_path / "analytics.duckdb", every=0.0)
    monkeypatch.setattr(publisher, "_publish_logged", lambda: None)  # the thread's work is not the point
    real = threading.Thread
    monkeypatch.setattr(threading, "Thread", _SlowStart)  # the snapshots module calls threading.Thread
    step = real(target=publisher)  # the projector's after-step call
    step.start()
    assert _SlowStart.inside.wait(timeout=5)
    errors: list[BaseException] = []

    def shutdown() -> None:
        try:
            publisher.abandon()
        except BaseException as error:  # the failure under test is an exception here
            errors.append(error)

    stopper = real(target=shutdown)
    stopper.start()
    stopper.join(timeout=0.3)  # before the fix it has already raised; after it, it waits for the start
    _SlowStart.proceed.set()
    stopper.join(timeout=5)
    step.join(timeout=5)
    assert not stopper.is_alive() and not step.is_alive()
    assert errors == []
    publisher()  # abandoned: no new publication starts
    assert publisher._thread is None or not publisher._thread.is_alive()
    con.close()
