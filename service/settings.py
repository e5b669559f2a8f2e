"""Settings from environment variables, with safe defaults.

By default everything is embedded: events in ``./var/folie.sqlite`` (eventsourcing's SQLite module,
WAL), analytics in ``./var/analytics.duckdb``. ``FOLIE_DATABASE_URL=postgresql://user:pw@host:port/db``
selects the PostgreSQL event store; eventsourcing's own variables (``PERSISTENCE_MODULE``,
``POSTGRES_*``, ``SQLITE_DBNAME``) are honoured too when ``FOLIE_DATABASE_URL`` is not set.
``FOLIE_SQLITE_SYNCHRONOUS=full`` makes every SQLite commit wait for an fsync (default ``normal``:
see :class:`projections.store.StoreConfig` for the trade-off).
"""

from __future__ import annotations

import dataclasses
import ipaddress
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from urllib.parse import unquote, urlparse

from projections.store import SQLITE_SYNCHRONOUS, StoreConfig

DEFAULT_SQLITE = "var/folie.sqlite"


class SettingsError(ValueError):
    """A setting that cannot be used (the message names the variable)."""


@dataclass(frozen=True)
class Settings:
    store: StoreConfig = field(default_factory=StoreConfig)
    admin_token: str | None = None
    analyst_token: str | None = None
    """``FOLIE_ANALYST_TOKEN``: reads analytics, running matches only as their public view shows them."""
    snapshot_every: int = 200
    cache_size: int = 4096
    max_body_bytes: int = 64 * 1024
    host: str = "127.0.0.1"
    port: int = 8000
    analytics_path: str = "var/analytics.duckdb"
    analytics_projector: str = "inprocess"
    """``inprocess`` (one worker follows the log), ``external`` (a ``folie project`` process does), ``off``."""
    cors_origins: tuple[str, ...] = ()
    forwarded_allow_ips: tuple[str, ...] = ()
    """Proxies (addresses or networks) whose ``X-Forwarded-For``/``-Proto`` are believed; none by default."""
    header_timeout: float = 10.0
    """Seconds a request has to send its request line and headers (from its first byte)."""
    body_timeout: float = 30.0
    """Seconds a request has to send its body once its headers are in."""
    max_connections_per_ip: int = 50
    """Connections one client address may hold open at once, per worker (trusted proxies are exempt)."""

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        env = os.environ if env is None else env
        return cls(
            store=store_config(env),
            admin_token=env.get("FOLIE_ADMIN_TOKEN") or None,
            analyst_token=env.get("FOLIE_ANALYST_TOKEN") or None,
            snapshot_every=_int(env, "FOLIE_SNAPSHOT_EVERY", 200, low=2),
            cache_size=_int(env, "FOLIE_CACHE_SIZE", 4096, low=1),
            max_body_bytes=_int(env, "FOLIE_MAX_BODY_BYTES", 64 * 1024, low=1024),
            host=env.get("FOLIE_HOST", "127.0.0.1"),
            port=_int(env, "FOLIE_PORT", 8000, low=0),
            analytics_path=env.get("FOLIE_ANALYTICS_PATH") or "var/analytics.duckdb",
            analytics_projector=_choice(env, "FOLIE_ANALYTICS_PROJECTOR", ("inprocess", "external", "off")),
            cors_origins=tuple(o.strip() for o in env.get("FOLIE_CORS_ORIGINS", "").split(",") if o.strip()),
            forwarded_allow_ips=proxy_list(env.get("FOLIE_FORWARDED_ALLOW_IPS", "")),
            header_timeout=_float(env, "FOLIE_HEADER_TIMEOUT", 10.0),
            body_timeout=_float(env, "FOLIE_BODY_TIMEOUT", 30.0),
            max_connections_per_ip=_int(env, "FOLIE_MAX_CONNECTIONS_PER_IP", 50, low=1),
        )


def proxy_list(text: str) -> tuple[str, ...]:
    """``FOLIE_FORWARDED_ALLOW_IPS``: comma-separated addresses or networks (``10.0.0.0/8``), or ``*``."""
    entries = tuple(part.strip() for part in text.split(",") if part.strip())
    for entry in entries:
        if entry == "*":
            continue
        try:
            ipaddress.ip_network(entry, strict=False)
        except ValueError as error:
            raise SettingsError(
                f"FOLIE_FORWARDED_ALLOW_IPS: {entry!r} is not an address or a network (e.g. 10.0.0.0/8)"
            ) from error
    return entries


def _int(env: Mapping[str, str], name: str, default: int, *, low: int) -> int:
    raw = env.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError as error:
        raise SettingsError(f"{name} must be an integer, not {raw!r}") from error
    if value < low:
        raise SettingsError(f"{name} must be at least {low}")
    return value


def _float(env: Mapping[str, str], name: str, default: float) -> float:
    raw = env.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = float(raw)
    except ValueError as error:
        raise SettingsError(f"{name} must be a number of seconds, not {raw!r}") from error
    if not 0 < value <= 3600:
        raise SettingsError(f"{name} must be more than 0 and at most 3600 seconds")
    return value


def _choice(env: Mapping[str, str], name: str, allowed: tuple[str, ...]) -> str:
    value = env.get(name) or allowed[0]
    if value not in allowed:
        raise SettingsError(f"{name} must be one of {', '.join(allowed)}, not {value!r}")
    return value


def store_config(env: Mapping[str, str]) -> StoreConfig:
    names = ("FOLIE_SQLITE_SYNCHRONOUS", "FOLIE_SQLITE_COMMITS")
    lowered = {name: env[name].lower() for name in names if env.get(name)}  # FULL as in SQLite's PRAGMA
    synchronous = _choice(lowered, "FOLIE_SQLITE_SYNCHRONOUS", SQLITE_SYNCHRONOUS)
    commits = _choice(lowered, "FOLIE_SQLITE_COMMITS", ("loop", "thread"))
    url = env.get("FOLIE_DATABASE_URL")
    if url:
        return dataclasses.replace(parse_database_url(url), sqlite_synchronous=synchronous, sqlite_commits=commits)
    module = env.get("PERSISTENCE_MODULE", "")
    if module == "eventsourcing.postgres":
        keys = ("dbname", "host", "port", "user", "password", "schema")
        postgres = {key: env[f"POSTGRES_{key.upper()}"] for key in keys if env.get(f"POSTGRES_{key.upper()}")}
        return StoreConfig(kind="postgres", postgres=postgres)
    return StoreConfig(
        kind="sqlite",
        sqlite_path=env.get("SQLITE_DBNAME") or DEFAULT_SQLITE,
        sqlite_synchronous=synchronous,
        sqlite_commits=commits,
    )


def parse_database_url(url: str) -> StoreConfig:
    """``sqlite:///relative/path``, ``sqlite:////absolute/path``, ``sqlite://:memory:`` or
    ``postgresql://user:password@host:port/dbname?schema=name``."""
    parsed = urlparse(url)
    if parsed.scheme == "sqlite":
        path = url[len("sqlite://") :]
        if path.startswith("/"):
            path = path[1:]
        if not path:
            raise SettingsError("FOLIE_DATABASE_URL: a sqlite URL needs a path, e.g. sqlite:///var/folie.sqlite")
        return StoreConfig(kind="sqlite", sqlite_path=path)
    if parsed.scheme in ("postgres", "postgresql"):
        postgres = {
            "dbname": parsed.path.lstrip("/"),
            "host": parsed.hostname or "127.0.0.1",
            "port": str(parsed.port or 5432),
            "user": unquote(parsed.username or ""),
            "password": unquote(parsed.password or ""),
        }
        for part in parsed.query.split("&"):
            key, _, value = part.partition("=")
            if key == "schema" and value:
                postgres["schema"] = value
        if not postgres["dbname"] or not postgres["user"]:
            raise SettingsError("FOLIE_DATABASE_URL: a postgresql URL needs a user and a database name")
        return StoreConfig(kind="postgres", postgres=postgres)
    raise SettingsError(f"FOLIE_DATABASE_URL: unsupported scheme {parsed.scheme!r} (use sqlite or postgresql)")
