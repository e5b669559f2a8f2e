"""``/matches/{id}/socket``: one WebSocket per seat for live play, commands and updates both ways.

The protocol (JSON text messages; documented in ``docs/production.md``):

* the client's first message is ``{"type": "hello", "token": ..., "after": n}``: the token once
  (or an ``Authorization`` header on the upgrade request; never in the URL), ``after`` to resume;
* the server answers as the NDJSON stream does, one message per line: the events after ``after`` (if
  given), the seat's ``view``, then each new ``event`` and ``view`` as they happen, ``keepalive``s
  while idle, and ``end`` (then close code 4401) when the token is rotated, revoked or expires;
* ``{"type": "command", "ref": ..., "command": {...}, "expected_version": n, "idempotency_key": k}``
  is answered by ``{"type": "result", "ref": ..., "data": CommandResult}`` or ``{"type": "problem",
  "ref": ..., "data": Problem}``, the same bodies as ``POST /matches/{id}/commands``.

It rides on the live hub (:mod:`service.extensions.live`): the same channel, the same batches and
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
from typing import TYPE_CHECKING, Annotated, Any, Literal

import msgspec
from litestar import WebSocket, websocket
from litestar.di import NamedDependency
from litestar.exceptions import WebSocketDisconnect
from litestar.params import PathParameter

from domain.contract import RuleViolation
from domain.match import Match
from service.auth import bearer
from service.extensions.ops import Buckets, OpsSettings
from service.languages import current_language
from service.matches import MatchService
from service.problems import TITLES, ApiError, Problem
from service.socket_transport import MAX_MESSAGE

if TYPE_CHECKING:
    from service.extensions.live import Hub

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
    return message


def make_socket_route(hub: Hub) -> Any:
    from service.extensions import live

    # FOLIE_RATE_LIMIT_TOKEN applies to commands sent over sockets too, in buckets of their own (the
    # HTTP limiter never sees a socket's messages).
    limit = OpsSettings.from_env().token_limit
    buckets = Buckets(limit) if limit is not None else None

    @websocket("/matches/{match_id:str}/socket")
    async def match_socket(
        socket: WebSocket[Any, Any, Any],
        svc: NamedDependency[MatchService],
        match_id: Annotated[str, PathParameter(max_length=64)],
    ) -> None:
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
        authorization = socket.headers.get("authorization") or (f"Bearer {hello.token}" if hello.token else None)
        try:
            async with svc.lock(match_id):
                match: Match = await svc.load(match_id)
                who = svc.principal(match, authorization)
            audience = live.audience_of(who.kind, who.seat, current_language())
            channel, subscriber = await hub.join(match_id, audience, bearer(authorization), who)
            try:
                opening, sent, over = await live._opening(hub, svc, subscriber, match_id, hello.after, live.NDJSON)
            except BaseException:
                hub.leave(channel, subscriber)
                raise
        except ApiError as error:
            await session.refuse(error, CLOSE_TOKEN if error.status == 401 else CLOSE_NOT_FOUND)
            return
        messages = live._messages(hub, channel, subscriber, opening, sent, live.NDJSON, over)
        writer = asyncio.create_task(_write(session, messages))
        reader = asyncio.create_task(_read(session, svc, match_id, authorization, buckets))
        done, _ = await asyncio.wait({writer, reader}, return_when=asyncio.FIRST_COMPLETED)
        for task in (writer, reader):
            task.cancel()
        for task in (writer, reader):
            with contextlib.suppress(BaseException):
                await task
        await messages.aclose()
        if writer in done and not writer.cancelled():
            ended = writer.result() if writer.exception() is None else None
            code = CLOSE_BEHIND if ended is None else CLOSE_DONE if ended == live.MATCH_OVER else CLOSE_TOKEN
            await session.close(code)

    return match_socket


async def _write(session: Session, messages: Any) -> str | None:
    """Send the stream's lines as messages; the code of the ``end`` it ended with (the match is over,
    or the token stopped working), ``None`` if it stopped without one (the client fell behind)."""
    last = b""
    async for chunk in messages:
        for line in chunk.splitlines():
            await session.send(line)
            last = line
    if not last.startswith(b'{"type":"end"'):
        return None
    code: str = json.loads(last)["data"]["code"]
    return code


async def _read(
    session: Session, svc: MatchService, match_id: str, authorization: str | None, buckets: Buckets | None
) -> None:
    """Answer commands until the client leaves (its problems are answers, not the socket's end)."""
    while True:
        try:
            message = await receive(session.socket)
        except WebSocketDisconnect:
            return
        except ApiError as error:
            await session.send(reply("problem", None, problem_body(error)))
            continue
        if isinstance(message, Hello):
            repeated = ApiError(400, "hello_repeated", "Say hello once; reconnect to resume elsewhere.")
            await session.send(reply("problem", None, problem_body(repeated)))
            continue
        wait = buckets.take(authorization or match_id) if buckets is not None else 0.0
        if wait > 0 and buckets is not None:
            retry = max(1, math.ceil(wait))
            limited = ApiError(429, "rate_limited", f"Too many commands with this token; retry in {retry} s.")
            await session.send(reply("problem", message.ref, problem_body(limited)))
            continue
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
            await session.send(reply("result", message.ref, result))
