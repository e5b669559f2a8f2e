"""A throwaway PostgreSQL cluster for tests: Debian's server binaries, a temporary directory, loopback.

If the server binaries are missing and we are root on Debian (as on CI), they are installed with
apt-get first. The cluster runs as the ``postgres`` system user (PostgreSQL refuses to run as root)
on 127.0.0.1 and a free port, and is stopped at the end of the session.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from projections.store import StoreConfig
from service.settings import Settings
from tests.support.apt import apt_install, can_install
from tests.support.folie_serve import free_port


class PostgresUnavailable(RuntimeError):
    """No PostgreSQL server could be found or installed here."""


@dataclass(frozen=True)
class Server:
    host: str
    port: int
    user: str
    password: str
    dbname: str

    def url(self) -> str:
        return f"postgresql://{self.user}:{self.password}@{self.host}:{self.port}/{self.dbname}"

    def where(self, schema: str) -> dict[str, str]:
        """The event store's ``postgres`` settings for ``schema`` on this server."""
        return {
            "dbname": self.dbname,
            "host": self.host,
            "port": str(self.port),
            "user": self.user,
            "password": self.password,
            "schema": schema,
        }

    def app_settings(self, analytics: Path) -> tuple[Settings, str]:
        """An app's settings whose store is a new schema on this server (projector off): ``(settings, schema)``."""
        schema = "t_" + uuid.uuid4().hex[:12]
        store = StoreConfig(kind="postgres", postgres=self.where(schema))
        return Settings(store=store, analytics_path=str(analytics), analytics_projector="off"), schema


def _bindir() -> Path | None:
    for candidate in sorted(glob.glob("/usr/lib/postgresql/*/bin"), reverse=True):
        if Path(candidate, "initdb").exists():
            return Path(candidate)
    found = shutil.which("initdb")
    return Path(found).parent if found else None


def _install() -> None:
    if not can_install():
        raise PostgresUnavailable("PostgreSQL is not installed and cannot be installed here (need root + apt)")
    apt_install("postgresql", lambda: _bindir() is not None)


def _as_postgres(args: list[str]) -> list[str]:
    if os.geteuid() == 0:
        return ["runuser", "-u", "postgres", "--", *args]
    return args


@contextmanager
def postgres_server() -> Iterator[Server]:
    bindir = _bindir()
    if bindir is None:
        _install()
        bindir = _bindir()
    if bindir is None:
        raise PostgresUnavailable("initdb not found after installing postgresql")
    root = Path(tempfile.mkdtemp(prefix="folie-pg-"))
    data = root / "data"
    if os.geteuid() == 0:
        shutil.chown(root, user="postgres")
    password = "folie-test"
    pwfile = root / "pw"
    pwfile.write_text(password)
    if os.geteuid() == 0:
        shutil.chown(pwfile, user="postgres")
    subprocess.run(
        _as_postgres(
            [str(bindir / "initdb"), "-D", str(data), "-U", "folie", "--pwfile", str(pwfile), "-A", "scram-sha-256"]
        ),
        check=True,
        capture_output=True,
    )
    for attempt in range(3):  # a free port may be taken before the server binds it (parallel workers)
        port = free_port()
        options = f"-c listen_addresses=127.0.0.1 -c port={port} -c unix_socket_directories={root} -c fsync=on"
        started = subprocess.run(
            _as_postgres(
                [str(bindir / "pg_ctl"), "-D", str(data), "-o", options, "-l", str(root / "log"), "-w", "start"]
            ),
            check=attempt == 2,
            capture_output=True,
        )
        if started.returncode == 0:
            break
    try:
        server = Server("127.0.0.1", port, "folie", password, "postgres")
        _wait(server)
        yield server
    finally:
        subprocess.run(
            _as_postgres([str(bindir / "pg_ctl"), "-D", str(data), "-m", "immediate", "stop"]),
            check=False,
            capture_output=True,
        )
        shutil.rmtree(root, ignore_errors=True)


def _wait(server: Server) -> None:
    import psycopg

    for _ in range(100):
        try:
            with psycopg.connect(server.url(), connect_timeout=2):
                return
        except psycopg.OperationalError:
            time.sleep(0.1)
    raise PostgresUnavailable("the test PostgreSQL server did not accept connections")
