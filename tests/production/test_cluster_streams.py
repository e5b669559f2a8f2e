"""Streams and credentials in the production topology (``deploy/local-cluster``: PostgreSQL, 3 worker
processes on one port): the token is rotated, revoked or expires through another worker than the one
serving the stream, and the stream ends within the stated bound, delivering nothing stored after.
"""

from __future__ import annotations

import random
import time
from typing import Any

import httpx
import pytest

from service.live_hub import LiveSettings
from tests.production import test_local_cluster
from tests.production.loopback import StreamReader
from tests.production.test_live_credentials import read_to_end
from tests.production.test_local_cluster import Cluster, fresh, pick

pytestmark = pytest.mark.postgres
local_cluster = test_local_cluster.cluster
"""The same module-scoped fixture (its own cluster for this module), under a name that does not
shadow the helpers' ``cluster`` parameters."""
BOUND = LiveSettings().credential_bound("postgres")
"""The cluster's workers run with the default live settings."""


def on_another_worker(cluster: Cluster, worker: str) -> httpx.Client:
    """A client whose (kept-alive) connection the kernel handed to a worker other than ``worker``."""
    for _ in range(100):
        client = fresh(cluster)
        if client.get("/healthz").headers["x-served-by"] != worker:
            return client
        client.close()
    raise AssertionError("every connection went to the same worker")


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def play(client: httpx.Client, mid: str, auth: dict[str, str], rnd: random.Random) -> int:
    view = client.get(f"/matches/{mid}/view", headers=auth).json()
    response = client.post(f"/matches/{mid}/commands", headers=auth, json={"command": pick(view, rnd)})
    assert response.status_code == 200, response.text
    version: int = response.json()["version"]
    return version


@pytest.mark.parametrize("how", ["rotate", "revoke", "expire"])
def test_a_stream_ends_when_another_worker_changes_its_token(local_cluster: Cluster, how: str) -> None:
    cluster = local_cluster
    rnd = random.Random(how)
    with fresh(cluster) as client:
        created = client.post("/matches", json={"game": "maeshowe", "options": {"players": 1}}).json()
        mid, creator = created["match_id"], bearer(created["creator_token"])
        seat = bearer(created["seats"][0]["token"])
        expires_at = 0.0
        if how == "expire":
            issued = client.post(
                f"/matches/{mid}/tokens", headers=creator, json={"scope": "seat", "seat": 0, "ttl_seconds": 3}
            )
            seat, expires_at = bearer(issued.json()["token"]), issued.json()["expires_at"]
    with (
        fresh(cluster) as watcher_client,
        watcher_client.stream("GET", f"/matches/{mid}/events/stream?format=ndjson", headers=seat) as response,
    ):
        assert response.status_code == 200
        watcher = StreamReader(response)
        streamer = response.headers["x-served-by"]
        assert watcher.next().type == "view"
        other = on_another_worker(cluster, streamer)
        try:
            assert play(other, mid, seat, rnd) > 0  # the stream is live: this arrives
            if how == "expire":
                time.sleep(max(0.0, expires_at - time.time()))
                started = time.monotonic()
                invalid_from = other.get(f"/matches/{mid}").json()["version"] + 1
            else:
                started = time.monotonic()
                if how == "revoke":
                    listed = other.get(f"/matches/{mid}/tokens", headers=creator).json()["items"]
                    (token_id,) = [t["token_id"] for t in listed if t["scope"] == "seat"]
                    invalid_from = other.delete(f"/matches/{mid}/tokens/{token_id}", headers=creator).json()["version"]
                else:
                    invalid_from = -1
            issued = other.post(f"/matches/{mid}/tokens", headers=creator, json={"scope": "seat", "seat": 0}).json()
            if how == "rotate":
                invalid_from = issued["version"]
            after = [play(other, mid, bearer(issued["token"]), rnd) for _ in range(2)]
            messages, ended = read_to_end(watcher, BOUND + 5)
        finally:
            other.close()
    elapsed = ended - started
    print(f"cluster stream ended {elapsed * 1000:.0f} ms after {how}")
    assert messages[-1].data["code"] == ("token_expired" if how == "expire" else "token_revoked")
    delivered: list[Any] = [m.id for m in messages[:-1]]
    assert all(version < invalid_from for version in delivered), (delivered, invalid_from, after)
    assert elapsed < BOUND, f"{elapsed:.3f} s"
