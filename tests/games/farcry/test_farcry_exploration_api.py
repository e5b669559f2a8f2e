"""An exploration played through the API (issue 21): a saved mission won over HTTP starts it at once;
a destination chosen by one seat stays hidden from the other seat's view and event log until both have
chosen (EX-12), then is revealed to all; the seats play on to its end, which writes the save.

The mission is mission 0's data made saved and emptied of enemies (the primary objective, "kill all
the enemies", R-F-70, is then met by the first action), so the test reaches the exploration quickly.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.games.farcry.content import CONTENT
from domain.rng import Rng
from tests.api.test_generic_client import fill
from tests.conftest import AppFactory, Clock

MAX_COMMANDS = 400


@pytest.fixture(autouse=True)
def quick_saved_mission(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    mission = msgspec.structs.replace(CONTENT.missions["mission_0"], saved=True, enemies=[])
    monkeypatch.setitem(CONTENT.missions, "mission_0", mission)
    yield


class Table:
    def __init__(self, client: TestClient[Litestar], seed: int) -> None:
        created = client.post("/matches", json={"game": "farcry", "options": {"seats": 2}, "seed": seed})
        assert created.status_code == 201, created.text
        self.client = client
        self.id = created.json()["match_id"]
        self.tokens = [{"Authorization": f"Bearer {s['token']}"} for s in created.json()["seats"]]

    def view(self, seat: int) -> dict[str, Any]:
        response = self.client.get(f"/matches/{self.id}/view", headers=self.tokens[seat])
        assert response.status_code == 200, response.text
        body: dict[str, Any] = response.json()
        return body

    def events(self, seat: int) -> list[dict[str, Any]]:
        page = self.client.get(f"/matches/{self.id}/events", headers=self.tokens[seat], params={"after": 0}).json()
        items: list[dict[str, Any]] = page["items"]
        return items

    def send(self, seat: int, command: dict[str, Any]) -> None:
        version = self.view(seat)["version"]
        response = self.client.post(
            f"/matches/{self.id}/commands",
            headers=self.tokens[seat],
            json={"command": command, "expected_version": version},
        )
        assert response.status_code == 200, (command, response.text)

    def win_the_mission(self) -> None:
        action = next(a for a in self.view(0)["legal_actions"] if a["action"] == "end_turn")
        self.send(0, {"action": "end_turn", **action["fixed"]})


def test_a_won_saved_mission_starts_an_exploration_whose_choices_stay_hidden_until_revealed(
    make_app: AppFactory, clock: Clock
) -> None:
    with TestClient(make_app()) as client:
        tables = [Table(client, 7), Table(client, 7)]
        for t in tables:
            t.win_the_mission()
            shown = t.view(0)
            assert shown["view"]["phase"] == "exploration" and not shown["status"]["finished"]
            assert {a["action"] for a in shown["legal_actions"]} <= {"explore_reveal", "explore_choose"}
        first = tables[0].view(0)["view"]["exploration"]["explorers"][0]["character"]
        for t, to in zip(tables, ("0,1", "1,0"), strict=True):
            t.send(0, {"action": "explore_choose", "character": first, "to": to, "flee_to": "0,0"})
        other = [t.view(1) for t in tables]
        assert other[0]["view"] == other[1]["view"]
        assert other[0]["legal_actions"] == other[1]["legal_actions"]
        assert other[0]["view"]["exploration"]["chosen"] == [first] and other[0]["view"]["exploration"]["mine"] == []
        logs = [[e for e in t.events(1) if e["type"].startswith("exploration_")] for t in tables]
        assert [e["data"] for e in logs[0]] == [e["data"] for e in logs[1]]
        hidden = [e for e in logs[0] if e["type"] == "exploration_destination_chosen"]
        assert len(hidden) == 1 and hidden[0]["data"]["to"] is None and hidden[0]["data"]["flee_to"] is None
        own = [e for e in tables[1].events(0) if e["type"] == "exploration_destination_chosen"]
        assert own[0]["data"]["to"] == "1,0"
        assert tables[1].view(0)["view"]["exploration"]["mine"][0]["to"] == "1,0"
        second = tables[0].view(1)["view"]["exploration"]["explorers"][1]["character"]
        tables[1].send(1, {"action": "explore_choose", "character": second, "to": "0,1", "flee_to": "0,0"})
        revealed = [e for e in tables[1].events(1) if e["type"] == "exploration_destinations_revealed"]
        assert {(m["character"], m["to"]) for m in revealed[0]["data"]["moves"]} == {(first, "1,0"), (second, "0,1")}


def test_two_seats_play_an_exploration_to_its_end_through_the_api(make_app: AppFactory, clock: Clock) -> None:
    """EX-16, R-F-66: any listed action accepted over HTTP until the end; the save holds the gains."""
    with TestClient(make_app()) as client:
        t = Table(client, 3)
        t.win_the_mission()
        rng = Rng(3)
        for _ in range(MAX_COMMANDS):
            shown = [t.view(0), t.view(1)]
            if shown[0]["status"]["finished"]:
                break
            ready = [seat for seat, s in enumerate(shown) if s["legal_actions"]]
            assert ready
            seat = rng.choice(ready)
            t.send(seat, fill(rng.choice(shown[seat]["legal_actions"]), rng))
            clock.advance(0.5)
        view = t.view(0)["view"]
        assert view["phase"] == "preparation" and view["exploration"] is None
        assert view["save"]["exploration_token"] is False
        assert any(e["type"] == "exploration_ended" for e in t.events(1))
