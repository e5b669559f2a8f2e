"""Folds of fights, puzzles and spells (parts 2a, 2d): bookkeeping only, as in ``evolve.py``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Event
from domain.games.mansions import combat_events as ce
from domain.games.mansions import spell_events as se
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content.schema import RunePuzzle
from domain.games.mansions.state import (
    Attempt,
    Drag,
    MansionsState,
    PuzzleProgress,
    SkillPrompt,
)


def _combat_shuffled(s: MansionsState, e: ce.CombatShuffled) -> None:
    s.combat[e.monster_class] = list(e.deck)
    s.combat_discard[e.monster_class] = []


def _combat_drawn(s: MansionsState, e: ce.CombatDrawn) -> None:
    deck = s.combat[e.monster_class]
    del deck[: len(e.cards)]
    s.combat_discard.setdefault(e.monster_class, []).extend(e.cards)


def _attacked(s: MansionsState, e: ce.Attacked) -> None:
    s.action_used = True


def _monster_attacked(s: MansionsState, e: ce.MonsterAttacked) -> None:
    s.attacked.append(e.monster)


def _skill_offered(s: MansionsState, e: ce.SkillOffered) -> None:
    s.skill_prompt = SkillPrompt(seat=e.seat, monster=e.monster, card=e.card, special=e.special, deadline=e.deadline)


def _skill_answered(s: MansionsState, e: ce.SkillAnswered) -> None:
    s.skill_prompt = None
    if e.ready:
        f = s.figures[e.seat]
        f.skill_ready, f.skill_test = True, "combat"


def _test_offered(s: MansionsState, e: ce.TestOffered) -> None:
    s.test_prompt = e.prompt
    s.tests_offered += 1


def _test_answered(s: MansionsState, e: ce.TestAnswered) -> None:
    s.test_prompt = None


def _drag_opened(s: MansionsState, e: ce.DragOpened) -> None:
    s.drag = Drag(seat=e.seat, spaces=e.spaces)


def _dragged(s: MansionsState, e: ce.Dragged) -> None:
    if e.to is not None:
        s.figures[e.seat].space = e.to
    if s.drag is not None:
        s.drag.spaces -= 1
        if e.to is None or s.drag.spaces <= 0:
            s.drag = None


def _puzzle_started(s: MansionsState, e: ce.PuzzleStarted) -> None:
    s.action_used = True
    s.attempt = Attempt(seat=e.seat, room=e.room, puzzle=e.puzzle, actions=e.actions, deadline=e.deadline)
    if e.puzzle not in s.puzzles:
        spec = CONTENT.puzzles[e.puzzle]
        if isinstance(spec, RunePuzzle):
            s.puzzles[e.puzzle] = PuzzleProgress(positions=list(spec.rotations), pieces=list(spec.start))
        else:
            s.puzzles[e.puzzle] = PuzzleProgress(positions=list(spec.start))


def _puzzle_skill(s: MansionsState, e: ce.PuzzleSkill) -> None:
    f = s.figures[e.seat]
    f.skill_points -= 1
    if s.attempt is not None:
        s.attempt.actions += e.actions


def _puzzle_moved(s: MansionsState, e: ce.PuzzleMoved) -> None:
    s.puzzles[e.puzzle] = PuzzleProgress(positions=list(e.positions), pieces=list(e.pieces))
    if s.attempt is not None:
        s.attempt.actions -= 1


def _puzzle_ended(s: MansionsState, e: ce.PuzzleEnded) -> None:
    s.attempt = None
    s.drag = None


def _spell_cast(s: MansionsState, e: se.SpellCast) -> None:
    s.action_used = True
    s.figures[e.seat].spells.remove(e.card)
    s.spell_discard.append(e.card)


def _spell_drawn(s: MansionsState, e: se.SpellDrawn) -> None:
    s.spell_decks[CONTENT.spells[e.card].spell_type].remove(e.card)
    s.figures[e.seat].spells.append(e.card)


def _ability_used(s: MansionsState, e: se.AbilityUsed) -> None:
    s.figures[e.seat].ability_used = True
    if e.action:
        s.action_used = True


COMBAT_AND_SPELLS: dict[type[Event], Callable[[MansionsState, Any], None]] = {
    ce.CombatShuffled: _combat_shuffled,
    ce.CombatDrawn: _combat_drawn,
    ce.Attacked: _attacked,
    ce.MonsterAttacked: _monster_attacked,
    ce.SkillOffered: _skill_offered,
    ce.SkillAnswered: _skill_answered,
    ce.TestOffered: _test_offered,
    ce.TestAnswered: _test_answered,
    ce.DragOpened: _drag_opened,
    ce.Dragged: _dragged,
    ce.PuzzleStarted: _puzzle_started,
    ce.PuzzleSkill: _puzzle_skill,
    ce.PuzzleMoved: _puzzle_moved,
    ce.PuzzleEnded: _puzzle_ended,
    se.SpellCast: _spell_cast,
    se.SpellDrawn: _spell_drawn,
    se.AbilityUsed: _ability_used,
}
