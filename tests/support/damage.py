"""Damage done to a real file for the tests of bad files: junk bytes over chosen pages or blocks, after
SQLite's write-ahead log is folded into the file (so the damage reaches the data itself)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from pathlib import Path

PAGE = 4096
"""SQLite's page size in this project's stores."""


def checkpoint(path: Path) -> None:
    """Fold the SQLite file's write-ahead log into it and empty the log."""
    con = sqlite3.connect(path)
    try:
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        con.close()


def overwrite(path: Path, offsets: Iterable[int], size: int = PAGE) -> Path:
    """``size`` junk bytes (0xa5) at each of ``offsets``; returns ``path``."""
    with path.open("r+b") as file:
        for offset in offsets:
            file.seek(offset)
            file.write(b"\xa5" * size)
    return path


def overwrite_pages(path: Path, pages: Iterable[int]) -> Path:
    """Junk over each of ``pages`` (numbered from 0; page 0 holds the schema); returns ``path``."""
    return overwrite(path, (page * PAGE for page in pages))


def page_count(path: Path) -> int:
    return path.stat().st_size // PAGE
