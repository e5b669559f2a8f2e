"""Analytics hold no credential: no token hash, no invitation hash, anywhere in the DuckDB file.

Matches are created, their tokens rotated, revoked and handed to spectators over HTTP; the analytics
file is then searched, cell by cell and byte by byte, for every hash the event store holds.
"""

from __future__ import annotations

import time
from pathlib import Path

import duckdb
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.match import MatchCreated, TokenIssued, TokenRevoked
from domain.registry import default_engines
from projections.codec import Codec
from projections.store import EventStore, StoreConfig
from service.app import create_app
from service.auth import token_hash
from service.settings import Settings
from tests.support.toy import ENGINE as TOY

Client = TestClient[Litestar]
ADMIN_TOKEN = "analytics-admin"
ADMIN = {"Authorization": f"Bearer {ADMIN_TOKEN}"}


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def paths(tmp_path: Path) -> tuple[Path, Path]:
    return tmp_path / "events.sqlite", tmp_path / "analytics.duckdb"


def app(paths: tuple[Path, Path]) -> Litestar:
    settings = Settings(
        store=StoreConfig(sqlite_path=str(paths[0])), admin_token=ADMIN_TOKEN, analytics_path=str(paths[1])
    )
    return create_app(settings, engines={**default_engines(), "toy": TOY})


def caught_up(client: Client, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while client.get("/analytics/status", headers=ADMIN).json()["lag"] != 0:
        assert time.monotonic() < deadline, "the projector did not catch up"
        time.sleep(0.05)


def play_with_tokens(client: Client) -> list[str]:
    """Two toy matches (one finished, one running) whose tokens are rotated, revoked and added to;
    returns every token the API handed out."""
    handed: list[str] = []
    for finish in (True, False):
        created = client.post("/matches", json={"game": "toy", "options": {"target": 3}}).json()
        mid, creator = created["match_id"], created["creator_token"]
        handed += [s["token"] for s in created["seats"]] + [creator]
        rotated = client.post(f"/matches/{mid}/tokens", headers=auth(creator), json={"scope": "seat", "seat": 0})
        spectator = client.post(f"/matches/{mid}/tokens", headers=auth(creator), json={"scope": "spectator"})
        assert rotated.status_code == spectator.status_code == 201
        handed += [rotated.json()["token"], spectator.json()["token"]]
        revoked = client.delete(f"/matches/{mid}/tokens/{spectator.json()['token_id']}", headers=auth(creator))
        assert revoked.status_code == 200
        seats = [rotated.json()["token"], created["seats"][1]["token"]]
        if finish:
            for seat, body in [(0, {"action": "mark", "amount": 3})]:
                sent = client.post(f"/matches/{mid}/commands", headers=auth(seats[seat]), json={"command": body})
                assert sent.status_code == 200, sent.text
    return handed


def stored_hashes(events: Path) -> set[str]:
    """Every credential hash in the event store (seat, creator, issued and revoked tokens, invitations)."""
    store = EventStore(StoreConfig(sqlite_path=str(events)))
    codec = Codec({**default_engines(), "toy": TOY})
    hashes: set[str] = set()
    try:
        for note in store.notifications(1, 10_000):
            event = codec.decode(note.originator_version, note.topic, note.state).event
            if isinstance(event, MatchCreated):
                hashes.update(event.seat_tokens)
                hashes.add(event.creator_token)
                hashes.update(getattr(event, "invitations", []) or [])
            elif isinstance(event, TokenIssued | TokenRevoked):
                hashes.add(event.token_hash)
    finally:
        store.close()
    return {h for h in hashes if h}


def every_cell(path: Path) -> str:
    con = duckdb.connect(str(path), read_only=True)
    try:
        tables = [row[0] for row in con.execute("SELECT table_name FROM duckdb_tables()").fetchall()]
        return "\n".join(repr(con.execute(f'SELECT * FROM "{table}"').fetchall()) for table in tables)
    finally:
        con.close()


def test_no_credential_reaches_the_analytics_file(paths: tuple[Path, Path]) -> None:
    with TestClient(app(paths)) as client:
        handed = play_with_tokens(client)
        caught_up(client)
        rows = client.post("/analytics/query", headers=ADMIN, json={"sql": "SELECT count(*) FROM events"}).json()
        assert rows["rows"][0][0] > 10
    hashes = stored_hashes(paths[0]) | {token_hash(token) for token in handed}
    assert len(hashes) >= 10  # the test sees the credentials it looks for
    cells = every_cell(paths[1])
    assert "token_issued" in cells  # the rows are there, their hashes are not
    assert [h for h in hashes if h in cells or h[:16] in cells] == []
    written = b"".join(p.read_bytes() for p in paths[1].parent.glob(paths[1].name + "*"))
    assert [h for h in hashes if h.encode() in written] == []
    assert [t for t in handed if t.encode() in written] == []
