"""``folie report NAME``: a built-in analytics report as a table, JSON, a PNG chart or an HTML page."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import msgspec

from service.settings import Settings, SettingsError


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from projections.analytics.reports import REPORTS

    parser = commands.add_parser("report", help="run a built-in analytics report")
    parser.add_argument("name", choices=[r.name for r in REPORTS])
    parser.add_argument("--game")
    parser.add_argument("--source", choices=("play", "simulation"))
    parser.add_argument("--dimension", help="breakdown dimension (card, round, region, tile...)")
    parser.add_argument("--format", choices=("table", "json", "png", "html"), default="table")
    parser.add_argument("--output", type=Path, help="file to write (required for png)")
    parser.add_argument("--analytics", help="the DuckDB file (default: FOLIE_ANALYTICS_PATH or beside the store)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from projections.analytics import charts
    from projections.analytics.database import DatabaseBusy, DatabaseUnusable, open_database
    from projections.analytics.reports import ReportError, run_report
    from service.commands.project import analytics_file
    from service.commands.sql import table

    try:
        settings = Settings.from_env()
    except SettingsError as error:
        raise SystemExit(f"folie report: {error}") from error
    if args.format == "png" and args.output is None:
        sys.stderr.write("folie report: --format png needs --output FILE\n")
        return 2
    try:
        con = open_database(analytics_file(settings, args.analytics), read_only=True)
    except (DatabaseBusy, DatabaseUnusable, FileNotFoundError) as error:
        sys.stderr.write(f"folie report: {error}\n")
        return 2
    try:
        report = run_report(con, args.name, game=args.game, source=args.source, dimension=args.dimension)
    except ReportError as error:
        sys.stderr.write(f"folie report: {error.message}\n")
        return 1
    finally:
        con.close()
    if args.format == "png":
        args.output.write_bytes(charts.png(report))
        return 0
    if args.format == "html":
        text = charts.page(report)
    elif args.format == "json":
        rows = [dict(zip(report.columns, row, strict=True)) for row in report.rows]
        text = msgspec.json.encode({"name": report.name, "title": report.title, "rows": rows}).decode()
    else:
        text = f"{report.title}\n\n{table(report.columns, [tuple(r) for r in report.rows])}"
    if args.output is not None:
        args.output.write_text(text + "\n", encoding="utf-8")
    else:
        sys.stdout.write(text + "\n")
    return 0
