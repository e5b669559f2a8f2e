"""A found clue's text names the room of the next clue (content README, H-1): every seat reads it
filled in, in its language, since found clues lie face up (L46, views.py); and the seats that may not
know the story learn nothing more than that room, the resampler keeping it (hidden.agrees).

Story PENHALE answered in secret: clue 1 in the kitchen names the parlour; clue 2 in the parlour
(behind the Fallen Beam) names the larder, which only the answer "found" decides (greenhouse or larder)."""

from __future__ import annotations

import msgspec

from domain.games.mansions import events as ev
from domain.games.mansions import views
from domain.games.mansions.content import CONTENT
from domain.games.mansions.state import MansionsState
from domain.rng import Rng
from tests.games.mansions.mansions_play import PENHALE, E, claim, fold, next_turn, until
from tests.games.mansions.test_mansions_views import secret_match

ROOM = {r.id: r.name for r in CONTENT.board.rooms}


def explored_at(state: MansionsState, space: str) -> MansionsState:
    """Seat 1 put on ``space`` in its own turn, then exploring there (the real command)."""
    state = claim(fold([ev.Moved(seat=1, to=space, movement=False)], state))
    state, _ = until(state, 1, {"action": "explore"}, lambda es: True)
    return state


def two_clues() -> MansionsState:
    """Seat 1 holds clues 1 and 2 (the beam cleared as an item would clear it)."""
    state, _ = secret_match(PENHALE)
    state = explored_at(state, "kitchen_hearth")
    state = next_turn(state, 1)
    state = fold([ev.BarrierCleared(room="parlour", card="obs_beam")], state)
    state = fold([ev.Moved(seat=1, to="parlour_west", movement=False)], state)
    state, _ = until(state, 1, {"action": "explore"}, lambda es: True)
    assert state.figures[1].clues == ["clue_1", "clue_2"]
    return state


def clues_read(state: MansionsState, seat: int | None, lang: str) -> list[views.ClueView]:
    seen = E.in_language(lang).view(state, seat)
    assert isinstance(seen, views.MansionsView)
    return seen.investigators[0].clues


def test_a_found_clue_names_the_next_clue_s_room_in_each_language() -> None:
    state = two_clues()
    for lang in ("en", "fr"):
        for seat in (None, 0, 1, 2):
            first, second = clues_read(state, seat, lang)
            assert "{room}" not in first.text and "{room}" not in second.text
            assert first.text == CONTENT.exploration["clue_1"].text.get(lang).replace(
                "{room}", ROOM["parlour"].get(lang)
            )
            assert ROOM["larder"].get(lang) in second.text
            assert (first.card, first.number, first.name) == ("clue_1", 1, CONTENT.exploration["clue_1"].name.get(lang))
    assert "Garde-manger" in clues_read(state, 1, "fr")[1].text and "Larder" in clues_read(state, 1, "en")[1].text


def test_the_resampler_keeps_the_room_a_found_clue_names() -> None:
    """Without it a resampled story could put clue 3 in the greenhouse, and clue 2's text would tell
    the real story from the resampled one (non-interference)."""
    state = two_clues()
    for seat in (None, 1, 2):
        real = msgspec.json.encode(E.view(state, seat))
        for seed in range(12):
            resampled = E.resample_hidden(state, seat, Rng(seed))
            assert msgspec.json.encode(E.view(resampled, seat)) == real
            assert resampled.answers is not None and resampled.answers["found"] == "cistern"


def test_the_last_clue_names_no_room_and_an_unfound_one_is_not_shown() -> None:
    state, _ = secret_match(PENHALE)
    assert all(i.clues == [] for i in E.view(state, 1).investigators)
    last = views.clue_view(state, "clue_4", "en")
    assert last.text == CONTENT.exploration["clue_4"].text.en and last.number == 4
