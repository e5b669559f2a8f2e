"""Every game's omniscient view (a finished match's replay, an admin) is a view of the game's own view
type with every hidden part shown (issue 18): the table draws it with the game's drawing, and the typed
contract (``<Game>SeatView``) types it. Each test plays random legal moves, then compares the omniscient
view with a seat's or a spectator's at the same state."""

from __future__ import annotations

from typing import Any

import msgspec

from domain.registry import default_engines
from domain.rng import Rng
from tests.trust.table import Table

ENGINES = default_engines()


def played(game: str, options: dict[str, Any], seed: int, steps: int) -> Table:
    table = Table(ENGINES[game], options, seed)
    table.play(Rng(seed), steps)
    return table


def round_trip(table: Table) -> Any:
    """The omniscient view as a client receives it, decoded as the game's view type (strict)."""
    engine = table.engine
    view = engine.omniscient_view(table.match.state)
    assert isinstance(view, engine.view_type)
    decoded = msgspec.json.decode(msgspec.json.encode(view), type=engine.view_type, strict=True)
    assert decoded == view
    return decoded


def test_maeshowe_shows_every_hand_and_the_deck_in_order() -> None:
    table = played("maeshowe", {"players": 2}, seed=3, steps=6)
    state = table.match.state
    everything = round_trip(table)
    seat0 = table.engine.view(state, 0)
    assert seat0.players[1].hand is None and seat0.deck is None, "a seat sees no other hand, no deck order"
    assert [c.id for c in everything.players[1].hand] == state.hands[1] != []
    assert [c.id for c in everything.players[0].hand] == state.hands[0]
    assert everything.deck is not None and [c.id for c in everything.deck] == state.deck[::-1], "top first"
    assert everything.deck[0].name and everything.deck[0].effect, "cards carry their texts"


def test_big_book_shows_hands_decks_grimoire_library_and_curse_piles() -> None:
    table = played("bigbook", {"players": 3}, seed=5, steps=12)
    state = table.match.state
    everything = round_trip(table)
    seat0 = table.engine.view(state, 0)
    assert seat0.players[1].hand is None and seat0.players[1].deck is None and seat0.grimoire is None
    for player, shown in zip(state.players, everything.players, strict=True):
        assert shown.hand == player.hand and shown.deck == player.deck
    assert any(everything.players[p].hand for p in (1, 2))
    assert everything.grimoire == state.grimoire and len(state.grimoire) > state.pages_turned + 1
    assert everything.library_piles == state.library
    assert all(len(pile) > 1 for pile in state.library.values()), "face-down spells under each top"
    assert everything.curse_pile_order == state.curse_piles


def test_montagnes_shows_hands_madness_sled_and_face_down_tiles() -> None:
    table = played("montagnes", {"players": 3}, seed=2, steps=10)
    state = table.match.state
    everything = round_trip(table)
    spectator = table.engine.view(state, None)
    face_down = [sp for sp in spectator.spaces if sp.face_down_tile]
    assert face_down and all(sp.tile is None for sp in face_down), "a spectator sees only regions"
    tiles = {sp.id: sp.tile.id for sp in everything.spaces if sp.tile is not None}
    assert tiles == {space: tile for space, tile in state.board.items() if tile is not None}
    assert all(p.hand is None and p.madness is None for p in spectator.players)
    for p, shown in enumerate(everything.players):
        assert shown.hand is not None and [c.id for c in shown.hand] == state.hands[p]
        assert shown.madness is not None and [m.id for m in shown.madness] == state.madness[p]
    assert [e.card.id for e in everything.sled if e.card is not None] == [e.card for e in state.sled]
    assert everything.deck is not None and [c.id for c in everything.deck] == state.deck
    assert everything.box_tiles is not None and [t.id for t in everything.box_tiles] == state.box_tiles
    assert everything.madness_deck_cards == state.madness_decks


def test_far_cry_shows_face_down_tokens_stress_cards_and_hidden_piles() -> None:
    table = played("farcry", {}, seed=1, steps=4)
    state = table.match.state
    everything = round_trip(table)
    spectator = table.engine.view(state, 0)
    down = [t for t in state.loot if not t.face_up]
    assert down, "the mission starts with face-down loot"
    hidden = {x.at: [t.what for t in x.tokens if t.kind == "loot"] for x in spectator.board}
    shown = {x.at: [t.what for t in x.tokens if t.kind == "loot"] for x in everything.board}
    assert all(None in hidden[t.at] for t in down), "the seat sees face-down loot as a back"
    for t in down:
        assert t.kind in shown[t.at]
    assert all(None not in kinds for kinds in shown.values())
    leaves = [t.what for x in everything.board for t in x.tokens if t.kind == "leaf"]
    assert sorted(leaves) == sorted(t.kind for t in state.leaves)
    assert spectator.hidden is None and everything.hidden is not None
    assert everything.hidden.madness_deck == state.madness_deck and state.madness_deck
    assert everything.hidden.loot_box == state.loot_box
    assert everything.anecdote.where == state.anecdote_where
