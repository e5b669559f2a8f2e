"""The table: Folie's own web client, served at ``/`` from the package (no CDN, works offline).

Plain ES modules under ``service/web/``, no build step. ``GET /`` is the page, ``/web/...`` its files,
``GET /web/drawings.json`` the games that ship a drawing (``service/web/games/<game>.js``), so the
client imports only drawings that exist and plays every other game with its generic forms.
None of these routes is in the OpenAPI document: they are not part of the API.

The page and its files carry a strict Content-Security-Policy (scripts, styles, requests only from
this origin; no inline script or style; no plugin; no framing), ``X-Frame-Options: DENY``,
``X-Content-Type-Options: nosniff`` and ``Referrer-Policy: no-referrer``: localStorage holds every
match's seat and creator tokens, so if a script injection were ever found, the policy is what keeps
it from running or from sending them elsewhere.
"""

from __future__ import annotations

from pathlib import Path

from litestar import Response, get
from litestar.enums import ScopeType
from litestar.static_files import create_static_files_router
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from service.extensions import AppContext, Installed

WEB = Path(__file__).resolve().parent.parent / "web"
GAMES = WEB / "games"
HEADERS = {"Cache-Control": "no-cache"}
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
"""``data:`` images: the page's empty favicon only. ``connect-src 'self'``: the API and its streams."""
SECURITY_HEADERS = [
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
]


class PageHeaders:
    """Adds :data:`SECURITY_HEADERS` to every response of the page (``/``) and its files (``/web/...``),
    whatever answers them (the page, the static files, a 404)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = str(scope.get("path", ""))
        if scope["type"] != ScopeType.HTTP or not (path == "/" or path.startswith("/web/")):
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", ()), *SECURITY_HEADERS]
            await send(message)

        await self.app(scope, receive, with_headers)


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
    return Installed(routes=[index, drawing_list, files], outer=[PageHeaders])
