"""The heuristic player (simulations and stand-ins): a whole turn of lookahead on a determinized state.

The rulebook's way to win is four Creuser un passage in a row, several times (two passages when the
four share a rune), before the deck runs out or health does. So the bot keeps Digs in hand, plays
them in unbroken runs, of one rune when it can, discards what hurts least, and heals when it can.
Before choosing it redraws everything its seat may not know (``resample_hidden``), so it never
peeks at the real deck; it then tries every sequence of its own commands up to the end of its turn
on that state and keeps the one whose result scores best.

In 2 players it passes the Jarl only when its partner holds the Dig the run needs and it does not:
its partner then plays instead of passing back, so two bots never pass the Jarl forever (a match
they cannot end is a defect, issue 17).
"""

from __future__ import annotations

from typing import Any

from domain.bots import fill
from domain.contract import Command, LegalAction, RuleViolation
from domain.games.maeshowe import ENGINE
from domain.games.maeshowe.cards import BLUE, CARD_RUNE, CARD_TYPE, RED
from domain.games.maeshowe.state import MaeshoweState
from domain.rng import Rng

SAMPLES = 3
"""Random fillings tried for actions whose parameters are too many to enumerate."""
DEPTH = 3
"""Commands of one turn searched ahead (play, discard, and one prompt they raise)."""
PURE = 12.0
"""Per Dig towards four of one rune (the run's, or the held majority's): such a run removes two passages."""
HURTS = frozenset({"treasure", "collapse", "out_of_food", "gluttony", "dread"})
"""Cards that cost health wherever they go: better out of the hand early, when health can pay."""


def _digs(cards: list[int]) -> int:
    return sum(CARD_TYPE[c] in ("dig", "hope") for c in cards)


def trailing_run(state: MaeshoweState) -> tuple[int, int]:
    """The unscored Digs at the end of the line, and the runes they all share (0: mixed)."""
    count, runes = 0, 3
    for card in reversed(state.line):
        if CARD_TYPE[card] not in ("dig", "hope") or card in state.used:
            break
        count += 1
        runes &= state.hope_runes.get(card, CARD_RUNE[card]) if CARD_TYPE[card] == "hope" else CARD_RUNE[card]
    return count, runes


def same_rune(state: MaeshoweState, run: int, runes: int) -> int:
    """Digs towards a run of one rune: the run under way if it has one rune, plus held Digs of it; with
    no run, the held Digs of the commoner rune. 0 when the run under way mixes runes already."""
    held = [CARD_RUNE[c] for hand in state.hands for c in hand if CARD_TYPE[c] == "dig"]
    if run:
        return run + sum(rune & runes != 0 for rune in held) if runes in (RED, BLUE) else 0
    return max(sum(rune & RED != 0 for rune in held), sum(rune & BLUE != 0 for rune in held))


def score(state: MaeshoweState) -> float:
    """How good ``state`` looks for the table: passages above all, then the run under way, Digs kept in
    hand for it (more for four of one rune), health, food; cards that hurt still in hand count against."""
    if state.result == "won":
        return 1e6 - state.turn
    if state.result is not None:
        return -1e6 + state.turn
    run, runes = trailing_run(state)
    held = sum(_digs(hand) for hand in state.hands)
    digs_left = _digs(state.deck) + held
    value = -100.0 * state.passages
    value += 12.0 * run + (6.0 if run >= 2 and runes else 0.0)
    value += 7.0 * min(held, 4 - run if run < 4 else 4) + 2.0 * held
    value += 4.0 * digs_left
    value += sum(9.0 * min(h, 3) + 3.0 * h for h in state.health) + 3.0 * sum(state.max_health)
    value += 2.5 * state.food
    value -= 2.0 * sum(CARD_TYPE[c] in HURTS for hand in state.hands for c in hand)
    value += 0.5 * len(state.deck)
    value += PURE * min(4, same_rune(state, run, runes))
    return value


def candidates(actions: list[LegalAction], rng: Rng) -> list[dict[str, Any]]:
    """Every command of a single one-value parameter; a few random fillings otherwise (never the Jarl)."""
    bodies: list[dict[str, Any]] = []
    for action in actions:
        if action.action == "pass_jarl":
            continue
        if not action.params:
            bodies.append({"action": action.action, **action.fixed})
        elif len(action.params) == 1 and not action.params[0].many:
            param = action.params[0]
            bodies.extend({"action": action.action, **action.fixed, param.name: c.value} for c in param.choices)
        else:
            bodies.extend(fill(action, rng) for _ in range(SAMPLES))
    return bodies


def _best(world: MaeshoweState, seat: int, rng: Rng, depth: int) -> tuple[float, Command | None]:
    """The best score reachable by ``seat`` within ``depth`` commands of its turn, and the first command."""
    actions = ENGINE.legal_actions(world, seat)
    best: tuple[float, Command | None] = (score(world), None)
    if depth == 0 or not actions or world.result is not None:
        return best
    found = False
    for body in candidates(actions, rng):
        command = ENGINE.parse_command(body)
        decided = ENGINE.decide(world, seat, command, 0.0, Rng.derive(rng.next_u64()))
        if isinstance(decided, RuleViolation):
            continue
        after = ENGINE.clone(world)
        for event in decided:
            after = ENGINE.evolve(after, event)
        mine = after.result is None and after.active == seat and after.turn == world.turn
        value = _best(after, seat, rng, depth - 1)[0] if mine else score(after)
        value += rng.below(1000) * 1e-6
        if not found or value > best[0]:
            best, found = (value, command), True
    return best


def _jarl(state: MaeshoweState, seat: int, actions: list[LegalAction]) -> Command | None:
    """``pass_jarl`` when the run under way needs a Dig only the partner holds."""
    if not any(a.action == "pass_jarl" for a in actions) or state.seats < 2:
        return None
    run, _ = trailing_run(state)
    partner = 1 - seat
    if run and not _digs(state.hands[seat]) and _digs(state.hands[partner]):
        return ENGINE.parse_command({"action": "pass_jarl"})
    return None


def heuristic(state: MaeshoweState, seat: int, rng: Rng) -> Command | None:
    """The first command of the best-looking turn for ``seat``, or ``None`` if it has nothing to do."""
    actions = ENGINE.legal_actions(state, seat)
    if not actions:
        return None
    passing = _jarl(state, seat, actions)
    if passing is not None and not state.played and not state.discarded:
        return passing
    world = ENGINE.resample_hidden(state, seat, rng)
    _, command = _best(world, seat, rng, DEPTH)
    if command is not None:
        return command
    return ENGINE.parse_command(fill(actions[0], rng))
