"""A heuristic player for Far Cry's mission phase: the table that plays the training sensibly.

It only sends commands built from the seat's legal actions (so every one is accepted), and picks
among them as a careful group would: answer an enemy's tie by leaving the enemy as far from the
characters as allowed, accept offers, bandage a wounded or bleeding character, shoot a red barrel
that would catch enemies (mission 0's "Dégâts collatéraux"), focus fire on the enemy it can kill or
hurt most, each shot weighed by its die's chance (out of cover first, the Berserker last), throw a
blade only to kill, move to a hex from which it can shoot, preferring cover and no adjacent enemy,
refill a weapon in a turn with nothing to shoot, and end its turn when nothing helps. At full
strength (issue 33) it also drinks potions when they count, throws a Molotov where a one-command
lookahead (`lookahead`) gains more than its best attack, frees a caged animal that would turn on the
pirates, plays its talents before the attack or move they improve, and takes down an enemy at 3 HP or
less after the turn's attack and moves (a takedown sets the MP to 0, LA-13) rather than at once.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Collection
from typing import Any

from domain.contract import Command, LegalAction, RuleViolation
from domain.games.farcry import bots_mission_4, bots_mission_6, bots_mission_7, rules
from domain.games.farcry.campaign import preparation
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.engine import FarCryEngine
from domain.games.farcry.explorations import bots as exploration_bots
from domain.games.farcry.state import CharacterState, FarCryState, UnitState, copy_state
from domain.games.farcry.tactical import combat_actions, talent_actions
from domain.games.farcry.tactical.accessories import capacity_of
from domain.games.farcry.tactical.combat import printed_die, rolls_cover
from domain.games.farcry.tactical.dice import choose_die, success_chance, takedown_die
from domain.games.farcry.tactical.hexes import Hex, distance, neighbours
from domain.rng import Rng

ENGINE = FarCryEngine()

BARREL = "red_barrel"
BARREL_DAMAGE = 2
"""TI-1 (L2169-2175): a red barrel's explosion deals 2 to every adjacent unit."""


def _command(action: LegalAction, **values: Any) -> Command:
    command: Command = ENGINE.parse_command({"action": action.action, **action.fixed, **values})
    return command


def _enemies(s: FarCryState) -> list[UnitState]:
    return [
        u for u in s.units if u.at is not None and not u.caged and CONTENT.units[u.unit].side == "enemy" and u.hp > 0
    ]


def _unit_at(s: FarCryState, at: Hex) -> UnitState | None:
    return next((u for u in _enemies(s) if u.at == at), None)


def _barrel_victims(s: FarCryState, at: Hex) -> tuple[int, int]:
    """(enemies, characters) a barrel at ``at`` would hurt."""
    around = set(neighbours(at))
    foes = sum(1 for u in _enemies(s) if u.at in around)
    friends = sum(1 for c in s.characters if c.at in around and rules.in_play(c))
    return foes, friends


def _hit_chance(s: FarCryState, who: str, weapon: str, mode: str, at: Hex) -> float:
    """The printed die's chance from where ``who`` stands (the M133 at range 4+ rolls orange, L962),
    before talents and statuses: enough to prefer the shot that lands."""
    c = rules.character(s, who)
    if c.at is None:
        return 0.0
    hand = [w.weapon for w in c.weapons if w.place == "hand"]
    die, shift = printed_die(CONTENT.weapons[weapon], mode, c.at, at, hand)  # type: ignore[arg-type]
    return success_chance(choose_die(die, shift))


def _attack_score(s: FarCryState, action: LegalAction, *, berserker_last: bool = True) -> float | None:
    """How much an attack helps (``None``: never worth it): expected damage, a kill, no cover; an
    auto-fire burst adds up its targets' scores (every one an enemy or a useful barrel), less its MP.
    ``berserker_last``: the Berserker is killed last (mission 0's secondary, L1644); a mission's own
    policy turns it off when nothing rewards it (mission 6: a Berserker in the way is shot first)."""
    targets = action.fixed["targets"]
    if not targets:
        return None  # fire on an empty hex: only mission 3's crops make it worth a shot (`_burn`)
    if _unlit_fields(s) and any(e.kind == "ignite" for e in CONTENT.weapons[action.fixed["weapon"]].on_hit):
        return None  # mission 3: the fire weapon's ammo is kept for the crops
    if action.fixed["mode"] == "auto":
        shooter = rules.character(s, action.fixed["character"]).at
        parts = []
        for step, target in enumerate(targets):
            at = Hex(*target["at"])
            cover = shooter is not None and rolls_cover(s, shooter, at)
            part = _target_score(s, action, at, cover, berserker_last=berserker_last)
            if part is None:
                return None
            parts.append(part - 0.75 * step)  # the die degrades one step per extra target (CB-25)
        return sum(parts)
    return _target_score(s, action, Hex(*targets[0]["at"]), _in_cover(s, action), berserker_last=berserker_last)


def _in_cover(s: FarCryState, action: LegalAction) -> bool:
    """Whether the attack's first target rolls the cover die (from the state, never from a label,
    which is in the reader's language)."""
    shooter = rules.character(s, action.fixed["character"]).at
    melee = CONTENT.weapons[action.fixed["weapon"]].reach == "melee" and action.fixed["mode"] != "throw"
    return shooter is not None and not melee and rolls_cover(s, shooter, Hex(*action.fixed["targets"][0]["at"]))


def _target_score(
    s: FarCryState, action: LegalAction, at: Hex, cover: bool, *, berserker_last: bool = True
) -> float | None:
    weapon = CONTENT.weapons[action.fixed["weapon"]]
    tile = next((t for t in s.tiles if t.at == at), None)
    if tile is not None and tile.kind == BARREL:
        foes, friends = _barrel_victims(s, at)
        if foes == 0 or friends > 0:
            return None
        return 3.0 * foes + 4.0 - (1.0 if cover else 0.0)
    u = _unit_at(s, at)
    if u is None:
        return None
    dmg = min(weapon.damage, u.hp)
    others = [x for x in _enemies(s) if x.uid != u.uid]
    chance = _hit_chance(s, action.fixed["character"], weapon.id, action.fixed["mode"], at)
    score = chance * (2.0 * dmg + (4.0 if dmg >= u.hp else 0.0)) - (1.5 if cover else 0.0) - u.hp / 20.0
    if action.fixed["mode"] == "throw":
        if dmg < u.hp:
            return None  # a thrown blade lies where it fell: the melee weapon is gone for a wound
        score -= 2.0
    if berserker_last and u.unit == "berserker" and others and dmg >= u.hp:
        return None
    if berserker_last and u.unit == "berserker" and others:
        score -= 1.0
    return score + bots_mission_7.target_bonus(s, action, u)  # M7: Vaas first


def _threat(s: FarCryState, at: Hex, cover_from: set[Hex]) -> float:
    """How exposed a hex is: enemies adjacent, enemies near, and no cover next to it."""
    near = 0.0
    for u in _enemies(s):
        assert u.at is not None
        d = distance(u.at, at)
        near += 2.0 if d == 1 else (1.0 / d if d <= 6 else 0.0)
    return near - (0.5 if set(neighbours(at)) & cover_from else 0.0)


def _shots_from(s: FarCryState, c: CharacterState, at: Hex) -> float:
    """The best attack score ``c`` would have standing on ``at`` (a copy of the state is moved)."""
    t = copy_state(s)
    me = rules.character(t, c.character)
    me.at = at
    best = 0.0
    for choice in combat_actions.attack_choices(t, c.character):
        u = _unit_at(t, choice.at)
        if u is None:
            continue
        w = CONTENT.weapons[choice.weapon]
        chance = _hit_chance(t, c.character, choice.weapon, choice.mode, choice.at)
        value = chance * (2.0 * min(w.damage, u.hp) + (4.0 if w.damage >= u.hp else 0.0))
        value -= 1.5 if choice.cover else 0.0
        if u.unit == "berserker" and len(_enemies(t)) > 1:
            value -= 1.0
        best = max(best, value)
    return best


def _best_move(s: FarCryState, c: CharacterState, action: LegalAction) -> Command | None:
    """A hex from which ``c`` can shoot (cover and no adjacent enemy preferred), else a step closer."""
    assert c.at is not None
    covers = {t.at for t in s.tiles}
    choices = [rules.parse_hex(str(ch.value)) for p in action.params for ch in p.choices]
    routes = rules.moves_for(s, c)
    foes = [u.at for u in _enemies(s) if u.at is not None]
    if not foes:
        return None
    here = _shots_from(s, c, c.at) - _threat(s, c.at, covers)
    best: tuple[float, Hex] | None = None
    for h in choices:
        r = routes.get(h)
        if r is None or r.damage or r.provoked:
            continue
        value = _shots_from(s, c, h) - _threat(s, h, covers) - r.mp / 10.0
        if best is None or value > best[0]:
            best = (value, h)
    shooting = _shots_from(s, c, c.at)
    if best is not None and best[0] > here + 0.5 and (shooting == 0 or best[0] > 0):
        return _command(action, to=rules.hex_key(best[1]))
    if shooting > 0 or c.attacked:
        return None
    nearest_now = min(distance(c.at, f) for f in foes)
    closer = [
        (min(distance(h, f) for f in foes), routes[h].mp, h)
        for h in choices
        if h in routes and not routes[h].damage and not routes[h].provoked
    ]
    closer = [x for x in closer if 1 < x[0] < nearest_now]
    if closer:
        return _command(action, to=rules.hex_key(min(closer)[2]))
    return None


def _impulse(s: FarCryState, c: CharacterState, by: dict[str, list[LegalAction]], shooting: bool) -> Command | None:
    """The once-per-mission impulse (UA-1) when its effect counts: before a shot for the attack
    boosts, when hurt for the heals, when a hand weapon is empty for the free reload."""
    if not by.get("impulse"):
        return None
    code = CONTENT.characters[c.character].impulse.code
    empty = any(w.place == "hand" and w.ammo == 0 for w in c.weapons)
    useful = {
        "upgrade_attacks": shooting,
        "extra_damage": shooting,
        "heal": c.hp <= c.max_hp - 3,
        "clear_statuses": c.bleeding or c.blocage or c.hp <= c.max_hp - 3,
        "free_reload": empty,
        "gain_mp": False,
    }
    return _command(by["impulse"][0]) if useful.get(code, False) else None


def _exits(s: FarCryState) -> list[Hex]:
    """Mission 1's way out (its primary is every player on the exit, R-F-45), else none."""
    mission = CONTENT.missions[s.mission]
    if not any(o.primary and o.code == "all_exit" for o in mission.objectives):
        return []
    return [t.at for t in s.tiles if t.kind == "exit"]


def _vines(s: FarCryState) -> list[Hex]:
    """Vine walls that still keep a group out (mission 2's rooms, R-F-55)."""
    released = set(s.released)
    closed = {to_hex(w) for g in CONTENT.missions[s.mission].groups if g.id not in released for w in g.walls}
    return [t.at for t in s.tiles if t.kind == "vine_wall" and t.at in closed]


def _unlit_fields(s: FarCryState) -> list[list[Hex]]:
    """Mission 3's crop fields (crops touching each other) with no crop burning yet: the fire spreads
    over a field once one of its crops burns (L503), so each needs one hit."""
    crops = [to_hex(h) for h in CONTENT.missions[s.mission].crops]
    fields: list[list[Hex]] = []
    for h in crops:
        near = [f for f in fields if any(distance(h, x) == 1 for x in f)]
        merged = [h, *(x for f in near for x in f)]
        fields = [f for f in fields if f not in near] + [merged]
    burning = set(s.fire)
    return [f for f in fields if not burning & set(f)]


def _burn(s: FarCryState, c: CharacterState, by: dict[str, list[LegalAction]]) -> Command | None:
    """Mission 3's aim (L1810): the bearer of a fire weapon takes it in hand, walks within its sure
    range (3, L749) of a field not yet burning and sets fire to the crop it has the best chance on."""
    fields = _unlit_fields(s)
    fire = [w for w in c.weapons if any(e.kind == "ignite" for e in CONTENT.weapons[w.weapon].on_hit)]
    if not fields or not fire or c.at is None:
        return None
    crops = {h for f in fields for h in f}
    for a in by.get("attack", []):
        if a.params and a.params[0].name == "hex":
            aims = [rules.parse_hex(str(ch.value)) for ch in a.params[0].choices]
            best = max(
                ((_hit_chance(s, c.character, a.fixed["weapon"], "single", h), h) for h in aims if h in crops),
                default=None,
            )
            if best is not None and best[0] >= 0.5:
                return _command(a, hex=rules.hex_key(best[1]))
    held = next(w for w in fire)
    if held.place != "hand" and not c.attacked:
        for a in by.get("switch_weapons", []):
            if held.weapon in a.fixed["hand"] and not a.fixed.get("save_bag"):
                return _command(a)
    if held.place == "hand" and held.ammo == 0:
        for a in by.get("reload", []):
            return _command(a)
        barrels = [t.at for t in s.tiles if t.kind == BARREL]
        for a in by.get("move_to", []):
            if not a.fixed.get("careful") and barrels:
                move = _toward(s, c, a, barrels, 1)  # the flamethrower's fuel: a red barrel beside
                if move is not None:
                    return move
        return None
    hardy = 2 if c.hp > 6 else 1 if c.hp > 3 else 0  # the fire in the way, the free attacks risked
    for careful, risks in ((False, 0), (True, 0), (False, hardy // 2)):
        for a in by.get("move_to", []):
            if bool(a.fixed.get("careful")) == careful:
                move = _toward(s, c, a, crops, 2, careful=careful, burns=hardy, risks=risks)
                if move is not None:
                    return move
    return None


def _toward(
    s: FarCryState,
    c: CharacterState,
    action: LegalAction,
    goals: Collection[Hex],
    stop: int,
    *,
    careful: bool = False,
    burns: int = 0,
    risks: int = 0,
) -> Command | None:
    """The reachable hex nearest a goal (at most ``burns`` damage and ``risks`` free attacks on the
    way, fewest first), not nearer than ``stop``."""
    assert c.at is not None
    routes = rules.moves_for(s, c, careful=careful)
    now = min(distance(c.at, g) for g in goals)
    best = min(
        (
            (max(stop, min(distance(h, g) for g in goals)), r.damage + r.provoked, r.mp, h)
            for h, r in routes.items()
            if r.damage <= burns and r.provoked <= risks
        ),
        default=None,
    )
    if best is None or best[0] >= max(stop, now):
        return None
    return _command(action, to=rules.hex_key(best[3]))


def _wounded_first(t: CharacterState) -> tuple[bool, int]:
    return (False, t.hp)


def _bandage(
    s: FarCryState, by: dict[str, list[LegalAction]], first: Callable[[CharacterState], Any] = _wounded_first
) -> Command | None:
    """A bandage for a character down 2 HP or more, or bleeding, the one ``first`` orders first (the
    most hurt, by default; mission 4 puts the relic's bearer first)."""
    for a in by.get("bandage", []):
        names = {o.character for o in s.characters}
        hurt = [rules.character(s, str(ch.value)) for p in a.params for ch in p.choices if ch.value in names]
        wounded = [t for t in hurt if t.hp <= t.max_hp - 2 or t.bleeding]
        if wounded:
            return _command(a, target=min(wounded, key=first).character)
    return None


def _upkeep(s: FarCryState, c: CharacterState, by: dict[str, list[LegalAction]]) -> Command | None:
    """With nothing worth a shot: an early takedown, a loot or item picked up (never a weapon: the bag
    fills), the hand's empty weapon reloaded before its attack."""
    takedown = _takedown(s, c, by, early=True)
    if takedown is not None:
        return takedown
    for a in by.get("pick_up", []):
        if a.fixed["kind"] != "weapon":
            return _command(a)
    if by.get("reload") and not c.attacked and any(w.place == "hand" and w.ammo == 0 for w in c.weapons):
        return _command(by["reload"][0])
    return None


def _for_character(s: FarCryState, c: CharacterState, actions: list[LegalAction]) -> Command | None:
    by: dict[str, list[LegalAction]] = {}
    for a in actions:
        by.setdefault(a.action, []).append(a)
    if CONTENT.missions[s.mission].relic is not None:  # mission 4: fetch the relic and carry it out
        return bots_mission_4.turn(s, c, by)
    if CONTENT.missions[s.mission].passages:  # mission 6: free the Rakyats, escort them out
        return bots_mission_6.turn(s, c, by)
    potion = _potion(s, c, by)
    if potion is not None:
        return potion
    bandage = _bandage(s, by)
    if bandage is not None:
        return bandage
    burn = _burn(s, c, by)
    if burn is not None:
        return burn
    scored = [(score, a) for a in by.get("attack", []) if (score := _attack_score(s, a)) is not None]
    scored += _cage_shots(s, c, by)
    impulse = _impulse(s, c, by, bool(scored))
    if impulse is not None:
        return impulse
    thrown = _throw_item(s, c, by, max((x[0] for x in scored), default=0.0))
    if thrown is not None:
        return thrown
    if scored:
        score, best = max(scored, key=lambda x: x[0])
        boost = _boost_talent(s, c, by, best)
        if boost is not None:
            return boost
        return _command(best)
    upkeep = _upkeep(s, c, by)
    if upkeep is not None:
        return upkeep
    exits = _exits(s)
    for a in by.get("move_to", []):
        if not a.fixed.get("careful") and exits:  # mission 1: run for the exit (after any good shot)
            move = _toward(s, c, a, exits, 0)
            if move is not None:
                return _slide_first(c, by) or move
    if exits and c.at not in exits:
        slide = _slide_first(c, by)  # one MP more may reach the exit or a hex nearer it
        if slide is not None and c.mp > 0:
            return slide
    takedown = _takedown(s, c, by, early=False)
    if takedown is not None:
        return takedown
    vines = _vines(s)
    if vines and not _enemies(s):  # mission 2: a room cleared, break into the next one
        for a in by.get("attack", []):
            if a.fixed["targets"] and Hex(*a.fixed["targets"][0]["at"]) in vines and a.fixed["mode"] == "single":
                return _command(a)
        for a in by.get("move_to", []):
            if not a.fixed.get("careful"):
                move = _toward(s, c, a, vines, 2)
                if move is not None:
                    return move
    chase = bots_mission_7.chase(s, c, by)  # M7: towards Vaas when nothing is worth a shot
    if chase is not None:
        return _slide_first(c, by) or chase
    for a in by.get("move_to", []):
        if not a.fixed.get("careful"):
            move = _best_move(s, c, a)
            if move is not None:
                return _slide_first(c, by) or move
    cage = _open_cage(s, c, by)
    if cage is not None:
        return cage
    for a in by.get("use_talent", []):
        if a.fixed.get("target") is not None and _slide_hits(s, a):
            return _command(a)  # Glissade at 10+ (L1302): 1 damage to an adjacent enemy, once the attack is made
    if (
        by.get("reload")
        and not c.attacked
        and any(_short(w.weapon, w.ammo, w.accessories) for w in c.weapons if w.place == "hand")
    ):
        return _command(by["reload"][0])  # nothing to shoot this turn: refill now rather than lose a turn later
    for a in by.get("end_turn", []):
        return _command(a)
    return None


def _short(weapon: str, ammo: int | None, accessories: list[str] | None = None) -> bool:
    capacity = capacity_of(weapon, accessories or [])
    return ammo is not None and capacity is not None and ammo < capacity


def _choose(s: FarCryState, action: LegalAction) -> Command:
    """An enemy's tie: the hex farthest from the characters in play (it hits later, or not at all);
    an Instabilité tie ("weapon@q,r", R-F-46): an enemy rather than a character."""
    heroes = [c.at for c in s.characters if c.at is not None and rules.in_play(c)]
    values = [str(ch.value) for p in action.params for ch in p.choices]
    if any("@" in v for v in values):
        foes = [v for v in values if _unit_at(s, rules.parse_hex(v.split("@")[1])) is not None]
        return _command(action, value=(foes or values)[0])

    def far(v: str) -> tuple[int, str]:
        h = rules.parse_hex(v)
        return (min((distance(h, x) for x in heroes), default=0), v)

    return _command(action, value=max(values, key=far))


PREPARATION_ORDER = ("learn_talent", "fit_accessory", "craft", "buy", "ready")
"""Between missions the heuristic learns what its XP buys (the first listed: level 1 first), fits each
accessory waiting in the reserve onto a character's weapon, crafts a bag or holster the team can make
for its character, then a potion that heals or sharpens a shot (Médecine, Boost d'endorphine,
Tireur d'élite, Chasseur mortel, Vitesse folle), buys a Molotov when one fits its inventory, then says
it is ready (the rest of the money waits in the reserve)."""

POTIONS = ("medecine", "boost_d_endorphine", "tireur_d_elite", "chasseur_mortel", "vitesse_folle")
"""The potions the heuristic crafts between missions, best first (it drinks them, `_potion`)."""


GIVE_UP_AFTER = 3
"""The heuristic votes to end the campaign (`EndCampaign`) when the mission ahead has failed this many
times (R-F-52's retries): a group that lost the same mission three times from the same save would
rather stop than play it a fourth time."""


def _prepare(s: FarCryState, seat: int, actions: list[LegalAction]) -> Command | None:
    if seat in s.ending:
        return None  # waits for the other seats' votes
    save = s.save
    ahead = preparation.next_mission(save) if save is not None else None
    if save is not None and ahead is not None and save.failures.get(ahead, 0) >= GIVE_UP_AFTER:
        stop = next((a for a in actions if a.action == "end_campaign" and a.fixed["end"]), None)
        if stop is not None:
            return _command(stop)
    for kind in PREPARATION_ORDER:
        listed = [a for a in actions if a.action == kind]
        if kind == "craft":  # containers first, then the potions in POTIONS' order
            rank = {p: n for n, p in enumerate(POTIONS)}
            listed.sort(key=lambda a: rank.get(str(a.fixed.get("recipe")), -1))
        for a in listed:
            if a.fixed.get("to", "") is None:  # nothing for the reserve
                continue
            if kind == "fit_accessory" and (
                a.fixed["source_owner"] is not None or a.fixed["owner"] is None or a.fixed["weapon"] is None
            ):
                continue  # only from the reserve onto a character's weapon (never back and forth)
            if kind == "craft" and a.fixed.get("recipe") in CONTENT.items and a.fixed.get("recipe") not in POTIONS:
                continue
            if kind == "buy" and a.fixed.get("card") != "molotov":
                continue
            if kind != "ready" or a.fixed["ready"]:
                return _command(a)
    return None


def heuristic(s: FarCryState, seat: int, rng: Rng) -> Command | None:
    """The heuristic's command for ``seat``, or ``None`` when it has nothing to send."""
    if s.exploration is not None:
        return exploration_bots.heuristic(s, seat, rng)
    actions = ENGINE.legal_actions(s, seat)
    if not actions:
        return None
    if preparation.active(s):
        return _prepare(s, seat, actions)
    passing = next((a for a in actions if a.action == "pass_free_attack"), None)
    if passing is not None:  # R-F-42: the Amanites' free attack: the best shot at an enemy, else none
        scored = [(score, a) for a in actions if a.action == "attack" and (score := _attack_score(s, a)) is not None]
        return _command(max(scored, key=lambda x: x[0])[1]) if scored else _command(passing)
    for a in actions:
        if a.action == "choose":
            return _choose(s, a)
        if a.action == "answer_offer" and a.fixed["accept"]:
            return _command(a)
        if a.action == "react" and a.fixed["use"]:  # a reaction talent is always worth using
            return _command(a)
    ally = _ally_attack(s, actions)
    if ally is None and CONTENT.missions[s.mission].passages:
        ally = bots_mission_6.ally_step(s, actions)  # mission 6: the Rakyats walk out
    if ally is not None:
        return ally
    mine: dict[str, list[LegalAction]] = {}
    for a in actions:
        name = a.fixed.get("character")
        if isinstance(name, str):
            mine.setdefault(name, []).append(a)
    for name, listed in mine.items():
        command = _for_character(s, rules.character(s, name), listed)
        if command is not None:
            return command
    return _command(actions[0]) if actions[0].params == [] else None


# -- full strength: talents, items, cages, takedowns weighed (issue 33, R-F-81) ----------------------


def _ally_attack(s: FarCryState, actions: list[LegalAction]) -> Command | None:
    """A controlled ally (AL-2: M5's Vaas) shoots whenever it can, at the enemy with the fewest HP
    (a kill removes an attacker); it is never walked into the fight, as its death fails the mission
    (R-F-73)."""
    shots = [a for a in actions if a.action == "ally_attack"]
    if not shots:
        return None

    def hp(a: LegalAction) -> tuple[int, str]:
        at = Hex(*a.fixed["target"])
        target = _unit_at(s, at)
        return (target.hp if target is not None else 99, str(a.fixed["ally"]))

    return _command(min(shots, key=hp))


LOOKAHEAD_SAMPLES = 2
"""Dice drawn per candidate when the heuristic looks one command ahead (thrown items)."""


def _value(s: FarCryState) -> float:
    """A position's worth for the players: the mission's end first, then the enemies' HP and number
    (each point 2, each enemy 5 more), the characters' HP (a K.O. costs 15, Bleeding 1.5) and mission
    3's burning crops (4 each)."""
    if s.result == "success":
        return 1000.0
    if s.result == "failure":
        return -1000.0
    value = -sum(2.0 * u.hp + 5.0 for u in _enemies(s))
    for c in s.characters:
        value += -15.0 if c.ko else c.hp - (1.5 if c.bleeding else 0.0)
    crops = {to_hex(h) for h in CONTENT.missions[s.mission].crops}
    return value + 4.0 * len(crops & set(s.fire))


def lookahead(s: FarCryState, seat: int, command: Command, samples: int = LOOKAHEAD_SAMPLES) -> float | None:
    """The mean change of `_value` once ``command`` is decided and its events folded, over
    ``samples`` fixed dice streams (``None``: refused). One ply: the enemies' answer is not played."""
    before = _value(s)
    total = 0.0
    for k in range(samples):
        out = ENGINE.decide(s, seat, command, 0.0, Rng.derive(s.round, "lookahead", k))
        if isinstance(out, RuleViolation):
            return None
        t = ENGINE.clone(s)
        for event in out:
            t = ENGINE.evolve(t, event)
        total += _value(t) - before
    return total / samples


def _talent(by: dict[str, list[LegalAction]], talent: str) -> LegalAction | None:
    return next((t for t in by.get("use_talent", []) if t.fixed["talent"] == talent), None)


def _potions(by: dict[str, list[LegalAction]]) -> dict[str, LegalAction]:
    """The potions ``by`` lists to drink (an item action with no parameter), by effect."""
    out: dict[str, LegalAction] = {}
    for a in by.get("use_item", []):
        card = CONTENT.items.get(a.fixed["item"])
        if card is not None and card.kind == "potion" and not a.params:
            out.setdefault(card.effect, a)
    return out


def _potion(s: FarCryState, c: CharacterState, by: dict[str, list[LegalAction]]) -> Command | None:
    """A potion when it counts (L453-461): a heal when hurt, speed when a goal is far (mission 1's
    exit, mission 3's crops), fire-proofing next to fire, the repellent with an animal near; and
    Impulsion double (L1290) as soon as it is playable (it hands back the impulse, spent when useful)."""
    second = _talent(by, "impulsion_double")
    if second is not None:
        return _command(second)
    drinks = _potions(by)
    if not drinks or c.at is None:
        return None
    here = c.at
    if "heal_full" in drinks and (c.hp <= 3 or c.hp <= c.max_hp - 5):
        return _command(drinks["heal_full"])
    if "heal" in drinks and c.hp <= c.max_hp - 3:
        return _command(drinks["heal"])
    if "gain_mp" in drinks and not c.attacked and (_exits(s) or _unlit_fields(s)) and c.mp <= 2:
        return _command(drinks["gain_mp"])
    if "fireproof" in drinks and any(distance(here, f) <= 1 for f in s.fire):
        return _command(drinks["fireproof"])
    animals = [u for u in _enemies(s) if CONTENT.units[u.unit].kind != "human" and u.at is not None]
    if "animal_repellent" in drinks and any(distance(here, u.at) <= 3 for u in animals if u.at is not None):
        return _command(drinks["animal_repellent"])
    return None


def _boost_talent(
    s: FarCryState, c: CharacterState, by: dict[str, list[LegalAction]], best: LegalAction
) -> Command | None:
    """What makes the chosen attack better, played just before it: Balle porte-bonheur against cover
    (L1265), Au bon endroit for a melee blow (L1289), a Tireur d'élite or Chasseur mortel potion
    (L459-460) when the attack can kill or hits hard."""
    lucky = _talent(by, "balle_porte_bonheur")
    if lucky is not None and _in_cover(s, best) and not c.lucky:
        return _command(lucky)
    weapon = CONTENT.weapons[best.fixed["weapon"]]
    targets = best.fixed["targets"]
    sure = _talent(by, "au_bon_endroit")
    if sure is not None and weapon.reach == "melee" and best.fixed["mode"] == "single" and targets:
        u = _unit_at(s, Hex(*targets[0]["at"]))
        if u is not None and weapon.damage >= u.hp:
            return _command(sure)
    drinks = _potions(by)
    if targets and ("marksman" in drinks or "hunter" in drinks):
        u = _unit_at(s, Hex(*targets[0]["at"]))
        if u is not None and u.hp >= 3:
            return _command(drinks.get("marksman") or drinks["hunter"])
    return None


def _takedown_chance(s: FarCryState, c: CharacterState, a: LegalAction, shift: int = 0) -> float:
    u = rules.unit(s, a.fixed["target"])
    if u is None or u.hp not in (1, 2, 3):
        return 0.0
    throw = a.fixed.get("throw")
    base = talent_actions.takedown_shift(c, throw if isinstance(throw, str) else None)
    return success_chance(takedown_die(u.hp, base + shift))


def _takedown(s: FarCryState, c: CharacterState, by: dict[str, list[LegalAction]], *, early: bool) -> Command | None:
    """LA-13: a takedown leaves the attacks but sets the MP to 0, so it comes after the turn's attack
    and moves (``early``: before the moves, only when no MP is lost or the die is good: 1 HP left,
    and never on mission 1's run for the exit); with Caché à la vue de tous (L1300) or Disparition
    (L1306, before any attack) when the die is poor."""
    options = by.get("takedown", [])
    if not options:
        return None
    best = max(options, key=lambda a: _takedown_chance(s, c, a))
    chance = _takedown_chance(s, c, best)
    if early and not (c.mp == 0 or (chance >= 0.5 and not _exits(s))):
        return None
    if chance < 0.5:
        hidden = _talent(by, "cache_a_la_vue_de_tous")
        if hidden is not None:
            return _command(hidden)
        vanish = _talent(by, "disparition")
        if vanish is not None and not c.attacked and not by.get("attack"):
            return _command(vanish)
    return _command(best)


def _slide_first(c: CharacterState, by: dict[str, list[LegalAction]]) -> Command | None:
    """Glissade (L1302): 1 MP more for a move, once the attack is made (its dice are degraded)."""
    talents = by.get("use_talent", [])
    slide = next((t for t in talents if t.fixed["talent"] == "glissade" and "target" not in t.fixed), None)
    if slide is None or not (c.attacked or not by.get("attack")):
        return None
    return _command(slide)


def _slide_hits(s: FarCryState, a: LegalAction) -> bool:
    """Glissade at 10+ (L1302) aimed at an adjacent enemy: worth it once the turn's attack is made."""
    target = rules.unit(s, str(a.fixed["target"]))
    return target is not None and target.hp > 0


def _panther_helps(s: FarCryState, cage: Hex) -> bool:
    """TI-8 (L2223-2235), R-F-32: a freed wild animal goes for the nearest player, ally or human
    enemy; free it when a human enemy is nearer its cage than every character."""
    humans = [u.at for u in _enemies(s) if CONTENT.units[u.unit].kind == "human" and u.at is not None]
    heroes = [c.at for c in s.characters if c.at is not None and rules.in_play(c)]
    if not humans or not heroes:
        return False
    return min(distance(cage, h) for h in humans) + 1 < min(distance(cage, h) for h in heroes)


def _cage_shots(s: FarCryState, c: CharacterState, by: dict[str, list[LegalAction]]) -> list[tuple[float, LegalAction]]:
    """A shot at a cage with a captive inside (any hit opens it, R-F-43) when its animal would
    turn on the pirates: scored as a good hit."""
    out: list[tuple[float, LegalAction]] = []
    for a in by.get("attack", []):
        targets = a.fixed["targets"]
        if a.fixed["mode"] != "single" or len(targets) != 1:
            continue
        at = Hex(*targets[0]["at"])
        if any(u.caged and u.at == at for u in s.units) and _panther_helps(s, at):
            out.append((3.0 * _hit_chance(s, c.character, a.fixed["weapon"], "single", at) + 1.0, a))
    return out


def _open_cage(s: FarCryState, c: CharacterState, by: dict[str, list[LegalAction]]) -> Command | None:
    """Opening a cage by hand (MV-1, 1 MP): "pas recommandé" with an animal inside (L2233), so only
    when a pirate stands beside the cage too and the character can take a blow."""
    for a in by.get("interact", []):
        at = Hex(*a.fixed["at"])
        if not any(u.caged and u.at == at for u in s.units) or c.hp < 5:
            continue
        humans = [u.at for u in _enemies(s) if CONTENT.units[u.unit].kind == "human" and u.at is not None]
        if any(distance(at, h) <= 1 for h in humans):
            return _command(a)
    return None


def _throw_item(
    s: FarCryState, c: CharacterState, by: dict[str, list[LegalAction]], best_attack: float
) -> Command | None:
    """A thrown item (a Molotov: Enflammer 1 on the hex, R-F-28) at the hex where a one-command
    lookahead gains most, aimed only at or beside an enemy and never beside a character; thrown when
    it beats the turn's best attack."""
    foes = [u.at for u in _enemies(s) if u.at is not None]
    heroes = [h.at for h in s.characters if h.at is not None and rules.in_play(h)]
    best: tuple[float, Command] | None = None
    for a in by.get("use_item", []):
        if not a.params:
            continue
        for ch in a.params[0].choices:
            at = rules.parse_hex(str(ch.value))
            if not any(distance(at, f) <= 1 for f in foes) or any(distance(at, h) <= 1 for h in heroes):
                continue
            command = _command(a, at=str(ch.value))
            gain = lookahead(s, c.seat, command)
            if gain is not None and (best is None or gain > best[0]):
                best = (gain, command)
    if best is not None and best[0] > max(best_attack, 2.0):
        return best[1]
    return None


bots_mission_4.bind(sys.modules[__name__])
bots_mission_6.bind(sys.modules[__name__])
bots_mission_7.bind(sys.modules[__name__])
