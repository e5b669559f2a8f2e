"""The talents a player plays in the players' turn, and what each one allows (TL-8..TL-10, L1259-1310).

`use_talent` plays a card on its own (Balle porte-bonheur, Glissade, Au bon endroit, Impulsion
double, Disparition, Caché à la vue de tous); Gâchette rapide and Artiste du couteau are played by
attacking again, Élimination à distance by a thrown takedown, Puis-je ? by the borrowed shot after a
takedown; reactions (Coup de chance, Abdos en acier, Second souffle) are offered by `reactions`;
passive cards change numbers where the rules read them (`talents`). Each ``*_options`` function lists
exactly what its command accepts, for the legal actions.
"""

from __future__ import annotations

from typing import NamedTuple

from domain.contract import Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.campaign import talents
from domain.games.farcry.content import CONTENT
from domain.games.farcry.evolve_combat import Work, character, unit
from domain.games.farcry.state import AttackSpec, CharacterState, FarCryState, UnitState
from domain.games.farcry.tactical.combat import Declared, line, occupant, resolve
from domain.games.farcry.tactical.hexes import Hex, adjacent, distance
from domain.games.farcry.tactical.statuses import ANIMALS, damage
from domain.rng import Rng

TAKEDOWN_HP = 3
"""LA-14 (L767): a takedown needs a target at 3 HP or less."""
THROW_REACH = 3
"""R-F-28: a throw reaches range 3 (Élimination à distance throws the blade)."""
BORROWED_REACH_MAD = 3
"""Puis-je ? at 10+ (L1268): "Choisissez la cible à portée 3 maximum"."""
BY_ATTACK = frozenset({"second_pistol_shot", "knife_artist"})
"""Cards played by attacking again with the weapon (L1264, L1310)."""
REACTIONS = frozenset({"reroll", "steel_abs", "second_wind"})
"""Cards offered by `reactions` at their moment (L1293, L1294, L1309)."""


def _refuse(code: str, fr: str, en: str, rule: str = "TL-10") -> RuleViolation:
    return RuleViolation(code, f"{fr} / {en}", rule=rule)


# -- cards played on their own -----------------------------------------------------------------------


class TalentOption(NamedTuple):
    talent: str
    target: str | None = None


def talent_options(s: FarCryState, c: CharacterState) -> list[TalentOption]:
    """The cards ``c`` may play now with `use_talent` (Glissade at 10+ once per adjacent enemy)."""
    out: list[TalentOption] = []
    for talent in c.talents:
        card = CONTENT.talents.get(talent)
        aimed = card is not None and card.code == "slide" and talents.mad(c)
        targets: list[str | None] = [*_slide_targets(s, c)] if aimed else []
        for target in targets or [None]:
            try:
                _check_talent(s, c, talent, target)
            except RuleViolation:
                continue
            out.append(TalentOption(talent, target))
    return out


def _slide_targets(s: FarCryState, c: CharacterState) -> list[str]:
    """Glissade at 10+ (L1302): the enemies adjacent to ``c``."""
    if c.at is None:
        return []
    here = c.at
    return sorted(
        u.uid
        for u in s.units
        if u.at is not None
        and adjacent(u.at, here)
        and CONTENT.units[u.unit].side == "enemy"
        and not u.stunned
        and not u.caged
    )


def _check_talent(s: FarCryState, c: CharacterState, talent: str, target: str | None) -> None:
    card = CONTENT.talents.get(talent)
    if card is None or talent not in c.talents:
        raise _refuse("no_such_talent", f"{c.character} n'a pas {talent}", f"{c.character} has no {talent}", "TL-9")
    if card.code in BY_ATTACK:
        raise _refuse("talent_by_attack", "attaquez à nouveau avec l'arme", "attack again with the weapon", "TL-9")
    if card.code == "ranged_takedown":
        raise _refuse("talent_by_takedown", "tentez une Élimination en lançant la lame", "throw the blade", "TL-9")
    if card.code in REACTIONS:
        raise _refuse("reaction_talent", "proposé au bon moment", "offered when its moment comes", "TL-9")
    if card.use == "passive" or card.code == "borrow_weapon":
        raise _refuse("passive_talent", "talent permanent", "a passive talent, always on", "TL-9")
    if talent in c.talents_used or talent in c.talents_flipped:
        raise _refuse("talent_used", f"{talent} déjà utilisé", f"{talent} already used", "TL-9")
    if card.code == "second_impulse" and c.impulses > 0:
        raise _refuse("impulse_unused", "l'impulsion n'a pas été utilisée", "the impulse is still there", "L1290")
    if card.code == "vanish" and c.attacked:
        raise _refuse("attacked_this_turn", "vous avez déjà attaqué", "you have attacked this turn", "L1306")
    if card.code == "slide" and talents.mad(c):
        options = _slide_targets(s, c)
        if options and target not in options:
            raise _refuse("bad_target", "un ennemi adjacent", f"an adjacent enemy among {options}", "L1302")
    elif target is not None:
        raise _refuse("no_target", "ce talent ne vise personne", "this talent has no target", "TL-10")


def use_talent(s: FarCryState, c: cmd.UseTalent, hero: CharacterState) -> list[Event]:
    """LA-17, UA-2, TL-9: a card played on its own, once per turn or once per mission; Glissade at
    10+ deals 1 damage to the adjacent enemy named (L1302)."""
    _check_talent(s, hero, c.talent, c.target)
    work = Work(s)
    work.emit(ev.TalentUsed(character=c.character, talent=c.talent))
    if c.target is not None:
        damage(work, c.target, 1, "weapon", c.character)
    return work.events


# -- takedowns ---------------------------------------------------------------------------------------


class TakedownOption(NamedTuple):
    target: str
    throw: str | None = None


def _takeable(c: CharacterState, u: UnitState) -> bool:
    """LA-12: a human enemy; Exterminateur (L1291): animals too."""
    board = CONTENT.units[u.unit]
    human = board.kind == "human" and board.side == "enemy"
    animal = board.kind in ANIMALS and talents.holds(c, "takedown_animals")
    return (human or animal) and not u.stunned and not u.caged and u.at is not None and u.hp <= TAKEDOWN_HP


def blades(c: CharacterState) -> list[str]:
    """Equipped bladed melee weapons (Élimination à distance, Artiste du couteau)."""
    return [
        w.weapon
        for w in c.weapons
        if w.place == "hand"
        and CONTENT.weapons[w.weapon].category == "blade"
        and CONTENT.weapons[w.weapon].reach == "melee"
    ]


def takedown_options(s: FarCryState, c: CharacterState) -> list[TakedownOption]:
    """LA-12..LA-16: adjacent targets; Élimination à distance (L1307): a blade thrown within range 3."""
    if "takedown" in c.limited or c.at is None:
        return []
    here = c.at
    out: list[TakedownOption] = []
    throws = blades(c) if talents.ready(c, "ranged_takedown") else []
    for u in s.units:
        if not _takeable(c, u) or u.at is None:
            continue
        if adjacent(u.at, here):
            out.append(TakedownOption(u.uid))
        if distance(u.at, here) <= THROW_REACH and line(s, here, u.at).clear:
            out += [TakedownOption(u.uid, w) for w in throws]
    return out


def takedown_target(s: FarCryState, hero: CharacterState, c: cmd.Takedown) -> UnitState:
    """The unit a takedown is allowed on, or the rule it breaks."""
    if "takedown" in hero.limited:
        raise _refuse("limited_action_used", "une fois par tour", "takedown: once per turn", "LA-12")
    u = unit(s, c.target)
    if u is None or u.stunned or u.caged or u.at is None:
        raise _refuse("bad_target", "cible introuvable", "no such target", "LA-12")
    if not _takeable(hero, u) and (u.hp <= TAKEDOWN_HP or CONTENT.units[u.unit].kind != "human"):
        raise _refuse("not_human", "seuls les ennemis humains", "human enemies only", "LA-12")
    if TakedownOption(c.target, c.throw) not in takedown_options(s, hero):
        if c.throw is not None:
            raise _refuse(
                "cannot_throw", "une lame équipée, portée 3, en vue", "an equipped blade, range 3, in sight", "L1307"
            )
        raise _refuse("takedown_out_of_reach", "adjacent, 3 PV ou moins", "adjacent, 3 HP or less", "LA-14")
    return u


def takedown_shift(hero: CharacterState, throw: str | None) -> int:
    """R-F-31: only effects naming the takedown: Caché à la vue de tous (+1, L1300), Disparition
    (+2, L1306), Élimination à distance at 10+ (+1, L1307)."""
    shift = 1 if talents.used_now(hero, "takedown_upgrade") else 0
    shift += 2 if talents.used_now(hero, "vanish") else 0
    shift += 1 if throw is not None and talents.mad(hero) else 0
    return shift


def borrowable(victim: UnitState) -> str | None:
    """Puis-je ? (L1268): the victim's ranged weapon, if its board has one."""
    return next((w for w in CONTENT.units[victim.unit].weapons if CONTENT.weapons[w].reach == "ranged"), None)


def after_takedown(work: Work, hero: CharacterState, victim: UnitState, success: bool, rng: Rng) -> None:
    """Caché à la vue de tous at 10+: +1 MP on a success (L1300); Exterminateur: a failed takedown
    on an animal is answered by its attack, ignored at 10+ (L1291)."""
    if success and talents.used_now(hero, "takedown_upgrade") and talents.mad(hero):
        work.emit(ev.MpGained(who=hero.character, amount=1, source="cache_a_la_vue_de_tous"))
    board = CONTENT.units[victim.unit]
    if success or board.kind not in ANIMALS or talents.mad(hero) or hero.at is None:
        return
    now = unit(work.state, victim.uid)
    weapon = next((w for w in board.weapons if not CONTENT.weapons[w].zoc_only), None)
    if now is None or now.at is None or weapon is None or not adjacent(now.at, hero.at):
        return
    resolve(work, AttackSpec(attacker=victim.uid, weapon=weapon, mode="single", targets=[hero.at]), rng)


# -- Puis-je ? ---------------------------------------------------------------------------------------


def borrowed_targets(s: FarCryState, c: CharacterState) -> list[Hex]:
    """Puis-je ? (L1268): the nearest enemies or wild animals in sight (ties: the player picks), or,
    at 10+, any of them within range 3."""
    if c.borrowed is None or c.at is None or c.ko:
        return []
    here = c.at
    foes = [
        u.at
        for u in s.units
        if u.at is not None
        and not u.stunned
        and not u.caged
        and (CONTENT.units[u.unit].side == "enemy" or CONTENT.units[u.unit].kind == "wild_animal")
        and line(s, here, u.at).clear
    ]
    if talents.mad(c):
        return sorted(h for h in foes if distance(here, h) <= BORROWED_REACH_MAD)
    nearest = min((distance(here, h) for h in foes), default=None)
    return sorted(h for h in foes if distance(here, h) == nearest)


def borrowed_attack(s: FarCryState, hero: CharacterState, c: cmd.Attack, at: Hex, rng: Rng) -> list[Event]:
    """The borrowed shot: the victim's weapon, single fire, once, nothing tilted, no ammo counted."""
    if c.mode != "single" or len(c.targets) != 1:
        raise _refuse("one_target", "un tir simple", "a single shot", "L1268")
    if at not in borrowed_targets(s, hero):
        raise _refuse("not_nearest", "l'ennemi le plus proche", "the nearest enemy or wild animal", "L1268")
    work = Work(s)
    weapon = CONTENT.weapons[c.weapon]
    resolve(
        work,
        AttackSpec(attacker=hero.character, weapon=weapon.id, mode="single", targets=[at]),
        rng,
        Declared(borrowed=True),
    )
    return work.events


def is_borrowed(hero: CharacterState, weapon: str) -> bool:
    return hero.borrowed == weapon and not any(w.weapon == weapon and w.place == "hand" for w in hero.weapons)


def knife_again(s: FarCryState, who: str, weapon: str, at: Hex) -> bool:
    """Artiste du couteau (L1310): a blade already used this turn strikes the same target once more."""
    ch = character(s, who)
    if ch is None or not talents.ready(ch, "knife_artist") or weapon not in blades(ch):
        return False
    carried = next(w for w in ch.weapons if w.weapon == weapon and w.place == "hand")
    return carried.used and ch.last_target == at and occupant(s, at) is not None
