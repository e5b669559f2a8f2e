"""Game rules seen through the API: the README's curl tour as a test, and rules that involve talk.

Rulebook passages are cited as in the game READMEs (Maeshowe V1.1.0, Montagnes) and rulings by id.
"""

from __future__ import annotations

from typing import Any

from litestar import Litestar
from litestar.testing import TestClient

from domain.rng import Rng
from tests.api.test_generic_client import fill
from tests.conftest import AppFactory, Clock

Client = TestClient[Litestar]


def create(client: Client, game: str, options: dict[str, Any], seed: int = 42) -> tuple[str, list[dict[str, str]]]:
    body = client.post("/matches", json={"game": game, "options": options, "seed": seed}).json()
    return body["match_id"], [{"Authorization": f"Bearer {s['token']}"} for s in body["seats"]]


def view(client: Client, mid: str, auth: dict[str, str]) -> Any:
    return client.get(f"/matches/{mid}/view", headers=auth).json()


def send(client: Client, mid: str, auth: dict[str, str], command: dict[str, Any]) -> Any:
    return client.post(f"/matches/{mid}/commands", headers=auth, json={"command": command})


def test_maeshowe_two_player_tour(make_app: AppFactory) -> None:
    """Create a 2p match, play with both tokens, see a violation explained, undo, finish, replay."""
    with TestClient(make_app()) as client:
        mid, (red, blue) = create(client, "maeshowe", {"players": 2})
        start = view(client, mid, red)
        hand = [card["id"] for card in start["view"]["players"][0]["hand"]]
        assert start["view"]["players"][1]["hand"] is None  # seat 1's cards stay hidden from seat 0

        # « Chaque tour, vous devez jouer une carte et défausser une autre carte »: it is seat 0's turn.
        wrong = send(client, mid, blue, {"action": "play", "card": hand[0]})
        assert wrong.status_code in (409, 422) and wrong.json()["code"] == "not_your_turn"
        stranger = send(client, mid, red, {"action": "play", "card": 999})
        problem = stranger.json()
        assert stranger.status_code == 422 and problem["rule"] and problem["legal_actions"]

        # A discard with no hidden outcome can be undone before the turn goes on.
        quiet = {"raven", "sleep", "goose"}
        no_effect = next(c["id"] for c in start["view"]["players"][0]["hand"] if c["type"] in quiet)
        assert send(client, mid, red, {"action": "discard", "card": no_effect}).status_code == 200
        undone = client.post(f"/matches/{mid}/undo", headers=red, json={})
        assert undone.status_code == 200 and undone.json()["outcome"] == "undone"
        assert [c["id"] for c in view(client, mid, red)["view"]["players"][0]["hand"]] == hand

        # Play on with both tokens until the match ends, then replay it omnisciently.
        rng = Rng(7)
        for _ in range(2000):
            views = [view(client, mid, red), view(client, mid, blue)]
            if views[0]["status"]["finished"]:
                break
            seat = next(i for i, v in enumerate(views) if v["legal_actions"])
            command = fill(rng.choice(views[seat]["legal_actions"]), rng)
            assert send(client, mid, (red, blue)[seat], command).status_code in (200, 409, 422)
        final = view(client, mid, red)
        assert final["status"]["finished"] and final["status"]["outcome"]["result"] in {"won", "lost"}
        replay = client.get(f"/matches/{mid}/replay", params={"version": start["version"]}).json()
        assert replay["omniscient"] and len(replay["view"]["players"][1]["hand"]) == 5 and replay["view"]["deck"]
        log = client.get(f"/matches/{mid}/events", params={"limit": 500}).json()
        assert log["omniscient"] and any(e["type"] == "undone" for e in log["items"])
        assert send(client, mid, red, {"action": "pass_jarl"}).json()["code"] == "match_finished"


def test_fear_of_the_dark_forbids_table_talk(make_app: AppFactory) -> None:
    """Variante « Peur du noir »: « les joueurs ne sont pas autorisés à parler »."""
    with TestClient(make_app()) as client:
        mid, (red, _) = create(client, "maeshowe", {"players": 2, "fear_of_the_dark": True})
        refused = client.post(f"/matches/{mid}/chat", headers=red, json={"text": "I have two digs"})
        assert refused.status_code in (403, 422) and refused.json()["code"] == "speech_forbidden"
        assert client.get(f"/matches/{mid}/chat").json()["items"] == []
        normal, (red2, _) = create(client, "maeshowe", {"players": 2})
        assert client.post(f"/matches/{normal}/chat", headers=red2, json={"text": "go"}).status_code == 201


def test_montagnes_speaking_in_silence_costs_a_leadership_token(make_app: AppFactory, clock: Clock) -> None:
    """Encounter: talk is allowed until the first card is placed on the sled, then silence; a player who
    speaks discards a leadership token (the server applies it)."""
    with TestClient(make_app()) as client:
        mid, seats = create(client, "montagnes", {"players": 3, "encounter_seconds": 60.0}, seed=3)
        rng = Rng(3)
        for _ in range(400):
            public = client.get(f"/matches/{mid}/spectate").json()["view"]
            if public["step"] == "encounter" and public["silence"]:
                break
            views = [view(client, mid, s) for s in seats]
            ready = [i for i, v in enumerate(views) if v["legal_actions"]]
            placing = [(i, a) for i in ready for a in views[i]["legal_actions"] if a["action"] == "place_cards"]
            seat, action = placing[0] if placing else (ready[0], rng.choice(views[ready[0]]["legal_actions"]))
            send(client, mid, seats[seat], fill(action, rng))
        else:
            raise AssertionError("no encounter reached")
        before = public["tokens_sled"] + public["tokens_discard"]
        said = client.post(f"/matches/{mid}/chat", headers=seats[1], json={"text": "wait!"})
        assert said.status_code == 201
        after = client.get(f"/matches/{mid}/spectate").json()["view"]
        assert after["tokens_sled"] < public["tokens_sled"] or after["tokens_box"] > public["tokens_box"]
        assert after["tokens_sled"] + after["tokens_discard"] <= before
        log = client.get(f"/matches/{mid}/events", headers=seats[0], params={"after": public_version(client, mid) - 3})
        assert any(e["type"] == "speech_penalised" for e in log.json()["items"])
        clock.advance(1)


def public_version(client: Client, mid: str) -> int:
    return int(client.get(f"/matches/{mid}").json()["version"])
