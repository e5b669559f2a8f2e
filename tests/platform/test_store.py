"""The event store and the state projection on a real SQLite file."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from uuid import uuid4

import msgspec
import pytest

from domain.match_events import ChatPosted, MatchCreated, Record
from projections.codec import Codec, UnknownEventType
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig, VersionConflict, stored
from tests.support.history import History
from tests.support.toy import ENGINE, Mark


@pytest.fixture
def store(tmp_path: Path) -> Iterator[EventStore]:
    s = EventStore(StoreConfig(sqlite_path=str(tmp_path / "e.sqlite")))
    yield s
    s.close()


def test_a_stale_append_is_refused_and_writes_nothing(store: EventStore) -> None:
    codec = Codec({"toy": ENGINE})
    mid = uuid4()
    topic, data = codec.encode(Record(version=1, event=ChatPosted(seat=0, text="a"), cmd=0, seat=0))
    store.insert([stored(mid, 1, topic, data)])
    with pytest.raises(VersionConflict):
        store.insert([stored(mid, 2, topic, data), stored(mid, 1, topic, data)])
    assert [e.originator_version for e in store.select(mid)] == [1]


def test_group_commit_fails_only_the_stale_append(store: EventStore) -> None:
    codec = Codec({"toy": ENGINE})
    topic, data = codec.encode(Record(version=1, event=ChatPosted(seat=0, text="a"), cmd=0, seat=0))
    a, b = uuid4(), uuid4()
    store.insert([stored(a, 1, topic, data)])
    writer = store.writer
    ok = writer.submit([stored(b, 1, topic, data)])
    stale = writer.submit([stored(a, 1, topic, data)])
    ok.result(timeout=10)
    with pytest.raises(VersionConflict):
        stale.result(timeout=10)
    assert len(store.select(b)) == 1 and len(store.select(a)) == 1


def test_old_chat_events_are_upcast_on_read() -> None:
    """Events are versioned and upcast on read: a stored v1 chat line (no channel) reads as v2."""
    codec = Codec({"toy": ENGINE})
    _, data = codec.encode(Record(version=3, event=ChatPosted(seat=1, text="hi"), cmd=2, seat=1))
    envelope = msgspec.msgpack.decode(data)[:7]  # as stored before `barrier_rules`
    envelope[-1] = {"type": "chat_posted", "seat": 1, "text": "hi"}  # the body as version 1 wrote it
    record = codec.decode(3, "folie/chat_posted@1", msgspec.msgpack.encode(envelope))
    assert record.event == ChatPosted(seat=1, text="hi", channel="table")
    assert codec.topic(record.event) == "folie/chat_posted@3"


def test_unknown_topics_are_reported_not_guessed() -> None:
    codec = Codec({"toy": ENGINE})
    with pytest.raises(UnknownEventType):
        codec.decode_body("nogame/thing@1", b"\x80")


def _fill(store: EventStore, moves: int) -> tuple[str, History]:
    """Write a toy match with ``moves`` commands straight to the store; return its id."""
    h = History(ENGINE, {"seats": 1, "target": 10**3})
    for i in range(moves):
        h.command(0, Mark(amount=1 + i % 3))
    codec = Codec({"toy": ENGINE})
    mid = uuid4()
    rows = []
    for record in h.records:
        topic, data = codec.encode(record)
        rows.append(stored(mid, record.version, topic, data))
    store.insert(rows)
    return str(mid), h


def test_projection_folds_to_the_same_state_as_the_pure_history(store: EventStore) -> None:
    mid, h = _fill(store, 50)
    repo = MatchRepository(store, Codec({"toy": ENGINE}), {"toy": ENGINE}, snapshot_every=10)
    match = repo.load(mid)
    assert match is not None and match.state == h.match.state and match.version == len(h.records)


def test_snapshots_bound_what_a_load_reads(store: EventStore) -> None:
    mid, _ = _fill(store, 300)
    repo = MatchRepository(store, Codec({"toy": ENGINE}), {"toy": ENGINE}, snapshot_every=100)
    full = repo.build(mid)
    assert full is not None
    store.save_snapshot(repo.make_snapshot(full))
    reads: list[int] = []
    original = store.select

    def counting(*args: object, **kwargs: object) -> object:
        rows = original(*args, **kwargs)  # type: ignore[arg-type]
        reads.append(len(rows))
        return rows

    store.select = counting  # type: ignore[assignment,method-assign]
    again = repo.build(mid)
    assert again is not None and again.state == full.state and reads == [0]


def test_a_snapshot_from_other_rules_is_ignored(store: EventStore) -> None:
    mid, h = _fill(store, 20)
    repo = MatchRepository(store, Codec({"toy": ENGINE}), {"toy": ENGINE})
    full = repo.build(mid)
    assert full is not None
    snap = repo.make_snapshot(full)
    store.save_snapshot(stored(snap.originator_id, snap.originator_version, "toy/snapshot@0#1", snap.state))  # type: ignore[arg-type]
    again = repo.build(mid)
    assert again is not None and again.state == h.match.state


def test_state_at_rebuilds_any_past_version(store: EventStore) -> None:
    mid, h = _fill(store, 30)
    repo = MatchRepository(store, Codec({"toy": ENGINE}), {"toy": ENGINE}, snapshot_every=7)
    for version in (2, 10, 17, len(h.records)):
        assert repo.state_at(mid, version).state == h.state_at(version).state


def test_a_log_written_under_older_event_versions_replays(store: EventStore) -> None:
    """A whole match stored when chat lines were version 1 (no ``channel``): the projection folds it to
    the same state as today's log, and every old line reads as version 2."""
    h = History(ENGINE, {"seats": 2, "target": 100})
    h.chat(0, "hello")
    h.command(0, Mark(amount=2))
    h.chat(1, "nice")
    codec = Codec({"toy": ENGINE})
    mid = uuid4()
    rows = []
    for record in h.records:
        topic, data = codec.encode(record)
        if isinstance(record.event, ChatPosted):  # as version 1 wrote it: no channel, topic @1
            envelope = msgspec.msgpack.decode(data)[:7]
            envelope[-1] = {"type": "chat_posted", "seat": record.event.seat, "text": record.event.text}
            topic, data = "folie/chat_posted@1", msgspec.msgpack.encode(envelope)
        rows.append(stored(mid, record.version, topic, data))
    store.insert(rows)
    repo = MatchRepository(store, codec, {"toy": ENGINE})
    match = repo.load(str(mid))
    assert match is not None and match.state == h.match.state and match.chat_count == 2
    lines = [r.event for r in repo.records(str(mid)) if isinstance(r.event, ChatPosted)]
    assert lines == [ChatPosted(seat=0, text="hello"), ChatPosted(seat=1, text="nice")]
    assert all(line.channel == "table" for line in lines)


def _pragma_synchronous(store: EventStore) -> int:
    with store.factory.datastore.transaction(commit=False) as cursor:  # type: ignore[attr-defined]
        cursor.execute("PRAGMA synchronous")
        return int(cursor.fetchone()[0])


@pytest.mark.parametrize(("setting", "pragma", "inline"), [("normal", 1, True), ("full", 2, False)])
def test_the_sqlite_synchronous_setting_reaches_every_connection(
    tmp_path: Path, setting: str, pragma: int, inline: bool
) -> None:
    """``normal`` (the embedded default) commits without an fsync, so commits run on the event loop;
    ``full`` waits for the disk, so a writer thread does it."""
    s = EventStore(StoreConfig(sqlite_path=str(tmp_path / "e.sqlite"), sqlite_synchronous=setting))
    try:
        assert _pragma_synchronous(s) == pragma
        assert s.writer.inline is inline
        codec = Codec({"toy": ENGINE})
        topic, data = codec.encode(Record(version=1, event=ChatPosted(seat=0, text="a"), cmd=0, seat=0))
        s.insert([stored(uuid4(), 1, topic, data)])
        writer = s.events._writer  # type: ignore[attr-defined]
        assert writer is not None and writer._sqlite_conn.execute("PRAGMA synchronous").fetchone()[0] == pragma
    finally:
        s.close()


def test_the_writer_connection_recovers_from_a_conflict_and_is_seen_by_other_connections(tmp_path: Path) -> None:
    """Appends go through one dedicated writer connection (not eventsourcing's pooled transaction):
    a refused batch is rolled back whole, the connection goes on, and another store on the same file
    (another worker) reads and writes alongside it."""
    path = str(tmp_path / "e.sqlite")
    first, second = EventStore(StoreConfig(sqlite_path=path)), EventStore(StoreConfig(sqlite_path=path))
    try:
        codec = Codec({"toy": ENGINE})
        topic, data = codec.encode(Record(version=1, event=ChatPosted(seat=0, text="a"), cmd=0, seat=0))
        a, b = uuid4(), uuid4()
        first.insert([stored(a, 1, topic, data)])
        with pytest.raises(VersionConflict):
            second.insert([stored(a, 2, topic, data), stored(a, 1, topic, data)])
        second.insert([stored(a, 2, topic, data)])
        first.insert([stored(b, 1, topic, data), stored(a, 3, topic, data)])
        for s in (first, second):
            assert [e.originator_version for e in s.select(a)] == [1, 2, 3]
            assert [e.originator_version for e in s.select(b)] == [1]
            assert s.max_notification_id() == 4
    finally:
        first.close()
        second.close()


def test_settings_choose_the_synchronous_mode_and_refuse_unknown_ones() -> None:
    from service.settings import Settings, SettingsError

    default = Settings.from_env({}).store
    assert default.sqlite_synchronous == "normal" and default.commits_inline
    url = {"FOLIE_DATABASE_URL": "sqlite:///var/x.sqlite", "FOLIE_SQLITE_SYNCHRONOUS": "FULL"}
    assert Settings.from_env(url).store.sqlite_synchronous == "full"  # spelled as in SQLite's PRAGMA too
    several_workers = Settings.from_env({"FOLIE_SQLITE_COMMITS": "thread"}).store
    assert several_workers.sqlite_synchronous == "normal" and not several_workers.commits_inline
    with pytest.raises(SettingsError, match="FOLIE_SQLITE_SYNCHRONOUS"):
        Settings.from_env({"FOLIE_SQLITE_SYNCHRONOUS": "off"})
    with pytest.raises(SettingsError, match="FOLIE_SQLITE_COMMITS"):
        Settings.from_env({"FOLIE_SQLITE_COMMITS": "fiber"})


def test_appends_of_one_loop_iteration_commit_together_on_the_loop(store: EventStore) -> None:
    """Inline group commit: every append submitted in one loop iteration goes into one transaction at
    the start of the next; a stale one fails alone, and a snapshot rides along without waiting."""
    codec = Codec({"toy": ENGINE})
    topic, data = codec.encode(Record(version=1, event=ChatPosted(seat=0, text="a"), cmd=0, seat=0))
    a, b, c = uuid4(), uuid4(), uuid4()
    store.insert([stored(a, 1, topic, data)])
    inserts: list[int] = []
    original = store.insert

    def counting(events: Any) -> None:
        inserts.append(len(events))
        original(events)

    store.insert = counting  # type: ignore[method-assign]
    writer = store.writer
    assert writer.inline

    async def scenario() -> list[BaseException | None]:
        futures = [
            writer.submit_async([stored(b, 1, topic, data), stored(b, 2, topic, data)]),
            writer.submit_async([stored(c, 1, topic, data)]),
            writer.submit_async([stored(a, 1, topic, data)]),  # stale: a is at version 1 already
        ]
        writer.submit_snapshot(stored(c, 1, "snapshot", b"state"))
        assert not any(f.done() for f in futures)  # nothing is committed before the loop turns
        results = await asyncio.gather(*futures, return_exceptions=True)
        return [r if isinstance(r, BaseException) else None for r in results]

    outcome = asyncio.run(scenario())
    assert outcome[0] is None and outcome[1] is None and isinstance(outcome[2], VersionConflict)
    assert inserts[0] == 4  # one transaction for the whole iteration, then one per append to isolate the stale one
    assert [e.originator_version for e in store.select(b)] == [1, 2] and len(store.select(c)) == 1
    assert len(store.select(a)) == 1
    snapshot = store.latest_snapshot(c)
    assert snapshot is not None and snapshot.state == b"state"


def test_appends_left_pending_are_committed_when_the_store_closes(tmp_path: Path) -> None:
    path = str(tmp_path / "e.sqlite")
    s = EventStore(StoreConfig(sqlite_path=path))
    mid = uuid4()

    async def submit_and_leave() -> None:
        s.writer.submit_async([stored(mid, 1, "t", b"x")])  # the loop ends before the flush runs

    asyncio.run(submit_and_leave())
    s.close()
    reopened = EventStore(StoreConfig(sqlite_path=path))
    try:
        assert [e.originator_version for e in reopened.select(mid)] == [1]
    finally:
        reopened.close()


def test_a_failing_snapshot_or_commit_never_leaves_an_append_waiting(store: EventStore) -> None:
    """A waiting append holds its match's lock: whatever goes wrong in a flush, every future completes
    (snapshots are best effort and may fail alone; an unexpected store error fails the appends)."""
    mid, other = uuid4(), uuid4()

    def broken_snapshot(snapshot: Any) -> None:
        raise OSError("disk full")

    store.save_snapshot = broken_snapshot  # type: ignore[method-assign]

    async def with_snapshot() -> None:
        store.writer.submit_snapshot(stored(mid, 1, "snapshot", b"state"))
        await asyncio.wait_for(store.writer.submit_async([stored(mid, 1, "t", b"x")]), 5)

    asyncio.run(with_snapshot())
    assert [e.originator_version for e in store.select(mid)] == [1]

    def broken_insert(events: Any) -> None:
        raise RuntimeError("connection pool closed")

    store.insert = broken_insert  # type: ignore[method-assign]

    async def failing() -> BaseException | None:
        future = store.writer.submit_async([stored(other, 1, "t", b"x")])
        try:
            await asyncio.wait_for(future, 5)
        except RuntimeError as error:
            return error
        return None

    assert isinstance(asyncio.run(failing()), RuntimeError)


def test_a_cancelled_append_does_not_stop_the_writer_thread(tmp_path: Path) -> None:
    """A caller may cancel a blocking ``submit``'s future; completing the batch must skip it, not
    kill the writer thread (every later append would then wait forever; found by review)."""
    s = EventStore(StoreConfig(sqlite_path=str(tmp_path / "e.sqlite"), sqlite_synchronous="full"))
    try:
        a, b = uuid4(), uuid4()
        cancelled = s.writer.submit([stored(a, 1, "t", b"x")])
        cancelled.cancel()
        s.writer.submit([stored(b, 1, "t", b"x")]).result(timeout=10)
        s.writer.submit([stored(b, 2, "t", b"x")]).result(timeout=10)
        assert [e.originator_version for e in s.select(b)] == [1, 2]
    finally:
        s.close()


@pytest.mark.parametrize(
    ("creator", "origin", "creator_after"),
    [("simulation:heuristic", "simulation:heuristic", ""), ("ab" * 32, "play", "ab" * 32)],
)
def test_old_match_created_events_gain_their_origin(creator: str, origin: str, creator_after: str) -> None:
    """``match_created`` version 2 added ``origin``; version 1 simulations marked themselves with a
    ``simulation:<bot>`` creator "token", which the upcaster turns into the origin."""
    codec = Codec({"toy": ENGINE})
    v2 = MatchCreated(
        game="toy",
        rules_version="1",
        options={},
        seats=1,
        seed=7,
        seat_tokens=["x"],
        creator_token=creator_after,
        created_at=1.0,
        origin=origin,
    )
    _, data = codec.encode(Record(version=1, event=v2, cmd=0))
    envelope = msgspec.msgpack.decode(data)[:7]  # as stored before `barrier_rules`
    body = {key: value for key, value in msgspec.to_builtins(v2).items() if key != "origin"}
    envelope[-1] = {**body, "creator_token": creator}  # as version 1 wrote it
    record = codec.decode(1, "folie/match_created@1", msgspec.msgpack.encode(envelope))
    assert record.event == v2
    assert codec.topic(record.event) == "folie/match_created@3"
