"""Fair chance: a seed nobody at the table chose, committed to before the first card is dealt.

A played match draws its seed on the server and publishes a *commitment* in every seat's view from
the first version on: ``sha256("folie-seed-v1:" + nonce + ":" + str(seed))`` in hex, where ``nonce``
is 32 random hex digits drawn with the seed (so the commitment cannot be searched seed by seed: the
seed has only 63 bits). Once the match is over, every view shows the seed and the nonce; anyone can
then recompute the commitment and deal the set-up again from the seed (:func:`verify_setup`), and
every later chance draw is ``Rng.derive(seed, version)`` (see :func:`domain.match.rng_for`).

A seed chosen by the caller (tests, simulations, puzzles) is allowed, but such a match says so
(``seed_source: "caller"``) in every view and summary: whoever chose it knows every hidden card.
Matches stored before commitments existed say ``"unrecorded"``.
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Any, Literal

import msgspec

from domain.contract import Engine, Event
from domain.rng import Rng

SeedSource = Literal["server", "caller", "unrecorded"]
SCHEME = 'sha256("folie-seed-v1:" + nonce + ":" + str(seed)), hex'
"""How :func:`commitment` is computed, as every view states it."""


def new_seed() -> tuple[int, str]:
    """A server seed (63 random bits) and the nonce that hides it in the commitment."""
    return secrets.randbits(63), secrets.token_hex(16)


def new_nonce() -> str:
    return secrets.token_hex(16)


def commitment(seed: int, nonce: str) -> str:
    """The public hash that binds a match to ``seed`` before anything is dealt."""
    return hashlib.sha256(f"folie-seed-v1:{nonce}:{seed}".encode()).hexdigest()


class Fairness(msgspec.Struct, frozen=True):
    """Where the match's chance comes from, as every seat (and the spectator) may see it.

    ``seed`` and ``nonce`` are ``null`` until the match is over; then ``commitment`` can be checked
    against them (``scheme``) and the set-up dealt again from ``seed``.
    """

    seed_source: SeedSource
    """Who chose the seed: the `server`, the `caller` (tests, simulations: whoever chose it knows every hidden card),
    or `unrecorded` (a match stored before commitments existed)."""
    commitment: str | None
    """The seed's commitment, hex (see `scheme`); `null` for a match without one."""
    scheme: str = SCHEME
    """How `commitment` is computed from `nonce` and `seed`."""
    seed: int | None = None
    """The match's seed; `null` until the match is over."""
    nonce: str | None = None
    """The commitment's nonce; `null` until the match is over."""


def verify_setup(engine: Engine[Any, Any], options: dict[str, Any], seed: int, logged: list[Event]) -> bool:
    """True when dealing ``options`` from ``seed`` gives exactly the ``logged`` set-up events
    (the engine's events that follow ``match_created`` at creation, in order)."""
    typed = msgspec.convert(options, type=engine.options_type)
    dealt = engine.start(typed, Rng.derive(seed, 0))
    encode = msgspec.json.encode
    return [encode(e) for e in dealt] == [encode(e) for e in logged]
