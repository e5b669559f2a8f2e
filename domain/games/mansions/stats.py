"""Mansions' declared statistics (ids are forever: retire, never reuse).

What a designer asks of an asymmetric scenario: which side wins and why (the match's ``result`` is read
from the investigators' side, ``docs/engine.md`` "Status"), when the objective came out, how long the
clock ran, how hard each side hit (health and sanity lost, attacks, monsters killed), how the
investigators spent their actions (rooms explored, puzzles, spells, tests), and how the keeper spent
its threat (by card, for the lift reports: which keeper action, mythos, trauma or spell goes with
wins). Per seat, what each investigator seat went through and which investigator it played. The story
is the keeper's secret during play but not after: it is the set-up's variant for the reports.
Everything is counted from the effective events, so an undone action never counts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from domain.games.mansions import combat_events as ce
from domain.games.mansions import events as ev
from domain.games.mansions import keeper_events as ke
from domain.games.mansions import spell_events as se
from domain.games.mansions.options import MansionsOptions
from domain.games.mansions.state import MansionsState
from domain.statistics import Finished, GameStatistics, PhaseMark, Setup, Statistic, Value

ROUNDS = 1
INVESTIGATORS_WON = 2
OBJECTIVE_REVEALED = 3
REVEAL_ROUND = 4
TIME_TOKENS = 5
DEATHS = 6
MONSTERS_KILLED = 7
ATTACKS = 8
MONSTER_ATTACKS = 9
HEALTH_LOST = 10
SANITY_LOST = 11
ROOMS_EXPLORED = 12
PUZZLES_SOLVED = 13
PUZZLE_ATTEMPTS = 14
THREAT_GAINED = 15
THREAT_SPENT = 16
TESTS = 17
TESTS_PASSED = 18
SEAT_HEALTH_LOST = 20
SEAT_SANITY_LOST = 21
SEAT_DEATHS = 22
SEAT_ATTACKS = 23
SEAT_KILLS = 24
SEAT_EXPLORED = 25
SEAT_TESTS = 26
SEAT_TESTS_PASSED = 27
MONSTER_KILLED = 40
MONSTER_WOUNDS = 41
MONSTER_ATTACKED = 42
MONSTER_PLACED = 43
CARD_PLAYED = 60
INVESTIGATOR_PLAYED = 70
INVESTIGATOR_DIED = 71

DECLARED = (
    Statistic(ROUNDS, "rounds", "Rounds played"),
    Statistic(INVESTIGATORS_WON, "investigators_won", "The investigators won (else the keeper)", type="bool"),
    Statistic(OBJECTIVE_REVEALED, "objective_revealed", "The objective was revealed (H-10)", type="bool"),
    Statistic(REVEAL_ROUND, "reveal_round", "Round the objective was revealed (0: never)"),
    Statistic(TIME_TOKENS, "time_tokens", "Time tokens placed on the event deck (L62)"),
    Statistic(DEATHS, "deaths", "Investigators killed (H-61)"),
    Statistic(MONSTERS_KILLED, "monsters_killed", "Monsters killed"),
    Statistic(ATTACKS, "attacks", "Investigators' attacks"),
    Statistic(MONSTER_ATTACKS, "monster_attacks", "Monsters' attacks at the keeper's step 5"),
    Statistic(HEALTH_LOST, "health_lost", "Health lost by the investigators"),
    Statistic(SANITY_LOST, "sanity_lost", "Sanity lost by the investigators"),
    Statistic(ROOMS_EXPLORED, "rooms_explored", "Rooms explored"),
    Statistic(PUZZLES_SOLVED, "puzzles_solved", "Puzzle locks solved"),
    Statistic(PUZZLE_ATTEMPTS, "puzzle_attempts", "Puzzle attempts started"),
    Statistic(THREAT_GAINED, "threat_gained", "Threat the keeper gained"),
    Statistic(THREAT_SPENT, "threat_spent", "Threat the keeper spent on keeper actions and mythos cards"),
    Statistic(TESTS, "tests", "Attribute tests rolled"),
    Statistic(TESTS_PASSED, "tests_passed", "Attribute tests passed"),
    Statistic(SEAT_HEALTH_LOST, "health_lost", "Health lost by the seat's investigators", scope="seat"),
    Statistic(SEAT_SANITY_LOST, "sanity_lost", "Sanity lost by the seat's investigators", scope="seat"),
    Statistic(SEAT_DEATHS, "deaths", "The seat's investigators killed", scope="seat"),
    Statistic(SEAT_ATTACKS, "attacks", "Attacks by the seat's investigators", scope="seat"),
    Statistic(SEAT_KILLS, "kills", "Monsters killed in the seat's turns", scope="seat"),
    Statistic(SEAT_EXPLORED, "rooms_explored", "Rooms the seat explored", scope="seat"),
    Statistic(SEAT_TESTS, "tests", "Attribute tests the seat rolled", scope="seat"),
    Statistic(SEAT_TESTS_PASSED, "tests_passed", "Attribute tests the seat passed", scope="seat"),
    Statistic(MONSTER_KILLED, "killed", "Monsters of the kind killed", by="monster"),
    Statistic(MONSTER_WOUNDS, "wounds", "Wounds dealt to monsters of the kind", by="monster"),
    Statistic(MONSTER_ATTACKED, "attacks", "Step-5 attacks by monsters of the kind", by="monster"),
    Statistic(MONSTER_PLACED, "placed", "Monsters of the kind that entered play", by="monster"),
    Statistic(CARD_PLAYED, "played", "Times the card was played: keeper action, mythos, trauma, spell", by="card"),
    Statistic(INVESTIGATOR_PLAYED, "played", "Times the investigator was taken", by="investigator"),
    Statistic(INVESTIGATOR_DIED, "died", "Times the investigator was killed", by="investigator"),
)


def describe(options: MansionsOptions) -> Setup:
    """The options as reports group them: the story (when fixed by the options) is the variant, and the
    players are the investigators (the keeper plays the other side)."""
    story = ",".join(f"{k}={v}" for k, v in sorted(options.story.items())) if options.story else None
    return Setup(difficulty=None, variant=story, players=options.investigators)


def compute(match: Finished) -> Iterator[Value]:
    final: MansionsState = match.state
    totals: Counter[int] = Counter()
    seats: dict[int, Counter[int]] = {}
    monsters: dict[str, Counter[int]] = {}
    cards: Counter[str] = Counter()
    investigators: dict[str, Counter[int]] = {}
    kind_of: dict[int, str] = {}
    playing: dict[int, str] = {}
    active: int | None = None
    reveal_round = 0
    round_now = 0

    def seat(n: int) -> Counter[int]:
        return seats.setdefault(n, Counter())

    def monster(uid: int) -> Counter[int]:
        return monsters.setdefault(kind_of.get(uid, "unknown"), Counter())

    for event in match.events:
        if isinstance(event, ev.RoundStarted):
            round_now = event.round
        elif isinstance(event, ev.TurnClaimed):
            active = event.seat
        elif isinstance(event, (ev.TurnEnded, ev.KeeperTurnOpened)):
            active = None
        elif isinstance(event, ev.InvestigatorChosen):
            playing[event.seat] = event.investigator
            investigators.setdefault(event.investigator, Counter())[INVESTIGATOR_PLAYED] += 1
        elif isinstance(event, ev.MonsterPlaced):
            kind_of[event.uid] = event.monster
            monster(event.uid)[MONSTER_PLACED] += 1
        elif isinstance(event, ev.Harmed):
            stat = HEALTH_LOST if event.counter == "health" else SANITY_LOST
            totals[stat] += event.amount
            seat(event.seat)[SEAT_HEALTH_LOST if stat == HEALTH_LOST else SEAT_SANITY_LOST] += event.amount
        elif isinstance(event, ev.Died):
            totals[DEATHS] += 1
            seat(event.seat)[SEAT_DEATHS] += 1
            if event.seat in playing:
                investigators.setdefault(playing[event.seat], Counter())[INVESTIGATOR_DIED] += 1
        elif isinstance(event, ev.MonsterWounded):
            monster(event.monster)[MONSTER_WOUNDS] += event.amount
        elif isinstance(event, ev.MonsterKilled):
            totals[MONSTERS_KILLED] += 1
            monster(event.monster)[MONSTER_KILLED] += 1
            if active is not None:
                seat(active)[SEAT_KILLS] += 1
        elif isinstance(event, ce.Attacked):
            totals[ATTACKS] += 1
            seat(event.seat)[SEAT_ATTACKS] += 1
        elif isinstance(event, ce.MonsterAttacked):
            totals[MONSTER_ATTACKS] += 1
            monster(event.monster)[MONSTER_ATTACKED] += 1
        elif isinstance(event, ev.Explored):
            totals[ROOMS_EXPLORED] += 1
            seat(event.seat)[SEAT_EXPLORED] += 1
        elif isinstance(event, ev.ObjectiveRevealed):
            reveal_round = round_now
        elif isinstance(event, ce.PuzzleStarted):
            totals[PUZZLE_ATTEMPTS] += 1
        elif isinstance(event, ce.PuzzleEnded):
            totals[PUZZLES_SOLVED] += event.solved
        elif isinstance(event, ev.ThreatGained):
            totals[THREAT_GAINED] += event.amount
        elif isinstance(event, ev.TestRolled):
            totals[TESTS] += 1
            totals[TESTS_PASSED] += event.success
            seat(event.seat)[SEAT_TESTS] += 1
            seat(event.seat)[SEAT_TESTS_PASSED] += event.success
        elif isinstance(event, ke.KeeperActed):
            totals[THREAT_SPENT] += event.cost
            cards[event.action] += 1
        elif isinstance(event, ke.MythosPlayed):
            totals[THREAT_SPENT] += event.cost
            cards[event.card] += 1
        elif isinstance(event, (ke.TraumaPlayed, se.SpellCast)):
            cards[event.card] += 1
    yield Value(ROUNDS, final.round)
    yield Value(INVESTIGATORS_WON, final.winner == "investigators")
    yield Value(OBJECTIVE_REVEALED, final.revealed)
    yield Value(REVEAL_ROUND, reveal_round)
    yield Value(TIME_TOKENS, final.time)
    for stat in (DEATHS, MONSTERS_KILLED, ATTACKS, MONSTER_ATTACKS, HEALTH_LOST, SANITY_LOST, ROOMS_EXPLORED):
        yield Value(stat, totals[stat])
    for stat in (PUZZLES_SOLVED, PUZZLE_ATTEMPTS, THREAT_GAINED, THREAT_SPENT, TESTS, TESTS_PASSED):
        yield Value(stat, totals[stat])
    per_seat = (SEAT_HEALTH_LOST, SEAT_SANITY_LOST, SEAT_DEATHS, SEAT_ATTACKS, SEAT_KILLS, SEAT_EXPLORED)
    for n in range(match.seats):
        counts = seats.get(n, Counter())
        for stat in (*per_seat, SEAT_TESTS, SEAT_TESTS_PASSED):
            yield Value(stat, counts[stat], n)
    for kind, counts in sorted(monsters.items()):
        for stat in (MONSTER_KILLED, MONSTER_WOUNDS, MONSTER_ATTACKED, MONSTER_PLACED):
            yield Value(stat, counts[stat], key=kind)
    for card, count in sorted(cards.items()):
        yield Value(CARD_PLAYED, count, key=card)
    for investigator, counts in sorted(investigators.items()):
        for stat in (INVESTIGATOR_PLAYED, INVESTIGATOR_DIED):
            yield Value(stat, counts[stat], key=investigator)


STATISTICS = GameStatistics(
    game="mansions",
    statistics=DECLARED,
    compute=compute,
    describe=describe,
    dimensions={"monster": "str", "card": "str", "investigator": "str"},
    phases=(PhaseMark("round_started", phase="investigators"), PhaseMark("keeper_turn_opened", phase="keeper")),
)
