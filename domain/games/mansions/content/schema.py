"""The msgspec types every Mansions content file decodes into.

The fan aid (`003_baa9449a1c5401d8.txt`, 118 lines) summarises rules only: the scenario, the map and
every card are designed for Folie (inventory section 3.2), original in every word, in English and
French. Each entry carries a ``source``: the aid's lines whose rule it serves and the names of its
designed fields (``"*"`` for the whole entry). All structs are frozen and refuse unknown fields, so a
typo in a file is an import error, never a silently ignored key.

Effects are data, not code: a card's consequences are a list of `Effect`, a closed vocabulary of
verbs the engine implements once each (the ``verb`` tag of each struct below):

=============== ==================================================================================
verb            meaning
=============== ==================================================================================
``damage``      the target loses ``amount`` health (R-H-28: never below 0; 0 health kills, H-61);
                a monster loses ``amount`` from its health.
``horror``      the target loses ``amount`` sanity (an insane investigator takes none, H-26).
``heal``        the target regains ``amount`` of ``counter`` (health or sanity), never above its
                maximum.
``stun``        the target takes ``count`` stun tokens (H-44, H-45, R-H-11).
``move``        the target is moved up to ``spaces`` spaces (0: a monster's speed) where ``by``
                (the keeper or the player) chooses; an investigator moved by the keeper makes no
                evade test (H-17).
``draw``        ``who`` draws ``count`` cards from ``deck`` (a spell draw may name ``spell_type``).
``discard``     the target discards ``count`` of ``what`` (its choice unless the keeper's card says
                otherwise; all it holds when it holds fewer).
``gain_threat`` the keeper gains ``amount`` threat (H-20).
``place_token`` ``count`` tokens of ``token`` are put ``where``.
``remove_token`` the same, removed (a broken barricade, a fire put out).
``summon``      a ``monster`` enters play ``where`` (designed: monster placement).
``modify``      the target's ``stat`` changes by ``amount`` for ``duration``.
``play_trauma`` the keeper may play a trauma card of ``kind`` from their hand on the target,
                whatever its threshold (as H-26 allows on an insane investigator).
``test``        the target tests ``attribute`` + ``modifier`` on a d10 (H-42); then the effects of
                ``success`` or of ``failure`` apply. Tests nest (a test inside a success list).
                A group target (``each_in_room``...) tests one by one, and inside the lists
                ``self`` is the investigator who tested.
=============== ==================================================================================

Targets are named from the card's point of view (`Target`): ``self`` is the investigator the card
concerns (the attacker or the attacked in combat, the mythos or trauma victim, the caster, the
explorer); ``monster`` is the monster of the combat or of the card. Places are named by `Where`.
"""

from __future__ import annotations

from typing import Literal

import msgspec

AID_LINES = 118
"""`003_baa9449a1c5401d8.txt` has 118 lines: a cited line outside them is a typo."""

Attribute = Literal["strength", "dexterity", "marksmanship", "intellect", "willpower", "lore", "luck"]
"""The seven attributes: physical traits set the first three, mental traits the last four (README)."""
Stat = Literal[
    "strength", "dexterity", "marksmanship", "intellect", "willpower", "lore", "luck", "movements", "actions"
]
MonsterClass = Literal["humanoid", "beast", "eldritch"]
"""Combat deck colours (L70): blue humanoid, brown beast, green eldritch."""
Target = Literal[
    "self",
    "chosen_in_room",
    "each_in_room",
    "each_in_space",
    "each_investigator",
    "monster",
    "chosen_monster",
    "each_monster",
    "each_monster_in_room",
]
"""Who an effect hits, seen from the investigator the card concerns (``self``):
``chosen_in_room`` an investigator of self's room chosen by the card's user (self included, H-37);
``each_in_room`` / ``each_in_space`` every investigator of self's room / space, self included;
``each_investigator`` every investigator in play; ``monster`` the monster of the combat or of the card;
``chosen_monster`` a monster of self's room chosen by the card's user; ``each_monster_in_room`` every
monster of self's room; ``each_monster`` every monster in play."""
Where = Literal["space", "room", "adjacent_room", "feature", "named_room"]
"""``space``/``room``: the target's; ``adjacent_room``: one joined to it by a door (chosen by the
effect's owner); ``feature``: a space with the effect's ``feature``; ``named_room``: the effect's
``room``."""
Token = Literal["fire", "darkness", "corpse", "barricade", "ritual"]
Feature = Literal["start", "hiding_spot", "ladder", "vent", "campfire", "corpse", "altar", "barricade"]
"""What a space holds at set-up (L97-103). Darkness and fire are room tokens (L94-96)."""
Deck = Literal["mythos", "trauma", "spell", "combat"]
Duration = Literal["turn", "while_in_play"]


class Text(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A player-facing text in both languages (the loader refuses an empty one)."""

    en: str
    fr: str

    def get(self, lang: str) -> str:
        """The text in ``lang`` ("fr" or else English, the catalogue's default)."""
        return self.fr if lang == "fr" else self.en


class Source(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Where an entry comes from: the aid's lines, and the fields the aid does not give."""

    lines: list[int] = []
    designed: list[str] = []
    note: str = ""


class _Entry(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    id: str
    source: Source


# --- effects --------------------------------------------------------------------------------------


class _Verb(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag_field="verb"):
    pass


class Damage(_Verb, frozen=True, forbid_unknown_fields=True, tag="damage"):
    amount: int
    target: Target = "self"


class Horror(_Verb, frozen=True, forbid_unknown_fields=True, tag="horror"):
    amount: int
    target: Target = "self"


class Heal(_Verb, frozen=True, forbid_unknown_fields=True, tag="heal"):
    amount: int
    counter: Literal["health", "sanity"] = "health"
    target: Target = "self"


class Stun(_Verb, frozen=True, forbid_unknown_fields=True, tag="stun"):
    target: Target = "self"
    count: int = 1


class Move(_Verb, frozen=True, forbid_unknown_fields=True, tag="move"):
    spaces: int
    target: Target = "self"
    by: Literal["keeper", "player"] = "keeper"


class Draw(_Verb, frozen=True, forbid_unknown_fields=True, tag="draw"):
    deck: Deck
    who: Literal["keeper", "self"] = "keeper"
    count: int = 1
    spell_type: str | None = None


class Discard(_Verb, frozen=True, forbid_unknown_fields=True, tag="discard"):
    what: Literal["item", "weapon", "spell", "skill_point", "stun"]
    target: Target = "self"
    count: int = 1


class GainThreat(_Verb, frozen=True, forbid_unknown_fields=True, tag="gain_threat"):
    amount: int


class PlaceToken(_Verb, frozen=True, forbid_unknown_fields=True, tag="place_token"):
    token: Token
    where: Where = "room"
    count: int = 1
    feature: Feature | None = None
    room: str | None = None


class RemoveToken(_Verb, frozen=True, forbid_unknown_fields=True, tag="remove_token"):
    token: Token
    where: Where = "room"
    count: int = 1
    feature: Feature | None = None
    room: str | None = None


class Summon(_Verb, frozen=True, forbid_unknown_fields=True, tag="summon"):
    """A monster enters play at ``where``; only when the match has at least ``investigators``
    investigators (designed, as ``MonsterStart.investigators``: the board scales with the table, a
    public count)."""

    monster: str
    where: Where = "feature"
    feature: Feature | None = None
    room: str | None = None
    investigators: int = 1


class Modify(_Verb, frozen=True, forbid_unknown_fields=True, tag="modify"):
    stat: Stat
    amount: int
    target: Target = "self"
    duration: Duration = "while_in_play"


class PlayTrauma(_Verb, frozen=True, forbid_unknown_fields=True, tag="play_trauma"):
    kind: Literal["injury", "dementia"]
    target: Target = "chosen_in_room"
    any_threshold: bool = False
    """The card lets the keeper play the trauma "whatever its threshold" (Dread Revelation; H-23)."""


class Test(_Verb, frozen=True, forbid_unknown_fields=True, tag="test"):
    attribute: Attribute
    modifier: int = 0
    success: list[Effect] = []
    failure: list[Effect] = []
    target: Target = "self"


Effect = (
    Damage
    | Horror
    | Heal
    | Stun
    | Move
    | Draw
    | Discard
    | GainThreat
    | PlaceToken
    | RemoveToken
    | Summon
    | Modify
    | PlayTrauma
    | Test
)
VERBS = frozenset(
    {
        "damage",
        "horror",
        "heal",
        "stun",
        "move",
        "draw",
        "discard",
        "gain_threat",
        "place_token",
        "remove_token",
        "summon",
        "modify",
        "play_trauma",
        "test",
    }
)
"""The closed vocabulary: the engine implements each verb once."""


class Card(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """What a card says (text) and does (effects): the text describes the effects for players."""

    text: Text
    effects: list[Effect] = []


# --- map ------------------------------------------------------------------------------------------

Point = tuple[float, float]
Segment = tuple[Point, Point]
Rect = tuple[int, int, int, int]
"""(x0, y0, x1, y1) on the map's grid, x0 < x1 and y0 < y1."""


class Tile(_Entry, frozen=True, forbid_unknown_fields=True):
    """A printed map piece (L24 "1: Tuile"); its rooms name it."""

    name: Text


class Room(_Entry, frozen=True, forbid_unknown_fields=True):
    """A named area of a tile (L25); ``dark`` puts a darkness token at set-up (L96)."""

    tile: str
    name: Text
    dark: bool = False


class Space(_Entry, frozen=True, forbid_unknown_fields=True):
    """A division of a room (L26): a rectangle of the grid, its white dot for line of sight (L71)."""

    room: str
    rect: Rect
    dot: Point
    features: list[Feature] = []


class Door(_Entry, frozen=True, forbid_unknown_fields=True):
    """A door between two spaces of different rooms (L27), drawn as a segment of their shared edge;
    it blocks line of sight open or closed (R-H-27)."""

    a: str
    b: str
    segment: Segment


class Passage(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """Two spaces joined as if adjacent: a ladder (investigators and humanoids, L99) or a vent (beasts, L100)."""

    kind: Literal["ladder", "vent"]
    a: str
    b: str


class Board(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """The scenario's map. ``adjacent`` pairs share an edge; ``diagonal`` pairs touch at a corner inside
    one room (H-7: diagonals only where the layout allows); ``walls`` are the solid segments between
    and inside rooms (L26) that, with doors, block line of sight (H-33, R-H-27)."""

    source: Source
    tiles: list[Tile]
    rooms: list[Room]
    spaces: list[Space]
    doors: list[Door]
    adjacent: list[tuple[str, str]]
    diagonal: list[tuple[str, str]]
    walls: list[Segment]
    passages: list[Passage]


# --- figures --------------------------------------------------------------------------------------


class Monster(_Entry, frozen=True, forbid_unknown_fields=True):
    """A monster kind. ``awareness`` modifies evade tests (L35), ``horror`` horror tests (L31), each
    failed horror test costs ``horror_damage`` sanity (R-H-9); ``damage`` is dealt on a failed evade
    (L36); ``health`` is its toughness and ``speed`` the spaces of one move (designed); ``reach`` > 0
    lets it attack within that range and line of sight (R-H-7); ``special`` is the attack hidden under
    the figure (L72); ``named`` ones are immune to abilities that kill outright (L116, H-64)."""

    name: Text
    cls: MonsterClass
    awareness: int
    horror: int
    damage: int
    health: int
    speed: int
    special: Card
    horror_damage: int = 1
    reach: int = 0
    named: bool = False


class Ability(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A mental trait's once-per-game ability (README: traits)."""

    name: Text
    card: Card
    action: bool = False
    """Using it is the turn's action (its card says "action"; the loader checks both texts agree)."""


class PhysicalTrait(_Entry, frozen=True, forbid_unknown_fields=True, tag="physical", tag_field="kind"):
    """Sets the three physical attributes and gives a starting item, or a starting spell of a type."""

    name: Text
    strength: int
    dexterity: int
    marksmanship: int
    item: str | None = None
    spell_type: str | None = None


class MentalTrait(_Entry, frozen=True, forbid_unknown_fields=True, tag="mental", tag_field="kind"):
    """Sets the four mental attributes and gives a once-per-game ability."""

    name: Text
    intellect: int
    willpower: int
    lore: int
    luck: int
    ability: Ability


Trait = PhysicalTrait | MentalTrait


class Investigator(_Entry, frozen=True, forbid_unknown_fields=True):
    """An investigator: the player picks one of the two physical and one of the two mental traits (L12)."""

    name: Text
    story: Text
    health: int
    sanity: int
    skill_points: int
    physical: tuple[str, str]
    mental: tuple[str, str]


# --- items and spells -----------------------------------------------------------------------------


class Weapon(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """How an item attacks (L70): ``melee`` in the space, ``ranged`` within ``range`` and line of sight
    (L71); ``bonus`` is added to each damage a combat card's investigator part deals with it."""

    attack: Literal["melee", "ranged"]
    range: int = 0
    bonus: int = 0


class Item(_Entry, frozen=True, forbid_unknown_fields=True):
    """An item card: a starting item (one per physical trait) or one found exploring. ``use`` is what
    using it as an action does; ``consumed`` discards it after use; ``lantern`` ignores darkness (L96)."""

    name: Text
    text: Text
    starting: bool
    kind: Literal["weapon", "lantern", "tool", "consumable", "key", "book"]
    weapon: Weapon | None = None
    use: list[Effect] = []
    consumed: bool = False


class Spell(_Entry, frozen=True, forbid_unknown_fields=True):
    """A spell card. Its public face is ``name``, ``spell_type``, ``text`` and the ``attribute`` and
    ``modifier`` of its test; ``success`` and ``failure`` are the hidden side nobody sees before casting
    (L76, R-H-21). ``attack`` spells target a monster within ``range`` and line of sight."""

    name: Text
    spell_type: str
    text: Text
    attribute: Attribute
    modifier: int
    success: Card
    failure: Card
    attack: bool = False
    range: int = 0


# --- cards ----------------------------------------------------------------------------------------

CombatKind = Literal["bare_hands", "melee", "ranged", "spell", "vs_hidden", "vs_barricade"]
"""What a combat card matches (L70): an investigator's attack (bare hands, melee weapon, ranged
weapon, attack spell), a monster attacking a hidden investigator (L98) or a barricade (L97)."""


class CombatCard(_Entry, frozen=True, forbid_unknown_fields=True):
    """A combat card of a class deck. ``investigator`` is the brown upper part resolved when an
    investigator attacks with ``kind`` (L70); ``monster`` the white lower part resolved when a monster
    of the class attacks (L72); ``special`` there means the monster's special attack instead. vs_hidden
    and vs_barricade cards have only a monster part."""

    cls: MonsterClass
    kind: CombatKind
    monster: Card
    investigator: Card | None = None
    special: bool = False


class Mythos(_Entry, frozen=True, forbid_unknown_fields=True):
    """A mythos card, played on an investigator during their turn (H-6, R-H-6) for ``cost`` threat,
    when the investigator just did ``trigger`` (``any``: at any step) and, if set, stands in a room or
    space with ``feature`` or ``dark``."""

    name: Text
    cost: int
    card: Card
    trigger: Literal["any", "moved", "explored", "attacked", "cast", "puzzle"] = "any"
    feature: Feature | None = None
    dark: bool = False


class Trauma(_Entry, frozen=True, forbid_unknown_fields=True):
    """A trauma card (L55): ``injury`` after a health loss, ``dementia`` after a sanity loss, playable
    when the counter is at or below ``threshold`` (None: always). ``several`` needs more than one
    investigator in play (L64, R-H-18). Its effects stay while in play (H-24)."""

    name: Text
    kind: Literal["injury", "dementia"]
    card: Card
    threshold: int | None = None
    several: bool = False


class Celebrant(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A keeper action's condition (designed): a non-stunned ``monster`` stands on the ``feature``'s
    space and, if ``unwitnessed``, no living investigator stands there; so the investigators stop the
    action by killing or stunning the celebrant, or by standing at the feature."""

    monster: str
    feature: Feature
    unwitnessed: bool = False


class KeeperAction(_Entry, frozen=True, forbid_unknown_fields=True):
    """A keeper action card (L52): ``cost`` threat per use, at most once per keeper turn if ``once``,
    only while its ``needs`` holds (a celebrant at the altar for the rite)."""

    name: Text
    cost: int
    card: Card
    once: bool = False
    needs: Celebrant | None = None


class Event(_Entry, frozen=True, forbid_unknown_fields=True):
    """An event card (L62): resolved when its time tokens reach ``time``."""

    name: Text
    time: int
    card: Card


class Exploration(_Entry, frozen=True, forbid_unknown_fields=True):
    """An exploration card found in a room: a numbered ``clue`` (its text names the next clue's room
    through ``{room}``; the last one reveals the objective), an ``item``, a ``spell`` of a type, or
    ``nothing``."""

    name: Text
    text: Text
    kind: Literal["clue", "item", "spell", "nothing"]
    clue: int | None = None
    item: str | None = None
    spell_type: str | None = None


class Lock(_Entry, frozen=True, forbid_unknown_fields=True):
    """A lock card on top of a room's stack: entering needs the ``key`` item or solving ``puzzle``."""

    name: Text
    text: Text
    opens: Literal["key", "puzzle"]
    key: str | None = None
    puzzle: str | None = None


class Obstacle(_Entry, frozen=True, forbid_unknown_fields=True):
    """An obstacle card on top of a room's stack: entering needs a passed ``attribute`` test (or the
    ``item``); ``failure`` applies on a failed test and the entry is refused this movement."""

    name: Text
    text: Text
    attribute: Attribute
    modifier: int
    failure: list[Effect] = []
    item: str | None = None


# --- puzzles --------------------------------------------------------------------------------------


class Dial(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One dial of a lock puzzle with ``positions`` notches; turning it also turns the ``linked`` dials."""

    id: str
    positions: int
    linked: list[str] = []


class LockPuzzle(_Entry, frozen=True, forbid_unknown_fields=True, tag="lock", tag_field="kind"):
    """Turn one dial a notch (either way) per puzzle action; solved when every dial shows ``solution``."""

    name: Text
    dials: list[Dial]
    start: list[int]
    solution: list[int]


class RunePuzzle(_Entry, frozen=True, forbid_unknown_fields=True, tag="rune", tag_field="kind"):
    """A ``size`` x ``size`` grid of rune pieces (piece ids row by row with a rotation 0-3 each); one
    action swaps two orthogonally adjacent pieces or turns one a quarter; solved when the grid reads
    ``solution`` with every rotation 0."""

    name: Text
    size: int
    start: list[str]
    rotations: list[int]
    solution: list[str]


WirePiece = Literal["straight", "corner", "tee", "empty"]


class WiringPuzzle(_Entry, frozen=True, forbid_unknown_fields=True, tag="wiring", tag_field="kind"):
    """A ``width`` x ``height`` grid of wire pieces (row by row) with rotations 0-3; one action turns a
    piece a quarter clockwise; solved when a wire runs from the west edge at row ``inlet`` to the
    east edge at row ``outlet``. ``solution`` is one solving set of rotations (checked at load)."""

    name: Text
    width: int
    height: int
    pieces: list[WirePiece]
    start: list[int]
    solution: list[int]
    inlet: int
    outlet: int


Puzzle = LockPuzzle | RunePuzzle | WiringPuzzle


# --- the scenario ---------------------------------------------------------------------------------


class Kill(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="kill", tag_field="kind"):
    """Met when a ``monster`` of that kind dies (it then counts as named, L116)."""

    monster: str


class Deliver(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="deliver", tag_field="kind"):
    """Met when an investigator carrying ``item`` ends a turn in ``room``."""

    item: str
    room: str


class Tokens(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="tokens", tag_field="kind"):
    """Met when ``room`` holds ``count`` tokens of ``token``."""

    token: Token
    room: str
    count: int


class EventResolved(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="event", tag_field="kind"):
    """Met when the ``event`` card resolves (L62): the keeper's deadline."""

    event: str


class Escape(msgspec.Struct, frozen=True, forbid_unknown_fields=True, tag="escape", tag_field="kind"):
    """Met when ``room`` holds every living investigator, at least one, carrying ``item`` if set."""

    room: str
    item: str | None = None


Condition = Kill | Deliver | Tokens | EventResolved | Escape


class Objective(_Entry, frozen=True, forbid_unknown_fields=True):
    """An objective card (H-1): secret until the last clue; a side wins as soon as any one of its
    conditions is met; ``reveal`` applies when the card is revealed."""

    name: Text
    text: Text
    keeper: list[Condition]
    investigators: list[Condition]
    reveal: list[Effect] = []


class Placement(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A room's stack, top card first: lock or obstacle cards only on top, then exploration cards."""

    room: str
    cards: list[str]


class MonsterStart(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A monster placed at the set-up or at the reveal, only when the match has at least
    ``investigators`` investigators (designed: the board scales with the table, a public count)."""

    monster: str
    space: str
    investigators: int = 1


class Answer(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """One answer to a story question: the rooms' stacks it sets, the monsters it brings and, for
    the objective question, the objective it selects. ``monsters`` stand on the board from the
    set-up, which every seat sees: the loader refuses a pack whose set-up differs between stories
    (the public content pack would name the story). ``reveal_monsters`` enter when the objective
    is revealed (designed), after the objective's own ``reveal`` effects."""

    id: str
    text: Text
    placements: list[Placement] = []
    monsters: list[MonsterStart] = []
    reveal_monsters: list[MonsterStart] = []
    objective: str | None = None


class Question(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """A story element the keeper chooses at set-up (L11)."""

    id: str
    text: Text
    answers: list[Answer]


class Scenario(_Entry, frozen=True, forbid_unknown_fields=True):
    """The story (L11): its questions, the stacks common to every choice (``placements``), the start,
    the event deck in order (L62), the keeper's action cards, set-up threat and monsters."""

    title: Text
    story: Text
    questions: list[Question]
    placements: list[Placement]
    clues: int
    events: list[str]
    keeper_actions: list[str]
    threat: int
    monsters: list[MonsterStart] = []
