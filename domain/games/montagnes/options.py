"""Match options and their check (what ``validate_options`` and ``start`` refuse)."""

from __future__ import annotations

import msgspec

from domain.contract import RuleViolation

MIN_PLAYERS = 3
MAX_PLAYERS = 5


class MontagnesOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Durations are server seconds; the box's hourglass runs 30 s and the Leader gets « une dizaine
    de secondes » to decide after it, « 30 secondes » for a Fouiller peek."""

    players: int = 4
    """Players (3-5)."""
    expert: bool = False
    """VARIANTE EXPERT: keep every madness card and apply them all."""
    first_leader: int | None = None
    """« Le dernier joueur à avoir atteint le sommet d'une montagne »; ``None``: drawn at random."""
    encounter_seconds: float = 30.0
    """The hourglass's run, in seconds (the box's runs 30)."""
    decision_seconds: float = 10.0
    """The Leader's window to decide after the hourglass, in seconds."""
    search_seconds: float = 30.0
    """How long a Fouiller peek shows a tile, in seconds."""


def validate(options: MontagnesOptions) -> None:
    """3 to 5 players, a first Leader among the seats, positive durations."""
    if not MIN_PLAYERS <= options.players <= MAX_PLAYERS:
        raise RuleViolation("invalid_options", "Les Montagnes Hallucinées se jouent de 3 à 5.", rule="3-5 joueurs")
    if options.first_leader is not None and not 0 <= options.first_leader < options.players:
        raise RuleViolation("invalid_options", "first_leader must be one of the seats.")
    for name in ("encounter_seconds", "decision_seconds", "search_seconds"):
        if not getattr(options, name) > 0:
            raise RuleViolation("invalid_options", f"{name} must be positive.")
