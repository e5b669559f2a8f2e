"""Where a whole run's time goes per module (issue 36): the sum of each module's test phases (set-up,
call, tear-down: wall seconds on the worker that ran them) and the share of each xdist worker, printed
after ``--durations``' slowest phases (``scripts/test`` asks for 30), so every clean-clone run gives the
per-module profile, not only its 30 slowest phases."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from typing import Any


def per_module(reports: Iterable[Any], top: int) -> list[str]:
    """Lines: the ``top`` modules by summed phase seconds, then each worker's seconds in all."""
    modules: dict[str, float] = defaultdict(float)
    tests: dict[str, set[str]] = defaultdict(set)
    workers: dict[str, float] = defaultdict(float)
    for report in reports:
        duration = getattr(report, "duration", None)
        nodeid = getattr(report, "nodeid", "")
        if duration is None or getattr(report, "when", None) not in ("setup", "call", "teardown") or not nodeid:
            continue
        module = nodeid.partition("::")[0]
        modules[module] += duration
        tests[module].add(nodeid)
        node = getattr(report, "node", None)
        worker = getattr(getattr(node, "gateway", None), "id", None) or "main"
        workers[worker] += duration
    if not modules:
        return []
    total = sum(modules.values())
    ranked = sorted(modules.items(), key=lambda kv: -kv[1])[:top]
    lines = [f"{seconds:9.1f} s {100 * seconds / total:5.1f}% {len(tests[m]):4d} tests  {m}" for m, seconds in ranked]
    lines.append(f"{total:9.1f} s in all; " + ", ".join(f"{w} {s:.1f} s" for w, s in sorted(workers.items())))
    return lines
