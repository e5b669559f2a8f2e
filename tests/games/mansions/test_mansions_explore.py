"""Exploring (designed, inventory 3.1): the room's stack, locks, obstacles and keys, darkness (H-48,
H-49), the clue chain and the objective revealed on the last clue (L7, H-1). Story PENHALE (penhale,
cistern, wheel): clue 1 kitchen, clue 2 parlour behind the Fallen Beam, clue 3 larder, clue 4 cellar
behind the Black Water; the Weir Cultist waits in parlour_east, the Marsh Poacher in gh_east."""

from __future__ import annotations

from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.state import MansionsState
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
    walk,
)


def placed(state: MansionsState, space: str, seat: int = 1) -> MansionsState:
    return claim(fold([ev.Moved(seat=seat, to=space, movement=False)], state))


def test_exploring_takes_the_whole_stack() -> None:
    """Designed: items to the hand, each spell card becomes the top spell of its type, nothing discarded."""
    state = placed(match(story=PENHALE), "hall_north")  # hall: oil lamp, nothing, boathook, nothing
    after = act(state, 1, {"action": "explore"})
    assert after.stacks["hall"] == [] and after.action_used
    assert {"oil_lamp", "boathook"} <= set(after.figures[1].items)
    assert refused(after, 1, {"action": "explore"}).code == "action_used"
    after = next_turn(after, 1)
    assert refused(after, 1, {"action": "explore"}).code == "nothing_to_explore"
    parlour = placed(match(), "parlour_west")  # silas: the parlour holds the ward spell card
    parlour, _ = until(parlour, 1, {"action": "explore"}, lambda es: True)
    [spell] = parlour.figures[1].spells
    assert CONTENT.spells[spell].spell_type == "ward" and spell not in parlour.spell_decks["ward"]


def test_exploring_in_darkness_costs_a_movement_unless_a_lantern() -> None:
    """H-48 (L96): exploring costs 1 movement on top of the action; H-49: a lantern ignores darkness.
    (The yard darkened, as Mist on the Water does.)"""
    mist = ev.TokenPlaced(room="yard", token="darkness", count=1)
    state = claim(fold([mist], match(story=PENHALE)))
    after = act(state, 1, {"action": "explore"})
    assert after.moves_used == 1 and after.stacks["yard"] == []
    tired = act(act(state, 1, {"action": "move", "space": "yard_path"}), 1, {"action": "move", "space": "yard_gate"})
    assert refused(tired, 1, {"action": "explore"}).code == "darkness_needs_movement"
    lit = claim(fold([mist], match(story=PENHALE, picks=[CYRUS, AGNES])), 2)
    assert act(lit, 2, {"action": "explore"}).moves_used == 0


def test_an_obstacle_stops_the_first_movement_into_its_room_until_passed() -> None:
    """Designed (obstacles.json): a Strength -1 test; failure deals 1 damage and spends the movement."""
    state = placed(match(story=PENHALE), "hall_north")
    stopped, events = until(state, 1, {"action": "move", "space": "parlour_west"}, fails("obstacle"))
    assert ev.BarrierMet(room="parlour", card="obs_beam") in events
    assert stopped.figures[1].space == "hall_north" and stopped.moves_used == 1
    assert stopped.figures[1].health == state.figures[1].health - 1 and stopped.known_barriers == ["parlour"]
    opened, _ = until(stopped, 1, {"action": "move", "space": "parlour_west"}, passes("obstacle"))
    assert opened.figures[1].space == "parlour_west" and opened.stacks["parlour"][0] == "clue_2"


def test_entering_a_room_whose_stack_holds_no_barrier_on_top_is_learnt_for_good() -> None:
    """L79-84 (designed locks and obstacles) and issue 33 item 1: walking into a room unblocked tells
    the table that its face-down stack has no lock or obstacle on top; the entry's events say so with
    a ``reveals`` event, so no undo hides it again (the platform's sampled check could miss it)."""
    state = placed(match(story=PENHALE), "hall_north")
    state.stacks["parlour"] = [card for card in state.stacks["parlour"] if card != "obs_beam"]
    events = decide(state, 1, {"action": "move", "space": "parlour_west"})
    assert ev.WayChecked(room="parlour") in events and ev.WayChecked.reveals
    assert not [e for e in events if isinstance(e, ev.BarrierMet)]
    inside = fold(events, E.clone(state))
    assert inside.figures[1].space == "parlour_west"
    again = decide(inside, 1, {"action": "move", "space": "parlour_east"})
    assert not [e for e in again if isinstance(e, ev.WayChecked)], "a move inside the room checks nothing"


def test_the_obstacle_s_item_clears_it_without_a_test() -> None:
    """Designed: a crowbar clears the Fallen Beam."""
    digger = {"investigator": "ilse_varga", "physical": "field_digger", "mental": "rite_scholar"}
    from domain.games.mansions.options import Pick

    state = placed(match(story=PENHALE, picks=[Pick(**digger)]), "hall_north")
    events = decide(state, 1, {"action": "move", "space": "parlour_west"})
    assert ev.BarrierCleared(room="parlour", card="obs_beam") in events
    assert not [e for e in events if isinstance(e, ev.TestRolled) and e.why == "obstacle"]


def test_a_puzzle_lock_is_met_once_then_refused_until_solved() -> None:
    """Designed (locks.json): the dial lock seals the study ("puzzle_required" until its puzzle is solved,
    test_mansions_puzzles.py)."""
    state = placed(match(story=PENHALE), "hall_north")
    after = act(state, 1, {"action": "move", "space": "study_west"})
    assert after.figures[1].space == "hall_north" and after.moves_used == 1 and "study" in after.known_barriers
    assert refused(after, 1, {"action": "move", "space": "study_west"}).code == "puzzle_required"
    assert "study_west" not in {
        c.value for a in E.legal_actions(after, 1) if a.action == "move" for c in a.params[0].choices
    }


def test_the_clue_chain_ends_with_the_objective_revealed() -> None:
    """L7, H-1: with the last clue in hand the investigators learn the objective; its reveal applies
    (The Wheel Must Turn: the Thing in the Wheel rises in the wheelhouse)."""
    state = claim(match(story=PENHALE))
    state = walk(state, 1, ["yard_path", "hall_south", "hall_north", "parlour_west", "parlour_east", "larder"])
    state = next_turn(state, 1)
    state, _ = until(state, 1, {"action": "explore"}, lambda es: True)
    assert "clue_3" in state.figures[1].clues and not state.revealed
    state = walk(state, 1, ["cellar_ladder"])
    state = next_turn(state, 1)
    state, events = until(state, 1, {"action": "explore"}, lambda es: True)
    assert ev.ObjectiveRevealed(objective="obj_wheel") in events
    assert state.revealed and "wheel_thing" in {m.kind for m in state.monsters}
    assert E.view(state, 1).objective == "obj_wheel" and E.view(match(story=PENHALE), 1).objective is None


def test_the_story_s_monsters_enter_at_the_reveal() -> None:
    """Designed (the set-up names no story): the set-up places the scenario's monsters only, the same
    in every story; the story's own (its answers' ``reveal_monsters``) enter when the objective is
    revealed, after the objective's own summon, each asking horror of the investigators in its room
    (R-H-2). The board scales with the table (``investigators`` in scenario.json): with one investigator
    PENHALE brings only the objective's Thing in the Wheel, its Rat Tide (three investigators or more)
    and Silt Spawn (two or more) stay out."""
    start = match(story=PENHALE)
    scenario = sorted((m.monster, m.space) for m in CONTENT.scenario.monsters)
    assert sorted((m.kind, m.space) for m in start.monsters) == scenario
    state = walk(claim(start), 1, ["yard_path", "hall_south", "hall_north", "parlour_west", "parlour_east", "larder"])
    state = next_turn(state, 1)
    state, _ = until(state, 1, {"action": "explore"}, lambda es: True)
    assert sorted((m.kind, m.space) for m in state.monsters) == scenario
    state = walk(state, 1, ["cellar_ladder"])
    state = next_turn(state, 1)
    state, events = until(state, 1, {"action": "explore"}, lambda es: True)
    entered = [(e.monster, e.space) for e in events if isinstance(e, ev.MonsterPlaced)]
    assert [kind for kind, _ in entered] == ["wheel_thing"]
    answers = [a for q in CONTENT.scenario.questions for a in q.answers if a.id == PENHALE[q.id]]
    assert sorted((m.monster, m.investigators) for a in answers for m in a.reveal_monsters) == [
        ("rat_tide", 3),
        ("silt_spawn", 2),
    ]
    assert events.index(ev.ObjectiveRevealed(objective="obj_wheel")) < min(
        i for i, e in enumerate(events) if isinstance(e, ev.MonsterPlaced)
    )
    last = max(i for i, e in enumerate(events) if isinstance(e, ev.MonsterPlaced))
    assert rolls(events[last:], "horror") == []  # the Thing enters the wheelhouse, away from the explorer
    assert sorted((m.kind, m.space) for m in state.monsters) == sorted([*scenario, *entered])
