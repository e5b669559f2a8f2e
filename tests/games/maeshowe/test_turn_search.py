"""R-Q-2 at the start of a turn: a player loses only when no sequence of legal steps plays and discards
(issue 13, item 4). The engine decides it by searching its own steps (``search.py``); these tests check
cases the former card list got wrong, and the engine's answer against a search written here over the
public API (``ENGINE.legal_actions`` / ``ENGINE.decide``) on many random states."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from domain.contract import RuleViolation
from domain.games.maeshowe import ENGINE, search
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.options import MaeshoweOptions
from domain.games.maeshowe.search import can_take_turn
from domain.games.maeshowe.state import MaeshoweState
from domain.rng import Rng

from .helpers import DIG_B, DIG_R, act, every_body, make, of
from .test_properties import options

SLEEP_R, SLEEP_R2, SLEEP_B, SLEEP_B2 = of("sleep")
GOOSE_R, GOOSE_R2, GOOSE_B, GOOSE_B2 = of("goose")
EAT_R, EAT_R2, EAT_B, EAT_B2 = of("eat")
(HOPE,) = of("hope")
(ECONOMY,) = of("economy")
HASTE, HASTE2 = of("haste")
GLUT_R, GLUT_B = of("gluttony")
DECK = [SLEEP_R2, SLEEP_B2, GOOSE_R2, GOOSE_B2, EAT_R2, EAT_B2, DIG_R[4], DIG_B[4]]
PARTNER = [DIG_R[0], DIG_B[0], SLEEP_R, SLEEP_B, EAT_R]


def test_a_hand_of_only_espoir_with_cards_in_the_deck_is_not_lost() -> None:
    """R-Q-2: discarding Espoir draws the top two cards ("regardez les deux premières cartes ... vous pouvez
    choisir de la piocher"), one of which can then be played. In 2 players, without the Jarl."""
    state = make(hands=[[HOPE], PARTNER], deck=DECK, jarl=1, active=1, played=True)
    state, _ = act(state, 1, cmd.Discard(card=SLEEP_B))
    assert state.result is None and state.active == 0
    state, _ = act(state, 0, cmd.Discard(card=HOPE))
    state, _ = act(state, 0, cmd.Peek(put_back=[]))
    state, _ = act(state, 0, cmd.Play(card=state.hands[0][0]))
    assert state.result is None and state.active == 1


def test_a_hand_of_only_economie_with_cards_on_the_line_is_not_lost_in_peur_du_noir() -> None:
    """R-Q-2 / Peur du noir: Économie played takes a line card back ("vous pouvez reprendre une autre carte
    ... depuis la ligne"), which can then be given instead of discarded."""
    state = make(hands=[[ECONOMY], PARTNER], line=[GOOSE_R, SLEEP_R2], deck=DECK, fear=True, active=1, played=True)
    state, _ = act(state, 1, cmd.Discard(card=SLEEP_B))
    assert state.result is None and state.active == 0
    state, _ = act(state, 0, cmd.Play(card=ECONOMY))
    state, _ = act(state, 0, cmd.TakeBack(cards=[GOOSE_R]))
    state, _ = act(state, 0, cmd.Give(card=GOOSE_R))
    assert state.result is None and state.tasks[0].kind == "discard_down"


def test_a_hand_that_cannot_play_and_discard_still_loses() -> None:
    """R-Q-2: Précipitation alone at 0 food cannot be played; discarded, it leaves nothing to play."""
    state = make(hands=[[HASTE, HASTE2], PARTNER], food=0, deck=DECK, jarl=1, active=1, played=True)
    state, _ = act(state, 1, cmd.Discard(card=SLEEP_B))
    assert state.result == "lost" and state.reason == "cannot_act"
    verdict = search.search(make(hands=[[HASTE, HASTE2]], food=0, deck=DECK), 0)
    assert verdict == search.Verdict(possible=False, proven=True, steps=verdict.steps) and verdict.steps >= 2


def test_unseen_cards_count_as_a_way_on_other_hidden_outcomes_do_not() -> None:
    """Interpretation 1: Espoir discarded first may bring a playable card whatever the deck holds (here two
    Précipitations at 0 food: the player may try, and loses after the step). Effritement played moves five
    unseen cards to the discard but leaves the hand as it is: with only it in hand, the turn is lost."""
    state = make(hands=[[HOPE]], food=0, deck=[HASTE, HASTE2])
    assert can_take_turn(state, 0)
    state, _ = act(state, 0, cmd.Discard(card=HOPE))
    lost, _ = act(state, 0, cmd.Peek(put_back=[]))
    assert lost.result == "lost" and lost.reason == "cannot_act"
    crumbling = of("crumbling")[0]
    assert not can_take_turn(make(hands=[[crumbling]], food=2, deck=DECK), 0)
    assert can_take_turn(make(hands=[[crumbling, GLUT_R]], food=2, deck=DECK), 0)


def test_dying_before_the_turn_is_complete_is_no_way_on() -> None:
    """R-Q-2: Trésor alone at 2 health can be played, but the player dies before any discard."""
    treasure = of("treasure")[0]
    assert not can_take_turn(make(hands=[[treasure]], health=[2], deck=DECK), 0)


# -- the engine's answer against a search over the public API, on random states ------------------------


def _ways(state: MaeshoweState, seat: int, optimistic: bool, budget: list[int]) -> bool:
    """Some sequence of listed actions (not the Jarl pass) completes ``seat``'s turn (or wins). ``optimistic``:
    a step that brings unseen cards into a hand or onto the line counts as completing it; otherwise the
    real outcome (this state's deck, a fixed shuffle) is followed."""
    actor = ENGINE.status(state).to_act[0]
    for action in ENGINE.legal_actions(state, actor):
        if action.action == "pass_jarl":
            continue
        for body in every_body(action, 10_000, Rng(0)):
            budget[0] -= 1
            out = ENGINE.decide(state, actor, ENGINE.parse_command(body), 0.0, Rng(5))
            assert not isinstance(out, RuleViolation), (body, out)
            for event in out:
                if isinstance(event, ev.TurnStarted | ev.MatchWon):
                    return True
                if isinstance(event, ev.MatchLost):
                    break
                if optimistic and isinstance(event, ev.CardsDrawn | ev.HopePeeked | ev.SnubDrawn):
                    return True
            else:
                after = ENGINE.clone(state)
                for event in out:
                    after = ENGINE.evolve(after, event)
                if _ways(after, seat, optimistic, budget):
                    return True
    return False


def _turn_start(opts: MaeshoweOptions, seed: int, steps: int) -> MaeshoweState | None:
    """The first turn start after ``steps`` random listed commands (``None`` if the match ended)."""
    rng = Rng(seed)
    state: MaeshoweState | None = None
    for event in ENGINE.start(opts, rng):
        state = ENGINE.evolve(state, event)
    assert state is not None
    for done in range(steps + 200):
        if ENGINE.status(state).finished:
            return None
        if done >= steps and not (state.tasks or state.played or state.discarded):
            return state
        seat = ENGINE.status(state).to_act[0]
        listing = [a for a in ENGINE.legal_actions(state, seat) if a.action != "pass_jarl"]
        body = rng.choice(every_body(rng.choice(listing), 8, rng))
        out = ENGINE.decide(state, seat, ENGINE.parse_command(body), 0.0, rng)
        assert isinstance(out, list)
        for event in out:
            state = ENGINE.evolve(state, event)
    return None


@settings(max_examples=300, deadline=None)
@given(
    opts=options(),
    seed=st.integers(0, 2**32),
    steps=st.integers(0, 25),
    keep=st.integers(0, 5),
    food=st.integers(0, 4),
)
def test_the_turn_start_loss_agrees_with_a_search_over_the_listed_actions(
    opts: MaeshoweOptions, seed: int, steps: int, keep: int, food: int
) -> None:
    """R-Q-2 on random turn starts whose hand is cut to ``keep`` cards (the rest to the discard) and whose
    food is redrawn: the engine declares the loss exactly when no sequence of listed actions completes the
    turn, outcomes of the secret deck counting as a way on; and never when the real deck offers a way."""
    state = _turn_start(opts, seed, steps)
    if state is None:
        return
    seat = state.active
    hand = state.hands[seat]
    state.discards[seat].extend(hand[keep:])
    del hand[keep:]
    state.food = food
    state.must_play_haste = state.must_play_haste and any(c in of("haste") for c in hand)
    verdict = search.search(state, seat)
    budget = [20_000]
    hoped = _ways(state, seat, True, budget)
    real = _ways(state, seat, False, budget)
    if budget[0] <= 0:
        return
    if not can_take_turn(state, seat):
        assert not real, "a false loss: the real deck offered a way"
    if verdict.proven:
        assert verdict.possible == hoped == can_take_turn(state, seat)
