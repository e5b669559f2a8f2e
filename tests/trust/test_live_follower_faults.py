"""The live follower on a damaged store: one message, no traceback per poll, and it goes on.

A real app under uvicorn on a real SQLite file; a seat opens a live stream, then every page of the
file but the schema is overwritten (as a failing disk would), so each poll of the notification log
meets "database disk image is malformed". The store says so once (``EventStore.corruption``); the
follower must not add a traceback per poll, must back off, and must follow again once the file is
whole (here: its bytes put back), so the open stream receives the next command's event.
"""

from __future__ import annotations

import logging
import sqlite3
import time
from pathlib import Path

import httpx
import pytest

from projections.store import StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.production.loopback import serve, stream
from tests.support.damage import checkpoint, overwrite_pages, page_count
from tests.support.said import Said
from tests.support.toy import ENGINE as TOY


def poke(path: Path) -> None:
    """A write by another connection: every reader of the file drops its cached pages."""
    con = sqlite3.connect(path)
    try:
        con.execute("CREATE TABLE IF NOT EXISTS poke (x)")
        con.execute("INSERT INTO poke VALUES (1)")
        con.commit()
    finally:
        con.close()


def test_a_damaged_store_under_an_open_stream_is_said_once_and_the_follower_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FOLIE_LIVE_POLL_SECONDS", "0.02")
    events = tmp_path / "events.sqlite"
    settings = Settings(store=StoreConfig(sqlite_path=str(events)), analytics_path=str(tmp_path / "a.duckdb"))
    with serve(create_app(settings, engines={"toy": TOY})) as url:
        created = httpx.post(f"{url}/matches", json={"game": "toy", "options": {"target": 100}, "seed": 9})
        assert created.status_code == 201, created.text
        match_id = created.json()["match_id"]
        seat = {"Authorization": f"Bearer {created.json()['seats'][0]['token']}"}
        with stream(url, f"/matches/{match_id}/events/stream", **seat) as reader:
            opened = reader.next()
            assert opened.type == "view"
            said = Said()
            logging.getLogger("folie").addHandler(said)
            try:
                checkpoint(events)
                whole = events.read_bytes()
                overwrite_pages(events, range(1, page_count(events)))  # every page but the first (the schema)
                poke(events)
                time.sleep(3.0)  # about 150 polls at 0.02 s
                live = [r for r in said.records if r.name == "folie.live"]
                damaged = [r for r in said.records if "is damaged" in r.getMessage()]
                assert not [r for r in live if r.exc_info], [r.getMessage() for r in live]
                assert len(live) <= 1, [r.getMessage() for r in live]
                assert len(damaged) == 1, [r.getMessage() for r in said.records]
                # The file made whole again: the follower, backing off, follows again by itself.
                with events.open("r+b") as file:
                    file.write(whole)
                poke(events)
                played = httpx.post(
                    f"{url}/matches/{match_id}/commands", headers=seat, json={"command": {"action": "end_turn"}}
                )
                assert played.status_code == 200, played.text
                version = played.json()["events"][-1]["version"]
                seen = reader.until_view(version)
                assert [m.id for m in seen if m.type == "event"][-1] == version
            finally:
                logging.getLogger("folie").removeHandler(said)
