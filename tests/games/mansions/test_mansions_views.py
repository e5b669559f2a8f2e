"""What each seat may know (section 3.3 of the inventory, R-H-21): the keeper's story stays the
keeper's, spells are their type for everyone, the board and the investigators' cards are public, and
events are redacted the same way. Markers planted in the hidden parts must not reach another seat."""

from __future__ import annotations

import msgspec

from domain.contract import Event
from domain.games.mansions import combat_events as ce
from domain.games.mansions import events as ev
from domain.games.mansions import spell_events as se
from domain.games.mansions import views
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.options import MansionsOptions, Pick
from domain.games.mansions.state import MansionsState
from domain.rng import Rng
from tests.games.mansions.mansions_play import AGNES, CYRUS, PENHALE, SILAS, E, act, claim, fold, next_turn, until, walk
from tests.games.mansions.test_mansions_hidden import positions

MARK = "MARKER-keeper-secret"
TOMAS = Pick(investigator="tomas_reyes", physical="altar_server", mental="exorcist")
"""Starts with the top ward spell (its physical trait)."""


def secret_match(story: dict[str, str], seed: int = 1) -> tuple[MansionsState, list[Event]]:
    """Two investigators; the keeper answers the story as its first prompt, so it is secret (H-2)."""
    log = E.start(MansionsOptions(investigators=2, picks=[CYRUS, AGNES]), Rng(seed))
    state = fold(log)
    body = {"action": "choose_story", "answers": [f"{q}:{a}" for q, a in story.items()]}
    events = E.decide(state, 0, E.parse_command(body), 0.0, Rng(0))
    assert isinstance(events, list)
    return fold(events, state), log + events


def shown(value: object) -> str:
    return msgspec.json.encode(value).decode()


def test_the_keeper_s_view_holds_the_story_the_others_never_see() -> None:
    state, _ = secret_match(SILAS)
    assert state.answers is not None and state.objective is not None
    keeper = E.view(state, 0)
    assert keeper.secrets == views.SecretsView(
        answers=state.answers, objective=state.objective, stacks=dict(sorted(state.stacks.items())), hand=state.hand
    )
    for seat in (None, 1, 2):
        seen = E.view(state, seat)
        assert seen.secrets is None and seen.objective is None and seen.decks is None
        assert seen.stack_sizes == keeper.stack_sizes  # sizes are public
        assert seen.hand_size == keeper.hand_size == len(state.hand)
    # Markers in every secret: the answers, the objective, a card under each stack's top, the hand.
    marked = E.clone(state)
    marked.answers = {q: f"{MARK}-{q}" for q in marked.answers or {}}
    marked.objective = f"{MARK}-objective"
    for room, cards in marked.stacks.items():
        if len(cards) > 1:
            cards[1] = f"{MARK}-{room}"
    marked.hand = [f"{MARK}-hand-{i}" for i in range(3)]  # H-21, H-22: its size public, its cards not
    assert MARK in shown(E.view(marked, 0))
    for seat in (None, 1, 2):
        assert MARK not in shown(E.view(marked, seat))
        assert MARK not in shown(E.legal_actions(marked, seat) if seat else E.prompts(marked))


def test_the_story_s_event_is_the_keeper_s_alone() -> None:
    _, log = secret_match(PENHALE)
    story = next(e for e in log if isinstance(e, ev.StoryChosen))
    assert ev.StoryChosen.reveals  # the keeper's answers: never undone across
    assert E.event_view(story, 0) == story
    for seat in (None, 1, 2):
        hidden = E.event_view(story, seat)
        assert hidden == ev.StoryChosen(answers={}, objective="", stacks={})
        assert "penhale" not in shown(hidden) and "obj_" not in shown(hidden)


def test_no_seat_ever_reads_a_spell_s_card_or_a_deck_s_order() -> None:
    """R-H-21 (the keeper included) and deck orders: over random play, no spell card id is in any
    seat's view, legal actions or redacted events, and no redacted set-up lists a deck in its order."""
    ids = [f'"{card}"' for card in CONTENT.spells]
    checked, held = 0, 0
    for seed in (0, 1, 2, 3, 7):  # seed 7 ends its walk with a spell in hand
        walked = list(positions(seed, 1 + seed % 4, seed % 2 == 0))
        for state, _, _ in walked[::15]:
            for seat in [None, *range(state.seats)]:
                text = shown((E.view(state, seat), E.legal_actions(state, seat) if seat is not None else []))
                face_up = [f'"{card}"' for card in state.spell_discard]  # face up once cast (H-36)
                assert not any(card in text for card in ids if card not in face_up), (seed, seat)
                assert E.view(state, seat).spells_cast == state.spell_discard
                checked += 1
        state, log, _ = walked[-1]
        held += sum(len(f.spells) for f in state.figures.values())
        for seat in [None, *range(state.seats)]:
            cast: set[str] = set()  # H-35: a card is public from its spell_cast on, never before
            for e in log:
                if isinstance(e, se.SpellCast):
                    cast.add(f'"{e.card}"')
                text = shown(E.event_view(e, seat))
                assert not any(card in text for card in ids if card not in cast), (seed, seat, e)
            start = E.event_view(log[0], seat)
            assert isinstance(start, ev.MatchStarted) and isinstance(log[0], ev.MatchStarted)
            assert start.mythos == sorted(log[0].mythos) and start.trauma == sorted(log[0].trauma)
            assert all(start.combat[c] == sorted(cards) for c, cards in log[0].combat.items())
            assert all(len(start.spell_decks[t]) == len(cards) for t, cards in log[0].spell_decks.items())
    assert checked > 20 and held > 0


def test_a_reshuffled_combat_deck_is_read_in_no_order() -> None:
    """R-H-23: an exhausted combat deck is shuffled from its discard (`combat_shuffled`); like the
    set-up's decks, its new order is nobody's to read, the keeper's included: every seat gets its cards
    in id order, and the stored event keeps the order the draws follow."""
    cards = sorted(c.id for c in CONTENT.combat.values() if c.cls == "beast")
    shuffled = ce.CombatShuffled(monster_class="beast", deck=[*reversed(cards)])
    for seat in [None, *range(5)]:
        seen = E.event_view(shuffled, seat)
        assert isinstance(seen, ce.CombatShuffled) and seen.deck == cards, seat
    assert shuffled.deck == [*reversed(cards)]


def test_a_spell_in_hand_shows_its_type_and_test_under_a_handle() -> None:
    """R-H-21: name, type and test; every card of a type shares its name, text and attribute, so
    the view gives the type and attribute, and the handle (``<type>-<n>``) to name it in a command."""
    state = E.clone(claim(fold(E.start(MansionsOptions(investigators=1, story=SILAS, picks=[CYRUS]), Rng(2)))))
    f = state.figures[1]
    f.spells = ["banish_2", "ward_1", "banish_3"]
    seen = E.view(state, 1).investigators[0].spells
    assert [(s.handle, s.spell_type, s.attribute, s.card) for s in seen] == [
        ("banish-1", "banish", "lore", None),
        ("ward-1", "ward", "willpower", None),
        ("banish-2", "banish", "lore", None),
    ]
    assert E.view(state, 0).investigators[0].spells == seen  # the keeper knows no more (H-35)
    assert [views.spell_card(f, h) for h in ("banish-1", "ward-1", "banish-2", "banish-3")] == [
        "banish_2",
        "ward_1",
        "banish_3",
        None,
    ]
    for kind in CONTENT.spell_types():
        same = [s for s in CONTENT.spells.values() if s.spell_type == kind]
        assert len({(s.name, s.text, s.attribute) for s in same}) == 1, kind


def test_drawn_spells_are_their_type_in_every_seat_s_events() -> None:
    events = E.start(MansionsOptions(investigators=2, story=SILAS, picks=[CYRUS, TOMAS]), Rng(4))
    chosen = [e for e in events if isinstance(e, ev.InvestigatorChosen)]
    assert [len(e.spells) for e in chosen] == [0, 1]
    assert ev.InvestigatorChosen.reveals and ev.Explored.reveals and ev.MatchStarted.chance
    for e in chosen:
        for seat in (None, 0, 1, 2):
            seen = E.event_view(e, seat)
            assert isinstance(seen, ev.InvestigatorChosen)
            assert seen.spells == [CONTENT.spells[c].spell_type for c in e.spells]
            assert seen.items == e.items and seen.investigator == e.investigator


def test_the_board_and_the_investigators_cards_are_the_same_for_every_seat() -> None:
    """Exploration cards lie face up and are traded at step 1 (L46): the investigators' items and clues
    are public, so every seat's board is the spectator's (the keeper adding only its secrets)."""
    for seed in (5, 6):
        for index, (state, _, _) in enumerate(positions(seed, 3, seed % 2 == 0)):
            if index % 20:
                continue
            spectator = E.view(state, None)
            public = msgspec.structs.replace(spectator, seat=0, names={}, texts={})
            for seat in range(state.seats):
                v = E.view(state, seat)
                assert msgspec.structs.replace(v, seat=0, secrets=None, names={}, texts={}) == public
                # the names of what the spectator sees are every seat's; the keeper adds its secrets' only
                assert spectator.names.items() <= v.names.items() and spectator.texts.items() <= v.texts.items()
                if seat:
                    assert v.names == spectator.names and v.texts == spectator.texts


def test_a_secret_objective_shows_to_everyone_once_revealed() -> None:
    """L7, H-1 with the story answered in secret: before the last clue only the keeper knows the
    objective; the reveal (flagged ``reveals``) shows it to every seat, in the view and the event."""
    state, _ = secret_match(PENHALE)
    state = claim(state)
    assert [E.view(state, seat).objective for seat in (None, 0, 1, 2)] == [None] * 4
    assert (E.view(state, 0).secrets or views.SecretsView({}, "", {})).objective == "obj_wheel"
    state = walk(state, 1, ["yard_path", "hall_south", "hall_north", "parlour_west", "parlour_east", "larder"])
    state = next_turn(state, 1)
    state, _ = until(state, 1, {"action": "explore"}, lambda es: True)
    state = walk(state, 1, ["cellar_ladder"])
    state = next_turn(state, 1)
    state, events = until(state, 1, {"action": "explore"}, lambda es: True)
    reveal = ev.ObjectiveRevealed(objective="obj_wheel")
    assert reveal in events and ev.ObjectiveRevealed.reveals
    assert all(E.event_view(reveal, seat) == reveal for seat in (None, 0, 1, 2))
    assert [E.view(state, seat).objective for seat in (None, 0, 1, 2)] == ["obj_wheel"] * 4


def test_the_omniscient_view_is_the_spectator_s_with_every_secret() -> None:
    state, _ = secret_match(SILAS)
    state = act(claim(state), 1, {"action": "end_turn"})
    full = E.omniscient_view(state)
    assert full.secrets == E.view(state, 0).secrets
    assert full.decks is not None and full.decks.combat == dict(sorted(state.combat.items()))
    assert [s.card for i in full.investigators for s in i.spells] == [
        c for _, f in sorted(state.figures.items()) for c in f.spells
    ]


def test_an_unrevealed_objective_stays_the_keeper_s_at_the_end() -> None:
    """A match can end before the last clue (the keeper's win): the seat views still leave the
    objective out (the end event reveals nothing); the omniscient view, open after the end, shows it."""
    state = fold(E.start(MansionsOptions(investigators=2, picks=[CYRUS, AGNES]), Rng(3)))
    state = act(state, 0, {"action": "choose_story", "answers": [f"{q}:{a}" for q, a in SILAS.items()]})
    needed = max(c.count for o in CONTENT.objectives.values() for c in o.keeper if isinstance(c, sc.Tokens))
    state = fold([ev.TokenPlaced(room="cellar", token="ritual", count=needed)], claim(state))
    state = act(state, 1, {"action": "end_turn"})
    assert state.winner == "keeper" and not state.revealed
    assert [E.view(state, seat).objective for seat in (None, *range(1, state.seats))] == [None] * (state.seats)
    assert E.omniscient_view(state).secrets is not None
