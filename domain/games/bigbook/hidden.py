"""Re-randomising what a seat cannot know (for the non-interference tests and bots that search).

Kept: everything public, the seat's own hand, the known top cards of decks (placed face up), the
known bottoms of curse piles, the turned pages and the right-hand page, the face-up library tops.
Redrawn: every deck's unknown order, other players' hands (from their hand + unknown deck), the
face-down library spells (one of the three of each level), the unturned inner pages (and the cover
while the book is closed), the curse piles' unknown order.
"""

from __future__ import annotations

from domain.games.bigbook.content import CONTENT
from domain.games.bigbook.state import State
from domain.rng import Rng


def resample(state: State, seat: int | None, rng: Rng) -> State:
    """Mutates and returns ``state`` (the engine hands it a clone).

    A player who must answer the pending prompt is redrawn like any other: whether a prompt is
    asked depends on the hand's size alone (``picks.HAND_PICKS``), and its choices are shown only to
    that player.
    """
    for player in state.players:
        known = player.deck[: player.deck_known]
        unknown = player.deck[player.deck_known :]
        if player.seat == seat:
            player.deck = known + rng.shuffled(unknown)
            continue
        pool = rng.shuffled(player.hand + unknown)
        size = len(player.hand)
        player.hand = pool[:size]
        player.deck = known + pool[size:]

    for element, pile in state.library.items():
        for position in range(1, len(pile)):
            level = CONTENT.spells[pile[position]].level
            options = [
                s.id for s in CONTENT.spells.values() if not s.basic and s.element == element and s.level == level
            ]
            pile[position] = rng.choice(options)

    grimoire = state.grimoire
    first_hidden = state.pages_turned + 1 if state.pages_turned else 0
    if first_hidden == 0:
        grimoire[0] = rng.choice([p.id for p in CONTENT.pages.values() if p.kind == "cover"])
        first_hidden = 1
    visible = set(grimoire[:first_hidden])
    inner = [p.id for p in CONTENT.pages.values() if p.kind == "inner" and p.id not in visible]
    hidden_positions = [i for i in range(first_hidden, len(grimoire)) if CONTENT.pages[grimoire[i]].kind == "inner"]
    for position, page in zip(hidden_positions, rng.sample(inner, len(hidden_positions)), strict=True):
        grimoire[position] = page

    for key, pile in state.curse_piles.items():
        split = len(pile) - state.curse_known[key]
        state.curse_piles[key] = rng.shuffled(pile[:split]) + pile[split:]
    return state
