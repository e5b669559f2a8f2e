"""A generic client plays every game to its end through the API, reading only views and legal actions.

This is the promise to front-end authors: no game-specific code is needed to play. The client knows
nothing of any game: it reads each seat's view, picks one of the listed legal actions, fills its
parameters at random within what the listing states (``domain/listing.py``: choices, counts, totals,
groups) and sends it. A listing says exactly what is accepted (issue 13 item 21), so nothing it sends is
ever refused. Time is a test clock moved forward when nobody can act (timed phases).
"""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain import listing
from domain.contract import LegalAction
from domain.rng import Rng
from tests.conftest import AppFactory, Clock
from tests.support.grid import STORES, WHOLE_GRID, on

MAX_STEPS = 4000


def fill(action: dict[str, Any], rng: Rng) -> dict[str, Any]:
    """A command body for one listed legal action (as JSON), values drawn within what it states."""
    return listing.fill(msgspec.convert(action, type=LegalAction), rng)


def play(client: TestClient[Litestar], clock: Clock, game: str, options: dict[str, Any], seed: int) -> dict[str, Any]:
    created = client.post("/matches", json={"game": game, "options": options, "seed": seed})
    assert created.status_code == 201, created.text
    match_id = created.json()["match_id"]
    tokens = [{"Authorization": f"Bearer {s['token']}"} for s in created.json()["seats"]]
    rng = Rng.derive(seed, "client")
    sent = 0
    for _ in range(MAX_STEPS):
        views = [client.get(f"/matches/{match_id}/view", headers=t).json() for t in tokens]
        if views[0]["status"]["finished"]:
            assert all(v["status"]["finished"] for v in views)
            return {"outcome": views[0]["status"]["outcome"], "sent": sent, "version": views[0]["version"]}
        ready = [seat for seat, view in enumerate(views) if view["legal_actions"]]
        if not ready:
            clock.advance(5.0)  # everyone waits on a deadline (the hourglass...)
            continue
        seat = rng.choice(ready)
        action = rng.choice(views[seat]["legal_actions"])
        response = client.post(
            f"/matches/{match_id}/commands",
            headers=tokens[seat],
            json={"command": fill(action, rng), "expected_version": views[seat]["version"]},
        )
        assert response.status_code == 200, (action, response.text)
        sent += 1
        clock.advance(0.5)
    raise AssertionError(f"{game} {options} did not finish in {MAX_STEPS} steps")


CONFIGURATIONS: list[tuple[str, dict[str, Any]]] = [
    ("maeshowe", {"players": 1}),
    ("maeshowe", {"players": 2, "expansions": ["gluttony", "crumbling", "dread", "snub", "haste", "ruin"]}),
    ("maeshowe", {"players": 2, "fear_of_the_dark": True, "setups": ["crumbling", "gluttony", "dread"]}),
    ("bigbook", {"players": 2}),
    ("bigbook", {"players": 5, "difficulty": 3, "mode": "cauchemar"}),
    ("montagnes", {"players": 3, "encounter_seconds": 20.0, "decision_seconds": 5.0, "search_seconds": 10.0}),
    ("montagnes", {"players": 5, "expert": True, "encounter_seconds": 20.0, "decision_seconds": 5.0}),
    ("farcry", {}),
    ("farcry", {"seats": 3, "friendly_fire": True}),
    ("mansions", {"investigators": 1}),
    ("mansions", {"investigators": 4, "keeper_seconds": 30, "puzzle_minute": True}),
]


def cases() -> list[Any]:
    """Every configuration on SQLite; on PostgreSQL each game's first configuration (every one with
    ``FOLIE_TRUST_LARGE=1``, ``tests/support/grid.py``): the store under a whole match is the same code
    whatever the game's options, and the options are the same code whatever the store."""
    firsts = {game: n for n, (game, _) in reversed(list(enumerate(CONFIGURATIONS)))}
    return [
        on(kind, game, options, id=f"{kind}-{game}-options{n}")
        for kind in STORES
        for n, (game, options) in enumerate(CONFIGURATIONS)
        if kind == "sqlite" or WHOLE_GRID or firsts[game] == n
    ]


@pytest.mark.parametrize(("store_config", "game", "options"), cases(), indirect=["store_config"])
def test_a_generic_client_plays_every_game_to_the_end(
    make_app: AppFactory, clock: Clock, game: str, options: dict[str, Any]
) -> None:
    with TestClient(make_app()) as client:
        result = play(client, clock, game, options, seed=11)
    assert result["outcome"]["result"] in {"won", "lost", "draw"}
    assert result["outcome"]["reason"]
