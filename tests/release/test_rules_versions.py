"""A game's rules version moves when its designed content does (CHANGELOG's scheme; ``rules_fingerprints``).

Far Cry's HP shifts and missions 4-7 and Mansions' skill points changed how new matches play while both
kept the ``rules_version`` they had since their first commit, so analytics could not tell matches of the
old and new rules apart; this test keeps that from happening again."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.release import rules_fingerprints as fp


def test_each_game_s_content_is_the_one_recorded_for_its_rules_version() -> None:
    recorded = fp.recorded()
    for game, now in fp.current().items():
        assert game in recorded, f"{game}: no fingerprint recorded (python -m tests.release.rules_fingerprints --write)"
        was = recorded[game]
        if now["rules_version"] == was["rules_version"]:
            assert now["content"] == was["content"], (
                f"{game}: its content files changed under rules_version {was['rules_version']!r}: bump the engine's "
                "rules_version (and the CHANGELOG), then python -m tests.release.rules_fingerprints --write"
            )
        else:
            pytest.fail(
                f"{game}: rules_version {now['rules_version']!r} has no fingerprint (recorded: "
                f"{was['rules_version']!r}): python -m tests.release.rules_fingerprints --write"
            )


def test_a_changed_unit_is_caught(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The fingerprint reads the data: one changed rune in a copy of a game's content changes it."""
    game = "maeshowe"
    root = tmp_path / "repo"
    shutil.copytree(fp.ROOT / "domain" / "games" / game, root / "domain" / "games" / game)
    monkeypatch.setattr(fp, "ROOT", root)
    before = fp.content_fingerprint(game)
    cards = root / "domain" / "games" / game / "content" / "cards.json"
    text = cards.read_text(encoding="utf-8")
    cards.write_text(text.replace('"runes": ["blue"]', '"runes": ["red"]', 1), encoding="utf-8")
    assert cards.read_text(encoding="utf-8") != text
    assert fp.content_fingerprint(game) != before
