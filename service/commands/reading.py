"""Opening the analytics file for a reading command (``sql``, ``report``, ``export``).

The file itself when no process holds it; while the service (or ``folie project``) holds it, DuckDB
refuses every other process, so the copy its owner publishes (``<file>.published.duckdb``, see
:class:`projections.analytics.snapshots.Publisher`) is read instead, and the command says how old it is.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import duckdb

from projections.analytics.database import MEMORY_LIMIT, THREADS, DatabaseBusy, DatabaseUnusable, open_database
from projections.analytics.snapshots import published_path
from service.settings import Settings

OPEN_TRIES = 5


def open_published(
    published: Path, *, memory_limit: str = MEMORY_LIMIT, threads: int = THREADS, locked: bool = True
) -> duckdb.DuckDBPyConnection:
    """The published copy, read-only. The owner never writes the copy published under that name, but a
    reader that found the name just before it moved on to a newer copy may meet the older one being
    brought up to date (DuckDB's lock refuses it): it opens the name again, now the newer copy."""
    for _ in range(OPEN_TRIES - 1):
        try:
            return open_database(published, read_only=True, memory_limit=memory_limit, threads=threads, locked=locked)
        except DatabaseBusy:
            time.sleep(0.02)
    return open_database(published, read_only=True, memory_limit=memory_limit, threads=threads, locked=locked)


def open_for_reading(
    command: str,
    settings: Settings,
    override: str | None,
    *,
    memory_limit: str = MEMORY_LIMIT,
    threads: int = THREADS,
    locked: bool = True,
) -> tuple[duckdb.DuckDBPyConnection, str] | None:
    """``(connection, what it reads)``, or ``None`` after saying on stderr why nothing can be read.
    ``memory_limit``, ``threads`` and ``locked`` are those of :func:`open_database`."""
    from service.commands.project import analytics_file

    path = analytics_file(settings, override)
    try:
        return open_database(path, read_only=True, memory_limit=memory_limit, threads=threads, locked=locked), path
    except DatabaseBusy as busy:
        published = published_path(path)
        if not published.exists():
            sys.stderr.write(
                f"folie {command}: {busy}; and no published copy at {published} yet (the owner writes one "
                "every FOLIE_ANALYTICS_PUBLISH_S seconds once it has projected something)\n"
            )
            return None
        try:
            con = open_published(published, memory_limit=memory_limit, threads=threads, locked=locked)
        except (DatabaseBusy, DatabaseUnusable) as error:
            sys.stderr.write(f"folie {command}: {path} is held by another process and its copy fails: {error}\n")
            return None
        age = time.time() - Path(published).stat().st_mtime
        sys.stderr.write(
            f"folie {command}: {path} is held by a running process; reading its copy {published} ({age:.0f} s old)\n"
        )
        return con, str(published)
    except (DatabaseUnusable, FileNotFoundError) as error:
        sys.stderr.write(f"folie {command}: {error}\n")
        return None
