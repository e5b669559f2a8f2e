"""What the keeper's story choices set up (L11, H-2): each room's stack, the objective, the monsters
on the board from the set-up and those that enter at the objective's reveal.

The scenario fixes some rooms' stacks for every story; each question fixes the stacks of its own rooms
differently per answer (the loader checks the rooms never overlap). The engine calls `set_up` once
with the keeper's answers and keeps the result secret from the investigators.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from itertools import product

from domain.games.mansions.content.schema import MonsterStart, Scenario


@dataclass(frozen=True)
class SetUp:
    """One story: ``stacks`` maps a room to its cards, top first; ``monsters`` stand on the board from
    the set-up, ``reveal_monsters`` enter at the objective's reveal; ``clue_rooms`` maps clue n to its room."""

    answers: dict[str, str]
    stacks: dict[str, tuple[str, ...]]
    objective: str
    monsters: tuple[MonsterStart, ...]
    clue_rooms: dict[int, str]
    reveal_monsters: tuple[MonsterStart, ...] = ()


class StoryError(ValueError):
    """The answers do not name one answer per question of the scenario."""


def set_up(scenario: Scenario, answers: Mapping[str, str], clues: Mapping[str, int]) -> SetUp:
    """The stacks, objective and monsters (set-up and reveal) of the story ``answers`` (question id -> answer id);
    ``clues`` maps each clue card to its number, so a clue's text can name the next clue's room."""
    asked = {q.id for q in scenario.questions}
    if set(answers) != asked:
        raise StoryError(f"answer every question {sorted(asked)}, got {sorted(answers)}")
    stacks: dict[str, tuple[str, ...]] = {p.room: tuple(p.cards) for p in scenario.placements}
    monsters = list(scenario.monsters)
    reveal: list[MonsterStart] = []
    objective = ""
    for q in scenario.questions:
        chosen = next((a for a in q.answers if a.id == answers[q.id]), None)
        if chosen is None:
            raise StoryError(f"{q.id}: no answer {answers[q.id]!r}; one of {[a.id for a in q.answers]}")
        stacks.update({p.room: tuple(p.cards) for p in chosen.placements})
        monsters.extend(chosen.monsters)
        reveal.extend(chosen.reveal_monsters)
        objective = chosen.objective or objective
    clue_rooms = {clues[card]: room for room, cards in stacks.items() for card in cards if card in clues}
    return SetUp(dict(answers), stacks, objective, tuple(monsters), clue_rooms, tuple(reveal))


def every_story(scenario: Scenario) -> Iterator[dict[str, str]]:
    """Every combination of answers, in question order (3 questions of 2-3 answers: 12 stories)."""
    ids = [q.id for q in scenario.questions]
    for combo in product(*([a.id for a in q.answers] for q in scenario.questions)):
        yield dict(zip(ids, combo, strict=True))
