"""Hidden information: private hands, the secret deck, Espoir's known top cards, redacted events,
and resample_hidden keeping what a seat knows."""

from __future__ import annotations

import msgspec

from domain.games.maeshowe import ENGINE
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.options import MaeshoweOptions
from domain.games.maeshowe.state import MaeshoweState
from domain.rng import Rng

from .helpers import DIG_B, DIG_R, act, make, of, of_type, top

SLEEP_R, SLEEP_R2, SLEEP_B, SLEEP_B2 = of("sleep")
GOOSE_R, GOOSE_R2, GOOSE_B, GOOSE_B2 = of("goose")
EAT_R, EAT_R2, EAT_B, EAT_B2 = of("eat")
(HOPE,) = of("hope")
HASTE, _HASTE2 = of("haste")
DECK = [SLEEP_R2, SLEEP_B2, GOOSE_R2, GOOSE_B2, EAT_R2, EAT_B2]


def duo() -> MaeshoweState:
    hands = [[HOPE, SLEEP_R, DIG_R[0], DIG_B[0], EAT_R], [GOOSE_B, SLEEP_B, DIG_R[1], DIG_B[1], EAT_B]]
    return make(hands=hands, deck=DECK, jarl=0, discards=[[GOOSE_R], []], line=[DIG_R[2]])


def test_a_seat_sees_its_hand_and_only_counts_of_the_other() -> None:
    state = duo()
    mine = ENGINE.view(state, 0)
    assert mine.players[0].hand is not None and [c.id for c in mine.players[0].hand] == state.hands[0]
    assert mine.players[1].hand is None and mine.players[1].hand_count == 5
    assert [c.id for c in mine.players[0].discard] == [GOOSE_R] and [c.card.id for c in mine.line] == [DIG_R[2]]
    assert mine.deck_count == len(DECK) and mine.known_top == []


def test_the_spectator_sees_no_hand() -> None:
    view = ENGINE.view(duo(), None)
    assert all(p.hand is None for p in view.players) and view.must_play_haste is None


def test_views_encode_to_json_and_the_schema_builds() -> None:
    msgspec.json.encode(ENGINE.view(duo(), 0))
    assert msgspec.json.schema(ENGINE.view_type)["$ref"]
    assert msgspec.json.schema(ENGINE.command_type)
    assert msgspec.json.schema(ENGINE.event_type)


def test_espoir_put_back_is_known_to_the_peeker_only() -> None:
    """Espoir: the cards a seat saw and put back stay known to it (and only to it)."""
    state, _ = act(duo(), 0, cmd.Discard(card=HOPE))
    first, second = top(state, 2)
    state, _ = act(state, 0, cmd.Peek(put_back=[second, first]))
    assert [c.id for c in ENGINE.view(state, 0).known_top] == [second, first]
    assert ENGINE.view(state, 1).known_top == [] and ENGINE.view(state, None).known_top == []
    assert ENGINE.view(state, 1) == ENGINE.view(ENGINE.resample_hidden(state, 1, Rng(5)), 1)
    for seed in range(10):
        again = ENGINE.resample_hidden(state, 0, Rng(seed))
        assert top(again, 2) == [second, first]


def test_drawn_cards_are_redacted_for_others() -> None:
    state = duo()
    state, _ = act(state, 0, cmd.Play(card=SLEEP_R))
    state, events = act(state, 0, cmd.Discard(card=DIG_R[0]))
    drawn = of_type(events, ev.CardsDrawn)[0]
    assert ENGINE.event_view(drawn, 0) == drawn
    hidden = ENGINE.event_view(drawn, 1)
    assert isinstance(hidden, ev.CardsDrawn) and hidden.cards == [] and hidden.count == 2


def test_deal_and_deck_orders_are_redacted() -> None:
    events = ENGINE.start(MaeshoweOptions(players=2), Rng(3))
    started = ENGINE.event_view(events[0], 0)
    assert isinstance(started, ev.MatchStarted) and started.deck == [] and started.size == 36
    dealt = next(e for e in events if isinstance(e, ev.HandsDealt))
    mine = ENGINE.event_view(dealt, 0)
    assert isinstance(mine, ev.HandsDealt) and mine.hands[0] == dealt.hands[0] and mine.hands[1] == []
    spectator = ENGINE.event_view(dealt, None)
    assert isinstance(spectator, ev.HandsDealt) and spectator.hands == [[], []] and spectator.counts == [5, 5]


def test_peeks_are_redacted_for_the_other_seat() -> None:
    state, events = act(duo(), 0, cmd.Discard(card=HOPE))
    peeked = of_type(events, ev.HopePeeked)[0]
    other = ENGINE.event_view(peeked, 1)
    assert isinstance(other, ev.HopePeeked) and other.cards == [] and other.count == 2
    _, events = act(state, 0, cmd.Peek(put_back=[]))
    resolved = of_type(events, ev.HopeResolved)[0]
    hidden = ENGINE.event_view(resolved, 1)
    assert isinstance(hidden, ev.HopeResolved) and hidden.taken == [] and hidden.taken_count == 2


def test_the_haste_obligation_is_private() -> None:
    """Précipitation's obligation follows from the hand: only the active seat sees it."""
    hands = [[HASTE, DIG_R[0], DIG_B[0], DIG_R[1], EAT_B], [GOOSE_B, SLEEP_B, DIG_R[3], DIG_B[1], EAT_R]]
    state = make(hands=hands, deck=DECK, jarl=0, must_play_haste=True)
    assert ENGINE.view(state, 0).must_play_haste is True
    assert ENGINE.view(state, 1).must_play_haste is None
    turn = ev.TurnStarted(seat=0, turn=2, must_play_haste=True)
    redacted = ENGINE.event_view(turn, 1)
    assert isinstance(redacted, ev.TurnStarted) and redacted.must_play_haste is None


def test_resample_hidden_keeps_the_seats_view_and_actions() -> None:
    state = duo()
    before = msgspec.msgpack.encode(state)
    for seed in range(20):
        for seat in (0, 1, None):
            other = ENGINE.resample_hidden(state, seat, Rng(seed))
            assert ENGINE.view(other, seat) == ENGINE.view(state, seat)
            if seat is not None:
                assert ENGINE.legal_actions(other, seat) == ENGINE.legal_actions(state, seat)
    assert msgspec.msgpack.encode(state) == before
    changed = {tuple(ENGINE.resample_hidden(state, 0, Rng(s)).hands[1]) for s in range(20)}
    assert len(changed) > 1


# -- prompts about a secret (issue 13, item 7) -----------------------------------------------------------

RUIN_R, RUIN_B = of("ruin")
(RECOVERY,) = of("recovery")


def _ruin_worlds() -> list[MaeshoweState]:
    """Seat 1 is about to end its turn; seat 0 holds Ruine and Récupération, and in the first world also
    the second Ruine (in the second, that card lies at the bottom of the deck instead)."""
    worlds = []
    for second, bottom in ((RUIN_B, SLEEP_B), (SLEEP_B, RUIN_B)):
        hands = [[RUIN_R, second, RECOVERY, DIG_R[0], EAT_R], [GOOSE_B, SLEEP_R, DIG_R[1], DIG_B[1], EAT_B]]
        state = make(hands=hands, deck=[*DECK, bottom], jarl=1, active=1, played=True, line=[DIG_R[2]])
        worlds.append(state)
    return worlds


def test_the_ruin_pair_prompt_tells_the_others_nothing_about_the_hand() -> None:
    """Issue 13 item 7; Ruine: "Si vous avez Ruine et Récupération ensemble dans votre main au début de votre
    tour, vous devez les défausser toutes les deux". Whether that choice is open (a second Ruine in the hand)
    must not show in the partner's or a spectator's view, prompts or log. The choice is the turn's first
    answer, so the others see only that seat 0 must answer (interpretation 9)."""
    ended = [act(world, 1, cmd.Discard(card=SLEEP_R)) for world in _ruin_worlds()]
    for seat in (1, None):
        (a, a_events), (b, b_events) = ended
        assert [ENGINE.event_view(e, seat) for e in a_events] == [ENGINE.event_view(e, seat) for e in b_events]
        assert ENGINE.view(a, seat) == ENGINE.view(b, seat)
        assert [(p.seat, p.kind) for p in ENGINE.view(a, seat).prompts] == [(0, "turn")]
        assert ENGINE.prompts(a) == ENGINE.prompts(b)  # the platform's waiting list shows every kind to all
    answered = [act(state, 0, cmd.RuinPair(ruin=RUIN_R, recovery=RECOVERY)) for state, _ in ended]
    for seat in (1, None):
        (a, a_events), (b, b_events) = answered
        assert [ENGINE.event_view(e, seat) for e in a_events] == [ENGINE.event_view(e, seat) for e in b_events]
        assert ENGINE.view(a, seat) == ENGINE.view(b, seat)


def test_the_owner_sees_the_ruin_pair_prompt_and_its_choices() -> None:
    (state, _), _ = [act(world, 1, cmd.Discard(card=SLEEP_R)) for world in _ruin_worlds()]
    (action,) = ENGINE.legal_actions(state, 0)
    assert action.action == "ruin_pair" and action.prompt == ENGINE.view(state, 0).prompts[0].id
    assert {c.value for c in action.params[0].choices} == {RUIN_R, RUIN_B}
    assert ENGINE.legal_actions(state, 1) == []


# -- what a player sees (issue 13, item 10) ---------------------------------------------------------------

CRUMB_R, _CRUMB_B = of("crumbling")
LOSES = "loses the match at once"


def _labels(state: MaeshoweState, action: str, seat: int = 0, lang: str = "en") -> dict[int | str, str]:
    engine = ENGINE.in_language(lang)
    return {
        c.value: c.label for a in engine.legal_actions(state, seat) if a.action == action for c in a.params[0].choices
    }


def test_a_used_dig_back_in_hand_is_marked_used() -> None:
    """R-Q-3: "Une fois qu'un set a été utilisé ... ces 4 cartes ne comptent pas pour de futurs sets", even
    after Économie took one back into the hand or it went to a discard."""
    state = make(
        hands=[[DIG_R[0], SLEEP_R, EAT_R, GOOSE_R, DIG_B[0]]], discards=[[DIG_R[1]]], used=[DIG_R[0], DIG_R[1]]
    )
    seen = ENGINE.view(state, 0)
    hand = seen.players[0].hand
    assert hand is not None and {c.id: c.used for c in hand} == {DIG_R[0]: True, SLEEP_R: False, EAT_R: False,
                                                                GOOSE_R: False, DIG_B[0]: False}  # fmt: skip
    assert [c.used for c in seen.players[0].discard] == [True]


def test_the_haste_flag_lapses_with_the_obligation() -> None:
    """Précipitation's obligation lapses without food to pay for it (interpretation 10), and once played."""
    hand = [HASTE, DIG_R[0], DIG_B[0], DIG_R[1], EAT_B]
    assert ENGINE.view(make(hands=[hand], deck=DECK, must_play_haste=True, food=1), 0).must_play_haste is True
    assert ENGINE.view(make(hands=[hand], deck=DECK, must_play_haste=True, food=0), 0).must_play_haste is False
    played, _ = act(make(hands=[hand], deck=DECK, must_play_haste=True, food=1), 0, cmd.Play(card=HASTE))
    assert ENGINE.view(played, 0).must_play_haste is False


def test_discarding_effritement_first_is_flagged_as_losing() -> None:
    """R-Q-4 / R-Q-2: Effritement discarded first puts the whole hand in the discard, nothing is left to play."""
    state = make(hands=[[CRUMB_R, SLEEP_R, EAT_R, GOOSE_R, DIG_B[0]]], deck=DECK)
    labels = _labels(state, "discard")
    assert LOSES in str(labels[CRUMB_R]) and "perd la partie" in _labels(state, "discard", lang="fr")[CRUMB_R]
    assert not any(LOSES in str(label) for card, label in labels.items() if card != CRUMB_R)
    assert not any(LOSES in str(label) for label in _labels(state, "play").values())
    lost, _ = act(state, 0, cmd.Discard(card=CRUMB_R))
    assert lost.result == "lost"


def test_a_jarl_holder_with_one_card_is_warned_both_ways() -> None:
    """R-Q-2: the Jarl holder with one card is not lost (they may pass), but playing or discarding it loses."""
    state = make(hands=[[SLEEP_R], [GOOSE_B, SLEEP_B, DIG_R[1], DIG_B[1], EAT_B]], deck=DECK, jarl=0)
    assert LOSES in str(_labels(state, "play")[SLEEP_R]) and LOSES in str(_labels(state, "discard")[SLEEP_R])
    assert "pass_jarl" in [a.action for a in ENGINE.legal_actions(state, 0)]


def test_recuperation_at_one_health_is_flagged_as_losing() -> None:
    """Récupération: "vous pouvez perdre un point de santé pour jouer la carte du dessus de la défausse": at 1
    health that point is the last ("ou que vous perdez votre dernier point de santé, vous perdez")."""
    recovery = of("recovery")[0]
    state = make(hands=[[recovery, SLEEP_R, EAT_R, GOOSE_R, DIG_B[0]]], discards=[[SLEEP_B]], deck=DECK, health=[1])
    assert LOSES in str(_labels(state, "play_from_discard")[0])
    healthy = make(hands=[[recovery, SLEEP_R, EAT_R, GOOSE_R, DIG_B[0]]], discards=[[SLEEP_B]], deck=DECK, health=[2])
    assert LOSES not in str(_labels(healthy, "play_from_discard")[0])


def test_labels_name_cards_in_the_readers_language() -> None:
    """Labels name cards in English, or in the rulebook's language ("Creuser un passage", "Sommeil")."""
    state = duo()
    english, french = _labels(state, "play"), _labels(state, "play", lang="fr")
    assert "Dig a passage" in english[DIG_R[0]] and "Creuser" not in english[DIG_R[0]]
    assert "Creuser un passage (rouge)" in french[DIG_R[0]] and "Sommeil" in french[SLEEP_R]
    assert ENGINE.in_language("fr").view(state, 0).prompts[0].text.startswith("Jouez une carte")
    assert ENGINE.view(state, 0).prompts[0].text.startswith("Play one card")


def test_an_answer_that_loses_at_once_is_flagged_too() -> None:
    """Manger played with Gloutonnerie left to discard: eating the last food makes the discard impossible
    ("Vous devez avoir au moins une nourriture pour défausser cette carte"), so the turn is lost (R-Q-2)."""
    glut = of("gluttony")[0]
    state, _ = act(make(hands=[[EAT_R, glut]], food=1, deck=DECK), 0, cmd.Play(card=EAT_R))
    labels = _labels(state, "eat")
    assert LOSES in str(labels[1]) and LOSES not in str(labels[0])


def test_every_end_is_told_without_a_rule_id_in_both_languages() -> None:
    """Issue 34, item 3: a match lost because the active Viking could not play and discard ended with
    "... this turn (R-Q-2)." on the table (CI's clean-clone run of 2026-11-29 dealt such a match). The
    view's and the status's detail name no ruling, for every way a match ends, in both languages."""
    import re

    from domain.games.maeshowe.legal import outcome_detail

    base = duo()
    for reason, result in (("cannot_act", "lost"), ("health", "lost"), ("escaped", "won")):
        ended = msgspec.structs.replace(base, result=result, reason=reason, detail="stored (R-Q-2)")
        for lang in ("en", "fr"):
            told = outcome_detail(ended, lang)
            assert told and not re.search(r"\bR-[A-Z]+-\d+", told), (reason, lang, told)
            view = ENGINE.in_language(lang).view(ended, 0)
            assert view.detail == told
