"""One spelling per match id, checked at the edge on every route that takes one.

``uuid.UUID`` also reads upper case, braces, no dashes and ``urn:uuid:``. The service keys its locks,
warm cache and live channels by the id as written, while the store reads any spelling: a second
spelling loaded the same match under a second key (a stream opened with it never received an
event, and two locks guarded one match). Ids are written as ``POST /matches`` returns them; any other
spelling is a 404 ``match_id_not_canonical`` that names the canonical form.

This middleware runs after routing (it reads the route's ``match_id`` path parameter) and before the
handler decodes the body, so the answer is the same whatever the request carries, and any route an
extension adds later is covered. (The module sorts after ``ops``, so refusals get request ids and
metrics like every other answer.)
"""

from __future__ import annotations

import msgspec
from litestar.enums import ScopeType
from litestar.middleware.base import DefineMiddleware
from litestar.types import ASGIApp, Receive, Scope, Send

from service.extensions import AppContext, Installed
from service.matches import check_match_id
from service.problems import PROBLEM_JSON, TITLES, ApiError, Problem


class CanonicalMatchIds:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == ScopeType.HTTP:
            match_id = scope.get("path_params", {}).get("match_id")
            if isinstance(match_id, str):
                try:
                    check_match_id(match_id)
                except ApiError as refused:
                    await _refuse(send, refused)
                    return
        await self.app(scope, receive, send)


async def _refuse(send: Send, error: ApiError) -> None:
    """The problem response, sent through the outer middleware (request id, metrics, access log)."""
    body = msgspec.json.encode(
        Problem(
            type=f"https://folie.dev/problems/{error.code}",
            title=TITLES.get(error.status, "Error"),
            status=error.status,
            code=error.code,
            detail=error.detail,
        )
    )
    headers = [(b"content-type", PROBLEM_JSON.encode()), (b"content-length", str(len(body)).encode())]
    await send({"type": "http.response.start", "status": error.status, "headers": headers})
    await send({"type": "http.response.body", "body": body, "more_body": False})


def install(context: AppContext) -> Installed:
    return Installed(middleware=[DefineMiddleware(CanonicalMatchIds)])
