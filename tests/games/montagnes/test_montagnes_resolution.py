"""PHASE DE RÉSOLUTION: verification, rewards, failures, the malus die and its re-rolls."""

from __future__ import annotations

import re

import msgspec
import pytest

from domain.games.montagnes import ENGINE, rules
from domain.games.montagnes import commands as cmd
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.events import (
    CardsMilled,
    DieRolled,
    EsotericAdded,
    InjuryDrawn,
    InjuryHealed,
    MadnessDrawn,
    PeekEnded,
    RelicAssigned,
    SledRevealed,
    TileSearched,
    TokenBoxed,
    TokenDiscarded,
    TokensReturned,
)
from domain.games.montagnes.sentences import SENTENCES
from domain.match_events import Record
from projections.views import log_entry
from tests.games.montagnes.helpers import Game


def resolve(tile: str, placements: dict[int, list[str]], players: int = 3, **kw: object) -> Game:
    game = Game(players, leader=0, **kw)  # type: ignore[arg-type]
    if CONTENT.tiles[tile].region == "coast":
        game.encounter("coast-1", tile)
    else:
        space = _space_for(tile)
        game.teleport(CONTENT.spaces[space].adjacent[0])
        game.encounter(space, tile)
    for seat, cards in placements.items():
        game.place(seat, cards)
    game.close_encounter()
    return game


def _space_for(tile: str) -> str:
    region = CONTENT.tiles[tile].region
    return next(sp.id for sp in CONTENT.board.spaces if sp.region == region)


def at_die(game: Game, face: str) -> None:
    """Roll for the first failure and set the face (the roll itself is chance, tested elsewhere)."""
    game.do(0, cmd.FailureDie(trial=game.s.failures[0]))
    game.s.die_face = face


def test_verification_sums_each_equipment_type() -> None:
    """VÉRIFICATION example (Phoques): baromètre 6 + jumelles 3 tools pass 7-9, labo 4 + crayons 2 books
    fail, an injury counts for nothing."""
    injury = "injury-15"
    game = Game(3, leader=0)
    game.encounter("coast-1", "phoques")
    game.place(1, ["tool-6a", "tool-3a", injury])
    game.place(2, ["book-4a", "book-2a"])
    game.close_encounter()
    reveal = next(e for e in game.events if isinstance(e, SledRevealed))
    assert SledRevealed.reveals and len(reveal.cards) == 5
    assert [(t.equipment, t.total, t.passed) for t in game.s.trials] == [("tool", 9, True), ("book", 6, False)]
    view = ENGINE.view(game.s, 2)
    assert all(entry.card is not None for entry in view.sled), "revealed to everyone"


def test_no_reward_without_a_passed_trial() -> None:
    """SUCCÈS: « Si au moins l'une des épreuves ... est un succès, vous obtenez la Récompense »."""
    game = resolve("cote_accidentee", {1: ["tool-6a", "tool-6b"]})
    assert game.s.step == "failures" and game.s.reward is None and len(game.s.failures) == 2


def test_one_reward_even_if_every_trial_passes() -> None:
    """« Contrairement aux Récompenses que vous ne pouvez obtenir qu'une seule fois par tuile »."""
    game = resolve("cote_accidentee", {1: ["tool-3a", "tool-4a"], 2: ["book-4a", "book-5a"]})
    assert game.s.reward == "specimen" and game.s.failures == []
    game.do(0, cmd.AssignRelic(card="specimen-a", player=1))
    assert game.s.step in ("draw", "rest", "movement")
    assert sum(len(r) for r in game.s.relics) == 1


def test_relic_leader_assigns_receiver_draws_madness_and_covers_space() -> None:
    """Spécimen/Vestige/Connaissance: « Le Leader récupère la carte appropriée ... désigne ensuite un
    joueur ... Si vous recevez une carte Relique, piochez immédiatement une carte Folie ... recouvrir
    l'emplacement indiqué sur cette carte »."""
    game = resolve("cote_accidentee", {1: ["tool-3a", "tool-4a"]})
    action = ENGINE.legal_actions(game.s, 0)[0]
    assert action.action == "assign_relic"
    cards = {c.value for c in action.params[0].choices}
    assert cards == {"specimen-a", "specimen-b", "specimen-c", "specimen-d"}
    assert game.refuse(0, cmd.AssignRelic(card="vestige-a", player=1)).code == "invalid_choice"
    assert game.refuse(1, cmd.AssignRelic(card="specimen-b", player=1)).code == "not_your_turn"
    events = game.do(0, cmd.AssignRelic(card="specimen-b", player=2))
    assert events[0] == RelicAssigned(card="specimen-b", seat=2)
    assert isinstance(events[1], MadnessDrawn) and events[1].seat == 2 and events[1].level == 1
    assert game.s.relics[2] == ["specimen-b"] and game.s.covered[2] == ["movement"]
    assert ENGINE.view(game.s, 0).players[2].relic_tokens == ["specimen"]


def test_relic_to_a_player_below_level_three_r_m_3() -> None:
    """R-M-3: a relic goes to a player below level 3 while there is one."""
    game = resolve("cote_accidentee", {1: ["tool-3a", "tool-4a"]})
    game.set_madness(1, ["madness-3-01"])
    players = {c.value for c in ENGINE.legal_actions(game.s, 0)[0].params[1].choices}
    assert players == {0, 2}
    assert game.refuse(0, cmd.AssignRelic(card="specimen-a", player=1)).code == "invalid_choice"


def test_relic_when_everyone_is_at_level_three_discards_a_token() -> None:
    """« Si tous les joueurs ont déjà une carte Folie de niveau 3, défaussez à la place un jeton
    Leadership du Traîneau » (R-M-3)."""
    game = resolve("cote_accidentee", {1: ["tool-3a", "tool-4a"]})
    for seat, card in enumerate(["madness-3-01", "madness-3-02", "madness-3-03"]):
        game.set_madness(seat, [card])
    events = game.do(0, cmd.AssignRelic(card="specimen-a", player=1))
    assert TokenDiscarded(count=1, reason="relic") in events
    assert not any(isinstance(e, MadnessDrawn) for e in events)


def test_second_knowledge_takes_no_token() -> None:
    """« Si vous recevez une carte Connaissance alors que vous en avez déjà au moins une devant vous,
    ne prenez pas de jeton Connaissance supplémentaire »."""
    game = resolve("laboratoire_de_lake", {1: ["book-6a", "book-6b"]})
    game.s.relic_pile.remove("knowledge-a")
    game.s.relics[1].append("knowledge-a")
    game.s.relic_tokens[1].append("knowledge")
    game.s.covered[1].append("resolution")
    game.do(0, cmd.AssignRelic(card="knowledge-b", player=1))
    assert game.s.relic_tokens[1] == ["knowledge"]
    assert game.s.covered[1] == ["resolution"], "knowledge-b's « draw » space stays free"


def test_search_shows_a_far_tile_to_everyone_for_thirty_seconds() -> None:
    """Fouiller: « Le Leader choisit une tuile Rencontre face cachée. Cette tuile ne doit pas être
    adjacente ... Vous disposez de 30 secondes ... Une fois le sablier écoulé, retournez cette tuile
    face cachée. Vous ne pouvez pas défausser de jetons Leadership pour relancer le sablier »."""
    game = resolve("mer_de_ross", {1: ["crate-3a", "crate-4a"]})
    spaces = {c.value for c in ENGINE.legal_actions(game.s, 0)[0].params[0].choices}
    near = {"coast-1", *CONTENT.spaces["coast-1"].adjacent}
    assert spaces and not spaces & near
    assert game.refuse(0, cmd.SearchTile(space="coast-2")).code == "invalid_choice"
    events = game.do(0, cmd.SearchTile(space="city-7"))
    assert isinstance(events[0], TileSearched) and TileSearched.reveals
    assert events[0].until == game.now + 30.0
    for seat in (0, 1, 2, None):
        shown = [sp for sp in ENGINE.view(game.s, seat).spaces if sp.shown is not None]
        assert [sp.id for sp in shown] == ["city-7"]
    assert ENGINE.prompts(game.s) == [] and ENGINE.legal_actions(game.s, 0) == []
    ended = game.tick()
    assert ended[0] == PeekEnded(space="city-7")
    assert all(sp.shown is None for sp in ENGINE.view(game.s, 1).spaces)
    assert game.s.board["city-7"] is not None, "the tile stays face down in place"


def test_searched_tile_is_seen_once_then_only_marked_searched() -> None:
    """Fouiller: « Vous disposez de 30 secondes pour retenir les informations ... Une fois que le
    sablier est écoulé, retournez cette tuile face cachée »: the tile is seen during the window (every
    seat's view), never kept readable in a seat's log; afterwards the space shows as searched only."""
    game = resolve("mer_de_ross", {1: ["crate-3a", "crate-4a"]})
    tile = game.s.board["city-7"]
    assert tile is not None
    searched = game.do(0, cmd.SearchTile(space="city-7"))[0]
    assert isinstance(searched, TileSearched) and searched.tile == tile
    record = Record(version=99, event=searched, cmd=98, seat=0, at=game.now)
    for seat in (0, 1, 2, None):
        view = ENGINE.view(game.s, seat)
        shown = next(sp for sp in view.spaces if sp.id == "city-7").shown
        assert shown is not None and shown.id == tile, "seen during the 30 s"
        entry = log_entry(ENGINE, record, seat)
        assert entry.type == "tile_searched"
        assert entry.data == TileSearched(space="city-7", tile=None, until=searched.until)
        assert tile not in msgspec.json.encode(entry).decode()
    game.tick()
    for seat in (0, 1, 2, None):
        space = next(sp for sp in ENGINE.view(game.s, seat).spaces if sp.id == "city-7")
        assert space.shown is None and space.searched and space.face_down_tile
        assert tile not in msgspec.json.encode(ENGINE.view(game.s, seat)).decode()
    assert log_entry(ENGINE, record, None, omniscient=True).data == searched, "the full log once the game is over"


def test_esoteric_reward_leader_picks_one_into_the_discard() -> None:
    """Équipement Ésotérique: « Le Leader choisit la carte ... de son choix ... et l'ajoute à la défausse »."""
    game = resolve("banquise", {1: ["book-4a", "book-5a"]})
    cards = {c.value for c in ENGINE.legal_actions(game.s, 0)[0].params[0].choices}
    assert len(cards) == 8
    events = game.do(0, cmd.TakeEsoteric(card="esoteric-book-a"))
    assert events[0] == EsotericAdded(card="esoteric-book-a")
    assert "esoteric-book-a" in game.s.discard or "esoteric-book-a" in game.s.deck


def test_heal_takes_an_injury_from_the_sled_or_discard() -> None:
    """Soigner: « Cherchez une carte Blessure dans la défausse Équipement ou parmi les cartes jouées sur
    le Traîneau ... remplacez-la dans la pioche de cartes Blessure »."""
    game = resolve("phoques", {1: ["tool-4a", "tool-5a", "injury-15"]})
    healed = [e for e in game.events if isinstance(e, InjuryHealed)]
    assert healed == [InjuryHealed(card="injury-15", source="sled")]
    assert "injury-15" in game.s.injury_pile
    game2 = resolve("phoques", {1: ["tool-4a", "tool-5a"]})
    healed2 = [e for e in game2.events if isinstance(e, InjuryHealed)]
    assert len(healed2) == 1 and healed2[0].source == "discard"


def test_exalt_returns_up_to_two_tokens() -> None:
    """Exalter: « Récupérez jusqu'à deux jetons Leadership de la défausse »."""
    game = resolve("station_radio", {1: ["crate-4a", "crate-5a"]})
    assert game.s.step != "reward", "nothing to recover: the reward is empty"
    game = Game(3, leader=0)
    game.s.tokens_sled, game.s.tokens_discard = 3, 3
    game.encounter("coast-1", "station_radio")
    game.place(1, ["crate-4a", "crate-5a"])
    game.close_encounter()
    counts = [c.value for c in ENGINE.legal_actions(game.s, 0)[0].params[0].choices]
    assert counts == [0, 1, 2]
    assert game.do(0, cmd.Exalt(count=2))[0] == TokensReturned(count=2, reason="exalt")
    assert (game.s.tokens_sled, game.s.tokens_discard) == (5, 1)


# -- failures --------------------------------------------------------------------------------------
def test_each_failure_a_consequence_in_the_leaders_order() -> None:
    """ÉCHEC: « Pour chaque épreuve qui s'est soldée par un Échec ... le Leader choisit ... Vous pouvez
    choisir l'ordre des Épreuves »."""
    game = resolve("phoques", {})
    assert game.s.failures == [0, 1]
    game.do(0, cmd.FailureMadness(trial=1, player=2))
    assert game.s.failures == [0]
    assert game.refuse(0, cmd.FailureDie(trial=1)).code == "invalid_choice"
    game.do(0, cmd.FailureMadness(trial=0, player=2))
    assert game.s.step not in ("failures", "die")


def test_die_roll_is_chance() -> None:
    """« Le Leader lance le dé Malus »: the face is drawn in decide and written into the event."""
    game = resolve("phoques", {})
    events = game.do(0, cmd.FailureDie(trial=0))
    assert isinstance(events[-1], DieRolled) and DieRolled.chance
    assert events[-1].face in ("accident", "confusion", "morale")
    assert {a.action for a in ENGINE.legal_actions(game.s, 0)} == {"accept_die", "reroll_die"}


def test_accident_two_injuries_into_the_discard() -> None:
    """ACCIDENT: « Piochez 2 Blessures ... et ajoutez-les à la défausse de cartes Équipement »."""
    game = resolve("phoques", {})
    at_die(game, "accident")
    pile = len(game.s.injury_pile)
    events = game.do(0, cmd.AcceptDie())
    assert sum(isinstance(e, InjuryDrawn) for e in events) == 2
    assert len(game.s.injury_pile) == pile - 2


def test_accident_with_one_injury_left_loses_r_m_4() -> None:
    """R-M-4: the second draw finds the pile empty and the game is lost."""
    game = resolve("phoques", {})
    while len(game.s.injury_pile) > 1:
        game.s.discard.append(game.s.injury_pile.pop())
    at_die(game, "accident")
    game.do(0, cmd.AcceptDie())
    assert game.s.result is not None and game.s.result.reason == "injuries"
    assert ENGINE.status(game.s).outcome is not None


def test_confusion_example_discards_the_gap() -> None:
    """CONFUSION, the rulebook's example on Côte accidentée: 5 books against 8-10, « défaussez donc les
    3 premières cartes de la pioche Équipement (8−5=3) » (R-M-1)."""
    game = resolve("cote_accidentee", {1: ["tool-6a", "tool-5a"], 2: ["book-2a", "book-3a"]})
    assert [t.total for t in game.s.trials] == [11, 5]
    game.do(0, cmd.FailureDie(trial=1))
    game.s.die_face = "confusion"
    top = game.s.deck[:3]
    events = game.do(0, cmd.AcceptDie())
    assert events[1] == CardsMilled(cards=top, reason="confusion") and CardsMilled.reveals
    assert game.s.discard[-3:] == top


def test_confusion_short_deck_boxes_a_token_r_m_1() -> None:
    """R-M-1: fewer cards than the gap: discard none and box one token (the Leader's choice of place)."""
    game = resolve("cote_accidentee", {1: ["tool-6a", "tool-5a"], 2: ["book-2a", "book-3a"]})
    game.s.discard.extend(game.s.deck[2:])
    del game.s.deck[2:]
    game.s.tokens_sled, game.s.tokens_discard = 4, 2
    game.do(0, cmd.FailureDie(trial=1))
    game.s.die_face = "confusion"
    game.do(0, cmd.AcceptDie())
    assert game.s.step == "box" and len(game.s.deck) == 2
    assert {c.value for c in ENGINE.legal_actions(game.s, 0)[0].params[0].choices} == {"sled", "discard"}
    game.do(0, cmd.BoxToken(source="sled"))
    assert (game.s.tokens_sled, game.s.tokens_discard, game.s.tokens_box) == (3, 2, 1)


def test_morale_discards_two_tokens() -> None:
    """PERTE DE MORAL: « Défaussez 2 jetons Leadership provenant du Traîneau »."""
    game = resolve("phoques", {})
    at_die(game, "morale")
    events = game.do(0, cmd.AcceptDie())
    assert TokenDiscarded(count=2, reason="morale") in events


@pytest.mark.parametrize(("sled", "discard", "prompt"), [(1, 5, True), (1, 0, False), (0, 3, False)])
def test_morale_with_fewer_than_two_boxes_one_r_m_5(sled: int, discard: int, prompt: bool) -> None:
    """R-M-5: fewer than 2 on the sled: « remettez 1 jeton au choix dans la boîte à la place »; boxing
    the last one loses the game."""
    game = resolve("phoques", {})
    game.s.tokens_sled, game.s.tokens_discard, game.s.tokens_box = sled, discard, 6 - sled - discard
    at_die(game, "morale")
    events = game.do(0, cmd.AcceptDie())
    if prompt:
        assert game.s.step == "box"
        game.do(0, cmd.BoxToken(source="discard"))
        assert game.s.tokens_box == 1
    else:
        assert any(isinstance(e, TokenBoxed) for e in events)
        if sled + discard == 1:
            assert game.s.result is not None and game.s.result.reason == "leadership"


def test_box_token_refuses_an_empty_place() -> None:
    game = resolve("phoques", {})
    game.s.tokens_sled, game.s.tokens_discard, game.s.tokens_box = 1, 1, 4
    at_die(game, "morale")
    game.do(0, cmd.AcceptDie())
    game.s.tokens_discard, game.s.tokens_box = 0, 5
    assert game.refuse(0, cmd.BoxToken(source="discard")).code == "invalid_choice"


def test_reroll_costs_a_token_and_can_repeat() -> None:
    """Leadership, phase de Résolution: « ignorer le résultat du dé Malus et de le relancer ... Le
    Leader peut défausser un jeton et attendre de connaître le nouveau résultat »."""
    game = resolve("phoques", {})
    game.do(0, cmd.FailureDie(trial=0))
    for k in range(1, 4):
        events = game.do(0, cmd.RerollDie())
        assert isinstance(events[-1], DieRolled) and game.s.tokens_discard == k
    game.do(0, cmd.AcceptDie())


def test_reroll_refused_when_covered_or_no_token() -> None:
    """A relic token on « PHASE DE RÉSOLUTION », or an empty sled, forbids the re-roll."""
    game = resolve("phoques", {})
    game.do(0, cmd.FailureDie(trial=0))
    game.s.covered[0].append("resolution")
    assert "reroll_die" not in {a.action for a in ENGINE.legal_actions(game.s, 0)}
    assert game.refuse(0, cmd.RerollDie()).code == "leadership_covered"
    game.s.covered[0].clear()
    game.s.tokens_sled, game.s.tokens_discard = 0, 6
    assert game.refuse(0, cmd.RerollDie()).code == "no_leadership_token"


def test_end_of_resolution_discards_the_sled_and_sets_the_tile_aside() -> None:
    """FIN DE LA PHASE DE RÉSOLUTION: « Défaussez toutes les cartes jouées ... Mettez de côté la tuile »."""
    game = resolve("phoques", {1: ["tool-4a", "tool-5a"], 2: ["book-4a", "book-5a"]})
    assert game.s.sled == [] and game.s.set_aside == ["phoques"]
    assert {"tool-4a", "tool-5a", "book-4a", "book-5a"} <= set(game.s.discard + game.s.deck)
    assert rules.current_trials is not None


def _told(game: Game, since: int, lang: str) -> list[str]:
    """The log's sentences of the events from ``since`` on, as seat 1 reads them in ``lang``."""
    texts: list[str] = []
    for event in game.events[since:]:
        seen = ENGINE.event_view(event, 1)
        told = SENTENCES.tell(seen, None, lang) if seen is not None else None
        texts.append(told or "")
    return texts


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", [r"Trial 1 \(Tools: 7 to 8\): 7, passed", r"Trial 2 \(Books: 8 to 10\): 9, passed"]),
        ("fr", [r"Épreuve 1 \(Outils\s?: 7 à 8\)\s?: 7, réussie", r"Épreuve 2 \(Livres\s?: 8 à 10\)\s?: 9, réussie"]),
    ],
)
def test_the_log_tells_each_trial_s_sum_even_when_the_resolution_ends_at_once(lang: str, expected: list[str]) -> None:
    """VÉRIFICATION (issue 34 item 10, found by issue 36's flaky browser test): when every trial passes and
    the reward asks no choice, the reveal and the end of the resolution come in one step, so no view ever
    shows the sums; the log must tell each trial's sum and result itself."""
    game = Game(3, leader=0)
    game.encounter("coast-1", "cote_accidentee")
    since = len(game.events)
    game.place(1, ["tool-3a", "tool-4a"])
    game.place(2, ["book-4a", "book-5a"])
    game.close_encounter()
    told = " ".join(_told(game, since, lang))
    for line in expected:
        assert re.search(line, told), told
