"""Non-interference over live streams: SSE and NDJSON, two worlds served by two real apps.

For a played state of every engine and every seat S (and the spectator), two SQLite stores hold the
same records; the second also holds a snapshot whose engine state is ``resample_hidden(state, S)``,
so its app serves the twin world. Both apps run under uvicorn on loopback ports with one frozen
clock. S opens a stream in each format on each app; then the same commands (random listed actions of
whichever seat may act, the same idempotency keys) go to both apps over HTTP. S's streams must carry
the same messages, byte for byte once decoded, until S legitimately learns something the twin redrew:

* an ``event`` message that differs (S's own draw, another seat's card shown), or a commit that
  shows S more entries in one world than in the other, ends the comparison;
* a ``view`` message may differ only after a commit that holds an event flagged ``chance`` or
  ``reveals`` (or one S sees redacted): a turned page, the next spell of a pile;
* S's own commands must get the same answer from both apps; another seat's command answered
  differently (it named a card the twin does not give it) ends the run, as it would for S.
"""

from __future__ import annotations

import secrets
import threading
import time
import typing
import uuid
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx
import pytest

from domain.bots import fill
from domain.contract import Engine, Event
from domain.match import decode_options
from domain.match_state import Match
from domain.rng import Rng
from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig
from service.app import create_app
from service.auth import token_hash
from service.settings import Settings
from tests.production.loopback import Message, StreamReader, serve, stream
from tests.trust import figures
from tests.trust.mutants import leaky_prompt
from tests.trust.play import auth, legal_action
from tests.trust.table import Table, engines, shadow

ENGINES = engines()
SET_UPS: list[tuple[str, dict[str, Any]]] = [
    ("maeshowe", {"players": 2}),
    ("bigbook", {"players": 2}),
    ("montagnes", {"players": 3}),
    ("farcry", {"seats": 2}),
    ("toy", {}),
]
FORMATS = ("sse", "ndjson")
STEPS = 6


class Frozen:
    """Both apps' clock: the table's time, so deadlines and ``server_time`` agree in both worlds."""

    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def flagged_tags(engine: Engine[Any, Any]) -> set[str]:
    """Tags of the engine's events flagged ``chance`` or ``reveals``."""
    classes: tuple[type[Event], ...] = typing.get_args(engine.event_type) or (engine.event_type,)
    return {str(c.__struct_config__.tag) for c in classes if c.chance or c.reveals}


def store_world(path: Path, table: Table, match: Match) -> None:
    """The table's records, and a snapshot of ``match`` (the real one, or the twin) at its version."""
    store = EventStore(StoreConfig(sqlite_path=str(path)))
    try:
        repo = MatchRepository(store, Codec(ENGINES), ENGINES)
        store.insert(repo.encode(match.id, table.records))
        store.save_snapshot(repo.make_snapshot(match))
    finally:
        store.close()


class Reader(threading.Thread):
    """Collects one stream's messages in the background."""

    def __init__(self, reader: StreamReader) -> None:
        super().__init__(daemon=True)
        self.reader = reader
        self.messages: list[Message] = []

    def run(self) -> None:
        try:
            while True:
                self.messages.append(self.reader.next())
        except (httpx.HTTPError, StopIteration, RuntimeError):
            return


def drive(urls: list[str], match_id: str, tokens: list[str], seat: int | None, rng: Rng) -> bool:
    """The same random listed commands sent to both apps; ``False`` once they answer differently."""
    with httpx.Client(base_url=urls[0], timeout=10) as real, httpx.Client(base_url=urls[1], timeout=10) as twin:
        for _ in range(STEPS):
            status = real.get(f"/matches/{match_id}").json()["status"]
            if status["finished"] or not status["to_act"]:
                return True
            actor = rng.choice(status["to_act"])
            actions = real.get(f"/matches/{match_id}/view", headers=auth(tokens[actor])).json()["legal_actions"]
            if not actions:
                return True
            body = {"command": fill(legal_action(rng.choice(actions)), rng)}
            headers = {**auth(tokens[actor]), "Idempotency-Key": uuid.uuid4().hex}
            answers = [c.post(f"/matches/{match_id}/commands", headers=headers, json=body) for c in (real, twin)]
            if actor == seat:
                assert answers[0].status_code == answers[1].status_code, [a.text for a in answers]
                if answers[0].status_code != 200:
                    assert answers[0].json() == answers[1].json(), "a refusal depends on what S may not know"
            elif answers[0].status_code != answers[1].status_code:
                return False
            figures.add("live_streams.commands_sent")
    return True


def compare(engine: Engine[Any, Any], real: list[Message], twin: list[Message]) -> int:
    """Messages compared until S may legitimately tell the worlds apart; returns how many."""
    flagged = flagged_tags(engine) | {"redacted"}
    revealing = False
    compared = 0
    for a, b in zip(real, twin, strict=False):
        if a.type != b.type:
            return compared  # one world's commit showed S more entries than the other's: S can tell
        if a.type == "event":
            if a.data != b.data:
                return compared
            revealing = revealing or a.data["type"] in flagged
        elif a.type == "view":
            if a.data != b.data and revealing:
                return compared
            assert a.data == b.data, f"{engine.game}: a streamed view depends on what the seat may not know"
            revealing = False
        compared += 1
    return compared


def run_streams(tmp_path: Path, served: dict[str, Engine[Any, Any]], game: str, options: dict[str, Any]) -> None:
    """The whole comparison for one played state, every seat and the spectator; ``served`` are the
    engines the apps run (the real ones, or a deliberately leaky copy)."""
    engine = served[game]
    seed = 7
    seats = engine.seats(decode_options(engine, options))
    tokens = [secrets.token_urlsafe(24) for _ in range(seats + 1)]
    table = Table(engine, options, seed, [token_hash(t) for t in tokens])
    rng = Rng(seed)
    table.play(rng, 12)
    for seat in [None, *range(seats)]:
        real = table.match
        twin = shadow(real, engine.resample_hidden(real.state, seat, Rng(rng.next_u64())))
        clock = Frozen(table.now)
        urls: list[str] = []
        readers: dict[tuple[int, str], Reader] = {}
        with ExitStack() as stack:
            for index, match in enumerate((real, twin)):
                path = tmp_path / f"{seat}-{index}.sqlite"
                store_world(path, table, match)
                settings = Settings(
                    store=StoreConfig(sqlite_path=str(path)),
                    analytics_projector="off",
                    analytics_path=str(path.with_suffix(".duckdb")),
                )
                urls.append(stack.enter_context(serve(create_app(settings, engines=served, clock=clock))))
            token = {} if seat is None else auth(tokens[seat])
            for index, url in enumerate(urls):
                for fmt in FORMATS:
                    opened = stack.enter_context(stream(url, f"/matches/{real.id}/events/stream?format={fmt}", **token))
                    readers[(index, fmt)] = Reader(opened)
                    readers[(index, fmt)].start()
            drive(urls, real.id, tokens, seat, Rng(rng.next_u64()))
            versions = [httpx.get(f"{url}/matches/{real.id}").json()["version"] for url in urls]
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline and not all(
                any(m.type == "view" and m.data["version"] >= versions[i] for m in readers[(i, f)].messages)
                for i in range(2)
                for f in FORMATS
            ):
                time.sleep(0.05)
            for fmt in FORMATS:
                compared = compare(engine, readers[(0, fmt)].messages, readers[(1, fmt)].messages)
                assert compared >= 1, "not even the opening view was compared"
                figures.add(f"live_streams.{game}.{fmt}_messages_compared", compared)


@pytest.mark.parametrize(("game", "options"), SET_UPS, ids=[game for game, _ in SET_UPS])
def test_live_streams_show_a_seat_nothing_it_may_not_know(tmp_path: Path, game: str, options: dict[str, Any]) -> None:
    run_streams(tmp_path, ENGINES, game, options)


@pytest.mark.parametrize(
    ("game", "options"), [("maeshowe", {"players": 2}), ("montagnes", {"players": 3})], ids=["maeshowe", "montagnes"]
)
def test_the_stream_comparison_catches_a_prompt_that_leaks_a_hand(
    tmp_path: Path, game: str, options: dict[str, Any]
) -> None:
    """It can fail: apps serving an engine whose waiting list tells the table what a hand holds."""
    leaky = {**ENGINES, game: leaky_prompt(ENGINES[game])}
    with pytest.raises(AssertionError, match="a streamed view depends on what the seat may not know"):
        run_streams(tmp_path, leaky, game, options)
