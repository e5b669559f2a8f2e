"""``folie report NAME``: a built-in analytics report as a table, JSON, a PNG chart or an HTML page."""

from __future__ import annotations

import argparse
import csv
import io
import sys
from pathlib import Path

import msgspec

from service.settings import Settings, SettingsError


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from projections.analytics.reports import REPORTS

    parser = commands.add_parser(
        "report",
        help="run a built-in analytics report",
        description="Run a built-in report: "
        + "; ".join(f"{r.name}: {r.description}" for r in REPORTS)
        + " Exit 0: done; 1: it failed; 2: bad arguments (unknown game, dimension, source) or nothing to read.",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    parser.add_argument("name", choices=[r.name for r in REPORTS], help="the report")
    parser.add_argument(
        "--game", default=None, help="only this game (needed by phase_length, lift, compare, breakdown)"
    )
    parser.add_argument(
        "--source",
        default=None,
        help="play, simulation (every bot) or simulation:<bot> such as simulation:heuristic (default: all)",
    )
    parser.add_argument(
        "--dimension",
        default=None,
        help="lift/breakdown: card, spell, round, region, tile... (lift also: action); compare: an option's name",
    )
    parser.add_argument(
        "--format", choices=("table", "json", "csv", "png", "html"), default="table", help="output format"
    )
    parser.add_argument("--output", type=Path, default=None, help="file to write (required for png; default: stdout)")
    parser.add_argument(
        "--analytics", default=None, help="the DuckDB file (default: FOLIE_ANALYTICS_PATH or beside the store)"
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import duckdb

    from projections.analytics import charts
    from projections.analytics.reports import ReportError, run_report
    from service.commands.exits import FAILED, UNAVAILABLE, USAGE
    from service.commands.reading import open_for_reading
    from service.commands.sql import table, write_csv

    try:
        settings = Settings.from_env()
    except SettingsError as error:
        sys.stderr.write(f"folie report: {error}\n")
        return USAGE
    if args.format == "png" and args.output is None:
        sys.stderr.write("folie report: --format png needs --output FILE\n")
        return USAGE
    opened = open_for_reading("report", settings, args.analytics)
    if opened is None:
        return UNAVAILABLE
    con, _ = opened
    try:
        report = run_report(con, args.name, game=args.game, source=args.source, dimension=args.dimension)
    except ReportError as error:
        sys.stderr.write(f"folie report: {error.message}\n")
        return USAGE
    except duckdb.Error as error:
        sys.stderr.write(f"folie report: failed ({type(error).__name__}: {error})\n")
        return FAILED
    finally:
        con.close()
    if args.format == "png":
        args.output.write_bytes(charts.png(report))
        return 0
    if args.format == "csv" and args.output is None:
        write_csv(report.columns, report.rows)
        return 0
    if args.format == "html":
        text = charts.page(report)
    elif args.format == "json":
        rows = [dict(zip(report.columns, row, strict=True)) for row in report.rows]
        text = msgspec.json.encode({"name": report.name, "title": report.title, "rows": rows}).decode()
    elif args.format == "csv":
        buffer = io.StringIO()
        csv.writer(buffer, lineterminator="\n").writerows([report.columns, *report.rows])
        text = buffer.getvalue().rstrip("\n")
    else:
        text = f"{charts.title(report)}\n\n{table(report.columns, [tuple(r) for r in report.rows])}"
    if args.output is not None:
        args.output.write_text(text + "\n", encoding="utf-8", newline="\n")
    else:
        sys.stdout.write(text + "\n")
    return 0
