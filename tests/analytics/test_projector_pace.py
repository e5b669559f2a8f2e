"""The in-process projector's pace under traffic (issue 39: the projector's cost on the move path).

A step's cost is mostly fixed (a DuckDB transaction, an insert per table, the publication's copy): after
a busy step (moves keep coming) the in-process projector waits the busy pace, after a quiet one the
usual second, so a busy server pays a third of the steps and a quiet one sees analytics as soon as before.
"""

from __future__ import annotations

import threading
from pathlib import Path

from domain.registry import default_engines
from projections.analytics.database import open_database
from projections.analytics.projector import Projector
from projections.store import EventStore, StoreConfig
from service.extensions.analytics import BUSY_PACE, BUSY_STEP, IN_PROCESS_PACE, in_process_pace
from tests.analytics.test_projector import small_store


def test_run_asks_the_pace_with_each_steps_count(tmp_path: Path) -> None:
    store = EventStore(StoreConfig(sqlite_path=str(small_store(tmp_path / "e.sqlite"))))
    con = open_database(tmp_path / "a.duckdb")
    head = store.max_notification_id()
    projector = Projector(store, con, default_engines(), batch_size=head + 10)
    stop = threading.Event()
    asked: list[int] = []

    def pace(done: int) -> float:
        asked.append(done)
        stop.set()
        return 0.01

    try:
        projector.run(stop, pace=pace)
    finally:
        con.close()
        store.close()
    assert asked == [head]  # one step took the whole log (less than a batch): the pace after it, by its size
    assert projector.position() == head


def test_a_busy_step_is_followed_by_the_busy_pace_a_quiet_one_by_a_second() -> None:
    assert BUSY_PACE > IN_PROCESS_PACE == 1.0
    assert in_process_pace(BUSY_STEP, BUSY_PACE) == BUSY_PACE
    assert in_process_pace(BUSY_STEP - 1, BUSY_PACE) == IN_PROCESS_PACE
    assert in_process_pace(1, BUSY_PACE) == IN_PROCESS_PACE
