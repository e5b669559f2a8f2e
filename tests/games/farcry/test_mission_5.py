"""Mission 5, "Tatouage" (L1947-2009), as a standalone mission from its designed save: the briefing as
data, Vaas the legend killer as the players' controlled ally who must live (L1985-1987, AL-7, R-F-73),
the Ink monster's seven steps (L1068) and its shield by table size (L1989, R-F-56), the Ink minions'
reinforcements by the « Où » cards (L1983), the ink (designed) and the three objectives (L1953-1967)."""

from __future__ import annotations

from collections import Counter

import pytest

from domain.contract import Event
from domain.games.farcry import bots
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.campaign import commands as pc
from domain.games.farcry.campaign.save import SavedWeapon
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.content.schema import Summon, Where
from domain.games.farcry.context import Flow
from domain.games.farcry.flow import begin_round, check_end, objectives_met
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import FarCryState, UnitState
from domain.games.farcry.tactical import enemy_turn, ink
from domain.games.farcry.tactical.board import mission_map
from domain.games.farcry.tactical.hexes import Hex, neighbours
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, character, fold, put, refused, unit
from tests.games.farcry.test_farcry_preparation import TEAM, prep

MISSION = CONTENT.missions["mission_5"]
BOARD = mission_map("mission_5")
VAAS = "vaas_legend_killer-red"
MONSTER = "ink_monster-red"


def mission_5(seats: int = 2, seed: int = 3) -> FarCryState:
    return fold(ENGINE.start(FarCryOptions(seats=seats, mission="mission_5"), Rng(seed)))


def h(col: int, row: int) -> Hex:
    """A hex by the mission's cells (odd-r columns and rows, as `mission_5.json` draws them)."""
    return to_hex((col, row))


def quiet(s: FarCryState, keep: tuple[str, ...] = ()) -> FarCryState:
    """Every unit but Vaas and ``keep`` off the board and out of the chain; nothing left to reinforce."""
    s.units = [u for u in s.units if u.uid == VAAS or u.uid in keep]
    s.chain = [uid for uid in s.chain if uid in keep]
    s.reserve = []
    return s


def minion(s: FarCryState, colour: str, at: Hex, hp: int = 3) -> str:
    """An Ink minion onto ``at``, out of the chain (test set-up only, as `put` moves units)."""
    s.units.append(UnitState(uid=f"ink_minion-{colour}", unit="ink_minion", colour=colour, at=at, hp=hp))
    return f"ink_minion-{colour}"


def test_mission_5_is_its_briefing() -> None:
    """L1953-1989: the objectives and rewards (the primary also gives the Silver Dragon, L1957), boards
    M5A and M5B, 4 Ink minions in reserve, Vaas the legend killer (a controlled ally, AL-7) and the Ink
    monster (the boss, seven steps with one conditioned on its HP, L1068); the « Où » locations 1-5 on
    the boards for the minions' reinforcements (L1983); the designed parts marked."""
    assert [(o.primary, o.code, o.xp, o.money, o.weapon) for o in MISSION.objectives] == [
        (True, "kill_unit", 500, 500, "silver_dragon"),
        (False, "tokens_held", 300, 300, None),
        (False, "each_kills_same_round", 300, 300, None),
    ]
    assert [b.board for b in MISSION.boards] == ["M5A", "M5B"]
    assert Counter((e.unit, e.at is None) for e in MISSION.enemies) == {
        ("ink_minion", True): 4,
        ("vaas_legend_killer", False): 1,
        ("ink_monster", False): 1,
    }
    assert CONTENT.units["vaas_legend_killer"].side == "controlled_ally" and MISSION.escort == "vaas_legend_killer"
    monster = CONTENT.units["ink_monster"]
    assert monster.boss and len(monster.behaviour) == 7
    assert [type(op).__name__ for op in monster.behaviour].count("Summon") == 1  # the HP-conditioned step
    wanted = {a.location for a in CONTENT.anecdotes.values() if isinstance(a, Where)}
    assert wanted <= set(BOARD.locations)
    assert {"tiles", "shield", "start_save", "round_board"} <= set(MISSION.source.designed)
    assert all("*" in CONTENT.boards[b.board].source.designed for b in MISSION.boards)


def test_mission_5_starts_standalone_from_its_designed_save() -> None:
    """The ``mission`` option starts it from the mission-4 team's designed save (SU-12). Vaas stands on
    the board beside the team, outside the enemy chain (AL-2); the Silver Dragon card is on his board
    (L1985): its bearer in the save does not carry it this mission, the kept save still holds it."""
    s = mission_5(seats=2)
    assert s.mission == "mission_5" and s.round == 1 and s.step == "players"
    assert unit(s, VAAS).at == h(2, 4) and VAAS not in s.chain and s.chain[0] == MONSTER
    assert not any(w.weapon == "silver_dragon" for c in s.characters for w in c.weapons)
    assert s.save is not None and s.save.missions_done[-1] == "mission_4"
    assert any(w.weapon == "silver_dragon" for p in s.save.players for w in p.weapons)
    assert CONTENT.units["vaas_legend_killer"].weapons == ["vaas_silver_dragon"]
    assert sorted(t.at for t in s.tiles if t.kind == "ink_puddle") == sorted(to_hex(t.at) for t in MISSION.tiles)


@pytest.mark.parametrize(("seats", "shield"), [(1, 0), (2, 0), (3, 12), (4, 16)])
def test_the_ink_monster_s_shield_counts_characters(seats: int, shield: int) -> None:
    """L1989, R-F-56 (solo counts 2 characters), R-F-81: at 3 or 4 players the second life board's
    blue cube adds its shield (designed: 12 and 16 HP, R-F-81's band) to the monster's HP; none at 1 or 2."""
    s = mission_5(seats=seats)
    assert unit(s, MONSTER).hp == CONTENT.units["ink_monster"].hp + shield


def test_vaas_is_commanded_by_the_players_in_their_turn() -> None:
    """L1987, AL-2, AL-7: any seat in play moves Vaas and strikes with the Silver Dragon in the players'
    turn; the legal actions list both."""
    s = quiet(mission_5())
    target = minion(s, "red", h(4, 4), hp=8)
    listed = {a.action for a in ENGINE.legal_actions(s, 1) if a.fixed.get("ally") == VAAS}
    assert listed == {"ally_move"}
    s, events = act(s, 1, cmd.AllyMove(ally=VAAS, path=[h(3, 4)]))
    assert unit(s, VAAS).at == h(3, 4) and any(isinstance(e, ev.AllyCommanded) for e in events)
    assert "ally_attack" in {a.action for a in ENGINE.legal_actions(s, 0) if a.fixed.get("ally") == VAAS}
    s, events = act(s, 0, cmd.AllyAttack(ally=VAAS, weapon="vaas_silver_dragon", target=h(4, 4)))
    assert any(isinstance(e, ev.AttackDeclared) for e in events) and unit(s, target).at == h(4, 4)


def test_nobody_gives_or_exchanges_with_vaas() -> None:
    """L1987 ("Vous ne pouvez pas échanger avec lui"), R-F-73: a give to Vaas is refused."""
    s = quiet(mission_5())
    name = s.characters[0].character
    put(s, name, h(1, 4))
    put(s, VAAS, h(2, 4))
    refusal = refused(s, 0, cmd.Give(character=name, to=VAAS, bandages=1))
    assert refusal.code == "unknown_character" and s.offer is None


def test_vaas_can_be_bandaged() -> None:
    """R-F-73, R-F-48 (L807: "un autre joueur ou un allié"): a character beside Vaas spends a bandage on
    him: +2 HP (LA-22), never above his board's HP."""
    s = quiet(mission_5())
    name = s.characters[0].character
    put(s, name, h(1, 4))
    put(s, VAAS, h(2, 4))
    unit(s, VAAS).hp = 5
    s, events = act(s, 0, cmd.Bandage(character=name, target=VAAS))
    assert [(e.target, e.healed) for e in events if isinstance(e, ev.Bandaged)] == [(VAAS, 2)]
    assert unit(s, VAAS).hp == 7


def test_vaas_s_death_fails_the_mission_even_as_the_monster_dies() -> None:
    """L1987: "Si Vaas meurt, la mission est un échec"; the primary needs him alive (L1955): the
    monster killed in the same blow is no success."""
    s = quiet(mission_5(), keep=(MONSTER,))
    f = Flow(s)
    f.emit(ev.UnitRemoved(who=VAAS, why="killed", source="weapon", by=MONSTER))
    f.emit(ev.UnitRemoved(who=MONSTER, why="killed", source="weapon", by=s.characters[0].character))
    check_end(f)
    ended = [e for e in f.events if isinstance(e, ev.MissionEnded)]
    assert [(e.result, e.reason) for e in ended] == [("failure", "escort_lost")]


def _killing_blow() -> int:
    """A seed whose Silver Dragon strike by Vaas hits the monster at 1 HP."""
    for seed in range(100):
        s = _at_the_monster()
        out = ENGINE.decide(
            s, 0, cmd.AllyAttack(ally=VAAS, weapon="vaas_silver_dragon", target=h(16, 4)), 0.0, Rng(seed)
        )
        if not isinstance(out, Exception) and any(isinstance(e, ev.MissionEnded) for e in out):
            return seed
    raise AssertionError("no seed")


def _at_the_monster() -> FarCryState:
    s = quiet(mission_5(), keep=(MONSTER,))
    put(s, VAAS, h(15, 4))
    put(s, MONSTER, h(16, 4))
    unit(s, MONSTER).hp = 1
    return s


def test_killing_the_monster_with_vaas_alive_wins_and_gives_the_silver_dragon_back() -> None:
    """L1953-1957, R-F-73: the Ink monster killed with Vaas alive meets the primary (a kill by Vaas
    counts: "Tuez le Monstre d'encre"); its reward's Silver Dragon goes to the first character still in
    play, and the debriefing's save keeps it with them."""
    s, events = act(
        _at_the_monster(), 0, cmd.AllyAttack(ally=VAAS, weapon="vaas_silver_dragon", target=h(16, 4)), _killing_blow()
    )
    ended = [e for e in events if isinstance(e, ev.MissionEnded)]
    assert [(e.result, e.objectives[0]) for e in ended] == [("success", "comment_tuer_une_legende")]
    first = s.characters[0].character
    assert [(e.character, e.weapon) for e in events if isinstance(e, ev.WeaponAwarded)] == [(first, "silver_dragon")]
    debriefed = next(e for e in events if isinstance(e, ev.MissionDebriefed))
    holders = [p.character for p in debriefed.save.players for w in p.weapons if w.weapon == "silver_dragon"]
    assert holders == [first]


def test_a_character_stepping_onto_an_ink_puddle_absorbs_it() -> None:
    """Designed (the text gives ink tokens and puddles no rule): a character's step onto a puddle
    removes it and gives an ink token; Vaas walks over one without effect."""
    s = quiet(mission_5())
    name = s.characters[0].character
    put(s, name, h(6, 4))
    s, events = act(s, 0, cmd.Step(character=name, path=[h(7, 4)]))
    assert [(e.character, e.at) for e in events if isinstance(e, ev.InkAbsorbed)] == [(name, h(7, 4))]
    assert character(s, name).ink == 1 and not any(t.at == h(7, 4) for t in s.tiles)
    put(s, VAAS, h(6, 2))
    s, events = act(s, 1, cmd.AllyMove(ally=VAAS, path=[h(7, 2)]))
    assert not any(isinstance(e, ev.InkAbsorbed) for e in events) and any(t.at == h(7, 2) for t in s.tiles)


def test_five_ink_tokens_meet_joli_tatouage() -> None:
    """L1959-1961: "Un joueur doit avoir 5 jetons Encre": the fifth puddle absorbed meets it."""
    s = quiet(mission_5())
    name = s.characters[0].character
    character(s, name).ink = 4
    assert "joli_tatouage" not in objectives_met(s)
    put(s, name, h(6, 4))
    s, _ = act(s, 0, cmd.Step(character=name, path=[h(7, 4)]))
    assert character(s, name).ink == 5 and "joli_tatouage" in objectives_met(s)


def _shot(ink_tokens: int, seed: int) -> list[ev.Damaged]:
    s = quiet(mission_5())
    name = s.characters[0].character
    put(s, name, h(8, 4))
    target = minion(s, "red", h(9, 4), hp=9)
    character(s, name).ink = ink_tokens
    _, events = act(
        s, 0, cmd.Attack(character=name, weapon="machete", mode="single", targets=[cmd.AttackTarget(at=h(9, 4))]), seed
    )
    return [e for e in events if isinstance(e, ev.Damaged) and e.who == target]


def test_a_tattooed_character_hurts_ink_units_more() -> None:
    """Designed: a character holding 3 ink tokens or more deals 1 damage more to an Ink unit with
    each hit (the tattooed warrior "avec la puissance des morts", L2001-2005)."""
    seed = next(n for n in range(100) if _shot(0, n))
    plain, tattooed, two = _shot(0, seed), _shot(3, seed), _shot(2, seed)
    assert tattooed[0].amount == plain[0].amount + ink.TATTOO_DAMAGE and two[0].amount == plain[0].amount


def test_the_ink_monster_spills_ink_around_it_then_plays_its_steps() -> None:
    """L1068 (seven steps, designed): step B puts a puddle on every free open hex around the monster
    before it moves (C) and lashes (D)."""
    s = quiet(mission_5(), keep=(MONSTER,))
    s.step = "enemies"
    start = unit(s, MONSTER).at
    assert start is not None
    f = Flow(s)
    enemy_turn.run(f, Rng(0))
    spilled = next(e for e in f.events if isinstance(e, ev.InkSpilled))
    assert spilled.by == MONSTER and set(spilled.hexes) <= set(neighbours(start)) and spilled.hexes
    order = [type(e).__name__ for e in f.events]
    assert order.index("InkSpilled") < order.index("Moved")


def test_the_monster_s_hp_conditioned_step_calls_a_minion_only_when_wounded() -> None:
    """L1068: one of the seven steps depends on its HP (designed: at 6 HP or less an Ink minion comes
    in through an « Où » card, L1983)."""
    step = next(op for op in CONTENT.units["ink_monster"].behaviour if isinstance(op, Summon))
    s = quiet(mission_5(), keep=(MONSTER,))
    unit(s, MONSTER).hp = step.hp_at_most + 1
    f = Flow(s)
    ink.summon(f, Rng(0), unit(f.s, MONSTER), step)
    assert f.events == []
    unit(f.s, MONSTER).hp = step.hp_at_most
    ink.summon(f, Rng(0), unit(f.s, MONSTER), step)
    assert [type(e).__name__ for e in f.events] == ["WhereDrawn", "UnitPlaced"]


def _round(s: FarCryState, number: int, seed: int = 0) -> tuple[FarCryState, list[Event]]:
    s.round = number - 1
    f = Flow(s)
    begin_round(f, Rng(seed), number)
    return f.s, f.events


def test_minions_come_in_by_the_where_cards_while_fewer_than_the_characters() -> None:
    """L1983: each round (designed) an « Où » card drawn at random brings a minion from the reserve onto
    its location; none while as many minions as characters stand (R-F-56: solo counts 2)."""
    s = mission_5(seats=1)
    s.chain = []
    s, events = _round(s, 2)
    drawn = next(e for e in events if isinstance(e, ev.WhereDrawn))
    card = CONTENT.anecdotes[drawn.card]
    assert isinstance(card, Where)
    placed = next(e for e in events if isinstance(e, ev.UnitPlaced))
    assert placed.unit == "ink_minion" and placed.at == BOARD.locations[card.location]
    s, events = _round(s, 3, seed=1)
    assert sum(1 for u in s.units if u.unit == "ink_minion") == 2
    s, events = _round(s, 4, seed=2)
    assert not any(isinstance(e, ev.WhereDrawn) for e in events)


def test_a_killed_minion_s_base_is_free_for_the_next_reinforcement() -> None:
    """L1054, L1983: the ink keeps coming: a killed minion's colour enters again by the next card."""
    s = quiet(mission_5(seats=2))
    s, _ = _round(s, 2)
    first = next(u.uid for u in s.units if u.unit == "ink_minion")
    f = Flow(s)
    f.emit(ev.UnitRemoved(who=first, why="killed", source="weapon", by=s.characters[0].character))
    s, events = _round(f.s, 3)
    assert any(isinstance(e, ev.UnitPlaced) and e.uid == first for e in events)


def test_rien_ne_resiste_needs_every_character_s_minion_in_one_round() -> None:
    """L1963-1965: "Tuez chacun 1 minion pendant le même tour": kills in two rounds do not meet it, one
    minion killed by each character in the same round does."""
    s = quiet(mission_5(seats=2))
    a, b = (c.character for c in s.characters)
    for colour, at in (("red", h(6, 1)), ("blue", h(6, 6)), ("green", h(8, 1))):
        minion(s, colour, at)
    f = Flow(s)
    f.emit(ev.UnitRemoved(who="ink_minion-red", why="killed", source="weapon", by=a))
    f.s.round += 1
    f.emit(ev.UnitRemoved(who="ink_minion-blue", why="killed", source="weapon", by=b))
    assert "rien_ne_resiste" not in objectives_met(f.s)
    f.emit(ev.UnitRemoved(who="ink_minion-green", why="killed", source="weapon", by=a))
    assert "rien_ne_resiste" in objectives_met(f.s)


def test_after_mission_4_the_preparation_leads_into_mission_5_without_the_dragon() -> None:
    """RND-1, SU-12: a campaign whose mission 4 was won prepares mission 5 (CAMPAIGN is every saved
    mission), which starts from the campaign's save; the Silver Dragon its bearer brought goes on Vaas's
    board (L1985) and stays in the kept save."""
    done = ["mission_1", "mission_2", "mission_3", "mission_4"]
    s = prep(missions_done=done, players={"daisy": {"weapons": [*_weapons("daisy"), _dragon()]}})
    s, _ = act(s, 0, pc.Ready())
    s, _ = act(s, 1, pc.Ready())
    assert (s.mission, s.phase, s.campaign) == ("mission_5", "mission", True)
    assert not any(w.weapon == "silver_dragon" for c in s.characters for w in c.weapons)
    assert s.save is not None and any(w.weapon == "silver_dragon" for p in s.save.players for w in p.weapons)


def _weapons(name: str) -> list[SavedWeapon]:
    return list(next(p for p in TEAM if p.character == name).weapons)


def _dragon() -> SavedWeapon:
    return SavedWeapon(weapon="silver_dragon", place="beside")


def test_the_heuristic_has_vaas_strike_the_weakest_enemy_in_reach_and_never_walks_him() -> None:
    """R-F-81 (a bot at full strength): the heuristic commands the controlled ally (AL-2) before its
    characters: Vaas strikes the minion with the fewest HP among those he reaches; with none in reach
    it never moves him (his death fails the mission, R-F-73)."""
    s = quiet(mission_5())
    put(s, VAAS, h(3, 4))
    minion(s, "red", h(4, 4), hp=3)
    weak = minion(s, "blue", h(2, 4), hp=1)
    assert {
        a.fixed["target"] and tuple(a.fixed["target"]) for a in ENGINE.legal_actions(s, 0) if a.action == "ally_attack"
    } == {
        tuple(h(4, 4)),
        tuple(h(2, 4)),
    }
    command = bots.heuristic(s, 0, Rng(0))
    assert command == cmd.AllyAttack(ally=VAAS, weapon="vaas_silver_dragon", target=h(2, 4)), weak
    alone = quiet(mission_5())
    for _ in range(30):
        chosen = bots.heuristic(alone, 0, Rng(0))
        if chosen is None or isinstance(chosen, cmd.EndTurn):
            break
        assert not isinstance(chosen, cmd.AllyMove), chosen
        alone, _ = act(alone, 0, chosen)
