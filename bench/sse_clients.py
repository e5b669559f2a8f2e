"""Idle live-update connections on one worker: memory per connection, and fan-out to all of them.

One ``folie serve`` worker (SQLite, analytics projector out of process) gets N clients on
``GET /matches/{id}/events/stream`` (NDJSON), each reading its first message (its full view) and then
idling. The worker's resident memory is read from /proc before and after; then one command is sent
and the time until every client has received the new event is measured.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import tempfile
import time
from pathlib import Path

from bench.http_load import Connection, free_port, start_server


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


async def open_stream(port: int, path: str, token: str) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    head = (
        f"GET {path} HTTP/1.1\r\nHost: bench\r\nAccept: application/x-ndjson\r\nAuthorization: Bearer {token}\r\n\r\n"
    )
    writer.write(head.encode())
    while (await reader.readline()) not in (b"\r\n", b""):
        pass  # response headers
    return reader, writer


async def next_message(reader: asyncio.StreamReader) -> dict[str, object]:
    """One NDJSON message from a chunked body (skipping chunk sizes and keep-alive blank lines)."""
    while True:
        line = await reader.readline()
        text = line.strip()
        if not text or all(c in "0123456789abcdefABCDEF" for c in text.decode(errors="replace")):
            continue
        message: dict[str, object] = json.loads(text)
        return message


async def run(port: int, pid: int, clients: int) -> dict[str, float]:
    conn = await Connection.open(port)
    status, created = await conn.request("POST", "/matches", {"game": "maeshowe", "options": {"players": 1}})
    assert status == 201, created
    mid, token = created["match_id"], created["seats"][0]["token"]
    _, view = await conn.request("GET", f"/matches/{mid}/view", token=token)
    await asyncio.sleep(0.5)
    before = rss_kib(pid)
    streams = []
    for start in range(0, clients, 100):
        batch = [open_stream(port, f"/matches/{mid}/events/stream", token) for _ in range(min(100, clients - start))]
        streams.extend(await asyncio.gather(*batch))
    firsts = await asyncio.gather(*(next_message(reader) for reader, _ in streams))
    assert len(firsts) == clients
    await asyncio.sleep(1.0)
    after = rss_kib(pid)
    action = view["legal_actions"][0]
    card = action["params"][0]["choices"][0]["value"]
    sent = time.perf_counter()
    status, _ = await conn.request(
        "POST", f"/matches/{mid}/commands", {"command": {"action": action["action"], "card": card}}, token
    )
    assert status == 200
    await asyncio.gather(*(next_message(reader) for reader, _ in streams))
    fan_out = time.perf_counter() - sent
    for _, writer in streams:
        writer.close()
    conn.close()
    return {
        "rss_before_mib": before / 1024,
        "rss_after_mib": after / 1024,
        "kib_per_connection": (after - before) / clients,
        "fan_out_s": fan_out,
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--clients", type=int, default=1000)
    args = parser.parse_args()
    os.environ["FOLIE_ANALYTICS_PROJECTOR"] = "external"
    # Every client comes from 127.0.0.1: lift the per-address cap and limits the defaults put on one client.
    os.environ["FOLIE_MAX_CONNECTIONS_PER_IP"] = str(args.clients + 100)
    for limit in ("FOLIE_RATE_LIMIT_IP", "FOLIE_RATE_LIMIT_TOKEN", "FOLIE_RATE_LIMIT_CREATE"):
        os.environ[limit] = "off"
    port = free_port()
    with tempfile.TemporaryDirectory() as directory:
        server = start_server(port, directory)
        try:
            result = asyncio.run(run(port, server.pid, args.clients))
        finally:
            server.send_signal(signal.SIGINT)
            server.wait(timeout=30)
    print("| idle SSE clients | worker RSS before | after | per connection | one event to all clients |")
    print("|---:|---:|---:|---:|---:|")
    print(
        f"| {args.clients:,} | {result['rss_before_mib']:.1f} MiB | {result['rss_after_mib']:.1f} MiB "
        f"| {result['kib_per_connection']:.1f} KiB | {result['fan_out_s'] * 1000:.0f} ms |"
    )


if __name__ == "__main__":
    main()
