"""The games this server hosts. Adding a game is one line here and nothing in service/ or projections/."""

from __future__ import annotations

from importlib import import_module
from typing import Any

from domain.contract import Engine

GAME_PACKAGES = (
    "domain.games.maeshowe",
    "domain.games.bigbook",
    "domain.games.montagnes",
    "domain.games.farcry",
    "domain.games.mansions",
)


def default_engines() -> dict[str, Engine[Any, Any]]:
    """Every registered engine by game id (imported on first use)."""
    engines: dict[str, Engine[Any, Any]] = {}
    for package in GAME_PACKAGES:
        engine: Engine[Any, Any] = import_module(package).ENGINE
        engines[engine.game] = engine
    return engines
