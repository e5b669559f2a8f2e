"""MATÉRIEL and MISE EN PLACE: the content pack's counts and the set-up by player count."""

from __future__ import annotations

import msgspec
import pytest

from domain.contract import RuleViolation
from domain.games.montagnes import ENGINE
from domain.games.montagnes.content import CONTENT, Content, ContentError, validate
from domain.games.montagnes.events import CardsDealt, ExpeditionPrepared, MadnessDrawn
from domain.games.montagnes.options import MontagnesOptions
from domain.rng import Rng
from tests.games.montagnes.helpers import Game, check_invariants


def test_materiel_counts() -> None:
    """« 36 tuiles, 48 cartes Équipement, 11 cartes Relique, 15 cartes Blessure, 66 cartes Folie
    (dont 6 vierges) »: 60 madness cards in play, 20 per level; 4 Spécimen, 4 Vestige, 3 Connaissance."""
    assert len(CONTENT.tiles) == 36
    assert len(CONTENT.equipment) == 48
    assert len(CONTENT.injuries) == 15
    assert len(CONTENT.relics) == 11
    assert len(CONTENT.madness) == 60
    assert sorted(r.kind for r in CONTENT.relics.values()).count("knowledge") == 3


def test_equipment_two_per_value_and_esoteric_tens() -> None:
    """« une valeur variant de 2 à 6. Il existe dix cartes de chaque type (soit 2 par valeur) »,
    ésotériques « ont toutes une valeur de 10 »."""
    for kind in ("crate", "weapon", "tool", "book"):
        plain = sorted(c.value for c in CONTENT.equipment.values() if c.equipment == kind and not c.esoteric)
        assert plain == [2, 2, 3, 3, 4, 4, 5, 5, 6, 6]
    assert sorted(c.value for c in CONTENT.equipment.values() if c.esoteric) == [10] * 8


def test_board_regions_and_escape_row() -> None:
    """Côte, Montagnes, Cité, Portes de la Folie and the three Fuite spaces; adjacency symmetric."""
    regions = [s.region for s in CONTENT.board.spaces]
    for region in ("coast", "mountains", "city"):
        assert regions.count(region) == 7
    assert regions.count("gates") == 1 and regions.count("escape") == 3
    for space in CONTENT.board.spaces:
        for other in space.adjacent:
            assert space.id in CONTENT.spaces[other].adjacent


def test_content_validation_rejects_a_bad_pack() -> None:
    """The pack is validated at load: a missing relic is refused."""
    broken = Content(
        tiles=CONTENT.tiles,
        board=CONTENT.board,
        spaces=CONTENT.spaces,
        equipment=CONTENT.equipment,
        injuries=CONTENT.injuries,
        relics=dict(list(CONTENT.relics.items())[:10]),
        madness=CONTENT.madness,
    )
    with pytest.raises(ContentError):
        validate(broken)


def test_trial_example_phoques() -> None:
    """VÉRIFICATION example: Phoques asks 7-9 tools and 7-9 books; 6 + 3 tools pass, 4 + 2 books fail."""
    tile = CONTENT.tiles["phoques"]
    tools, books = tile.trials
    assert tools.equipment == "tool" and tools.passes(6 + 3)
    assert books.equipment == "book" and not books.passes(4 + 2)


def test_trial_listed_numbers_and_gap_rule_r_m_1() -> None:
    """« égale à un des nombres de l'épreuve »; R-M-1 gap to the nearest allowed value (8 − 5 = 3)."""
    tile = CONTENT.tiles["langue_de_glace"]
    weapon = tile.trials[1]
    assert weapon.values == [9, 11]
    assert weapon.passes(9) and weapon.passes(11) and not weapon.passes(10)
    assert weapon.gap(10) == 1 and weapon.gap(4) == 5 and weapon.gap(14) == 3
    accidentee = CONTENT.tiles["cote_accidentee"].trials[1]
    assert accidentee.gap(5) == 3


@pytest.mark.parametrize(("players", "hand"), [(3, 5), (4, 4), (5, 3)])
def test_hands_by_player_count(players: int, hand: int) -> None:
    """MISE EN PLACE 10: 5 cards each at 3, 4 at 4, 3 at 5."""
    game = Game(players)
    assert [len(h) for h in game.s.hands] == [hand] * players
    assert game.s.hand_limit() == hand
    check_invariants(game.s)


@pytest.mark.parametrize(("players", "mad"), [(3, []), (4, [1, 2, 3]), (5, [0, 1, 2, 3, 4])])
def test_madness_dealt_by_player_count(players: int, mad: list[int]) -> None:
    """MISE EN PLACE 14: none at 3, everyone but the first Leader at 4, everyone at 5 (level 1)."""
    game = Game(players, leader=0)
    assert [p for p in range(players) if game.s.madness[p]] == mad
    for p in mad:
        assert CONTENT.madness[game.s.madness[p][0]].level == 1


def test_injuries_into_discard_and_piles() -> None:
    """MISE EN PLACE 4-8: one injury per player into the equipment discard; esoteric and relic piles
    face up; 6 Leadership tokens on the sled; esoteric cards are not in the deck."""
    game = Game(4)
    s = game.s
    assert len(s.discard) == 4 and all(c in CONTENT.injuries for c in s.discard)
    assert len(s.injury_pile) == 11
    assert len(s.esoteric_pile) == 8 and not any(CONTENT.equipment[c].esoteric for c in s.deck)
    assert len(s.deck) == 40 - 16
    assert (s.tokens_sled, s.tokens_discard, s.tokens_box) == (6, 0, 0)
    assert len(s.relic_pile) == 11


def test_tiles_sorted_by_type_face_down() -> None:
    """MISE EN PLACE 3: tiles sorted by type, placed at random on matching spaces, the rest boxed."""
    game = Game(3)
    for space, tile in game.s.board.items():
        assert tile is not None and CONTENT.tiles[tile].region == CONTENT.spaces[space].region
    assert len(game.s.box_tiles) == 36 - 25
    view = ENGINE.view(game.s, 0)
    assert all(sp.face_down_tile and sp.shown is None for sp in view.spaces)


def test_set_up_is_random_but_deterministic() -> None:
    """The shuffles are chance outcomes written in the first event; the same seed gives the same game."""
    options = MontagnesOptions(players=3)
    a = ENGINE.start(options, Rng(1))
    b = ENGINE.start(options, Rng(1))
    c = ENGINE.start(options, Rng(2))
    assert msgspec.json.encode(a) == msgspec.json.encode(b) != msgspec.json.encode(c)
    assert ExpeditionPrepared.chance and CardsDealt.reveals and MadnessDrawn.reveals


def test_first_leader_option_or_random() -> None:
    """« Le dernier joueur à avoir atteint le sommet d'une montagne devient le premier Leader »:
    an option, or drawn at random."""
    assert Game(5, leader=3).s.leader == 3
    leaders = {Game(5, leader=None, seed=seed).s.leader for seed in range(30)}
    assert len(leaders) > 1


@pytest.mark.parametrize(
    "options",
    [
        MontagnesOptions(players=2),
        MontagnesOptions(players=6),
        MontagnesOptions(players=3, first_leader=3),
        MontagnesOptions(players=3, encounter_seconds=0),
    ],
)
def test_invalid_options(options: MontagnesOptions) -> None:
    """3 to 5 players; a first Leader among them; positive durations."""
    with pytest.raises(RuleViolation) as refused:
        ENGINE.validate_options(options)
    assert refused.value.code == "invalid_options"
