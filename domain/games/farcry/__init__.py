"""Far Cry: Escape from Rook Islands -- in construction, not registered (see README.md)."""

from domain.games.farcry.engine import FarCryEngine

ENGINE = FarCryEngine()
