"""Les Montagnes Hallucinées through the API in real time: three clients, a real server clock.

No injected clock here: the hourglass (encounter), the Leader's decision window and the Fouiller peek
run on wall-clock time with short durations (match options), and expire through the app's scheduler or
lazily on the next request. The clients only read their views and legal actions. When the game ends,
its outcome carries the end-of-game table's label and the score (relics minus injuries, R-M-2) if the
expedition escaped, or the way it was lost. One client speaks during the silence: the server applies
the penalty.
"""

from __future__ import annotations

import time
from typing import Any

import pytest
from litestar.testing import TestClient

from domain.games.montagnes.rules import RESULT_TABLE
from domain.rng import Rng
from projections.store import StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.api.test_generic_client import fill

OPTIONS = {"players": 3, "encounter_seconds": 0.6, "decision_seconds": 0.2, "search_seconds": 0.2}


@pytest.mark.parametrize("seed", [5, 8])
def test_three_clients_play_a_full_game_against_the_real_clock(tmp_path: Any, seed: int) -> None:
    settings = Settings(
        store=StoreConfig(sqlite_path=str(tmp_path / "events.sqlite")),
        analytics_path=str(tmp_path / "analytics.duckdb"),
    )
    with TestClient(create_app(settings)) as client:  # the real clock: time.time
        created = client.post("/matches", json={"game": "montagnes", "options": OPTIONS, "seed": seed}).json()
        match_id = created["match_id"]
        seats = [{"Authorization": f"Bearer {s['token']}"} for s in created["seats"]]
        rng = Rng.derive(seed, "realtime")
        spoke_in_silence = False
        waited = 0.0
        started = time.monotonic()
        while True:
            views = [client.get(f"/matches/{match_id}/view", headers=s).json() for s in seats]
            if views[0]["status"]["finished"]:
                break
            assert time.monotonic() - started < 240, "the game did not end"
            if not spoke_in_silence and views[0]["view"]["silence"]:
                # « Silence » after the first card: speaking costs the table a leadership token.
                said = client.post(f"/matches/{match_id}/chat", headers=seats[1], json={"text": "attendez !"})
                spoke_in_silence = said.status_code == 201
                continue
            ready = [i for i, v in enumerate(views) if v["legal_actions"]]
            if not ready:
                time.sleep(0.05)  # everyone waits for the hourglass: real time passes
                waited += 0.05
                continue
            seat = rng.choice(ready)
            action = rng.choice(views[seat]["legal_actions"])
            response = client.post(
                f"/matches/{match_id}/commands", headers=seats[seat], json={"command": fill(action, rng)}
            )
            assert response.status_code < 500, response.text
        outcome = views[0]["status"]["outcome"]
        if outcome["reason"] == "escaped":  # the expedition got through: the end-of-game table applies
            label = next(row[2] for row in RESULT_TABLE if row[0] <= outcome["score"] <= row[1])
            assert outcome["detail"] == label and (outcome["result"] == "won") == (outcome["score"] >= 0)
        else:  # lost on the way (the last leadership token, or no injury left to draw)
            assert outcome["result"] == "lost" and outcome["reason"] in {"leadership", "injuries"}
        log = client.get(f"/matches/{match_id}/events", params={"limit": 500}).json()["items"]
        expired = [e for e in log if e["type"] == "hourglass_ran_out"]
        assert expired and all(e["seat"] is None for e in expired)  # the server's clock ended them
        assert waited > 0
        assert spoke_in_silence and any(e["type"] == "speech_penalised" for e in log)
