"""A live stream lives no longer than its credential (issue 12, item 1).

Two workers (two apps on one store: a SQLite file, or PostgreSQL): the stream is served by one, the
token is rotated, revoked or left to expire through the other, and seat 0 keeps playing. The stream
must end with an ``end`` message that says why, then close, within the stated bound
(:meth:`LiveSettings.credential_bound`), and deliver nothing stored after the token stopped working.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest
from litestar import Litestar

from projections.store import StoreConfig
from service.live_hub import LiveSettings
from tests.conftest import AppFactory, Clock
from tests.production.loopback import Message, StreamReader, serve
from tests.support.toy import ENGINE as TOY

ENGINES: dict[str, Any] = {"toy": TOY}
WHYS = {"rotate": "token_revoked", "revoke": "token_revoked", "expire": "token_expired"}


class Table:
    """A toy match on worker ``a``; ``creator`` manages its tokens."""

    def __init__(self, a: str) -> None:
        self.a = a
        created = httpx.post(f"{a}/matches", json={"game": "toy", "options": {"target": 500}, "seed": 3})
        assert created.status_code == 201, created.text
        body = created.json()
        self.mid: str = body["match_id"]
        self.creator = {"Authorization": f"Bearer {body['creator_token']}"}
        self.seats = [{"Authorization": f"Bearer {s['token']}"} for s in body["seats"]]

    def play(self) -> int:
        """Seat 0 marks 1; the match's version after it."""
        response = httpx.post(
            f"{self.a}/matches/{self.mid}/commands",
            headers=self.seats[0],
            json={"command": {"action": "mark", "amount": 1}},
        )
        assert response.status_code == 200, response.text
        version: int = response.json()["version"]
        return version

    def issue(self, **body: Any) -> dict[str, Any]:
        response = httpx.post(f"{self.a}/matches/{self.mid}/tokens", headers=self.creator, json=body)
        assert response.status_code == 201, response.text
        issued: dict[str, Any] = response.json()
        return issued

    def revoke(self, seat: int) -> int:
        listed = httpx.get(f"{self.a}/matches/{self.mid}/tokens", headers=self.creator).json()["items"]
        (token_id,) = [t["token_id"] for t in listed if t["scope"] == "seat" and t["seat"] == seat]
        response = httpx.delete(f"{self.a}/matches/{self.mid}/tokens/{token_id}", headers=self.creator)
        assert response.status_code == 200, response.text
        version: int = response.json()["version"]
        return version


@contextmanager
def open_stream(base: str, path: str, headers: dict[str, str]) -> Iterator[StreamReader]:
    with (
        httpx.Client(base_url=base, timeout=httpx.Timeout(10.0)) as client,
        client.stream("GET", path, headers=headers) as response,
    ):
        assert response.status_code == 200, response.read()
        yield StreamReader(response)


def read_to_end(watcher: StreamReader, seconds: float) -> tuple[list[Message], float]:
    """Messages up to and including ``end`` (which must come within ``seconds``), and when it came."""
    deadline = time.monotonic() + seconds
    seen = []
    while True:
        message = watcher.next(deadline=deadline)
        seen.append(message)
        if message.type == "end":
            return seen, time.monotonic()


def bound(store_config: StoreConfig) -> float:
    """The stated bound, with the intervals this test runs with (``tests/production/conftest.py``)."""
    return LiveSettings.from_env().credential_bound(store_config.kind, one_writer=store_config.commits_inline)


@pytest.mark.parametrize("fmt", ["sse", "ndjson"])
@pytest.mark.parametrize("how", ["rotate", "revoke", "expire"])
def test_a_stream_ends_when_its_token_stops_working_on_another_worker(
    make_app: AppFactory, store_config: StoreConfig, clock: Clock, how: str, fmt: str
) -> None:
    a_app: Litestar = make_app(ENGINES)
    b_app: Litestar = make_app(ENGINES)
    with serve(a_app) as a, serve(b_app) as b:
        table = Table(a)
        token = table.seats[1]
        if how == "expire":
            token = {"Authorization": f"Bearer {table.issue(scope='seat', seat=1, ttl_seconds=60)['token']}"}
        with open_stream(b, f"/matches/{table.mid}/events/stream?format={fmt}", token) as watcher:
            opened = watcher.next()
            assert opened.type == "view" and opened.data["seat"] == 1
            before = table.play()
            assert watcher.until_view(before)[-1].id == before  # the stream is live

            last_valid = table.play()  # stored while the token still works
            started = time.monotonic()
            if how == "rotate":
                invalid_from = table.issue(scope="seat", seat=1)["version"]
            elif how == "revoke":
                invalid_from = table.revoke(1)
            else:
                clock.advance(61)
                invalid_from = last_valid + 1
            after = [table.play() for _ in range(3)]  # stored after the token stopped working
            messages, ended = read_to_end(watcher, bound(store_config) + 5)
            with pytest.raises(StopIteration):
                watcher.next(deadline=time.monotonic() + 5)  # then the server closes the stream

    end = messages[-1]
    assert end.data["code"] == WHYS[how]
    assert end.data["detail"] and isinstance(end.data["server_time"], float)
    delivered = [m.id for m in messages[:-1] if m.id is not None]
    assert all(version < invalid_from for version in delivered), (delivered, invalid_from, after)
    if how != "expire":  # what was stored while the token worked still arrives, up to the change
        assert last_valid in [m.id for m in messages if m.type == "event"]
    elapsed = ended - started
    print(f"stream ended {elapsed * 1000:.0f} ms after {how} ({store_config.kind}, {fmt})")
    assert elapsed < bound(store_config), f"{elapsed:.3f} s"


def test_a_stream_with_an_expiring_token_ends_on_time_while_nothing_happens(
    make_app: AppFactory, store_config: StoreConfig, clock: Clock
) -> None:
    """Expiry is time, not an event: the stream checks it on a timer too, not only at each message."""
    with serve(make_app(ENGINES)) as a:
        table = Table(a)
        issued = table.issue(scope="seat", seat=0, ttl_seconds=30)
        auth = {"Authorization": f"Bearer {issued['token']}"}
        with open_stream(a, f"/matches/{table.mid}/events/stream", auth) as watcher:
            assert watcher.next().type == "view"
            clock.advance(31)
            started = time.monotonic()
            messages, ended = read_to_end(watcher, bound(store_config) + 5)
    assert [m.type for m in messages] == ["end"] and messages[0].data["code"] == "token_expired"
    assert ended - started < bound(store_config)


def test_a_stream_opened_with_a_dead_token_is_refused(make_app: AppFactory, clock: Clock) -> None:
    with serve(make_app(ENGINES)) as a:
        table = Table(a)
        issued = table.issue(scope="seat", seat=1, ttl_seconds=10)
        clock.advance(11)
        expired = httpx.get(
            f"{a}/matches/{table.mid}/events/stream", headers={"Authorization": f"Bearer {issued['token']}"}
        )
        assert (expired.status_code, expired.json()["code"]) == (401, "token_expired")
        rotated = httpx.get(f"{a}/matches/{table.mid}/events/stream", headers=table.seats[1])
        assert (rotated.status_code, rotated.json()["code"]) == (401, "token_revoked")
