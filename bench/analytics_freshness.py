"""Analytics freshness under one worker's peak load: from an append to the event being queryable.

``folie serve`` (one worker, SQLite, the in-process projector: the default set-up) is loaded by the
closed-loop players of ``bench.http_load`` (``--clients``, each playing scripted solo Maeshowe
matches). Meanwhile a probe creates a match every ``--every`` seconds, reads the store's head from
``GET /analytics/status`` right after (at or past the probe's events), and polls until the projector's
committed position reaches it: that time is the freshness of the probe's events (an upper bound: the
position is committed with the rows, in one transaction). With ``--query``, it also polls
``POST /analytics/query`` until the probe's match is returned: the freshness at the query (issue 37),
side by side with the projector's. Target: p99 under 2 s for both.

    python -m bench.analytics_freshness [--clients 16] [--seconds 30] [--every 0.5] [--query]
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


async def probe(port: int, until: float, every: float, delays: list[float], queried: list[float] | None = None) -> None:
    conn = await Connection.open(port)
    asker = await Connection.open(port)
    try:
        seed = 10_000
        while time.perf_counter() < until:
            seed += 1
            started = time.perf_counter()
            match, _ = await conn.create(seed)
            status, body = await conn.raw("GET", "/analytics/status", token=TOKEN)
            assert status == 200, body
            head = json.loads(body)["head"]
            waits = [_position(conn, head, started, delays)]
            if queried is not None:
                waits.append(_queried(asker, match, started, queried))
            await asyncio.gather(*waits)
            await asyncio.sleep(max(0.0, every - (time.perf_counter() - started)))
    finally:
        conn.close()
        asker.close()


async def _position(conn: Connection, head: int, started: float, delays: list[float]) -> None:
    """Until the projector's committed position covers ``head`` (the figure before issue 37)."""
    while True:
        _, body = await conn.raw("GET", "/analytics/status", token=TOKEN)
        position = json.loads(body)["position"] or 0
        if position >= head:
            break
        await asyncio.sleep(0.02)
    delays.append(time.perf_counter() - started)


async def _queried(conn: Connection, match: str, started: float, delays: list[float]) -> None:
    """Until ``POST /analytics/query`` (as the admin) returns the match: freshness at the query."""
    sql = {"sql": f"SELECT count(*) FROM match_created WHERE match_id = '{match}'"}
    while True:
        status, answer = await conn.request("POST", "/analytics/query", sql, token=TOKEN)
        if status == 200 and answer["rows"][0][0] > 0:
            break
        assert status in (200, 503), answer  # 503: both query slots busy (the load's own queries: none)
        await asyncio.sleep(0.02)
    delays.append(time.perf_counter() - started)


async def run(
    port: int, clients: int, seconds: float, every: float, scripts: Scripts, query: bool
) -> tuple[list[float], list[float], float]:
    delays: list[float] = []
    queried: list[float] = []
    until = time.perf_counter() + seconds
    load, _ = await asyncio.gather(
        run_load(port, "commands", clients, seconds, scripts),
        probe(port, until, every, delays, queried if query else None),
    )
    return delays, queried, load["rps"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--clients", type=int, default=16, help="closed-loop players loading the worker")
    parser.add_argument("--seconds", type=float, default=30.0, help="length of the run")
    parser.add_argument("--every", type=float, default=0.5, help="seconds between probes")
    parser.add_argument("--scripts", type=int, default=100, help="distinct scripted matches")
    parser.add_argument(
        "--query", action="store_true", help="also time POST /analytics/query returning the probe's match"
    )
    args = parser.parse_args()
    scripts = Scripts([script(seed) for seed in range(1, args.scripts + 1)])
    os.environ["FOLIE_ADMIN_TOKEN"] = TOKEN
    port = free_port()
    with tempfile.TemporaryDirectory() as directory:
        server = start_server(port, directory)
        try:
            delays, queried, rps = asyncio.run(run(port, args.clients, args.seconds, args.every, scripts, args.query))
        finally:
            server.send_signal(signal.SIGINT)
            server.wait(timeout=20)
    print(
        f"{len(delays)} probes under {args.clients} players ({rps:,.0f} commands/s): freshness "
        f"p50 {percentile(delays, 50):.2f} s, p99 {percentile(delays, 99):.2f} s, max {max(delays):.2f} s "
        "(target p99 under 2 s)"
    )
    if queried:
        print(
            f"  at POST /analytics/query: p50 {percentile(queried, 50):.2f} s, p99 {percentile(queried, 99):.2f} s, "
            f"max {max(queried):.2f} s"
        )


if __name__ == "__main__":
    main()
