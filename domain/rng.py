"""Deterministic randomness for engines.

Engines never touch the global RNG. Chance is drawn in ``decide`` from an :class:`Rng` derived from
the match seed and the version being decided, and its *outcome* is written into the events, so a
replay never re-rolls. The generator is SplitMix64 written out here (not :mod:`random`), so the same
seed gives the same games on every Python version and platform.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1


class Rng:
    """SplitMix64: tiny, fast, and stable forever because we own the algorithm."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    @classmethod
    def derive(cls, seed: int, *stream: int | str) -> Rng:
        """An independent generator for (seed, stream...), e.g. ``Rng.derive(match_seed, version)``."""
        text = ":".join(str(part) for part in (seed, *stream))
        digest = hashlib.sha256(text.encode()).digest()
        return cls(int.from_bytes(digest[:8], "little"))

    @property
    def position(self) -> int:
        """Where the generator stands: ``Rng(position)`` draws what this one would draw next (a decision
        held for a player's answer is decided again from the same dice)."""
        return self._state

    def next_u64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def between(self, low: int, high: int) -> int:
        """A uniform integer in ``[low, high]`` (both ends included), e.g. a die face."""
        return low + self.below(high - low + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        return self.shuffled(items)[:k]
