"""The bilingual catalogue: every key in English and French; every refusal code the engine raises has
its ``problem.<code>`` entry; prompts and labels render in both languages."""

from __future__ import annotations

import re
import typing
from pathlib import Path

from domain.games.mansions.texts import TEXTS
from domain.rng import Rng
from tests.games.mansions.mansions_play import AGNES, CYRUS, E, match

PACKAGE = Path(__file__).resolve().parents[3] / "domain" / "games" / "mansions"


def test_every_key_in_both_languages() -> None:
    assert TEXTS.missing() == []
    assert TEXTS.languages == ("en", "fr")


def test_every_refusal_code_has_its_text() -> None:
    codes = {
        code
        for path in PACKAGE.glob("*.py")
        for code in re.findall(r'refuse\(\s*"([a-z_]+)"', path.read_text())
        + re.findall(r'return \("([a-z_]+)", "', path.read_text())
    }
    assert codes and all(TEXTS.has(f"problem.{code}") for code in codes), sorted(
        c for c in codes if not TEXTS.has(f"problem.{c}")
    )


def test_prompts_and_labels_in_french() -> None:
    fr = E.in_language("fr")
    state = match(picks=[CYRUS, AGNES])
    assert fr.prompts(state)[0].text.startswith("Prenez")
    assert fr.legal_actions(state, 1)[0].label == "Prendre le prochain tour"
    refusal = fr.explain(E.decide(state, 1, E.parse_command({"action": "end_turn"}), 0.0, Rng(1)))  # type: ignore[arg-type]
    assert refusal.code == "not_your_turn" and refusal.message.startswith("Ce n'est pas")


def test_every_end_reason_is_told_in_both_languages() -> None:
    """ending.py's reasons: the conditions' kinds of objectives.json and R-H-16's no_investigator."""
    from domain.games.mansions.content.schema import Condition

    kinds = {str(c.__struct_config__.tag) for c in typing.get_args(Condition)}
    assert all(TEXTS.has(f"reason.{k}") for k in {*kinds, "no_investigator"})


def test_every_refusal_cites_a_rule_id() -> None:
    """Refusals carry the rule they enforce as an inventory id (H-n) or a ruling (R-H-n)."""
    cited = [
        rule
        for path in PACKAGE.glob("*.py")
        for rule in re.findall(r'(?:refuse\(\s*|return \()"[a-z_]+", "([^"]+)"', path.read_text())
    ]
    assert cited and all(re.fullmatch(r"(H|R-H)-\d+", rule) for rule in cited), sorted(set(cited))
