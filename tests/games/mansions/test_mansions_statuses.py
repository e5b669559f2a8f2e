"""Statuses and features of part 1: fire (H-46, H-47, R-H-3, R-H-10), hiding spots (H-52, H-53,
R-H-13, R-H-29), a dead investigator's pile (H-61, R-H-15), corpses and the campfire (H-56, H-57,
R-H-30)."""

from __future__ import annotations

from domain.games.mansions import checks
from domain.games.mansions import events as ev
from tests.games.mansions.mansions_play import (
    AGNES,
    CYRUS,
    PENHALE,
    E,
    act,
    claim,
    decide,
    fails,
    fold,
    match,
    next_turn,
    passes,
    refused,
    rolls,
    until,
)

FIRE_IN_HALL = ev.TokenPlaced(room="hall", token="fire", count=1)


def test_entering_a_burning_room_asks_willpower_failure_costs_one_horror_and_enters() -> None:
    """H-47 (L95), R-H-10: a failed willpower test costs 1 horror and the investigator still enters."""
    state = claim(fold([FIRE_IN_HALL, ev.Moved(seat=1, to="yard_path", movement=False)], match()))
    burnt, events = until(state, 1, {"action": "move", "space": "hall_south"}, fails("fire"))
    assert rolls(events, "fire")[0].target == checks.attribute(state.figures[1], "willpower")
    assert burnt.figures[1].space == "hall_south" and burnt.figures[1].sanity == state.figures[1].sanity - 1
    calm, _ = until(state, 1, {"action": "move", "space": "hall_south"}, passes("fire"))
    assert calm.figures[1].sanity == state.figures[1].sanity
    inside = act(calm, 1, {"action": "move", "space": "hall_north"})
    assert not rolls(decide(calm, 1, {"action": "move", "space": "hall_north"}), "fire")
    assert inside.figures[1].space == "hall_north"


def test_fire_burns_at_the_end_of_each_side_s_turn() -> None:
    """H-46 (L94), R-H-3: an investigator in a burning room takes 2 damage at the end of its turn; a
    monster at the end of the keeper's turn."""
    state = fold([FIRE_IN_HALL, ev.Moved(seat=1, to="hall_north", movement=False)], match())
    state = fold([ev.MonsterPlaced(uid=30, monster="weir_cultist", space="hall_south")], state)
    health = state.figures[1].health
    state = act(claim(state), 1, {"action": "end_turn"})
    assert state.figures[1].health == health - 2
    state = act(state, 0, {"action": "end_keeper_turn"})
    assert next(m for m in state.monsters if m.uid == 30).wounds == 2


def test_hiding_costs_a_movement_blocks_moving_and_ends_in_a_later_turn() -> None:
    """H-52, H-53 (L98): hide for a movement in your space's spot; hidden, no move; a later turn's
    movement or action takes you out. R-H-29: a stunned investigator's one movement may hide."""
    state = fold([ev.Moved(seat=1, to="study_east", movement=False), ev.Stunned(count=1, seat=1)], match())
    state = claim(state)
    assert "hide" in {a.action for a in E.legal_actions(state, 1)}
    state = act(state, 1, {"action": "hide"})
    assert state.figures[1].hidden == 1 and state.moves_used == 1
    assert refused(state, 1, {"action": "move", "space": "study_west"}).code == "hidden"
    assert refused(state, 1, {"action": "leave_hiding", "using": "action"}).code == "cannot_leave_hiding"
    state = next_turn(state, 1)
    leave = next(a for a in E.legal_actions(state, 1) if a.action == "leave_hiding")
    assert [c.value for c in leave.params[0].choices] == ["movement", "action"]
    out = act(state, 1, {"action": "leave_hiding", "using": "action"})
    assert out.figures[1].hidden is None and out.action_used
    assert (
        refused(claim(fold([ev.Moved(seat=1, to="study_west", movement=False)], match())), 1, {"action": "hide"}).code
        == "cannot_hide"
    )


def test_a_hidden_investigator_makes_no_evade_test() -> None:
    """R-H-13: while hidden no evade test; exploring is still allowed."""
    state = fold([ev.Moved(seat=1, to="gh_west", movement=False)], match())
    state = fold([ev.MonsterPlaced(uid=31, monster="rat_tide", space="gh_west")], state)
    state = act(claim(state), 1, {"action": "hide"})
    events = decide(state, 1, {"action": "explore"})
    assert not rolls(events, "evade") and any(isinstance(e, ev.Explored) for e in events)


def test_the_dead_leave_a_pile_anyone_in_the_space_may_take_from() -> None:
    """H-61 (L111), R-H-15: items and exploration cards lie in the space; taking one is free."""
    state = match(picks=[CYRUS, AGNES])
    lantern = state.figures[2].items[0]
    state = fold([ev.Harmed(seat=2, counter="health", amount=state.figures[2].health)], state)
    state = fold([ev.Died(seat=2, space="yard_gate", dropped=[lantern])], state)
    state = claim(state, 1)
    pick = next(a for a in E.legal_actions(state, 1) if a.action == "pick_up")
    assert [c.value for c in pick.params[0].choices] == [lantern]
    state = act(state, 1, {"action": "pick_up", "card": lantern})
    assert lantern in state.figures[1].items and state.dropped == {} and not state.action_used
    assert refused(state, 1, {"action": "pick_up", "card": lantern}).code == "not_in_pile"


def test_a_corpse_is_dragged_for_free_and_burnt_at_the_campfire() -> None:
    """H-57 (L102), R-H-30: one corpse dragged along a movement for free; H-56 (L101): the campfire
    action destroys every corpse in its space (the yard shed)."""
    state = match(story=PENHALE)
    poacher = [ev.MonsterKilled(monster=m.uid) for m in state.monsters if m.space == "gh_east"]  # no evade test
    state = claim(fold([*poacher, ev.Moved(seat=1, to="gh_east", movement=False)], state))
    assert state.corpses["gh_east"] == 1
    drag = next(a for a in E.legal_actions(state, 1) if a.action == "move" and a.fixed == {"drag": True})
    assert "yard_shed" in {c.value for c in drag.params[0].choices}
    state = act(state, 1, {"action": "move", "space": "yard_shed", "drag": True})
    assert "gh_east" not in state.corpses and state.corpses["yard_shed"] == 1 and state.moves_used == 1
    bare = claim(match(story=PENHALE))
    assert refused(bare, 1, {"action": "move", "space": "yard_path", "drag": True}).code == "no_corpse"
    state = act(state, 1, {"action": "tend_campfire"})
    assert "yard_shed" not in state.corpses and state.action_used
    assert sum(state.corpses.values()) == 2  # the parlour's and the wheelhouse's
    assert refused(state, 1, {"action": "tend_campfire"}).code == "no_campfire_work"


def test_a_corpse_in_a_burning_room_is_discarded() -> None:
    """H-57 (L102): fire placed in its room, or the corpse dragged into a burning room."""
    from domain.games.mansions import effects
    from domain.games.mansions.content import schema as sc
    from domain.games.mansions.context import Ctx
    from domain.rng import Rng

    ctx = Ctx(E.clone(match(story=PENHALE)), Rng(1))
    effects.apply(ctx, [sc.PlaceToken(token="fire", where="named_room", room="greenhouse")], None)
    assert ev.CorpsesBurnt(space="gh_east", count=1) in ctx.events and "gh_east" not in ctx.st.corpses
    state = fold(
        [ev.Moved(seat=1, to="gh_east", movement=False), ev.TokenPlaced(room="yard", token="fire", count=1)],
        match(story=PENHALE),
    )
    state, events = until(claim(state), 1, {"action": "move", "space": "yard_shed", "drag": True}, passes("fire"))
    assert ev.CorpsesBurnt(space="yard_shed", count=1) in events and "yard_shed" not in state.corpses
