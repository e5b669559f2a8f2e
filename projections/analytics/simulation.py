"""Simulated matches: bots play complete games in-process, through the real store and projector.

Each match is played with the platform's own functions (:func:`domain.match.create_events`,
``decide_command``, ``expire``, ``evolve``) on a simulated clock, so the stored history is exactly
what the service would have stored for those moves; its records are encoded with the store's codec
and appended like any other match, and the projector then builds the analytics from the store. Only
the match's origin differs: ``MatchCreated.origin`` is ``simulation:<bot>`` (and there is no creator
token), which is how the analytics tell simulated matches from played ones (``match_created.source``),
and keep simulated durations apart from human play.

Times are real (issue 17): every match of a run is created at the run's start, the wall-clock time
the simulation ran (``start``, default ``time.time()``), and its clock then advances by simulated
durations only: :data:`STEP` per command and, when nobody acts, straight to the engine's next
deadline. So a match's events span its simulated length from the run's start, never a made-up date.

A match that reaches ``max_commands`` (default :data:`MAX_COMMANDS`) stops there unfinished: a bot
that never ends a match is a defect, and the summary counts those matches as capped.

Games are played in worker processes (one per core by default), in chunks of seeds. Workers do all
the per-event work (play, fold, encode to the stored bytes); the parent is the single writer of the
store and only inserts, one transaction per chunk. Workers are forked where the platform allows it
(no re-import, engines already built); chunks are small enough to keep every core busy to the end
and come back in order, so a run's stored history depends on its seed and key only, not on the
number of workers or the chunk size.
"""

from __future__ import annotations

import functools
import gc
import hashlib
import math
import multiprocessing
import os
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from importlib import import_module
from multiprocessing.context import BaseContext
from typing import Any

from eventsourcing.persistence import StoredEvent

from domain.contract import Command, Engine, RuleViolation
from domain.facts import facts_stream, match_facts
from domain.match import create_events, decide_command, decode_options, evolve, expire, new_match
from domain.match_events import SIMULATION, MatchCreated, Record
from domain.match_state import Match
from domain.registry import default_engines
from domain.rng import Rng
from domain.stand_ins import Bot, stand_in_bots
from domain.statistics import GameStatistics, declared_statistics
from projections.codec import Codec
from projections.store import EventStore, stored

BOTS = ("random", "heuristic")
MAX_COMMANDS = 5_000
"""Commands after which a simulated match stops unfinished (``folie simulate --max-commands``)."""
STEP = 1.0
"""Simulated seconds per command."""
MAX_CHUNK = 32
"""At most this many matches per chunk (one store transaction, one progress step)."""
CHUNKS_PER_WORKER = 8
"""Aim for this many chunks per worker, so that no core idles long at the end of a run."""


class SimulationError(Exception):
    """A bot cannot be found, or options are invalid for the game."""


@dataclass(frozen=True)
class Played:
    """One simulated match: its id, encoded rows ``(version, topic, bytes)`` and how it ended."""

    match_id: str
    rows: list[tuple[int, str, bytes]]
    finished: bool
    result: str | None
    reason: str | None
    turns: int
    commands: int
    refused: int = 0
    """Commands the bot sent that the engine refused (a sound bot sends none)."""
    score: float | None = None
    """The outcome's score where the game keeps one (Maeshowe: passage tokens removed)."""
    facts: tuple[str, bytes] | None = None
    """The encoded :class:`~domain.facts.MatchFinished` of a finished match (stored in its facts
    stream, as the service records it when a match ends)."""

    @property
    def capped(self) -> bool:
        """Stopped at the command cap (or stuck) before the game ended."""
        return not self.finished


def bot_for(engine: Engine[Any, Any], name: str) -> Bot:
    """The game's bot called ``name``: ``random`` (any game) or ``heuristic`` (when the game has one),
    the same bots that stand in for players (:func:`domain.stand_ins.stand_in_bots`)."""
    if name not in BOTS:
        raise SimulationError(f"unknown bot {name!r}; use one of {BOTS}")
    found = stand_in_bots(engine).get(name)
    if found is None:
        raise SimulationError(f"{engine.game} has no heuristic bot")
    return found


def sides(engine: Engine[Any, Any], seats: int) -> dict[str, list[int]]:
    """The sides the game names, each with its seats (``sides(seats)`` beside its heuristic, as Mansions'
    ``keeper`` and ``investigators``); a game without sides has none (seats are named by number)."""
    package = type(engine).__module__.rpartition(".")[0]
    try:
        module = import_module(f"{package}.bots")
    except ModuleNotFoundError:
        return {}
    named: Callable[[int], dict[str, list[int]]] | None = getattr(module, "sides", None)
    return named(seats) if named is not None else {}


def seat_bots(engine: Engine[Any, Any], spec: str, seats: int) -> tuple[list[str], str]:
    """Who plays each seat, from ``--bot``: one bot for every seat (``heuristic``), or per side or seat,
    comma-separated, a bare name being the default for the seats not named (``keeper=heuristic,
    investigators=random``, ``random,0=heuristic``). Returns the bot of each seat and the match's
    origin label: ``<bot>`` when every seat has the same one, else per side (in the game's order) when
    each side has one bot, else per seat (``0=heuristic,1=random``). Issue 37, item 3."""
    named = sides(engine, seats)
    default: str | None = None
    chosen: dict[int, str] = {}
    for part in (item.strip() for item in spec.split(",")):
        key, equals, name = part.partition("=")
        if not equals:
            key, name = "", key
        if name not in BOTS:
            raise SimulationError(f"unknown bot {name!r} in --bot {spec!r}; use one of {BOTS}")
        bot_for(engine, name)
        if key == "":
            if default is not None:
                raise SimulationError(f"--bot {spec!r} names two default bots")
            default = name
        elif key in named:
            chosen.update((seat, name) for seat in named[key])
        elif key.isdigit() and int(key) < seats:
            chosen[int(key)] = name
        else:
            choices = [*named, *(str(seat) for seat in range(seats))]
            raise SimulationError(f"--bot {spec!r}: no side or seat {key!r} in this {engine.game} match; {choices}")
    missing = [seat for seat in range(seats) if seat not in chosen and default is None]
    if missing:
        raise SimulationError(f"--bot {spec!r} names no bot for seats {missing} (add a default: random,...)")
    bots = [chosen.get(seat, default or "") for seat in range(seats)]
    if len(set(bots)) == 1:
        return bots, bots[0]
    per_side = {side: {bots[seat] for seat in members} for side, members in named.items() if members}
    if per_side and all(len(names) == 1 for names in per_side.values()):
        covered = sorted(seat for members in named.values() for seat in members)
        if covered == list(range(seats)):
            return bots, ",".join(f"{side}={names.pop()}" for side, names in per_side.items())
    return bots, ",".join(f"{seat}={name}" for seat, name in enumerate(bots))


def _never_undone(version: int) -> Any:
    raise AssertionError("bots never undo")


def identity(key: str, index: int, seats: int) -> tuple[str, list[str]]:
    """The match id and seat token hashes of match ``index`` of the run ``key``.

    Derived, so a run is reproducible given its key; the key is random unless given (it never leaves
    the simulating process), so nobody can derive a token whose hash is stored, and two runs with the
    same seed get different match ids.
    """
    digest = hashlib.sha256(f"folie-simulation:{key}:{index}".encode()).digest()
    match_id = str(uuid.UUID(bytes=digest[:16], version=4))
    tokens = [hashlib.sha256(f"folie-simulation:{key}:{index}:{seat}".encode()).hexdigest() for seat in range(seats)]
    return match_id, tokens


def _play(
    engine: Engine[Any, Any],
    typed: Any,
    seed: int,
    bot: str,
    choose: list[Bot],
    match_id: str,
    tokens: list[str],
    start: float,
    max_commands: int,
) -> tuple[Match, list[Record], int, int]:
    """One match by bots: the platform state at the end, the records, the commands decided and refused.
    ``bot`` is the origin's label, ``choose`` each seat's bot."""
    now = start
    events = create_events(engine, typed, seed, tokens, "", now, origin=f"{SIMULATION}{bot}")
    records = [Record(version=i + 1, event=e, cmd=0, at=now) for i, e in enumerate(events)]
    created = records[0].event
    assert isinstance(created, MatchCreated)
    match = new_match(match_id, created)
    for record in records[1:]:
        evolve(engine, match, record, _never_undone)
    rng = Rng.derive(seed, "bots")
    commands = refused = 0

    def append(new: list[Any], seat: int | None) -> None:
        base = match.version
        for i, event in enumerate(new):
            record = Record(version=base + i + 1, event=event, cmd=base, seat=seat, at=now, barrier_rules=0)
            records.append(record)
            evolve(engine, match, record, _never_undone)

    while commands < max_commands and refused < 100:
        status = engine.status(match.state)
        if status.finished:
            break
        deadline = engine.next_deadline(match.state)
        command: Command | None = None
        seat = -1
        actors = status.to_act
        if not (bot == "random" and deadline is not None and rng.below(4) == 0):
            for seat in rng.shuffled(actors):
                command = choose[seat](match.state, seat, rng)
                if command is not None:
                    break
        if command is None:
            if deadline is None:
                break
            now = max(now, deadline)
            append(expire(engine, match, now), None)
            continue
        now += STEP
        due = expire(engine, match, now)
        if due:
            append(due, None)
            continue
        try:
            decided = decide_command(engine, match, seat, command, now, check=False).events
        except RuleViolation:
            refused += 1
            continue
        commands += 1
        append(decided, seat)
    return match, records, commands, refused


def play_match(
    engine: Engine[Any, Any],
    options: dict[str, Any],
    seed: int,
    bot: str,
    *,
    start: float | None = None,
    max_commands: int = MAX_COMMANDS,
    key: str | None = None,
    index: int = 0,
) -> tuple[str, list[Record], int]:
    """One complete match by bots: ``(match_id, records, commands)``. Unfinished if it hits a limit.

    Without ``key`` the match id and tokens are random; with it they are those of :func:`identity`.
    ``start`` is the creation time (default: now).
    """
    begin = time.time() if start is None else start
    typed = decode_options(engine, options)
    seats = engine.seats(typed)
    match_id, tokens = identity(uuid.uuid4().hex if key is None else key, index, seats)
    names, label = seat_bots(engine, bot, seats)
    choose = [bot_for(engine, name) for name in names]
    _, records, commands, _ = _play(engine, typed, seed, label, choose, match_id, tokens, begin, max_commands)
    return match_id, records, commands


@functools.cache
def _tools() -> tuple[dict[str, Engine[Any, Any]], Codec, dict[str, GameStatistics]]:
    """The engines, the codec and the statistics declarations, built once per process (forked
    workers inherit the parent's)."""
    engines = default_engines()
    return engines, Codec(engines), declared_statistics(engines)


Chunk = tuple[str, dict[str, Any], str, str, float, int, list[tuple[int, int]]]
"""A worker's task: game, options, bot, run key, start time, command cap, ``(index, seed)`` of its matches."""


def _play_chunk(args: Chunk) -> list[Played]:
    """Worker: play the matches of ``(index, seed)`` pairs and encode their records."""
    game, options, bot, key, start, max_commands, seeds = args
    engines, codec, declared = _tools()
    engine = engines[game]
    typed = decode_options(engine, options)
    seats = engine.seats(typed)
    names, label = seat_bots(engine, bot, seats)
    choose = [bot_for(engine, name) for name in names]
    out = []
    for index, seed in seeds:
        match_id, tokens = identity(key, index, seats)
        match, records, commands, refused = _play(
            engine, typed, seed, label, choose, match_id, tokens, start, max_commands
        )
        rows = []
        for record in records:
            topic, data = codec.encode(record)
            rows.append((record.version, topic, data))
        status = engine.status(match.state)
        outcome = status.outcome
        facts = match_facts(engine, declared.get(game), match_id, records) if status.finished else None
        out.append(
            Played(
                match_id=match_id,
                rows=rows,
                finished=status.finished,
                result=outcome.result if outcome else None,
                reason=outcome.reason if outcome else None,
                turns=status.turn,
                commands=commands,
                refused=refused,
                score=outcome.score if outcome else None,
                facts=None
                if facts is None
                else codec.encode(Record(version=1, event=facts, cmd=0, at=facts.finished_at)),
            )
        )
    return out


def seeds_for(seed: int, games: int) -> list[tuple[int, int]]:
    """``(index, seed)`` of each match: independent seeds derived from the simulation's seed."""
    return [(i, Rng.derive(seed, "simulate", i).next_u64() >> 1) for i in range(games)]


def workers_for(workers: int | None, games: int) -> int:
    """Worker processes a run uses: ``workers`` (default: every core), at most one per match."""
    return max(1, min(workers or os.cpu_count() or 1, games or 1))


def chunk_size(games: int, workers: int) -> int:
    """Matches per chunk: about :data:`CHUNKS_PER_WORKER` chunks per worker, at most :data:`MAX_CHUNK`."""
    if workers <= 1:
        return max(1, min(MAX_CHUNK, games))
    return max(1, min(MAX_CHUNK, math.ceil(games / (workers * CHUNKS_PER_WORKER))))


def start_method() -> str:
    """``fork`` where it is available and safe (no other thread in this process), else the fastest other.

    A forked worker starts in milliseconds with the engines already built; a spawned one imports
    everything again and builds the engines (over a second of CPU each, taken from the workers'
    cores).
    """
    methods = multiprocessing.get_all_start_methods()
    if "fork" in methods and threading.active_count() == 1:
        return "fork"
    return "forkserver" if "forkserver" in methods else "spawn"


def _context() -> BaseContext:
    method = start_method()
    context = multiprocessing.get_context(method)
    if method == "forkserver":
        context.set_forkserver_preload([__name__])
    return context


def play_many(
    game: str,
    options: dict[str, Any],
    bot: str,
    games: int,
    seed: int,
    *,
    workers: int | None = None,
    chunk: int | None = None,
    key: str | None = None,
    start: float | None = None,
    max_commands: int = MAX_COMMANDS,
) -> Iterator[list[Played]]:
    """Play ``games`` matches across ``workers`` processes (default: all cores); yields each chunk.

    Chunks come back in order. ``key`` names the run (match ids and token hashes derive from it; a
    random one by default): with the same seed and key the matches are the same, byte for byte,
    whatever ``workers`` and ``chunk`` are (and the same ``start``: every match is created then,
    default now). A match stops unfinished after ``max_commands`` commands.
    """
    if max_commands < 1:
        raise SimulationError("max_commands is at least 1")
    begin = time.time() if start is None else start
    engines, _, _ = _tools()
    if game not in engines:
        raise SimulationError(f"no game {game!r}; games: {sorted(engines)}")
    engine = engines[game]
    try:
        typed = decode_options(engine, options)
    except RuleViolation as violation:
        raise SimulationError(violation.message) from violation
    seat_bots(engine, bot, engine.seats(typed))
    run = uuid.uuid4().hex if key is None else key
    pairs = seeds_for(seed, games)
    workers = workers_for(workers, games)
    size = chunk or chunk_size(games, workers)
    chunks: list[Chunk] = [
        (game, options, bot, run, begin, max_commands, pairs[i : i + size]) for i in range(0, len(pairs), size)
    ]
    workers = min(workers, len(chunks) or 1)
    if workers == 1:
        for item in chunks:
            yield _play_chunk(item)
        return
    context = _context()
    # Objects that exist now are the parent's: keep them out of the workers' garbage collections.
    gc.freeze()
    try:
        pool = context.Pool(workers)
    finally:
        gc.unfreeze()
    with pool:
        yield from pool.imap(_play_chunk, chunks)


def store_played(store: EventStore, played: list[Played]) -> int:
    """Append the chunk's matches, and the facts of those that finished, in one insert (one
    transaction); returns the number of the matches' events (facts left out)."""
    ids = [uuid.UUID(match.match_id) for match in played]  # once per match, not per event
    events: list[StoredEvent] = []
    for match, match_id in zip(played, ids, strict=True):
        events.extend(stored(match_id, version, topic, data) for version, topic, data in match.rows)
        if match.facts is not None:
            events.append(stored(facts_stream(match.match_id), 1, *match.facts))
    store.insert(events)
    return sum(len(match.rows) for match in played)


@dataclass
class Summary:
    """What ``folie simulate`` prints."""

    game: str
    bot: str
    games: int = 0
    finished: int = 0
    capped: int = 0
    """Matches stopped at the command cap, unfinished."""
    won: int = 0
    lost: int = 0
    turns: int = 0
    events: int = 0
    commands: int = 0
    refused: int = 0
    play_seconds: float = 0.0
    """Wall time to play and store every match (the workers play while the parent stores)."""
    store_seconds: float = 0.0
    """Of which the parent spent inserting into the store."""
    project_seconds: float | None = None
    """The projector's catch-up afterwards (``None``: not projected here)."""
    workers: int = 1
    reasons: dict[str, int] | None = None

    def add(self, played: list[Played]) -> None:
        reasons = self.reasons if self.reasons is not None else {}
        for match in played:
            self.games += 1
            self.events += len(match.rows)
            self.commands += match.commands
            self.capped += match.capped
            self.refused += match.refused
            if match.finished:
                self.finished += 1
                self.turns += match.turns
                self.won += match.result == "won"
                self.lost += match.result == "lost"
                if match.result != "won" and match.reason:
                    reasons[match.reason] = reasons.get(match.reason, 0) + 1
        self.reasons = reasons

    def lines(self) -> list[str]:
        low, high = wilson(self.won, self.finished)
        rate = self.won / self.finished if self.finished else math.nan
        per_second = self.games / self.play_seconds if self.play_seconds else math.nan
        out = [
            f"{'game':<24}{self.game}",
            f"{'bot':<24}{self.bot}",
            f"{'matches':<24}{self.games} ({self.finished} finished)",
            f"{'capped (unfinished)':<24}{self.capped}",
            f"{'won / lost':<24}{self.won} / {self.lost}",
            f"{'win rate (95% CI)':<24}{rate:.3f} [{low:.3f}, {high:.3f}]",
            f"{'mean turns':<24}{self.turns / max(1, self.finished):.1f}",
            f"{'events / match':<24}{self.events / max(1, self.games):.1f}",
            f"{'commands / match':<24}{self.commands / max(1, self.games):.1f}",
            f"{'matches / s':<24}{per_second:.1f} ({self.workers} worker{'s' if self.workers != 1 else ''})",
            f"{'play + store s':<24}{self.play_seconds:.2f} (storing {self.store_seconds:.2f})",
        ]
        if self.refused:
            out.append(f"{'refused commands':<24}{self.refused}")
        if self.project_seconds is not None:
            out.append(f"{'project s':<24}{self.project_seconds:.2f}")
        for reason, count in sorted((self.reasons or {}).items(), key=lambda item: -item[1])[:5]:
            out.append(f"{'lost: ' + reason:<23} {count}")
        return out


def wilson(successes: int, trials: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval of a proportion (95% by default); ``(nan, nan)`` without trials."""
    if trials == 0:
        return math.nan, math.nan
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)
