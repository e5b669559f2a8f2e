"""A heuristic player for simulations: the cooperative table that has talked before the hourglass.

It climbs, aims each trial's window with the fewest cards from every hand (standing in for the talk
the rules allow before the first card), gets rid of injuries, gives relics and madness to the least
mad player, and keeps its leadership tokens. It reads more than one seat's view: it models a table
that shares what it may say, not a single fair player.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import msgspec

from domain.contract import Command
from domain.games.montagnes import ENGINE, rules
from domain.games.montagnes import commands as cmd
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.state import MontagnesState
from domain.rng import Rng


def _command(body: dict[str, Any]) -> Command:
    command: Command = msgspec.convert(body, type=ENGINE.command_type)
    return command


def plan(s: MontagnesState) -> list[str]:
    """For each unmet trial, the fewest placeable cards (from every hand) that bring its sum onto an
    allowed value."""
    totals: Counter[str] = Counter()
    for entry in s.sled:
        eq = CONTENT.equipment.get(entry.card)
        if eq:
            totals[eq.equipment] += eq.value
    pool = {c for p in range(s.seats) for c in rules.placeable(s, p)[0] if c in CONTENT.equipment}
    chosen_all: list[str] = []
    for trial in rules.current_trials(s):
        have = totals[trial.equipment]
        if trial.passes(have):
            continue
        cards = sorted(c for c in pool if CONTENT.equipment[c].equipment == trial.equipment)[:10]
        best: list[str] | None = None
        for mask in range(1, 1 << len(cards)):
            chosen = [c for k, c in enumerate(cards) if mask >> k & 1]
            if best is not None and len(chosen) >= len(best):
                continue
            if trial.passes(have + sum(CONTENT.equipment[c].value for c in chosen)):
                best = chosen
        if best:
            chosen_all.extend(best)
            pool -= set(best)
    return chosen_all


def heuristic(s: MontagnesState, seat: int, rng: Rng) -> Command | None:
    """The heuristic's command for ``seat``, or ``None`` when it would rather wait."""
    actions = {a.action: a for a in ENGINE.legal_actions(s, seat)}
    if not actions:
        return None

    def choices(action: str, param: str) -> list[Any]:
        for p in actions[action].params:
            if p.name == param:
                return [c.value for c in p.choices]
        raise KeyError(param)

    if "move" in actions:
        spaces = choices("move", "space")
        best = max(spaces, key=lambda sp: (CONTENT.spaces[sp].row, bool(s.board.get(sp)), rng.below(100)))
        return cmd.Move(space=best)
    if "place_cards" in actions:
        allowed = choices("place_cards", "cards")
        injuries = [c for c in allowed if c in CONTENT.injuries]
        if injuries:
            return cmd.PlaceCards(cards=injuries[:1])
        mine = [c for c in plan(s) if c in allowed]
        return cmd.PlaceCards(cards=mine[:1]) if mine else None
    if "end_encounter" in actions:
        return cmd.EndEncounter()
    if "assign_relic" in actions:
        players = choices("assign_relic", "player")
        target = min(players, key=lambda p: rules.madness_level(s, p))
        return cmd.AssignRelic(card=choices("assign_relic", "card")[0], player=target)
    if "failure_madness" in actions:
        players = choices("failure_madness", "player")
        target = min(players, key=lambda p: rules.madness_level(s, p))
        return cmd.FailureMadness(trial=choices("failure_madness", "trial")[0], player=target)
    if "discard_from_hand" in actions:
        injuries = [c for c in choices("discard_from_hand", "card") if c in CONTENT.injuries]
        return cmd.DiscardFromHand(card=injuries[0] if injuries else "none")
    if "exalt" in actions:
        return cmd.Exalt(count=max(choices("exalt", "count")))
    if "rest" in actions:
        return cmd.Rest() if s.tokens_discard >= 2 else cmd.SkipRest()
    for name in ("accept_die", "deal", "skip_rest"):
        if name in actions:
            return _command({"action": name})
    action = next(iter(actions.values()))
    body: dict[str, Any] = {"action": action.action}
    for param in action.params:
        body[param.name] = param.choices[0].value
    return _command(body)
