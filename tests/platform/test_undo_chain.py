"""Undo chains (issue 12 item 2): folding an ``Undone`` decodes the state kept at the span it undoes
to, never replays history, so a long "mark, undo" chain folds, loads cold and replays in linear time.

No timings here (they are in ``bench/undo_chain.py``): these tests count the replays and the store
reads instead, which is what made each undo cost twice the one before.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any
from uuid import UUID, uuid4

import pytest

from domain.contract import RuleViolation
from domain.match import evolve, new_match
from domain.match_events import MatchCreated, Record, Undone
from domain.match_state import Match, Span
from domain.undo import MAX_UNDO_DEPTH
from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig, stored
from tests.support.history import History
from tests.support.toy import ENGINE, Mark

PAIRS = 60


@pytest.fixture
def store(tmp_path: Path) -> Iterator[EventStore]:
    s = EventStore(StoreConfig(sqlite_path=str(tmp_path / "e.sqlite")))
    yield s
    s.close()


def _chain(pairs: int) -> History:
    """One seat marking and taking it back ``pairs`` times, then marking once more and undoing two
    commands at once (an undo whose target lies before other undos)."""
    h = History(ENGINE, {"seats": 1, "target": 1000})
    for i in range(pairs):
        h.command(0, Mark(amount=1 + i % 3))
        h.undo(0)
    h.command(0, Mark(amount=2))
    h.command(0, Mark(amount=1))
    h.undo(0, to_version=h.match.spans[-2].start)
    return h


def _never(version: int) -> Match:
    raise AssertionError(f"an Undone replayed history (state_at({version}))")


def _fold(records: list[Record]) -> Match:
    created = records[0].event
    assert isinstance(created, MatchCreated)
    match = new_match("m", created)
    for record in records[1:]:
        match = evolve(ENGINE, match, record, _never)
    return match


def test_folding_an_undo_chain_never_replays_history() -> None:
    h = _chain(PAIRS)
    assert sum(isinstance(r.event, Undone) for r in h.records) == PAIRS + 1
    folded = _fold(h.records)
    assert folded.state == h.match.state and folded.state.total == 0
    assert folded.version == h.match.version and folded.spans == h.match.spans


def test_undo_reaches_the_last_commands_only_and_keeps_bounded_spans() -> None:
    """A match keeps at most MAX_UNDO_DEPTH spans: older commands fall out of reach for good (refused as
    too deep, even after a deep undo), so memory, snapshots and cold loads do not grow with the history;
    an undo within reach is still a decode, never a replay."""
    h = History(ENGINE, {"seats": 1, "target": 1000})
    for _ in range(MAX_UNDO_DEPTH + 5):
        h.command(0, Mark(amount=1))
    assert len(h.match.spans) == MAX_UNDO_DEPTH
    oldest = h.match.spans[0].start
    with pytest.raises(RuleViolation) as refused:
        h.undo(0, to_version=oldest - 1)
    assert refused.value.code == "undo_too_deep"
    h.undo(0, to_version=h.match.spans[5].start)
    assert h.match.state.total == 10
    with pytest.raises(RuleViolation) as still:
        h.undo(0, to_version=oldest - 1)
    assert still.value.code == "undo_too_deep"
    folded = _fold(h.records)
    assert folded.state == h.match.state and folded.spans == h.match.spans


def _store_history(store: EventStore, h: History, snapshot_at: list[int], *, strip: bool = False) -> str:
    """Write ``h`` to ``store`` with snapshots at ``snapshot_at``; ``strip``: snapshots as written
    before spans kept their state."""
    repo = MatchRepository(store, Codec({"toy": ENGINE}), {"toy": ENGINE})
    codec = Codec({"toy": ENGINE})
    mid = str(uuid4())
    rows = []
    for record in h.records:
        topic, data = codec.encode(record)
        rows.append(stored(UUID(mid), record.version, topic, data))
    store.insert(rows)
    for version in snapshot_at:
        then = h.state_at(version)
        then.id = mid
        if strip:
            then.spans = [Span(s.start, s.end, s.seat) for s in then.spans]
        store.save_snapshot(repo.make_snapshot(then))
    return mid


def _counting_reads(store: EventStore) -> list[int]:
    reads: list[int] = []
    original = store.select

    def counting(*args: Any, **kwargs: Any) -> Any:
        rows = original(*args, **kwargs)
        reads.append(len(rows))
        return rows

    store.select = counting  # type: ignore[method-assign]
    return reads


def test_a_cold_load_of_an_undo_chain_reads_the_tail_once(store: EventStore) -> None:
    h = _chain(PAIRS)
    total = len(h.records)
    mid = _store_history(store, h, [total // 3, 2 * total // 3])
    repo = MatchRepository(store, Codec({"toy": ENGINE}), {"toy": ENGINE})
    reads = _counting_reads(store)
    match = repo.build(mid)
    assert match is not None and match.state == h.match.state and match.version == total
    assert match.spans == h.match.spans and match.undo_floor == h.match.undo_floor
    assert len(reads) == 1, f"one read of the tail after the snapshot, got {len(reads)}"


def test_replay_at_every_version_of_an_undo_chain(store: EventStore) -> None:
    """GET /replay folds to a past version: each is one snapshot plus one read, and equals the live fold."""
    h = _chain(20)
    total = len(h.records)
    mid = _store_history(store, h, list(range(10, total, 10)))
    repo = MatchRepository(store, Codec({"toy": ENGINE}), {"toy": ENGINE})
    reads = _counting_reads(store)
    for version in range(2, total + 1):
        then = repo.state_at(mid, version)
        live = h.state_at(version)
        assert (then.state, then.spans, then.undo_floor) == (live.state, live.spans, live.undo_floor), version
    assert len(reads) == total - 1


def test_snapshots_written_before_spans_kept_their_state_still_fold(store: EventStore) -> None:
    """An old snapshot has spans without states: an undo to one of them falls back to a replay."""
    h = History(ENGINE, {"seats": 1, "target": 1000})
    for amount in (1, 2, 3):
        h.command(0, Mark(amount=amount))
    before = h.match.version
    mid = _store_history(store, h, [before], strip=True)
    h.undo(0, to_version=h.match.spans[0].start)
    codec = Codec({"toy": ENGINE})
    topic, data = codec.encode(h.records[-1])
    store.insert([stored(UUID(mid), h.records[-1].version, topic, data)])
    match = MatchRepository(store, codec, {"toy": ENGINE}).build(mid)
    assert match is not None and match.state == h.match.state and match.state.total == 0


def test_the_undo_chain_benchmark_runs_on_a_real_store() -> None:
    """``bench/undo_chain.py`` at a small size (its figures are read by people, never checked here)."""
    from bench.undo_chain import run

    figures = run(undos=30)
    assert figures["undos"] == 30 and figures["events"] > 60
    assert all(seconds > 0 for _, seconds in figures["per_undo"])
    assert figures["fold"] > 0 and figures["cold_load"] > 0 and figures["replay_max"] > 0
