"""Mansions of Madness (1st edition) after the French fan aid: the keeper (seat 0) against 1-4
investigators (seats 1..4). Part 1: the engine core, not yet in ``domain/registry.py`` (README.md)."""

from domain.games.mansions.engine import MansionsEngine

ENGINE = MansionsEngine()

__all__ = ["ENGINE", "MansionsEngine"]
