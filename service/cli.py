"""The ``folie`` command: serve the API, export its OpenAPI document."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from service.settings import Settings, SettingsError


def openapi_document() -> dict[str, Any]:
    """The OpenAPI 3.1 document exactly as the app serves it at ``/schema/openapi.json``."""
    from projections.store import StoreConfig
    from service.app import create_app

    app = create_app(Settings(store=StoreConfig(sqlite_path=":memory:")))
    document: dict[str, Any] = app.openapi_schema.to_schema()
    return document


def render_openapi() -> str:
    return json.dumps(openapi_document(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="folie", description="Folie game service")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="run the HTTP API (SQLite + local files by default)")
    serve.add_argument("--host", help="bind address (FOLIE_HOST, default 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port (FOLIE_PORT, default 8000)")
    serve.add_argument("--workers", type=int, default=1, help="worker processes (use PostgreSQL beyond one)")
    serve.add_argument("--log-level", default="info")
    export = commands.add_parser("openapi", help="print or write the OpenAPI document")
    export.add_argument("--output", type=Path, help="file to write (default: standard output)")
    args = parser.parse_args(argv)

    if args.command == "openapi":
        text = render_openapi()
        if args.output:
            args.output.write_text(text, encoding="utf-8")
        else:
            sys.stdout.write(text)
        return 0

    try:
        settings = Settings.from_env()
    except SettingsError as error:
        parser.error(str(error))
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


if __name__ == "__main__":
    raise SystemExit(main())
