"""The production topology as plain processes on loopback (what ``deploy/local-cluster`` runs).

* a throwaway PostgreSQL cluster (Debian's server binaries, a temporary directory, 127.0.0.1; the
  same helper the test suite uses, which apt-installs ``postgresql`` when it is missing and we are root);
* N API workers, each ``folie serve --reuse-port`` on the same port: the kernel spreads connections
  over them (``SO_REUSEPORT``), so there is no proxy process to write or to fail;
* the analytics projector (``folie project``) when that command is installed;
* a supervisor loop that restarts any process that exits, like Kubernetes or compose would.

It prints one JSON object per line on standard output (``ready`` with the URL, the database URL and
the process ids; ``restarted`` when it replaces a process) and stops everything on SIGINT/SIGTERM.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path
from types import FrameType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.support.postgres import postgres_server  # noqa: E402 - needs the repository on sys.path

FOLIE = str(ROOT / ".venv" / "bin" / "folie")


def say(**fields: Any) -> None:
    print(json.dumps(fields), flush=True)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def has_command(name: str) -> bool:
    done = subprocess.run([FOLIE, name, "--help"], capture_output=True, check=False)
    return done.returncode == 0


class Supervisor:
    """Starts named processes and restarts those that exit, until asked to stop."""

    def __init__(self, env: dict[str, str], logs: Path) -> None:
        self.env = env
        self.logs = logs
        self.specs: dict[str, list[str]] = {}
        self.procs: dict[str, subprocess.Popen[bytes]] = {}
        self.stopping = False

    def start(self, name: str, argv: list[str]) -> subprocess.Popen[bytes]:
        self.specs[name] = argv
        log = open(self.logs / f"{name}.log", "ab")  # noqa: SIM115 - the child owns it
        proc = subprocess.Popen(argv, env=self.env, stdout=log, stderr=log, cwd=self.logs)
        log.close()
        self.procs[name] = proc
        return proc

    def watch(self) -> None:
        for name, proc in list(self.procs.items()):
            if proc.poll() is not None and not self.stopping:
                old = proc.pid
                new = self.start(name, self.specs[name])
                say(event="restarted", name=name, old=old, new=new.pid, exit_code=proc.returncode)

    def stop(self) -> None:
        self.stopping = True
        for proc in self.procs.values():
            if proc.poll() is None:
                proc.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + 15
        for proc in self.procs.values():
            try:
                proc.wait(timeout=max(0.1, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def prepare_store(database_url: str) -> None:
    """Create the schema and tables once: workers starting together on an empty database would race."""
    from projections.store import EventStore
    from service.settings import parse_database_url

    EventStore(parse_database_url(database_url)).close()


def wait_ready(port: int, count: int, seconds: float = 60.0) -> None:
    """Until ``count`` different workers have answered ``/readyz``."""
    import httpx

    seen: set[str] = set()
    deadline = time.monotonic() + seconds
    while len(seen) < count:
        if time.monotonic() > deadline:
            raise SystemExit(f"local-cluster: only {len(seen)} of {count} workers became ready")
        try:
            with httpx.Client(timeout=2) as client:  # a new connection each time: another worker may answer
                response = client.get(f"http://127.0.0.1:{port}/readyz")
            if response.status_code == 200:
                seen.add(response.json()["worker"])
        except httpx.HTTPError:
            time.sleep(0.1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="local-cluster", description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=0, help="API port (default: a free one)")
    parser.add_argument("--workers", type=int, default=3)
    parser.add_argument("--dir", type=Path, help="where logs and analytics go (default: a new temporary one)")
    parser.add_argument("--no-projector", action="store_true", help="do not start the analytics projector")
    args = parser.parse_args(argv)
    port = args.port or free_port()
    workdir = args.dir or Path(os.environ.get("TMPDIR", "/tmp")) / f"folie-cluster-{os.getpid()}"
    workdir.mkdir(parents=True, exist_ok=True)

    stop = False

    def on_signal(signum: int, frame: FrameType | None) -> None:
        nonlocal stop
        stop = True

    signal.signal(signal.SIGTERM, on_signal)
    signal.signal(signal.SIGINT, on_signal)

    with postgres_server() as server:
        database_url = f"{server.url()}?schema=folie"
        env = {
            **os.environ,
            "FOLIE_DATABASE_URL": database_url,
            "FOLIE_PORT": str(port),
            "FOLIE_ANALYTICS_PATH": str(workdir / "analytics.duckdb"),
            "FOLIE_ANALYTICS_PROJECTOR": "external",  # the projector below owns the DuckDB file
            "FOLIE_SERVED_BY": os.environ.get("FOLIE_SERVED_BY", "on"),  # which worker answered (host:pid)
        }
        prepare_store(database_url)
        supervisor = Supervisor(env, workdir)
        try:
            for n in range(args.workers):
                supervisor.start(f"api-{n}", [FOLIE, "serve", "--reuse-port", "--host", "127.0.0.1"])
            wait_ready(port, args.workers)
            projector = None
            if not args.no_projector and has_command("project"):
                projector = supervisor.start("projector", [FOLIE, "project", "--quiet"])
            say(
                event="ready",
                url=f"http://127.0.0.1:{port}",
                database_url=database_url,
                workers=[supervisor.procs[f"api-{n}"].pid for n in range(args.workers)],
                projector=projector.pid if projector else None,
                logs=str(workdir),
            )
            while not stop:
                supervisor.watch()
                time.sleep(0.2)
        finally:
            supervisor.stop()
            say(event="stopped")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
