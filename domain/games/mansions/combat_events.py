"""The facts of fights and puzzles (part 2a): combat-deck draws and shuffles (chance written in), attacks
both ways, a monster's drag, puzzle attempts and their moves. Stored by tag (``mansions/<tag>``), like
``events.py``'s.
"""

from __future__ import annotations

from domain.contract import Event
from domain.games.mansions.state import TestPrompt


class CombatShuffled(Event, tag="combat_shuffled", frozen=True):
    """A class's combat deck ran out: its discard shuffled into ``deck`` (R-H-23; the order is the keeper's secret)."""

    chance = True
    monster_class: str
    deck: list[str]


class CombatDrawn(Event, tag="combat_drawn", frozen=True):
    """Combat cards off the top of ``monster_class``'s deck until one matched (H-32, H-34, R-H-23): every card in
    ``cards`` goes to the discard, the last one is resolved."""

    reveals = True
    monster_class: str
    cards: list[str]


class Attacked(Event, tag="attacked", frozen=True):
    """The action: an investigator attacks ``monster`` with ``weapon`` (None: bare hands) (H-31)."""

    seat: int
    monster: int
    weapon: str | None
    kind: str


class MonsterAttacked(Event, tag="monster_attacked", frozen=True):
    """Keeper step 5 (H-27, R-H-7): ``monster`` attacks the investigator of ``seat``; ``special``: the
    card called for its special attack, revealed (H-34)."""

    reveals = True
    monster: int
    seat: int
    card: str
    special: bool


class SkillOffered(Event, tag="skill_offered", frozen=True):
    """The attacked investigator of ``seat`` may spend a skill point on the attack's test before it is
    rolled (L88, H-43): the attack (``monster``, its drawn ``card``) waits for the answer."""

    seat: int
    monster: int
    card: str
    special: bool
    deadline: float | None = None


class SkillAnswered(Event, tag="skill_answered", frozen=True):
    """The answer to the open skill prompt: ``ready`` a point for the attack's test (``combat``) or not
    (``lapsed``: at the deadline); the attack then resolves."""

    seat: int
    ready: bool
    lapsed: bool = False


class TestOffered(Event, tag="test_offered", frozen=True):
    """A test is about to be rolled for the investigator of ``prompt.seat``, who may spend a skill point
    on it first (L88 "pour un test, avant le jet de dé", H-43): the decision that reached it waits for
    the answer (``TestPrompt``). Chance: the dice its decision rolled before it are shown (``rolled``);
    the held command and generator are redacted in every seat's view (``views.event_view``)."""

    chance = True
    prompt: TestPrompt


class TestAnswered(Event, tag="test_answered", frozen=True):
    """The answer to the open test prompt: a skill point on the test (``ready``) or not (``lapsed``: at
    its deadline); the held decision is then decided again with it (its events follow)."""

    seat: int
    ready: bool
    lapsed: bool = False


class DragOpened(Event, tag="drag_opened", frozen=True):
    """A monster's attack moves the investigator of ``seat`` ``spaces`` spaces, the keeper choosing where
    (a ``move`` effect ``by`` the keeper, e.g. the Drowned Bride's special attack)."""

    seat: int
    spaces: int


class Dragged(Event, tag="dragged", frozen=True):
    """One space of a keeper's move: the investigator is put on ``to`` (no movement of theirs spent);
    ``to`` None: the move ends there (the keeper's deadline passed)."""

    seat: int
    to: str | None


class PuzzleStarted(Event, tag="puzzle_started", frozen=True):
    """The action: an attempt at ``room``'s puzzle lock with ``actions`` puzzle actions (H-38, R-H-5)."""

    seat: int
    room: str
    puzzle: str
    actions: int
    deadline: float | None = None


class PuzzleSkill(Event, tag="puzzle_skill", frozen=True):
    """A skill point spent during an attempt: ``actions`` (the luck value) more puzzle actions (H-38, R-H-5)."""

    seat: int
    actions: int


class PuzzleMoved(Event, tag="puzzle_moved", frozen=True):
    """One puzzle action (H-41, designed): the pieces now read ``positions`` (dial notches or piece
    rotations) and ``pieces`` (rune stones; empty for the other kinds)."""

    puzzle: str
    positions: list[int]
    pieces: list[str] = []


class PuzzleEnded(Event, tag="puzzle_ended", frozen=True):
    """The attempt ends (solved, out of actions, given up or ``lapsed`` at the time limit, H-39, H-40);
    the pieces stay where they are for a later attempt by anyone (H-39)."""

    solved: bool
    lapsed: bool = False


CombatEvent = (
    CombatShuffled
    | CombatDrawn
    | Attacked
    | MonsterAttacked
    | SkillOffered
    | SkillAnswered
    | TestOffered
    | TestAnswered
    | DragOpened
    | Dragged
    | PuzzleStarted
    | PuzzleSkill
    | PuzzleMoved
    | PuzzleEnded
)
