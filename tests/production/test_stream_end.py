"""A live stream ends with a final `end` message (`match_finished`) once the match is over (issue 16
item 2), as it happens and when opened on a finished match, in SSE and NDJSON, over real HTTP."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest

from tests.conftest import AppFactory
from tests.production.loopback import StreamReader, serve, stream
from tests.support.toy import ENGINE as TOY

ENGINES: dict[str, Any] = {"toy": TOY}


def closed(watcher: StreamReader) -> bool:
    """True when the server closed the response after the last message (no keep-alive follows)."""
    try:
        rest = list(watcher.lines)
    except httpx.ReadTimeout:
        return False
    return all(line == "" for line in rest)


@pytest.mark.parametrize("fmt", ["sse", "ndjson"])
def test_the_stream_ends_when_the_match_is_over(make_app: AppFactory, fmt: str) -> None:
    with serve(make_app(ENGINES)) as base:
        created = httpx.post(f"{base}/matches", json={"game": "toy", "options": {"target": 3}, "seed": 3}).json()
        mid = created["match_id"]
        seat = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
        with stream(base, f"/matches/{mid}/events/stream?format={fmt}", **seat) as watcher:
            assert watcher.ndjson == (fmt == "ndjson")
            assert watcher.next().type == "view"
            won = httpx.post(
                f"{base}/matches/{mid}/commands", headers=seat, json={"command": {"action": "mark", "amount": 3}}
            )
            assert won.status_code == 200 and won.json()["view"]["status"]["finished"], won.text
            messages = watcher.until_view(won.json()["version"])
            assert messages[-1].data["status"]["finished"]
            end = watcher.next(deadline=time.monotonic() + 10)  # not keep-alives forever
            assert (end.type, end.id, end.data["code"]) == ("end", won.json()["version"], "match_finished")
            assert end.data["server_time"] > 0 and end.data["detail"]
            assert closed(watcher)
        with stream(base, f"/matches/{mid}/events/stream?format={fmt}", **seat) as watcher:  # opened after the end
            view = watcher.next()
            assert view.type == "view" and view.data["status"]["finished"]
            assert watcher.next(deadline=time.monotonic() + 10).type == "end" and closed(watcher)
