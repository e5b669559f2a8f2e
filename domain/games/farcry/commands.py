"""What a seat may send (types only: the handlers come with `decide`).

The players' turn is simultaneous (R-F-3, R-F-12): any seat acts for a character it controls, in any
order, each action finished before the next. Every command names the ``character`` acting, because a
solo seat plays two (SU-16). Targets are unit ids ("decapiteur-red") or hexes (CB-5, L859: a tile or an
empty hex may be attacked).
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.contract import Command
from domain.games.farcry.campaign.commands import (
    Arrange,
    Buy,
    Craft,
    EndCampaign,
    FitAccessory,
    LearnTalent,
    Ready,
    Transfer,
)
from domain.games.farcry.explorations.commands import (
    ExploreChoose,
    ExplorePass,
    ExploreRegroup,
    ExploreRerolls,
    ExploreReveal,
)
from domain.games.farcry.tactical.hexes import Hex


class Step(Command, frozen=True, tag="move"):
    """Standard or careful move along adjacent hexes (MV-2..MV-4, MV-16): ``careful_for`` names the
    enemies whose zone of control is left safely, 1 MP each (L681-685)."""

    character: str
    """The character moving (its id, content `characters.json`)."""
    path: list[Hex]
    """The hexes to enter, in order, each `[q, r]` and adjacent to the one before."""
    careful_for: list[str] = []
    """The enemy uids whose zone of control is left carefully, 1 MP each (MV-16)."""


class MoveTo(Command, frozen=True, tag="move_to"):
    """Go to a reachable hex (``"q,r"``, as the legal actions list them) by its fastest route: steps,
    jumps and zip lines as `paths.reachable` finds them; ``careful`` pays every zone of control left."""

    character: str
    """The character moving."""
    to: str
    """The destination hex as `"q,r"`, as the legal actions list it."""
    careful: bool = False
    """True to pay 1 MP for every zone of control left (MV-16) rather than be exposed."""


class ClimbDown(Command, frozen=True, tag="climb_down"):
    """Leave a watchtower for a free adjacent hex, 2 MP (TI-9, L2255), or a machine-gun seat, 1 MP and
    the step (TI-2, L2179); climbing in or sitting down is `Interact`."""

    character: str
    """The character climbing down."""
    to: Hex
    """The free adjacent hex to land on, as `[q, r]`."""


class Jump(Command, frozen=True, tag="jump"):
    """Acrobatic move over one obstacle or danger, 3 MP (MV-9, R-F-13)."""

    character: str
    """The character jumping."""
    over: Hex
    """The obstacle or danger hex jumped over, as `[q, r]`; the character lands on the hex beyond."""
    careful_for: list[str] = []
    """The enemy uids whose zone of control is left carefully, 1 MP each (MV-16)."""


class Push(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Where the zip-liner pushes a unit on or beside the arrival hex (MV-13, R-F-16)."""

    unit: str
    """The character id or unit uid pushed."""
    to: Hex
    """The hex it is pushed to, as `[q, r]`."""


class ZipLine(Command, frozen=True, tag="zip_line"):
    """Ride a zip line, 1 MP (MV-11); one optional shot with a one-hand weapon (MV-12, R-F-15);
    ``careful_for`` names the enemies whose zone of control the ride leaves safely, 1 MP each (MV-16,
    L683-685)."""

    character: str
    """The character riding the zip line."""
    pushes: list[Push] = []
    """Where each unit on or beside the arrival hex is pushed (MV-13)."""
    careful_for: list[str] = []
    """The enemy uids whose zone of control the ride leaves carefully, 1 MP each (MV-16)."""
    shoot_weapon: str | None = None
    """The one-hand weapon id fired during the ride (MV-12); `null` for no shot."""
    shoot_target: str | None = None
    """The shot's target as `"q,r"`; `null` for no shot."""


class Interact(Command, frozen=True, tag="interact"):
    """Use an adjacent special object, paying its MP (MV-1, L623-627): open a cage (TI-8), climb a
    watchtower (TI-9), take a machine-gun seat (TI-2), turn a bunker door or go through one to the other
    zone (mission 6, L2067, L2073)."""

    character: str
    """The character using the object."""
    at: Hex
    """The object's hex, as `[q, r]`, adjacent to the character."""


class PickUp(Command, frozen=True, tag="pick_up"):
    """Take the loot, leaf or weapon token on the character's hex (MV-17, R-F-19)."""

    character: str
    """The character picking up."""
    kind: Literal["loot", "leaf", "weapon"]
    """The token to take from the character's hex: `loot`, `leaf` or a thrown `weapon`."""
    weapon: str | None = None
    """For ammo loot: the equipped weapon to reload (MV-23); for a weapon token: which one."""
    leaf: str | None = None
    """Under Main verte (L454, R-F-78): the leaf colour taken from the supply instead of the token's."""


class SwitchWeapons(Command, frozen=True, tag="switch_weapons"):
    """Equip other weapons, holstering the rest (LA-1..LA-3): ``hand`` is the new equipped set;
    ``save_bag`` names the unequipped weapons with no holster room left, put away for the mission."""

    character: str
    """The character switching weapons."""
    hand: list[str]
    """The weapon ids to have equipped (the hands they take may not exceed two)."""
    save_bag: list[str] = []
    """Unequipped weapon ids with no holster room left, put away in the save bag for the mission."""


class Reload(Command, frozen=True, tag="reload"):
    """Reload every equipped weapon to capacity (LA-9, L751-757); no attack this turn (LA-10)."""

    character: str
    """The character reloading."""


class Takedown(Command, frozen=True, tag="takedown"):
    """Try to take down an adjacent human enemy at 3 HP or less (LA-12..LA-16); ``throw`` names the
    equipped blade Élimination à distance throws at one within range 3 (L1307)."""

    character: str
    """The character taking down."""
    target: str
    """The human enemy's uid (adjacent, or within range 3 with `throw`)."""
    throw: str | None = None
    """The equipped blade's weapon id thrown by Élimination à distance; `null` for a plain takedown."""


class UseTalent(Command, frozen=True, tag="use_talent"):
    """A once-per-turn or once-per-mission talent (LA-17, UA-2); ``target``: the adjacent enemy
    Glissade hits at madness 10+ (L1302)."""

    character: str
    """The character using the talent."""
    talent: str
    """The talent card's id (content `talents.json`)."""
    target: str | None = None
    """The adjacent enemy uid Glissade hits at madness 10+; `null` otherwise."""


class Give(Command, frozen=True, tag="give"):
    """Offer bandages, weapons or items to an adjacent character or ally (LA-18..LA-21, R-F-49)."""

    character: str
    """The character giving."""
    to: str
    """The adjacent character id or ally uid offered the things."""
    bandages: int = 0
    """Bandage tokens offered."""
    weapons: list[str] = []
    """Weapon ids offered."""
    items: list[str] = []
    """Item card ids offered."""


class AnswerOffer(Command, frozen=True, tag="answer_offer"):
    """The receiving seat accepts or declines a Give (R-F-49)."""

    character: str
    """The character answering (the one offered)."""
    accept: bool
    """True to accept the offer."""


class Bandage(Command, frozen=True, tag="bandage"):
    """Spend a bandage on oneself or an adjacent character or ally: +2 HP, clears statuses (LA-22..24)."""

    character: str
    """The character spending the bandage."""
    target: str
    """The character id or ally uid bandaged: the character itself or an adjacent one."""


class AttackTarget(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    unit: str | None = None
    """The target's character id or unit uid; give this or `at`."""
    at: Hex | None = None
    """The target hex, as `[q, r]` (a tile or an empty hex); give this or `unit`."""


class Attack(Command, frozen=True, tag="attack"):
    """Attack with one equipped weapon (LA-25, CB-1..CB-29, R-F-6): single fire, auto fire (each extra
    target within range 2 of the previous, CB-25), a throw (CB-24, R-F-28), Propagation (the initial
    target first, then the units beside it it reaches, CB-23, R-F-25) or Dispersion (CB-22, R-F-26)."""

    character: str
    """The character attacking."""
    weapon: str
    """The equipped weapon's id."""
    mode: Literal["single", "auto", "throw", "propagation", "dispersion"]
    """The fire mode: `single`, `auto`, `throw`, `propagation` or `dispersion` (the weapon's modes, CB-21..CB-25)."""
    targets: list[AttackTarget]
    """The targets in order: the first is the initial target; auto fire's extra ones each within range 2 of the
    previous."""
    cover_choice: list[Hex] = []
    """R-F-23: when the covers nearest a target tie, the one a shield sends the hit to."""
    boost: bool = False
    """Tour humaine or Répandre l'amour at madness 10+ (L1266-1267): 1 more ammo, +1 damage to the
    initial target."""
    shares: list[str] = []
    """Dispersion (CB-22, R-F-26): one damage point per entry moved from the target to that unit
    (units adjacent to the target; the rest stays on the target)."""
    hex: str | None = None
    """CB-5 (L859), R-F-24: an empty hex aimed at, as ``"q,r"`` (the listing's hex choice for a weapon
    that sets fire), instead of ``targets``."""


class UseItem(Command, frozen=True, tag="use_item"):
    """Use an item card carried (LA-5, L737): once per turn, resolved, then to the discard; never on
    another character (LA-6, L739). A Molotov is thrown at the hex ``at`` (``"q,r"``, as listed); a
    potion is drunk by its holder (no ``at``)."""

    character: str
    """The character using the item."""
    item: str
    """The item card's id (e.g. "molotov" or a potion)."""
    at: str | None = None
    """The hex a Molotov is thrown at, as `"q,r"`; `null` for a potion."""


class Impulse(Command, frozen=True, tag="impulse"):
    """The character board's once-per-mission impulse (UA-1, L823-825)."""

    character: str
    """The character using its impulse."""


class EndTurn(Command, frozen=True, tag="end_turn"):
    """The seat is done with ``character`` for this players' turn (PT-5, R-F-12); the turn ends when
    every character still in play is done."""

    character: str
    """The character declared done."""


class PassFreeAttack(Command, frozen=True, tag="pass_free_attack"):
    """Forgo the Amanites' free attack ``character`` is owed (R-F-42); the next one comes."""

    character: str
    """The character forgoing its owed free attack."""


class Choose(Command, frozen=True, tag="choose"):
    """Answer a prompt: an enemy's tie (EN-16, R-F-34), an Instabilité tie (R-F-46), a start star."""

    prompt: str
    """The open prompt's id, as the legal action lists it."""
    value: str
    """The chosen option's value, as the prompt lists it (a hex as `"q,r"`, an option id)."""


class React(Command, frozen=True, tag="react"):
    """Use or pass the reaction talent offered now (Coup de chance, Abdos en acier, Second souffle;
    TL-9): ``prompt`` is the open reaction's prompt id, as listed."""

    prompt: str
    """The open reaction's prompt id, as listed."""
    use: bool
    """True to use the reaction talent, false to pass."""


class AllyMove(Command, frozen=True, tag="ally_move"):
    """Move a controlled ally (AL-2, L605) step by step with its board's MP; any seat may command it
    during the players' turn, first come first served (R-F-12). ``careful`` pays 1 MP for each zone of
    control left instead of taking its free attack (R-F-18)."""

    ally: str
    """The controlled ally's unit uid."""
    path: list[Hex]
    """The hexes to enter, in order, each `[q, r]`."""
    careful: bool = False
    """True to pay 1 MP for each zone of control left instead of taking its free attack (R-F-18)."""


class AllyAttack(Command, frozen=True, tag="ally_attack"):
    """A controlled ally attacks once with one of its board's weapons (AL-2; R-F-6 per weapon)."""

    ally: str
    """The controlled ally's unit uid."""
    weapon: str
    """One of its board's weapon ids."""
    target: Hex
    """The target hex, as `[q, r]`."""


FarCryCommand = (
    Step
    | MoveTo
    | Jump
    | ClimbDown
    | ZipLine
    | Interact
    | PickUp
    | SwitchWeapons
    | Reload
    | Takedown
    | UseTalent
    | Give
    | AnswerOffer
    | Bandage
    | Attack
    | Impulse
    | UseItem
    | EndTurn
    | PassFreeAttack
    | Choose
    | React
    | AllyMove
    | AllyAttack
    | ExploreReveal
    | ExploreChoose
    | ExploreRerolls
    | ExploreRegroup
    | ExplorePass
    | Buy
    | Craft
    | Transfer
    | FitAccessory
    | Arrange
    | LearnTalent
    | Ready
    | EndCampaign
)
