"""A campaign through the API (issue 21): a failed mission 1 leads the table to its preparation; the
service stops and starts again on the same store and the match resumes there; seat 1's player leaves
and a stand-in takes the seat; seat 0 is handed to another player (a new seat token, the old one
refused); everyone ready, mission 1 starts again from the restored save."""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from tests.conftest import AppFactory, Clock

Client = TestClient[Litestar]
PASSIVE = ("choose", "end_turn")
"""The passive table of `test_farcry_bots`: it answers the enemies' ties and ends its turns (a loss)."""


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def view(client: Client, match: str, token: dict[str, str]) -> dict[str, Any]:
    response = client.get(f"/matches/{match}/view", headers=token)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def send(client: Client, match: str, token: dict[str, str], action: dict[str, Any]) -> None:
    command = {"action": action["action"], **action["fixed"]}
    if action["params"]:
        command[action["params"][0]["name"]] = action["params"][0]["choices"][0]["value"]
    response = client.post(f"/matches/{match}/commands", headers=token, json={"command": command})
    assert response.status_code == 200, (command, response.text)


def lose_mission_1(client: Client, clock: Clock) -> tuple[str, list[dict[str, str]], dict[str, str]]:
    created = client.post(
        "/matches",
        json={"game": "farcry", "options": {"seats": 2, "mission": "mission_1", "campaign": True}, "seed": 3},
    )
    assert created.status_code == 201, created.text
    body = created.json()
    match, seats, creator = body["match_id"], [bearer(s["token"]) for s in body["seats"]], bearer(body["creator_token"])
    for _ in range(600):
        shown = [view(client, match, t) for t in seats]
        if shown[0]["view"]["phase"] == "preparation":
            return match, seats, creator
        for seat, token in enumerate(seats):
            passive = [a for a in shown[seat]["legal_actions"] if a["action"] in PASSIVE]
            if passive:
                send(client, match, token, passive[0])
                clock.advance(0.5)
                break
    raise AssertionError("mission 1 did not end")


def test_a_campaign_resumes_after_a_restart_and_its_seats_change_hands(make_app: AppFactory, clock: Clock) -> None:
    with TestClient(make_app()) as client:
        match, seats, creator = lose_mission_1(client, clock)
        before = view(client, match, seats[0])
    assert before["view"]["result"] == "failure" and not before["status"]["finished"]
    with TestClient(make_app()) as client:  # the service stopped and started again on the same store
        resumed = view(client, match, seats[0])
        assert resumed["version"] == before["version"] and resumed["view"]["save"] == before["view"]["save"]
        assert {a["action"] for a in resumed["legal_actions"]} >= {"ready", "arrange"}
        assert resumed["status"]["to_act"] == [0, 1]
        handed = client.put(f"/matches/{match}/seats/1/stand-in", headers=creator, json={"bot": "heuristic"})
        assert handed.status_code == 200, handed.text
        assert handed.json()["status"]["to_act"] == [0], "the stand-in prepared and said it is ready"
        issued = client.post(f"/matches/{match}/tokens", headers=creator, json={"scope": "seat", "seat": 0})
        assert issued.status_code == 201, issued.text
        newcomer = bearer(issued.json()["token"])
        assert client.get(f"/matches/{match}/view", headers=seats[0]).status_code == 401
        ready = next(a for a in view(client, match, newcomer)["legal_actions"] if a["action"] == "ready")
        send(client, match, newcomer, ready)
        again = view(client, match, newcomer)
        assert (again["view"]["mission"], again["view"]["phase"]) == ("mission_1", "mission")
        assert again["view"]["save"] == before["view"]["save"], "the failed mission's save is restored (R-F-52)"
        assert any(a["action"] == "end_turn" for a in again["legal_actions"])
