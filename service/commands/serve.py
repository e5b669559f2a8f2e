"""``folie serve``: run the HTTP API (SQLite + local files by default).

``--workers N`` runs N uvicorn worker processes on one listening socket (uvicorn's supervisor
restarts a worker that dies). ``--reuse-port`` binds with ``SO_REUSEPORT`` instead, so independent
``folie serve`` processes share one address and each can be stopped, killed or restarted on its own
(what ``deploy/local-cluster`` does). Beyond one worker, use PostgreSQL: SQLite works across
processes but serialises their writes on one file lock.

Logs are one JSON object per line on standard error (``--log-format text`` for humans).

Requests must arrive in time and one address may hold only so many connections
(:mod:`service.connections`); ``X-Forwarded-For`` is believed only from the proxies named in
``--forwarded-allow-ips`` / ``FOLIE_FORWARDED_ALLOW_IPS`` (none by default: a client cannot pick the
address its rate limit is counted under).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import socket
from types import FrameType
from typing import TYPE_CHECKING

from service.settings import Settings, SettingsError, proxy_list

if TYPE_CHECKING:
    import uvicorn


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    serve = commands.add_parser("serve", help="run the HTTP API (SQLite + local files by default)")
    serve.add_argument("--host", help="bind address (FOLIE_HOST, default 127.0.0.1)")
    serve.add_argument("--port", type=int, help="port (FOLIE_PORT, default 8000)")
    serve.add_argument(
        "--workers",
        type=int,
        default=int(os.environ.get("FOLIE_WORKERS") or 1),
        help="worker processes on one socket (FOLIE_WORKERS, default 1; use PostgreSQL beyond one)",
    )
    serve.add_argument(
        "--reuse-port",
        action="store_true",
        help="bind with SO_REUSEPORT so several independent processes share the address",
    )
    serve.add_argument(
        "--log-level",
        default=os.environ.get("FOLIE_LOG_LEVEL") or "info",
        help="debug, info, warning, error (FOLIE_LOG_LEVEL, default info)",
    )
    serve.add_argument(
        "--log-format",
        choices=["json", "text"],
        default=os.environ.get("FOLIE_LOG_FORMAT") or "json",
        help="json (default: one object per line, with request ids) or text",
    )
    serve.add_argument(
        "--forwarded-allow-ips",
        help="proxies (addresses or networks, comma-separated) whose X-Forwarded-For gives the client "
        "address for rate limits and logs (FOLIE_FORWARDED_ALLOW_IPS; default none: believe no one)",
    )
    serve.add_argument(
        "--graceful-seconds",
        type=float,
        default=10.0,
        help="on SIGTERM, how long open requests and event streams may take to finish",
    )
    serve.set_defaults(run=run)


def _store_problem(settings: Settings) -> str | None:
    """Why the event store cannot be opened, in one sentence with what to do (before any worker starts,
    so that an unwritable ``var/`` or a file that is not a database is not a traceback per worker)."""
    from projections.store import EventStore, StoreUnavailable

    try:
        EventStore(settings.store).close()
    except StoreUnavailable as error:
        return str(error)
    return None


def run(args: argparse.Namespace) -> int:
    try:
        settings = Settings.from_env()
    except SettingsError as error:
        raise SystemExit(f"folie serve: {error}") from error
    store_problem = _store_problem(settings)
    if store_problem is not None:
        raise SystemExit(f"folie serve: {store_problem}")
    if args.workers < 1:
        raise SystemExit("folie serve: --workers must be at least 1")
    if args.reuse_port and args.workers != 1:
        raise SystemExit("folie serve: --reuse-port runs one process; start several instead of --workers")
    import uvicorn

    from service.connections import GuardedHttpToolsProtocol
    from service.extensions.ops import logging_config
    from service.socket_transport import WEBSOCKET_OPTIONS

    if (args.workers > 1 or args.reuse_port) and not os.environ.get("FOLIE_SQLITE_COMMITS"):
        # Several processes share the SQLite file: waiting for another's write lock must not block an
        # event loop, so commits go to each worker's writer thread (workers inherit the environment).
        os.environ["FOLIE_SQLITE_COMMITS"] = "thread"
    if args.forwarded_allow_ips is not None:
        try:
            proxies = proxy_list(args.forwarded_allow_ips)
        except SettingsError as error:
            raise SystemExit(f"folie serve: {error}") from error
        os.environ["FOLIE_FORWARDED_ALLOW_IPS"] = ",".join(proxies)  # workers and the guard read it there
    else:
        proxies = settings.forwarded_allow_ips
    host = args.host or settings.host
    port = args.port if args.port is not None else settings.port
    options = {
        "factory": True,
        "host": host,
        "port": port,
        "workers": args.workers,
        "log_level": args.log_level,
        "log_config": logging_config(args.log_level, args.log_format),
        "access_log": False,
        "proxy_headers": bool(proxies),
        "forwarded_allow_ips": list(proxies),
        "http": GuardedHttpToolsProtocol,  # header and body deadlines, connections per address
        "timeout_graceful_shutdown": int(args.graceful_seconds),
        **WEBSOCKET_OPTIONS,  # messages bounded before they are read, no compression
    }
    if args.reuse_port:
        server = quiet_server(uvicorn.Config("service.app:create_app", **options))
        server.run(sockets=[reuse_port_socket(host, port)])
    elif args.workers == 1:
        quiet_server(uvicorn.Config("service.app:create_app", **options)).run()
    else:
        uvicorn.run("service.app:create_app", **options)
    return 0


def quiet_server(config: uvicorn.Config) -> uvicorn.Server:
    """uvicorn's server, its main loop ticking once a second instead of ten times (issue 39: an idle
    worker wakes for nothing): a tick refreshes the ``Date`` header (one-second resolution, as uvicorn's
    own) and looks for a shutdown; a shutdown signal ends the wait at once."""
    import uvicorn

    class QuietServer(uvicorn.Server):
        _exit: asyncio.Event | None = None
        _loop: asyncio.AbstractEventLoop | None = None

        async def main_loop(self) -> None:
            self._loop, self._exit = asyncio.get_running_loop(), asyncio.Event()
            while not await self.on_tick(0):  # 0: every tick is a whole second's (the Date header)
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(1.0):
                        await self._exit.wait()

        def handle_exit(self, sig: int, frame: FrameType | None) -> None:
            super().handle_exit(sig, frame)
            if self._loop is not None and self._exit is not None:
                with contextlib.suppress(RuntimeError):  # the loop is closed: nothing waits
                    self._loop.call_soon_threadsafe(self._exit.set)

    return QuietServer(config)


def reuse_port_socket(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
    sock.bind((host, port))
    sock.listen(2048)
    sock.set_inheritable(True)
    return sock
