"""Far Cry plays exactly as before a refactoring (issue 32, "First, the house"): the trace hashes of
seeded random-legal and heuristic games of missions 0-3 at 1-4 seats and of campaigns match the golden
file `trace_hashes.json` (what each hash covers: `trace_hashes.py`). A change of behaviour on purpose
rewrites the file (`python -m tests.games.farcry.trace_hashes --write`) in the commit that says why."""

from __future__ import annotations

import hashlib

import pytest

from tests.games.farcry.trace_hashes import Case, cases, golden, topics, trace


def test_the_stored_event_topics_are_unchanged() -> None:
    """Persisted events decode by topic (`farcry/<tag>@<schema_version>`), never by module path."""
    assert hashlib.sha256("\n".join(topics()).encode()).hexdigest() == golden()["topics"]


def test_every_case_has_a_golden_hash() -> None:
    assert sorted(golden()) == sorted(["topics", *(c.key for c in cases())])


@pytest.mark.slow
@pytest.mark.parametrize("case", cases(), ids=lambda c: c.key)
def test_the_trace_hash_is_unchanged(case: Case) -> None:
    assert trace(case) == golden()[case.key], f"{case.key}: Far Cry's behaviour changed"
