"""Speech madness read through the normalised words (issue 13 item 11): typing tricks such as hyphens,
apostrophes, spaced letters and number words do not dodge a card the server enforces.

« Le texte des cartes Folie l'emporte sur toute autre règle » (Phase de Rencontre)."""

from __future__ import annotations

import pytest

from domain.contract import RuleViolation
from domain.games.montagnes.madness import words
from domain.games.montagnes.speech import is_number, parse
from tests.games.montagnes.test_montagnes_madness import by_name, mad_game


@pytest.mark.parametrize(
    ("name", "dodge"),
    [
        ("Laconique", "Qui-a-des-outils-pour-nous-deux"),
        ("Laconique", "qui'a'des'outils'pour'toi"),
        ("Avare de mots", "J'ai-des-outils-et-des-livres"),
        ("Innumérisme", "J'ai vingt-deux en outils"),
        ("Innumérisme", "J'en ai trente"),
        ("Innumérisme", "J'ai s i x outils"),
        ("Innumérisme", "J'ai S-I-X outils"),
        ("Innumérisme", "J'ai ＳＩＸ outils"),
        ("Innumérisme", "I have thirty tools"),
        ("Innumérisme", "Le troisième outil"),
        ("Innumérisme", "Une dizaine de livres"),
        ("Innumérisme", "quatre-vingts caisses"),
        ("Superstition", "J'ai s.i.x outils"),
        ("Pudeur", "J'ai l'outil"),
        ("Pudeur", "J'ai des L I V R E S"),
        ("Solitude", "Qu'on y aille"),
    ],
)
def test_typing_tricks_do_not_dodge_a_speech_madness(name: str, dodge: str) -> None:
    """Laconique « ne dépassent pas cinq mots », Innumérisme « aucun nombre », Superstition « six »,
    Pudeur « un type d'Équipement », Solitude « on »: the rule holds however the words are typed."""
    game = mad_game(by_name(name))
    with pytest.raises(RuleViolation) as refused:
        game.chat(1, dodge)
    assert refused.value.code == "madness_forbids_speech"


@pytest.mark.parametrize(
    ("name", "fine"),
    [
        ("Laconique", "J'ai l'outil qu'il faut"),
        ("Innumérisme", "Il y a un gros outil"),
        ("Innumérisme", "Quelqu'un a-t-il un livre ?"),
        ("Écholalie", "Je pose, tekeli-li"),
        ("Écho lointain", "Tekeli-li trois livres"),
        ("Glossolalie", "Tekeli-li tekeli li"),
        ("Solitude", "Je pense qu'il faut poser"),
    ],
)
def test_normalising_keeps_honest_speech_allowed(name: str, fine: str) -> None:
    """Elisions (« j'ai », « qu'il »), the card's own compound « Tekeli-li » and single letters that
    spell nothing are not read as extra words or numbers."""
    game = mad_game(by_name(name))
    assert game.chat(1, fine) == []


def test_parse_splits_and_spells() -> None:
    said = parse("Qui-a l'OUTIL ? s i x, tekeli-li", frozenset({"tekeli-li"}))
    assert said.words == ("qui", "a", "l'outil", "s", "i", "x", "tekeli-li")
    assert "outil" in said.parts and "six" in said.spelled
    assert words("Été, TEKELI-li ! J'ai 6") == ["ete", "tekeli-li", "j'ai", "6"]


@pytest.mark.parametrize(
    ("word", "number"),
    [
        ("trente", True),
        ("vingts", True),
        ("sixieme", True),
        ("twentieth", True),
        ("eighth", True),
        ("12", True),
        ("un", False),
        ("one", False),
        ("outil", False),
        ("month", False),
    ],
)
def test_number_words(word: str, number: bool) -> None:
    assert is_number(word) is number
