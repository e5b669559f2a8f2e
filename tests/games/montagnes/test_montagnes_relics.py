"""Cartes Relique: « une action à réaliser immédiatement par le joueur qui en prend possession » and
« une contrainte active pour toute la durée de la partie pour ce joueur » (when they are Leader).
The 11 texts are designed content (README)."""

from __future__ import annotations

from domain.games.montagnes import ENGINE, rules
from domain.games.montagnes import commands as cmd
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.events import (
    CardsDealt,
    CardsMilled,
    EsotericAdded,
    HandCardDiscarded,
    InjuryDrawn,
    InjuryHealed,
    TokensReturned,
)
from tests.games.montagnes.helpers import Game, finish_turn

WINNING = {
    "specimen": ("cote_accidentee", "coast-1", ["tool-3a", "tool-4a"]),
    "vestige": ("camp_de_lake", "coast-1", ["weapon-3a", "weapon-4a"]),
    "knowledge": ("grand_tunnel", "city-1", ["crate-6a", "crate-6b", "crate-5a"]),
}


def relic_reward(relic: str, *, hand: list[str] | None = None) -> tuple[Game, list[object]]:
    """Win the relic's kind on a tile and give ``relic`` to seat 1."""
    game = Game(3, leader=0)
    tile, space, cards = WINNING[CONTENT.relics[relic].kind]
    if space != "coast-1":
        game.teleport(CONTENT.spaces[space].adjacent[0])
    game.encounter(space, tile)
    game.place(2, cards)
    if hand is not None:
        game.give(1, hand)
    game.close_encounter()
    assert game.s.step == "reward"
    events = game.do(0, cmd.AssignRelic(card=relic, player=1))
    return game, list(events)


def test_relic_content_covers_the_four_leadership_spaces() -> None:
    """The tokens cover spaces of the « Jetons Leadership » column (the example covers PHASE DE
    MOUVEMENT with Spécimen B)."""
    assert CONTENT.relics["specimen-b"].covers == "movement"
    assert {r.covers for r in CONTENT.relics.values()} == {"movement", "encounter", "resolution", "draw"}


def test_draw_equipment_action() -> None:
    """Fragment d'Ancien / Fresque du Shoggoth: the receiver draws one equipment card (below the limit)."""
    for relic in ("specimen-a", "vestige-d"):
        _, events = relic_reward(relic, hand=["book-2a"])
        dealt = [e for e in events if isinstance(e, CardsDealt)]
        assert dealt and dealt[0].seat == 1 and dealt[0].count == 1


def test_heal_action() -> None:
    """Spore fossile / Histoire des Anciens: one injury back to its pile, like Soigner."""
    for relic in ("specimen-b", "knowledge-c"):
        _, events = relic_reward(relic)
        assert any(isinstance(e, InjuryHealed) for e in events)


def test_exalt_one_action() -> None:
    """Stéatite / Carte de la Cité: one token from the discard back on the sled."""
    _, events = relic_reward("specimen-c")
    assert not any(isinstance(e, TokensReturned) for e in events), "nothing in the discard"
    for relic in ("specimen-c", "knowledge-a"):
        game, events = _with_discarded_token(relic)
        assert TokensReturned(count=1, reason="relic") in events
        assert (game.s.tokens_sled, game.s.tokens_discard) == (6, 0)


def _with_discarded_token(relic: str) -> tuple[Game, list[object]]:
    game = Game(3, leader=0)
    game.s.tokens_sled, game.s.tokens_discard = 5, 1
    tile, space, cards = WINNING[CONTENT.relics[relic].kind]
    if space != "coast-1":
        game.teleport(CONTENT.spaces[space].adjacent[0])
    game.encounter(space, tile)
    game.place(2, cards)
    game.close_encounter()
    return game, list(game.do(0, cmd.AssignRelic(card=relic, player=1)))


def test_discard_from_hand_action_is_the_receivers_choice() -> None:
    """Pingouin albinos / Carnet de Danforth: the receiver may discard a hand card (e.g. an injury)."""
    for relic in ("specimen-d", "knowledge-b"):
        game, _ = relic_reward(relic, hand=["injury-15", "tool-2b"])
        assert [p.seat for p in ENGINE.prompts(game.s)] == [1]
        choices = {c.value for c in ENGINE.legal_actions(game.s, 1)[0].params[0].choices}
        assert choices == {"injury-15", "tool-2b", "none"}
        assert game.refuse(0, cmd.DiscardFromHand(card="none")).code == "not_your_turn"
        assert game.refuse(1, cmd.DiscardFromHand(card="tool-6a")).code == "card_not_in_hand"
        events = game.do(1, cmd.DiscardFromHand(card="injury-15"))
        assert events[0] == HandCardDiscarded(seat=1, card="injury-15") and HandCardDiscarded.reveals
        assert "injury-15" in game.s.discard


def test_esoteric_action_is_the_receivers_choice() -> None:
    """Bas-relief brisé: the receiver adds an esoteric card of their choice to the discard."""
    game, _ = relic_reward("vestige-a")
    assert [p.seat for p in ENGINE.prompts(game.s)] == [1]
    events = game.do(1, cmd.TakeEsoteric(card="esoteric-tool-b"))
    assert events[0] == EsotericAdded(card="esoteric-tool-b")


def test_wound_action_and_empty_pile() -> None:
    """Sceau des Anciens: an injury from its pile into the discard (an empty pile loses, R-M-4 spirit)."""
    _, events = relic_reward("vestige-b")
    assert any(isinstance(e, InjuryDrawn) for e in events)
    game = Game(3, leader=0)
    game.s.discard.extend(game.s.injury_pile)
    game.s.injury_pile.clear()
    game.encounter("coast-1", "camp_de_lake")
    game.place(2, ["weapon-3a", "weapon-4a"])
    game.close_encounter()
    game.do(0, cmd.AssignRelic(card="vestige-b", player=1))
    assert game.s.result is not None and game.s.result.reason == "injuries"


def test_mill_two_action() -> None:
    """Colonne torsadée: the top two cards of the equipment deck to the discard, face up."""
    _, events = relic_reward("vestige-c")
    milled = [e for e in events if isinstance(e, CardsMilled)]
    assert milled and len(milled[0].cards) == 2


# -- constraints when the holder is Leader --------------------------------------------------------
def leader_with(relic: str, players: int = 3) -> Game:
    game = Game(players, leader=0)
    game.s.relic_pile.remove(relic)
    game.s.relics[0].append(relic)
    return game


def test_no_move_down_constraint() -> None:
    """Fragment d'Ancien: its holder, as Leader, never moves the plane down."""
    game = leader_with("specimen-a")
    game.teleport("mountains-5")
    targets = {c.value for c in ENGINE.legal_actions(game.s, 0)[0].params[0].choices}
    assert targets == {"mountains-6", "city-1", "city-2"}, "never mountains-1 or -2 below"
    assert game.refuse(0, cmd.Move(space="mountains-1")).code == "illegal_move"


def test_must_take_tile_constraint() -> None:
    """Spore fossile: its holder, as Leader, moves onto a tile while one is adjacent."""
    game = leader_with("specimen-b")
    game.teleport("coast-1")
    game.s.set_aside.append(game.s.board["coast-2"] or "")
    game.s.board["coast-2"] = None
    targets = {c.value for c in ENGINE.legal_actions(game.s, 0)[0].params[0].choices}
    assert targets == {"coast-5"}


def test_short_hourglass_constraint() -> None:
    """Stéatite à cinq pointes: the hourglass runs two thirds of its time for its holder."""
    game = leader_with("specimen-c")
    game.encounter("coast-1")
    assert game.s.deadline == game.now + 20.0


def test_leader_max_two_cards_and_no_cards_constraints() -> None:
    """Pingouin albinos: at most two cards; Colonne torsadée: no card at all, for the Leader."""
    game = leader_with("specimen-d")
    game.encounter("coast-1")
    game.give(0, ["tool-2a", "tool-3a", "tool-4a"])
    assert ENGINE.legal_actions(game.s, 0)[0].params[0].max == 2
    game2 = leader_with("vestige-c")
    game2.encounter("coast-1")
    assert ENGINE.legal_actions(game2.s, 0) == []
    game2.give(0, ["tool-2a"])
    assert game2.refuse(0, cmd.PlaceCards(cards=["tool-2a"])).code == "relic_forbids"


def test_die_first_constraint() -> None:
    """Bas-relief brisé: the first failure of the turn is a die roll."""
    game = leader_with("vestige-a")
    game.encounter("coast-1", "phoques")
    game.close_encounter()
    assert {a.action for a in ENGINE.legal_actions(game.s, 0)} == {"failure_die"}
    assert game.refuse(0, cmd.FailureMadness(trial=0, player=1)).code == "relic_forbids"
    game.do(0, cmd.FailureDie(trial=0))
    game.do(0, cmd.AcceptDie())
    if game.s.step == "box":
        game.do(0, cmd.BoxToken(source="sled"))
    assert "failure_madness" in {a.action for a in ENGINE.legal_actions(game.s, 0)}


def test_no_self_relic_and_no_self_madness_constraints() -> None:
    """Sceau des Anciens: never gives a relic to themself; Fresque du Shoggoth: never draws madness
    by their own choice."""
    game = leader_with("vestige-b")
    assert 0 not in rules.relic_recipients(game.s)
    game2 = leader_with("vestige-d")
    game2.encounter("coast-1", "phoques")
    game2.close_encounter()
    assert 0 not in rules.failure_madness_targets(game2.s)


def test_no_rest_constraint() -> None:
    """Carte de la Cité: no rest phase for its holder."""
    game = leader_with("knowledge-a")
    game.s.tokens_sled, game.s.tokens_discard = 3, 3
    assert not rules.rest_allowed(game.s)
    game.s.step = "rest"
    assert game.refuse(0, cmd.Rest()).code == "rest_forbidden"


def test_single_restart_constraint() -> None:
    """Histoire des Anciens: the hourglass is turned again at most once per turn."""
    game = leader_with("knowledge-c")
    game.encounter("coast-1")
    game.tick()
    game.do(0, cmd.RestartHourglass())
    events = game.tick()
    assert events[0].decision_deadline is None  # type: ignore[attr-defined]


def test_constraints_only_bind_the_holder_as_leader() -> None:
    """« a un impact direct sur ce joueur lorsqu'il est Leader »: the next Leader is free."""
    game = leader_with("vestige-c")
    game.encounter("coast-1")
    finish_turn(game)
    game.s.relics[1].append(game.s.relics[0].pop())
    assert game.s.leader == 1 and rules.leader_constraints(game.s) == {"leader_no_cards"}
    game.teleport("coast-1")
    game.encounter("coast-2")
    game.give(1, ["tool-2a"])
    assert ENGINE.legal_actions(game.s, 1) == []
    game.give(0, ["tool-3a"])
    assert ENGINE.legal_actions(game.s, 0) != []
