"""Re-dealing what a seat cannot know (``resample_hidden``: non-interference tests and stand-in bots).

Hidden from every seat alike, but for the exploration's destinations chosen at step 2, which only
their own seat sees until all are revealed (`explorations.views.resample`, EX-12): the kinds of
the face-down loot on the board and of the loot left in the box (SU-3), the face-down leaves (drawn
again from the supply the table has not seen), the madness deck with every stress card still face
down (MD-9: hidden even from its owner), the "Quand" pile and, until "C'est le moment !", the "Où" and
"Quoi" cards (AN-2, AN-3), what mission 6's face-down bunker-door tiles hide (L2063), mission 7's
face-down Vaas ruse tokens (the Traitor's too), the exploration's pile and face-down cards. Everything
face up stays where it is.
"""

from __future__ import annotations

from collections import Counter

from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import What, Where
from domain.games.farcry.explorations import views as exploration_views
from domain.games.farcry.state import FarCryState, copy_state
from domain.rng import Rng


def resample_hidden(state: FarCryState, seat: int | None, rng: Rng) -> FarCryState:
    s = copy_state(state)
    down = [t for t in s.loot if not t.face_up]
    pool = rng.shuffled([t.kind for t in down] + s.loot_box)
    for t, kind in zip(down, pool, strict=False):
        t.kind = kind
    s.loot_box = pool[len(down) :]

    seen = Counter(leaf for c in s.characters for leaf in c.leaves)
    supply = Counter({lf.id: lf.copies for lf in CONTENT.box.leaves}) - seen
    bag = rng.shuffled(sorted(supply.elements()))
    for t, kind in zip(s.leaves, bag, strict=False):
        t.kind = kind

    stressed = [c for c in s.characters if c.stress_card is not None and not c.stress_face_up]
    cards = rng.shuffled(s.madness_deck + [c.stress_card for c in stressed if c.stress_card is not None])
    for c, card in zip(stressed, cards, strict=False):
        c.stress_card = card
    s.madness_deck = cards[len(stressed) :]

    if s.doors:  # M6: the face-down bunker-door tiles (L2063)
        kinds = rng.shuffled([d.kind for d in s.doors])
        for d, kind in zip(s.doors, kinds, strict=True):
            d.kind = kind
    faces = rng.shuffled([t.kind for t in s.ruses] + ([s.ruse_held] if s.ruse_held is not None else []))
    for t, face in zip(s.ruses, faces, strict=False):  # M7: the face-down ruse tokens (R-F-74)
        t.kind = face
    if s.ruse_held is not None:
        s.ruse_held = faces[-1]

    s.anecdote_when = rng.shuffled(s.anecdote_when)
    if not s.anecdote_done and s.anecdote_where is not None:
        s.anecdote_where = rng.choice([a.id for a in CONTENT.anecdotes.values() if isinstance(a, Where)])
        s.anecdote_what = rng.choice([a.id for a in CONTENT.anecdotes.values() if isinstance(a, What)])
    exploration_views.resample(s, seat, rng)
    return s
