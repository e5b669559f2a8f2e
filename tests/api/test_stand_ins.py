"""Stand-ins over HTTP, on the real app and store: bots that play a seat whose player left."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import msgspec
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.bots import fill
from domain.contract import LegalAction
from domain.registry import default_engines
from domain.rng import Rng
from service.matches import MatchService
from tests.conftest import AppFactory, Clock
from tests.support.toy import ENGINE as TOY

Client = TestClient[Litestar]


@pytest.fixture
def client(make_app: AppFactory) -> Iterator[Client]:
    with TestClient(make_app({**default_engines(), "toy": TOY}, admin_token="admin-secret")) as test_client:
        yield test_client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class Created:
    def __init__(self, body: dict[str, Any]) -> None:
        self.id: str = body["match_id"]
        self.version: int = body["version"]
        self.seats = [bearer(seat["token"]) for seat in body["seats"]]
        self.creator = bearer(body["creator_token"])


def create(client: Client, game: str, options: dict[str, Any], **extra: Any) -> Created:
    response = client.post("/matches", json={"game": game, "options": options, "seed": 11, **extra})
    assert response.status_code == 201, response.text
    return Created(response.json())


def play_one(client: Client, match: Created, seat: int, rng: Rng) -> dict[str, Any]:
    """One legal command by ``seat``'s player, filled in from its view like a generic front end."""
    view = client.get(f"/matches/{match.id}/view", headers=match.seats[seat]).json()
    actions = msgspec.convert(view["legal_actions"], list[LegalAction])
    assert actions, view["status"]
    for _ in range(20):
        body = fill(rng.choice(actions), rng)
        response = client.post(f"/matches/{match.id}/commands", headers=match.seats[seat], json={"command": body})
        if response.status_code == 200:
            result: dict[str, Any] = response.json()
            return result
        assert response.status_code == 422, response.text  # a filled-in combination the rules refuse
    raise AssertionError("no legal command found")


def to_act(client: Client, match: Created) -> list[int]:
    status: list[int] = client.get(f"/matches/{match.id}").json()["status"]["to_act"]
    return status


def test_games_list_their_stand_in_bots(client: Client) -> None:
    games = {g["id"]: g for g in client.get("/games").json()}
    assert games["maeshowe"]["bots"] == ["heuristic", "random"] and games["toy"]["bots"] == ["random"]
    assert client.get("/games/bigbook").json()["bots"] == ["heuristic", "random"]


def test_one_player_and_a_stand_in_play_maeshowe_to_the_end(client: Client) -> None:
    match = create(client, "maeshowe", {"players": 2}, stand_ins={"1": "heuristic"})
    summary = client.get(f"/matches/{match.id}").json()
    assert summary["stand_ins"] == [
        {"seat": 1, "bot": "heuristic", "since_version": summary["stand_ins"][0]["since_version"]}
    ]
    view = client.get(f"/matches/{match.id}/view", headers=match.seats[1]).json()
    assert view["stand_ins"] == summary["stand_ins"]  # the seat's token still reads its view
    rng = Rng(2024)
    answered = 0
    for _ in range(400):
        state = client.get(f"/matches/{match.id}").json()["status"]
        if state["finished"]:
            break
        assert state["to_act"] == [0], "the stand-in left a turn unplayed"
        refused = client.post(
            f"/matches/{match.id}/commands", headers=match.seats[1], json={"command": {"action": "pass_jarl"}}
        )
        assert refused.status_code == 409 and refused.json()["code"] == "seat_held_by_stand_in"
        result = play_one(client, match, 0, rng)
        types = [e["type"] for e in result["events"]]
        if "stand_in_acted" in types:
            answered += 1
            bot = [e for e in result["events"] if e["type"] == "stand_in_acted"]
            assert all(
                e["seat"] == 1 and e["data"] == {"type": "stand_in_acted", "seat": 1, "bot": "heuristic"} for e in bot
            )
            assert result["version"] == result["events"][-1]["version"]
    final = client.get(f"/matches/{match.id}").json()
    assert final["status"]["finished"] and answered > 0

    log = client.get(f"/matches/{match.id}/events", params={"limit": 500}).json()
    assert log["omniscient"] and log["next_after"] is None
    in_stand_in = False
    for entry in log["items"]:  # every event of seat 1 belongs to a command its stand-in decided
        if entry["type"] == "stand_in_acted":
            in_stand_in = True
        elif entry["seat"] != 1:
            in_stand_in = False
        if entry["seat"] == 1:
            assert in_stand_in, entry
    replayed = client.get(f"/matches/{match.id}/replay", params={"version": final["version"]}).json()
    assert replayed["status"] == final["status"]


def test_a_stand_in_playing_first_moves_at_creation(client: Client) -> None:
    plain = create(client, "maeshowe", {"players": 2})
    match = create(client, "maeshowe", {"players": 2}, stand_ins={"0": "heuristic"})
    assert to_act(client, plain) == [0]
    assert match.version > plain.version + 1 and to_act(client, match) == [1]


def play_while_seat_0(client: Client, match: Created, rng: Rng) -> None:
    for _ in range(200):
        if to_act(client, match) != [0]:
            return
        play_one(client, match, 0, rng)
    raise AssertionError("seat 0 never passed the turn")


def test_hand_a_seat_to_a_bot_mid_match(client: Client) -> None:
    match = create(client, "maeshowe", {"players": 2})
    rng = Rng(7)
    play_while_seat_0(client, match, rng)
    assert to_act(client, match) == [1]  # seat 1's player now leaves in the middle of the match
    url = f"/matches/{match.id}/seats/1/stand-in"
    handed = client.put(url, headers=match.creator, json={"bot": "heuristic"})
    assert handed.status_code == 200, handed.text
    body = handed.json()
    assert body["seat"] == 1 and body["bot"] == "heuristic" and body["changed"]
    assert body["status"]["to_act"] == [0]  # the stand-in played seat 1's turn at once
    types = [e["type"] for e in client.get(f"/matches/{match.id}/events", params={"limit": 500}).json()["items"]]
    assert types.count("stand_in_started") == 1 and types.index("stand_in_started") < types.index("stand_in_acted")
    again = client.put(url, headers=match.creator, json={"bot": "heuristic", "expected_version": body["version"]})
    assert again.status_code == 200 and not again.json()["changed"] and again.json()["version"] == body["version"]
    stale = client.put(url, headers=match.creator, json={"bot": "random", "expected_version": 1})
    assert stale.status_code == 409 and stale.json()["code"] == "version_conflict"
    play_while_seat_0(client, match, rng)  # seat 0 plays on; the stand-in answers every turn of seat 1
    assert client.get(f"/matches/{match.id}").json()["status"]["finished"]


def test_a_player_who_comes_back_takes_the_seat_back(client: Client) -> None:
    match = create(client, "maeshowe", {"players": 2}, stand_ins={"1": "random"})
    rng = Rng(9)
    play_one(client, match, 0, rng)
    url = f"/matches/{match.id}/seats/1/stand-in"
    back = client.delete(url, headers=match.creator)
    assert back.status_code == 200, back.text
    assert back.json()["bot"] is None and back.json()["changed"] and back.json()["stand_ins"] == []
    repeat = client.delete(url, headers=match.creator)
    assert repeat.status_code == 200 and not repeat.json()["changed"]
    assert repeat.json()["version"] == back.json()["version"]
    assert client.get(f"/matches/{match.id}").json()["stand_ins"] == []
    play_while_seat_0(client, match, rng)
    assert to_act(client, match) == [1]  # no stand-in plays seat 1 any more: the table waits for its player
    result = play_one(client, match, 1, Rng(3))  # and the player's own token is accepted again
    assert "stand_in_acted" not in [e["type"] for e in result["events"]]


def test_the_admin_may_manage_stand_ins_too(client: Client) -> None:
    match = create(client, "maeshowe", {"players": 2})
    admin = bearer("admin-secret")
    assert client.put(f"/matches/{match.id}/seats/1/stand-in", headers=admin, json={"bot": "random"}).status_code == 200
    assert client.delete(f"/matches/{match.id}/seats/1/stand-in", headers=admin).json()["changed"]


@pytest.mark.parametrize(
    ("stand_ins", "status", "code"),
    [
        ({"2": "heuristic"}, 422, "invalid_stand_in"),
        ({"seat": "heuristic"}, 422, "invalid_stand_in"),
        ({"1": "alphazero"}, 422, "unknown_bot"),
        ({"0": "random", "1": "heuristic"}, 422, "no_human_seat"),
        ({"1": 5}, 400, "invalid_body"),
        (["1"], 400, "invalid_body"),
    ],
)
def test_bad_stand_ins_at_creation_are_explained(client: Client, stand_ins: Any, status: int, code: str) -> None:
    response = client.post("/matches", json={"game": "maeshowe", "options": {"players": 2}, "stand_ins": stand_ins})
    assert response.status_code == status, response.text
    assert response.json()["code"] == code
    assert response.headers["content-type"].startswith("application/problem+json")


def test_stand_in_errors(client: Client) -> None:
    match = create(client, "maeshowe", {"players": 2}, stand_ins={"1": "heuristic"})
    url = f"/matches/{match.id}/seats/1/stand-in"
    cases: list[tuple[str, str, dict[str, str], Any, int, str]] = [
        ("PUT", url, {}, {"bot": "random"}, 401, "token_required"),
        ("PUT", url, match.seats[0], {"bot": "random"}, 403, "creator_token_required"),
        ("DELETE", url, match.seats[1], None, 403, "creator_token_required"),
        ("PUT", url, bearer("nope"), {"bot": "random"}, 401, "invalid_token"),
        ("PUT", url, match.creator, {"bot": "alphazero"}, 422, "unknown_bot"),
        ("PUT", url, match.creator, {"bot": "random", "extra": 1}, 400, "invalid_body"),
        ("PUT", url, match.creator, {}, 400, "invalid_body"),
        ("PUT", f"/matches/{match.id}/seats/0/stand-in", match.creator, {"bot": "random"}, 409, "no_human_seat"),
        ("PUT", f"/matches/{match.id}/seats/2/stand-in", match.creator, {"bot": "random"}, 404, "seat_not_found"),
        ("DELETE", f"/matches/{match.id}/seats/9/stand-in", match.creator, None, 404, "seat_not_found"),
        (
            "PUT",
            "/matches/00000000-0000-4000-8000-000000000000/seats/1/stand-in",
            match.creator,
            {"bot": "random"},
            404,
            "match_not_found",
        ),
    ]
    for method, path, headers, body, status, code in cases:
        response = client.request(method, path, headers=headers, json=body)
        assert (response.status_code, response.json()["code"]) == (status, code), (method, path, body, response.text)
    assert client.get(f"/matches/{match.id}").json()["stand_ins"][0]["bot"] == "heuristic"  # nothing changed
    undo = client.post(f"/matches/{match.id}/undo", headers=match.seats[1], json={})
    assert undo.status_code == 409 and undo.json()["code"] == "seat_held_by_stand_in"
    options = client.options(url)
    assert options.status_code == 204 and options.headers["allow"] == "DELETE, OPTIONS, PUT"


def test_a_finished_match_keeps_its_stand_ins(client: Client) -> None:
    match = create(client, "toy", {"seats": 2, "target": 3}, stand_ins={"1": "random"})
    won = client.post(
        f"/matches/{match.id}/commands", headers=match.seats[0], json={"command": {"action": "mark", "amount": 3}}
    )
    assert won.json()["view"]["status"]["finished"]
    url = f"/matches/{match.id}/seats/1/stand-in"
    for response in (
        client.put(f"/matches/{match.id}/seats/0/stand-in", headers=match.creator, json={"bot": "random"}),
        client.delete(url, headers=match.creator),
    ):
        assert response.status_code == 409 and response.json()["code"] == "match_finished"


def test_undo_never_takes_back_a_stand_ins_move_nor_waits_for_its_consent(client: Client) -> None:
    match = create(client, "toy", {"seats": 2, "target": 1000})
    send = f"/matches/{match.id}/commands"
    assert client.post(send, headers=match.seats[0], json={"command": {"action": "end_turn"}}).status_code == 200
    before_seat_1 = client.get(f"/matches/{match.id}").json()["version"]
    client.post(send, headers=match.seats[1], json={"command": {"action": "mark", "amount": 2}})
    client.post(send, headers=match.seats[1], json={"command": {"action": "end_turn"}})
    assert client.put(f"/matches/{match.id}/seats/1/stand-in", headers=match.creator, json={"bot": "random"}).json()[
        "changed"
    ]
    needs = client.post(f"/matches/{match.id}/undo", headers=match.seats[0], json={"to_version": before_seat_1})
    assert needs.status_code == 409 and needs.json()["code"] == "undo_needs_stand_in"

    # Seat 0 ends its turn: the stand-in plays seat 1's turn in the same request, then seat 0 cannot
    # undo across it.
    ended = client.post(send, headers=match.seats[0], json={"command": {"action": "end_turn"}}).json()
    assert ended["view"]["status"]["to_act"] == [0]
    assert [e["type"] for e in ended["events"]][:2] == ["turn_ended", "stand_in_acted"]
    assert ended["view"]["undo"]["undoable_to"] == []
    undo = client.post(f"/matches/{match.id}/undo", headers=match.seats[0], json={})
    assert undo.status_code == 409 and undo.json()["code"] == "nothing_to_undo"


def test_a_waiting_undo_request_is_declined_by_the_stand_in(client: Client) -> None:
    match = create(client, "toy", {"seats": 2, "target": 1000})
    send = f"/matches/{match.id}/commands"
    client.post(send, headers=match.seats[0], json={"command": {"action": "end_turn"}})
    before_seat_1 = client.get(f"/matches/{match.id}").json()["version"]
    client.post(send, headers=match.seats[1], json={"command": {"action": "mark", "amount": 2}})
    client.post(send, headers=match.seats[1], json={"command": {"action": "end_turn"}})
    requested = client.post(f"/matches/{match.id}/undo", headers=match.seats[0], json={"to_version": before_seat_1})
    assert requested.json()["outcome"] == "requested"
    handed = client.put(f"/matches/{match.id}/seats/1/stand-in", headers=match.creator, json={"bot": "random"})
    assert handed.status_code == 200
    view = client.get(f"/matches/{match.id}/view", headers=match.seats[0]).json()
    assert view["undo"]["requested_by"] is None and view["view"]["total"] == 2
    log = client.get(f"/matches/{match.id}/events", headers=match.seats[0]).json()["items"]
    declined = [e for e in log if e["type"] == "undo_answered"]
    assert declined == [{**declined[0], "seat": 1, "data": {"type": "undo_answered", "seat": 1, "accept": False}}]


def test_stand_ins_play_at_most_a_capped_number_of_commands_per_request(
    client: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two stand-ins that could play for a long time stop at the cap; any later request carries on."""
    monkeypatch.setattr("service.matches.MAX_STAND_IN_STEPS", 1)
    match = create(client, "toy", {"seats": 3, "target": 1000}, stand_ins={"1": "random", "2": "random"})
    ended = client.post(
        f"/matches/{match.id}/commands", headers=match.seats[0], json={"command": {"action": "end_turn"}}
    ).json()
    assert [e["type"] for e in ended["events"]].count("stand_in_acted") == 1
    version = ended["version"]
    for _ in range(200):
        view = client.get(f"/matches/{match.id}/view", headers=match.seats[0]).json()
        if view["version"] == version:
            break
        page = client.get(f"/matches/{match.id}/events", params={"after": version}).json()["items"]
        assert [e["type"] for e in page].count("stand_in_acted") == 1  # one stand-in command per request
        version = view["version"]
    assert view["status"]["to_act"] == [0]


def test_a_replayed_command_shows_the_stand_ins_answers_as_the_first_response_did(client: Client) -> None:
    """Idempotency: a retry after a lost response gets the same version, events and view, including
    the stand-in commands that answered in the same request (found by review)."""
    match = create(client, "toy", {"seats": 2, "target": 1000}, stand_ins={"1": "random"})
    headers = {**match.seats[0], "Idempotency-Key": "turn-1"}
    body = {"command": {"action": "end_turn"}}
    first = client.post(f"/matches/{match.id}/commands", headers=headers, json=body).json()
    again = client.post(f"/matches/{match.id}/commands", headers=headers, json=body).json()
    assert "stand_in_acted" in [e["type"] for e in first["events"]]
    assert again["replayed"] is True
    assert (again["version"], again["events"], again["view"]) == (first["version"], first["events"], first["view"])
    client.post(f"/matches/{match.id}/commands", headers=match.seats[0], json={"command": {"action": "end_turn"}})
    later = client.post(f"/matches/{match.id}/commands", headers=headers, json=body).json()
    assert (later["version"], later["events"]) == (first["version"], first["events"])  # later moves not included


def test_a_failing_stand_in_never_fails_the_players_request_nor_the_match(
    make_app: AppFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bug in a stand-in's path (here the engine's ``resample_hidden``, then its whole step) must not
    turn the player's stored command into a 500 nor make the match unreadable (found by review)."""
    with TestClient(make_app({"toy": TOY}, admin_token="admin-secret"), raise_server_exceptions=False) as c:
        match = create(c, "toy", {"seats": 2, "target": 1000}, stand_ins={"1": "random"})

        def broken(self: Any, state: Any, seat: int, rng: Rng) -> Any:
            raise ValueError("engine bug")

        monkeypatch.setattr(type(TOY), "resample_hidden", broken)
        end_turn = {"command": {"action": "end_turn"}}
        ended = c.post(f"/matches/{match.id}/commands", headers=match.seats[0], json=end_turn)
        assert ended.status_code == 200  # the stand-in fell back to random legal commands
        assert "stand_in_acted" in [e["type"] for e in ended.json()["events"]]

        def step_fails(*args: Any) -> Any:
            raise RuntimeError("stand-in bug")

        monkeypatch.setattr("service.matches.stand_in_step", step_fails)
        played = c.post(f"/matches/{match.id}/commands", headers=match.seats[0], json=end_turn)
        assert played.status_code == 200 and played.json()["events"][0]["type"] == "turn_ended"
        assert c.get(f"/matches/{match.id}").status_code == 200
        assert c.get(f"/matches/{match.id}/view", headers=match.seats[0]).status_code == 200

        # Storing the stand-in's command fails (the store, or folding it): the player's is kept.
        monkeypatch.undo()
        append = MatchService.append

        async def store_fails_for_bots(self: MatchService, m: Any, records: list[Any]) -> None:
            if any(r.barrier for r in records):
                raise OSError("disk full")
            await append(self, m, records)

        monkeypatch.setattr(MatchService, "append", store_fails_for_bots)
        fresh = create(c, "toy", {"seats": 2, "target": 1000}, stand_ins={"1": "random"})
        version = c.get(f"/matches/{fresh.id}").json()["version"]
        turn = c.post(f"/matches/{fresh.id}/commands", headers=fresh.seats[0], json=end_turn)
        assert turn.status_code == 200 and [e["type"] for e in turn.json()["events"]] == ["turn_ended"]
        assert c.get(f"/matches/{fresh.id}").json()["version"] == version + 1
        waiting = c.post(f"/matches/{fresh.id}/commands", headers=fresh.seats[0], json=end_turn)
        assert waiting.status_code == 409  # the stand-in's turn: a clear refusal, not a 500


@pytest.mark.parametrize("interruption", ["cap", "failure"])
def test_a_replay_shows_only_the_answers_of_its_own_request(
    client: Client, monkeypatch: pytest.MonkeyPatch, interruption: str
) -> None:
    """Stand-ins that stop early (at the per-request cap, or on a failure) carry on in a later request;
    a replay of the first request must not claim those later commands (found by review)."""
    from domain.stand_ins import stand_in_step

    if interruption == "cap":
        monkeypatch.setattr("service.matches.MAX_STAND_IN_STEPS", 1)
        match = create(client, "toy", {"seats": 3, "target": 1000}, stand_ins={"1": "random", "2": "random"})
    else:
        failed = [False]

        def flaky(*args: Any) -> Any:
            step = stand_in_step(*args)
            if step is not None and not failed[0]:  # the first time the stand-in has something to do
                failed[0] = True
                raise RuntimeError("transient")
            return step

        monkeypatch.setattr("service.matches.stand_in_step", flaky)
        match = create(client, "toy", {"seats": 2, "target": 1000}, stand_ins={"1": "random"})
    headers = {**match.seats[0], "Idempotency-Key": f"k-{interruption}"}
    body = {"command": {"action": "end_turn"}}
    first = client.post(f"/matches/{match.id}/commands", headers=headers, json=body).json()
    moved_on = client.get(f"/matches/{match.id}/view", headers=match.seats[0]).json()  # stand-ins carry on
    assert moved_on["version"] > first["version"]
    again = client.post(f"/matches/{match.id}/commands", headers=headers, json=body).json()
    assert (again["version"], again["events"]) == (first["version"], first["events"])


def test_a_hand_over_at_a_stale_version_is_refused_when_a_deadline_moved_the_match(
    make_app: AppFactory, clock: Clock
) -> None:
    """``expected_version`` on a hand-over means "as I last saw it": a turn that timed out in between
    (appended while settling the request) makes it stale, as for commands."""
    with TestClient(make_app({"toy": TOY}, admin_token="admin-secret")) as c:
        match = create(c, "toy", {"seats": 2, "target": 1000, "turn_seconds": 10})
        end_turn = {"command": {"action": "end_turn"}}
        seen = c.post(f"/matches/{match.id}/commands", headers=match.seats[0], json=end_turn).json()["version"]
        clock.advance(11)  # seat 1's turn times out: the next request appends that first
        handed = c.put(
            f"/matches/{match.id}/seats/1/stand-in",
            headers=match.creator,
            json={"bot": "random", "expected_version": seen},
        )
        assert handed.status_code == 409 and handed.json()["code"] == "version_conflict"
        assert handed.json()["current_version"] > seen
        now = handed.json()["current_version"]
        body = {"bot": "random", "expected_version": now}
        again = c.put(f"/matches/{match.id}/seats/1/stand-in", headers=match.creator, json=body)
        assert again.status_code == 200 and again.json()["changed"]
