"""``/matches/{id}/socket``: one WebSocket per seat for live play, commands and updates both ways.

The protocol (JSON text messages; documented in ``docs/production.md``):

* the client's first message is ``{"type": "hello", "token": ..., "after": n}``: the token once
  (or an ``Authorization`` header on the upgrade request; never in the URL), ``after`` to resume;
* the server answers as the NDJSON stream does, one message per line: the events after ``after`` (if
  given), the seat's ``view``, then each new ``event`` and ``view`` as they happen, ``keepalive``s
  while idle, and ``end`` (then close code 4401) when the token is rotated, revoked or expires;
* ``{"type": "command", "ref": ..., "command": {...}, "expected_version": n, "idempotency_key": k}``
  is answered by ``{"type": "result", "ref": ..., "data": CommandResult}`` or ``{"type": "problem",
  "ref": ..., "data": Problem}``, the same bodies as ``POST /matches/{id}/commands``. A result holds
  the command's events and the view after it, so the socket does not send them again as ``event`` and
  ``view`` messages (one message a move for the mover; the other seats get theirs as before).

Every message counts against the HTTP rate limits (the same buckets: the handshake in the ops
middleware, each message here); bad ones are answered with a problem, and :data:`MAX_BAD` in a row
close the socket (1008). Messages are bounded at the transport (:mod:`service.socket_transport`).

It rides on the live hub (:mod:`service.live_hub`): the same channel, the same batches and
encoded frames as the streams, the same credential checks. A client that falls ``FOLIE_LIVE_QUEUE``
batches behind, or does not read what is sent for ``SEND_TIMEOUT`` seconds, is closed with 1013 and
resumes with ``after``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import math
from typing import Annotated, Any, Literal

import msgspec
from litestar import WebSocket, websocket
from litestar.di import NamedDependency
from litestar.exceptions import WebSocketDisconnect
from litestar.params import PathParameter

from domain.contract import RuleViolation
from domain.match_state import Match
from service import live_hub
from service.auth import Unauthenticated, bearer
from service.extensions.ops import Limit, RateLimits, rate_limits_of
from service.languages import current_language
from service.live_hub import MATCH_OVER, NDJSON, Hub
from service.matches import MatchService
from service.problems import TITLES, ApiError, Problem
from service.socket_transport import MAX_MESSAGE

log = logging.getLogger("folie.live")

HELLO_SECONDS = 10.0
"""How long a new socket may take to say hello before it is closed (1008)."""
SEND_TIMEOUT = 10.0
"""How long a send may wait for a client that does not read before the socket is closed (1013)."""

CLOSE_TOKEN = 4401
"""The token is refused, or stopped working (after an ``end`` message)."""
CLOSE_NOT_FOUND = 4404
CLOSE_BEHIND = 1013
"""Too slow to keep up (or the server is stopping): reconnect and resume with ``after``."""
CLOSE_PROTOCOL = 1008
"""No hello in time, a first message that is not a hello, or :data:`MAX_BAD` bad messages in a row."""
MAX_BAD = 10
"""Bad messages in a row (malformed, too large, a second hello, or over a rate limit) after which the
socket is closed (1008): each is answered with a problem, none costs more than a request would."""
CLOSE_DONE = 1000
"""The match is over (after an ``end`` message with code ``match_finished``): nothing more will come."""


class Hello(msgspec.Struct, tag="hello", forbid_unknown_fields=True):
    token: str | None = None
    after: int | None = None


class SocketCommand(msgspec.Struct, tag="command", forbid_unknown_fields=True):
    command: dict[str, Any]
    ref: str | int | None = None
    expected_version: int | None = None
    idempotency_key: str | None = None


ClientMessage = Hello | SocketCommand
_decoder = msgspec.json.Decoder(ClientMessage)
_encoder = msgspec.json.Encoder()


def problem_body(error: ApiError) -> Problem:
    return Problem(
        type=f"https://folie.dev/problems/{error.code}",
        title=TITLES.get(error.status, "Error"),
        status=error.status,
        code=error.code,
        detail=error.detail,
        rule=error.rule,
        legal_actions=error.legal_actions,
        current_version=error.current_version,
        errors=error.errors,
    )


def reply(kind: Literal["result", "problem"], ref: str | int | None, data: Any) -> bytes:
    return b'{"type":"%s","ref":%s,"data":%s}' % (kind.encode(), _encoder.encode(ref), _encoder.encode(data))


class Session:
    """One socket: its sends serialised (the reader answers commands while the writer pushes)."""

    def __init__(self, socket: WebSocket[Any, Any, Any]) -> None:
        self.socket = socket
        self._lock = asyncio.Lock()

    async def send(self, data: bytes) -> None:
        async with self._lock, asyncio.timeout(SEND_TIMEOUT):  # not wait_for: no task per message
            await self.socket.send_data(data.decode(), mode="text")

    async def send_lines(self, chunk: bytes) -> bytes:
        """Each line of ``chunk`` as one message, under one lock and one timer; the last line sent."""
        last = b""
        async with self._lock, asyncio.timeout(SEND_TIMEOUT):
            for line in chunk.splitlines():
                await self.socket.send_data(line.decode(), mode="text")
                last = line
        return last

    async def close(self, code: int, reason: str = "") -> None:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.socket.close(code, reason[:120]), SEND_TIMEOUT)

    async def refuse(self, error: ApiError, code: int) -> None:
        with contextlib.suppress(Exception):
            await self.send(reply("problem", None, problem_body(error)))
        await self.close(code, error.code)


async def receive(socket: WebSocket[Any, Any, Any], timeout: float | None = None) -> ClientMessage:
    raw = await asyncio.wait_for(socket.receive_data(mode="text"), timeout)
    if len(raw) > MAX_MESSAGE:
        raise ApiError(413, "message_too_large", f"A message may hold at most {MAX_MESSAGE} bytes.")
    try:
        message: ClientMessage = _decoder.decode(raw)
    except msgspec.DecodeError as error:
        raise ApiError(400, "invalid_message", f"Not a hello or command message: {error}.") from None
    except RecursionError:  # as HTTP answers a body that nests too deeply
        raise ApiError(400, "invalid_json", "The message is not valid JSON, or nests too deeply.") from None
    return message


def make_socket_route(hub: Hub) -> Any:
    @websocket("/matches/{match_id:str}/socket")
    async def match_socket(
        socket: WebSocket[Any, Any, Any],
        svc: NamedDependency[MatchService],
        match_id: Annotated[str, PathParameter(max_length=64)],
    ) -> None:
        # The handshake took from the address's bucket (and the header token's) in the ops middleware.
        limits = rate_limits_of(hub.context)
        await socket.accept()
        session = Session(socket)
        try:
            hello = await receive(socket, HELLO_SECONDS)
        except (TimeoutError, ApiError, WebSocketDisconnect) as error:
            if isinstance(error, ApiError):
                await session.refuse(error, CLOSE_PROTOCOL)
            else:
                await session.close(CLOSE_PROTOCOL, "hello expected")
            return
        if not isinstance(hello, Hello):
            await session.refuse(ApiError(400, "hello_expected", "The first message must be a hello."), CLOSE_PROTOCOL)
            return
        if hello.token and not socket.headers.get("authorization"):  # the opening, as a request with it
            refusal = limits.check_credential(f"Bearer {hello.token}")
            if refusal is not None:
                await session.refuse(limited(refusal), CLOSE_PROTOCOL)
                return
        authorization = socket.headers.get("authorization") or (f"Bearer {hello.token}" if hello.token else None)
        try:
            async with svc.lock(match_id):
                match: Match = await svc.load(match_id)
                who = svc.principal(match, authorization)
            audience = live_hub.audience_of(who.kind, who.seat, current_language())
            channel, subscriber = await hub.join(match_id, audience, bearer(authorization), who)
            try:
                opening, sent, over = await live_hub.stream_opening(hub, svc, subscriber, match_id, hello.after, NDJSON)
            except BaseException:
                hub.leave(channel, subscriber)
                raise
        except ApiError as error:
            if error.status == 401:  # the problem, then the `end` every 4401 follows (the resume point: after)
                refused = Unauthenticated(error.code, error.detail)
                ending = live_hub.end_frame(NDJSON, hello.after or 0, refused, svc.clock()).rstrip(b"\n")
                with contextlib.suppress(Exception):
                    await session.send(reply("problem", None, problem_body(error)))
                    await session.send(ending)
                await session.close(CLOSE_TOKEN, error.code)
            else:
                await session.refuse(error, CLOSE_NOT_FOUND)
            return
        messages = live_hub.stream_messages(hub, channel, subscriber, opening, sent, NDJSON, over)
        writer = asyncio.create_task(_write(session, messages))
        address = socket.client.host if socket.client else "-"
        reader = asyncio.create_task(_read(session, svc, match_id, authorization, Counted(limits, address), subscriber))
        done, _ = await asyncio.wait({writer, reader}, return_when=asyncio.FIRST_COMPLETED)
        for task in (writer, reader):
            task.cancel()
        for task in (writer, reader):
            with contextlib.suppress(BaseException):
                await task
        await messages.aclose()
        if writer in done and not writer.cancelled():
            ended = writer.result() if writer.exception() is None else None
            code = CLOSE_BEHIND if ended is None else CLOSE_DONE if ended == MATCH_OVER else CLOSE_TOKEN
            await session.close(code)

    return match_socket


async def _write(session: Session, messages: Any) -> str | None:
    """Send the stream's lines as messages; the code of the ``end`` it ended with (the match is over,
    or the token stopped working), ``None`` if it stopped without one (the client fell behind)."""
    last = b""
    async for chunk in messages:
        last = await session.send_lines(chunk) or last
    if not last.startswith(b'{"type":"end"'):
        return None
    code: str = json.loads(last)["data"]["code"]
    return code


def limited(refusal: tuple[str, Limit, float]) -> ApiError:
    scope, _, wait = refusal
    retry = max(1, math.ceil(wait))
    what = "messages from this address" if scope == "ip" else "messages with this token"
    return ApiError(429, "rate_limited", f"Too many {what}; retry in {retry} s.")


class Counted:
    """Every message a socket receives is counted as a request of its address and token."""

    def __init__(self, limits: RateLimits, address: str) -> None:
        self.limits = limits
        self.address = address
        self.bad = 0

    def refusal(self, authorization: str | None) -> ApiError | None:
        found = self.limits.check(MESSAGE_PATH, "GET", self.address, authorization)
        return limited(found) if found is not None else None


MESSAGE_PATH = "/matches/{match_id}/socket"
"""The path a socket message is counted under (never one of the limits' exemptions)."""


async def _read(
    session: Session,
    svc: MatchService,
    match_id: str,
    authorization: str | None,
    counted: Counted,
    subscriber: live_hub.Subscriber | None = None,
) -> None:
    """Answer messages until the client leaves; a problem is an answer, not the socket's end, unless
    :data:`MAX_BAD` come in a row (then close 1008).

    A command's result carries its events and the view after it: the socket's stream (``subscriber``)
    is told so before the result is sent, and steps over them (one message a move for the mover)."""
    while True:
        try:
            message = await receive(session.socket)
        except WebSocketDisconnect:
            return
        except ApiError as error:
            refused = counted.refusal(authorization)
            if await _bad(session, counted, refused or error, None):
                return
            continue
        ref = message.ref if isinstance(message, SocketCommand) else None
        refused = counted.refusal(authorization)
        if refused is not None:
            if await _bad(session, counted, refused, ref):
                return
            continue
        if isinstance(message, Hello):
            repeated = ApiError(400, "hello_repeated", "Say hello once; reconnect to resume elsewhere.")
            if await _bad(session, counted, repeated, None):
                return
            continue
        counted.bad = 0
        try:
            result = await svc.command(
                match_id,
                authorization,
                message.command,
                key=message.idempotency_key,
                expected_version=message.expected_version,
            )
        except ApiError as error:
            await session.send(reply("problem", message.ref, problem_body(error)))
        except RuleViolation as violation:
            await session.send(reply("problem", message.ref, problem_body(ApiError.from_violation(violation))))
        except Exception:
            log.exception("a socket command on %s failed", match_id)
            failed = ApiError(500, "internal_error", "An unexpected error occurred; nothing was written.")
            await session.send(reply("problem", message.ref, problem_body(failed)))
        else:
            if subscriber is not None and not result.replayed and result.events:
                subscriber.answer(result.events[0].version - 1, result.version)
            await session.send(reply("result", message.ref, result))


async def _bad(session: Session, counted: Counted, error: ApiError, ref: str | int | None) -> bool:
    """Answer a bad message with its problem; ``True`` when it was one too many (the socket is closed)."""
    counted.bad += 1
    if counted.bad < MAX_BAD:
        await session.send(reply("problem", ref, problem_body(error)))
        return False
    log.info("socket closed after %d bad messages in a row (the last: %s)", counted.bad, error.code)
    last = ApiError(
        error.status, "too_many_bad_messages", f"{MAX_BAD} bad messages in a row (the last: {error.detail})"
    )
    await session.refuse(last, CLOSE_PROTOCOL)
    return True
