"""DÉROULEMENT DE LA PARTIE and FIN DE LA PARTIE: the two steps, the draw, madness (R-Q-1), losing
(R-Q-2), winning, and the 2-player adjustments (R-Q-5, the Jarl)."""

from __future__ import annotations

from domain.contract import RuleViolation
from domain.games.maeshowe import ENGINE
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.state import Task
from domain.rng import Rng

from .helpers import DIG_B, DIG_R, act, make, of, of_type, refuse

SLEEP_R, SLEEP_R2, SLEEP_B, SLEEP_B2 = of("sleep")
GOOSE_R, GOOSE_R2, GOOSE_B, GOOSE_B2 = of("goose")
EAT_R, EAT_R2, EAT_B, EAT_B2 = of("eat")
RAVEN_R, RAVEN_R2, RAVEN_B = of("raven")
TREASURE = of("treasure")


def test_play_then_discard_then_draw_back_to_five() -> None:
    """Rulebook: "Chaque tour, vous devez jouer une carte et défausser une autre carte", then draw up to five."""
    state = make(hands=[[DIG_R[0], DIG_B[0], SLEEP_R, SLEEP_B, GOOSE_R]], deck=[EAT_R, EAT_B, RAVEN_R], health=[3])
    state, _ = act(state, 0, cmd.Play(card=SLEEP_R))
    assert state.line == [SLEEP_R] and state.health == [4] and state.played and state.turn == 1
    state, events = act(state, 0, cmd.Discard(card=DIG_B[0]))
    assert state.discards[0] == [DIG_B[0]]
    assert of_type(events, ev.CardsDrawn)[0].cards == [EAT_R, EAT_B]
    assert sorted(state.hands[0]) == sorted([DIG_R[0], SLEEP_B, GOOSE_R, EAT_R, EAT_B])
    assert state.turn == 2 and not state.played and not state.discarded
    assert state.deck == [RAVEN_R]


def test_discard_first_then_play() -> None:
    """Rulebook: "Vous pouvez choisir dans quel ordre vous défaussez et jouez une carte"."""
    state = make(hands=[[DIG_R[0], DIG_B[0], SLEEP_R, SLEEP_B, GOOSE_R]], deck=[EAT_R, EAT_B])
    state, _ = act(state, 0, cmd.Discard(card=SLEEP_B))
    assert state.discarded and not state.played and state.turn == 1
    state, _ = act(state, 0, cmd.Play(card=GOOSE_R))
    assert state.food == 2 and state.turn == 2


def test_each_step_happens_once_per_turn() -> None:
    state = make(hands=[[DIG_R[0], DIG_B[0], SLEEP_R, SLEEP_B, GOOSE_R]], deck=[EAT_R, EAT_B])
    played, _ = act(state, 0, cmd.Play(card=SLEEP_R))
    assert refuse(played, 0, cmd.Play(card=SLEEP_B)).code == "already_played"
    discarded, _ = act(state, 0, cmd.Discard(card=SLEEP_R))
    assert refuse(discarded, 0, cmd.Discard(card=SLEEP_B)).code == "already_discarded"


def test_only_cards_in_hand_can_be_played_or_discarded() -> None:
    state = make(hands=[[DIG_R[0], DIG_B[0], SLEEP_R, SLEEP_B, GOOSE_R]], deck=[EAT_R])
    assert refuse(state, 0, cmd.Play(card=EAT_R)).code == "card_not_in_hand"
    assert refuse(state, 0, cmd.Discard(card=999)).code == "card_not_in_hand"


def test_any_card_may_be_played_or_discarded_even_without_effect() -> None:
    """Rulebook: "Vous pouvez toujours jouer et défausser toute carte de votre main, même si elle n'a aucun effet"."""
    state = make(hands=[[DIG_R[0], DIG_B[0], SLEEP_R, SLEEP_B, GOOSE_R]], deck=[EAT_R, EAT_B])
    actions = {a.action: a for a in ENGINE.legal_actions(state, 0)}
    assert {c.value for c in actions["play"].params[0].choices} == set(state.hands[0])
    assert {c.value for c in actions["discard"].params[0].choices} == set(state.hands[0])


def test_draw_stops_when_the_deck_runs_out() -> None:
    """Rulebook: "Si la pioche est vide ce faisant, vous ne pouvez compléter votre main à cinq cartes"."""
    state = make(hands=[[DIG_R[0], DIG_B[0], SLEEP_R, SLEEP_B, GOOSE_R]], deck=[EAT_R])
    state, _ = act(state, 0, cmd.Play(card=SLEEP_R))
    state, _ = act(state, 0, cmd.Discard(card=SLEEP_B))
    assert len(state.hands[0]) == 4 and state.deck == []
    assert state.result is None


def test_an_empty_deck_alone_does_not_lose() -> None:
    """R-Q-2: only being unable to play and discard (or health 0) loses."""
    state = make(hands=[[DIG_R[0], DIG_B[0], SLEEP_R, SLEEP_B, GOOSE_R]], deck=[])
    state, _ = act(state, 0, cmd.Play(card=SLEEP_R))
    state, _ = act(state, 0, cmd.Discard(card=SLEEP_B))
    assert state.result is None and len(state.hands[0]) == 3 and state.turn == 2


def test_cannot_play_and_discard_loses() -> None:
    """R-Q-2 / "Si vous ne pouvez pas jouer et défausser une carte lors de votre tour ... vous perdez"."""
    state = make(hands=[[DIG_R[0], SLEEP_R, SLEEP_B]], deck=[])
    state, _ = act(state, 0, cmd.Play(card=SLEEP_R))
    state, events = act(state, 0, cmd.Discard(card=SLEEP_B))
    assert state.result == "lost" and state.reason == "cannot_act"
    assert isinstance(events[-1], ev.MatchLost)
    status = ENGINE.status(state)
    assert status.finished and status.outcome is not None and status.outcome.winners == []


def test_a_first_step_that_leaves_no_second_step_loses() -> None:
    """R-Q-2 interpretation (README): Précipitation played first leaves no food to discard Gloutonnerie."""
    glut, haste = of("gluttony")[0], of("haste")[0]
    state = make(hands=[[glut, haste]], food=1, deck=[DIG_R[0], DIG_B[0], SLEEP_R, SLEEP_B, GOOSE_R])
    lost, _events = act(state, 0, cmd.Play(card=haste))
    assert lost.result == "lost" and lost.reason == "cannot_act"
    # The other order was fine: Gloutonnerie played (2 health), then Précipitation discarded (1 health).
    fine, _ = act(state, 0, cmd.Play(card=glut))
    fine, _ = act(fine, 0, cmd.Discard(card=haste))
    assert fine.health == [1] and fine.result is None and fine.turn == 2


def test_turn_start_check_follows_food_between_steps() -> None:
    """R-Q-2: Oie played first feeds the Gloutonnerie discard, so the turn is possible."""
    glut = of("gluttony")[0]
    state = make(hands=[[DIG_R[0], SLEEP_R, SLEEP_B, glut, GOOSE_R]], food=0, deck=[])
    state, _ = act(state, 0, cmd.Play(card=SLEEP_R))
    state, _ = act(state, 0, cmd.Discard(card=SLEEP_B))
    assert state.result is None and sorted(state.hands[0]) == sorted([DIG_R[0], glut, GOOSE_R])
    assert state.turn == 2
    state, _ = act(state, 0, cmd.Play(card=GOOSE_R))
    state, _ = act(state, 0, cmd.Discard(card=glut))
    assert state.food == 0 and state.turn == 3


def test_losing_the_last_health_loses_at_once() -> None:
    """Rulebook: "ou que vous perdez votre dernier point de santé, vous perdez"."""
    state = make(hands=[[TREASURE[0], SLEEP_R, SLEEP_B, DIG_R[0], DIG_B[0]]], health=[2], deck=[EAT_R])
    state, events = act(state, 0, cmd.Play(card=TREASURE[0]))
    assert state.health == [0] and state.result == "lost" and state.reason == "health"
    assert isinstance(events[-1], ev.MatchLost)


def test_a_finished_match_accepts_no_command() -> None:
    state = make(hands=[[TREASURE[0], SLEEP_R, SLEEP_B, DIG_R[0], DIG_B[0]]], health=[2])
    state, _ = act(state, 0, cmd.Play(card=TREASURE[0]))
    out = ENGINE.decide(state, 0, cmd.Discard(card=SLEEP_R), 0.0, Rng(0))
    assert isinstance(out, RuleViolation) and out.code == "match_finished"
    assert ENGINE.legal_actions(state, 0) == [] and ENGINE.prompts(state) == []


def test_madness_when_five_cards_share_a_rune() -> None:
    """R-Q-1: after the draw, five red runes: discard the hand, shuffle the discard into the deck, draw
    five, lose 1 health and 1 max health."""
    state = make(
        hands=[[DIG_R[0], DIG_R[1], DIG_R[2], DIG_B[0], DIG_B[1]]],
        deck=[DIG_R[3], DIG_R[4], SLEEP_B, GOOSE_B, EAT_B, RAVEN_B],
        discards=[[SLEEP_R]],
    )
    state, _ = act(state, 0, cmd.Play(card=DIG_B[0]))
    state, events = act(state, 0, cmd.Discard(card=DIG_B[1]))
    mad = of_type(events, ev.WentMad)
    assert len(mad) == 1 and sorted(mad[0].hand) == sorted([DIG_R[0], DIG_R[1], DIG_R[2], DIG_R[3], DIG_R[4]])
    assert of_type(events, ev.DiscardShuffledIntoDeck)[0].size == 4 + 7
    assert len(state.hands[0]) == 5 and state.discards[0] == []
    assert state.health == [3] and state.max_health == [3]
    assert sorted(state.deck + state.hands[0]) == sorted(
        [DIG_R[0], DIG_R[1], DIG_R[2], DIG_R[3], DIG_R[4], DIG_B[1], SLEEP_B, GOOSE_B, EAT_B, RAVEN_B, SLEEP_R]
    )


def test_no_madness_with_fewer_than_five_cards() -> None:
    """Rulebook: "Si vous avez moins de cinq cartes en main ... vous ne pouvez pas devenir fou"."""
    state = make(hands=[[DIG_R[0], DIG_R[1], DIG_R[2], DIG_B[0], DIG_B[1]]], deck=[DIG_R[3]])
    state, _ = act(state, 0, cmd.Play(card=DIG_B[0]))
    state, events = act(state, 0, cmd.Discard(card=DIG_B[1]))
    assert not of_type(events, ev.WentMad) and len(state.hands[0]) == 4


def test_a_runeless_card_prevents_madness() -> None:
    """R-Q-1: Espoir "ne compte par conséquent jamais lorsque vous vérifiez si vous devenez fou"."""
    hope = of("hope")[0]
    state = make(hands=[[DIG_R[0], DIG_R[1], DIG_R[2], DIG_B[0], DIG_B[1]]], deck=[DIG_R[3], hope])
    state, _ = act(state, 0, cmd.Play(card=DIG_B[0]))
    state, events = act(state, 0, cmd.Discard(card=DIG_B[1]))
    assert not of_type(events, ev.WentMad) and len(state.hands[0]) == 5


def test_jokers_count_as_both_colours() -> None:
    """R-Q-1: Effroi and Promptitude "comptent comme rouge et bleu"."""
    dread, promptness = of("dread")[0], of("promptness")[0]
    for joker in (dread, promptness):
        state = make(hands=[[DIG_B[0], DIG_B[1], DIG_B[2], DIG_R[0], DIG_R[1]]], deck=[DIG_B[3], joker, SLEEP_R])
        state, _ = act(state, 0, cmd.Play(card=DIG_R[0]))
        state, events = act(state, 0, cmd.Discard(card=DIG_R[1]))
        assert len(of_type(events, ev.WentMad)) == 1


def test_no_second_madness_check_after_the_redraw() -> None:
    """R-Q-1: "même si toutes les cartes piochées disposent de la même icône, vous ne devenez pas fou une
    seconde fois"."""
    reds = [DIG_R[3], DIG_R[4], DIG_R[5], EAT_R, EAT_R2, GOOSE_R2, RAVEN_R, RAVEN_R2, SLEEP_R2]
    state = make(hands=[[DIG_R[0], DIG_R[1], DIG_R[2], GOOSE_R, SLEEP_R]], deck=reds)
    state, _ = act(state, 0, cmd.Play(card=SLEEP_R))
    state, events = act(state, 0, cmd.Discard(card=GOOSE_R))
    assert len(of_type(events, ev.WentMad)) == 1
    assert len(state.hands[0]) == 5 and all(c in range(36) for c in state.hands[0])
    assert state.health == [3] and state.turn == 2


def test_madness_can_take_the_last_health() -> None:
    state = make(hands=[[DIG_R[0], DIG_R[1], DIG_R[2], DIG_B[0], DIG_B[1]]], deck=[DIG_R[3], DIG_R[4]], health=[1])
    state, _ = act(state, 0, cmd.Play(card=DIG_B[0]))
    state, _ = act(state, 0, cmd.Discard(card=DIG_B[1]))
    assert state.result == "lost" and state.health == [0] and state.max_health == [3]


def test_healing_stops_at_current_max_health() -> None:
    """R-Q-5: a Raven at 3 of max 3 heals nothing."""
    state = make(hands=[[RAVEN_R, SLEEP_B, DIG_R[0], DIG_B[0], GOOSE_R]], health=[3], max_health=[3], deck=[EAT_R])
    state, events = act(state, 0, cmd.Play(card=RAVEN_R))
    assert state.health == [3] and not of_type(events, ev.HealthChanged)


def test_pending_prompt_blocks_the_turn() -> None:
    task = Task(id=0, kind="eat", seat=0, card=EAT_R)
    state = make(hands=[[SLEEP_R, SLEEP_B, DIG_R[0], DIG_B[0]]], line=[EAT_R], played=True, tasks=[task], food=2)
    assert refuse(state, 0, cmd.Discard(card=SLEEP_R)).code == "prompt_pending"
    assert refuse(state, 0, cmd.ChooseRune(rune="red")).code == "no_such_prompt"


def test_win_when_the_last_passage_is_removed() -> None:
    """FIN DE LA PARTIE: "Si vous parvenez à retirer tous les jetons passage ... vous gagnez immédiatement"."""
    state = make(hands=[[DIG_R[3], SLEEP_B, SLEEP_R, GOOSE_R, EAT_B]], line=[DIG_B[0], DIG_R[0], DIG_R[1]], passages=1)
    state, _events = act(state, 0, cmd.Play(card=DIG_R[3]))
    assert state.passages == 0 and state.result == "won"
    status = ENGINE.status(state)
    assert status.outcome is not None and status.outcome.result == "won" and status.outcome.winners == [0]


# -- 2 players -------------------------------------------------------------------------------------------


def test_two_players_alternate_turns_on_one_line_with_own_discards() -> None:
    """Coopératif: "Chaque joueur joue ses cartes sur la même ligne, mais chaque joueur dispose de sa propre
    défausse"; food is shared (R-Q-5)."""
    state = make(
        hands=[[GOOSE_R, SLEEP_R, DIG_R[0], DIG_B[0], EAT_R], [GOOSE_B, SLEEP_B, DIG_R[1], DIG_B[1], EAT_B]],
        deck=[RAVEN_R, RAVEN_B, RAVEN_R2, SLEEP_R2],
        jarl=0,
    )
    assert refuse(state, 1, cmd.Play(card=GOOSE_B)).code == "not_your_turn"
    state, _ = act(state, 0, cmd.Play(card=GOOSE_R))
    state, _ = act(state, 0, cmd.Discard(card=SLEEP_R))
    assert state.active == 1 and state.food == 2
    state, _ = act(state, 1, cmd.Play(card=GOOSE_B))
    state, _ = act(state, 1, cmd.Discard(card=SLEEP_B))
    assert state.line == [GOOSE_R, GOOSE_B] and state.food == 3
    assert state.discards == [[SLEEP_R], [SLEEP_B]] and state.active == 0


def test_health_effects_hit_the_acting_player() -> None:
    """R-Q-5."""
    hands = [[SLEEP_B, TREASURE[0], DIG_R[0], DIG_B[0], EAT_R], [GOOSE_B, SLEEP_R, DIG_R[1], DIG_B[1], EAT_B]]
    state = make(hands=hands, health=[3, 3], jarl=0, deck=[RAVEN_R, RAVEN_B])
    state, _ = act(state, 0, cmd.Play(card=TREASURE[0]))
    assert state.health == [1, 3]


def test_both_players_lose_together() -> None:
    """Rulebook: "Si l'un ou l'autre des joueurs ... perd son dernier jeton vie, les deux joueurs perdent la partie"."""
    hands = [[SLEEP_B, SLEEP_R, DIG_R[0], DIG_B[0], EAT_R], [TREASURE[0], GOOSE_B, DIG_R[1], DIG_B[1], EAT_B]]
    state = make(hands=hands, health=[3, 2], active=1, jarl=0, deck=[RAVEN_R, RAVEN_B])
    state, _ = act(state, 1, cmd.Play(card=TREASURE[0]))
    status = ENGINE.status(state)
    assert status.finished and status.outcome is not None
    assert status.outcome.result == "lost" and status.outcome.winners == []


def test_jarl_holder_may_pass_instead_of_playing() -> None:
    """R-Q-2: "il peut choisir de passer le jeton à l'autre joueur au lieu de jouer et de défausser"."""
    state = make(hands=[[SLEEP_B, SLEEP_R, DIG_R[0], DIG_B[0], EAT_R], [GOOSE_B, GOOSE_R, DIG_R[1], DIG_B[1], EAT_B]],
                 jarl=0, deck=[RAVEN_R])  # fmt: skip
    assert "pass_jarl" in {a.action for a in ENGINE.legal_actions(state, 0)}
    state, events = act(state, 0, cmd.PassJarl())
    assert state.jarl == 1 and state.active == 1 and state.line == [] and state.turn == 2
    assert not of_type(events, ev.CardsDrawn)
    assert refuse(state, 0, cmd.PassJarl()).code == "not_your_turn"


def test_jarl_cannot_be_passed_after_a_step_or_by_the_other_player() -> None:
    state = make(hands=[[SLEEP_B, SLEEP_R, DIG_R[0], DIG_B[0], EAT_R], [GOOSE_B, GOOSE_R, DIG_R[1], DIG_B[1], EAT_B]],
                 jarl=1, deck=[RAVEN_R])  # fmt: skip
    assert refuse(state, 0, cmd.PassJarl()).code == "illegal_action"
    state = make(hands=[[SLEEP_B, SLEEP_R, DIG_R[0], DIG_B[0], EAT_R], [GOOSE_B, GOOSE_R, DIG_R[1], DIG_B[1], EAT_B]],
                 jarl=0, deck=[RAVEN_R])  # fmt: skip
    played, _ = act(state, 0, cmd.Play(card=SLEEP_R))
    assert refuse(played, 0, cmd.PassJarl()).code == "illegal_action"
    assert refuse(make(hands=[[SLEEP_B, SLEEP_R, DIG_R[0]]]), 0, cmd.PassJarl()).code == "illegal_action"


def test_jarl_holder_who_cannot_act_is_not_lost() -> None:
    """R-Q-2: passing the Jarl is a legal way to take the turn; without it the same hand loses."""
    hands = [[SLEEP_B], [GOOSE_B, GOOSE_R, DIG_R[1], DIG_B[1], EAT_B]]
    state = make(hands=hands, jarl=0, active=1, deck=[])
    after, _ = act(state, 1, cmd.Play(card=GOOSE_B))
    after, _ = act(after, 1, cmd.Discard(card=GOOSE_R))
    assert after.result is None and after.active == 0
    assert "pass_jarl" in [a.action for a in ENGINE.legal_actions(after, 0)]
    passed, _ = act(after, 0, cmd.PassJarl())
    assert passed.result is None and passed.active == 1 and passed.jarl == 1
    without = make(hands=hands, jarl=1, active=1, deck=[])
    without, _ = act(without, 1, cmd.Play(card=GOOSE_B))
    without, _ = act(without, 1, cmd.Discard(card=GOOSE_R))
    assert without.result == "lost" and without.reason == "cannot_act"


def test_madness_in_two_players_uses_the_mad_players_discard() -> None:
    state = make(
        hands=[[DIG_R[0], DIG_R[1], DIG_R[2], DIG_B[0], DIG_B[1]], [SLEEP_B, SLEEP_R, GOOSE_B, GOOSE_R, EAT_B]],
        deck=[DIG_R[3], DIG_R[4], EAT_R, RAVEN_B, RAVEN_R],
        discards=[[SLEEP_R2], [SLEEP_B2]],
        health=[3, 3],
        jarl=0,
    )
    state, _ = act(state, 0, cmd.Play(card=DIG_B[0]))
    state, _ = act(state, 0, cmd.Discard(card=DIG_B[1]))
    assert state.discards == [[], [SLEEP_B2]]
    assert state.health == [2, 3] and state.max_health == [3, 4]


def test_two_stuck_players_cannot_pass_the_jarl_forever() -> None:
    """R-Q-2 interpretation (README 2): after a pass by a player who could not act, the receiver may not
    pass it straight back if they cannot act either; both are stuck for good, so the match is lost."""
    state = make(hands=[[SLEEP_B], [GOOSE_B]], jarl=0, deck=[])
    state, events = act(state, 0, cmd.PassJarl())
    assert of_type(events, ev.JarlPassed)[0].stuck
    assert state.result == "lost" and state.reason == "cannot_act"


def test_a_player_who_can_act_may_still_pass_the_jarl_back() -> None:
    state = make(hands=[[SLEEP_B], [GOOSE_B, GOOSE_R, DIG_R[1], DIG_B[1], EAT_B]], jarl=0, deck=[])
    state, _ = act(state, 0, cmd.PassJarl())
    assert state.result is None and state.active == 1 and state.stuck_pass
    assert "pass_jarl" in {a.action for a in ENGINE.legal_actions(state, 1)}
    state, events = act(state, 1, cmd.PassJarl())
    assert not of_type(events, ev.JarlPassed)[0].stuck and state.active == 0 and state.result is None
