"""PHASE DE RENCONTRE: the server-side hourglass, cards face down on the sled, the Leader's window
and the speech rules (an injected clock: ``Game.now``)."""

from __future__ import annotations

import pytest

from domain.games.montagnes import ENGINE
from domain.games.montagnes import commands as cmd
from domain.games.montagnes.events import (
    CardsPlaced,
    EncounterClosed,
    HourglassRanOut,
    SledRevealed,
    SpeechPenalised,
    TokenBoxed,
    TokenDiscarded,
)
from tests.games.montagnes.helpers import Game, cards_of


def started(players: int = 3, **kw: float) -> Game:
    game = Game(players, encounter=30.0, decision=10.0, **kw)  # type: ignore[arg-type]
    game.encounter("coast-1", "phoques")
    return game


def test_anyone_places_several_cards_face_down_several_times() -> None:
    """ACTION: « un joueur peut poser, face cachée, une carte ... Vous pouvez poser autant de cartes
    dans l'ordre de votre choix, voire en plusieurs fois, même après qu'un autre joueur a joué »."""
    game = started()
    game.place(1, cards_of("tool", 2, 3))
    game.place(2, cards_of("book", 4))
    game.place(1, ["tool-4a"])
    assert [(e.seat, e.card) for e in game.s.sled] == [(1, "tool-2a"), (1, "tool-3a"), (2, "book-4a"), (1, "tool-4a")]
    assert sorted(ENGINE.status(game.s).to_act) == [0, 1, 2]


def test_sled_cards_hidden_from_others_until_revealed() -> None:
    """« poser, face cachée »: others see who placed how many, not which cards."""
    game = started()
    game.place(1, ["tool-6a"])
    event = game.events[-1]
    assert isinstance(event, CardsPlaced)
    assert ENGINE.event_view(event, 2) == CardsPlaced(seat=1, cards=None, count=1)
    assert ENGINE.event_view(event, 1) == event
    assert ENGINE.view(game.s, 2).sled[0].card is None
    assert ENGINE.view(game.s, 1).sled[0].card is not None


def test_card_not_in_hand_is_refused() -> None:
    """« de sa main »."""
    game = started()
    game.give(1, ["tool-6a"])
    assert game.refuse(2, cmd.PlaceCards(cards=["tool-6a"])).code == "card_not_in_hand"
    assert game.refuse(1, cmd.PlaceCards(cards=[])).code == "invalid_choice"
    assert game.refuse(1, cmd.PlaceCards(cards=["tool-6a", "tool-6a"])).code == "invalid_choice"


def test_injury_cards_may_be_played_to_get_rid_of_them() -> None:
    """Jouer une carte Blessure: « Vous pouvez cependant les jouer pendant la PHASE DE RENCONTRE ...
    afin de vous en débarrasser »; they count for no trial and go to the discard afterwards."""
    game = started()
    injury = game.s.discard[0]
    game.place(1, [injury])
    game.close_encounter()
    assert all(t.total == 0 for t in game.s.trials)
    while game.s.step == "failures":
        game.do(game.s.leader, cmd.FailureMadness(trial=game.s.failures[0], player=1))
    assert injury in game.s.discard


def test_cards_after_the_hourglass_are_refused() -> None:
    """« tant que le sablier n'est pas entièrement écoulé »: a card at or after the deadline is refused
    even before the scheduler has appended the expiry."""
    game = started()
    game.give(1, ["tool-6a"])
    game.now = game.s.deadline or 0.0
    refused = game.refuse(1, cmd.PlaceCards(cards=["tool-6a"]))
    assert refused.code == "hourglass_empty"


def test_expiry_by_the_scheduler_opens_the_leaders_window() -> None:
    """« Dès la fin du sablier, le Leader dispose d'une dizaine de secondes pour décider s'il défausse
    un jeton »: a prompt with its own deadline."""
    game = started()
    deadline = game.s.deadline
    assert ENGINE.next_deadline(game.s) == deadline
    assert ENGINE.on_deadline(game.s, (deadline or 0) - 0.01, game.rng) == []
    events = game.tick()
    assert events == [HourglassRanOut(decision_deadline=(deadline or 0) + 10.0)]
    prompts = ENGINE.prompts(game.s)
    assert [(p.seat, p.kind, p.deadline) for p in prompts] == [(0, "decision", (deadline or 0) + 10.0)]
    assert {a.action for a in ENGINE.legal_actions(game.s, 0)} == {"restart_hourglass", "end_encounter"}
    assert ENGINE.legal_actions(game.s, 1) == []


def test_window_expiry_goes_to_resolution() -> None:
    """The Leader's silence is a refusal: at the window's deadline the cards are revealed."""
    game = started()
    game.tick()
    events = game.tick()
    assert events[0] == EncounterClosed(timed_out=True)
    assert isinstance(events[1], SledRevealed)
    assert game.s.step in ("reward", "failures")


def test_expiry_applied_lazily_before_a_late_command() -> None:
    """Expiry « lazily on the next request »: a Leader's command after the deadline first records the
    expiry, then is decided."""
    game = started()
    game.now = (game.s.deadline or 0) + 1.0
    events = game.do(0, cmd.EndEncounter())
    assert isinstance(events[0], HourglassRanOut) and isinstance(events[1], EncounterClosed)


def test_no_window_without_a_usable_token() -> None:
    """With no token on the sled there is nothing to decide: the resolution starts at once."""
    game = started()
    game.s.tokens_sled, game.s.tokens_discard = 0, 6
    events = game.tick()
    assert events[0] == HourglassRanOut(decision_deadline=None)
    assert isinstance(events[1], SledRevealed)


def test_restart_hourglass_talk_again_several_times() -> None:
    """Leadership, phase de Rencontre: « Retournez le sablier et recommencez. Vous pouvez donc de
    nouveau parler jusqu'à ce qu'un joueur joue une carte ... et cela plusieurs fois »."""
    game = started()
    game.place(1, ["tool-2a"])
    assert ENGINE.view(game.s, None).silence
    for round_ in range(2):
        game.tick()
        game.do(0, cmd.RestartHourglass(), dt=1.0)
        assert ENGINE.view(game.s, None).talk_allowed
        assert game.s.deadline == game.now + 30.0
        assert game.s.tokens_discard == round_ + 1
    assert [(e.seat, e.card) for e in game.s.sled] == [(1, "tool-2a")], "cards stay on the sled"
    game.place(2, ["book-2a"])
    assert ENGINE.view(game.s, None).silence


def test_restart_covered_by_relic_token() -> None:
    """A relic token on « PHASE DE RENCONTRE » removes that use."""
    game = started()
    game.s.covered[0].append("encounter")
    events = game.tick()
    assert events[0] == HourglassRanOut(decision_deadline=None)


def test_movement_ignore_lasts_through_restarted_encounters() -> None:
    """« Les effets des jetons Leadership défaussés lors de la PHASE DE MOUVEMENT de ce tour restent
    actifs durant toute la PHASE DE RENCONTRE, même si vous la prolongez »."""
    game = Game(4, leader=0)
    game.set_madness(1, ["madness-3-03"])  # Paralysie: « Vous ne posez aucune carte »
    game.do(0, cmd.IgnoreMadness(player=1))
    game.encounter("coast-1")
    game.tick()
    game.do(0, cmd.RestartHourglass())
    game.place(1, ["tool-2a"])
    assert game.s.sled[-1].seat == 1


# -- speech ---------------------------------------------------------------------------------------
def test_talk_allowed_until_the_first_card() -> None:
    """DISCUSSION: talk during the hourglass; ACTION: « Cessez alors immédiatement toute communication »."""
    game = started()
    assert game.chat(1, "J'ai un six en outils") == []
    assert ENGINE.view(game.s, None).talk_allowed
    game.place(2, ["tool-3a"])
    view = ENGINE.view(game.s, None)
    assert view.silence and not view.talk_allowed


def test_speaking_during_silence_discards_a_token() -> None:
    """« REMARQUE : Si un joueur parle alors que toute communication est interdite, défaussez un jeton
    Leadership » (the server applies it)."""
    game = started()
    game.place(2, ["tool-3a"])
    events = game.chat(1, "oups")
    assert events == [SpeechPenalised(seat=1), TokenDiscarded(count=1, reason="speech")]
    assert (game.s.tokens_sled, game.s.tokens_discard) == (5, 1)


def test_silence_during_the_leaders_window() -> None:
    """« restez silencieux quelques secondes de plus ... Il est impératif que le Leader prenne cette
    décision seul »; also before the scheduler has recorded the expiry."""
    game = started()
    game.now = (game.s.deadline or 0) + 1.0
    assert game.chat(2, "vite !")[0] == SpeechPenalised(seat=2)
    game.tick()
    assert game.chat(2, "encore")[0] == SpeechPenalised(seat=2)


def test_talk_is_free_outside_the_encounter() -> None:
    """Movement « DISCUSSION: Ce choix peut se faire de manière collégiale »: no penalty (card talk
    outside the encounter stays honour-based)."""
    game = Game(3)
    assert game.chat(1, "montons !") == []
    game.encounter("coast-1")
    game.tick()
    game.do(0, cmd.EndEncounter())
    assert game.chat(1, "zut") == []


def test_silence_with_empty_sled_boxes_from_the_discard() -> None:
    """No token on the sled: « remettez, à la place, un jeton Leadership de la défausse dans la boîte »;
    boxing the last one ends the game."""
    game = started()
    game.place(2, ["tool-3a"])
    game.s.tokens_sled, game.s.tokens_discard, game.s.tokens_box = 0, 1, 5
    events = game.chat(1, "oh non")
    assert events[1] == TokenBoxed(source="discard", reason="speech")
    assert game.s.result is not None and game.s.result.reason == "leadership"


@pytest.mark.parametrize("dt", [0.0, 5.0])
def test_hourglass_durations_are_options(dt: float) -> None:
    """Durations are match options (default as in the box: 30 s, 10 s, 30 s)."""
    assert Game(3).options.encounter_seconds == 30.0
    game = Game(3, encounter=2.0 + dt)
    game.encounter("coast-1")
    assert game.s.deadline == game.now + 2.0 + dt
