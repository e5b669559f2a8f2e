"""Analytics freshness at the query, beside the projector's, as the analytics file grows.

For each size in ``--matches``: a few thousand matches are simulated into a SQLite store and projected,
then the analytics file is grown to that many matches (``bench.analytics_reports.grow``: every match's
rows copied under new ids). The service's analytics then run over it exactly as ``folie serve`` runs
them (``service.extensions.analytics``: the in-process projector paced at one step a second, batches of
20,000, the publisher after each step, the SQL sandbox's pooled copies and capped child process).
A probe appends a new bot-played Maeshowe match to the store every ``--every`` seconds (the store
commit is what an HTTP move's acknowledgement waits for) and measures how long until:

* ``projector``: the projector's committed position passes the match's last event (the figure the
  documentation gave until issue 37);
* ``query``: ``POST /analytics/query``'s path (``Analytics.query``: the projector caught up with the
  store as the query found it, a copy brought up to date, the query in the capped child) as an analyst
  returns the match's events (``query asked``: when that query was asked; queries are asked back to
  back, so a query asked earlier did not see the match);
* ``folie sql``: another process asks the owner through its socket, as ``folie sql`` does while a
  server holds the file (:mod:`projections.analytics.owner_socket`; the admin's copy), until the
  answer holds the match (``folie sql asked``: when that question was asked);
* ``published``: the published copy ``folie report`` and ``export`` open while the service holds the
  file (``service.commands.reading.open_published``) holds them.

The first query and the first publication write their copy whole (seconds at a million events); the
probes start once both exist, as they would a minute after the service started. Target: p99 under 2 s
at the query, flat from 10k to 1M matches.

    python -m bench.analytics_freshness_query [--matches 10000,100000] [--probes 20] [--every 0.5] [--pace S]

It also prints where the time goes: the copy updates made by the refresh after each step (the
publisher's ``folie-analytics-refresh`` thread), those a query had to make itself, the publications, and
the query's child process (each: count, median, p99).
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.analytics_reports import build
from bench.common import percentile
from projections.analytics.database import open_database
from projections.analytics.simulation import play_many, store_played
from projections.analytics.snapshots import published_path
from projections.store import EventStore, StoreConfig
from service.commands.reading import open_published


def _wait(check: Callable[[], bool], since: float, out: list[float], deadline: float, gap: float = 0.01) -> None:
    """Check until ``check()`` holds (``gap`` seconds between the start of two checks)."""
    while time.perf_counter() < deadline:
        began = time.perf_counter()
        if check():
            out.append(time.perf_counter() - since)
            return
        time.sleep(max(0.01, gap - (time.perf_counter() - began)))
    out.append(float("inf"))


def measure(
    root: Path, probes: int, every: float, spaced: float = 0.0, catch_up: bool = True
) -> dict[str, list[float]]:
    """Run the service's analytics over ``root``'s store and analytics file; probe ``probes`` times.
    ``catch_up=False``: queries run at the projector's position as they found it, without waking it (the
    code before issue 37's third session: the baseline of ``--baseline``)."""
    from domain.registry import default_engines
    from service.extensions import AppContext
    from service.extensions.analytics import Analytics
    from service.settings import Settings

    settings = Settings(
        store=StoreConfig(sqlite_path=str(root / "events.sqlite")), analytics_path=str(root / "a.duckdb")
    )
    store = EventStore(settings.store)
    context = AppContext(settings=settings, store=store, repo=None, service=None, engines=default_engines())  # type: ignore[arg-type]
    analytics = Analytics(context, "inprocess")
    if not catch_up:

        def as_found(bound: float = 0.0) -> int:
            projector = analytics.projector
            return 0 if projector is None else projector.position()

        setattr(analytics, "caught_up", as_found)  # noqa: B010 (an instance's method replaced for the baseline)
    figures: dict[str, list[float]] = {
        "projector": [],
        "query": [],
        "query asked": [],
        "folie sql": [],
        "folie sql asked": [],
        "published": [],
    }
    parts, undo = _timed_parts()
    analytics.start()
    reader = subprocess.Popen(  # another process, as folie sql is (DuckDB's locks are per process)
        [
            sys.executable,
            "-m",
            "bench.analytics_freshness_query",
            "--reader",
            str(published_path(settings.analytics_path)),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    asker = subprocess.Popen(  # and ``folie sql``'s question to the owner, from a process of its own
        [sys.executable, "-m", "bench.analytics_freshness_query", "--asker", settings.analytics_path],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    assert reader.stdin is not None and reader.stdout is not None
    assert asker.stdin is not None and asker.stdout is not None
    try:
        warm = time.perf_counter()
        analytics.query("analyst", "SELECT 1", 1, 30)  # the pooled copies, written whole once
        while not analytics.publisher or not analytics.publisher.path.exists():
            time.sleep(0.1)
        print(f"  first copies written in {time.perf_counter() - warm:.1f} s")
        cloned = time.perf_counter()
        analytics.query("admin", "SELECT 1", 1, 30)  # folie sql's questions read the admin's: the published one cloned
        print(f"  the admin's copy (the published one cloned, then updated) in {time.perf_counter() - cloned:.1f} s")
        for times in parts.values():
            times.clear()
        for seed in range(probes):
            (played,) = play_many("maeshowe", {}, "random", 1, 10**6 + seed, workers=1)
            store_played(store, played)
            acked, acked_at = time.perf_counter(), time.time()
            last = store.max_notification_id()
            match = played[0].match_id
            sql = f"SELECT count(*) FROM events WHERE match_id = '{match}'"
            deadline = acked + 60

            def projected(last: int = last) -> bool:
                projector = analytics.projector
                return projector is not None and projector.position() >= last

            def queried(sql: str = sql, acked: float = acked) -> bool:
                asked = time.perf_counter()
                seen = bool(analytics.query("analyst", sql, 1, 30).rows[0][0] > 0)
                if seen:
                    figures["query asked"].append(asked - acked)
                return seen

            threads = [
                threading.Thread(target=_wait, args=(check, acked, figures[name], deadline, gap))
                for name, check, gap in (("projector", projected, 0.01), ("query", queried, spaced))
            ]
            for thread in threads:
                thread.start()
            for pipe in (reader.stdin, asker.stdin):
                pipe.write(f"{match}\n".encode())
                pipe.flush()
            seen = float(reader.stdout.readline())
            figures["published"].append(seen - acked_at)
            asked_at, seen = (float(value) for value in asker.stdout.readline().split())
            figures["folie sql"].append(seen - acked_at)
            figures["folie sql asked"].append(asked_at - acked_at)
            for thread in threads:
                thread.join()
            time.sleep(max(0.0, every - (time.perf_counter() - acked)))
    finally:
        for process, pipe in ((reader, reader.stdin), (asker, asker.stdin)):
            pipe.close()
            process.wait()
        analytics.close()
        store.close()
        undo()
    for name, times in parts.items():
        if times:
            print(f"  ({name}: {len(times)}, median {percentile(times, 50):.3f} s, p99 {percentile(times, 99):.3f} s)")
    return figures


def _timed_parts() -> tuple[dict[str, list[float]], Callable[[], None]]:
    """Where a query's time goes: copy updates made by the refresh after a step (the publisher's thread),
    by the query itself, by the publication, and the query's child process."""
    from projections.analytics import sandbox_process, snapshots

    parts: dict[str, list[float]] = {"update by refresh": [], "update by query": [], "publication": [], "child": []}
    update, run = snapshots.update, sandbox_process.run

    def timed_update(copy: snapshots.Snapshot, con: Any, stop: threading.Event | None = None) -> int:
        started = time.perf_counter()
        try:
            return update(copy, con, stop)
        finally:
            if copy.path.name.startswith("."):
                who = "publication"
            elif threading.current_thread().name == "folie-analytics-refresh":
                who = "update by refresh"
            else:
                who = "update by query"
            parts[who].append(time.perf_counter() - started)

    def timed_run(*args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return run(*args, **kwargs)
        finally:
            parts["child"].append(time.perf_counter() - started)

    def undo() -> None:
        snapshots.update, sandbox_process.run = update, run

    snapshots.update, sandbox_process.run = timed_update, timed_run  # type: ignore[assignment]
    return parts, undo


def trace(root: Path, probes: int, every: float, audiences: tuple[str, ...] = ("analyst", "admin")) -> None:
    """One fresh query at a time, each step timed in wall-clock and CPU time: a match is committed to the
    store, then one query asks for it at once (``analyst``: ``POST /analytics/query``'s path; ``admin``:
    ``folie sql``'s, which the owner's socket runs the same way), alone (no reader, no other query). Steps:

    * ``catch-up``: the query's wait for the projector (``Steps.reach``); within it the projector's step
      (its thread's CPU);
    * ``copy``: from the catch-up to the copy ready (waiting for the refresh or updating it); the updates
      that ran meanwhile (the refresh's, the query's, the publication's), with their threads' CPU;
    * ``child``: the capped child (its CPU: the reaped children's);
    * ``total``: from the store's commit to the answer; CPU: every thread of this process plus the child.
    """
    from projections.analytics import sandbox_process, snapshots
    from projections.analytics.projector import Projector

    analytics, store, close = _service(root)
    marks: list[tuple[str, float, float, float]] = []  # (what, start, end, thread or child CPU)
    update, run, step, reach = snapshots.update, sandbox_process.run, Projector.step, type(analytics.steps).reach

    def timed_update(copy: snapshots.Snapshot, con: Any, stop: threading.Event | None = None) -> int:
        started, cpu = time.perf_counter(), time.thread_time()
        try:
            return update(copy, con, stop)
        finally:
            who = "publication" if copy.path.name.startswith(".") else threading.current_thread().name
            marks.append((f"update {copy.audience} by {who}", started, time.perf_counter(), time.thread_time() - cpu))

    def timed_run(*args: Any, **kwargs: Any) -> Any:
        started, cpu = time.perf_counter(), _children_cpu()
        try:
            return run(*args, **kwargs)
        finally:
            marks.append(("child", started, time.perf_counter(), _children_cpu() - cpu))

    def timed_step(self: Projector, limit: int | None = None) -> int:
        started, cpu = time.perf_counter(), time.thread_time()
        done = step(self, limit)
        if done:
            marks.append(("projector step", started, time.perf_counter(), time.thread_time() - cpu))
        return done

    def timed_reach(self: Any, *args: Any, **kwargs: Any) -> int:
        started = time.perf_counter()
        try:
            return int(reach(self, *args, **kwargs))
        finally:
            marks.append(("catch-up", started, time.perf_counter(), 0.0))

    snapshots.update, sandbox_process.run = timed_update, timed_run  # type: ignore[assignment]
    Projector.step = timed_step  # type: ignore[method-assign]
    type(analytics.steps).reach = timed_reach
    rows: dict[str, list[tuple[float, float]]] = {}
    try:
        analytics.start()
        analytics.query("analyst", "SELECT 1", 1, 30)  # the analysts' copy, written whole once
        while not analytics.publisher or not analytics.publisher.path.exists():
            time.sleep(0.1)
        analytics.query("admin", "SELECT 1", 1, 30)  # the admin's: the published one cloned
        for seed in range(probes):
            audience = audiences[seed % len(audiences)]
            time.sleep(every)
            (played,) = play_many("maeshowe", {}, "random", 1, 2 * 10**6 + seed, workers=1)
            sql = f"SELECT count(*) FROM events WHERE match_id = '{played[0].match_id}'"
            store_played(store, played)
            marks.clear()
            acked, cpu = time.perf_counter(), time.process_time() + _children_cpu()
            seen = analytics.query(audience, sql, 1, 30).rows[0][0] > 0
            done, used = time.perf_counter(), time.process_time() + _children_cpu() - cpu
            spans = {what: (start, end, c) for what, start, end, c in marks}
            caught = spans.get("catch-up", (acked, acked, 0.0))
            child = spans.get("child", (done, done, 0.0))
            steps = [(s, e, c) for what, s, e, c in marks if what == "projector step" and e >= acked - 0.01]
            updates = [(w, s, e, c) for w, s, e, c in marks if w.startswith("update") and e > acked and s < child[0]]
            add = rows.setdefault
            add(f"{audience} catch-up (wait)", []).append((caught[1] - acked, 0.0))
            for s, e, c in steps[:1]:
                add(f"{audience}   projector step", []).append((e - s, c))
            add(f"{audience} copy (wait)", []).append((child[0] - caught[1], 0.0))
            for w, s, e, c in updates:
                add(f"{audience}   {w}", []).append((e - s, c))
            add(f"{audience} child", []).append((child[1] - child[0], child[2]))
            add(f"{audience} total{'' if seen else ' (not seen!)'}", []).append((done - acked, used))
    finally:
        snapshots.update, sandbox_process.run = update, run
        Projector.step = step  # type: ignore[method-assign]
        type(analytics.steps).reach = reach
        close()
    print(f"  {'step':<44} {'n':>3} {'wall p50':>9} {'p99':>7} {'CPU p50':>8} {'p99':>7}")
    for name, values in sorted(rows.items(), key=lambda item: item[0].split()[0]):
        walls, cpus = [w for w, _ in values], [c for _, c in values]
        print(
            f"  {name:<44} {len(values):>3} {percentile(walls, 50):9.3f} {percentile(walls, 99):7.3f} "
            f"{percentile(cpus, 50):8.3f} {percentile(cpus, 99):7.3f}"
        )


def _children_cpu() -> float:
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def _service(root: Path) -> tuple[Any, EventStore, Callable[[], None]]:
    """The service's analytics over ``root``'s store and analytics file, as ``folie serve`` runs them."""
    from domain.registry import default_engines
    from service.extensions import AppContext
    from service.extensions.analytics import Analytics
    from service.settings import Settings

    settings = Settings(
        store=StoreConfig(sqlite_path=str(root / "events.sqlite")), analytics_path=str(root / "a.duckdb")
    )
    store = EventStore(settings.store)
    context = AppContext(settings=settings, store=store, repo=None, service=None, engines=default_engines())  # type: ignore[arg-type]
    analytics = Analytics(context, "inprocess")

    def close() -> None:
        analytics.close()
        store.close()

    return analytics, store, close


def read(path: Path) -> None:
    """The reader process: for each match id on stdin, poll the published copy until it holds the match's
    events (opening it afresh each time, as ``folie sql`` does), and print the wall-clock time then."""
    for line in sys.stdin:
        sql = f"SELECT count(*) FROM events WHERE match_id = '{line.strip()}'"
        deadline = time.time() + 60
        seen = float("inf")
        while time.time() < deadline:
            try:
                con = open_published(path, threads=1)
            except Exception:  # not published yet
                time.sleep(0.05)
                continue
            try:
                row = con.execute(sql).fetchone()
            finally:
                con.close()
            if row is not None and row[0] > 0:
                seen = time.time()
                break
            time.sleep(0.01)
        print(seen, flush=True)


def ask(analytics: str) -> None:
    """The asker process: for each match id on stdin, ask the owner (as ``folie sql`` does) until the
    answer holds the match's events; print when the question that saw them was asked, and answered."""
    from projections.analytics.owner_socket import ask as ask_owner

    for line in sys.stdin:
        sql = f"SELECT count(*) FROM events WHERE match_id = '{line.strip()}'"
        deadline = time.time() + 60
        asked = seen = float("inf")
        while time.time() < deadline:
            began = time.time()
            answered = ask_owner(analytics, sql, limit=1, timeout=30)
            if answered is not None and answered[0].rows[0][0] > 0:
                asked, seen = began, time.time()
                break
            time.sleep(0.01)
        print(asked, seen, flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--matches", default="10000,100000", help="sizes of the analytics file, comma-separated")
    parser.add_argument("--probes", type=int, default=20, help="matches appended and timed per size")
    parser.add_argument("--every", type=float, default=0.5, help="seconds between probes")
    parser.add_argument("--keep", type=Path, default=None, help="keep the built files here (reused if present)")
    parser.add_argument(
        "--spaced",
        type=float,
        default=0.0,
        help="seconds between the starts of two queries (default 0: back to back); a designer's queries are spaced",
    )
    parser.add_argument(
        "--pace", type=float, default=None, help="the in-process projector's pace in seconds (default: the service's)"
    )
    parser.add_argument(
        "--baseline",
        action="store_true",
        help="first run each size without the catch-up at the query (the code before), then with it",
    )
    parser.add_argument(
        "--trace",
        action="store_true",
        help="instead: one query at a time, each step's wall-clock and CPU time (catch-up, copy, child)",
    )
    parser.add_argument("--reader", type=Path, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--asker", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.reader is not None:
        read(args.reader)
        return
    if args.asker is not None:
        ask(args.asker)
        return
    if args.pace is not None:
        from service.extensions import analytics

        analytics.IN_PROCESS_PACE = args.pace
    with tempfile.TemporaryDirectory() as directory:
        base = args.keep or Path(directory)
        for matches in (int(text) for text in args.matches.split(",")):
            root = base / f"m{matches}"
            if not (root / "analytics.duckdb").exists():
                root.mkdir(parents=True, exist_ok=True)
                build(root, matches)
            for catch_up in (False, True) if args.baseline and not args.trace else (True,):
                work = Path(directory) / f"run{matches}"
                work.mkdir()
                shutil.copyfile(root / "events.sqlite", work / "events.sqlite")
                shutil.copyfile(root / "analytics.duckdb", work / "a.duckdb")
                con = open_database(work / "a.duckdb", read_only=True)
                query = "SELECT (SELECT count(*) FROM match_created), (SELECT count(*) FROM events)"
                size = con.execute(query).fetchone()
                con.close()
                assert size is not None
                print(
                    f"{size[0]:,} matches, {size[1]:,} events, {os.path.getsize(work / 'a.duckdb') / 2**20:,.0f} MB, "
                    f"{'catch-up at the query' if catch_up else 'baseline: no catch-up'} "
                    f"(load average {os.getloadavg()[0]:.1f})"
                )
                if args.trace:
                    trace(work, args.probes, args.every)
                    print(f"  (load average after {os.getloadavg()[0]:.1f})")
                    shutil.rmtree(work)
                    continue
                figures = measure(work, args.probes, args.every, args.spaced, catch_up)
                print(f"  (load average after {os.getloadavg()[0]:.1f})")
                for name, delays in figures.items():
                    print(
                        f"  {name:<16} p50 {percentile(delays, 50):5.2f} s  p99 {percentile(delays, 99):5.2f} s  "
                        f"max {max(delays):5.2f} s"
                    )
                shutil.rmtree(work)


if __name__ == "__main__":
    main()
