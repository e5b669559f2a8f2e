"""Reactions: talents used out of turn, at the moment the rules name (TL-9, R-F-47; L1293-1294, L1309).

Coup de chance (re-roll a die rolled by you or against you), Abdos en acier (the cover die against
melee damage in the enemies' turn) and Second souffle (heal half your HP when K.O.) are offered as a
prompt to their owner, who uses or passes (`React`); everything else waits, the enemies' chain too
(`ChainPaused`). A reaction left unanswered lapses at its deadline, ``reaction_seconds`` after it
opened (`lapse`, called by the engine's ``on_deadline``), so a match never waits forever for an absent
player. An attack stopped by a reaction is finished from its `AttackSpec` (`combat.carry_on`).

Designed: Coup de chance is offered when the roll went against its owner (their attack missed or hit
the cover, an attack on them hit), on every attack but a zone-of-control attack made while its target
moves; the re-roll rolls that target's dice again (attack and cover die) and keeps the new result.
The other dice it re-rolls (a takedown's, Abdos en acier's, Artiste du couteau's, a nest's and the
Amanites' a walker sets off) are offered by `luck` and finished here from the held die.
"""

from __future__ import annotations

import msgspec

from domain.contract import Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.campaign import talents
from domain.games.farcry.context import Flow
from domain.games.farcry.evolve_combat import Work, character, max_hp, unit
from domain.games.farcry.state import FarCryState, HeldDie, Reaction
from domain.games.farcry.tactical import amanites, combat, luck, traps
from domain.games.farcry.tactical.combat_actions import finish_takedown, reroll_takedown
from domain.games.farcry.tactical.dice import AttackRoll, roll_cover
from domain.games.farcry.tactical.dice import roll as roll_die
from domain.games.farcry.tactical.hexes import Hex
from domain.games.farcry.tactical.statuses import damage
from domain.rng import Rng


def open_reaction(s: FarCryState) -> Reaction | None:
    return s.reactions[0] if s.reactions else None


def prompt_id(s: FarCryState) -> str:
    """The open reaction's prompt: round, owner, talent and position in the match's reactions."""
    r = open_reaction(s)
    return "" if r is None else f"r{s.round}.reaction.{r.character}.{r.talent}"


def handle(f: Flow, seat: int | None, command: object, rng: Rng) -> None:
    """While a reaction is open, the only command is its owner's `React`."""
    r = open_reaction(f.s)
    if r is None:
        raise RuleViolation("no_reaction", "Aucune réaction en attente / no reaction is open.", rule="TL-9", status=409)
    owner = rules.character(f.s, r.character)
    if not isinstance(command, cmd.React):
        raise RuleViolation(
            "reaction_pending",
            f"{r.character} décide d'abord ({r.talent}) / {r.character} decides first ({r.talent}).",
            rule="TL-9",
            status=409,
        )
    rules.controls(f.s, seat, owner)
    if command.prompt != prompt_id(f.s):
        raise RuleViolation("stale_prompt", f"Prompt {command.prompt!r} is not open / invite périmée.", rule="TL-9")
    answer(f, r, command.use, rng)


def lapse(state: FarCryState, now: float, rng: Rng) -> list[Event]:
    """Every reaction whose deadline passed by ``now`` is passed for its owner (then what it held up
    goes on); a reaction opened meanwhile gets its own deadline from ``now``."""
    f = Flow(state)
    while (r := open_reaction(f.s)) is not None and r.deadline is not None and r.deadline <= now:
        answer(f, r, False, rng, lapsed=True)
    return f.events


def answer(f: Flow, r: Reaction, use: bool, rng: Rng, *, lapsed: bool = False) -> None:
    """Use or pass the open reaction, finish what it interrupted, and resume what waited."""
    f.emit(ev.ReactionAnswered(character=r.character, talent=r.talent, use=use, lapsed=lapsed))
    if use:
        f.emit(ev.TalentUsed(character=r.character, talent=r.talent))
    if r.held is not None and r.held.cause in ("nest", "amanites"):
        _walk_on(f, r, r.held, use, rng)
        resume(f, rng)
        return
    work = Work(f.s)
    if r.talent == "second_souffle":
        c = character(work.state, r.character)
        if use and c is not None and c.ko:  # R-F-47: floor(max HP / 2)
            work.emit(ev.Revived(character=r.character, hp=max(1, max_hp(work.state, r.character) // 2)))
    elif r.held is not None:
        _held_die(work, r, r.held, use, rng)
    elif r.attack is not None and r.roll is not None:
        _finish_attack(work, r, use, rng)
    f.emit(*work.events)
    resume(f, rng)


def _finish_attack(work: Work, r: Reaction, use: bool, rng: Rng) -> None:
    spec, target, roll, cover_hit = r.attack, r.target, r.roll, r.cover_hit
    assert spec is not None and roll is not None
    if use and r.talent == "coup_de_chance":
        target, roll, cover_hit = combat.roll_target(work, spec, r.step, rng, reroll=True)
    if use and r.talent == "abdos_en_acier":
        die = roll_cover(rng)
        work.emit(ev.SteelAbsRolled(character=r.character, roll=die, success=die.symbol))
        held = HeldDie(cause="steel_abs", die="cover", roll=die)
        offered = None if die.symbol else _offer_on_attack(work, r, held, target, roll, cover_hit)
        if offered:
            return
        _after_steel_abs(work, r, die.symbol, rng)
        return
    if combat.offer_reaction(work, spec, r.step, target, roll, cover_hit, r.asked):
        return
    combat.land(work, spec, r.step, target, roll, cover_hit, rng)
    combat.carry_on(work, spec, r.step + 1, rng, lead=roll)


def _offer_on_attack(
    work: Work, r: Reaction, held: HeldDie, target: str | None, roll: AttackRoll, cover_hit: Hex | None
) -> bool:
    """Coup de chance on a die rolled inside an attack (Abdos en acier's): the attack waits with it."""
    offered = luck.offer(
        work.state,
        r.character,
        held,
        attack=r.attack,
        step=r.step,
        target=target,
        roll=roll,
        cover_hit=cover_hit,
        asked=r.asked,
    )
    if offered is not None:
        work.emit(offered)
    return offered is not None


def _after_steel_abs(work: Work, r: Reaction, cancelled: bool, rng: Rng) -> None:
    """Abdos en acier's die is final: a shield cancels the melee damage (and strikes back for 1 at
    10+, L1294); otherwise the hit lands. Then the attack's next targets."""
    spec, roll = r.attack, r.roll
    assert spec is not None and roll is not None
    owner = character(work.state, r.character)
    if cancelled and owner is not None and talents.mad(owner):  # 10+: strike back for 1
        damage(work, spec.attacker, 1, "weapon", r.character)
    if not cancelled:
        combat.land(work, spec, r.step, r.target, roll, r.cover_hit, rng)
    combat.carry_on(work, spec, r.step + 1, rng, lead=roll)


def _held_die(work: Work, r: Reaction, held: HeldDie, use: bool, rng: Rng) -> None:
    """Coup de chance on a die that is not an attack's (`luck`): rolled again if used, then what
    waited for it goes on."""
    if held.cause == "takedown":
        hero, victim = character(work.state, r.character), unit(work.state, held.target or "")
        if use:
            reroll_takedown(work, r.character, held, rng)
        elif hero is not None and victim is not None:
            finish_takedown(work, hero, victim, False, rng)
        return
    if held.cause == "steel_abs":
        cancelled = False
        if use:
            die = roll_cover(rng)
            cancelled = die.symbol
            work.emit(ev.SteelAbsRolled(character=r.character, roll=die, success=cancelled, reroll=True))
        _after_steel_abs(work, r, cancelled, rng)
        return
    spec = r.attack  # Artiste du couteau's red die: the attack waits before its first die
    assert held.cause == "knife_bonus" and spec is not None
    if use:
        die = roll_die("red", rng)
        work.emit(
            ev.BonusRolled(
                character=r.character, talent=talents.card("knife_artist"), roll=die, success=die.symbol, reroll=True
            )
        )
        if die.symbol:
            spec = msgspec.structs.replace(spec, extra_damage=spec.extra_damage + 1)
    combat.carry_on(work, spec, 0, rng)


def _walk_on(f: Flow, r: Reaction, held: HeldDie, use: bool, rng: Rng) -> None:
    """Coup de chance on what its owner's walk set off (a nest, the Amanites), then the rest of it."""
    if held.cause == "nest":
        traps.hatch(f, rng, r.character, held, use)
    else:
        amanites.reroll(f, rng, r.character, held, use)


def resume(f: Flow, rng: Rng) -> None:
    """Once no reaction is open: the units' owed Amanites attacks, then the enemy chain paused for
    the reaction goes on from its next instruction (the rest of the enemies' turn is `flow.settle`'s)."""
    if f.s.reactions or f.over:
        return
    amanites.resolve_units(f, rng)
    paused = f.s.paused
    if f.s.reactions or paused is None or amanites.owed_player(f.s) is not None or f.over:
        return
    from domain.games.farcry.tactical.enemy_turn import play

    f.emit(ev.ChainResumed(uid=paused.uid))
    if rules.unit(f.s, paused.uid) is not None:
        play(f, rng, paused.uid, paused.step, paused.mp)
    else:
        f.emit(ev.UnitFinished(uid=paused.uid))


def time_open(f: Flow, now: float) -> None:
    """Give the open reaction its deadline if it has none yet (called after every decision)."""
    r = open_reaction(f.s)
    if r is not None and r.deadline is None:
        f.emit(ev.ReactionTimed(deadline=now + f.s.reaction_seconds))


def second_wind_pending(s: FarCryState, who: str) -> bool:
    """A K.O. character still to answer Second souffle is not out yet (KO-4 waits for it)."""
    return any(r.character == who and r.talent == "second_souffle" for r in s.reactions)
