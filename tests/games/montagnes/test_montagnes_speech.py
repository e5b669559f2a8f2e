"""Speech madness read through the normalised words (issue 13 item 11): typing tricks such as hyphens,
apostrophes, spaced letters and number words do not dodge a card the server enforces.

« Le texte des cartes Folie l'emporte sur toute autre règle » (Phase de Rencontre)."""

from __future__ import annotations

import pytest

from domain.chat import decide_chat
from domain.contract import Event, RuleViolation, Speech
from domain.games.montagnes import ENGINE
from domain.games.montagnes import commands as cmd
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.madness import combine, words
from domain.games.montagnes.speech import is_number, parse
from domain.match import evolve
from domain.match_events import ChatPosted, Record
from domain.match_state import Match
from tests.games.montagnes.helpers import T0, Game, set_madness
from tests.games.montagnes.test_montagnes_madness import by_name, mad_game
from tests.support.history import History


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


# -- madness the server can now enforce (issue 13 item 11) ------------------------------------------
def speak(game: Game, seat: int, text: str, to: list[int] | None = None, heard: dict[int, str] | None = None) -> None:
    """``seat`` says ``text`` during the hourglass; raises the refusal if its madness forbids it."""
    assert ENGINE.check_speech(game.s, seat, Speech(text, to, heard or {}), game.now) == []


def refused(game: Game, seat: int, text: str, to: list[int] | None = None, heard: dict[int, str] | None = None) -> str:
    with pytest.raises(RuleViolation) as refusal:
        speak(game, seat, text, to, heard)
    assert refusal.value.code == "madness_forbids_speech"
    return refusal.value.message


@pytest.mark.parametrize("text", ["Je pose un livre", "J'ai des outils", "Moi aussi", "C'est mon tour", "I have tools"])
def test_dedoublement_refuses_the_first_person(text: str) -> None:
    """Dédoublement: « Vous parlez de vous à la troisième personne »: first-person forms are refused,
    as Solitude refuses « nous » and « on »."""
    game = mad_game(by_name("Dédoublement"))
    refused(game, 1, text)
    speak(game, 1, "Danforth pose un livre")
    speak(game, 2, text)


def test_perroquet_repeats_another_players_last_sentence_first() -> None:
    """Perroquet: « Avant de parler, vous répétez la dernière phrase d'un autre joueur »: the server has
    every line, so a line must open with the last sentence another player said."""
    game = mad_game(by_name("Perroquet"))
    heard = {0: "Qui a des outils ? Posez vite !", 2: "J'ai un livre.", 1: "Tekeli-li."}
    speak(game, 1, "Posez vite ! J'ai des armes.", heard=heard)
    speak(game, 1, "j'ai UN livre... Moi aussi", heard=heard)
    speak(game, 1, "Posez vite", heard=heard)
    refused(game, 1, "J'ai des armes.", heard=heard)
    refused(game, 1, "Qui a des outils ? J'en ai.", heard=heard)  # not the last sentence
    refused(game, 1, "Tekeli-li. J'ai des armes.", heard=heard)  # its own line, not another player's
    assert "personne" in refused(game, 1, "J'ai des armes.", heard={1: "Bonjour."})
    speak(game, 2, "J'ai des armes.", heard=heard)


def test_perroquet_other_rules_bind_the_players_own_words() -> None:
    """In expert play the other cards apply to what the player says after the repetition: Laconique's
    five words do not count the repeated sentence."""
    game = Game(3, leader=0, expert=True)
    game.set_madness(1, [by_name("Laconique"), by_name("Perroquet")])
    game.encounter("coast-1", "phoques")
    heard = {0: "Il faut absolument poser des livres maintenant."}
    speak(game, 1, "Il faut absolument poser des livres maintenant. Oui, tout de suite.", heard=heard)
    refused(game, 1, "Il faut absolument poser des livres maintenant. Oui, je pose mes deux livres.", heard=heard)


def test_devotion_speaks_only_to_the_leader() -> None:
    """Dévotion: « Vous ne parlez qu'au Leader »: the line must be addressed to the Leader alone."""
    game = mad_game(by_name("Dévotion"))
    speak(game, 1, "Prends mes outils", to=[0])
    refused(game, 1, "Prends mes outils")
    refused(game, 1, "Prends mes outils", to=[2])
    refused(game, 1, "Prends mes outils", to=[0, 2])
    speak(game, 2, "Prends mes outils", to=[1])


def test_newly_enforced_cards_are_listed_as_enforced() -> None:
    """The three cards are no longer honour-only: the holder's view lists what the server checks."""
    for name, kind in (("Perroquet", "parrot"), ("Dédoublement", "third_person"), ("Dévotion", "leader_only")):
        card = CONTENT.madness[by_name(name)]
        assert [r.kind for r in card.rules] == [kind] and card.honour is None


def test_perroquet_conflicts_with_a_fixed_opening() -> None:
    """« Si des cartes Folie se contredisent, appliquez la carte Folie de plus haut niveau »: a line
    cannot both open with « Capitaine » and with another's sentence; Perroquet (level 2) wins."""
    kept = combine([CONTENT.madness[by_name("Cérémonieux")], CONTENT.madness[by_name("Perroquet")]])
    assert [r.kind for r in kept] == ["parrot"]
    glosso = CONTENT.madness[by_name("Glossolalie")]
    assert [r.kind for r in combine([glosso, CONTENT.madness[by_name("Perroquet")]])] == ["only_words"]


# -- through the platform: the match keeps every seat's last line and passes addressees --------------
def test_platform_passes_last_lines_and_addressees_to_the_game() -> None:
    """decide_chat gives the game each seat's last line (kept by the match, as every line is stored)
    and the addressees; the stored line carries ``to`` for everyone to see."""
    h = History(ENGINE, {"players": 4, "first_leader": 0}, now=T0)
    set_madness(h.match.state, 1, [by_name("Perroquet")])
    set_madness(h.match.state, 2, [by_name("Dévotion")])
    h.command(0, cmd.Move(space="coast-1"), now=T0 + 1)
    chat(h, 3, "Qui a des livres ?", T0 + 2)
    with pytest.raises(RuleViolation):
        chat(h, 1, "Moi.", T0 + 3)
    chat(h, 1, "Qui a des livres ? Moi.", T0 + 3)
    with pytest.raises(RuleViolation):
        chat(h, 2, "J'ai un livre", T0 + 4)
    line = chat(h, 2, "J'ai un livre", T0 + 4, to=[0])[0]
    assert line == ChatPosted(seat=2, text="J'ai un livre", to=[0])
    assert h.match.chat_last == {3: "Qui a des livres ?", 1: "Qui a des livres ? Moi.", 2: "J'ai un livre"}


@pytest.mark.parametrize("to", [[], [1], [0, 0], [4], [-1]])
def test_addressees_must_be_other_seats_each_once(to: list[int]) -> None:
    h = History(ENGINE, {"players": 4, "first_leader": 0}, now=T0)
    with pytest.raises(RuleViolation) as refusal:
        decide_chat(ENGINE, h.match, 1, "psst", T0, to)
    assert refusal.value.code == "invalid_addressee" and refusal.value.status == 422


def chat(h: History, seat: int, text: str, now: float, to: list[int] | None = None) -> list[Event]:
    events = decide_chat(ENGINE, h.match, seat, text, now, to)
    start = h.match.version
    for k, event in enumerate(events):
        record = Record(version=start + k + 1, event=event, cmd=start, seat=seat, at=now, barrier=True)
        evolve(ENGINE, h.match, record, _no_undo)
    return events


def _no_undo(version: int) -> Match:
    raise AssertionError("no undo here")
