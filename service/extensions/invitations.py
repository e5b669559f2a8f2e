"""Seating by invitation: each player gets only their own credential.

A match created with ``seating: "invitations"`` hands its creator one single-use code per seat
instead of the seats' tokens. Whoever holds a code joins (``POST /matches/{match_id}/join``) and
receives that seat's token, shown once, to them only: the creator never sees it. The creator can
see which seats joined, and invite again (a new code replaces the seat's unused one); taking a seat
back means issuing a new seat token, which stops the player's token at once (they are told it was
rotated), so the creator cannot silently read a seated player's hand.
"""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Request, get, post
from litestar.di import NamedDependency
from litestar.params import JSONBody, PathParameter

from domain.contract import RuleViolation
from domain.tokens import decide_invite, decide_join
from service.auth import new_token, token_hash
from service.extensions import AppContext, Installed
from service.matches import MatchService
from service.problems import ApiError, problem_responses
from service.schemas import (
    InvitationIssuedResult,
    InvitationRequest,
    JoinedSeat,
    JoinRequest,
    SeatingList,
    SeatOccupancy,
)

BEARER: list[dict[str, list[str]]] = [{"bearer": []}]
MATCH_ID = PathParameter(description="The match id returned by POST /matches.", max_length=64)


def _auth(request: Request[Any, Any, Any]) -> str | None:
    value = request.headers.get("authorization")
    return value if value else None


@post(
    "/matches/{match_id:str}/join",
    tags=["matches"],
    summary="Join a seat with its invitation; returns that seat's token, once",
    status_code=201,
    responses=problem_responses(400, 404, 409, 413, 422, 503),
    operation_id="joinMatch",
)
async def join_match(
    svc: NamedDependency[MatchService], match_id: Annotated[str, MATCH_ID], data: JSONBody[JoinRequest]
) -> JoinedSeat:
    async with svc.lock(match_id):
        match = await svc.load(match_id)
        token = new_token()
        try:
            events = decide_join(match, token_hash(data.invitation), token_hash(token))
        except RuleViolation as violation:
            raise ApiError.from_violation(violation, current_version=match.version) from violation
        await svc.append_or_conflict(match, svc.records(match, events, None, svc.clock()))
        seat = next(seat for seat, stored in enumerate(match.seat_tokens) if stored == token_hash(token))
        return JoinedSeat(match.id, seat, token, match.version)


@get(
    "/matches/{match_id:str}/invitations",
    tags=["matches"],
    summary="Which seats have joined and which invitations are open (creator or admin)",
    security=BEARER,
    responses=problem_responses(400, 401, 403, 404, 503),
    operation_id="listSeating",
)
async def list_seating(
    svc: NamedDependency[MatchService], request: Request[Any, Any, Any], match_id: Annotated[str, MATCH_ID]
) -> SeatingList:
    match = await svc.load(match_id)
    svc.manager(match, _auth(request), "invitations")
    seats = [
        SeatOccupancy(seat, bool(match.seat_tokens[seat]), seat in match.invitations) for seat in range(match.seats)
    ]
    return SeatingList(seats, match.version)


@post(
    "/matches/{match_id:str}/invitations",
    tags=["matches"],
    summary="Invite someone to a seat again: a new single-use code (creator or admin)",
    status_code=201,
    security=BEARER,
    responses=problem_responses(400, 401, 403, 404, 409, 413, 422, 503),
    operation_id="inviteSeat",
)
async def invite_seat(
    svc: NamedDependency[MatchService],
    request: Request[Any, Any, Any],
    match_id: Annotated[str, MATCH_ID],
    data: JSONBody[InvitationRequest],
) -> InvitationIssuedResult:
    async with svc.lock(match_id):
        match = await svc.load(match_id)
        svc.manager(match, _auth(request), "invitations")
        code = new_token()
        try:
            events = decide_invite(match, data.seat, token_hash(code))
        except RuleViolation as violation:
            raise ApiError.from_violation(violation, current_version=match.version) from violation
        await svc.append_or_conflict(match, svc.records(match, events, None, svc.clock()))
        return InvitationIssuedResult(data.seat, code, match.version)


def install(context: AppContext) -> Installed:
    return Installed(routes=[join_match, list_seating, invite_seat])
