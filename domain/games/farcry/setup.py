"""MISE EN PLACE (L270-318) for a mission: the first events, every draw and shuffle written into them.

Mission 0 (L1617-1678): boards M1A and M1B, the anecdote factory, 4 red barrels, 1 crate, 5 loot and
3 leaf tokens drawn at random face down (SU-3), the madness deck shuffled (SU-7), the enemies on their
bases and the chain by rank (SU-8, SU-9), each character on a start star with a kit, madness 7, HP and
MP dials at their maximum (SU-11, SU-13, SU-15, MD-15, R-F-53). Start stars are given in character
order (designed: SU-13 lets each player pick one; a start prompt may come with the engine).
"""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.contract import Event
from domain.games.farcry import events as ev
from domain.games.farcry.campaign import debriefing as mission_end
from domain.games.farcry.campaign import talents
from domain.games.farcry.campaign.save import CampaignSave, PlayerSave
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.content.schema import EnemyPlacement, Mission, What, When, Where
from domain.games.farcry.options import FarCryOptions, chosen_characters, chosen_kits, seat_of, validate
from domain.games.farcry.state import COLOUR_ORDER, START_IMPULSES, madness_bonus
from domain.games.farcry.tactical import ruses
from domain.games.farcry.tactical.accessories import capacity_of
from domain.games.farcry.tactical.board import mission_map
from domain.games.farcry.tactical.placement import enemy_hp
from domain.rng import Rng


def uid(placement: EnemyPlacement) -> str:
    """A unit's id: its board and its base colour (SU-8: never two of a type on one colour)."""
    return f"{placement.unit}-{placement.colour}"


def chain_order(mission: Mission, placed: list[EnemyPlacement]) -> list[str]:
    """The enemy chain (SU-9, EN-2, EN-3, R-F-36): highest rank first; equal ranks by the briefing's
    enemy list; one type by base colour red, blue, green, yellow. Autonomous allies sit in it by rank
    (AL-3); controlled allies do not (AL-2)."""
    type_order = list(dict.fromkeys(e.unit for e in mission.enemies))
    key = sorted(
        [e for e in placed if CONTENT.units[e.unit].side != "controlled_ally"],  # AL-2: they act with the players
        key=lambda e: (-CONTENT.units[e.unit].rank, type_order.index(e.unit), COLOUR_ORDER.index(e.colour)),
    )
    return [uid(e) for e in key]


def _tokens(mission: Mission, rng: Rng) -> tuple[list[ev.FaceDown], list[str], list[ev.FaceDown]]:
    """Loot and leaf tokens drawn at random, face down, onto the briefing's spots (SU-3, L278)."""
    aside = set(mission.loot_set_aside)  # M1 (L1712): kept out of this mission, board and crates alike
    loot_bag = rng.shuffled([k.id for k in CONTENT.box.loot if k.id not in aside for _ in range(k.copies)])
    loot = [ev.FaceDown(at=to_hex(c), kind=k) for c, k in zip(mission.loot_spots, loot_bag, strict=False)]
    leaf_bag = rng.shuffled([lf.id for lf in CONTENT.box.leaves for _ in range(lf.copies)])
    leaves = [ev.FaceDown(at=to_hex(c), kind=k) for c, k in zip(mission.leaf_spots, leaf_bag, strict=False)]
    return loot, loot_bag[len(mission.loot_spots) :], leaves


def _handed_out(mission: Mission, ready: ev.CharacterReady) -> ev.CharacterReady:
    """M2 (L1780): each character takes the mission's weapon cards, loaded, into a free holster of their
    kind, else equips them at once (R-F-54, as the lent Flamethrower); one already carried is not taken
    twice."""
    for name in mission.handed_out:
        if not any(w.weapon == name for w in ready.weapons):
            ready = _take(ready, name)
    return ready


def _take(ready: ev.CharacterReady, name: str) -> ev.CharacterReady:
    """A weapon card handed over before the mission (L1780, L1849-1851, R-F-54): loaded, into a free
    holster slot of its kind (INV-6), else equipped at once. The weapons it displaces from the hands go
    beside the board (Fist and blades, LA-2), else to a free holster slot of their kind, else to the save
    bag (LA-3); Fist and blades are displaced first (designed), so a weapon is bagged only when nothing
    else frees the hands. Never the save bag for the weapon handed over: L717-721 would leave it
    unusable all mission."""
    card = CONTENT.weapons[name]
    room = _room(ready)
    if room[card.hands] > 0:
        return msgspec.structs.replace(
            ready, weapons=[*ready.weapons, ev.WeaponGiven(weapon=name, ammo=card.capacity, place="holster")]
        )
    weapons = list(ready.weapons)
    held = [w for w in weapons if w.place == "hand"]
    free = 2 - sum(CONTENT.weapons[w.weapon].hands for w in held)
    for w in sorted(
        held, key=lambda w: (not CONTENT.weapons[w.weapon].holster_free, room[CONTENT.weapons[w.weapon].hands] == 0)
    ):
        if free >= card.hands:
            break
        displaced = CONTENT.weapons[w.weapon]
        place: Literal["beside", "holster", "save_bag"] = (
            "beside" if displaced.holster_free else "holster" if room[displaced.hands] > 0 else "save_bag"
        )
        if place == "holster":
            room[displaced.hands] -= 1
        weapons[weapons.index(w)] = msgspec.structs.replace(w, place=place)
        free += displaced.hands
    return msgspec.structs.replace(
        ready, weapons=[*weapons, ev.WeaponGiven(weapon=name, ammo=card.capacity, place="hand")]
    )


def _room(ready: ev.CharacterReady) -> dict[int, int]:
    """Free holster slots by weapon hands (INV-6)."""
    room = {1: 0, 2: 0}
    for h in ready.holsters:
        carrier = next(k for k in CONTENT.box.carriers if k.id == h)
        if carrier.kind in ("belt_holster", "back_holster"):
            room[1 if carrier.kind == "belt_holster" else 2] += carrier.slots
    for w in ready.weapons:
        if w.place == "holster":
            room[CONTENT.weapons[w.weapon].hands] -= 1
    return room


def _lent(mission: Mission, ready: list[ev.CharacterReady]) -> list[ev.CharacterReady]:
    """M3 (L1849-1851), R-F-54: each lent weapon goes, loaded, to the first character with a free
    holster slot of its kind; if none has one, the first character equips it at once (`_take`)."""
    out = list(ready)
    for name in mission.lent:
        hands = CONTENT.weapons[name].hands
        i = next((i for i, r in enumerate(out) if _room(r)[hands] > 0), 0)
        out[i] = _take(out[i], name)
    return out


def _withheld(mission: Mission, ready: list[ev.CharacterReady]) -> list[ev.CharacterReady]:
    """M5 (L1985, R-F-73): the weapon cards the mission puts on an ally's board leave whoever carries
    them for the mission (the save keeps them: a failure gives them back, a success's objective too)."""
    if not mission.withheld:
        return ready
    gone = set(mission.withheld)
    return [msgspec.structs.replace(r, weapons=[w for w in r.weapons if w.weapon not in gone]) for r in ready]


def _doors(mission: Mission, rng: Rng) -> list[ev.FaceDown]:
    """M6 (L2063): the bunker-door tiles face down at random over their spots (R-F-57: "empty" for the
    fourth); no draw for a mission without them."""
    spots = [to_hex(t.at) for t in mission.tiles if t.tile == "bunker_door"]
    if not spots:
        return []
    return [
        ev.FaceDown(at=at, kind=kind) for at, kind in zip(spots, rng.shuffled(list(mission.door_units)), strict=True)
    ]


def _anecdotes(rng: Rng) -> tuple[list[str], str, str]:
    """AN-2, AN-3 (L1392-1396): one random "Où" and one "Quoi" face down, the "Quand" pile shuffled."""
    cards = CONTENT.anecdotes.values()
    when = rng.shuffled([a.id for a in cards if isinstance(a, When)])
    where = rng.choice([a.id for a in cards if isinstance(a, Where)])
    what = rng.choice([a.id for a in cards if isinstance(a, What)])
    return when, where, what


def _character(
    options: FarCryOptions, mission: Mission, index: int, name: str, kit_index: int, save: CampaignSave | None
) -> ev.CharacterReady:
    saved = _saved_player(save, index, name)
    if saved is not None:
        return _from_save(options, mission, index, saved)
    board = mission_map(mission.id)
    character = CONTENT.characters[name]
    kit = mission.kits[kit_index]
    madness = mission.madness_start or 0
    hp_bonus, mp_bonus = madness_bonus(madness)
    hp_talent, mp_talent = talents.maxima_bonus([kit.talent])
    kit_weapon = CONTENT.weapons[kit.weapon]
    weapons = [
        ev.WeaponGiven(weapon=kit.weapon, ammo=kit_weapon.capacity, place="hand"),
        ev.WeaponGiven(weapon="machete", ammo=None, place="hand" if kit_weapon.hands == 1 else "beside"),
        ev.WeaponGiven(weapon="fist", ammo=None, place="beside"),
    ]
    return ev.CharacterReady(
        seat=seat_of(index, options.seats),
        character=name,
        kit=kit_index,
        at=board.starts[index],
        max_hp=character.max_hp + hp_bonus + hp_talent,
        max_mp=character.mp + mp_bonus + mp_talent,
        madness=madness,
        bandages=talents.start_bandages([kit.talent]),
        impulses=START_IMPULSES,
        weapons=weapons,
        talents=[kit.talent],
        holsters=[kit.holster],
    )


def _saved_player(save: CampaignSave | None, index: int, name: str) -> PlayerSave | None:
    """The save's player for the ``index``-th character: the one of that character, else by position."""
    if save is None:
        return None
    named = next((p for p in save.players if p.character == name), None)
    return named or (save.players[index] if index < len(save.players) else None)


def _from_save(options: FarCryOptions, mission: Mission, index: int, p: PlayerSave) -> ev.CharacterReady:
    """SU-12 (L308-310), EM-15: the character, talents, cards and counter of the save; 1 impulse and 2
    bandages (EM-12: used ones come back); every weapon loaded to capacity; dials at the maximum the
    counter gives (SU-15, MD-7) plus Entraînement and Marathonien; Premiers secours's 4 bandages."""
    character = CONTENT.characters[p.character]
    hp_bonus, mp_bonus = madness_bonus(p.madness)
    hp_talent, mp_talent = talents.maxima_bonus(p.talents)
    return ev.CharacterReady(
        seat=seat_of(index, options.seats),
        character=p.character,
        kit=None,
        at=mission_map(mission.id).starts[index],
        max_hp=character.max_hp + hp_bonus + hp_talent,
        max_mp=character.mp + mp_bonus + mp_talent,
        madness=p.madness,
        bandages=talents.start_bandages(p.talents),
        impulses=START_IMPULSES,
        weapons=[
            ev.WeaponGiven(
                weapon=w.weapon,
                ammo=capacity_of(w.weapon, w.accessories),
                place=w.place,
                accessories=list(w.accessories),
            )
            for w in p.weapons
        ],
        talents=list(p.talents),
        holsters=list(p.holsters),
        items=list(p.items),
        leaves=list(p.leaves),
        bag=p.bag,
    )


def start(options: FarCryOptions, rng: Rng, save: CampaignSave | None = None) -> list[Event]:
    """MISE EN PLACE, mission then players (L270-318); ``save``: a campaign's save the mission starts
    from (SU-12), instead of the mission's designed starting save."""
    if save is None:
        validate(options)
    mission = CONTENT.missions[options.mission]
    round_board = CONTENT.rounds[mission.round_board]
    loot, loot_box, leaves = _tokens(mission, rng)
    madness_deck = rng.shuffled(list(CONTENT.madness))
    when, where, what = _anecdotes(rng) if mission.anecdote_factory else ([], None, None)
    table = len(chosen_characters(options))
    enemies = ruses.caged(mission, table) if mission.cages else mission.enemies  # M7 (L2117-2137)
    on_board = [e for e in enemies if e.at is not None]
    placed = [
        ev.PlacedUnit(
            uid=uid(e),
            unit=e.unit,
            colour=e.colour,
            at=to_hex(e.at),
            hp=enemy_hp(mission.id, table, e.unit),
            caged=e.caged,
        )
        for e in on_board
        if e.at is not None
    ]
    reserve = [
        ev.PlacedUnit(uid=uid(e), unit=e.unit, colour=e.colour, at=None, hp=enemy_hp(mission.id, table, e.unit))
        for e in enemies
        if e.at is None
    ]
    events: list[Event] = [
        ev.MissionPrepared(
            mission=mission.id,
            seats=options.seats,
            friendly_fire=options.friendly_fire,
            reaction_seconds=options.reaction_seconds,
            campaign=options.campaign,
            round_board=round_board.id,
            last_round=round_board.last_round,
            tiles=[ev.PlacedTile(kind=t.tile, at=to_hex(t.at)) for t in mission.tiles],
            loot=loot,
            leaves=leaves,
            loot_box=loot_box,
            madness_deck=madness_deck,
            madness_count=len(madness_deck),
            anecdote_when=when,
            anecdote_when_count=len(when),
            anecdote_where=where,
            anecdote_what=what,
            units=placed,
            reserve=reserve,
            chain=chain_order(mission, [e for e in on_board if not e.caged]),  # R-F-43: captives wait
            queue=rng.shuffled(list(mission.queue)) if mission.queue else [],
            doors=_doors(mission, rng),
        )
    ]
    holder = next((uid(e) for e in on_board if e.unit == mission.ruse_holder), None)
    tokens = ruses.placed(mission, rng, holder)  # M7's Vaas ruse tokens, face down (L2100, R-F-74)
    if tokens is not None:
        events.append(tokens)
    if mission.relic is not None and mission.relic_at is not None:  # M4's Silver Dragon token (L1903)
        events.append(ev.RelicPlaced(weapon=mission.relic, at=to_hex(mission.relic_at)))
    start_save = save or mission.start_save
    ready = [
        _handed_out(mission, _character(options, mission, index, name, kit, start_save))
        for index, (name, kit) in enumerate(zip(chosen_characters(options), chosen_kits(options), strict=True))
    ]
    events.extend(_lent(mission, _withheld(mission, ready)))
    if mission.saved or options.campaign:  # a campaign's mission 0 keeps the first mission's team (R-F-82)
        team = _team(start_save, chosen_characters(options))
        events.append(ev.SaveKept(save=team or mission_end.first_save(chosen_characters(options))))
    return events


def _team(save: CampaignSave | None, characters: list[str]) -> CampaignSave | None:
    """The save of the characters playing (a designed starting save has all four boards)."""
    if save is None:
        return None
    players = [p for p in save.players if p.character in characters]
    return msgspec.structs.replace(save, players=players)
