"""``folie verify``: fold every match in the event store and check it, reporting corrupt histories.

Run it after a crash, a restore or an upgrade (the server may keep running: it only reads). For each
match it checks that versions run 1, 2, 3... without a gap; that every event decodes (upcasting old
schema versions) and the stream opens with ``match_created`` for a registered game; that the history
folds; that envelopes are sane (an idempotency key names one contiguous command); that the folded
state survives an encode/decode round trip and equals the fold from the latest snapshot; and that
the engine can still answer for it: status, every seat's view, and legal actions that parse as
commands. Any failure is reported with the match, the version and a stable code; nothing is fixed
and nothing crashes. Exit status 0 if every match passed, 1 otherwise, 2 if the store is unreachable.
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from typing import Any
from uuid import UUID

import msgspec

from domain.bots import fill
from domain.contract import Engine
from domain.idempotency import key_slot
from domain.match import evolve, new_match
from domain.match_events import MatchCreated, Record
from domain.match_state import Match
from domain.rng import Rng
from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreCorrupt, StoreUnavailable

PAGE = 5000


@dataclass(frozen=True)
class Finding:
    match_id: str
    code: str
    detail: str
    version: int | None = None


@dataclass
class Report:
    matches: int = 0
    events: int = 0
    findings: list[Finding] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.findings


class Corrupt(Exception):
    def __init__(self, code: str, detail: str, version: int | None = None) -> None:
        super().__init__(detail)
        self.code = code
        self.detail = detail
        self.version = version


def register(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    verify = commands.add_parser(
        "verify",
        help="fold every match and check it; report corrupt histories",
        description="Fold every match of the event store and check it (progress on stderr). Exit 0: every match "
        "passed; 1: problems found (listed); 2: the store cannot be opened.",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    verify.add_argument("--json", action="store_true", help="print the report as JSON")
    verify.add_argument("--quiet", action="store_true", help="no progress on stderr")
    verify.add_argument("--match", action="append", default=[], help="check only this match id (repeatable)")
    verify.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from domain.registry import default_engines
    from service.commands.progress import Progress
    from service.settings import Settings

    try:
        store = EventStore(Settings.from_env().store)
    except StoreUnavailable as error:
        sys.stderr.write(f"folie verify: cannot open the event store: {error}\n")
        return 2
    except Exception as error:
        sys.stderr.write(f"folie verify: cannot open the event store: {type(error).__name__}: {error}\n")
        return 2
    try:
        shown = Progress("verify", quiet=args.quiet)
        report = verify_store(store, default_engines(), only=args.match or None, progress=shown.events)
        shown.done(None)
    finally:
        store.close()
    if args.json:
        sys.stdout.write(msgspec.json.encode(asdict(report)).decode() + "\n")
    else:
        for finding in report.findings:
            where = f" at version {finding.version}" if finding.version is not None else ""
            sys.stdout.write(f"CORRUPT {finding.match_id}{where}: {finding.code}: {finding.detail}\n")
        verdict = "OK" if report.ok else f"{len(report.findings)} problem(s)"
        sys.stdout.write(f"{verdict}: {report.matches} matches, {report.events} events checked\n")
    return 0 if report.ok else 1


def match_ids(store: EventStore) -> Iterator[UUID]:
    """Every match in the store, in order of its first event (from the notification log); the
    streams of matches' facts (:mod:`domain.facts`) are not matches."""
    from domain.facts import FACT_EVENTS
    from domain.match_events import PLATFORM
    from projections.codec import EventType

    facts = {topic for cls in FACT_EVENTS for topic in EventType(PLATFORM, cls).stored_topics}
    seen: set[UUID] = set()
    start = 1
    while True:
        page = store.notifications(start, PAGE)
        if not page:
            return
        for notification in page:
            uuid = UUID(str(notification.originator_id))
            if uuid not in seen:
                seen.add(uuid)
                if notification.topic not in facts:
                    yield uuid
        start = page[-1].id + 1


STORE = "(store)"
"""The ``match_id`` of findings about the store's file rather than one match."""


def verify_store(
    store: EventStore,
    engines: dict[str, Engine[Any, Any]],
    only: list[str] | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> Report:
    """Check every match (or ``only`` these); ``progress(events checked, events in the store)`` after each."""
    report = Report()
    head = store.max_notification_id() if progress is not None else 0
    damage = sqlite_integrity(store)
    if damage is not None:
        report.findings.append(Finding(STORE, "store_corrupt", damage))
    repo = MatchRepository(store, Codec(engines), engines, cache_size=1)
    ids = iter([UUID(m) for m in only] if only else match_ids(store))
    while True:
        try:
            uuid = next(ids)
        except StopIteration:
            break
        except StoreCorrupt as error:  # the log itself cannot be read on: report it, check no further
            if damage is None:
                report.findings.append(Finding(STORE, "store_corrupt", str(error)))
            break
        report.matches += 1
        try:
            report.events += verify_match(repo, str(uuid))
        except Corrupt as corrupt:
            report.findings.append(Finding(str(uuid), corrupt.code, corrupt.detail, corrupt.version))
        except Exception as error:  # never crash on one bad match: report it and go on
            report.findings.append(Finding(str(uuid), "verify_error", f"{type(error).__name__}: {error}"))
        if progress is not None:
            progress(report.events, max(head, report.events))
    return report


def sqlite_integrity(store: EventStore) -> str | None:
    """What SQLite's ``PRAGMA integrity_check`` finds wrong with a SQLite store's file (``None``: nothing,
    or not a SQLite file store). It reads every page, so it finds damage no match's events touch."""
    path = store.config.sqlite_path
    if store.config.kind != "sqlite" or path == ":memory:":
        return None
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    except sqlite3.Error as error:
        return f"{path} cannot be opened to check it: {error}"
    try:
        rows = con.execute("PRAGMA integrity_check(20)").fetchall()
    except sqlite3.Error as error:
        rows = [(str(error),)]
    finally:
        con.close()
    problems = [str(row[0]) for row in rows if row[0] != "ok"]
    if not problems:
        return None
    return (
        f"{path} is damaged ({'; '.join(problems)[:500]}): restore it from a backup (docs/production.md); "
        "the matches listed below are the ones whose events could still be read"
    )


def verify_match(repo: MatchRepository, match_id: str) -> int:
    """Check one match; returns its number of events or raises :class:`Corrupt`."""
    rows = repo.store.select(UUID(match_id))
    if not rows:
        raise Corrupt("missing", "No events for this match.")
    records: list[Record] = []
    for expected, row in enumerate(rows, start=1):
        if row.originator_version != expected:
            raise Corrupt("version_gap", f"Expected version {expected}, found {row.originator_version}.", expected)
        try:
            records.append(repo.codec.decode(row.originator_version, row.topic, row.state))
        except Exception as error:
            raise Corrupt("undecodable_event", f"{row.topic}: {type(error).__name__}: {error}", expected) from None
    first = records[0].event
    if not isinstance(first, MatchCreated):
        raise Corrupt("no_match_created", f"The stream opens with {type(first).__name__}.", 1)
    engine = repo.engines.get(first.game)
    if engine is None:
        raise Corrupt("unknown_game", f"Game {first.game!r} is not registered on this server.", 1)
    _check_envelopes(records, first.seats)
    match = _fold(engine, match_id, records)
    _check_state(engine, match)
    _check_snapshot(engine, repo, match)
    return len(records)


def _check_envelopes(records: list[Record], seats: int) -> None:
    spans: dict[str, tuple[int, int, int]] = {}
    for record in records:
        if not 0 <= record.cmd < record.version:
            raise Corrupt("bad_envelope", f"Command version {record.cmd} is not before the event.", record.version)
        if record.seat is not None and not 0 <= record.seat < seats:
            raise Corrupt("bad_envelope", f"Seat {record.seat} does not exist.", record.version)
        if record.key is None:
            continue
        slot = key_slot(record.seat, record.key) if record.seat is not None else record.key
        cmd, first, last = spans.get(slot, (record.cmd, record.version, record.version - 1))
        if cmd != record.cmd or last != record.version - 1:
            raise Corrupt("duplicate_key", "A seat's idempotency key names two commands.", record.version)
        spans[slot] = (cmd, first, record.version)


def _fold(engine: Engine[Any, Any], match_id: str, records: list[Record]) -> Match:
    def state_at(version: int) -> Match:
        return _fold(engine, match_id, records[:version])

    assert isinstance(records[0].event, MatchCreated)
    match = new_match(match_id, records[0].event)
    for record in records[1:]:
        try:
            match = evolve(engine, match, record, state_at)
        except Exception as error:
            raise Corrupt("fold_failed", f"{type(error).__name__}: {error}", record.version) from None
    return match


def _check_state(engine: Engine[Any, Any], match: Match) -> None:
    version = match.version
    if match.state is None:
        raise Corrupt("no_state", "The history never sets the game up.", version)
    try:
        encoded = engine.encode_state(match.state)
        if engine.encode_state(engine.decode_state(encoded)) != encoded:
            raise Corrupt("state_roundtrip", "The state does not survive encode/decode.", version)
        status = engine.status(match.state)
        for seat in [None, *range(match.seats)]:
            msgspec.json.encode(engine.view(match.state, seat))
        rng = Rng(version)
        for seat in range(match.seats):
            for action in [] if status.finished else engine.legal_actions(match.state, seat):
                engine.parse_command(fill(action, rng))
    except Corrupt:
        raise
    except Exception as error:
        raise Corrupt("engine_refuses_state", f"{type(error).__name__}: {error}", version) from None
    if not status.finished and not status.to_act and engine.next_deadline(match.state) is None:
        raise Corrupt("stuck", "Nobody may act and no deadline is pending.", version)


def _check_snapshot(engine: Engine[Any, Any], repo: MatchRepository, match: Match) -> None:
    try:
        from_snapshot = repo.build(match.id)
    except Exception as error:
        raise Corrupt("snapshot_unusable", f"{type(error).__name__}: {error}") from None
    if from_snapshot is None or engine.encode_state(from_snapshot.state) != engine.encode_state(match.state):
        raise Corrupt("snapshot_mismatch", "The snapshot + tail fold differs from the full fold.", match.version)
