"""Far Cry told in words (issue 34, the browser audit's cosmetic defects): the hexes the players pick for
an enemy's move (EN-16) are named by direction, distance and what lies there, never a bare "8,7"; the log
counts hexes with the right number ("moves 1 hex", "moves 2 hexes"), in English and in French."""

from __future__ import annotations

import re

import pytest

from domain.games.farcry import events as ev
from domain.games.farcry.sentences import tell
from domain.games.farcry.tactical.hexes import Hex
from tests.games.farcry.farcry_play import ENGINE
from tests.games.farcry.test_farcry_enemy_turn import tied_move

COORDINATES = re.compile(r"-?\d+,-?\d+")


@pytest.mark.parametrize(("lang", "word"), [("en", "hex"), ("fr", "hexagone")])
def test_an_enemys_hexes_to_choose_are_named_in_words(lang: str, word: str) -> None:
    s = tied_move()
    action = ENGINE.in_language(lang).legal_actions(s, 0)[0]
    assert action.action == "choose"
    labels = [str(c.label) for c in action.params[0].choices]
    assert len(set(labels)) == len(labels) > 1, labels  # the players tell the hexes apart
    for label in labels:
        assert not COORDINATES.search(label), label
        assert word in label, label


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("en", "Daisy Lee moves 1 hex (", "Daisy Lee moves 2 hexes ("),
        ("fr", "Daisy Lee se déplace de 1 hexagone (", "Daisy Lee se déplace de 2 hexagones ("),
    ],
)
def test_the_log_counts_hexes_with_the_right_number(lang: str, one: str, two: str) -> None:
    step = ev.Moved(who="daisy", kind="step", path=[Hex(0, 0), Hex(1, 0)], mp=1)
    steps = ev.Moved(who="daisy", kind="step", path=[Hex(0, 0), Hex(1, 0), Hex(2, 0)], mp=2)
    assert (tell(step, 0, lang) or "").startswith(one)
    assert (tell(steps, 0, lang) or "").startswith(two)
    assert "(es)" not in (tell(ev.FireSpread(hexes=[Hex(0, 0)]), None, lang) or "(es)")
    assert "(s)" not in (tell(ev.FireSpread(hexes=[Hex(0, 0), Hex(1, 0)]), None, lang) or "(s)")
