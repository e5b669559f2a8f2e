"""The Big Book of Madness (Maxime Rambourg, IELLO 2015): cooperative deck-builder, 2-5 players."""

from domain.games.bigbook.engine import BigBookEngine

ENGINE = BigBookEngine()

__all__ = ["ENGINE", "BigBookEngine"]
