"""The served access log (issue 39 item: logging at the default level cheap): ``folie serve``'s JSON
access lines are built without a ``LogRecord`` and written once per event-loop turn, with the same
fields, in the same order, as the logging path's."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import re
from collections.abc import Iterator

import pytest
from litestar.testing import TestClient

from service.extensions.ops import AccessHandler, JsonFormatter, access_log, logging_config, request_id
from tests.conftest import AppFactory
from tests.support.toy import ENGINE as TOY


class Counted(io.StringIO):
    """A stream that counts its writes."""

    def __init__(self) -> None:
        super().__init__()
        self.writes = 0

    def write(self, text: str) -> int:
        self.writes += 1
        return super().write(text)


@pytest.fixture
def served() -> Iterator[tuple[AccessHandler, Counted]]:
    """The access logger as ``folie serve`` configures it, writing to a counted stream."""
    stream = Counted()
    handler = AccessHandler(stream)
    handlers, level, propagate = access_log.handlers[:], access_log.level, access_log.propagate
    access_log.handlers[:] = [handler]
    access_log.setLevel(logging.INFO)
    access_log.propagate = False
    try:
        yield handler, stream
    finally:
        handler.flush()
        access_log.handlers[:] = handlers
        access_log.setLevel(level)
        access_log.propagate = propagate


def test_folie_serve_logs_access_through_the_batching_handler() -> None:
    config = logging_config("info", "json")
    assert config["loggers"]["folie.access"]["handlers"] == ["access"]
    assert config["handlers"]["access"]["class"] == "service.extensions.ops.AccessHandler"
    assert "folie.access" not in logging_config("info", "text")["loggers"]  # text: for humans, as before


def test_lines_within_the_flush_delay_are_one_write(served: tuple[AccessHandler, Counted]) -> None:
    handler, stream = served

    async def turns() -> int:
        for n in range(50):
            handler.line("POST", f"/matches/m{n}/commands", "/matches/{match_id}/commands", 200, 0.0012, "::1", f"r{n}")
            await asyncio.sleep(0)  # one line a loop turn, as one request a turn would log
        written = stream.writes
        await asyncio.sleep(2 * AccessHandler.FLUSH_S)  # the flush's timer comes first
        return written

    assert asyncio.run(turns()) == 0
    assert stream.writes == 1
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert [line["request_id"] for line in lines] == [f"r{n}" for n in range(50)]


def test_the_served_lines_are_the_logging_paths_lines(
    make_app: AppFactory, served: tuple[AccessHandler, Counted]
) -> None:
    """Same keys in the same order and same values as ``access_log.info`` through :class:`JsonFormatter`
    (the time aside: its format is checked)."""
    _, stream = served
    with TestClient(make_app({"toy": TOY})) as client:
        answer = client.get("/games", headers={"X-Request-ID": "trace-7"})
        assert answer.status_code == 200
    [line] = [json.loads(text) for text in stream.getvalue().splitlines() if '"trace-7"' in text]
    record = access_log.makeRecord(
        "folie.access", logging.INFO, __file__, 0, "%s %s %d", ("GET", "/games", 200), None,
        extra={k: line[k] for k in ("method", "path", "route", "status", "duration_ms", "client")},
    )  # fmt: skip
    token = request_id.set("trace-7")
    try:
        expected = json.loads(JsonFormatter().format(record))
    finally:
        request_id.reset(token)
    assert list(line) == list(expected)
    assert {k: v for k, v in line.items() if k != "ts"} == {k: v for k, v in expected.items() if k != "ts"}
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00", line["ts"])
    assert line["route"] == "/games" and line["status"] == 200 and line["duration_ms"] >= 0


def test_a_stopping_app_writes_the_lines_still_waiting_for_their_batch(
    make_app: AppFactory, served: tuple[AccessHandler, Counted], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The batch's timer never comes before the app stops (an hour here): the app's shutdown writes the
    line (CI met the timer's race: the app's loop ended before its 50 ms, and the line was not there)."""
    _, stream = served
    monkeypatch.setattr(AccessHandler, "FLUSH_S", 3600.0)
    with TestClient(make_app({"toy": TOY})) as client:
        assert client.get("/games", headers={"X-Request-ID": "trace-8"}).status_code == 200
        assert '"trace-8"' not in stream.getvalue(), "the line waits for its batch while the app runs"
    assert '"trace-8"' in stream.getvalue()
