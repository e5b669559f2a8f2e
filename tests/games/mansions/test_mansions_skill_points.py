"""Skill points (L88 "Un investigateur peut dépenser un point de compétence pour ajouter sa valeur chance à
un attribut pour un test, avant le jet de dé", L104, H-43, H-59, R-H-5, R-H-19): every test an
investigator rolls, in its own turn or the keeper's, each of a chain and each investigator a room-wide
attack tests, asks its investigator at the moment it is rolled, before the die, whether to spend a point
on that test (a prompt, answered by a listed ``ready_skill`` or ``pass_skill``)."""

from __future__ import annotations

from domain.contract import Event
from domain.games.mansions import checks
from domain.games.mansions import combat_events as ce
from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.state import MansionsState
from domain.rng import Rng
from tests.games.mansions.mansions_play import AGNES, CYRUS, E, claim, decide, fold, match, refused, rolls
from tests.games.mansions.test_mansions_combat import ATTACKS, keeper_with, uid
from tests.games.mansions.test_mansions_keeper_turn import to_keeper


def offered(events: list[Event]) -> ce.TestOffered:
    [offer] = [e for e in events if isinstance(e, ce.TestOffered)]
    return offer


def answer(state: MansionsState, ready: bool) -> tuple[list[Event], MansionsState]:
    """The prompted investigator's answer, through its listed action: the events and the state after."""
    p = state.test_prompt
    assert p is not None
    [action] = [a for a in E.legal_actions(state, p.seat) if a.action == ("ready_skill" if ready else "pass_skill")]
    events = decide(state, p.seat, {"action": action.action}, seed=99, skill=None)
    return events, fold(events, E.clone(state))


def two_monsters_next_door() -> MansionsState:
    """Cyrus's turn in the hall, the cultist and a second monster in the parlour next door."""
    state = match()
    more = ev.MonsterPlaced(uid=state.next_monster, monster="rat_tide", space="parlour_west")
    return claim(fold([ev.Moved(seat=1, to="hall_north", movement=False), more], state))


def test_each_horror_test_of_a_move_asks_before_its_own_die() -> None:
    """L88 ("pour un test, avant le jet de dé"), H-43: entering a room with two monsters asks two horror
    tests (H-11, R-H-8); each asks Cyrus before its die, nothing of the move applied before the first
    answer, the first die shown at the second prompt and the same when the move resolves; a point spent
    on the second test is luck added to that test only (R-H-19: spent for good)."""
    state = two_monsters_next_door()
    f = state.figures[1]
    points, luck = f.skill_points, checks.attribute(f, "luck")
    events = decide(state, 1, {"action": "move", "space": "parlour_west"}, skill=None)
    first = offered(events).prompt
    assert events == [ce.TestOffered(prompt=first)] and not rolls(events)
    assert (first.seat, first.attribute, first.why, first.rolled) == (1, "willpower", "horror", [])
    assert first.boosted == first.target + luck
    asked = fold(events, E.clone(state))
    assert asked.figures[1].space == "hall_north"  # the move waits with its test
    assert [(p.seat, p.kind) for p in E.prompts(asked)] == [(1, "skill")]
    assert E.status(asked).to_act == [1]
    assert sorted(a.action for a in E.legal_actions(asked, 1)) == ["pass_skill", "ready_skill"]
    assert E.legal_actions(asked, 0) == []
    assert refused(asked, 1, {"action": "end_turn"}).code == "skill_pending"
    assert refused(asked, 0, {"action": "pass_skill"}).code == "not_your_prompt"
    kept, second_asked = answer(asked, ready=False)
    assert not rolls(kept)  # still held: the first die is shown in the second prompt
    second = offered(kept).prompt
    assert second.why == "horror" and second.answers == [False]
    [horror] = second.rolled
    assert (horror.why, horror.skill, horror.target) == ("horror", False, first.target)
    assert second_asked.figures[1].space == "hall_north" and second_asked.figures[1].skill_points == points
    spent, after = answer(second_asked, ready=True)
    assert next((r.roll, r.success, r.skill) for r in rolls(spent)) == (horror.roll, horror.success, False)
    assert rolls(spent)[1].skill and rolls(spent)[1].target == second.boosted
    assert after.figures[1].space == "parlour_west" and after.test_prompt is None
    assert after.figures[1].skill_points == points - 1


def test_an_investigator_s_own_attack_asks_at_its_test() -> None:
    """H-31, H-43: the investigator's attack draws its card and asks, at the card's test, whether to
    spend a point on it; no kind of test is named beforehand (``ready_skill`` takes no parameter)."""
    state = claim(fold([ev.Moved(seat=1, to="parlour_east", movement=False)], match()))
    assert not [a for a in E.legal_actions(state, 1) if a.action == "ready_skill"]
    assert refused(state, 1, {"action": "ready_skill"}).code == "no_skill_prompt"
    cultist = uid(state, "weir_cultist")
    events = decide(state, 1, {"action": "attack", "monster": cultist}, skill=None)
    prompt = offered(events).prompt
    assert prompt.why == "combat" and prompt.seat == 1
    spent, after = answer(fold(events, E.clone(state)), ready=True)
    assert [r.skill for r in rolls(spent, "combat")][:1] == [True]
    assert after.figures[1].skill_points == state.figures[1].skill_points - 1


ATTACK = {"action": "monster_attack", "target": 1}


def fighting(seconds: int | None = None) -> MansionsState:
    """The keeper's turn, Cyrus in the cultist's space, no point readied, the humanoid deck's next
    attack card a plain one whose test is not luck's (a skill point can go on it)."""
    state = keeper_with("parlour_east", seconds=seconds, ready=False)
    while True:
        card = CONTENT.combat[next(c for c in state.combat["humanoid"] if CONTENT.combat[c].kind in ATTACKS)]
        tests = [] if card.monster is None else [e for e in card.monster.effects if isinstance(e, sc.Test)]
        if not card.special and tests and tests[0].attribute != "luck":
            return state
        state = fold([ce.CombatDrawn(monster_class="humanoid", cards=state.combat["humanoid"][:1])], state)


def test_the_target_of_a_monster_attack_chooses_before_the_die() -> None:
    """L88, H-43, H-34: in the keeper's turn the attacked investigator is asked before its test is
    rolled; the keeper waits; a point spent is luck added to that test and gone for good (R-H-19)."""
    state = fighting()
    points = state.figures[1].skill_points
    events = decide(
        state, 0, {"action": "monster_attack", "monster": uid(state, "weir_cultist"), "target": 1}, skill=None
    )
    assert [type(e) for e in events] == [ce.TestOffered] and offered(events).prompt.why == "combat"
    asked = fold(events, E.clone(state))
    assert [(p.seat, p.kind) for p in E.prompts(asked)] == [(1, "skill")]
    assert refused(asked, 0, {"action": "end_keeper_turn"}).code == "skill_pending"
    spent, after = answer(asked, ready=True)
    [roll] = rolls(spent)
    assert roll.skill and roll.why == "combat" and after.figures[1].skill_points == points - 1
    assert uid(state, "weir_cultist") in after.attacked
    kept, after = answer(asked, ready=False)
    [again] = rolls(kept)
    assert not again.skill and again.roll == roll.roll and after.figures[1].skill_points == points


def test_every_investigator_a_room_wide_attack_tests_is_asked_in_turn() -> None:
    """L88, H-43, H-34: the Pale Choir's special attack tests every investigator in its room (Willpower
    -1): each of them is asked before its own die, the second after the first's die is shown."""
    state = match(picks=[CYRUS, AGNES])
    choir = ev.MonsterPlaced(uid=state.next_monster, monster="pale_choir", space="parlour_west")
    here = [ev.Moved(seat=s, to="parlour_west", movement=False) for s in (1, 2)]
    state = to_keeper(fold([*here, choir], state))
    deck = list(state.combat["eldritch"])
    special = next(c for c in deck if CONTENT.combat[c].special and CONTENT.combat[c].kind in ATTACKS)
    state = fold([ce.CombatDrawn(monster_class="eldritch", cards=deck[: deck.index(special)])], state)
    body = {"action": "monster_attack", "monster": uid(state, "pale_choir"), "target": 1}
    events = decide(state, 0, body, skill=None)
    assert offered(events).prompt.seat == 1 and offered(events).prompt.attribute == "willpower"
    first, asked = answer(fold(events, E.clone(state)), ready=False)
    [cyrus] = offered(first).prompt.rolled
    assert cyrus.seat == 1 and offered(first).prompt.seat == 2
    assert [(p.seat, p.kind) for p in E.prompts(asked)] == [(2, "skill")]
    assert E.legal_actions(asked, 1) == [] and refused(asked, 1, {"action": "ready_skill"}).code == "not_your_prompt"
    points = asked.figures[2].skill_points
    second, after = answer(asked, ready=True)
    assert [(r.seat, r.skill) for r in rolls(second)] == [(1, False), (2, True)]
    assert rolls(second)[0].roll == cyrus.roll
    assert after.figures[2].skill_points == points - 1 and after.test_prompt is None


def test_an_unanswered_prompt_lapses_as_no_point() -> None:
    """With ``keeper_seconds`` a prompt lapses at its deadline as no point spent (the match never waits
    forever), and its decision then goes on."""
    state = fighting(seconds=5)
    events = decide(
        state, 0, {"action": "monster_attack", "monster": uid(state, "weir_cultist"), "target": 1}, skill=None
    )
    asked = fold(events, E.clone(state))
    assert E.next_deadline(asked) == offered(events).prompt.deadline == 5.0
    late = E.on_deadline(asked, 10_000.0, Rng(0))
    assert [r.skill for r in rolls(late)][:1] == [False]
    assert any(isinstance(e, ce.TestAnswered) and e.lapsed for e in late)


def test_a_prompt_is_a_barrier_and_hides_its_held_decision() -> None:
    """A roll is a barrier (domain/barriers.py): the prompt shows the dice rolled before it, so it
    declares chance; the held command and the generator it replays are nobody's to read."""
    state = two_monsters_next_door()
    events = decide(state, 1, {"action": "move", "space": "parlour_west"}, skill=None)
    offer = offered(events)
    assert offer.chance and offer.prompt.command is not None and offer.prompt.actor == 1
    for seat in (None, 0, 1):
        shown = E.event_view(offer, seat)
        assert isinstance(shown, ce.TestOffered)
        assert (shown.prompt.command, shown.prompt.rng, shown.prompt.actor) == (None, 0, None)


def test_no_prompt_when_a_point_cannot_help() -> None:
    """R-H-5: never on a luck test; R-H-20: not when the test passes anyway (10 or more) or fails even
    with luck added; not without a point left (R-H-19)."""
    f = match().figures[1]
    assert checks.offered(f, "willpower", 4)
    assert not checks.offered(f, "luck", 4)
    assert not checks.offered(f, "willpower", 10)
    assert not checks.offered(f, "willpower", -checks.attribute(f, "luck"))
    f.skill_points = 0
    assert not checks.offered(f, "willpower", 4)
