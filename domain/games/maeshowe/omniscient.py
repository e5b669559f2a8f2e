"""The omniscient view (a finished match's replay, an admin): the spectator's :class:`MaeshoweView` with
every hidden part shown, so the table draws it like any other view and the contract types it."""

from __future__ import annotations

import msgspec

from domain.games.maeshowe.state import MaeshoweState
from domain.games.maeshowe.views import MaeshoweView, card_view, view


def omniscient_view(s: MaeshoweState, lang: str = "en") -> MaeshoweView:
    """Every hand face up and the deck in order (top first)."""
    used = set(s.used)
    public = view(s, None, lang)
    players = [
        msgspec.structs.replace(p, hand=[card_view(c, c in used, lang) for c in s.hands[p.seat]])
        for p in public.players
    ]
    deck = [card_view(c, c in used, lang) for c in reversed(s.deck)]
    return msgspec.structs.replace(public, players=players, deck=deck)
