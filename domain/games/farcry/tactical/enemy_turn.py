"""The behaviour interpreter: the enemy chain's turn, played by the server (EN-2..EN-24, AL-3).

Each unit of the chain still on the board, in chain order (EN-2, EN-3, R-F-36), plays its board's
behaviour list top to bottom (EN-7) with one MP pool for the whole activation (R-F-35): choose a
target (`enemies.choose_targets`, ties drawn at random, L1082), move by the safest and fastest path
(`paths.enemy_routes`, R-F-33; only human units jump and zip), attack with the named weapon if the
rules allow it (EN-20: `combat.attack`, no ammunition), and the cover test (`enemies.cover_moves`,
R-F-34). Where several moves are equally good the players choose (EN-16, R-F-34): an
`EnemyChoiceAsked` stops the chain and `answer` resumes it after the `Choose` command. Autonomous
allies (the anecdote Rakyat, R-F-59) play the same way from the same chain (AL-3).

Every fact is an event folded as it is emitted (`context.Flow`), so replay sees exactly this turn.
"""

from __future__ import annotations

from typing import Literal

from domain.contract import RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import Attack, CoverTest, MoveTo, SeekRuse, SpillInk, Summon, TakeRuse, Target
from domain.games.farcry.context import Flow
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.state import FarCryState, UnitState
from domain.games.farcry.tactical import bunker, ink, machine_gun, ruses, statuses
from domain.games.farcry.tactical.board import covers, wall_hexes
from domain.games.farcry.tactical.enemies import cover_moves, safe_from
from domain.games.farcry.tactical.hexes import Hex, area, neighbours
from domain.games.farcry.tactical.paths import FIRE_DAMAGE, Route, enemy_route, enemy_routes
from domain.games.farcry.tactical.sight import sight
from domain.games.farcry.tactical.targeting import choose_target, strike, target_hex
from domain.games.farcry.tactical.traps import stepped_on
from domain.rng import Rng

UNIT_KINDS = ("human", "guard_dog", "wild_animal")
"""Criteria naming units (R-F-32): "human" means human enemies (the panther's pirates, the Rakyat's foes)."""


def run(f: Flow, rng: Rng) -> None:
    """Play every chain unit that has not acted this turn, until the chain is done or waits for the
    players (EN-16). A unit off the board, stunned (R-F-37) or caged (R-F-43) does not act."""
    while (
        f.s.enemy_choice is None
        and f.s.paused is None
        and not f.s.reactions
        and not f.over
        and not statuses.all_knocked_out(f.s)
    ):
        uid = next((x for x in f.s.chain if x not in f.s.acted), None)
        if uid is None:
            return
        u = rules.unit(f.s, uid)
        if u is None or u.at is None or u.stunned or u.caged or bunker.idle(f.s, u):
            f.emit(ev.UnitFinished(uid=uid))  # M6 (R-F-57): no target in its zone, it skips its turn
            continue
        mp = CONTENT.units[u.unit].mp
        f.emit(ev.UnitActivated(uid=uid, mp=mp))
        play(f, rng, uid, 0, mp)


def play(f: Flow, rng: Rng, uid: str, start: int, mp: int) -> None:
    """The behaviour list of ``uid`` from instruction ``start`` with ``mp`` left in its pool."""
    behaviour = CONTENT.units[uid.rsplit("-", 1)[0]].behaviour
    for index in range(start, len(behaviour)):
        u = rules.unit(f.s, uid)
        if u is None or u.at is None or u.stunned:
            return  # killed or stunned on the way (fire): its turn is over, it left the chain
        op = behaviour[index]
        if isinstance(op, Target):
            choose_target(f, rng, u, op)
        elif isinstance(op, MoveTo):
            left = move(f, rng, u, op, mp, index)
            if left is None:
                return
            mp = left
        elif isinstance(op, Attack):
            strike(f, rng, u, op.weapon)
        elif isinstance(op, CoverTest):
            left = take_cover(f, rng, u, mp, index)
            if left is None:
                return
            mp = left
        elif isinstance(op, SpillInk):
            ink.spill(f, u, op)  # M5's Ink monster, step B (designed)
        elif isinstance(op, Summon):
            ink.summon(f, rng, u, op)  # M5's Ink monster, the step its HP conditions (L1068)
        elif isinstance(op, SeekRuse):
            left = seek_ruse(f, rng, u, mp, index)  # M7's Vaas (L1504-1506)
            if left is None:
                return
            mp = left
        elif isinstance(op, TakeRuse):
            ruses.take(f, u)  # M7's Vaas (L1508)
        if f.s.reactions or (f.s.free_attacks and any(c.character == f.s.free_attacks[0] for c in f.s.characters)):
            # R-F-42: the players' free attacks first; TL-9: a reaction talent's answer first
            f.emit(ev.ChainPaused(uid=uid, step=index + 1, mp=mp))
            return
    f.emit(ev.UnitFinished(uid=uid))


# -- movement -----------------------------------------------------------------------------------------


def goals(s: FarCryState, u: UnitState, op: MoveTo, at: Hex) -> set[Hex]:
    """Hexes that satisfy a move instruction (EN-14): beside the target, or within ``range`` of it with
    a line of sight (walls block, L889), free and walkable."""
    ground = rules.ground_now(s)
    taken = rules.occupied(s, but=u.uid)
    if op.goal == "adjacent":
        near = set(neighbours(at))
    else:
        board = rules.board_of(s.mission)
        tiles = {t.at: t.kind for t in s.tiles}
        live, walls = covers(board, tiles), wall_hexes(board, tiles)
        near = {h for h in area(at, op.range) if h != at and sight(h, at, live, walls, board.wall_edges).clear}
    return {h for h in near if ground.walkable(h) and h not in taken}


def walk(f: Flow, rng: Rng, uid: str, route: Route) -> None:
    """Each movement of the route as a `Moved` event; fire walked into burns (R-F-14), a mine or a nest goes
    off (MV-25, TI-13) and a unit killed on the way stops there; so does one whose next hex a unit took
    meanwhile (a Komodo dragon hatched from a nest it walked beside: SU-8, never two units on a hex)."""
    for m in route.moves:
        if m.to in rules.occupied(f.s, but=uid):
            return
        f.emit(ev.Moved(who=uid, kind=m.kind, path=[m.to], mp=m.mp))
        if m.to in rules.ground_now(f.s).fire:
            work = Work(f.s)
            statuses.damage(work, uid, FIRE_DAMAGE, "fire")
            f.emit(*work.events)
        alive = rules.unit(f.s, uid)
        if alive is not None and not alive.stunned:
            stepped_on(f, rng, uid, m.to)  # MV-25 mines, TI-13 nests
        u = rules.unit(f.s, uid)
        if u is None or u.stunned:
            return


def ask(f: Flow, u: UnitState, kind: Literal["move", "cover"], options: list[Hex], mp: int, step: int) -> None:
    f.emit(ev.EnemyChoiceAsked(uid=u.uid, kind=kind, options=options, mp=mp, step=step))


def blocked(u: UnitState) -> bool:
    """ST-4 (L1424), R-F-11: a Blocage keeps the unit from every movement action this turn (it still
    attacks); one received in this very turn waits for the next."""
    return u.blocage and not u.blocage_next


def move(f: Flow, rng: Rng, u: UnitState, op: MoveTo, mp: int, step: int) -> int | None:
    """EN-14, EN-15, R-F-33: towards the instruction's goal with the pool's MP, stopping as soon as
    it is reached; several equally good end hexes are the players' choice (EN-16). Returns the MP
    left, or None when the chain now waits for the players."""
    at = target_hex(f.s, u)
    if at is None or u.at is None or blocked(u) or machine_gun.seat_at(f.s, u.at):
        return mp  # TI-2 (designed): a seated enemy keeps its seat
    wanted = goals(f.s, u, op, at)
    if u.at in wanted:
        return mp
    human = CONTENT.units[u.unit].kind == "human"
    ground, taken = rules.ground_now(f.s), rules.occupied(f.s, but=u.uid)
    options = enemy_routes(ground, u.at, wanted, mp, taken, acrobatic=human, towards=(at,))
    if len(options) > 1:
        ask(f, u, "move", [r.end for r in options], mp, step)
        return None
    walk(f, rng, u.uid, options[0])
    return mp - options[0].mp


def seek_ruse(f: Flow, rng: Rng, u: UnitState, mp: int, step: int) -> int | None:
    """M7 (L1504-1506, R-F-74): towards the nearest Vaas ruse token until beside it, like a move (EN-14,
    EN-16, R-F-33). Returns the MP left, or None when the chain now waits for the players."""
    found = ruses.goals(f.s, u)
    if found is None or u.at is None or blocked(u):
        return mp
    wanted, tokens = found
    human = CONTENT.units[u.unit].kind == "human"
    ground, taken = rules.ground_now(f.s), rules.occupied(f.s, but=u.uid)
    options = enemy_routes(ground, u.at, wanted, mp, taken, acrobatic=human, towards=tuple(tokens))
    if len(options) > 1:
        ask(f, u, "move", [r.end for r in options], mp, step)
        return None
    walk(f, rng, u.uid, options[0])
    return mp - options[0].mp


def take_cover(f: Flow, rng: Rng, u: UnitState, mp: int, step: int) -> int | None:
    """EN-17, R-F-34: safe from the target (in cover or out of its sight) stays; otherwise the
    farthest safe hex reachable with the MP left (ties: fewest MP, then the players); none: stays."""
    at = target_hex(f.s, u)
    if at is None or u.at is None or blocked(u) or machine_gun.seat_at(f.s, u.at):
        return mp
    board = rules.board_of(f.s.mission)
    tiles = {t.at: t.kind for t in f.s.tiles}
    live = covers(board, tiles)
    if safe_from(u.at, at, live, wall_hexes(board, tiles), board.wall_edges, board.palisades):
        return mp
    human = CONTENT.units[u.unit].kind == "human"
    ground, taken = rules.ground_now(f.s), rules.occupied(f.s, but=u.uid)
    options = cover_moves(u.at, at, mp, ground, live, taken, acrobatic=human)
    if not options:
        return mp
    if len(options) > 1:
        ask(f, u, "cover", options, mp, step)
        return None
    route = enemy_route(ground, u.at, options, mp, taken, acrobatic=human)
    walk(f, rng, u.uid, route)
    return mp - route.mp


# -- the players' answer ------------------------------------------------------------------------------


def answer(f: Flow, seat: int | None, c: cmd.Choose, rng: Rng) -> None:
    """The `Choose` command: a seat still in play picks one of the offered hexes (first come, first
    served, R-F-3); the unit moves there and the chain resumes (EN-16, R-F-34)."""
    pending = f.s.enemy_choice
    if pending is None or f.s.step != "enemies":
        raise RuleViolation("no_choice_pending", "Aucun choix en attente / nothing to choose now.", rule="EN-16")
    if seat is None or seat not in rules.seats_in_play(f.s):
        raise RuleViolation("not_your_choice", f"Seat {seat} has no character in play.", rule="EN-16")
    if c.prompt != prompt_id(f.s):
        raise RuleViolation("stale_prompt", f"Prompt {c.prompt!r} is not the open one / invite périmée.", rule="EN-16")
    at = rules.parse_hex(c.value)
    if at not in pending.options:
        raise RuleViolation("not_an_option", f"{c.value} is not one of the offered hexes / case non proposée.")
    u = rules.unit(f.s, pending.uid)
    assert u is not None and u.at is not None
    f.emit(ev.EnemyChoiceMade(uid=pending.uid, at=at, seat=seat))
    human = CONTENT.units[u.unit].kind == "human"
    route = enemy_route(rules.ground_now(f.s), u.at, {at}, pending.mp, rules.occupied(f.s, but=u.uid), acrobatic=human)
    walk(f, rng, u.uid, route)
    play(f, rng, pending.uid, pending.step + 1, pending.mp - route.mp)
    run(f, rng)


def prompt_id(s: FarCryState) -> str:
    """The open choice's prompt id: round, unit and instruction (a stale answer is refused)."""
    pending = s.enemy_choice
    return "" if pending is None else f"r{s.round}.enemies.{pending.uid}.{pending.step}"
