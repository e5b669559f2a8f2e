"""``folie sql "SELECT ..."``: the analytics SQL sandbox on the local DuckDB file."""

from __future__ import annotations

import argparse
import csv
import sys
from typing import Any

import msgspec

from service.settings import Settings, SettingsError


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser("sql", help="run one read-only SQL query on the analytics file")
    parser.add_argument("query", help="one SELECT statement")
    parser.add_argument("--analytics", help="the DuckDB file (default: FOLIE_ANALYTICS_PATH or beside the store)")
    parser.add_argument("--limit", type=int, default=1000)
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds")
    parser.add_argument("--format", choices=("table", "json", "csv"), default="table")
    parser.set_defaults(run=run)


def table(columns: list[str], rows: list[tuple[Any, ...]]) -> str:
    """A plain text table (what a terminal shows)."""
    cells = [[_text(v) for v in row] for row in rows]
    widths = [max([len(c), *(len(r[i]) for r in cells)]) for i, c in enumerate(columns)]
    line = "  ".join(c.ljust(w) for c, w in zip(columns, widths, strict=True))
    rule = "  ".join("-" * w for w in widths)
    body = ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)) for r in cells]
    return "\n".join([line, rule, *body])


def _text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, float):
        return f"{value:.6g}"
    return str(value)


def run(args: argparse.Namespace) -> int:
    from projections.analytics.database import DatabaseBusy, DatabaseUnusable, open_database
    from projections.analytics.sandbox import QueryRefused
    from projections.analytics.sandbox import run as run_query
    from service.commands.project import analytics_file

    try:
        settings = Settings.from_env()
    except SettingsError as error:
        raise SystemExit(f"folie sql: {error}") from error
    try:
        con = open_database(analytics_file(settings, args.analytics), read_only=True)
    except (DatabaseBusy, DatabaseUnusable, FileNotFoundError) as error:
        sys.stderr.write(f"folie sql: {error}\n")
        return 2
    try:
        result = run_query(con, args.query, limit=args.limit, timeout=args.timeout)
    except QueryRefused as refused:
        sys.stderr.write(f"folie sql: refused ({refused.code}): {refused.message}\n")
        return 1
    finally:
        con.close()
    names = [c.name for c in result.columns]
    if args.format == "json":
        rows = [dict(zip(names, row, strict=True)) for row in result.rows]
        sys.stdout.write(msgspec.json.encode(rows).decode() + "\n")
    elif args.format == "csv":
        writer = csv.writer(sys.stdout)
        writer.writerow(names)
        writer.writerows(result.rows)
    else:
        sys.stdout.write(table(names, result.rows) + "\n")
        more = " (truncated)" if result.truncated else ""
        sys.stdout.write(f"({len(result.rows)} rows{more}, {result.elapsed_ms:.1f} ms)\n")
    return 0
