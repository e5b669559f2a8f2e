"""Re-dealing what a seat cannot know (``resample_hidden``: non-interference tests and the searching bot).

The deck below the top cards the seat saw and put back (Espoir) and the other hands are shuffled together
and dealt again in the same sizes; the line, the discards and the seat's own hand stay where they are.
"""

from __future__ import annotations

from domain.games.maeshowe.state import MaeshoweState, copy_state
from domain.rng import Rng


def resample_hidden(s: MaeshoweState, seat: int | None, rng: Rng) -> MaeshoweState:
    """Re-deal what ``seat`` cannot see: the deck below its known top cards and the other hands."""
    out = copy_state(s)
    keep = s.known_top[seat] if seat is not None else 0
    cut = len(out.deck) - keep
    pool = out.deck[:cut]
    others = [p for p in range(s.seats) if p != seat]
    for p in others:
        pool.extend(out.hands[p])
    rng.shuffle(pool)
    for p in others:
        n = len(out.hands[p])
        was = out.hands[p]
        out.hands[p] = pool[len(pool) - n :] if n else []
        del pool[len(pool) - n :]
        if out.mad_hand is not None and was == out.mad_hand:
            out.mad_hand = list(out.hands[p])
    out.deck = pool + out.deck[cut:]
    return out
