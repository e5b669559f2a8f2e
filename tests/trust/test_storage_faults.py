"""A full disk is a 503 with a stable code, logged once, never a 500: real app, real SQLite on a tmpfs.

The app's event store lives on a 4 MiB tmpfs that a filler file makes full; seats play on until the
commits fail with ``ENOSPC``. Every refusal must be a 503 problem (``storage_full``, or
``storage_failed`` where SQLite only says "disk I/O error") that tells the client to retry with the
same ``Idempotency-Key``; the store logs the outage once, without a traceback. Once space is freed,
the refused command retried with its key is applied once, and every acknowledged command is stored.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.conftest import Clock
from tests.support.postgres import Server
from tests.support.said import Said, listening
from tests.support.tmpfs import fill, tmpfs
from tests.support.toy import ENGINE as TOY

Client = TestClient[Litestar]


@pytest.fixture
def said() -> Iterator[Said]:
    """What the service's loggers say (its logging set-up may stop records reaching pytest's)."""
    with listening("folie") as said:
        yield said


@pytest.fixture
def tiny_disk(tmp_path: Path) -> Iterator[Path]:
    with tmpfs(tmp_path / "disk", 4) as disk:
        yield disk


def command(client: Client, mid: str, token: str, key: str) -> Any:
    return client.post(
        f"/matches/{mid}/commands",
        headers={"Authorization": f"Bearer {token}", "Idempotency-Key": key},
        json={"command": {"action": "end_turn"}},
    )


def stored_keys(path: Path, mid: str) -> list[str]:
    store = EventStore(StoreConfig(sqlite_path=str(path)))
    try:
        repo = MatchRepository(store, Codec({"toy": TOY}), {"toy": TOY})
        return [r.key for r in repo.records(mid) if r.key is not None]
    finally:
        store.close()


def test_a_full_disk_answers_503_storage_full_logged_once(tmp_path: Path, tiny_disk: Path, said: Said) -> None:
    path = tiny_disk / "events.sqlite"
    settings = Settings(store=StoreConfig(sqlite_path=str(path)), analytics_path=str(tmp_path / "a.duckdb"))
    app = create_app(settings, engines={"toy": TOY}, clock=Clock())
    acknowledged: list[str] = []
    refused: list[tuple[str, str, Any]] = []
    with TestClient(app) as client:
        created = client.post("/matches", json={"game": "toy", "options": {"target": 1000}, "seed": 3})
        assert created.status_code == 201, created.text
        mid = created.json()["match_id"]
        tokens = [seat["token"] for seat in created.json()["seats"]]
        said.records.clear()  # before the fill: a background write (a checkpoint) may meet the full disk first
        filler = fill(tiny_disk)
        seat = 0
        for _ in range(2000):
            key = uuid.uuid4().hex
            answer = command(client, mid, tokens[seat], key)
            if answer.status_code == 200:
                acknowledged.append(key)
                seat = 1 - seat
                continue
            refused.append((key, tokens[seat], answer))
            if len(refused) == 5:
                break
        assert refused, "the disk never filled up"
        for _, _, answer in refused:
            assert answer.status_code == 503, answer.text
            problem = answer.json()
            assert problem["code"] in ("storage_full", "storage_failed"), problem
            assert "Idempotency-Key" in problem["detail"], problem
            assert answer.headers.get("retry-after"), answer.headers
        assert any(answer.json()["code"] == "storage_full" for _, _, answer in refused), refused[0][2].text
        assert not said.tracebacks(), said.tracebacks()
        outages = [r for r in said.records if r.name == "folie.store" and r.levelno >= logging.ERROR]
        assert len(outages) == 1, [r.getMessage() for r in outages]
        assert str(path) in outages[0].getMessage() and "free" in outages[0].getMessage()
        # Space freed: the first refused command, retried with its key, is applied once; play goes on.
        filler.unlink()
        key, token, _ = refused[0]
        retried = command(client, mid, token, key)
        assert retried.status_code == 200, retried.text
        again = command(client, mid, token, key)
        assert again.status_code == 200 and again.json()["replayed"] is True
        assert again.json()["events"] == retried.json()["events"]
        acknowledged.append(key)
    keys = stored_keys(path, mid)
    assert sorted(set(keys)) == sorted(set(acknowledged)), "an acknowledged command is missing, or more is stored"
    assert len(keys) == len(set(keys)), "a retried command was stored twice"


@pytest.mark.parametrize(("sqlstate", "code"), [("disk_full", "storage_full"), ("io_error", "storage_failed")])
def test_postgres_reporting_a_full_or_failing_disk_is_a_503(
    postgres: Server, tmp_path: Path, said: Said, sqlstate: str, code: str
) -> None:
    settings, schema = postgres.app_settings(tmp_path / "a.duckdb")
    with TestClient(create_app(settings, engines={"toy": TOY}, clock=Clock())) as client:
        created = client.post("/matches", json={"game": "toy", "options": {"target": 1000}, "seed": 3})
        assert created.status_code == 201, created.text
        mid = created.json()["match_id"]
        token = created.json()["seats"][0]["token"]
        with psycopg.connect(postgres.url(), autocommit=True) as con:
            con.execute(
                f"CREATE FUNCTION {schema}.full_disk() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN "
                "RAISE EXCEPTION 'could not extend file \"base/16384/16385\": No space left on device' "
                f"USING ERRCODE = '{sqlstate}'; END $$"
            )
            con.execute(
                f"CREATE TRIGGER full_disk BEFORE INSERT ON {schema}.stored_events "
                f"FOR EACH STATEMENT EXECUTE FUNCTION {schema}.full_disk()"
            )
        said.records.clear()
        refused = [command(client, mid, token, uuid.uuid4().hex) for _ in range(3)]
        for answer in refused:
            assert answer.status_code == 503, answer.text
            assert answer.json()["code"] == code, answer.json()
            assert "Idempotency-Key" in answer.json()["detail"]
        assert not said.tracebacks(), said.tracebacks()
        outages = [r for r in said.records if r.name == "folie.store" and r.levelno >= logging.ERROR]
        assert len(outages) == 1 and postgres.dbname in outages[0].getMessage(), [r.getMessage() for r in outages]
        with psycopg.connect(postgres.url(), autocommit=True) as con:
            con.execute(f"DROP TRIGGER full_disk ON {schema}.stored_events")
        assert command(client, mid, token, uuid.uuid4().hex).status_code == 200
