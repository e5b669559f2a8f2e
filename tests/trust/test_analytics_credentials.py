"""Analytics hold no credential: no token hash, no invitation hash, anywhere in the DuckDB file.

Matches are created, their tokens rotated, revoked and handed to spectators over HTTP; the analytics
file is then searched, cell by cell and byte by byte, for every hash the event store holds.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import duckdb
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.match_events import MatchCreated, TokenIssued, TokenRevoked
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
    files = [p for p in paths[1].parent.rglob(paths[1].name + "*") if p.is_file()]
    written = b"".join(p.read_bytes() for p in files)
    assert [h for h in hashes if h.encode() in written] == []
    assert [t for t in handed if t.encode() in written] == []


ANALYST = {"Authorization": "Bearer analytics-analyst"}


def log_as(client: Client, mid: str, token: str) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    after = 0
    while True:
        page = client.get(f"/matches/{mid}/events", params={"after": after}, headers=auth(token)).json()
        items += page["items"]
        if page["next_after"] is None:
            return items
        after = page["next_after"]


def rows(client: Client, headers: dict[str, str], sql: str) -> list[list[Any]]:
    response = client.post("/analytics/query", headers=headers, json={"sql": sql})
    assert response.status_code == 200, response.text
    found: list[list[Any]] = response.json()["rows"]
    return found


def test_analysts_see_running_matches_as_the_public_view_and_finished_ones_fully(paths: tuple[Path, Path]) -> None:
    settings = Settings(
        store=StoreConfig(sqlite_path=str(paths[0])),
        admin_token=ADMIN_TOKEN,
        analyst_token="analytics-analyst",
        analytics_path=str(paths[1]),
    )
    with TestClient(create_app(settings, engines={**default_engines(), "toy": TOY})) as client:
        running = client.post("/matches", json={"game": "maeshowe", "options": {}, "seed": 11}).json()
        spectator = client.post(
            f"/matches/{running['match_id']}/tokens",
            headers=auth(running["creator_token"]),
            json={"scope": "spectator"},
        ).json()["token"]
        done = client.post("/matches", json={"game": "toy", "options": {"target": 3}, "seed": 12}).json()
        seat = auth(done["seats"][0]["token"])
        finishing = {"command": {"action": "mark", "amount": 3}}
        assert client.post(f"/matches/{done['match_id']}/commands", headers=seat, json=finishing).status_code == 200
        caught_up(client)

        def events(headers: dict[str, str], mid: str) -> list[tuple[int, str, Any]]:
            sql = f"SELECT version, type, body FROM events WHERE match_id = '{mid}' ORDER BY version"
            return [(v, t, None if b is None else json.loads(b)) for v, t, b in rows(client, headers, sql)]

        public = [(e["version"], e["type"], e["data"]) for e in log_as(client, running["match_id"], spectator)]
        analyst_running = events(ANALYST, running["match_id"])
        admin_running = events(ADMIN, running["match_id"])
        assert analyst_running == [(v, t, None if t.startswith("token_") else b) for v, t, b in public]
        assert admin_running != analyst_running  # the admin's copy holds what the public view hides
        assert events(ANALYST, done["match_id"]) == events(ADMIN, done["match_id"])
        seeds = "SELECT match_id::VARCHAR, seed FROM match_created ORDER BY seed"
        assert dict(rows(client, ANALYST, seeds)) == {running["match_id"]: None, done["match_id"]: 12}
        assert dict(rows(client, ADMIN, seeds)) == {running["match_id"]: 11, done["match_id"]: 12}
        report = client.get("/analytics/reports/win_rate", headers=ANALYST)
        assert report.status_code == 200, report.text
        wrong = client.post("/analytics/query", headers=auth("not-a-token"), json={"sql": "SELECT 1"})
        assert wrong.status_code == 401


def test_the_analytics_status_gives_the_file_path_to_the_admin_only(paths: tuple[Path, Path]) -> None:
    """Issue 35 item 9: an analyst's status told the server's file path; it is the admin's alone."""
    settings = Settings(
        store=StoreConfig(sqlite_path=str(paths[0])),
        admin_token=ADMIN_TOKEN,
        analyst_token="analytics-analyst",
        analytics_path=str(paths[1]),
    )
    with TestClient(create_app(settings, engines={**default_engines(), "toy": TOY})) as client:
        by_admin = client.get("/analytics/status", headers=ADMIN)
        by_analyst = client.get("/analytics/status", headers=auth("analytics-analyst"))
    assert by_admin.status_code == by_analyst.status_code == 200
    assert by_admin.json()["path"] == str(paths[1])
    assert by_analyst.json()["path"] is None
    assert str(paths[1].parent) not in by_analyst.text
