"""Issue 17 item 6: the bots that simulations and stand-ins use end their matches and play legally.

Each game x player count x bot plays a few seeded matches through the simulator (the platform's own
``decide_command``); every one must finish within the command cap, and no command may be refused.
"""

from __future__ import annotations

from typing import Any

import pytest

from projections.analytics.simulation import play_many

CAP = 2_000
"""Far above any sound match (under 200 commands in these games) and far below a bot that loops."""

CASES = [
    ("maeshowe", {"players": 1, "difficulty": "easy"}),
    ("maeshowe", {"players": 2, "difficulty": "easy"}),
    ("maeshowe", {"players": 2, "difficulty": "medium", "expansions": ["dread", "crumbling"]}),
    ("maeshowe", {"players": 2, "fear_of_the_dark": True}),
    ("bigbook", {"players": 2}),
    ("bigbook", {"players": 5}),
    ("montagnes", {"players": 3}),
    ("montagnes", {"players": 5, "expert": True}),
]


@pytest.mark.parametrize("bot", ["heuristic", "random"])
@pytest.mark.parametrize(("game", "options"), CASES)
def test_every_bot_finishes_seeded_matches_within_the_cap_legally(game: str, options: dict[str, Any], bot: str) -> None:
    played = [match for chunk in play_many(game, options, bot, 4, 17, workers=1, max_commands=CAP) for match in chunk]
    assert [match.capped for match in played] == [False] * 4, [match.commands for match in played]
    assert [match.refused for match in played] == [0] * 4
    assert all(match.result in ("won", "lost") for match in played)


def test_two_maeshowe_heuristics_never_pass_the_jarl_back_and_forth() -> None:
    """The Jarl holder may pass instead of playing (COOPÉRATIF À 2 JOUEURS); the former heuristic passed
    it back and forth forever when every play looked bad (40 of 1,100 matches unfinished at 20,000
    commands). With every expansion, seed 5 held such a match (index 6); now all end in under 150."""
    options = {"players": 2, "expansions": ["gluttony", "crumbling", "dread", "snub", "haste", "ruin"]}
    played = [match for chunk in play_many("maeshowe", options, "heuristic", 8, 5, workers=1) for match in chunk]
    assert all(match.finished and match.commands < 150 for match in played), [m.commands for m in played]
