"""Tiles hit in combat (L2167-2235): red barrel, crate, coconut tree, rock and tree, cage (R-F-23, R-F-24)."""

from __future__ import annotations

from typing import cast

from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.tactical.combat import attack
from domain.games.farcry.tactical.hexes import Hex, area, from_offset
from domain.games.farcry.tactical.tiles import hit
from domain.rng import Rng
from tests.games.farcry.arena import arena, foe, hero, of, put, replay, seed_where, tile


def test_a_red_barrel_hit_explodes_2_damage_around_and_fire_on_seven_hexes() -> None:
    """TI-1 (L2169-2175): every adjacent unit takes 2, the tile goes, fire on its hex and around;
    R-F-30: the kill's source is the explosion and gives no madness token (MD-5, L1190); R-F-24:
    the explosion damages units only."""
    state = arena()
    put(state, "daisy", Hex(-2, 4))
    put(state, "decapiteur-red", Hex(3, 4), hp=2)
    put(state, "assaillant-red", Hex(2, 5))
    tile(state, "red_barrel", Hex(2, 4))
    tile(state, "crate", Hex(1, 4))
    shot = seed_where(
        lambda rng: attack(state, "daisy", "desert_eagle", "single", [Hex(2, 4)], rng),
        lambda es: cast(list[ev.AttackResolved], of(es, ev.AttackResolved))[0].roll.result == "hit",
    )
    after = replay(state, shot)
    assert [t.kind for t in after.tiles] == ["crate"] and after.tiles[0].damage == 0
    assert foe(after, "decapiteur-red") is None
    assert (foe(after, "assaillant-red") or state.units[1]).hp == CONTENT.units["assaillant"].hp - 2
    assert sorted(after.fire) == sorted(h for h in area(Hex(2, 4), 1))
    assert [(k.uid, k.source, k.by) for k in after.kills] == [("decapiteur-red", "explosion", "daisy")]
    assert (hero(after, "daisy") or state.characters[0]).madness_tokens == 0


def test_a_crate_breaks_at_2_damage_into_a_random_face_down_loot_token() -> None:
    """TI-4 (L2201-2203), CB-37 (L1012): damage tokens add up; at 2 the crate gives loot from the box."""
    state = arena()
    tile(state, "crate", Hex(2, 4))
    work = Work(state)
    hit(work, Hex(2, 4), 1, "daisy", Rng(0))
    assert work.state.tiles[0].damage == 1 and not work.state.loot
    hit(work, Hex(2, 4), 1, "daisy", Rng(0))
    broken = cast(list[ev.TileDestroyed], of(work.events, ev.TileDestroyed))
    assert not work.state.tiles and [(t.kind, t.at) for t in work.state.loot] == [(broken[0].loot, Hex(2, 4))]
    assert len(work.state.loot_box) == len(state.loot_box) - 1


def test_a_coconut_tree_hit_drops_coconuts_on_every_adjacent_unit() -> None:
    """TI-6 (L2213-2215): 1 damage to each unit adjacent to the tree (board M1A prints one at offset
    (2, 3)); R-F-30: the source is "coconut"."""
    tree = from_offset(2, 3)
    state = arena()
    put(state, "decapiteur-red", Hex(tree.q + 1, tree.r))
    put(state, "daisy", Hex(tree.q - 1, tree.r))
    put(state, "keith", Hex(tree.q + 3, tree.r))
    work = Work(state)
    hit(work, tree, 2, "keith", Rng(0))
    damaged = cast(list[ev.Damaged], of(work.events, ev.Damaged))
    assert sorted((d.who, d.amount, d.source) for d in damaged) == [
        ("daisy", 1, "coconut"),
        ("decapiteur-red", 1, "coconut"),
    ]


def test_rocks_and_trees_are_indestructible() -> None:
    """TI-7 (L2217-2221): a hit on a rock or tree changes nothing."""
    state = arena()
    rock = from_offset(4, 5)
    tile(state, "rock", Hex(0, 4))
    work = Work(state)
    hit(work, rock, 5, "daisy", Rng(0))
    hit(work, Hex(0, 4), 5, "daisy", Rng(0))
    assert work.events == [] and len(work.state.tiles) == 1


def test_a_hit_on_a_cage_frees_its_captive_beside_it() -> None:
    """TI-8 (L2227-2231), R-F-43: any hit opens the cage; the captive goes to an adjacent free hex and
    the cage stays as a cover."""
    state = arena()
    tile(state, "cage", Hex(2, 4))
    put(state, "black_panther-red", Hex(2, 4))
    panther = foe(state, "black_panther-red")
    assert panther is not None
    panther.caged = True
    work = Work(state)
    hit(work, Hex(2, 4), 1, "daisy", Rng(0))
    opened = cast(list[ev.CageOpened], of(work.events, ev.CageOpened))
    freed = foe(work.state, "black_panther-red")
    assert freed is not None and not freed.caged and freed.at == opened[0].to and opened[0].to in area(Hex(2, 4), 1)
    assert [t.kind for t in work.state.tiles] == ["cage"]


def test_a_shot_at_a_tile_or_an_empty_hex_never_rolls_the_cover_die() -> None:
    """R-F-24 (L859): attacking a tile or a hex needs range and an unblocked line, "never a cover die";
    so a crate beside the barrel on the line is never hit in its place, and neither the listing nor
    the view announces a cover die for these shots. Played through the engine's decide."""
    from domain.games.farcry import commands as cmd
    from domain.games.farcry.commands import AttackTarget
    from domain.games.farcry.engine import FarCryEngine

    engine = FarCryEngine()
    state = arena()
    state.step = "players"
    put(state, "daisy", Hex(-2, 4))
    tile(state, "red_barrel", Hex(2, 4))
    tile(state, "crate", Hex(1, 4))  # a cover adjacent to both targets, touched by both lines
    for at in (Hex(2, 4), Hex(2, 3)):  # the barrel, then an empty hex beside the crate
        for seed in range(40):
            out = engine.decide(
                state,
                0,
                cmd.Attack(character="daisy", weapon="desert_eagle", mode="single", targets=[AttackTarget(at=at)]),
                0.0,
                Rng(seed),
            )
            assert isinstance(out, list), out
            rolls = cast(list[ev.AttackResolved], of(out, ev.AttackResolved))
            assert rolls[0].roll.cover is None and rolls[0].roll.result != "cover" and rolls[0].cover_hit is None
            assert not [e for e in of(out, ev.TileDamaged) if cast(ev.TileDamaged, e).at == Hex(1, 4)]
    listed = [
        a for a in engine.legal_actions(state, 0) if a.action == "attack" and a.fixed["targets"] == [{"at": [2, 4]}]
    ]
    assert listed and not any("cover die" in str(a.label) or "couverture" in str(a.label) for a in listed)
    view = engine.view(state, 0)
    assert [t.cover for t in view.targets["daisy"] if t.at == Hex(2, 4)] == [False]
