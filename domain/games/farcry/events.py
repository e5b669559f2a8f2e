"""The facts of a Far Cry match (types; set-up events are emitted by `setup.start`).

``chance`` events record shuffles and die faces; ``reveals`` events make a secret known to some seat.
Fields a seat may not see are ``None`` in its redacted copy (`views.event_view`): the loot and leaf
kinds face down on the board (SU-3, L278), the madness deck (SU-7), the anecdote cards (AN-2, L1394)
and a stress card drawn face down, hidden even from its owner (MD-9, L1204).
The game is registered, so these are stored: a changed shape needs a ``schema_version`` and an
upcaster (docs/engine.md), never an edit in place.
"""

from __future__ import annotations

from typing import ClassVar, Literal

import msgspec

from domain.contract import Event
from domain.games.farcry.campaign.save import CampaignSave
from domain.games.farcry.state import Aim, AttackSpec, HeldDie, ReactionTalent
from domain.games.farcry.tactical.dice import AttackRoll, DieRoll
from domain.games.farcry.tactical.hexes import Hex


class PlacedTile(msgspec.Struct, frozen=True, kw_only=True):
    kind: str
    """The tile's kind (a box tile id: "crate", "red_barrel", "cage"...)."""
    at: Hex
    """The hex it stands on."""


class FaceDown(msgspec.Struct, frozen=True, kw_only=True):
    """A face-down token: where everyone sees it, what only the redacted copy hides."""

    at: Hex
    """The hex the token lies on, seen by everyone."""
    kind: str | None
    """What the token is (a loot kind, a leaf colour, a ruse face); ``None`` in a seat's copy."""


class PlacedUnit(msgspec.Struct, frozen=True, kw_only=True):
    uid: str
    """The unit's id in this match (its board and colour, e.g. "decapiteur-red"), as `uid` everywhere."""
    unit: str
    """Its board's id (content `units.json`)."""
    colour: str
    """Its colour, telling units of one board apart."""
    at: Hex | None
    """The hex it is set on, as `[q, r]`; `null` for a unit kept off the board (the reserve, a queue)."""
    hp: int
    """Its health points at the start: its board's maximum."""
    caged: bool = False
    """Set in a cage tile: out of the chain until freed (TI-8, R-F-43)."""


class WeaponGiven(msgspec.Struct, frozen=True, kw_only=True):
    weapon: str
    """The weapon's id (content `weapons.json`)."""
    ammo: int | None
    """Ammunition loaded, in rounds; `null` for a weapon without ammunition (melee, thrown)."""
    place: Literal["hand", "holster", "beside", "save_bag"]
    """Where it goes: equipped in `hand`, in a `holster`, `beside` the board or in the `save_bag` (LA-1..LA-3)."""
    accessories: list[str] = []
    """The accessory ids fitted on it (a scope, a silencer...)."""


class MissionPrepared(Event, frozen=True, tag="mission_prepared"):
    """MISE EN PLACE (L270-296): boards, round board, tiles, face-down loot and leaves drawn at random,
    the madness deck and anecdote factory shuffled, the enemies on their bases and the chain."""

    chance: ClassVar[bool] = True
    mission: str
    """The mission's id (``mission_0`` to ``mission_6``)."""
    seats: int
    """The number of seats at the table (1 to 4)."""
    friendly_fire: bool
    """The ``friendly_fire`` option: attacks may hit the players' own side."""
    round_board: str
    """The round board's id (one per mission)."""
    last_round: int
    """The round board's last round: the mission fails when it ends with the primary objective unmet."""
    tiles: list[PlacedTile]
    """The tiles laid on the board at the start, face up (crates, barrels, cages, doors...)."""
    loot: list[FaceDown]
    """The face-down loot tokens laid on the board, each with its hex."""
    leaves: list[FaceDown]
    """The face-down leaf tokens laid on the board, each with its hex."""
    loot_box: list[str] | None
    """The loot tokens left in the box, in order; `null` in a seat's copy (hidden)."""
    madness_deck: list[str] | None
    """The shuffled madness deck, top first; `null` in a seat's copy (hidden)."""
    madness_count: int
    """How many cards the madness deck holds (public)."""
    anecdote_when: list[str] | None
    """The shuffled "Quand" anecdote cards, top first; `null` in a seat's copy (hidden)."""
    anecdote_when_count: int
    """How many "Quand" anecdote cards there are (public)."""
    anecdote_where: str | None
    """The "Où" anecdote card drawn for the mission; `null` in a seat's copy until revealed."""
    anecdote_what: str | None
    """The "Quoi" anecdote card drawn for the mission; `null` in a seat's copy until revealed."""
    units: list[PlacedUnit]
    """The units set on the board at the start."""
    reserve: list[PlacedUnit]
    """The units kept off the board, to come in later (a group behind a vine wall, a queue)."""
    chain: list[str]
    """The chain: unit ids in the order they act in the enemies' turn (by rank, EN-4)."""
    queue: list[str] = []
    """The enemy queue's order (M3, L1840-1844), drawn at random and shown on the round board."""
    doors: list[FaceDown] = []
    """M6 (L2063): the bunker-door tiles dealt face down at random over their spots: what each hides
    ("empty" for the fourth, R-F-57) is cut out of every seat's copy."""
    reaction_seconds: int = 120
    """The ``reaction_seconds`` option: how long a reaction talent waits for its owner."""
    campaign: bool = False
    """The ``campaign`` option: the match goes on to the preparation and the next mission."""


class CharacterReady(Event, frozen=True, tag="character_ready"):
    """MISE EN PLACE, players (L300-318) with mission 0's kit (L1663-1670, R-F-53): on a start star,
    HP and MP dials at their maximum, bandages, impulse, weapons and talent."""

    seat: int
    """The seat playing this character (0-based)."""
    character: str
    """The character's id (content `characters.json`), as `character` everywhere."""
    kit: int | None
    """The index of the mission 0 kit it took (L1663-1670); `null` when the kit comes from the campaign save."""
    at: Hex
    """The start star it stands on, as `[q, r]`."""
    max_hp: int
    """Maximum health points (its board's)."""
    max_mp: int
    """Maximum movement points per players' turn (its board's)."""
    madness: int
    """Madness tokens held at the start (from the save; 0 in mission 0)."""
    bandages: int
    """Bandage tokens held."""
    impulses: int
    """Impulses left (the board's once-per-mission action, UA-1)."""
    weapons: list[WeaponGiven]
    """The weapons it starts with and where each goes."""
    talents: list[str]
    """Its talent card ids (content `talents.json`)."""
    holsters: list[str]
    """The holster ids on its board (each holds one weapon, LA-2)."""
    items: list[str] = []
    """Item cards from the save (SU-12, L308-310)."""
    bag: str | None = None
    """The bag tile from the save (INV-3)."""
    leaves: list[str] = []
    """Leaf colours held from the save (used for potions)."""


class RoundStarted(Event, frozen=True, tag="round_started"):
    """RND-5 (L481), R-F-7: the round token moves (not in round 1)."""

    round: int
    """The round now begun (1-based), as on the round board."""


class AnecdoteTurned(Event, frozen=True, tag="anecdote_turned"):
    """AN-4..AN-6 (L1398-1402): the top "Quand" card; when it is "C'est le moment !" the "Où" and
    "Quoi" cards are revealed with it."""

    reveals: ClassVar[bool] = True
    card: str
    """The "Quand" card turned (content `anecdotes.json`)."""
    now: bool
    """True when it is "C'est le moment !": the anecdote happens now."""
    where: str | None = None
    """The "Où" card revealed with it; `null` unless `now`."""
    what: str | None = None
    """The "Quoi" card revealed with it; `null` unless `now`."""


class StressDrawn(Event, frozen=True, tag="stress_drawn"):
    """MD-9 (L1204): the top madness card face down on the board, hidden from everyone."""

    character: str
    """The character whose board takes the stress card."""
    card: str | None
    """The madness card's id; `null` in every seat's copy (face down, hidden from everyone)."""


class StressTurned(Event, frozen=True, tag="stress_turned"):
    """MD-11, R-F-8: turned face up and applied at the owner's tier."""

    reveals: ClassVar[bool] = True
    character: str
    """The character whose stress card is turned."""
    card: str
    """The madness card's id (content `madness.json`)."""
    tier: int
    """The madness tier its effect is applied at (from the owner's madness tokens, MD-11)."""


class Moved(Event, frozen=True, tag="moved"):
    """A movement action (MV-2..MV-16): kind, path, MP paid, careful payments."""

    who: str
    """The character id or unit uid that moved."""
    kind: Literal["step", "jump", "zip", "climb"]
    """How it moved: a `step` (MV-2), a `jump` over an obstacle, a `zip` line or a `climb`."""
    path: list[Hex]
    """The hexes entered, in order, each `[q, r]`; the last is where it stopped."""
    mp: int
    """Movement points paid for the whole move."""
    careful_for: list[str] = []
    """The enemy uids a careful move paid an extra MP to pass unnoticed (MV-16)."""
    provoked: list[str] = []
    """Enemies whose zone of control this move left unpaid: each gets its free attack first (R-F-17)."""


class AttackResolved(Event, frozen=True, tag="attack_resolved"):
    """One attack on one target (CB-1..CB-29): weapon, target, dice as rolled, cover hit if any."""

    chance: ClassVar[bool] = True
    attacker: str
    """The character id or unit uid attacking."""
    weapon: str
    """The weapon's id (content `weapons.json`)."""
    target: str | None
    """The character id or unit uid hit at; `null` when the hex held no unit (a tile or an empty hex)."""
    at: Hex
    """The target hex, as `[q, r]`."""
    roll: AttackRoll
    """The dice as rolled: the die chosen, attack die, cover die and the `result`."""
    cover_hit: Hex | None = None
    """The cover tile's hex the cover die sent the hit to (`result` "cover"); `null` otherwise."""
    reroll: bool = False
    """Coup de chance (L1309): the same target's dice rolled again; no second ammo (CB-27)."""
    ammo: int = 1
    """Ammo this target cost (CB-27; 0 for the Propagation target Répandre l'amour pays for, L1266)."""


class TakedownTried(Event, frozen=True, tag="takedown_tried"):
    """LA-12..LA-16 (L763-775): the takedown die and whether the victim died.

    ``thrown``: Élimination à distance's blade, left on the target's hex (L1307); ``borrow``: the
    victim's ranged weapon Puis-je ? lets the taker use once this turn (L1268)."""

    chance: ClassVar[bool] = True
    character: str
    """The character attempting the takedown."""
    target: str
    """The unit uid taken down."""
    roll: DieRoll | None
    """The takedown die (by the target's HP left, LA-15); `null` when no die is needed (automatic)."""
    success: bool
    """True when the victim died."""
    thrown: str | None = None
    """The blade's weapon id left on the target's hex (Élimination à distance); `null` otherwise."""
    borrow: str | None = None
    """The victim's ranged weapon id usable once this turn (Puis-je ?); `null` otherwise."""


class Damaged(Event, frozen=True, tag="damaged"):
    """HP lost, with its source for kill attribution (R-F-30)."""

    who: str
    """The character id or unit uid that lost HP."""
    amount: int
    """Health points lost (never more than it had)."""
    source: str
    """What dealt it: a weapon id, or a hazard ("acid", "rubble", "fire", "bleeding"...)."""
    by: str | None = None
    """The character id or unit uid credited with it (kill attribution, R-F-30); `null` for none."""


class UnitRemoved(Event, frozen=True, tag="unit_removed"):
    """A unit out of the mission: killed, fled (animals, ST-2), stunned (ST-3), exited (TI-11)."""

    who: str
    """The character id or unit uid removed."""
    why: Literal["killed", "fled", "stunned", "exited", "knocked_out"]
    """Why: `killed`, `fled` (an animal, ST-2), `stunned` (ST-3), `exited` by the exit (TI-11) or `knocked_out` (a
    character at 0 HP, KO-1)."""
    source: str | None = None
    """What removed it (a weapon id or a hazard, as `Damaged.source`); `null` for an exit."""
    by: str | None = None
    """The character id or unit uid credited with it; `null` for none."""


class TurnEnded(Event, frozen=True, tag="turn_ended"):
    """PT-5 (L563), PT-10 (L1054): the players' or the enemies' turn is over."""

    side: Literal["players", "enemies"]
    """Whose turn ended: the `players` or the `enemies`."""


class MissionEnded(Event, frozen=True, tag="mission_ended"):
    """EM-1, EM-2 (L577-579): success or failure, the objectives met, the save (never for mission 0)."""

    result: Literal["success", "failure"]
    """The mission's outcome."""
    reason: str
    """Why it ended: "objective" (success), or the failure's cause ("player_ko", "all_ko", "escort_lost", "relic_lost",
    "no_player_left", "last_round")."""
    objectives: list[str]
    """The objective ids met (content `missions.json`); empty on a failure."""
    saved: bool
    """True when the campaign save was written (never for mission 0)."""


# --- combat, statuses, madness and tiles (folded by `evolve_combat`) ---------------------------------


class AttackDeclared(Event, frozen=True, tag="attack_declared"):
    """CB-1..CB-3 (L843-855), R-F-6: the weapon is tilted, auto fire's extra targets paid 1 MP each
    (CB-25, R-F-27); a thrown weapon leaves the inventory and lies on the target hex (CB-24, R-F-28)."""

    attacker: str
    """The character id or unit uid attacking."""
    weapon: str
    """The weapon's id (content `weapons.json`)."""
    mode: Literal["single", "auto", "throw", "zoc", "propagation", "dispersion"]
    """The weapon's fire mode: `single`, `auto` (extra targets, CB-25), `throw` (CB-24), `zoc` (zone), `propagation` or
    `dispersion`."""
    targets: list[Hex]
    """The target hexes, in order, each `[q, r]`."""
    mp: int = 0
    """Movement points paid for auto fire's extra targets (1 each, CB-25)."""
    sure: bool = False
    """Balle porte-bonheur spent on this attack (L1263)."""
    free: bool = False
    """An Amanites free attack (R-F-42): outside the turn's limits, the weapon not tilted."""
    sure_melee: bool = False
    """Au bon endroit spent on this attack (L1288): sure success, damage multiplied."""
    boost: bool = False
    """Répandre l'amour or Tour humaine at 10+ (L1266-1267): 1 more ammo for +1 damage."""
    borrowed: bool = False
    """Puis-je ? (L1268): the victim's weapon, not the attacker's: nothing tilted, no ammo."""


class StatusGiven(Event, frozen=True, tag="status_given"):
    """CB-32 (L994): a Bleeding (ST-10) or Blocage (ST-4) token on a unit."""

    who: str
    """The character id or unit uid given the status."""
    status: Literal["bleeding", "blocage"]
    """The status token: `bleeding` (ST-10) or `blocage` (ST-4)."""
    by: str | None = None
    """The character id or unit uid whose hit gave it; `null` for none."""


class StatusCleared(Event, frozen=True, tag="status_cleared"):
    """A status token discarded: Blocage at the end of the unit's turn (ST-4, R-F-11), a bandage."""

    who: str
    """The character id or unit uid losing the status."""
    status: Literal["bleeding", "blocage"]
    """The status token discarded: `bleeding` or `blocage`."""


class Healed(Event, frozen=True, tag="healed"):
    """ST-11 (L1444): HP restored, never above the maximum (``amount`` is what was regained)."""

    who: str
    """The character id or unit uid healed."""
    amount: int
    """Health points regained."""
    source: str
    """What healed it: a potion, talent or effect id ("adrenaline", "ruse", "amanites"...)."""


class FireSpread(Event, frozen=True, tag="fire_spread"):
    """ST-6, ST-7 (L1430-1432), TI-1: fire tokens on hexes not yet burning; loot and leaf tokens
    there leave the game."""

    hexes: list[Hex]
    """The hexes set burning, each `[q, r]`."""


class TileDamaged(Event, frozen=True, tag="tile_damaged"):
    """CB-37 (L1012), R-F-23, R-F-24: damage tokens on a tile hit directly or through the cover die."""

    at: Hex
    """The damaged tile's hex, as `[q, r]`."""
    kind: str
    """The tile's kind (a box tile id: "crate", "red_barrel"...)."""
    amount: int
    """Damage tokens put on it."""
    by: str | None = None
    """The character id or unit uid whose attack hit it; `null` for none."""


class TileDestroyed(Event, frozen=True, tag="tile_destroyed"):
    """A barrel exploding (TI-1), a crate breaking into a face-down loot token drawn at random (TI-4), a
    vine wall collapsing (TI-17) or a mine going off (MV-25)."""

    chance: ClassVar[bool] = True
    at: Hex
    """The destroyed tile's hex, as `[q, r]`."""
    kind: str
    """The tile's kind (a box tile id: "red_barrel", "crate", "vine_wall", "mine"...)."""
    loot: str | None = None
    """The loot token a crate broke into (its kind, now public); `null` otherwise."""


class RubbleFell(Event, frozen=True, tag="rubble_fell"):
    """TI-3, R-F-40 (L2197-2199): a stone pillar collapsed; rubble on its hex and every adjacent hex of
    the board. The tiles, tokens and fire there leave the game; the units there die (their own events
    follow). Rubble is an obstacle for the rest of the mission: jumpable, not a cover."""

    at: Hex
    """The collapsed pillar's hex, as `[q, r]`."""
    hexes: list[Hex]
    """Every hex rubble now covers (the pillar's and its neighbours on the board)."""


class RelicPlaced(Event, frozen=True, tag="relic_placed"):
    """M4 (L1903, L1941): the Silver Dragon token lies face up on its hex at the start (designed where),
    picked up like a thrown weapon (R-F-19)."""

    weapon: str
    """The relic's weapon id (the Silver Dragon)."""
    at: Hex
    """The hex it lies on, as `[q, r]`."""


class PlatformCollapsed(Event, frozen=True, tag="platform_collapsed"):
    """M4 (L1917-1932, R-F-72): a platform fell into the acid: its hexes become acid; the suspension
    bridges touching it (``bridges``) fall too; tiles, tokens and fire on them leave the game; the units
    there die (their own events follow)."""

    platform: str
    """The platform's id on mission 4's map."""
    hexes: list[Hex]
    """The platform's hexes, now acid."""
    bridges: list[Hex]
    """The suspension bridge hexes that fell with it."""


class BridgeRolled(Event, frozen=True, tag="bridge_rolled"):
    """TI-5 (L2205-2211), R-F-41: a unit stepped onto a suspension bridge and the black die was rolled;
    a symbol breaks the bridge (the `TileDestroyed` that follows)."""

    chance: ClassVar[bool] = True
    who: str
    """The character id or unit uid stepping onto the bridge."""
    at: Hex
    """The bridge's hex, as `[q, r]`."""
    roll: DieRoll
    """The black die: a symbol breaks the bridge."""


class ZipLineKill(Event, frozen=True, tag="zip_line_kill"):
    """R-F-30 (M4's "Tuez depuis une tyrolienne", L1911): ``victim`` was killed by ``character``'s
    zip-line shot or impact; recorded only in a mission whose objectives read it."""

    character: str
    """The character who shot from or hit with the zip line."""
    victim: str
    """The unit uid killed."""


class DoorTurned(Event, frozen=True, tag="door_turned"):
    """M6 (L2067-2069): a bunker-door tile turned face up for 1 MP (its `ObjectUsed`) and removed;
    ``unit`` is what it showed, a guard dog or a Rakyat, None for the empty one (R-F-57); the unit's
    `UnitPlaced` follows."""

    reveals: ClassVar[bool] = True
    character: str
    """Who turned it."""
    at: Hex
    """The tile's hex, where its unit now stands."""
    unit: str | None
    """The unit board the tile showed, None when it was the empty one."""


class ZoneChanged(Event, frozen=True, tag="zone_changed"):
    """M6 (L2073, R-F-57): a character or a controlled ally beside a bunker door goes through it to
    the paired hex on the other side, 2 MP (paid by its `ObjectUsed` or `AllyCommanded`)."""

    who: str
    """The character or the ally's unit id."""
    at: Hex
    """The hex on the other side of the door."""
    zone: Literal["outside", "bunker"]
    """The zone it is now in."""


class SeatTaken(Event, frozen=True, tag="seat_taken"):
    """TI-2 (L2179, L2185): a character takes a free machine-gun seat from an adjacent hex (1 MP, its
    `ObjectUsed`) and equips the Machine-gun card, never reloaded."""

    character: str
    """Who sits down."""
    at: Hex
    """The machine gun's hex."""


class SeatLeft(Event, frozen=True, tag="seat_left"):
    """TI-2 (L2179): a character leaves the machine-gun seat; the Machine-gun card stays with the seat;
    the step off the seat follows as its `Moved` (1 MP to leave and 1 MP the step)."""

    character: str
    """Who stands up."""


class GunBroken(Event, frozen=True, tag="gun_broken"):
    """TI-2 (L2191): the machine gun holds 6 damage or more and is unusable for the rest of the mission
    (its tile stays as a cover); its occupant, if any, is put on an adjacent hex (0 MP) and a seated
    character's Machine-gun card goes to the box."""

    at: Hex
    """The machine gun's hex."""
    who: str | None = None
    """The character or unit put off the seat (none when the seat was empty)."""
    to: Hex | None = None
    """Where it is put (designed: the first free adjacent hex in board order)."""


class QueueJoined(Event, frozen=True, tag="queue_joined"):
    """M6 (L2075, R-F-57): a dead enemy's figure goes on the enemy queue's lowest free number; the round
    board's queue spawn roll brings it back (`QueueAdvanced`)."""

    unit: str
    """The unit board of the figure."""
    number: int
    """Its number on the queue, 1 the next to come."""


class InkSpilled(Event, frozen=True, tag="ink_spilled"):
    """M5 (designed, `tactical.ink`): the Ink monster's step B left an ink puddle on each of ``hexes``."""

    by: str
    """The unit id of the Ink monster that spilled the ink."""
    hexes: list[Hex]
    """The hexes that now hold an ink puddle."""


class InkAbsorbed(Event, frozen=True, tag="ink_absorbed"):
    """M5 (designed, `tactical.ink`): ``character`` stepped onto the ink puddle on ``at``: the puddle is
    gone and the character holds one ink token more (the status token's ink face, L17-223)."""

    character: str
    """The character (id) who absorbed the puddle."""
    at: Hex
    """The hex whose puddle is gone."""


class WhereDrawn(Event, frozen=True, tag="where_drawn"):
    """M5 (L1983): an anecdote "Où" card drawn at random for an Ink minion's reinforcement; the minion
    enters at its location (the `UnitPlaced` that follows)."""

    chance: ClassVar[bool] = True
    card: str
    """The "Où" anecdote card drawn (its id in the anecdote content)."""
    unit: str
    """The unit id of the Ink minion that enters at the card's location."""


class WeaponAwarded(Event, frozen=True, tag="weapon_awarded"):
    """An objective's weapon card goes to the team (M5's primary, L1957: the Silver Dragon back from
    Vaas's board, R-F-73): to ``character``, beside the board (LA-2)."""

    character: str
    """The character (id) who receives the weapon card."""
    weapon: str
    """The weapon card's id."""


class CageOpened(Event, frozen=True, tag="cage_opened"):
    """TI-8 (L2223-2235), R-F-43: a hit on the cage frees its captive onto an adjacent hex."""

    at: Hex
    """The cage tile's hex, as `[q, r]`."""
    unit: str
    """The freed captive's unit uid."""
    to: Hex
    """The adjacent hex the captive is set on, as `[q, r]`."""


class MadnessGained(Event, frozen=True, tag="madness_gained"):
    """MD-1..MD-3 (L1182-1186): madness tokens for the player who dealt the killing blow."""

    character: str
    """The character who dealt the killing blow."""
    tokens: int
    """Madness tokens gained."""
    victim: str
    """The unit uid killed."""


class XpGained(Event, frozen=True, tag="xp_gained"):
    """Cruauté (MD-13, L1225): 100 XP per unit killed while the effect lasts."""

    character: str
    """The character gaining experience."""
    amount: int
    """Experience points gained."""
    why: str
    """What earned them (an effect id, e.g. "cruaute")."""


class TalentUsed(Event, frozen=True, tag="talent_used"):
    """LA-17, UA-2 (L791, L833): a once-per-turn or once-per-mission talent card used (TL-9)."""

    character: str
    """The character using the talent."""
    talent: str
    """The talent card's id (content `talents.json`)."""


class ImpulseUsed(Event, frozen=True, tag="impulse_used"):
    """UA-1 (L823-825): the character board's once-per-mission impulse; MP gains and reloads fold
    here, healing and cleared statuses follow as their own events."""

    character: str
    """The character using the impulse."""
    code: str
    """The impulse's effect code (its character board's)."""
    amount: int
    """The effect's amount (MP gained, HP healed...), in the effect's unit."""


class MadnessReturned(Event, frozen=True, tag="madness_returned"):
    """MD-12 (L1178, L1233), R-F-8: face-up stress cards go back into the deck, which is shuffled."""

    chance: ClassVar[bool] = True
    characters: list[str]
    """The characters whose face-up stress cards go back."""
    deck: list[str] | None
    """The reshuffled madness deck, top first; `null` in a seat's copy (hidden)."""
    deck_count: int
    """How many cards the madness deck now holds (public)."""


# -- the round loop and the players' non-combat actions (flow, movement, inventory) -------------------


class PlayersTurnStarted(Event, frozen=True, tag="players_turn_started"):
    """PT-1 (L527): used weapons and talents straightened; PT-7 (L235, L617-619): every MP dial back to
    its maximum; R-F-12: every character's "done" flag cleared."""

    round: int
    """The round whose players' turn begins (1-based)."""


class EnemiesTurnStarted(Event, frozen=True, tag="enemies_turn_started"):
    """The enemies' turn begins (RND-3, L471): the chain acts (the enemy phase)."""

    round: int
    """The round whose enemies' turn begins (1-based)."""


class CharacterDone(Event, frozen=True, tag="character_done"):
    """R-F-12: the seat declared this character done for the players' turn (any later action clears it)."""

    character: str
    """The character declared done."""


class Announced(Event, frozen=True, tag="announced"):
    """A round-board event that only tells the table something (RND-6, RND-7; designed messages)."""

    fr: str
    """The message, in French."""
    en: str
    """The message, in English."""


class ConditionMet(Event, frozen=True, tag="condition_met"):
    """RND-9 (L491-493): the round board's condition event ``index`` holds and is resolved, once."""

    index: int
    """The condition event's index on the mission's round board (0-based)."""


class UnitPlaced(Event, frozen=True, tag="unit_placed"):
    """A unit enters the board (PlaceUnit, AN-7): on its location or the nearest free hex (TI-15), and
    into the chain by rank (EN-4, L1050)."""

    uid: str
    """The unit's id in this match (board and colour, e.g. "decapiteur-red")."""
    unit: str
    """Its board's id (content `units.json`)."""
    colour: str
    """Its colour, telling units of one board apart."""
    at: Hex
    """The hex it is set on, as `[q, r]`."""
    hp: int
    """Its health points (its board's maximum)."""
    chain: list[str]
    """The whole chain after it entered: unit uids in acting order."""


class PickedUp(Event, frozen=True, tag="picked_up"):
    """MV-17..MV-24 (L690-707, R-F-19): a token taken and turned face up (its kind is now public).

    ``reward`` is what it gave: "xp" and "money" tokens, "leaf", "bandage", "ammo" (``weapon`` and
    ``amount`` reloaded), "molotov" (an item card), "weapon" (a thrown weapon taken back)."""

    reveals: ClassVar[bool] = True
    character: str
    """The character picking up."""
    kind: Literal["loot", "leaf", "weapon"]
    """What was taken: a `loot` token, a `leaf` token or a thrown `weapon`."""
    token: str
    """The token's face, now public (a loot kind, a leaf colour, a weapon id)."""
    at: Hex
    """The hex it was taken from, as `[q, r]`."""
    reward: str
    """What it gave: "xp", "money", "leaf", "bandage", "ammo", "molotov" or "weapon"."""
    weapon: str | None = None
    """The weapon id reloaded (`reward` "ammo") or taken back (`reward` "weapon"); `null` otherwise."""
    amount: int = 0
    """Rounds reloaded for `reward` "ammo"; 0 otherwise."""


class WeaponsSwitched(Event, frozen=True, tag="weapons_switched"):
    """LA-1..LA-3 (L717-721): the new equipped set; the rest holstered, beside the board or bagged."""

    character: str
    """The character switching weapons."""
    places: dict[str, Literal["hand", "holster", "beside", "save_bag"]]
    """Each weapon id the character holds, with where it now is: `hand`, `holster`, `beside` or `save_bag`."""


class Reloaded(Event, frozen=True, tag="reloaded"):
    """LA-9 (L751, L757): every equipped weapon back to capacity; ``counts`` is False for a free reload."""

    character: str
    """The character reloading."""
    weapons: list[str]
    """The weapon ids back to capacity."""
    counts: bool = True
    """False for a free reload (the limited action is not spent)."""


class OfferMade(Event, frozen=True, tag="offer_made"):
    """LA-18, R-F-49: a give/exchange offered to an adjacent character; the receiving seat answers."""

    character: str
    """The character giving."""
    to: str
    """The adjacent character offered the things."""
    bandages: int = 0
    """Bandage tokens offered."""
    weapons: list[str] = []
    """Weapon ids offered."""
    items: list[str] = []
    """Item card ids offered."""


class OfferAnswered(Event, frozen=True, tag="offer_answered"):
    """R-F-49: accepted (the things change hands) or declined (nothing moves; the giver's action is spent)."""

    character: str
    """The character answering (the one offered)."""
    accept: bool
    """True when accepted: the things change hands."""


class OfferLapsed(Event, frozen=True, tag="offer_lapsed"):
    """R-F-49, R-F-47: the giver or the receiver of a pending offer was knocked out or left by the exit
    before the answer; nothing changes hands, the giver's action stays spent."""

    character: str
    """The character who made the offer."""
    to: str
    """The character it was made to."""
    why: Literal["knocked_out", "exited"]
    """Why it lapsed: one of them was `knocked_out` or `exited`."""


class Bandaged(Event, frozen=True, tag="bandaged"):
    """LA-22, LA-23 (L807-809): one bandage token spent, +2 HP up to the maximum, Bleeding and Blocage off."""

    character: str
    """The character spending the bandage."""
    target: str
    """The character bandaged (itself or an adjacent one)."""
    healed: int
    """Health points regained (at most 2, never above the maximum)."""


class ObjectUsed(Event, frozen=True, tag="object_used"):
    """MV-1 (L623-627): an adjacent special object used for its MP cost (a cage opened, TI-8)."""

    character: str
    """The character using the object."""
    at: Hex
    """The object's hex, as `[q, r]`."""
    kind: str
    """The object's tile kind (e.g. "cage")."""
    mp: int
    """Movement points paid."""


# -- the enemies' turn (enemy_turn) -------------------------------------------------------------------


class UnitActivated(Event, frozen=True, tag="unit_activated"):
    """EN-2, EN-7, AL-3: a chain unit starts its behaviour list with its board's MP as one pool (R-F-35)."""

    uid: str
    """The unit uid that starts acting."""
    mp: int
    """Its movement-point pool for the turn (its board's MP)."""


class TargetChosen(Event, frozen=True, tag="target_chosen"):
    """EN-9..EN-13: the unit's target for this turn (None: no valid target). ``tied`` are the candidates
    still equal after every criterion (L1082); more than one means the target was drawn at random."""

    chance: ClassVar[bool] = True
    uid: str
    """The acting unit's uid."""
    target: str | None
    """The character id or unit uid it targets; `null` for no valid target."""
    tied: list[str] = []
    """The candidates still tied after every criterion (the target was drawn among them when more than one)."""


class EnemyChoiceAsked(Event, frozen=True, tag="enemy_choice_asked"):
    """EN-16 (L1112), R-F-34: several moves satisfy the behaviour; the players pick the hex."""

    uid: str
    """The unit whose move the players choose."""
    kind: Literal["move", "cover"]
    """What is chosen: a `move` destination or a `cover` hex."""
    options: list[Hex]
    """The hexes to choose from, each `[q, r]`."""
    mp: int
    """The unit's movement points left."""
    step: int
    """The index of the behaviour instruction waiting (0-based)."""


class EnemyChoiceMade(Event, frozen=True, tag="enemy_choice_made"):
    """The players' answer to `EnemyChoiceAsked`: the unit moves to ``at`` and its chain resumes."""

    uid: str
    """The unit that moves."""
    at: Hex
    """The chosen hex, as `[q, r]`."""
    seat: int
    """The seat that chose (0-based)."""


class UnitFinished(Event, frozen=True, tag="unit_finished"):
    """The unit's behaviour list is over for this turn (EN-7); the next chain unit plays."""

    uid: str
    """The unit uid whose behaviour is over."""


# --- the campaign save (folded by `evolve_turn`; built by `debriefing`) ------------------------------


class SaveKept(Event, frozen=True, tag="save_kept"):
    """A saved mission starts (SU-12, R-F-52): the save it starts from is kept, for a failure to restore.

    Public: the save holds no hidden card (EM-15)."""

    save: CampaignSave
    """The save as the mission starts (what a failure restores)."""


class MissionDebriefed(Event, frozen=True, tag="mission_debriefed"):
    """The end of a saved mission (EM-3..EM-13, MD-6, MD-7, KO-2): after a success the rewritten save
    and the next phase (the exploration, R-F-66); after a failure the kept save restored (R-F-52) and
    the preparation to try again."""

    result: Literal["success", "failure"]
    """The mission's outcome."""
    save: CampaignSave
    """The campaign save after the debriefing (rewritten on a success, the kept one on a failure)."""
    phase: Literal["preparation", "exploration"]
    """What comes next: the `exploration` (after a success) or the `preparation` to try again."""


class SpawnRolled(Event, frozen=True, tag="spawn_rolled"):
    """A round-board die for one spawn point (RND-10's "Des intrus !", L503): a symbol brings a unit
    there (the `UnitPlaced` that follows)."""

    chance: ClassVar[bool] = True
    at: Hex
    """The spawn point's hex, as `[q, r]`."""
    roll: DieRoll
    """The die rolled: a symbol brings a unit there."""


class AmanitesTriggered(Event, frozen=True, tag="amanites_triggered"):
    """TI-12 (L2267-2277), R-F-41: a unit walked onto the Amanites; the tile is removed and the orange
    die and the cover die say what happens to every unit within radius 1 (``affected``): symbol and
    shield, 2 damage; symbol and blank, the players gain 2 MP; blank and shield, 2 HP healed; blank
    and blank, each makes a free attack, in the order of ``owed`` (R-F-42)."""

    chance: ClassVar[bool] = True
    at: Hex
    """The Amanites tile's hex, as `[q, r]`."""
    by: str
    """The character id or unit uid that walked onto it."""
    roll: DieRoll
    """The orange die."""
    cover: DieRoll
    """The cover die."""
    outcome: Literal["damage", "mp", "heal", "free_attacks"]
    """What the two dice gave: `damage` (2 to each), `mp` (players gain 2 MP), `heal` (2 HP each) or `free_attacks`."""
    affected: list[str]
    """The character ids and unit uids within radius 1."""
    owed: list[str] = []
    """For `free_attacks`: who owes one, in order (R-F-42)."""


class MpGained(Event, frozen=True, tag="mp_gained"):
    """MP added to a character's dial (the Amanites' "les joueurs gagnent 2 PM", L2273)."""

    who: str
    """The character gaining MP."""
    amount: int
    """Movement points added."""
    source: str
    """What gave them: "amanites", a talent or effect id."""


class FreeAttackResolved(Event, frozen=True, tag="free_attack_resolved"):
    """R-F-42: the first owed free attack is done (``passed``: its player or unit made none)."""

    who: str
    """The character id or unit uid whose owed free attack is done."""
    passed: bool = False
    """True when it made none."""


class ChainPaused(Event, frozen=True, tag="chain_paused"):
    """R-F-42: an enemy's behaviour waits between two instructions for the players' free attacks."""

    uid: str
    """The enemy unit waiting."""
    step: int
    """The index of the behaviour instruction it resumes at (0-based)."""
    mp: int
    """Its movement points left."""


class GroupReleased(Event, frozen=True, tag="group_released"):
    """M2 (L1792-1793, R-F-55): a vine wall of the group fell; its units come in (the `UnitPlaced` that
    follow)."""

    group: str
    """The group's id on mission 2's map."""


class ChainResumed(Event, frozen=True, tag="chain_resumed"):
    uid: str
    """The enemy unit whose behaviour resumes."""


class QueueAdvanced(Event, frozen=True, tag="queue_advanced"):
    """The enemy queue's first unit comes in (M3's "Des intrus !" symbol); its `UnitPlaced` follows."""

    unit: str
    """The board id of the unit that comes in (content `units.json`)."""


class TakedownRerolled(Event, frozen=True, tag="takedown_rerolled"):
    """Coup de chance (L1309) on a failed takedown die: the same die rolled again; its costs were paid
    by `TakedownTried` and are not paid twice. ``borrow`` as in `TakedownTried` (Puis-je ?, L1268)."""

    chance: ClassVar[bool] = True
    character: str
    """The character whose takedown die is rerolled."""
    target: str
    """The unit uid taken down."""
    roll: DieRoll
    """The die rolled again."""
    success: bool
    """True when the victim died."""
    borrow: str | None = None
    """The victim's ranged weapon id usable once this turn (Puis-je ?); `null` otherwise."""


class AmanitesRerolled(Event, frozen=True, tag="amanites_rerolled"):
    """Coup de chance (L1309) on the Amanites' dice its walker set off: both dice rolled again, the
    new ``outcome`` replaces the first (R-F-41); ``owed`` the free attacks, as in `AmanitesTriggered`."""

    chance: ClassVar[bool] = True
    at: Hex
    """The Amanites tile's hex, as `[q, r]`."""
    by: str
    """The character who set them off and rerolls."""
    roll: DieRoll
    """The orange die, rolled again."""
    cover: DieRoll
    """The cover die, rolled again."""
    outcome: Literal["damage", "mp", "heal", "free_attacks"]
    """The new outcome, replacing the first: `damage`, `mp`, `heal` or `free_attacks`."""
    owed: list[str] = []
    """For `free_attacks`: who owes one, in order (R-F-42)."""


class NestRerolled(Event, frozen=True, tag="nest_rerolled"):
    """Coup de chance (L1309) on a Komodo nest's die its walker set off: rolled again; a symbol still
    brings the dragon (the `UnitPlaced` that follows)."""

    chance: ClassVar[bool] = True
    at: Hex
    """The nest's hex, as `[q, r]`."""
    by: str
    """The character who set it off and rerolls."""
    roll: DieRoll
    """The die rolled again: a symbol brings the dragon."""


class NestRolled(Event, frozen=True, tag="nest_rolled"):
    """TI-13 (L2279-2281), R-F-41: a unit walked onto a Komodo nest or beside it; its die was rolled and
    the tile removed; a symbol brings a Komodo dragon there (the `UnitPlaced` that follows)."""

    chance: ClassVar[bool] = True
    at: Hex
    """The nest's hex, as `[q, r]`."""
    roll: DieRoll
    """The nest's die: a symbol brings a Komodo dragon."""


class AllyCommanded(Event, frozen=True, tag="ally_commanded"):
    """A seat commanded a controlled ally (AL-2, R-F-12: any seat, first come first served): the MP
    its move cost or the weapon it attacked with; the move and attack are their own events."""

    ally: str
    """The controlled ally's unit uid."""
    seat: int
    """The seat that commanded it (0-based)."""
    mp: int = 0
    """Movement points its move cost; 0 for an attack."""
    weapon: str | None = None
    """The weapon id it attacked with; `null` for a move."""


class ItemUsed(Event, frozen=True, tag="item_used"):
    """LA-5 (L737): an item card used (the limited action spent) and put in the discard; its effect
    follows as its own events (a Molotov's fire and damage)."""

    character: str
    """The character using the item."""
    item: str
    """The item card's id (e.g. "molotov")."""
    at: Hex | None = None
    """Where a thrown item lands; ``None`` for a potion, drunk by its holder."""


class InstabilityAsked(Event, frozen=True, tag="instability_asked"):
    """R-F-46: the Instabilité attack ties on its weapon or its nearest target; the player chooses."""

    character: str
    """The character whose Instabilité attack ties."""
    options: list[Aim]
    """The weapon and target pairs to choose from."""


class InstabilityChosen(Event, frozen=True, tag="instability_chosen"):
    """R-F-46: the Instabilité attack's weapon and target (the player's pick on a tie, else the only
    one); the attack's own events follow."""

    character: str
    """The character attacking."""
    weapon: str
    """The weapon id used."""
    at: Hex
    """The target hex, as `[q, r]`."""


class LeafDrawn(Event, frozen=True, tag="leaf_drawn"):
    """Herboriste (L1301): one more leaf, drawn face down from the supply and kept face up."""

    chance: ClassVar[bool] = True
    reveals: ClassVar[bool] = True
    character: str
    """The character drawing the leaf."""
    leaf: str
    """The leaf's colour."""


class BonusRolled(Event, frozen=True, tag="bonus_rolled"):
    """A talent's own die (Artiste du couteau at 10+, L1310: a red die, +1 damage on a success)."""

    chance: ClassVar[bool] = True
    character: str
    """The character whose talent rolls."""
    talent: str
    """The talent card's id."""
    roll: DieRoll
    """The die rolled."""
    success: bool
    """True when the die showed a symbol (the talent's bonus applies)."""
    reroll: bool = False
    """Coup de chance (L1309): the talent's die rolled again."""


class ReactionOffered(Event, frozen=True, tag="reaction_offered"):
    """A reaction talent is offered to its owner now (TL-9, R-F-47); with ``attack``, the attack
    waits between a target's dice and their consequences."""

    character: str
    """The character offered the reaction."""
    talent: ReactionTalent
    """The reaction talent's id."""
    attack: AttackSpec | None = None
    """The waiting attack, when the reaction is offered between its dice and their consequences; `null` otherwise."""
    step: int = 0
    """The index of the attack's target being resolved (0-based)."""
    target: str | None = None
    """The character id or unit uid the waiting attack targets; `null` for none."""
    roll: AttackRoll | None = None
    """The waiting attack's dice as rolled; `null` without an attack."""
    cover_hit: Hex | None = None
    """The cover tile's hex the cover die sent the hit to; `null` otherwise."""
    asked: list[str] = []
    """The characters already asked for this moment (each is asked once)."""
    held: HeldDie | None = None
    """Coup de chance on a die other than an attack's (L1309): the die and what waits for it."""


class ReactionTimed(Event, frozen=True, tag="reaction_timed"):
    """The open reaction's deadline, server time: the ``reaction_seconds`` option after it opened."""

    deadline: float
    """The reaction's deadline, server time in Unix seconds."""


class ReactionAnswered(Event, frozen=True, tag="reaction_answered"):
    """The open reaction used or passed by its owner, or ``lapsed`` at its deadline (passed)."""

    character: str
    """The character who answered."""
    talent: ReactionTalent
    """The reaction talent's id."""
    use: bool
    """True when the reaction was used."""
    lapsed: bool = False
    """True when nobody answered before the deadline (counted as passed)."""


class SteelAbsRolled(Event, frozen=True, tag="steel_abs_rolled"):
    """Abdos en acier (L1294): the cover die against melee damage; a shield cancels it."""

    chance: ClassVar[bool] = True
    character: str
    """The character whose talent rolls."""
    roll: DieRoll
    """The cover die."""
    success: bool
    """True when it showed the shield: the melee damage is cancelled."""
    reroll: bool = False
    """Coup de chance (L1309): the cover die rolled again."""


class Revived(Event, frozen=True, tag="revived"):
    """Second souffle (L1293, R-F-47): a K.O. character heals half their HP and stands up."""

    character: str
    """The character revived."""
    hp: int
    """Health points it stands up with (half its maximum)."""


class EffectStarted(Event, frozen=True, tag="effect_started"):
    """A potion's lasting effect begins (L453-461): it holds through round ``until``."""

    who: str
    """The character id or unit uid under the effect."""
    effect: str
    """The effect's id (a potion's)."""
    until: int
    """The last round it holds through (1-based)."""


class LeafExchanged(Event, frozen=True, tag="leaf_exchanged"):
    """Main verte (L454), R-F-78: the leaf just taken goes back to the supply for one of the colour chosen."""

    character: str
    """The character exchanging the leaf."""
    given: str
    """The leaf colour given back to the supply."""
    taken: str
    """The leaf colour taken."""


class RusesPlaced(Event, frozen=True, tag="ruses_placed"):
    """M7 (L2100, L2115, R-F-74): the Vaas ruse tokens shuffled face down, one on the Traitor's board,
    the others on their hexes. Their faces are hidden from every seat (``None`` in the seats' copy)."""

    chance: ClassVar[bool] = True
    tokens: list[FaceDown]
    """The face-down tokens on the board: each hex and (hidden) face."""
    holder: str | None
    """The unit (uid) holding one token on its board: the Traitor."""
    held: str | None
    """The (hidden) face of the token on the holder's board."""


class RuseTaken(Event, frozen=True, tag="ruse_taken"):
    """M7 (L1508, R-F-74): Vaas took a ruse token, lying beside him or from the Traitor beside him: it goes
    face up on his board and gives its designed effect (the events that follow)."""

    reveals: ClassVar[bool] = True
    by: str
    """The unit (uid) that took it: Vaas Montenegro."""
    face: str
    """The token's face, now known to everyone (a ruse face id of mission 7)."""
    at: Hex | None
    """The hex the token lay on, or ``None`` when it was taken from the Traitor's board."""
