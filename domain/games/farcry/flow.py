"""The round loop the server plays by itself (RND-3..RND-9, PT-1, PT-5..PT-10, R-F-7, R-F-8, R-F-10).

A round is the event phase (the round token moves, the arrow event of its space, then the recurring
events in the round board's order), the players' turn (simultaneous; it ends when every character
still in play is done, R-F-12), then the enemies' turn. The round board is data (the `round_board`
of `missions/mission_<n>.json`): its events are `EventOp`s this module interprets. Turns are not timed: no deadlines.

End-of-turn fire and Bleeding (R-F-10) are `statuses.end_of_turn`. `enemy_phase` is the hook where
the enemy chain acts (`enemy_turn`); a tie left to the players pauses it until their `Choose`.
"""

from __future__ import annotations

from domain.contract import Event
from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.content.schema import (
    AnecdoteCheck,
    CollapsePlatform,
    EventOp,
    MadnessStep,
    Message,
    PlaceUnit,
    Reinforce,
    SpawnRoll,
    SpreadFire,
    What,
    Where,
)
from domain.games.farcry.context import Flow
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical import acid, bunker, combat, dice, enemy_turn, exits, ink, ruses, statuses
from domain.games.farcry.tactical.hexes import neighbours
from domain.games.farcry.tactical.placement import place_at
from domain.rng import Rng


def enemy_phase(state: FarCryState, rng: Rng) -> list[Event]:
    """The enemies' turn: every chain unit that has not acted plays its behaviour (`enemy_turn.run`),
    until the chain is done or a tie waits for the players (EN-16, R-F-34)."""
    f = Flow(state)
    enemy_turn.run(f, rng)
    return f.events


def madness_phase(state: FarCryState, rng: Rng) -> list[Event]:
    """R-F-8's madness step: face-up stress cards returned and shuffled, face-down ones turned and
    applied (`combat.round_stress`, with Instabilité's attack when it has one weapon and one target)."""
    return combat.round_stress(state, rng)


# -- the event phase --------------------------------------------------------------------------------


def begin_round(f: Flow, rng: Rng, number: int) -> None:
    """RND-5..RND-8, R-F-7, R-F-8: the token on ``number``, its arrow event, the recurring events in
    order, the condition events that hold, then the players' turn (PT-1, PT-7)."""
    f.emit(ev.RoundStarted(round=number))
    board = CONTENT.rounds[f.s.round_board]
    for arrow in board.arrows:
        if arrow.round == number:
            run_ops(f, rng, arrow.do)
    run_ops(f, rng, board.recurring)
    check_conditions(f, rng)
    if not f.over:
        f.emit(ev.PlayersTurnStarted(round=number))


def run_ops(f: Flow, rng: Rng, ops: list[EventOp]) -> None:
    for op in ops:
        if isinstance(op, Message):
            f.emit(ev.Announced(fr=op.fr, en=op.en))
        elif isinstance(op, AnecdoteCheck):
            anecdote_check(f)
        elif isinstance(op, MadnessStep):
            f.emit(*madness_phase(f.s, rng))
        elif isinstance(op, PlaceUnit):
            place_unit(f, op.unit, op.location)
        elif isinstance(op, SpawnRoll):
            spawn_roll(f, rng, op)
        elif isinstance(op, SpreadFire):
            spread_fire(f, op)
        elif isinstance(op, CollapsePlatform):
            acid.collapse(f, op)
        elif isinstance(op, Reinforce):
            ink.reinforce(f, rng, op)  # M5 (L1983): an Ink minion through an "Où" card


def spawn_roll(f: Flow, rng: Rng, op: SpawnRoll) -> None:
    """RND-10 "Des intrus !" (L503): one die per spawn point of the boards, in board order; each symbol
    brings a unit onto that spawn point (TI-15), within EN-5's four of a type (R-F-36)."""
    for spawn in rules.board_of(f.s.mission).spawns:
        roll = dice.roll(op.die, rng)
        f.emit(ev.SpawnRolled(at=spawn, roll=roll))
        if not roll.symbol:
            continue
        if op.unit != "queue":
            place_at(f, op.unit, spawn)
        elif f.s.queue:  # M3 (L1840-1844): the queue's first unit comes in
            unit = f.s.queue[0]
            f.emit(ev.QueueAdvanced(unit=unit))
            place_at(f, unit, spawn)


def spread_fire(f: Flow, op: SpreadFire) -> None:
    """RND-10 "Tout va bien." (L503): the listed crop cells next to a burning hex catch fire."""
    burning = set(f.s.fire)
    crops = [to_hex(c) for c in op.cells]
    catching = [h for h in crops if h not in burning and any(n in burning for n in neighbours(h))]
    if catching:
        f.emit(ev.FireSpread(hexes=catching))


def anecdote_check(f: Flow) -> None:
    """AN-4..AN-6 (L1398-1402), R-F-58: turn the top "Quand" card; on "C'est le moment !" reveal the
    "Où" and "Quoi" cards and bring the unit in; after that no more cards are turned."""
    s = f.s
    if s.anecdote_done or not s.anecdote_when or s.anecdote_where is None or s.anecdote_what is None:
        return
    top = s.anecdote_when[0]
    card = CONTENT.anecdotes[top]
    now = bool(getattr(card, "now", False))
    if not now:
        f.emit(ev.AnecdoteTurned(card=top, now=False))
        return
    where, what = s.anecdote_where, s.anecdote_what
    f.emit(ev.AnecdoteTurned(card=top, now=True, where=where, what=what))
    where_card, what_card = CONTENT.anecdotes[where], CONTENT.anecdotes[what]
    assert isinstance(where_card, Where) and isinstance(what_card, What)
    place_unit(f, what_card.unit, where_card.location)


def place_unit(f: Flow, unit: str, location: int) -> None:
    """A unit onto a numbered location of the boards (PlaceUnit, AN-7)."""
    place_at(f, unit, rules.board_of(f.s.mission).locations[location])


def enemies_left(s: FarCryState) -> int:
    """R-F-70: enemy units on the board or waiting to enter, stunned ones excepted (R-F-37)."""
    on_board = [u for u in s.units if CONTENT.units[u.unit].side == "enemy" and not u.stunned]
    waiting = [u for u in s.reserve if CONTENT.units[u.unit].side == "enemy"]
    return len(on_board) + len(waiting)


def release_groups(f: Flow) -> None:
    """M2 (L1792-1793, R-F-55): a group whose vine wall is gone comes in, each unit from the reserve
    onto its hex or the nearest free one (TI-15)."""
    standing = {t.at for t in f.s.tiles if t.kind == "vine_wall"}
    for group in CONTENT.missions[f.s.mission].groups:
        if group.id in f.s.released or all(to_hex(w) in standing for w in group.walls):
            continue
        f.emit(ev.GroupReleased(group=group.id))
        for u in group.units:
            if u.at is not None:
                place_at(f, u.unit, to_hex(u.at))


def check_conditions(f: Flow, rng: Rng) -> None:
    """RND-9 (L491-493): each condition event of the round board, once, as soon as it holds; and the
    groups the destroyed vine walls let in (M2, L1792-1793)."""
    release_groups(f)
    board = CONTENT.rounds[f.s.round_board]
    for index, event in enumerate(board.conditions):
        if index in f.s.conditions_done:
            continue
        kind, value = event.when.kind, event.when.value
        holds = enemies_left(f.s) <= value if kind == "enemies_left_at_most" else f.s.round >= value
        if holds:
            f.emit(ev.ConditionMet(index=index))
            run_ops(f, rng, event.do)


# -- ends of turns and of the mission ----------------------------------------------------------------


def objectives_met(s: FarCryState) -> list[str]:
    """EM-2, R-F-69..R-F-71: the primary, and the secondaries met by the moment it is met."""
    mission = CONTENT.missions[s.mission]
    met: list[str] = []
    for o in mission.objectives:
        if o.code == "kill_all":
            ok = enemies_left(s) == 0
        elif o.code == "kill_by_barrel":
            ok = any(k.source == "explosion" for k in s.kills)  # mission 0's explosions are red barrels
        elif o.code == "berserker_last":
            ok = bool(s.kills) and s.kills[-1].uid.startswith("berserker-") and enemies_left(s) == 0
        elif o.code == "damage_by_source":  # M1: "Faites des dégâts avec une noix de coco" (L1692)
            ok = any(w.source == o.source for w in s.wounds)
        elif o.code == "unit_wounded":  # M1: "Vaas est blessé par un joueur" (L1696)
            ok = any(w.uid.rsplit("-", 1)[0] == o.unit for w in s.wounds)
        elif o.code == "kill_unit":  # M2: "Tuez l'Ombre de Vaas" (L1766)
            ok = any(k.uid.rsplit("-", 1)[0] == o.unit for k in s.kills)
        elif o.code == "kill_by_source":  # M2: "Tuez un ennemi avec un pilier de pierre" (L1770)
            heroes = {c.character for c in s.characters}
            ok = any(k.source == o.source and k.by in heroes for k in s.kills)
        elif o.code == "burn_all":  # M3: "Brûlez toutes les cultures illégales" (L1810)
            burning = set(s.fire)
            ok = bool(mission.crops) and all(to_hex(c) in burning for c in mission.crops)
        elif o.code == "kills_of_source":  # M3: "2 ennemis tués par le feu" (L1813)
            ok = sum(1 for k in s.kills if k.source == o.source and _enemy(k.uid)) >= o.count
        elif o.code == "kills_by_unit":  # M3: "2 ennemis tués par une panthère" (L1816)
            ok = sum(1 for k in s.kills if (k.by or "").rsplit("-", 1)[0] == o.unit and _enemy(k.uid)) >= o.count
        elif o.code == "escape_with":  # M4: "Échappez-vous avec le Dragon d'argent" (L1903, R-F-72)
            ok = acid.escaped_with(s, o.source or "")
        elif o.code == "kill_from_zip_line":  # M4: "Tuez depuis une tyrolienne" (L1911, R-F-30)
            ok = any(w.source == "zip_line" for w in s.wounds)
        elif o.code == "tokens_held":  # M5: "Un joueur doit avoir 5 jetons Encre" (L1961)
            ok = o.source == "ink" and any(c.ink >= o.count for c in s.characters)
        elif o.code == "each_kills_same_round":  # M5: "Tuez chacun 1 minion pendant le même tour" (L1965)
            ok = ink.minion_round(s, o.unit or "")
        elif o.code == "units_out":  # M6: "Sortez les 2 Rakyats de la mission" (L2041)
            ok = bunker.units_out(s, o.unit or "", o.count)
        elif o.code == "kills_from_seat":  # M6: "Tuez 3 ennemis avec la mitrailleuse" (L2043, TI-2)
            ok = sum(1 for k in s.kills if k.seated and k.by is not None and _enemy(k.uid)) >= o.count
        elif o.code == "kills_in_both_zones":  # M6: "Tuez dans les deux zones durant le même tour" (L2045)
            ok = bunker.kills_in_both_zones(s)
        elif o.code == "kill_unit_with":  # M7: "Tuer Vaas avec le Dragon d'argent" (L2093)
            ok = ruses.killed_with(s, o.unit or "", o.source or "")
        elif o.code == "freed_alive":  # M7: "Une panthère doit être vivante à la fin" (L2091, designed)
            ok = ruses.freed_alive(s, o.unit or "")
        elif o.code == "all_triggered":  # M2: "Déclenchez toutes les tuiles Amanites" (L1774)
            placed = sum(1 for t in mission.tiles if t.tile == o.source)
            ok = placed > 0 and s.tiles_triggered.count(o.source or "") >= placed
        else:  # "all_exit" (M1): R-F-45, a K.O. player makes it impossible
            ok = all(c.exited for c in s.characters)
        if ok:
            met.append(o.id)
    return met


def _enemy(uid: str) -> bool:
    return CONTENT.units[uid.rsplit("-", 1)[0]].side == "enemy"


def check_end(f: Flow) -> None:
    """EM-1, KO-4 (L577, L1022): every character K.O. fails at once; EM-2: success as soon as the
    primary objective is met (R-F-70: mission 0's is no enemy left); R-F-44: no player left on the
    board (exited or K.O.) with the primary not met fails."""
    s = f.s
    if f.over or any(r.talent == "second_souffle" for r in s.reactions):
        return  # R-F-47: a K.O. owner may still stand up; the end is decided after the answer
    acid.sweep(f)  # TI-5 (L2211): a move that ended on a broken bridge falls into the acid
    exits.leave(f)
    if CONTENT.missions[s.mission].fails_on_ko and any(c.ko for c in s.characters):
        # KO-3 (L1020), R-F-45: in M1 a K.O. player can no longer reach the exit
        f.emit(ev.MissionEnded(result="failure", reason="player_ko", objectives=[], saved=False))
        return
    if statuses.all_knocked_out(s):
        f.emit(ev.MissionEnded(result="failure", reason="all_ko", objectives=[], saved=False))
        return
    mission = CONTENT.missions[s.mission]
    if ink.escort_lost(s) or bunker.ally_lost(s):  # M5 (L1987): Vaas dies; M6 (designed): a Rakyat dies
        f.emit(ev.MissionEnded(result="failure", reason="escort_lost", objectives=[], saved=False))
        return
    primary = next(o.id for o in mission.objectives if o.primary)
    met = objectives_met(s)
    if primary in met:
        ink.award(f, met)  # M5 (L1957): the Silver Dragon back to the team
        f.emit(ev.MissionEnded(result="success", reason="objective", objectives=met, saved=mission.saved))
    elif acid.relic_lost(s):  # M4 (L1941): the Silver Dragon or its bearer fell into the acid
        f.emit(ev.MissionEnded(result="failure", reason="relic_lost", objectives=[], saved=False))
    elif not any(rules.in_play(c) for c in s.characters):
        # R-F-44: every player gone by the exit or K.O. with the primary not met
        f.emit(ev.MissionEnded(result="failure", reason="no_player_left", objectives=[], saved=False))


def _ended(f: Flow) -> bool:
    """Whether the mission is over (a call, so type narrowing never assumes it unchanged)."""
    return f.s.result is not None


def _waiting(f: Flow) -> bool:
    """Whether an enemy's tie, or the Amanites' free attacks (R-F-42), wait for the players (a call,
    for the same reason)."""
    return f.s.enemy_choice is not None or f.s.paused is not None or bool(f.s.free_attacks) or bool(f.s.reactions)


def settle(f: Flow, rng: Rng) -> None:
    """After every action: conditions, the mission's end, and, when every character still in play is
    done (PT-5, R-F-12), the end of the players' turn, the enemies' turn and the next round. The
    enemies' turn stops at a choice left to the players and goes on after their answer (EN-16)."""
    check_conditions(f, rng)
    check_end(f)
    while not f.over:
        if f.s.free_attacks or f.s.reactions:
            return  # R-F-42: the Amanites' free attacks are owed first; TL-9: a reaction's answer first
        if f.s.step == "players" and not rules.waiting_for(f.s):
            f.emit(*statuses.end_of_turn(f.s, "players"))
            f.emit(ev.TurnEnded(side="players"))
            check_end(f)
            if _ended(f):
                return
            f.emit(ev.EnemiesTurnStarted(round=f.s.round))
        elif f.s.step == "enemies" and f.s.enemy_choice is None and f.s.paused is None:
            f.emit(*enemy_phase(f.s, rng))
            if _waiting(f):
                return
            f.emit(*statuses.end_of_turn(f.s, "enemies"))
            f.emit(ev.TurnEnded(side="enemies"))
            check_conditions(f, rng)
            check_end(f)
            if _ended(f):
                return
            if f.s.round >= f.s.last_round:
                f.emit(ev.MissionEnded(result="failure", reason="last_round", objectives=[], saved=False))
                return
            begin_round(f, rng, f.s.round + 1)
            check_end(f)
        else:
            return


def opening(state: FarCryState, rng: Rng) -> list[Event]:
    """Round 1 after the set-up (R-F-7: the token stays on 1, its arrow and recurring events resolve)."""
    f = Flow(state)
    begin_round(f, rng, 1)
    return f.events
