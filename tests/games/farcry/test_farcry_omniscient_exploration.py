"""A finished match's replay (the omniscient view) shows an exploration whole: the face-down cards, every
seat's chosen destination and the pile in order, which a seat's view hides (issue 18's replay)."""

from __future__ import annotations

import pytest

from domain.games.farcry.explorations.state import Commitment
from tests.games.farcry.exploration_play import exploring, use_saved_mission, x_of
from tests.games.farcry.farcry_play import ENGINE


def test_the_omniscient_view_shows_what_the_exploration_hides(monkeypatch: pytest.MonkeyPatch) -> None:
    use_saved_mission(monkeypatch)
    s = exploring(2)
    x = x_of(s)
    face_down = [c for c in x.cards if not c.face_up]
    assert face_down and x.deck
    x.chosen = [Commitment(character=x.explorers[0].character, to=face_down[0].cell)]
    seat = ENGINE.view(s, 1).exploration
    whole = ENGINE.omniscient_view(s).exploration
    assert seat is not None and whole is not None
    assert all(c.card is None for c in seat.cards if not c.face_up) and seat.deck is None
    assert seat.mine == [] or seat.mine[0].character != x.explorers[0].character
    assert [c.card for c in whole.cards] == [c.card for c in x.cards]
    assert whole.deck == x.deck and whole.mine == x.chosen
