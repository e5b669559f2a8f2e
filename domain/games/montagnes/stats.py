"""Les Montagnes Hallucinées's declared statistics (ids are forever: retire, never reuse)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from domain.games.montagnes import ENGINE
from domain.games.montagnes import events as ev
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.options import MontagnesOptions
from domain.games.montagnes.state import MontagnesState
from domain.match_events import Record
from domain.statistics import Finished, GameStatistics, PhaseMark, Setup, Statistic, Value, observed

TURNS = 1
RELICS = 2
INJURIES = 3
SCORE = 4
TILES = 5
TRIALS_PASSED = 6
TRIALS_FAILED = 7
TOKENS_LEFT = 8
RESTARTS = 9
SPEECH_PENALTIES = 10
SEAT_CARDS_PLACED = 20
SEAT_MADNESS_DRAWN = 21
SEAT_PENALTIES = 22
SEAT_RELICS = 23
REGION_TILES = 40
REGION_PASSED = 41
REGION_FAILED = 42
PHASE_SPENT = 60
PHASE_LOST = 61
TILE_VISITS = 80
TILE_PASSED = 81

DECLARED = (
    Statistic(TURNS, "turns", "Turns played"),
    Statistic(RELICS, "relics", "Relics brought back"),
    Statistic(INJURIES, "injuries", "Injuries held at the end"),
    Statistic(SCORE, "score", "Final score", description="The result table's score; 0 when the game gives none."),
    Statistic(TILES, "tiles_visited", "Tiles visited"),
    Statistic(TRIALS_PASSED, "trials_passed", "Trials passed"),
    Statistic(TRIALS_FAILED, "trials_failed", "Trials failed"),
    Statistic(TOKENS_LEFT, "tokens_left", "Leadership tokens left (sled + discard)"),
    Statistic(RESTARTS, "hourglass_restarts", "Hourglass turned again"),
    Statistic(SPEECH_PENALTIES, "speech_penalties", "Tokens lost for speaking in silence"),
    Statistic(SEAT_CARDS_PLACED, "cards_placed", "Cards placed on the sled", scope="seat"),
    Statistic(SEAT_MADNESS_DRAWN, "madness_drawn", "Madness cards drawn", scope="seat"),
    Statistic(SEAT_PENALTIES, "speech_penalties", "Speech penalties", scope="seat"),
    Statistic(SEAT_RELICS, "relics", "Relics held at the end", scope="seat"),
    Statistic(REGION_TILES, "tiles", "Tiles visited in the region", by="region"),
    Statistic(REGION_PASSED, "trials_passed", "Trials passed in the region", by="region"),
    Statistic(REGION_FAILED, "trials_failed", "Trials failed in the region", by="region"),
    Statistic(PHASE_SPENT, "tokens_spent", "Leadership tokens spent", by="phase"),
    Statistic(PHASE_LOST, "tokens_lost", "Leadership tokens discarded or boxed", by="phase"),
    Statistic(TILE_VISITS, "visits", "Times the tile was visited", by="tile"),
    Statistic(TILE_PASSED, "trials_passed", "Trials passed on the tile", by="tile"),
)


_COUNTED = frozenset(
    {
        ev.PlaneMoved,
        ev.SledRevealed,
        ev.LeadershipUsed,
        ev.TokenDiscarded,
        ev.TokenBoxed,
        ev.CardsPlaced,
        ev.MadnessDrawn,
        ev.SpeechPenalised,
        ev.HourglassTurned,
    }
)
"""The event classes :class:`Tally` counts (keep in step with its chain of ``isinstance`` tests; every
one is a final class): the others are only folded, and skip the chain."""


def describe(options: MontagnesOptions) -> Setup:
    return Setup(difficulty=None, variant="expert" if options.expert else "standard")


class Tally:
    """The counts ``compute`` reads, observed from the fold (:data:`~domain.statistics.Observer`):
    trials and lost tokens are read from the state right after their event."""

    def __init__(self) -> None:
        self.totals: Counter[int] = Counter()
        self.seats: dict[int, Counter[int]] = {
            stat: Counter() for stat in (SEAT_CARDS_PLACED, SEAT_MADNESS_DRAWN, SEAT_PENALTIES)
        }
        self.regions: dict[str, Counter[int]] = {}
        self.phases: dict[str, Counter[int]] = {}
        self.tiles: dict[str, Counter[int]] = {}

    def __call__(self, record: Record, state: MontagnesState) -> None:
        event = record.event
        if type(event) not in _COUNTED:
            return
        totals, regions, tiles = self.totals, self.regions, self.tiles
        if isinstance(event, ev.PlaneMoved):
            totals[TILES] += 1
            region = CONTENT.spaces[event.space].region
            regions.setdefault(region, Counter())[REGION_TILES] += 1
            if event.tile is not None:
                tiles.setdefault(event.tile, Counter())[TILE_VISITS] += 1
        elif isinstance(event, ev.SledRevealed) and state.current_space is not None:
            passed = sum(1 for outcome in state.trials if outcome.passed)
            failed = len(state.trials) - passed
            totals[TRIALS_PASSED] += passed
            totals[TRIALS_FAILED] += failed
            region_counts = regions.setdefault(CONTENT.spaces[state.current_space].region, Counter())
            region_counts[REGION_PASSED] += passed
            region_counts[REGION_FAILED] += failed
            if state.current_tile is not None:
                tiles.setdefault(state.current_tile, Counter())[TILE_PASSED] += passed
        elif isinstance(event, ev.LeadershipUsed):
            self.phases.setdefault(event.use, Counter())[PHASE_SPENT] += 1
        elif isinstance(event, ev.TokenDiscarded | ev.TokenBoxed):
            lost = event.count if isinstance(event, ev.TokenDiscarded) else 1
            self.phases.setdefault(state.step, Counter())[PHASE_LOST] += lost
        elif isinstance(event, ev.CardsPlaced):
            self.seats[SEAT_CARDS_PLACED][event.seat] += event.count
        elif isinstance(event, ev.MadnessDrawn):
            self.seats[SEAT_MADNESS_DRAWN][event.seat] += 1
        elif isinstance(event, ev.SpeechPenalised):
            self.seats[SEAT_PENALTIES][event.seat] += 1
            totals[SPEECH_PENALTIES] += 1
        elif isinstance(event, ev.HourglassTurned) and event.restart:
            totals[RESTARTS] += 1


def compute(match: Finished) -> Iterator[Value]:
    final: MontagnesState = match.state
    tally: Tally = observed(ENGINE, match, Tally)
    totals, seats = tally.totals, tally.seats
    regions, phases, tiles = tally.regions, tally.phases, tally.tiles
    result = final.result
    yield Value(TURNS, final.turn)
    yield Value(RELICS, (result.relics if result and result.relics is not None else sum(map(len, final.relics))))
    yield Value(INJURIES, result.injuries if result and result.injuries is not None else 0)
    yield Value(SCORE, result.score if result and result.score is not None else 0)
    yield Value(TOKENS_LEFT, final.tokens_left())
    for stat in (TILES, TRIALS_PASSED, TRIALS_FAILED, RESTARTS, SPEECH_PENALTIES):
        yield Value(stat, totals[stat])
    for seat in range(match.seats):
        for stat, counts in seats.items():
            yield Value(stat, counts[seat], seat)
        yield Value(SEAT_RELICS, len(final.relics[seat]) if seat < len(final.relics) else 0, seat)
    for region_name, counts in sorted(regions.items()):
        for stat in (REGION_TILES, REGION_PASSED, REGION_FAILED):
            yield Value(stat, counts[stat], key=region_name)
    for phase, counts in sorted(phases.items()):
        for stat in (PHASE_SPENT, PHASE_LOST):
            yield Value(stat, counts[stat], key=phase)
    for tile, counts in sorted(tiles.items()):
        for stat in (TILE_VISITS, TILE_PASSED):
            yield Value(stat, counts[stat], key=tile)


STATISTICS = GameStatistics(
    game="montagnes",
    statistics=DECLARED,
    compute=compute,
    describe=describe,
    dimensions={"region": "str", "phase": "str", "tile": "str"},
    observe=Tally,
    phases=(PhaseMark("step_changed", field="step"),),
)
