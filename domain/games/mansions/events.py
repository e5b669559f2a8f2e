"""The facts of a Mansions match. Chance (shuffles, d10 rolls) is written in; ``evolve`` never draws.

Card lists are top card first. The set-up's secrets (the story, the stacks, deck orders) are events
too, so a replay rebuilds them; which seat may see which event is the views' business (part 2).
"""

from __future__ import annotations

from typing import Any

from domain.contract import Event
from domain.games.mansions.combat_events import CombatEvent
from domain.games.mansions.keeper_events import KeeperCardEvent
from domain.games.mansions.options import MansionsOptions
from domain.games.mansions.spell_events import SpellEvent


class MatchStarted(Event, tag="match_started", frozen=True):
    """Set-up (H-2): every deck shuffled (spells by type, mythos, trauma, combat by class), the event deck
    in the scenario's order, the starting threat, and the barricade tokens in their spaces."""

    chance = True
    options: MansionsOptions
    seats: int
    spell_decks: dict[str, list[str]]
    mythos: list[str]
    trauma: list[str]
    combat: dict[str, list[str]]
    event_deck: list[str]
    threat: int
    darkness: list[str]
    barricades: list[str]
    corpses: list[str]


class StoryChosen(Event, tag="story_chosen", frozen=True):
    """The keeper's story (L11, H-2): the answers, the secret objective and every room's stack."""

    reveals = True
    answers: dict[str, str]
    objective: str
    stacks: dict[str, list[str]]


class MonsterPlaced(Event, tag="monster_placed", frozen=True):
    """A monster enters play (set-up or ``summon``)."""

    uid: int
    monster: str
    space: str


class InvestigatorChosen(Event, tag="investigator_chosen", frozen=True):
    """A seat's investigator with its traits (L12, H-3), on ``space`` (None until the first round),
    its starting item and spells (the spells off the top of their type's deck)."""

    reveals = True
    seat: int
    investigator: str
    physical: str
    mental: str
    space: str | None
    health: int
    sanity: int
    skill_points: int
    items: list[str]
    spells: list[str]


class RoundStarted(Event, tag="round_started", frozen=True):
    """A new round: every investigator plays, then the keeper (H-4)."""

    round: int
    start: str


class TurnClaimed(Event, tag="turn_claimed", frozen=True):
    """An investigator seat takes the next turn, first come first served (R-H-22)."""

    seat: int


def _readied_v1_to_v2(body: dict[str, Any]) -> dict[str, Any]:
    """Version 1 points went on the next test whatever it was (``test`` None)."""
    return {**body, "test": None}


class SkillReadied(Event, tag="skill_readied", frozen=True):
    """A skill point set aside for the next test of kind ``test`` (a ``TestRolled.why``) of an attribute
    other than luck (L88, H-43, R-H-19). Version 2 added ``test`` (None: the next test, version 1)."""

    schema_version = 2
    upcasters = {1: _readied_v1_to_v2}
    seat: int
    test: str | None = None


class TestRolled(Event, tag="test_rolled", frozen=True):
    """A d10 test (H-42): ``target`` is the modified attribute, ``skill`` whether a skill point was
    spent on it; ``why`` names the rule that asked for it (horror, evade, obstacle, effect)."""

    chance = True
    seat: int
    attribute: str
    target: int
    roll: int
    success: bool
    skill: bool
    why: str


class Moved(Event, tag="moved", frozen=True):
    """An investigator's figure moved (``movement``: one of its turn's movements was spent)."""

    seat: int
    to: str
    movement: bool = True
    corpse: bool = False
    """One corpse dragged along from the space left (H-57, R-H-30)."""


class MovementSpent(Event, tag="movement_spent", frozen=True):
    """A movement used without moving (a barrier stopped it, exploring in darkness, H-48)."""

    seat: int


class EvadeOpened(Event, tag="evade_opened", frozen=True):
    """Failed evade tests (H-15): the keeper decides, monster by monster, whether it deals its damage."""

    seat: int
    monsters: list[int]
    then: str
    space: str | None
    deadline: float | None
    token: str | None = None
    drag: bool = False
    target: int | None = None


class EvadeAnswered(Event, tag="evade_answered", frozen=True):
    """The keeper dealt (or spared) one monster's damage after a failed evade; ``lapsed``: by deadline."""

    monster: int
    deal: bool
    lapsed: bool = False


class Harmed(Event, tag="harmed", frozen=True):
    """An investigator loses ``amount`` of ``counter`` (health or sanity), already clamped at 0 (R-H-28)."""

    seat: int
    counter: str
    amount: int


class Healed(Event, tag="healed", frozen=True):
    seat: int
    counter: str
    amount: int


class Died(Event, tag="died", frozen=True):
    """0 health (H-61): the figure leaves, its items and exploration cards lie in ``space`` (R-H-15)."""

    seat: int
    space: str
    dropped: list[str]


class Stunned(Event, tag="stunned", frozen=True):
    """Stun tokens on an investigator (``seat``) or a monster (``monster``) (H-44, H-45, R-H-11)."""

    count: int
    seat: int | None = None
    monster: int | None = None


class StunRecovered(Event, tag="stun_recovered", frozen=True):
    """One stun token off (keeper step 2 for investigators, R-H-11; step 5 for monsters, R-H-24)."""

    seat: int | None = None
    monster: int | None = None


class Modified(Event, tag="modified", frozen=True):
    seat: int
    stat: str
    amount: int
    duration: str


class MonsterWounded(Event, tag="monster_wounded", frozen=True):
    monster: int
    amount: int


class MonsterKilled(Event, tag="monster_killed", frozen=True):
    monster: int


class BarrierMet(Event, tag="barrier_met", frozen=True):
    """The lock or obstacle on top of ``room``'s stack is revealed by an investigator trying to enter."""

    reveals = True
    room: str
    card: str


class WayChecked(Event, tag="way_checked", frozen=True):
    """An investigator entered ``room`` and met no lock or obstacle on top of its face-down stack.

    The entrant (and the table) learnt something of a secret stack, so no undo may take it back
    (issue 33: an undo never hides what a seat has seen; ``Moved`` alone said nothing of the stack)."""

    reveals = True
    room: str


class BarrierCleared(Event, tag="barrier_cleared", frozen=True):
    """The barrier is gone (key, item or passed test): the room is open."""

    room: str
    card: str


class Explored(Event, tag="explored", frozen=True):
    """The explorer takes ``room``'s whole stack (designed): clues and items to the hand, each spell card
    becomes ``spells`` (the top spell of its type), nothing cards are discarded."""

    reveals = True
    seat: int
    room: str
    cards: list[str]
    spells: list[str]


class ObjectiveRevealed(Event, tag="objective_revealed", frozen=True):
    """The last clue is found (L7, H-1): the objective is known to all."""

    reveals = True
    objective: str


class BarricadeMoved(Event, tag="barricade_moved", frozen=True):
    """A barricade token now lies in a space or blocks a door (H-50, R-H-14)."""

    token: str
    to: str


class Hid(Event, tag="hid", frozen=True):
    """A movement spent to hide in the space's hiding spot (H-52, R-H-29)."""

    seat: int


class LeftHiding(Event, tag="left_hiding", frozen=True):
    """Out of hiding in a later turn, for a movement or the action (H-53, R-H-13)."""

    seat: int
    using: str


class PickedUp(Event, tag="picked_up", frozen=True):
    """A card taken from a dead investigator's pile in the space (R-H-15)."""

    seat: int
    space: str
    card: str


class ItemUsed(Event, tag="item_used", frozen=True):
    """The action: an item's ``use`` effects (designed: items in use); ``consumed`` ones are discarded."""

    seat: int
    item: str
    consumed: bool
    target: int | None = None


class CorpsesBurnt(Event, tag="corpses_burnt", frozen=True):
    """Corpse markers destroyed in ``space``: by the campfire action (``action``, H-56, R-H-30) or by
    fire in their room (H-57)."""

    space: str
    count: int
    action: bool = False


class TurnEnded(Event, tag="turn_ended", frozen=True):
    seat: int


class TradeOpened(Event, tag="trade_opened", frozen=True):
    """Keeper step 1 (L46): investigators sharing a space may give cards; ``waiting`` must say done."""

    waiting: list[int]


class ItemGiven(Event, tag="item_given", frozen=True):
    """One card given at step 1 (spells are not tradable, R-H-26)."""

    giver: int
    to: int
    card: str


class TradeDone(Event, tag="trade_done", frozen=True):
    seat: int


class ThreatGained(Event, tag="threat_gained", frozen=True):
    amount: int


class KeeperTurnOpened(Event, tag="keeper_turn_opened", frozen=True):
    """Steps 4-5 (cards, monster attacks: part 2) wait for the keeper's ``end_keeper_turn``."""

    deadline: float | None


class TimeTokenPlaced(Event, tag="time_token_placed", frozen=True):
    """Step 6 (L62): a time token on the event deck's top card."""

    event: str


class EventResolved(Event, tag="event_resolved", frozen=True):
    """The event card resolves; its tokens go and the next card is active (R-H-17)."""

    event: str


class TokenPlaced(Event, tag="token_placed", frozen=True):
    room: str
    token: str
    count: int


class TokenRemoved(Event, tag="token_removed", frozen=True):
    room: str
    token: str
    count: int


class MatchEnded(Event, tag="match_ended", frozen=True):
    """``winner`` is ``keeper`` or ``investigators``; ``reason`` the condition met."""

    winner: str
    reason: str


MansionsEvent = (
    MatchStarted
    | StoryChosen
    | MonsterPlaced
    | InvestigatorChosen
    | RoundStarted
    | TurnClaimed
    | SkillReadied
    | TestRolled
    | Moved
    | MovementSpent
    | EvadeOpened
    | EvadeAnswered
    | Harmed
    | Healed
    | Died
    | Stunned
    | StunRecovered
    | Modified
    | MonsterWounded
    | MonsterKilled
    | BarrierMet
    | WayChecked
    | BarrierCleared
    | Explored
    | ObjectiveRevealed
    | BarricadeMoved
    | Hid
    | LeftHiding
    | PickedUp
    | CorpsesBurnt
    | ItemUsed
    | TurnEnded
    | TradeOpened
    | ItemGiven
    | TradeDone
    | ThreatGained
    | KeeperTurnOpened
    | TimeTokenPlaced
    | EventResolved
    | TokenPlaced
    | TokenRemoved
    | MatchEnded
    | CombatEvent
    | SpellEvent
    | KeeperCardEvent
)
