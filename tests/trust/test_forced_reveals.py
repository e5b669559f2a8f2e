"""A card forced out of a hidden place is a reveal: undo may not cross it (issue 12, trust follow-up).

Platform rule (docs/engine.md, DESIGN 3): "undo never re-draws chance nor hides what a seat has seen".
Big Book's discards are face up and public (views.py: discards, supports, destroyed cards are public),
so a curse or spell that makes *another* player discard (« Tous les joueurs défaussent 1 carte »,
the rulebook's Œil du cyclone example) shows that player's hand cards to the whole table. Stored
unflagged, the command's author could undo it alone and so peek at a partner's hand for free.
Likewise an elimination (« Si un joueur possède 6 Folies en main à la fin de sa phase de
récupération, il est éliminé ») lists every card the player held.

The check is generic, read off the states rather than a list of event types: in random Big Book
games, every event that takes a card out of some seat's hand or deck into no one's hand or deck,
during a command of another seat, must leave the undo floor at or past it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from domain.bots import random_command
from domain.contract import Event, RuleViolation
from domain.games.bigbook import ENGINE
from domain.games.bigbook import events as ev
from domain.games.bigbook.state import State
from domain.rng import Rng
from tests.support.history import History

R_UNDO = "Folie: undo never re-draws chance nor hides what a seat has seen"
SEEDS = range(80)
STEPS = 400


def hidden_places(state: State) -> dict[int, set[str]]:
    """Per seat, the cards only that seat may see (its hand) or nobody may (its deck)."""
    return {p.seat: set(p.hand) | set(p.deck) for p in state.players}


@dataclass
class Shown:
    """An event of ``actor``'s command that took ``cards`` out of ``owner``'s hidden places."""

    seed: int
    actor: int
    owner: int
    version: int
    event: Event
    cards: set[str]


def shown_by(state: State, events: list[Event], actor: int, first: int, seed: int) -> list[Shown]:
    """The events of one command that moved a card from a hidden place into view."""
    found = []
    for offset, event in enumerate(events):
        before = hidden_places(state)
        state = ENGINE.evolve(ENGINE.clone(state), event)
        after = hidden_places(state)
        still_hidden = set().union(*after.values())
        for owner, cards in before.items():
            gone = cards - still_hidden
            if gone:
                found.append(Shown(seed, actor, owner, first + offset, event, gone))
    return found


def play(seed: int) -> tuple[History, list[Shown]]:
    """A random game; every command checked as it is stored. Returns the forced reveals seen."""
    table = History(ENGINE, {"players": 2 + seed % 4}, seed=seed)
    rng = Rng(seed)
    found: list[Shown] = []
    for _ in range(STEPS):
        status = ENGINE.status(table.match.state)
        if status.finished or not status.to_act:
            break
        seat = status.to_act[0]
        command = random_command(ENGINE, table.match.state, seat, rng)
        if command is None:
            break
        before, first = ENGINE.clone(table.match.state), table.match.version + 1
        try:
            events = table.command(seat, command)
        except RuleViolation:
            continue
        for shown in shown_by(before, events, seat, first, seed):
            if shown.owner != seat:  # a seat's own payment shows only what it chose to play
                found.append(shown)
                assert shown.event.reveals or ENGINE.is_final(table.match.state, shown.event), (
                    f"{type(shown.event).__name__} shows {sorted(shown.cards)} unflagged"
                )
                assert table.match.undo_floor >= shown.version, (R_UNDO, shown)
                with pytest.raises(RuleViolation) as refused:  # the author may not take it back alone
                    table.undo(seat, to_version=first - 1)
                assert refused.value.code in ("undo_blocked", "nothing_to_undo", "match_finished")
    return table, found


@pytest.fixture(scope="module")
def games() -> list[tuple[History, list[Shown]]]:
    """The random games, played (and checked command by command) once for the module."""
    return [play(seed) for seed in SEEDS]


def test_no_undo_crosses_a_card_forced_out_of_a_hidden_hand(games: list[tuple[History, list[Shown]]]) -> None:
    """R_UNDO: a card that leaves a hidden hand or deck in another seat's command is shown by a
    flagged event, and that command's author cannot undo past it."""
    others = [shown for _, found in games for shown in found]
    kinds = {type(s.event).__name__ for s in others}
    assert others, "the random games should force some card out of another player's hand"
    assert "CardsDiscarded" in kinds  # a curse's discard of a whole hand (seeds 33 and 69 at least)


def test_an_elimination_is_a_reveal(games: list[tuple[History, list[Shown]]]) -> None:
    """« il est éliminé de la partie. Toutes ses cartes [...] sont remises dans la boîte »: the event
    lists every card the player held (its hand of six madness, its deck), so no undo crosses it."""
    assert ev.PlayerEliminated.reveals and ev.CardsDiscarded.reveals
    eliminated = 0
    for table, _ in games:
        for record in table.records:
            if isinstance(record.event, ev.PlayerEliminated):
                eliminated += 1
                assert table.state_at(record.version).undo_floor >= record.version, R_UNDO
    assert eliminated, "the random games should eliminate someone"
