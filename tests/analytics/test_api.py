"""The analytics routes on the real app: in-process projector, admin token, sandbox, reports, exports."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pyarrow.parquet as pq
import pytest
from litestar.testing import TestClient

from domain.registry import default_engines
from projections.store import StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.conftest import AppFactory
from tests.support.analytics_client import ADMIN, Client, analytics_app, caught_up, query
from tests.support.toy import ENGINE as TOY


@pytest.fixture(scope="module")
def client(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Client]:
    """One app for the module's sandbox and report tests (SQLite; the store matrix is below)."""
    directory = tmp_path_factory.mktemp("analytics-api")
    with TestClient(analytics_app(directory / "events.sqlite", directory / "analytics.duckdb")) as test_client:
        yield test_client


@pytest.fixture
def store_client(make_app: AppFactory, tmp_path: Path) -> Iterator[Client]:
    """An app on each store kind (SQLite, PostgreSQL): the projector follows both."""
    app = make_app(
        {**default_engines(), "toy": TOY},
        admin_token="analytics-admin",
        analytics_path=str(tmp_path / "analytics.duckdb"),
    )
    with TestClient(app) as test_client:
        yield test_client


def play_toy(client: Client) -> str:
    """A toy match with chat, an undo with consent, then played to its end."""
    created = client.post("/matches", json={"game": "toy", "options": {"target": 6}, "seed": 3}).json()
    mid = created["match_id"]
    seats = [{"Authorization": f"Bearer {s['token']}"} for s in created["seats"]]

    def send(seat: int, body: dict[str, Any]) -> None:
        response = client.post(f"/matches/{mid}/commands", headers=seats[seat], json={"command": body})
        assert response.status_code == 200, response.text

    send(0, {"action": "end_turn"})
    send(1, {"action": "mark", "amount": 3})
    assert (
        client.post(f"/matches/{mid}/undo", headers=seats[0], json={"to_version": 2}).json()["outcome"] == "requested"
    )
    assert (
        client.post(f"/matches/{mid}/undo/answer", headers=seats[1], json={"accept": True}).json()["outcome"]
        == "undone"
    )
    assert client.post(f"/matches/{mid}/chat", headers=seats[0], json={"text": "again"}).status_code == 201
    send(0, {"action": "mark", "amount": 3})
    send(0, {"action": "end_turn"})
    send(1, {"action": "mark", "amount": 3})
    return str(mid)


def test_played_matches_reach_the_analytics_in_process(store_client: Client) -> None:
    client = store_client
    mid = play_toy(client)
    status = caught_up(client)
    assert status["running"] and status["mode"] == "inprocess" and status["error"] is None
    match = query(client, f"SELECT result, reason, undos, chat_lines, source FROM matches WHERE match_id = '{mid}'")
    assert match.status_code == 200, match.text
    assert match.json()["rows"] == [["won", "target_reached", 1, 1, "play"]]
    undos = query(client, f"SELECT kind, seat, to_version FROM undos WHERE match_id = '{mid}' ORDER BY version").json()
    assert undos["rows"] == [["requested", 0, 2], ["accepted", 1, None], ["undone", 0, 2]]
    chat = query(client, f"SELECT seat, text, channel FROM chat WHERE match_id = '{mid}'").json()
    assert chat["rows"] == [[0, "again", "table"]]
    seats = query(client, f"SELECT seat, won, commands FROM seats WHERE match_id = '{mid}' ORDER BY seat").json()
    assert seats["rows"] == [[0, True, 2], [1, True, 1]]
    events = query(client, f"SELECT count(*) FROM events WHERE match_id = '{mid}'").json()
    stored = client.get(f"/matches/{mid}/events", headers=ADMIN, params={"limit": 500}).json()["items"]
    assert events["rows"] == [[len(stored)]]


@pytest.mark.parametrize(
    ("sql", "status", "code"),
    [
        ("COPY events TO 'out.csv'", 403, "statement_not_allowed"),
        ("ATTACH 'other.db' AS other", 403, "statement_not_allowed"),
        ("INSTALL httpfs", 403, "statement_not_allowed"),
        ("LOAD parquet", 403, "statement_not_allowed"),
        ("SELECT * FROM read_csv('/etc/passwd')", 403, "function_not_allowed"),
        ("SELECT * FROM read_parquet('var/*.parquet')", 403, "function_not_allowed"),
        ("SELECT * FROM '/etc/passwd'", 403, "table_not_allowed"),
        ("SELECT * FROM glob('/*')", 403, "function_not_allowed"),
        ("SELECT * FROM query('DROP TABLE events')", 403, "function_not_allowed"),
        ("PRAGMA database_list", 403, "statement_not_allowed"),
        ("SET enable_external_access = true", 403, "statement_not_allowed"),
        ("RESET lock_configuration", 403, "statement_not_allowed"),
        ("SELECT current_setting('memory_limit')", 403, "function_not_allowed"),
        ("SELECT getenv('HOME')", 403, "function_not_allowed"),
        ("SELECT * FROM duckdb_settings()", 403, "function_not_allowed"),
        ("SHOW DATABASES", 403, "statement_not_allowed"),
        ("SELECT * FROM system.main.duckdb_tables", 403, "database_not_allowed"),
        ("CREATE TABLE x AS SELECT 1", 403, "statement_not_allowed"),
        ("INSERT INTO chat (match_id, version) VALUES (uuid(), 1)", 403, "statement_not_allowed"),
        ("DELETE FROM events", 403, "statement_not_allowed"),
        ("UPDATE seats SET won = true", 403, "statement_not_allowed"),
        ("DROP TABLE events", 403, "statement_not_allowed"),
        ("CHECKPOINT", 403, "statement_not_allowed"),
        ("EXPORT DATABASE 'dump'", 403, "statement_not_allowed"),
        ("SELECT 1; DELETE FROM events", 422, "one_statement_only"),
        ("SELECT " + "(" * 100 + "1" + ")" * 100, 422, "query_too_deep"),
        ("SELECT 1" + " + 1" * 3000, 400, "syntax_error"),
        ("SELECT FROM WHERE", 400, "syntax_error"),
        ("SELECT no_such_column FROM matches", 400, "query_failed"),
        ("SELECT count(*) FROM range(100000000000)", 504, "query_timeout"),
    ],
)
def test_refused_statements_are_clear_problems(client: Client, sql: str, status: int, code: str) -> None:
    response = query(client, sql, timeout_s=0.5)
    assert response.status_code == status, response.text
    assert response.headers["content-type"].startswith("application/problem+json")
    assert response.json()["code"] == code


def test_limits_and_tokens(client: Client) -> None:
    huge = client.post("/analytics/query", headers=ADMIN, json={"sql": "SELECT 1 " + "-" * 30_000})
    assert huge.status_code == 400 and huge.json()["code"] == "invalid_body"
    limited = query(client, "SELECT * FROM range(50)", limit=7).json()
    assert len(limited["rows"]) == 7 and limited["truncated"] is True
    assert client.post("/analytics/query", json={"sql": "SELECT 1"}).status_code == 401
    wrong = client.post("/analytics/query", headers={"Authorization": "Bearer nope"}, json={"sql": "SELECT 1"})
    assert wrong.status_code == 401 and wrong.json()["code"] == "invalid_token"
    tables = {row[0] for row in query(client, "SHOW TABLES").json()["rows"]}
    assert {"events", "match_created", "match_results", "seats", "undos", "chat", "maeshowe_match_stats"} <= tables


def test_analytics_need_an_admin_token(make_app: AppFactory, tmp_path: Path) -> None:
    app = make_app({"toy": TOY}, analytics_path=str(tmp_path / "a.duckdb"))
    with TestClient(app) as client:
        anonymous = client.post("/analytics/query", json={"sql": "SELECT 1"})
        assert anonymous.status_code == 401 and anonymous.json()["code"] == "invalid_token"
        response = client.post("/analytics/query", headers=ADMIN, json={"sql": "SELECT 1"})
        assert response.status_code == 403 and response.json()["code"] == "analytics_disabled"


def test_reports_and_exports_over_http(client: Client) -> None:
    mid = play_toy(client)
    caught_up(client)
    listed = client.get("/analytics/reports", headers=ADMIN).json()
    assert {r["name"] for r in listed} == {
        "win_rate",
        "match_length",
        "lengths",
        "phase_length",
        "losses",
        "lift",
        "compare",
        "missions",
        "objectives",
        "defeats",
        "breakdown",
    }
    win = client.get("/analytics/reports/win_rate", headers=ADMIN, params={"game": "toy"}).json()
    played = query(client, "SELECT count(*) FROM matches WHERE game = 'toy' AND finished").json()["rows"][0][0]
    row = dict(zip(win["columns"], win["rows"][0], strict=True))
    assert [row[c] for c in ("game", "players", "difficulty", "variant", "source", "matches", "won")] == [
        "toy",
        2,
        "-",
        "-",
        "play",
        played,
        played,
    ]
    bots = client.get("/analytics/reports/win_rate", headers=ADMIN, params={"source": "simulation:heuristic"})
    assert bots.status_code == 200 and bots.json()["rows"] == []
    unknown = client.get("/analytics/reports/win_rate", headers=ADMIN, params={"game": "chess"})
    assert unknown.status_code == 404 and unknown.json()["code"] == "game_not_found"
    assert "toy" in unknown.json()["detail"]
    png = client.get("/analytics/reports/match_length/png", headers=ADMIN)
    assert png.status_code == 200 and png.content.startswith(b"\x89PNG")
    page = client.get("/analytics/reports/losses/html", headers=ADMIN)
    assert page.status_code == 200 and "<table>" in page.text
    missing = client.get("/analytics/reports/nope", headers=ADMIN)
    assert missing.status_code == 404 and missing.json()["code"] == "report_not_found"
    needs = client.get("/analytics/reports/breakdown", headers=ADMIN, params={"game": "toy"})
    assert needs.status_code == 422 and needs.json()["code"] == "missing_parameter"
    lines = client.get("/analytics/export/ndjson", headers=ADMIN, params={"game": "toy"}).text.splitlines()
    assert len(lines) == played and any(mid in line for line in lines)
    assert all('"type":"match_created"' in line for line in lines)
    month = query(client, "SELECT strftime(created_at, '%Y-%m') FROM matches").json()["rows"][0][0]
    parquet = client.get("/analytics/export/parquet/events", headers=ADMIN, params={"game": "toy", "month": month})
    assert parquet.status_code == 200 and parquet.content[:4] == b"PAR1"
    every = client.get("/analytics/export/parquet/matches", headers=ADMIN, params={"game": "toy"})  # issue 37 item 7
    assert every.status_code == 200 and every.content[:4] == b"PAR1"
    table = pq.read_table(io.BytesIO(every.content))
    assert table.num_rows == played and "month" in table.column_names


def test_stand_in_play_is_projected_per_seat(store_client: Client) -> None:
    """Designers must tell bot play from player play: each stand-in span of a finished match is a
    ``stand_ins`` row (seat, bot, from which version to which, how many commands it decided)."""
    created = store_client.post(
        "/matches",
        json={"game": "toy", "options": {"seats": 2, "target": 60}, "seed": 5, "stand_ins": {"1": "random"}},
    ).json()
    mid = created["match_id"]
    seats = [{"Authorization": f"Bearer {seat['token']}"} for seat in created["seats"]]
    creator = {"Authorization": f"Bearer {created['creator_token']}"}
    handed_back = False
    for turns_ended in range(300):
        summary = store_client.get(f"/matches/{mid}").json()
        if summary["status"]["finished"]:
            break
        if not handed_back and turns_ended >= 2:  # the stand-in has played two turns: its player is back
            assert store_client.delete(f"/matches/{mid}/seats/1/stand-in", headers=creator).json()["changed"]
            handed_back = True
        seat = summary["status"]["to_act"][0]
        for body in ({"action": "mark", "amount": 3}, {"action": "end_turn"}):  # one turn of a player
            sent = store_client.post(f"/matches/{mid}/commands", headers=seats[seat], json={"command": body})
            assert sent.status_code == 200, sent.text
            if sent.json()["view"]["status"]["finished"]:
                break
    assert summary["status"]["finished"] and handed_back
    log = store_client.get(f"/matches/{mid}/events", headers=seats[0], params={"limit": 500}).json()["items"]
    acted = sum(1 for e in log if e["type"] == "stand_in_acted")
    ended_at = next(e["version"] for e in log if e["type"] == "stand_in_ended")
    caught_up(store_client)
    rows = query(
        store_client, f"SELECT seat, bot, until_version, commands FROM stand_ins WHERE match_id = '{mid}'"
    ).json()["rows"]
    assert rows == [[1, "random", ended_at, acted]] and acted > 0


def test_a_malformed_snapshot_age_is_a_clear_503(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FOLIE_ANALYTICS_SNAPSHOT_AGE", "soon")
    settings = Settings(
        store=StoreConfig(sqlite_path=str(tmp_path / "events.sqlite")),
        admin_token="analytics-admin",
        analytics_path=str(tmp_path / "analytics.duckdb"),
    )
    with TestClient(create_app(settings, engines=default_engines())) as client:
        status = client.get("/analytics/status", headers=ADMIN)
        assert status.status_code == 503
        assert "FOLIE_ANALYTICS_SNAPSHOT_AGE" in status.json()["detail"]
        assert client.get("/readyz").status_code == 200


def test_exports_answer_problems_never_500(client: Client) -> None:
    play_toy(client)
    caught_up(client)
    unknown = client.get("/analytics/export/ndjson", headers=ADMIN, params={"game": "chess"})
    assert unknown.status_code == 404 and unknown.json()["code"] == "game_not_found"
    assert "toy" in unknown.json()["detail"]
    parquet = client.get(
        "/analytics/export/parquet/matches", headers=ADMIN, params={"game": "chess", "month": "2026-01"}
    )
    assert parquet.status_code == 404 and parquet.json()["code"] == "game_not_found"
    month = client.get("/analytics/export/ndjson", headers=ADMIN, params={"game": "toy", "month": "1999-01"})
    assert month.status_code == 200 and month.text == ""
