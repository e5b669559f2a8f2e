"""Playing matches over HTTP from the views alone (any engine): for the durability tests.

Works with Litestar's ``TestClient`` and with ``httpx.Client`` against a real server (same API).
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from typing import Any

import msgspec

from domain.bots import fill
from domain.contract import LegalAction
from domain.rng import Rng

GAMES: list[tuple[str, dict[str, Any]]] = [
    ("maeshowe", {}),
    ("maeshowe", {"players": 2}),
    ("bigbook", {"players": 3}),
    ("montagnes", {"players": 3}),
    ("farcry", {}),
]


Http = Any
"""A Litestar ``TestClient`` or an ``httpx.Client`` (their request methods are the same)."""


def auth(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


@dataclass
class Sent:
    """A command as sent, and what came back (``status`` 0: no answer, e.g. the server died)."""

    match_id: str
    seat: int
    key: str
    body: dict[str, Any]
    status: int = 0
    versions: list[int] = field(default_factory=list)
    code: str = ""
    """A refusal's problem ``code`` (empty: accepted, or no problem body)."""
    detail: str = ""


@dataclass
class Played:
    match_id: str
    game: str
    tokens: list[str]


def create(client: Http, game: str, options: dict[str, Any], seed: int | None = None) -> Played:
    response = client.post("/matches", json={"game": game, "options": options, "seed": seed})
    assert response.status_code == 201, response.text
    body = response.json()
    return Played(body["match_id"], game, [s["token"] for s in body["seats"]])


def legal_action(data: dict[str, Any]) -> LegalAction:
    """A listed legal action as JSON, with every field the contract states (amounts, groups, totals)."""
    return msgspec.convert(data, type=LegalAction)


def next_command(client: Http, played: Played, rng: Rng) -> tuple[int, dict[str, Any]] | None:
    """A seat that may act and a random listed command for it (``None``: nobody may act)."""
    summary = client.get(f"/matches/{played.match_id}")
    if summary.status_code != 200:
        return None
    status = summary.json()["status"]
    if status["finished"] or not status["to_act"]:
        return None
    seat = rng.choice(status["to_act"])
    view = client.get(f"/matches/{played.match_id}/view", headers=auth(played.tokens[seat]))
    if view.status_code != 200 or not view.json()["legal_actions"]:
        return None
    return seat, fill(legal_action(rng.choice(view.json()["legal_actions"])), rng)


def send(client: Http, played: Played, seat: int, body: dict[str, Any], key: str | None = None) -> Sent:
    """POST the command with an idempotency key; raises whatever the transport raises."""
    sent = Sent(played.match_id, seat, key or uuid.uuid4().hex, body)
    response = client.post(
        f"/matches/{played.match_id}/commands",
        headers={**auth(played.tokens[seat]), "Idempotency-Key": sent.key},
        json={"command": body},
    )
    sent.status = response.status_code
    if response.status_code == 200:
        sent.versions = [event["version"] for event in response.json()["events"]]
    elif response.headers.get("content-type", "").startswith("application/problem+json"):
        problem = response.json()
        sent.code, sent.detail = str(problem.get("code", "")), str(problem.get("detail", ""))
    return sent


def play(client: Http, played: Played, rng: Rng, commands: int) -> list[Sent]:
    out = []
    for _ in range(commands):
        move = next_command(client, played, rng)
        if move is None:
            break
        out.append(send(client, played, *move))
    return out
