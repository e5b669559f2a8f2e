"""Commands per second and latency through HTTP, next to the HTTP floor, on one worker with SQLite.

The server is ``folie serve`` (uvicorn, one worker) in its own process on a fresh SQLite file; the load
generator is another process: N clients on keep-alive connections, each playing its own Maeshowe
match by sending a legal action picked from the view returned by its previous command (a new match
when one ends; creation is not timed). The floor is the same server answering ``GET /healthz`` to the
same load generator in the same run. Only ratios are meaningful on these noisy machines.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import msgspec

from bench.common import percentile
from domain.bots import fill
from domain.contract import LegalAction
from domain.rng import Rng

ROOT = Path(__file__).resolve().parents[1]


class Connection:
    """A minimal HTTP/1.1 keep-alive client (fast enough not to be the bottleneck)."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer

    @classmethod
    async def open(cls, port: int) -> Connection:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        return cls(reader, writer)

    async def request(self, method: str, path: str, body: Any = None, token: str | None = None) -> tuple[int, Any]:
        payload = json.dumps(body).encode() if body is not None else b""
        head = f"{method} {path} HTTP/1.1\r\nHost: bench\r\nContent-Length: {len(payload)}\r\n"
        if body is not None:
            head += "Content-Type: application/json\r\n"
        if token:
            head += f"Authorization: Bearer {token}\r\n"
        self.writer.write(head.encode() + b"\r\n" + payload)
        status_line = await self.reader.readline()
        status = int(status_line.split()[1])
        length = 0
        while True:
            line = await self.reader.readline()
            if line in (b"\r\n", b""):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        data = await self.reader.readexactly(length) if length else b""
        return status, (json.loads(data) if data else None)

    def close(self) -> None:
        self.writer.close()


def pick(view: dict[str, Any], rng: Rng) -> dict[str, Any]:
    """A random legal command from a view (as a generic client would)."""
    return fill(msgspec.convert(rng.choice(view["legal_actions"]), type=LegalAction), rng)


async def player(port: int, until: float, latencies: list[float], seed: int, errors: list[int]) -> None:
    conn = await Connection.open(port)
    rnd = Rng.derive(seed, "bench")
    try:
        while time.perf_counter() < until:
            status, created = await conn.request("POST", "/matches", {"game": "maeshowe", "options": {"players": 1}})
            assert status == 201, created
            mid, token = created["match_id"], created["seats"][0]["token"]
            _, view = await conn.request("GET", f"/matches/{mid}/view", token=token)
            while not view["status"]["finished"] and time.perf_counter() < until:
                command = {"command": pick(view, rnd), "expected_version": view["version"]}
                started = time.perf_counter()
                status, result = await conn.request("POST", f"/matches/{mid}/commands", command, token)
                latencies.append(time.perf_counter() - started)
                if status == 200:
                    view = result["view"]
                else:
                    errors.append(status)
                    _, view = await conn.request("GET", f"/matches/{mid}/view", token=token)
    finally:
        conn.close()


async def floor_client(port: int, until: float, latencies: list[float]) -> None:
    conn = await Connection.open(port)
    try:
        while time.perf_counter() < until:
            started = time.perf_counter()
            await conn.request("GET", "/healthz")
            latencies.append(time.perf_counter() - started)
    finally:
        conn.close()


async def run_load(port: int, kind: str, clients: int, seconds: float) -> dict[str, float]:
    latencies: list[float] = []
    errors: list[int] = []
    started = time.perf_counter()
    until = started + seconds
    if kind == "floor":
        tasks = [floor_client(port, until, latencies) for _ in range(clients)]
    else:
        tasks = [player(port, until, latencies, seed, errors) for seed in range(clients)]
    await asyncio.gather(*tasks)
    elapsed = time.perf_counter() - started
    return {
        "rps": len(latencies) / elapsed,
        "p50_ms": percentile(latencies, 50) * 1000,
        "p99_ms": percentile(latencies, 99) * 1000,
        "errors": float(len(errors)),
    }


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(port: int, directory: str) -> subprocess.Popen[bytes]:
    env = {**os.environ, "FOLIE_DATABASE_URL": f"sqlite:///{directory}/bench.sqlite", "FOLIE_PORT": str(port)}
    server = subprocess.Popen(
        [str(ROOT / ".venv/bin/folie"), "serve", "--log-level", "warning"],
        env=env,
        cwd=directory,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return server
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise RuntimeError("server did not start")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--clients", default="1,16,64")
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as directory:
        server = start_server(port, directory)
        try:
            rows = []
            for clients in [int(c) for c in args.clients.split(",")]:
                floor = asyncio.run(run_load(port, "floor", clients, args.seconds))
                commands = asyncio.run(run_load(port, "commands", clients, args.seconds))
                rows.append((clients, floor, commands))
        finally:
            server.send_signal(signal.SIGINT)
            server.wait(timeout=10)
    print("| clients | floor req/s | commands/s | ratio | command p50 | command p99 | floor p99 | errors |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for clients, floor, commands in rows:
        print(
            f"| {clients} | {floor['rps']:,.0f} | {commands['rps']:,.0f} | {commands['rps'] / floor['rps']:.2f} "
            f"| {commands['p50_ms']:.2f} ms | {commands['p99_ms']:.2f} ms | {floor['p99_ms']:.2f} ms "
            f"| {commands['errors']:.0f} |"
        )
    sys.stdout.flush()


if __name__ == "__main__":
    main()
