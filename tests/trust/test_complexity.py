"""The complexity benchmark, at CI size: every adversarial history is built through the real app to
the sizes it claims, and the benchmark produces its figures. The budget itself (the cost per request at
10x history over 1x) is enforced by ``python -m bench.complexity``, not by a timed test."""

from __future__ import annotations

import math
from pathlib import Path

from bench.complexity import KINDS, Bench, limits_off, run
from domain.tokens import MAX_RETIRED_TOKENS
from domain.undo import MAX_UNDO_DEPTH
from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig
from tests.support.toy import ENGINE as TOY
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


def test_retired_tokens_kept_are_bounded_and_older_ones_are_plain_invalid_tokens(tmp_path: Path) -> None:
    """Many tokens issued and revoked: the match (and so its snapshots and cold loads) keeps the hashes
    of the last ``MAX_RETIRED_TOKENS`` only, which still answer ``token_revoked``; an older one is
    refused all the same, as a plain ``invalid_token``."""
    with limits_off():
        bench = Bench(tmp_path)
    revoked: list[str] = []
    try:
        url = f"/matches/{bench.match_id}/tokens"
        for _ in range(MAX_RETIRED_TOKENS + 5):
            issued = bench.ok(bench.client.post(url, headers=bench.creator, json={"scope": "spectator"}), 201)
            bench.ok(bench.client.delete(f"{url}/{issued['token_id']}", headers=bench.creator))
            revoked.append(issued["token"])
        codes = []
        for token in (revoked[0], revoked[4], revoked[5], revoked[-1]):
            answer = bench.client.get(f"/matches/{bench.match_id}/view", headers={"Authorization": f"Bearer {token}"})
            assert answer.status_code == 401, answer.text
            codes.append(answer.json()["code"])
        assert codes == ["invalid_token", "invalid_token", "token_revoked", "token_revoked"], codes
    finally:
        bench.close()
    store = EventStore(StoreConfig(sqlite_path=str(bench.path)))
    try:
        match = MatchRepository(store, Codec({"toy": TOY}), {"toy": TOY}).build(bench.match_id)
        assert match is not None and len(match.retired_tokens) == MAX_RETIRED_TOKENS
    finally:
        store.close()
