"""``folie export ndjson|parquet``: finished matches as an open games database."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from service.settings import Settings, SettingsError


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser("export", help="export finished matches (NDJSON or partitioned Parquet)")
    parser.add_argument("format", choices=("ndjson", "parquet"))
    parser.add_argument("--output", type=Path, required=True, help="NDJSON file, or Parquet directory")
    parser.add_argument("--game")
    parser.add_argument("--analytics", help="the DuckDB file (default: FOLIE_ANALYTICS_PATH or beside the store)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from projections.analytics import export
    from projections.analytics.database import DatabaseBusy, DatabaseUnusable, open_database
    from service.commands.project import analytics_file

    try:
        settings = Settings.from_env()
    except SettingsError as error:
        raise SystemExit(f"folie export: {error}") from error
    try:
        con = open_database(analytics_file(settings, args.analytics), read_only=True)
    except (DatabaseBusy, DatabaseUnusable, FileNotFoundError) as error:
        sys.stderr.write(f"folie export: {error}\n")
        return 2
    try:
        if args.format == "ndjson":
            args.output.parent.mkdir(parents=True, exist_ok=True)
            count = 0
            with args.output.open("w", encoding="utf-8") as out:
                for line in export.ndjson(con, game=args.game):
                    out.write(line)
                    count += 1
            sys.stderr.write(f"{count} matches written to {args.output}\n")
        else:
            written = export.write_parquet(con, args.output, game=args.game)
            sys.stderr.write(
                ", ".join(f"{rows} {table} rows" for table, rows in written.items()) + f" in {args.output}\n"
            )
    finally:
        con.close()
    return 0
