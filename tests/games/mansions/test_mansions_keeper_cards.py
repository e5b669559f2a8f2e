"""The keeper's cards and monster moves (part 2b): the starting hand and draws (H-21, H-22), keeper
actions for threat, once a turn (H-21), monster moves by speed, ladders and vents (H-51, H-54, H-55),
barricades and their "vs barricade" cards (R-H-14, R-H-23), horror when a monster enters (H-13),
fire at the campfire (H-56) and the altar's rite (H-58). Dice are never faked (``until``)."""

from __future__ import annotations

from domain.games.mansions import combat_events as ce
from domain.games.mansions import events as ev
from domain.games.mansions import keeper_cards, views
from domain.games.mansions import keeper_events as ke
from domain.games.mansions.content import CONTENT
from domain.games.mansions.options import MansionsOptions
from domain.games.mansions.state import MansionsState
from domain.rng import Rng
from tests.games.mansions.mansions_play import CYRUS, PENHALE, E, act, fold, match, refused, rolls, until
from tests.games.mansions.test_mansions_keeper_turn import to_keeper

CULTIST, POACHER, HOUND, HERON = 1, 2, 3, 4
"""SILAS's set-up monsters: cultist parlour_east, poacher gh_east; ``keeper_turn`` adds two of its
reveal monsters: eel-hound wheel_south, heron larder."""


def keeper_turn(threat: int = 20) -> MansionsState:
    state = to_keeper(match())
    placed = [
        ev.MonsterPlaced(uid=HOUND, monster="eel_hound", space="wheel_south"),
        ev.MonsterPlaced(uid=HERON, monster="heron_thing", space="larder"),
    ]
    return fold([*placed, ev.ThreatGained(amount=threat)], state)


def play(state: MansionsState, card: str) -> MansionsState:
    return act(state, 0, {"action": "keeper_action", "card": card})


def test_the_keeper_starts_with_no_card_and_buys_them_with_threat() -> None:
    """Designed (H-21, H-22): the starting hand is empty (``STARTING_HAND``); whispers buys a mythos
    and a trauma off the decks' tops for its threat."""
    log = E.start(MansionsOptions(investigators=1, story=PENHALE, picks=[CYRUS]), Rng(7))
    start = next(e for e in log if isinstance(e, ev.MatchStarted))
    assert keeper_cards.STARTING_HAND == {} and not [e for e in log if isinstance(e, ke.KeeperDrew)]
    state = fold(log)
    assert state.hand == [] and state.mythos == start.mythos and state.trauma == start.trauma


def test_a_keeper_action_costs_its_threat_and_a_once_action_waits_a_turn() -> None:
    """H-21 (L52): threat pays for keeper actions; ``once`` ones at most once a keeper turn."""
    state = celebrating(keeper_turn())
    threat = state.threat
    state = play(state, "altar_rite")
    assert state.threat == threat - CONTENT.keeper_actions["altar_rite"].cost
    assert state.tokens["cellar"]["ritual"] == 1  # H-58: the altar's ritual token
    assert refused(state, 0, {"action": "keeper_action", "card": "altar_rite"}).code == "keeper_action_used"
    listed = [a.fixed["card"] for a in E.legal_actions(state, 0) if a.action == "keeper_action"]
    assert "altar_rite" not in listed and "whispers" in listed
    poor = fold([ke.KeeperActed(action="whispers", cost=state.threat)], state)
    assert refused(poor, 0, {"action": "keeper_action", "card": "whispers"}).code == "not_enough_threat"
    assert not [a for a in E.legal_actions(poor, 0) if a.action == "keeper_action"]
    assert refused(state, 1, {"action": "keeper_action", "card": "whispers"}).code == "not_the_keeper"
    assert refused(match(), 0, {"action": "keeper_action", "card": "whispers"}).code == "not_keeper_turn"
    assert refused(state, 0, {"action": "keeper_action", "card": "nothing"}).code == "unknown_keeper_action"


def test_whispers_draw_into_the_keeper_s_hand_which_only_the_keeper_reads() -> None:
    """H-21, H-22: a drawing action adds to the hand; the others see its size and read the draw as a count."""
    state = keeper_turn()
    top = (state.mythos[0], state.trauma[0])
    events = E.decide(state, 0, E.parse_command({"action": "keeper_action", "card": "whispers"}), 0.0, Rng(7))
    assert isinstance(events, list)
    state = fold(events, E.clone(state))
    assert state.hand[-2:] == list(top)
    keeper = E.view(state, 0)
    assert keeper.secrets is not None and keeper.secrets.hand == state.hand
    for seat in (None, 1):
        seen = E.view(state, seat)
        assert seen.hand_size == len(state.hand) and seen.secrets is None
        for e in events:
            redacted = views.event_view(e, seat)
            if isinstance(e, ke.KeeperDrew):
                assert isinstance(redacted, ke.KeeperDrew) and redacted.cards == [] and redacted.count == 1
        assert not any(card in str(E.legal_actions(state, 1)) for card in top)
    assert views.event_view(next(e for e in events if isinstance(e, ke.KeeperDrew)), 0) == next(
        e for e in events if isinstance(e, ke.KeeperDrew)
    )


def test_spreading_the_flames_burns_the_campfire_s_room() -> None:
    """H-56: fire spreads from the campfire as a keeper action."""
    state = play(keeper_turn(), "spread_fire")
    assert state.tokens["yard"]["fire"] == 1


def test_calling_a_cultist_places_it_by_the_greenhouse_corpse() -> None:
    """3.1 monster placement: a summon places its monster at the feature's space (the first corpse,
    the greenhouse's: far from the altar, so the investigators can meet a new celebrant on its way)."""
    state = play(keeper_turn(), "call_cultist")
    assert [m.kind for m in state.monsters if m.space == "gh_east"] == ["marsh_poacher", "weir_cultist"]


def celebrating(state: MansionsState) -> MansionsState:
    """The set-up's cultist stands at the altar (cellar_cistern)."""
    return fold([ke.MonsterMoved(monster=CULTIST, space="cellar_cistern")], state)


def listed(state: MansionsState) -> list[object]:
    return [a.fixed["card"] for a in E.legal_actions(state, 0) if a.action == "keeper_action"]


def test_the_rite_needs_its_celebrant_at_the_altar_and_no_witness() -> None:
    """Issue 33 (designed, H-1 "comment l'empêcher de se réaliser"): the rite lays a ritual token only
    while a non-stunned Weir Cultist stands at the altar and no investigator stands there; the
    investigators stop it by killing or stunning the celebrant or by standing at the altar."""
    state = keeper_turn()
    assert "altar_rite" not in listed(state)
    problem = refused(state, 0, {"action": "keeper_action", "card": "altar_rite"})
    assert problem.code == "celebrant_missing" and problem.rule == "H-21"
    at_altar = celebrating(E.clone(state))
    assert "altar_rite" in listed(at_altar)
    stunned = fold([ev.Stunned(count=1, monster=CULTIST)], E.clone(at_altar))
    assert refused(stunned, 0, {"action": "keeper_action", "card": "altar_rite"}).code == "celebrant_missing"
    witnessed = fold([ev.Moved(seat=1, to="cellar_cistern", movement=False)], E.clone(at_altar))
    assert "altar_rite" not in listed(witnessed)
    assert refused(witnessed, 0, {"action": "keeper_action", "card": "altar_rite"}).code == "celebrant_missing"
    killed = fold([ev.MonsterKilled(monster=CULTIST)], E.clone(at_altar))
    assert refused(killed, 0, {"action": "keeper_action", "card": "altar_rite"}).code == "celebrant_missing"
    assert play(at_altar, "altar_rite").tokens["cellar"]["ritual"] == 1


def test_shambling_moves_each_monster_up_to_its_speed_a_space_a_command() -> None:
    """H-51 (designed): each non-stunned monster may move up to its speed; one space per command."""
    state = fold([ev.Stunned(count=1, monster=POACHER)], keeper_turn())
    state = play(state, "shamble")
    speeds = {m.uid: CONTENT.monsters[m.kind].speed for m in state.monsters if m.uid != POACHER}
    assert state.monster_moves == speeds  # H-45: the stunned poacher stays
    assert POACHER not in keeper_cards.movable(state)
    assert refused(state, 0, {"action": "move_monster", "monster": POACHER, "space": "gh_west"}).code == (
        "no_moves_left"
    )
    state = act(state, 0, {"action": "move_monster", "monster": CULTIST, "space": "parlour_west"})
    state = act(state, 0, {"action": "move_monster", "monster": CULTIST, "space": "parlour_east"})
    assert CULTIST not in state.monster_moves
    assert refused(state, 0, {"action": "move_monster", "monster": CULTIST, "space": "parlour_west"}).code == (
        "no_moves_left"
    )
    assert refused(state, 0, {"action": "move_monster", "monster": HOUND, "space": "hall_north"}).code == (
        "monster_cannot_go"
    )


def test_humanoids_climb_ladders_and_beasts_crawl_through_vents() -> None:
    """H-54, H-55: the larder's ladder for humanoids, the vents for beasts."""
    state = fold(
        [ev.MonsterPlaced(uid=5, monster="weir_cultist", space="larder")],
        fold([ev.MonsterPlaced(uid=6, monster="eel_hound", space="kitchen_hearth")], keeper_turn()),
    )
    state = play(state, "shamble")
    ways = keeper_cards.movable(state)
    assert "cellar_ladder" in ways[5] and "cellar_ladder" not in ways[HERON]  # the heron is a beast
    assert "cellar_casks" in ways[6] and "gh_west" in ways[6]
    assert "cellar_casks" not in ways[5]
    state = act(state, 0, {"action": "move_monster", "monster": 5, "space": "cellar_ladder"})
    state = act(state, 0, {"action": "move_monster", "monster": 6, "space": "cellar_casks"})
    assert {m.uid: m.space for m in state.monsters}[5] == "cellar_ladder"


def barricaded_mill(kind: str) -> MansionsState:
    """A barricade on the mill door, a monster of ``kind`` beside it in the wheelhouse, moves opened."""
    state = fold(
        [
            ev.BarricadeMoved(token="kitchen_pantry", to="d_mill"),
            ev.MonsterPlaced(uid=5, monster=kind, space="wheel_mid"),
        ],
        keeper_turn(),
    )
    return play(state, "shamble")


def test_a_humanoid_breaks_a_barricade_with_its_vs_barricade_card() -> None:
    """R-H-14, R-H-23: crossing a barricaded door draws the class's "vs barricade" card (others drawn
    are discarded); the humanoid's removes the barricade and the monster goes on."""
    state = barricaded_mill("weir_cultist")
    events = E.decide(
        state, 0, E.parse_command({"action": "move_monster", "monster": 5, "space": "kitchen_pantry"}), 0.0, Rng(7)
    )
    assert isinstance(events, list)
    drawn = next(e for e in events if isinstance(e, ce.CombatDrawn))
    assert CONTENT.combat[drawn.cards[-1]].kind == "vs_barricade"
    state = fold(events, E.clone(state))
    assert "kitchen_pantry" not in state.barricades
    assert {m.uid: m.space for m in state.monsters}[5] == "kitchen_pantry"


def test_a_beast_is_stunned_by_a_barricade_and_its_move_ends() -> None:
    """R-H-14, R-H-23: the beast's "vs barricade" card stuns it; the barricade holds."""
    state = barricaded_mill("eel_hound")
    state = act(state, 0, {"action": "move_monster", "monster": 5, "space": "kitchen_pantry"})
    beast = next(m for m in state.monsters if m.uid == 5)
    assert beast.space == "wheel_mid" and beast.stun == 1 and 5 not in state.monster_moves
    assert state.barricades["kitchen_pantry"] == "d_mill"


def test_a_monster_entering_an_investigator_s_room_asks_a_horror_test() -> None:
    """H-13, R-H-2: a monster moving into a room with investigators asks each a horror test;
    moving within the room asks none."""
    state = fold([ev.Moved(seat=1, to="kitchen_sink", movement=False)], keeper_turn())
    state = play(state, "shamble")
    body = {"action": "move_monster", "monster": CULTIST, "space": "kitchen_sink"}
    after, events = until(state, 0, body, lambda es: bool(rolls(es, "horror")) and not rolls(es, "horror")[0].success)
    assert len(rolls(events, "horror")) == 1 and after.figures[1].sanity < state.figures[1].sanity
    calm = fold([ev.Moved(seat=1, to="parlour_west", movement=False)], state)
    quiet = E.decide(
        calm, 0, E.parse_command({"action": "move_monster", "monster": CULTIST, "space": "parlour_west"}), 0.0, Rng(7)
    )
    assert isinstance(quiet, list) and not rolls(quiet, "horror")


def test_once_a_monster_attacked_the_keeper_takes_no_more_step_4_actions() -> None:
    """L52, L59 (H-21, H-27): the keeper's steps are ordered, actions (step 4) then attacks (step 5): a
    monster that attacked cannot then walk away, and no keeper action follows the first attack."""
    from tests.games.mansions.test_mansions_combat import keeper_with, uid

    state = fold([ev.ThreatGained(amount=20)], keeper_with("parlour_east"))
    state = play(state, "shamble")
    cultist = uid(state, "weir_cultist")
    assert cultist in keeper_cards.movable(state)
    state = act(state, 0, {"action": "monster_attack", "monster": cultist, "target": 1})
    for body in (
        {"action": "move_monster", "monster": cultist, "space": "parlour_west"},
        {"action": "keeper_action", "card": "whispers"},
    ):
        problem = refused(state, 0, body)
        assert problem.code == "attacks_under_way", body
    listed = {a.action for a in E.legal_actions(state, 0)}
    assert not listed & {"move_monster", "keeper_action"}
    assert "end_keeper_turn" in listed
