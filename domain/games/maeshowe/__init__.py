"""Maeshowe (Lee Broderick): solo or 2-player cooperative card game of digging out of a Neolithic tomb."""

from domain.games.maeshowe.engine import MaeshoweEngine

ENGINE = MaeshoweEngine()

__all__ = ["ENGINE", "MaeshoweEngine"]
