"""Rule predicates and queries that `decide` and `legal` both read, so the two can never disagree.

Who is where (occupied hexes, zones of control), who may act for which character, what a character
may still do this turn (the action economy of inventory 2.4-2.7), and the movement ground now.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache, lru_cache
from itertools import combinations

from domain.contract import RuleViolation
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import MissionMap
from domain.games.farcry.state import CharacterState, FarCryState, UnitState
from domain.games.farcry.tactical.accessories import capacity_of
from domain.games.farcry.tactical.board import ground, mission_map
from domain.games.farcry.tactical.hexes import Hex, adjacent
from domain.games.farcry.tactical.paths import Ground, Route, reachable

LIMITED = ("switch", "item", "reload", "takedown", "talent", "give", "bandage")
"""PT-3 (L531-559): the limited actions, once per turn each (attacks are per weapon, R-F-6)."""


@cache
def board_of(mission: str) -> MissionMap:
    """The assembled boards (terrain never changes during a mission)."""
    return mission_map(mission)


def hex_key(h: Hex) -> str:
    """A hex as legal actions and `MoveTo` spell it: ``"q,r"``."""
    return f"{h.q},{h.r}"


def parse_hex(text: str) -> Hex:
    try:
        q, r = (int(part) for part in text.split(","))
    except ValueError:
        raise RuleViolation("bad_hex", f'{text!r} is not a hex; write it "q,r" / écrivez "q,r".') from None
    return Hex(q, r)


def character(s: FarCryState, name: str) -> CharacterState:
    for c in s.characters:
        if c.character == name:
            return c
    raise RuleViolation("unknown_character", f"No character {name!r} in this match / personnage inconnu.")


def unit(s: FarCryState, uid: str) -> UnitState | None:
    return next((u for u in s.units if u.uid == uid), None)


def in_play(c: CharacterState) -> bool:
    """A character who can still act: on the board, not K.O. (KO-1) and not gone by the exit (TI-11)."""
    return c.at is not None and not c.ko and not c.exited


def seats_in_play(s: FarCryState) -> list[int]:
    return sorted({c.seat for c in s.characters if in_play(c)})


def waiting_for(s: FarCryState) -> list[CharacterState]:
    """Characters the players' turn still waits for (R-F-12: in play and not done)."""
    return [c for c in s.characters if in_play(c) and not c.done]


def occupied(s: FarCryState, *, but: str | None = None) -> set[Hex]:
    """Hexes holding a unit (MV-2, MV-3): characters (K.O. ones too, KO-1) and units on the board."""
    out = {c.at for c in s.characters if c.at is not None and not c.exited and c.character != but}
    out |= {u.at for u in s.units if u.at is not None and u.uid != but}
    return out


def who_at(s: FarCryState, h: Hex) -> str | None:
    for c in s.characters:
        if c.at == h and not c.exited:
            return c.character
    for u in s.units:
        if u.at == h:
            return u.uid
    return None


def zone_sources(s: FarCryState) -> dict[Hex, str]:
    """Human enemies whose zone of control a player triggers (MV-14, EN-22, R-F-18, R-F-37), by hex."""
    out: dict[Hex, str] = {}
    towers = {t.at for t in s.tiles if t.kind == "watchtower"}  # L1498: no zone of control up a tower
    for u in s.units:
        board = CONTENT.units[u.unit]
        if (
            u.at is not None
            and u.at not in towers
            and board.kind == "human"
            and board.side == "enemy"
            and not u.stunned
            and not u.caged
        ):
            out[u.at] = u.uid
    return out


def ground_now(s: FarCryState) -> Ground:
    """Terrain plus the tiles still standing and the fire tokens placed (`board.ground`)."""
    return ground(board_of(s.mission), {t.at: t.kind for t in s.tiles}, s.fire)


SEATED = frozenset({"watchtower", "machine_gun"})
"""Tiles a character stands in and leaves only by "climb_down" (TI-9, TI-2) or a zip line (TI-9)."""


def moves_for(s: FarCryState, c: CharacterState, *, careful: bool = False) -> dict[Hex, Route]:
    """Every hex ``c`` can reach with its MP now, by its fastest route (the view's reachable hexes)."""
    if c.at is None or not can_move(c) or any(t.kind in SEATED and t.at == c.at for t in s.tiles):
        return {}  # TI-9: out of a watchtower only by climbing down or its zip line; TI-2: out of a seat
    tiles = tuple(sorted((t.at, t.kind) for t in s.tiles))
    others = frozenset(occupied(s, but=c.character))
    found = dict(
        _reach(s.mission, tiles, tuple(sorted(s.fire)), c.at, c.mp, others, tuple(sorted(zone_sources(s))), careful)
    )
    found.pop(c.at, None)
    return found


@lru_cache(maxsize=1024)
def _reach(
    mission: str,
    tiles: tuple[tuple[Hex, str], ...],
    fire: tuple[Hex, ...],
    at: Hex,
    mp: int,
    others: frozenset[Hex],
    zones: tuple[Hex, ...],
    careful: bool,
) -> dict[Hex, Route]:
    """`reachable` remembered by everything it reads (callers get a copy): the view, the listing and
    the check of a move all ask for the same hexes, and the search was most of a listing's time."""
    ground_then = ground(board_of(mission), dict(tiles), fire)
    return reachable(ground_then, at, mp, others, zones, acrobatic=True, careful=careful)


def can_move(c: CharacterState) -> bool:
    """ST-4, R-F-11: a Blocage forbids every movement action this turn (one received in this very
    turn waits for the next)."""
    return in_play(c) and (not c.blocage or c.blocage_next)


def controls(s: FarCryState, seat: int | None, c: CharacterState) -> None:
    """The seat acting for ``c`` must be its owner (SU-16: a solo seat has two characters)."""
    if seat is None or c.seat != seat:
        raise RuleViolation("not_your_character", f"Seat {seat} does not play {c.character}.", rule="SU-16")


def acting(s: FarCryState, seat: int | None, name: str) -> CharacterState:
    """The character a seat acts for in the players' turn, with every check every action shares."""
    if s.phase != "mission" or s.step != "players":
        raise RuleViolation(
            "not_players_turn", "Ce n'est pas le tour des joueurs / not the players' turn.", rule="PT-8", status=409
        )
    c = character(s, name)
    controls(s, seat, c)
    if s.unstable:
        raise RuleViolation(
            "instability_pending",
            f"{s.unstable[0].character} choisit d'abord sa cible d'Instabilité / chooses the Instabilité target first.",
            rule="R-F-46",
            status=409,
        )
    if not in_play(c):
        raise RuleViolation("character_out", f"{name} is K.O. or gone / est K.O. ou parti.", rule="KO-1")
    if s.offer is not None and name in (s.offer.character, s.offer.to):
        raise RuleViolation(
            "offer_pending", "Un don attend sa réponse / an offer awaits its answer.", rule="PT-4", status=409
        )
    return c


def limited_left(c: CharacterState, action: str) -> bool:
    """PT-3, LA-*: each limited action once per players' turn."""
    return action not in c.limited


def need_limited(c: CharacterState, action: str, rule: str) -> None:
    if not limited_left(c, action):
        raise RuleViolation("limited_action_used", f"{action}: once per turn / une fois par tour.", rule=rule)


def adjacent_characters(s: FarCryState, c: CharacterState) -> list[CharacterState]:
    """Other characters in play beside ``c`` (ST-1, L1416)."""
    return [
        o
        for o in s.characters
        if o is not c and in_play(o) and c.at is not None and o.at is not None and adjacent(c.at, o.at)
    ]


def holster_slots(c: CharacterState) -> dict[int, int]:
    """Holster room by weapon hands (INV-6, L374-376): belt holsters take one-hand weapons, back ones two."""
    room = {1: 0, 2: 0}
    for h in c.holsters:
        carrier = next(k for k in CONTENT.box.carriers if k.id == h)
        if carrier.kind == "belt_holster":
            room[1] += carrier.slots
        elif carrier.kind == "back_holster":
            room[2] += carrier.slots
    return room


def places_for(c: CharacterState, hand: Iterable[str], save_bag: Iterable[str] = ()) -> dict[str, str] | None:
    """Where every usable weapon goes if ``hand`` is equipped (LA-1..LA-3, INV-5, INV-6), or ``None``.

    At most two hands (a two-hand weapon alone); Fist and Machete lie beside the board (LA-2); every
    other unequipped weapon needs a holster slot of its kind, or goes to the save bag when no slot
    of its kind is left (LA-3: only then, so ``save_bag`` names exactly the weapons that do not fit).
    """
    wanted, bagged = list(hand), list(save_bag)
    usable = [w.weapon for w in c.weapons if w.place != "save_bag"]
    if len(set(wanted)) != len(wanted) or any(w not in usable for w in wanted) or not wanted:
        return None
    if len(set(bagged)) != len(bagged) or any(w not in usable or w in wanted for w in bagged):
        return None
    if sum(CONTENT.weapons[w].hands for w in wanted) > 2:
        return None
    room = holster_slots(c)
    places: dict[str, str] = {}
    for w in usable:
        if w in wanted:
            places[w] = "hand"
        elif CONTENT.weapons[w].holster_free:
            if w in bagged:
                return None
            places[w] = "beside"
        elif w not in bagged:
            hands = CONTENT.weapons[w].hands
            if room[hands] == 0:
                return None
            room[hands] -= 1
            places[w] = "holster"
    for w in bagged:
        if room[CONTENT.weapons[w].hands] > 0:
            return None  # a slot of its kind is free: it goes there
        places[w] = "save_bag"
    return places


def hand_sets(c: CharacterState) -> list[tuple[list[str], list[str]]]:
    """Every (equipped set, save bag) a switch may choose now: one or two weapons that fit, the rest
    holstered, and when more weapons of a kind than holster slots are left, each way of choosing
    which of them go to the save bag (LA-3)."""
    usable = [w.weapon for w in c.weapons if w.place != "save_bag"]
    current = sorted(w.weapon for w in c.weapons if w.place == "hand")
    out: list[tuple[list[str], list[str]]] = []
    for i, a in enumerate(usable):
        for choice in ([a], *([a, b] for b in usable[i + 1 :])):
            if sorted(choice) == current or sum(CONTENT.weapons[w].hands for w in choice) > 2:
                continue
            room = holster_slots(c)
            needy = {1: [], 2: []}  # type: dict[int, list[str]]
            for w in usable:
                if w not in choice and not CONTENT.weapons[w].holster_free:
                    needy[CONTENT.weapons[w].hands].append(w)
            extra = {k: max(0, len(v) - room[k]) for k, v in needy.items()}
            for one in combinations(needy[1], extra[1]):
                for two in combinations(needy[2], extra[2]):
                    bag = [*one, *two]
                    if places_for(c, choice, bag) is not None:
                        out.append((choice, bag))
    return out


def reloadable(c: CharacterState, s: FarCryState | None = None) -> list[str]:
    """Equipped weapons below capacity (LA-9, L751): a reload fills them all. LA-8 (L749): bows and
    rocket launchers never in a mission; the flamethrower only with fuel, a red barrel beside its
    bearer (designed; ``s`` is needed to see it, ammo loot never fuels it)."""
    out = []
    for w in c.weapons:
        card = CONTENT.weapons[w.weapon]
        capacity = capacity_of(w.weapon, w.accessories)
        if w.place != "hand" or capacity is None or (w.ammo or 0) >= capacity or card.reload == "never":
            continue
        if card.reload == "fuel" and (s is None or not fuel_beside(s, c)):
            continue
        out.append(w.weapon)
    return out


def fuel_beside(s: FarCryState, c: CharacterState) -> bool:
    """A red barrel on a hex beside ``c`` (the flamethrower's designed reload condition, LA-8)."""
    return c.at is not None and any(t.kind == "red_barrel" and adjacent(t.at, c.at) for t in s.tiles)


def can_reload(c: CharacterState, s: FarCryState | None = None) -> bool:
    """LA-9, LA-10 (L753-755): once per turn, never in a turn with an attack, something to fill."""
    return limited_left(c, "reload") and not c.attacked and bool(reloadable(c, s))


def bandage_targets(s: FarCryState, c: CharacterState) -> list[CharacterState]:
    """LA-22, R-F-48, R-F-47: oneself or an adjacent character, never a K.O. one."""
    if c.bandages <= 0 or not limited_left(c, "bandage"):
        return []
    return [c, *adjacent_characters(s, c)]


def bandage_allies(s: FarCryState, c: CharacterState) -> list[UnitState]:
    """R-F-48 (L807: "un autre joueur ou un allié"): the allied units beside ``c`` a bandage may treat,
    such as the anecdote's Rakyat (R-F-59)."""
    if c.at is None or c.bandages <= 0 or not limited_left(c, "bandage"):
        return []
    here = c.at
    return [
        u
        for u in s.units
        if CONTENT.units[u.unit].side != "enemy" and u.at is not None and not u.caged and adjacent(here, u.at)
    ]


def token_here(s: FarCryState, c: CharacterState, kind: str) -> str | None:
    """The token of ``kind`` on ``c``'s hex (MV-17: on entering or while on it, R-F-19)."""
    pile = {"loot": s.loot, "leaf": s.leaves, "weapon": s.dropped}[kind]
    return next((t.kind for t in pile if t.at == c.at), None)
