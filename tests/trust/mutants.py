"""Deliberately broken copies of real engines, to show that the trust harnesses can fail.

Each mutant is a subclass of the engine's own class with one method replaced, so everything else
(rules, folds, views) is the real engine's. A harness that passes on a mutant proves nothing.
"""

from __future__ import annotations

import hashlib
from typing import Any

import msgspec

from domain.contract import Engine, Prompt
from domain.rng import Rng


def _digest(value: Any) -> str:
    return hashlib.sha256(msgspec.json.encode(value)).hexdigest()[:8]


def mutant(engine: Engine[Any, Any], name: str, **methods: Any) -> Engine[Any, Any]:
    """An instance of a subclass of ``engine``'s class with ``methods`` replaced."""
    cls = type(f"{name}{type(engine).__name__}", (type(engine),), methods)
    made: Engine[Any, Any] = cls()
    return made


def identity_resampler(engine: Engine[Any, Any]) -> Engine[Any, Any]:
    """A lazy ``resample_hidden``: the state unchanged. Every view then matches trivially."""

    def resample_hidden(self: Engine[Any, Any], state: Any, seat: int | None, rng: Rng) -> Any:
        return self.clone(state)

    return mutant(engine, "Lazy", resample_hidden=resample_hidden)


def leaky_view(engine: Engine[Any, Any]) -> Engine[Any, Any]:
    """Each seat's view also carries a fingerprint of another seat's private view (its hand).

    For matches of two seats or more."""
    base = type(engine)

    def view(self: Engine[Any, Any], state: Any, seat: int | None) -> Any:
        other = 1 if seat == 0 else 0
        return {"view": base.view(self, state, seat), "hint": _digest(base.view(self, state, other))}

    return mutant(engine, "LeakyView", view=view)


def leaky_secret(engine: Engine[Any, Any]) -> Engine[Any, Any]:
    """Each seat's view also carries a fingerprint of the whole state: what no seat may know (a deck's
    order, a face-down token) included. Catches leaks in games that hide the same from every seat."""
    base = type(engine)

    def view(self: Engine[Any, Any], state: Any, seat: int | None) -> Any:
        return {"view": base.view(self, state, seat), "hint": _digest(self.encode_state(state))}

    return mutant(engine, "LeakySecret", view=view)


def leaky_prompt(engine: Engine[Any, Any]) -> Engine[Any, Any]:
    """A prompt's kind (which every seat sees in the waiting list) tells what the prompted seat holds,
    as Maeshowe's ``ruin_pair`` did (issue 13 item 7)."""
    base = type(engine)

    def prompts(self: Engine[Any, Any], state: Any) -> list[Prompt]:
        return [
            msgspec.structs.replace(p, kind=f"{p.kind}-{_digest(base.view(self, state, p.seat))}")
            for p in base.prompts(self, state)
        ]

    return mutant(engine, "LeakyPrompt", prompts=prompts)
