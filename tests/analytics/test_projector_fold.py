"""A finished match's facts (``domain.facts``, recorded where it ends) agree with the platform's own
fold (``domain.match.evolve``), and the projector's rows, written from them, too.

The facts fold a match only after an event its engine lists in ``finishing_events`` and drop undone
records instead of reloading the match. These tests play matches with undos (with and without
consent), chat, tokens and talk after the end, store them with their facts as the service does, then
check the projected results and statistics against the platform fold, and check each engine's
declaration against every simulated match.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import uuid
from importlib import import_module
from pathlib import Path
from typing import Any

import msgspec
import pytest

from domain.bots import random_command
from domain.chat import decide_chat
from domain.contract import Engine, RuleViolation
from domain.facts import match_facts, stand_in_spans
from domain.match import create_events, decide_command, decode_options, evolve, expire, new_match
from domain.match_events import PLATFORM_EVENTS, ChatPosted, MatchCreated, Record, TokenIssued, Undone
from domain.match_state import Match
from domain.registry import default_engines
from domain.rng import Rng
from domain.statistics import Finished, Value, declared_statistics
from domain.undo import decide_undo, decide_undo_answer
from projections.analytics.database import open_database
from projections.analytics.facts import encoded
from projections.analytics.schema import fact_tables
from projections.analytics.simulation import play_many
from projections.codec import Codec, event_classes
from projections.store import EventStore, StoreConfig, stored
from projections.views import log_entry
from tests.analytics.helpers import dump_file, project

ENGINES = default_engines()
CODEC = Codec(ENGINES)
DECLARED = declared_statistics(ENGINES)
GAMES: list[tuple[str, dict[str, Any]]] = [
    ("maeshowe", {"players": 2}),
    ("bigbook", {"players": 2}),
    ("montagnes", {"players": 3}),
    ("farcry", {"seats": 2}),
]


class PlatformFold:
    """``domain.match.evolve`` over one match's records, with ``state_at`` for undos (memoised: an
    undo's target state is folded once, and never mutated since ``evolve`` copies what it takes)."""

    def __init__(self, engine: Engine[Any, Any], match_id: str, records: list[Record]) -> None:
        self.engine = engine
        self.match_id = match_id
        self.records = records
        self._at: dict[int, Match] = {}

    def start(self) -> Match:
        created = self.records[0].event
        assert isinstance(created, MatchCreated)
        return new_match(self.match_id, created)

    def apply(self, match: Match, record: Record) -> None:
        evolve(self.engine, match, record, self.state_at)

    def state_at(self, version: int) -> Match:
        if version not in self._at:
            match = self.start()
            for record in self.records[1:version]:
                self.apply(match, record)
            self._at[version] = match
        return self._at[version]


def play_eventful(game: str, options: dict[str, Any], seed: int) -> tuple[str, list[Record]]:
    """A bot match with undo attempts, undo requests answered both ways, chat, a token, and a chat
    line after the end: the platform functions decide everything, as the service would."""
    engine = ENGINES[game]
    typed = decode_options(engine, options)
    seats = engine.seats(typed)
    tokens = [hashlib.sha256(f"{seed}:{seat}".encode()).hexdigest() for seat in range(seats)]
    now = 1_800_000_000.0
    match_id = str(uuid.UUID(bytes=hashlib.sha256(f"eventful:{game}:{seed}".encode()).digest()[:16], version=4))
    records = [
        Record(version=i + 1, event=e, cmd=0, at=now)
        for i, e in enumerate(create_events(engine, typed, seed, tokens, "simulation:test", now))
    ]
    fold = PlatformFold(engine, match_id, records)
    match = fold.start()
    for record in records[1:]:
        fold.apply(match, record)
    rng = Rng.derive(seed, "eventful")

    def append(events: list[Any], seat: int | None) -> None:
        base = match.version
        for i, event in enumerate(events):
            record = Record(version=base + i + 1, event=event, cmd=base, seat=seat, at=now)
            records.append(record)
            fold.apply(match, record)

    for _ in range(3000):
        status = engine.status(match.state)
        if status.finished:
            break
        now += 1.0
        due = expire(engine, match, now)
        if due:
            append(due, None)
            continue
        seat = rng.choice(status.to_act) if status.to_act else rng.below(seats)
        roll = rng.below(20)
        try:
            if roll == 0:
                append(decide_chat(engine, match, seat, "hello", now), seat)
            elif roll == 1 and match.version % 7 == 0:
                append([TokenIssued(scope="spectator", token_hash=f"{seed}:{match.version}")], None)
            elif roll in (2, 3, 4):
                append(decide_undo(engine, match, seat, None), seat)
                pending = match.pending_undo
                for other in list(pending.needs) if pending is not None else []:
                    append(decide_undo_answer(match, other, rng.below(3) > 0), other)
            else:
                command = random_command(engine, match.state, seat, rng)
                if command is None:
                    deadline = engine.next_deadline(match.state)
                    if deadline is None:
                        break
                    now = max(now, deadline)
                    continue
                append(decide_command(engine, match, seat, command, now).events, seat)
        except RuleViolation:
            continue
    if engine.status(match.state).finished:
        append(decide_chat(engine, match, 0, "well played", now + 1), 0)
    return match_id, records


def expected(match_id: str, records: list[Record]) -> dict[str, Any] | None:
    """The result row and statistics the platform fold gives (``None`` if the match never ended)."""
    created = records[0].event
    assert isinstance(created, MatchCreated)
    engine = ENGINES[created.game]
    fold = PlatformFold(engine, match_id, records)
    match = fold.start()
    effective: list[Record] = []
    for index, record in enumerate(records[1:], start=2):
        fold.apply(match, record)
        event = record.event
        if isinstance(event, Undone):
            effective = [r for r in effective if r.version <= event.to_version]
        elif not isinstance(event, PLATFORM_EVENTS):
            effective.append(record)
        if match.finished_at is not None:
            status = engine.status(match.state)
            finished = Finished(
                created.game,
                match.seats,
                decode_options(engine, match.options),
                effective,
                match.state,
                status.outcome,
                status.turn,
            )
            values = sorted(declared_statistics(ENGINES)[created.game].compute(finished), key=repr)
            return {
                "finished_at": match.finished_at,
                "turns": status.turn,
                "events": len(effective),
                "stored_events": index,
                "undos": sum(isinstance(r.event, Undone) for r in records[:index]),
                "chat_lines": sum(isinstance(r.event, ChatPosted) for r in records[:index]),
                "values": values,
            }
    return None


@pytest.fixture(scope="module")
def eventful(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, list[Record]]]:
    path = tmp_path_factory.mktemp("eventful") / "events.sqlite"
    store = EventStore(StoreConfig(sqlite_path=str(path)))
    matches: dict[str, list[Record]] = {}
    try:
        for seed in range(4):
            for game, options in GAMES:
                match_id, records = play_eventful(game, options, seed)
                matches[match_id] = records
                store.insert([stored(uuid.UUID(match_id), r.version, *CODEC.encode(r)) for r in records])
                facts = match_facts(ENGINES[game], DECLARED.get(game), match_id, records)  # as the service does
                if facts is not None:
                    store.insert([encoded(CODEC, facts, 1)])
    finally:
        store.close()
    return path, matches


def test_public_columns_are_the_public_log_entry(
    eventful: tuple[Path, dict[str, list[Record]]], tmp_path: Path
) -> None:
    """``public_type`` and ``public_body`` of every event are what ``log_entry`` shows for no seat
    (the projector calls the engine's ``event_view`` itself for game events): redacted, cut down, or
    the whole event; platform events (creation, chat, undo, tokens) through ``log_entry`` itself."""
    path, matches = eventful
    target = tmp_path / "public.duckdb"
    project(path, target)
    con = open_database(target, read_only=True)
    try:
        rows = con.execute("SELECT match_id::VARCHAR, version, public_type, public_body FROM events").fetchall()
    finally:
        con.close()
    seen = {
        (match_id, version): (kind, None if body is None else json.loads(body))
        for match_id, version, kind, body in rows
    }
    wanted: dict[tuple[str, int], tuple[str, Any]] = {}
    cut_down = 0  # shown, but not whole: the view differs from the event
    for match_id, records in matches.items():
        created = records[0].event
        assert isinstance(created, MatchCreated)
        for record in records:
            entry = log_entry(ENGINES[created.game], record, None)
            data = None if entry.data is None else json.loads(msgspec.json.encode(entry.data))
            wanted[(match_id, record.version)] = (entry.type, data)
            cut_down += data is not None and data != json.loads(msgspec.json.encode(record.event))
    assert seen == wanted
    assert "redacted" in {kind for kind, _ in seen.values()}
    assert cut_down > 0


def test_results_equal_the_platform_fold(eventful: tuple[Path, dict[str, list[Record]]], tmp_path: Path) -> None:
    """Small batches and two open matches: the caches are rebuilt from the store again and again."""
    path, matches = eventful
    target = tmp_path / "a.duckdb"
    project(path, target, batch_size=13, open_matches=2)
    results = {str(row[0]): row for row in dump_file(target)["match_results"]}
    wanted = {match_id: expected(match_id, records) for match_id, records in matches.items()}
    assert {match_id for match_id, want in wanted.items() if want is not None} == set(results)
    for match_id, want in wanted.items():
        if want is None:
            continue
        row = results[match_id]
        assert row[1].timestamp() == pytest.approx(want["finished_at"])
        assert row[7:12] == (want["turns"], want["events"], want["stored_events"], want["undos"], want["chat_lines"])
    assert len(results) >= len(GAMES)
    assert sum(row[10] for row in results.values()) > 0, "the matches exercise undo"


def test_statistics_equal_the_platform_fold(eventful: tuple[Path, dict[str, list[Record]]], tmp_path: Path) -> None:
    path, matches = eventful
    target = tmp_path / "a.duckdb"
    project(path, target)
    tables = dump_file(target)
    declared = declared_statistics(ENGINES)
    projected: set[tuple[Any, ...]] = set()
    for game, statistics in declared.items():
        for table in fact_tables(statistics):
            keys = len(table.key_columns())
            for row in tables[table.name]:
                seat = row[1] if table.seat else None
                key = row[keys - 1] if table.dimension is not None else None
                for stat, value in zip(table.statistics, row[keys:], strict=True):
                    if value is not None:
                        projected.add((str(row[0]), game, stat.id, seat, key, value))
    wanted: set[tuple[Any, ...]] = set()
    for match_id, records in matches.items():
        want = expected(match_id, records)
        if want is not None:
            game = records[0].event.game  # type: ignore[attr-defined]
            wanted.update((match_id, game, v.stat, v.seat, v.key, v.value) for v in want["values"])
    assert wanted
    assert projected == wanted


def test_an_engine_without_a_declaration_is_checked_after_every_event(
    eventful: tuple[Path, dict[str, list[Record]]],
) -> None:
    """The safe default (``finishing_events = None``) gives the same facts as the declarations."""
    _, matches = eventful
    eager = _eager(ENGINES)
    assert all(engine.finishing_events is None for engine in eager.values())
    ended = 0
    for match_id, records in matches.items():
        game = records[0].event.game  # type: ignore[attr-defined]
        declared = match_facts(ENGINES[game], DECLARED.get(game), match_id, records)
        assert match_facts(eager[game], DECLARED.get(game), match_id, records) == declared
        ended += declared is not None
    assert ended >= len(GAMES)


@pytest.mark.parametrize(("game", "options"), GAMES, ids=[game for game, _ in GAMES])
def test_a_match_ends_only_after_a_declared_finishing_event(game: str, options: dict[str, Any]) -> None:
    engine = ENGINES[game]
    declared = engine.finishing_events
    assert declared is not None
    ended = 0
    for chunk in play_many(game, options, "random", 6, 11, workers=1):
        for played in chunk:
            state = None
            for version, topic, data in played.rows[1:]:
                record = CODEC.decode(version, topic, data)
                state = engine.evolve(state, record.event)
                if engine.status(state).finished:
                    assert topic.partition("/")[2].rpartition("@")[0] in declared
                    ended += 1
                    break
    assert ended > 0


def test_stand_in_spans_close_when_another_bot_takes_the_seat_over() -> None:
    """``PUT .../stand-in`` with another bot while one holds the seat ends the first span there, so its
    ``until_version`` is not NULL ("held to the end"); found by review."""
    from domain.match_events import StandInActed, StandInEnded, StandInStarted

    story = [
        (10, StandInStarted(seat=1, bot="random"), None),
        (11, StandInActed(seat=1, bot="random"), 1),
        (12, StandInStarted(seat=1, bot="heuristic"), None),
        (13, StandInActed(seat=1, bot="heuristic"), 1),
        (14, StandInActed(seat=1, bot="heuristic"), 1),
        (15, StandInEnded(seat=1), None),
    ]
    records = [Record(version=version, event=event, cmd=version - 1, seat=seat) for version, event, seat in story]
    spans = [(s.seat, s.bot, s.since, s.until, s.commands) for s in stand_in_spans(records)]
    assert spans == [(1, "random", 10, 12, 1), (1, "heuristic", 12, 15, 2)]


@pytest.mark.parametrize("game", ["bigbook", "montagnes"])
def test_statistics_skip_only_event_types_they_never_count(
    eventful: tuple[Path, dict[str, list[Record]]], monkeypatch: pytest.MonkeyPatch, game: str
) -> None:
    """A game's ``stats`` skips events whose class is not in ``_COUNTED`` before its ``isinstance``
    chain; with every class let through, every match's values are the same (the list is complete)."""
    stats = import_module(f"domain.games.{game}.stats")

    games = {
        match_id: records
        for match_id, records in eventful[1].items()
        if isinstance(records[0].event, MatchCreated) and records[0].event.game == game
    }
    skipping = {match_id: expected(match_id, records) for match_id, records in games.items()}
    assert any(result is not None and result["values"] for result in skipping.values())
    monkeypatch.setattr(stats, "_COUNTED", frozenset(event_classes(ENGINES[game].event_type)))
    assert {match_id: expected(match_id, records) for match_id, records in games.items()} == skipping


class Seen:
    """A statistics observer that keeps the versions it was shown, and the state was always given."""

    def __init__(self) -> None:
        self.versions: list[int] = []
        self.states = 0

    def __call__(self, record: Record, state: Any) -> None:
        self.versions.append(record.version)
        self.states += state is not None


def _eager(engines: dict[str, Engine[Any, Any]]) -> dict[str, Engine[Any, Any]]:
    """The same engines without ``finishing_events``: the projector folds after every game event."""
    return {
        game: type(
            f"Eager{type(engine).__name__}",
            (type(engine),),
            {"finishing_events": None, "__module__": type(engine).__module__},
        )()
        for game, engine in engines.items()
    }


@pytest.mark.parametrize("eager", [False, True])
def test_a_statistics_observer_sees_the_effective_records_of_the_fold(
    eventful: tuple[Path, dict[str, list[Record]]], eager: bool
) -> None:
    """Every game's observer (``GameStatistics.observe``) is fed by the facts' own fold: after undos of
    records already folded (folding after every event, a fresh observer when the fold starts again),
    it has seen exactly the match's effective records, each with a state."""
    _, matches = eventful
    engines = _eager(ENGINES) if eager else ENGINES
    seen: dict[str, set[int]] = {}
    undone = 0
    for match_id, records in matches.items():
        game = records[0].event.game  # type: ignore[attr-defined]
        declared = DECLARED[game]
        stat = next(s for s in declared.statistics if s.scope == "match" and s.by is None and s.type == "int")

        def compute(match: Finished, stat_id: int = stat.id) -> list[Value]:
            observed = match.observer
            fed = isinstance(observed, Seen) and observed.states == len(observed.versions)
            exact = fed and observed.versions == [record.version for record in match.records]
            return [Value(stat_id, 1 if exact else 0)]

        spying = dataclasses.replace(declared, compute=compute, observe=Seen)
        facts = match_facts(engines[game], spying, match_id, records)
        if facts is not None:
            assert facts.statistics is not None
            seen.setdefault(game, set()).update(int(value.value) for value in facts.statistics)
            undone += facts.undos > 0
    assert seen and all(values == {1} for values in seen.values()), seen
    assert undone > 0, "the matches exercise undo"
