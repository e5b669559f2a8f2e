"""``folie openapi``: print or write the OpenAPI document the app serves."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    export = commands.add_parser("openapi", help="print or write the OpenAPI document")
    export.add_argument("--output", type=Path, help="file to write (default: standard output)")
    export.set_defaults(run=run)


def openapi_document() -> dict[str, Any]:
    """The OpenAPI 3.1 document exactly as the app serves it at ``/schema/openapi.json``."""
    from litestar._openapi.plugin import OpenAPIPlugin

    from projections.store import StoreConfig
    from service.app import create_app
    from service.settings import Settings

    app = create_app(Settings(store=StoreConfig(sqlite_path=":memory:")))
    document: dict[str, Any] = app.plugins.get(OpenAPIPlugin).provide_openapi_schema()
    return document


def render_openapi() -> str:
    return json.dumps(openapi_document(), indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def run(args: argparse.Namespace) -> int:
    text = render_openapi()
    if args.output:
        args.output.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0
