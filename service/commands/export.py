"""``folie export ndjson|parquet``: finished matches as an open games database."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from service.commands.exits import FAILED, UNAVAILABLE, USAGE
from service.settings import Settings, SettingsError


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "export",
        help="export finished matches (NDJSON or partitioned Parquet)",
        description="Export finished matches. The file appears only once complete (written beside it, then renamed).",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    parser.add_argument("format", choices=("ndjson", "parquet"), help="one match per line, or Hive-partitioned Parquet")
    parser.add_argument("--output", type=Path, required=True, help="NDJSON file, or Parquet directory")
    parser.add_argument("--game", default=None, help="only this game (default: every game)")
    parser.add_argument(
        "--analytics", default=None, help="the DuckDB file (default: FOLIE_ANALYTICS_PATH or beside the store)"
    )
    parser.add_argument("--quiet", action="store_true", help="no progress on stderr")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    # Arrow's buffers from malloc, which returns them (see export.return_freed_memory): read when pyarrow
    # first allocates, so set before it loads; a value given in the environment is kept
    os.environ.setdefault("ARROW_DEFAULT_MEMORY_POOL", "system")
    import duckdb

    from projections.analytics import export
    from projections.analytics.database import DatabaseBusy, DatabaseUnusable, open_database
    from projections.analytics.export_source import reopening
    from service.commands.progress import Progress
    from service.commands.reading import open_for_reading

    try:
        settings = Settings.from_env()
    except SettingsError as error:
        sys.stderr.write(f"folie export: {error}\n")
        return USAGE
    export.return_freed_memory()
    opened = open_for_reading(
        "export", settings, args.analytics, memory_limit=export.MEMORY_LIMIT, threads=export.THREADS, locked=False
    )
    if opened is None:
        return UNAVAILABLE

    def own(target: str) -> duckdb.DuckDBPyConnection:
        """The export's DuckDB, as ``open_for_reading`` opened it: unlocked settings, one thread, 64 MB."""
        return open_database(
            target, read_only=True, memory_limit=export.MEMORY_LIMIT, threads=export.THREADS, locked=False
        )

    con, read = opened
    progress = Progress("export", quiet=args.quiet)
    try:
        if args.format == "ndjson":
            con.close()  # the export opens its own instances of the same file (export_source.Reader)
            with reopening(read, own) as opener:
                count = export.write_ndjson(opener, args.output, game=args.game, progress=progress.matches)
            progress.done(f"{count:,} matches written to {args.output}")
        else:
            written = export.write_parquet(con, args.output, game=args.game, progress=progress.steps)
            progress.done(", ".join(f"{rows:,} {table} rows" for table, rows in written.items()) + f" in {args.output}")
    except export.ExportError as error:
        progress.done(None)
        sys.stderr.write(f"folie export: {error.message}\n")
        return USAGE
    except (duckdb.Error, OSError, DatabaseBusy, DatabaseUnusable) as error:
        progress.done(None)
        sys.stderr.write(f"folie export: failed, nothing written ({type(error).__name__}: {error})\n")
        return FAILED
    finally:
        con.close()
    return 0
