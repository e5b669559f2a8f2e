"""Trauma cards (part 2b): offered after each loss (H-23, R-H-6), kind and threshold, staying in play
(H-24), one of each kind (H-25, R-H-4), a dementia on the insane as a keeper action (H-26, H-60),
"several investigators" drawn alone (H-30, R-H-18), Loss of Vision and the lantern (H-63)."""

from __future__ import annotations

from domain.games.mansions import checks
from domain.games.mansions import events as ev
from domain.games.mansions import keeper_events as ke
from domain.games.mansions.content import CONTENT
from domain.games.mansions.state import MansionsState, TraumaOffer
from domain.rng import Rng
from tests.games.mansions.mansions_play import AGNES, CYRUS, E, act, claim, decide, fold, match, refused
from tests.games.mansions.test_mansions_keeper_turn import to_keeper


def holding(state: MansionsState, *cards: str) -> MansionsState:
    """The keeper holds ``cards`` (taken off the trauma deck, as a draw would)."""
    s = E.clone(state)
    for card in cards:
        s.trauma.remove(card)
        s.hand.append(card)
    return s


def burnt(state: MansionsState, seat: int = 1) -> MansionsState:
    """``seat`` ends its turn in a burning room: 2 damage, no die (H-46)."""
    state = fold([ev.TokenPlaced(room="yard", token="fire", count=1)], state)
    return act(claim(state, seat), seat, {"action": "end_turn"})


def test_a_loss_offers_a_trauma_of_its_kind_under_its_threshold_and_the_match_waits() -> None:
    """H-23, R-H-6: after a health loss the keeper may play an injury whose threshold the health
    meets; the investigators wait (R-H-4); a dementia or an unmet threshold is refused."""
    state = holding(match(picks=[CYRUS, AGNES]), "broken_arm", "loss_of_vision", "paranoia")
    state = burnt(state)
    assert state.figures[1].health == CONTENT.investigators["cyrus_lamb"].health - 2  # the fire's 2 damage
    assert [(o.seat, o.kind) for o in state.trauma_offers] == [(1, "injury")]
    assert [p.kind for p in E.prompts(state)] == ["trauma"] and E.status(state).to_act == [0]
    assert E.legal_actions(state, 2) == []
    assert refused(state, 2, {"action": "claim_turn"}).code == "trauma_pending"
    listed = next(a for a in E.legal_actions(state, 0) if a.action == "play_trauma")
    assert [c.value for c in listed.params[0].choices] == ["loss_of_vision"]  # broken arm: health 4 or less
    assert refused(state, 0, {"action": "play_trauma", "card": "broken_arm"}).code == "trauma_not_playable"
    assert refused(state, 0, {"action": "play_trauma", "card": "paranoia"}).code == "trauma_not_playable"
    assert refused(state, 1, {"action": "pass_trauma"}).code == "not_the_keeper"
    state = act(state, 0, {"action": "play_trauma", "card": "loss_of_vision"})
    assert state.figures[1].traumas == ["loss_of_vision"] and "loss_of_vision" not in state.hand
    assert not state.trauma_offers and E.legal_actions(state, 2)


def test_no_trauma_in_hand_no_offer_and_a_pass_or_the_deadline_lets_the_match_go_on() -> None:
    """R-H-6: an offer comes whenever the keeper holds a trauma (a public count); passing, or the
    ``keeper_seconds`` deadline, answers it."""
    assert not burnt(match(picks=[CYRUS, AGNES])).trauma_offers
    state = holding(match(picks=[CYRUS, AGNES]), "broken_arm")
    state = act(state, 0, {"action": "pass_trauma"}) if (state := burnt(state)).trauma_offers else state
    assert not state.trauma_offers and state.figures[1].traumas == []
    timed = holding(match(picks=[CYRUS, AGNES], keeper_seconds=5), "broken_arm")
    timed = fold([ev.TokenPlaced(room="yard", token="fire", count=1)], claim(timed))
    timed = fold(decide(timed, 1, {"action": "end_turn"}, now=100.0), E.clone(timed))
    assert E.next_deadline(timed) == 105.0
    events = E.on_deadline(timed, 105.0, Rng(0))
    assert events[0] == ke.TraumaPassed(lapsed=True)


def test_one_injury_at_a_time_a_new_one_replaces_the_old_and_its_penalty() -> None:
    """H-25, R-H-4: a second injury discards the first, with its lasting modifiers; H-24: a trauma
    stays in play when the counter rises again."""
    state = holding(match(picks=[CYRUS, AGNES]), "loss_of_vision", "broken_arm")
    state = act(burnt(state), 0, {"action": "play_trauma", "card": "loss_of_vision"})
    f = state.figures[1]
    assert checks.target(state, f, "marksmanship", 0)[0] == checks.attribute(f, "marksmanship") - 2
    state = fold([ev.Healed(seat=1, counter="health", amount=2)], state)
    assert state.figures[1].traumas == ["loss_of_vision"]  # H-24
    state = fold([ev.Harmed(seat=1, counter="health", amount=state.figures[1].health - 6)], state)
    state = burnt(next_round(state))
    assert state.figures[1].health == 4  # broken arm: 4 or less
    state = act(state, 0, {"action": "play_trauma", "card": "broken_arm"})
    f = state.figures[1]
    assert f.traumas == ["broken_arm"] and "loss_of_vision" in state.keeper_discard
    assert [(m.stat, m.amount) for m in f.modifiers] == [("strength", -2)]


def next_round(state: MansionsState) -> MansionsState:
    """Seat 2 plays (the fire burns it too: the keeper passes), trade, the keeper's turn."""
    state = act(claim(state, 2), 2, {"action": "end_turn"})
    while state.trauma_offers:
        state = act(state, 0, {"action": "pass_trauma"})
    for seat in (1, 2):
        if state.phase == "trade":
            state = act(state, seat, {"action": "end_trade"})
    return act(state, 0, {"action": "end_keeper_turn"})


def test_loss_of_vision_counts_even_with_a_lantern() -> None:
    """H-63: the penalty is the card's, not darkness: a lantern does not cancel it."""
    state = holding(match(picks=[CYRUS, AGNES]), "loss_of_vision")
    state = act(burnt(state), 0, {"action": "play_trauma", "card": "loss_of_vision"})
    state.figures[1].items.append("storm_lantern")
    state = fold([ev.TokenPlaced(room="yard", token="darkness", count=1)], state)
    f = state.figures[1]
    # In a dark room, in combat: the lantern cancels the darkness (R-H-12), not the card.
    assert checks.target(state, f, "marksmanship", 0, combat=True)[0] == checks.attribute(f, "marksmanship") - 2
    assert checks.target(state, f, "dexterity", 0)[0] == checks.attribute(f, "dexterity") - 1


def test_an_insane_investigator_takes_a_dementia_as_a_keeper_action_once_a_turn() -> None:
    """H-26, H-60: at 0 sanity the keeper may play a dementia in its turn, once a keeper turn each."""
    state = holding(to_keeper(match(picks=[CYRUS, AGNES])), "night_terrors", "paranoia")
    assert refused(state, 0, {"action": "play_trauma", "card": "paranoia", "seat": 1}).code == "no_trauma_window"
    state = fold([ev.Harmed(seat=1, counter="sanity", amount=state.figures[1].sanity)], state)
    listed = [a for a in E.legal_actions(state, 0) if a.action == "play_trauma"]
    assert [(a.fixed["seat"], [c.value for c in a.params[0].choices]) for a in listed] == [
        (1, ["night_terrors", "paranoia"])
    ]
    state = act(state, 0, {"action": "play_trauma", "card": "paranoia", "seat": 1})
    assert state.figures[1].traumas == ["paranoia"]
    assert refused(state, 0, {"action": "play_trauma", "card": "night_terrors", "seat": 1}).code == ("no_trauma_window")


def test_a_several_investigators_trauma_drawn_alone_is_discarded_and_replaced() -> None:
    """H-30, R-H-18: with one investigator in play it is discarded face up and the next one drawn."""
    state = to_keeper(match(picks=[CYRUS]))
    state = fold([ev.ThreatGained(amount=10)], state)
    state.trauma.remove("shared_nightmare")
    state.trauma.insert(0, "shared_nightmare")
    after = act(state, 0, {"action": "keeper_action", "card": "whispers"})
    assert "shared_nightmare" in after.keeper_discard and "shared_nightmare" not in after.hand
    assert after.hand[-1] == state.trauma[1]
    assert CONTENT.trauma["shared_nightmare"].several


def test_the_keeper_s_turn_deadline_is_not_hidden_by_a_later_trauma_offer() -> None:
    """R-H-6 with ``keeper_seconds``: an offer made late in the keeper's turn has a later deadline than
    the turn's own; the next deadline is the earliest of the open ones, so the turn lapses on time."""
    state = holding(to_keeper(match(picks=[CYRUS], keeper_seconds=5)), "night_terrors")
    assert state.keeper_deadline == 5.0
    state = fold([ke.TraumaOffered(offers=[TraumaOffer(seat=1, kind="dementia", deadline=9.0)])], state)
    assert E.next_deadline(state) == 5.0
    events = E.on_deadline(state, 5.0, Rng(0))
    assert any(isinstance(e, ev.RoundStarted) for e in events)
