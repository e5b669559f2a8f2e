"""Fair chance (issue 12, item 3): nobody at the table chooses the seed, and anyone can check it after.

A played match draws its seed on the server; every seat's view carries a commitment to it from the
start and the seed (with its nonce) once the match is over. A caller-chosen seed is marked as such in
every view and summary. Seats can be handed out by invitation, so the creator never holds a seated
player's token. All of it over the real app on a real SQLite file.
"""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import Litestar
from litestar.testing import TestClient

from domain.fairness import commitment, verify_setup
from domain.match_events import MatchCreated, Record
from projections.codec import Codec
from tests.support.toy import ENGINE as TOY

Client = TestClient[Litestar]


def _bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _play_to_the_end(client: Client, mid: str, seats: list[dict[str, str]], seen: list[str]) -> None:
    """Seat after seat marks 3 until the toy's counter reaches its target, keeping every answer."""
    for turn in range(20):
        headers = seats[turn % len(seats)]
        for body in ({"action": "mark", "amount": 3}, {"action": "end_turn"}):
            answer = client.post(f"/matches/{mid}/commands", headers=headers, json={"command": body})
            if answer.json()["view"]["status"]["finished"]:
                return  # this answer may show the seed: the match is over
            seen.append(answer.text)
    raise AssertionError("the toy match did not end")


def test_a_played_match_commits_to_a_server_seed_and_reveals_it_at_the_end(toy_client: Client) -> None:
    created = toy_client.post("/matches", json={"game": "toy", "options": {"target": 9}})
    assert created.status_code == 201, created.text
    body = created.json()
    mid, seats = body["match_id"], [_bearer(s["token"]) for s in body["seats"]]
    fair = body["fairness"]
    assert fair["seed_source"] == "server" and len(fair["commitment"]) == 64
    assert fair["seed"] is None and fair["nonce"] is None
    seen = [created.text]
    for headers in [*seats, {}]:  # every seat and the spectator see the same commitment, and no seed
        view = toy_client.get(f"/matches/{mid}/view", headers=headers)
        seen.append(view.text)
        assert view.json()["fairness"] == fair
    summary = toy_client.get(f"/matches/{mid}")
    seen.append(summary.text)
    assert summary.json()["seed_source"] == "server"
    log = toy_client.get(f"/matches/{mid}/events", headers=seats[0])
    seen.append(log.text)
    assert log.json()["items"][0]["data"]["seed_commitment"] == fair["commitment"]

    _play_to_the_end(toy_client, mid, seats, seen)

    revealed = toy_client.get(f"/matches/{mid}/view").json()["fairness"]
    seed, nonce = revealed["seed"], revealed["nonce"]
    assert isinstance(seed, int) and isinstance(nonce, str)
    assert revealed["commitment"] == fair["commitment"] == commitment(seed, nonce)
    assert not any(str(seed) in text or nonce in text for text in seen), "the seed showed before the end"
    # Anyone can deal the set-up again from the revealed seed and find the logged one.
    items = toy_client.get(f"/matches/{mid}/events").json()["items"]
    opened = items[0]["data"]
    assert opened["seed"] == seed and opened["seed_nonce"] == nonce
    setup = [msgspec.convert(item["data"], type=TOY.event_type) for item in items[1:] if item["type"] == "started"]
    assert setup and verify_setup(TOY, opened["options"], seed, setup)
    assert not verify_setup(TOY, opened["options"], seed + 1, setup)


def test_a_caller_chosen_seed_is_marked_in_every_view_and_summary(toy_client: Client) -> None:
    body = toy_client.post("/matches", json={"game": "toy", "seed": -5}).json()
    mid = body["match_id"]
    assert body["fairness"]["seed_source"] == "caller"
    for headers in [*(_bearer(s["token"]) for s in body["seats"]), {}]:
        assert toy_client.get(f"/matches/{mid}/view", headers=headers).json()["fairness"]["seed_source"] == "caller"
    assert toy_client.get(f"/matches/{mid}").json()["seed_source"] == "caller"


def test_invitations_give_each_player_their_own_token_once(toy_client: Client) -> None:
    created = toy_client.post("/matches", json={"game": "toy", "seating": "invitations"})
    assert created.status_code == 201, created.text
    body = created.json()
    mid, creator = body["match_id"], _bearer(body["creator_token"])
    assert body["seats"] == [] and [i["seat"] for i in body["invitations"]] == [0, 1]
    codes = [i["invitation"] for i in body["invitations"]]

    joined = toy_client.post(f"/matches/{mid}/join", json={"invitation": codes[0]})
    assert joined.status_code == 201, joined.text
    token = joined.json()["token"]
    assert joined.json()["seat"] == 0 and token not in created.text
    assert toy_client.get(f"/matches/{mid}/view", headers=_bearer(token)).json()["seat"] == 0

    again = toy_client.post(f"/matches/{mid}/join", json={"invitation": codes[0]})
    assert again.status_code == 409 and again.json()["code"] == "invitation_used"
    bogus = toy_client.post(f"/matches/{mid}/join", json={"invitation": "not-a-code"})
    assert bogus.status_code == 404 and bogus.json()["code"] == "invitation_not_found"

    seating = toy_client.get(f"/matches/{mid}/invitations", headers=creator)
    assert seating.json()["seats"] == [
        {"seat": 0, "joined": True, "invited": False},
        {"seat": 1, "joined": False, "invited": True},
    ]
    assert toy_client.get(f"/matches/{mid}/invitations", headers=_bearer(token)).status_code == 403
    assert toy_client.get(f"/matches/{mid}/invitations").status_code == 401
    # The creator's listing names tokens, never shows one.
    assert token not in toy_client.get(f"/matches/{mid}/tokens", headers=creator).text

    # A new invitation replaces the seat's unused one.
    fresh = toy_client.post(f"/matches/{mid}/invitations", headers=creator, json={"seat": 1})
    assert fresh.status_code == 201, fresh.text
    stale = toy_client.post(f"/matches/{mid}/join", json={"invitation": codes[1]})
    assert stale.status_code == 409 and stale.json()["code"] == "invitation_used"
    second = toy_client.post(f"/matches/{mid}/join", json={"invitation": fresh.json()["invitation"]})
    assert second.status_code == 201 and second.json()["seat"] == 1
    assert toy_client.post(f"/matches/{mid}/invitations", headers=creator, json={"seat": 5}).status_code == 422

    # Credentials never reach a log, not even the join's.
    log = toy_client.get(f"/matches/{mid}/events", headers=_bearer(token)).json()["items"]
    joins = [item for item in log if item["type"] == "invitation_accepted"]
    assert len(joins) == 2 and all(item["data"] is None for item in joins)

    # Taking a seat back is a rotation the seated player is told about.
    rotated = toy_client.post(f"/matches/{mid}/tokens", headers=creator, json={"scope": "seat", "seat": 0})
    assert rotated.status_code == 201
    refused = toy_client.get(f"/matches/{mid}/view", headers=_bearer(token))
    assert refused.status_code == 401 and refused.json()["code"] == "token_revoked"


def test_matches_stored_before_commitments_say_their_seed_source_is_unrecorded() -> None:
    """``match_created`` version 3 added the seed's source and nonce; older events read as unrecorded."""
    codec = Codec({"toy": TOY})
    event = MatchCreated(
        game="toy", rules_version="1", options={}, seats=1, seed=7, seat_tokens=["x"], creator_token="", created_at=1.0
    )
    _, data = codec.encode(Record(version=1, event=event, cmd=0))
    envelope = msgspec.msgpack.decode(data)[:7]  # as stored before `barrier_rules`
    body: dict[str, Any] = msgspec.to_builtins(event)
    envelope[-1] = {k: v for k, v in body.items() if k not in ("seed_source", "seed_nonce", "invitations")}
    record = codec.decode(1, "folie/match_created@2", msgspec.msgpack.encode(envelope))
    assert isinstance(record.event, MatchCreated)
    assert (record.event.seed_source, record.event.seed_nonce, record.event.invitations) == ("unrecorded", "", [])
    assert codec.topic(record.event) == "folie/match_created@3"
