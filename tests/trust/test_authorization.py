"""The authorisation matrix: every operation of the API x every kind of token, with the exact status.

Each cell runs on a fresh three-seat toy match where seat 0 has just played (so it may undo), seat 2's
first token was replaced (its holder is "revoked") and its replacement has expired. A completeness test
reads the served OpenAPI document, so an operation added later fails here until its row is written.
Along the way every log line and everything written to stdout/stderr is checked for tokens and hashes.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.registry import default_engines
from projections.store import StoreConfig
from service.app import create_app
from service.auth import token_hash
from service.settings import Settings
from tests.conftest import Clock
from tests.support.toy import ENGINE as TOY
from tests.trust import figures

Client = TestClient[Litestar]
ADMIN = "admin-" + "x" * 40
KINDS = ("none", "wrong_match", "seat", "other_seat", "revoked", "expired", "spectator", "creator", "admin")


@dataclass
class Cell:
    """A match prepared for one request, and the tokens of every kind."""

    match_id: str
    tokens: dict[str, str | None]
    victim: str
    """The ``token_id`` of a spectator token the revoke operation may target."""
    secrets: list[str]


@pytest.fixture
def client(tmp_path: Path, clock: Clock, monkeypatch: pytest.MonkeyPatch) -> Iterator[Client]:
    monkeypatch.setenv("FOLIE_RATE_LIMIT_IP", "off")
    monkeypatch.setenv("FOLIE_RATE_LIMIT_TOKEN", "off")
    settings = Settings(store=StoreConfig(sqlite_path=str(tmp_path / "events.sqlite")), admin_token=ADMIN)
    app = create_app(settings, engines={**default_engines(), "toy": TOY}, clock=clock)
    with TestClient(app) as test_client:
        yield test_client


def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def prepare(client: Client, clock: Clock) -> Cell:
    other = client.post("/matches", json={"game": "toy", "options": {"seats": 3, "target": 100}}).json()
    created = client.post("/matches", json={"game": "toy", "options": {"seats": 3, "target": 100}}).json()
    mid, creator = created["match_id"], created["creator_token"]
    seats = [s["token"] for s in created["seats"]]
    played = client.post(
        f"/matches/{mid}/commands", headers=auth(seats[0]), json={"command": {"action": "mark", "amount": 1}}
    )
    assert played.status_code == 200, played.text
    rotated = client.post(
        f"/matches/{mid}/tokens", headers=auth(creator), json={"scope": "seat", "seat": 2, "ttl_seconds": 60}
    )
    assert rotated.status_code == 201, rotated.text
    spectator = client.post(f"/matches/{mid}/tokens", headers=auth(creator), json={"scope": "spectator"}).json()
    victim = client.post(f"/matches/{mid}/tokens", headers=auth(creator), json={"scope": "spectator"}).json()
    clock.advance(61)
    tokens: dict[str, str | None] = {
        "none": None,
        "wrong_match": other["seats"][0]["token"],
        "seat": seats[0],
        "other_seat": seats[1],
        "revoked": seats[2],
        "expired": rotated.json()["token"],
        "spectator": spectator["token"],
        "creator": creator,
        "admin": ADMIN,
    }
    every = [t for t in tokens.values() if t] + [victim["token"], other["creator_token"]]
    return Cell(mid, tokens, victim["token_id"], every)


Request = Callable[[Client, Cell, dict[str, str]], Any]


async def first_status(app: Litestar, url: str, headers: dict[str, str]) -> int:
    """The status of a streaming GET, then hang up (a live stream never ends by itself)."""
    path, _, query = url.partition("?")
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "GET",
        "scheme": "http",
        "path": path,
        "raw_path": path.encode(),
        "query_string": query.encode(),
        "root_path": "",
        "headers": [(k.lower().encode(), v.encode()) for k, v in headers.items()],
        "client": ("127.0.0.1", 1),
        "server": ("testserver", 80),
        "state": {},
    }
    started: asyncio.Future[int] = asyncio.get_running_loop().create_future()
    hang_up = asyncio.Event()
    requested = False

    async def receive() -> dict[str, Any]:
        nonlocal requested
        if not requested:
            requested = True
            return {"type": "http.request", "body": b"", "more_body": False}
        await hang_up.wait()
        return {"type": "http.disconnect"}

    async def send(message: Any) -> None:
        if message["type"] == "http.response.start" and not started.done():
            started.set_result(message["status"])

    task = asyncio.ensure_future(app(scope, receive, send))  # type: ignore[arg-type]
    status = await asyncio.wait_for(started, 10)
    hang_up.set()
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError, Exception):
        await task
    return status


def call(method: str, path: str, body: Any = None) -> Request:
    def run(client: Client, cell: Cell, headers: dict[str, str]) -> Any:
        url = path.format(mid=cell.match_id, victim=cell.victim)
        if method == "STREAM":
            return client.blocking_portal.call(first_status, client.app, url, headers)
        return client.request(method, url, headers=headers, json=body).status_code

    return run


def row(**codes: int) -> dict[str, int]:
    """Expected status per token kind; ``default`` fills the kinds not named."""
    default = codes.pop("default", 0)
    out = {kind: codes.get(kind, default) for kind in KINDS}
    assert all(out.values()), codes
    return out


PUBLIC = row(default=200)
ADMIN_ONLY = row(default=401, admin=200)
READ = row(default=200, wrong_match=401, revoked=401, expired=401)
SEAT_ONLY = {
    "none": 401,
    "wrong_match": 401,
    "revoked": 401,
    "expired": 401,
    "spectator": 403,
    "creator": 403,
    "admin": 403,
}
MANAGE = {
    "none": 401,
    "wrong_match": 401,
    "revoked": 401,
    "expired": 401,
    "seat": 403,
    "other_seat": 403,
    "spectator": 403,
}

MATRIX: dict[tuple[str, str], tuple[Request, dict[str, int]]] = {
    ("GET", "/games"): (call("GET", "/games"), PUBLIC),
    ("GET", "/games/{game_id}"): (call("GET", "/games/toy"), PUBLIC),
    ("POST", "/matches"): (call("POST", "/matches", {"game": "toy"}), row(default=201)),
    ("GET", "/matches/{match_id}"): (call("GET", "/matches/{mid}"), PUBLIC),
    ("GET", "/matches/{match_id}/spectate"): (call("GET", "/matches/{mid}/spectate"), PUBLIC),
    ("GET", "/matches/{match_id}/view"): (call("GET", "/matches/{mid}/view"), READ),
    ("GET", "/matches/{match_id}/events"): (call("GET", "/matches/{mid}/events"), READ),
    ("GET", "/matches/{match_id}/events/stream"): (call("STREAM", "/matches/{mid}/events/stream"), READ),
    ("GET", "/matches/{match_id}/replay"): (call("GET", "/matches/{mid}/replay?version=2"), READ),
    ("POST", "/matches/{match_id}/stream-tickets"): (  # any token that reads the stream; none: nothing to ticket
        call("POST", "/matches/{mid}/stream-tickets"),
        row(default=201, none=401, wrong_match=401, revoked=401, expired=401),
    ),
    ("GET", "/matches/{match_id}/chat"): (call("GET", "/matches/{mid}/chat"), READ),
    ("POST", "/matches/{match_id}/commands"): (
        call("POST", "/matches/{mid}/commands", {"command": {"action": "mark", "amount": 1}}),
        row(**SEAT_ONLY, seat=200, other_seat=409),
    ),
    ("POST", "/matches/{match_id}/undo"): (
        call("POST", "/matches/{mid}/undo", {}),
        row(**SEAT_ONLY, seat=200, other_seat=409),
    ),
    ("POST", "/matches/{match_id}/undo/answer"): (
        call("POST", "/matches/{mid}/undo/answer", {"accept": True}),
        row(**SEAT_ONLY, seat=409, other_seat=409),
    ),
    ("POST", "/matches/{match_id}/chat"): (
        call("POST", "/matches/{mid}/chat", {"text": "hello"}),
        row(**SEAT_ONLY, seat=201, other_seat=201),
    ),
    ("GET", "/matches/{match_id}/tokens"): (
        call("GET", "/matches/{mid}/tokens"),
        row(**MANAGE, creator=200, admin=200),
    ),
    ("POST", "/matches/{match_id}/tokens"): (
        call("POST", "/matches/{mid}/tokens", {"scope": "spectator"}),
        row(**MANAGE, creator=201, admin=201),
    ),
    ("DELETE", "/matches/{match_id}/tokens/{token_id}"): (
        call("DELETE", "/matches/{mid}/tokens/{victim}"),
        row(**MANAGE, creator=200, admin=200),
    ),
    ("POST", "/matches/{match_id}/join"): (  # the invitation is the credential: a bearer token adds nothing
        call("POST", "/matches/{mid}/join", {"invitation": "not-an-invitation"}),
        row(default=404),
    ),
    ("GET", "/matches/{match_id}/invitations"): (
        call("GET", "/matches/{mid}/invitations"),
        row(**MANAGE, creator=200, admin=200),
    ),
    ("POST", "/matches/{match_id}/invitations"): (
        call("POST", "/matches/{mid}/invitations", {"seat": 1}),
        row(**MANAGE, creator=201, admin=201),
    ),
    ("PUT", "/matches/{match_id}/seats/{seat}/stand-in"): (
        call("PUT", "/matches/{mid}/seats/1/stand-in", {"bot": "random"}),
        row(**MANAGE, creator=200, admin=200),
    ),
    ("DELETE", "/matches/{match_id}/seats/{seat}/stand-in"): (
        call("DELETE", "/matches/{mid}/seats/1/stand-in"),
        row(**MANAGE, creator=200, admin=200),
    ),
    ("GET", "/analytics/status"): (call("GET", "/analytics/status"), ADMIN_ONLY),
    ("GET", "/analytics/reports"): (call("GET", "/analytics/reports"), ADMIN_ONLY),
    ("GET", "/analytics/reports/{name}"): (call("GET", "/analytics/reports/win_rate"), ADMIN_ONLY),
    ("GET", "/analytics/reports/{name}/html"): (call("GET", "/analytics/reports/win_rate/html"), ADMIN_ONLY),
    ("GET", "/analytics/reports/{name}/png"): (call("GET", "/analytics/reports/win_rate/png"), ADMIN_ONLY),
    ("GET", "/analytics/export/ndjson"): (call("GET", "/analytics/export/ndjson"), ADMIN_ONLY),
    ("GET", "/analytics/export/parquet/{table}"): (
        call("GET", "/analytics/export/parquet/matches?game=maeshowe&month=2027-01"),
        ADMIN_ONLY,
    ),
    ("POST", "/analytics/query"): (call("POST", "/analytics/query", {"sql": "select 1"}), ADMIN_ONLY),
    ("GET", "/healthz"): (call("GET", "/healthz"), PUBLIC),
    ("GET", "/readyz"): (call("GET", "/readyz"), PUBLIC),
    ("GET", "/version"): (call("GET", "/version"), PUBLIC),
    ("GET", "/metrics"): (call("GET", "/metrics"), PUBLIC),
}


def test_the_matrix_covers_every_operation(client: Client) -> None:
    document = client.get("/schema/openapi.json").json()
    served = {
        (method.upper(), path)
        for path, item in document["paths"].items()
        for method in item
        if method in {"get", "post", "put", "patch", "delete"}
    }
    missing = served - set(MATRIX)
    assert not missing, f"add these operations to the authorisation matrix: {sorted(missing)}"


def test_every_operation_answers_every_kind_of_token_exactly(
    client: Client, clock: Clock, caplog: pytest.LogCaptureFixture, capfd: pytest.CaptureFixture[str]
) -> None:
    caplog.set_level(logging.DEBUG)
    failures = []
    secrets: set[str] = {ADMIN}
    for operation, (request, expected) in sorted(MATRIX.items()):
        for kind in KINDS:
            cell = prepare(client, clock)
            secrets.update(cell.secrets)
            status = request(client, cell, auth(cell.tokens[kind]))
            figures.add("authorization.cells")
            if status != expected[kind]:
                failures.append(f"{operation} with {kind}: {status}, expected {expected[kind]}")
    assert not failures, "\n".join(failures)
    out, err = capfd.readouterr()
    logged = "\n".join(record.getMessage() for record in caplog.records) + out + err
    for secret in secrets:
        assert secret not in logged and token_hash(secret) not in logged, "a token reached the logs"


def test_rotation_revocation_and_expiry_take_effect_at_once(client: Client, clock: Clock) -> None:
    created = client.post("/matches", json={"game": "toy", "options": {"seats": 2}}).json()
    mid, creator = created["match_id"], created["creator_token"]
    old = created["seats"][0]["token"]
    listed = client.get(f"/matches/{mid}/tokens", headers=auth(creator)).json()["items"]
    assert [(t["scope"], t["seat"]) for t in listed] == [("seat", 0), ("seat", 1), ("creator", None)]
    assert all(old not in str(t) and token_hash(old) != t["token_id"] for t in listed)

    new = client.post(f"/matches/{mid}/tokens", headers=auth(creator), json={"scope": "seat", "seat": 0}).json()
    assert len(new["token"]) >= 43 and new["token"] != old
    refused = client.get(f"/matches/{mid}/view", headers=auth(old))
    assert refused.status_code == 401 and refused.json()["code"] == "token_revoked"
    assert client.get(f"/matches/{mid}/view", headers=auth(new["token"])).json()["seat"] == 0

    client.delete(f"/matches/{mid}/tokens/{new['token_id']}", headers=auth(creator))
    assert client.get(f"/matches/{mid}/view", headers=auth(new["token"])).json()["code"] == "token_revoked"
    acting = client.post(f"/matches/{mid}/commands", headers=auth(new["token"]), json={"command": {"action": "draw"}})
    assert acting.status_code == 401

    short = client.post(
        f"/matches/{mid}/tokens", headers=auth(creator), json={"scope": "seat", "seat": 0, "ttl_seconds": 30}
    ).json()
    assert client.get(f"/matches/{mid}/view", headers=auth(short["token"])).status_code == 200
    clock.advance(31)
    expired = client.get(f"/matches/{mid}/view", headers=auth(short["token"]))
    assert expired.status_code == 401 and expired.json()["code"] == "token_expired"

    rotated = client.post(f"/matches/{mid}/tokens", headers=auth(creator), json={"scope": "creator"}).json()
    assert client.get(f"/matches/{mid}/tokens", headers=auth(creator)).json()["code"] == "token_revoked"
    assert client.get(f"/matches/{mid}/tokens", headers=auth(rotated["token"])).status_code == 200
    log = client.get(f"/matches/{mid}/events", headers={"Authorization": f"Bearer {ADMIN}"}).json()["items"]
    credentials = [e for e in log if e["type"].startswith("token_")]
    assert len(credentials) == 4 and all(e["data"] is None for e in credentials), "hashes never leave the server"


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"scope": "seat"}, "invalid_seat"),
        ({"scope": "seat", "seat": 5}, "invalid_seat"),
        ({"scope": "spectator", "seat": 0}, "invalid_seat"),
    ],
)
def test_token_requests_are_validated(client: Client, body: dict[str, Any], code: str) -> None:
    created = client.post("/matches", json={"game": "toy"}).json()
    response = client.post(f"/matches/{created['match_id']}/tokens", headers=auth(created["creator_token"]), json=body)
    assert response.status_code == 422 and response.json()["code"] == code
    missing = client.delete(
        f"/matches/{created['match_id']}/tokens/0123456789abcdef", headers=auth(created["creator_token"])
    )
    assert missing.status_code == 404 and missing.json()["code"] == "token_not_found"


def test_tokens_are_random_hashed_and_distinct(client: Client, tmp_path: Path) -> None:
    """256-bit URL-safe tokens, never stored: the store's file holds only their SHA-256."""
    created = [client.post("/matches", json={"game": "toy", "options": {"seats": 3}}).json() for _ in range(20)]
    tokens = [s["token"] for c in created for s in c["seats"]] + [c["creator_token"] for c in created]
    assert len(set(tokens)) == len(tokens)
    assert all(len(t) >= 43 for t in tokens)  # 32 random bytes, base64url
    stored = b"".join(p.read_bytes() for p in tmp_path.glob("events.sqlite*"))
    assert all(t.encode() not in stored for t in tokens)
    assert all(token_hash(t).encode() in stored for t in tokens)
