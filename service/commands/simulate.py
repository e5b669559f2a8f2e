"""``folie simulate GAME``: bots play N complete matches through the store and the projector."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import NoReturn

from domain.registry import GAME_PACKAGES
from projections.analytics.simulation import MAX_COMMANDS
from service.commands import exits
from service.settings import Settings, SettingsError


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = commands.add_parser("simulate", help="play N matches with bots into the store and the analytics")
    games = ", ".join(package.rsplit(".", 1)[1] for package in GAME_PACKAGES)
    parser.add_argument("game", help=f"the game's id ({games})")
    parser.add_argument("--games", type=int, default=100, help="matches to play (default: 100)")
    parser.add_argument("--options", default="{}", help="the game's options as JSON (default: {})")
    parser.add_argument(
        "--bot",
        default="random",
        help="who plays: random (legal commands) or heuristic (the game's) for every seat, or per side or seat, "
        "a bare name for the others: keeper=heuristic,investigators=random (Mansions), random,0=heuristic "
        "(default: random)",
    )
    parser.add_argument("--seed", type=int, default=0, help="the run's seed: same seed, same games (default: 0)")
    parser.add_argument(
        "--max-commands",
        type=int,
        default=MAX_COMMANDS,
        help=f"a match stops unfinished after this many commands and counts as capped (default: {MAX_COMMANDS})",
    )
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes (default: all cores)")
    parser.add_argument("--analytics", help="the DuckDB file (default: FOLIE_ANALYTICS_PATH or beside the store)")
    parser.add_argument("--no-project", action="store_true", help="store the matches only (a running projector will)")
    parser.add_argument("--quiet", action="store_true")
    parser.set_defaults(run=run)


def _refuse(why: str) -> NoReturn:
    """It could not start (a bad argument, no store): said on stderr, exit 2 as every ``folie`` command."""
    sys.stderr.write(f"folie simulate: {why}\n")
    raise SystemExit(exits.USAGE)


def run(args: argparse.Namespace) -> int:
    import duckdb

    from domain.registry import default_engines
    from projections.analytics.database import DatabaseBusy, DatabaseUnusable, open_database
    from projections.analytics.projector import FATAL, Projector
    from projections.analytics.simulation import SimulationError, Summary, play_many, store_played, workers_for
    from projections.store import EventStore, StoreUnavailable
    from service.commands.project import analytics_file, progress_printer

    try:
        settings = Settings.from_env()
        options = json.loads(args.options)
    except (SettingsError, json.JSONDecodeError) as error:
        _refuse(str(error))
    if not isinstance(options, dict) or args.games < 1 or args.max_commands < 1:
        _refuse("--options is a JSON object, --games and --max-commands at least 1")
    games = sorted(default_engines())
    if args.game not in games:
        _refuse(f"no game {args.game!r}; games: {', '.join(games)}")
    try:
        store = EventStore(settings.store)
    except StoreUnavailable as error:
        _refuse(str(error))
    summary = Summary(args.game, args.bot, workers=workers_for(args.workers, args.games))
    started = time.perf_counter()
    try:
        for chunk in play_many(
            args.game, options, args.bot, args.games, args.seed, workers=args.workers, max_commands=args.max_commands
        ):
            storing = time.perf_counter()
            store_played(store, chunk)
            summary.store_seconds += time.perf_counter() - storing
            summary.add(chunk)
            if not args.quiet:
                share = summary.games / args.games
                rate = summary.games / (time.perf_counter() - started)
                sys.stderr.write(f"\r[{'#' * int(30 * share):<30}] {summary.games}/{args.games} matches  {rate:.1f}/s")
                sys.stderr.flush()
        summary.play_seconds = time.perf_counter() - started
        if not args.quiet:
            sys.stderr.write("\n")
        if not args.no_project:
            path = analytics_file(settings, args.analytics)
            stored = f"folie simulate: {summary.games} matches stored"
            try:
                con = open_database(path)
            except DatabaseBusy as error:
                sys.stderr.write(f"not projected here: {error}\n")
            except DatabaseUnusable as error:  # the matches are stored: a rebuild projects them too
                raise SystemExit(f"{stored}, not projected: {error}") from None
            else:
                try:
                    projecting = time.perf_counter()
                    Projector(store, con, default_engines()).catch_up(progress_printer(args.quiet))
                    summary.project_seconds = time.perf_counter() - projecting
                    if not args.quiet:
                        sys.stderr.write("\n")
                except FATAL as error:
                    sys.stderr.write(f"not projected: {error}\n")
                except duckdb.Error as error:  # a block that fails its checksum, a full disk...
                    first = str(error).strip().splitlines()[0] if str(error).strip() else type(error).__name__
                    raise SystemExit(
                        f"{stored}, not projected: the analytics file {path} failed ({first}): rebuild it from "
                        "the event store with 'folie project --rebuild --once'"
                    ) from None
                finally:
                    con.close()
    except SimulationError as error:  # a bad bot, game or options: nothing was played
        _refuse(str(error))
    finally:
        store.close()
    sys.stdout.write("\n".join(summary.lines()) + "\n")
    return 0
