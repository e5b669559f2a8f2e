"""Analytics freshness under one worker's peak load: from an append to the event being queryable.

``folie serve`` (one worker, SQLite, the in-process projector: the default set-up) is loaded by the
closed-loop players of ``bench.http_load`` (``--clients``, each playing scripted solo Maeshowe
matches). Meanwhile a probe creates a match every ``--every`` seconds, reads the store's head from
``GET /analytics/status`` right after (at or past the probe's events), and polls until the projector's
committed position reaches it: that time is the freshness of the probe's events (an upper bound: the
position is committed with the rows, in one transaction). Target: p99 under 2 s.

    python -m bench.analytics_freshness [--clients 16] [--seconds 30] [--every 0.5]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import tempfile
import time

from bench.common import percentile
from bench.http_load import Connection, Scripts, free_port, run_load, script, start_server

TOKEN = "bench-freshness-admin-token-0123456789"


async def probe(port: int, until: float, every: float, delays: list[float]) -> None:
    conn = await Connection.open(port)
    try:
        seed = 10_000
        while time.perf_counter() < until:
            seed += 1
            started = time.perf_counter()
            await conn.create(seed)
            status, body = await conn.raw("GET", "/analytics/status", token=TOKEN)
            assert status == 200, body
            head = json.loads(body)["head"]
            while True:
                status, body = await conn.raw("GET", "/analytics/status", token=TOKEN)
                position = json.loads(body)["position"] or 0
                if position >= head:
                    break
                await asyncio.sleep(0.02)
            delays.append(time.perf_counter() - started)
            await asyncio.sleep(max(0.0, every - (time.perf_counter() - started)))
    finally:
        conn.close()


async def run(port: int, clients: int, seconds: float, every: float, scripts: Scripts) -> tuple[list[float], float]:
    delays: list[float] = []
    until = time.perf_counter() + seconds
    load, _ = await asyncio.gather(
        run_load(port, "commands", clients, seconds, scripts), probe(port, until, every, delays)
    )
    return delays, load["rps"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=16, help="closed-loop players loading the worker")
    parser.add_argument("--seconds", type=float, default=30.0, help="length of the run")
    parser.add_argument("--every", type=float, default=0.5, help="seconds between probes")
    parser.add_argument("--scripts", type=int, default=100, help="distinct scripted matches")
    args = parser.parse_args()
    scripts = Scripts([script(seed) for seed in range(1, args.scripts + 1)])
    os.environ["FOLIE_ADMIN_TOKEN"] = TOKEN
    port = free_port()
    with tempfile.TemporaryDirectory() as directory:
        server = start_server(port, directory)
        try:
            delays, rps = asyncio.run(run(port, args.clients, args.seconds, args.every, scripts))
        finally:
            server.send_signal(signal.SIGINT)
            server.wait(timeout=20)
    print(
        f"{len(delays)} probes under {args.clients} players ({rps:,.0f} commands/s): freshness "
        f"p50 {percentile(delays, 50):.2f} s, p99 {percentile(delays, 99):.2f} s, max {max(delays):.2f} s "
        "(target p99 under 2 s)"
    )


if __name__ == "__main__":
    main()
