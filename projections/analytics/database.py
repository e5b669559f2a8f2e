"""Opening the analytics DuckDB file, locked down.

The database instance is opened with external access off (no files, no ATTACH, no extension
installs or loads) and its configuration locked, so that the SQL sandbox cannot reach anything but
the tables. The projector writes through the same instance: it never needs file access itself
(exports go through Arrow and Python, not DuckDB's COPY).

One process owns the file: a second process, even read-only, gets a lock error, which
:func:`open_database` turns into :class:`DatabaseBusy`.

Within a process, DuckDB keeps one instance per path and hands it back to every later open while
anything still holds it (a connection, a cursor, an Arrow reader), even once the file at that path
has been replaced: that instance still reads the old file. A ``fresh`` open (the service reopening a
rebuilt file) gives each instance a configuration of its own, so that DuckDB refuses to hand back an
older one (:class:`DatabaseStillOpen`) instead of reading a file that is gone.
"""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

import duckdb

MEMORY_LIMIT = "1GB"
THREADS = 2


class DatabaseBusy(Exception):
    """Another process owns the analytics file (DuckDB is single-writer, even for readers)."""


class DatabaseStillOpen(DatabaseBusy):
    """A ``fresh`` open met an instance of the same path that this process still holds (see the module
    docstring): try again once every connection to it is closed."""


class DatabaseUnusable(Exception):
    """The analytics file cannot be opened (damaged, not DuckDB, not writable): the message says which
    file and what to do. Analytics are a projection: rebuilding the file loses nothing."""


def config(*, threads: int = THREADS, memory_limit: str = MEMORY_LIMIT, locked: bool = True) -> dict[str, Any]:
    return {
        "enable_external_access": False,
        "autoinstall_known_extensions": False,
        "autoload_known_extensions": False,
        "allow_community_extensions": False,
        "threads": threads,
        "memory_limit": memory_limit,
        "lock_configuration": locked,
    }


def open_database(
    path: str | Path,
    *,
    read_only: bool = False,
    memory_limit: str = MEMORY_LIMIT,
    threads: int = THREADS,
    locked: bool = True,
    fresh: bool = False,
) -> duckdb.DuckDBPyConnection:
    """A connection to the analytics file (created if missing, unless ``read_only``). ``memory_limit``
    caps DuckDB's buffers (its cache of the file's blocks included). ``locked=False`` leaves the settings
    changeable: only for connections that never run an analyst's SQL (``folie export`` lowers its memory
    limit between chunks to empty that cache, see ``export.drop_cache``). ``fresh``: a new instance or
    :class:`DatabaseStillOpen`, never one this process opened before (its user agent names this open)."""
    target = str(path)
    if read_only and target != ":memory:" and not Path(target).exists():
        raise FileNotFoundError(f"no analytics database at {target}; run 'folie project' first")
    try:
        if target != ":memory:" and not read_only:
            Path(target).parent.mkdir(parents=True, exist_ok=True)
        settings = config(threads=threads, memory_limit=memory_limit, locked=locked)
        if fresh:
            settings["custom_user_agent"] = f"folie-{uuid.uuid4().hex}"
        return duckdb.connect(target, read_only=read_only, config=settings)
    except OSError as error:
        raise DatabaseUnusable(
            f"the analytics file {target} cannot be created ({type(error).__name__}: {error}): make "
            f"{Path(target).parent} a directory this user may write, or set FOLIE_ANALYTICS_PATH elsewhere"
        ) from error
    except duckdb.Error as error:
        first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
        if fresh and isinstance(error, duckdb.ConnectionException) and "different configuration" in first:
            raise DatabaseStillOpen(
                f"{target} is still open in this process through a connection to the file it replaced: "
                "it is opened once that connection is closed"
            ) from error
        if isinstance(error, duckdb.IOException) and "lock" in first.lower():
            raise DatabaseBusy(
                f"{target} is held by another process (the service's in-process projector or 'folie project'); "
                "query it through POST /analytics/query, or stop that process"
            ) from error
        raise DatabaseUnusable(
            f"the analytics file {target} cannot be opened ({first}): rebuild it from the event store with "
            "'folie project --rebuild --once' (a running service opens the new file by itself), or move it away"
        ) from error
