"""Operations: request ids, JSON logs, rate limits, ``/readyz`` and Prometheus ``/metrics``.

One pure-ASGI middleware does the per-request work (it runs on every request, so it stays small):
it takes or makes an ``X-Request-ID``, applies the token-bucket limits per client IP, per bearer
token and on match creation per IP (429 problem with ``Retry-After`` and the limit in the body), counts
and times the request by route template (low-cardinality labels), counts commands by game and outcome,
and writes one JSON access-log line. It wraps the whole application (not only the routes), so requests
no route matches (404, 405) get a request id, limits and a log line too. Limits are per worker
process: with N workers a client may get up to N times the rate, so set them per worker (or enforce
a global limit at the proxy); see ``docs/production.md``.

Other extensions publish gauges with :func:`gauge` (live connections, follower lag, scheduler...).
"""

from __future__ import annotations

import asyncio
import contextvars
import hmac
import itertools
import logging
import math
import os
import re
import socket
import time
import traceback
import uuid
import weakref
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, cast

import msgspec
from litestar import Request, Response, get
from litestar.di import NamedDependency
from litestar.enums import ScopeType
from litestar.types import ASGIApp, Message, Receive, Scope, Send

from projections.store import EventStore
from service.addresses import address_key
from service.auth import bearer, token_hash
from service.connections import STATS as CONNECTION_STATS
from service.extensions import AppContext, Installed
from service.matches import MatchService
from service.problems import PROBLEM_JSON, ApiError, problem_responses

access_log = logging.getLogger("folie.access")
request_id: contextvars.ContextVar[str | None] = contextvars.ContextVar("folie_request_id", default=None)
WORKER = f"{socket.gethostname()}:{os.getpid()}"
EXEMPT = frozenset({"/healthz", "/readyz", "/metrics"})
UNMATCHED = "<unmatched>"
"""The route label of a request no route matched (one label, whatever the path)."""
LIMITED = "<rate_limited>"
"""The route label of a request refused by a rate limit before routing."""
DEFAULT_LIMITS = {
    "FOLIE_RATE_LIMIT_IP": "100/200",
    "FOLIE_RATE_LIMIT_TOKEN": "50/100",
    "FOLIE_RATE_LIMIT_CREATE": "1/20",
}
"""Per worker: what one machine serves comfortably, far above a player's pace (see docs/production.md)."""
_REQUEST_ID = re.compile(r"^[A-Za-z0-9._:-]{1,64}$")
_REQUEST_IDS = itertools.count(1)


_PROCESS_PREFIX = [uuid.uuid4().hex[:16]]


def new_request_id() -> str:
    """A request id unique across workers and restarts: a random per-process prefix and a counter.

    Not ``uuid4()`` per request: ids need no secrecy, and on these VMs ``os.urandom`` costs hundreds
    of microseconds a call, more than the rest of a small request."""
    return f"{_PROCESS_PREFIX[0]}-{next(_REQUEST_IDS):x}"


def _new_prefix() -> None:
    _PROCESS_PREFIX[0] = uuid.uuid4().hex[:16]


os.register_at_fork(after_in_child=_new_prefix)  # a forked worker must not repeat its parent's ids
COMMAND_ROUTE = "/matches/{match_id}/commands"


# -- settings -----------------------------------------------------------------------------------
class SettingError(ValueError):
    """A malformed ops setting (the message names the variable)."""


@dataclass(frozen=True)
class Limit:
    """A token bucket: ``rate`` requests per second on average, bursts of up to ``burst``."""

    rate: float
    burst: float

    @classmethod
    def parse(cls, name: str, text: str) -> Limit | None:
        """``"RATE/BURST"`` (e.g. ``"50/100"``), ``"RATE"`` (burst = 2 x rate), or ``off``."""
        if text.strip().lower() in {"off", "0", "none"}:
            return None
        rate_text, _, burst_text = text.partition("/")
        try:
            rate = float(rate_text)
            burst = float(burst_text) if burst_text else 2 * rate
        except ValueError as error:
            raise SettingError(f"{name} must look like RATE/BURST (e.g. 50/100) or 'off', not {text!r}") from error
        if rate <= 0 or burst < 1:
            raise SettingError(f"{name}: the rate must be positive and the burst at least 1")
        return cls(rate, burst)


@dataclass(frozen=True)
class OpsSettings:
    """Limits are on by default (:data:`DEFAULT_LIMITS`); ``off`` turns one off.

    ``served_by`` adds ``X-Served-By: host:pid`` to every response (off: it tells strangers the host
    name and process ids); ``metrics_token``, when set, is the bearer token ``/metrics`` requires.
    """

    ip_limit: Limit | None = None
    token_limit: Limit | None = None
    create_limit: Limit | None = None
    """Match creations per client address (each stores a match for good)."""
    access_log: bool = True
    served_by: bool = False
    metrics_token: str | None = None

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> OpsSettings:
        env = os.environ if env is None else env

        def limit(name: str) -> Limit | None:
            return Limit.parse(name, env.get(name) or DEFAULT_LIMITS[name])

        return cls(
            ip_limit=limit("FOLIE_RATE_LIMIT_IP"),
            token_limit=limit("FOLIE_RATE_LIMIT_TOKEN"),
            create_limit=limit("FOLIE_RATE_LIMIT_CREATE"),
            access_log=_flag(env, "FOLIE_ACCESS_LOG", True),
            served_by=_flag(env, "FOLIE_SERVED_BY", False),
            metrics_token=env.get("FOLIE_METRICS_TOKEN") or None,
        )


def _flag(env: Mapping[str, str], name: str, default: bool) -> bool:
    raw = (env.get(name) or "").strip().lower()
    if not raw:
        return default
    if raw in {"on", "1", "true", "yes"}:
        return True
    if raw in {"off", "0", "false", "no"}:
        return False
    raise SettingError(f"{name} must be on or off, not {raw!r}")


# -- rate limiting ------------------------------------------------------------------------------
class Buckets:
    """Token buckets by key. Idle keys are forgotten once the table grows (a full bucket is no state)."""

    def __init__(self, limit: Limit, clock: Callable[[], float] = time.monotonic, max_keys: int = 100_000) -> None:
        self.limit = limit
        self.clock = clock
        self.max_keys = max_keys
        self._state: dict[str, tuple[float, float]] = {}

    def take(self, key: str) -> float:
        """0 if a request may pass now (and count it), else the seconds until one may."""
        now = self.clock()
        tokens, then = self._state.get(key, (self.limit.burst, now))
        tokens = min(self.limit.burst, tokens + (now - then) * self.limit.rate)
        if tokens < 1.0:
            self._state[key] = (tokens, now)
            return (1.0 - tokens) / self.limit.rate
        self._state[key] = (tokens - 1.0, now)
        if len(self._state) > self.max_keys:
            self._prune(now)
        return 0.0

    def _prune(self, now: float) -> None:
        full = self.limit.burst / self.limit.rate
        self._state = {k: v for k, v in self._state.items() if now - v[1] < full}


# -- metrics ------------------------------------------------------------------------------------
BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0)

GaugeFn = Callable[[], float | None]


@dataclass
class Metrics:
    """Counters and histograms of one worker, rendered in Prometheus' text format."""

    requests: dict[tuple[str, str, int], int] = field(default_factory=dict)
    latency: dict[str, list[float]] = field(default_factory=dict)
    """Per route: cumulative counts per bucket, then +Inf count, then the sum."""
    commands: dict[tuple[str, str], int] = field(default_factory=dict)
    limited: dict[str, int] = field(default_factory=dict)
    gauges: dict[str, tuple[str, str, GaugeFn]] = field(default_factory=dict)
    started: float = field(default_factory=time.time)
    store_position: int | None = None
    """The store's highest notification id as read for the current scrape (gauges may use it)."""

    def observe(self, method: str, route: str, status: int, seconds: float) -> None:
        key = (method, route, status)
        self.requests[key] = self.requests.get(key, 0) + 1
        row = self.latency.get(route)
        if row is None:
            row = self.latency[route] = [0.0] * (len(BUCKETS) + 2)
        for i, bound in enumerate(BUCKETS):
            if seconds <= bound:
                row[i] += 1
        row[-2] += 1
        row[-1] += seconds

    def render(self, store_position: int | None) -> str:
        self.store_position = store_position
        out: list[str] = []

        def family(name: str, kind: str, text: str) -> None:
            out.append(f"# HELP {name} {text}")
            out.append(f"# TYPE {name} {kind}")

        family("folie_http_requests_total", "counter", "HTTP requests by method, route template and status.")
        for (method, route, status), count in sorted(self.requests.items()):
            out.append(
                f'folie_http_requests_total{{method="{method}",route="{_esc(route)}",status="{status}"}} {count}'
            )
        family("folie_http_request_duration_seconds", "histogram", "Time to the response headers, by route.")
        for route, row in sorted(self.latency.items()):
            label = f'route="{_esc(route)}"'
            for bound, hits in zip(BUCKETS, row, strict=False):
                out.append(f'folie_http_request_duration_seconds_bucket{{{label},le="{bound}"}} {hits:.0f}')
            out.append(f'folie_http_request_duration_seconds_bucket{{{label},le="+Inf"}} {row[-2]:.0f}')
            out.append(f"folie_http_request_duration_seconds_count{{{label}}} {row[-2]:.0f}")
            out.append(f"folie_http_request_duration_seconds_sum{{{label}}} {row[-1]:.6f}")
        family("folie_commands_total", "counter", "Commands by game and outcome (accepted, conflict, rejected, error).")
        for (game, outcome), count in sorted(self.commands.items()):
            out.append(f'folie_commands_total{{game="{_esc(game)}",outcome="{outcome}"}} {count}')
        family("folie_rate_limited_total", "counter", "Requests refused with 429, by limit scope (ip, token).")
        for scope, count in sorted(self.limited.items()):
            out.append(f'folie_rate_limited_total{{scope="{scope}"}} {count}')
        family("folie_process_start_time_seconds", "gauge", "When this worker started (Unix time).")
        out.append(f"folie_process_start_time_seconds {self.started:.3f}")
        if store_position is not None:
            family("folie_store_notification_id", "gauge", "Highest notification id in the event store.")
            out.append(f"folie_store_notification_id {store_position}")
        for name, (kind, text, fn) in sorted(self.gauges.items()):
            value = fn()
            if value is None:
                continue
            family(name, kind, text)
            out.append(f"{name} {value:g}")
        return "\n".join(out) + "\n"


def _esc(value: str) -> str:
    return value.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


_METRICS: weakref.WeakKeyDictionary[EventStore, Metrics] = weakref.WeakKeyDictionary()


def metrics_of(context: AppContext) -> Metrics:
    """This app's metrics (one per app, keyed by its store)."""
    metrics = _METRICS.get(context.store)
    if metrics is None:
        metrics = _METRICS[context.store] = Metrics()
    return metrics


def gauge(context: AppContext, name: str, text: str, fn: GaugeFn, *, kind: str = "gauge") -> None:
    """Publish a value on ``/metrics`` (``fn`` is called at scrape time; ``None`` hides it).

    ``kind`` is ``gauge`` or ``counter`` (a value that only grows, named ``..._total``).
    """
    metrics_of(context).gauges[name] = (kind, text, fn)


# -- the middleware -----------------------------------------------------------------------------
class OpsMiddleware:
    def __init__(self, app: ASGIApp, ops: Ops) -> None:
        self.app = app
        self.ops = ops

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != ScopeType.HTTP:
            if scope["type"] == ScopeType.WEBSOCKET and await self.ops.refuse_socket(scope, receive, send):
                return
            await self.app(scope, receive, send)
            return
        ops = self.ops
        started = time.perf_counter()
        headers = dict(scope["headers"])
        rid = headers.get(b"x-request-id", b"").decode("latin-1")
        if not _REQUEST_ID.match(rid):
            rid = new_request_id()
        token = request_id.set(rid)
        method = str(scope["method"])
        client = scope.get("client")
        ip = client[0] if client else "-"
        status = 500
        limited = False
        extra = [(b"x-request-id", rid.encode())]
        if ops.settings.served_by:
            extra.append((b"x-served-by", WORKER.encode()))

        def route_of() -> str:
            # Set by the router once it matched a route; an unmatched path is never a label of its own.
            return LIMITED if limited else str(scope.get("path_template") or UNMATCHED)

        async def send_with_headers(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", ()), *extra]
                ops.metrics.observe(method, route_of(), status, time.perf_counter() - started)
            await send(message)

        try:
            refusal = ops.check_limits(scope["path"], method, ip, headers.get(b"authorization"))
            if refusal is not None:
                limited = True
                await ops.refuse(send_with_headers, *refusal)
                return
            await self.app(scope, receive, send_with_headers)
        finally:
            route = route_of()
            if route == COMMAND_ROUTE and method == "POST":
                ops.count_command(scope.get("path_params", {}).get("match_id"), status)
            if not ops.settings.access_log or not access_log.isEnabledFor(logging.INFO):
                pass
            elif len(handlers := access_log.handlers) == 1 and type(handlers[0]) is AccessHandler:
                handlers[0].line(method, scope["path"], route, status, time.perf_counter() - started, ip, rid)
            else:
                access_log.info(
                    "%s %s %d",
                    method,
                    route,
                    status,
                    extra={
                        "method": method,
                        "path": scope["path"],
                        "route": route,
                        "status": status,
                        "duration_ms": round((time.perf_counter() - started) * 1000, 3),
                        "client": ip,
                    },
                )
            request_id.reset(token)


class RateLimits:
    """The buckets of one app: per client address (IPv6 by /64), per credential, creations per address.

    Shared by HTTP requests and WebSockets (:func:`rate_limits_of`): a socket's opening and each of its
    messages take from the same buckets as a request, so a socket is no way around a limit."""

    def __init__(self, settings: OpsSettings) -> None:
        self.ip = Buckets(settings.ip_limit) if settings.ip_limit else None
        self.tokens = Buckets(settings.token_limit) if settings.token_limit else None
        self.creations = Buckets(settings.create_limit) if settings.create_limit else None

    def check(self, path: str, method: str, ip: str, authorization: str | None) -> tuple[str, Limit, float] | None:
        """``None`` if a request may pass now (and it is counted), else the scope, limit and wait."""
        if path in EXEMPT:
            return None
        address = address_key(ip)
        if self.ip is not None:
            wait = self.ip.take(address)
            if wait > 0:
                return ("ip", self.ip.limit, wait)
        if self.creations is not None and method == "POST" and path.rstrip("/") == "/matches":
            wait = self.creations.take(address)
            if wait > 0:
                return ("create", self.creations.limit, wait)
        return self.check_credential(authorization)

    def check_credential(self, authorization: str | None) -> tuple[str, Limit, float] | None:
        if self.tokens is not None and authorization:
            wait = self.tokens.take(credential_key(authorization))
            if wait > 0:
                return ("token", self.tokens.limit, wait)
        return None


def credential_key(authorization: str) -> str:
    """The per-token bucket of an ``Authorization`` header: its parsed bearer token's hash, so that
    ``Bearer T``, ``bEaReR   T`` and a socket's hello with ``T`` are one bucket (a header that is no
    bearer token is its own key: it is refused anyway)."""
    token = bearer(authorization)
    return f"token:{token_hash(token)}" if token is not None else f"header:{authorization}"


_RATE_LIMITS: weakref.WeakKeyDictionary[EventStore, RateLimits] = weakref.WeakKeyDictionary()


def rate_limits_of(context: AppContext) -> RateLimits:
    """This app's rate limits (one per app, keyed by its store), from the environment on first use."""
    limits = _RATE_LIMITS.get(context.store)
    if limits is None:
        limits = _RATE_LIMITS[context.store] = RateLimits(OpsSettings.from_env())
    return limits


class Ops:
    """The state behind the middleware and the ops routes of one app."""

    def __init__(self, context: AppContext, settings: OpsSettings) -> None:
        self.context = context
        self.settings = settings
        self.metrics = metrics_of(context)
        self.limits = rate_limits_of(context)
        self.draining = False

    def check_limits(
        self, path: str, method: str, ip: str, authorization: bytes | None
    ) -> tuple[str, Limit, float] | None:
        return self.limits.check(path, method, ip, authorization.decode("latin-1") if authorization else None)

    async def refuse(self, send: Send, scope: str, limit: Limit, wait: float, prefix: str = "") -> None:
        """Answer 429 with the problem (``prefix`` ``websocket.``: the refusal of a socket's handshake)."""
        self.metrics.limited[scope] = self.metrics.limited.get(scope, 0) + 1
        retry = max(1, math.ceil(wait))
        body = msgspec.json.encode(
            {
                "type": "https://folie.dev/problems/rate_limited",
                "title": "Too many requests",
                "status": 429,
                "code": "rate_limited",
                "detail": f"Too many {_LIMITED_WHAT[scope]}; retry in {retry} s.",
                "limit": {"scope": scope, "rate_per_second": limit.rate, "burst": limit.burst},
                "retry_after": retry,
            }
        )
        await send(
            cast(
                Message,
                {
                    "type": f"{prefix}http.response.start",
                    "status": 429,
                    "headers": [
                        (b"content-type", PROBLEM_JSON.encode()),
                        (b"content-length", str(len(body)).encode()),
                        (b"retry-after", str(retry).encode()),
                    ],
                },
            )
        )
        await send(cast(Message, {"type": f"{prefix}http.response.body", "body": body, "more_body": False}))

    async def refuse_socket(self, scope: Scope, receive: Receive, send: Send) -> bool:
        """A WebSocket handshake over a limit is answered 429 like a request (``True``: it was)."""
        client = scope.get("client")
        headers = dict(scope["headers"])
        refusal = self.check_limits(scope["path"], "GET", client[0] if client else "-", headers.get(b"authorization"))
        if refusal is None:
            return False
        await receive()  # websocket.connect
        if "websocket.http.response" in (scope.get("extensions") or {}):
            await self.refuse(send, *refusal, prefix="websocket.")
        else:  # a server without denial responses: a refused handshake (403)
            self.metrics.limited[refusal[0]] = self.metrics.limited.get(refusal[0], 0) + 1
            await send(cast(Message, {"type": "websocket.close", "code": 1008}))
        return True

    def count_command(self, match_id: str | None, status: int) -> None:
        match = self.context.repo.cached(match_id) if match_id else None
        game = match.game if match is not None else "unknown"
        outcome = (
            "accepted" if status < 300 else "conflict" if status == 409 else "rejected" if status < 500 else "error"
        )
        key = (game, outcome)
        self.metrics.commands[key] = self.metrics.commands.get(key, 0) + 1


_LIMITED_WHAT = {
    "ip": "requests per client address",
    "token": "requests per token",
    "create": "match creations per client address",
}


# -- routes -------------------------------------------------------------------------------------
class Readiness(msgspec.Struct, frozen=True):
    """Ready to take traffic: the event store answers and the worker is not shutting down."""

    status: str
    """"ready" when the worker takes traffic."""
    store: str
    """The event store's kind: "sqlite" or "postgres"."""
    worker: str
    """``host:pid`` with ``FOLIE_SERVED_BY=on``, else empty (strangers need not learn host names)."""
    notification_id: int
    """The event store's last notification id."""


def make_routes(ops: Ops) -> list[Any]:
    @get(
        "/readyz",
        tags=["ops"],
        summary="Readiness: the event store answers and this worker is not draining",
        responses=problem_responses(400, 503),
        operation_id="readyz",
    )
    async def readyz(svc: NamedDependency[MatchService]) -> Readiness:
        if ops.draining:
            raise ApiError(503, "draining", "This worker is shutting down.")
        store = svc.repo.store
        try:
            position = await asyncio.wait_for(asyncio.to_thread(store.max_notification_id), 5.0)
        except Exception as error:
            if store.fault is None:
                raise ApiError(
                    503, "store_unavailable", f"The event store does not answer ({type(error).__name__})."
                ) from None
        if store.fault is not None:  # a read or write found the file damaged: say so, with what to do
            raise ApiError(503, "store_corrupt", str(store.fault))
        worker = WORKER if ops.settings.served_by else ""  # host:pid only when FOLIE_SERVED_BY says so
        return Readiness("ready", store.config.kind, worker, position)

    @get(
        "/metrics",
        tags=["ops"],
        summary="Prometheus metrics of this worker (text exposition format; FOLIE_METRICS_TOKEN guards it)",
        media_type="text/plain; version=0.0.4; charset=utf-8",
        responses=problem_responses(400, 401),
        operation_id="metrics",
    )
    async def metrics(svc: NamedDependency[MatchService], request: Request[Any, Any, Any]) -> Response[str]:
        expected = ops.settings.metrics_token
        if expected is not None:
            given = request.headers.get("authorization", "")
            if not hmac.compare_digest(given.encode(), f"Bearer {expected}".encode()):
                raise ApiError(401, "invalid_token", "/metrics needs the bearer token set in FOLIE_METRICS_TOKEN.")
        try:
            position: int | None = await asyncio.wait_for(asyncio.to_thread(svc.repo.store.max_notification_id), 5.0)
        except Exception:
            position = None
        return Response(ops.metrics.render(position), media_type="text/plain; version=0.0.4; charset=utf-8")

    return [readyz, metrics]


# -- JSON logs ----------------------------------------------------------------------------------
_STANDARD = frozenset(logging.makeLogRecord({}).__dict__) | {"message", "asctime", "color_message"}


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, request id, worker, extra fields."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, Any] = {
            "ts": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
            "worker": WORKER,
        }
        rid = request_id.get()
        if rid is not None:
            entry["request_id"] = rid
        for key, value in record.__dict__.items():
            if key not in _STANDARD and not key.startswith("_"):
                entry[key] = value
        if record.exc_info:
            entry["exc"] = "".join(traceback.format_exception(*record.exc_info))
        return msgspec.json.encode(entry, enc_hook=str).decode()


class AccessHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """``folie serve``'s access log (JSON lines): the middleware's lines are built without a ``LogRecord``
    (:meth:`line`: a dict encoded once, the second's timestamp prefix reused), and written together, one
    ``write`` per ``FLUSH_S`` (or per ``MAX_PENDING`` lines) instead of one per request (issue 39: logging
    at the default level cost about 5% of a move). Other records of the logger take the usual way through
    the JSON formatter into the same batch. No timer runs while no line waits; a thread without an event
    loop writes at once; ``logging.shutdown`` flushes what is left (a killed process loses ``FLUSH_S`` of
    lines at most)."""

    MAX_PENDING = 256
    FLUSH_S = 0.05

    def __init__(self, stream: Any = None) -> None:
        super().__init__(stream)
        self.setFormatter(JsonFormatter())
        self._pending: list[str] = []
        self._second = -1
        self._prefix = ""

    def _ts(self, now: float) -> str:
        second = int(now)
        if second != self._second:
            self._second, self._prefix = second, datetime.fromtimestamp(second, UTC).strftime("%Y-%m-%dT%H:%M:%S")
        return f"{self._prefix}.{int((now - second) * 1000):03d}+00:00"

    def line(self, method: str, path: str, route: str, status: int, seconds: float, client: str, rid: str) -> None:
        """One request's line: the fields and order of :class:`JsonFormatter`'s for ``access_log.info``."""
        entry = {
            "ts": self._ts(time.time()),
            "level": "info",
            "logger": "folie.access",
            "msg": f"{method} {route} {status}",
            "worker": WORKER,
            "request_id": rid,
            "method": method,
            "path": path,
            "route": route,
            "status": status,
            "duration_ms": round(seconds * 1000, 3),
            "client": client,
        }
        self._add(_line_encoder.encode(entry).decode())

    def emit(self, record: logging.LogRecord) -> None:
        try:
            text = self.format(record)
        except Exception:
            self.handleError(record)
            return
        self._add(text)

    def _add(self, text: str) -> None:
        with self.lock:  # type: ignore[union-attr]
            self._pending.append(text)
            first, full = len(self._pending) == 1, len(self._pending) >= self.MAX_PENDING
        if full:
            self.flush()
        elif first:
            try:
                asyncio.get_running_loop().call_later(self.FLUSH_S, self.flush)
            except RuntimeError:  # no loop in this thread: nothing would come back to write it
                self.flush()

    def flush(self) -> None:
        with self.lock:  # type: ignore[union-attr]
            pending, self._pending = self._pending, []
            if pending:
                try:
                    self.stream.write("\n".join(pending) + "\n")
                except Exception:
                    return  # the stream is gone (a closed pipe): like StreamHandler, never fail the caller
            super().flush()


_line_encoder = msgspec.json.Encoder()


def logging_config(level: str = "info", fmt: str = "json") -> dict[str, Any]:
    """A ``logging.config.dictConfig`` for the server: JSON (default) or plain text, one stream."""
    formatter: dict[str, Any] = (
        {"()": "service.extensions.ops.JsonFormatter"}
        if fmt == "json"
        else {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"}
    )
    handler = {"class": "logging.StreamHandler", "formatter": "main", "stream": "ext://sys.stderr"}
    loggers = {
        name: {"handlers": ["main"], "level": level.upper(), "propagate": False} for name in ("uvicorn", "folie")
    }
    loggers["uvicorn.access"] = {"handlers": [], "level": "WARNING", "propagate": False}
    handlers: dict[str, Any] = {"main": handler}
    if fmt == "json":  # the access log in batches, its lines built without a LogRecord (AccessHandler)
        handlers["access"] = {"class": "service.extensions.ops.AccessHandler", "stream": "ext://sys.stderr"}
        loggers["folie.access"] = {"handlers": ["access"], "level": level.upper(), "propagate": False}
    return {
        "version": 1,
        "disable_existing_loggers": False,
        "formatters": {"main": formatter},
        "handlers": handlers,
        "loggers": loggers,
    }


def install(context: AppContext) -> Installed:
    ops = Ops(context, OpsSettings.from_env())
    cut = CONNECTION_STATS  # counted by folie serve's connection guard, in this process
    gauge(
        context,
        "folie_request_deadline_cuts_total",
        "Requests whose headers or body missed their deadline (408, connection closed).",
        lambda: cut["headers_timeout"] + cut["body_timeout"],
        kind="counter",
    )
    gauge(
        context,
        "folie_connections_refused_total",
        "Connections refused because their client address held too many (429, closed).",
        lambda: cut["too_many_connections"],
        kind="counter",
    )

    async def serve() -> None:
        ops.draining = False

    async def drain() -> None:
        ops.draining = True

    async def write_access_lines() -> None:
        """A stopping app writes the access lines still waiting for their batch's timer (its loop ends
        before the timer: the last requests' lines would wait for ``logging.shutdown`` at the process's end,
        or be lost by an app stopped inside a longer-lived process)."""
        for handler in access_log.handlers:
            handler.flush()

    return Installed(
        routes=make_routes(ops),
        outer=[lambda app: OpsMiddleware(app, ops)],
        on_startup=[serve],
        on_shutdown=[drain, write_access_lines],
    )
