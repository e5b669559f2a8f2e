"""Skill points over HTTP (L88 "pour un test, avant le jet de dé", H-43, R-H-19, issue 33 item 13): a
table that only reads its views and sends listed actions meets a test, is prompted before the die, and
spends a point on that test with the listed ``ready_skill``; the answer is an undo barrier (a roll,
domain/barriers.py) and the held decision never shows in any seat's event feed."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.games.mansions.bot_tools import distances
from domain.games.mansions.content import CONTENT
from projections.store import StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.conftest import Clock
from tests.games.mansions.mansions_play import AGNES, CYRUS, SILAS

Client = TestClient[Litestar]
PARLOUR = [s.id for s in CONTENT.board.spaces if s.room == "parlour"]


@pytest.fixture
def client(tmp_path: Path, clock: Clock) -> Iterator[Client]:
    store = StoreConfig(sqlite_path=str(tmp_path / "events.sqlite"))
    settings = Settings(store=store, analytics_path=str(tmp_path / "analytics.duckdb"))
    with TestClient(create_app(settings, clock=clock)) as served:
        yield served


def towards_the_parlour(actions: list[dict[str, Any]]) -> dict[str, Any]:
    """Cyrus's step: claim, walk to the parlour (the cultist's room) by the listed moves, else end."""
    by_name = {a["action"]: a for a in actions}
    if "claim_turn" in by_name:
        return {"action": "claim_turn"}
    if "move" in by_name:
        far = distances(PARLOUR)
        space = min((c["value"] for c in by_name["move"]["params"][0]["choices"]), key=lambda v: far.get(v, 99))
        return {"action": "move", "space": space}
    return {"action": "end_turn"}


def passing(actions: list[dict[str, Any]]) -> dict[str, Any]:
    """Every other seat only claims, passes or ends what it is asked."""
    for name in ("claim_turn", "end_turn", "end_trade", "pass_mythos", "pass_trauma", "spare", "end_keeper_turn"):
        for a in actions:
            if a["action"] == name and not a["params"]:
                return {"action": name, **a["fixed"]}
    raise AssertionError(actions)


def test_a_test_met_over_http_asks_its_investigator_before_the_die(client: Client, clock: Clock) -> None:
    options = {"investigators": 2, "story": SILAS, "picks": [msgspec.to_builtins(p) for p in (CYRUS, AGNES)]}
    created = client.post("/matches", json={"game": "mansions", "options": options, "seed": 3})
    assert created.status_code == 201, created.text
    mid = created.json()["match_id"]
    headers = [{"Authorization": f"Bearer {seat['token']}"} for seat in created.json()["seats"]]

    def views() -> list[dict[str, Any]]:
        return [client.get(f"/matches/{mid}/view", headers=h).json() for h in headers]

    for _ in range(80):
        seen = views()
        if any(a["action"] == "ready_skill" for v in seen for a in v["legal_actions"]):
            break
        seat = next(s for s, v in enumerate(seen) if v["legal_actions"])
        actions = seen[seat]["legal_actions"]
        body = towards_the_parlour(actions) if seat == 1 else passing(actions)
        sent = client.post(
            f"/matches/{mid}/commands",
            headers=headers[seat],
            json={"command": body, "expected_version": seen[seat]["version"]},
        )
        assert sent.status_code == 200, (seat, body, sent.text)
        clock.advance(1.0)
    else:
        raise AssertionError("Cyrus never met a test")

    asked = seen[1]
    [prompt] = asked["prompts"]
    assert (prompt["seat"], prompt["kind"]) == (1, "skill") and "Willpower" in prompt["text"]
    assert [a["action"] for a in asked["legal_actions"]] == ["ready_skill", "pass_skill"]
    assert seen[0]["legal_actions"] == [] and seen[2]["legal_actions"] == []
    assert asked["status"]["to_act"] == [1]
    points = next(f["skill_points"] for f in asked["view"]["investigators"] if f["seat"] == 1)
    other = client.post(f"/matches/{mid}/commands", headers=headers[2], json={"command": {"action": "ready_skill"}})
    assert other.status_code == 403 and other.json()["code"] == "not_your_prompt"

    answered = client.post(f"/matches/{mid}/commands", headers=headers[1], json={"command": {"action": "ready_skill"}})
    assert answered.status_code == 200, answered.text
    after = views()
    assert next(f["skill_points"] for f in after[1]["view"]["investigators"] if f["seat"] == 1) == points - 1
    for seat, h in enumerate(headers):
        feed = client.get(f"/matches/{mid}/events", params={"after": 0, "limit": 500}, headers=h).json()["items"]
        offers = [e["data"]["prompt"] for e in feed if e["type"] == "test_offered"]
        assert offers and all((o["command"], o["rng"], o["actor"]) == (None, 0, None) for o in offers), seat
        spent = [e["data"] for e in feed if e["type"] == "test_rolled" and e["data"]["skill"]]
        assert [(r["seat"], r["why"], r["attribute"]) for r in spent] == [(1, "horror", "willpower")], seat
    undo = client.post(f"/matches/{mid}/undo", headers=headers[1], json={})
    assert undo.status_code == 409 and undo.json()["code"] == "nothing_to_undo", undo.text  # the roll is a barrier
