"""The msgspec types every Far Cry content file decodes into.

Each entry carries a ``source``: the rulebook lines it comes from and the names of its fields that
are designed (``"*"`` when the whole entry is). The rulebook's printed page 5 (weapon card and enemy
board anatomy) is lost, so weapon and unit fields are inferred from their uses (inventory 4.3, 4.10);
the loader refuses a ``designed`` name that is not a field, so the marks cannot drift from the data.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.games.farcry.campaign.save import CampaignSave
from domain.games.farcry.tactical.dice import Colour

Cell = tuple[int, int]
"""(column, row) in odd-r offset layout, on a board or on a mission's assembled map."""


class Source(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Where an entry comes from: rulebook lines, and the fields the rulebook does not give."""

    lines: list[int] = []
    designed: list[str] = []
    note: str = ""


class _Entry(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    source: Source


# --- characters -----------------------------------------------------------------------------------

ImpulseCode = Literal["heal", "gain_mp", "clear_statuses", "free_reload", "upgrade_attacks", "extra_damage"]


class Impulse(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The once-per-mission effect printed on a character board (UA-1, L823-825); all designed."""

    code: ImpulseCode
    amount: int
    fr: str
    en: str


class Character(_Entry, frozen=True, forbid_unknown_fields=True):
    name: str
    max_hp: int
    mp: int
    impulse: Impulse


# --- weapons and talents --------------------------------------------------------------------------

WeaponCategory = Literal[
    "fist",
    "blade",
    "club",
    "pistol",
    "smg",
    "rifle",
    "shotgun",
    "sniper",
    "machine_gun",
    "bow",
    "launcher",
    "natural",
    "butt",
    "flamethrower",
]
"""Categories the talents name (pistol, machine gun, sniper rifle, bow, bladed melee; inventory 4.3)."""
ConditionKind = Literal["range_at_least", "adjacent_target", "two_hands_alone"]
ModeKind = Literal["throw", "auto", "propagation", "dispersion"]
HitKind = Literal["bleeding", "blocage", "ignite", "stun"]


class DieCondition(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A conditional die (CB-9, CB-20, L944, L962): when it holds, ``die`` replaces the printed die
    (or, with ``shift``, the printed die is upgraded/degraded: the Berserker's M133, L1148)."""

    when: ConditionKind
    """When it holds: `range_at_least` (the target at least `value` hexes away), `adjacent_target` or `two_hands_alone`
    (the weapon held alone)."""
    value: int = 0
    """The condition's number (a range in hexes for `range_at_least`); 0 otherwise."""
    die: Colour | None = None
    """The die colour replacing the printed one; `null` when `shift` applies instead."""
    shift: int = 0
    """Steps the printed die is upgraded (+) or degraded (-) instead."""


class Mode(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An alternative fire mode (CB-21..CB-25, L920-956): ``value`` is X of Auto X or a throw's range."""

    kind: ModeKind
    """The mode: `throw` (CB-24), `auto` (CB-25), `propagation` (CB-23) or `dispersion` (CB-22)."""
    die: Colour | None = None
    """The mode's die colour when it differs from the weapon's; `null` for the weapon's."""
    value: int = 0
    """X of Auto X (extra targets), or a throw's range in hexes; 0 otherwise."""


class OnHit(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A "Touché" effect (CB-31, L992, L1446)."""

    kind: HitKind
    """The effect: `bleeding` (ST-10), `blocage` (ST-4), `ignite` (Enflammer X: fire around the target hex, R-F-29) or
    `stun` (ST-3)."""
    value: int = 0
    """X of the effect: for `ignite` (Enflammer X) the fire damage to every unit within radius 1; 0 when it has none."""


class Weapon(_Entry, frozen=True, forbid_unknown_fields=True):
    fr: str
    en: str
    hands: Literal[1, 2]
    reach: Literal["melee", "ranged"]
    category: WeaponCategory
    damage: int
    die: Colour | None
    user: Literal["player", "enemy"]
    conditions: list[DieCondition] = []
    capacity: int | None = None
    holster_free: bool = False
    modes: list[Mode] = []
    on_hit: list[OnHit] = []
    zoc_only: bool = False
    price: int | None = None
    copies: int = 0
    """Cards of it among the box's 43 weapon and accessory cards (0: not a card, or an enemy's)."""
    min_range: int | None = None
    max_range: int | None = None
    """A sniper rifle's distance requirements (L1269): it fires only within them."""
    fire_mp: int = 0
    """MP a shot costs (a machine gun, L1270)."""
    reload: Literal["any", "never", "fuel"] = "any"
    """LA-8 (L749): bows and rocket launchers are not reloaded in a mission; the flamethrower needs fuel."""
    slots: int = 0
    """INV-10 (L402): how many accessories it takes (0, 1 or 2 screws)."""


class Accessory(_Entry, frozen=True, forbid_unknown_fields=True):
    """An accessory card (L400-408; two named at L412, the rest designed): attached to a weapon of a
    category it ``fits``, its effect applies whenever that weapon attacks (INV-12)."""

    fr: str
    en: str
    copies: int
    effect: Literal["capacity", "laser", "scope", "compensator"]
    fits: list[WeaponCategory]
    amount: int = 0
    price: int | None = None


ItemEffect = Literal[
    "any_leaf", "gain_mp", "heal", "animal_repellent", "fireproof", "heal_full", "hunter", "marksman", "ignite"
]


class Item(_Entry, frozen=True, forbid_unknown_fields=True):
    """An item card (LA-5, L737; the potions of L453-461 and the Molotov, inventory 4.4-4.5): drunk by
    its holder or thrown at a hex within ``reach``; ``rounds`` is how many rounds its effect lasts
    (1: this turn), ``amount`` its number (MP, HP, damage); ``recipe`` the leaves that craft it."""

    fr: str
    en: str
    kind: Literal["potion", "thrown"]
    copies: int
    effect: ItemEffect
    amount: int = 0
    rounds: int = 0
    reach: int = 0
    recipe: dict[str, int] = {}
    price: int | None = None
    """INV-14: the printed price, if the card is sold (potions are crafted, not sold)."""
    text_fr: str = ""
    text_en: str = ""


TalentCode = Literal[
    "overdose",
    "lucky_bullet",
    "second_pistol_shot",
    "max_mp",
    "cheaper_propagation",
    "steady_auto",
    "borrow_weapon",
    "sniper_range",
    "machine_gun_mp",
    "max_hp",
    "sure_melee",
    "first_aid",
    "second_impulse",
    "takedown_animals",
    "field_medic",
    "second_wind",
    "steel_abs",
    "blood_rage",
    "takedown_upgrade",
    "herbalist",
    "slide",
    "stone_wall",
    "vanish",
    "ranged_takedown",
    "archer",
    "reroll",
    "knife_artist",
]
"""One code per talent card (TL-10): the engine reads the code, never the name."""


class Talent(_Entry, frozen=True, forbid_unknown_fields=True):
    """A talent card (TL-10, L1259-1310: every talent text is given; the English is ours)."""

    fr: str
    en: str
    tree: Literal["heron", "shark", "spider"]
    level: Literal[1, 2, 3]
    use: Literal["passive", "once_per_turn", "once_per_mission", "once_per_enemy_turn"]
    code: TalentCode
    classic_fr: str
    classic_en: str
    madness_fr: str = ""
    """The madness 10+ effect, added when the holder's counter is 10 or more (TL-8, L1280)."""
    madness_en: str = ""


# --- madness and anecdotes ------------------------------------------------------------------------

StressCode = Literal["reflexes", "soif_de_sang", "catatonie", "instabilite", "tete_brulee", "adrenaline", "cruaute"]


class Stress(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One tier's effect (MD-13, L1219-1225); ``x`` is Catatonie's X (R-F-4)."""

    effect: StressCode
    x: int = 0


class MadnessCard(_Entry, frozen=True, forbid_unknown_fields=True):
    """A carte Folie with its three tiers 0+, 5+, 10+ (L1210-1214)."""

    tier0: Stress
    tier5: Stress
    tier10: Stress


class When(_Entry, frozen=True, forbid_unknown_fields=True, tag="when", tag_field="deck"):
    """A "Quand" card (AN-3..AN-6, L1396-1402)."""

    now: bool


class Where(_Entry, frozen=True, forbid_unknown_fields=True, tag="where", tag_field="deck"):
    """An "Où" card: a numbered location of the boards (AN-7, L1404, L1408)."""

    location: int


class What(_Entry, frozen=True, forbid_unknown_fields=True, tag="what", tag_field="deck"):
    """A "Quoi" card: the unit that appears (AN-7, L1404)."""

    unit: str


Anecdote = When | Where | What


# --- units and behaviours -------------------------------------------------------------------------

Among = Literal["player", "ally", "human", "guard_dog", "wild_animal"]


class Target(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="target", tag_field="op"):
    """Choose the target for the turn (EN-9..EN-13, L1080-1100): nearest by path (melee) or by
    distance (ranged); ties: fewest HP, fewest max HP, then random (L1082)."""

    among: list[Among]
    measure: Literal["path", "distance"]


class MoveTo(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="move", tag_field="op"):
    """Move towards the target until adjacent or within ``range`` with a clear line (EN-14)."""

    goal: Literal["adjacent", "in_range"]
    range: int = 1


class Attack(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="attack", tag_field="op"):
    """Attack the target with a weapon of the board, "si possible" (EN-19 B, EN-20, L1134, L1142)."""

    weapon: str


class CoverTest(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="cover_test", tag_field="op"):
    """Check the line from the target to this unit; not in cover: move to the farthest reachable
    cover (the crossed shield, EN-17, L1116-1120, R-F-34)."""


class SpillInk(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="spill_ink", tag_field="op"):
    """M5's Ink monster (L1068, designed): an ink puddle on every free hex within ``radius`` of it (no
    unit, no tile, open ground; `tactical.ink`)."""

    radius: int = 1


class Summon(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="summon", tag_field="op"):
    """The Ink monster's step conditioned on its HP (L1068, designed): at ``hp_at_most`` HP or less, one
    ``unit`` comes in at the location of an "Où" card drawn at random (L1983, `tactical.ink`)."""

    unit: str
    hp_at_most: int


class SeekRuse(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="seek_ruse", tag_field="op"):
    """M7's Vaas Montenegro (L1504-1506, R-F-74): move towards the nearest Vaas ruse token (one lying on
    the board, or the one the Traitor holds) until adjacent to it (`tactical.ruses`)."""


class TakeRuse(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="take_ruse", tag_field="op"):
    """M7 (L1508, R-F-74): every ruse token adjacent to the unit (the Traitor's included) goes face up on
    its board and gives its designed effect (`tactical.ruses`)."""


Instruction = Target | MoveTo | Attack | CoverTest | SpillInk | Summon | SeekRuse | TakeRuse


class Unit(_Entry, frozen=True, forbid_unknown_fields=True):
    """An enemy or ally board (EN-1, L1042; board anatomy lost with page 5)."""

    fr: str
    en: str
    kind: Literal["human", "guard_dog", "wild_animal", "spirit"]
    side: Literal["enemy", "autonomous_ally", "controlled_ally"]
    rank: int
    hp: int
    mp: int
    weapons: list[str]
    behaviour: list[Instruction]
    zoc_weapon: str | None = None
    boss: bool = False


# --- boards, round boards, missions ---------------------------------------------------------------


class WallEdge(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A thick solid line between two adjacent cells (MV-7, L641)."""

    a: Cell
    b: Cell


class ZipLine(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    start: Cell
    end: Cell


class Location(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A numbered location for events and "Où" cards (L497, L1408)."""

    number: int
    at: Cell


class Board(_Entry, frozen=True, forbid_unknown_fields=True):
    """A game board face, hex by hex, in rows (legend in `content.layout`)."""

    rows: list[str]
    walls: list[WallEdge] = []
    zip_lines: list[ZipLine] = []
    starts: list[Cell] = []
    locations: list[Location] = []
    spawns: list[Cell] = []
    palisades: list[WallEdge] = []
    """M7 (L2139-2141, R-F-22): palisades on hex sides: never crossed by any means, a cover (designed where)."""


class AnecdoteCheck(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="anecdote_check", tag_field="op"):
    """Turn the top "Quand" card (AN-4, L1398; R-F-8's first recurring step)."""


class MadnessStep(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="madness", tag_field="op"):
    """Return face-up stress cards, then turn face-down ones (R-F-8, L1176-1178, L1231-1233)."""


class PlaceUnit(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="place_unit", tag_field="op"):
    """Put a unit on a numbered location and into the chain by rank (L497, EN-4)."""

    unit: str
    location: int


class Message(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="message", tag_field="op"):
    fr: str
    en: str


class SpawnRoll(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="spawn_roll", tag_field="op"):
    """One die per spawn point (RND-10's "Des intrus !", L503): a symbol brings ``unit`` onto that spawn
    point, or beside it when it is taken (TI-15, L2289-2293). What the die does is designed. ``unit``
    "queue" takes the next unit of the mission's enemy queue (M3, L1840-1844), nothing once it is empty."""

    unit: str
    die: Colour


class SpreadFire(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="spread_fire", tag_field="op"):
    """Fire spreads over crops (RND-10's "Tout va bien.", L503): every listed cell next to a burning
    hex catches fire (designed: one ring per resolution)."""

    cells: list[Cell]


class CollapsePlatform(
    msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="collapse_platform", tag_field="op"
):
    """From round ``from_round`` on, the next standing platform of the mission's ``platforms`` (their
    printed order, R-F-72) collapses into the acid: everything on it or on a suspension bridge touching
    it falls (M4, L1917-1932)."""

    from_round: int


class Reinforce(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="reinforce", tag_field="op"):
    """M5 (L1983): while fewer ``unit`` than characters (R-F-56: solo counts 2) stand on the board, one
    comes in at the location of an "Où" card drawn at random (designed: one per round, `tactical.ink`)."""

    unit: str


EventOp = AnecdoteCheck | MadnessStep | PlaceUnit | Message | SpawnRoll | SpreadFire | CollapsePlatform | Reinforce


class RoundEvent(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An arrow event beside a round space (RND-6, L483)."""

    round: int
    do: list[EventOp]


class Condition(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    kind: Literal["enemies_left_at_most", "round_at_least"]
    value: int


class ConditionEvent(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Resolved as soon as its condition holds (RND-9, L491-493), once."""

    when: Condition
    do: list[EventOp]


class RoundBoard(_Entry, frozen=True, forbid_unknown_fields=True):
    mission: int
    last_round: int
    arrows: list[RoundEvent]
    recurring: list[EventOp]
    conditions: list[ConditionEvent] = []


class Kit(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A mission-0 weapon/talent configuration with its holster (L1665-1670, R-F-53)."""

    weapon: str
    talent: str
    holster: str


class TilePlacement(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    tile: str
    at: Cell


class EnemyPlacement(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A unit on a coloured base (SU-8, L292); ``at`` None is "en réserve"."""

    unit: str
    colour: Literal["red", "blue", "green", "yellow"]
    at: Cell | None
    caged: bool = False
    """In the cage tile on its hex (TI-8, R-F-43: out of the chain until a hit or a hand opens it)."""


class Objective(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A mission objective (EM-2). ``code`` names the check; ``source`` and ``unit`` parametrise the
    generic ones: "damage_by_source" (a player's action dealt damage of that source, M1's coconut),
    "unit_wounded" (a player damaged a unit of that board, M1's Vaas), "kill_unit" (a unit of that
    board killed, M2's Vaas's Shadow), "kill_by_source" (a player killed an enemy by that source, M2's
    pillar: "rubble") and "all_triggered" (every tile of the kind ``source`` the mission places set
    off, M2's Amanites), "burn_all" (fire on every crop cell, M3), "kills_of_source" (``count``
    enemies killed by that source, whoever lit it, M3's fire) and "kills_by_unit" (``count`` enemies
    killed by units of that board, M3's panthers), "escape_with" (a character carrying the weapon
    ``source`` leaves by an exit, M4's Silver Dragon, R-F-72), "kill_from_zip_line" (a player kills
    an enemy by a zip-line shot or impact, M4, R-F-30), "tokens_held" (one character holds ``count``
    tokens of the kind ``source``, M5's ink), "each_kills_same_round" (every character kills a unit
    of the board ``unit`` in one round, M5's minions), "units_out" (``count`` units of the board
    ``unit`` left by an exit, M6's Rakyats), "kills_from_seat" (``count`` enemies killed by players
    sitting in a machine-gun seat, TI-2, M6), "kills_in_both_zones" (the team kills in the outside
    and in the bunker in one round, M6, `tactical.bunker`), "kill_unit_with" (a character kills a unit of the
    board ``unit`` with an attack of the weapon ``source``, M7's Silver Dragon) and "freed_alive" (a unit of
    the board ``unit`` let out of its cage stands alive, M7's panther, designed). ``weapon``: a weapon card
    the objective gives to the team (M5's Silver Dragon, L1957)."""

    id: str
    primary: bool
    code: Literal[
        "kill_all",
        "kill_by_barrel",
        "berserker_last",
        "all_exit",
        "damage_by_source",
        "unit_wounded",
        "kill_unit",
        "kill_by_source",
        "all_triggered",
        "burn_all",
        "kills_of_source",
        "kills_by_unit",
        "escape_with",
        "kill_from_zip_line",
        "tokens_held",
        "each_kills_same_round",
        "units_out",
        "kills_from_seat",
        "kills_in_both_zones",
        "kill_unit_with",
        "freed_alive",
    ]
    fr: str
    en: str = ""
    xp: int = 0
    money: int = 0
    source: str | None = None
    unit: str | None = None
    count: int = 1
    weapon: str | None = None


class Group(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Units waiting behind vine walls (M2, L1792-1793, R-F-55): when one of ``walls`` is destroyed,
    ``units`` come from the reserve onto their hexes (the nearest free one when taken)."""

    id: str
    walls: list[Cell]
    units: list[EnemyPlacement]


class Platform(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A platform over the acid (M4, L1917-1932): its cells; the mission lists platforms in the order
    they collapse (R-F-72, designed)."""

    id: str
    cells: list[Cell]


class Passage(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """M6 (L2073, R-F-57, designed): a door of the bunker, a wall hex ``door`` with one hex on each
    side; a unit standing on ``outside`` or ``inside`` changes zone to the other one for 2 MP."""

    door: Cell
    outside: Cell
    inside: Cell


class Cage(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A cage tile whose captive depends on the table (M7, L2117-2137, R-F-56: solo counts 2): the unit
    board for each number of characters, taken from the mission's reserve (TI-8, R-F-43)."""

    id: str
    at: Cell
    captive: dict[int, str]


class RuseFace(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A Vaas ruse token's face (M7, R-F-74, designed: the text gives the tokens, not their faces): what
    Vaas gains when he takes it: ``heal`` HP back, ``fury`` +``amount`` damage to his attacks, ``ambush`` a
    reserve ``unit`` beside him."""

    id: str
    effect: Literal["heal", "fury", "ambush"]
    fr: str
    en: str
    amount: int = 0
    unit: str | None = None


class BoardPlacement(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A board face in the mission's map, shifted ``column`` cells right."""

    board: str
    column: int


class Mission(_Entry, frozen=True, forbid_unknown_fields=True):
    number: int
    fr: str
    boards: list[BoardPlacement]
    round_board: str
    anecdote_factory: bool
    saved: bool
    madness_start: int | None
    kits: list[Kit]
    tiles: list[TilePlacement]
    loot_spots: list[Cell]
    leaf_spots: list[Cell]
    enemies: list[EnemyPlacement]
    objectives: list[Objective]
    start_save: CampaignSave | None = None
    """A designed starting save (issue 14): the mission starts from it as from a campaign (SU-12)."""
    crops: list[Cell] = []
    """Illegal crops (M3, L1810): open ground the round board's fire spreads over; "burn_all" reads them."""
    queue: list[str] = []
    """Reserve units put in random order in the mission's enemy queue (M3, L1840-1844)."""
    enemy_hp: dict[int, int] = {}
    """R-F-81 (designed): HP added to each enemy's board HP at a table of that many characters (negative
    takes off, never below 1), so the mission is winnable by good play at every table size."""
    lent: list[str] = []
    """Weapon cards lent to one character for the mission and given back at its end, success or failure
    (M3's Flamethrower, L1846-1853, R-F-54): the first with a free holster of its kind."""
    groups: list[Group] = []
    handed_out: list[str] = []
    """Weapon cards each character takes before the mission (M2's Colt 1911, L1780, kept after it,
    R-F-54): into a free holster of its kind, else the save bag (LA-3)."""
    fails_on_ko: bool = False
    """KO-3 (L1020): "Certaines missions nécessitent qu'aucun joueur ne soit K.O." (M1 per R-F-45): a
    player K.O. fails the mission at once (Second souffle, a talent not in the engine yet, would revive)."""
    platforms: list[Platform] = []
    """Platforms over the acid (M4, L1917-1932), in the order they collapse (R-F-72): a round board's
    `CollapsePlatform` takes the next one standing."""
    relic: str | None = None
    """A weapon card lying face up on the board at the start (M4's Silver Dragon token, L1903, designed
    where), picked up like a thrown weapon; lost in the acid, the mission fails (L1941)."""
    relic_at: Cell | None = None
    escort: str | None = None
    """A unit board whose unit must live (M5's Vaas, L1987): its death fails the mission at once."""
    withheld: list[str] = []
    """Weapon cards the team gives up for the mission (M5: the Silver Dragon card on Vaas's board,
    L1985): taken from whoever carries them at the start; an objective's ``weapon`` gives one back."""

    def hp_shift(self, characters: int, unit: str) -> int:
        """R-F-81: the HP an enemy of kind ``unit`` gains (or loses) at a table of ``characters``."""
        return self.unit_hp.get(characters, {}).get(unit, self.enemy_hp.get(characters, 0))

    shield: dict[int, int] = {}
    """M5 (L1989), R-F-56, R-F-81 (designed values): the boss's second life board at a table of that many
    characters (solo counts 2): its blue cube's HP, taken off before the board's own."""
    unit_hp: dict[int, dict[str, int]] = {}
    """R-F-81 (designed): a finer lever than ``enemy_hp``: at a table of that many characters, the HP
    added to one unit kind's board HP, instead of ``enemy_hp`` for that kind (never below 1)."""
    passages: list[Passage] = []
    """M6 (L2073, R-F-57): the bunker's doors; the bunker zone is every hex the inside hexes reach
    without crossing a wall (`tactical.bunker`), the rest is the outside."""
    door_units: list[str] = []
    """M6 (L2063-2069, R-F-57): what the face-down bunker-door tiles hide, dealt at random over the
    mission's ``bunker_door`` tiles ("empty": nothing, designed); each unit comes from the reserve."""
    recycle: bool = False
    """M6 (L2075, R-F-57): a dead enemy's figure goes on the queue's lowest free number and comes back
    by the round board's queue spawn roll."""
    cages: list[Cage] = []
    """M7 (L2117-2137): cages whose captive depends on the number of characters (R-F-56)."""
    ruses: list[Cell] = []
    """M7 (L2100): where the face-down Vaas ruse tokens lie at the start (designed where)."""
    ruse_faces: list[RuseFace] = []
    """M7 (R-F-74, designed): the faces of the ruse tokens, one entry a token, shuffled face down at the
    set-up; the first drawn goes on the ``ruse_holder``'s board, the others onto ``ruses``."""
    ruse_holder: str | None = None
    """M7 (L1504, R-F-74): the unit board holding a ruse token (the Traitor)."""
    loot_set_aside: list[str] = []
    """Loot kinds kept out of the tokens drawn for the board (M1: "Mettez de côté les jetons Butin
    Munitions", L1712); they stay in the box."""


# --- box constants given by the text --------------------------------------------------------------


class LootKind(_Entry, frozen=True, forbid_unknown_fields=True):
    """A loot token kind and its copies (MV-19..MV-24, L700-707; counts L110-185)."""

    fr: str
    en: str
    copies: int
    reward: Literal["xp", "money", "molotov", "ammo", "bandage"]
    amount: int


class Leaf(_Entry, frozen=True, forbid_unknown_fields=True):
    """A leaf token's colour (L154, L694), in French and English (the English designed)."""

    fr: str
    en: str
    copies: int


class Carrier(_Entry, frozen=True, forbid_unknown_fields=True):
    """A bag or holster (INV-18, L443-449)."""

    fr: str
    kind: Literal["bag", "belt_holster", "back_holster"]
    slots: int
    skins: int
    en: str = ""
    copies: int = 3
    """Tiles of it in the box: "9 Étuis et 9 Sacs" (L41), three of each kind (designed); crafting stops
    when every copy is in play (INV-17)."""


class Tile(_Entry, frozen=True, forbid_unknown_fields=True):
    """A tile kind of the last page (L2167-2301): cover, hit points, special-object cost."""

    fr: str
    family: Literal["destructible_cover", "destructible_wall", "cover", "special_object", "traversable", "obstacle"]
    hp: int | None = None
    mp_cost: int | None = None


class Box(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    loot: list[LootKind]
    leaves: list[Leaf]
    carriers: list[Carrier]
    tiles: list[Tile]


# --- exploration cards (L1312-1386) ---------------------------------------------------------------

Side = Literal["n", "e", "s", "w"]
"""A side of an exploration card on the table's grid (north is up; cards are never turned, R-F-61)."""
CardKind = Literal[
    "base_camp",
    "secret_temple",
    "pirates_camp",
    "bear_den",
    "spider_temple",
    "shark_temple",
    "heron_temple",
    "hunt",
    "patrol",
    "trail",
    "campfire",
    "crevasse",
    "leaves",
]


class ExplorationCard(_Entry, frozen=True, forbid_unknown_fields=True):
    """One of the 32 exploration cards (L80): its effect kind, arrows and values (inventory 4: the text
    names 7 cards and the kinds; the other 25, every arrow and every value are designed)."""

    kind: CardKind
    fr: str
    en: str
    gold: Side | None = None
    """The gold arrow: the card placed beside it is face up (EX-6, EX-14)."""
    white: list[Side] = []
    """White arrows: the card placed beside one is face down."""
    die: Colour | None = None
    """The die a temple, hunt or patrol rolls (EX-17..EX-20)."""
    dice: list[Colour] = []
    """The secret temple's dice in order, green then yellow then orange (EX-24, L1376)."""
    xp: int = 0
    """XP to each player who earns it (per success of ``dice`` when ``steps_xp`` is empty)."""
    steps_xp: list[int] = []
    """The secret temple's XP per die of ``dice``."""
    hp: int = 0
    """HP a player loses per failed roll (hunts, patrols, EX-19, EX-20)."""
    skins: int = 0
    """Skins to the team reserve for a killed animal (EX-19)."""
    money: int = 0
    """Money to the team reserve for a beaten patrol (EX-20)."""
    pirates: bool = False
    """Killing these moves each successful roller's madness counter (EX-21, MD-14)."""
    unlocks: str | None = None
    """A trail's secret place (EX-22)."""


class MissionFile(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One mission's file (`missions/mission_<n>.json`): everything a new mission adds in one place, its
    set-up, special rules (the mission's fields), objectives and round board (its events), and the
    boards printed for it."""

    mission: Mission
    round_board: RoundBoard
    boards: list[Board] = []
