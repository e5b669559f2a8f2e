"""What a seat can send: set-up answers, the investigators' turn, the keeper's answers."""

from __future__ import annotations

from typing import Literal

from domain.contract import Command


class ChooseStory(Command, tag="choose_story", frozen=True):
    """The keeper's story (H-2): one ``question:answer`` per question."""

    answers: list[str]
    """One `question:answer` per story question (H-2), e.g. `"writer:silas"`."""


class ChooseInvestigator(Command, tag="choose_investigator", frozen=True):
    """An investigator and its traits (H-3); also a dead investigator's replacement (H-62)."""

    investigator: str
    """The investigator's id (content `investigators`)."""
    physical: str
    """The physical trait's id (sets strength, dexterity, marksmanship)."""
    mental: str
    """The mental trait's id (sets intellect, willpower, lore, luck)."""


class ClaimTurn(Command, tag="claim_turn", frozen=True):
    """Take the next investigator turn (R-H-22)."""


class Move(Command, tag="move", frozen=True):
    """One movement to a neighbouring space (H-7); ``drag`` takes one corpse of the space along (H-57)."""

    space: str
    """The neighbouring space to move to (its id on the board)."""
    drag: bool = False
    """True to drag one corpse of the space along (H-57)."""


class Explore(Command, tag="explore", frozen=True):
    """The action: take the room's exploration cards (designed)."""


class ReadySkill(Command, tag="ready_skill", frozen=True):
    """Set a skill point aside for the next test of kind ``test`` (not luck) in one's turn (L88, H-43,
    R-H-19); as the answer to a monster attack's prompt, for that attack's test (``test`` not needed)."""

    test: str | None = None
    """The kind of test the point is for (a `TestRolled.why`: "horror", "evade", "obstacle"...); `null` for the next
    test, or the attack's test when answering its prompt."""


class PassSkill(Command, tag="pass_skill", frozen=True):
    """The answer to a monster attack's prompt: no skill point on its test (L88, H-43)."""


class MoveBarricade(Command, tag="move_barricade", frozen=True):
    """The action (H-50, R-H-14): put a barricade of your space on one of its doors, or take one off."""

    token: str
    """The barricade token's id."""
    to: str
    """Where it goes: a door of the space, or the space itself to take it off its door."""


class Hide(Command, tag="hide", frozen=True):
    """Spend a movement to hide in your space's hiding spot (H-52, R-H-29)."""


class LeaveHiding(Command, tag="leave_hiding", frozen=True):
    """Leave the hiding spot in a later turn, ``using`` a movement or the action (H-53, R-H-13)."""

    using: Literal["movement", "action"]
    """What leaving hiding spends: a `movement` or the `action`."""


class PickUp(Command, tag="pick_up", frozen=True):
    """Take a card from a dead investigator's pile in your space, freely (R-H-15)."""

    card: str
    """The card's id in the dead investigator's pile."""


class TendCampfire(Command, tag="tend_campfire", frozen=True):
    """The action at the campfire: destroy every corpse in its space (H-56, R-H-30)."""


class UseItem(Command, tag="use_item", frozen=True):
    """The action: use an item (designed); ``target`` is the chosen investigator's seat or monster's uid
    when the item names one in your room."""

    item: str
    """The item card's id, held."""
    target: int | None = None
    """The chosen investigator's seat or monster's uid in your room; `null` when the item names none."""


class EndTurn(Command, tag="end_turn", frozen=True):
    """End this investigator's turn (unused movements and action are lost)."""


class DealDamage(Command, tag="deal_damage", frozen=True):
    """The keeper deals the monster's damage after a failed evade (H-15)."""

    prompt: str
    """The open evade prompt's id, as listed."""


class Spare(Command, tag="spare", frozen=True):
    """The keeper deals no damage after a failed evade (H-15)."""

    prompt: str
    """The open evade prompt's id, as listed."""


class Give(Command, tag="give", frozen=True):
    """Keeper step 1 (L46): give an item or exploration card to an investigator in your space."""

    card: str
    """The item or exploration card's id, from the keeper's hand."""
    to: int
    """The seat of the investigator in the keeper's space receiving it."""


class EndTrade(Command, tag="end_trade", frozen=True):
    """This investigator is done trading (step 1)."""


class EndKeeperTurn(Command, tag="end_keeper_turn", frozen=True):
    """Steps 4-5 done (part 2: cards and attacks); step 6 follows."""


class Attack(Command, tag="attack", frozen=True):
    """The action (H-31): attack ``monster`` (its uid) with ``weapon`` (an item you hold), or bare-handed
    (``weapon`` None) a monster in your space; a ranged weapon reaches its range in line of sight (H-33)."""

    monster: int
    """The attacked monster's uid."""
    weapon: str | None = None
    """The weapon's item id, held; `null` to attack bare-handed."""


class MonsterAttack(Command, tag="monster_attack", frozen=True):
    """Keeper step 5 (H-27, R-H-7): ``monster`` attacks the investigator of seat ``target``."""

    monster: int
    """The attacking monster's uid."""
    target: int
    """The attacked investigator's seat."""


class DragInvestigator(Command, tag="drag_investigator", frozen=True):
    """The keeper moves the investigator a monster's attack drags, one space to ``space`` (H-34 specials)."""

    space: str
    """The space the dragged investigator is put on (one space from where it stands)."""


class AttemptPuzzle(Command, tag="attempt_puzzle", frozen=True):
    """The action (H-38): try the puzzle lock of ``room``, next to your space."""

    room: str
    """The room whose puzzle lock is tried, next to your space."""


class TurnDial(Command, tag="turn_dial", frozen=True):
    """A puzzle action on a dial lock: turn ``dial`` one notch (``step`` +1 or -1); linked dials follow."""

    dial: str
    """The dial's id on the lock."""
    step: Literal[1, -1]
    """One notch forward (`1`) or back (`-1`)."""


class SwapRunes(Command, tag="swap_runes", frozen=True):
    """A puzzle action on runes: swap the stones at ``a`` and ``b`` (orthogonal neighbours)."""

    a: int
    """The first stone's position on the rune grid (0-based, row by row)."""
    b: int
    """The second stone's position, an orthogonal neighbour of `a`."""


class TurnPiece(Command, tag="turn_piece", frozen=True):
    """A puzzle action: turn the rune stone or wire piece at ``index`` a quarter clockwise."""

    index: int
    """The piece's position on the puzzle (0-based, row by row)."""


class PuzzleSkillPoint(Command, tag="puzzle_skill", frozen=True):
    """During an attempt: spend a skill point for as many more puzzle actions as your luck (R-H-5)."""


class StopPuzzle(Command, tag="stop_puzzle", frozen=True):
    """Give up the attempt; the pieces stay for a later one (H-39)."""


# --- part 2d: spells and abilities -------------------------------------------------------------


class CastSpell(Command, tag="cast_spell", frozen=True):
    """The action: cast the spell of ``spell``, its handle (``<type>-<n>``, R-H-21: never a card id);
    ``target`` is the chosen investigator's seat or the attacked monster's uid when its type names one."""

    spell: str
    """The spell's handle in your hand, `<type>-<n>` (R-H-21: never a card id)."""
    target: int | None = None
    """The chosen investigator's seat or the attacked monster's uid; `null` when the spell names none."""


class UseAbility(Command, tag="use_ability", frozen=True):
    """The mental trait's once-per-game ability (traits, H-64); ``target`` the chosen investigator's seat
    or monster's uid, ``spell_type`` the type of a spell it draws."""

    target: int | None = None
    """The chosen investigator's seat or monster's uid; `null` when the ability names none."""
    spell_type: str | None = None
    """The type of a spell the ability draws; `null` when it draws none."""


class KeeperAction(Command, tag="keeper_action", frozen=True):
    """Keeper step 4 (L52, H-21): play the keeper action card ``card`` for its threat cost."""

    card: str
    """The keeper action card's id."""


class MoveMonster(Command, tag="move_monster", frozen=True):
    """Keeper step 4: a monster with moves left goes one space to ``space`` (H-51, H-54, H-55)."""

    monster: int
    """The monster's uid."""
    space: str
    """The neighbouring space it moves to."""


class PlayTrauma(Command, tag="play_trauma", frozen=True):
    """The keeper answers the first offered loss (H-23) with trauma ``card`` from its hand; in the
    keeper's turn, a dementia on the insane investigator of ``seat`` (H-26, H-60)."""

    card: str
    """The trauma card's id from the keeper's hand."""
    seat: int | None = None
    """The insane investigator's seat for a dementia in the keeper's turn; `null` when answering an offered loss."""


class PassTrauma(Command, tag="pass_trauma", frozen=True):
    """The keeper plays no trauma on the first offered loss."""


class PlayMythos(Command, tag="play_mythos", frozen=True):
    """In the open mythos window (H-6): play ``card`` from the keeper's hand; a card moving its
    investigator names the ``space``."""

    card: str
    """The mythos card's id from the keeper's hand."""
    space: str | None = None
    """The space a card moving the investigator names; `null` otherwise."""


class PassMythos(Command, tag="pass_mythos", frozen=True):
    """No mythos now; ``turn``: none for the rest of this investigator's turn."""

    turn: bool = False
    """True to pass for the rest of this investigator's turn, not just this window."""


KeeperCardCommand = KeeperAction | MoveMonster | PlayTrauma | PassTrauma | PlayMythos | PassMythos


MansionsCommand = (
    ChooseStory
    | ChooseInvestigator
    | ClaimTurn
    | Move
    | Explore
    | ReadySkill
    | PassSkill
    | MoveBarricade
    | Hide
    | LeaveHiding
    | PickUp
    | TendCampfire
    | UseItem
    | EndTurn
    | DealDamage
    | Spare
    | Give
    | EndTrade
    | EndKeeperTurn
    | Attack
    | MonsterAttack
    | DragInvestigator
    | AttemptPuzzle
    | TurnDial
    | SwapRunes
    | TurnPiece
    | PuzzleSkillPoint
    | StopPuzzle
    | CastSpell
    | UseAbility
    | KeeperCardCommand
)
