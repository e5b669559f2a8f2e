"""The omniscient view (a finished match's replay, an admin): the spectator's :class:`FarCryView` with
every hidden part shown, so the table draws it like any other view and the contract types it: each
face-down token with its kind, a face-down stress card, the anecdote cards, the piles nobody sees, and
in an exploration its face-down cards, every seat's chosen destination and the pile in order."""

from __future__ import annotations

import msgspec

from domain.games.farcry.explorations.views import CardView
from domain.games.farcry.hidden_view import HiddenView
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.hexes import Hex
from domain.games.farcry.views import AnecdoteView, FarCryView, TokenView, build


def omniscient_view(s: FarCryState) -> FarCryView:
    public = build(s, None)
    tokens: dict[Hex, list[TokenView]] = {}  # in the order views.build lists them, kinds shown
    for t in s.loot:
        tokens.setdefault(t.at, []).append(TokenView("loot", t.kind))
    for t in s.leaves:
        tokens.setdefault(t.at, []).append(TokenView("leaf", t.kind))
    for t in s.dropped:
        tokens.setdefault(t.at, []).append(TokenView("weapon", t.kind))
    for t in s.ruses:
        tokens.setdefault(t.at, []).append(TokenView("ruse", t.kind))  # M7: each face shown
    board = [msgspec.structs.replace(x, tokens=tokens.get(x.at, [])) for x in public.board]
    stress = {c.character: c.stress_card for c in s.characters}
    characters = [msgspec.structs.replace(c, stress_face_up=stress[c.character]) for c in public.characters]
    anecdote = AnecdoteView(
        prepared=public.anecdote.prepared,
        when_left=public.anecdote.when_left,
        done=public.anecdote.done,
        where=s.anecdote_where,
        what=s.anecdote_what,
    )
    hidden = HiddenView(list(s.loot_box), list(s.madness_deck), list(s.anecdote_when))
    exploration = public.exploration
    x = s.exploration
    if x is not None and exploration is not None:  # every card face up, every destination chosen, the pile
        exploration = msgspec.structs.replace(
            exploration,
            cards=[CardView(c.cell, c.card, c.face_up, c.ammo) for c in x.cards],
            mine=list(x.chosen),
            deck=list(x.deck),
        )
    ruses = public.ruses
    if ruses is not None:
        ruses = msgspec.structs.replace(ruses, held=s.ruse_held)
    return msgspec.structs.replace(
        public,
        ruses=ruses,
        board=board,
        characters=characters,
        anecdote=anecdote,
        hidden=hidden,
        exploration=exploration,
    )
