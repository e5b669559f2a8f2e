"""A prompt's existence never tells the table what a hidden hand holds (issue 12, hidden information).

Every seat and the spectator see whom the table waits for and the prompt's kind. Keywords whose
candidates are picked from what a hand holds (its madness, its upgradable or discardable elements)
therefore ask whenever that hand holds any card, forced or not; a player with no eligible card answers
with none: « Si un joueur ne peut pas appliquer un effet, il ignore cet effet » (Effets).
"""

from __future__ import annotations

import msgspec
import pytest

from domain.games.bigbook import ENGINE
from domain.games.bigbook.state import State, Step
from domain.rng import Rng

from .helpers import act, clear_board, clone, free_cards, free_madness, refused, schedule, set_hand, start

RULE = "« Si un joueur ne peut pas appliquer un effet, il ignore cet effet » (Effets)"


def hand_of(state: State, madness: int, elements: list[tuple[str, int]]) -> list[str]:
    cards = free_madness(state, madness) if madness else []
    for element, value in elements:
        cards.extend(free_cards(state, element, value, 1))
    return cards


def world(state: State, madness: int, elements: list[tuple[str, int]], step: Step) -> State:
    """``state`` with seat 1's hand replaced (same size in every world) and ``step`` pending."""
    twin = clone(state)
    set_hand(twin, 1, hand_of(twin, madness, elements))
    return schedule(twin, [step])


def public(state: State) -> bytes:
    """What every seat sees of the pending work: the prompts (seat, kind, text) and the status."""
    shown = [(p.seat, p.kind, p.text) for p in ENGINE.prompts(state)]
    return msgspec.json.encode([shown, ENGINE.status(state)])


# Each case: the keyword, then hands of one size: (madness, elements) with eligible cards, forced, none.
CASES = {
    "upgrade": (
        Step(op="upgrade", seat=1, n=1, actor=0, source="test"),
        [(1, [("water", 1), ("fire", 1)]), (2, [("water", 1)]), (2, [("water", 3)]), (3, [])],
    ),
    "heal": (
        Step(op="heal", seat=1, n=1, actor=0, source="test"),
        [(2, [("water", 1)]), (1, [("water", 1), ("fire", 1)]), (0, [("water", 1), ("fire", 1), ("air", 1)])],
    ),
    "discard_madness": (
        Step(op="discard_madness", seat=1, n=1, actor=0, source="test"),
        [(2, [("water", 1)]), (1, [("water", 1), ("fire", 1)]), (0, [("water", 1), ("fire", 1), ("air", 1)])],
    ),
    "trim": (
        Step(op="trim", seat=1, actor=1),
        [
            (0, [("water", 1), ("fire", 1), ("air", 1), ("earth", 1), ("water", 2), ("fire", 2), ("air", 2)]),
            (6, [("water", 1)]),
            (7, []),
        ],
    ),
}


@pytest.mark.parametrize("kind", sorted(CASES))
def test_a_prompt_that_picks_from_a_hand_is_asked_whatever_the_hand_holds(kind: str) -> None:
    """The prompt appears in every world that differs only in the hand's make-up, with the same
    public face (seat, kind, text, status); only its owner's listing differs."""
    state = start(players=2, seed=5)
    clear_board(state)
    step, hands = CASES[kind]
    worlds = [world(state, madness, elements, step) for madness, elements in hands]
    for w in worlds:
        assert [(p.seat, p.kind) for p in ENGINE.prompts(w)] == [(1, kind)], (RULE, kind)
        assert public(w) == public(worlds[0]), (RULE, kind)


@pytest.mark.parametrize("kind", sorted(CASES))
def test_a_player_with_no_eligible_card_answers_with_none(kind: str) -> None:
    state = start(players=2, seed=5)
    clear_board(state)
    step, hands = CASES[kind]
    empty = world(state, *hands[-1], step)
    answer = ENGINE.legal_actions(empty, 1)[0]
    assert answer.prompt is not None
    param = answer.params[0]
    assert (param.choices, param.min, param.max) == ([], 0, 0)
    before = empty.players[1].hand
    after = act(empty, 1, {"action": answer.action, param.name: []})
    assert ENGINE.prompts(after) == [] or ENGINE.prompts(after)[0].kind != kind
    assert after.players[1].hand == before
    eligible = world(state, *hands[0], step)
    assert refused(eligible, 1, {"action": answer.action, param.name: []}).code == "invalid_choice"


def test_the_resampler_redraws_a_prompted_players_hand_for_the_other_seats() -> None:
    """Since a prompt's existence depends on the hand's size alone, ``resample_hidden`` redraws the
    prompted player's hand like any other (keeping it would hide leaks from the harness), and every
    other seat's view and listing stay the same."""
    state = start(players=3, seed=5)
    clear_board(state)
    pending = world(state, 1, [("water", 1), ("fire", 1)], CASES["upgrade"][0])
    assert [p.seat for p in ENGINE.prompts(pending)] == [1]
    redrawn = False
    for k in range(10):
        for seat in (0, 2, None):
            other = ENGINE.resample_hidden(pending, seat, Rng(k))
            assert msgspec.json.encode(ENGINE.view(other, seat)) == msgspec.json.encode(ENGINE.view(pending, seat))
            assert public(other) == public(pending)
            if seat is not None:
                assert ENGINE.legal_actions(other, seat) == ENGINE.legal_actions(pending, seat)
            redrawn |= sorted(other.players[1].hand) != sorted(pending.players[1].hand)
        kept = ENGINE.resample_hidden(pending, 1, Rng(k))
        assert kept.players[1].hand == pending.players[1].hand
    assert redrawn
