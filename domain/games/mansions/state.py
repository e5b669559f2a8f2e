"""The state a Mansions match folds into: figures, the secret set-up, decks, the turn and pending prompts.

Everything is plain data (msgspec) so a snapshot is its msgpack encoding; the keeper's secrets (the
story, the stacks, deck orders) sit here beside the public board, and views (part 2) filter them.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.games.mansions.commands import MansionsCommand
from domain.games.mansions.options import MansionsOptions

Phase = Literal["setup", "investigators", "trade", "keeper", "over"]


class Modifier(msgspec.Struct, frozen=True):
    """A ``modify`` effect on an investigator: ``stat`` changes by ``amount`` for ``duration``."""

    stat: str
    amount: int
    duration: str


class Figure(msgspec.Struct):
    """An investigator in play (or dead: ``alive`` False, ``space`` None)."""

    seat: int
    investigator: str
    physical: str
    mental: str
    space: str | None
    health: int
    sanity: int
    max_health: int
    max_sanity: int
    skill_points: int
    items: list[str] = []
    spells: list[str] = []
    clues: list[str] = []
    stun: int = 0
    skill_ready: bool = False
    skill_test: str | None = None
    """The kind of test a point readied by version-1 events is for (a ``TestRolled.why``; None: the
    next one). Points are now asked at each test (``skill_prompt``)."""
    hidden: int | None = None
    """The round it hid in a hiding spot (H-52), None when not hidden."""
    alive: bool = True
    modifiers: list[Modifier] = []
    ability_used: bool = False
    """The mental trait's once-per-game ability is spent (traits, part 2d)."""

    traumas: list[str] = []
    """Trauma cards in play on this investigator: one injury and one dementia at most (H-25)."""


class MonsterFigure(msgspec.Struct):
    """A monster in play: ``wounds`` taken against its kind's health, ``stun`` tokens (H-45)."""

    uid: int
    kind: str
    space: str
    wounds: int = 0
    stun: int = 0


class PendingEvade(msgspec.Struct):
    """Failed evade tests waiting for the keeper (H-15): ``monsters`` still to answer, then the step
    the investigator was taking (``then``: ``move`` to ``space``, or ``explore``)."""

    seat: int
    monsters: list[int]
    then: str
    space: str | None = None
    token: str | None = None
    target: int | None = None
    drag: bool = False
    deadline: float | None = None


class Attempt(msgspec.Struct):
    """A puzzle attempt under way (H-38): ``actions`` puzzle actions left, the optional time limit (H-40)."""

    seat: int
    room: str
    puzzle: str
    actions: int
    deadline: float | None = None


class PuzzleProgress(msgspec.Struct):
    """Where a puzzle's pieces lie (H-39): dial notches or piece rotations, and rune stones in order."""

    positions: list[int]
    pieces: list[str] = []


class Drag(msgspec.Struct):
    """A keeper's move of an investigator under way: ``spaces`` still to go (one command each)."""

    seat: int
    spaces: int


class TraumaOffer(msgspec.Struct, frozen=True):
    """A loss the keeper may answer with a trauma of ``kind`` on ``seat`` (H-23, R-H-6)."""

    seat: int
    """The investigator's seat that lost."""
    kind: str
    """The trauma kind that may answer it: "injury" (a health loss) or "dementia" (a sanity loss)."""
    deadline: float | None = None
    """When the offer lapses, server time in Unix seconds; `null` without a time limit."""
    any_threshold: bool = False
    """A card's offer "whatever its threshold" (Dread Revelation): the trauma's threshold is not asked."""


class SkillPrompt(msgspec.Struct, frozen=True):
    """A monster's attack waits for its target's answer: a skill point on its test or not (L88, H-43).
    The card is drawn and public (``monster_attacked``); its test is rolled after the answer."""

    seat: int
    monster: int
    card: str
    special: bool
    deadline: float | None = None


class Rolled(msgspec.Struct, frozen=True):
    """A test already rolled earlier in the decision a test prompt holds (its die is public)."""

    seat: int
    """The tested investigator's seat."""
    attribute: str
    """The attribute tested."""
    why: str
    """What asked for the test (as `TestRolled.why`)."""
    target: int
    """The number to roll at or under on the d10."""
    roll: int
    """The d10's face (1-10)."""
    success: bool
    """True when the roll was at or under `target`."""
    skill: bool
    """True when a skill point was spent on it."""


class TestPrompt(msgspec.Struct, frozen=True):
    """A test about to be rolled waits for its investigator's answer: a skill point on it or not (L88
    "pour un test, avant le jet de dé", H-43, R-H-19). The decision that reached the test (``command``
    of seat ``actor`` at ``now``, or the deadlines passed at ``now`` when ``actor`` is None) is held,
    not applied: the answer decides it again from this state with the generator it started with
    (``rng``, the keeper's and the server's only) and every answer so far (``answers``), so the dice
    rolled before the test (``rolled``, public) fall the same and nothing is half done meanwhile."""

    number: int
    """The prompt's number in the match (its id)."""
    seat: int
    """The tested investigator's seat."""
    attribute: str
    """The attribute tested."""
    why: str
    """What asked for the test (as `TestRolled.why`)."""
    target: int
    """The modified attribute without the point; ``boosted`` with it (luck added)."""
    boosted: int
    """The number to roll at or under with the point (luck added)."""
    actor: int | None
    """The seat whose command reached the test; `null` when deadlines passing did."""
    command: MansionsCommand | None
    """The held command, decided again with the answer; `null` when deadlines passing reached the test."""
    now: float
    """The server time of the held decision, Unix seconds."""
    rng: int
    """The seed of the generator the held decision started with."""
    answers: list[bool] = []
    """Every answer so far in this decision (true: a point spent)."""
    rolled: list[Rolled] = []
    """The tests the held decision rolled before this one (public)."""
    deadline: float | None = None
    """When the prompt lapses, server time in Unix seconds; `null` without a time limit."""


class MythosWindow(msgspec.Struct, frozen=True):
    """The keeper may play a mythos on ``seat``'s investigator, who just did ``triggers`` (H-6)."""

    seat: int
    triggers: list[str]
    deadline: float | None = None


class MansionsState(msgspec.Struct):
    options: MansionsOptions
    seats: int
    phase: Phase = "setup"
    round: int = 0
    answers: dict[str, str] | None = None
    objective: str | None = None
    revealed: bool = False
    stacks: dict[str, list[str]] = {}
    """Each room's exploration stack, top first (secret: the keeper's)."""
    known_barriers: list[str] = []
    """Rooms whose top lock or obstacle card was met and is public."""
    figures: dict[int, Figure] = {}
    used: list[str] = []
    """Investigators taken so far (the living, the dead): a replacement is an unused one (H-62)."""
    monsters: list[MonsterFigure] = []
    next_monster: int = 1
    spell_decks: dict[str, list[str]] = {}
    mythos: list[str] = []
    trauma: list[str] = []
    combat: dict[str, list[str]] = {}
    """Each class's combat deck, top first (secret: its order)."""
    combat_discard: dict[str, list[str]] = {}
    attacked: list[int] = []
    """Monsters that attacked at this keeper's step 5 (H-27: each once)."""
    puzzles: dict[str, PuzzleProgress] = {}
    """Puzzles touched so far: their pieces stay between attempts (H-39)."""
    attempt: Attempt | None = None
    drag: Drag | None = None
    event_deck: list[str] = []
    time: int = 0
    resolved_events: list[str] = []
    threat: int = 0
    tokens: dict[str, dict[str, int]] = {}
    """Room tokens: room -> token -> count (darkness, fire, ritual, corpse)."""
    barricades: dict[str, str] = {}
    """Barricade token (its set-up space) -> where it lies: a space id, or a door id when it blocks it."""
    corpses: dict[str, int] = {}
    """Corpse markers by space (H-57)."""
    dropped: dict[str, list[str]] = {}
    """Cards a dead investigator left in a space (H-61, R-H-15)."""
    discard: list[str] = []
    spell_discard: list[str] = []
    """Spells cast (H-36): face up, public since their ``spell_cast`` (part 2d)."""
    spent_items: list[str] = []
    """Consumable items discarded after use."""
    clues_found: list[int] = []
    killed: list[str] = []
    played: list[int] = []
    active: int | None = None
    moves_used: int = 0
    action_used: bool = False
    pending: PendingEvade | None = None
    trade_done: list[int] = []
    keeper_deadline: float | None = None
    winner: str | None = None
    reason: str = ""
    # -- the keeper's cards and monster moves (part 2b) --
    hand: list[str] = []
    """The keeper's mythos and trauma cards (secret: the keeper's, H-21, H-22)."""
    used_actions: list[str] = []
    """Keeper actions marked ``once`` used in this keeper turn."""
    monster_moves: dict[int, int] = {}
    """Monster uid -> spaces it may still move in this keeper turn (a move action, H-51)."""
    trauma_offers: list[TraumaOffer] = []
    """Losses waiting for the keeper's trauma or pass, first first (H-23, R-H-6)."""
    offers_made: int = 0
    keeper_discard: list[str] = []
    """Mythos and trauma cards discarded (played, replaced, or a "several" one drawn alone, R-H-18)."""
    dementia_turn: list[int] = []
    """Insane investigators given a dementia as a keeper action this keeper turn (H-26)."""
    mythos_window: MythosWindow | None = None
    skill_prompt: SkillPrompt | None = None
    """A monster's attack waiting for its target's skill point answer (version-1 events: the test
    prompts below replaced it)."""
    test_prompt: TestPrompt | None = None
    """A test waiting for its investigator's skill point answer (L88, H-43, ``skill_prompt``)."""
    tests_offered: int = 0
    mythos_seats: list[int] = []
    """Seats whose turn this round had its mythos, or the keeper's pass for the turn (R-H-4)."""


def monster_of(s: MansionsState, uid: int | None) -> MonsterFigure | None:
    """The monster in play with ``uid``, if any."""
    return next((m for m in s.monsters if m.uid == uid), None)


def copy_state(state: MansionsState) -> MansionsState:
    return msgspec.msgpack.decode(msgspec.msgpack.encode(state), type=MansionsState)
