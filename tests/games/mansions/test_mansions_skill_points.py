"""Skill points (L88, H-43, R-H-19): "pour un test, avant le jet de dé". The investigator names the test
the point is for (a horror test does not take a point readied for a fight), and a monster's attack in
the keeper's turn asks its target, before the die is rolled, whether to spend one (a prompt)."""

from __future__ import annotations

from domain.contract import Event
from domain.games.mansions import combat_events as ce
from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.state import MansionsState
from domain.rng import Rng
from tests.games.mansions.mansions_play import E, act, claim, decide, fold, match, refused
from tests.games.mansions.test_mansions_combat import ATTACKS, keeper_with, uid


def fighting(seconds: int | None = None) -> MansionsState:
    """The keeper's turn, Cyrus in the cultist's space, the humanoid deck's next attack card a plain one
    whose test is not luck's (a skill point can go on it)."""
    state = keeper_with("parlour_east", seconds=seconds, ready=False)
    while True:
        card = CONTENT.combat[next(c for c in state.combat["humanoid"] if CONTENT.combat[c].kind in ATTACKS)]
        tests = [] if card.monster is None else [e for e in card.monster.effects if isinstance(e, sc.Test)]
        if not card.special and tests and tests[0].attribute != "luck":
            return state
        state = fold([ce.CombatDrawn(monster_class="humanoid", cards=state.combat["humanoid"][:1])], state)


def rolls(events: list[Event]) -> list[ev.TestRolled]:
    return [e for e in events if isinstance(e, ev.TestRolled)]


def attack(state: MansionsState) -> list[Event]:
    """The cultist attacks the investigator in its space (``keeper_with``: a plain card with a test)."""
    return decide(state, 0, {"action": "monster_attack", "monster": uid(state, "weir_cultist"), "target": 1})


def test_a_point_readied_for_a_fight_is_not_taken_by_a_horror_test() -> None:
    """L88, H-43: the point is for the test the investigator chose; entering the cultist's room asks a
    horror test that leaves the point readied for the fight."""
    state = claim(fold([ev.Moved(seat=1, to="hall_north", movement=False)], match()))
    tests = {c.value for a in E.legal_actions(state, 1) if a.action == "ready_skill" for c in a.params[0].choices}
    assert {"combat", "horror", "evade"} <= tests and "luck" not in tests
    assert refused(state, 1, {"action": "ready_skill", "test": "luck"}).code == "no_such_test"
    state = act(state, 1, {"action": "ready_skill", "test": "combat"})
    events = decide(state, 1, {"action": "move", "space": "parlour_west"})
    [horror] = rolls(events)
    assert horror.why == "horror" and not horror.skill
    after = fold(events, E.clone(state))
    assert after.figures[1].skill_ready and after.figures[1].skill_test == "combat"


def test_the_target_of_a_monster_attack_chooses_before_the_die() -> None:
    """L88 ("avant le jet de dé"), H-43: in the keeper's turn the attacked investigator is asked, once
    the card is drawn and before its test is rolled, whether to spend a skill point on it; the match
    waits for the answer."""
    state = fighting()
    points = state.figures[1].skill_points
    events = attack(state)
    assert not rolls(events) and any(isinstance(e, ce.MonsterAttacked) for e in events)
    asked = fold(events, E.clone(state))
    assert [(p.seat, p.kind) for p in E.prompts(asked)] == [(1, "skill")]
    assert sorted(a.action for a in E.legal_actions(asked, 1)) == ["pass_skill", "ready_skill"]
    assert E.legal_actions(asked, 0) == []
    assert refused(asked, 0, {"action": "end_keeper_turn"}).code == "skill_pending"
    spent = decide(asked, 1, {"action": "ready_skill"})
    [roll] = rolls(spent)
    assert roll.skill and roll.why == "combat"
    assert fold(spent, E.clone(asked)).figures[1].skill_points == points - 1
    kept = decide(asked, 1, {"action": "pass_skill"})
    [roll] = rolls(kept)
    assert not roll.skill and fold(kept, E.clone(asked)).figures[1].skill_points == points


def test_a_point_readied_for_fights_needs_no_prompt_and_the_prompt_lapses() -> None:
    """A point the investigator readied for a fight in its turn goes on the attack's test with no prompt;
    with ``keeper_seconds`` an unanswered prompt lapses as no point spent (the match never waits)."""
    state = fighting()
    readied = fold([ev.SkillReadied(seat=1, test="combat")], state)
    [roll] = rolls(attack(readied))
    assert roll.skill
    elsewhere = fold([ev.SkillReadied(seat=1, test="evade")], state)
    assert not rolls(attack(elsewhere))  # readied for another test: the attack's target is asked
    timed = fighting(seconds=5)
    asked = fold(attack(timed), E.clone(timed))
    assert asked.skill_prompt is not None
    late = E.on_deadline(asked, 10_000.0, Rng(0))
    assert [r.skill for r in rolls(late)] == [False]
