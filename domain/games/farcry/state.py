"""The state a Far Cry match folds into, and the box's constants it counts with (types only so far).

Positions are axial `Hex` values (encoded as ``[q, r]``); collections keyed by hex are lists of
placements, because JSON object keys must be strings. Hidden things (face-down loot and leaves, the
madness deck, the anecdote cards, stress cards drawn face down) are plain fields here; views and
``event_view`` hide them, ``resample_hidden`` reshuffles them (SU-3, MD-9, AN-2).
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.games.farcry.campaign.save import CampaignSave
from domain.games.farcry.explorations.state import ExplorationState
from domain.games.farcry.tactical.dice import AttackRoll, DieKind, DieRoll
from domain.games.farcry.tactical.hexes import Hex

START_BANDAGES = 2
"""LA-24, L811: 2 bandage tokens at each mission start (SU-11, L302)."""
START_IMPULSES = 1
"""SU-11, L302: one impulse token."""
MADNESS_THRESHOLDS: tuple[tuple[int, int, int], ...] = ((5, 1, 0), (10, 0, 1), (15, 1, 1))
"""MD-7, L1196: (counter, +max HP, +max MP), cumulative."""
TIERS: tuple[int, ...] = (0, 5, 10)
"""Madness tiers of the stress cards (L1210-1214)."""
COLOUR_ORDER: tuple[str, ...] = ("red", "blue", "green", "yellow")
"""EN-3, L1048: several enemies of one type act red, blue, green, yellow."""

Phase = Literal["preparation", "mission", "debriefing", "exploration", "finished"]
"""The campaign's phases (issue 14): a saved mission ends in "debriefing" until its save is written
(or restored), then "exploration" or "preparation"; "finished" ends a match with no save (EM-14)."""
Step = Literal["event", "players", "enemies"]


class Carried(msgspec.Struct, kw_only=True):
    """A weapon a character has: equipped in hand, in a holster, or beside the board (LA-2)."""

    weapon: str
    ammo: int | None
    place: Literal["hand", "holster", "beside", "save_bag"]
    used: bool = False
    """Tilted this turn (CB-3, L855; R-F-6: one attack per weapon)."""
    accessories: list[str] = []
    """Accessories attached to this weapon (INV-10..INV-13): they stay on it for the mission."""


class Effect(msgspec.Struct, frozen=True, kw_only=True):
    """A potion's lasting effect (L453-461): it holds through round ``until`` (this turn: this round)."""

    code: str
    """The effect's id (the potion's)."""
    until: int
    """The last round it holds through (1-based)."""


class CharacterState(msgspec.Struct, kw_only=True):
    character: str
    seat: int
    at: Hex | None
    hp: int
    max_hp: int
    mp: int
    max_mp: int
    weapons: list[Carried]
    talents: list[str]
    holsters: list[str]
    bag: str | None = None
    """The bag tile from the save (INV-3): its slots are the item cards carried; none: 1 (INV-2)."""
    bandages: int = START_BANDAGES
    impulses: int = START_IMPULSES
    machete_tokens: int = 1
    madness: int = 0
    """The counter, saved between missions (MD-6); mission 0 starts on 7 (MD-15)."""
    madness_tokens: int = 0
    """Gained this mission by kills (MD-1..MD-3); counted on success."""
    bleeding: bool = False
    blocage: bool = False
    blocage_next: bool = False
    """R-F-11: the Blocage came in this character's own turn, so it holds from the next one."""
    stress_card: str | None = None
    stress_face_up: bool = False
    ko: bool = False
    exited: bool = False
    done: bool = False
    """R-F-12: the seat's "done" flag for this character."""
    attacked: bool = False
    reloaded: bool = False
    limited: list[str] = []
    """Limited actions already taken this turn (PT-3): "switch", "item", "reload", "takedown", ..."""
    talents_used: list[str] = []
    talents_flipped: list[str] = []
    leaves: list[str] = []
    loot: list[str] = []
    items: list[str] = []
    """Item cards carried (INV-2, L350: one without a bag); a Molotov loot gives one (MV-22)."""
    xp_tokens: int = 0
    xp: int = 0
    """XP earned during the mission (Cruauté, MD-13)."""
    lucky: bool = False
    """Balle porte-bonheur used and not yet spent: the next shot succeeds (L1263)."""
    sure_melee: bool = False
    """Au bon endroit used and not yet spent: the next melee attack succeeds, damage doubled (L1288)."""
    raging: bool = False
    """Rage sanglante held this players' turn: 3 HP or less at its start (L1295)."""
    borrowed: str | None = None
    """Puis-je ? (L1268): the ranged weapon of the enemy just taken down, usable once this turn."""
    last_target: Hex | None = None
    """The hex this turn's last attack aimed at (Artiste du couteau's "same target", L1310)."""
    money_tokens: int = 0
    ink: int = 0
    """M5's ink tokens (designed, `tactical.ink`): one per ink puddle stepped onto."""
    discard: list[str] = []
    """SU-14 (L316): the player's discard area; used item cards go there (EM-7, EM-11)."""
    effects: list[Effect] = []
    """Potions' effects still running (Main verte, Répulsif pour animaux, À l'épreuve du feu, ...)."""
    instability_weapon: str | None = None
    """R-F-46: the weapon an Instabilité attack used at the madness step, before the players' turn:
    it stays tilted for that turn (and forbids reloading) when the turn straightens the others."""


class UnitState(msgspec.Struct, kw_only=True):
    """An enemy, animal or ally on a coloured base; ``uid`` is "<unit>-<colour>"."""

    uid: str
    unit: str
    colour: str
    at: Hex | None
    hp: int
    bleeding: bool = False
    blocage: bool = False
    blocage_next: bool = False
    """R-F-11: the Blocage came in this unit's own side's turn, so it holds from the next one."""
    stunned: bool = False
    caged: bool = False
    behaviour_step: int = 0
    target: str | None = None
    mp_spent: int = 0
    """A controlled ally's MP spent this players' turn (AL-2)."""
    used: list[str] = []
    """A controlled ally's weapons that attacked this players' turn (R-F-6)."""


class TileState(msgspec.Struct, kw_only=True):
    kind: str
    at: Hex
    damage: int = 0


class Token(msgspec.Struct, kw_only=True):
    """A face-down loot or leaf token, or a thrown weapon lying on a hex."""

    kind: str
    at: Hex
    face_up: bool = False
    """A loot turned up that could not be taken stays on its hex, now known (R-F-19, MV-23)."""


class Paused(msgspec.Struct, frozen=True, kw_only=True):
    """An enemy's behaviour stopped between two instructions while players make their Amanite free
    attacks (R-F-42): the chain goes on from ``step`` with ``mp`` once they have."""

    uid: str
    step: int
    mp: int


class Wound(msgspec.Struct, frozen=True, kw_only=True):
    """Damage a player dealt, by any means (R-F-30): what "wound Vaas" or "deal damage with a coconut"
    objectives read."""

    uid: str
    source: str
    by: str


class Kill(msgspec.Struct, frozen=True, kw_only=True):
    """Who died and how (R-F-30: each damage carries a source; objectives read it)."""

    uid: str
    source: str
    by: str | None
    round: int = 0
    """The round of the kill (M5's "Rien ne résiste": every character kills a minion in one round)."""
    at: Hex | None = None
    """Where the unit died (M6's "Dans les 2 zones": its zone, `tactical.bunker`)."""
    seated: bool = False
    """The killer sat in a machine-gun seat (M6's "Tenez la position !", TI-2)."""
    weapon: str | None = None
    """The weapon whose attack dealt a "weapon" kill (M7's "Ça tue les légendes": the Silver Dragon)."""


class Offer(msgspec.Struct, kw_only=True):
    """A give/exchange waiting for the receiving seat's answer (LA-18, R-F-49)."""

    character: str
    to: str
    bandages: int = 0
    weapons: list[str] = []
    items: list[str] = []


class EnemyChoice(msgspec.Struct, kw_only=True):
    """A move an enemy's behaviour leaves to the players (EN-16, R-F-34): the chain waits for it.

    ``step`` is the behaviour instruction being played and ``mp`` what is left of the activation's
    pool (R-F-35) before the chosen move is paid."""

    uid: str
    kind: Literal["move", "cover"]
    options: list[Hex]
    mp: int
    step: int


class Aim(msgspec.Struct, frozen=True, kw_only=True):
    """One (weapon, target hex) an Instabilité attack may take (R-F-46)."""

    weapon: str
    """The weapon id."""
    at: Hex
    """The target hex, as `[q, r]`."""


class Unstable(msgspec.Struct, kw_only=True):
    """An Instabilité attack whose weapon or nearest target ties: the player picks (R-F-46)."""

    character: str
    options: list[Aim]


class AttackSpec(msgspec.Struct, frozen=True, kw_only=True):
    """An attack as declared, with the modifiers its author brought: what is needed to finish it
    after a reaction paused it between a target's dice and their consequences."""

    attacker: str
    """The character id or unit uid attacking."""
    weapon: str
    """The weapon's id."""
    mode: Literal["single", "auto", "throw", "zoc", "propagation", "dispersion"]
    """The fire mode: `single`, `auto`, `throw`, `zoc`, `propagation` or `dispersion`."""
    targets: list[Hex]
    """The target hexes in order, each `[q, r]`."""
    shift: int = 0
    """The net die shift its author's modifiers bring (+1 an upgrade, -1 a degradation, R-F-20)."""
    sure: bool = False
    """True for a guaranteed success (Balle porte-bonheur)."""
    extra_damage: int = 0
    """Damage added to each hit (talents, effects)."""
    multiplier: int = 1
    """Au bon endroit (L1288): the damage doubled, or tripled at 10+."""
    first_bonus: int = 0
    """Répandre l'amour and Tour humaine at 10+ (L1266-1267): +1 damage to the initial target."""
    steady: bool = False
    """Tour humaine (L1267, R-F-27): the auto-fire die degrades from the second extra target."""
    miss_splash: bool = False
    """Gâchette rapide at 10+ (L1264): a missed second shot hits the healthiest unit nearest the target."""
    shares: list[str] = []
    """Dispersion (R-F-26): one damage point per entry moved from the target to that unit."""
    animal_bonus: int = 0
    """Chasseur mortel (L460): +1 damage to animals this turn."""
    discount: int = 0
    """Répandre l'amour (L1266): Propagation costs this much ammo less."""
    no_cover: bool = False
    """True when the target's cover does not count (the zip-line shot, R-F-15)."""
    cover_choice: list[Hex] = []
    """The cover hexes the attacker picked among those tied as nearest the target (R-F-23)."""
    free: bool = False
    """True for an Amanites free attack (R-F-42): no action spent."""


ReactionTalent = Literal["coup_de_chance", "abdos_en_acier", "second_souffle"]

DieCause = Literal["takedown", "steel_abs", "knife_bonus", "nest", "amanites"]
"""The dice other than an attack's that Coup de chance re-rolls (L1309): the takedown die, Abdos en
acier's cover die, Artiste du couteau's red die, and the walker's Komodo nest and Amanites dice."""


class HeldDie(msgspec.Struct, frozen=True, kw_only=True):
    """A die other than an attack's, rolled by Coup de chance's owner, that went against them: its
    consequences wait for the answer (L1309). ``die`` is the die rolled again; ``target`` the
    takedown's victim; ``at`` the nest or Amanites hex and ``walked`` the hex its walker stepped on."""

    cause: DieCause
    """Which die it is: the `takedown` die, Abdos en acier's (`steel_abs`), Artiste du couteau's (`knife_bonus`), a
    `nest`'s or the `amanites`'."""
    die: DieKind
    """The die's colour, rolled again on a reroll."""
    roll: DieRoll
    """The die as rolled."""
    target: str | None = None
    """The takedown's victim uid; `null` otherwise."""
    at: Hex | None = None
    """The nest's or Amanites' hex, as `[q, r]`; `null` otherwise."""
    walked: Hex | None = None
    """The hex the walker stepped on, as `[q, r]`; `null` otherwise."""


class Reaction(msgspec.Struct, kw_only=True):
    """A talent offered out of turn, at the moment the rules name (TL-9, R-F-47): its owner uses it
    or passes before anything else happens, or it lapses at ``deadline`` (a match option).

    ``attack`` and what follows are the attack it interrupts: ``step`` is the target whose dice were
    just rolled (``roll``), not yet applied; ``asked`` the reactions already offered on that roll.
    ``held`` is a die other than an attack's, offered to Coup de chance (the attack, if any, waits too)."""

    character: str
    talent: ReactionTalent
    deadline: float | None = None
    attack: AttackSpec | None = None
    step: int = 0
    target: str | None = None
    roll: AttackRoll | None = None
    cover_hit: Hex | None = None
    asked: list[str] = []
    held: HeldDie | None = None
    """Coup de chance on a die other than an attack's: what waits for it (`reactions.reroll_held`)."""


class FarCryState(msgspec.Struct, kw_only=True):
    mission: str
    seats: int
    friendly_fire: bool
    round_board: str
    last_round: int
    phase: Phase = "mission"
    round: int = 1
    step: Step = "event"
    characters: list[CharacterState] = []
    units: list[UnitState] = []
    reserve: list[UnitState] = []
    chain: list[str] = []
    tiles: list[TileState] = []
    fire: list[Hex] = []
    loot: list[Token] = []
    leaves: list[Token] = []
    dropped: list[Token] = []
    loot_box: list[str] = []
    madness_deck: list[str] = []
    madness_returned: list[str] = []
    anecdote_when: list[str] = []
    anecdote_where: str | None = None
    anecdote_what: str | None = None
    anecdote_done: bool = False
    conditions_done: list[int] = []
    kills: list[Kill] = []
    wounds: list[Wound] = []
    queue: list[str] = []
    """The enemy queue (M3): units waiting for a "Des intrus !" symbol, first one first."""
    doors: list[Token] = []
    """M6's bunker-door tiles still face down and what each hides ("empty": nothing, R-F-57): hidden
    from every seat (`hidden`), never in a view."""
    out: list[str] = []
    """The unit boards of the allies that left by an exit (M6's Rakyats, "units_out")."""
    tiles_triggered: list[str] = []
    """The kind of every tile set off (M2: "Déclenchez toutes les tuiles Amanites")."""
    released: list[str] = []
    """Groups of units the destroyed vine walls let in (M2, R-F-55)."""
    free_attacks: list[str] = []
    """R-F-42: who still owes the Amanites' free attack, players first (seat order), then the others."""
    paused: Paused | None = None
    offer: Offer | None = None
    acted: list[str] = []
    """Chain units that have played this enemies' turn (EN-2)."""
    enemy_choice: EnemyChoice | None = None
    objectives_met: list[str] = []
    result: Literal["success", "failure"] | None = None
    save: CampaignSave | None = None
    """The campaign save (EM-15): kept when a saved mission starts, restored by a failure (R-F-52),
    rewritten by a success's debriefing; ``None`` for mission 0, never saved (EM-14, R-F-5)."""
    unstable: list[Unstable] = []
    """R-F-46: Instabilité attacks waiting for their player's choice; every other action waits too."""
    reactions: list[Reaction] = []
    """Talents offered out of turn (Coup de chance, Abdos en acier, Second souffle), first one open."""
    reaction_seconds: int = 120
    """How long a reaction waits for its owner before it lapses (the ``reaction_seconds`` option)."""
    exploration: ExplorationState | None = None
    """The exploration in progress in phase "exploration" (`exploration`, L1312-1386)."""
    campaign: bool = False
    """The match goes on after its mission (the ``campaign`` option): preparation, then the next one."""
    ready: list[int] = []
    """Seats ready to leave the preparation (`preparation`)."""
    ending: list[int] = []
    """Seats that voted to end the campaign in this preparation (`EndCampaign`)."""
    campaign_ended: bool = False
    """Every seat voted to end the campaign (`CampaignEnded`): the match is over."""
    ruses: list[Token] = []
    """M7 (L2100, R-F-74): the Vaas ruse tokens lying face down on the board (their faces hidden)."""
    ruse_held: str | None = None
    """M7 (L1504): the face of the ruse token on the Traitor's board while he holds it (hidden)."""
    ruse_holder: str | None = None
    """M7: the unit (uid) holding ``ruse_held`` (the Traitor)."""
    vaas_ruses: list[str] = []
    """M7 (L1508): the ruse faces Vaas took, face up on his board (R-F-74: what they give is designed)."""
    striking: str | None = None
    """The weapon of the last attack resolved (`Kill.weapon`); bookkeeping, never a rule's input."""


def under(c: CharacterState, code: str, round_now: int) -> bool:
    """Whether a potion's effect ``code`` holds for ``c`` in round ``round_now``."""
    return any(e.code == code and round_now <= e.until for e in c.effects)


def madness_bonus(counter: int) -> tuple[int, int]:
    """(+max HP, +max MP) the madness counter gives (MD-7, L1196): 7 gives +1 HP (MD-15, L1663)."""
    hp = sum(h for at, h, _ in MADNESS_THRESHOLDS if counter >= at)
    mp = sum(m for at, _, m in MADNESS_THRESHOLDS if counter >= at)
    return hp, mp


def tier(counter: int) -> int:
    """The stress tier a counter reads (L1210-1214; 7 is tier 5+, L1231)."""
    return max(t for t in TIERS if counter >= t)


def copy_state(state: FarCryState) -> FarCryState:
    """A deep copy (the msgpack round trip snapshots use): deciding never mutates its input."""
    return msgspec.msgpack.decode(msgspec.msgpack.encode(state), type=FarCryState)
