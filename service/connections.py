"""The connection guard of ``folie serve``: request deadlines and a cap on connections per address.

uvicorn waits as long as a client likes for a request's headers and body (its keep-alive timeout only
runs between requests), so a client sending a byte now and then holds a connection, a socket and a
buffer for good; a few hundred such clients deny service. This is uvicorn's own HTTP protocol with
three checks added, so ``folie serve`` needs nothing in front of it:

* a request has ``header_timeout`` seconds, from the connection's opening or its first byte, to send
  its request line and headers, then ``body_timeout`` seconds for its body; one that is late gets a
  408 problem and the connection is closed (the application sees a disconnect); a connection that
  sent nothing at all is closed without a word;
* one client address holds at most ``max_connections_per_ip`` open connections in this worker; one
  more gets a 429 problem and is closed at once. Trusted proxies are exempt: every client behind them
  shares their address, and the proxy applies its own per-client limits (``deploy/proxy/nginx.conf``).

Deadlines do not bound what comes after the request: responses and event streams last as long as
they need, and idle keep-alive connections are closed by uvicorn's own timeout.
"""

from __future__ import annotations

import asyncio
import ipaddress
from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import Any

import msgspec
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from service import problem_codes
from service.addresses import address_key
from service.problems import PROBLEM_JSON
from service.settings import Settings

Network = ipaddress.IPv4Network | ipaddress.IPv6Network


@dataclass(frozen=True)
class Guard:
    """The guard's settings, read once per worker process from the environment."""

    header_timeout: float
    body_timeout: float
    max_per_address: int
    trusted: tuple[Network, ...]
    trust_all: bool

    @classmethod
    def from_settings(cls, settings: Settings) -> Guard:
        trusted = tuple(ipaddress.ip_network(p, strict=False) for p in settings.forwarded_allow_ips if p != "*")
        return cls(
            header_timeout=settings.header_timeout,
            body_timeout=settings.body_timeout,
            max_per_address=settings.max_connections_per_ip,
            trusted=trusted,
            trust_all="*" in settings.forwarded_allow_ips,
        )

    def is_proxy(self, address: str) -> bool:
        if self.trust_all:
            return True
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return False
        return any(ip in network for network in self.trusted)


@cache
def guard() -> Guard:
    return Guard.from_settings(Settings.from_env())


OPEN: Counter[str] = Counter()
"""Open connections per client address in this process (an address leaves when it reaches 0)."""
STATS: Counter[str] = Counter()
"""Connections cut in this process: ``header_timeout``, ``body_timeout``, ``too_many_connections``."""


def _problem(status: int, reason: str, code: str, detail: str, *extra: tuple[str, str]) -> bytes:
    problem_codes.check(code)
    body = msgspec.json.encode(
        {
            "type": f"https://folie.dev/problems/{code}",
            "title": reason,
            "status": status,
            "code": code,
            "detail": detail,
        }
    )
    headers = [
        ("content-type", PROBLEM_JSON),
        ("content-length", str(len(body))),
        ("connection", "close"),
        *extra,
    ]
    head = f"HTTP/1.1 {status} {reason}\r\n" + "".join(f"{name}: {value}\r\n" for name, value in headers)
    return head.encode("latin-1") + b"\r\n" + body


def _release(address: str) -> None:
    OPEN[address] -= 1
    if OPEN[address] <= 0:
        del OPEN[address]


class GuardedHttpToolsProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol with request deadlines and a per-address connection cap."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.guard = guard()
        self.deadline: asyncio.TimerHandle | None = None
        self.counted: str | None = None
        self.waiting_for = "headers"
        self.began = False
        """A request has begun on this connection (a connection that never said anything is closed silently)."""

    # -- connection ------------------------------------------------------------------------------
    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        address = self.client[0] if self.client else None
        if address is not None and not self.guard.is_proxy(address):
            address = address_key(address)  # an IPv6 /64 is one client
            OPEN[address] += 1
            self.counted = address
            if OPEN[address] > self.guard.max_per_address:
                STATS["too_many_connections"] += 1
                detail = (
                    f"This address already holds {self.guard.max_per_address} open connections to this server; "
                    "close one (or reuse it) and retry."
                )
                self._answer_and_close(
                    _problem(429, "Too Many Requests", "too_many_connections", detail, ("retry-after", "1"))
                )
                return
        self._arm(self.guard.header_timeout, "headers")

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm()
        if self.counted is not None:
            _release(self.counted)
            self.counted = None
        super().connection_lost(exc)

    def handle_websocket_upgrade(self) -> None:
        """The connection becomes a WebSocket: no deadline applies any more (a 408 would land in the
        middle of it), and it still counts for its address until the WebSocket protocol loses it."""
        self._disarm()
        counted, self.counted = self.counted, None
        super().handle_websocket_upgrade()
        if counted is None or self.transport is None:
            return
        protocol = self.transport.get_protocol()
        lost = protocol.connection_lost

        def release(exc: Exception | None) -> None:
            _release(counted)
            lost(exc)

        protocol.connection_lost = release  # type: ignore[method-assign]

    # -- request phases --------------------------------------------------------------------------
    def on_message_begin(self) -> None:
        super().on_message_begin()
        self.began = True
        if self.deadline is None:  # a later request on a kept-alive connection: its own deadline
            self._arm(self.guard.header_timeout, "headers")

    def on_headers_complete(self) -> None:
        self._disarm()
        super().on_headers_complete()
        self._arm(self.guard.body_timeout, "body")  # on_message_complete disarms it, at once if no body

    def on_message_complete(self) -> None:
        self._disarm()
        super().on_message_complete()

    # -- deadlines -------------------------------------------------------------------------------
    def _arm(self, seconds: float, phase: str) -> None:
        self._disarm()
        self.waiting_for = phase
        self.deadline = self.loop.call_later(seconds, self._too_slow)

    def _disarm(self) -> None:
        if self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None

    def _too_slow(self) -> None:
        self.deadline = None
        if self.transport is None or self.transport.is_closing():
            return
        phase = self.waiting_for
        STATS[f"{phase}_timeout"] += 1
        cycle = self.cycle
        if not self.began or (cycle is not None and cycle.response_started and not cycle.response_complete):
            # Nothing was asked (a client may read a 408 as the answer to its next request), or a
            # response is on its way (no 408 in the middle of it): just close.
            self.transport.close()
        else:
            limit = self.guard.header_timeout if phase == "headers" else self.guard.body_timeout
            detail = f"The request's {phase} did not arrive within {limit:g} s."
            self._answer_and_close(_problem(408, "Request Timeout", f"{phase}_timeout", detail))
        if cycle is not None and phase == "body":
            cycle.disconnected = True  # the handler reading the body sees a disconnect; its answer goes nowhere
            cycle.message_event.set()

    def _answer_and_close(self, response: bytes) -> None:
        self._disarm()
        self.transport.write(response)
        self.transport.close()
