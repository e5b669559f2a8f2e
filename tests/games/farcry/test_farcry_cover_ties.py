"""R-F-23's tie (L976): two covers equally near the target along the line; the players name the one
a shield sends the hit to, when they declare the attack (it was broken by hex order)."""

from __future__ import annotations

from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.combat import nearest_covers
from domain.games.farcry.tactical.hexes import Hex
from domain.rng import Rng
from tests.games.farcry.arena import put, tile
from tests.games.farcry.farcry_play import ENGINE, act, idle, refused
from tests.games.farcry.test_farcry_gear import field

SHOOTER, TARGET = Hex(4, 2), Hex(3, 4)
LEFT, RIGHT = Hex(3, 3), Hex(4, 3)
"""The line from SHOOTER to TARGET runs along the side LEFT and RIGHT share: both touched, both beside
the target, equally near it."""


def tied() -> FarCryState:
    s = field(2)
    put(s, "keith", Hex(-2, 5))
    put(s, "daisy", SHOOTER)
    put(s, "decapiteur-red", TARGET, hp=6)
    tile(s, "crate", LEFT)
    tile(s, "crate", RIGHT)
    idle(s)
    return s


def shot(choice: list[Hex]) -> cmd.Attack:
    return cmd.Attack(
        character="daisy",
        weapon="desert_eagle",
        mode="single",
        targets=[cmd.AttackTarget(unit="decapiteur-red")],
        cover_choice=choice,
    )


def test_a_tie_between_covers_is_listed_both_ways_and_the_named_cover_takes_the_hit() -> None:
    """R-F-23: the nearest covers tie; each is offered in the legal actions, and a shield sends the hit
    to the one named (seeds are searched until the real dice give a shield)."""
    assert nearest_covers(SHOOTER, TARGET, [LEFT, RIGHT]) == [LEFT, RIGHT]
    s = tied()
    named = [
        a.fixed["cover_choice"]
        for a in ENGINE.legal_actions(s, 0)
        if a.action == "attack" and a.fixed["weapon"] == "desert_eagle" and "cover_choice" in a.fixed
    ]
    assert named == [[list(LEFT)], [list(RIGHT)]]
    for cover in (LEFT, RIGHT):
        for seed in range(200):
            out = ENGINE.decide(s, 0, shot([cover]), 0.0, Rng(seed))
            assert isinstance(out, list)
            resolved = next(e for e in out if isinstance(e, ev.AttackResolved))
            if resolved.roll.result == "cover":
                assert resolved.cover_hit == cover
                assert any(isinstance(e, ev.TileDamaged) and e.at == cover for e in out)
                break
        else:
            raise AssertionError("no seed in 0-199 gives a shield")
        act(s, 0, shot([cover]), rng_seed=1)


def test_a_cover_is_named_only_among_the_tied_ones() -> None:
    """R-F-23: naming a cover that is not tied as nearest is refused with a stable code."""
    s = tied()
    assert refused(s, 0, shot([Hex(0, 4)])).code == "not_a_tie"
    s.tiles = [t for t in s.tiles if t.at != RIGHT]  # one cover left: nothing to choose
    assert refused(s, 0, shot([LEFT])).code == "not_a_tie"
    assert not any("cover_choice" in a.fixed for a in ENGINE.legal_actions(s, 0))
