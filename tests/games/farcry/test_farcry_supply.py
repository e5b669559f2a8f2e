"""The supply beside the boards (SU-5, L282; R-F-80): markers online are numbers or unlimited, except
the physical limits the rules use, which the engine keeps: the 11 loot tokens and the 26 leaf tokens
drawn at random (SU-3), four units of a type (EN-5, in test_farcry_round_events)."""

from __future__ import annotations

from collections import Counter

from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.rules import board_of
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, fold


def test_loot_and_leaf_tokens_come_from_the_counted_supply() -> None:
    """SU-5 (L282), R-F-80: every loot token is on the board face down or left in the bag, none made up
    (the box's 11); the leaves on the board are drawn from the box's 26 by kind."""
    loot_box = Counter({k.id: k.copies for k in CONTENT.box.loot})
    leaf_box = Counter({lf.id: lf.copies for lf in CONTENT.box.leaves})
    for seed in range(5):
        s = fold(ENGINE.start(FarCryOptions(seats=2), Rng(seed)))
        assert Counter([t.kind for t in s.loot] + s.loot_box) == loot_box
        drawn = Counter(t.kind for t in s.leaves)
        assert all(drawn[k] <= leaf_box[k] for k in drawn) and sum(drawn.values()) <= sum(leaf_box.values())


def test_fire_markers_are_unlimited() -> None:
    """R-F-80: fire tokens are markers, not counted: a fire may cover any number of hexes (ST-7: never
    two on one hex)."""
    s = fold(ENGINE.start(FarCryOptions(seats=2), Rng(1)))
    every = sorted(h for h, t in board_of(s.mission).terrain.items() if t == "open")
    s = fold([ev.FireSpread(hexes=every), ev.FireSpread(hexes=every[:3])], s)
    assert len(s.fire) == len(every) == len(set(s.fire))
