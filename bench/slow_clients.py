"""Slow clients against ``folie serve`` on its defaults: how long half-sent requests hold a connection.

Starts ``folie serve`` (SQLite in a temporary directory, default deadlines and connection cap), opens
``--clients`` connections from one address that each send a request line and part of the headers,
then reports how many the server refused at once (429), how many it cut at the header deadline
(408), and when the last one closed; meanwhile it times ``/healthz`` from another address.

    .venv/bin/python -m bench.slow_clients [--clients 200]
"""

from __future__ import annotations

import argparse
import json
import os
import selectors
import socket
import subprocess
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--within", type=float, default=60.0, help="give up after this many seconds")
    args = parser.parse_args()
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = int(probe.getsockname()[1])
    with tempfile.TemporaryDirectory() as directory:
        env = {
            **os.environ,
            "FOLIE_DATABASE_URL": f"sqlite:///{directory}/slow.sqlite",
            "FOLIE_ANALYTICS_PROJECTOR": "off",
            "FOLIE_LOG_LEVEL": "warning",
        }
        server = subprocess.Popen([str(ROOT / ".venv/bin/folie"), "serve", "--port", str(port)], env=env)
        try:
            print(json.dumps(run(port, args.clients, args.within)))
        finally:
            server.terminate()
            server.wait(timeout=30)


def run(port: int, clients: int, within: float) -> dict[str, object]:
    deadline = time.monotonic() + 30
    while True:
        try:
            httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1)
            break
        except httpx.HTTPError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)
    selector = selectors.DefaultSelector()
    started = time.monotonic()
    replies: dict[int, bytes] = {}
    closed_at: dict[int, float] = {}
    socks = []
    for _ in range(clients):
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: folie\r\nX-Slow: ")
        sock.setblocking(False)
        selector.register(sock, selectors.EVENT_READ)
        replies[sock.fileno()] = b""
        socks.append(sock)
    with httpx.Client(transport=httpx.HTTPTransport(local_address="127.0.0.2"), timeout=5) as other:
        t0 = time.perf_counter()
        healthy = other.get(f"http://127.0.0.1:{port}/healthz").status_code
        healthz_ms = (time.perf_counter() - t0) * 1000
    while len(closed_at) < clients and time.monotonic() - started < within:
        for key, _ in selector.select(timeout=0.1):
            ready = key.fileobj
            assert isinstance(ready, socket.socket)
            try:
                chunk = ready.recv(65536)
            except OSError:
                chunk = b""
            if chunk:
                replies[ready.fileno()] += chunk
            else:
                selector.unregister(ready)
                closed_at[ready.fileno()] = time.monotonic() - started
    statuses = [reply[9:12].decode() or "none" for reply in replies.values()]
    for sock in socks:
        sock.close()
    return {
        "clients": clients,
        "refused_429": statuses.count("429"),
        "cut_408": statuses.count("408"),
        "still_open": clients - len(closed_at),
        "last_closed_s": round(max(closed_at.values(), default=0.0), 2),
        "other_address_healthz": healthy,
        "other_address_healthz_ms": round(healthz_ms, 1),
    }


if __name__ == "__main__":
    main()
