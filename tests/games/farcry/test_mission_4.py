"""Mission 4, "Chasse au dragon" (L1881-1943), as a standalone mission from its designed save: the
briefing as data, the acid pools (TI-16), the platforms collapsing from round 9 (L1917-1929, R-F-72), the
suspension bridges (TI-5, R-F-41), the Silver Dragon lying on the shrine (L1903, L1941), Buck Hughes as
boss and the three objectives (L1899-1911)."""

from __future__ import annotations

from collections import Counter

from domain.contract import Event
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.campaign import commands as pc
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.context import Flow
from domain.games.farcry.flow import begin_round, check_end, objectives_met
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.rules import ground_now
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.acid import standing_platforms
from domain.games.farcry.tactical.board import mission_map
from domain.games.farcry.tactical.enemy_turn import walk
from domain.games.farcry.tactical.hexes import Hex, neighbours
from domain.games.farcry.tactical.paths import Move, Route
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, character, clear_enemies, fold, put, unit
from tests.games.farcry.test_farcry_preparation import prep

MISSION = CONTENT.missions["mission_4"]
BOARD = mission_map("mission_4")


def mission_4(seats: int = 2, seed: int = 3) -> FarCryState:
    return fold(ENGINE.start(FarCryOptions(seats=seats, mission="mission_4"), Rng(seed)))


def h(col: int, row: int) -> Hex:
    """A hex by the mission's cells (odd-r columns and rows, as `mission_4.json` draws them)."""
    return to_hex((col, row))


def test_mission_4_is_its_briefing() -> None:
    """L1899-1941: the objectives and rewards, boards M4A and M4B, 2 pillars, 5 crates, 5 suspension
    bridges, 4 Komodo nests, 6 loot, 3 leaves; 4 Décapiteurs, 3 Assailants, 1 Berserker and Buck Hughes,
    the boss; platforms over acid (designed: four, the shrine first to fall), the Silver Dragon token."""
    assert [(o.primary, o.code, o.source, o.xp, o.money) for o in MISSION.objectives] == [
        (True, "escape_with", "silver_dragon", 500, 500),
        (False, "kill_by_source", "acid", 300, 300),
        (False, "kill_from_zip_line", None, 300, 300),
    ]
    assert [b.board for b in MISSION.boards] == ["M4A", "M4B"]
    assert Counter(t.tile for t in MISSION.tiles if t.tile != "exit") == {
        "stone_pillar": 2,
        "crate": 5,
        "suspension_bridge": 5,
        "komodo_nest": 4,
    }
    assert (len(MISSION.loot_spots), len(MISSION.leaf_spots)) == (6, 3)
    assert Counter(e.unit for e in MISSION.enemies) == {
        "decapiteur": 4,
        "assaillant": 3,
        "berserker": 1,
        "buck_hughes": 1,
    }
    assert CONTENT.units["buck_hughes"].boss and CONTENT.units["buck_hughes"].side == "enemy"
    assert MISSION.relic == "silver_dragon" and len(MISSION.platforms) == 4
    assert "platforms" in MISSION.source.designed and "relic_at" in MISSION.source.designed
    board = CONTENT.rounds[MISSION.round_board]
    assert board.last_round >= 9 and any(getattr(op, "from_round", 0) == 9 for op in board.recurring)  # L1917


def test_mission_4_starts_standalone_from_its_designed_save() -> None:
    """The ``mission`` option starts it from the mission-3 team's designed save (SU-12); the Silver
    Dragon token lies on the shrine (L1903, designed where), visible to every seat."""
    s = mission_4(seats=3)
    assert s.mission == "mission_4" and s.round == 1 and s.step == "players" and len(s.characters) == 3
    assert [c.at for c in s.characters] == list(BOARD.starts[:3])
    assert s.save is not None and s.save.missions_done[-1] == "mission_3"
    assert [(t.kind, t.at) for t in s.dropped] == [("silver_dragon", h(17, 4))]
    assert any(u.uid == "buck_hughes-red" for u in s.units) and s.chain[0] == "buck_hughes-red"
    shown = next(x for x in ENGINE.view(s, 0).board if x.at == h(17, 4))
    assert [(t.kind, t.what) for t in shown.tokens] == [("weapon", "silver_dragon")]
    assert shown.terrain == "open" and next(x for x in ENGINE.view(s, 0).board if x.at == h(3, 2)).terrain == "acid"


def test_acid_is_never_walked_into_but_a_bridge_spans_it() -> None:
    """TI-16, R-F-14: acid hexes are pits (jumped, never entered); TI-5: a suspension bridge over one
    is walked on."""
    s = mission_4()
    g = ground_now(s)
    assert h(3, 2) in g.pits and not g.walkable(h(3, 2)) and g.jumpable(h(3, 2))
    assert h(3, 3) not in g.pits and g.walkable(h(3, 3))  # the bridge between the ledge and platform 1


def _round(s: FarCryState, number: int, seed: int = 0) -> tuple[FarCryState, list[Event]]:
    """The event phase of round ``number`` and the end check that follows it, as `flow.settle` plays them."""
    s.round = number - 1
    f = Flow(s)
    begin_round(f, Rng(seed), number)
    check_end(f)
    return f.s, f.events


def test_platforms_collapse_one_a_round_from_round_9_with_everything_on_them() -> None:
    """L1917, L1925-1929, R-F-72: nothing falls before round 9; in round 9 the first platform of the
    printed order (the shrine) collapses: its hexes become acid, the bridges touching it fall, units on
    it or on those bridges die; in round 10 the next one goes. A collapsed platform is never entered."""
    s = mission_4()
    s.chain = []
    s, events = _round(s, 8)
    assert not any(isinstance(e, ev.PlatformCollapsed) for e in events) and len(standing_platforms(s)) == 4
    put(s, "berserker-red", h(14, 3))
    put(s, "decapiteur-green", h(12, 5))  # on the bridge between the south platform and the shrine
    put(s, "decapiteur-red", h(6, 3))  # on the first platform, which stands
    s, events = _round(s, 9)
    fell = next(e for e in events if isinstance(e, ev.PlatformCollapsed))
    assert fell.platform == "sanctuaire" and sorted(fell.bridges) == sorted([h(12, 2), h(12, 5)])
    dead = {e.who for e in events if isinstance(e, ev.UnitRemoved)}
    assert {"berserker-red", "decapiteur-green", "buck_hughes-red"} <= dead and "decapiteur-red" not in dead
    assert all(e.source == "acid" and e.by is None for e in events if isinstance(e, ev.UnitRemoved))
    g = ground_now(s)
    assert h(14, 3) in g.pits and h(12, 2) in g.pits and not g.walkable(h(14, 3))
    s, events = _round(s, 10)
    assert [e.platform for e in events if isinstance(e, ev.PlatformCollapsed)] == ["plateforme_sud"]


def test_the_silver_dragon_lost_in_the_acid_fails_the_mission() -> None:
    """L1941: the Silver Dragon token falls with its platform: the mission fails at once."""
    s = mission_4()
    s.chain = []
    s, events = _round(s, 9)
    ended = [e for e in events if isinstance(e, ev.MissionEnded)]
    assert s.dropped == [] and [(e.result, e.reason) for e in ended] == [("failure", "relic_lost")]


def test_its_bearer_falling_into_the_acid_fails_the_mission() -> None:
    """L1941: the bearer of the Silver Dragon on a collapsing platform falls with it (K.O. for the
    mission, R-F-47) and the mission fails."""
    s = mission_4()
    clear_enemies(s)
    name = s.characters[0].character
    put(s, name, h(17, 4))
    s, _ = act(s, 0, cmd.PickUp(character=name, kind="weapon"))
    assert any(w.weapon == "silver_dragon" for w in character(s, name).weapons) and s.dropped == []
    s, events = _round(s, 9)
    assert character(s, name).ko
    assert [(e.result, e.reason) for e in events if isinstance(e, ev.MissionEnded)] == [("failure", "relic_lost")]


def test_escaping_with_the_silver_dragon_wins_the_mission() -> None:
    """L1903, R-F-72: the bearer of the Silver Dragon leaves by an exit: the primary is met (the others
    need not leave) and the mission succeeds with its rewards; the save keeps the Silver Dragon with its
    bearer (FC-4: carried across missions 5-7)."""
    s = mission_4()
    clear_enemies(s)
    name = s.characters[0].character
    put(s, name, h(17, 4))
    s, _ = act(s, 0, cmd.PickUp(character=name, kind="weapon"))
    put(s, name, h(1, 3))
    s, events = act(s, 0, cmd.Step(character=name, path=[h(0, 3)]))
    ended = [e for e in events if isinstance(e, ev.MissionEnded)]
    assert [(e.result, e.objectives) for e in ended] == [("success", ["mon_precieux"])]
    assert s.result == "success"
    debriefed = next(e for e in events if isinstance(e, ev.MissionDebriefed))  # FC-4: carried to missions 5-7
    bearer = next(p for p in debriefed.save.players if p.character == name)
    assert "silver_dragon" in [w.weapon for w in bearer.weapons]
    assert not any(w.weapon == "silver_dragon" for p in debriefed.save.players if p is not bearer for w in p.weapons)


def test_leaving_without_the_silver_dragon_does_not_win() -> None:
    """R-F-72: only the bearer's exit meets the primary."""
    s = mission_4()
    clear_enemies(s)
    name = s.characters[0].character
    put(s, name, h(1, 3))
    s, _ = act(s, 0, cmd.Step(character=name, path=[h(0, 3)]))
    assert character(s, name).exited and s.result is None and "mon_precieux" not in objectives_met(s)


def _bridge_seed(broken: bool) -> int:
    """A seed whose black die breaks (or spares) the bridge on the first step onto it (R-F-41)."""
    for seed in range(200):
        s = mission_4()
        clear_enemies(s)
        name = s.characters[0].character
        put(s, name, h(2, 3))
        s, events = act(s, 0, cmd.Step(character=name, path=[h(3, 3), h(4, 3)]), rng_seed=seed)
        rolled = [e for e in events if isinstance(e, ev.BridgeRolled)]
        if rolled and rolled[0].roll.symbol == broken:
            return seed
    raise AssertionError("no seed")


def test_a_broken_bridge_lets_a_walker_go_on_safely_but_drops_one_that_stops_on_it() -> None:
    """TI-5 (L2209-2211), R-F-41: each step onto a suspension bridge rolls the black die; on a symbol
    the bridge breaks (removed): a unit moving on ends its move safely, one that ends its move on it
    falls into the acid and dies."""
    seed = _bridge_seed(broken=True)
    s = mission_4()
    clear_enemies(s)
    name = s.characters[0].character
    put(s, name, h(2, 3))
    going, events = act(s, 0, cmd.Step(character=name, path=[h(3, 3), h(4, 3)]), rng_seed=seed)
    assert any(isinstance(e, ev.TileDestroyed) and e.kind == "suspension_bridge" for e in events)
    assert character(going, name).at == h(4, 3) and not character(going, name).ko
    assert h(3, 3) in ground_now(going).pits
    stopping, events = act(s, 0, cmd.Step(character=name, path=[h(3, 3)]), rng_seed=seed)
    assert character(stopping, name).ko
    assert any(isinstance(e, ev.Damaged) and e.source == "acid" for e in events)
    spared_seed = _bridge_seed(broken=False)
    spared, _ = act(s, 0, cmd.Step(character=name, path=[h(3, 3)]), rng_seed=spared_seed)
    assert character(spared, name).at == h(3, 3) and not character(spared, name).ko


def test_a_zip_line_push_into_the_acid_meets_melting_pot_and_il_pleut_de_l_acier() -> None:
    """L1907-1911, R-F-16, R-F-30: the zip-liner's impact pushes an enemy into the acid: a kill of the
    rider's own by the acid ("Poussez un ennemi dans l'acide") and a kill from a zip line ("Tuez
    depuis une tyrolienne"), with the madness token of a human's kill (MD-2)."""
    s = mission_4()
    clear_enemies(s, keep=("decapiteur-red",))
    name = s.characters[0].character
    put(s, name, h(1, 0))  # the zip line from the ledge to platform 1 ends on (5, 1)
    put(s, "decapiteur-red", h(4, 1))
    unit(s, "decapiteur-red").hp = 6
    tokens = character(s, name).madness_tokens
    s, events = act(s, 0, cmd.ZipLine(character=name, pushes=[cmd.Push(unit="decapiteur-red", to=h(3, 1))]))
    assert not any(u.uid == "decapiteur-red" for u in s.units)
    assert any(isinstance(e, ev.ZipLineKill) and e.victim == "decapiteur-red" for e in events)
    assert {"melting_pot", "il_pleut_de_l_acier"} <= set(objectives_met(s))
    assert character(s, name).madness_tokens > tokens


def test_a_collapse_kill_is_nobody_s_push() -> None:
    """R-F-30: an enemy that falls with its platform was pushed by no player: "Melting pot" is not met."""
    s = mission_4()
    s.chain = []
    s, _ = _round(s, 9)
    assert any(k.source == "acid" for k in s.kills) and "melting_pot" not in objectives_met(s)


def test_after_mission_3_the_preparation_leads_into_mission_4_from_the_campaign_save() -> None:
    """RND-1, RND-2, SU-12: a campaign whose mission 3 was won prepares mission 4, which starts from the
    campaign's save (its characters, madness and gear), not from mission 4's designed save; R-F-82 is
    the first mission's rule only, so nothing is reset."""
    s = prep(missions_done=["mission_1", "mission_2", "mission_3"], players={"daisy": {"madness": 3}})
    status = ENGINE.status(s)
    assert not status.finished and status.to_act
    s, _ = act(s, 0, pc.Ready())
    s, out = act(s, 1, pc.Ready())
    assert (s.mission, s.phase, s.campaign) == ("mission_4", "mission", True)
    daisy = next(e for e in out if isinstance(e, ev.CharacterReady) and e.character == "daisy")
    assert daisy.madness == 3 and daisy.madness != 7  # mission 4's designed save has 7
    assert [(t.kind, t.at) for t in s.dropped] == [("silver_dragon", h(17, 4))]


def test_an_enemy_walking_on_stops_before_the_hex_a_hatched_komodo_took() -> None:
    """TI-13 (L2281), SU-8: a nest hatched beside a walking enemy puts the dragon on the nest's hex; an
    enemy whose route went on through that hex stops where it stands (two units never share a hex; found
    by the random-play property on mission 4's platforms, where nests lie on the paths)."""
    nest = h(5, 5)
    for seed in range(100):
        s = mission_4()
        clear_enemies(s, keep=("decapiteur-green",))
        put(s, "decapiteur-green", h(6, 4))
        beside, onward = h(6, 5), nest
        assert nest in set(neighbours(beside)) and any(t.at == nest and t.kind == "komodo_nest" for t in s.tiles)
        route = Route(
            end=onward,
            mp=2,
            damage=0,
            provoked=0,
            moves=(Move("step", beside, 1, (), ()), Move("step", onward, 1, (), ())),
        )
        f = Flow(s)
        walk(f, Rng(seed), "decapiteur-green", route)
        if any(isinstance(e, ev.UnitPlaced) and e.at == nest for e in f.events):
            assert unit(f.s, "decapiteur-green").at == beside
            spots = [u.at for u in f.s.units] + [c.at for c in f.s.characters if c.at is not None]
            assert len(spots) == len(set(spots))
            return
    raise AssertionError("no seed hatches the nest")
