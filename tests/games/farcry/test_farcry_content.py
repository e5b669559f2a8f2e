"""The content pack loads, every cross-reference resolves, and a corrupted file is refused loudly."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from domain.games.farcry.content import CONTENT, ContentError, load, path_of
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.content.schema import Attack, What, When, Where
from domain.games.farcry.tactical.board import covers, ground, mission_map, starting_tiles
from domain.games.farcry.tactical.paths import reachable
from domain.games.farcry.tactical.sight import sight

DATA = Path(__file__).parents[3] / "domain" / "games" / "farcry" / "content"


def reader_with(name: str, change: Callable[[Any], None]) -> Callable[[str], bytes]:
    """A reader serving the real files, with ``name`` decoded, changed and re-encoded."""

    def read(file: str) -> bytes:
        raw = path_of(file).read_bytes()
        if file != name:
            return raw
        data = json.loads(raw)
        change(data)
        return json.dumps(data).encode()

    return read


def test_the_pack_loads_with_the_counts_of_the_box() -> None:
    """6 characters (L1512-1615), 7 madness cards and 18 anecdote cards (L17-223), 11 loot and 26
    leaf tokens (L154-160)."""
    assert len(CONTENT.characters) == 6
    assert len(CONTENT.madness) == 7
    assert len(CONTENT.anecdotes) == 18
    assert sum(lt.copies for lt in CONTENT.box.loot) == 11
    assert sum(lf.copies for lf in CONTENT.box.leaves) == 26
    assert set(CONTENT.boards) == {
        "M1A",
        "M1B",
        "M2A",
        "M2B",
        "M3A",
        "M3B",
        "M4A",
        "M4B",
        "M5A",
        "M5B",
        "M6A",
        "M6B",
        "M7A",
        "M7B",
    }  # L1648, L1778, L1820, L1915, L1971, L2043, L2077


def test_mission_0_is_its_briefing() -> None:
    """L1633-1678: objectives, boards M1A & M1B, the anecdote factory, tokens, kits, madness 7,
    enemies; R-F-5: never saved."""
    m = CONTENT.missions["mission_0"]
    assert [b.board for b in m.boards] == ["M1A", "M1B"]
    assert m.anecdote_factory and not m.saved and m.madness_start == 7
    assert Counter(t.tile for t in m.tiles) == {"red_barrel": 4, "crate": 1}
    assert (len(m.loot_spots), len(m.leaf_spots)) == (5, 3)
    assert Counter(e.unit for e in m.enemies) == {
        "guard_dog": 3,
        "decapiteur": 3,
        "assaillant": 2,
        "berserker": 1,
        "black_panther": 1,
    }
    assert [(k.weapon, k.talent) for k in m.kits] == [
        ("desert_eagle", "gachette_rapide"),
        ("m133", "glissade"),
        ("stg90", "balle_porte_bonheur"),
        ("skorpion", "cache_a_la_vue_de_tous"),
    ]
    assert [o.code for o in m.objectives] == ["kill_all", "kill_by_barrel", "berserker_last"]
    assert all(o.xp == 0 and o.money == 0 for o in m.objectives)  # R-F-53: no rewards printed


def test_every_cross_reference_resolves() -> None:
    """Kits name weapons, talents and holsters; units name their weapons; anecdotes name units and
    locations on mission 0's boards; the mission names its boards and round board."""
    m = CONTENT.missions["mission_0"]
    for kit in m.kits:
        assert kit.weapon in CONTENT.weapons and kit.talent in CONTENT.talents
        assert kit.holster in {c.id for c in CONTENT.box.carriers}
    for unit in CONTENT.units.values():
        assert set(unit.weapons) <= set(CONTENT.weapons)
        assert all(step.weapon in unit.weapons for step in unit.behaviour if isinstance(step, Attack))
    board = mission_map("mission_0")
    for card in CONTENT.anecdotes.values():
        if isinstance(card, What):
            assert card.unit in CONTENT.units
        if isinstance(card, Where):
            assert card.location in board.locations
    assert CONTENT.rounds[m.round_board].mission == 0
    assert all(e.unit in CONTENT.units for e in m.enemies)


def test_texts_given_are_cited_and_the_rest_marked_designed() -> None:
    """Every entry cites rulebook lines or names its designed fields; what L1122-1124 and L777 give
    about the Décapiteur (rank 4, 4 MP, 6 HP) is not marked designed."""
    d = CONTENT.units["decapiteur"]
    assert (d.rank, d.mp, d.hp) == (4, 4, 6)
    assert not {"rank", "mp", "hp"} & set(d.source.designed)
    assert CONTENT.units["leopard"].rank == 9  # L1410
    assert CONTENT.weapons["coup_de_crosse"].die == "green"  # L1168
    assert CONTENT.weapons["desert_eagle"].capacity == 5 and CONTENT.weapons["skorpion"].capacity == 4  # L757
    assert all("max_hp" in c.source.designed for c in CONTENT.characters.values())


def test_madness_cards_carry_three_tiers_and_the_l1231_example() -> None:
    """MD-13 (L1210-1214): three tier effects per card; the L1231 example shows Cruauté at 5+;
    R-F-4: Catatonie's X is 1, 2, 3 by tier."""
    assert any(card.tier5.effect == "cruaute" for card in CONTENT.madness.values())
    xs = {
        tier_name: tier.x
        for card in CONTENT.madness.values()
        for tier_name, tier in (("0", card.tier0), ("5", card.tier5), ("10", card.tier10))
        if tier.effect == "catatonie"
    }
    assert xs == {"0": 1, "5": 2, "10": 3}


def test_anecdote_decks() -> None:
    """AN-2..AN-6 (L1392-1402): Quand cards say nothing or « C'est le moment ! »."""
    whens = [a for a in CONTENT.anecdotes.values() if isinstance(a, When)]
    assert any(a.now for a in whens) and any(not a.now for a in whens)


def test_the_assembled_map_places_m1b_beside_m1a() -> None:
    """L1648 "Assemblez M1A & M1B": 20 columns of 8 rows, every briefing spot on open ground."""
    board = mission_map("mission_0")
    assert len(board.terrain) == 160
    assert len(board.starts) == 4
    for spot in [*CONTENT.missions["mission_0"].loot_spots, *CONTENT.missions["mission_0"].leaf_spots]:
        assert board.terrain[to_hex(spot)] == "open"


def test_mission_0_map_feeds_movement_and_sight() -> None:
    """The map is usable by the geometry: a start star reaches hexes; barrels are covers (TI-1)."""
    board = mission_map("mission_0")
    tiles = starting_tiles("mission_0")
    live = covers(board, tiles)
    assert set(tiles) <= live
    got = reachable(ground(board, tiles), board.starts[0], 4, occupied=board.starts[1:])
    assert board.starts[0] in got and len(got) > 10
    assert not set(got) & live
    # the wall line of M1B (four edges above cells (15, 5) and (16, 5)) stops a shot straight across it
    below, above = to_hex((15, 5)), to_hex((15, 3))
    assert not sight(below, above, covers=(), wall_edges=board.wall_edges).clear


@pytest.mark.parametrize(
    ("name", "change", "expected"),
    [
        ("weapons.json", lambda d: d.append(dict(d[0])), "weapons.json: duplicate ids ['fist']"),
        (
            "units.json",
            lambda d: d[1]["weapons"].append("bazooka"),
            "units.json: decapiteur: unknown weapons ['bazooka']",
        ),
        ("anecdotes.json", lambda d: d.pop(), "anecdotes.json: 18 anecdote cards"),
        ("anecdotes.json", lambda d: d[-1].update(unit="hoyt"), "anecdotes.json: quoi_5: unknown unit 'hoyt'"),
        (
            "missions/mission_0.json",
            lambda d: d["mission"]["enemies"].pop(),
            "missions/mission_0.json: mission_0: the enemies of L1674-1678",
        ),
        (
            "missions/mission_0.json",
            lambda d: d["mission"]["enemies"][1].update(colour="red"),
            "two guard_dog on the red base (SU-8",
        ),
        (
            "missions/mission_0.json",
            lambda d: d["mission"]["tiles"][0].update(at=[0, 0]),
            "missions/mission_0.json: mission_0: placement (0, 0)",
        ),
        (
            "missions/mission_0.json",
            lambda d: d["mission"]["kits"][0].update(holster="back_holster_simple"),
            "belt_holster (INV-6",
        ),
        (
            "missions/mission_1.json",
            lambda d: d["boards"][0]["rows"].__setitem__(0, "TT....X..."),
            "missions/mission_1.json: M1A: unknown terrain",
        ),
        (
            "missions/mission_1.json",
            lambda d: d["boards"][1]["walls"].append({"a": [0, 0], "b": [5, 5]}),
            "missions/mission_1.json: M1B: wall",
        ),
        (
            "missions/mission_1.json",
            lambda d: d["mission"]["unit_hp"]["2"].update(fist=-1),
            "missions/mission_1.json: mission_1: unit_hp shifts an enemy unit board's HP (R-F-81)",
        ),
        ("characters.json", lambda d: d[0].update(max_hp="eight"), "characters.json: Expected `int`"),
        ("madness.json", lambda d: d[0]["source"]["designed"].append("colour"), "madness.json: folie_1: designed"),
        ("talents.json", lambda d: d[0]["source"].update(lines=[9999]), "talents.json: surdosage: lines [9999]"),
        (
            "missions/mission_2.json",
            lambda d: d["mission"].update(id="mission_9"),
            "the mission in missions/mission_2.json is 'mission_9', not 'mission_2'",
        ),
        (
            "missions/mission_2.json",
            lambda d: d["boards"].append(dict(d["boards"][0], id="M1A")),
            "missions/mission_2.json: M1A is in missions/mission_1.json already",
        ),
    ],
)
def test_a_corrupted_file_is_refused_with_file_and_entry(
    name: str, change: Callable[[Any], None], expected: str
) -> None:
    with pytest.raises(ContentError) as caught:
        load(reader_with(name, change))
    assert expected in str(caught.value)


def test_the_real_files_load_through_the_same_reader() -> None:
    """The corruption tests' reader is faithful: with no change it loads the same content."""
    assert load(reader_with("weapons.json", lambda d: None)) == CONTENT
