"""Token management by the match's creator (or the admin): list, issue or rotate, revoke.

Rotation is issuing a new seat (or creator) token: the old one stops working at once, everywhere,
because the change is a platform event in the match's stream. Revoking leaves a seat without a token
until the creator issues a new one. Tokens are shown once; the list shows only ``token_id`` names.
"""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Controller, HttpMethod, Request, Response, delete, get, post, route
from litestar.di import NamedDependency
from litestar.params import JSONBody, PathParameter

from service.extensions import AppContext, Installed
from service.matches import MatchService
from service.problems import problem_responses
from service.schemas import IssuedToken, TokenList, TokenRequest, TokenRevokedResult

BEARER: list[dict[str, list[str]]] = [{"bearer": []}]
MATCH_ID = PathParameter(description="The match id returned by POST /matches.", max_length=64)
TOKEN_ID = PathParameter(description="A token_id from GET /matches/{match_id}/tokens.", max_length=64)


def _auth(request: Request[Any, Any, Any]) -> str | None:
    value = request.headers.get("authorization")
    return value if value else None


class TokensController(Controller):
    """Both operations on ``/tokens`` (this path answers OPTIONS itself, as the chat path does)."""

    path = "/matches/{match_id:str}/tokens"
    tags = ["tokens"]

    @route(http_method=HttpMethod.OPTIONS, include_in_schema=False, status_code=204)
    async def allowed_methods(self) -> Response[None]:
        return Response(None, status_code=204, headers={"Allow": "GET, OPTIONS, POST"})

    @get(
        summary="The match's working tokens (creator or admin)",
        security=BEARER,
        responses=problem_responses(400, 401, 403, 404, 503),
        operation_id="listTokens",
    )
    async def list_tokens(
        self,
        svc: NamedDependency[MatchService],
        request: Request[Any, Any, Any],
        match_id: Annotated[str, MATCH_ID],
    ) -> TokenList:
        return await svc.tokens(match_id, _auth(request))

    @post(
        summary="Issue a token; for a seat or the creator this rotates it (the old one stops working)",
        status_code=201,
        security=BEARER,
        responses=problem_responses(400, 401, 403, 404, 409, 413, 422, 503),
        operation_id="issueToken",
    )
    async def issue_token(
        self,
        svc: NamedDependency[MatchService],
        request: Request[Any, Any, Any],
        match_id: Annotated[str, MATCH_ID],
        data: JSONBody[TokenRequest],
    ) -> IssuedToken:
        return await svc.issue_token(match_id, _auth(request), data.scope, data.seat, data.ttl_seconds)


@delete(
    "/matches/{match_id:str}/tokens/{token_id:str}",
    tags=["tokens"],
    summary="Revoke a token at once (creator or admin)",
    status_code=200,
    security=BEARER,
    responses=problem_responses(400, 401, 403, 404, 409, 503),
    operation_id="revokeToken",
)
async def revoke_token(
    svc: NamedDependency[MatchService],
    request: Request[Any, Any, Any],
    match_id: Annotated[str, MATCH_ID],
    token_id: Annotated[str, TOKEN_ID],
) -> TokenRevokedResult:
    return await svc.revoke_token(match_id, _auth(request), token_id)


def install(context: AppContext) -> Installed:
    return Installed(routes=[TokensController, revoke_token])
