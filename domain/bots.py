"""Bots that play any engine from its legal-action listing alone (no game-specific code).

The random bot is what the property tests and simulations use to reach arbitrary legal states: it
picks a listed action and fills each parameter with values the listing allows.
"""

from __future__ import annotations

from typing import Any

from domain import listing
from domain.contract import Command, Engine, LegalAction, Param
from domain.rng import Rng


def fill(action: LegalAction, rng: Rng) -> dict[str, Any]:
    """A concrete command body for ``action`` with random values for its parameters."""
    body: dict[str, Any] = {"action": action.action, **action.fixed}
    for param in action.params:
        body[param.name] = _pick(param, rng)
    return body


def _pick(param: Param, rng: Rng) -> Any:
    """A value the listing accepts, constraints included (``domain/listing.py``)."""
    return listing.sample(param, rng)


def random_command(engine: Engine[Any, Any], state: Any, seat: int, rng: Rng) -> Command | None:
    """A random command built from ``seat``'s legal actions, or ``None`` if it has none."""
    actions = engine.legal_actions(state, seat)
    if not actions:
        return None
    return engine.parse_command(fill(rng.choice(actions), rng))
