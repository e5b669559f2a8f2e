"""Sets the request's language (:mod:`service.languages`) from ``Accept-Language`` around each request."""

from __future__ import annotations

from litestar.types import ASGIApp, Receive, Scope, Send

from service.extensions import AppContext, Installed
from service.languages import REQUEST_LANGUAGE, negotiate


class LanguageMiddleware:
    """Pure ASGI: reads the header once, runs the request (or WebSocket) with the language set, then
    resets it."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        header = next((v for k, v in scope["headers"] if k == b"accept-language"), None)
        token = REQUEST_LANGUAGE.set(negotiate(header.decode("latin-1") if header is not None else None))
        try:
            await self.app(scope, receive, send)
        finally:
            REQUEST_LANGUAGE.reset(token)


def install(context: AppContext) -> Installed:
    return Installed(outer=[LanguageMiddleware])
