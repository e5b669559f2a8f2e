"""The players' combat commands: attack, takedown, talents and the impulse, as pure functions.

`decide.HANDLERS` wraps each one: the wrapper checks who acts (`rules.acting`: the players' turn, the
seat, a character in play) and emits the returned events. Each function reads this turn's modifiers
from the state (Jason's and Riley's impulses, Glissade, Balle porte-bonheur, Gâchette rapide, Caché à
la vue de tous) and returns the events of `combat`, `statuses` and `stress`. `attack_choices` lists
what a character can attack now, with the cover die it would roll, for legal actions and views.
"""

from __future__ import annotations

from typing import NamedTuple

from domain.contract import Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.combat import AUTO_REACH, AttackMode, attack, check, cover_ties, hand, line, position, resolve
from domain.games.farcry.content import CONTENT
from domain.games.farcry.dice import roll, takedown_die
from domain.games.farcry.evolve_combat import Work, character, unit
from domain.games.farcry.hexes import Hex, adjacent, distance
from domain.games.farcry.state import Aim, CharacterState, FarCryState
from domain.games.farcry.statuses import damage, heal
from domain.rng import Rng

SECOND_SHOT_SHIFT = -2
"""Gâchette rapide (L1263): "une deuxième fois avec un dé doublement dégradé"."""


def _impulse_now(c: CharacterState, code: str) -> bool:
    """The character's impulse was used this players' turn and is ``code`` (UA-1, "pour ce tour")."""
    return "impulse" in c.limited and CONTENT.characters[c.character].impulse.code == code


def attack_shift(c: CharacterState) -> int:
    """R-F-20's net shift from this turn's effects: Jason's impulse +1, Glissade -1 (L1264)."""
    return (1 if _impulse_now(c, "upgrade_attacks") else 0) - (1 if "glissade" in c.talents_used else 0)


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
    """LA-25, CB-1..CB-29, R-F-6: one attack with one equipped weapon."""
    ch = _hero(s, c.character)
    targets = [_target_hex(s, t) for t in c.targets]
    mode: AttackMode = c.mode
    again = second_shot(s, c.character, c.weapon)
    shift = attack_shift(ch) + (SECOND_SHOT_SHIFT if again else 0)
    extra = 1 if _impulse_now(ch, "extra_damage") else 0
    events = attack(
        s,
        c.character,
        c.weapon,
        mode,
        targets,
        rng,
        shift=shift,
        sure=ch.lucky,
        extra_damage=extra,
        again=again,
        cover_choice=[Hex(*h) for h in c.cover_choice],
    )
    return ([ev.TalentUsed(character=c.character, talent="gachette_rapide")] if again else []) + events


def takedown(s: FarCryState, c: cmd.Takedown, rng: Rng) -> list[Event]:
    """LA-12..LA-16 (L763-775), R-F-31: an adjacent human enemy at 3 HP or less; the die by its HP,
    upgraded only by Caché à la vue de tous; success kills it (2 madness tokens, MD-3); the
    remaining MP drop to 0; no weapon is tilted."""
    ch = _hero(s, c.character)
    if "takedown" in ch.limited:
        raise RuleViolation("limited_action_used", "takedown: once per turn / une fois par tour.", rule="LA-12")
    u = unit(s, c.target)
    if u is None or u.stunned or u.caged or u.at is None:
        raise RuleViolation("bad_target", "Cible introuvable / no such target.", rule="LA-12")
    board = CONTENT.units[u.unit]
    if board.kind != "human" or board.side != "enemy":
        raise RuleViolation("not_human", "Seuls les ennemis humains / human enemies only.", rule="LA-12")
    if ch.at is None or not adjacent(ch.at, u.at) or u.hp > 3:
        raise RuleViolation("takedown_out_of_reach", "Adjacent, 3 PV ou moins / adjacent, 3 HP or less.", rule="LA-14")
    choice = takedown_die(u.hp, 1 if "cache_a_la_vue_de_tous" in ch.talents_used else 0)
    thrown = roll(choice.colour, rng) if choice.kind == "roll" and choice.colour is not None else None
    success = choice.kind == "success" or (thrown is not None and thrown.symbol)
    work = Work(s)
    work.emit(ev.TakedownTried(character=c.character, target=c.target, roll=thrown, success=success))
    if success:
        damage(work, c.target, u.hp, "takedown", c.character)
    return work.events


def use_talent(s: FarCryState, c: cmd.UseTalent) -> list[Event]:
    """LA-17, UA-2, TL-9: a talent held, once per turn or once per mission. Gâchette rapide is used by
    attacking again with the pistol, so it is not played on its own."""
    ch = _hero(s, c.character)
    talent = CONTENT.talents.get(c.talent)
    if talent is None or c.talent not in ch.talents:
        raise RuleViolation("no_such_talent", f"{c.character} n'a pas / has no {c.talent}.", rule="TL-9")
    if talent.code == "second_pistol_shot":
        raise RuleViolation(
            "talent_by_attack", "Tirez à nouveau au pistolet / attack again with the pistol.", rule="TL-9"
        )
    if c.talent in ch.talents_used or c.talent in ch.talents_flipped:
        raise RuleViolation("talent_used", f"{c.talent}: déjà utilisé / already used.", rule="TL-9")
    return [ev.TalentUsed(character=c.character, talent=c.talent)]


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


def second_shot(s: FarCryState, who: str, weapon: str) -> bool:
    """Gâchette rapide (L1263): a pistol already used this turn may fire once more (the decider's test)."""
    ch = character(s, who)
    carried = None if ch is None else next((w for w in ch.weapons if w.weapon == weapon and w.place == "hand"), None)
    return (
        ch is not None
        and carried is not None
        and carried.used
        and CONTENT.weapons[weapon].category == "pistol"
        and "gachette_rapide" in ch.talents
        and "gachette_rapide" not in ch.talents_used
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
        again = not free and second_shot(s, who, weapon)
        for mode in modes:
            for at in _spots(s, who, here):
                try:
                    w = check(s, who, weapon, mode, [at], again=again, free=free)
                except RuleViolation:
                    continue
                melee = w.reach == "melee" and mode != "throw"
                cover = not melee and line(s, here, at).in_cover
                out.append(AttackChoice(weapon, mode, at, cover, cover_ties(s, here, at) if cover else []))
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
        auto = next((m for m in CONTENT.weapons[weapon].modes if m.kind == "auto"), None)
        carried = next(w for w in ch.weapons if w.weapon == weapon and w.place == "hand")
        if auto is None:
            continue
        longest = min(1 + auto.value, ch.mp + 1, carried.ammo if carried.ammo is not None else 1 + auto.value)
        valid = []
        for at in _spots(s, who, here):
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
    resolve(work, pending.character, CONTENT.weapons[aim.weapon], "single", [aim.at], rng)
    return work.events
