"""Optional parts of the service, one module each, found at start-up.

A module here exposes ``install(context: AppContext) -> Installed``: the routes it adds and the
hooks to run at start-up and shut-down (e.g. the analytics projector). Adding a feature is adding a
module; ``service/app.py`` does not change.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from litestar.types import ASGIApp

from domain.contract import Engine
from projections.matches import MatchRepository
from projections.store import EventStore
from service.settings import Settings


@dataclass(frozen=True)
class AppContext:
    """What an extension may use: settings, the store, the state projection, the match service."""

    settings: Settings
    store: EventStore
    repo: MatchRepository
    service: Any
    engines: dict[str, Engine[Any, Any]]


@dataclass
class Installed:
    """What an extension adds: routes, ASGI middleware (outermost first), life-cycle hooks.

    ``middleware`` runs on matched routes only (after routing: it may read path parameters); ``outer``
    wraps the whole application (outermost first), so it also sees requests no route matches.
    """

    routes: list[Any] = field(default_factory=list)
    middleware: list[Any] = field(default_factory=list)
    outer: list[Callable[[ASGIApp], ASGIApp]] = field(default_factory=list)
    on_startup: list[Callable[[], Awaitable[None]]] = field(default_factory=list)
    on_shutdown: list[Callable[[], Awaitable[None]]] = field(default_factory=list)
