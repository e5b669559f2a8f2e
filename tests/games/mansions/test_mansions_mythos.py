"""Mythos cards (part 2b): a keeper window at the start of an investigator's turn and after each of
its steps (H-6, R-H-6), one mythos per investigator turn (R-H-4), never in the keeper's turn (H-22),
triggers and places, passing for now or for the turn, the deadline as a pass (R-H-6)."""

from __future__ import annotations

from domain.games.mansions import events as ev
from domain.games.mansions import keeper_events as ke
from domain.games.mansions.state import MansionsState
from domain.rng import Rng
from tests.games.mansions.mansions_play import AGNES, CYRUS, PENHALE, E, act, claim, decide, fold, match, refused, rolls
from tests.games.mansions.test_mansions_keeper_turn import to_keeper


def holding(state: MansionsState, *cards: str, threat: int = 10) -> MansionsState:
    """The keeper holds ``cards`` (off their decks, as ``whispers`` would draw them) and ``threat``."""
    s = fold([ev.ThreatGained(amount=threat)], E.clone(state))
    for card in cards:
        (s.mythos if card in s.mythos else s.trauma).remove(card)
        s.hand.append(card)
    return s


def listed(state: MansionsState) -> list[str]:
    return [a.fixed["card"] for a in E.legal_actions(state, 0) if a.action == "play_mythos"]


def test_a_window_opens_at_the_start_of_the_turn_and_the_investigator_waits() -> None:
    """H-6, R-H-6: once the keeper holds a mythos, claiming a turn opens its window; only cards for
    ``any`` step fit the start; the investigators wait for the answer."""
    state = claim(holding(match(picks=[CYRUS, AGNES]), "hand_on_shoulder", "rotten_boards"))
    assert state.mythos_window is not None and state.mythos_window.triggers == []
    assert [p.kind for p in E.prompts(state)] == ["mythos"] and E.legal_actions(state, 1) == []
    assert refused(state, 1, {"action": "move", "space": "yard_path"}).code == "mythos_pending"
    assert listed(state) == ["hand_on_shoulder"]  # rotten boards needs a movement
    assert refused(state, 0, {"action": "play_mythos", "card": "rotten_boards"}).code == "mythos_not_playable"
    assert refused(state, 1, {"action": "pass_mythos"}).code == "not_the_keeper"


def test_a_step_reopens_the_window_with_its_trigger_and_one_mythos_a_turn() -> None:
    """H-6: between steps; the trigger is what the investigator just did; R-H-4: once played, no
    more mythos in this investigator's turn; the threat pays for it."""
    state = claim(holding(match(picks=[CYRUS, AGNES]), "hand_on_shoulder", "rotten_boards"))
    state = act(state, 0, {"action": "pass_mythos"})
    assert state.mythos_window is None and E.legal_actions(state, 1)
    state = act(state, 1, {"action": "move", "space": "yard_path"})
    assert state.mythos_window is not None and state.mythos_window.triggers == ["moved"]
    assert listed(state) == ["hand_on_shoulder", "rotten_boards"]
    threat = state.threat
    events = decide(state, 0, {"action": "play_mythos", "card": "rotten_boards"})
    assert rolls(events) and rolls(events)[0].attribute == "dexterity"
    state = fold(events, E.clone(state))
    assert state.threat == threat - 2 and "rotten_boards" in state.keeper_discard
    assert "rotten_boards" not in state.hand and state.mythos_window is None
    if state.figures[1].alive and state.active == 1 and state.figures[1].stun == 0:
        state = act(state, 1, {"action": "move", "space": "yard_gate"})
        assert state.mythos_window is None  # R-H-4: one a turn


def test_passing_for_the_turn_closes_it_and_the_next_investigator_s_turn_opens_again() -> None:
    """R-H-6's "pass for this turn"; the next investigator's turn has its own window (R-H-4)."""
    state = claim(holding(match(picks=[CYRUS, AGNES]), "hand_on_shoulder"))
    state = act(state, 0, {"action": "pass_mythos", "turn": True})
    state = act(state, 1, {"action": "move", "space": "yard_path"})
    assert state.mythos_window is None
    state = claim(act(state, 1, {"action": "end_turn"}), 2)
    assert state.mythos_window is not None and state.mythos_window.seat == 2


def test_never_in_the_keeper_s_turn() -> None:
    """H-22: no window in the keeper's own turn, and no mythos played there."""
    state = holding(to_keeper(match(picks=[CYRUS])), "hand_on_shoulder")
    assert state.mythos_window is None and "play_mythos" not in {a.action for a in E.legal_actions(state, 0)}
    assert refused(state, 0, {"action": "play_mythos", "card": "hand_on_shoulder"}).code == "no_mythos_window"


def test_the_window_lapses_at_the_keeper_s_deadline_as_a_pass_for_the_turn() -> None:
    """R-H-6: with ``keeper_seconds`` a match never waits for an absent keeper."""
    state = holding(match(picks=[CYRUS], keeper_seconds=5), "hand_on_shoulder")
    state = fold(decide(state, 1, {"action": "claim_turn"}, now=50.0), E.clone(state))
    assert E.next_deadline(state) == 55.0
    events = E.on_deadline(state, 55.0, Rng(0))
    assert events[0] == ke.MythosPassed(turn=True, lapsed=True)
    state = fold(events, state)
    assert state.mythos_window is None and 1 in state.mythos_seats


def test_a_place_bound_card_needs_its_place_and_the_tilting_floor_moves_where_the_keeper_says() -> None:
    """A card's ``feature`` and ``dark`` conditions; a keeper's move of the investigator names the space."""
    state = claim(holding(match(picks=[CYRUS, AGNES]), "cold_draught", "floor_tilts", "hungry_shadows"))
    assert listed(state) == []  # no vent, no darkness in the yard, no movement yet
    state = act(state, 0, {"action": "pass_mythos"})
    state = act(state, 1, {"action": "move", "space": "yard_path"})
    assert listed(state) == ["floor_tilts"]
    action = next(a for a in E.legal_actions(state, 0) if a.action == "play_mythos")
    spaces = [c.value for c in action.params[0].choices]
    assert "yard_gate" in spaces
    state = act(state, 0, {"action": "play_mythos", "card": "floor_tilts", "space": "yard_gate"})
    assert state.figures[1].space == "yard_gate"


def test_a_mythos_trauma_is_offered_to_the_keeper() -> None:
    """The mythos ``play_trauma`` verb: the keeper is offered a dementia on the explorer (H-23)."""
    state = claim(holding(match(picks=[CYRUS, AGNES]), "dread_revelation", "night_terrors"))
    state = act(act(state, 0, {"action": "pass_mythos"}), 1, {"action": "explore"})
    assert state.mythos_window is not None and state.mythos_window.triggers == ["explored"]
    state = act(state, 0, {"action": "play_mythos", "card": "dread_revelation"})
    assert [(o.seat, o.kind) for o in state.trauma_offers][-1] == (1, "dementia")


def test_a_puzzle_attempt_s_end_opens_the_window_with_the_puzzle_trigger() -> None:
    """H-6 between steps: no window while an attempt is under way (its actions are one step); when it
    ends, the window's trigger is ``puzzle``."""
    state = fold([ev.BarrierMet(room="study", card="lock_dial")], match(story=PENHALE, picks=[CYRUS, AGNES]))
    state = fold([ev.Moved(seat=1, to="hall_north", movement=False)], state)
    state = fold([ev.MonsterKilled(monster=m.uid) for m in state.monsters if m.space == "hall_north"], state)
    state = claim(holding(state, "puzzling_dread"))
    state = act(state, 0, {"action": "pass_mythos"})
    state = act(state, 1, {"action": "attempt_puzzle", "room": "study"})
    assert state.attempt is not None and state.mythos_window is None
    state = act(state, 1, {"action": "stop_puzzle"})
    assert state.mythos_window is not None and state.mythos_window.triggers == ["puzzle"]
    assert listed(state) == ["puzzling_dread"]


def test_the_keeper_s_move_of_an_investigator_asks_no_evade_test() -> None:
    """H-17: no evade test when the keeper moves the investigator (the tilting floor, beside the cultist)."""
    state = claim(holding(match(picks=[CYRUS, AGNES]), "floor_tilts"))
    state = act(state, 0, {"action": "pass_mythos"})
    state = fold([ev.Moved(seat=1, to="parlour_east", movement=False)], state)
    state = fold([ke.MythosWindowOpened(seat=1, triggers=["moved"])], state)
    assert any(m.space == "parlour_east" and m.stun == 0 for m in state.monsters)
    events = decide(state, 0, {"action": "play_mythos", "card": "floor_tilts", "space": "parlour_west"})
    assert not rolls(events) and fold(events, E.clone(state)).figures[1].space == "parlour_west"


def test_a_cast_opens_the_window_with_the_cast_trigger() -> None:
    """H-6 between steps, H-35: casting a spell is a step whose trigger is ``cast`` (Choir Echo's)."""
    from tests.games.mansions.test_mansions_spells import ILSE

    state = fold([ev.Harmed(seat=1, counter="health", amount=4)], match(picks=[ILSE]))
    state = claim(holding(state, "choir_echo"))
    state = act(state, 0, {"action": "pass_mythos"})
    assert listed(state) == []
    state = act(state, 1, {"action": "cast_spell", "spell": "mend-1", "target": 1})
    assert state.mythos_window is not None and state.mythos_window.triggers == ["cast"]
    assert listed(state) == ["choir_echo"]


def test_dread_revelation_s_dementia_is_played_whatever_its_threshold() -> None:
    """H-23 (L55) and the card's text: after Dread Revelation the keeper may play a dementia from its hand
    on the explorer "whatever its threshold" (Paranoia's 5 with the explorer's sanity above it); a
    plain loss's offer still needs the threshold met."""
    state = claim(holding(match(picks=[CYRUS, AGNES]), "dread_revelation", "paranoia"))
    state = act(act(state, 0, {"action": "pass_mythos"}), 1, {"action": "explore"})
    state = act(state, 0, {"action": "play_mythos", "card": "dread_revelation"})
    assert state.figures[1].sanity > 5
    assert state.trauma_offers[0].seat == 1 and state.trauma_offers[0].kind == "dementia"
    cards = [c.value for a in E.legal_actions(state, 0) if a.action == "play_trauma" for c in a.params[0].choices]
    assert cards == ["paranoia"]
    events = decide(state, 0, {"action": "play_trauma", "card": "paranoia"})
    assert [(e.seat, e.card) for e in events if isinstance(e, ke.TraumaPlayed)] == [(1, "paranoia")]
    assert [(o.seat, o.kind) for o in state.trauma_offers] == [(1, "dementia"), (1, "dementia")]
    plain = act(state, 0, {"action": "pass_trauma"})  # the next offer is the horror's loss (H-23)
    assert refused(plain, 0, {"action": "play_trauma", "card": "paranoia"}).code == "trauma_not_playable"
