"""EFFETS DES CARTES: the eight base card types, played onto the line and discarded."""

from __future__ import annotations

import pytest

from domain.games.maeshowe import ENGINE
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.state import MaeshoweState

from .helpers import DIG_B, DIG_R, act, make, of, of_type, refuse

SLEEP_R, SLEEP_R2, SLEEP_B, SLEEP_B2 = of("sleep")
GOOSE_R, GOOSE_R2, GOOSE_B, GOOSE_B2 = of("goose")
EAT_R, EAT_R2, EAT_B, EAT_B2 = of("eat")
RAVEN_R, RAVEN_R2, RAVEN_B = of("raven")
TREASURE_R, TREASURE_B, TREASURE_B2 = of("treasure")
COLLAPSE_R, COLLAPSE_R2, COLLAPSE_B = of("collapse")
OOF_R, OOF_B, OOF_B2 = of("out_of_food")
DECK = [SLEEP_R2, SLEEP_B2, GOOSE_R2, GOOSE_B2, EAT_R2]


def hand_with(card: int) -> MaeshoweState:
    """A mixed-rune hand around ``card`` and a deck that cannot cause madness."""
    others = [c for c in (DIG_R[5], DIG_B[5], EAT_B2, RAVEN_B) if c != card][:4]
    return make(hands=[[card, *others]], deck=DECK, health=[3], food=1)


def test_treasure_played_costs_two_health() -> None:
    """Découvrir un trésor: "Jouée sur la ligne, perdez deux points de santé"."""
    state, _ = act(hand_with(TREASURE_R), 0, cmd.Play(card=TREASURE_R))
    assert state.health == [1]


def test_treasure_discarded_costs_one_health() -> None:
    """Découvrir un trésor: "Défaussée, perdez un point de santé"."""
    state, _ = act(hand_with(TREASURE_B), 0, cmd.Discard(card=TREASURE_B))
    assert state.health == [2]


def test_eat_spends_chosen_food_for_health() -> None:
    """Manger: "perdre autant de nourriture que vous voulez et gagner un point de santé pour chaque"."""
    state = make(hands=[[EAT_R, DIG_R[0], DIG_B[0], SLEEP_B, RAVEN_B]], food=3, health=[2], deck=DECK)
    state, _ = act(state, 0, cmd.Play(card=EAT_R))
    assert [p.kind for p in ENGINE.prompts(state)] == ["eat"]
    (action,) = ENGINE.legal_actions(state, 0)
    assert [c.value for c in action.params[0].choices] == [0, 1, 2, 3]
    assert refuse(state, 0, cmd.Eat(food=4)).code == "illegal_action"
    state, _ = act(state, 0, cmd.Eat(food=2))
    assert state.food == 1 and state.health == [4]


def test_eat_overspending_is_wasted_at_max_health() -> None:
    """R-Q-5: healing stops at max health; spending more food is allowed but heals nothing more."""
    state = make(hands=[[EAT_R, DIG_R[0], DIG_B[0], SLEEP_B, RAVEN_B]], food=3, health=[3], deck=DECK)
    state, _ = act(state, 0, cmd.Play(card=EAT_R))
    state, _ = act(state, 0, cmd.Eat(food=3))
    assert state.food == 0 and state.health == [4]


def test_eat_without_food_asks_nothing() -> None:
    state = make(hands=[[EAT_R, DIG_R[0], DIG_B[0], SLEEP_B, RAVEN_B]], food=0, deck=DECK)
    state, _ = act(state, 0, cmd.Play(card=EAT_R))
    assert state.tasks == [] and [p.kind for p in ENGINE.prompts(state)] == ["turn"]


def test_four_consecutive_digs_remove_a_passage() -> None:
    """Creuser un passage: the fourth consecutive Dig removes the leftmost passage token (R-Q-3)."""
    state = make(hands=[[DIG_B[3], SLEEP_B, SLEEP_R, RAVEN_B, EAT_B]], line=[DIG_R[0], DIG_B[0], DIG_R[1]], deck=DECK)
    state, events = act(state, 0, cmd.Play(card=DIG_B[3]))
    scored = of_type(events, ev.DigScored)
    assert len(scored) == 1 and scored[0].removed == 1 and state.passages == 3
    assert sorted(state.used) == sorted([DIG_R[0], DIG_B[0], DIG_R[1], DIG_B[3]])


def test_four_digs_of_one_rune_remove_two_passages() -> None:
    """Rulebook: "deux si les quatre cartes ont la même icône runique"."""
    state = make(hands=[[DIG_R[3], SLEEP_B, SLEEP_R, RAVEN_B, EAT_B]], line=[DIG_R[0], DIG_R[1], DIG_R[2]], deck=DECK)
    state, _ = act(state, 0, cmd.Play(card=DIG_R[3]))
    assert state.passages == 2


def test_scored_digs_never_count_again() -> None:
    """R-Q-3: "ces 4 cartes ne comptent pas pour de futurs sets"."""
    line = [DIG_R[0], DIG_B[0], DIG_R[1], DIG_B[1]]
    state = make(
        hands=[[DIG_R[3], SLEEP_B, SLEEP_R, RAVEN_B, EAT_B]], line=line, used=line, passages=3, starting=4, deck=DECK
    )
    state, events = act(state, 0, cmd.Play(card=DIG_R[3]))
    assert not of_type(events, ev.DigScored) and state.passages == 3


def test_another_card_breaks_the_run() -> None:
    """Rulebook: "sans autre type de carte entre les quatre"."""
    state = make(
        hands=[[DIG_R[3], SLEEP_B, SLEEP_R, RAVEN_B, EAT_B]], line=[DIG_R[0], SLEEP_R2, DIG_B[0], DIG_R[1]], deck=DECK
    )
    state, events = act(state, 0, cmd.Play(card=DIG_R[3]))
    assert not of_type(events, ev.DigScored)


def test_a_double_never_goes_below_zero_passages() -> None:
    state = make(hands=[[DIG_R[3], SLEEP_B, SLEEP_R, RAVEN_B, EAT_B]], line=[DIG_R[0], DIG_R[1], DIG_R[2]], passages=1)
    state, events = act(state, 0, cmd.Play(card=DIG_R[3]))
    assert of_type(events, ev.DigScored)[0].removed == 1 and state.passages == 0 and state.result == "won"


@pytest.mark.parametrize(("food", "after"), [(1, 2), (4, 4)])
def test_goose_gains_a_food_up_to_four(food: int, after: int) -> None:
    """Oie: "gagnez une nourriture"; "Votre nourriture maximale est de quatre"."""
    state = make(hands=[[GOOSE_R, DIG_R[0], DIG_B[0], SLEEP_B, RAVEN_B]], food=food, deck=DECK)
    state, _ = act(state, 0, cmd.Play(card=GOOSE_R))
    assert state.food == after


def test_collapse_played_costs_health_and_adds_passages_up_to_the_start() -> None:
    """Effondrement: "perdez deux points de santé et remplacez deux jetons passage ... sans dépasser le
    maximum choisi au début de la partie" (R-Q-5)."""
    state = make(hands=[[COLLAPSE_R, DIG_R[0], DIG_B[0], SLEEP_B, RAVEN_B]], health=[4], passages=2, starting=4)
    state, _ = act(state, 0, cmd.Play(card=COLLAPSE_R))
    assert state.health == [2] and state.passages == 4
    state = make(hands=[[COLLAPSE_R, DIG_R[0], DIG_B[0], SLEEP_B, RAVEN_B]], health=[4], passages=3, starting=4)
    state, _ = act(state, 0, cmd.Play(card=COLLAPSE_R))
    assert state.passages == 4


def test_collapse_discarded_costs_one_health() -> None:
    state, _ = act(hand_with(COLLAPSE_B), 0, cmd.Discard(card=COLLAPSE_B))
    assert state.health == [2]


def test_raven_heals_two() -> None:
    """Corbeau: "gagnez deux points de santé"."""
    state = make(hands=[[RAVEN_R, DIG_R[0], DIG_B[0], SLEEP_B, EAT_B]], health=[1], deck=DECK)
    state, _ = act(state, 0, cmd.Play(card=RAVEN_R))
    assert state.health == [3]


def test_out_of_food_played_loses_all_food() -> None:
    """À court de nourriture: "perdez toute votre nourriture"."""
    state = make(hands=[[OOF_R, DIG_R[0], DIG_B[0], SLEEP_B, EAT_B]], food=3, deck=DECK)
    state, _ = act(state, 0, cmd.Play(card=OOF_R))
    assert state.food == 0


def test_out_of_food_discarded_costs_one_health() -> None:
    state, _ = act(hand_with(OOF_B), 0, cmd.Discard(card=OOF_B))
    assert state.health == [2] and state.food == 1


def test_sleep_heals_one() -> None:
    """Sommeil: "gagnez un point de santé"."""
    state = make(hands=[[SLEEP_R, DIG_R[0], DIG_B[0], RAVEN_B, EAT_B]], health=[2], deck=DECK)
    state, _ = act(state, 0, cmd.Play(card=SLEEP_R))
    assert state.health == [3]


@pytest.mark.parametrize("card", [DIG_R[0], EAT_R, GOOSE_R, RAVEN_R, SLEEP_R])
def test_cards_without_a_discard_effect(card: int) -> None:
    """Dig, Eat, Goose, Raven and Sleep print no discard effect."""
    state = hand_with(card)
    after, _events = act(state, 0, cmd.Discard(card=card))
    assert after.health == state.health and after.food == state.food and after.passages == state.passages
    assert after.discards == [[card]]
