"""The omniscient view (a finished match's replay, an admin): the spectator's :class:`MontagnesView`
with every hidden part shown, so the table draws it like any other view and the contract types it."""

from __future__ import annotations

import msgspec

from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.state import MontagnesState
from domain.games.montagnes.views import (
    MontagnesView,
    SledView,
    _madness_label,
    _madness_views,
    build,
    card_view,
    outcome_of,
    tile_view,
)


def omniscient_view(s: MontagnesState) -> MontagnesView:
    """Every hand, madness and sled card, the face-down and boxed tiles, the decks in order."""
    public = build(s, None, outcome_of(s))
    spaces = [
        msgspec.structs.replace(sp, tile=tile_view(CONTENT.tiles[tile]))
        if (tile := s.board.get(sp.id)) is not None
        else sp
        for sp in public.spaces
    ]
    players = [
        msgspec.structs.replace(
            p,
            hand=[card_view(c) for c in s.hands[p.seat]],
            madness=_madness_views(s, p.seat),
            madness_returned=list(s.madness_boxed[p.seat]),
            madness_returned_labels=[_madness_label(m) for m in s.madness_boxed[p.seat]],
        )
        for p in public.players
    ]
    return msgspec.structs.replace(
        public,
        spaces=spaces,
        players=players,
        sled=[SledView(e.seat, card_view(e.card)) for e in s.sled],
        deck=[card_view(c) for c in s.deck],
        box_tiles=[tile_view(CONTENT.tiles[t]) for t in s.box_tiles],
        madness_deck_cards=[list(d) for d in s.madness_decks],
    )
