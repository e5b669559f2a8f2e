"""Déroulement du Jeu: concentration, monster phase, recovery, elimination, the end of the game."""

from __future__ import annotations

from domain.contract import Event
from domain.games.bigbook import ENGINE
from domain.games.bigbook import events as ev
from domain.games.bigbook.content import CONTENT, is_madness
from domain.games.bigbook.state import State

from .helpers import (
    act,
    clear_board,
    clone,
    events_of,
    free_cards,
    free_madness,
    place_curse,
    refused,
    set_hand,
    settle,
    settle_log,
    start,
)


def ready_state(players: int = 2, **options: object) -> State:
    state = start(players=players, **options)  # type: ignore[arg-type]
    clear_board(state)
    return state


def end_turn(state: State, answer: bool = True) -> tuple[State, list[Event]]:
    """The active player ends the action phase (prompts answered with their first options unless
    ``answer`` is False); returns the state and the events."""
    events = events_of(state, state.active, {"action": "end_actions"})
    state = clone(state)
    for event in events:
        state = ENGINE.evolve(state, event)
    if answer:
        state, more = settle_log(state)
        events = events + more
    return state, events


def test_concentration_readies_only_the_new_active_players_spells() -> None:
    """Phase de Concentration: « Redressez les Sortilèges épuisés devant vous »."""
    state = ready_state()
    for player in state.players:
        for slot in player.spells:
            slot.exhausted = True
    state, _ = end_turn(state)
    assert state.active == 1
    assert all(not s.exhausted for s in state.players[1].spells)
    assert all(s.exhausted for s in state.players[0].spells)


def test_turn_passes_clockwise() -> None:
    """« donnez le jeton Joueur actif à votre gauche »."""
    state = ready_state(players=3)
    seen = []
    for _ in range(4):
        seen.append(state.active)
        state, _ = end_turn(state)
        state = settle(state)
        clear_board(state)
    assert seen == [0, 1, 2, 0]


def test_curse_on_the_space_reached_applies_to_all_players_from_the_active_one() -> None:
    """Déclencher les Malédictions: « appliqué à tous les joueurs en commençant par le Joueur actif »."""
    state = ready_state(players=3)
    place_curse(state, "2", "murmures-1")
    state.invocation = 1
    state, events = end_turn(state)
    assert state.invocation == 2
    received = [e.seat for e in events if isinstance(e, ev.MadnessReceived) and e.zone == "support"]
    assert received[:3] == [1, 2, 0]
    assert any(isinstance(e, ev.CurseTriggered) and e.curse == "murmures-1" for e in events)


def test_space_3_applies_the_left_curse_then_the_right_one() -> None:
    """« Il y a 2 Malédictions sur la case 3 … appliquez d'abord celle de gauche, puis celle de droite »."""
    state = ready_state()
    place_curse(state, "3L", "noyade-1")
    place_curse(state, "3R", "fievre-1")
    state.invocation = 2
    _, events = end_turn(state)
    assert [e.slot for e in events if isinstance(e, ev.CurseTriggered)] == ["3L", "3R"]
    zones = [e.zone for e in events if isinstance(e, ev.MadnessReceived)]
    assert zones[:2] == ["discard", "hand"]


def test_a_curse_triggers_only_when_the_marker_arrives_on_its_space() -> None:
    """« Une Malédiction ne se déclenche qu'une seule fois … Les Malédictions des cases précédentes,
    s'il en reste, n'ont plus d'effet »; an empty space does nothing."""
    state = ready_state()
    place_curse(state, "2", "vertige-1")
    state.invocation = 2
    state, events = end_turn(state)
    assert state.invocation == 3
    assert not [e for e in events if isinstance(e, ev.CurseTriggered)]
    assert state.board[0].curse == "vertige-1"


def test_a_neutralised_curse_does_not_trigger_and_turns_face_up_the_next_turn() -> None:
    """Neutraliser: « Cette carte n'a plus d'effet … Au tour suivant, la Malédiction est remplacée
    face visible et peut à nouveau être détruite » (face up after the next turn's monster phase)."""
    state = ready_state()
    place_curse(state, "2", "vertige-1")
    state.board[0].neutralised = state.turn
    state.invocation = 1
    state, events = end_turn(state)
    assert not [e for e in events if isinstance(e, ev.CurseTriggered)]
    assert state.board[0].neutralised == -1
    assert any(isinstance(e, ev.NeutralisedRestored) for e in events)


def test_a_neutralised_spell_stays_face_down_turn_after_turn() -> None:
    """Neutraliser: « un Sortilège neutralisé ne peut plus être lancé, mais compte dans la limite de 5
    Sortilèges »; only curses come back « au tour suivant », the text gives spells no return."""
    state = ready_state()
    state.players[1].spells[0].neutralised = state.turn
    for _ in range(3):
        state, events = end_turn(state)
        assert not any(isinstance(e, ev.NeutralisedRestored) and e.spells for e in events)
    assert state.active == 1 and state.players[1].spells[0].neutralised >= 0
    spell = state.players[1].spells[0].id
    assert ENGINE.view(state, None).players[1].spells[0].neutralised
    assert not any(a.fixed.get("spell") == spell for a in ENGINE.legal_actions(state, 1))


def test_monster_failure_applies_the_malus_and_discards_the_curses_under_their_piles() -> None:
    """« S'il reste des Malédictions … Tous les joueurs subissent le malus … Les Malédictions
    restantes sont alors défaussées sous leurs piles respectives »; then a new page."""
    state = ready_state()
    place_curse(state, "4", "ressac-1")
    state.board[3].madness = free_madness(state, 1)
    for card in state.board[3].madness:
        state.madness_pile.remove(card)
    state.invocation = 5
    front = CONTENT.pages[state.grimoire[1]]
    state, events = end_turn(state)
    resolved = next(e for e in events if isinstance(e, ev.MonsterResolved))
    assert not resolved.defeated
    assert state.curse_piles["water"][-1] == "ressac-1"
    assert state.curse_known["water"] >= 1
    assert any(isinstance(e, ev.CursesCleared) and e.madness for e in events)
    state = settle(state)
    assert state.pages_turned == 2 and state.invocation == 1 and state.monster_round == 2
    assert front.failure  # the malus was scheduled from the right-hand page
    cleared = next(i for i, e in enumerate(events) if isinstance(e, ev.CursesCleared))
    resolved_at = events.index(resolved)
    assert resolved_at < cleared


def test_monster_defeated_gives_the_bonus_then_a_new_monster_with_its_curses() -> None:
    """« S'il n'y a plus de Malédiction … Tous les joueurs appliquent le bonus »; « placez le
    marqueur Invocation sur la case 1 … tournez la page … appliquez l'effet d'apparition … Descendre
    le marqueur de Manche … Malédictions Multi-Éléments … puis les 3 Malédictions » (R-B-4)."""
    state = ready_state(difficulty=3)
    state.invocation = 5
    state, events = end_turn(state)
    state = settle(state)
    assert next(e for e in events if isinstance(e, ev.MonsterResolved)).defeated
    order = [type(e).__name__ for e in events]
    assert order.index("MonsterResolved") < order.index("PageTurned") < order.index("RoundAdvanced")
    assert order.index("RoundAdvanced") < order.index("CursePlaced")
    multi = CONTENT.setup.round_track[1][2]
    page = CONTENT.pages[state.grimoire[1]]
    assert page.monster is not None
    placed = [(s.slot, CONTENT.curses[s.curse].element) for s in state.board if s.curse]
    expected = ["multi"] * multi + list(page.monster.curses)
    assert placed == list(zip(["2", "3L", "3R", "4", "5"], expected, strict=False))


def test_the_last_monster_beaten_wins_the_game() -> None:
    """Fin du jeu / R-B-5: won if the final monster's curses are all gone when the marker arrives."""
    state = ready_state()
    state.pages_turned = 6
    state.invocation = 5
    state, _ = end_turn(state)
    status = ENGINE.status(state)
    assert status.finished and status.outcome is not None
    assert status.outcome.result == "won" and status.outcome.winners == [0, 1]


def test_the_last_monster_not_beaten_loses_the_game_even_with_only_a_neutralised_curse() -> None:
    """« Si un Monstre ne possède plus qu'une Malédiction neutralisée lorsque le marqueur Invocation
    arrive sur la case Invocation, vous ne l'avez pas vaincu » (R-B-7); the last one loses (R-B-5)."""
    state = ready_state()
    state.pages_turned = 6
    state.invocation = 5
    place_curse(state, "2", "noyade-1")
    state.board[0].neutralised = state.turn
    state, _ = end_turn(state)
    status = ENGINE.status(state)
    assert status.outcome is not None and status.outcome.result == "lost"
    assert status.outcome.reason == "final_monster_not_defeated"


def test_recovery_draws_up_to_six() -> None:
    """Phase de Récupération: « Si vous en avez moins, piochez en jusqu'à en avoir 6 »."""
    state = ready_state()
    state.players[0].deck.extend(state.players[0].hand[3:])
    del state.players[0].hand[3:]
    state, _ = end_turn(state)
    assert len(state.players[0].hand) == 6


def test_only_the_active_player_refills_to_six() -> None:
    """FAQ: only the active player refills; « il ne refait pas sa main à 6 cartes »."""
    state = ready_state()
    player = state.players[1]
    player.deck[0:0] = player.hand[2:]
    del player.hand[2:]
    state, _ = end_turn(state)
    assert state.active == 1 and state.invocation == 2
    assert len(state.players[1].hand) == 2, "seat 1 refills only in its own recovery phase"
    assert len(state.players[0].hand) == 6


def test_recovery_discards_elements_of_choice_but_never_madness() -> None:
    """« défaussez des cartes Élément de votre choix pour revenir à 6 cartes … Vous n'avez pas le
    droit de défausser des Folies de cette manière »."""
    state = ready_state()
    mad = free_madness(state, 2)
    extra = free_cards(state, "fire", 1, 2)
    set_hand(state, 0, state.players[0].hand[:4] + mad + extra)
    state, _ = end_turn(state, answer=False)
    prompt = ENGINE.prompts(state)[0]
    assert prompt.kind == "trim" and prompt.seat == 0
    choices = [c.value for c in ENGINE.legal_actions(state, 0)[0].params[0].choices]
    assert not any(is_madness(str(c)) for c in choices)
    assert refused(state, 0, {"action": "choose_cards", "cards": mad}).code == "invalid_choice"
    state = act(state, 0, {"action": "choose_cards", "cards": extra})
    assert len(state.players[0].hand) == 6


def test_empty_deck_when_drawing_adds_a_madness_and_reshuffles_the_discard() -> None:
    """« Lorsqu'un joueur doit piocher … et que sa pioche est vide, il ajoute une Folie de la pile
    dans sa défausse, puis la mélange et forme une nouvelle pioche » (R-B-6)."""
    state = ready_state()
    player = state.players[0]
    player.discard.extend(player.deck)
    player.deck.clear()
    player.discard.extend(player.hand[2:])
    del player.hand[2:]
    pile = len(state.madness_pile)
    state, events = end_turn(state)
    assert len(state.madness_pile) == pile - 1
    kinds = [type(e).__name__ for e in events]
    assert kinds.index("MadnessReceived") < kinds.index("DeckReshuffled") < kinds.index("CardsDrawn")
    assert len(state.players[0].hand) == 6


def test_receiving_a_madness_from_an_empty_pile_loses_the_game() -> None:
    """« S'il n'y a plus de cartes dans la pile de Folie au moment où un joueur doit recevoir une
    Folie, la partie est terminée : vous avez perdu » (R-B-6)."""
    state = ready_state()
    state.box.extend(state.madness_pile)
    state.madness_pile.clear()
    place_curse(state, "2", "noyade-1")
    state.invocation = 1
    state, _ = end_turn(state)
    status = ENGINE.status(state)
    assert status.outcome is not None and status.outcome.reason == "madness_pile_empty"
    assert refused(state, 1, {"action": "end_actions"}).code == "match_finished"


def test_six_madness_in_hand_after_recovery_eliminates_the_player() -> None:
    """« Si un joueur possède 6 Folies en main à la fin de sa phase de récupération, il est éliminé
    … Toutes ses cartes et ses Sortilèges sont remis dans la boîte »; play goes on without him."""
    state = ready_state(players=3)
    set_hand(state, 0, free_madness(state, 6))
    state, events = end_turn(state)
    out = next(e for e in events if isinstance(e, ev.PlayerEliminated))
    assert out.seat == 0 and len(out.spells) == 4
    assert state.players[0].eliminated and not state.players[0].spells
    assert state.active == 1
    state = settle(state)
    clear_board(state)
    state, _ = end_turn(state)
    state = settle(state)
    clear_board(state)
    state, _ = end_turn(state)
    assert state.active == 1, "the eliminated seat is skipped"


def test_madness_in_support_does_not_count_for_elimination() -> None:
    """« Les cartes Folie placées en soutien ne sont pas considérées comme étant dans la main »."""
    state = ready_state()
    mad = free_madness(state, 6)
    set_hand(state, 0, mad[:5] + free_cards(state, "air", 1, 1))
    state.players[0].support.append(mad[5])
    state.madness_pile.remove(mad[5])
    state, _ = end_turn(state)
    assert not state.players[0].eliminated


def test_all_players_eliminated_loses_the_game() -> None:
    """Fin du jeu: « tous les joueurs ont été éliminés à cause de la Folie »."""
    state = ready_state()
    state.players[1].eliminated = True
    state.players[1].hand, state.players[1].deck, state.players[1].discard = [], [], []
    state.box.extend(state.players[1].hand)
    set_hand(state, 0, free_madness(state, 6))
    state, _ = end_turn(state)
    status = ENGINE.status(state)
    assert status.outcome is not None and status.outcome.reason == "all_players_mad"
