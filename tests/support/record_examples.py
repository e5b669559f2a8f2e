"""Record the OpenAPI document's examples from real calls: ``python -m tests.support.record_examples``.

Every operation is called once on a real app (SQLite and DuckDB files in a temporary folder, a fixed
clock and seed): a 2-player Maeshowe match is created, played, chatted in, undone, shared, stood in for,
and the analytics read. Each request body and each answer is written to ``service/operation_examples.json``,
which ``service.contract_schemas`` puts into the document. Long lists are cut to their first items, text
and binary answers to their first lines; ``tests/api/test_operation_examples.py`` validates every example
against its schema, so a recording that no longer matches the contract fails CI until it is re-recorded.
"""

from __future__ import annotations

import json
import tempfile
import time
from pathlib import Path
from typing import Any

from litestar.testing import TestClient

from domain.bots import fill
from domain.rng import Rng
from projections.store import StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.conftest import Clock
from tests.support.analytics_client import caught_up
from tests.trust.play import legal_action

OUTPUT = Path(__file__).resolve().parents[2] / "service" / "operation_examples.json"
GAME_OUTPUT = OUTPUT.with_name("game_examples.json")
"""Each other game's examples of the operations whose bodies are the game's own (its view, commands,
events, options), by game: a game's document (``openapi/<game>.json``) shows its own, not Maeshowe's."""
GAME_OPTIONS: dict[str, dict[str, Any]] = {
    "bigbook": {"players": 2},
    "farcry": {"seats": 2},
    "mansions": {},
    "montagnes": {},
}
"""The options each game's examples are recorded with (as `POST /matches` takes them)."""
ADMIN = "analytics-admin"
"""The admin token `tests.support.analytics_client` reads the analytics with."""
KEEP_ITEMS = 3


def trimmed(value: Any) -> Any:
    """``value`` with every list cut to its first items (an example, not a dump), and the games' JSON
    Schemas (``*_schema`` in ``GET /games``) left out: a schema inside an example is read as one by
    linters (its ``$ref``s resolved), and the document carries those schemas as components anyway."""
    if isinstance(value, list):
        return [trimmed(item) for item in value[:KEEP_ITEMS]]
    if isinstance(value, dict):
        return {
            key: {"description": "The game's JSON Schema (left out of this example)."}
            if key.endswith("_schema") and isinstance(item, dict)
            else trimmed(item)
            for key, item in value.items()
        }
    return value


class Recorder:
    def __init__(self, client: TestClient[Any]) -> None:
        self.client = client
        self.examples: dict[str, dict[str, Any]] = {}

    def call(
        self,
        operation: str,
        method: str,
        path: str,
        *,
        body: Any = None,
        token: str | None = None,
        params: dict[str, Any] | None = None,
        expect: int = 200,
    ) -> Any:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        response = self.client.request(method, path, json=body, headers=headers, params=params)
        assert response.status_code == expect, (operation, response.status_code, response.text[:500])
        media = response.headers.get("content-type", "").split(";")[0]
        entry = self.examples.setdefault(operation, {"responses": {}})
        if body is not None:
            entry["request"] = body
        if media.endswith("json") and not media.endswith("ndjson"):
            value: Any = trimmed(response.json())
            answer = response.json()
        elif media.startswith("text/") or media.endswith("ndjson"):
            value = "\n".join(response.text.splitlines()[:12]) + "\n"
            answer = response.text
        else:
            value = f"({media}, {len(response.content)} bytes)"
            answer = response.content
        entry["responses"][str(expect)] = {"media": media, "value": value}
        return answer


def record() -> dict[str, dict[str, Any]]:
    clock = Clock(1_767_225_600.0)
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(
            store=StoreConfig(sqlite_path=str(Path(folder) / "events.sqlite")),
            admin_token=ADMIN,
            analytics_path=str(Path(folder) / "analytics.duckdb"),
        )
        with TestClient(create_app(settings, clock=clock)) as client:
            r = Recorder(client)
            r.call("healthz", "GET", "/healthz")
            r.call("readyz", "GET", "/readyz")
            r.call("getVersion", "GET", "/version")
            r.call("listGames", "GET", "/games")
            r.call("getGame", "GET", "/games/maeshowe")
            created = r.call(
                "createMatch",
                "POST",
                "/matches",
                body={"game": "maeshowe", "options": {"players": 2}, "seed": 7},
                expect=201,
            )
            mid = created["match_id"]
            seats = [seat["token"] for seat in created["seats"]]
            creator = created["creator_token"]
            base = f"/matches/{mid}"
            r.call("getMatch", "GET", base)
            r.call("spectate", "GET", f"{base}/spectate")
            rng = Rng(7)
            for _ in range(60):  # play until a seat may take back commands that include the other's: a request
                status = client.get(base).json()["status"]
                if not status["to_act"]:
                    break
                seat = status["to_act"][0]
                view = r.call("getView", "GET", f"{base}/view", token=seats[seat])
                command = fill(legal_action(view["legal_actions"][0]), rng)
                clock.advance(5)
                r.call("sendCommand", "POST", f"{base}/commands", body={"command": command}, token=seats[seat])
                other = 1 - seat
                mine = client.get(f"{base}/view", headers={"Authorization": f"Bearer {seats[other]}"}).json()
                if mine["undo"]["undoable_to"]:
                    back = {"to_version": min(mine["undo"]["undoable_to"])}
                    asked = r.call("undo", "POST", f"{base}/undo", body=back, token=seats[other])
                    if asked["outcome"] == "requested":
                        r.call("answerUndo", "POST", f"{base}/undo/answer", body={"accept": True}, token=seats[seat])
                        break
            r.call("postChat", "POST", f"{base}/chat", body={"text": "Bonne chance !"}, token=seats[0], expect=201)
            r.call("listChat", "GET", f"{base}/chat", token=seats[1])
            r.call("listEvents", "GET", f"{base}/events", token=seats[0])
            r.call("getReplay", "GET", f"{base}/replay", params={"version": 2}, token=seats[0])
            r.call("createStreamTicket", "POST", f"{base}/stream-tickets", token=seats[0], expect=201)
            issued = r.call(
                "issueToken",
                "POST",
                f"{base}/tokens",
                body={"scope": "spectator", "ttl_seconds": 3600},
                token=creator,
                expect=201,
            )
            r.call("listTokens", "GET", f"{base}/tokens", token=creator)
            r.call("revokeToken", "DELETE", f"{base}/tokens/{issued['token_id']}", token=creator)
            invited = r.call("inviteSeat", "POST", f"{base}/invitations", body={"seat": 1}, token=creator, expect=201)
            r.call("listSeating", "GET", f"{base}/invitations", token=creator)
            r.call("joinMatch", "POST", f"{base}/join", body={"invitation": invited["invitation"]}, expect=201)
            r.call("startStandIn", "PUT", f"{base}/seats/1/stand-in", body={"bot": "random"}, token=creator)
            r.call("endStandIn", "DELETE", f"{base}/seats/1/stand-in", token=creator)
            r.call("metrics", "GET", "/metrics", token=ADMIN)
            caught_up(client)
            r.call("analyticsStatus", "GET", "/analytics/status", token=ADMIN)
            r.call("listReports", "GET", "/analytics/reports", token=ADMIN)
            r.call("runReport", "GET", "/analytics/reports/win_rate", token=ADMIN)
            r.call("reportPage", "GET", "/analytics/reports/win_rate/html", token=ADMIN)
            r.call("reportChart", "GET", "/analytics/reports/win_rate/png", token=ADMIN)
            r.call(
                "analyticsQuery",
                "POST",
                "/analytics/query",
                body={"sql": "SELECT game, count(*) AS matches FROM matches GROUP BY game", "limit": 100},
                token=ADMIN,
            )
            r.call("exportNdjson", "GET", "/analytics/export/ndjson", params={"game": "maeshowe"}, token=ADMIN)
            month = time.strftime("%Y-%m", time.gmtime(clock()))
            r.call(
                "exportParquet",
                "GET",
                "/analytics/export/parquet/matches",
                params={"game": "maeshowe", "month": month},
                token=ADMIN,
            )
            return r.examples


def record_game(game: str, options: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The operations whose bodies are ``game``'s own, called on a match of ``game``: its description,
    the match's creation, views, commands, log, replay, and an undo (asked and answered where another
    seat's consent is needed)."""
    clock = Clock(1_767_225_600.0)
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(store=StoreConfig(sqlite_path=str(Path(folder) / "events.sqlite")))
        with TestClient(create_app(settings, clock=clock)) as client:
            r = Recorder(client)
            r.call("getGame", "GET", f"/games/{game}")
            created = r.call(
                "createMatch", "POST", "/matches", body={"game": game, "options": options, "seed": 7}, expect=201
            )
            seats = [seat["token"] for seat in created["seats"]]
            base = f"/matches/{created['match_id']}"
            r.call("getMatch", "GET", base)
            r.call("spectate", "GET", f"{base}/spectate")
            rng = Rng(7)
            for _ in range(60):  # play until another seat's undo was asked and answered
                status = client.get(base).json()["status"]
                if not status["to_act"]:
                    break
                seat = status["to_act"][0]
                view = r.call("getView", "GET", f"{base}/view", token=seats[seat])
                if not view["legal_actions"]:  # a seat told to act whose moves are not listed yet (a timer)
                    clock.advance(1)
                    continue
                command = fill(legal_action(view["legal_actions"][0]), rng)
                clock.advance(1)
                r.call("sendCommand", "POST", f"{base}/commands", body={"command": command}, token=seats[seat])
                asker = (seat + 1) % len(seats)  # another seat taking back this command needs its consent
                mine = client.get(f"{base}/view", headers={"Authorization": f"Bearer {seats[asker]}"}).json()
                if not mine["undo"]["undoable_to"]:
                    if "undo" not in r.examples:  # no other seat may take it back (a barrier): its author may
                        own = client.get(f"{base}/view", headers={"Authorization": f"Bearer {seats[seat]}"}).json()
                        if own["undo"]["undoable_to"]:
                            back = {"to_version": max(own["undo"]["undoable_to"])}
                            r.call("undo", "POST", f"{base}/undo", body=back, token=seats[seat])
                    continue
                back = {"to_version": min(mine["undo"]["undoable_to"])}
                asked = r.call("undo", "POST", f"{base}/undo", body=back, token=seats[asker])
                if asked["outcome"] == "requested":
                    waiting = client.get(f"{base}/view", headers={"Authorization": f"Bearer {seats[asker]}"}).json()
                    other = waiting["undo"]["waiting_for"][0]
                    r.call("answerUndo", "POST", f"{base}/undo/answer", body={"accept": True}, token=seats[other])
                    break
            r.call("listEvents", "GET", f"{base}/events", token=seats[0])
            r.call("getReplay", "GET", f"{base}/replay", params={"version": 2}, token=seats[0])
            return r.examples


def main() -> None:
    examples = record()
    OUTPUT.write_text(json.dumps(examples, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(examples)} operations recorded in {OUTPUT}")
    games = {game: record_game(game, options) for game, options in GAME_OPTIONS.items()}
    GAME_OUTPUT.write_text(json.dumps(games, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{sum(map(len, games.values()))} operations of {len(games)} games recorded in {GAME_OUTPUT}")


if __name__ == "__main__":
    main()
