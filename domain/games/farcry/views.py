"""What a seat may know: the board to draw, the units, its characters' reachable hexes, and the outcome.

Every hex carries its terrain, tile, fire and token (face-down tokens as "loot"/"leaf" only, SU-3) and
its unit; wall sides, zip lines, start stars, locations and spawn points are listed beside. Hidden
information stays in the state: the kinds of face-down tokens and the loot left in the box, the
madness deck, the anecdote cards until "C'est le moment !" (AN-2), and a stress card drawn face down,
hidden even from its owner (MD-9). Labels are French and English.
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.contract import Event, Outcome
from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.campaign.save import CampaignSave
from domain.games.farcry.campaign.save_rules import next_mission
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.content.schema import DieCondition, Mode, OnHit
from domain.games.farcry.explorations import views as exploration_views
from domain.games.farcry.hidden_view import HiddenView
from domain.games.farcry.language import both
from domain.games.farcry.state import Carried, Effect, FarCryState, Phase, Step, UnitState
from domain.games.farcry.tactical import combat_actions, zones
from domain.games.farcry.tactical.accessories import capacity_of
from domain.games.farcry.tactical.dice import Colour
from domain.games.farcry.tactical.hexes import Hex, distance


class Text(msgspec.Struct, frozen=True):
    fr: str
    """The text in French (the rulebook's language)."""
    en: str
    """The text in English."""


TERRAIN: dict[str, Text] = {
    "open": Text("terrain dégagé", "open ground"),
    "rock": Text("rocher", "rock"),
    "tree": Text("arbre", "tree"),
    "coconut_tree": Text("cocotier", "coconut tree"),
    "chasm": Text("gouffre", "chasm"),
    "fire_plate": Text("plaque de feu", "fire plate"),
    "wall": Text("mur", "wall"),
    "acid": Text("acide", "acid"),
}
TILES: dict[str, Text] = {
    "red_barrel": Text("baril rouge", "red barrel"),
    "crate": Text("caisse", "crate"),
    "rock": Text("rocher", "rock"),
    "tree": Text("arbre", "tree"),
    "coconut_tree": Text("cocotier", "coconut tree"),
    "cage": Text("cage", "cage"),
    "spawn": Text("point d'apparition", "spawn point"),
    "exit": Text("sortie", "exit"),
    "zip_line": Text("tyrolienne", "zip line"),
    "chasm": Text("gouffre", "chasm"),
    "fire_plate": Text("plaque de feu", "fire plate"),
    "stone_pillar": Text("pilier de pierre", "stone pillar"),
    "rubble": Text("éboulement", "rubble"),
    "vine_wall": Text("mur de vigne", "vine wall"),
    "mine": Text("mine", "mine"),
    "komodo_nest": Text("nid de komodo", "Komodo nest"),
    "amanites": Text("amanites", "Amanita mushrooms"),
    "suspension_bridge": Text("pont suspendu", "suspension bridge"),
    "ink_puddle": Text("flaque d'encre", "ink puddle"),
    "bunker_door": Text("porte de bunker (face cachée)", "bunker door (face down)"),
    "bunker_passage": Text("porte du bunker (changer de zone)", "bunker door (change zone)"),
    "machine_gun": Text("mitrailleuse", "machine gun"),
    "acid": Text("acide", "acid"),
}
STEPS: dict[str, Text] = {
    "event": Text("phase d'événements", "event phase"),
    "players": Text("tour des joueurs", "players' turn"),
    "enemies": Text("tour des ennemis", "enemies' turn"),
}


def tile_text(kind: str) -> Text:
    return TILES.get(kind, Text(kind, kind))


class TokenView(msgspec.Struct, frozen=True):
    """``kind`` is "loot" or "leaf" while face down; a face-up loot or a lying weapon shows ``what``."""

    kind: str
    """The token's kind: "loot" or "leaf" (face down, SU-3), or "weapon" (a weapon lying there)."""
    what: str | None = None
    """A face-up loot's kind or a lying weapon's id; ``None`` while face down."""


class HexView(msgspec.Struct, frozen=True):
    at: Hex
    """The hex, as axial coordinates [q, r]."""
    terrain: str
    """Its printed terrain: "open", "rock", "tree", "coconut_tree", "chasm", "fire_plate", "wall" or "acid"."""
    label: Text
    """The terrain's name, in French and English."""
    tile: str | None = None
    """The tile on it (a red barrel, a crate, a cage, an exit...), if any."""
    fire: bool = False
    """The hex is on fire (R-F-14: a character entering or ending there burns)."""
    tokens: list[TokenView] = []
    """The tokens lying on it, face down as their backs only."""
    unit: str | None = None
    """The character id or unit uid standing on it, if any."""
    zone: str | None = None
    """M6 (L2073): "bunker" for a hex of the bunker zone, "outside" for the rest; None without zones."""


class WeaponView(msgspec.Struct, frozen=True):
    """A weapon card a character carries, with what its card says (public: the card lies face up)."""

    weapon: str
    """The weapon card's id (content ``weapons.json``)."""
    label: Text
    """Its name, in French and English."""
    place: Literal["hand", "holster", "beside", "save_bag"]
    """Where it is: "hand" (equipped), "holster", "beside" the board (LA-2) or the "save_bag" (LA-3)."""
    ammo: int | None
    """Ammunition left in it; ``None`` for a weapon that takes none (melee)."""
    capacity: int | None
    """The most ammunition it holds, its accessories counted (INV-10); ``None``: takes none."""
    used: bool
    """Tilted: it attacked this turn (CB-3, R-F-6: one attack per weapon)."""
    hands: int
    """Hands it takes to hold (1 or 2)."""
    reach: Literal["melee", "ranged"]
    """"melee" (adjacent targets only, CB-7) or "ranged" (any hex in line of sight, CB-6)."""
    damage: int
    """Damage a hit deals."""
    die: Colour | None
    """The attack die's colour (CB-9); ``None``: the attack needs no roll."""
    conditions: list[DieCondition]
    """Dice that replace ``die`` when their condition holds (CB-9, CB-20)."""
    modes: list[Mode]
    """Fire modes besides a single attack (CB-21..CB-25): a throw's range, auto fire's X, ..."""
    on_hit: list[OnHit]
    """What a hit does besides damage (CB-31): bleeding, blocage, fire, stun."""
    min_range: int | None
    """The least distance it fires at (a sniper rifle, L1269); ``None``: no least."""
    max_range: int | None
    """The greatest distance it fires at; ``None``: as far as the line of sight goes."""
    fire_mp: int
    """Movement points a shot costs (a machine gun, L1270)."""
    reload: Literal["any", "never", "fuel"]
    """"any" (reloaded with ammo), "never" (not in a mission: bows, launchers, LA-8) or "fuel"."""
    accessories: list[str] = []
    """Accessories attached to it (INV-10..INV-13)."""


class CharacterView(msgspec.Struct, frozen=True):
    character: str
    """The character's id (content ``characters.json``)."""
    name: str
    """The character's name, as printed."""
    seat: int
    """The seat playing it, from 0 (solo: one seat plays two characters, GN-3)."""
    at: Hex | None
    """Its hex; ``None`` off the board (exited, or not placed yet)."""
    hp: int
    """Health points left."""
    max_hp: int
    """Its most health points."""
    mp: int
    """Movement points left this turn."""
    max_mp: int
    """Movement points it has at the start of its turn."""
    weapons: list[WeaponView]
    """The weapon cards it has: in hand, holstered, beside the board or in the save bag."""
    holsters: list[str]
    """Its holster tiles: where a weapon not in hand is carried."""
    talents: list[str]
    """Talent ids it has learnt (bought with XP)."""
    bandages: int
    """Bandages left (a bandage heals)."""
    impulses: int
    """Impulses left (its character's once-per-mission boost, UA-1)."""
    madness: int
    """The madness counter, saved between missions (MD-6); mission 0 starts on 7 (MD-15)."""
    madness_tokens: int
    """Madness tokens gained this mission by kills (MD-1..MD-3), counted on success."""
    bleeding: bool
    """Bleeding (a status a hit can give, CB-31)."""
    blocage: bool
    """Blocked (a status a hit can give, CB-31; R-F-11 says from when it holds)."""
    stress_card: bool
    """A stress card lies on the board (its face is hidden from everyone, its owner included, MD-9)."""
    stress_face_up: str | None
    """The stress card turned face up, if any (its effect now applies)."""
    ko: bool
    """Knocked out: it acts no more until revived."""
    exited: bool
    """It left the map by an exit."""
    done: bool
    """Its seat said it is done this turn (R-F-12)."""
    limited: list[str]
    """Limited actions already taken this turn (PT-3): "switch", "item", "reload", "takedown", ..."""
    leaves: list[str]
    """Leaf tokens it carries (their colours: brewed into potions)."""
    loot: list[str]
    """Loot tokens it picked up, face up."""
    items: list[str]
    """Item cards it carries (INV-2)."""
    xp_tokens: int
    """Experience tokens picked up this mission."""
    money_tokens: int
    """Money tokens picked up this mission."""
    discard: list[str] = []
    """SU-14 (L316): the cards in the player's discard area (public, face up)."""
    talents_used: list[str] = []
    """Talents tilted this turn or flipped this mission (TL-9): no longer available."""
    effects: list[Effect] = []
    """Potions' effects running, each through round ``until`` (L453-461)."""
    borrowed: str | None = None
    """Puis-je ? (L1268): the victim's ranged weapon usable once more this turn."""
    ink: int = 0
    """M5's ink tokens (designed, `tactical.ink`)."""


class UnitView(msgspec.Struct, frozen=True):
    uid: str
    """The unit's id in this match (its board and colour, e.g. "decapiteur-red")."""
    unit: str
    """Its board's id (content ``units.json``)."""
    label: Text
    """Its name with its colour, in French and English."""
    kind: str
    """Its kind: "human", "guard_dog", "wild_animal" or "spirit"."""
    side: str
    """Its side: "enemy", "autonomous_ally" or "controlled_ally" (AL-2, AL-3)."""
    colour: str
    """Its colour (tells units of one board apart)."""
    at: Hex | None
    """Its hex; ``None`` off the board."""
    hp: int
    """Health points left."""
    max_hp: int
    """Its board's health points."""
    mp: int
    """Its board's movement points."""
    rank: int
    """Its board's rank (boards are laid out by rank, highest first)."""
    bleeding: bool
    """Bleeding (a status a hit can give)."""
    blocage: bool
    """Blocked (a status a hit can give)."""
    stunned: bool
    """Stunned: it cannot be targeted and does not act (R-F-37)."""
    caged: bool
    """In a cage tile: out of the chain until freed (TI-8, R-F-43)."""
    target: str | None = None
    """The unit's target while it plays its behaviour in the enemies' turn (EN-9)."""
    mp_spent: int = 0
    """A controlled ally's MP spent this players' turn (AL-2)."""


class EnemyChoiceView(msgspec.Struct, frozen=True):
    """An enemy's move left to the players (EN-16, R-F-34): the unit, the kind and the offered hexes."""

    uid: str
    """The enemy whose hex the players pick."""
    kind: str
    """What the choice is for (its movement's kind)."""
    options: list[Hex]
    """The hexes the players may pick from."""


class ReachView(msgspec.Struct, frozen=True):
    """A hex a character can reach now (the value `move_to` takes), its MP cost and what it risks."""

    to: str
    """The hex as `move_to` takes it: "q,r"."""
    at: Hex
    """The hex, as [q, r]."""
    mp: int
    """Movement points the fastest route costs."""
    damage: int
    """Damage taken on the way (fire, R-F-14)."""
    provoked: int
    """Free attacks the route provokes by leaving enemies' zones (MV-14..MV-16)."""
    moves: list[str]
    """The kinds of the route's steps (walk, climb, zip line, ...)."""


class TargetView(msgspec.Struct, frozen=True):
    """A target a character can attack now with a weapon in hand: in range and in line of sight
    (CB-6, CB-9), and whether the cover die would be rolled (CB-14). ``unit`` is the unit or character
    standing there, ``tile`` the tile (a barrel, a crate)."""

    to: str
    """The target's hex as "q,r"."""
    at: Hex
    """The target's hex, as [q, r]."""
    weapon: str
    """The weapon in hand the attack uses."""
    mode: str
    """The attack's mode: "single", "throw", "dispersion", ..."""
    distance: int
    """Hexes from the attacker to the target."""
    cover: bool
    """The cover die would be rolled (CB-14)."""
    unit: str | None
    """The character or unit standing there, if any."""
    tile: str | None
    """The tile there (a barrel, a crate), if any."""


class OfferView(msgspec.Struct, frozen=True):
    character: str
    """The character giving (LA-18)."""
    to: str
    """The character or ally offered the exchange, who must answer."""
    bandages: int
    """Bandages given."""
    weapons: list[str]
    """Weapon cards given."""
    items: list[str]
    """Item cards given."""


class AnecdoteView(msgspec.Struct, frozen=True):
    prepared: bool
    """The mission's anecdote is set up (its "Où" card drawn)."""
    when_left: int
    """Cards left in the "Quand" pile (one turns each round; "C'est le moment !" sets it off, AN-2)."""
    done: bool
    """The anecdote happened: its cards are shown."""
    where: str | None
    """The "Où" card, once the anecdote happened; hidden before (AN-2)."""
    what: str | None
    """The "Quoi" card, once the anecdote happened; hidden before."""


class RuseView(msgspec.Struct, frozen=True):
    """M7's Vaas ruse tokens off the board (L1504-1508, R-F-74); those lying on it are hex tokens "ruse"."""

    holder: str | None
    """The unit (uid) still holding a face-down ruse token on its board (the Traitor), else ``None``."""
    taken: list[str]
    """The faces Vaas took, face up on his board, in the order taken."""
    held: str | None = None
    """The face of the holder's token: shown only in the omniscient view, ``None`` for every seat."""


class ObjectiveView(msgspec.Struct, frozen=True):
    """One of the mission's objectives (EM-2), as its card prints it: public to every seat."""

    id: str
    """The objective's id (the mission's content)."""
    primary: bool
    """The primary objective decides the mission (EM-2); the secondary ones only give their reward."""
    text: Text
    """What the objective asks, in French and English."""
    xp: int
    """Experience points it gives each player when met (0 in mission 0, which is not saved)."""
    money: int
    """Money it gives the team when met."""
    met: bool
    """Met at the mission's end (``objectives_met``)."""


class FarCryView(msgspec.Struct, frozen=True):
    mission: str
    """The mission's id (``mission_0`` ... in the content)."""
    round: int
    """The round being played, from 1 (the round track)."""
    last_round: int
    """The mission's last round: when it ends, the mission is lost unless its primary objective is met."""
    step: Step
    """The round's step: its "event" phase, the "players"' turn or the "enemies"' turn."""
    step_label: Text
    """The step's name, in French and English."""
    phase: Phase
    """Where the match is: a "mission", the "exploration" of one, the "preparation" between missions,
    the "debriefing" or "finished"."""
    result: Literal["success", "failure"] | None
    """The mission's result once it ended; ``None`` while it is played."""
    board: list[HexView]
    """Every hex of the mission's map, with what lies on it."""
    walls: list[list[Hex]]
    """Walls, each as the two hexes whose shared side it stands on."""
    zip_lines: list[list[Hex]]
    """Zip lines, each as its two ends."""
    starts: list[Hex]
    """The start hexes (stars, L314)."""
    locations: dict[int, Hex]
    """The numbered locations events and anecdotes name (L497)."""
    spawns: list[Hex]
    """Enemy spawn points."""
    characters: list[CharacterView]
    """Every player's characters."""
    units: list[UnitView]
    """Units on the board: enemies and allies."""
    reserve: list[UnitView]
    """Units waiting off the board, to come in by events."""
    chain: list[str]
    """The chain: the order in which the units act in the enemies' turn."""
    madness_deck: int
    """Cards left in the madness deck (their faces hidden)."""
    anecdote: AnecdoteView
    """The mission's anecdote, as far as it is public."""
    offer: OfferView | None
    """A gift waiting for its answer (LA-18..LA-21), if any."""
    reachable: dict[str, list[ReachView]]
    """For each of the seat's characters: every hex it can reach with its MP now (fastest route)."""
    objectives_met: list[str]
    """Ids of the objectives met, once the mission ended."""
    enemy_choice: EnemyChoiceView | None = None
    """An enemy's hex the players must pick now (EN-16), if any."""
    save: CampaignSave | None = None
    """The campaign save (EM-15): public, the same for every seat; none for mission 0 (EM-14)."""
    hidden: HiddenView | None = None
    """Only in the omniscient view (omniscient.py): the piles no seat sees."""
    targets: dict[str, list[TargetView]] = {}
    """For each of the seat's characters: every unit or tile it can attack now, per weapon and mode."""
    free_attacks: list[str] = []
    """R-F-42: who still owes the Amanites' free attack, in order (public)."""
    crops: list[Hex] = []
    """The mission's illegal crops (M3), public: fire spreads over them."""
    queue: list[str] = []
    """The enemy queue (M3), public on the round board, first to come first."""
    exploration: exploration_views.ExplorationView | None = None
    """The exploration in progress (phase "exploration"), as this seat may see it."""
    campaign: bool = False
    """The match is a campaign (option ``campaign``): after its mission come the preparation and the next."""
    ready: list[int] = []
    """In the preparation: the seats ready to leave (the next mission starts when all are)."""
    ending: list[int] = []
    """In the preparation: the seats that voted to end the campaign (it ends when all have)."""
    campaign_ended: bool = False
    """Every seat voted to end the campaign: the match is over (`status`'s outcome says so)."""
    next_mission: str | None = None
    """In a campaign: the mission the preparation leads to (RND-1); ``None`` once none is left."""
    objectives: list[ObjectiveView] = []
    """The mission's objectives, primary first, with their rewards (EM-2)."""
    names: dict[str, Text] = {}
    """The name, in French and English, of every id the view shows for a card or token: the characters'
    ``items``, ``loot``, ``leaves``, ``talents`` and face-up madness card, the mission, and the campaign
    save's characters, weapons, accessories, bags, holsters, items and missions: a table shows these,
    never the ids (issue 34, item 3)."""
    palisades: list[list[Hex]] = []
    """M7's palisades (L2139-2141): each side as its two hexes; never crossed, a cover."""
    ruses: RuseView | None = None
    """M7's Vaas ruse tokens off the board (the Traitor's, those Vaas took); ``None`` in other missions."""


def _unit_view(u: UnitState) -> UnitView:
    board = CONTENT.units[u.unit]
    return UnitView(
        uid=u.uid,
        unit=u.unit,
        label=Text(f"{board.fr} ({u.colour})", f"{board.en} ({u.colour})"),
        kind=board.kind,
        side=board.side,
        colour=u.colour,
        at=u.at,
        hp=u.hp,
        max_hp=board.hp,
        mp=board.mp,
        rank=board.rank,
        bleeding=u.bleeding,
        blocage=u.blocage,
        stunned=u.stunned,
        caged=u.caged,
        target=u.target,
        mp_spent=u.mp_spent,
    )


def _weapon_view(w: Carried) -> WeaponView:
    """A carried weapon: its place, ammo and accessories, and what its card prints (content)."""
    card = CONTENT.weapons[w.weapon]
    return WeaponView(
        weapon=w.weapon,
        label=Text(card.fr, card.en),
        place=w.place,
        ammo=w.ammo,
        capacity=capacity_of(w.weapon, w.accessories),
        accessories=list(w.accessories),
        used=w.used,
        hands=card.hands,
        reach=card.reach,
        damage=card.damage,
        die=card.die,
        conditions=list(card.conditions),
        modes=list(card.modes),
        on_hit=list(card.on_hit),
        min_range=card.min_range,
        max_range=card.max_range,
        fire_mp=card.fire_mp,
        reload=card.reload,
    )


def reach_views(s: FarCryState, name: str) -> list[ReachView]:
    c = rules.character(s, name)
    found = rules.moves_for(s, c)
    return [
        ReachView(
            to=rules.hex_key(h),
            at=h,
            mp=r.mp,
            damage=r.damage,
            provoked=r.provoked,
            moves=[m.kind for m in r.moves],
        )
        for h, r in sorted(found.items())
    ]


def target_views(s: FarCryState, name: str, units: dict[Hex, str], tiles: dict[Hex, str]) -> list[TargetView]:
    here = rules.character(s, name).at
    return [
        TargetView(
            to=rules.hex_key(choice.at),
            at=choice.at,
            weapon=choice.weapon,
            mode=choice.mode,
            distance=0 if here is None else distance(here, choice.at),
            cover=choice.cover,
            unit=units.get(choice.at),
            tile=tiles.get(choice.at),
        )
        for choice in combat_actions.attack_choices(s, name)
    ]


def build(s: FarCryState, seat: int | None) -> FarCryView:
    board = rules.board_of(s.mission)
    zoned = zones.zoned(s)
    tiles = {t.at: t.kind for t in s.tiles}
    fire = set(s.fire)
    tokens: dict[Hex, list[TokenView]] = {}
    for t in s.loot:
        tokens.setdefault(t.at, []).append(TokenView("loot", t.kind if t.face_up else None))
    for t in s.leaves:
        tokens.setdefault(t.at, []).append(TokenView("leaf"))
    for t in s.dropped:
        tokens.setdefault(t.at, []).append(TokenView("weapon", t.kind))
    for t in s.ruses:
        tokens.setdefault(t.at, []).append(TokenView("ruse"))  # M7: face down (R-F-74)
    units = {c.at: c.character for c in s.characters if c.at is not None}
    units |= {u.at: u.uid for u in s.units if u.at is not None}
    hexes = [
        HexView(
            at=h,
            terrain=terrain,
            label=TERRAIN[terrain],
            tile=tiles.get(h),
            fire=h in fire,
            tokens=tokens.get(h, []),
            unit=units.get(h),
            zone=zones.zone_of(s, h) if zoned else None,
        )
        for h, terrain in sorted(board.terrain.items())
    ]
    characters = [
        CharacterView(
            character=c.character,
            name=CONTENT.characters[c.character].name,
            seat=c.seat,
            at=c.at,
            hp=c.hp,
            max_hp=c.max_hp,
            mp=c.mp,
            max_mp=c.max_mp,
            weapons=[_weapon_view(w) for w in c.weapons],
            holsters=list(c.holsters),
            talents=list(c.talents),
            bandages=c.bandages,
            impulses=c.impulses,
            madness=c.madness,
            madness_tokens=c.madness_tokens,
            ink=c.ink,
            bleeding=c.bleeding,
            blocage=c.blocage,
            stress_card=c.stress_card is not None,
            stress_face_up=c.stress_card if c.stress_face_up else None,
            ko=c.ko,
            exited=c.exited,
            done=c.done,
            limited=list(c.limited),
            leaves=list(c.leaves),
            loot=list(c.loot),
            items=list(c.items),
            xp_tokens=c.xp_tokens,
            money_tokens=c.money_tokens,
            discard=list(c.discard),
            talents_used=sorted(set(c.talents_used) | set(c.talents_flipped)),
            effects=[e for e in c.effects if e.until >= s.round],
            borrowed=c.borrowed,
        )
        for c in s.characters
    ]
    mine = [c.character for c in s.characters if c.seat == seat and rules.in_play(c)]
    names = shown_names(characters, s)
    playing = s.phase == "mission" and s.step == "players"
    offer = s.offer
    waiting = set() if offer is None else {offer.character, offer.to}
    # a character giving or offered an exchange does nothing else until it is answered (LA-18..LA-21)
    return FarCryView(
        mission=s.mission,
        round=s.round,
        last_round=s.last_round,
        step=s.step,
        step_label=STEPS[s.step],
        phase=s.phase,
        result=s.result,
        board=hexes,
        walls=[sorted(e) for e in sorted(board.wall_edges, key=sorted)],
        zip_lines=[[a, b] for a, b in sorted(board.zip_lines.items())],
        starts=list(board.starts),
        locations=dict(board.locations),
        spawns=list(board.spawns),
        characters=characters,
        units=[_unit_view(u) for u in s.units],
        reserve=[_unit_view(u) for u in s.reserve],
        chain=list(s.chain),
        madness_deck=len(s.madness_deck),
        anecdote=AnecdoteView(
            prepared=s.anecdote_where is not None,
            when_left=len(s.anecdote_when),
            done=s.anecdote_done,
            where=s.anecdote_where if s.anecdote_done else None,
            what=s.anecdote_what if s.anecdote_done else None,
        ),
        offer=None
        if offer is None
        else OfferView(offer.character, offer.to, offer.bandages, list(offer.weapons), list(offer.items)),
        reachable={name: reach_views(s, name) for name in mine} if playing else {},
        objectives_met=list(s.objectives_met),
        free_attacks=list(s.free_attacks),
        crops=[to_hex(c) for c in CONTENT.missions[s.mission].crops],
        queue=list(s.queue),
        enemy_choice=None
        if s.enemy_choice is None
        else EnemyChoiceView(s.enemy_choice.uid, s.enemy_choice.kind, list(s.enemy_choice.options)),
        save=s.save,
        targets={name: target_views(s, name, units, tiles) for name in mine if name not in waiting} if playing else {},
        exploration=exploration_views.build(s.exploration, seat),
        campaign=s.campaign,
        ready=list(s.ready),
        ending=list(s.ending),
        campaign_ended=s.campaign_ended,
        next_mission=next_mission(s.save) if s.campaign and s.save is not None and not s.campaign_ended else None,
        objectives=[
            ObjectiveView(
                id=o.id,
                primary=o.primary,
                text=Text(o.fr, o.en or o.fr),
                xp=o.xp,
                money=o.money,
                met=o.id in s.objectives_met,
            )
            for o in sorted(CONTENT.missions[s.mission].objectives, key=lambda o: not o.primary)
        ],
        names=names,
        palisades=[sorted(e) for e in sorted(board.palisades, key=sorted)],
        ruses=RuseView(s.ruse_holder if s.ruse_held is not None else None, list(s.vaas_ruses))
        if CONTENT.missions[s.mission].ruse_faces
        else None,
    )


def name_of(key: str) -> Text | None:
    """An item card's, loot token's, leaf's, talent's or madness card's name by its id."""
    if key in CONTENT.items:
        item = CONTENT.items[key]
        return Text(item.fr, item.en)
    if key in CONTENT.talents:
        talent = CONTENT.talents[key]
        return Text(talent.fr, talent.en)
    loot = next((k for k in CONTENT.box.loot if k.id == key), None)
    if loot is not None:
        return Text(loot.fr, loot.en)
    leaf = next((k for k in CONTENT.box.leaves if k.id == key), None)
    if leaf is not None:
        return Text(f"feuille {leaf.fr}", f"{leaf.en} leaf")
    if key in CONTENT.madness:
        number = key.rsplit("_", 1)[-1]
        return Text(f"carte Folie {number}", f"madness card {number}")
    if key in CONTENT.weapons:
        weapon = CONTENT.weapons[key]
        return Text(weapon.fr, weapon.en)
    if key in CONTENT.accessories:
        accessory = CONTENT.accessories[key]
        return Text(accessory.fr, accessory.en)
    carrier = next((k for k in CONTENT.box.carriers if k.id == key), None)
    if carrier is not None:
        return Text(carrier.fr, carrier.en)
    if key in CONTENT.characters:
        name = CONTENT.characters[key].name
        return Text(name, name)
    if key in CONTENT.missions:  # the mission's French title is quoted as the rulebook prints it
        m = CONTENT.missions[key]
        return Text(f"mission {m.number} « {m.fr} »", f"mission {m.number} “{m.fr}”")
    return None


def shown_names(characters: list[CharacterView], s: FarCryState) -> dict[str, Text]:
    """The names of the ids the characters' panels and the campaign's save show (public: they lie face
    up, and the save is the whole group's)."""
    keys = {
        key
        for c in characters
        for key in (*c.items, *c.loot, *c.leaves, *c.talents, *([c.stress_face_up] if c.stress_face_up else []))
    }
    keys.add(s.mission)
    save = s.save
    if save is not None:
        keys |= {*save.reserve_leaves, *save.reserve_accessories, *save.reserve_items, *save.reserve_carriers}
        keys |= {w.weapon for w in save.reserve_weapons} | set(save.missions_done) | set(save.failures)
        for p in save.players:
            keys |= {p.character, *p.talents, *p.items, *p.holsters, *([p.bag] if p.bag else [])}
            keys |= {w.weapon for w in p.weapons} | {a for w in p.weapons for a in w.accessories}
        ahead = next_mission(save)
        if ahead is not None:
            keys.add(ahead)
    return {key: text for key in sorted(keys) if (text := name_of(key)) is not None}


def outcome_of(s: FarCryState) -> Outcome | None:
    """Everyone wins or loses together (a cooperative mission)."""
    if s.result is None:
        return None
    won = s.result == "success"
    texts = {o.id: o for o in CONTENT.missions[s.mission].objectives}
    met = [texts[o] for o in s.objectives_met if o in texts]
    detail = (
        both(", ".join(o.fr for o in met), ", ".join(o.en or o.fr for o in met))
        if won
        else both(f"manche {s.round}", f"round {s.round}")
    )
    if not CONTENT.missions[s.mission].saved:  # EM-14: the training is never saved
        detail += both(" (entraînement : mission non sauvegardée)", " (training: the mission is not saved)")
    return Outcome(
        result="won" if won else "lost",
        winners=list(range(s.seats)) if won else [],
        reason="objective" if won else "mission_failed",
        detail=detail,
    )


def event_view(event: Event, seat: int | None) -> Event | None:
    """``event`` as ``seat`` may read it: the set-up's face-down draws, decks and anecdote cards are cut
    out for everyone (SU-3, SU-7, AN-2), as are a reshuffled madness deck (R-F-8) and a broken crate's
    face-down loot (TI-4); a stress card drawn face down is hidden even from its owner (MD-9); the
    exploration's own cuts are `explorations.views.event_view`."""
    if isinstance(event, exploration_views.EVENTS):
        return exploration_views.event_view(event, seat)
    if isinstance(event, ev.MissionPrepared):
        return msgspec.structs.replace(
            event,
            loot=[ev.FaceDown(at=t.at, kind=None) for t in event.loot],
            leaves=[ev.FaceDown(at=t.at, kind=None) for t in event.leaves],
            loot_box=None,
            madness_deck=None,
            anecdote_when=None,
            anecdote_where=None,
            anecdote_what=None,
            doors=[ev.FaceDown(at=d.at, kind=None) for d in event.doors],  # M6: face down (L2063)
        )
    if isinstance(event, ev.RusesPlaced):  # M7: the ruse tokens' faces (R-F-74)
        return msgspec.structs.replace(event, tokens=[ev.FaceDown(at=t.at, kind=None) for t in event.tokens], held=None)
    if isinstance(event, ev.StressDrawn):
        return msgspec.structs.replace(event, card=None)
    if isinstance(event, ev.MadnessReturned):
        return msgspec.structs.replace(event, deck=None)
    if isinstance(event, ev.TileDestroyed) and event.loot is not None:
        return msgspec.structs.replace(event, loot=None)
    return event
