"""Real HTTP for tests: an app served by uvicorn on a loopback port, and an SSE/NDJSON reader."""

from __future__ import annotations

import json
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import httpx
import uvicorn
from litestar import Litestar

from service.socket_transport import WEBSOCKET_OPTIONS


@contextmanager
def serve(app: Litestar) -> Iterator[str]:
    """Run ``app`` (lifespan included) on 127.0.0.1 in a thread; yields its base URL."""
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(app, log_level="warning", lifespan="on", timeout_graceful_shutdown=1, **WEBSOCKET_OPTIONS)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 10
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the test server did not start")
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


@dataclass
class Message:
    type: str
    id: int | None
    data: Any


class StreamReader:
    """Reads SSE or NDJSON messages from an open streaming response (keep-alives are skipped)."""

    def __init__(self, response: httpx.Response) -> None:
        self.response = response
        self.ndjson = response.headers["content-type"].startswith("application/x-ndjson")
        self.lines = response.iter_lines()
        self.keepalives = 0

    def next(self, deadline: float | None = None) -> Message:
        """The next message; ``TimeoutError`` if only keep-alives came until ``deadline`` (monotonic)."""
        if self.ndjson:
            while True:
                item = json.loads(next(self.lines))
                if item["type"] == "keepalive":
                    self._keepalive(deadline)
                    continue
                return Message(item["type"], item["id"], item["data"])
        fields: dict[str, str] = {}
        while True:
            line = next(self.lines)
            if line == "":
                if "data" in fields:
                    ident = fields.get("id")
                    return Message(
                        fields.get("event", "message"), int(ident) if ident else None, json.loads(fields["data"])
                    )
                fields = {}
                continue
            if line.startswith(":"):
                self._keepalive(deadline)
                continue
            name, _, value = line.partition(":")
            fields[name] = value[1:] if value.startswith(" ") else value

    def _keepalive(self, deadline: float | None) -> None:
        self.keepalives += 1
        if deadline is not None and time.monotonic() > deadline:
            raise TimeoutError("no message before the deadline, only keep-alives")

    def until_view(self, version: int) -> list[Message]:
        """Messages up to and including the view at ``version``."""
        seen = []
        while True:
            message = self.next()
            seen.append(message)
            if message.type == "view" and message.data["version"] >= version:
                return seen


@contextmanager
def stream(base: str, path: str, **headers: str) -> Iterator[StreamReader]:
    with (
        httpx.Client(base_url=base, timeout=httpx.Timeout(10.0)) as client,
        client.stream("GET", path, headers=headers) as response,
    ):
        assert response.status_code == 200, response.read()
        yield StreamReader(response)
