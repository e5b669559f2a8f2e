"""The HTTP API on the real app and a real SQLite file, driven through the toy engine."""

from __future__ import annotations

from typing import Any

import pytest
from litestar import Litestar
from litestar.testing import AsyncTestClient, TestClient

from tests.conftest import AppFactory, Clock
from tests.support.toy import ENGINE as TOY

Client = TestClient[Litestar]


def create(client: Client, **options: Any) -> tuple[str, list[dict[str, str]], str]:
    response = client.post("/matches", json={"game": "toy", "options": options, "seed": 7})
    assert response.status_code == 201, response.text
    body = response.json()
    headers = [{"Authorization": f"Bearer {s['token']}"} for s in body["seats"]]
    return body["match_id"], headers, body["creator_token"]


def command(client: Client, mid: str, headers: dict[str, str], body: dict[str, Any], **extra: Any) -> Any:
    return client.post(f"/matches/{mid}/commands", headers=headers, json={"command": body, **extra})


def test_games_are_listed_with_their_schemas(toy_client: Client) -> None:
    games = toy_client.get("/games").json()
    assert [g["id"] for g in games] == ["toy"]
    detail = toy_client.get("/games/toy").json()
    assert {"options_schema", "command_schema", "view_schema", "event_schema"} <= detail.keys()
    missing = toy_client.get("/games/chess")
    assert missing.status_code == 404 and missing.json()["code"] == "game_not_found"
    assert missing.headers["content-type"].startswith("application/problem+json")


def test_create_returns_distinct_secret_tokens(toy_client: Client) -> None:
    mid, headers, creator = create(toy_client, seats=3)
    tokens = {h["Authorization"] for h in headers} | {creator}
    assert len(tokens) == 4
    summary = toy_client.get(f"/matches/{mid}").json()
    assert summary["seats"] == 3 and summary["game"] == "toy" and summary["rules_version"] == TOY.rules_version
    assert "'seed':" not in str(summary) and creator not in str(summary)
    assert summary["seed_source"] == "caller"  # the seed was chosen by the caller, and every summary says so


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"game": "toy", "options": {"seats": 9}}, 422, "invalid_options"),
        ({"game": "toy", "options": {"bogus": 1}}, 422, "invalid_options"),
        ({"game": "nope"}, 404, "game_not_found"),
        ({"game": "toy", "seed": "one"}, 400, "invalid_body"),
        ({"game": "toy", "seed": 2**64}, 400, "invalid_body"),  # seeds are 64-bit (schemathesis found a 500)
        ({"options": {}}, 400, "invalid_body"),
    ],
)
def test_bad_creations_are_explained(toy_client: Client, body: dict[str, Any], status: int, code: str) -> None:
    response = toy_client.post("/matches", json=body)
    assert response.status_code == status and response.json()["code"] == code


def test_views_are_per_seat_and_tokens_are_checked(toy_client: Client) -> None:
    mid, headers, creator = create(toy_client)
    assert command(toy_client, mid, headers[0], {"action": "draw"}).status_code == 200
    mine = toy_client.get(f"/matches/{mid}/view", headers=headers[0]).json()
    theirs = toy_client.get(f"/matches/{mid}/view", headers=headers[1]).json()
    public = toy_client.get(f"/matches/{mid}/spectate").json()
    assert len(mine["view"]["hand"]) == 1 and theirs["view"]["hand"] == [] and public["view"]["hand"] is None
    assert mine["legal_actions"] and not theirs["legal_actions"] and not public["legal_actions"]
    bad = toy_client.get(f"/matches/{mid}/view", headers={"Authorization": "Bearer nope"})
    assert bad.status_code == 401 and bad.json()["code"] == "invalid_token"
    assert toy_client.get(f"/matches/{mid}/view", headers={"Authorization": "Basic x"}).status_code == 401
    forbidden = command(toy_client, mid, {"Authorization": f"Bearer {creator}"}, {"action": "end_turn"})
    assert forbidden.status_code == 403 and forbidden.json()["code"] == "seat_token_required"


def test_illegal_commands_name_the_rule_and_the_legal_alternatives(toy_client: Client) -> None:
    mid, headers, _ = create(toy_client)
    wrong_seat = command(toy_client, mid, headers[1], {"action": "mark", "amount": 1})
    assert wrong_seat.status_code == 409
    assert wrong_seat.json()["code"] == "not_your_turn" and wrong_seat.json()["rule"]
    illegal = command(toy_client, mid, headers[0], {"action": "mark", "amount": 9})
    problem = illegal.json()
    assert illegal.status_code == 422 and problem["code"] == "illegal_action"
    assert {a["action"] for a in problem["legal_actions"]} == {"mark", "draw", "end_turn"}
    unknown = command(toy_client, mid, headers[0], {"action": "fly"})
    assert unknown.status_code == 422 and unknown.json()["code"] == "unknown_action"
    malformed = command(toy_client, mid, headers[0], {"action": "mark", "amount": "lots"})
    assert malformed.status_code == 422 and malformed.json()["code"] == "invalid_command"
    extra = command(toy_client, mid, headers[0], {"action": "draw", "cards": [1]})
    assert extra.status_code == 422
    assert toy_client.get(f"/matches/{mid}").json()["version"] == 2  # nothing was appended


def test_malformed_unknown_and_oversized_requests(toy_client: Client) -> None:
    mid, headers, _ = create(toy_client)
    raw = toy_client.post(f"/matches/{mid}/commands", headers=headers[0], content=b"{not json")
    assert raw.status_code == 400 and raw.json()["code"] in {"invalid_json", "invalid_body"}
    assert toy_client.get("/matches/0b5b0a0e-0000-4000-8000-000000000000").status_code == 404
    assert toy_client.get("/matches/not-a-uuid/view").json()["code"] == "match_not_found"
    big = toy_client.post("/matches", content=b"[" * 200_000)
    assert big.status_code == 413 and big.json()["code"] == "payload_too_large"
    assert toy_client.get("/no/such/route").json()["code"] == "not_found"


def test_expected_version_conflict_is_409_with_the_current_version(toy_client: Client) -> None:
    mid, headers, _ = create(toy_client, target=100)
    first = command(toy_client, mid, headers[0], {"action": "mark", "amount": 1}, expected_version=2)
    assert first.status_code == 200 and first.json()["version"] == 3
    stale = command(toy_client, mid, headers[0], {"action": "mark", "amount": 1}, expected_version=2)
    assert stale.status_code == 409
    assert stale.json()["code"] == "version_conflict" and stale.json()["current_version"] == 3


@pytest.mark.anyio
async def test_two_commands_at_one_version_exactly_one_wins(make_app: AppFactory) -> None:
    import asyncio

    async with AsyncTestClient(make_app({"toy": TOY})) as client:
        created = (await client.post("/matches", json={"game": "toy", "options": {"target": 100}})).json()
        mid = created["match_id"]
        auth = {"Authorization": f"Bearer {created['seats'][0]['token']}"}
        body = {"command": {"action": "mark", "amount": 1}, "expected_version": 2}
        responses = await asyncio.gather(
            *(client.post(f"/matches/{mid}/commands", headers=auth, json=body) for _ in range(8))
        )
        codes = sorted(r.status_code for r in responses)
        assert codes == [200] + [409] * 7
        assert (await client.get(f"/matches/{mid}")).json()["version"] == 3


def test_two_workers_on_one_store_never_both_win(make_app: AppFactory) -> None:
    """A warm cache is only a head start: the store's version check decides."""
    with TestClient(make_app({"toy": TOY})) as a, TestClient(make_app({"toy": TOY})) as b:
        mid, headers, _ = create(a, target=100)
        assert b.get(f"/matches/{mid}/view", headers=headers[0]).status_code == 200  # b is warm at 2
        assert command(a, mid, headers[0], {"action": "mark", "amount": 3}).status_code == 200
        stale = command(b, mid, headers[0], {"action": "mark", "amount": 1}, expected_version=2)
        assert stale.status_code == 409 and stale.json()["current_version"] == 3
        fresh = command(b, mid, headers[0], {"action": "mark", "amount": 1})
        assert fresh.status_code == 200 and fresh.json()["view"]["view"]["total"] == 4
        assert a.get(f"/matches/{mid}/view", headers=headers[0]).json()["view"]["total"] == 4


def test_idempotency_key_replays_the_first_result(toy_client: Client) -> None:
    mid, headers, _ = create(toy_client, target=100)
    keyed = {**headers[0], "Idempotency-Key": "retry-1"}
    first = command(toy_client, mid, keyed, {"action": "mark", "amount": 2})
    again = command(toy_client, mid, keyed, {"action": "mark", "amount": 2})
    assert first.status_code == again.status_code == 200
    assert again.json()["replayed"] is True and again.json()["version"] == first.json()["version"]
    assert again.json()["events"] == first.json()["events"]
    assert toy_client.get(f"/matches/{mid}").json()["version"] == first.json()["version"]
    command(toy_client, mid, headers[0], {"action": "mark", "amount": 1})
    later = command(toy_client, mid, keyed, {"action": "mark", "amount": 2})
    assert later.json()["replayed"] and later.json()["view"]["view"]["total"] == 2  # the view as it was then
    reused = command(toy_client, mid, keyed, {"action": "mark", "amount": 3})
    assert reused.status_code == 422 and reused.json()["code"] == "idempotency_key_reused"


def test_idempotency_holds_across_workers(make_app: AppFactory) -> None:
    with TestClient(make_app({"toy": TOY})) as a, TestClient(make_app({"toy": TOY})) as b:
        mid, headers, _ = create(a, target=100)
        keyed = {**headers[0], "Idempotency-Key": "k"}
        command(a, mid, keyed, {"action": "mark", "amount": 2})
        again = command(b, mid, keyed, {"action": "mark", "amount": 2})
        assert again.json()["replayed"] is True
        assert b.get(f"/matches/{mid}").json()["version"] == 3


def test_undo_through_the_api_with_consent(toy_client: Client) -> None:
    mid, headers, _ = create(toy_client, target=100)
    command(toy_client, mid, headers[0], {"action": "end_turn"})
    command(toy_client, mid, headers[1], {"action": "mark", "amount": 3})
    asked = toy_client.post(f"/matches/{mid}/undo", headers=headers[0], json={"to_version": 2})
    assert asked.status_code == 200 and asked.json()["outcome"] == "requested"
    view1 = toy_client.get(f"/matches/{mid}/view", headers=headers[1]).json()
    assert view1["undo"]["waiting_for"] == [1] and view1["undo"]["requested_by"] == 0
    done = toy_client.post(f"/matches/{mid}/undo/answer", headers=headers[1], json={"accept": True})
    assert done.json()["outcome"] == "undone"
    view0 = toy_client.get(f"/matches/{mid}/view", headers=headers[0]).json()
    assert view0["view"]["total"] == 0 and view0["status"]["to_act"] == [0]
    blocked = toy_client.post(f"/matches/{mid}/undo", headers=headers[0], json={"to_version": 1})
    assert blocked.status_code == 409 and blocked.json()["code"] == "undo_blocked"


def test_event_log_is_redacted_and_paginated(toy_client: Client) -> None:
    mid, headers, _ = create(toy_client, target=100)
    command(toy_client, mid, headers[0], {"action": "draw"})
    for _ in range(4):
        command(toy_client, mid, headers[0], {"action": "mark", "amount": 1})
    theirs = toy_client.get(f"/matches/{mid}/events", headers=headers[1], params={"limit": 2}).json()
    assert [e["version"] for e in theirs["items"]] == [1, 2] and theirs["next_after"] == 2
    public = {"type", "game", "rules_version", "options", "seats", "created_at", "seed_source", "seed_commitment"}
    assert theirs["items"][0]["data"].keys() == public  # no seed, no nonce, no token hash
    assert theirs["items"][1]["type"] == "redacted"  # the shuffled deck
    page = toy_client.get(f"/matches/{mid}/events", headers=headers[1], params={"after": 2}).json()
    drew = page["items"][0]
    assert drew["type"] == "drew" and drew["data"]["card"] == -1
    mine = toy_client.get(f"/matches/{mid}/events", headers=headers[0], params={"after": 2}).json()
    assert mine["items"][0]["data"]["card"] >= 0
    assert page["next_after"] is None and not page["omniscient"]


def test_replay_is_the_seats_view_then_omniscient_after_the_end(toy_client: Client) -> None:
    mid, headers, _ = create(toy_client, target=3)
    command(toy_client, mid, headers[0], {"action": "draw"})
    during = toy_client.get(f"/matches/{mid}/replay", headers=headers[1], params={"version": 3}).json()
    assert during["omniscient"] is False and during["view"]["hand"] == []
    assert toy_client.get(f"/matches/{mid}/replay", params={"version": 1}).status_code == 422
    assert toy_client.get(f"/matches/{mid}/replay", params={"version": 99}).status_code == 422
    command(toy_client, mid, headers[0], {"action": "mark", "amount": 3})
    after = toy_client.get(f"/matches/{mid}/replay", params={"version": 3}).json()
    assert after["omniscient"] is True and len(after["view"]["hands"][0]) == 1
    log = toy_client.get(f"/matches/{mid}/events").json()
    assert log["omniscient"] is True and log["items"][0]["data"]["seed"] == 7
    finished = command(toy_client, mid, headers[0], {"action": "end_turn"})
    assert finished.status_code == 409 and finished.json()["code"] == "match_finished"


def test_admin_sees_everything(toy_client: Client) -> None:
    mid, headers, _ = create(toy_client)
    command(toy_client, mid, headers[0], {"action": "draw"})
    admin = {"Authorization": "Bearer admin-secret"}
    view = toy_client.get(f"/matches/{mid}/view", headers=admin).json()
    assert view["omniscient"] is True and len(view["view"]["deck"]) == 11


def test_deadlines_expire_lazily_on_the_next_request(make_app: AppFactory, clock: Clock) -> None:
    with TestClient(make_app({"toy": TOY})) as client:
        mid, headers, _ = create(client, turn_seconds=30.0)
        command(client, mid, headers[0], {"action": "end_turn"})
        assert client.get(f"/matches/{mid}/view", headers=headers[1]).json()["status"]["to_act"] == [1]
        clock.advance(31)
        view = client.get(f"/matches/{mid}/view", headers=headers[1]).json()
        assert view["status"]["to_act"] == [0]
        log = client.get(f"/matches/{mid}/events", params={"after": 3}).json()["items"]
        assert log[0]["type"] == "turn_ended" and log[0]["seat"] is None and log[0]["data"]["timed_out"]


def test_chat_follows_the_games_communication_rules(toy_client: Client) -> None:
    mid, headers, _ = create(toy_client)
    said = toy_client.post(f"/matches/{mid}/chat", headers=headers[1], json={"text": "  bonjour  "})
    assert said.status_code == 201 and said.json()["text"] == "bonjour"
    page = toy_client.get(f"/matches/{mid}/chat").json()
    assert [(line["seat"], line["text"]) for line in page["items"]] == [(1, "bonjour")]
    assert toy_client.post(f"/matches/{mid}/chat", json={"text": "anon"}).status_code == 401
    silent, sh, _ = create(toy_client, silent=True)
    refused = toy_client.post(f"/matches/{silent}/chat", headers=sh[0], json={"text": "psst"})
    assert refused.status_code == 422 and refused.json()["code"] == "speech_forbidden"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def test_cors_is_off_by_default_and_follows_the_allowed_origins(make_app: AppFactory) -> None:
    with TestClient(make_app({"toy": TOY})) as closed:
        response = closed.get("/games", headers={"Origin": "https://front.example"})
        assert "access-control-allow-origin" not in response.headers
    with TestClient(make_app({"toy": TOY}, cors_origins=("https://front.example",))) as open_:
        allowed = open_.get("/games", headers={"Origin": "https://front.example"})
        assert allowed.headers["access-control-allow-origin"] == "https://front.example"
        other = open_.get("/games", headers={"Origin": "https://evil.example"})
        assert other.headers.get("access-control-allow-origin") != "https://evil.example"
