"""Hidden information: hands, deck orders, the face-down library and grimoire, curse piles."""

from __future__ import annotations

import itertools

import msgspec

from domain.contract import Event, RuleViolation
from domain.games.bigbook import ENGINE
from domain.games.bigbook import events as ev
from domain.games.bigbook.bots import heuristic
from domain.games.bigbook.content import CONTENT
from domain.games.bigbook.options import Options
from domain.games.bigbook.picks import CHOICE_OPS
from domain.games.bigbook.state import State, Step
from domain.rng import Rng

from .helpers import (
    act,
    clear_board,
    clone,
    fold,
    free_cards,
    free_madness,
    place_curse,
    put,
    schedule,
    set_hand,
    start,
)


def encode(value: object) -> bytes:
    return msgspec.msgpack.encode(value)


def test_a_seat_sees_its_own_hand_and_only_the_size_of_the_others() -> None:
    state = start(players=3)
    mine = ENGINE.view(state, 1)
    assert mine.players[1].hand == state.players[1].hand
    assert mine.players[0].hand is None and mine.players[0].hand_count == len(state.players[0].hand)
    assert all(p.hand is None for p in ENGINE.view(state, None).players)


def test_no_view_shows_a_deck_order_or_the_face_down_library_and_pages() -> None:
    state = start(players=2)
    blob = encode(ENGINE.view(state, 0))
    for player in state.players:
        hidden = player.deck[player.deck_known :]
        if len(hidden) > 1:
            assert encode(hidden) not in blob
    for pile in state.library.values():
        for spell in pile[1:]:
            assert spell.encode() not in blob
    for page in state.grimoire[state.pages_turned + 1 :]:
        assert page.encode() not in blob


def test_draws_are_redacted_for_other_seats_and_shuffles_for_everyone() -> None:
    events = ENGINE.start(Options(players=2, magicians=["ondine", "braise"]), Rng(2))
    draw = next(e for e in events if isinstance(e, ev.CardsDrawn) and e.seat == 0)
    assert ENGINE.event_view(draw, 0) == draw
    hidden = ENGINE.event_view(draw, 1)
    assert isinstance(hidden, ev.CardsDrawn) and hidden.cards == [] and hidden.count == draw.count
    formed = next(e for e in events if isinstance(e, ev.DeckFormed))
    for seat in (0, 1, None):
        shown = ENGINE.event_view(formed, seat)
        assert isinstance(shown, ev.DeckFormed) and shown.cards == []
    setup = next(e for e in events if isinstance(e, ev.MatchSetUp))
    redacted = ENGINE.event_view(setup, None)
    assert isinstance(redacted, ev.MatchSetUp)
    assert redacted.grimoire == [] and all(len(p) == 1 for p in redacted.library.values())
    assert all(p == [] for p in redacted.curse_piles.values())


def test_a_gift_is_seen_by_giver_and_receiver_only() -> None:
    gift = ev.CardsGiven(seat=0, to=2, cards=["air-1-01"], count=1)
    assert ENGINE.event_view(gift, 0) == gift and ENGINE.event_view(gift, 2) == gift
    other = ENGINE.event_view(gift, 1)
    assert isinstance(other, ev.CardsGiven) and other.cards == []


def test_resampling_hidden_information_keeps_every_seats_view() -> None:
    state = start(players=4, seed=9)
    for seat in [0, 1, 2, 3, None]:
        for k in range(5):
            other = ENGINE.resample_hidden(state, seat, Rng(k))
            assert encode(ENGINE.view(other, seat)) == encode(ENGINE.view(state, seat))
            if seat is not None:
                assert encode(ENGINE.legal_actions(other, seat)) == encode(ENGINE.legal_actions(state, seat))


def test_resampling_actually_changes_what_the_seat_cannot_know() -> None:
    state = start(players=3, seed=4)
    changed = False
    for k in range(10):
        other = ENGINE.resample_hidden(state, 0, Rng(k))
        assert other.players[0].hand == state.players[0].hand
        changed |= other.players[1].hand != state.players[1].hand or other.grimoire != state.grimoire
    assert changed


def test_the_magician_choice_phase_hides_nothing_but_future_decks() -> None:
    state = fold(ENGINE.start(Options(players=2), Rng(1)))
    state = act(state, 0, {"action": "choose_magician", "magician": "cendre"})
    view = ENGINE.view(state, 1)
    assert view.players[0].magician == "cendre" and view.phase == "magicians"
    assert [p.seat for p in view.prompts] == [1]


def test_two_curses_with_the_same_text_are_told_apart_by_their_space() -> None:
    """Issue 13 item 19 / « Neutraliser »: a prompt naming curses says which space each lies on, so two
    copies of one curse text (« Tous les joueurs reçoivent 1 Folie ») are two distinct options."""
    state = start(players=2)
    clear_board(state)
    place_curse(state, "2", "vertige-1")
    place_curse(state, "4", "vertige-2")
    state = schedule(state, [Step(op="neutralise_curse", seat=0, n=1, actor=0)])
    action = ENGINE.legal_actions(state, 0)[0]
    labels = {c.value: c.label for c in action.params[0].choices}
    assert labels["vertige-1"] != labels["vertige-2"]
    assert "case 2" in labels["vertige-1"] and "case 4" in labels["vertige-2"]
    state = start(players=2)
    clear_board(state)
    place_curse(state, "2", "vertige-1")
    place_curse(state, "4", "vertige-2")
    set_hand(state, 0, free_cards(state, "earth", 1, 4))
    destroy = {a.fixed["curse"]: a.label for a in ENGINE.legal_actions(state, 0) if a.action == "destroy_curse"}
    assert CONTENT.curses["vertige-1"].text in destroy["vertige-1"] and "case 2" in destroy["vertige-1"]
    assert destroy["vertige-1"] != destroy["vertige-2"]


def test_heal_choices_say_whose_hand_or_support_holds_the_madness() -> None:
    """R-B-7: healing takes a madness from your hand or any support; each choice says where it lies
    (issue 13 item 19), in the action listing and in the effect's prompt."""
    state = start(players=2)
    clear_board(state)
    mine, theirs = free_madness(state, 2)
    put(state, mine, 0, "hand")
    put(state, theirs, 1, "support")
    set_hand(state, 0, [mine, *free_cards(state, "water", 1, 2)])
    heal = next(a for a in ENGINE.legal_actions(state, 0) if a.action == "heal")
    labels = {c.value: c.label for c in heal.params[0].choices}
    assert labels == {mine: "Folie (main du Joueur 1)", theirs: "Folie (soutien du Joueur 2)"}
    state = schedule(state, [Step(op="heal", seat=0, n=1, actor=0)])
    prompt = ENGINE.legal_actions(state, 0)[0]
    assert {c.value: c.label for c in prompt.params[0].choices} == labels


def _played_game(players: int, seed: int, commands: int) -> list[tuple[State, list[Event]]]:
    """The heuristic plays ``commands`` commands: each state reached, with the events that led to it."""
    rng = Rng(seed)
    events = ENGINE.start(Options(players=players), rng)
    state = fold(events)
    out = [(state, events)]
    for _ in range(commands):
        status = ENGINE.status(state)
        if status.finished:
            break
        seat = status.to_act[0]
        cmd = heuristic(state, seat, rng)
        assert cmd is not None
        result = ENGINE.decide(state, seat, cmd, 0.0, rng)
        assert not isinstance(result, RuleViolation), result
        state = fold(result, clone(state))
        out.append((state, result))
    return out


def test_views_and_logs_never_show_the_engines_internal_scheduling() -> None:
    """Issue 13 item 18: the pending-work queue is the engine's bookkeeping. No view names a step
    (``advance_round:-1``), and no seat's log shows a scheduling event. At most two are stored per
    command: the queue emptied first (no version inside a command prompts from a stale step) and the
    queue the command leaves (what lets a replay rebuild it)."""
    step_names = sorted({*CHOICE_OPS, "turn_start", "monster_phase", "advance_round", "lay_curses", "recovery"})
    played = _played_game(players=3, seed=5, commands=300)
    for (before, _), (_, events) in itertools.pairwise(played):
        if not before.queue or not any(isinstance(e, ev.WorkPending) for e in events):
            continue
        inside = clone(before)
        for event in events[:-1]:
            inside = ENGINE.evolve(inside, event)
            assert inside.queue == [], "a version inside a command holds no stale step"
    for state, events in played:
        for seat in (0, 1, 2, None):
            blob = msgspec.json.encode(ENGINE.view(state, seat)).decode()
            assert not [name for name in step_names if f'"{name}:' in blob]
            shown = [ENGINE.event_view(e, seat) for e in events]
            assert not [e for e in shown if isinstance(e, ev.Scheduled | ev.WorkPending)]
        bookkeeping = [k for k, e in enumerate(events) if isinstance(e, ev.WorkPending)]
        assert not [e for e in events if isinstance(e, ev.Scheduled)]
        assert len(bookkeeping) <= 2 and all(k in (0, len(events) - 1) for k in bookkeeping)
