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
    """The match's options."""
    seats: int
    """Seats in the match: the keeper (seat 0) and the investigators."""
    spell_decks: dict[str, list[str]]
    """Each spell type's shuffled deck, top first; in seats' copies each card is read as its type only (R-H-21)."""
    mythos: list[str]
    """The shuffled mythos deck, top first; in seats' copies listed in id order."""
    trauma: list[str]
    """The shuffled trauma deck, top first; in seats' copies listed in id order."""
    combat: dict[str, list[str]]
    """Each monster class's shuffled combat deck, top first; in seats' copies listed in id order."""
    event_deck: list[str]
    """The event deck's card ids in the scenario's order."""
    threat: int
    """The keeper's starting threat tokens."""
    darkness: list[str]
    """The dark rooms' ids."""
    barricades: list[str]
    """The spaces holding a barricade token at the start."""
    corpses: list[str]
    """The spaces holding a corpse marker at the start."""


class StoryChosen(Event, tag="story_chosen", frozen=True):
    """The keeper's story (L11, H-2): the answers, the secret objective and every room's stack."""

    reveals = True
    answers: dict[str, str]
    """The keeper's answer to each story question, by question id; empty in the investigators' copies."""
    objective: str
    """The secret objective's id; empty in the investigators' copies until revealed."""
    stacks: dict[str, list[str]]
    """Each room's face-down stack, top first (clues, items, spells, locks, obstacles); empty in the investigators'
    copies."""


class MonsterPlaced(Event, tag="monster_placed", frozen=True):
    """A monster enters play (set-up or ``summon``)."""

    uid: int
    """The monster's id in this match, as `monster` everywhere."""
    monster: str
    """The monster's kind (content `monsters`)."""
    space: str
    """The space it enters."""


class InvestigatorChosen(Event, tag="investigator_chosen", frozen=True):
    """A seat's investigator with its traits (L12, H-3), on ``space`` (None until the first round),
    its starting item and spells (the spells off the top of their type's deck)."""

    reveals = True
    seat: int
    """The investigator's seat."""
    investigator: str
    """The investigator's id."""
    physical: str
    """The physical trait's id."""
    mental: str
    """The mental trait's id."""
    space: str | None
    """The space its figure stands on; `null` until the first round."""
    health: int
    """Starting health."""
    sanity: int
    """Starting sanity."""
    skill_points: int
    """Starting skill points."""
    items: list[str]
    """Starting item card ids."""
    spells: list[str]
    """Starting spell card ids (in seats' copies, only their types can be read)."""


class RoundStarted(Event, tag="round_started", frozen=True):
    """A new round: every investigator plays, then the keeper (H-4)."""

    round: int
    """The round now begun (1-based)."""
    start: str
    """The start space (where investigators enter)."""


class TurnClaimed(Event, tag="turn_claimed", frozen=True):
    """An investigator seat takes the next turn, first come first served (R-H-22)."""

    seat: int
    """The seat taking the turn."""


def _readied_v1_to_v2(body: dict[str, Any]) -> dict[str, Any]:
    """Version 1 points went on the next test whatever it was (``test`` None)."""
    return {**body, "test": None}


class SkillReadied(Event, tag="skill_readied", frozen=True):
    """A skill point set aside for the next test of kind ``test`` (a ``TestRolled.why``) of an attribute
    other than luck (L88, H-43, R-H-19). Version 2 added ``test`` (None: the next test, version 1)."""

    schema_version = 2
    upcasters = {1: _readied_v1_to_v2}
    seat: int
    """The investigator's seat."""
    test: str | None = None
    """The kind of test the point is for (a `TestRolled.why`); `null` for the next test."""


class TestRolled(Event, tag="test_rolled", frozen=True):
    """A d10 test (H-42): ``target`` is the modified attribute, ``skill`` whether a skill point was
    spent on it; ``why`` names the rule that asked for it (horror, evade, obstacle, effect)."""

    chance = True
    seat: int
    """The tested investigator's seat."""
    attribute: str
    """The attribute tested: strength, dexterity, marksmanship, intellect, willpower, lore or luck."""
    target: int
    """The number to roll at or under on the d10: the modified attribute."""
    roll: int
    """The d10's face (1-10)."""
    success: bool
    """True when the roll was at or under `target`."""
    skill: bool
    """True when a skill point was spent on it."""
    why: str
    """What asked for the test: "horror", "evade", "obstacle", "effect"..."""


class Moved(Event, tag="moved", frozen=True):
    """An investigator's figure moved (``movement``: one of its turn's movements was spent)."""

    seat: int
    """The investigator's seat."""
    to: str
    """The space it moved to."""
    movement: bool = True
    """True when one of the turn's movements was spent on it."""
    corpse: bool = False
    """One corpse dragged along from the space left (H-57, R-H-30)."""


class MovementSpent(Event, tag="movement_spent", frozen=True):
    """A movement used without moving (a barrier stopped it, exploring in darkness, H-48)."""

    seat: int
    """The investigator's seat."""


class EvadeOpened(Event, tag="evade_opened", frozen=True):
    """Failed evade tests (H-15): the keeper decides, monster by monster, whether it deals its damage."""

    seat: int
    """The investigator's seat who failed the evade tests."""
    monsters: list[int]
    """The uids of the monsters whose evade test failed, in order."""
    then: str
    """The step that goes on after the answers: "move", "explore", "barricade", "campfire", "use", "puzzle", "cast" or
    "ability"."""
    space: str | None
    """The move's or barricade's space for that step; `null` otherwise."""
    deadline: float | None
    """When the keeper's answers lapse, server time in Unix seconds; `null` without a time limit."""
    token: str | None = None
    """The step's token: a barricade, an item, a room, a spell handle or spell type; `null` otherwise."""
    drag: bool = False
    """True when the held move drags a corpse."""
    target: int | None = None
    """The held step's target (an investigator's seat or a monster's uid); `null` for none."""


class EvadeAnswered(Event, tag="evade_answered", frozen=True):
    """The keeper dealt (or spared) one monster's damage after a failed evade; ``lapsed``: by deadline."""

    monster: int
    """The monster's uid."""
    deal: bool
    """True when its damage was dealt; false when spared."""
    lapsed: bool = False
    """True when the keeper's deadline passed (spared)."""


class Harmed(Event, tag="harmed", frozen=True):
    """An investigator loses ``amount`` of ``counter`` (health or sanity), already clamped at 0 (R-H-28)."""

    seat: int
    """The investigator's seat."""
    counter: str
    """Which counter: "health" or "sanity"."""
    amount: int
    """Points lost."""


class Healed(Event, tag="healed", frozen=True):
    seat: int
    """The investigator's seat."""
    counter: str
    """Which counter: "health" or "sanity"."""
    amount: int
    """Points regained."""


class Died(Event, tag="died", frozen=True):
    """0 health (H-61): the figure leaves, its items and exploration cards lie in ``space`` (R-H-15)."""

    seat: int
    """The dead investigator's seat."""
    space: str
    """The space where its cards lie."""
    dropped: list[str]
    """The item and exploration card ids it dropped."""


class Stunned(Event, tag="stunned", frozen=True):
    """Stun tokens on an investigator (``seat``) or a monster (``monster``) (H-44, H-45, R-H-11)."""

    count: int
    """Stun tokens put on."""
    seat: int | None = None
    """The stunned investigator's seat; `null` for a monster."""
    monster: int | None = None
    """The stunned monster's uid; `null` for an investigator."""


class StunRecovered(Event, tag="stun_recovered", frozen=True):
    """One stun token off (keeper step 2 for investigators, R-H-11; step 5 for monsters, R-H-24)."""

    seat: int | None = None
    """The investigator's seat recovering; `null` for a monster."""
    monster: int | None = None
    """The monster's uid recovering; `null` for an investigator."""


class Modified(Event, tag="modified", frozen=True):
    seat: int
    """The investigator's seat."""
    stat: str
    """What changes: an attribute, "movements" or "actions"."""
    amount: int
    """The change (negative: a penalty)."""
    duration: str
    """How long: this `turn` or `while_in_play` (while its card stays)."""


class MonsterWounded(Event, tag="monster_wounded", frozen=True):
    monster: int
    """The monster's uid."""
    amount: int
    """Damage dealt."""


class MonsterKilled(Event, tag="monster_killed", frozen=True):
    monster: int
    """The killed monster's uid."""


class BarrierMet(Event, tag="barrier_met", frozen=True):
    """The lock or obstacle on top of ``room``'s stack is revealed by an investigator trying to enter."""

    reveals = True
    room: str
    """The room whose stack is topped by the barrier."""
    card: str
    """The lock or obstacle card's id, revealed."""


class WayChecked(Event, tag="way_checked", frozen=True):
    """An investigator entered ``room`` and met no lock or obstacle on top of its face-down stack.

    The entrant (and the table) learnt something of a secret stack, so no undo may take it back
    (issue 33: an undo never hides what a seat has seen; ``Moved`` alone said nothing of the stack)."""

    reveals = True
    room: str
    """The room entered."""


class BarrierCleared(Event, tag="barrier_cleared", frozen=True):
    """The barrier is gone (key, item or passed test): the room is open."""

    room: str
    """The room now open."""
    card: str
    """The lock or obstacle card's id removed."""


class Explored(Event, tag="explored", frozen=True):
    """The explorer takes ``room``'s whole stack (designed): clues and items to the hand, each spell card
    becomes ``spells`` (the top spell of its type), nothing cards are discarded."""

    reveals = True
    seat: int
    """The exploring investigator's seat."""
    room: str
    """The room explored."""
    cards: list[str]
    """The clue and item card ids taken into the hand."""
    spells: list[str]
    """The spell card ids drawn for its spell cards (the top spell of each type)."""


class ObjectiveRevealed(Event, tag="objective_revealed", frozen=True):
    """The last clue is found (L7, H-1): the objective is known to all."""

    reveals = True
    objective: str
    """The objective's id."""


class BarricadeMoved(Event, tag="barricade_moved", frozen=True):
    """A barricade token now lies in a space or blocks a door (H-50, R-H-14)."""

    token: str
    """The barricade token's id."""
    to: str
    """The space it lies in or the door it blocks."""


class Hid(Event, tag="hid", frozen=True):
    """A movement spent to hide in the space's hiding spot (H-52, R-H-29)."""

    seat: int
    """The investigator's seat hiding."""


class LeftHiding(Event, tag="left_hiding", frozen=True):
    """Out of hiding in a later turn, for a movement or the action (H-53, R-H-13)."""

    seat: int
    """The investigator's seat."""
    using: str
    """What it spent: "movement" or "action"."""


class PickedUp(Event, tag="picked_up", frozen=True):
    """A card taken from a dead investigator's pile in the space (R-H-15)."""

    seat: int
    """The investigator's seat."""
    space: str
    """The space of the pile."""
    card: str
    """The card's id."""


class ItemUsed(Event, tag="item_used", frozen=True):
    """The action: an item's ``use`` effects (designed: items in use); ``consumed`` ones are discarded."""

    seat: int
    """The investigator's seat."""
    item: str
    """The item card's id."""
    consumed: bool
    """True when the item is discarded after use."""
    target: int | None = None
    """The chosen investigator's seat or monster's uid; `null` when the item names none."""


class CorpsesBurnt(Event, tag="corpses_burnt", frozen=True):
    """Corpse markers destroyed in ``space``: by the campfire action (``action``, H-56, R-H-30) or by
    fire in their room (H-57)."""

    space: str
    """The space whose corpses burn."""
    count: int
    """Corpse markers destroyed."""
    action: bool = False
    """True when burnt by the campfire action (H-56)."""


class TurnEnded(Event, tag="turn_ended", frozen=True):
    seat: int
    """The investigator's seat whose turn ends."""


class TradeOpened(Event, tag="trade_opened", frozen=True):
    """Keeper step 1 (L46): investigators sharing a space may give cards; ``waiting`` must say done."""

    waiting: list[int]
    """The seats that must say done before the keeper's turn goes on."""


class ItemGiven(Event, tag="item_given", frozen=True):
    """One card given at step 1 (spells are not tradable, R-H-26)."""

    giver: int
    """The giving seat (the keeper's or an investigator's)."""
    to: int
    """The receiving investigator's seat."""
    card: str
    """The card's id."""


class TradeDone(Event, tag="trade_done", frozen=True):
    seat: int
    """The seat done trading."""


class ThreatGained(Event, tag="threat_gained", frozen=True):
    amount: int
    """Threat tokens the keeper gains."""


class KeeperTurnOpened(Event, tag="keeper_turn_opened", frozen=True):
    """Steps 4-5 (cards, monster attacks: part 2) wait for the keeper's ``end_keeper_turn``."""

    deadline: float | None
    """When the keeper's turn lapses, server time in Unix seconds; `null` without a time limit."""


class TimeTokenPlaced(Event, tag="time_token_placed", frozen=True):
    """Step 6 (L62): a time token on the event deck's top card."""

    event: str
    """The event card's id taking the token."""


class EventResolved(Event, tag="event_resolved", frozen=True):
    """The event card resolves; its tokens go and the next card is active (R-H-17)."""

    event: str
    """The event card's id resolved."""


class TokenPlaced(Event, tag="token_placed", frozen=True):
    room: str
    """The room the tokens go in."""
    token: str
    """The token's kind: "fire", "darkness", "corpse", "barricade" or "ritual"."""
    count: int
    """Tokens added."""


class TokenRemoved(Event, tag="token_removed", frozen=True):
    room: str
    """The room the tokens leave."""
    token: str
    """The token's kind."""
    count: int
    """Tokens removed."""


class MatchEnded(Event, tag="match_ended", frozen=True):
    """``winner`` is ``keeper`` or ``investigators``; ``reason`` the condition met."""

    winner: str
    """Who won: "keeper" or "investigators"."""
    reason: str
    """The condition met: an objective's condition tag, "no_investigator" (every investigator dead) or "deliver"."""


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
