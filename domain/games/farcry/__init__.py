"""Far Cry: Escape from Rook Islands -- part 1 (the tactical engine and mission 0), registered (README.md)."""

from domain.games.farcry.engine import FarCryEngine

ENGINE = FarCryEngine()
