"""What the in-process analytics projector costs a live move: ``bench/live_play.py``'s loop with the
projector in the worker (``inprocess``, the default ``folie serve``) and not running (``external``: the
production set-up's own process, not started here), interleaved in one run, for this checkout and
optionally a ``--baseline`` one, with boardgame.io's in-memory server beside them for the ratios.

The difference of the server's CPU per move between the two is the projector's (and its publisher's)
share of a move: its work per event is charged to the process that serves the moves.

    .venv/bin/python -m bench.projector_cost --matches 10 --seconds 10 --baseline /work/main
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
from pathlib import Path
from typing import Any

from bench.live_play import PEER, bgio, bgio_copy, folie, scripts

POOL_PER_MATCH = 4


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=10)
    parser.add_argument("--transports", default="post+ndjson,websocket")
    parser.add_argument("--warmup", type=float, default=3.0)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--baseline", type=Path, help="another checkout (with its .venv), interleaved as 'base'")
    parser.add_argument("--no-bgio", action="store_true")
    parser.add_argument(
        "--paces", default="", help="comma-separated FOLIE_ANALYTICS_BUSY_PACE_S values for more in-process sides"
    )
    parser.add_argument(
        "--env", action="append", default=[], help="NAME=VALUE: one more in-process side with this setting"
    )
    args = parser.parse_args()
    copy = None if args.no_bgio else bgio_copy(PEER)
    scripts(POOL_PER_MATCH * args.matches)  # before any timing
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    roots: list[tuple[str, Path | None]] = [("base", args.baseline)] if args.baseline is not None else []
    roots.append(("this", None))
    cpu: dict[str, list[float]] = {}
    rate: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory(prefix="folie-projector-cost-") as directory:
        for _ in range(args.rounds):
            for transport in args.transports.split(","):
                for name, root in roots:
                    for projector, setting in [
                        ("inprocess", None),
                        *(("inprocess", f"FOLIE_ANALYTICS_BUSY_PACE_S={p}") for p in args.paces.split(",") if p),
                        *(("inprocess", e) for e in args.env),
                        ("external", None),
                    ]:
                        for key in {"FOLIE_ANALYTICS_BUSY_PACE_S", *(e.partition("=")[0] for e in args.env)}:
                            os.environ.pop(key, None)
                        if setting is not None:
                            key, _, value = setting.partition("=")
                            os.environ[key] = value
                        row: dict[str, Any] = folie(
                            transport, args.matches, args.warmup, args.seconds, directory, projector, None, root
                        )
                        paced = setting.partition("=")[2] if setting and "BUSY_PACE" in setting else None
                        side = f"{name}:{transport}:{projector}" + (
                            f"@{paced}s" if paced else f"+{setting}" if setting else ""
                        )
                        cpu.setdefault(side, []).append(row["cpu_ms_per_move"])
                        rate.setdefault(side, []).append(row["moves_per_s"])
                        print(
                            f"{side:>34} M={args.matches}: {row['moves_per_s']:7.1f} moves/s, "
                            f"CPU {row['cpu_ms_per_move']:5.2f} ms/move, errors {row['errors']}",
                            flush=True,
                        )
            if copy is not None:
                peer = bgio(copy, args.matches, args.warmup, args.seconds)
                cpu.setdefault("bgio-memory", []).append(peer["cpu_ms_per_move"])
                rate.setdefault("bgio-memory", []).append(peer["moves_per_s"])
                print(
                    f"{'bgio-memory':>34} M={args.matches}: {peer['moves_per_s']:7.1f} moves/s, "
                    f"CPU {peer['cpu_ms_per_move']:5.2f} ms/move",
                    flush=True,
                )
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    peer_cpu = statistics.median(cpu["bgio-memory"]) if "bgio-memory" in cpu else None
    for transport in args.transports.split(","):
        for name, _ in roots:
            on = statistics.median(cpu[f"{name}:{transport}:inprocess"])
            off = statistics.median(cpu[f"{name}:{transport}:external"])
            versus = "" if peer_cpu is None else f"; x{on / peer_cpu:.2f} / x{off / peer_cpu:.2f} boardgame.io's"
            print(
                f"{name} {transport}: CPU/move projector on {on:.2f} ms, off {off:.2f} ms: the projector "
                f"{on - off:+.2f} ms ({(on - off) / on:.0%} of a move){versus}",
                flush=True,
            )
            for setting in args.env:
                at = statistics.median(cpu[f"{name}:{transport}:inprocess+{setting}"])
                print(f"{name} {transport}: {setting}: {at:.2f} ms, the projector {at - off:+.2f} ms", flush=True)
            for paced in (p for p in args.paces.split(",") if p):
                at = statistics.median(cpu[f"{name}:{transport}:inprocess@{paced}s"])
                print(f"{name} {transport}: paced {paced} s: {at:.2f} ms, the projector {at - off:+.2f} ms", flush=True)


if __name__ == "__main__":
    main()
