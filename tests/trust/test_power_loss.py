"""Durability with ``FOLIE_SQLITE_SYNCHRONOUS=full`` under power-loss-like faults.

``folie serve`` runs as a subprocess on SQLite with an fsync per commit; client threads send random
legal commands (every registered game) with idempotency keys; then a fault:

* **torn write**: SIGKILL at a random moment, then the write-ahead log is cut at a random byte past
  the last commit that holds an acknowledged command (what a power loss may leave: bytes not yet
  synced, the last frame half written), and the ``-shm`` index (memory, not disk) is dropped;
* **failing fsync**: the server runs under ``strace``, which makes every ``fsync``/``fdatasync`` from
  a random call on fail with ``EIO`` (the disk went away under the commit);
* **full disk**: the database lives on a 2 MiB tmpfs, nearly full, and the clients play on until
  the writes fail with ``ENOSPC``.

Every time: 0 acknowledged commands lost (each stored once, at the versions its response named),
nothing half-written, ``folie verify`` exits 0, and the server restarts on the recovered files and
takes commands again. Raise ``FOLIE_TRUST_TORN`` (default 3, 20 with ``FOLIE_TRUST_LARGE=1``) for
more torn writes.
"""

from __future__ import annotations

import contextlib
import os
import random
import shutil
import struct
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from domain.registry import default_engines
from domain.rng import Rng
from projections.codec import Codec
from projections.matches import MatchRepository
from projections.store import EventStore, StoreConfig
from tests.support.tmpfs import fill, tmpfs
from tests.trust import figures
from tests.trust.play import GAMES, Played, Sent, create, next_command, send
from tests.trust.test_crash_consistency import ROOT, Player, Service, check_store

TORN = int(os.environ.get("FOLIE_TRUST_TORN", "20" if os.environ.get("FOLIE_TRUST_LARGE") else "3"))
FSYNC_FAULTS = 10 if os.environ.get("FOLIE_TRUST_LARGE") else 2
FULL = {"FOLIE_SQLITE_SYNCHRONOUS": "full"}
CLIENTS = 4
WAL_HEADER = 32
FRAME_HEADER = 24


def commit_ends(wal: Path) -> tuple[list[int], int]:
    """Byte offsets just past each commit frame of the WAL's current generation (frames whose salts
    match the header's; a commit frame records the database size after the commit), and the end of
    that generation's last frame (past it: frames of an older generation, already checkpointed)."""
    data = wal.read_bytes() if wal.exists() else b""
    if len(data) < WAL_HEADER:
        return [], len(data)
    page_size = struct.unpack(">I", data[8:12])[0]
    salts = data[16:24]
    ends, offset = [], WAL_HEADER
    while offset + FRAME_HEADER + page_size <= len(data):
        header = data[offset : offset + FRAME_HEADER]
        if header[8:16] != salts:
            break
        offset += FRAME_HEADER + page_size
        if struct.unpack(">I", header[4:8])[0] != 0:
            ends.append(offset)
    return ends, offset


def backfilled_end(live: Path) -> int:
    """Byte offset in the WAL up to which a checkpoint already copied frames into the database file
    (``nBackfill`` of the WAL index in ``-shm``, native byte order): those frames were fsynced before
    the copy began, so no power loss can take them back, and cutting them would leave the database
    file ahead of its log (a state no crash produces)."""
    shm, wal = Path(f"{live}-shm"), Path(f"{live}-wal")
    if not shm.exists() or not wal.exists():
        return 0
    index, header = shm.read_bytes(), wal.read_bytes()[:WAL_HEADER]
    if len(index) < 100 or len(header) < WAL_HEADER:
        return 0
    page_size = struct.unpack(">I", header[8:12])[0]
    frames = int.from_bytes(index[96:100], sys.byteorder)
    return WAL_HEADER + frames * (FRAME_HEADER + page_size) if frames else 0


def copy_cut(source: Path, target: Path, cut: int | None) -> None:
    """``source`` and its WAL copied to ``target``, the WAL cut at ``cut`` bytes; no ``-shm``."""
    for suffix in ("-shm", "-wal", ""):
        Path(f"{target}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(source, target)
    wal = Path(f"{source}-wal")
    if wal.exists():
        data = wal.read_bytes()
        Path(f"{target}-wal").write_bytes(data if cut is None else data[:cut])


def stored_keys(path: Path, matches: dict[str, Played]) -> set[str]:
    engines = default_engines()
    store = EventStore(StoreConfig(sqlite_path=str(path)))
    try:
        repo = MatchRepository(store, Codec(engines), engines)
        return {r.key for match_id in matches for r in repo.records(match_id) if r.key is not None}
    finally:
        store.close()


def folie_verify(path: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "FOLIE_DATABASE_URL": f"sqlite:///{path}"}
    return subprocess.run(
        [sys.executable, "-m", "service.cli", "verify"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


@contextlib.contextmanager
def serving(live: Path, log: Path) -> Iterator[tuple[Service, list[Sent], dict[str, Played]]]:
    """A server on ``live`` with an fsync per commit (not started yet), the ledger of what was sent and
    the matches played; the server is killed on the way out, whatever happened."""
    service = Service(f"sqlite:///{live}", log, FULL)
    try:
        yield service, [], {}
    finally:
        service.kill()


def load(service: Service, ledger: list[Sent], matches: dict[str, Played], seconds: float) -> list[Player]:
    players = [Player(i, service.url, ledger, matches) for i in range(CLIENTS)]
    for player in players:
        player.start()
    time.sleep(seconds)
    return players


def still_serves(service: Service, ledger: list[Sent], matches: dict[str, Played]) -> None:
    """After recovery the server takes a new match and a command for it."""
    with httpx.Client(base_url=service.url, timeout=10) as client:
        game, options = random.choice(GAMES)
        played = create(client, game, options)
        matches[played.match_id] = played
        move = next_command(client, played, Rng(random.getrandbits(63)))
        assert move is not None
        sent = send(client, played, *move)
        ledger.append(sent)
        assert sent.status == 200, sent


def test_a_torn_wal_tail_loses_no_acknowledged_action(tmp_path: Path) -> None:
    live = tmp_path / "events.sqlite"
    log = tmp_path / "server.log"
    with serving(live, log) as (service, ledger, matches):
        for round_ in range(TORN):
            service.start()
            players = load(service, ledger, matches, random.uniform(0.5, 1.5))
            service.kill()
            for player in players:
                player.join(timeout=30)
            acknowledged = {s.key for s in ledger if s.status == 200}
            ends, written = commit_ends(Path(f"{live}-wal"))
            # The first commit boundary that holds every acknowledged command: with an fsync per
            # commit before the answer, everything up to it was on the disk when the power went.
            probe = tmp_path / "probe.sqlite"
            low, high = 0, len(ends)
            while low < high:
                middle = (low + high) // 2
                copy_cut(live, probe, ends[middle])
                if acknowledged <= stored_keys(probe, matches):
                    high = middle
                else:
                    low = middle + 1
            wal_size = Path(f"{live}-wal").stat().st_size if Path(f"{live}-wal").exists() else 0
            durable = max(ends[low] if low < len(ends) else written, backfilled_end(live))
            cut = random.randint(durable, min(wal_size, max(durable, written + FRAME_HEADER)))
            crashed = tmp_path / f"torn-{round_}.sqlite"
            copy_cut(live, crashed, cut)
            figures.add("power_loss.torn.unacknowledged_wal_bytes_cut", max(0, written - cut))
            check_store(StoreConfig(sqlite_path=str(crashed)), ledger, matches)
            verified = folie_verify(crashed)
            assert verified.returncode == 0, verified.stdout + verified.stderr
            # The torn files become the live ones: the server recovers and plays on from them.
            copy_cut(crashed, live, None)
            service.start()
            still_serves(service, ledger, matches)
            service.kill()
            figures.add("power_loss.torn.recovered")
        figures.add("power_loss.torn.acknowledged_commands_checked", sum(s.status == 200 for s in ledger))


@pytest.fixture
def small_disk(tmp_path: Path) -> Iterator[Path]:
    with tmpfs(tmp_path / "disk", 2) as disk:
        yield disk


def test_a_full_disk_loses_no_acknowledged_action(tmp_path: Path, small_disk: Path) -> None:
    live = small_disk / "events.sqlite"
    log = tmp_path / "server.log"
    with serving(live, log) as (service, ledger, matches):
        service.start()
        filler = fill(small_disk, 400_000)
        players = load(service, ledger, matches, 0.0)
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not any(s.status >= 500 for s in ledger):
            time.sleep(0.2)
        time.sleep(0.5)
        with httpx.Client(base_url=service.url, timeout=10) as client:
            ready = client.get("/healthz").status_code
        service.kill()
        for player in players:
            player.join(timeout=30)
        refused = [s for s in ledger if s.status >= 500]
        assert refused, "the disk never filled up"
        # A full disk is a 503 with a stable code saying to retry with the key, logged once, no traceback.
        assert {s.status for s in refused} == {503}, {(s.status, s.code) for s in refused}
        assert {s.code for s in refused} <= {"storage_full", "storage_failed"}, {s.code for s in refused}
        assert all("Idempotency-Key" in s.detail for s in refused), refused[0].detail
        said = log.read_text(errors="replace")
        assert "Traceback" not in said and "internal_error" not in said, said[-3000:]
        # Once per outage: a commit that fits in what a checkpoint freed ends one ("commits again"), and
        # the next full commit starts another; never a line per refused request.
        outages = said.count("the event store commits again") + 1
        assert said.count("cannot write: its disk is full") <= outages, said[-3000:]
        assert ready == 200, "the process stops answering when its disk is full"
        unstored = {s.key for s in refused if s.code == "storage_full"} & stored_keys(live, matches)
        assert not unstored, f"{len(unstored)} commands answered storage_full were stored"
        figures.add("power_loss.enospc.commands_refused", len(refused))
        figures.add("power_loss.enospc.acknowledged_commands_checked", sum(s.status == 200 for s in ledger))
        check_store(StoreConfig(sqlite_path=str(live)), ledger, matches)
        verified = folie_verify(live)
        assert verified.returncode == 0, verified.stdout + verified.stderr
        # Space freed: the same files serve again, and a retried key never appends twice.
        filler.unlink()
        service.start()
        still_serves(service, ledger, matches)
        service.kill()
        check_store(StoreConfig(sqlite_path=str(live)), ledger, matches)


def strace_works() -> bool:
    if shutil.which("strace") is None:
        return False
    tried = subprocess.run(["strace", "-qq", "-o", "/dev/null", "true"], capture_output=True, check=False)
    return tried.returncode == 0


@pytest.mark.skipif(not strace_works(), reason="strace cannot trace here (not installed, or ptrace not permitted)")
def test_failing_fsyncs_lose_no_acknowledged_action(tmp_path: Path) -> None:
    live = tmp_path / "events.sqlite"
    log = tmp_path / "server.log"
    with serving(live, log) as (service, ledger, matches):
        for _ in range(FSYNC_FAULTS):
            first = random.randint(3, 40)
            service.prefix = ["strace", "-f", "-qq", "-o", "/dev/null", "-e", "trace=fsync,fdatasync"]
            service.prefix += ["-e", f"inject=fsync,fdatasync:error=EIO:when={first}+"]
            try:
                service.start()
            except AssertionError:
                # The fault came while the server opened its store: it refuses to start, saying so.
                service.kill()
                assert "cannot be opened" in log.read_text(errors="replace"), log.read_text()[-2000:]
                figures.add("power_loss.fsync.refused_to_start")
                failed = []
            else:
                players = load(service, ledger, matches, 0.0)
                before = len(ledger)
                deadline = time.monotonic() + 30
                while time.monotonic() < deadline and not any(s.status >= 500 for s in ledger[before:]):
                    time.sleep(0.1)
                service.kill()
                for player in players:
                    player.join(timeout=30)
                failed = [s for s in ledger[before:] if s.status >= 500]
                assert failed, "no commit failed: the injection did not reach the store's fsync"
                # Its outcome is unknown (the bytes may be on the disk): the answer must not claim either.
                assert {(s.status, s.code) for s in failed} == {(503, "storage_failed")}, {s.code for s in failed}
                assert all("may or may not have been stored" in s.detail for s in failed), failed[0].detail
                figures.add("power_loss.fsync.commands_failed", len(failed))
            check_store(StoreConfig(sqlite_path=str(live)), ledger, matches)
            verified = folie_verify(live)
            assert verified.returncode == 0, verified.stdout + verified.stderr
            stored = stored_keys(live, matches)
            figures.add("power_loss.fsync.failed_yet_stored", sum(s.key in stored for s in failed))
            service.prefix = []
            service.start()
            still_serves(service, ledger, matches)
            # A client told "failed" retries with its key: the command is applied at most once.
            with httpx.Client(base_url=service.url, timeout=10) as client:
                for sent in failed[:5]:
                    ledger.append(send(client, matches[sent.match_id], sent.seat, sent.body, key=sent.key))
            service.kill()
            check_store(StoreConfig(sqlite_path=str(live)), ledger, matches)
            figures.add("power_loss.fsync.recovered")
        figures.add("power_loss.fsync.acknowledged_commands_checked", sum(s.status == 200 for s in ledger))
