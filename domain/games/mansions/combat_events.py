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
    """The combat deck's class: "humanoid", "beast" or "eldritch"."""
    deck: list[str]
    """The reshuffled deck's card ids, top first (the keeper's secret); in seats' copies listed in id order."""


class CombatDrawn(Event, tag="combat_drawn", frozen=True):
    """Combat cards off the top of ``monster_class``'s deck until one matched (H-32, H-34, R-H-23): every card in
    ``cards`` goes to the discard, the last one is resolved."""

    reveals = True
    monster_class: str
    """The combat deck's class: "humanoid", "beast" or "eldritch"."""
    cards: list[str]
    """The cards drawn, in order; the last one is resolved, all go to the discard."""


class Attacked(Event, tag="attacked", frozen=True):
    """The action: an investigator attacks ``monster`` with ``weapon`` (None: bare hands) (H-31)."""

    seat: int
    """The attacking investigator's seat."""
    monster: int
    """The attacked monster's uid."""
    weapon: str | None
    """The weapon's item id; `null` for bare hands."""
    kind: str
    """The attack's kind, which picks the combat card's answer: "bare_hands", or the weapon's "melee" or "ranged"."""


class MonsterAttacked(Event, tag="monster_attacked", frozen=True):
    """Keeper step 5 (H-27, R-H-7): ``monster`` attacks the investigator of ``seat``; ``special``: the
    card called for its special attack, revealed (H-34)."""

    reveals = True
    monster: int
    """The attacking monster's uid."""
    seat: int
    """The attacked investigator's seat."""
    card: str
    """The combat card drawn for the attack."""
    special: bool
    """True when the card calls for the monster's special attack (revealed, H-34)."""


class SkillOffered(Event, tag="skill_offered", frozen=True):
    """The attacked investigator of ``seat`` may spend a skill point on the attack's test before it is
    rolled (L88, H-43): the attack (``monster``, its drawn ``card``) waits for the answer."""

    seat: int
    """The attacked investigator's seat."""
    monster: int
    """The attacking monster's uid."""
    card: str
    """The combat card drawn for the attack."""
    special: bool
    """True for the monster's special attack."""
    deadline: float | None = None
    """When the offer lapses, server time in Unix seconds; `null` without a time limit."""


class SkillAnswered(Event, tag="skill_answered", frozen=True):
    """The answer to the open skill prompt: ``ready`` a point for the attack's test (``combat``) or not
    (``lapsed``: at the deadline); the attack then resolves."""

    seat: int
    """The attacked investigator's seat."""
    ready: bool
    """True when a skill point was readied for the attack's test."""
    lapsed: bool = False
    """True when nobody answered before the deadline."""


class TestOffered(Event, tag="test_offered", frozen=True):
    """A test is about to be rolled for the investigator of ``prompt.seat``, who may spend a skill point
    on it first (L88 "pour un test, avant le jet de dé", H-43): the decision that reached it waits for
    the answer (``TestPrompt``). Chance: the dice its decision rolled before it are shown (``rolled``);
    the held command and generator are redacted in every seat's view (``views.event_view``)."""

    chance = True
    prompt: TestPrompt
    """The test waiting for its investigator's answer."""


class TestAnswered(Event, tag="test_answered", frozen=True):
    """The answer to the open test prompt: a skill point on the test (``ready``) or not (``lapsed``: at
    its deadline); the held decision is then decided again with it (its events follow)."""

    seat: int
    """The tested investigator's seat."""
    ready: bool
    """True when a skill point was spent on the test."""
    lapsed: bool = False
    """True when nobody answered before the deadline."""


class DragOpened(Event, tag="drag_opened", frozen=True):
    """A monster's attack moves the investigator of ``seat`` ``spaces`` spaces, the keeper choosing where
    (a ``move`` effect ``by`` the keeper, e.g. the Drowned Bride's special attack)."""

    seat: int
    """The dragged investigator's seat."""
    spaces: int
    """Spaces the keeper moves it, one at a time."""


class Dragged(Event, tag="dragged", frozen=True):
    """One space of a keeper's move: the investigator is put on ``to`` (no movement of theirs spent);
    ``to`` None: the move ends there (the keeper's deadline passed)."""

    seat: int
    """The dragged investigator's seat."""
    to: str | None
    """The space it is put on; `null` when the move ends (the keeper's deadline passed)."""


class PuzzleStarted(Event, tag="puzzle_started", frozen=True):
    """The action: an attempt at ``room``'s puzzle lock with ``actions`` puzzle actions (H-38, R-H-5)."""

    seat: int
    """The investigator's seat attempting the puzzle."""
    room: str
    """The room whose puzzle lock is tried."""
    puzzle: str
    """The puzzle's id (its lock card)."""
    actions: int
    """Puzzle actions allowed in this attempt (H-38)."""
    deadline: float | None = None
    """When the attempt lapses, server time in Unix seconds; `null` without a time limit."""


class PuzzleSkill(Event, tag="puzzle_skill", frozen=True):
    """A skill point spent during an attempt: ``actions`` (the luck value) more puzzle actions (H-38, R-H-5)."""

    seat: int
    """The investigator's seat spending the point."""
    actions: int
    """Puzzle actions added (the investigator's luck)."""


class PuzzleMoved(Event, tag="puzzle_moved", frozen=True):
    """One puzzle action (H-41, designed): the pieces now read ``positions`` (dial notches or piece
    rotations) and ``pieces`` (rune stones; empty for the other kinds)."""

    puzzle: str
    """The puzzle's id."""
    positions: list[int]
    """Each dial's notch or each piece's rotation in quarter turns, by position."""
    pieces: list[str] = []
    """The rune stones by position (empty for the other kinds of puzzle)."""


class PuzzleEnded(Event, tag="puzzle_ended", frozen=True):
    """The attempt ends (solved, out of actions, given up or ``lapsed`` at the time limit, H-39, H-40);
    the pieces stay where they are for a later attempt by anyone (H-39)."""

    solved: bool
    """True when the lock is solved: the room is open."""
    lapsed: bool = False
    """True when the attempt ended at its time limit."""


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
