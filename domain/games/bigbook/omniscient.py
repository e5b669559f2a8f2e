"""The omniscient view (a finished match's replay, an admin): the spectator's :class:`BigBookView` with
every hidden part shown, so the table draws it like any other view and the contract types it."""

from __future__ import annotations

import msgspec

from domain.games.bigbook.state import State
from domain.games.bigbook.views import BigBookView, view


def omniscient_view(state: State, lang: str = "fr") -> BigBookView:
    """Every hand and deck in order, the grimoire's pages, the face-down library spells, the curse piles."""
    public = view(state, None, lang)
    hands = {p.seat: p for p in state.players}
    players = [
        msgspec.structs.replace(p, hand=list(hands[p.seat].hand), deck=list(hands[p.seat].deck)) for p in public.players
    ]
    return msgspec.structs.replace(
        public,
        players=players,
        grimoire=list(state.grimoire),
        library_piles={element: list(pile) for element, pile in state.library.items()},
        curse_pile_order={key: list(pile) for key, pile in state.curse_piles.items()},
    )
