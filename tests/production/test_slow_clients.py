"""Slow and crowding clients against a real ``folie serve`` on loopback (issue 12, items 6 and 7).

Real sockets, a real server process: a request must finish its headers and its body within the
configured deadlines (408, then the connection is closed), one client address holds a bounded number
of connections (429, then closed), and ``X-Forwarded-For`` is believed only from configured proxies.
Deadlines are shortened to 1 s here so the tests stay quick; counts and waits are bounded.
"""

from __future__ import annotations

import os
import selectors
import socket
import subprocess
import time
from collections.abc import Callable, Iterator
from contextlib import suppress
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from service.settings import Settings, SettingsError
from tests.support.folie_serve import START_SECONDS, PortTaken, free_port, listening

ROOT = Path(__file__).resolve().parents[2]
FOLIE = str(ROOT / ".venv" / "bin" / "folie")
MARGIN = 3.0
"""How late past a deadline a cut may come on a busy 2-core machine."""


@dataclass
class Server:
    port: int
    log: Path

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def connect(self, source: str = "127.0.0.1") -> socket.socket:
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=5, source_address=(source, 0))
        return sock


@pytest.fixture
def folie_serve(tmp_path: Path) -> Iterator[Callable[..., Server]]:
    """Start ``folie serve`` with the given environment; every server started is stopped after the test."""
    processes: list[subprocess.Popen[bytes]] = []

    def start(**env: str) -> Server:
        for _ in range(4):  # a port another process took between the pick and the bind: pick another
            with suppress(PortTaken):
                return start_on(free_port(), **env)
        return start_on(free_port(), **env)

    def start_on(port: int, **env: str) -> Server:
        log = tmp_path / f"serve-{port}.log"
        environment = {
            **os.environ,
            "FOLIE_DATABASE_URL": f"sqlite:///{tmp_path}/events-{port}.sqlite",
            "FOLIE_ANALYTICS_PROJECTOR": "off",
            "FOLIE_LOG_LEVEL": "warning",
            **env,
        }
        for name in ("FOLIE_FORWARDED_ALLOW_IPS", "FORWARDED_ALLOW_IPS"):
            if name not in env:
                environment.pop(name, None)  # the defaults are what these tests are about
        with log.open("wb") as out:
            process = subprocess.Popen(
                [FOLIE, "serve", "--host", "127.0.0.1", "--port", str(port)],
                env=environment,
                stdout=out,
                stderr=out,
                cwd=tmp_path,
            )
        processes.append(process)
        deadline = time.monotonic() + START_SECONDS  # a start, not a bound
        while True:
            with suppress(httpx.HTTPError):
                if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=1).status_code == 200 and listening(
                    process.pid, port
                ):  # this server's answer, not another test process's on the same port
                    return Server(port, log)
            if process.poll() is not None and "address already in use" in log.read_text(errors="replace").lower():
                raise PortTaken(log.read_text(errors="replace"))
            if process.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"folie serve did not start:\n{log.read_text()}")
            time.sleep(0.1)

    yield start
    for process in processes:
        process.terminate()
    for process in processes:
        try:
            process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def until_closed(socks: list[socket.socket], within: float, trickle: Callable[[], None] | None = None) -> list[bytes]:
    """Read every socket until the server closes it; fail if any is still open after ``within`` s.

    ``trickle`` runs about every 0.2 s meanwhile (a slow client sending a byte now and then)."""
    selector = selectors.DefaultSelector()
    received = {sock.fileno(): b"" for sock in socks}
    for sock in socks:
        sock.setblocking(False)
        selector.register(sock, selectors.EVENT_READ)
    deadline = time.monotonic() + within
    next_trickle = time.monotonic()
    open_count = len(socks)
    try:
        while open_count:
            now = time.monotonic()
            assert now < deadline, f"{open_count} of {len(socks)} connections still open after {within} s"
            if trickle is not None and now >= next_trickle:
                trickle()
                next_trickle = now + 0.2
            for key, _ in selector.select(timeout=0.05):
                ready = key.fileobj
                assert isinstance(ready, socket.socket)
                try:
                    chunk = ready.recv(65536)
                except (ConnectionResetError, BrokenPipeError):
                    chunk = b""
                if chunk:
                    received[ready.fileno()] += chunk
                else:
                    selector.unregister(ready)
                    open_count -= 1
    finally:
        selector.close()
    return [received[sock.fileno()] for sock in socks]


def close_all(socks: list[socket.socket]) -> None:
    for sock in socks:
        sock.close()


# -- item 6: deadlines ------------------------------------------------------------------------------
def test_half_sent_headers_are_cut_at_the_deadline(folie_serve: Callable[..., Server]) -> None:
    server = folie_serve(FOLIE_HEADER_TIMEOUT="1", FOLIE_MAX_CONNECTIONS_PER_IP="1000")
    silent = [server.connect() for _ in range(20)]  # connect and say nothing
    half = [server.connect() for _ in range(40)]  # a request line and some headers, never the blank line
    for sock in half:
        sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: folie\r\nX-Slow: ")
    slow = server.connect()  # one byte every 0.2 s: never idle, never done
    slow.sendall(b"GET /healthz HTTP/1.1\r\nHost: folie\r\nX-Trickle: ")

    def trickle() -> None:
        with suppress(OSError):
            slow.send(b"a")

    started = time.monotonic()
    try:
        answer = httpx.get(f"{server.url}/healthz", timeout=5)  # others are served meanwhile
        assert answer.status_code == 200
        replies = until_closed([*silent, *half, slow], within=1.0 + MARGIN, trickle=trickle)
    finally:
        close_all([*silent, *half, slow])
    assert time.monotonic() - started >= 0.9  # not before the deadline
    assert replies[: len(silent)] == [b""] * len(silent)  # nothing asked, nothing answered: just closed
    for reply in replies[len(silent) :]:
        assert reply.startswith(b"HTTP/1.1 408 "), reply[:80]
    assert "folie_request_deadline_cuts_total 61" in httpx.get(f"{server.url}/metrics", timeout=5).text


def test_a_body_that_stops_coming_is_cut_at_the_deadline(folie_serve: Callable[..., Server]) -> None:
    server = folie_serve(FOLIE_BODY_TIMEOUT="1", FOLIE_MAX_CONNECTIONS_PER_IP="1000")
    socks = [server.connect() for _ in range(20)]
    for sock in socks:
        sock.sendall(
            b"POST /matches HTTP/1.1\r\nHost: folie\r\nContent-Type: application/json\r\n"
            b'Content-Length: 5000\r\n\r\n{"game": "toy", "opt'
        )
    try:
        replies = until_closed(socks, within=1.0 + MARGIN)
    finally:
        close_all(socks)
    for reply in replies:
        assert reply.startswith(b"HTTP/1.1 408 "), reply[:80]
    assert httpx.get(f"{server.url}/healthz", timeout=5).status_code == 200


def test_a_whole_request_in_time_is_served_and_kept_alive(folie_serve: Callable[..., Server]) -> None:
    """The deadlines bound how long a request takes to arrive, not how long a connection lives."""
    server = folie_serve(FOLIE_HEADER_TIMEOUT="1", FOLIE_BODY_TIMEOUT="1")
    with httpx.Client(base_url=server.url, timeout=5) as client:
        for _ in range(3):
            assert client.get("/healthz").status_code == 200
            time.sleep(0.6)  # idle between requests, under the keep-alive timeout; 1.8 s in all
        created = client.post("/matches", json={"game": "maeshowe", "options": {"players": 1}})
        assert created.status_code == 201, created.text


# -- item 6: connections per address --------------------------------------------------------------
def test_connections_per_address_are_capped(folie_serve: Callable[..., Server]) -> None:
    server = folie_serve(FOLIE_MAX_CONNECTIONS_PER_IP="5", FOLIE_HEADER_TIMEOUT="30")
    held = [server.connect() for _ in range(5)]
    extra = [server.connect() for _ in range(10)]
    try:
        replies = until_closed(extra, within=MARGIN)
        for reply in replies:
            assert reply.startswith(b"HTTP/1.1 429 "), reply[:80]
            assert b"too_many_connections" in reply
        metrics = server.connect(source="127.0.0.3")
        metrics.sendall(b"GET /metrics HTTP/1.1\r\nHost: folie\r\nConnection: close\r\n\r\n")
        assert b"folie_connections_refused_total 10" in until_closed([metrics], within=MARGIN)[0]
        # Another address is not affected (127.0.0.2 is loopback too).
        other = server.connect(source="127.0.0.2")
        other.sendall(b"GET /healthz HTTP/1.1\r\nHost: folie\r\nConnection: close\r\n\r\n")
        assert until_closed([other], within=MARGIN)[0].startswith(b"HTTP/1.1 200 ")
        # A connection given back makes room again.
        held.pop().close()
        time.sleep(0.2)
        again = server.connect()
        again.sendall(b"GET /healthz HTTP/1.1\r\nHost: folie\r\nConnection: close\r\n\r\n")
        assert until_closed([again], within=MARGIN)[0].startswith(b"HTTP/1.1 200 ")
    finally:
        close_all([*held, *extra])


# -- item 7: forwarding headers -------------------------------------------------------------------
def statuses_with_spoofed_addresses(server: Server, count: int) -> list[int]:
    with httpx.Client(base_url=server.url, timeout=5) as client:
        return [client.get("/games", headers={"X-Forwarded-For": f"203.0.113.{n}"}).status_code for n in range(count)]


def test_a_spoofed_forwarded_for_does_not_change_the_rate_limit_key(folie_serve: Callable[..., Server]) -> None:
    server = folie_serve(FOLIE_RATE_LIMIT_IP="0.1/5")
    statuses = statuses_with_spoofed_addresses(server, 12)
    assert statuses == [200] * 5 + [429] * 7, statuses


def test_a_configured_proxy_is_believed(folie_serve: Callable[..., Server]) -> None:
    """Behind a proxy the operator names, each forwarded client has its own budget and the proxy's
    own connections are not capped as one client's."""
    server = folie_serve(
        FOLIE_RATE_LIMIT_IP="0.1/5", FOLIE_FORWARDED_ALLOW_IPS="127.0.0.1", FOLIE_MAX_CONNECTIONS_PER_IP="2"
    )
    assert statuses_with_spoofed_addresses(server, 12) == [200] * 12
    proxied = [server.connect() for _ in range(4)]
    try:
        for sock in proxied:
            sock.sendall(b"GET /healthz HTTP/1.1\r\nHost: folie\r\nConnection: close\r\n\r\n")
        for reply in until_closed(proxied, within=MARGIN):
            assert reply.startswith(b"HTTP/1.1 200 "), reply[:80]
    finally:
        close_all(proxied)


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("FOLIE_HEADER_TIMEOUT", "soon"),
        ("FOLIE_BODY_TIMEOUT", "0"),
        ("FOLIE_MAX_CONNECTIONS_PER_IP", "0"),
        ("FOLIE_FORWARDED_ALLOW_IPS", "proxy.example"),
    ],
)
def test_bad_guard_settings_are_refused_by_name(name: str, value: str) -> None:
    with pytest.raises(SettingsError, match=name):
        Settings.from_env({name: value})


def test_the_defaults_believe_no_proxy_and_bound_every_request() -> None:
    defaults = Settings.from_env({})
    assert defaults.forwarded_allow_ips == ()
    assert 0 < defaults.header_timeout <= 30 and 0 < defaults.body_timeout <= 60
    assert 1 <= defaults.max_connections_per_ip <= 100
