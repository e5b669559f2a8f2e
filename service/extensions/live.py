"""Live updates: ``GET /matches/{id}/events/stream`` as Server-Sent Events or NDJSON, the stream
tickets browsers open it with, and the WebSocket route (:mod:`service.live_socket`).

The first message is the caller's full view; then each new event as that caller may see it, followed
by the new view; comments keep idle connections open. Ids are match versions, so a client resumes
with ``Last-Event-ID`` (or ``?after=``) and receives exactly the events it missed. How changes reach
the streams (one channel per match, the follower, credential checks) is :mod:`service.live_hub`.
"""

from __future__ import annotations

from typing import Annotated, Any

from litestar import Request, get, post
from litestar.di import NamedDependency
from litestar.params import HeaderParameter, PathParameter, QueryParameter
from litestar.response import Stream

from domain.match_state import Match
from service.auth import bearer
from service.extensions import AppContext, Installed
from service.extensions.ops import gauge
from service.languages import current_language
from service.live_hub import (
    NDJSON,
    SSE,
    Hub,
    LiveSettings,
    audience_of,
    stream_messages,
    stream_opening,
)
from service.live_socket import make_socket_route
from service.matches import MatchService
from service.problems import ApiError, problem_responses
from service.stream_tickets import StreamTicket, Tickets


# -- the route ----------------------------------------------------------------------------------
class LiveStream(Stream):
    """A stream whose own media type wins (SSE or NDJSON, chosen per request) over the handler's."""

    def to_asgi_response(self, *args: Any, media_type: Any = None, **kwargs: Any) -> Any:
        return super().to_asgi_response(*args, media_type=self.media_type, **kwargs)


def _format(request: Request[Any, Any, Any], requested: str | None) -> str:
    if requested == "ndjson":
        return NDJSON
    if requested == "sse":
        return SSE
    accept = request.headers.get("accept", "")
    return NDJSON if NDJSON in accept and SSE not in accept else SSE


def _resume_point(last_event_id: str, after: int | None) -> int | None:
    """The version to resume after (``None``: only the current view). ``Last-Event-ID: n`` and
    ``?after=n`` are the same point, 0 included (every event); the header wins when both are sent."""
    if not last_event_id:
        return after
    try:
        value = int(last_event_id)
    except ValueError:
        raise ApiError(400, "invalid_last_event_id", "Last-Event-ID must be a version number.") from None
    if value < 0:
        raise ApiError(400, "invalid_last_event_id", "Last-Event-ID must be a version number.")
    return value


def make_route(hub: Hub, tickets: Tickets) -> Any:
    @get(
        "/matches/{match_id:str}/events/stream",
        tags=["history"],
        summary="Live updates: the caller's view, then each new event it may see and the new view",
        description=(
            "Server-Sent Events (`text/event-stream`, the default) or NDJSON (`Accept: application/x-ndjson` "
            "or `?format=ndjson`). Messages: `view` (a SeatView, id = its version), `event` (a log entry as "
            "the caller may see it, id = its version), keep-alive comments, and a last `end` message when the "
            "match is over (`code: match_finished`, after the final view) or when the token the stream was opened "
            "with is rotated, revoked or expires (data: `code`, `detail`; the stream then closes, within a second "
            "or two on every worker). Every message's data carries `server_time` "
            "(the server's clock, Unix seconds; NDJSON keep-alives too), so a client counts down to a "
            "deadline without trusting its own clock. Reconnect with `Last-Event-ID` "
            "(or `?after=`) to receive exactly the events missed, then the current view. A client that falls "
            "too far behind is disconnected and should resume the same way. Browsers (EventSource sends no "
            "`Authorization`) open a seat's stream with `?ticket=` from POST /matches/{match_id}/stream-tickets. "
            "Live play can also use the WebSocket `/matches/{match_id}/socket` (see the document's description)."
        ),
        media_type=SSE,
        security=[{"bearer": []}, {}],
        responses=problem_responses(400, 401, 404, 429, 503),
        operation_id="streamEvents",
    )
    async def stream_events(
        svc: NamedDependency[MatchService],
        request: Request[Any, Any, Any],
        match_id: Annotated[str, PathParameter(description="The match id returned by POST /matches.", max_length=64)],
        last_event_id: Annotated[
            str,
            HeaderParameter(
                name="Last-Event-ID", pattern="^[0-9]{0,16}$", required=False, description="Resume after this version."
            ),
        ] = "",
        after: Annotated[
            int | None,
            QueryParameter(
                ge=0,
                le=2**53,
                description="Resume after this version, as Last-Event-ID (0: every event, then the view).",
            ),
        ] = None,
        format_: Annotated[
            str | None,
            QueryParameter(name="format", pattern="^(sse|ndjson)$", description="`sse` (default) or `ndjson`."),
        ] = None,
        ticket: Annotated[
            str | None,
            QueryParameter(
                max_length=64,
                description="A single-use ticket from POST /matches/{match_id}/stream-tickets, for browsers' "
                "EventSource (which cannot send Authorization). Instead of the bearer token, never with it.",
            ),
        ] = None,
    ) -> Stream:
        fmt = _format(request, format_)
        resume = _resume_point(last_event_id, after)
        authorization = request.headers.get("authorization") or None
        if ticket is not None:
            if authorization is not None:
                raise ApiError(400, "ticket_and_token", "Send a stream ticket or a bearer token, not both.")
            authorization = f"Bearer {tickets.redeem(match_id, ticket)}"
        async with svc.lock(match_id):
            match: Match = await svc.load(match_id)
            who = svc.principal(match, authorization)
        audience = audience_of(who.kind, who.seat, current_language())
        channel, subscriber = await hub.join(match_id, audience, bearer(authorization), who)
        try:
            opening, sent, over = await stream_opening(hub, svc, subscriber, match_id, resume, fmt)
        except BaseException:
            hub.leave(channel, subscriber)
            raise
        headers = {"Cache-Control": "no-cache", "X-Accel-Buffering": "no"}
        messages = stream_messages(hub, channel, subscriber, opening, sent, fmt, over)
        return LiveStream(messages, media_type=fmt, headers=headers)

    return stream_events


def make_ticket_route(tickets: Tickets) -> Any:
    @post(
        "/matches/{match_id:str}/stream-tickets",
        tags=["history"],
        summary="A single-use, short-lived ticket that opens this token's event stream from a browser",
        description=(
            "EventSource cannot send `Authorization`, and tokens are never accepted in URLs. With the "
            "seat's (or any) token, this returns a random ticket valid once, for `FOLIE_STREAM_TICKET_SECONDS` "
            "(30 s): `new EventSource(url)` with the returned `url`. The stream then behaves as if opened "
            "with the token (it ends when the token is rotated, revoked or expires). Tickets are kept by "
            "the worker that issued them: behind several workers, route a client to one worker, or use "
            "the WebSocket, which needs no ticket."
        ),
        status_code=201,
        security=[{"bearer": []}],
        responses=problem_responses(400, 401, 404, 503),
        operation_id="createStreamTicket",
    )
    async def create_stream_ticket(
        svc: NamedDependency[MatchService],
        request: Request[Any, Any, Any],
        match_id: Annotated[str, PathParameter(description="The match id returned by POST /matches.", max_length=64)],
    ) -> StreamTicket:
        authorization = request.headers.get("authorization") or None
        token = bearer(authorization)
        if token is None:
            raise ApiError(
                401, "token_required", "Send the bearer token the stream is for (a public stream needs none)."
            )
        async with svc.lock(match_id):
            match: Match = await svc.load(match_id)
            svc.principal(match, authorization)
        ticket, seconds = tickets.issue(match_id, token)
        url = f"/matches/{match_id}/events/stream?ticket={ticket}"
        return StreamTicket(ticket=ticket, expires_at=svc.clock() + seconds, url=url)

    return create_stream_ticket


def install(context: AppContext) -> Installed:
    hub = Hub(context, LiveSettings.from_env())
    tickets = Tickets.from_env()
    context.service.observers.append(hub)
    gauge(context, "folie_live_connections", "Open event streams on this worker.", lambda: float(hub.connections))
    gauge(context, "folie_live_matches", "Matches with at least one open stream.", lambda: float(len(hub.channels)))
    gauge(
        context,
        "folie_live_position",
        "Notification id the live follower has read up to (absent while nobody listens).",
        lambda: float(hub.position) if hub.position is not None else None,
    )
    gauge(
        context,
        "folie_live_dropped_total",
        "Streams closed because the client fell too far behind.",
        lambda: float(hub.dropped),
        kind="counter",
    )
    return Installed(
        routes=[make_route(hub, tickets), make_ticket_route(tickets), make_socket_route(hub)],
        on_startup=[hub.start],
        on_shutdown=[hub.stop],
    )
