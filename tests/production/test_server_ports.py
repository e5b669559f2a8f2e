"""A test's ``folie serve`` is the server its requests reach, even when its port was taken meanwhile.

The suite picks a free port, then starts a server on it in another process. Between the two, another
test process (the other xdist worker, or another checkout's suite on the same machine) may start a
server on the same port: ``test_slow_clients.py`` then once sent its requests to that foreign server,
whose ``/healthz`` answered, while its own server had died of "address already in use". Here the
foreign server is made on purpose: a plain HTTP server holding the port first.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path

import httpx
import pytest

from tests.support import folie_serve as serve


class Healthy(BaseHTTPRequestHandler):
    """Answers every GET with 200, as any Folie server's ``/healthz`` would."""

    def do_GET(self) -> None:
        self.send_response(200)
        self.send_header("Content-Length", "2")
        self.end_headers()
        self.wfile.write(b"ok")

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def foreign_port() -> Iterator[int]:
    """A port on which another process's server already answers ``/healthz``."""
    server = HTTPServer(("127.0.0.1", serve.free_port()), Healthy)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


def test_a_server_whose_port_was_taken_starts_on_another_and_is_the_one_answering(
    foreign_port: int, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    picks = iter([foreign_port])
    fresh = serve.free_port
    monkeypatch.setattr(serve, "free_port", lambda: next(picks, None) or fresh())
    env = {"SQLITE_DBNAME": str(tmp_path / "events.sqlite"), "FOLIE_ANALYTICS_PROJECTOR": "off"}
    with serve.folie_serve(env, tmp_path / "serve.log") as (url, process):
        port = int(url.rpartition(":")[2])
        assert port != foreign_port, "the test would talk to the server that held the port first"
        assert serve.listening(process.pid, port)
        assert httpx.get(f"{url}/healthz", timeout=10).status_code == 200


def test_the_foreign_server_is_not_taken_for_ours(foreign_port: int, tmp_path: Path) -> None:
    """A server that died of the taken port says so (``PortTaken``): its health is never read off the
    foreign server."""
    log = tmp_path / "serve.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "service.cli", "serve", "--port", str(foreign_port)],
            cwd=serve.ROOT,
            env={**os.environ, "SQLITE_DBNAME": str(tmp_path / "e.sqlite"), "FOLIE_ANALYTICS_PROJECTOR": "off"},
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    try:
        with pytest.raises(serve.PortTaken):
            serve.wait_until_up(f"http://127.0.0.1:{foreign_port}", process, log)
    finally:
        serve.stop(process)
