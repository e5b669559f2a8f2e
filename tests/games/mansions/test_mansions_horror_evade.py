"""Horror tests (H-8, H-11..H-13, H-26, R-H-2, R-H-8, R-H-9) and evade tests (H-9, H-14..H-17, H-45,
R-H-1) with the keeper's damage prompt and its deadline; damage, death and insanity (H-60, H-61,
R-H-15, R-H-28). Story SILAS: the Marsh Poacher (awareness 1, horror 0, damage 2) waits in gh_east."""

from __future__ import annotations

from domain.games.mansions import checks
from domain.games.mansions import events as ev
from domain.games.mansions.state import MansionsState
from tests.games.mansions.mansions_play import (
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


def at_the_greenhouse_door(**kw: object) -> MansionsState:
    state = claim(match(**kw))  # type: ignore[arg-type]
    return act(state, 1, {"action": "move", "space": "yard_shed"})


def in_the_greenhouse(**kw: object) -> MansionsState:
    state, _ = until(at_the_greenhouse_door(**kw), 1, {"action": "move", "space": "gh_east"}, passes("horror"))
    return next_turn(state, 1)


def test_entering_a_room_with_a_monster_asks_a_horror_test() -> None:
    """H-8 (L21), H-11 (L31): willpower modified by the monster's horror; failure: one horror (R-H-9)."""
    state = at_the_greenhouse_door()
    after, events = until(state, 1, {"action": "move", "space": "gh_east"}, fails("horror"))
    [test] = rolls(events, "horror")
    assert test.attribute == "willpower" and test.target == checks.attribute(state.figures[1], "willpower") + 0
    assert after.figures[1].sanity == state.figures[1].sanity - 1 and after.figures[1].space == "gh_east"
    after, _ = until(state, 1, {"action": "move", "space": "gh_east"}, passes("horror"))
    assert after.figures[1].sanity == state.figures[1].sanity


def test_one_horror_test_per_monster_with_its_own_horror() -> None:
    """R-H-8, H-12: one test per monster newly met, each with that monster's modifier."""
    state = fold([ev.MonsterPlaced(uid=50, monster="heron_thing", space="gh_west")], at_the_greenhouse_door())
    events = decide(state, 1, {"action": "move", "space": "gh_east"})
    will = checks.attribute(state.figures[1], "willpower")
    assert sorted(r.target for r in rolls(events, "horror")) == sorted([will + 0, will - 2])


def test_an_insane_investigator_takes_no_more_horror_and_stays() -> None:
    """H-26 (L57), H-60 (L110), R-H-9: at 0 sanity no horror test; the investigator stays in play."""
    state = at_the_greenhouse_door()
    state = fold([ev.Harmed(seat=1, counter="sanity", amount=state.figures[1].sanity)], state)
    after = act(state, 1, {"action": "move", "space": "gh_east"})
    assert after.figures[1].alive and after.figures[1].space == "gh_east"
    assert not rolls(decide(state, 1, {"action": "move", "space": "gh_east"}), "horror")


def test_a_monster_entering_the_room_asks_a_horror_test() -> None:
    """R-H-2, H-13: the test happens when the monster enters the investigator's room too (a summon)."""
    from domain.games.mansions import effects
    from domain.games.mansions.context import Ctx
    from domain.rng import Rng

    ctx = Ctx(E.clone(match()), Rng(1), answers=[False] * 20)
    effects.summon(ctx, "rat_tide", "yard_well")
    assert [r.why for r in rolls(ctx.events)] == ["horror"]


def test_leaving_a_monster_s_space_asks_an_evade_test_then_the_keeper_decides() -> None:
    """H-9 (L22), H-14 (L35), H-15 (L36), R-H-1: dexterity + awareness; on failure the keeper may deal
    the monster's damage; whatever the result the move goes on (L37)."""
    state = in_the_greenhouse()
    waiting, events = until(state, 1, {"action": "move", "space": "yard_shed"}, fails("evade"))
    [test] = rolls(events, "evade")
    assert test.target == checks.attribute(state.figures[1], "dexterity") + 1
    assert waiting.figures[1].space == "gh_east"
    [prompt] = E.prompts(waiting)
    assert prompt.seat == 0 and prompt.kind == "evade" and E.status(waiting).to_act == [0]
    assert {a.action for a in E.legal_actions(waiting, 0)} == {"deal_damage", "spare"}
    assert E.legal_actions(waiting, 1) == []
    assert refused(waiting, 1, {"action": "end_turn"}).code == "prompt_pending"
    assert refused(waiting, 0, {"action": "spare", "prompt": "old"}).code == "stale_prompt"
    dealt = act(waiting, 0, {"action": "deal_damage", "prompt": prompt.id})
    assert dealt.figures[1].health == state.figures[1].health - 2 and dealt.figures[1].space == "yard_shed"
    spared = act(waiting, 0, {"action": "spare", "prompt": prompt.id})
    assert spared.figures[1].health == state.figures[1].health and spared.figures[1].space == "yard_shed"


def test_a_passed_evade_needs_no_keeper() -> None:
    """H-16 (L37): after the test the player goes on with the turn."""
    state, _ = until(in_the_greenhouse(), 1, {"action": "move", "space": "yard_shed"}, passes("evade"))
    assert state.figures[1].space == "yard_shed" and state.pending is None


def test_a_stunned_monster_asks_no_evade_test() -> None:
    """H-17 (L38), H-45 (L93): no evade test against a stunned monster."""
    state = in_the_greenhouse()
    poacher = next(m.uid for m in state.monsters if m.kind == "marsh_poacher")
    state = fold([ev.Stunned(count=1, monster=poacher)], state)
    assert not rolls(decide(state, 1, {"action": "move", "space": "yard_shed"}), "evade")


def test_an_action_beside_a_monster_asks_an_evade_test_first() -> None:
    """H-9 (L22), R-H-1: a non-attack action (exploring) asks the evade test before it resolves."""
    state = in_the_greenhouse()
    waiting, _ = until(state, 1, {"action": "explore"}, fails("evade"))
    assert waiting.stacks["greenhouse"] and waiting.pending is not None and waiting.pending.then == "explore"
    done = act(waiting, 0, {"action": "spare", "prompt": E.prompts(waiting)[0].id})
    assert not done.stacks["greenhouse"] and "clue_3" in done.figures[1].clues


def test_the_keeper_s_evade_prompt_lapses_at_its_deadline() -> None:
    """H-15 with the keeper_seconds option: an absent keeper deals no damage once the deadline passes."""
    state = in_the_greenhouse(keeper_seconds=30)
    waiting, _ = until(state, 1, {"action": "move", "space": "yard_shed"}, fails("evade"), now=100.0)
    assert E.next_deadline(waiting) == 130.0 and E.prompts(waiting)[0].deadline == 130.0
    from domain.rng import Rng

    assert E.on_deadline(waiting, 129.0, Rng(1)) == []
    events = E.on_deadline(waiting, 131.0, Rng(1))
    assert [e for e in events if isinstance(e, ev.EvadeAnswered)] == [
        ev.EvadeAnswered(monster=waiting.pending.monsters[0], deal=False, lapsed=True)  # type: ignore[union-attr]
    ]
    after = fold(events, E.clone(waiting))
    assert after.figures[1].space == "yard_shed" and after.figures[1].health == state.figures[1].health


def test_damage_stops_at_zero_and_kills() -> None:
    """R-H-28: health never below 0; H-61 (L111), R-H-15: the dead leave items and cards in the space;
    H-62: a fresh investigator starts on the start space on the seat's next turn."""
    state = in_the_greenhouse()
    state = fold([ev.Harmed(seat=1, counter="health", amount=state.figures[1].health - 1)], state)
    items = list(state.figures[1].items)
    waiting, _ = until(state, 1, {"action": "move", "space": "yard_shed"}, fails("evade"))
    events = decide(waiting, 0, {"action": "deal_damage", "prompt": E.prompts(waiting)[0].id})
    assert ev.Harmed(seat=1, counter="health", amount=1) in events
    dead = fold(events, E.clone(waiting))
    assert not dead.figures[1].alive and dead.dropped["gh_east"] == items and dead.winner is None
    assert dead.phase in {"trade", "keeper"}
    dead = act(dead, 0, {"action": "end_keeper_turn"}) if dead.phase == "keeper" else dead
    assert [p.kind for p in E.prompts(dead)] == ["claim"]
    choice = next(a for a in E.legal_actions(dead, 1) if a.action == "choose_investigator")
    assert choice.fixed["investigator"] != "cyrus_lamb"
    body = {
        "action": "choose_investigator",
        "investigator": "bat_quill",
        "physical": "scrapper",
        "mental": "nose_for_news",
    }
    fresh = act(dead, 1, body)
    assert fresh.figures[1].investigator == "bat_quill" and fresh.figures[1].space == "yard_gate" and fresh.active == 1
    assert not rolls(decide(dead, 1, body), "horror")
    haunted = fold([ev.MonsterPlaced(uid=60, monster="rat_tide", space="yard_well")], E.clone(dead))
    # H-13: the start room's monsters are met on arrival (Nose for News: willpower 2; Rat Tide: horror -1)
    assert [r.target for r in rolls(decide(haunted, 1, body), "horror")] == [2 - 1]
