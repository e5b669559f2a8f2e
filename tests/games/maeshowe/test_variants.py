"""VARIANTES: the 2-player "Peur du noir" variant (giving instead of discarding, no Jarl, no talking).
The alternative set-ups and difficulties are in test_setup.py."""

from __future__ import annotations

import pytest

from domain.contract import RuleViolation
from domain.games.maeshowe import ENGINE
from domain.games.maeshowe import commands as cmd
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.state import MaeshoweState

from .helpers import DIG_B, DIG_R, act, make, of, of_type, refuse

SLEEP_R, SLEEP_R2, SLEEP_B, SLEEP_B2 = of("sleep")
GOOSE_R, GOOSE_R2, GOOSE_B, GOOSE_B2 = of("goose")
EAT_R, EAT_R2, EAT_B, EAT_B2 = of("eat")
TREASURE_R, TREASURE_B, TREASURE_B2 = of("treasure")
DECK = [SLEEP_R2, SLEEP_B2, GOOSE_R2, GOOSE_B2, EAT_R2, EAT_B2]


def fear(**kw: object) -> MaeshoweState:
    hands = [[TREASURE_R, SLEEP_R, DIG_R[0], DIG_B[0], EAT_R], [GOOSE_B, SLEEP_B, DIG_R[1], DIG_B[1], EAT_B]]
    kw.setdefault("hands", hands)
    return make(fear=True, deck=DECK, health=[3, 3], **kw)  # type: ignore[arg-type]


def test_give_a_card_instead_of_discarding() -> None:
    """Peur du noir: "les joueurs peuvent choisir de ne pas défausser de carte, mais de passer à la place une
    carte de leur main à l'autre joueur. Ce joueur doit immédiatement défausser une carte"."""
    state = fear()
    assert "give" in {a.action for a in ENGINE.legal_actions(state, 0)}
    state, _events = act(state, 0, cmd.Give(card=TREASURE_R))
    assert ev.CardGiven.reveals and state.discarded and TREASURE_R in state.hands[1]
    assert [(p.seat, p.kind) for p in ENGINE.prompts(state)] == [(1, "discard_down")]
    assert ENGINE.status(state).to_act == [1]
    assert refuse(state, 0, cmd.Play(card=SLEEP_R)).code == "prompt_pending"
    assert refuse(state, 0, cmd.DiscardDown(cards=[SLEEP_R])).code == "not_your_prompt"
    (down,) = ENGINE.legal_actions(state, 1)
    assert down.params[0].min == down.params[0].max == 1 and TREASURE_R in [c.value for c in down.params[0].choices]


def test_the_receiver_may_discard_the_received_card_without_its_effect() -> None:
    """Rulebook: "Le joueur recevant la carte peut défausser la carte qu'il vient de recevoir"; a forced discard, so
    the Treasure's discard effect does not resolve (R-Q-4, README)."""
    state, _ = act(fear(), 0, cmd.Give(card=TREASURE_R))
    state, events = act(state, 1, cmd.DiscardDown(cards=[TREASURE_R]))
    assert state.discards[1] == [TREASURE_R] and state.health == [3, 3]
    assert of_type(events, ev.CardsForcedToDiscard)[0].reason == "fear_of_the_dark"
    state, _ = act(state, 0, cmd.Play(card=SLEEP_R))
    assert state.active == 1 and len(state.hands[0]) == 5


def test_no_discard_down_when_the_receiver_has_five_or_fewer() -> None:
    hands = [[TREASURE_R, SLEEP_R, DIG_R[0], DIG_B[0], EAT_R], [GOOSE_B, SLEEP_B, DIG_R[1]]]
    state, _ = act(fear(hands=hands), 0, cmd.Give(card=TREASURE_R))
    assert state.tasks == [] and len(state.hands[1]) == 4


def test_giving_is_only_in_the_variant() -> None:
    hands = [[TREASURE_R, SLEEP_R, DIG_R[0], DIG_B[0], EAT_R], [GOOSE_B, SLEEP_B, DIG_R[1], DIG_B[1], EAT_B]]
    state = make(hands=hands, jarl=0, deck=DECK)
    assert "give" not in {a.action for a in ENGINE.legal_actions(state, 0)}
    assert refuse(state, 0, cmd.Give(card=SLEEP_R)).code == "illegal_action"


def test_give_replaces_the_discard_of_the_turn() -> None:
    state, _ = act(fear(), 0, cmd.Discard(card=SLEEP_R))
    assert refuse(state, 0, cmd.Give(card=EAT_R)).code == "already_discarded"


def test_no_jarl_in_the_dark() -> None:
    """Rulebook: "Le Jeton Jarl n'est pas non plus utilisé"."""
    state = fear()
    assert "pass_jarl" not in {a.action for a in ENGINE.legal_actions(state, 0)}
    assert refuse(state, 0, cmd.PassJarl()).code == "illegal_action"


def test_talking_is_forbidden_while_the_match_runs() -> None:
    """Rulebook: "les joueurs ne sont pas autorisés à parler de ou à communiquer au sujet de l'état actuel du jeu"."""
    with pytest.raises(RuleViolation) as caught:
        ENGINE.check_chat(fear(), 0, "I hold three Digs", 0.0)
    assert caught.value.code == "speech_forbidden" and caught.value.rule
    hands = [[TREASURE_R, SLEEP_R, DIG_R[0], DIG_B[0], EAT_R], [GOOSE_B, SLEEP_B, DIG_R[1], DIG_B[1], EAT_B]]
    assert ENGINE.check_chat(make(hands=hands, jarl=0), 0, "hello", 0.0) == []
    over = fear()
    over.result = "lost"
    assert ENGINE.check_chat(over, 0, "well played", 0.0) == []


def test_the_given_card_is_hidden_from_spectators() -> None:
    _, events = act(fear(), 0, cmd.Give(card=TREASURE_R))
    given = of_type(events, ev.CardGiven)[0]
    assert ENGINE.event_view(given, 1) == given and ENGINE.event_view(given, 0) == given
    hidden = ENGINE.event_view(given, None)
    assert isinstance(hidden, ev.CardGiven) and hidden.card is None
