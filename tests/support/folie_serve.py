"""A real ``folie serve`` in its own process, for the tests that need the whole program (its command
line, its logging set-up, its start-up checks) rather than the app in-process: a free port, the start,
the wait for ``/healthz``, the stop."""

from __future__ import annotations

import contextlib
import os
import random
import socket
import subprocess
import sys
import time
from collections.abc import Iterator, Mapping
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[2]


EPHEMERAL = Path("/proc/sys/net/ipv4/ip_local_port_range")
PICK = random.SystemRandom()


def free_port() -> int:
    """A free port for a server started next, chosen below the kernel's ephemeral range.

    A port the kernel hands out (``bind(0)``) is free now but may be given to any outgoing connection
    (the tests' own clients, or another test process) before the server binds it: a server then failed
    with "address already in use" under parallel runs. Below the ephemeral range only another server
    can take it, and the pick is random, so two test processes collide about once in 10,000 picks."""
    low = int(EPHEMERAL.read_text().split()[0]) if EPHEMERAL.exists() else 32768
    for _ in range(200):
        port = PICK.randrange(max(1024, low - 12000), low)
        with socket.socket() as sock:
            try:
                sock.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise RuntimeError(f"no free port below {low}")


def listening(pid: int, port: int) -> bool:
    """Whether process ``pid`` holds the socket listening on ``port`` of 127.0.0.1 (Linux's ``/proc``).

    A free port can still be taken by another test process's server between the pick and the bind
    (several xdist workers, or several checkouts' suites on one machine): that server then answers
    this one's ``/healthz``, and the test talks to the wrong server while its own one dies of
    "address already in use" (the port collision ``test_slow_clients.py`` met once). Only an answer
    from a port this process listens on counts."""
    wanted = f"0100007F:{port:04X}"
    inodes = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with contextlib.suppress(OSError):
            for line in Path(table).read_text().splitlines()[1:]:
                fields = line.split()
                if (
                    fields[1].endswith(f":{port:04X}")
                    and fields[3] == "0A"
                    and (fields[1] == wanted or set(fields[1].partition(":")[0]) == {"0"})
                ):
                    inodes.add(f"socket:[{fields[9]}]")
    with contextlib.suppress(OSError):
        for fd in Path(f"/proc/{pid}/fd").iterdir():
            with contextlib.suppress(OSError):
                if os.readlink(fd) in inodes:
                    return True
    return False


START_SECONDS = 180
"""How long a ``folie serve`` may take to answer ``/healthz``: a wait, not a bound. Idle it starts in about
2 s; niced under a load of 21 (seven sessions' tests on two cores) it took 65 s (issue 36)."""


class PortTaken(Exception):
    """Another process listens on the port picked for a server: pick another one and start again."""


def wait_until_up(url: str, process: subprocess.Popen[bytes] | None = None, log: Path | None = None) -> None:
    """Until ``/healthz`` answers 200 from ``process`` (when given: see :func:`listening`); a server that
    exits meanwhile fails with its log's tail, or raises :class:`PortTaken` if its port was taken."""
    deadline = time.monotonic() + START_SECONDS
    port = int(url.rpartition(":")[2].partition("/")[0])
    while True:
        if process is not None and process.poll() is not None:
            said = log.read_text(errors="replace")[-3000:] if log else "folie serve exited"
            if "address already in use" in said.lower():
                raise PortTaken(said)
            raise AssertionError(said)
        try:
            if httpx.get(f"{url}/healthz", timeout=5).status_code == 200 and (
                process is None or listening(process.pid, port)
            ):
                return
        except httpx.HTTPError:
            pass
        assert time.monotonic() < deadline, "folie serve did not start"
        time.sleep(0.1)


@contextlib.contextmanager
def folie_serve(env: Mapping[str, str], log: Path, *args: str) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """``folie serve`` on a free port with ``env`` over this process's environment (without
    ``FOLIE_DATABASE_URL``, so ``SQLITE_DBNAME`` chooses the store) and ``args``, its output in ``log``;
    up when entered, stopped (terminated, then killed) when left: ``(url, process)``. A port another
    process took meanwhile is left for another one (:class:`PortTaken`)."""
    environment = {key: value for key, value in os.environ.items() if key != "FOLIE_DATABASE_URL"}
    environment.update(env)
    for attempt in range(5):
        port = free_port()
        with log.open("wb") as out:
            process = subprocess.Popen(
                [sys.executable, "-m", "service.cli", "serve", "--port", str(port), *args],
                cwd=ROOT,
                env=environment,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        try:
            url = f"http://127.0.0.1:{port}"
            try:
                wait_until_up(url, process, log)
            except PortTaken:
                if attempt == 4:
                    raise
                continue
            yield url, process
            return
        finally:
            stop(process)


def stop(process: subprocess.Popen[bytes]) -> None:
    """Terminate, then kill after 20 s."""
    process.terminate()
    try:
        process.wait(20)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
