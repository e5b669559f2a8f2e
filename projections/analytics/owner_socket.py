"""The owner of the analytics file answers ``folie sql`` on its host, fresh (issue 37).

DuckDB lets no other process open a file one process writes, so ``folie sql`` used to read the copy
the owner publishes (:class:`projections.analytics.snapshots.Publisher`), as old as its last
publication. Now the owner (``folie serve``'s in-process projector) also listens on a local socket
and runs what ``folie sql`` asks exactly as it runs ``POST /analytics/query``: the projector first
catches up with what the store held when the query came, then the query runs in the SQL sandbox's
capped child (memory, time, no file access) over the admin's copy. ``folie sql`` asks the owner
first and opens the file (or its published copy) itself only when nobody listens.

The socket is in Linux's abstract namespace (no file to leave behind, no path-length limit), named
after the analytics file's resolved path. It has no file mode, so both ends check the other's user
(``SO_PEERCRED``): only the user who owns the process (the one who can read the file, mode 0600)
is answered, and a client only believes an owner of its own user. One request a connection: a JSON
:class:`Ask`, the client's half closed, a JSON :class:`Reply`.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import socket
import struct
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgspec

from projections.analytics import sandbox

log = logging.getLogger("folie.analytics")

MAX_ASK = 1 << 20
"""Bytes a request may hold (a query's text)."""
MARGIN_S = 60.0
"""Seconds a client waits past the query's own time limit (the catch-up, the copy's update, the child's
start on a busy machine) before it gives up on the owner."""


class Ask(msgspec.Struct, frozen=True):
    sql: str
    limit: int
    timeout: float


class Reply(msgspec.Struct, frozen=True):
    columns: list[tuple[str, str]] = []
    rows: list[list[Any]] = []
    truncated: bool = False
    elapsed_ms: float = 0.0
    position: int | None = None
    """The projector's position the query's copy was at (every notification up to it is in the rows)."""
    refused: tuple[str, str, int] | None = None
    error: str | None = None


class Steps:
    """What lets a reader of the owner's process ask its projector for a step now and wait for it: the
    projector runs with ``run(wake=steps.wake, after_step=...)`` and calls :meth:`stepped` after each
    step; :meth:`reach` wakes it and waits until it covers a position."""

    def __init__(self) -> None:
        self.wake = threading.Event()
        self._stepped = threading.Condition()

    def stepped(self) -> None:
        with self._stepped:
            self._stepped.notify_all()

    def reach(self, position: Callable[[], int], head: int, bound: float, halt: threading.Event) -> int:
        """``position()`` once it is at ``head`` or past it, or after ``bound`` seconds (a long catch-up
        under way), or once ``halt`` is set; the projector is woken rather than left to its pace."""
        if position() >= head:
            return position()
        deadline = time.monotonic() + bound
        with self._stepped:
            while position() < head and not halt.is_set():
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    break
                self.wake.set()  # again after each step: one that began before the call may stop short of head
                self._stepped.wait(remaining)
        return position()


class OwnerFailed(Exception):
    """The owner was reached but could not answer (the analytics are unavailable, a broken reply)."""


def address(analytics: str | Path) -> bytes:
    """The abstract socket's name for the analytics file ``analytics``."""
    digest = hashlib.sha256(str(Path(analytics).resolve()).encode()).hexdigest()[:32]
    return b"\0folie-analytics-" + digest.encode()


def _peer_uid(sock: socket.socket) -> int:
    _pid, uid, _gid = struct.unpack("3i", sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i")))
    return int(uid)


def _read_all(sock: socket.socket, cap: int | None) -> bytes:
    parts: list[bytes] = []
    size = 0
    while True:
        chunk = sock.recv(1 << 16)
        if not chunk:
            return b"".join(parts)
        parts.append(chunk)
        size += len(chunk)
        if cap is not None and size > cap:
            raise ValueError(f"a request of more than {cap} bytes")


class Server:
    """Listens for ``folie sql`` on :func:`address` of ``analytics`` and answers each request with
    ``answer`` (in a thread per connection; ``answer`` bounds how many run at once)."""

    def __init__(self, analytics: str | Path, answer: Callable[[Ask], tuple[sandbox.QueryResult, int]]) -> None:
        self.address = address(analytics)
        self.answer = answer
        self._stop = threading.Event()
        self._sock: socket.socket | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> bool:
        """Listen (``False``: another process already listens for this file, logged)."""
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.bind(self.address)
        except OSError as error:
            sock.close()
            log.warning("analytics: folie sql cannot be answered by this process: %s", error)
            return False
        sock.listen(8)  # blocking accept: an idle owner never wakes (``close`` shuts the socket down)
        self._sock = sock
        self._thread = threading.Thread(target=self._accept, name="folie-analytics-sql", daemon=True)
        self._thread.start()
        return True

    def _accept(self) -> None:
        assert self._sock is not None
        while not self._stop.is_set():
            try:
                conn, _ = self._sock.accept()
            except OSError:
                if self._stop.is_set():
                    return
                raise
            threading.Thread(target=self._serve, args=(conn,), name="folie-analytics-sql-ask", daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        with conn:
            conn.settimeout(None)
            if _peer_uid(conn) != os.getuid():  # the socket has no file mode: the user is checked here
                return
            try:
                ask = msgspec.json.decode(_read_all(conn, MAX_ASK), type=Ask)
            except (ValueError, msgspec.DecodeError, OSError) as error:
                reply = Reply(error=f"a request folie sql did not send ({error})")
            else:
                reply = self._reply(ask)
            with contextlib.suppress(OSError):
                conn.sendall(msgspec.json.encode(reply, enc_hook=str))

    def _reply(self, ask: Ask) -> Reply:
        try:
            result, position = self.answer(ask)
        except sandbox.QueryRefused as refused:
            return Reply(refused=(refused.code, refused.message, refused.status))
        except Exception as error:  # the HTTP route's problems (unavailable, damaged) and any other failure
            message = getattr(error, "detail", None) or str(error) or type(error).__name__
            return Reply(error=str(message))
        return Reply(
            [(c.name, c.type) for c in result.columns],
            [list(row) for row in result.rows],
            result.truncated,
            result.elapsed_ms,
            position,
        )

    def close(self) -> None:
        self._stop.set()
        if self._sock is not None:
            with contextlib.suppress(OSError):  # on Linux, ends the listening thread's accept at once
                self._sock.shutdown(socket.SHUT_RDWR)
        if self._thread is not None:
            self._thread.join()
        if self._sock is not None:
            self._sock.close()
            self._sock = None


def ask(
    analytics: str | Path, sql: str, *, limit: int, timeout: float
) -> tuple[sandbox.QueryResult, int | None] | None:
    """Ask the owner of ``analytics`` to run ``sql``: ``(result, position)``, or ``None`` when no process of
    this user listens (then read the file or its published copy). Raises :class:`sandbox.QueryRefused`
    for a refused query and :class:`OwnerFailed` when the owner could not answer."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    with sock:
        try:
            sock.connect(address(analytics))
        except (ConnectionRefusedError, FileNotFoundError):
            return None
        if _peer_uid(sock) != os.getuid():
            raise OwnerFailed("another user's process listens for this analytics file")
        sock.settimeout(timeout + MARGIN_S)
        sock.sendall(msgspec.json.encode(Ask(sql, limit, timeout)))
        sock.shutdown(socket.SHUT_WR)
        try:
            reply = msgspec.json.decode(_read_all(sock, None), type=Reply)
        except (msgspec.DecodeError, OSError) as error:
            raise OwnerFailed(f"the owner's answer was cut short ({error})") from error
    if reply.refused is not None:
        code, message, status = reply.refused
        raise sandbox.QueryRefused(code, message, status)
    if reply.error is not None:
        raise OwnerFailed(reply.error)
    columns = [sandbox.Column(name, kind) for name, kind in reply.columns]
    return sandbox.QueryResult(columns, [tuple(row) for row in reply.rows], reply.truncated, reply.elapsed_ms), (
        reply.position
    )
