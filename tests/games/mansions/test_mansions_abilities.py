"""Mental traits' once-per-game abilities (L12, traits content) as ``use_ability``: once per game, the
action when the card says so (evade tests first, H-9), never killing a named monster (H-64). Story
SILAS: the Weir Cultist waits in parlour_east, nobody in parlour_west."""

from __future__ import annotations

from domain.contract import Event
from domain.games.mansions import events as ev
from domain.games.mansions import rules
from domain.games.mansions import spell_events as se
from domain.games.mansions.content import CONTENT
from domain.games.mansions.options import Pick
from domain.games.mansions.state import MansionsState
from tests.games.mansions.mansions_play import CYRUS, E, claim, decide, fold, match, refused, until

TOMAS = Pick(investigator="tomas_reyes", physical="altar_server", mental="exorcist")
HELENE = Pick(investigator="helene_marchetti", physical="stage_poise", mental="spirit_guide")
MABEL = Pick(investigator="mabel_okafor", physical="mechanic_grip", mental="daredevil")
AGNES = Pick(investigator="agnes_thorne", physical="ward_walker", mental="triage")


def ready(pick: Pick, space: str | None = None, extra: list[Event] | None = None) -> MansionsState:
    moved = [] if space is None else [ev.Moved(seat=1, to=space, movement=False)]
    return claim(fold([*moved, *(extra or [])], match(picks=[pick])))


def listed(state: MansionsState) -> list[str]:
    return [a.action for a in E.legal_actions(state, 1)]


def test_an_ability_is_once_per_game() -> None:
    """Traits (L12): a free ability (no "action" on its card) leaves the action free; a second use in the
    game is refused with ``ability_spent``, in this turn or a later one."""
    state = ready(CYRUS, extra=[ev.Harmed(seat=1, counter="health", amount=5), ev.Stunned(seat=1, count=1)])
    assert "use_ability" in listed(state)
    events = decide(state, 1, {"action": "use_ability"})
    assert events[0] == se.AbilityUsed(seat=1, trait="second_wind", action=False)
    assert ev.Healed(seat=1, counter="health", amount=3) in events and ev.StunRecovered(seat=1) in events
    after = fold(events, E.clone(state))
    assert not after.action_used and after.figures[1].ability_used and "use_ability" not in listed(after)
    problem = refused(after, 1, {"action": "use_ability"})
    assert (problem.code, problem.rule) == ("ability_spent", "H-64")


def test_an_action_ability_takes_the_action_and_may_choose_its_user() -> None:
    """H-37 as for items and spells: "an investigator in your room" may be the user; the ability is the
    turn's action, so it is refused once the action is used."""
    state = ready(AGNES, extra=[ev.Harmed(seat=1, counter="health", amount=4)])
    action = next(a for a in E.legal_actions(state, 1) if a.action == "use_ability")
    assert [c.value for c in action.params[0].choices] == [1]
    after = fold(decide(state, 1, {"action": "use_ability", "target": 1}), E.clone(state))
    assert after.action_used and after.figures[1].health == after.figures[1].max_health - 1
    used = fold([ev.ItemUsed(seat=1, item="storm_lantern", consumed=False)], E.clone(state))
    assert refused(used, 1, {"action": "use_ability", "target": 1}).code == "action_used"


def test_an_ability_never_kills_a_named_monster_outright() -> None:
    """H-64 (L116): the exorcist's 3 damage stops one short of a named monster's health; an unnamed one
    dies of it."""
    bride = ev.MonsterPlaced(uid=40, monster="drowned_bride", space="parlour_east")
    health = CONTENT.monsters["drowned_bride"].health
    state = ready(TOMAS, "parlour_west", [bride, ev.MonsterWounded(monster=40, amount=health - 2)])
    action = next(a for a in E.legal_actions(state, 1) if a.action == "use_ability")
    assert 40 in [c.value for c in action.params[0].choices]
    after = fold(decide(state, 1, {"action": "use_ability", "target": 40}), E.clone(state))
    assert next(m for m in after.monsters if m.uid == 40).wounds == health - 1 and "drowned_bride" not in after.killed
    cultist = next(m.uid for m in state.monsters if m.kind == "weir_cultist")
    after = fold(decide(state, 1, {"action": "use_ability", "target": cultist}), E.clone(state))
    assert "weir_cultist" in after.killed


def test_an_action_ability_asks_evade_tests_first() -> None:
    """H-9, R-H-1: beside a monster the ability waits for the keeper's answer to a failed evade."""
    state = ready(TOMAS, "parlour_east")
    cultist = next(m.uid for m in state.monsters if m.kind == "weir_cultist")
    waiting, events = until(
        state,
        1,
        {"action": "use_ability", "target": cultist},
        lambda es: any(isinstance(e, ev.EvadeOpened) for e in es),
    )
    assert not any(isinstance(e, se.AbilityUsed) for e in events) and waiting.pending is not None
    assert waiting.pending.then == "ability"


def test_a_drawing_ability_names_the_type() -> None:
    """The Guide Answers: a spell of any type, named by the command among the decks with a card left; the
    draw reads as its type for every seat (R-H-21)."""
    state = ready(HELENE)
    action = next(a for a in E.legal_actions(state, 1) if a.action == "use_ability")
    assert [c.value for c in action.params[0].choices] == sorted(t for t, d in state.spell_decks.items() if d)
    assert refused(state, 1, {"action": "use_ability", "spell_type": "curse"}).code == "bad_spell_type"
    top = state.spell_decks["banish"][0]
    events = decide(state, 1, {"action": "use_ability", "spell_type": "banish"})
    drawn = next(e for e in events if isinstance(e, se.SpellDrawn))
    assert drawn.card == top and E.event_view(drawn, 1) == se.SpellDrawn(seat=1, card="banish")
    assert fold(events, E.clone(state)).figures[1].spells[-1] == top


def test_a_moving_ability_gives_that_many_movements_this_turn() -> None:
    """Daredevil ("move up to 2 spaces at once", designed): a free use in the investigator's own turn
    that gives 2 more movements this turn, each taken as a movement is (evade, barriers, horror: the
    rules of every space entered still hold); they are gone at the end of the turn; once per game."""
    state = ready(MABEL)
    assert "use_ability" in listed(state)
    events = decide(state, 1, {"action": "use_ability"})
    assert [type(e) for e in events][:2] == [se.AbilityUsed, ev.Modified]
    after = fold(events, E.clone(state))
    assert after.figures[1].ability_used and not after.action_used
    assert rules.moves_left(after, after.figures[1]) == rules.moves_left(state, state.figures[1]) + 2
    assert refused(after, 1, {"action": "use_ability"}).code == "ability_spent"
    ended = fold([ev.TurnEnded(seat=1)], E.clone(after))
    assert all(m.stat != "movements" for m in ended.figures[1].modifiers)
