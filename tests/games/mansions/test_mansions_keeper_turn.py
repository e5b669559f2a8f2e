"""The keeper's turn without cards (L44-62): step 1 trade (H-18, R-H-26), step 2 stun recovery (H-19,
R-H-11), step 3 threat (H-20, R-H-25), step 5's monster stun recovery (R-H-24), step 6 time tokens and
events (H-29, R-H-17), the last event's end (R-H-16's twin: the keeper's deadline)."""

from __future__ import annotations

from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.state import MansionsState
from domain.rng import Rng
from tests.games.mansions.mansions_play import AGNES, BAT, CYRUS, E, act, claim, fold, match, refused


def to_trade(state: MansionsState) -> MansionsState:
    for seat in range(1, state.seats):
        if state.figures[seat].alive:
            state = act(claim(state, seat), seat, {"action": "end_turn"})
    return state


def to_keeper(state: MansionsState) -> MansionsState:
    state = to_trade(state)
    for f in state.figures.values():
        if state.phase == "trade" and f.alive and f.seat not in state.trade_done:
            state = act(state, f.seat, {"action": "end_trade"})
    assert state.phase == "keeper"
    return state


def test_investigators_in_one_space_trade_items_and_clues_but_not_spells() -> None:
    """H-18 (L46): trade within one space at step 1; R-H-26: spells are not tradable."""
    hedge = {"investigator": "ilse_varga", "physical": "hedge_lore", "mental": "rite_scholar"}
    from domain.games.mansions.options import Pick

    state = to_trade(match(picks=[CYRUS, Pick(**hedge)]))
    assert state.phase == "trade" and sorted(p.seat for p in E.prompts(state)) == [1, 2]
    flask = state.figures[1].items[0]
    give = next(a for a in E.legal_actions(state, 1) if a.action == "give")
    assert [c.value for c in give.params[0].choices] == [flask] and [c.value for c in give.params[1].choices] == [2]
    state = act(state, 1, {"action": "give", "card": flask, "to": 2})
    assert state.figures[2].items == [flask] and state.figures[1].items == []
    spell = state.figures[2].spells[0]
    assert refused(state, 2, {"action": "give", "card": spell, "to": 1}).code == "not_tradable"
    state = act(state, 1, {"action": "end_trade"})
    assert refused(state, 1, {"action": "give", "card": flask, "to": 2}).code == "not_trading"
    state = act(state, 2, {"action": "end_trade"})
    assert state.phase == "keeper"


def test_no_one_to_trade_with_skips_step_one() -> None:
    state = match(picks=[CYRUS, AGNES])
    state = fold([ev.Moved(seat=2, to="yard_path", movement=False)], state)
    assert to_trade(state).phase == "keeper"


def test_steps_two_and_three_stun_and_threat() -> None:
    """H-19 (L48), R-H-11: one stun token off each stunned investigator; H-20 (L50), R-H-25: threat
    gained equals the living investigators in play."""
    state = match(picks=[CYRUS, AGNES, BAT])
    state = fold([ev.Stunned(count=2, seat=1), ev.Moved(seat=2, to="yard_path", movement=False)], state)
    state = fold([ev.Moved(seat=3, to="yard_well", movement=False)], state)
    threat = state.threat
    state = to_keeper(state)
    assert state.figures[1].stun == 1 and state.threat == threat + 3


def test_the_dead_do_not_bring_threat() -> None:
    """R-H-25: investigators in play are the living ones."""
    state = match(picks=[CYRUS, AGNES])
    state = act(claim(state, 2), 2, {"action": "end_turn"})
    state = fold([ev.Died(seat=2, space="yard_gate", dropped=[])], state)
    threat = state.threat
    state = act(claim(state, 1), 1, {"action": "end_turn"})
    assert state.phase == "keeper"
    assert state.threat == threat + 1


def test_monsters_lose_a_stun_token_at_the_keeper_s_step_five() -> None:
    """R-H-24: every stunned monster loses one stun marker at step 5."""
    state = match()
    cultist = state.monsters[0].uid
    state = to_keeper(fold([ev.Stunned(count=2, monster=cultist)], state))
    state = act(state, 0, {"action": "end_keeper_turn"})
    assert next(m for m in state.monsters if m.uid == cultist).stun == 1


def test_time_tokens_resolve_events_in_order() -> None:
    """H-29 (L62), R-H-17: a time token per keeper turn; at the card's number it resolves and the next
    card is active. The Sluice Groans (time 6): the keeper gains 2 threat."""
    state = match()
    assert CONTENT.events["sluice_groans"].time == 6
    for turn in range(6):
        state = to_keeper(state)
        threat = state.threat
        state = act(state, 0, {"action": "end_keeper_turn"})
        assert state.time == (turn + 1) % 6
    assert state.resolved_events == ["sluice_groans"] and state.event_deck[0] == "mist_rises"
    assert state.threat == threat + 2


def test_high_water_ends_the_match_for_the_keeper() -> None:
    """L62 (events.json): High Water is the keeper's deadline; R-H-17: the last event may end the game."""
    state = match()
    rounds = 0
    while state.winner is None:
        rounds += 1
        state = act(to_keeper(state), 0, {"action": "end_keeper_turn"}, seed=rounds)
    assert state.resolved_events[-1] == "high_water" and state.winner == "keeper" and state.reason == "event"
    assert rounds == sum(e.time for e in CONTENT.events.values())
    status = E.status(state)
    assert status.finished and status.outcome is not None and status.outcome.winners == [0]
    assert status.outcome.detail == "The keeper wins: the last event resolved."
    assert E.in_language("fr").status(state).outcome.detail.startswith("Le gardien gagne")  # type: ignore[union-attr]
    assert refused(state, 1, {"action": "claim_turn"}).code == "match_finished"


def test_only_the_keeper_ends_the_keeper_s_turn_and_it_lapses_at_the_deadline() -> None:
    """L52 steps 4-5 (part 2) close with end_keeper_turn; the keeper_seconds option passes it."""
    state = act(claim(match(keeper_seconds=60)), 1, {"action": "end_turn"}, now=500.0)
    assert state.phase == "keeper" and E.next_deadline(state) == 560.0
    assert refused(state, 1, {"action": "end_keeper_turn"}).code == "not_the_keeper"
    after = fold(E.on_deadline(state, 561.0, Rng(1)), E.clone(state))
    assert after.round == 2 and after.phase == "investigators" and after.time == 1
