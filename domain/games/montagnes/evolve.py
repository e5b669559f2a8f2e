"""Folding events into the state: bookkeeping only, in place, one small function per event type.

No rule is checked and no chance is drawn here (the deciding modules wrote every outcome into the
events), so a replay of the log always rebuilds the same state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from domain.contract import Event
from domain.games.montagnes import events as ev
from domain.games.montagnes import rules
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.madness import card_of
from domain.games.montagnes.state import LEADERSHIP_TOKENS, MontagnesState, Result, SledCard, TrialOutcome


def evolve(state: MontagnesState | None, event: Event) -> MontagnesState:
    """``state`` after ``event`` (the first event, ``expedition_prepared``, creates it)."""
    if isinstance(event, ev.ExpeditionPrepared):
        return _new_state(event)
    assert state is not None, "the first event creates the state"
    FOLDS[type(event)](state, event)
    return state


def _enter(s: MontagnesState, step: str, deadline: float | None = None) -> None:
    s.step = step
    s.step_no += 1
    s.deadline = deadline


def _new_state(e: ev.ExpeditionPrepared) -> MontagnesState:
    assert e.board is not None and e.box_tiles is not None and e.deck is not None
    assert e.madness_decks is not None
    n = e.seats
    return MontagnesState(
        seats=n,
        expert=e.expert,
        encounter_seconds=e.encounter_seconds,
        decision_seconds=e.decision_seconds,
        search_seconds=e.search_seconds,
        leader=e.leader,
        board=dict(e.board),
        box_tiles=list(e.box_tiles),
        deck=list(e.deck),
        discard=list(e.discard),
        injury_pile=list(e.injury_pile),
        esoteric_pile=list(e.esoteric_pile),
        relic_pile=list(e.relic_pile),
        hands=[[] for _ in range(n)],
        relics=[[] for _ in range(n)],
        covered=[[] for _ in range(n)],
        relic_tokens=[[] for _ in range(n)],
        madness=[[] for _ in range(n)],
        madness_decks=[list(d) for d in e.madness_decks],
        madness_boxed=[[] for _ in range(n)],
        ignored=[0] * n,
        ignored_cards=[[] for _ in range(n)],
        placed=[0] * n,
        tokens_sled=LEADERSHIP_TOKENS,
    )


def _fold_nothing(s: MontagnesState, e: Event) -> None:
    return None


def _fold_cards_dealt(s: MontagnesState, e: ev.CardsDealt) -> None:
    s.hands[e.seat].extend(s.deck[: e.count])
    del s.deck[: e.count]


def _fold_madness_drawn(s: MontagnesState, e: ev.MadnessDrawn) -> None:
    card = s.madness_decks[e.level - 1].pop(0)
    if e.returned is not None:
        s.madness[e.seat].remove(e.returned)
        s.madness_boxed[e.seat].append(e.returned)
    s.madness[e.seat].append(card)
    s.ignored[e.seat] = min(s.ignored[e.seat], len(s.madness[e.seat]))
    chosen = rules.ignored_cards(s, e.seat)
    if e.returned in chosen:  # the upgraded card takes the ignored one's place for the rest of the turn
        chosen[chosen.index(e.returned)] = card


def _fold_leadership_used(s: MontagnesState, e: ev.LeadershipUsed) -> None:
    s.tokens_sled -= 1
    s.tokens_discard += 1
    if e.use == "movement" and e.target is not None:
        s.ignored[e.target] += 1
    elif e.use == "draw":
        s.hand_bonus += 1
    elif e.use == "encounter":
        s.restarts += 1


def _fold_madness_ignored(s: MontagnesState, e: ev.MadnessIgnored) -> None:
    if len(s.ignored_cards) < s.seats:
        s.ignored_cards = [[] for _ in range(s.seats)]
    assert e.card is not None
    s.ignored_cards[e.seat].append(e.card)


def _fold_token_discarded(s: MontagnesState, e: ev.TokenDiscarded) -> None:
    s.tokens_sled -= e.count
    s.tokens_discard += e.count


def _fold_token_boxed(s: MontagnesState, e: ev.TokenBoxed) -> None:
    if e.source == "sled":
        s.tokens_sled -= 1
    else:
        s.tokens_discard -= 1
    s.tokens_box += 1


def _fold_tokens_returned(s: MontagnesState, e: ev.TokensReturned) -> None:
    s.tokens_discard -= e.count
    s.tokens_sled += e.count


def _fold_plane_moved(s: MontagnesState, e: ev.PlaneMoved) -> None:
    s.plane = e.space
    s.current_space = e.space
    s.current_tile = s.board.get(e.space)
    s.board[e.space] = None


def _fold_hourglass_turned(s: MontagnesState, e: ev.HourglassTurned) -> None:
    _enter(s, "encounter", e.deadline)
    s.talk_allowed = True


def _fold_cards_placed(s: MontagnesState, e: ev.CardsPlaced) -> None:
    assert e.cards is not None
    for card in e.cards:
        s.hands[e.seat].remove(card)
        s.sled.append(SledCard(e.seat, card))
    s.placed[e.seat] += e.count
    s.talk_allowed = False


def _fold_hourglass_ran_out(s: MontagnesState, e: ev.HourglassRanOut) -> None:
    s.talk_allowed = False
    if e.decision_deadline is None:
        _enter(s, "reveal")
    else:
        _enter(s, "decision", e.decision_deadline)


def _fold_encounter_closed(s: MontagnesState, e: ev.EncounterClosed) -> None:
    _enter(s, "reveal")


def _fold_sled_revealed(s: MontagnesState, e: ev.SledRevealed) -> None:
    totals: dict[str, int] = {}
    for entry in s.sled:
        eq = card_of(entry.card)
        if eq is not None:
            totals[eq.equipment] = totals.get(eq.equipment, 0) + eq.value
    outcomes = []
    for k, trial in enumerate(rules.current_trials(s)):
        total = totals.get(trial.equipment, 0)
        outcomes.append(TrialOutcome(k, trial.equipment, trial.label(), total, trial.passes(total)))
    s.trials = outcomes
    s.failures = [o.index for o in outcomes if not o.passed]
    s.failures_done = 0
    reward = CONTENT.tiles[s.current_tile].reward if s.current_tile is not None else "none"
    if reward != "none" and any(o.passed for o in outcomes):
        s.reward = reward
        _enter(s, "reward")
    else:
        s.reward = None
        _enter(s, "failures")


def _fold_relic_assigned(s: MontagnesState, e: ev.RelicAssigned) -> None:
    relic = CONTENT.relics[e.card]
    s.relic_pile.remove(e.card)
    extra_knowledge = relic.kind == "knowledge" and "knowledge" in s.relic_tokens[e.seat]
    s.relics[e.seat].append(e.card)
    if not extra_knowledge:
        s.relic_tokens[e.seat].append(relic.kind)
        if relic.covers not in s.covered[e.seat]:
            s.covered[e.seat].append(relic.covers)
    s.relic_receiver = e.seat
    s.relic_action = relic.action
    _enter(s, "relic_action")


def _fold_tile_searched(s: MontagnesState, e: ev.TileSearched) -> None:
    s.peek_space = e.space
    if e.space not in s.peeked:
        s.peeked.append(e.space)
    _enter(s, "peek", e.until)


def _fold_peek_ended(s: MontagnesState, e: ev.PeekEnded) -> None:
    s.peek_space = None
    s.reward = None
    _enter(s, "failures")


def _fold_esoteric_added(s: MontagnesState, e: ev.EsotericAdded) -> None:
    s.esoteric_pile.remove(e.card)
    s.discard.append(e.card)


def _fold_injury_healed(s: MontagnesState, e: ev.InjuryHealed) -> None:
    if e.source == "sled":
        s.sled = [entry for entry in s.sled if entry.card != e.card]
    else:
        s.discard.remove(e.card)
    s.injury_pile.insert(0, e.card)


def _fold_injury_drawn(s: MontagnesState, e: ev.InjuryDrawn) -> None:
    s.injury_pile.remove(e.card)
    s.discard.append(e.card)


def _fold_hand_card_discarded(s: MontagnesState, e: ev.HandCardDiscarded) -> None:
    s.hands[e.seat].remove(e.card)
    s.discard.append(e.card)


def _fold_cards_milled(s: MontagnesState, e: ev.CardsMilled) -> None:
    n = len(e.cards)
    s.discard.extend(s.deck[:n])
    del s.deck[:n]


def _fold_step_changed(s: MontagnesState, e: ev.StepChanged) -> None:
    if e.step == "failures":
        s.reward = None
        s.relic_receiver = None
        s.relic_action = None
    _enter(s, e.step)


def _fold_failure_suffered(s: MontagnesState, e: ev.FailureSuffered) -> None:
    s.failures.remove(e.trial)
    s.failures_done += 1


def _fold_die_rolled(s: MontagnesState, e: ev.DieRolled) -> None:
    s.die_face = e.face
    s.die_trial = e.trial
    if s.step != "die":
        _enter(s, "die")


def _fold_die_accepted(s: MontagnesState, e: ev.DieAccepted) -> None:
    s.die_face = None
    s.die_trial = None
    _enter(s, "failures")


def _fold_resolution_ended(s: MontagnesState, e: ev.ResolutionEnded) -> None:
    s.discard.extend(entry.card for entry in s.sled)
    s.sled = []
    if s.current_tile is not None:
        s.set_aside.append(s.current_tile)
    s.current_tile = None
    s.current_space = None
    s.trials = []
    s.failures = []
    s.failures_done = 0
    s.reward = None
    s.placed = [0] * s.seats
    s.hand_bonus = 0
    _enter(s, "draw")


def _fold_deck_reshuffled(s: MontagnesState, e: ev.DeckReshuffled) -> None:
    assert e.deck is not None
    s.deck = list(e.deck)
    s.discard = []


def _fold_turn_ended(s: MontagnesState, e: ev.TurnEnded) -> None:
    s.leader = e.leader
    s.turn += 1
    s.ignored = [0] * s.seats
    s.ignored_cards = [[] for _ in range(s.seats)]
    s.restarts = 0
    _enter(s, "movement")


def _fold_expedition_ended(s: MontagnesState, e: ev.ExpeditionEnded) -> None:
    s.result = Result(e.won, e.reason, e.detail, e.relics, e.injuries, e.score)
    s.peek_space = None
    _enter(s, "over")


FOLDS: dict[type[Event], Callable[[MontagnesState, Any], None]] = {
    ev.CardsDealt: _fold_cards_dealt,
    ev.MadnessDrawn: _fold_madness_drawn,
    ev.LeadershipUsed: _fold_leadership_used,
    ev.MadnessIgnored: _fold_madness_ignored,
    ev.TokenDiscarded: _fold_token_discarded,
    ev.TokenBoxed: _fold_token_boxed,
    ev.TokensReturned: _fold_tokens_returned,
    ev.PlaneMoved: _fold_plane_moved,
    ev.HourglassTurned: _fold_hourglass_turned,
    ev.CardsPlaced: _fold_cards_placed,
    ev.HourglassRanOut: _fold_hourglass_ran_out,
    ev.EncounterClosed: _fold_encounter_closed,
    ev.SledRevealed: _fold_sled_revealed,
    # told in the log only: the sums are the sled's, derived when it was revealed (so a match stored
    # before this event existed folds the same)
    ev.TrialsResolved: _fold_nothing,
    ev.RelicAssigned: _fold_relic_assigned,
    ev.TileSearched: _fold_tile_searched,
    ev.PeekEnded: _fold_peek_ended,
    ev.EsotericAdded: _fold_esoteric_added,
    ev.InjuryHealed: _fold_injury_healed,
    ev.InjuryDrawn: _fold_injury_drawn,
    ev.HandCardDiscarded: _fold_hand_card_discarded,
    ev.CardsMilled: _fold_cards_milled,
    ev.StepChanged: _fold_step_changed,
    ev.FailureSuffered: _fold_failure_suffered,
    ev.DieRolled: _fold_die_rolled,
    ev.DieAccepted: _fold_die_accepted,
    ev.ResolutionEnded: _fold_resolution_ended,
    ev.DeckReshuffled: _fold_deck_reshuffled,
    ev.TurnEnded: _fold_turn_ended,
    ev.SpeechPenalised: _fold_nothing,
    ev.ExpeditionEnded: _fold_expedition_ended,
}
