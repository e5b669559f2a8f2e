"""``folie openapi``: print or write the OpenAPI document the app serves, and each game's."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    export = commands.add_parser("openapi", help="print or write the OpenAPI document")
    export.add_argument(
        "--output",
        type=Path,
        help="file to write (default: standard output); each game's document (see --game) is written beside "
        "it as <game>.json",
    )
    export.add_argument("--game", help="only this game's document (served at /games/<game>/openapi.json)")
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


def game_documents(document: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each hosted game's document (``service.contract_schemas.for_game``), as served at
    ``/games/<game>/openapi.json``."""
    from domain.registry import default_engines
    from service.contract_schemas import for_game

    engines = default_engines()
    return {game: for_game(document, engines, game) for game in sorted(engines)}


def render(document: dict[str, Any]) -> str:
    return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def render_openapi() -> str:
    return render(openapi_document())


def run(args: argparse.Namespace) -> int:
    document = openapi_document()
    if args.game is not None:
        games = game_documents(document)
        if args.game not in games:
            sys.stderr.write(f"no game {args.game!r}: one of {', '.join(games)}\n")
            return 2
        text = render(games[args.game])
    else:
        text = render(document)
    if not args.output:
        sys.stdout.write(text)
        return 0
    args.output.write_text(text, encoding="utf-8")
    if args.game is None:
        for game, narrowed in game_documents(document).items():
            args.output.with_name(f"{game}.json").write_text(render(narrowed), encoding="utf-8")
    return 0
