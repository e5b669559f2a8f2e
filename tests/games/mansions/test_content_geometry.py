"""Map geometry: movement, range and line of sight through the white dots (H-7, H-33, L99-100, R-H-27).

The pairs below were checked by hand on the map's grid (content/README.md draws it)."""

from __future__ import annotations

import pytest

from domain.games.mansions.content import CONTENT
from domain.games.mansions.content.geometry import segments_touch

GEO = CONTENT.geometry


@pytest.mark.parametrize(
    ("a", "b", "seen"),
    [
        ("yard_gate", "yard_shed", True),  # diagonal inside the open yard
        ("wheel_north", "wheel_south", True),  # two spaces apart along the wheelhouse
        ("cellar_ladder", "cellar_cistern", True),  # along the cellar
        ("parlour_west", "parlour_east", False),  # the chimney breast stands between the dots
        ("kitchen_hearth", "kitchen_table", False),  # the stove wall
        ("kitchen_hearth", "kitchen_pantry", True),  # the diagonal passes the stove wall's end
        ("hall_north", "parlour_west", False),  # adjacent through a door, but a wall cuts the line
        ("yard_path", "gh_east", False),  # straight through a door: doors block sight (R-H-27)
        ("cellar_ladder", "crypt_altar", False),  # the crypt door, even open
        ("yard_gate", "gh_west", False),  # the greenhouse wall
    ],
)
def test_line_of_sight_between_dots(a: str, b: str, seen: bool) -> None:
    """L71, R-H-27: no wall and no door, open or closed, between the two white dots."""
    assert GEO.line_of_sight(a, b) is seen
    assert GEO.line_of_sight(b, a) is seen


def test_range_counts_spaces_along_adjacency_and_diagonals() -> None:
    """H-33: an adjacent space is range 1; R-H-27: diagonals only where the map declares them."""
    d = GEO.distances("yard_gate")
    assert d["yard_gate"] == 0 and d["yard_path"] == 1 and d["yard_shed"] == 1
    assert d["hall_south"] == 2  # through the front door
    assert "cellar_ladder" not in d  # a ladder is not range
    assert GEO.in_range("wheel_north", "wheel_south", 2)
    assert not GEO.in_range("wheel_north", "wheel_south", 1)
    assert not GEO.in_range("parlour_west", "parlour_east", 3)  # in range, out of sight


def test_ladders_for_investigators_and_humanoids_vents_for_beasts() -> None:
    """L99: investigators and humanoids climb ladders; L100: beasts crawl through vents."""
    assert "cellar_ladder" in GEO.neighbours("larder")
    assert "cellar_ladder" in GEO.neighbours("larder", "humanoid")
    assert "cellar_ladder" not in GEO.neighbours("larder", "beast")
    assert "cellar_casks" in GEO.neighbours("gh_west", "beast")
    assert "cellar_casks" not in GEO.neighbours("gh_west")
    assert "cellar_casks" not in GEO.neighbours("gh_west", "eldritch")


def test_rooms_meet_only_through_doors() -> None:
    """L26-27: spaces of two rooms are adjacent only across a door."""
    doors = {frozenset((d.a, d.b)) for d in CONTENT.board.doors}
    for a, b in CONTENT.board.adjacent:
        if GEO.room_of(a) != GEO.room_of(b):
            assert frozenset((a, b)) in doors
    assert "study_east" not in GEO.neighbours("kitchen_hearth")  # a plain wall
    assert "study_west" in GEO.neighbours("hall_north")  # the study door


def test_segments_touch_counts_ends_and_overlaps() -> None:
    assert segments_touch(((0, 0), (2, 2)), ((0, 2), (2, 0)))
    assert segments_touch(((0, 0), (1, 0)), ((1, 0), (1, 1)))  # a shared end
    assert segments_touch(((0, 0), (2, 0)), ((1, 0), (3, 0)))  # collinear overlap
    assert not segments_touch(((0, 0), (1, 0)), ((2, 0), (3, 0)))
    assert not segments_touch(((0, 0), (1, 1)), ((1, 0), (2, -1)))


def test_sight_is_symmetric_and_never_crosses_rooms_on_this_map() -> None:
    """Every boundary between two rooms is a wall or a door here, so sight stays inside a room (R-H-27);
    inside a room only the two wall stubs hide a space from another."""
    ids = sorted(GEO.spaces)
    hidden_in_room = set()
    for a in ids:
        for b in ids:
            seen = GEO.line_of_sight(a, b)
            assert seen == GEO.line_of_sight(b, a)
            if GEO.room_of(a) != GEO.room_of(b):
                assert not seen, (a, b)
            elif not seen:
                hidden_in_room.add(frozenset((a, b)))
    assert hidden_in_room == {
        frozenset(("parlour_west", "parlour_east")),
        frozenset(("kitchen_hearth", "kitchen_table")),
    }
