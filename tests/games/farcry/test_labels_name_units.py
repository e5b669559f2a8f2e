"""Labels name units, never their ids (issue 34, item 3): the enemy's move offered to the players
(EN-16, R-F-34) said "black_panther-red: where to move?" in both languages; the browser's id scan
(`tests/web/test_names.py`) caught it only when the server's random deal led to such a choice."""

from __future__ import annotations

import re

from domain import bots
from domain.games.farcry.engine import FarCryEngine
from domain.games.farcry.options import FarCryOptions
from domain.rng import Rng
from tests.games.farcry.farcry_play import fold

UNIT_ID = re.compile(r"\b[a-z]+(?:_[a-z]+)*-(?:red|blue|green|yellow|orange|black|purple|white)\b|\b[a-z]+_[a-z_]+\b")


def test_the_enemy_s_offered_move_names_the_enemy_in_both_languages() -> None:
    """Random play of mission 0 until an enemy's move is offered to the players: its label is the
    enemy's name and colour ("Black panther (red)"), in English and in French."""
    seen = 0
    for lang in ("en", "fr"):
        engine = FarCryEngine()
        engine.lang = lang
        for seed in range(20):
            s = fold(engine.start(FarCryOptions(seats=1), Rng(seed)))
            rng = Rng(seed)
            for n in range(40):
                status = engine.status(s)
                if status.finished:
                    break
                for a in engine.legal_actions(s, 0):
                    if a.action == "choose" and s.enemy_choice is not None:
                        assert not UNIT_ID.search(a.label), a.label
                        seen += 1
                command = bots.random_command(engine, s, status.to_act[0], rng)
                assert command is not None
                out = engine.decide(s, status.to_act[0], command, 0.0, Rng.derive(seed, n))
                assert isinstance(out, list)
                s = fold(out, s)
    assert seen >= 2
