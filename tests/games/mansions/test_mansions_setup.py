"""Seats and set-up (L9-12, H-2, H-3): options, the keeper's story prompt, the investigators' picks,
every shuffle and the secret set-up written into events, replay determinism."""

from __future__ import annotations

import pytest

from domain.contract import RuleViolation
from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.options import MansionsOptions, Pick
from domain.rng import Rng
from tests.games.mansions.mansions_play import AGNES, BAT, CYRUS, JONAH, SILAS, E, act, fold, match, refused


def test_seat_zero_is_the_keeper_and_one_to_four_investigators() -> None:
    """README: 1 keeper + 1-4 investigators; options outside refused."""
    assert E.seats(MansionsOptions(investigators=4)) == 5
    for bad in (MansionsOptions(investigators=0), MansionsOptions(investigators=5)):
        with pytest.raises(RuleViolation) as refusal:
            E.validate_options(bad)
        assert refusal.value.code == "invalid_options"


@pytest.mark.parametrize(
    "options",
    [
        MansionsOptions(story={"writer": "silas"}),
        MansionsOptions(picks=[Pick(investigator="cyrus_lamb", physical="steady_hands", mental="second_wind")]),
        MansionsOptions(investigators=2, picks=[CYRUS, CYRUS]),
        MansionsOptions(keeper_seconds=0),
    ],
)
def test_options_the_rules_cannot_set_up_are_refused(options: MansionsOptions) -> None:
    """H-2 (one answer per question), H-3 (an investigator's own traits, one seat each)."""
    with pytest.raises(RuleViolation):
        E.validate_options(options)


def test_start_records_every_shuffle_and_the_secret_set_up() -> None:
    """Events record chance (docs/engine.md): the decks in MatchStarted, the story's stacks in StoryChosen."""
    events = E.start(MansionsOptions(story=SILAS, picks=[CYRUS]), Rng(7))
    started = events[0]
    assert isinstance(started, ev.MatchStarted) and started.chance
    assert sorted(started.mythos) == sorted(CONTENT.mythos)
    assert sorted(c for deck in started.spell_decks.values() for c in deck) == sorted(CONTENT.spells)
    story = next(e for e in events if isinstance(e, ev.StoryChosen))
    assert story.objective == "obj_bride" and story.stacks["hall"][0] == "clue_1"
    placed = [(e.monster, e.space) for e in events if isinstance(e, ev.MonsterPlaced)]
    assert placed == []  # one investigator: the cultist comes with two, the poacher with four (scaled)
    four = E.start(MansionsOptions(investigators=4, story=SILAS, picks=[CYRUS, AGNES, BAT, JONAH]), Rng(7))
    placed = [(e.monster, e.space) for e in four if isinstance(e, ev.MonsterPlaced)]
    assert placed == [(m.monster, m.space) for m in CONTENT.scenario.monsters]  # the same in every story
    assert ("eel_hound", "wheel_south") in [(m.monster, m.space) for m in CONTENT.story(SILAS).reveal_monsters]
    assert any(isinstance(e, ev.RoundStarted) for e in events)
    assert E.start(MansionsOptions(story=SILAS, picks=[CYRUS]), Rng(7)) == events
    assert E.start(MansionsOptions(story=SILAS, picks=[CYRUS]), Rng(8)) != events


def test_the_keeper_answers_the_story_as_a_first_prompt() -> None:
    """H-2 (L11): with no story in the options the keeper is prompted; one answer per question."""
    state = fold(E.start(MansionsOptions(picks=[CYRUS]), Rng(1)))
    assert state.phase == "setup" and [p.kind for p in E.prompts(state)] == ["story"]
    [action] = E.legal_actions(state, 0)
    param = action.params[0]
    assert param.min == param.max == 3 and param.each_group == ["writer", "found", "want"]
    assert (
        refused(state, 0, {"action": "choose_story", "answers": ["writer:silas", "writer:penhale", "want:bride"]}).code
        == "bad_story"
    )
    assert refused(state, 1, {"action": "choose_story", "answers": ["writer:silas"]}).code == "not_the_keeper"
    state = act(state, 0, {"action": "choose_story", "answers": ["writer:silas", "found:wheel", "want:bride"]})
    assert state.objective == "obj_bride" and state.phase == "investigators" and state.round == 1


def test_each_investigator_seat_picks_its_investigator_and_traits() -> None:
    """H-3 (L12): an investigator and its traits; the starting item of the physical trait."""
    state = fold(E.start(MansionsOptions(investigators=2, story=SILAS), Rng(1)))
    assert sorted(p.seat for p in E.prompts(state)) == [1, 2]
    listed = {a.fixed["investigator"] for a in E.legal_actions(state, 1)}
    assert listed == set(CONTENT.investigators)
    bad = {
        "action": "choose_investigator",
        "investigator": "cyrus_lamb",
        "physical": "steady_hands",
        "mental": "second_wind",
    }
    assert refused(state, 1, bad).code == "bad_investigator"
    state = act(
        state,
        1,
        {
            "action": "choose_investigator",
            "investigator": "agnes_thorne",
            "physical": "ward_walker",
            "mental": "triage",
        },
    )
    assert state.figures[1].items == ["storm_lantern"] and state.figures[1].health == 19
    assert "agnes_thorne" not in {a.fixed["investigator"] for a in E.legal_actions(state, 2)}
    assert state.phase == "setup"
    state = act(
        state,
        2,
        {
            "action": "choose_investigator",
            "investigator": "ilse_varga",
            "physical": "hedge_lore",
            "mental": "rite_scholar",
        },
    )
    assert state.phase == "investigators"
    assert state.figures[2].spells and CONTENT.spells[state.figures[2].spells[0]].spell_type == "mend"
    assert all(f.space == "yard_gate" for f in state.figures.values())


def test_replaying_the_log_twice_gives_the_same_state() -> None:
    """Determinism: evolve never draws; the same events fold to the same state."""
    state = match(picks=[CYRUS, AGNES], full_board=False)
    events = E.start(MansionsOptions(investigators=2, story=SILAS, picks=[CYRUS, AGNES]), Rng(1))
    assert E.encode_state(fold(events)) == E.encode_state(fold(events)) == E.encode_state(state)
