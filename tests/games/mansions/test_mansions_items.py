"""Items in use (designed, inventory 3.1): the turn's action, evade tests first (H-9, R-H-1), consumed
items discarded, an investigator or a monster of the room chosen when the item says so (H-37)."""

from __future__ import annotations

from domain.games.mansions import checks
from domain.games.mansions import events as ev
from domain.games.mansions.options import Pick
from tests.games.mansions.mansions_play import CYRUS, E, act, claim, fails, fold, match, passes, refused, rolls, until

MEDIC = Pick(investigator="agnes_thorne", physical="steady_hands", mental="triage")
REPORTER = Pick(investigator="bat_quill", physical="darkroom_habit", mental="nose_for_news")
PRIEST = Pick(investigator="tomas_reyes", physical="bell_ringer", mental="exorcist")


def test_a_consumable_heals_and_is_discarded() -> None:
    """Hip Flask (items.json): regain 2 sanity, discard after use; it is the turn's action (H-5)."""
    state = fold([ev.Harmed(seat=1, counter="sanity", amount=3)], match())
    state = claim(state)
    [use] = [a for a in E.legal_actions(state, 1) if a.action == "use_item"]
    assert use.fixed == {"item": "hip_flask"} and use.params == []
    after = act(state, 1, {"action": "use_item", "item": "hip_flask"})
    assert after.figures[1].sanity == state.figures[1].sanity + 2 and after.figures[1].items == []
    assert after.spent_items == ["hip_flask"] and after.action_used
    assert refused(after, 1, {"action": "use_item", "item": "hip_flask"}).code == "action_used"


def test_an_item_for_an_investigator_in_the_room_may_choose_its_user() -> None:
    """First Aid Kit: an investigator in your room regains 2 health (H-37: the user may choose itself)."""
    state = match(picks=[MEDIC, CYRUS])
    state = fold([ev.Harmed(seat=2, counter="health", amount=4), ev.Harmed(seat=1, counter="health", amount=1)], state)
    state = claim(state)
    [use] = [a for a in E.legal_actions(state, 1) if a.action == "use_item"]
    assert sorted(c.value for c in use.params[0].choices) == [1, 2]
    assert refused(state, 1, {"action": "use_item", "item": "first_aid_kit"}).code == "bad_target"
    assert refused(state, 1, {"action": "use_item", "item": "first_aid_kit", "target": 7}).code == "bad_target"
    healed = act(state, 1, {"action": "use_item", "item": "first_aid_kit", "target": 2})
    assert (
        healed.figures[2].health == state.figures[2].health + 2 and healed.figures[1].health == state.figures[1].health
    )
    selfish = act(state, 1, {"action": "use_item", "item": "first_aid_kit", "target": 1})
    assert selfish.figures[1].health == selfish.figures[1].max_health


def test_an_item_for_a_monster_needs_one_in_the_room_and_evades_first() -> None:
    """Flash Camera: stun a monster in your room; not listed without one; an evade test comes first
    when the monster shares the space (H-9, R-H-1)."""
    state = claim(match(picks=[REPORTER]))
    assert "use_item" not in {a.action for a in E.legal_actions(state, 1)}
    state = fold([ev.MonsterPlaced(uid=70, monster="rat_tide", space="yard_gate")], state)
    [use] = [a for a in E.legal_actions(state, 1) if a.action == "use_item"]
    assert [c.value for c in use.params[0].choices] == [70]
    use_it = {"action": "use_item", "item": "flash_camera", "target": 70}
    _, events = until(state, 1, use_it, passes("evade"))
    assert [r.why for r in rolls(events)] == ["evade"] and ev.Stunned(count=1, monster=70) in events
    waiting, events = until(state, 1, use_it, fails("evade"))
    assert ev.Stunned(count=1, monster=70) not in events and waiting.pending is not None
    assert waiting.pending.then == "use"
    done = act(waiting, 0, {"action": "spare", "prompt": E.prompts(waiting)[0].id})
    assert next(m for m in done.monsters if m.uid == 70).stun == 1 and done.action_used


def test_a_modifier_lasts_the_turn_and_helps_its_tests() -> None:
    """Rosary: +2 willpower until the end of your turn (a ``modify`` of duration turn)."""
    state = claim(match(picks=[PRIEST]))
    base = checks.attribute(state.figures[1], "willpower")
    state = act(state, 1, {"action": "use_item", "item": "rosary"})
    assert checks.target(state, state.figures[1], "willpower", 0)[0] == base + 2 and "rosary" in state.figures[1].items
    state = act(state, 1, {"action": "end_turn"})
    assert checks.target(state, state.figures[1], "willpower", 0)[0] == base


def test_holy_water_takes_a_ritual_token_off_the_altar() -> None:
    """Issue 33 (designed, H-1 "comment l'empêcher de se réaliser"): the investigators can undo the rite:
    Holy Water, used as the action, removes a ritual token from the Cellar altar."""
    from domain.games.mansions import events as ev
    from tests.games.mansions.mansions_play import act, claim, fold, match

    state = claim(fold([ev.TokenPlaced(room="cellar", token="ritual", count=2)], match()))
    state.figures[1].items.append("holy_water")
    state = act(state, 1, {"action": "use_item", "item": "holy_water"})
    assert state.tokens["cellar"]["ritual"] == 1 and "holy_water" not in state.figures[1].items
