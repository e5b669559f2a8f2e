"""``folie sql "SELECT ..."``: the analytics SQL sandbox on the local DuckDB file."""

from __future__ import annotations

import argparse
import csv
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import msgspec

from service.settings import Settings, SettingsError

if TYPE_CHECKING:
    from projections.analytics.sandbox import QueryResult


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser(
        "sql",
        help="run one read-only SQL query on the analytics file",
        description="Run one read-only SELECT on the analytics file: asked of the folie serve that holds it on this "
        "host (fresh: what the store holds now, in its SQL sandbox), else the file itself, else the copy its "
        "holder publishes. "
        "Exit 0: rows printed; 1: the query was refused or failed; 2: nothing to read.",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    parser.add_argument("query", help="one SELECT statement (tables: see docs/analytics.md)")
    parser.add_argument(
        "--analytics", default=None, help="the DuckDB file (default: FOLIE_ANALYTICS_PATH or beside the store)"
    )
    parser.add_argument("--limit", type=int, default=1000, help="rows at most")
    parser.add_argument("--timeout", type=float, default=30.0, help="seconds")
    parser.add_argument("--format", choices=("table", "json", "csv"), default="table", help="output format")
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
    from projections.analytics.cells import number

    return number(value)


def run(args: argparse.Namespace) -> int:
    from projections.analytics.owner_socket import OwnerFailed
    from projections.analytics.sandbox import QueryRefused
    from projections.analytics.sandbox import run as run_query
    from service.commands.exits import FAILED, UNAVAILABLE, USAGE
    from service.commands.reading import open_for_reading

    try:
        settings = Settings.from_env()
    except SettingsError as error:
        sys.stderr.write(f"folie sql: {error}\n")
        return USAGE
    try:
        result = _ask_owner(settings, args)
    except QueryRefused as refused:
        sys.stderr.write(f"folie sql: refused ({refused.code}): {refused.message}\n")
        return FAILED
    except OwnerFailed as failed:
        sys.stderr.write(f"folie sql: the running server could not answer: {failed}\n")
        return UNAVAILABLE
    if result is None:  # no server of this user holds the file: the file itself, or the copy its holder publishes
        opened = open_for_reading("sql", settings, args.analytics)
        if opened is None:
            return UNAVAILABLE
        con, _ = opened
        try:
            result = run_query(con, args.query, limit=args.limit, timeout=args.timeout)
        except QueryRefused as refused:
            sys.stderr.write(f"folie sql: refused ({refused.code}): {refused.message}\n")
            return FAILED
        finally:
            con.close()
    names = [c.name for c in result.columns]
    if args.format == "json":
        rows = [dict(zip(names, row, strict=True)) for row in result.rows]
        sys.stdout.write(msgspec.json.encode(rows).decode() + "\n")
    elif args.format == "csv":
        write_csv(names, result.rows)
    else:
        sys.stdout.write(table(names, result.rows) + "\n")
        more = " (truncated)" if result.truncated else ""
        sys.stdout.write(f"({len(result.rows)} rows{more}, {result.elapsed_ms:.1f} ms)\n")
    return 0


def _ask_owner(settings: Settings, args: argparse.Namespace) -> QueryResult | None:
    """The answer of the ``folie serve`` that holds the file on this host (fresh: its projector first
    catches up with the store, then the query runs in its SQL sandbox, see
    :mod:`projections.analytics.owner_socket`), or ``None`` when none listens."""
    from projections.analytics.owner_socket import ask
    from service.commands.project import analytics_file

    path = analytics_file(settings, args.analytics)
    if path == ":memory:":
        return None
    answered = ask(path, args.query, limit=args.limit, timeout=args.timeout)
    return None if answered is None else answered[0]


def write_csv(names: list[str], rows: Sequence[Sequence[Any]]) -> None:
    """CSV with ``\\n`` line ends (the csv module's default is ``\\r\\n``)."""
    writer = csv.writer(sys.stdout, lineterminator="\n")
    writer.writerow(names)
    writer.writerows(rows)
