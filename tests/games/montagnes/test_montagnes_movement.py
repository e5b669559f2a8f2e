"""PHASE DE MOUVEMENT: the plane, adjacency, empty spaces, the Gates of Madness and the escape."""

from __future__ import annotations

from domain.games.montagnes import ENGINE, rules
from domain.games.montagnes import commands as cmd
from domain.games.montagnes.content import CONTENT
from domain.games.montagnes.events import PlaneMoved
from tests.games.montagnes.helpers import Game, finish_turn


def test_first_move_onto_a_bottom_row_coast_tile() -> None:
    """« Pour le 1er tour, vous devez commencer sur une tuile Rencontre Côte de la première ligne »."""
    game = Game(3)
    spaces = ENGINE.legal_actions(game.s, 0)[0].params[0].choices
    assert sorted(c.value for c in spaces) == ["coast-1", "coast-2", "coast-3", "coast-4"]
    refused = game.refuse(0, cmd.Move(space="coast-5"))
    assert refused.code == "illegal_move" and "première ligne" in (refused.rule or "")


def test_only_the_leader_moves() -> None:
    """« seul le Leader a le dernier mot, puisque c'est lui qui doit déplacer l'Avion »."""
    game = Game(3, leader=1)
    assert game.refuse(0, cmd.Move(space="coast-1")).code == "not_your_turn"
    assert ENGINE.status(game.s).to_act == [1]


def test_taking_a_tile_reveals_it_and_turns_the_hourglass() -> None:
    """DÉCISION: « il prend la tuile et la pose devant lui, puis déplace l'Avion »; the encounter starts
    as the tile is turned over with the hourglass."""
    game = Game(3, encounter=30.0)
    tile = game.s.board["coast-2"]
    events = game.do(0, cmd.Move(space="coast-2"))
    assert isinstance(events[0], PlaneMoved) and events[0].tile == tile and PlaneMoved.reveals
    assert game.s.board["coast-2"] is None and game.s.current_tile == tile
    assert game.s.step == "encounter" and game.s.deadline == game.now + 30.0
    assert ENGINE.view(game.s, None).current_tile is not None


def test_adjacent_moves_up_down_sideways_never_stay() -> None:
    """« poursuivre votre ascension, redescendre ou rester à la même hauteur. Il est interdit de rester
    sur place »."""
    game = Game(3)
    game.encounter("coast-2")
    finish_turn(game)
    leader = game.s.leader
    targets = {c.value for c in ENGINE.legal_actions(game.s, leader)[0].params[0].choices}
    assert targets == set(CONTENT.spaces["coast-2"].adjacent)
    assert "coast-2" not in targets
    assert game.refuse(leader, cmd.Move(space="coast-2")).code == "illegal_move"
    assert game.refuse(leader, cmd.Move(space="mountains-1")).code == "illegal_move"


def test_empty_space_still_holds_two_trials_r_m_6() -> None:
    """« Si vous arrivez sur un emplacement sans tuile, il n'y a pas de récompense ... mais vous avez
    quand même deux épreuves à surmonter » (R-M-6: the region's fixed trials)."""
    game = Game(3)
    game.encounter("coast-2")
    finish_turn(game)
    game.encounter("coast-1")
    finish_turn(game)
    game.do(game.s.leader, cmd.Move(space="coast-2"))
    assert game.s.current_tile is None
    assert rules.current_trials(game.s) == CONTENT.board.empty_trials["coast"]
    game.close_encounter()
    assert game.s.reward is None
    assert len(game.s.trials) == 2


def test_gates_force_three_escape_moves_then_the_end() -> None:
    """« Dès que votre expédition atteint la tuile Aux Portes de la Folie, vous ne pouvez plus
    redescendre. Vous devez vous échapper ... durant les 3 prochains tours. À la fin du tour où vous
    êtes déplacé sur la 3e tuile Fuite, passez à la Fin de la partie »."""
    game = Game(3)
    game.teleport("city-5")
    game.do(0, cmd.Move(space="gates"))
    assert game.s.current_tile == "portes_de_la_folie"
    finish_turn(game)
    for k, space in enumerate(rules.ESCAPE):
        leader = game.s.leader
        choices = [c.value for c in ENGINE.legal_actions(game.s, leader)[0].params[0].choices]
        assert choices == [space]
        wrong = "city-5" if k == 0 else "gates"
        assert game.refuse(leader, cmd.Move(space=wrong)).code == "illegal_move"
        game.do(leader, cmd.Move(space=space))
        assert CONTENT.tiles[game.s.current_tile or ""].region == "escape"
        finish_turn(game)
        if game.s.result is not None:
            break
    result = game.s.result
    assert result is not None
    if result.reason == "escaped":
        assert game.s.plane == rules.ESCAPE[-1]


def test_escape_tiles_may_give_no_reward() -> None:
    """« tuiles Fuite ... ne donnent pas toujours de Récompense »."""
    rewards = [t.reward for t in CONTENT.tiles.values() if t.region == "escape"]
    assert "none" in rewards and any(r != "none" for r in rewards)


def test_ignore_madness_token_in_movement_phase() -> None:
    """Leadership, phase de Mouvement: « Chaque jeton défaussé ... permet à un joueur désigné par le
    Leader d'ignorer une carte Folie pour le reste du tour »."""
    game = Game(4, leader=0)
    action = {a.action: a for a in ENGINE.legal_actions(game.s, 0)}["ignore_madness"]
    assert sorted(c.value for c in action.params[0].choices) == [1, 2, 3]
    assert game.refuse(0, cmd.IgnoreMadness(player=0)).code == "invalid_choice"
    game.do(0, cmd.IgnoreMadness(player=2))
    assert (game.s.tokens_sled, game.s.tokens_discard, game.s.ignored[2]) == (5, 1, 1)
    assert rules.active_madness(game.s, 2) == []
    game.encounter("coast-1")
    finish_turn(game)
    assert game.s.ignored == [0, 0, 0, 0], "only for the rest of the turn"


def test_movement_token_refused_when_covered_by_a_relic() -> None:
    """Relic token on « PHASE DE MOUVEMENT »: « Vous ne pourrez plus effectuer cette action »."""
    game = Game(4, leader=0)
    game.s.covered[0].append("movement")
    assert "ignore_madness" not in {a.action for a in ENGINE.legal_actions(game.s, 0)}
    assert game.refuse(0, cmd.IgnoreMadness(player=1)).code == "leadership_covered"


def test_movement_token_needs_a_token_on_the_sled() -> None:
    """Tokens are taken « du plateau Traîneau »."""
    game = Game(4, leader=0)
    game.s.tokens_sled, game.s.tokens_discard = 0, 6
    assert game.refuse(0, cmd.IgnoreMadness(player=1)).code == "no_leadership_token"
