"""`evolve(state, event)`: one small fold per event type; bookkeeping only, no rule and no chance.

The set-up events fold here (`MissionPrepared`, `CharacterReady`); the round loop, movement and
inventory events in `evolve_turn`; combat, statuses, madness and tiles in `evolve_combat`. An event
with no fold is refused loudly rather than ignored, so a missing fold can never silently drop a fact.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Event
from domain.games.farcry import events as ev
from domain.games.farcry import evolve_bunker as bunker_folds
from domain.games.farcry import evolve_combat as combat_folds
from domain.games.farcry import evolve_turn as turn
from domain.games.farcry.campaign import evolve as preparation_evolve
from domain.games.farcry.explorations import evolve as exploration_evolve
from domain.games.farcry.state import Carried, CharacterState, FarCryState, TileState, Token, UnitState


def _mission_prepared(state: FarCryState | None, e: ev.MissionPrepared) -> FarCryState:
    if state is not None and not (state.campaign and state.phase == "preparation"):
        raise ValueError("mission_prepared starts a match, or a campaign's next mission after its preparation")
    return FarCryState(
        campaign=e.campaign,
        mission=e.mission,
        seats=e.seats,
        friendly_fire=e.friendly_fire,
        reaction_seconds=e.reaction_seconds,
        round_board=e.round_board,
        last_round=e.last_round,
        tiles=[TileState(kind=t.kind, at=t.at) for t in e.tiles],
        loot=[Token(kind=t.kind or "", at=t.at) for t in e.loot],
        leaves=[Token(kind=t.kind or "", at=t.at) for t in e.leaves],
        loot_box=list(e.loot_box or []),
        madness_deck=list(e.madness_deck or []),
        anecdote_when=list(e.anecdote_when or []),
        anecdote_where=e.anecdote_where,
        anecdote_what=e.anecdote_what,
        units=[UnitState(uid=u.uid, unit=u.unit, colour=u.colour, at=u.at, hp=u.hp, caged=u.caged) for u in e.units],
        reserve=[UnitState(uid=u.uid, unit=u.unit, colour=u.colour, at=None, hp=u.hp) for u in e.reserve],
        chain=list(e.chain),
        queue=list(e.queue),
        doors=[Token(kind=d.kind or "empty", at=d.at) for d in e.doors],  # M6: face down (R-F-57)
    )


def _character_ready(state: FarCryState | None, e: ev.CharacterReady) -> FarCryState:
    if state is None:
        raise ValueError("character_ready needs the mission prepared first")
    state.characters.append(
        CharacterState(
            character=e.character,
            seat=e.seat,
            at=e.at,
            hp=e.max_hp,
            max_hp=e.max_hp,
            mp=e.max_mp,
            max_mp=e.max_mp,
            madness=e.madness,
            bandages=e.bandages,
            impulses=e.impulses,
            weapons=[
                Carried(weapon=w.weapon, ammo=w.ammo, place=w.place, accessories=list(w.accessories)) for w in e.weapons
            ],
            talents=list(e.talents),
            holsters=list(e.holsters),
            items=list(e.items),
            leaves=list(e.leaves),
            bag=e.bag,
        )
    )
    return state


def _in_place(apply: Callable[[FarCryState, Any], None]) -> Callable[[FarCryState | None, Any], FarCryState]:
    """A fold that needs the state and mutates it (every fold after the set-up)."""

    def fold(state: FarCryState | None, e: Any) -> FarCryState:
        if state is None:
            raise ValueError(f"{type(e).__name__} needs the mission prepared first")
        apply(state, e)
        return state

    return fold


_TURN: dict[type[Event], Callable[[FarCryState, Any], None]] = {
    ev.RoundStarted: turn.round_started,
    ev.PlayersTurnStarted: turn.players_turn_started,
    ev.EnemiesTurnStarted: turn.enemies_turn_started,
    ev.UnitActivated: turn.unit_activated,
    ev.TargetChosen: turn.target_chosen,
    ev.EnemyChoiceAsked: turn.enemy_choice_asked,
    ev.EnemyChoiceMade: turn.enemy_choice_made,
    ev.UnitFinished: turn.unit_finished,
    ev.CharacterDone: turn.character_done,
    ev.Announced: turn.announced,
    ev.ConditionMet: turn.condition_met,
    ev.UnitPlaced: turn.unit_placed,
    ev.AnecdoteTurned: turn.anecdote_turned,
    ev.Moved: turn.moved,
    ev.TurnEnded: turn.turn_ended,
    ev.MissionEnded: turn.mission_ended,
    ev.PickedUp: turn.picked_up,
    ev.WeaponsSwitched: turn.weapons_switched,
    ev.Reloaded: turn.reloaded,
    ev.OfferMade: turn.offer_made,
    ev.OfferAnswered: turn.offer_answered,
    ev.Bandaged: turn.bandaged,
    ev.ObjectUsed: turn.object_used,
    ev.SaveKept: turn.save_kept,
    ev.MissionDebriefed: turn.mission_debriefed,
    ev.SpawnRolled: turn.spawn_rolled,
    ev.AllyCommanded: turn.ally_commanded,
}
"""Round loop, movement and inventory folds (`evolve_turn`)."""

FOLDS: dict[type[Event], Callable[[FarCryState | None, Any], FarCryState]] = {
    ev.MissionPrepared: _mission_prepared,
    ev.CharacterReady: _character_ready,
    **{kind: _in_place(apply) for kind, apply in _TURN.items()},
    **{kind: _in_place(apply) for kind, apply in combat_folds.FOLDS.items()},
    **{kind: _in_place(apply) for kind, apply in bunker_folds.FOLDS.items()},
    **{kind: _in_place(apply) for kind, apply in exploration_evolve.FOLDS.items()},
    **{kind: _in_place(apply) for kind, apply in preparation_evolve.FOLDS.items()},
}


def evolve(state: FarCryState | None, event: Event) -> FarCryState:
    """Apply one fact. The state is mutated in place and returned (folds run on copies upstream)."""
    fold = FOLDS.get(type(event))
    if fold is None:
        raise TypeError(f"Far Cry folds no event {type(event).__name__}")
    return fold(state, event)
