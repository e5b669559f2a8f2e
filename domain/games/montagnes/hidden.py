"""Re-dealing what a seat cannot know (``resample_hidden``: non-interference tests and searching bots).

The deck order, the other hands, the others' face-down sled cards, the others' madness (held or returned
to the box) and the face-down and boxed tiles of each region are shuffled among themselves; everything
the seat has seen stays where it is.
"""

from __future__ import annotations

from domain.games.montagnes import rules
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.state import MontagnesState, SledCard, copy_state
from domain.rng import Rng


def resample_hidden(state: MontagnesState, seat: int | None, rng: Rng) -> MontagnesState:
    """Re-deal what ``seat`` cannot know: deck order, other hands, others' face-down sled cards,
    others' madness (held or returned to the box), face-down and boxed tiles of each region."""
    s = copy_state(state)
    others = [p for p in range(s.seats) if p != seat]
    revealed = bool(s.trials)
    slots: list[tuple[str, int, int]] = [("deck", 0, k) for k in range(len(s.deck))]
    for p in others:
        slots.extend(("hand", p, k) for k in range(len(s.hands[p])))
    if not revealed:
        slots.extend(("sled", 0, k) for k, e in enumerate(s.sled) if e.seat != seat)
    pool = [_slot_get(s, slot) for slot in slots]
    rng.shuffle(pool)
    for slot, card in zip(slots, pool, strict=True):
        _slot_set(s, slot, card)
    chosen = {p: [s.madness[p].index(c) for c in rules.ignored_cards(s, p)] for p in others}
    for level in (1, 2, 3):
        mslots: list[tuple[list[str], int]] = [
            (s.madness_decks[level - 1], k) for k in range(len(s.madness_decks[level - 1]))
        ]
        for p in others:
            for pile in (s.madness[p], s.madness_boxed[p]):
                mslots.extend((pile, k) for k, m in enumerate(pile) if CONTENT.madness[m].level == level)
        mpool = [pile[k] for pile, k in mslots]
        rng.shuffle(mpool)
        for (pile, k), card in zip(mslots, mpool, strict=True):
            pile[k] = card
    for p, places in chosen.items():  # a chosen card stays chosen, whatever it is redrawn as
        if places:
            s.ignored_cards[p] = [s.madness[p][k] for k in places]
    for region in ("coast", "mountains", "city", "gates", "escape"):
        spaces = [
            sp.id
            for sp in CONTENT.board.spaces
            if sp.region == region and s.board.get(sp.id) is not None and sp.id not in s.peeked
        ]
        boxed = [k for k, t in enumerate(s.box_tiles) if CONTENT.tiles[t].region == region]
        tpool = [t for t in (s.board[sp] for sp in spaces) if t is not None]
        tpool += [s.box_tiles[k] for k in boxed]
        rng.shuffle(tpool)
        for sp, tile in zip(spaces, tpool, strict=False):
            s.board[sp] = tile
        for k, tile in zip(boxed, tpool[len(spaces) :], strict=True):
            s.box_tiles[k] = tile
    return s


def _slot_get(s: MontagnesState, slot: tuple[str, int, int]) -> str:
    where, p, k = slot
    if where == "deck":
        return s.deck[k]
    if where == "hand":
        return s.hands[p][k]
    return s.sled[k].card


def _slot_set(s: MontagnesState, slot: tuple[str, int, int], card: str) -> None:
    where, p, k = slot
    if where == "deck":
        s.deck[k] = card
    elif where == "hand":
        s.hands[p][k] = card
    else:
        s.sled[k] = SledCard(s.sled[k].seat, card)
