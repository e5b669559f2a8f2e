"""Export memory as the analytics file grows: peak RSS of ``folie export`` at 10k, 100k and 1M matches.

The file is filled by SQL (``range``) with synthetic finished matches: 2 seats and ``--events`` events
each, interleaved in the notification log as a live service writes them (matches overlap in time:
each match's events are spread over the next ``--overlap`` matches' positions). Each export runs in a
process of its own (``python -m service.cli export ...``), whose peak resident memory is read from
``wait4``; the ratio largest/smallest in the same run is the figure (flat is about 1).

    python -m bench.analytics_export [--sizes 10000,100000,1000000] [--events 8] [--formats ndjson,parquet]
                                     [--directory DIR]

``--directory`` keeps the filled files there (``a<matches>-<events>-<overlap>.duckdb``) and reuses them in
later runs, instead of a temporary directory. The load average is printed before and after.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from projections.analytics.database import open_database
from projections.analytics.schema import ensure_schema


def fill(path: Path, matches: int, events: int, overlap: int) -> None:
    """``matches`` finished matches of ``events`` events each; notification ids interleave matches."""
    con = open_database(path)
    ensure_schema(con, {})
    slot = events + 2  # positions per match: its events, its creation, its end
    con.execute("BEGIN")
    con.execute(
        f"""INSERT INTO match_created
            SELECT uuid_from(i), 'synthetic', '1', '{{"players":2}}', 2, 'easy', NULL, 'simulation:random', i,
                   TIMESTAMP '2026-01-01' + INTERVAL (i) SECOND, i * {slot}
            FROM (SELECT range AS i FROM range({matches}))""".replace(
            "uuid_from(i)", "('00000000-0000-0000-0000-' || lpad(i::VARCHAR, 12, '0'))::UUID"
        )
    )
    con.execute(
        f"""INSERT INTO match_results
            SELECT ('00000000-0000-0000-0000-' || lpad(i::VARCHAR, 12, '0'))::UUID,
                   TIMESTAMP '2026-01-01' + INTERVAL (i + 600) SECOND, CASE WHEN i % 7 = 0 THEN 'won' ELSE 'lost' END,
                   'health', 'the synthetic end', 0, [0, 1], {events}, {events}, {events + 1}, 0, 0, 600.0,
                   (i + {overlap}) * {slot} + {slot - 1}
            FROM (SELECT range AS i FROM range({matches}))"""
    )
    con.execute(
        f"""INSERT INTO seats
            SELECT ('00000000-0000-0000-0000-' || lpad(i::VARCHAR, 12, '0'))::UUID, s, i % 7 = 0, 4, 4, 0, 0
            FROM (SELECT range AS i FROM range({matches})), (SELECT range AS s FROM range(2))"""
    )
    con.execute(
        f"""INSERT INTO events
            SELECT (i + v * {overlap} // {events}) * {slot} + v + 1,
                   ('00000000-0000-0000-0000-' || lpad(i::VARCHAR, 12, '0'))::UUID, v + 1, 'synthetic',
                   CASE WHEN v = 0 THEN 'folie' ELSE 'synthetic' END,
                   CASE WHEN v = 0 THEN 'match_created' ELSE 'card_played' END, 1, v % 2,
                   TIMESTAMP '2026-01-01' + INTERVAL (i + v) SECOND, v,
                   ('{{"card":"raven","turn":' || v || ',"hand":["dig","sleep","collapse","treasure"]}}')::JSON,
                   NULL, NULL
            FROM (SELECT range AS i FROM range({matches})), (SELECT range AS v FROM range({events}))
            ORDER BY 1"""
    )
    con.execute("COMMIT")
    con.execute("CHECKPOINT")
    con.close()


def peak_rss_mb(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """Run ``command``; its peak resident memory (MB) and wall time (s)."""
    started = time.perf_counter()
    child = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - started
    if status != 0:
        raise SystemExit(f"{' '.join(command)} failed: {child.stderr.read().decode() if child.stderr else ''}")
    return usage.ru_maxrss / 1024, elapsed


def _fill_apart(path: Path, size: int, events: int, overlap: int) -> None:
    """Fill ``path`` in a process of its own: a child forked from a parent holding a big DuckDB starts with
    the parent's resident size as its peak (Linux keeps ru_maxrss across fork and exec)."""
    subprocess.run(
        [
            sys.executable,
            "-m",
            "bench.analytics_export",
            "--fill",
            str(path),
            "--sizes",
            str(size),
            "--events",
            str(events),
            "--overlap",
            str(overlap),
        ],
        check=True,
        stdout=subprocess.DEVNULL,
    )


def _load() -> str:
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="10000,100000,1000000", help="matches per run, comma separated")
    parser.add_argument("--events", type=int, default=8, help="events per match")
    parser.add_argument("--overlap", type=int, default=50, help="matches running at once")
    parser.add_argument("--formats", default="ndjson,parquet")
    parser.add_argument("--fill", type=Path, default=None, help="only fill this file with --sizes matches")
    parser.add_argument("--directory", type=Path, default=None, help="keep (and reuse) the filled files here")
    args = parser.parse_args()
    if args.fill is not None:
        fill(args.fill, int(args.sizes), args.events, args.overlap)
        return
    sizes = [int(s) for s in args.sizes.split(",")]
    formats = args.formats.split(",")
    peaks: dict[str, list[float]] = {f: [] for f in formats}
    with contextlib.ExitStack() as stack:
        if args.directory is None:
            root = Path(stack.enter_context(tempfile.TemporaryDirectory()))
        else:
            root = args.directory
            root.mkdir(parents=True, exist_ok=True)
        print(f"load average {_load()}", flush=True)
        print(f"{'matches':>10} {'events':>11} {'format':>8} {'peak RSS':>10} {'time':>8} {'output':>10}")
        for size in sizes:
            path = root / f"a{size}-{args.events}-{args.overlap}.duckdb"
            if not path.exists():
                _fill_apart(path, size, args.events, args.overlap)
            env = {**os.environ, "FOLIE_ANALYTICS_PATH": str(path), "FOLIE_DATABASE_URL": f"sqlite:///{root}/e.db"}
            for kind in formats:
                output = root / f"out-{size}.{kind}"
                command = [sys.executable, "-m", "service.cli", "export", kind, "--output", str(output), "--quiet"]
                peak, elapsed = peak_rss_mb(command, env)
                peaks[kind].append(peak)
                size_mb = (
                    output.stat().st_size
                    if output.is_file()
                    else sum(p.stat().st_size for p in output.rglob("*") if p.is_file())
                ) / 1e6
                print(
                    f"{size:>10,} {size * args.events:>11,} {kind:>8} {peak:>7.0f} MB {elapsed:>6.1f} s "
                    f"{size_mb:>7.0f} MB",
                    flush=True,
                )
                if output.is_file():
                    output.unlink()
                else:
                    subprocess.run(["rm", "-rf", str(output)], check=True)
            if args.directory is None:
                path.unlink()
        print(f"load average {_load()}")
    for kind, values in peaks.items():
        print(f"{kind}: peak RSS at {sizes[-1]:,} / at {sizes[0]:,} matches = {values[-1] / values[0]:.2f}")


if __name__ == "__main__":
    main()
