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
    path: list[Hex]
    careful_for: list[str] = []


class MoveTo(Command, frozen=True, tag="move_to"):
    """Go to a reachable hex (``"q,r"``, as the legal actions list them) by its fastest route: steps,
    jumps and zip lines as `paths.reachable` finds them; ``careful`` pays every zone of control left."""

    character: str
    to: str
    careful: bool = False


class ClimbDown(Command, frozen=True, tag="climb_down"):
    """Leave a watchtower for a free adjacent hex, 2 MP (TI-9, L2255), or a machine-gun seat, 1 MP and
    the step (TI-2, L2179); climbing in or sitting down is `Interact`."""

    character: str
    to: Hex


class Jump(Command, frozen=True, tag="jump"):
    """Acrobatic move over one obstacle or danger, 3 MP (MV-9, R-F-13)."""

    character: str
    over: Hex
    careful_for: list[str] = []


class Push(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Where the zip-liner pushes a unit on or beside the arrival hex (MV-13, R-F-16)."""

    unit: str
    to: Hex


class ZipLine(Command, frozen=True, tag="zip_line"):
    """Ride a zip line, 1 MP (MV-11); one optional shot with a one-hand weapon (MV-12, R-F-15);
    ``careful_for`` names the enemies whose zone of control the ride leaves safely, 1 MP each (MV-16,
    L683-685)."""

    character: str
    pushes: list[Push] = []
    careful_for: list[str] = []
    shoot_weapon: str | None = None
    shoot_target: str | None = None


class Interact(Command, frozen=True, tag="interact"):
    """Use an adjacent special object, paying its MP (MV-1, L623-627): open a cage (TI-8), climb a
    watchtower (TI-9), take a machine-gun seat (TI-2), turn a bunker door or go through one to the other
    zone (mission 6, L2067, L2073)."""

    character: str
    at: Hex


class PickUp(Command, frozen=True, tag="pick_up"):
    """Take the loot, leaf or weapon token on the character's hex (MV-17, R-F-19)."""

    character: str
    kind: Literal["loot", "leaf", "weapon"]
    weapon: str | None = None
    """For ammo loot: the equipped weapon to reload (MV-23); for a weapon token: which one."""
    leaf: str | None = None
    """Under Main verte (L454, R-F-78): the leaf colour taken from the supply instead of the token's."""


class SwitchWeapons(Command, frozen=True, tag="switch_weapons"):
    """Equip other weapons, holstering the rest (LA-1..LA-3): ``hand`` is the new equipped set;
    ``save_bag`` names the unequipped weapons with no holster room left, put away for the mission."""

    character: str
    hand: list[str]
    save_bag: list[str] = []


class Reload(Command, frozen=True, tag="reload"):
    """Reload every equipped weapon to capacity (LA-9, L751-757); no attack this turn (LA-10)."""

    character: str


class Takedown(Command, frozen=True, tag="takedown"):
    """Try to take down an adjacent human enemy at 3 HP or less (LA-12..LA-16); ``throw`` names the
    equipped blade Élimination à distance throws at one within range 3 (L1307)."""

    character: str
    target: str
    throw: str | None = None


class UseTalent(Command, frozen=True, tag="use_talent"):
    """A once-per-turn or once-per-mission talent (LA-17, UA-2); ``target``: the adjacent enemy
    Glissade hits at madness 10+ (L1302)."""

    character: str
    talent: str
    target: str | None = None


class Give(Command, frozen=True, tag="give"):
    """Offer bandages, weapons or items to an adjacent character or ally (LA-18..LA-21, R-F-49)."""

    character: str
    to: str
    bandages: int = 0
    weapons: list[str] = []
    items: list[str] = []


class AnswerOffer(Command, frozen=True, tag="answer_offer"):
    """The receiving seat accepts or declines a Give (R-F-49)."""

    character: str
    accept: bool


class Bandage(Command, frozen=True, tag="bandage"):
    """Spend a bandage on oneself or an adjacent character or ally: +2 HP, clears statuses (LA-22..24)."""

    character: str
    target: str


class AttackTarget(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    unit: str | None = None
    at: Hex | None = None


class Attack(Command, frozen=True, tag="attack"):
    """Attack with one equipped weapon (LA-25, CB-1..CB-29, R-F-6): single fire, auto fire (each extra
    target within range 2 of the previous, CB-25), a throw (CB-24, R-F-28), Propagation (the initial
    target first, then the units beside it it reaches, CB-23, R-F-25) or Dispersion (CB-22, R-F-26)."""

    character: str
    weapon: str
    mode: Literal["single", "auto", "throw", "propagation", "dispersion"]
    targets: list[AttackTarget]
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
    item: str
    at: str | None = None


class Impulse(Command, frozen=True, tag="impulse"):
    """The character board's once-per-mission impulse (UA-1, L823-825)."""

    character: str


class EndTurn(Command, frozen=True, tag="end_turn"):
    """The seat is done with ``character`` for this players' turn (PT-5, R-F-12); the turn ends when
    every character still in play is done."""

    character: str


class PassFreeAttack(Command, frozen=True, tag="pass_free_attack"):
    """Forgo the Amanites' free attack ``character`` is owed (R-F-42); the next one comes."""

    character: str


class Choose(Command, frozen=True, tag="choose"):
    """Answer a prompt: an enemy's tie (EN-16, R-F-34), an Instabilité tie (R-F-46), a start star."""

    prompt: str
    value: str


class React(Command, frozen=True, tag="react"):
    """Use or pass the reaction talent offered now (Coup de chance, Abdos en acier, Second souffle;
    TL-9): ``prompt`` is the open reaction's prompt id, as listed."""

    prompt: str
    use: bool


class AllyMove(Command, frozen=True, tag="ally_move"):
    """Move a controlled ally (AL-2, L605) step by step with its board's MP; any seat may command it
    during the players' turn, first come first served (R-F-12). ``careful`` pays 1 MP for each zone of
    control left instead of taking its free attack (R-F-18)."""

    ally: str
    path: list[Hex]
    careful: bool = False


class AllyAttack(Command, frozen=True, tag="ally_attack"):
    """A controlled ally attacks once with one of its board's weapons (AL-2; R-F-6 per weapon)."""

    ally: str
    weapon: str
    target: Hex


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
