"""Mise en place: components by player count, grimoire, library, magicians, modes, first turn."""

from __future__ import annotations

import msgspec
import pytest
from litestar.testing import TestClient

from domain.contract import RuleViolation
from domain.games.bigbook import ENGINE
from domain.games.bigbook import events as ev
from domain.games.bigbook.content import CONTENT, ELEMENT_FR, card_value, is_madness
from domain.games.bigbook.options import Options
from domain.rng import Rng
from tests.conftest import AppFactory

from .helpers import act, count_elements, count_madness, fold, start


@pytest.mark.parametrize(("players", "pile"), [(2, 20), (3, 25), (4, 30), (5, 35)])
def test_madness_pile_by_player_count(players: int, pile: int) -> None:
    """« Selon le nombre de joueurs, placez les Folies »: 20 / 25 / 30 / 35; the rest stay boxed."""
    state = fold(ENGINE.start(Options(players=players), Rng(1)))
    assert len(state.madness_pile) == pile
    assert count_madness(state) == 35


def test_curse_piles_by_element_face_down_and_shuffled() -> None:
    """« Mélangez les Malédictions par type : Eau, Terre, Feu, Air, Multi-Éléments »."""
    a = fold(ENGINE.start(Options(), Rng(1)))
    b = fold(ENGINE.start(Options(), Rng(2)))
    assert set(a.curse_piles) == {"water", "fire", "earth", "air", "multi"}
    assert sum(len(p) for p in a.curse_piles.values()) == 48
    for key, pile in a.curse_piles.items():
        assert all(CONTENT.curses[c].element == key for c in pile)
    assert a.curse_piles != b.curse_piles


def test_element_reserve_has_eight_piles_of_value_2_and_3() -> None:
    """« une réserve de 8 piles » of value-2 and value-3 cards; value-1 cards are not in it."""
    state = fold(ENGINE.start(Options(), Rng(1)))
    assert sorted(state.reserve) == sorted(f"{e}-{v}" for e in ("water", "fire", "earth", "air") for v in (2, 3))
    assert all(len(p) == 10 for k, p in state.reserve.items() if k.endswith("-2"))
    assert all(len(p) == 6 for k, p in state.reserve.items() if k.endswith("-3"))
    assert count_elements(state) == 136


def test_grimoire_is_one_cover_five_inner_pages_and_the_end() -> None:
    """« Composez le Grimoire »: end page, 5 random inner pages, 1 random cover on top."""
    state = fold(ENGINE.start(Options(), Rng(4)))
    kinds = [CONTENT.pages[p].kind for p in state.grimoire]
    assert kinds == ["cover", "inner", "inner", "inner", "inner", "inner", "end"]
    assert len(set(state.grimoire)) == 7
    assert state.pages_turned == 0


def test_library_has_one_spell_of_each_level_per_element_level_1_on_top() -> None:
    """« un Sortilège de valeur 1, 2 et 3 pour chaque Élément … celui de valeur 1 au-dessus »."""
    state = fold(ENGINE.start(Options(), Rng(4)))
    for element, pile in state.library.items():
        assert [CONTENT.spells[s].level for s in pile] == [1, 2, 3]
        assert all(CONTENT.spells[s].element == element for s in pile)


def test_each_player_has_the_four_basic_spells_face_up_and_ready() -> None:
    """« Chaque joueur récupère les 4 Sortilèges de base »; copies of absent players are boxed."""
    state = start(players=3)
    for player in state.players:
        names = sorted(s.id.split("@")[0] for s in player.spells)
        assert names == ["combustion", "croissance", "glace", "telepathie"]
    assert len(state.box_spells) == 8


def test_starting_elements_from_the_magician_sheet_and_undealt_ones_boxed() -> None:
    """« Distribuez ensuite les Éléments … Les cartes Élément de valeur 1 non distribuées sont
    remises dans la boîte »; « tous les joueurs piochent les 6 premières cartes »."""
    state = start(players=2, settle_prompts=False)
    for player in state.players:
        magician = CONTENT.magicians[player.magician]
        owned = player.hand + player.deck + player.discard + player.support
        expected = sorted((g.element, g.value) for g in magician.elements for _ in range(g.count))
        assert sorted((c.split("-")[0], card_value(c)) for c in owned if not is_madness(c)) == expected
    dealt_ones = sum(1 for p in state.players for c in p.hand + p.deck if card_value(c) == 1)
    assert len([c for c in state.box if not is_madness(c)]) == 72 - dealt_ones


def test_opening_hands_of_six() -> None:
    """« tous les joueurs piochent les 6 premières cartes de leur pioche »."""
    events = ENGINE.start(Options(players=4, magicians=["ondine", "braise", "sylve", "nimbus"]), Rng(5))
    draws = [e for e in events if isinstance(e, ev.CardsDrawn)]
    assert [d.count for d in draws[:4]] == [6, 6, 6, 6]


def test_magician_choice_prompts_every_seat_and_refuses_a_taken_one() -> None:
    """« Chaque joueur choisit un Magicien »: all seats are asked at once; a magician is unique."""
    state = fold(ENGINE.start(Options(players=3), Rng(1)))
    assert sorted(p.seat for p in ENGINE.prompts(state)) == [0, 1, 2]
    assert ENGINE.status(state).to_act == [0, 1, 2]
    state = act(state, 1, {"action": "choose_magician", "magician": "sylve"})
    refusal = ENGINE.decide(
        state, 2, msgspec.convert({"action": "choose_magician", "magician": "sylve"}, ENGINE.command_type), 0, Rng(1)
    )
    assert isinstance(refusal, RuleViolation) and refusal.code == "magician_unavailable"
    early = ENGINE.decide(state, 0, msgspec.convert({"action": "end_actions"}, ENGINE.command_type), 0, Rng(1))
    assert isinstance(early, RuleViolation) and early.code == "setup_pending"
    state = act(state, 0, {"action": "choose_magician", "magician": "ondine"})
    state = act(state, 2, {"action": "choose_magician", "magician": "nimbus"})
    assert state.phase in ("monster", "action")
    assert all(len(p.hand) >= 5 for p in state.players)


def test_terreur_mode_puts_a_madness_from_the_pile_in_each_deck() -> None:
    """Modes de jeu, Terreur: « Chaque joueur commence la partie avec une carte Folie dans sa pioche »."""
    state = start(players=3, mode="terreur", settle_prompts=False)
    for player in state.players:
        cards = player.hand + player.deck + player.discard
        assert sum(1 for c in cards if is_madness(c)) >= 1
    normal = start(players=3, settle_prompts=False)
    assert len(state.madness_pile) <= len(normal.madness_pile) - 3


def test_cauchemar_mode_replaces_the_value_2_card_by_a_value_1_card() -> None:
    """Modes de jeu, Cauchemar: « Chaque joueur remplace sa carte de valeur 2 de départ par une
    carte de valeur 1 »."""
    state = start(players=2, mode="cauchemar", settle_prompts=False)
    for player in state.players:
        cards = [c for c in player.hand + player.deck if not is_madness(c)]
        assert len(cards) == 10
        assert all(card_value(c) == 1 for c in cards)


def test_first_player_takes_the_active_token() -> None:
    """« Choisissez le premier joueur, ce dernier prend le jeton Joueur actif »."""
    state = start(players=3, first_player=2)
    assert state.active == 2 and state.turn == 1


def test_first_turn_opens_the_closed_book_without_moving_the_round_marker() -> None:
    """« Lors du 1er tour du premier joueur, le grimoire est fermé. Avancez le marqueur Invocation
    sur la case 1 … tournez la 1ère page »; the round marker does not move on the first turn."""
    state = start(players=2, difficulty=3)
    assert state.invocation == 1
    assert state.pages_turned == 1
    assert state.monster_round == 1
    multi = CONTENT.setup.round_track[0][2]
    page = CONTENT.pages[state.grimoire[0]]
    assert page.monster is not None
    placed = [CONTENT.curses[s.curse].element for s in state.board if s.curse]
    assert placed == ["multi"] * multi + list(page.monster.curses)


@pytest.mark.parametrize(
    "options",
    [
        {"players": 1},
        {"players": 6},
        {"difficulty": 0},
        {"difficulty": 4},
        {"first_player": 2},
        {"magicians": ["ondine"]},
        {"magicians": ["ondine", "ondine"]},
        {"magicians": ["ondine", "merlin"]},
    ],
)
def test_invalid_options_are_refused(options: dict[str, object]) -> None:
    with pytest.raises(RuleViolation) as caught:
        ENGINE.validate_options(msgspec.convert(options, Options))
    assert caught.value.code == "invalid_options"


def _sheet_facts(magician: str) -> list[str]:
    """What the magician sheet shows: name, power text, and each group of starting elements."""
    m = CONTENT.magicians[magician]
    groups = [f"{ELEMENT_FR[g.element]} {g.value} x{g.count}" for g in m.elements]
    return [m.name, m.power.text, *groups]


def test_the_magician_offer_shows_each_power_and_starting_elements() -> None:
    """« Chaque joueur choisit un Magicien »: a choice made knowing the sheet (power and starting
    elements), not the name alone (issue 13 item 17): in the offer and in every seat's view."""
    state = fold(ENGINE.start(Options(players=2), Rng(1)))
    state = act(state, 1, {"action": "choose_magician", "magician": "cendre"})
    offer = ENGINE.legal_actions(state, 0)[0]
    assert {c.value for c in offer.params[0].choices} == set(CONTENT.magicians) - {"cendre"}
    for choice in offer.params[0].choices:
        assert all(fact in choice.label for fact in _sheet_facts(str(choice.value)))
    for seat in (0, 1, None):
        sheets = {m.id: m for m in ENGINE.view(state, seat).magicians}
        assert set(sheets) == set(CONTENT.magicians)
        assert sheets["cendre"].taken_by == 1 and sheets["ondine"].taken_by is None
        for magician, sheet in sheets.items():
            assert sheet.power == CONTENT.magicians[magician].power.text
            assert [f"{ELEMENT_FR[g.element]} {g.value} x{g.count}" for g in CONTENT.magicians[magician].elements] == [
                f"{ELEMENT_FR[g.element]} {g.value} x{g.count}" for g in sheet.elements
            ]


def test_get_game_describes_every_magician_in_the_options_schema(make_app: AppFactory) -> None:
    """GET /games/bigbook: the ``magicians`` option lists each magician with its power and starting
    elements (issue 13 item 17), so a client can offer the choice before creating a match."""
    with TestClient(make_app({"bigbook": ENGINE})) as client:
        detail = client.get("/games/bigbook").json()
    schema = detail["options_schema"]
    field = schema["$defs"]["Options"]["properties"]["magicians"]
    items = next(branch["items"] for branch in field["anyOf"] if branch.get("type") == "array")
    described = {entry["const"]: entry for entry in items["oneOf"]}
    assert set(described) == set(CONTENT.magicians)
    for magician, entry in described.items():
        text = f"{entry['title']} {entry['description']}"
        assert all(fact in text for fact in _sheet_facts(magician))
