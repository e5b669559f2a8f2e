"""A projector process that kills itself (SIGKILL) between writing rows and COMMIT, at random.

``python -m tests.analytics.crash_projector STORE ANALYTICS SEED RATE`` exits 0 once caught up; the
fault test runs it in a loop and checks the file equals a clean rebuild.
"""

from __future__ import annotations

import os
import random
import signal
import sys

from domain.registry import default_engines
from projections.analytics.database import open_database
from projections.analytics.projector import Projector
from projections.store import EventStore, StoreConfig


def main(store_path: str, analytics: str, seed: int, rate: float) -> int:
    chance = random.Random(seed)
    store = EventStore(StoreConfig(sqlite_path=store_path))
    con = open_database(analytics)
    projector = Projector(store, con, default_engines(), batch_size=chance.choice([40, 90, 150]))

    def maybe_die() -> None:
        if chance.random() < rate:
            os.kill(os.getpid(), signal.SIGKILL)

    projector.before_commit = maybe_die
    projector.catch_up()
    con.close()
    store.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])))
