"""Using an item card (LA-5, LA-6, L737-739): the Molotov from the loot, thrown through `decide`."""

from __future__ import annotations

import pytest

from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.hexes import Hex, area
from tests.games.farcry.arena import put
from tests.games.farcry.farcry_play import ENGINE, act, character, idle, refused
from tests.games.farcry.test_farcry_gear import WEST, field


def armed(seats: int = 2) -> FarCryState:
    """Daisy at the west end of the open row with a Molotov card, a Décapiteur 3 hexes east."""
    s = field(seats)
    put(s, "daisy", WEST)
    put(s, "keith", Hex(-2, 5))
    put(s, "decapiteur-red", Hex(1, 4), hp=6)
    idle(s)
    character(s, "daisy").items = ["molotov"]
    return s


def throws(s: FarCryState) -> list[str]:
    return [
        str(choice.value)
        for a in ENGINE.legal_actions(s, 0)
        if a.action == "use_item" and a.fixed["character"] == "daisy"
        for choice in a.params[0].choices
    ]


def test_a_molotov_burns_its_hex_and_the_ring_around_once_per_turn_and_goes_to_the_discard() -> None:
    """LA-5 (L737): once per turn, resolved (designed Molotov: Enflammer 1, ST-6, R-F-29), the card to
    the discard; every event says what happened."""
    s = armed()
    assert "1,4" in throws(s)
    after, out = act(s, 0, cmd.UseItem(character="daisy", item="molotov", at="1,4"))
    assert out[0] == ev.ItemUsed(character="daisy", item="molotov", at=Hex(1, 4))
    assert ev.Damaged(who="decapiteur-red", amount=1, source="fire", by=None) in out
    assert set(area(Hex(1, 4), 1)) <= set(after.fire)
    daisy = character(after, "daisy")
    assert daisy.items == [] and daisy.discard == ["molotov"] and "item" in daisy.limited
    assert throws(after) == []
    character(after, "daisy").items = ["molotov"]  # a second card: still once per turn
    assert throws(after) == []
    assert refused(after, 0, cmd.UseItem(character="daisy", item="molotov", at="1,4")).code == "limited_action_used"


def test_never_on_another_character_never_beyond_range_3_and_never_without_the_card() -> None:
    """LA-6 (L739): an item is never used on another character; the designed throw reaches range 3
    (R-F-28); no card, no use."""
    s = armed()
    listed = throws(s)
    assert "-2,5" not in listed  # Keith's hex
    assert refused(s, 0, cmd.UseItem(character="daisy", item="molotov", at="-2,5")).code == "not_on_a_character"
    assert "2,4" not in listed
    assert refused(s, 0, cmd.UseItem(character="daisy", item="molotov", at="2,4")).code == "out_of_reach"
    character(s, "daisy").items = []
    assert throws(s) == []
    assert refused(s, 0, cmd.UseItem(character="daisy", item="molotov", at="1,4")).code == "no_such_item"


@pytest.mark.parametrize("seed", [1, 2])
def test_every_listed_throw_is_accepted(seed: int) -> None:
    """The listing and `decide` read the same rule (`items.targets`)."""
    s = armed()
    for at in throws(s):
        act(s, 0, cmd.UseItem(character="daisy", item="molotov", at=at), rng_seed=seed)
