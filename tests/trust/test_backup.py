"""Backup and restore, exactly as docs/trust.md tells operators, while the server writes.

SQLite: the documented online-backup snippet is read from docs/trust.md and run against the live file
while a client plays; the copy passes ``folie verify``, holds a prefix of every match, and a server
started on it serves the matches. PostgreSQL: ``pg_dump --format=custom --schema`` then
``pg_restore`` into a new database, with the test cluster's own binaries; the restored store is
event-for-event identical and passes ``folie verify``.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import threading
import uuid
from pathlib import Path
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.registry import default_engines
from domain.rng import Rng
from projections.store import EventStore, StoreConfig
from service.app import create_app
from service.commands.verify import verify_store
from service.settings import Settings
from tests.support.postgres import Server, _bindir
from tests.trust.play import GAMES, Played, auth, create, play

DOC = Path(__file__).resolve().parents[2] / "docs" / "trust.md"


@pytest.fixture(autouse=True)
def quiet(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOLIE_RATE_LIMIT_IP", "off")
    monkeypatch.setenv("FOLIE_RATE_LIMIT_TOKEN", "off")
    monkeypatch.setenv("FOLIE_ANALYTICS_PROJECTOR", "off")


def documented_sqlite_backup() -> str:
    text = DOC.read_text()
    section = text[text.index("### SQLite") :]
    found = re.search(r"```python\n(.*?)```", section, re.S)
    assert found, "docs/trust.md has the SQLite backup snippet"
    return found.group(1)


def stored(config: StoreConfig, match_id: str) -> list[tuple[int, str, bytes]]:
    store = EventStore(config)
    try:
        return [(r.originator_version, r.topic, r.state) for r in store.select(uuid.UUID(match_id))]
    finally:
        store.close()


def verified(config: StoreConfig) -> int:
    store = EventStore(config)
    try:
        report = verify_store(store, default_engines())
    finally:
        store.close()
    assert report.ok, report.findings
    return report.matches


def test_sqlite_online_backup_while_writing_and_restore(tmp_path: Path) -> None:
    live = tmp_path / "live.sqlite"
    copy = tmp_path / "backup.sqlite"
    app = create_app(Settings(store=StoreConfig(sqlite_path=str(live)), snapshot_every=10))
    with TestClient[Litestar](app) as client:
        matches = [create(client, game, options, seed=i) for i, (game, options) in enumerate(GAMES)]
        for i, played in enumerate(matches):
            play(client, played, Rng(i), 5)
        writer = threading.Thread(target=lambda: [play(client, m, Rng(7), 15) for m in matches])
        writer.start()
        exec(documented_sqlite_backup(), {"SOURCE": str(live), "TARGET": str(copy)})
        writer.join()
    live_config, copy_config = StoreConfig(sqlite_path=str(live)), StoreConfig(sqlite_path=str(copy))
    assert verified(copy_config) == len(GAMES)
    for played in matches:
        then, now = stored(copy_config, played.match_id), stored(live_config, played.match_id)
        assert then and then == now[: len(then)], "the backup holds a consistent prefix of each match"

    restored = tmp_path / "restored.sqlite"
    shutil.copy(copy, restored)
    app = create_app(Settings(store=StoreConfig(sqlite_path=str(restored))))
    with TestClient[Litestar](app) as client:
        for played in matches:
            view = client.get(f"/matches/{played.match_id}/view", headers=auth(played.tokens[0]))
            assert view.status_code == 200 and view.json()["version"] == len(stored(copy_config, played.match_id))


@pytest.mark.postgres
def test_pg_dump_and_pg_restore(postgres: Server, tmp_path: Path) -> None:
    bindir = _bindir()
    assert bindir is not None
    schema = "bk_" + uuid.uuid4().hex[:10]
    base: dict[str, Any] = {
        "dbname": postgres.dbname,
        "host": postgres.host,
        "port": str(postgres.port),
        "user": postgres.user,
        "password": postgres.password,
    }
    config = StoreConfig(kind="postgres", postgres={**base, "schema": schema})
    matches: list[Played] = []
    with TestClient[Litestar](create_app(Settings(store=config))) as client:
        for i, (game, options) in enumerate(GAMES):
            matches.append(create(client, game, options, seed=i))
            play(client, matches[-1], Rng(i), 10)
    env = {**os.environ, "PGPASSWORD": postgres.password}
    dump = tmp_path / "folie.dump"
    source = f"postgresql://{postgres.user}@{postgres.host}:{postgres.port}/{postgres.dbname}"
    subprocess.run(
        [str(bindir / "pg_dump"), "--format=custom", f"--schema={schema}", f"--file={dump}", source],
        check=True,
        env=env,
        capture_output=True,
    )
    target_db = "restored_" + uuid.uuid4().hex[:8]
    import psycopg

    with psycopg.connect(postgres.url(), autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{target_db}" TEMPLATE template0')
    target = f"postgresql://{postgres.user}@{postgres.host}:{postgres.port}/{target_db}"
    subprocess.run(
        [str(bindir / "pg_restore"), "--no-owner", f"--dbname={target}", str(dump)],
        check=True,
        env=env,
        capture_output=True,
    )
    restored = StoreConfig(kind="postgres", postgres={**base, "dbname": target_db, "schema": schema})
    assert verified(restored) == len(GAMES)
    for played in matches:
        assert stored(restored, played.match_id) == stored(config, played.match_id)
