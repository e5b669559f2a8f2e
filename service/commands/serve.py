"""``folie serve``: run the HTTP API (SQLite + local files by default)."""

from __future__ import annotations

import argparse

from service.settings import Settings, SettingsError


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    serve = commands.add_parser("serve", help="run the HTTP API (SQLite + local files by default)")
    serve.add_argument("--host", help="bind address (FOLIE_HOST, default 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port (FOLIE_PORT, default 8000)")
    serve.add_argument("--workers", type=int, default=1, help="worker processes (use PostgreSQL beyond one)")
    serve.add_argument("--log-level", default="info")
    serve.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        settings = Settings.from_env()
    except SettingsError as error:
        raise SystemExit(f"folie serve: {error}") from error
    import uvicorn

    uvicorn.run(
        "service.app:create_app",
        factory=True,
        host=args.host or settings.host,
        port=args.port if args.port is not None else settings.port,
        workers=args.workers,
        log_level=args.log_level,
        access_log=False,
    )
    return 0
