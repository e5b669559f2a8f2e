"""Far Cry's declared statistics (ids are forever: retire, never reuse).

What a balance report asks of a mission: how long it lasted, how the fight went (attacks, enemies
killed, damage dealt and taken, by character and by unit kind), and who was knocked out or left; of a
campaign: how many missions it took and failed, and which cards were bought or crafted and which
talents learned between missions (by card, for the lift reports).
Everything is counted from the effective events, so an undone action never counts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from domain.games.farcry import events as ev
from domain.games.farcry.campaign import events as pe
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import FarCryState
from domain.statistics import Finished, GameStatistics, PhaseMark, Setup, Statistic, Value

ROUNDS = 1
SUCCESS = 2
ENEMIES_KILLED = 3
ATTACKS = 4
DAMAGE_TAKEN = 5
ENEMY_CHOICES = 6
MISSIONS_PLAYED = 7
MISSIONS_FAILED = 8
SEAT_ATTACKS = 20
SEAT_KILLS = 21
SEAT_DAMAGE_DEALT = 22
SEAT_DAMAGE_TAKEN = 23
SEAT_KNOCKED_OUT = 24
SEAT_EXITED = 25
UNIT_KILLED = 40
UNIT_DAMAGE_TAKEN = 41
CARD_BOUGHT = 60
CARD_CRAFTED = 61
TALENT_LEARNED = 62

DECLARED = (
    Statistic(ROUNDS, "rounds", "Rounds played"),
    Statistic(SUCCESS, "success", "Mission succeeded", type="bool"),
    Statistic(ENEMIES_KILLED, "enemies_killed", "Enemies and animals killed"),
    Statistic(ATTACKS, "attacks", "Attacks resolved (players and enemies)"),
    Statistic(DAMAGE_TAKEN, "damage_taken", "HP lost by the characters"),
    Statistic(ENEMY_CHOICES, "enemy_choices", "Enemy moves left to the players (EN-16)"),
    Statistic(MISSIONS_PLAYED, "missions_played", "Missions set up in the match (a campaign's retries count)"),
    Statistic(MISSIONS_FAILED, "missions_failed", "Missions that ended in a failure"),
    Statistic(SEAT_ATTACKS, "attacks", "Attacks by the seat's characters", scope="seat"),
    Statistic(SEAT_KILLS, "kills", "Units killed by the seat's characters", scope="seat"),
    Statistic(SEAT_DAMAGE_DEALT, "damage_dealt", "HP taken from units by the seat's characters", scope="seat"),
    Statistic(SEAT_DAMAGE_TAKEN, "damage_taken", "HP lost by the seat's characters", scope="seat"),
    Statistic(SEAT_KNOCKED_OUT, "knocked_out", "The seat's characters K.O. at the end", scope="seat"),
    Statistic(SEAT_EXITED, "exited", "The seat's characters that left by the exit", scope="seat"),
    Statistic(UNIT_KILLED, "killed", "Units of the kind killed", by="unit"),
    Statistic(UNIT_DAMAGE_TAKEN, "damage_taken", "HP lost by units of the kind", by="unit"),
    Statistic(CARD_BOUGHT, "bought", "Copies bought between missions (INV-14)", by="card"),
    Statistic(CARD_CRAFTED, "crafted", "Bags, holsters and potions crafted between missions (INV-16)", by="card"),
    Statistic(TALENT_LEARNED, "learned", "Times the talent was learned between missions (TL-6)", by="card"),
)


def describe(options: FarCryOptions) -> Setup:
    return Setup(difficulty=None, variant=options.mission + (" friendly_fire" if options.friendly_fire else ""))


def compute(match: Finished) -> Iterator[Value]:
    final: FarCryState = match.state
    seat_of = {c.character: c.seat for c in final.characters}
    kind_of = {u.uid: u.unit for u in [*final.units, *final.reserve]}

    def kind(uid: str) -> str:
        """A unit's board; a removed unit is no longer in the state, but its uid is "<unit>-<colour>"."""
        return kind_of.get(uid) or uid.rpartition("-")[0] or uid

    totals: Counter[int] = Counter()
    seats: dict[int, Counter[int]] = {stat: Counter() for stat in (SEAT_ATTACKS, SEAT_KILLS, SEAT_DAMAGE_DEALT)}
    seats[SEAT_DAMAGE_TAKEN] = Counter()
    units: dict[str, Counter[int]] = {}
    cards: dict[str, Counter[int]] = {}
    for event in match.events:
        if isinstance(event, ev.MissionPrepared):
            totals[MISSIONS_PLAYED] += 1
        elif isinstance(event, ev.MissionEnded) and event.result == "failure":
            totals[MISSIONS_FAILED] += 1
        elif isinstance(event, pe.CardBought):
            cards.setdefault(event.card, Counter())[CARD_BOUGHT] += 1
        elif isinstance(event, pe.Crafted):
            cards.setdefault(event.recipe, Counter())[CARD_CRAFTED] += 1
        elif isinstance(event, pe.TalentLearned):
            cards.setdefault(event.talent, Counter())[TALENT_LEARNED] += 1
        elif isinstance(event, ev.UnitPlaced):
            kind_of[event.uid] = event.unit
        elif isinstance(event, ev.AttackResolved):
            totals[ATTACKS] += 1
            if event.attacker in seat_of:
                seats[SEAT_ATTACKS][seat_of[event.attacker]] += 1
        elif isinstance(event, ev.Damaged):
            if event.who in seat_of:
                totals[DAMAGE_TAKEN] += event.amount
                seats[SEAT_DAMAGE_TAKEN][seat_of[event.who]] += event.amount
            else:
                units.setdefault(kind(event.who), Counter())[UNIT_DAMAGE_TAKEN] += event.amount
                if event.by in seat_of:
                    seats[SEAT_DAMAGE_DEALT][seat_of[event.by]] += event.amount
        elif isinstance(event, ev.UnitRemoved) and event.why == "killed" and event.who not in seat_of:
            totals[ENEMIES_KILLED] += 1
            units.setdefault(kind(event.who), Counter())[UNIT_KILLED] += 1
            if event.by in seat_of:
                seats[SEAT_KILLS][seat_of[event.by]] += 1
        elif isinstance(event, ev.EnemyChoiceAsked):
            totals[ENEMY_CHOICES] += 1
    yield Value(ROUNDS, final.round)
    yield Value(SUCCESS, final.result == "success")
    for stat in (ENEMIES_KILLED, ATTACKS, DAMAGE_TAKEN, ENEMY_CHOICES, MISSIONS_PLAYED, MISSIONS_FAILED):
        yield Value(stat, totals[stat])
    for seat in range(match.seats):
        for stat, counts in seats.items():
            yield Value(stat, counts[seat], seat)
        mine = [c for c in final.characters if c.seat == seat]
        yield Value(SEAT_KNOCKED_OUT, sum(c.ko for c in mine), seat)
        yield Value(SEAT_EXITED, sum(c.exited for c in mine), seat)
    for unit, counts in sorted(units.items()):
        for stat in (UNIT_KILLED, UNIT_DAMAGE_TAKEN):
            yield Value(stat, counts[stat], key=unit)
    for card, counts in sorted(cards.items()):
        for stat in (CARD_BOUGHT, CARD_CRAFTED, TALENT_LEARNED):
            if counts[stat]:
                yield Value(stat, counts[stat], key=card)


STATISTICS = GameStatistics(
    game="farcry",
    statistics=DECLARED,
    compute=compute,
    describe=describe,
    dimensions={"unit": "str", "card": "str"},
    phases=(PhaseMark("players_turn_started", phase="players"), PhaseMark("enemies_turn_started", phase="enemies")),
)
