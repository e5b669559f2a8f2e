"""What an idle server costs: CPU and wake-ups a second with one match and two streams open, no move.

Issue 39 (idle costs nothing): ``folie serve`` (one worker, SQLite, the analytics projector in-process:
the deployment default) on a fresh store; one 2-seat Maeshowe match is created and each seat opens its
``?format=ndjson`` stream (read to the end by the load generator, keep-alives included); after a settle
time the server's CPU (``/proc/<pid>/stat``, every thread) and its context switches (voluntary: a
thread that went to sleep and was woken; a sleeping server has almost none) are sampled over a window.
Per thread, the CPU and wake-ups of the busiest threads are printed too (their kernel names: Python
names none, so the main thread is the event loop and the others are told apart by their rates).

``--baseline DIR`` runs another checkout's server (its own ``.venv``) the same way, interleaved with
this one's (``--rounds`` times each): only ratios within one run mean anything on a shared machine.

    .venv/bin/python -m bench.idle_cost --seconds 30
    .venv/bin/python -m bench.idle_cost --seconds 30 --rounds 2 --baseline /work/main
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

from bench.http_load import ROOT, cpu_seconds, free_port, start_server
from bench.live_play import NdjsonStream

TICK = os.sysconf("SC_CLK_TCK")


def threads(pid: int) -> dict[int, tuple[float, int]]:
    """Each thread's CPU seconds and voluntary context switches so far (the main thread, the event
    loop's, under the key 0)."""
    out: dict[int, tuple[float, int]] = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            fields = (task / "stat").read_text().rpartition(")")[2].split()
            status = (task / "status").read_text()
        except OSError:
            continue  # the thread ended
        switches = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("voluntary_ctxt"))
        out[0 if int(task.name) == pid else int(task.name)] = ((int(fields[11]) + int(fields[12])) / TICK, switches)
    return out


async def hold(port: int, settle: float, seconds: float, pid: int) -> dict[str, Any]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    body = json.dumps({"game": "maeshowe", "options": {"players": 2}, "seed": 1}).encode()
    writer.write(
        b"POST /matches HTTP/1.1\r\nHost: bench\r\nContent-Type: application/json\r\n"
        b"Content-Length: %d\r\n\r\n%s" % (len(body), body)
    )
    status = await reader.readline()
    assert b" 201 " in status, status
    length = 0
    while (line := await reader.readline()) not in (b"\r\n", b""):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
    created = json.loads(await reader.readexactly(length))
    writer.close()
    streams = [await NdjsonStream.open(port, created["match_id"], seat["token"]) for seat in created["seats"]]
    lines = [0, 0]

    async def drain(index: int, stream: NdjsonStream) -> None:
        with contextlib.suppress(ConnectionError, asyncio.IncompleteReadError):
            while True:
                lines[index] += len(await stream.lines())

    readers = [asyncio.create_task(drain(i, s)) for i, s in enumerate(streams)]
    await asyncio.sleep(settle)
    cpu, before, started = cpu_seconds(pid), threads(pid), time.perf_counter()
    seen = list(lines)
    await asyncio.sleep(seconds)
    elapsed = time.perf_counter() - started
    cpu, after = cpu_seconds(pid) - cpu, threads(pid)
    for task in readers:
        task.cancel()
    for stream in streams:
        stream.close()
    rates = {
        t: ((after[t][0] - before.get(t, (0.0, 0))[0]) / elapsed, (after[t][1] - before.get(t, (0.0, 0))[1]) / elapsed)
        for t in after
    }
    per_thread = sorted((rate for t, rate in rates.items() if t != 0), reverse=True)
    return {
        "cpu_ms_per_s": cpu / elapsed * 1000,
        "wakeups_per_s": sum(w for _, w in rates.values()),
        "threads": len(after),
        "loop": (round(rates[0][0] * 1000, 2), round(rates[0][1], 1)),
        "busiest": [(round(c * 1000, 2), round(w, 1)) for c, w in per_thread[:5]],
        "stream_lines": sum(lines) - sum(seen),
    }


def measure(root: Path, directory: str, settle: float, seconds: float, projector: str) -> dict[str, Any]:
    port = free_port()
    server = start_server(port, directory, "normal", projector, root=root, store=f"idle-{root.name}", tries=600)
    try:
        return asyncio.run(hold(port, settle, seconds, server.pid))
    finally:
        server.terminate()
        server.wait(timeout=30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0, help="the sampled window")
    parser.add_argument("--settle", type=float, default=5.0, help="seconds after the streams open, not sampled")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--projector", default="inprocess", help="inprocess (the default deployment), external, off")
    parser.add_argument("--baseline", type=Path, help="another checkout (with its .venv), interleaved as 'base'")
    args = parser.parse_args()
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    sides = [("base", args.baseline)] if args.baseline is not None else []
    sides.append(("this", ROOT))
    with tempfile.TemporaryDirectory(prefix="folie-idle-") as directory:
        for round_ in range(args.rounds):
            for name, root in sides:
                row = measure(root, f"{directory}", args.settle, args.seconds, args.projector)
                print(
                    f"{name:>5} round {round_ + 1}: {row['cpu_ms_per_s']:6.2f} ms CPU/s, "
                    f"{row['wakeups_per_s']:6.1f} wake-ups/s over {row['threads']} threads, "
                    f"{row['stream_lines']} stream lines; (ms/s, wake-ups/s) event loop {row['loop']}, "
                    f"busiest other threads {row['busiest']}",
                    flush=True,
                )
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)


if __name__ == "__main__":
    main()
