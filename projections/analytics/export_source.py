"""What an export reads: the service's connection as it is, or ``folie export``'s own file, reopened as the
export goes (each DuckDB query leaves a few kB inside its instance that only closing the instance frees:
see ``export.RENEW_CHUNKS``), and never from a newer file that replaced it meanwhile."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Iterator

import duckdb

from projections.analytics.database import DatabaseUnusable

Opener = Callable[[], duckdb.DuckDBPyConnection]
"""Opens the analytics file afresh (a new DuckDB instance: no other connection to it may be open)."""
Source = duckdb.DuckDBPyConnection | Opener
"""What an export reads: a connection (the service's, kept throughout) or an :data:`Opener` (``folie
export``'s own file, reopened as the export goes, see :class:`Reader`)."""


class Reader:
    """The connection an export reads through. From an :data:`Opener`, it is this export's own DuckDB
    instance, closed and opened afresh by :meth:`renew` (what its queries leave behind goes with it) and
    closed by :meth:`close`; from a connection, it is that connection throughout, left open."""

    def __init__(self, source: Source) -> None:
        if isinstance(source, duckdb.DuckDBPyConnection):
            self._open: Opener | None = None
            self.con = source
        else:
            self._open = source
            self.con = source()

    def renew(self) -> None:
        """A fresh instance; or, when the file was replaced meanwhile (see :class:`Reopener`), the one at hand,
        which still reads the first file (memory then grows as before renewing)."""
        if self._open is not None and (not isinstance(self._open, Reopener) or self._open.same()):
            self.con.close()
            self.con = self._open()

    def close(self) -> None:
        if self._open is not None:
            self.con.close()


class Reopener:
    """Opens the file at ``path`` afresh (``open_at`` opens a given path) while it is still the file the
    export began with: a running service replaces its published copy by a rename, and an export must not
    read half the old copy and half the new. :meth:`same` says whether it still is; a descriptor held
    open (see :func:`reopening`) keeps the first file's inode from being reused meanwhile."""

    def __init__(self, path: str, open_at: Callable[[str], duckdb.DuckDBPyConnection]) -> None:
        self.path = path
        self._open_at = open_at
        self._first = self._identity()

    def _identity(self) -> tuple[int, int]:
        found = os.stat(self.path)
        return found.st_dev, found.st_ino

    def same(self) -> bool:
        try:
            return self._identity() == self._first
        except OSError:
            return False

    def __call__(self) -> duckdb.DuckDBPyConnection:
        con = self._open_at(self.path)
        if not self.same():  # replaced between the check and the opening
            con.close()
            raise DatabaseUnusable(f"{self.path} was replaced during the export; run it again")
        return con


@contextlib.contextmanager
def reopening(path: str, open_at: Callable[[str], duckdb.DuckDBPyConnection]) -> Iterator[Reopener]:
    """A :class:`Reopener` of ``path``, holding the file open until the block ends."""
    fd = os.open(path, os.O_RDONLY)
    try:
        yield Reopener(path, open_at)
    finally:
        os.close(fd)
