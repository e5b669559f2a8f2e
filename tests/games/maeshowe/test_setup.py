"""Content facts and MISE EN PLACE (solo, 2 players, difficulties, alternative set-ups, options)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import msgspec
import pytest

from domain.contract import Event, RuleViolation
from domain.games.maeshowe import ENGINE
from domain.games.maeshowe import events as ev
from domain.games.maeshowe.cards import BASE_IDS, CARD_RUNE, CARD_TYPE, SET_CARD_IDS
from domain.games.maeshowe.content import CONTENT, SET_IDS, ContentError, load
from domain.games.maeshowe.options import MaeshoweOptions
from domain.games.maeshowe.state import MaeshoweState
from domain.rng import Rng


def started(options: MaeshoweOptions, seed: int = 1) -> tuple[MaeshoweState, list[Event]]:
    events = ENGINE.start(options, Rng(seed))
    state: MaeshoweState | None = None
    for event in events:
        state = ENGINE.evolve(state, event)
    assert state is not None
    return state, events


def all_cards(state: MaeshoweState) -> list[int]:
    return sorted(
        state.deck + state.line + [c for h in state.hands for c in h] + [c for d in state.discards for c in d]
    )


# -- content -------------------------------------------------------------------------------------------


def test_content_has_36_base_cards_all_red_or_blue() -> None:
    """README facts: 36 base cards, every one with a red or a blue rune."""
    assert len(BASE_IDS) == 36
    assert all(CARD_RUNE[i] in (1, 2) for i in BASE_IDS)
    assert set(CARD_TYPE[i] for i in BASE_IDS) == {
        "dig", "eat", "goose", "raven", "sleep", "treasure", "collapse", "out_of_food"
    }  # fmt: skip


def test_content_has_six_sets_of_three_with_printed_runes() -> None:
    """18 expansion cards; Espoir and Précipitation are rune-less, Effroi and Promptitude jokers."""
    assert sum(len(v) for v in SET_CARD_IDS.values()) == 18
    assert all(len(SET_CARD_IDS[s]) == 3 for s in SET_IDS)
    for i in range(len(CARD_TYPE)):
        kind = CARD_TYPE[i]
        if kind in ("hope", "haste"):
            assert CARD_RUNE[i] == 0
        elif kind in ("dread", "promptness"):
            assert CARD_RUNE[i] == 3
        else:
            assert CARD_RUNE[i] in (1, 2)


def test_card_ids_are_stable_positions_in_the_file() -> None:
    assert list(range(54)) == sorted(BASE_IDS + tuple(c for s in SET_IDS for c in SET_CARD_IDS[s]))
    assert CONTENT.cards[0].type == "dig" and CARD_TYPE[0] == "dig"


def test_content_validation_rejects_wrong_counts(tmp_path: Path) -> None:
    raw = msgspec.json.decode(
        Path(__file__).parents[3].joinpath("domain/games/maeshowe/content/cards.json").read_bytes()
    )
    raw["cards"][0]["runes"].append("red")
    bad = tmp_path / "cards.json"
    bad.write_bytes(msgspec.json.encode(raw))
    with pytest.raises(ContentError):
        load(bad)


def test_content_validation_rejects_a_rune_on_espoir(tmp_path: Path) -> None:
    raw = msgspec.json.decode(
        Path(__file__).parents[3].joinpath("domain/games/maeshowe/content/cards.json").read_bytes()
    )
    hope = next(c for c in raw["cards"] if c["type"] == "hope")
    hope["runes"] = ["red"]
    bad = tmp_path / "cards.json"
    bad.write_bytes(msgspec.json.encode(raw))
    with pytest.raises(ContentError):
        load(bad)


# -- solo set-up -----------------------------------------------------------------------------------------


def test_default_solo_setup() -> None:
    """MISE EN PLACE: 4 health (max 4), 1 food, medium = 4 passages, a hand of 5 from the 36 base cards."""
    state, events = started(MaeshoweOptions())
    assert state.seats == 1
    assert state.health == [4] and state.max_health == [4]
    assert state.food == 1
    assert state.passages == 4 == state.starting_passages
    assert len(state.hands[0]) == 5 and len(state.deck) == 31
    assert state.discards == [[]] and state.line == []
    assert state.jarl is None
    assert all_cards(state) == sorted(BASE_IDS)
    assert ENGINE.status(state).to_act == [0]
    assert isinstance(events[0], ev.MatchStarted) and ev.MatchStarted.chance
    assert ev.HandsDealt.chance and ev.HandsDealt.reveals


@pytest.mark.parametrize(("difficulty", "passages"), [("easy", 3), ("medium", 4), ("hard", 5)])
def test_solo_difficulties(difficulty: str, passages: int) -> None:
    """Rulebook: "3 = facile, 4 = moyenne, 5 = difficile"."""
    state, _ = started(MaeshoweOptions(difficulty=difficulty))  # type: ignore[arg-type]
    assert state.passages == passages


@pytest.mark.parametrize(("difficulty", "passages"), [("easy", 4), ("medium", 5), ("hard", 6), ("absurd", 7)])
def test_two_player_difficulties(difficulty: str, passages: int) -> None:
    """2 joueurs: "4 = Facile, 5 = Moyen, 6 = Difficile, 7 = Absurde"."""
    state, _ = started(MaeshoweOptions(players=2, difficulty=difficulty))  # type: ignore[arg-type]
    assert state.passages == passages


def test_passages_override_at_your_own_risk() -> None:
    """Rulebook: "Davantage ? Bonne chance !": any count the board holds."""
    assert started(MaeshoweOptions(passages=7))[0].passages == 7
    assert started(MaeshoweOptions(players=2, passages=4, difficulty="hard"))[0].passages == 4


@pytest.mark.parametrize(
    "options",
    [
        MaeshoweOptions(players=3),
        MaeshoweOptions(difficulty="absurd"),
        MaeshoweOptions(passages=2),
        MaeshoweOptions(passages=8),
        MaeshoweOptions(players=2, passages=3),
        MaeshoweOptions(fear_of_the_dark=True),
        MaeshoweOptions(first_player=1),
        MaeshoweOptions(players=2, first_player=2),
        MaeshoweOptions(expansions=["snub", "snub"]),
        MaeshoweOptions(expansions=["nope"]),  # type: ignore[list-item]
        MaeshoweOptions(setups=["snub"]),
    ],
)
def test_invalid_options_are_refused(options: MaeshoweOptions) -> None:
    with pytest.raises(RuleViolation) as caught:
        ENGINE.validate_options(options)
    assert caught.value.code == "invalid_options"
    with pytest.raises(RuleViolation):
        ENGINE.start(options, Rng(0))


def test_empty_options_decode_to_the_defaults() -> None:
    assert msgspec.json.decode(b"{}", type=ENGINE.options_type) == MaeshoweOptions()
    with pytest.raises(msgspec.ValidationError):
        msgspec.json.decode(b'{"colour": 1}', type=ENGINE.options_type)


@pytest.mark.parametrize("sets", [[s] for s in SET_IDS] + [list(SET_IDS), ["dread", "ruin"]])
def test_expansion_sets_are_shuffled_into_the_deck(sets: list[str]) -> None:
    """Rulebook: "Ces sets ... peuvent être mélangés dans la pioche à votre convenance", alone or together."""
    state, _ = started(MaeshoweOptions(expansions=sets))  # type: ignore[arg-type]
    expected = sorted(BASE_IDS + tuple(c for s in sets for c in SET_CARD_IDS[s]))
    assert all_cards(state) == expected


def test_crumbling_setup_solo() -> None:
    """Rulebook: "placez les 5 premières cartes de la pioche dans votre défausse" before the starting hand."""
    state, events = started(MaeshoweOptions(setups=["crumbling"]))
    assert len(state.discards[0]) == 5 and len(state.deck) == 26 and len(state.hands[0]) == 5
    dealt = [e for e in events if isinstance(e, ev.DeckToDiscard)]
    assert len(dealt) == 1 and ev.DeckToDiscard.reveals


def test_crumbling_setup_two_players_each_fill_their_discard() -> None:
    """Interpretation (README): in 2 players each player puts 5 cards into their own discard."""
    state, _ = started(MaeshoweOptions(players=2, setups=["crumbling"]))
    assert [len(d) for d in state.discards] == [5, 5]
    assert len(state.deck) == 36 - 20


def test_gluttony_setup() -> None:
    """Rulebook: "3 points de vie et 3 points de nourriture" solo, "2 points de vie chacun" in 2p; max stays 4."""
    solo, _ = started(MaeshoweOptions(setups=["gluttony"]))
    assert solo.health == [3] and solo.max_health == [4] and solo.food == 3
    duo, _ = started(MaeshoweOptions(players=2, setups=["gluttony"]))
    assert duo.health == [2, 2] and duo.max_health == [4, 4] and duo.food == 3


def test_dread_setup_adds_a_passage_up_to_seven() -> None:
    """Rulebook: "1 jeton passage supplémentaire (maximum 7)"."""
    assert started(MaeshoweOptions(setups=["dread"]))[0].passages == 5
    assert started(MaeshoweOptions(players=2, difficulty="absurd", setups=["dread"]))[0].passages == 7


def test_setups_combine_and_do_not_need_their_expansion() -> None:
    state, _ = started(MaeshoweOptions(setups=["crumbling", "gluttony", "dread"]))
    assert (state.food, state.health, state.passages, len(state.discards[0])) == (3, [3], 5, 5)


def test_two_player_setup() -> None:
    """Coopératif à 2 joueurs: five cards each, "trois jetons santé de chaque", max 4, one shared food."""
    state, _ = started(MaeshoweOptions(players=2))
    assert [len(h) for h in state.hands] == [5, 5] and len(state.deck) == 26
    assert state.health == [3, 3] and state.max_health == [4, 4] and state.food == 1
    assert state.jarl == 0 and state.active == 0


def test_first_player_receives_the_jarl_and_starts() -> None:
    """Rulebook: "Choisissez un joueur pour être le premier joueur. Il reçoit le Jeton Jarl"."""
    state, _ = started(MaeshoweOptions(players=2, first_player=1))
    assert state.jarl == 1 and state.active == 1
    assert ENGINE.status(state).to_act == [1]


def test_fear_of_the_dark_has_no_jarl() -> None:
    """Peur du noir: "Le Jeton Jarl n'est pas non plus utilisé"."""
    state, _ = started(MaeshoweOptions(players=2, fear_of_the_dark=True))
    assert state.jarl is None


def test_setup_is_deterministic_for_a_seed() -> None:
    a = ENGINE.start(MaeshoweOptions(expansions=list(SET_IDS)), Rng(42))
    b = ENGINE.start(MaeshoweOptions(expansions=list(SET_IDS)), Rng(42))
    c = ENGINE.start(MaeshoweOptions(expansions=list(SET_IDS)), Rng(43))
    assert a == b and a != c


def test_engine_metadata() -> None:
    assert (ENGINE.game, ENGINE.title, ENGINE.rules_version) == ("maeshowe", "Maeshowe", "1.1.0-folie.1")
    assert (ENGINE.min_seats, ENGINE.max_seats) == (1, 2)
    assert ENGINE.seats(MaeshoweOptions(players=2)) == 2
    tags = [t.__struct_config__.tag for t in ENGINE.event_type.__args__]
    assert len(tags) == len(set(tags)) and Counter(tags).most_common(1)[0][1] == 1
