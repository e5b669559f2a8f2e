"""A live batch is one version's: its records end where its views were made (issue 39, found while
making the mover's socket skip what its result carried).

A channel's step made the views under the match's lock, then (records not in memory: another
worker's, or forgotten) read the records from the store after releasing it, up to ``match.version``
read again after that read, on the warm match, which a command may have moved on meanwhile. The
batch then claimed the newer version with the records and views of the older one: its subscribers
never received the event in between (a resume from the batch's id skips it too) and were shown the
older view under the newer id. Seen over PostgreSQL (one socket test in three) as a mover's stream
that got ``view 5`` without ``event 5``; made certain here by holding the store read until a command
has moved the match on.
"""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig
from service.live_hub import Batch, Channel, Hub, LiveSettings, Subscriber
from service.matches import MatchService
from tests.support.toy import ENGINE as TOY


def test_a_batch_holds_every_record_up_to_its_end_and_the_views_at_its_end(tmp_path: Path) -> None:
    store = EventStore(StoreConfig(sqlite_path=str(tmp_path / "events.sqlite")))
    engines: dict[str, Any] = {"toy": TOY}
    svc = MatchService(MatchRepository(store, Codec(engines), engines), engines)

    async def play() -> Batch:
        created = await svc.create("toy", {"target": 50}, seed=7)
        mid, token = created.match_id, f"Bearer {created.seats[0].token}"
        gate, reading = threading.Event(), threading.Event()
        read = svc.repo.records

        def held_read(*args: Any, **kwargs: Any) -> Any:  # the store read, held until the match moved on
            rows = read(*args, **kwargs)
            reading.set()
            gate.wait(10)
            return rows

        context = SimpleNamespace(service=svc, repo=SimpleNamespace(records=held_read), store=store)
        channel = Channel(Hub(context, LiveSettings()), mid)  # type: ignore[arg-type]
        watcher = Subscriber(mid, ("seat", 1, "en"), asyncio.Queue(), queued=created.version)
        channel.subscribers.add(watcher)
        await svc.command(mid, token, {"action": "mark", "amount": 1})  # not pushed: no observer
        channel.kick()
        while not reading.is_set():  # the step made the views under the lock, released it, and reads
            await asyncio.sleep(0.01)
        await svc.command(mid, token, {"action": "mark", "amount": 1})  # moves on during the read
        gate.set()
        while watcher.queue.empty():
            await asyncio.sleep(0.01)
        batch: Batch = watcher.queue.get_nowait()
        return batch

    try:
        batch = asyncio.run(play())
    finally:
        store.close()
    assert [r.version for r in batch.records] == list(range(batch.start + 1, batch.end + 1))
    assert batch.views[("seat", 1, "en")].version == batch.end
