"""``folie project``: run the analytics projector (catch up, then follow; or rebuild from empty)."""

from __future__ import annotations

import argparse
import signal
import sys
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from service.settings import Settings, SettingsError

if TYPE_CHECKING:
    import duckdb

    from projections.analytics.owner_socket import Steps
    from projections.analytics.projector import Projector
    from projections.analytics.snapshots import Publisher
    from projections.store import EventStore


class Closing(Protocol):
    def close(self) -> None: ...


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "project",
        help="run the analytics projector into DuckDB",
        description="Catch up with the event store (progress on stderr), then follow it, publishing a copy "
        "other processes can read every FOLIE_ANALYTICS_PUBLISH_S seconds (<file>.published.duckdb).",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    parser.add_argument("--once", action="store_true", help="catch up with the store, then exit")
    parser.add_argument(
        "--rebuild", action="store_true", help="delete the analytics file and rebuild it from the store"
    )
    parser.add_argument(
        "--analytics", default=None, help="the DuckDB file (default: FOLIE_ANALYTICS_PATH or beside the store)"
    )
    parser.add_argument(
        "--batch", type=int, default=None, help="notifications per transaction (default: the projector's BATCH_SIZE)"
    )
    parser.add_argument(
        "--facts",
        choices=("missing", "all"),
        default=None,
        help="first record in the store the facts (outcome, seats, statistics) of the finished matches that have "
        "none ('missing': a store from before facts were recorded, or a crash between a match's end and its facts), "
        "or of every finished match again ('all': after a game declared a new statistic; their rows are replaced)",
    )
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    parser.set_defaults(run=run)


def analytics_file(settings: Settings, override: str | None) -> str:
    from service.extensions.analytics import analytics_path

    return override or analytics_path(settings)


def progress_printer(quiet: bool) -> Any:
    started = time.perf_counter()

    def show(position: int, head: int) -> None:
        if quiet:
            return
        elapsed = max(time.perf_counter() - started, 1e-9)
        share = position / head if head else 1.0
        bar = "#" * int(30 * share)
        sys.stderr.write(f"\r[{bar:<30}] {position:,}/{head:,} events  {position / elapsed:,.0f}/s")
        sys.stderr.flush()

    return show


def _sql_server(
    store: EventStore,
    con: duckdb.DuckDBPyConnection,
    projector: Projector,
    path: str,
    steps: Steps,
    stop: threading.Event,
    publisher: Publisher | None,
) -> Closing | None:
    """``folie sql`` on this host answered by this process while it holds the file, as the service answers
    it (:mod:`projections.analytics.owner_socket`): the projector caught up with the store as the question
    found it, the query in the SQL sandbox's capped child over the admin's copy. ``None``: another
    process listens already (logged)."""
    from projections.analytics import sandbox, sandbox_process
    from projections.analytics.owner_socket import MARGIN_S, Ask, OwnerFailed, Server
    from projections.analytics.snapshots import Snapshots
    from service.extensions.analytics import CATCH_UP_S, QUERY_SLOTS, snapshot_directory

    snapshots = Snapshots(con, snapshot_directory(path), seed=None if publisher is None else publisher.lend)
    slots = threading.BoundedSemaphore(QUERY_SLOTS)

    def answer(ask: Ask) -> tuple[sandbox.QueryResult, int]:
        if not slots.acquire(timeout=ask.timeout + MARGIN_S):
            raise OwnerFailed(f"at most {QUERY_SLOTS} queries run at once; try again")
        try:
            position = steps.reach(projector.position, store.max_notification_id(), CATCH_UP_S, stop)
            with snapshots.use("admin", position) as snapshot:
                result = sandbox_process.run(snapshot.path, ask.sql, limit=ask.limit, timeout=ask.timeout)
                return result, snapshot.position or 0
        finally:
            slots.release()

    server = Server(path, answer)
    if not server.start():
        snapshots.close()
        return None
    sandbox_process.warm()

    class Both:
        def close(self) -> None:
            server.close()
            snapshots.close()

    return Both()


def run(args: argparse.Namespace) -> int:
    import duckdb

    from domain.registry import default_engines
    from domain.statistics import declared_statistics
    from projections.analytics.database import DatabaseBusy, DatabaseUnusable, open_database
    from projections.analytics.facts import backfill
    from projections.analytics.owner_socket import Steps
    from projections.analytics.projector import BATCH_SIZE, FATAL, Projector
    from projections.analytics.snapshots import Publisher
    from projections.store import EventStore, StoreUnavailable
    from service.commands.exits import UNAVAILABLE, USAGE
    from service.extensions.analytics import publish_every

    try:
        settings = Settings.from_env()
    except SettingsError as error:
        sys.stderr.write(f"folie project: {error}\n")
        return USAGE
    path = analytics_file(settings, args.analytics)
    if args.rebuild and path != ":memory:":
        for suffix in ("", ".wal"):
            Path(path + suffix).unlink(missing_ok=True)
    try:
        store = EventStore(settings.store)
    except StoreUnavailable as error:
        sys.stderr.write(f"folie project: {error}\n")
        return UNAVAILABLE
    try:
        con = open_database(path)
    except (DatabaseBusy, DatabaseUnusable) as error:
        store.close()
        sys.stderr.write(f"folie project: {error}\n")
        return UNAVAILABLE
    try:
        engines = default_engines()
        if args.facts is not None:
            recorded = backfill(store, engines, declared_statistics(engines), args.facts)
            if not args.quiet:
                sys.stderr.write(f"recorded the facts of {recorded:,} finished matches ({args.facts})\n")
        projector = Projector(store, con, engines, batch_size=args.batch or BATCH_SIZE)
        show = progress_printer(args.quiet)
        started = time.perf_counter()
        done = projector.catch_up(show)
        if not args.quiet:
            elapsed = time.perf_counter() - started
            sys.stderr.write(f"\ncaught up: {done:,} events in {elapsed:.1f} s into {path}\n")
        if args.once:
            return 0
        stop = threading.Event()
        for signum in (signal.SIGINT, signal.SIGTERM):
            signal.signal(signum, lambda *_: stop.set())
        every = publish_every()
        publisher = Publisher(con, path, every=every) if every > 0 and path != ":memory:" else None
        steps = Steps()
        server = None if path == ":memory:" else _sql_server(store, con, projector, path, steps, stop, publisher)

        def stepped() -> None:
            steps.stepped()
            if publisher is not None:
                publisher()

        try:
            if publisher is not None:
                publisher()
            projector.run(stop, after_step=stepped, wake=steps.wake)
        finally:
            if server is not None:
                server.close()
            if publisher is not None:
                publisher.close()
        return 0
    except FATAL as error:
        raise SystemExit(f"folie project: {error}") from error
    except duckdb.Error as error:  # a block that fails its checksum, a full disk...
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        raise SystemExit(
            f"folie project: the analytics file {path} failed ({first}): rebuild it from the event store with "
            "'folie project --rebuild --once'"
        ) from None
    finally:
        con.close()
        store.close()
