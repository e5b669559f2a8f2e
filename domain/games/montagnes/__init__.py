"""Les Montagnes Hallucinées (Rob Daviau, IELLO): cooperative, 3-5 players, a real-time encounter."""

from domain.games.montagnes.engine import MontagnesEngine

ENGINE = MontagnesEngine()

__all__ = ["ENGINE", "MontagnesEngine"]
