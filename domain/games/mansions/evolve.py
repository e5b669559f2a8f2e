"""Events to state: pure bookkeeping, no rule checks, no chance (every outcome is in the event)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Event
from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content.schema import Modify, RunePuzzle
from domain.games.mansions.state import (
    Attempt,
    Drag,
    Figure,
    MansionsState,
    Modifier,
    MonsterFigure,
    MythosWindow,
    PendingEvade,
    PuzzleProgress,
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
    s.figures[e.seat].skill_ready = True


def _tested(s: MansionsState, e: ev.TestRolled) -> None:
    if e.skill:
        f = s.figures[e.seat]
        f.skill_ready = False
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
    f.stun, f.skill_ready, f.modifiers, f.hidden = 0, False, [], None
    if e.dropped:
        s.dropped.setdefault(e.space, []).extend(e.dropped)
    if s.pending is not None and s.pending.seat == e.seat:
        s.pending = None
    if s.drag is not None and s.drag.seat == e.seat:
        s.drag = None
    s.keeper_discard.extend(f.traumas)  # part 2b: a dead investigator's traumas are discarded
    f.traumas = []
    s.trauma_offers = [o for o in s.trauma_offers if o.seat != e.seat]


def _monster_of(s: MansionsState, uid: int | None) -> MonsterFigure | None:
    return next((m for m in s.monsters if m.uid == uid), None)


def _stunned(s: MansionsState, e: ev.Stunned) -> None:
    if e.seat is not None:
        s.figures[e.seat].stun += e.count
    m = _monster_of(s, e.monster)
    if m is not None:
        m.stun += e.count


def _recovered(s: MansionsState, e: ev.StunRecovered) -> None:
    if e.seat is not None:
        s.figures[e.seat].stun -= 1
    m = _monster_of(s, e.monster)
    if m is not None:
        m.stun -= 1


def _modified(s: MansionsState, e: ev.Modified) -> None:
    s.figures[e.seat].modifiers.append(Modifier(stat=e.stat, amount=e.amount, duration=e.duration))


def _wounded(s: MansionsState, e: ev.MonsterWounded) -> None:
    m = _monster_of(s, e.monster)
    if m is not None:
        m.wounds += e.amount


def _killed(s: MansionsState, e: ev.MonsterKilled) -> None:
    m = _monster_of(s, e.monster)
    if m is not None:
        s.monsters.remove(m)
        s.killed.append(m.kind)


def _barrier_met(s: MansionsState, e: ev.BarrierMet) -> None:
    if e.room not in s.known_barriers:
        s.known_barriers.append(e.room)


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


def _combat_shuffled(s: MansionsState, e: ev.CombatShuffled) -> None:
    s.combat[e.cls] = list(e.deck)
    s.combat_discard[e.cls] = []


def _combat_drawn(s: MansionsState, e: ev.CombatDrawn) -> None:
    deck = s.combat[e.cls]
    del deck[: len(e.cards)]
    s.combat_discard.setdefault(e.cls, []).extend(e.cards)


def _attacked(s: MansionsState, e: ev.Attacked) -> None:
    s.action_used = True


def _monster_attacked(s: MansionsState, e: ev.MonsterAttacked) -> None:
    s.attacked.append(e.monster)


def _drag_opened(s: MansionsState, e: ev.DragOpened) -> None:
    s.drag = Drag(seat=e.seat, spaces=e.spaces)


def _dragged(s: MansionsState, e: ev.Dragged) -> None:
    if e.to is not None:
        s.figures[e.seat].space = e.to
    if s.drag is not None:
        s.drag.spaces -= 1
        if e.to is None or s.drag.spaces <= 0:
            s.drag = None


def _puzzle_started(s: MansionsState, e: ev.PuzzleStarted) -> None:
    s.action_used = True
    s.attempt = Attempt(seat=e.seat, room=e.room, puzzle=e.puzzle, actions=e.actions, deadline=e.deadline)
    if e.puzzle not in s.puzzles:
        spec = CONTENT.puzzles[e.puzzle]
        if isinstance(spec, RunePuzzle):
            s.puzzles[e.puzzle] = PuzzleProgress(positions=list(spec.rotations), pieces=list(spec.start))
        else:
            s.puzzles[e.puzzle] = PuzzleProgress(positions=list(spec.start))


def _puzzle_skill(s: MansionsState, e: ev.PuzzleSkill) -> None:
    f = s.figures[e.seat]
    f.skill_points -= 1
    if s.attempt is not None:
        s.attempt.actions += e.actions


def _puzzle_moved(s: MansionsState, e: ev.PuzzleMoved) -> None:
    s.puzzles[e.puzzle] = PuzzleProgress(positions=list(e.positions), pieces=list(e.pieces))
    if s.attempt is not None:
        s.attempt.actions -= 1


def _puzzle_ended(s: MansionsState, e: ev.PuzzleEnded) -> None:
    s.attempt = None
    s.drag = None


# --- part 2d: spells and abilities -------------------------------------------------------------


def _spell_cast(s: MansionsState, e: ev.SpellCast) -> None:
    s.action_used = True
    s.figures[e.seat].spells.remove(e.card)
    s.spell_discard.append(e.card)


def _spell_drawn(s: MansionsState, e: ev.SpellDrawn) -> None:
    s.spell_decks[CONTENT.spells[e.card].spell_type].remove(e.card)
    s.figures[e.seat].spells.append(e.card)


def _ability_used(s: MansionsState, e: ev.AbilityUsed) -> None:
    s.figures[e.seat].ability_used = True
    if e.action:
        s.action_used = True


# -- the keeper's cards and monster moves (part 2b) --


def _keeper_drew(s: MansionsState, e: ev.KeeperDrew) -> None:
    deck = s.mythos if e.deck == "mythos" else s.trauma
    del deck[: e.count]
    s.hand.extend(e.cards)


def _keeper_acted(s: MansionsState, e: ev.KeeperActed) -> None:
    s.threat -= e.cost
    if CONTENT.keeper_actions[e.action].once:
        s.used_actions.append(e.action)


def _moves_opened(s: MansionsState, e: ev.MonsterMovesOpened) -> None:
    for m in s.monsters:
        if m.uid in e.monsters:
            s.monster_moves[m.uid] = e.spaces or CONTENT.monsters[m.kind].speed


def _monster_moved(s: MansionsState, e: ev.MonsterMoved) -> None:
    m = _monster_of(s, e.monster)
    if m is not None and e.space is not None:
        m.space = e.space
    left = 0 if e.spent else s.monster_moves.get(e.monster, 0) - 1
    if left > 0:
        s.monster_moves[e.monster] = left
    else:
        s.monster_moves.pop(e.monster, None)


def _barricade_broken(s: MansionsState, e: ev.BarricadeBroken) -> None:
    s.barricades.pop(e.token, None)


def _keeper_discarded(s: MansionsState, e: ev.KeeperDiscarded) -> None:
    for card in e.cards:
        if e.drawn:
            s.trauma.remove(card)
        elif card in s.hand:
            s.hand.remove(card)
        s.keeper_discard.append(card)


def _trauma_offered(s: MansionsState, e: ev.TraumaOffered) -> None:
    s.trauma_offers.extend(e.offers)
    s.offers_made += len(e.offers)


def _trauma_played(s: MansionsState, e: ev.TraumaPlayed) -> None:
    f = s.figures[e.seat]
    s.hand.remove(e.card)
    if e.replaced is not None:
        f.traumas.remove(e.replaced)
        s.keeper_discard.append(e.replaced)
        for effect in CONTENT.trauma[e.replaced].card.effects:  # H-25: the old card's lasting effects go
            if isinstance(effect, Modify) and effect.duration == "while_in_play":
                gone = Modifier(stat=effect.stat, amount=effect.amount, duration=effect.duration)
                if gone in f.modifiers:
                    f.modifiers.remove(gone)
    f.traumas.append(e.card)
    if e.offered:
        _offer_done(s)
    else:
        s.dementia_turn.append(e.seat)


def _offer_done(s: MansionsState) -> None:
    s.trauma_offers.pop(0)


def _trauma_passed(s: MansionsState, e: ev.TraumaPassed) -> None:
    _offer_done(s)


def _mythos_window(s: MansionsState, e: ev.MythosWindowOpened) -> None:
    s.mythos_window = MythosWindow(seat=e.seat, triggers=list(e.triggers), deadline=e.deadline)


def _mythos_played(s: MansionsState, e: ev.MythosPlayed) -> None:
    s.hand.remove(e.card)
    s.keeper_discard.append(e.card)
    s.threat -= e.cost
    s.mythos_window = None
    s.mythos_seats.append(e.seat)


def _mythos_passed(s: MansionsState, e: ev.MythosPassed) -> None:
    if e.turn and s.mythos_window is not None:
        s.mythos_seats.append(s.mythos_window.seat)
    s.mythos_window = None


KEEPER_CARDS: dict[type[Event], Callable[[MansionsState, Any], None]] = {
    ev.MythosWindowOpened: _mythos_window,
    ev.MythosPlayed: _mythos_played,
    ev.MythosPassed: _mythos_passed,
    ev.KeeperDiscarded: _keeper_discarded,
    ev.TraumaOffered: _trauma_offered,
    ev.TraumaPlayed: _trauma_played,
    ev.TraumaPassed: _trauma_passed,
    ev.KeeperDrew: _keeper_drew,
    ev.KeeperActed: _keeper_acted,
    ev.MonsterMovesOpened: _moves_opened,
    ev.MonsterMoved: _monster_moved,
    ev.BarricadeBroken: _barricade_broken,
}


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
    ev.CombatShuffled: _combat_shuffled,
    ev.CombatDrawn: _combat_drawn,
    ev.Attacked: _attacked,
    ev.MonsterAttacked: _monster_attacked,
    ev.DragOpened: _drag_opened,
    ev.Dragged: _dragged,
    ev.PuzzleStarted: _puzzle_started,
    ev.PuzzleSkill: _puzzle_skill,
    ev.PuzzleMoved: _puzzle_moved,
    ev.PuzzleEnded: _puzzle_ended,
    ev.SpellCast: _spell_cast,
    ev.SpellDrawn: _spell_drawn,
    ev.AbilityUsed: _ability_used,
    **KEEPER_CARDS,
}


def evolve(state: MansionsState | None, event: Event) -> MansionsState:
    """Fold one event into ``state`` (in place) and return it; ``MatchStarted`` creates it."""
    if isinstance(event, ev.MatchStarted):
        return _started(state, event)
    assert state is not None, "the first event must be match_started"
    APPLY[type(event)](state, event)
    return state
