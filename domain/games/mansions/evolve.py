"""Events to state: pure bookkeeping, no rule checks, no chance (every outcome is in the event)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Event
from domain.games.mansions import events as ev
from domain.games.mansions.combat_evolve import COMBAT_AND_SPELLS
from domain.games.mansions.content import CONTENT
from domain.games.mansions.keeper_evolve import KEEPER_CARDS
from domain.games.mansions.state import (
    Figure,
    MansionsState,
    Modifier,
    MonsterFigure,
    PendingEvade,
    monster_of,
)


def _started(s: MansionsState | None, e: ev.MatchStarted) -> MansionsState:
    return MansionsState(
        options=e.options,
        seats=e.seats,
        spell_decks={k: list(v) for k, v in e.spell_decks.items()},
        mythos=list(e.mythos),
        trauma=list(e.trauma),
        combat={k: list(v) for k, v in e.combat.items()},
        event_deck=list(e.event_deck),
        threat=e.threat,
        tokens={room: {"darkness": 1} for room in e.darkness},
        barricades={space: space for space in e.barricades},
        corpses={space: 1 for space in e.corpses},
    )


def _story(s: MansionsState, e: ev.StoryChosen) -> None:
    s.answers = dict(e.answers)
    s.objective = e.objective
    s.stacks = {room: list(cards) for room, cards in e.stacks.items()}


def _monster(s: MansionsState, e: ev.MonsterPlaced) -> None:
    s.monsters.append(MonsterFigure(uid=e.uid, kind=e.monster, space=e.space))
    s.next_monster = max(s.next_monster, e.uid + 1)


def _chosen(s: MansionsState, e: ev.InvestigatorChosen) -> None:
    spec = CONTENT.investigators[e.investigator]
    for spell in e.spells:
        s.spell_decks[CONTENT.spells[spell].spell_type].remove(spell)
    s.figures[e.seat] = Figure(
        seat=e.seat,
        investigator=e.investigator,
        physical=e.physical,
        mental=e.mental,
        space=e.space,
        health=e.health,
        sanity=e.sanity,
        max_health=spec.health,
        max_sanity=spec.sanity,
        skill_points=e.skill_points,
        items=list(e.items),
        spells=list(e.spells),
    )
    s.used.append(e.investigator)


def _round(s: MansionsState, e: ev.RoundStarted) -> None:
    s.phase = "investigators"
    s.round = e.round
    s.played = []
    s.trade_done = []
    s.keeper_deadline = None
    s.attacked = []
    for f in s.figures.values():
        if f.alive and f.space is None:
            f.space = e.start


def _claimed(s: MansionsState, e: ev.TurnClaimed) -> None:
    s.active = e.seat
    s.moves_used = 0
    s.action_used = False


def _skill(s: MansionsState, e: ev.SkillReadied) -> None:
    f = s.figures[e.seat]
    f.skill_ready, f.skill_test = True, e.test


def _tested(s: MansionsState, e: ev.TestRolled) -> None:
    if e.skill:
        f = s.figures[e.seat]
        f.skill_ready, f.skill_test = False, None
        f.skill_points -= 1


def _moved(s: MansionsState, e: ev.Moved) -> None:
    f = s.figures[e.seat]
    if e.corpse and f.space is not None:
        _take_corpses(s, f.space, 1)
        s.corpses[e.to] = s.corpses.get(e.to, 0) + 1
    f.space = e.to
    if e.movement:
        s.moves_used += 1


def _spent(s: MansionsState, e: ev.MovementSpent) -> None:
    s.moves_used += 1


def _evade_opened(s: MansionsState, e: ev.EvadeOpened) -> None:
    s.pending = PendingEvade(
        seat=e.seat,
        monsters=list(e.monsters),
        then=e.then,
        space=e.space,
        token=e.token,
        drag=e.drag,
        target=e.target,
        deadline=e.deadline,
    )


def _evade_answered(s: MansionsState, e: ev.EvadeAnswered) -> None:
    if s.pending is not None:
        s.pending.monsters.remove(e.monster)
        if not s.pending.monsters:
            s.pending = None


def _harmed(s: MansionsState, e: ev.Harmed) -> None:
    f = s.figures[e.seat]
    if e.counter == "health":
        f.health -= e.amount
    else:
        f.sanity -= e.amount


def _healed(s: MansionsState, e: ev.Healed) -> None:
    f = s.figures[e.seat]
    if e.counter == "health":
        f.health += e.amount
    else:
        f.sanity += e.amount


def _died(s: MansionsState, e: ev.Died) -> None:
    f = s.figures[e.seat]
    f.alive = False
    f.space = None
    f.items, f.clues, f.spells = [], [], []
    f.stun, f.skill_ready, f.skill_test, f.modifiers, f.hidden = 0, False, None, [], None
    if e.dropped:
        s.dropped.setdefault(e.space, []).extend(e.dropped)
    if s.pending is not None and s.pending.seat == e.seat:
        s.pending = None
    if s.drag is not None and s.drag.seat == e.seat:
        s.drag = None
    s.keeper_discard.extend(f.traumas)  # part 2b: a dead investigator's traumas are discarded
    f.traumas = []
    s.trauma_offers = [o for o in s.trauma_offers if o.seat != e.seat]
    if s.skill_prompt is not None and s.skill_prompt.seat == e.seat:
        s.skill_prompt = None


def _stunned(s: MansionsState, e: ev.Stunned) -> None:
    if e.seat is not None:
        s.figures[e.seat].stun += e.count
    m = monster_of(s, e.monster)
    if m is not None:
        m.stun += e.count


def _recovered(s: MansionsState, e: ev.StunRecovered) -> None:
    if e.seat is not None:
        s.figures[e.seat].stun -= 1
    m = monster_of(s, e.monster)
    if m is not None:
        m.stun -= 1


def _modified(s: MansionsState, e: ev.Modified) -> None:
    s.figures[e.seat].modifiers.append(Modifier(stat=e.stat, amount=e.amount, duration=e.duration))


def _wounded(s: MansionsState, e: ev.MonsterWounded) -> None:
    m = monster_of(s, e.monster)
    if m is not None:
        m.wounds += e.amount


def _killed(s: MansionsState, e: ev.MonsterKilled) -> None:
    m = monster_of(s, e.monster)
    if m is not None:
        s.monsters.remove(m)
        s.killed.append(m.kind)


def _barrier_met(s: MansionsState, e: ev.BarrierMet) -> None:
    if e.room not in s.known_barriers:
        s.known_barriers.append(e.room)


def _way_checked(s: MansionsState, e: ev.WayChecked) -> None:
    """Nothing changes: the event only records what the entrant learnt (an undo barrier)."""


def _barrier_cleared(s: MansionsState, e: ev.BarrierCleared) -> None:
    s.stacks[e.room].remove(e.card)
    s.discard.append(e.card)
    if e.room in s.known_barriers:
        s.known_barriers.remove(e.room)


def _explored(s: MansionsState, e: ev.Explored) -> None:
    f = s.figures[e.seat]
    s.stacks[e.room] = [c for c in s.stacks[e.room] if c not in e.cards]
    for card in e.cards:
        spec = CONTENT.exploration[card]
        if spec.kind == "clue":
            f.clues.append(card)
            s.clues_found.append(spec.clue or 0)
        elif spec.kind == "item" and spec.item is not None:
            f.items.append(spec.item)
        else:
            s.discard.append(card)
    for spell in e.spells:
        s.spell_decks[CONTENT.spells[spell].spell_type].remove(spell)
        f.spells.append(spell)
    s.action_used = True


def _revealed(s: MansionsState, e: ev.ObjectiveRevealed) -> None:
    s.revealed = True


def _barricade(s: MansionsState, e: ev.BarricadeMoved) -> None:
    s.barricades[e.token] = e.to
    s.action_used = True


def _hid(s: MansionsState, e: ev.Hid) -> None:
    s.figures[e.seat].hidden = s.round
    s.moves_used += 1


def _left_hiding(s: MansionsState, e: ev.LeftHiding) -> None:
    s.figures[e.seat].hidden = None
    if e.using == "movement":
        s.moves_used += 1
    else:
        s.action_used = True


def _picked_up(s: MansionsState, e: ev.PickedUp) -> None:
    f = s.figures[e.seat]
    s.dropped[e.space].remove(e.card)
    if not s.dropped[e.space]:
        del s.dropped[e.space]
    (f.clues if e.card in CONTENT.exploration else f.items).append(e.card)


def _take_corpses(s: MansionsState, space: str, count: int) -> None:
    s.corpses[space] -= count
    if s.corpses[space] <= 0:
        del s.corpses[space]


def _burnt(s: MansionsState, e: ev.CorpsesBurnt) -> None:
    _take_corpses(s, e.space, e.count)
    if e.action:
        s.action_used = True


def _item_used(s: MansionsState, e: ev.ItemUsed) -> None:
    s.action_used = True
    if e.consumed:
        s.figures[e.seat].items.remove(e.item)
        s.spent_items.append(e.item)


def _turn_ended(s: MansionsState, e: ev.TurnEnded) -> None:
    s.played.append(e.seat)
    s.active = None
    f = s.figures.get(e.seat)
    if f is not None:
        f.modifiers = [m for m in f.modifiers if m.duration != "turn"]


def _trade_opened(s: MansionsState, e: ev.TradeOpened) -> None:
    s.phase = "trade"
    s.trade_done = [seat for seat in s.figures if seat not in e.waiting]


def _given(s: MansionsState, e: ev.ItemGiven) -> None:
    giver, to = s.figures[e.giver], s.figures[e.to]
    if e.card in giver.items:
        giver.items.remove(e.card)
        to.items.append(e.card)
    else:
        giver.clues.remove(e.card)
        to.clues.append(e.card)


def _trade_done(s: MansionsState, e: ev.TradeDone) -> None:
    s.trade_done.append(e.seat)


def _threat(s: MansionsState, e: ev.ThreatGained) -> None:
    s.threat += e.amount


def _keeper_turn(s: MansionsState, e: ev.KeeperTurnOpened) -> None:
    s.phase = "keeper"
    s.keeper_deadline = e.deadline
    s.used_actions = []
    s.monster_moves = {}
    s.dementia_turn = []
    s.mythos_seats = []


def _time(s: MansionsState, e: ev.TimeTokenPlaced) -> None:
    s.time += 1


def _event_resolved(s: MansionsState, e: ev.EventResolved) -> None:
    s.event_deck.remove(e.event)
    s.resolved_events.append(e.event)
    s.time = 0


def _token_placed(s: MansionsState, e: ev.TokenPlaced) -> None:
    room = s.tokens.setdefault(e.room, {})
    room[e.token] = room.get(e.token, 0) + e.count


def _token_removed(s: MansionsState, e: ev.TokenRemoved) -> None:
    room = s.tokens.setdefault(e.room, {})
    room[e.token] = room.get(e.token, 0) - e.count
    if room[e.token] <= 0:
        del room[e.token]


def _ended(s: MansionsState, e: ev.MatchEnded) -> None:
    s.phase = "over"
    s.winner = e.winner
    s.reason = e.reason
    s.pending = None
    s.active = None


APPLY: dict[type[Event], Callable[[Any, Any], Any]] = {
    ev.StoryChosen: _story,
    ev.MonsterPlaced: _monster,
    ev.InvestigatorChosen: _chosen,
    ev.RoundStarted: _round,
    ev.TurnClaimed: _claimed,
    ev.SkillReadied: _skill,
    ev.TestRolled: _tested,
    ev.Moved: _moved,
    ev.MovementSpent: _spent,
    ev.EvadeOpened: _evade_opened,
    ev.EvadeAnswered: _evade_answered,
    ev.Harmed: _harmed,
    ev.Healed: _healed,
    ev.Died: _died,
    ev.Stunned: _stunned,
    ev.StunRecovered: _recovered,
    ev.Modified: _modified,
    ev.MonsterWounded: _wounded,
    ev.MonsterKilled: _killed,
    ev.BarrierMet: _barrier_met,
    ev.WayChecked: _way_checked,
    ev.BarrierCleared: _barrier_cleared,
    ev.Explored: _explored,
    ev.ObjectiveRevealed: _revealed,
    ev.BarricadeMoved: _barricade,
    ev.Hid: _hid,
    ev.LeftHiding: _left_hiding,
    ev.PickedUp: _picked_up,
    ev.CorpsesBurnt: _burnt,
    ev.ItemUsed: _item_used,
    ev.TurnEnded: _turn_ended,
    ev.TradeOpened: _trade_opened,
    ev.ItemGiven: _given,
    ev.TradeDone: _trade_done,
    ev.ThreatGained: _threat,
    ev.KeeperTurnOpened: _keeper_turn,
    ev.TimeTokenPlaced: _time,
    ev.EventResolved: _event_resolved,
    ev.TokenPlaced: _token_placed,
    ev.TokenRemoved: _token_removed,
    ev.MatchEnded: _ended,
    **COMBAT_AND_SPELLS,
    **KEEPER_CARDS,
}


def evolve(state: MansionsState | None, event: Event) -> MansionsState:
    """Fold one event into ``state`` (in place) and return it; ``MatchStarted`` creates it."""
    if isinstance(event, ev.MatchStarted):
        return _started(state, event)
    assert state is not None, "the first event must be match_started"
    APPLY[type(event)](state, event)
    return state
