"""A keeper and four investigators play Mansions to each ending over HTTP, each seeing only its own view.

Each seat is a client holding only its own token. What a seat sends is chosen by the game's bots on
``resample_hidden(state, seat)``, the world that seat cannot tell from the real one (as a stand-in
chooses), so a choice never rests on another seat's secret; the test reads the real state from the
store file as a second worker would, only to hand each bot its seat's world. After every command the
test reads all five views and the five event feeds over HTTP and checks what each may know (issue 19,
"Views"; R-H-21):

* each investigator's view, as served, is the view the engine makes of a world resampled from what
  that seat may not know (``resample_hidden``: the keeper's hand, the stacks, the story, deck orders):
  a view that shows a hidden card changes with the world and fails;
* the investigators' views are the same view but for ``seat`` and the legal actions: no investigator
  knows more than another;
* the keeper's view is theirs plus ``secrets`` (story answers, objective, stacks, hand);
* no secret of the keeper's (a card of its hand or of an unexplored stack, the objective before its
  reveal) appears anywhere in an investigator's view or event feed, unless the keeper's own public view
  shows it too (a card played is public).

The investigators' ending comes against a passive keeper (it only ever passes or ends its turn, so the
rules' clock still runs); the keeper's ending with both sides played by their heuristics, the keeper
buying cards whenever its hand is empty (so its hand is there to be kept secret).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import msgspec
import pytest
from litestar import Litestar
from litestar.testing import TestClient

from domain.bots import fill
from domain.contract import LegalAction
from domain.games.mansions import ENGINE
from domain.games.mansions.bots import heuristic
from domain.registry import default_engines
from domain.rng import Rng
from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig
from service.app import create_app
from service.settings import Settings
from tests.conftest import Clock

Client = TestClient[Litestar]
Policy = Callable[[Any, int, Rng, list[dict[str, Any]]], dict[str, Any]]
MAX_COMMANDS = 3000
PRIVATE = ("seat", "legal_actions", "prompts", "secrets", "names", "texts", "outcome")
"""Parts of a view that may differ between seats (who reads, what it may do, the keeper's secrets, and
the names, card texts and end told of what each seat sees: the keeper's name its secrets too)."""


class Table:
    """The five clients of one match, and a second reader of the store for the bots' worlds."""

    def __init__(self, client: Client, store: StoreConfig, created: dict[str, Any]) -> None:
        self.client = client
        self.id: str = created["match_id"]
        self.headers = [{"Authorization": f"Bearer {seat['token']}"} for seat in created["seats"]]
        engines = default_engines()
        self.store = EventStore(store)
        self.store.open()
        self.repo = MatchRepository(self.store, Codec(engines), engines)
        self.feeds: list[list[dict[str, Any]]] = [[] for _ in self.headers]
        self.feed_strings: list[set[str]] = [set() for _ in self.headers]
        self.met: set[str] = set()
        """Barrier cards the ``barrier_met`` events showed."""
        self.steps = 0
        self.secrets_checked = 0
        self.hand_checked = 0
        """Steps at which the keeper held a secret the investigators were checked against."""

    def state(self) -> Any:
        match = self.repo.load(self.id)
        assert match is not None
        return match.state

    def views(self) -> list[dict[str, Any]]:
        return [self.client.get(f"/matches/{self.id}/view", headers=h).json() for h in self.headers]

    def read_feeds(self) -> None:
        for seat, headers in enumerate(self.headers):
            after: int | None = self.feeds[seat][-1]["version"] if self.feeds[seat] else 0
            while after is not None:
                page = self.client.get(
                    f"/matches/{self.id}/events", params={"after": after, "limit": 500}, headers=headers
                )
                assert page.status_code == 200, page.text
                assert not page.json()["omniscient"]
                for entry in page.json()["items"]:
                    self.feeds[seat].append(entry)
                    if entry["type"] == "barrier_met":
                        self.met.add(entry["data"]["card"])
                    # ``match_started`` lists each deck's cards, sorted: what the box holds is public.
                    if entry["type"] != "match_started":
                        self.feed_strings[seat].update(strings(entry))
                after = page.json()["next_after"]


def strings(value: Any) -> Iterator[str]:
    """Every string in a JSON value, keys included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield key
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def public(view: dict[str, Any]) -> dict[str, Any]:
    return {key: value for key, value in view["view"].items() if key not in PRIVATE}


def check_what_each_seat_knows(table: Table, views: list[dict[str, Any]], rng: Rng) -> None:
    seat = 1 + table.steps % (len(views) - 1)  # one investigator a step, in turn: their boards are equal
    table.steps += 1
    world = ENGINE.resample_hidden(table.state(), seat, rng)
    assert views[seat]["view"] == msgspec.json.decode(msgspec.json.encode(ENGINE.view(world, seat))), (
        f"seat {seat}'s view changes with what it may not know"
    )
    keeper = views[0]["view"]
    shown = public(views[0])
    for seat, view in enumerate(views[1:], start=1):
        assert view["view"]["secrets"] is None, seat
        assert public(view) == shown, f"seat {seat} does not see the board the keeper's public view shows"
        names, texts = view["view"]["names"], view["view"]["texts"]
        assert names.items() <= keeper["names"].items() and texts.items() <= keeper["texts"].items(), seat
    secrets = keeper["secrets"]
    if secrets is None:  # before the story is answered there is nothing to hide yet
        return
    hidden = {*secrets["hand"], *(card for cards in secrets["stacks"].values() for card in cards)}
    if not keeper["objective"]:
        hidden.add(secrets["objective"])
    table.read_feeds()
    # What the rules make public: the board but for its list of barriers met, and the barriers as the
    # events that met them said (so a view that lists more of a stack than was met cannot excuse itself).
    hidden -= set(strings({k: v for k, v in shown.items() if k != "known_barriers"})) | table.met
    table.secrets_checked += bool(hidden)
    table.hand_checked += bool(hidden & set(secrets["hand"]))
    for seat in range(1, len(views)):
        leaked = hidden & (set(strings(views[seat])) | table.feed_strings[seat])
        if leaked:
            where: list[Any] = [
                e for e in table.feeds[seat] if e["type"] != "match_started" and leaked & set(strings(e))
            ]
            where += ["view"] if leaked & set(strings(views[seat])) else []
            raise AssertionError(f"seat {seat} reads the keeper's secrets {sorted(leaked)} in {where}")


def bot(state: Any, seat: int, rng: Rng, actions: list[dict[str, Any]]) -> dict[str, Any]:
    """The heuristic's command in the seat's world (``resample_hidden``: what it cannot tell apart)."""
    world = ENGINE.resample_hidden(state, seat, rng)
    command = heuristic(world, seat, rng)
    assert command is not None, actions
    body: dict[str, Any] = msgspec.to_builtins(command)
    return body


def scheming_keeper(state: Any, seat: int, rng: Rng, actions: list[dict[str, Any]]) -> dict[str, Any]:
    """The heuristic, but a keeper with an empty hand buys cards first (Whispers in the Walls), so the
    keeper holds mythos and trauma cards the investigators must never read."""
    if seat == 0 and not state.hand:
        for action in actions:
            if action["action"] == "keeper_action" and action["fixed"].get("card") == "whispers":
                return {"action": "keeper_action", "card": "whispers"}
    return bot(state, seat, rng, actions)


def passive_keeper(state: Any, seat: int, rng: Rng, actions: list[dict[str, Any]]) -> dict[str, Any]:
    """A keeper that never plays a card or attacks: it passes, ends its turn, or answers set-up prompts."""
    if seat != 0:
        return bot(state, seat, rng, actions)
    listed = [msgspec.convert(a, type=LegalAction) for a in actions]
    for action in listed:
        if action.action.startswith(("pass", "end_")) or action.action == "spare":
            return fill(action, rng)
    return fill(listed[0], rng)


def play(table: Table, clock: Clock, policy: Policy, seed: int) -> dict[str, Any]:
    rng = Rng.derive(seed, "mansions-over-http")
    views = table.views()
    for _ in range(MAX_COMMANDS):
        if views[0]["status"]["finished"]:  # everything is public once the match is over
            assert all(v["status"] == views[0]["status"] for v in views[1:])
            assert table.secrets_checked > 20, "the keeper held no secret long enough for the checks to bite"
            outcome: dict[str, Any] = views[0]["status"]["outcome"]
            return outcome
        check_what_each_seat_knows(table, views, rng)
        ready = [seat for seat, view in enumerate(views) if view["legal_actions"]]
        if not ready:
            clock.advance(5.0)
            views = table.views()
            continue
        seat = ready[0] if 0 in ready and len(ready) == 1 else rng.choice(ready)
        body = policy(table.state(), seat, rng, views[seat]["legal_actions"])
        response = table.client.post(
            f"/matches/{table.id}/commands",
            headers=table.headers[seat],
            json={"command": body, "expected_version": views[seat]["version"]},
        )
        assert response.status_code == 200, (seat, body, response.text)
        clock.advance(1.0)
        views = table.views()
    raise AssertionError(f"no ending in {MAX_COMMANDS} commands")


@pytest.fixture
def served(tmp_path: Path, clock: Clock) -> Iterator[tuple[Client, StoreConfig]]:
    store = StoreConfig(sqlite_path=str(tmp_path / "events.sqlite"))
    settings = Settings(store=store, analytics_path=str(tmp_path / "analytics.duckdb"))
    with TestClient(create_app(settings, clock=clock)) as client:
        yield client, store


KEEPER_WINS_AT = 3
"""The first seed on which the keeper's heuristic beats the investigators' (seeds 1 and 2: the
investigators win; measured 2026-11-29 on ``977c2dd``, 131.6 s of CPU for the three matches, 49.5 s for
the third alone, load 30). A rules or bot change that moves it costs matches, never the test."""


def open_table(client: Client, store: StoreConfig, seed: int) -> Table:
    created = client.post("/matches", json={"game": "mansions", "options": {"investigators": 4}, "seed": seed})
    assert created.status_code == 201, created.text
    assert len(created.json()["seats"]) == 5  # the keeper and four investigators
    return Table(client, store, created.json())


def play_until(served: tuple[Client, StoreConfig], clock: Clock, policy: Policy, winner: str, first: int = 1) -> Table:
    """Matches on seeds ``first``, then the others of 1 to 5, until ``winner``'s side wins one (each match
    is checked throughout); a side that wins about two in three (measured in-process) wins one of five but
    once in 250 runs. ``first`` only saves the matches a known seed makes unnecessary (issue 36); with
    ``FOLIE_TRUST_LARGE=1`` the seeds go from 1 whatever ``first``, every match before the win played."""
    client, store = served
    outcomes = []
    start = 1 if os.environ.get("FOLIE_TRUST_LARGE") else first
    for seed in [start, *(s for s in range(1, 6) if s != start)]:
        table = open_table(client, store, seed)
        outcome = play(table, clock, policy, seed)
        outcomes.append(outcome["reason"])
        if outcome["winners"] == ([0] if winner == "keeper" else [1, 2, 3, 4]):
            assert outcome["result"] == ("lost" if winner == "keeper" else "won"), outcome
            return table
        assert outcome["winners"] == ([1, 2, 3, 4] if winner == "keeper" else [0]), outcome
    raise AssertionError(f"the {winner} never won in five matches: {outcomes}")


def test_the_investigators_win_against_a_passive_keeper(served: tuple[Client, StoreConfig], clock: Clock) -> None:
    play_until(served, clock, passive_keeper, "investigators")


def test_the_keeper_wins_against_the_investigators_heuristic(served: tuple[Client, StoreConfig], clock: Clock) -> None:
    table = play_until(served, clock, scheming_keeper, "keeper", first=KEEPER_WINS_AT)
    assert table.hand_checked > 5, "the keeper never held a card: the hand was never checked"
