"""Cartes Folie: drawing and upgrading, secrecy, the expert variant, and what the server enforces
(speech while talk is allowed, and card placement) during the hourglass."""

from __future__ import annotations

import pytest

from domain.contract import RuleViolation
from domain.games.montagnes import ENGINE, rules
from domain.games.montagnes import commands as cmd
from domain.games.montagnes.content import CONTENT, Restriction
from domain.games.montagnes.events import MadnessDrawn, MadnessIgnored
from domain.games.montagnes.madness import combine, speech_violation, words
from tests.games.montagnes.helpers import Game


def mad_game(card: str, seat: int = 1, players: int = 3) -> Game:
    game = Game(players, leader=0)
    game.set_madness(seat, [card])
    game.encounter("coast-1", "phoques")
    return game


def by_name(name: str) -> str:
    return next(m.id for m in CONTENT.madness.values() if m.name == name)


@pytest.mark.parametrize(
    ("name", "ok", "bad"),
    [
        ("Laconique", "Qui a des outils", "Qui a des outils pour nous deux"),
        ("Curiosité maladive", "Qui a un livre ? Et une arme ?", "J'ai un livre."),
        ("Innumérisme", "J'ai un gros outil", "J'ai un 6 en outils"),
        ("Innumérisme", "J'ai un gros outil", "J'ai six livres"),
        ("Écholalie", "Je pose bientôt, tekeli-li", "Je pose bientôt"),
        ("Crieur", "J'AI DES CAISSES", "j'ai des caisses"),
        ("Pudeur", "J'ai de quoi lire", "J'ai des livres"),
        ("Solitude", "Je vais jouer", "On va jouer"),
        ("Cérémonieux", "Capitaine, j'ai tout", "J'ai tout, capitaine"),
        ("Mots simples", "J'ai du matériel", "J'ai de l'équipement ésotérique"),
        ("Monosyllabique", "Oui !", "Oui, des outils"),
        ("Mutisme", None, "..."),
        ("Glossolalie", "Tekeli-li ! Tekeli li", "Tekeli-li les gars"),
        ("Hurlement", "NON", "non"),
        ("Écho lointain", "Tekeli-li trois livres", "Trois livres, tekeli-li"),
        ("Superstition", "J'ai cinq outils", "J'ai 13 outils"),
    ],
)
def test_speech_madness_enforced_while_talk_is_allowed(name: str, ok: str | None, bad: str) -> None:
    """« Le texte des cartes Folie l'emporte sur toute autre règle »: a message breaking a checkable
    madness is refused while the hourglass runs and talk is allowed."""
    game = mad_game(by_name(name))
    if ok is not None:
        assert game.chat(1, ok) == []
    with pytest.raises(RuleViolation) as refused:
        game.chat(1, bad)
    assert refused.value.code == "madness_forbids_speech"
    assert game.chat(2, bad) == [], "another player is not bound by it"


def test_madness_only_applies_while_the_hourglass_runs() -> None:
    """« Les cartes Folie affectent la capacité des joueurs ... durant la PHASE DE RENCONTRE (lorsque le
    sablier s'écoule) »: the mute player may talk in the movement phase."""
    game = Game(3, leader=0)
    game.set_madness(1, [by_name("Mutisme")])
    assert game.chat(1, "Allons à gauche") == []


def test_ignored_madness_is_not_enforced() -> None:
    """A Leadership token in the movement phase lets the player ignore the card for the turn."""
    game = Game(4, leader=0)
    game.set_madness(1, [by_name("Mutisme")])
    game.do(0, cmd.IgnoreMadness(player=1))
    game.encounter("coast-1")
    assert game.chat(1, "Je parle enfin") == []


@pytest.mark.parametrize(
    ("name", "allowed", "refused"),
    [
        ("Mains tremblantes", ["tool-5a"], ["tool-6a"]),
        ("Bibliophobie", ["tool-6a"], ["book-2a"]),
        ("Obsession du pair", ["tool-4a"], ["tool-3a"]),
        ("Obsession de l'impair", ["tool-3a"], ["tool-4a"]),
        ("Paralysie", [], ["tool-3a"]),
        ("Aversion", ["book-3a"], ["weapon-3a"]),
    ],
)
def test_card_madness_enforced_on_placement(name: str, allowed: list[str], refused: list[str]) -> None:
    """Card restrictions are checked when the card is placed, and listed in the legal actions."""
    game = mad_game(by_name(name))
    game.give(1, [*allowed, *refused])
    legal = ENGINE.legal_actions(game.s, 1)
    listed = {c.value for a in legal for p in a.params for c in p.choices}
    assert listed == set(allowed)
    for card in refused:
        assert game.refuse(1, cmd.PlaceCards(cards=[card])).code == "madness_forbids"
    if allowed:
        game.do(1, cmd.PlaceCards(cards=allowed))


def test_injury_cards_escape_value_and_type_restrictions() -> None:
    """An injury is no equipment: value, parity and type restrictions do not stop it."""
    game = mad_game(by_name("Atrophie"))
    injury = game.s.discard[0]
    game.place(1, [injury])


@pytest.mark.parametrize(("name", "most"), [("Prudence", 3), ("Méfiance", 2), ("Stupeur", 1)])
def test_card_count_madness(name: str, most: int) -> None:
    """« Vous ne posez pas plus de N cartes pendant la Rencontre » (over the whole encounter)."""
    game = mad_game(by_name(name))
    hand = ["tool-2a", "tool-2b", "tool-3a", "tool-3b"]
    game.give(1, hand)
    action = ENGINE.legal_actions(game.s, 1)[0]
    assert action.params[0].max == most
    assert game.refuse(1, cmd.PlaceCards(cards=hand[: most + 1])).code == "madness_forbids"
    game.do(1, cmd.PlaceCards(cards=hand[:1]))
    if most == 1:
        assert ENGINE.legal_actions(game.s, 1) == []
    else:
        assert ENGINE.legal_actions(game.s, 1)[0].params[0].max == most - 1


def test_one_card_at_a_time() -> None:
    """Méthodique: « Vous posez vos cartes une par une »."""
    game = mad_game(by_name("Méthodique"))
    game.give(1, ["tool-2a", "tool-3a"])
    assert ENGINE.legal_actions(game.s, 1)[0].params[0].max == 1
    assert game.refuse(1, cmd.PlaceCards(cards=["tool-2a", "tool-3a"])).code == "madness_forbids"
    game.do(1, cmd.PlaceCards(cards=["tool-2a"]))
    game.do(1, cmd.PlaceCards(cards=["tool-3a"]))


def test_madness_card_in_its_holders_view_only() -> None:
    """« Vous seul pouvez en prendre connaissance. Ne les montrez jamais aux autres joueurs »; the
    level is public (a level-3 player « ne peut pas être choisi »). Honour-based cards say so."""
    game = Game(4, leader=0)
    honour = by_name("Chuchoteur")
    game.set_madness(1, [honour])
    own = ENGINE.view(game.s, 1).players[1]
    assert own.madness is not None and own.madness[0].id == honour
    assert own.madness[0].honour is not None and own.madness[0].enforced == []
    for seat in (0, 2, 3, None):
        other = ENGINE.view(game.s, seat).players[1]
        assert other.madness is None and other.madness_levels == [1]
    drawn = next(e for e in game.events if isinstance(e, MadnessDrawn) and e.seat == 2)
    assert ENGINE.event_view(drawn, 1) == MadnessDrawn(seat=2, level=1, card=None, returned=None)
    assert ENGINE.event_view(drawn, 2) == drawn


def test_every_madness_either_enforced_or_honour_based() -> None:
    """Each of the 60 designed cards restricts something, and says what the server cannot check."""
    for card in CONTENT.madness.values():
        assert card.rules or card.honour
    enforced = sum(1 for c in CONTENT.madness.values() if c.rules)
    assert 40 <= enforced < 60


def test_upgrade_returns_the_old_card_to_the_box() -> None:
    """PIOCHER UNE CARTE FOLIE ❷: « remettez-la dans la boîte et piochez-en une du niveau supérieur »."""
    game = Game(4, leader=0)
    old = game.s.madness[1][0]
    events: list[object] = []
    game.encounter("coast-1")
    game.close_encounter()
    while game.s.step == "failures" and 1 in rules.failure_madness_targets(game.s):
        events += game.do(0, cmd.FailureMadness(trial=game.s.failures[0], player=1))
    drawn = [e for e in events if isinstance(e, MadnessDrawn)]
    assert drawn and drawn[0].returned == old and drawn[0].level == 2
    assert old in game.s.madness_boxed[1] and len(game.s.madness[1]) == 1
    returned = ENGINE.view(game.s, 1).players[1].madness_returned
    assert returned is not None and returned[0] == old


def test_level_three_player_cannot_be_chosen() -> None:
    """❸ « Si vous avez déjà une carte Folie de niveau 3, vous ne pouvez pas être choisi »; if all are,
    only the die is left (« Choisissez alors ❷ Le Leader lance le dé Malus »)."""
    game = Game(3, leader=0)
    game.set_madness(1, [by_name("Mutisme")])
    game.encounter("coast-1")
    game.close_encounter()
    assert game.s.step == "failures"
    assert rules.failure_madness_targets(game.s) == [0, 2]
    assert game.refuse(0, cmd.FailureMadness(trial=game.s.failures[0], player=1)).code == "invalid_choice"
    game.set_madness(0, [by_name("Un mot")])
    game.set_madness(2, [by_name("Paralysie")])
    assert {a.action for a in ENGINE.legal_actions(game.s, 0)} == {"failure_die"}


def test_expert_keeps_every_card_and_applies_them_all() -> None:
    """VARIANTE EXPERT: « ne défaussez pas celle que vous avez déjà ... appliquer les effets de toutes
    les cartes Folie que vous avez »."""
    game = Game(3, leader=0, expert=True)
    game.encounter("coast-1")
    game.close_encounter()
    while game.s.step == "failures" and 1 in rules.failure_madness_targets(game.s):
        game.do(0, cmd.FailureMadness(trial=game.s.failures[0], player=1))
    levels = sorted(CONTENT.madness[m].level for m in game.s.madness[1])
    assert levels == list(range(1, len(levels) + 1)) and len(levels) >= 2
    assert game.s.madness_boxed[1] == []
    assert len(rules.active_madness(game.s, 1)) == len(levels)


def test_expert_conflict_highest_level_wins() -> None:
    """« Si des cartes Folie se contredisent, appliquez la carte Folie de plus haut niveau »: questions
    only (level 1) against yes/no only (level 2) keeps yes/no; compatible limits all apply."""
    questions = CONTENT.madness[by_name("Curiosité maladive")]
    yes_no = CONTENT.madness[by_name("Monosyllabique")]
    kept = combine([questions, yes_no])
    assert [r.kind for r in kept] == ["yes_no_only"]
    short = CONTENT.madness[by_name("Laconique")]
    caps = CONTENT.madness[by_name("Crieur")]
    assert sorted(r.kind for r in combine([short, caps])) == ["max_words", "uppercase"]
    even = CONTENT.madness[by_name("Obsession du pair")]
    odd = CONTENT.madness[by_name("Obsession de l'impair")]
    assert combine([even, odd]) == [Restriction(kind="parity", parity="odd")]
    prefix = CONTENT.madness[by_name("Cérémonieux")]
    assert [r.kind for r in combine([prefix, yes_no])] == ["yes_no_only"]


def test_expert_conflict_in_play() -> None:
    """The combined rules are what check_chat enforces for an expert player."""
    game = Game(3, leader=0, expert=True)
    game.set_madness(1, [by_name("Curiosité maladive"), by_name("Monosyllabique")])
    game.encounter("coast-1")
    assert game.chat(1, "oui") == []
    with pytest.raises(RuleViolation):
        game.chat(1, "Qui a des livres ?")


def test_expert_player_chooses_which_madness_to_ignore() -> None:
    """Leadership, phase de Mouvement: a token lets the designated player « ignorer une carte Folie »
    (any one, not the highest): in expert play the player, who alone knows the cards, chooses which;
    the table waits for that choice, and the others never learn which card it was."""
    game = Game(4, leader=0, expert=True)
    short, mute = by_name("Laconique"), by_name("Mutisme")
    game.set_madness(1, [short, mute])
    game.do(0, cmd.IgnoreMadness(player=1))
    assert game.s.step == "ignore_choice"
    assert [p.seat for p in ENGINE.prompts(game.s)] == [1] and ENGINE.legal_actions(game.s, 0) == []
    action = ENGINE.legal_actions(game.s, 1)[0]
    assert action.action == "ignore_card"
    assert sorted(c.value for c in action.params[0].choices) == sorted([short, mute])
    assert game.refuse(2, cmd.IgnoreCard(card=short)).code == "not_your_turn"
    assert game.refuse(1, cmd.IgnoreCard(card=by_name("Crieur"))).code == "invalid_choice"
    chosen = game.do(1, cmd.IgnoreCard(card=short))
    assert game.s.step == "movement"
    assert [c.name for c in rules.active_madness(game.s, 1)] == ["Mutisme"]
    ignored = next(e for e in chosen if isinstance(e, MadnessIgnored))
    assert ENGINE.event_view(ignored, 1) == ignored
    assert ENGINE.event_view(ignored, 0) == MadnessIgnored(seat=1, card=None)
    own = ENGINE.view(game.s, 1).players[1].madness
    assert own is not None and {m.name: m.ignored_this_turn for m in own} == {"Laconique": True, "Mutisme": False}
    game.do(0, cmd.IgnoreMadness(player=1))
    assert game.s.step == "movement", "the last card left needs no choice"
    assert rules.active_madness(game.s, 1) == []


def test_expert_ignored_choice_holds_through_the_encounter() -> None:
    """The ignored card stays ignored « pour le reste du tour »: the mute card kept, speech is refused."""
    game = Game(4, leader=0, expert=True)
    game.set_madness(1, [by_name("Laconique"), by_name("Mutisme")])
    game.do(0, cmd.IgnoreMadness(player=1))
    game.do(1, cmd.IgnoreCard(card=by_name("Laconique")))
    game.encounter("coast-1")
    with pytest.raises(RuleViolation):
        game.chat(1, "Un mot")


def test_word_splitting() -> None:
    """Words are accent- and case-folded; hyphenated words stay whole."""
    assert words("Été, TEKELI-li ! J'ai 6") == ["ete", "tekeli-li", "j'ai", "6"]
    assert speech_violation([Restriction(kind="no_numbers")], "un outil") is None
