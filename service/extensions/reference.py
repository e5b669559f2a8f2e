"""The browsable API reference at ``/schema``, served entirely by this server (it works offline).

The viewer is Swagger UI 5 (OpenAPI 3.1), whose built files ship in the ``swagger-ui-py`` wheel: no
CDN at run time, no vendored copy to keep up to date. Its directory is found without importing that
package (whose own import pulls in Jinja2 and YAML for integrations we do not use). The page is ours:
it points at ``/schema/assets/...`` only and turns off Swagger UI's one outbound call (the online
validator badge).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from litestar import Request
from litestar.datastructures import CacheControlHeader
from litestar.openapi.plugins import OpenAPIRenderPlugin
from litestar.router import Router
from litestar.static_files import create_static_files_router

from service.extensions import AppContext, Installed

ASSETS_PATH = "/schema/assets"
"""Where the viewer's files are served (under the document's own path)."""
ASSETS = ("swagger-ui.css", "swagger-ui-bundle.js", "swagger-ui-standalone-preset.js", "favicon-32x32.png")
"""The files the page loads; a test fetches each one."""


def assets_directory() -> Path:
    """The directory of Swagger UI's built files inside the installed ``swagger-ui-py`` package."""
    spec = importlib.util.find_spec("swagger_ui")
    if spec is None or not spec.submodule_search_locations:
        raise RuntimeError("swagger-ui-py is not installed: the /schema viewer needs its files")
    return Path(next(iter(spec.submodule_search_locations))) / "static"


class ReferencePage(OpenAPIRenderPlugin):
    """Swagger UI on the current document, every asset from :data:`ASSETS_PATH`."""

    def __init__(self, path: str = "/swagger") -> None:
        super().__init__(
            path=path, favicon=f'<link rel="icon" type="image/png" href="{ASSETS_PATH}/favicon-32x32.png">'
        )

    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        title = str(openapi_schema["info"]["title"])
        head = (
            f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{title}</title>{self.favicon}'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f'<link rel="stylesheet" href="{ASSETS_PATH}/swagger-ui.css">{self.style}</head>'
        )
        body = (
            '<body><div id="reference"></div>'
            f'<script src="{ASSETS_PATH}/swagger-ui-bundle.js"></script>'
            f'<script src="{ASSETS_PATH}/swagger-ui-standalone-preset.js"></script>'
            "<script>SwaggerUIBundle({spec: "
        )
        tail = (
            ', dom_id: "#reference", deepLinking: true, validatorUrl: null,'
            " presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset]});</script></body></html>"
        )
        return head.encode() + body.encode() + self.render_json(request, openapi_schema) + tail.encode()


def assets_router() -> Router:
    """The viewer's files, read from the installed package (cached by browsers for a day)."""
    return create_static_files_router(
        path=ASSETS_PATH,
        directories=[assets_directory()],
        include_in_schema=False,
        cache_control=CacheControlHeader(max_age=86400),
        name="reference-assets",
    )


def install(context: AppContext) -> Installed:
    return Installed(routes=[assets_router()])
