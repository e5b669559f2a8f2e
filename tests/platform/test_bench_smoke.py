"""The command budget benchmark still runs against the current app (figures are not checked: speed
targets live in the benchmarks, never in tests)."""

from __future__ import annotations

import asyncio

from bench.command_budget import app_figures, domain_and_commit
from bench.http_load import script


def test_the_command_budget_measures_every_part_on_real_commands() -> None:
    scripts = [script(seed) for seed in (1, 2)]
    figures = asyncio.run(app_figures(scripts, floor_requests=20))
    figures.update(domain_and_commit(scripts))
    parts = {"part:total", "part:decide", "part:fold", "part:view", "part:commit", "part:auth"}
    assert {"floor", "command", "route", "domain", "commit", "sqlite", *parts} <= set(figures)
    assert all(value > 0 for value in figures.values())


def test_the_load_client_sends_again_on_a_keep_alive_connection_the_server_closed() -> None:
    """At M=50 under load, uvicorn closed idle keep-alive connections and the bench's slots died on an
    empty status line (IndexError); the client now opens a new connection and sends the request again."""
    from bench.http_load import Connection

    async def run() -> tuple[list[tuple[int, bytes]], int]:
        accepted = 0

        async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            nonlocal accepted
            accepted += 1
            while await reader.readline() not in (b"\r\n", b""):
                pass
            writer.write(b"HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
            await writer.drain()
            writer.close()  # one answer per connection, as a server whose keep-alive timed out

        server = await asyncio.start_server(serve, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        async with server:
            conn = await Connection.open(port)
            answers = [await conn.raw("GET", "/healthz") for _ in range(3)]
        return answers, accepted

    answers, accepted = asyncio.run(run())
    assert answers == [(200, b"ok")] * 3
    assert accepted == 3
