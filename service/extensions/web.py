"""The table: Folie's own web client, served at ``/`` from the package (no CDN, works offline).

Plain ES modules under ``service/web/``, no build step. ``GET /`` is the page, ``/web/...`` its files,
``GET /web/drawings.json`` the games that ship a drawing (``service/web/games/<game>.js``), so the
client imports only drawings that exist and plays every other game with its generic forms.
None of these routes is in the OpenAPI document: they are not part of the API.
"""

from __future__ import annotations

from pathlib import Path

from litestar import Response, get
from litestar.static_files import create_static_files_router

from service.extensions import AppContext, Installed

WEB = Path(__file__).resolve().parent.parent / "web"
GAMES = WEB / "games"
HEADERS = {"Cache-Control": "no-cache"}


def drawings(root: Path = GAMES) -> list[str]:
    """The games with a drawing: one ``<game>.js`` each."""
    return sorted(path.stem for path in root.glob("*.js"))


@get("/", include_in_schema=False, media_type="text/html", cache_control=None)
async def index() -> Response[bytes]:
    return Response((WEB / "index.html").read_bytes(), media_type="text/html", headers=HEADERS)


@get("/web/drawings.json", include_in_schema=False)
async def drawing_list() -> Response[list[str]]:
    return Response(drawings(), headers=HEADERS)


def install(context: AppContext) -> Installed:
    files = create_static_files_router(
        path="/web", directories=[WEB], include_in_schema=False, send_as_attachment=False, name="web"
    )
    return Installed(routes=[index, drawing_list, files])
