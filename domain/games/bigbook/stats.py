"""The Big Book of Madness's declared statistics (ids are forever: retire, never reuse)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

from domain.games.bigbook import events as ev
from domain.games.bigbook.options import Options
from domain.statistics import Finished, GameStatistics, PhaseMark, Setup, Statistic, Value

TURNS = 1
ROUNDS = 2
MONSTERS_BEATEN = 3
CURSES_DESTROYED = 4
CURSES_TRIGGERED = 5
MADNESS_PILE_LEFT = 6
ELIMINATED = 7
PAGES_TURNED = 8
SEAT_CURSES = 20
SEAT_MADNESS_RECEIVED = 21
SEAT_MADNESS_HEALED = 22
SEAT_LEARNED = 23
SEAT_ACTIVATED = 24
SEAT_ACQUIRED = 25
SEAT_ELIMINATED = 26
SEAT_MAGICIAN_POWER = 27
ROUND_CURSES_DESTROYED = 40
ROUND_MONSTER_BEATEN = 41
ROUND_CURSES_TRIGGERED = 42
ROUND_MADNESS_RECEIVED = 43
SPELL_ACTIVATED = 60
SPELL_LEARNED = 61

DECLARED = (
    Statistic(TURNS, "turns", "Turns played"),
    Statistic(ROUNDS, "rounds", "Rounds reached", description="Row of the round marker at the end (1-6)."),
    Statistic(MONSTERS_BEATEN, "monsters_beaten", "Monsters beaten"),
    Statistic(CURSES_DESTROYED, "curses_destroyed", "Curses destroyed"),
    Statistic(CURSES_TRIGGERED, "curses_triggered", "Curses triggered"),
    Statistic(MADNESS_PILE_LEFT, "madness_pile_left", "Madness cards left in the pile"),
    Statistic(ELIMINATED, "players_eliminated", "Players eliminated"),
    Statistic(PAGES_TURNED, "pages_turned", "Grimoire pages turned"),
    Statistic(SEAT_CURSES, "curses_destroyed", "Curses destroyed", scope="seat"),
    Statistic(SEAT_MADNESS_RECEIVED, "madness_received", "Madness cards received", scope="seat"),
    Statistic(SEAT_MADNESS_HEALED, "madness_healed", "Madness cards healed", scope="seat"),
    Statistic(SEAT_LEARNED, "spells_learned", "Spells learned", scope="seat"),
    Statistic(SEAT_ACTIVATED, "spells_activated", "Spells activated", scope="seat"),
    Statistic(SEAT_ACQUIRED, "elements_acquired", "Element cards acquired", scope="seat"),
    Statistic(SEAT_ELIMINATED, "eliminated", "Eliminated", type="bool", scope="seat"),
    Statistic(SEAT_MAGICIAN_POWER, "powers_used", "Magician power used", scope="seat"),
    Statistic(ROUND_CURSES_DESTROYED, "curses_destroyed", "Curses destroyed in the round", by="round"),
    Statistic(ROUND_MONSTER_BEATEN, "monsters_beaten", "Monsters beaten in the round", by="round"),
    Statistic(ROUND_CURSES_TRIGGERED, "curses_triggered", "Curses triggered in the round", by="round"),
    Statistic(ROUND_MADNESS_RECEIVED, "madness_received", "Madness cards received in the round", by="round"),
    Statistic(SPELL_ACTIVATED, "activated", "Times activated", by="spell"),
    Statistic(SPELL_LEARNED, "learned", "Times learned", by="spell"),
)


def describe(options: Options) -> Setup:
    return Setup(difficulty=str(options.difficulty), variant=options.mode)


def _spell(copy: str) -> str:
    """Basic spells are stored per player as ``<id>@<seat+1>``: count them under ``<id>``."""
    return copy.partition("@")[0]


_COUNTED = frozenset(
    {
        ev.RoundAdvanced,
        ev.CurseDestroyed,
        ev.MonsterResolved,
        ev.CurseTriggered,
        ev.MadnessReceived,
        ev.MadnessHealed,
        ev.SpellLearned,
        ev.SpellActivated,
        ev.ElementAcquired,
        ev.PlayerEliminated,
        ev.PowerUsed,
    }
)
"""The event classes ``compute`` counts (keep in step with its chain of ``isinstance`` tests; every
one is a final class). Half of a match's events are ``scheduled`` alone: they skip the chain."""


def compute(match: Finished) -> Iterator[Value]:
    state: Any = match.state
    seat_counts: dict[int, Counter[int]] = {
        stat: Counter() for stat in range(SEAT_CURSES, SEAT_MAGICIAN_POWER + 1) if stat != SEAT_ELIMINATED
    }
    rounds: dict[int, Counter[int]] = {}
    spells_activated: Counter[str] = Counter()
    spells_learned: Counter[str] = Counter()
    current = 1
    rounds[current] = Counter()
    totals: Counter[int] = Counter()
    for record in match.records:
        event = record.event
        if type(event) not in _COUNTED:
            continue
        if isinstance(event, ev.RoundAdvanced):
            current = event.round
            rounds.setdefault(current, Counter())
        elif isinstance(event, ev.CurseDestroyed):
            seat_counts[SEAT_CURSES][event.seat] += 1
            rounds[current][ROUND_CURSES_DESTROYED] += 1
            totals[CURSES_DESTROYED] += 1
        elif isinstance(event, ev.MonsterResolved) and event.defeated:
            rounds[current][ROUND_MONSTER_BEATEN] += 1
            totals[MONSTERS_BEATEN] += 1
        elif isinstance(event, ev.CurseTriggered):
            rounds[current][ROUND_CURSES_TRIGGERED] += 1
            totals[CURSES_TRIGGERED] += 1
        elif isinstance(event, ev.MadnessReceived):
            seat_counts[SEAT_MADNESS_RECEIVED][event.seat] += len(event.cards)
            rounds[current][ROUND_MADNESS_RECEIVED] += len(event.cards)
        elif isinstance(event, ev.MadnessHealed):
            seat_counts[SEAT_MADNESS_HEALED][event.seat] += 1
        elif isinstance(event, ev.SpellLearned):
            seat_counts[SEAT_LEARNED][event.seat] += 1
            spells_learned[_spell(event.spell)] += 1
        elif isinstance(event, ev.SpellActivated):
            seat_counts[SEAT_ACTIVATED][event.seat] += 1
            spells_activated[_spell(event.spell)] += 1
        elif isinstance(event, ev.ElementAcquired):
            seat_counts[SEAT_ACQUIRED][event.seat] += 1
        elif isinstance(event, ev.PlayerEliminated):
            totals[ELIMINATED] += 1
        elif isinstance(event, ev.PowerUsed):
            seat_counts[SEAT_MAGICIAN_POWER][event.seat] += 1
    yield Value(TURNS, state.turn)
    yield Value(ROUNDS, state.monster_round)
    yield Value(PAGES_TURNED, state.pages_turned)
    yield Value(MADNESS_PILE_LEFT, len(state.madness_pile))
    for stat in (MONSTERS_BEATEN, CURSES_DESTROYED, CURSES_TRIGGERED, ELIMINATED):
        yield Value(stat, totals[stat])
    for seat in range(match.seats):
        for stat, counts in seat_counts.items():
            yield Value(stat, counts[seat], seat)
        yield Value(SEAT_ELIMINATED, bool(state.players[seat].eliminated), seat)
    for number, counts in sorted(rounds.items()):
        for stat in (ROUND_CURSES_DESTROYED, ROUND_MONSTER_BEATEN, ROUND_CURSES_TRIGGERED, ROUND_MADNESS_RECEIVED):
            yield Value(stat, counts[stat], key=number)
    for spell in sorted({*spells_activated, *spells_learned}):
        yield Value(SPELL_ACTIVATED, spells_activated[spell], key=spell)
        yield Value(SPELL_LEARNED, spells_learned[spell], key=spell)


STATISTICS = GameStatistics(
    game="bigbook",
    statistics=DECLARED,
    compute=compute,
    describe=describe,
    dimensions={"round": "int", "spell": "str"},
    phases=(PhaseMark("phase_changed", field="phase"), PhaseMark("turn_started", "turns", phase="turn")),
)
