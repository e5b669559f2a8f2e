"""The players' combat commands: attack, takedown, talents and the impulse, as pure functions.

`decide.HANDLERS` wraps each one: the wrapper checks who acts (`rules.acting`: the players' turn, the
seat, a character in play) and emits the returned events. Each function reads this turn's modifiers
from the state (Jason's and Riley's impulses, Glissade, Balle porte-bonheur, Gâchette rapide, Caché à
la vue de tous) and returns the events of `combat`, `statuses` and `stress`. `attack_choices` lists
what a character can attack now, with the cover die it would roll, for legal actions and views.
"""

from __future__ import annotations

from itertools import combinations
from typing import NamedTuple

import msgspec

from domain.contract import Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.campaign import talents
from domain.games.farcry.content import CONTENT
from domain.games.farcry.evolve_combat import Work, character, unit
from domain.games.farcry.rules import parse_hex
from domain.games.farcry.state import Aim, AttackSpec, CharacterState, FarCryState, HeldDie, UnitState, under
from domain.games.farcry.tactical import combat, luck, talent_actions
from domain.games.farcry.tactical.board import mission_map
from domain.games.farcry.tactical.combat import (
    AUTO_REACH,
    AttackMode,
    Declared,
    attack_with,
    check,
    cover_ties,
    hand,
    position,
    resolve,
)
from domain.games.farcry.tactical.dice import roll, takedown_die
from domain.games.farcry.tactical.hexes import Hex, distance
from domain.games.farcry.tactical.statuses import damage, give_status, heal
from domain.rng import Rng

SECOND_SHOT_SHIFT = -2
"""Gâchette rapide (L1263): "une deuxième fois avec un dé doublement dégradé"."""


def _impulse_now(c: CharacterState, code: str) -> bool:
    """The character's impulse was used this players' turn and is ``code`` (UA-1, "pour ce tour")."""
    return "impulse" in c.limited and CONTENT.characters[c.character].impulse.code == code


def attack_shift(c: CharacterState, round_now: int) -> int:
    """R-F-20's net shift from this turn's effects: Jason's impulse +1, Tireur d'élite +1 (L461),
    Glissade -1 (L1264)."""
    up = (1 if _impulse_now(c, "upgrade_attacks") else 0) + (1 if under(c, "marksman", round_now) else 0)
    return up - (1 if talents.used_now(c, "slide") else 0)


def _target_hex(s: FarCryState, t: cmd.AttackTarget) -> Hex:
    at = position(s, t.unit) if t.unit is not None else t.at
    if at is None:
        raise RuleViolation("bad_target", "Cible introuvable / no such target on the board.", rule="CB-5")
    return at


def _hero(s: FarCryState, name: str) -> CharacterState:
    ch = character(s, name)
    if ch is None or ch.at is None or ch.ko or ch.exited:
        raise RuleViolation("character_out", f"{name} is K.O. or gone / est K.O. ou parti.", rule="KO-1")
    return ch


def attack_command(s: FarCryState, c: cmd.Attack, rng: Rng) -> list[Event]:
    """LA-25, CB-1..CB-29, R-F-6: one attack with one equipped weapon, with this turn's talents."""
    ch = _hero(s, c.character)
    if c.hex is not None:
        if c.targets:
            raise RuleViolation("bad_target", "Une cible ou un hexagone / targets or a hex, not both.", rule="CB-5")
        c = msgspec.structs.replace(c, targets=[cmd.AttackTarget(at=parse_hex(c.hex))])
    targets = [_target_hex(s, t) for t in c.targets]
    if talents.used_now(ch, "vanish"):
        raise RuleViolation("gave_up_attacks", "Disparition : pas d'attaque / no attack this turn.", rule="L1306")
    if talent_actions.is_borrowed(ch, c.weapon):
        return talent_actions.borrowed_attack(s, ch, c, targets[0], rng)
    mode: AttackMode = c.mode
    weapon = CONTENT.weapons.get(c.weapon)
    melee = weapon is not None and weapon.reach == "melee" and mode != "throw"
    pistol_again = second_shot(s, c.character, c.weapon)
    knife_again = len(targets) == 1 and talent_actions.knife_again(s, c.character, c.weapon, targets[0])
    again = pistol_again or knife_again
    right_spot = ch.sure_melee and melee
    frenzy = right_spot and talents.mad(ch)  # L1288 at 10+: triple damage, no other talent stacks
    extra = 1 if _impulse_now(ch, "extra_damage") else 0
    extra += 0 if frenzy or not melee else talents.rage_melee_bonus(ch)
    archer = weapon is not None and weapon.category == "bow" and talents.holds(ch, "archer")
    extra += 1 if archer and talents.mad(ch) else 0  # Archer expert at 10+ (L1308)
    boost = c.boost
    if boost and not can_boost(ch, c.weapon, mode, len(targets)):
        raise RuleViolation("no_boost", "10+ : 1 munition de plus / at madness 10+, 1 more ammo.", rule="L1266-L1267")
    work = Work(s)
    hold: HeldDie | None = None
    if again:
        work.emit(
            ev.TalentUsed(
                character=c.character, talent=talents.card("second_pistol_shot" if pistol_again else "knife_artist")
            )
        )
    elif melee and not frenzy and _first_knife(ch, c.weapon):  # Artiste du couteau at 10+ (L1310)
        die = roll("red", rng)
        work.emit(
            ev.BonusRolled(character=c.character, talent=talents.card("knife_artist"), roll=die, success=die.symbol)
        )
        extra += 1 if die.symbol else 0
        missed = HeldDie(cause="knife_bonus", die="red", roll=die)
        hold = missed if not die.symbol and luck.can_reroll(work.state, c.character) else None
    spec = AttackSpec(
        attacker=c.character,
        weapon=c.weapon,
        mode=mode,
        targets=targets,
        shift=attack_shift(ch, s.round) + (SECOND_SHOT_SHIFT if pistol_again else 0) + (1 if archer else 0),
        sure=ch.lucky or right_spot,
        extra_damage=extra,
        cover_choice=[Hex(*h) for h in c.cover_choice],
        multiplier=(3 if frenzy else 2) if right_spot else 1,
        first_bonus=1 if boost else 0,
        steady=mode == "auto" and talents.holds(ch, "steady_auto"),
        miss_splash=pistol_again and talents.mad(ch),
        shares=list(c.shares),
        discount=1 if mode == "propagation" and talents.holds(ch, "cheaper_propagation") else 0,
        animal_bonus=1 if under(ch, "hunter", s.round) else 0,
    )
    declared = Declared(sure_melee=right_spot, boost=boost, hold=hold)
    for event in attack_with(work.state, spec, rng, again=again, declared=declared):
        work.emit(event)
    if frenzy:
        give_status(work, c.character, "blocage", c.character)  # L1288 at 10+: "prenez 1 jeton Blocage"
    return work.events


def can_boost(ch: CharacterState, weapon: str, mode: str, targets: int) -> bool:
    """Tour humaine (auto fire) or Répandre l'amour (Propagation) at 10+ (L1266-1267): the attack may
    pay 1 more ammo than it costs, for +1 damage to the initial target."""
    card = CONTENT.weapons.get(weapon)
    carried = next((w for w in ch.weapons if w.weapon == weapon and w.place == "hand"), None)
    code = {"auto": "steady_auto", "propagation": "cheaper_propagation"}.get(mode)
    return (
        code is not None
        and card is not None
        and talents.holds(ch, code)  # type: ignore[arg-type]
        and talents.mad(ch)
        and carried is not None
        and carried.ammo is not None
        and carried.ammo >= combat.ammo_cost(ch, card, mode, targets) + 1  # type: ignore[arg-type]
    )


def _first_knife(ch: CharacterState, weapon: str) -> bool:
    """Artiste du couteau at 10+: the first blade attack of the turn, the card not yet played."""
    return (
        talents.mad(ch)
        and talents.ready(ch, "knife_artist")
        and weapon in talent_actions.blades(ch)
        and not any(w.used for w in ch.weapons if w.weapon == weapon)
    )


def takedown(s: FarCryState, c: cmd.Takedown, rng: Rng) -> list[Event]:
    """LA-12..LA-16 (L763-775), R-F-31: an adjacent human enemy at 3 HP or less; the die by its HP,
    upgraded only by effects naming the takedown; success kills it (2 madness tokens, MD-3); the
    remaining MP drop to 0; no weapon is tilted. Talents: Exterminateur (animals, L1291), Élimination à
    distance (a thrown blade, L1307), Puis-je ? (the victim's ranged weapon, L1268)."""
    ch = _hero(s, c.character)
    u = talent_actions.takedown_target(s, ch, c)
    choice = takedown_die(u.hp, talent_actions.takedown_shift(ch, c.throw))
    thrown = roll(choice.colour, rng) if choice.kind == "roll" and choice.colour is not None else None
    success = choice.kind == "success" or (thrown is not None and thrown.symbol)
    borrow = talent_actions.borrowable(u) if success and talents.holds(ch, "borrow_weapon") else None
    work = Work(s)
    if c.throw is not None:
        work.emit(ev.TalentUsed(character=c.character, talent=talents.card("ranged_takedown")))
    work.emit(
        ev.TakedownTried(
            character=c.character, target=c.target, roll=thrown, success=success, thrown=c.throw, borrow=borrow
        )
    )
    held = HeldDie(cause="takedown", die=thrown.die, roll=thrown, target=c.target) if thrown is not None else None
    offered = luck.offer(work.state, c.character, held) if held is not None and not success else None
    if offered is not None:  # Coup de chance (L1309): the consequences wait for its answer
        work.emit(offered)
        return work.events
    finish_takedown(work, ch, u, success, rng)
    return work.events


def finish_takedown(work: Work, hero: CharacterState, victim: UnitState, success: bool, rng: Rng) -> None:
    """A takedown's consequences once its die is final: a success kills the victim (LA-14), then the
    talents that answer it (`talent_actions.after_takedown`)."""
    if success:
        damage(work, victim.uid, victim.hp, "takedown", hero.character)
    talent_actions.after_takedown(work, hero, victim, success, rng)


def reroll_takedown(work: Work, who: str, held: HeldDie, rng: Rng) -> None:
    """Coup de chance on the failed takedown die: the same die again (nothing paid twice), then its
    consequences; Puis-je ?'s weapon follows a new success (L1268)."""
    hero, victim = character(work.state, who), unit(work.state, held.target or "")
    if hero is None or victim is None:
        return
    die = roll(held.die, rng)
    borrow = talent_actions.borrowable(victim) if die.symbol and talents.holds(hero, "borrow_weapon") else None
    work.emit(ev.TakedownRerolled(character=who, target=victim.uid, roll=die, success=die.symbol, borrow=borrow))
    finish_takedown(work, hero, victim, die.symbol, rng)


def use_talent(s: FarCryState, c: cmd.UseTalent) -> list[Event]:
    """LA-17, UA-2, TL-9: a card played on its own (`talent_actions.use_talent`)."""
    return talent_actions.use_talent(s, c, _hero(s, c.character))


def impulse(s: FarCryState, c: cmd.Impulse) -> list[Event]:
    """UA-1 (L823-825): the character board's impulse, once per mission (designed effects)."""
    ch = _hero(s, c.character)
    if ch.impulses < 1:
        raise RuleViolation("impulse_used", "Impulsion déjà utilisée / impulse already used.", rule="UA-1")
    effect = CONTENT.characters[ch.character].impulse
    work = Work(s)
    work.emit(ev.ImpulseUsed(character=c.character, code=effect.code, amount=effect.amount))
    if effect.code == "clear_statuses":
        for status in ("bleeding", "blocage"):
            if getattr(ch, status):
                work.emit(ev.StatusCleared(who=c.character, status=status))
    if effect.code in ("heal", "clear_statuses"):
        heal(work, c.character, effect.amount, "impulse")
    return work.events


class AttackChoice(NamedTuple):
    weapon: str
    mode: AttackMode
    at: Hex
    cover: bool
    """The cover die would be rolled (CB-14): what a player asks before shooting."""
    ties: list[Hex] = []
    """R-F-23: covers tied as nearest the target, one of which the players name when declaring."""


UNAIMED_TILES = frozenset({"rubble", "mine"})
"""Tokens a hit does nothing to: not listed as targets (their hex may still be attacked as a hex, CB-5)."""


def _spots(s: FarCryState, who: str, here: Hex) -> list[Hex]:
    """Units and tiles ``who`` could aim at (empty hexes may be attacked too, CB-5, but are not listed)."""
    spots = {x.at for x in s.units if x.at is not None and not x.stunned}
    spots |= {t.at for t in s.tiles if t.kind not in UNAIMED_TILES}
    spots |= {c.at for c in s.characters if c.at is not None and c.character != who and not c.exited}
    spots.discard(here)
    return sorted(spots)


def _aims(s: FarCryState, who: str, here: Hex) -> list[Hex]:
    """The hexes listed as attack targets: `_spots`, less the friends' (players and allied units, the
    ones friendly fire names, R-F-79) while the friendly-fire option is off (SU-17): nothing can then
    come of aiming at them, so no such attack is offered (issue 34, item 5)."""
    spots = _spots(s, who, here)
    if s.friendly_fire:
        return spots
    friends = {c.at for c in s.characters if c.at is not None}
    friends |= {u.at for u in s.units if u.at is not None and CONTENT.units[u.unit].side != "enemy"}
    return [at for at in spots if at not in friends]


def fire_hexes(s: FarCryState, who: str) -> list[tuple[str, list[Hex]]]:
    """(weapon, hexes) for each weapon in hand that sets fire on a hit (Enflammer, R-F-29): the empty
    hexes fire can burn that it may shoot at now (CB-5, R-F-24), listed for `Attack.hex`; other
    weapons do nothing to an empty hex, so theirs are not listed."""
    here = position(s, who)
    if here is None:
        return []
    board = mission_map(s.mission)
    taken = set(_spots(s, who, here)) | {here}
    burnable = [h for h, kind in sorted(board.terrain.items()) if kind not in ("wall", "chasm") and h not in taken]
    out: list[tuple[str, list[Hex]]] = []
    for weapon in hand(s, who):
        if not any(e.kind == "ignite" for e in CONTENT.weapons[weapon].on_hit):
            continue
        hexes = []
        for at in burnable:
            try:
                check(s, who, weapon, "single", [at])
            except RuleViolation:
                continue
            hexes.append(at)
        if hexes:
            out.append((weapon, hexes))
    return out


def second_shot(s: FarCryState, who: str, weapon: str) -> bool:
    """Gâchette rapide (L1263): a pistol already used this turn may fire once more (the decider's test)."""
    ch = character(s, who)
    carried = None if ch is None else next((w for w in ch.weapons if w.weapon == weapon and w.place == "hand"), None)
    return (
        ch is not None
        and carried is not None
        and carried.used
        and CONTENT.weapons[weapon].category == "pistol"
        and talents.ready(ch, "second_pistol_shot")
    )


def attack_choices(s: FarCryState, who: str, *, free: bool = False) -> list[AttackChoice]:
    """Single attacks and throws ``who`` may make now at a unit or a tile, Gâchette rapide's second
    pistol shot included (auto fire chains are `auto_chains`); ``free``: an Amanites free attack,
    outside the turn's limits (R-F-42)."""
    here = position(s, who)
    if here is None:
        return []
    out: list[AttackChoice] = []
    for weapon in hand(s, who):
        modes: list[AttackMode] = ["single"]
        if any(m.kind == "throw" for m in CONTENT.weapons[weapon].modes):
            modes.append("throw")
        if not free and any(m.kind == "dispersion" for m in CONTENT.weapons[weapon].modes):
            modes.append("dispersion")
        pistol = not free and second_shot(s, who, weapon)
        for mode in modes:
            for at in _aims(s, who, here):
                knife = not free and mode == "single" and talent_actions.knife_again(s, who, weapon, at)
                try:
                    w = check(s, who, weapon, mode, [at], again=pistol or knife, free=free)
                except RuleViolation:
                    continue
                melee = w.reach == "melee" and mode != "throw"
                cover = not melee and combat.rolls_cover(s, here, at)
                out.append(AttackChoice(weapon, mode, at, cover, cover_ties(s, here, at) if cover else []))
    return out


def spreads(s: FarCryState, who: str) -> list[tuple[str, list[Hex]]]:
    """Every Propagation ``who`` may fire now (CB-23, R-F-25), as (weapon, [initial, *extras]): every
    reachable unit beside the initial target, or, when the ammo cannot pay for all of them, each
    choice of as many as it can."""
    here = position(s, who)
    ch = character(s, who)
    if here is None or ch is None:
        return []
    out: list[tuple[str, list[Hex]]] = []
    for weapon in hand(s, who):
        card = CONTENT.weapons[weapon]
        if not any(m.kind == "propagation" for m in card.modes):
            continue
        carried = next(w for w in ch.weapons if w.weapon == weapon and w.place == "hand")
        for at in _aims(s, who, here):
            try:
                check(s, who, weapon, "single", [at])
            except RuleViolation:
                continue
            near = [h for x in combat.spread_targets(s, here, at) if (h := position(s, x)) is not None]
            affordable = len(near)
            while affordable and combat.ammo_cost(ch, card, "propagation", 1 + affordable) > (carried.ammo or 0):
                affordable -= 1
            for extras in combinations(near, affordable):
                try:
                    check(s, who, weapon, "propagation", [at, *extras])
                except RuleViolation:
                    continue
                out.append((weapon, [at, *extras]))
    return out


def _chains(valid: list[Hex], longest: int) -> list[list[Hex]]:
    """Sequences of 1 to ``longest`` distinct hexes of ``valid``, each within range 2 of the previous."""
    out: list[list[Hex]] = []
    todo = [[first] for first in valid]
    while todo:
        chain = todo.pop()
        out.append(chain)
        if len(chain) < longest:
            todo += [[*chain, h] for h in valid if h not in chain and distance(chain[-1], h) <= AUTO_REACH]
    return sorted(out)


def auto_chains(s: FarCryState, who: str) -> list[tuple[str, list[Hex]]]:
    """Every auto-fire burst ``who`` may fire now (CB-25, R-F-27), as (weapon, targets): one to 1 + X
    distinct units or tiles, each within range 2 of the previous, 1 ammo per target and 1 MP per
    target beyond the first. Each target is checked alone by `check` (range, walls, stunned) and
    the chain by its counts, so every burst listed is one `check` accepts."""
    here = position(s, who)
    ch = character(s, who)
    if here is None or ch is None:
        return []
    out: list[tuple[str, list[Hex]]] = []
    for weapon in hand(s, who):
        card = CONTENT.weapons[weapon]
        carried = next(w for w in ch.weapons if w.weapon == weapon and w.place == "hand")
        if not any(m.kind == "auto" for m in card.modes):
            continue
        most = 1 + combat.auto_value(ch, card)
        fire = combat.mp_cost(ch, card, "single", 1)
        longest = min(most, ch.mp - fire + 1, carried.ammo if carried.ammo is not None else most)
        valid = []
        for at in _aims(s, who, here):
            try:
                check(s, who, weapon, "auto", [at])
            except RuleViolation:
                continue
            valid.append(at)

        out += [(weapon, chain) for chain in _chains(valid, longest)]
    return out


def instability_prompt(s: FarCryState, who: str) -> str:
    """The prompt id of ``who``'s pending Instabilité choice (a stale answer is refused)."""
    return f"r{s.round}.instability.{who}"


def aim_key(aim: Aim) -> str:
    """An Instabilité option as `Choose.value` spells it: ``"weapon@q,r"``."""
    return f"{aim.weapon}@{aim.at.q},{aim.at.r}"


def answer_instability(s: FarCryState, seat: int | None, c: cmd.Choose, rng: Rng) -> list[Event]:
    """R-F-46: the owner of a pending Instabilité picks among the tied (weapon, nearest unit) pairs;
    the attack is resolved at once (that weapon's attack for the round, no reload after it)."""
    pending = next((u for u in s.unstable if instability_prompt(s, u.character) == c.prompt), None)
    if pending is None:
        raise RuleViolation("stale_prompt", f"Prompt {c.prompt!r} is not open / invite périmée.", rule="R-F-46")
    owner = character(s, pending.character)
    if owner is None or seat != owner.seat:
        raise RuleViolation("not_your_character", f"Seat {seat} does not play {pending.character}.", rule="R-F-46")
    aim = next((a for a in pending.options if aim_key(a) == c.value), None)
    if aim is None:
        raise RuleViolation("not_an_option", f"{c.value} is not one of the offered choices / choix non proposé.")
    work = Work(s)
    work.emit(ev.InstabilityChosen(character=pending.character, weapon=aim.weapon, at=aim.at))
    resolve(work, AttackSpec(attacker=pending.character, weapon=aim.weapon, mode="single", targets=[aim.at]), rng)
    return work.events
