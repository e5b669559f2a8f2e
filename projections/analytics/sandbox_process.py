"""Ad-hoc SQL in a process of its own, under hard memory and time caps.

DuckDB's own limits are not enough to protect the server: its ``memory_limit`` covers the buffer
manager, not every allocation (``length(repeat('x', 1000000000))`` took a worker from 191 MB to
2.1 GB), and an interrupt is only seen between steps. So each query runs in a child process
(``python -m projections.analytics.sandbox_process``) that, before it touches the query, caps its
own address space (``RLIMIT_AS``) and CPU time (``RLIMIT_CPU``); the parent kills it when the wall
clock runs out. Whatever the query does, the worst is a dead child: the server's memory does not
move, and the caller gets a problem with a stable code:

* ``query_too_large`` (413): the query needed more memory than the cap (or its result is too big);
* ``query_timeout`` (504): it ran past its time limit (interrupt, CPU limit or wall-clock kill);
* ``query_aborted`` (422): the child died some other way.

A child is started ahead of its query (:func:`warm`, then one after each query): it loads Python and
DuckDB and waits for its request; it caps itself and opens the file only once the request came.
The child opens a copy of the analytics file read-only (:mod:`projections.analytics.snapshots`)
with external access off and its configuration locked, then applies :func:`sandbox.check` and
:func:`sandbox.run` exactly as before. It answers one JSON document on stdout.
"""

from __future__ import annotations

import math
import os
import resource
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import msgspec

from projections.analytics import sandbox

ADDRESS_SPACE = 1024 * 2**20
"""The child's whole address space (``RLIMIT_AS``). A child that has loaded DuckDB and opened a
file maps about 250 MB with ``MALLOC_ARENA_MAX=2``; the rest is for the query."""
MEMORY_LIMIT = "256MB"
"""DuckDB's own buffer limit inside the child (the address-space cap catches what it misses)."""
THREADS = 1
STARTUP_S = 3.0
"""Time allowed on top of a query's limit for the child to start, load DuckDB and answer."""
MAX_RESULT_BYTES = 32 * 2**20
ROOT = Path(__file__).resolve().parents[2]


class Request(msgspec.Struct, frozen=True):
    path: str
    sql: str
    limit: int
    timeout: float


class Answer(msgspec.Struct, frozen=True):
    columns: list[tuple[str, str]] = []
    rows: list[Any] = []
    truncated: bool = False
    elapsed_ms: float = 0.0
    refused: tuple[str, str, int] | None = None


class _Spare:
    """The child started ahead for the next query (one per process)."""

    child: subprocess.Popen[bytes] | None = None
    lock = threading.Lock()


def _start() -> subprocess.Popen[bytes]:
    """A child that loads Python and DuckDB, then waits for its request on stdin (nothing capped or opened
    before the request comes: the caps and the file are the request's)."""
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "PYTHONPATH": str(ROOT),
        "MALLOC_ARENA_MAX": "2",
        "PYTHONDONTWRITEBYTECODE": "1",
    }
    return subprocess.Popen(
        [sys.executable, "-m", "projections.analytics.sandbox_process"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
        cwd=str(ROOT),
        start_new_session=True,
    )


def warm() -> None:
    """Start the spare child now, so that the next query does not wait for Python and DuckDB to load (about
    0.2 s on a quiet machine, a second or more on a busy one)."""
    with _Spare.lock:
        if _Spare.child is None or _Spare.child.poll() is not None:
            _Spare.child = _start()


def _take() -> subprocess.Popen[bytes]:
    """The spare child (started by the previous query or :func:`warm`), or a new one; a new spare is
    started for the next query. Each child answers one query and exits."""
    with _Spare.lock:
        child, _Spare.child = _Spare.child, _start()
    if child is None or child.poll() is not None:
        child = _start()
    return child


def run(path: Path, sql: str, *, limit: int, timeout: float) -> sandbox.QueryResult:
    """Run ``sql`` over the snapshot at ``path`` in a capped child; raise :class:`sandbox.QueryRefused`."""
    limit = max(1, min(limit, sandbox.MAX_LIMIT))
    timeout = max(0.05, min(timeout, sandbox.MAX_TIMEOUT))
    request = msgspec.json.encode(Request(str(path), sql, limit, timeout))
    child = _take()
    try:
        out, err = child.communicate(request, timeout=timeout + STARTUP_S)
    except subprocess.TimeoutExpired:
        child.kill()
        child.communicate()
        raise _timeout(timeout) from None
    except BaseException:
        child.kill()
        child.wait()
        raise
    if child.returncode != 0 or not out:
        raise _death(child.returncode, err.decode(errors="replace"), timeout)
    try:
        answer = msgspec.json.decode(out, type=Answer)
    except msgspec.DecodeError:
        raise _death(child.returncode, err.decode(errors="replace"), timeout) from None
    if answer.refused is not None:
        code, message, status = answer.refused
        raise sandbox.QueryRefused(code, message, status)
    columns = [sandbox.Column(name, kind) for name, kind in answer.columns]
    return sandbox.QueryResult(columns, [tuple(row) for row in answer.rows], answer.truncated, answer.elapsed_ms)


def _timeout(timeout: float) -> sandbox.QueryRefused:
    return sandbox.QueryRefused("query_timeout", f"The query ran longer than {timeout:g} s and was stopped.", 504)


def _too_large() -> sandbox.QueryRefused:
    return sandbox.QueryRefused(
        "query_too_large", f"The query needs more than the sandbox's {ADDRESS_SPACE // 2**20} MB of memory.", 413
    )


def _death(code: int, stderr: str, timeout: float) -> sandbox.QueryRefused:
    """The problem for a child that exited without an answer."""
    if code in (-signal.SIGXCPU, -signal.SIGKILL):
        return _timeout(timeout)
    if any(word in stderr for word in ("MemoryError", "bad_alloc", "Out of Memory", "std::bad_alloc")):
        return _too_large()
    return sandbox.QueryRefused("query_aborted", "The query stopped the sandbox's process; nothing was returned.", 422)


# -- the child ---------------------------------------------------------------------------------
def _cap(timeout: float) -> None:
    """Cap this process before the query runs: address space, CPU seconds, no core files."""
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))
    cpu = math.ceil(timeout * THREADS) + 2
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def _jsonable(value: Any) -> Any:
    """DuckDB values JSON cannot carry as they are (128-bit integers, maps with non-text keys)."""
    if isinstance(value, int) and not isinstance(value, bool) and not -(2**63) <= value < 2**64:
        return str(value)
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return value


def child() -> int:
    import duckdb

    from projections.analytics.database import config

    request = msgspec.json.decode(sys.stdin.buffer.read(), type=Request)
    con = duckdb.connect(request.path, read_only=True, config=config(threads=THREADS, memory_limit=MEMORY_LIMIT))
    _cap(request.timeout)
    try:
        result = sandbox.run(con, request.sql, limit=request.limit, timeout=request.timeout)
        answer = Answer(
            columns=[(c.name, c.type) for c in result.columns],
            rows=[[_jsonable(v) for v in row] for row in result.rows],
            truncated=result.truncated,
            elapsed_ms=result.elapsed_ms,
        )
        data = msgspec.json.encode(answer, enc_hook=str)
    except sandbox.QueryRefused as refused:
        data = msgspec.json.encode(Answer(refused=(refused.code, refused.message, refused.status)))
    except MemoryError:
        data = msgspec.json.encode(Answer(refused=(_too_large().code, _too_large().message, 413)))
    if len(data) > MAX_RESULT_BYTES:
        message = f"The result is larger than {MAX_RESULT_BYTES // 2**20} MB; ask for fewer rows or columns."
        data = msgspec.json.encode(Answer(refused=("result_too_large", message, 413)))
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()
    return 0


if __name__ == "__main__":
    sys.exit(child())
