"""Special objects used by hand (MV-1, L623-627): the cage, the box's only special object in FC-1
(TI-8, L2223-2235), played through `decide`."""

from __future__ import annotations

from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.hexes import Hex, neighbours
from tests.games.farcry.arena import put, tile
from tests.games.farcry.farcry_play import ENGINE, act, character, idle, refused, unit
from tests.games.farcry.test_farcry_gear import WEST, field

CAGE = Hex(0, 4)


def caged() -> FarCryState:
    """Daisy beside a cage holding the black panther (Keith far off)."""
    s = field(2)
    put(s, "daisy", WEST)
    put(s, "keith", Hex(-2, 5))
    tile(s, "cage", CAGE)
    put(s, "black_panther-red", CAGE)
    unit(s, "black_panther-red").caged = True
    idle(s)
    return s


def opens(s: FarCryState, name: str = "daisy") -> list[list[int]]:
    return [
        list(a.fixed["at"])
        for a in ENGINE.legal_actions(s, 0)
        if a.action == "interact" and a.fixed["character"] == name
    ]


def test_opening_a_cage_by_hand_costs_its_mp_from_an_adjacent_hex_and_frees_the_captive() -> None:
    """MV-1 (L623-627): adjacent, pay the tile's MP (1 for a cage, L2225), resolve its effect: the
    captive steps out beside it (TI-8); the empty cage stays (a cover) with nothing left to open."""
    s = caged()
    put(s, "daisy", Hex(-1, 4))
    assert opens(s) == [list(CAGE)]
    after, out = act(s, 0, cmd.Interact(character="daisy", at=CAGE))
    assert out[0] == ev.ObjectUsed(character="daisy", at=CAGE, kind="cage", mp=1)
    freed = [e for e in out if isinstance(e, ev.CageOpened)]
    assert len(freed) == 1 and freed[0].unit == "black_panther-red" and freed[0].to in neighbours(CAGE)
    panther = unit(after, "black_panther-red")
    assert not panther.caged and panther.at == freed[0].to
    assert character(after, "daisy").mp == character(s, "daisy").mp - 1
    assert [t.kind for t in after.tiles] == ["cage"] and opens(after) == []
    assert refused(after, 0, cmd.Interact(character="daisy", at=CAGE)).code == "nothing_to_do"


def test_a_cage_is_opened_only_from_beside_it_and_with_the_mp() -> None:
    """MV-1: not adjacent or short of MP, nothing is listed and the command is refused."""
    s = caged()
    assert opens(s) == []  # Daisy two hexes away
    assert refused(s, 0, cmd.Interact(character="daisy", at=CAGE)).code == "not_adjacent"
    put(s, "daisy", Hex(-1, 4))
    character(s, "daisy").mp = 0
    assert opens(s) == []
    assert refused(s, 0, cmd.Interact(character="daisy", at=CAGE)).code == "not_enough_mp"
