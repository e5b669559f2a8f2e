"""Every card's effect, run through the engine: each keyword of each spell, curse, monster page and
magician power produces its fact for the players it targets (designed texts: see README.md)."""

from __future__ import annotations

import pytest

from domain.contract import Event
from domain.games.bigbook import ENGINE
from domain.games.bigbook import events as ev
from domain.games.bigbook.content import CONTENT, Effect
from domain.games.bigbook.context import expand
from domain.games.bigbook.state import State

from .helpers import (
    clear_board,
    events_of,
    free_cards,
    free_madness,
    place_curse,
    put,
    schedule_log,
    set_hand,
    settle_log,
    start,
)

SIGNATURE: dict[str, type[Event]] = {
    "draw": ev.CardsDrawn,
    "discard": ev.CardsDiscarded,
    "discard_madness": ev.CardsDiscarded,
    "discard_support": ev.CardsDiscarded,
    "support": ev.CardsSupported,
    "add_madness": ev.MadnessReceived,
    "heal": ev.MadnessHealed,
    "destroy_hand": ev.CardsDestroyed,
    "destroy_discard": ev.CardsDestroyed,
    "destroy_deck": ev.DeckTopDestroyed,
    "give": ev.CardsGiven,
    "recover": ev.CardsRecovered,
    "topdeck": ev.CardsTopdecked,
    "shuffle_in": ev.DiscardShuffledIn,
    "upgrade": ev.ElementUpgraded,
    "gain": ev.ElementGained,
    "exhaust_spell": ev.SpellsExhausted,
    "neutralise_spell": ev.SpellsNeutralised,
    "ready_spell": ev.SpellsReadied,
    "extra_actions": ev.FramePushed,
    "take_support": ev.SupportTaken,
    "neutralise_curse": ev.CursesNeutralised,
    "destroy_curse": ev.CurseDestroyed,
    "token": ev.TokenAdded,
}


def rich_state() -> State:
    """3 players, each with madness and mixed elements in hand, a support card, a discard, an
    exhausted spell; two curses on the board."""
    state = start(players=3)
    clear_board(state)
    for seat in range(3):
        elements = ("water", "fire", "earth", "air")
        hand = free_madness(state, 2) + [free_cards(state, e, 1, 1)[0] for e in elements]
        set_hand(state, seat, hand)
        put(state, free_cards(state, elements[seat], 2, 1)[0], seat, "support")
        for card in free_cards(state, elements[seat], 1, 3):
            put(state, card, seat, "discard")
        state.players[seat].spells[2].exhausted = True
    place_curse(state, "2", "noyade-1")
    place_curse(state, "4", "cendres-1")
    return state


def sources() -> list[tuple[str, list[Effect]]]:
    found: list[tuple[str, list[Effect]]] = []
    found += [(f"spell:{s.id}", s.effects) for s in CONTENT.spells.values()]
    seen: set[str] = set()
    for curse in CONTENT.curses.values():
        if curse.id not in seen:
            seen.add(curse.id)
            found.append((f"curse:{curse.id}", curse.effects))
    for page in CONTENT.pages.values():
        if page.monster is not None and page.monster.appearance:
            found.append((f"appearance:{page.id}", page.monster.appearance))
        if page.bonus:
            found.append((f"bonus:{page.id}", page.bonus))
        if page.failure:
            found.append((f"failure:{page.id}", page.failure))
    found += [(f"power:{m.id}", m.power.effects) for m in CONTENT.magicians.values()]
    return found


@pytest.mark.parametrize(("source", "effects"), sources(), ids=[s for s, _ in sources()])
def test_every_card_effect_applies_each_of_its_keywords(source: str, effects: list[Effect]) -> None:
    """Each keyword of the card leaves its fact; « Tous les joueurs » reaches every player."""
    state = rich_state()
    state, log = schedule_log(state, expand(state, effects, 0, 1, source))
    state, more = settle_log(state)
    log += more
    for effect in effects:
        for op in effect.ops:
            facts = [e for e in log if isinstance(e, SIGNATURE[op.op])]
            assert facts, f"{source}: {op.op} left no {SIGNATURE[op.op].__name__}"
            if effect.target == "all" and hasattr(facts[0], "seat"):
                assert {getattr(e, "seat") for e in facts}  # noqa: B009 >= {0, 1, 2}, f"{source}: {op.op} for all"
    assert not ENGINE.prompts(state)


def test_spectre_places_a_madness_under_each_curse_and_they_are_destroyed_at_round_end() -> None:
    """Précision de cartes: « Placez 1 Folie sous chaque Malédiction. Le joueur qui détruit la
    Malédiction récupère la Folie dans sa défausse. » Left at the end of the round: destroyed."""
    state = start(players=2)
    clear_board(state)
    index = state.grimoire.index("page-spectre") if "page-spectre" in state.grimoire else 1
    state.grimoire[index], state.grimoire[1] = state.grimoire[1], "page-spectre"
    state.invocation = 5
    events = events_of(state, 0, {"action": "end_actions"})
    state = ENGINE.clone(state)
    for event in events:
        state = ENGINE.evolve(state, event)
    state, _ = settle_log(state)
    placed = [s for s in state.board if s.curse]
    assert placed and all(len(s.madness) == 1 for s in placed)
    assert ENGINE.view(state, 0).board[0].madness_under == 1
