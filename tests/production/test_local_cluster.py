"""The production topology on loopback (``deploy/local-cluster``): PostgreSQL, 3 worker processes on
one port, the projector. Multi-worker correctness over real HTTP, and a worker killed mid-load."""

from __future__ import annotations

import json
import os
import queue
import random
import signal
import subprocess
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import pytest

from tests.production.loopback import StreamReader

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.postgres


@dataclass
class Cluster:
    url: str
    workers: list[int]
    process: subprocess.Popen[str]
    lines: queue.Queue[dict[str, Any]] = field(default_factory=queue.Queue)

    def wait_for(self, event: str, seconds: float = 30.0) -> dict[str, Any]:
        deadline = time.monotonic() + seconds
        while True:
            line = self.lines.get(timeout=max(0.01, deadline - time.monotonic()))
            if line["event"] == event:
                return line


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    workdir = tmp_path_factory.mktemp("cluster")
    env = {**os.environ, "FOLIE_RATE_LIMIT_IP": "off", "FOLIE_RATE_LIMIT_TOKEN": "off", "FOLIE_LOG_LEVEL": "warning"}
    process = subprocess.Popen(
        [str(ROOT / "deploy" / "local-cluster"), "--dir", str(workdir)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert process.stdout is not None
    first = process.stdout.readline()
    if not first:
        error = process.stderr.read() if process.stderr else ""
        process.wait()
        if "PostgresUnavailable" in error and not os.environ.get("CI"):
            pytest.skip(f"PostgreSQL unavailable: {error.strip().splitlines()[-1]}")
        raise AssertionError(f"local-cluster did not start:\n{error}")
    ready = json.loads(first)
    found = Cluster(ready["url"], ready["workers"], process)

    def read() -> None:
        assert process.stdout is not None
        for line in process.stdout:
            found.lines.put(json.loads(line))

    threading.Thread(target=read, daemon=True).start()
    try:
        yield found
    finally:
        process.send_signal(signal.SIGTERM)
        process.wait(timeout=60)


def fresh(cluster: Cluster) -> httpx.Client:
    """A client on its own connection: the kernel may hand it to any worker."""
    return httpx.Client(base_url=cluster.url, timeout=10)


def create(client: httpx.Client) -> tuple[str, dict[str, str], dict[str, Any]]:
    created = client.post("/matches", json={"game": "maeshowe", "options": {"players": 1}})
    assert created.status_code == 201, created.text
    body = created.json()
    auth = {"Authorization": f"Bearer {body['seats'][0]['token']}"}
    return body["match_id"], auth, client.get(f"/matches/{body['match_id']}/view", headers=auth).json()


def pick(view: dict[str, Any], rnd: random.Random) -> dict[str, Any]:
    action = rnd.choice(view["legal_actions"])
    body: dict[str, Any] = {"action": action["action"], **action.get("fixed", {})}
    for param in action.get("params", []):
        values = [c["value"] for c in param["choices"]]
        if param["many"]:
            body[param["name"]] = rnd.sample(values, max(param["min"], 1) if param["min"] <= len(values) else 0)
        else:
            body[param["name"]] = rnd.choice(values)
    return body


def test_all_workers_serve_and_are_ready(cluster: Cluster) -> None:
    seen = set()
    for _ in range(60):
        with fresh(cluster) as client:
            response = client.get("/readyz")
        assert response.status_code == 200 and response.json()["store"] == "postgres"
        seen.add(response.headers["x-served-by"])
        if len(seen) == 3:
            break
    assert len(seen) == 3


def test_concurrent_commands_from_different_workers_exactly_one_wins(cluster: Cluster) -> None:
    with fresh(cluster) as client:
        mid, auth, view = create(client)
    body = {"command": pick(view, random.Random(1)), "expected_version": view["version"]}

    def send(_: int) -> httpx.Response:
        with fresh(cluster) as client:
            return client.post(f"/matches/{mid}/commands", headers=auth, json=body)

    with ThreadPoolExecutor(12) as pool:
        responses = list(pool.map(send, range(12)))
    winners = [r for r in responses if r.status_code == 200]
    losers = [r for r in responses if r.status_code != 200]
    assert len(winners) == 1
    assert {r.status_code for r in losers} == {409}
    assert {r.json()["current_version"] for r in losers} == {winners[0].json()["version"]}
    assert len({r.headers["x-served-by"] for r in responses}) >= 2
    with fresh(cluster) as client:
        assert client.get(f"/matches/{mid}").json()["version"] == winners[0].json()["version"]


def test_an_idempotency_key_holds_across_workers(cluster: Cluster) -> None:
    with fresh(cluster) as client:
        mid, auth, view = create(client)
    body = {"command": pick(view, random.Random(2))}
    results, workers = [], set()
    for _ in range(8):
        with fresh(cluster) as client:
            response = client.post(f"/matches/{mid}/commands", headers={**auth, "Idempotency-Key": "once"}, json=body)
        assert response.status_code == 200, response.text
        results.append(response.json())
        workers.add(response.headers["x-served-by"])
    assert [r["replayed"] for r in results] == [False] + [True] * 7
    assert {r["version"] for r in results} == {results[0]["version"]}
    assert len(workers) >= 2
    with fresh(cluster) as client:
        assert client.get(f"/matches/{mid}").json()["version"] == results[0]["version"]


def test_a_stream_on_one_worker_shows_commands_served_by_others(cluster: Cluster) -> None:
    with fresh(cluster) as client:
        mid, auth, view = create(client)
    rnd = random.Random(3)
    with (
        fresh(cluster) as watcher_client,
        watcher_client.stream("GET", f"/matches/{mid}/events/stream", headers=auth) as r,
    ):
        watcher = StreamReader(r)
        streamer = r.headers["x-served-by"]
        assert watcher.next().id == view["version"]
        others = 0
        for _ in range(30):
            with fresh(cluster) as client:
                response = client.post(f"/matches/{mid}/commands", headers=auth, json={"command": pick(view, rnd)})
            assert response.status_code == 200, response.text
            view = response.json()["view"]
            others += response.headers["x-served-by"] != streamer
            if others >= 2 or view["status"]["finished"]:
                break
        messages = watcher.until_view(view["version"])
    assert others >= 1
    events = [m.id for m in messages if m.type == "event" and m.id is not None]
    assert events == sorted(events) and events[-1] == view["version"]


def test_a_worker_killed_mid_load_loses_no_acknowledged_command(cluster: Cluster) -> None:
    """Clients retry with the same Idempotency-Key after a broken connection, as a real client would.

    Every acknowledged command must be stored, once: per match, the acknowledged results' event
    versions tile the history after set-up exactly, and the stored log shows the same events.
    """
    stop = time.monotonic() + 4.0
    acknowledged: dict[str, tuple[dict[str, str], list[dict[str, Any]]]] = {}
    retried = [0]
    lock = threading.Lock()

    def player(seed: int) -> None:
        rnd = random.Random(seed)
        with httpx.Client(base_url=cluster.url, timeout=10) as client:
            while time.monotonic() < stop:
                mid, auth, view = create_retrying(client)
                results: list[dict[str, Any]] = []
                with lock:
                    acknowledged[mid] = (auth, results)
                while not view["status"]["finished"] and time.monotonic() < stop:
                    body = {"command": pick(view, rnd), "expected_version": view["version"]}
                    headers = {**auth, "Idempotency-Key": f"{seed}-{view['version']}-{rnd.random()}"}
                    result = send_until_acknowledged(client, f"/matches/{mid}/commands", headers, body, retried)
                    results.append(result)
                    view = result["view"]

    with ThreadPoolExecutor(8) as pool:
        futures = [pool.submit(player, seed) for seed in range(8)]
        time.sleep(1.5)
        victim = cluster.workers[0]
        os.kill(victim, signal.SIGKILL)
        for future in futures:
            future.result()
    restarted = cluster.wait_for("restarted")
    assert restarted["old"] == victim
    cluster.workers[0] = restarted["new"]

    commands = 0
    with fresh(cluster) as client:
        for mid, (auth, results) in acknowledged.items():
            head = client.get(f"/matches/{mid}").json()["version"]
            stored = client.get(f"/matches/{mid}/events", params={"limit": 500}, headers=auth).json()["items"]
            by_version = {e["version"]: e for e in stored}
            versions = [e["version"] for r in results for e in r["events"]]
            assert len(versions) == len(set(versions)), "an acknowledged event appears twice"
            first = min(versions) if versions else head + 1
            assert versions == list(range(first, head + 1)), "acknowledged commands do not tile the log"
            for event in (e for r in results for e in r["events"]):
                kept = by_version[event["version"]]
                assert (kept["seat"], kept["at"]) == (event["seat"], event["at"])
                assert event["type"] == "redacted" or kept["type"] == event["type"]
            commands += len(results)
    print(f"{commands} acknowledged commands, {retried[0]} retries after broken connections")
    assert commands > 50


def create_retrying(client: httpx.Client) -> tuple[str, dict[str, str], dict[str, Any]]:
    for _ in range(50):
        try:
            return create(client)
        except httpx.TransportError:
            time.sleep(0.05)
    raise AssertionError("could not create a match")


def send_until_acknowledged(
    client: httpx.Client, path: str, headers: dict[str, str], body: dict[str, Any], retried: list[int]
) -> dict[str, Any]:
    """Send until a 200; after a broken connection a 409 may mean 'stored by the dead worker': retry."""
    uncertain = False
    for _ in range(50):
        try:
            response = client.post(path, headers=headers, json=body)
        except httpx.TransportError:
            uncertain = True
            retried[0] += 1
            time.sleep(0.05)
            continue
        if response.status_code == 200:
            result: dict[str, Any] = response.json()
            return result
        if response.status_code == 409 and uncertain:
            time.sleep(0.05)
            continue
        raise AssertionError(f"{response.status_code}: {response.text}")
    raise AssertionError("never acknowledged")
