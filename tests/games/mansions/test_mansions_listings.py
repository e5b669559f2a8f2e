"""Exact listings (docs/engine.md): at every state of seeded random matches, every listed action of
every seat is filled several ways (the generic sampler and uniform draws kept when they meet the
listing) and each body is accepted by ``decide``: the walk ``tests/trust/test_listing_exact.py`` runs on
registered games, run here on the unregistered engine."""

from __future__ import annotations

from typing import Any

import pytest

from domain import listing
from domain.contract import Event, LegalAction, RuleViolation
from domain.rng import Rng
from tests.games.mansions.mansions_play import E
from tests.support.listing_walk import walk_listings


def bodies(action: LegalAction, rng: Rng) -> list[dict[str, Any]]:
    out = [listing.fill(action, rng) for _ in range(3)]
    for _ in range(8):
        body: dict[str, Any] = {"action": action.action, **action.fixed}
        ok = True
        for param in action.params:
            values = [c.value for c in param.choices]
            value: Any = (
                rng.sample(values, rng.between(param.min, min(param.max, len(values))))
                if param.many
                else rng.choice(values)
            )
            ok = ok and listing.outside(param, value) is None
            body[param.name] = value
        if ok:
            out.append(body)
    return out


@pytest.mark.parametrize(
    "options", [{"investigators": 1}, {"investigators": 2, "keeper_seconds": 5}, {"investigators": 4}]
)
def test_every_value_within_a_listing_is_accepted(options: dict[str, Any]) -> None:
    rng = Rng.derive(3, "mansions-listings", len(options))

    def try_action(state: Any, seat: int, action: LegalAction, now: float) -> list[list[Event]]:
        accepted = []
        for body in bodies(action, rng):
            outcome = E.decide(state, seat, E.parse_command(body), now, rng)
            assert not isinstance(outcome, RuleViolation), (seat, body, outcome)
            accepted.append(outcome)
        return accepted

    assert walk_listings(E, options, rng, 250, try_action, strict=True) > 500
