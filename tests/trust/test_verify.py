"""``folie verify`` on a real store: a clean store passes; each kind of corruption is reported for
its match only, with a stable code, and never crashes the command."""

from __future__ import annotations

import sqlite3
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.registry import default_engines
from domain.rng import Rng
from projections.store import EventStore, StoreConfig
from service.app import create_app
from service.cli import main
from service.commands.verify import verify_store
from service.settings import Settings
from tests.trust.play import GAMES, Played, create, play


@pytest.fixture
def played(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[Path, list[Played]]]:
    """Four matches of the registered games, played for a while, then the server stops."""
    monkeypatch.setenv("FOLIE_RATE_LIMIT_IP", "off")
    monkeypatch.setenv("FOLIE_RATE_LIMIT_TOKEN", "off")
    monkeypatch.setenv("FOLIE_ANALYTICS_PROJECTOR", "off")
    path = tmp_path / "events.sqlite"
    app = create_app(Settings(store=StoreConfig(sqlite_path=str(path)), snapshot_every=8))
    matches = []
    with TestClient[Litestar](app) as client:
        for i, (game, options) in enumerate(GAMES):
            match = create(client, game, options, seed=i)
            play(client, match, Rng(i), 25)
            matches.append(match)
    yield path, matches


def verify(path: Path) -> dict[str, str]:
    store = EventStore(StoreConfig(sqlite_path=str(path)))
    try:
        report = verify_store(store, default_engines())
    finally:
        store.close()
    assert report.matches == len(GAMES)
    return {f.match_id: f.code for f in report.findings}


def test_a_clean_store_passes(
    played: tuple[Path, list[Played]], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path, _ = played
    assert verify(path) == {}
    monkeypatch.setenv("FOLIE_DATABASE_URL", f"sqlite:///{path}")
    assert main(["verify"]) == 0
    assert capsys.readouterr().out.startswith(f"OK: {len(GAMES)} matches")


def test_each_corruption_is_reported_for_its_match(
    played: tuple[Path, list[Played]], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path, matches = played
    garbled, gap, alien, orphan = (m.match_id for m in matches[:4])  # the others stay intact
    row = {mid: uuid.UUID(mid).hex for mid in (garbled, gap, alien, orphan)}  # stored as hex
    with sqlite3.connect(path) as db:
        db.execute(
            "UPDATE stored_events SET state = x'c1c1c1' WHERE originator_id = ? AND originator_version = 3",
            (row[garbled],),
        )
        db.execute("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 4", (row[gap],))
        db.execute(
            "UPDATE stored_events SET topic = 'chess/moved@1' WHERE originator_id = ? AND originator_version = 5",
            (row[alien],),
        )
        db.execute("DELETE FROM stored_events WHERE originator_id = ? AND originator_version = 1", (row[orphan],))
        db.execute("DELETE FROM stored_snapshots")
    assert verify(path) == {
        garbled: "undecodable_event",
        gap: "version_gap",
        alien: "undecodable_event",
        orphan: "version_gap",
    }
    monkeypatch.setenv("FOLIE_DATABASE_URL", f"sqlite:///{path}")
    assert main(["verify", "--json"]) == 1
    assert '"code":"version_gap"' in capsys.readouterr().out


def test_a_snapshot_that_disagrees_with_the_history_is_reported(played: tuple[Path, list[Played]]) -> None:
    path, matches = played
    with sqlite3.connect(path) as db:
        rows = db.execute("SELECT originator_id, originator_version FROM stored_snapshots").fetchall()
        assert rows, "the matches were long enough to be snapshotted"
        mid = str(uuid.UUID(rows[0][0]))
        # Give another match this snapshot: it then disagrees with that match's own history.
        other = next(m.match_id for m in matches if m.match_id != mid)
        db.execute("DELETE FROM stored_snapshots WHERE originator_id = ?", (uuid.UUID(other).hex,))
        db.execute(
            "UPDATE stored_snapshots SET originator_id = ? WHERE originator_id = ?", (uuid.UUID(other).hex, rows[0][0])
        )
    codes = verify(path)
    assert codes.get(other) in {"snapshot_mismatch", "snapshot_unusable"}


def test_an_unreachable_store_is_exit_status_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("")
    monkeypatch.setenv("FOLIE_DATABASE_URL", f"sqlite:///{blocker}/events.sqlite")
    assert main(["verify"]) == 2
    assert "cannot open the event store" in capsys.readouterr().err
