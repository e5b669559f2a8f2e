"""PHASE DE PIOCHE, PHASE DE REPOS, FIN DU TOUR and FIN DE LA PARTIE."""

from __future__ import annotations

import pytest

from domain.games.montagnes import ENGINE, rules
from domain.games.montagnes import commands as cmd
from domain.games.montagnes.events import CardsDealt, DeckReshuffled, ExpeditionEnded, TurnEnded
from tests.games.montagnes.helpers import Game, finish_turn


def to_draw(players: int = 3) -> Game:
    game = Game(players, leader=0)
    game.encounter("coast-1", "phoques")
    for seat, cards in ((1, ["tool-4a", "tool-5a"]), (2, ["book-4a", "book-5a"])):
        game.give(seat, cards)
        game.do(seat, cmd.PlaceCards(cards=cards))
    game.give(0, game.s.deck[:5])
    game.close_encounter()
    assert game.s.step == "draw"
    assert [len(h) for h in game.s.hands] == [5, 0, 0]
    return game


def test_draw_refills_every_hand_to_the_limit() -> None:
    """« Le Leader distribue à chaque joueur (lui y compris) des cartes ... jusqu'à ce que tous les
    joueurs aient atteint la limite »."""
    game = to_draw()
    events = game.do(0, cmd.Deal())
    assert [len(h) for h in game.s.hands] == [5, 5, 5]
    dealt = [e for e in events if isinstance(e, CardsDealt)]
    assert {e.seat for e in dealt} == {1, 2}
    assert ENGINE.event_view(dealt[0], 0) == CardsDealt(seat=dealt[0].seat, cards=None, count=5)


def test_leader_chooses_recipients_when_the_deck_is_short() -> None:
    """« S'il n'y a pas assez de cartes dans la pioche ... le Leader choisit alors qui reçoit des cartes »."""
    game = to_draw()
    game.s.discard.extend(game.s.deck[3:])
    del game.s.deck[3:]
    game.do(0, cmd.Deal())
    assert game.s.step == "deal"
    players = {c.value for c in ENGINE.legal_actions(game.s, 0)[0].params[0].choices}
    assert players == {1, 2}
    assert game.refuse(0, cmd.DealTo(player=0)).code == "invalid_choice"
    game.do(0, cmd.DealTo(player=1))
    game.do(0, cmd.DealTo(player=1))
    game.do(0, cmd.DealTo(player=2))
    assert game.s.deck == [] and [len(h) for h in game.s.hands] == [5, 2, 1]
    assert game.s.step in ("rest", "movement")


def test_raise_hand_limit_for_everyone_until_next_draw() -> None:
    """Leadership, phase de Pioche: « augmenter la limite de cartes en main de 1 carte jusqu'à la
    prochaine phase de Pioche. Il distribue ensuite une carte supplémentaire à chacun »."""
    game = to_draw()
    game.do(0, cmd.RaiseHandLimit())
    game.do(0, cmd.RaiseHandLimit())
    assert game.s.hand_limit() == 7
    game.do(0, cmd.Deal())
    assert [len(h) for h in game.s.hands] == [7, 7, 7]
    assert game.s.tokens_discard == 2
    if game.s.step == "rest":
        game.do(0, cmd.SkipRest())
    assert game.s.hand_limit() == 7, "the bonus lasts until the next draw phase"
    finish_turn(game)
    game.encounter("coast-2")
    game.close_encounter()
    while game.s.step == "failures":
        game.do(game.s.leader, cmd.FailureMadness(trial=game.s.failures[0], player=game.s.leader))
    assert game.s.step == "draw" and game.s.hand_limit() == 5


def test_over_the_limit_receives_nothing() -> None:
    """« vous ne pouvez pas piocher ou recevoir de nouvelles cartes Équipement tant que vous n'êtes pas
    redescendu en dessous de la limite »."""
    game = to_draw()
    game.give(0, game.s.deck[:6])
    game.do(0, cmd.Deal())
    assert len(game.s.hands[0]) == 6


def test_draw_token_covered_by_relic() -> None:
    """A relic token on « PHASE DE PIOCHE »: no raise; the deal is then automatic."""
    game = Game(3, leader=0)
    game.s.covered[0].append("draw")
    game.encounter("coast-1", "phoques")
    game.close_encounter()
    while game.s.step == "failures":
        game.do(0, cmd.FailureMadness(trial=game.s.failures[0], player=1))
    assert game.s.step in ("rest", "movement")


def test_rest_boxes_one_returns_the_discard_and_reshuffles() -> None:
    """PHASE DE REPOS: « 1 Remettez un jeton Leadership ... dans la boîte. 2 Remplacez tous les jetons
    Leadership de la défausse sur le Traîneau. 3 Mélangez la défausse de cartes Équipement avec le
    reste de la pioche »."""
    game = to_draw()
    game.s.tokens_sled, game.s.tokens_discard = 3, 3
    game.do(0, cmd.Deal())
    assert game.s.step == "rest"
    cards = sorted(game.s.deck + game.s.discard)
    events = game.do(0, cmd.Rest())
    assert (game.s.tokens_sled, game.s.tokens_discard, game.s.tokens_box) == (5, 0, 1)
    shuffled = next(e for e in events if isinstance(e, DeckReshuffled))
    assert DeckReshuffled.chance and ENGINE.event_view(shuffled, 0).deck is None  # type: ignore[union-attr]
    assert sorted(game.s.deck) == cards and game.s.discard == []
    assert isinstance(events[-1], TurnEnded)


def test_rest_refused_with_one_token_left() -> None:
    """« S'il ne vous reste plus qu'un seul jeton Leadership au total ... vous ne pouvez pas effectuer
    de phase de repos »."""
    game = to_draw()
    game.s.tokens_sled, game.s.tokens_discard, game.s.tokens_box = 0, 1, 5
    game.do(0, cmd.Deal())
    assert game.s.step == "movement", "no rest to offer: the turn ends"
    game.s.step = "rest"
    refused = game.refuse(game.s.leader, cmd.Rest())
    assert refused.code == "rest_forbidden" and "seul jeton" in (refused.rule or "")


def test_sled_passes_left_at_the_end_of_the_turn() -> None:
    """FIN DU TOUR: « passez ensuite le Traîneau au joueur à votre gauche, qui devient le Leader »."""
    game = Game(4, leader=3)
    game.encounter("coast-1")
    finish_turn(game)
    assert game.s.leader == 0 and game.s.turn == 2
    assert ENGINE.status(game.s).to_act == [0]


@pytest.mark.parametrize(
    ("score", "label"),
    [
        (-1, "Défaite"),
        (0, "Faible succès"),
        (1, "Petit succès"),
        (3, "Petit succès"),
        (4, "Succès moyen"),
        (7, "Succès moyen"),
        (8, "Grand succès"),
        (10, "Grand succès"),
        (11, "Succès retentissant"),
    ],
)
def test_result_table(score: int, label: str) -> None:
    """« NOMBRE DE CARTES RELIQUE MOINS NOMBRE DE CARTES BLESSURES » table; 0 is Faible succès (R-M-2)."""
    assert rules.result_label(score) == label


def escaped(relics: int, injuries_in_hand: int) -> Game:
    game = Game(3, leader=0)
    game.teleport("escape-2")
    for k, relic in enumerate(list(game.s.relic_pile)[:relics]):
        game.s.relic_pile.remove(relic)
        game.s.relics[k % 3].append(relic)
    for card in list(game.s.discard):
        game.s.discard.remove(card)
        game.s.injury_pile.append(card)
    hurt = list(game.s.injury_pile)[:injuries_in_hand]
    game.give(1, hurt, keep=True)
    game.encounter("escape-3")
    game.s.tokens_sled = 6
    finish_turn(game)
    return game


def test_escape_victory_relics_at_least_injuries_r_m_2() -> None:
    """« Si l'expédition a obtenu autant ou plus de cartes Relique qu'il y a de cartes Blessure dans la
    pioche Équipement, la défausse Équipement et les mains ... vous gagnez »; injuries in the injury
    pile do not count (R-M-2)."""
    game = Game(3)
    del game
    won = escaped(relics=5, injuries_in_hand=1)
    result = won.s.result
    assert result is not None and result.reason == "escaped"
    ended = next(e for e in won.events if isinstance(e, ExpeditionEnded))
    assert ended.relics is not None and ended.injuries is not None
    assert ended.relics == 5 and ended.won == (ended.relics >= ended.injuries)
    outcome = ENGINE.status(won.s).outcome
    assert outcome is not None and outcome.detail == rules.result_label(ended.relics - ended.injuries)
    if outcome.result == "won":
        assert outcome.winners == [0, 1, 2]


def test_escape_defeat_more_injuries_than_relics() -> None:
    """« moins de cartes Relique qu'il y a de cartes Blessure ... vous perdez la partie »."""
    lost = escaped(relics=0, injuries_in_hand=2)
    assert lost.s.result is not None and not lost.s.result.won
    assert lost.s.result.detail == "Défaite"
    outcome = ENGINE.status(lost.s).outcome
    assert outcome is not None and outcome.result == "lost" and outcome.winners == []


def test_finished_match_accepts_no_command() -> None:
    """After the end every command is refused with ``match_finished``; no prompt remains."""
    game = escaped(relics=0, injuries_in_hand=2)
    assert ENGINE.prompts(game.s) == [] and ENGINE.legal_actions(game.s, 0) == []
    for command in (cmd.Move(space="coast-1"), cmd.SkipRest(), cmd.PlaceCards(cards=["tool-2a"])):
        refused = ENGINE.decide(game.s, 0, command, game.now, game.rng)
        assert not isinstance(refused, list) and refused.code == "match_finished"
    assert ENGINE.on_deadline(game.s, game.now + 1000, game.rng) == []
    assert ENGINE.check_chat(game.s, 1, "bravo", game.now) == []
