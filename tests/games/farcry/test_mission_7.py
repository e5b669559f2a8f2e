"""Mission 7, "Revanche" (L2077-2165), the campaign's last, as a standalone mission from its designed save:
the briefing as data, cages by table size (L2117-2137, R-F-56), palisades never crossed and a cover
(L2139-2141, R-F-22), the Traitor and Vaas's ruse tokens (L1504-1510, R-F-74: faces designed, hidden),
Vaas Montenegro as boss (his board designed), the three objectives (L2087-2093) and the campaign's end."""

from __future__ import annotations

from collections import Counter

import pytest

from domain.contract import Event, LegalAction, RuleViolation
from domain.games.farcry import bots, bots_mission_7, rules
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.campaign.save_rules import CAMPAIGN
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.layout import to_hex
from domain.games.farcry.context import Flow
from domain.games.farcry.flow import check_end, objectives_met
from domain.games.farcry.hidden import resample_hidden
from domain.games.farcry.omniscient import omniscient_view
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import FarCryState, Token, UnitState
from domain.games.farcry.tactical import enemy_turn, ruses
from domain.games.farcry.tactical.board import mission_map
from domain.games.farcry.tactical.combat import line, rolls_cover
from domain.games.farcry.tactical.hexes import Hex, adjacent, distance
from domain.games.farcry.tactical.sight import sight
from domain.games.farcry.views import event_view
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, answer_choices, fold, put, unit
from tests.trust.table import Table, engines
from tests.trust.worlds import check_seat

ENGINES = engines()
MISSION = CONTENT.missions["mission_7"]
BOARD = mission_map("mission_7")
VAAS = "vaas_montenegro-red"
TRAITOR = "traitor-red"


def mission_7(seats: int = 2, seed: int = 3, campaign: bool = False) -> FarCryState:
    return fold(ENGINE.start(FarCryOptions(seats=seats, mission="mission_7", campaign=campaign), Rng(seed)))


def h(col: int, row: int) -> Hex:
    """A hex by the mission's cells (odd-r columns and rows, as `mission_7.json` draws them)."""
    return to_hex((col, row))


def quiet(s: FarCryState, keep: tuple[str, ...] = ()) -> FarCryState:
    """Every unit but ``keep`` off the board and out of the chain, the reserve emptied."""
    s.units = [u for u in s.units if u.uid in keep]
    s.chain = [uid for uid in s.chain if uid in keep]
    s.reserve = []
    return s


def play_vaas(s: FarCryState) -> tuple[FarCryState, list[Event]]:
    """Vaas's activation alone (the enemies' turn with only him in the chain); a tie between equally
    good hexes goes to the players, who take the first offered (EN-16)."""
    s.step, s.acted, s.chain = "enemies", [], [VAAS]
    f = Flow(s)
    enemy_turn.run(f, Rng(0))
    after, more = answer_choices(f.s)
    return after, [*f.events, *more]


def test_mission_7_is_its_briefing() -> None:
    """L2083-2111: the objectives (no reward printed: the campaign ends), 6 crates, 3 red barrels, 4 loot,
    5 ruse tokens (1 on the Traitor board), the enemies with their reserves, three cages, Vaas as boss;
    the designed parts marked (R-F-74)."""
    assert [(o.id, o.primary, o.code, o.xp, o.money) for o in MISSION.objectives] == [
        ("revanche", True, "kill_unit", 0, 0),
        ("amis_pour_la_vie", False, "freed_alive", 0, 0),
        ("ca_tue_les_legendes", False, "kill_unit_with", 0, 0),
    ]
    assert Counter(t.tile for t in MISSION.tiles) == {"crate": 6, "red_barrel": 3, "cage": 3}
    assert len(MISSION.loot_spots) == 4 and len(MISSION.ruses) + 1 == len(MISSION.ruse_faces) == 5
    assert Counter((e.unit, e.at is None) for e in MISSION.enemies) == {
        ("guard_dog", False): 3,
        ("guard_dog", True): 1,
        ("decapiteur", False): 3,
        ("decapiteur", True): 1,
        ("assaillant", False): 3,
        ("berserker", False): 1,
        ("vaas_montenegro", False): 1,
        ("traitor", False): 1,
        ("black_panther", True): 2,
        ("asian_black_bear", True): 1,
        ("komodo_dragon", True): 1,
    }
    assert CONTENT.units["vaas_montenegro"].boss and MISSION.ruse_holder == "traitor"
    assert CONTENT.units["traitor"].kind == "human" and CONTENT.units["traitor"].side == "enemy"  # R-F-74
    assert {"cages", "ruses", "ruse_faces", "start_save", "round_board"} <= set(MISSION.source.designed)
    assert len({f.id for f in MISSION.ruse_faces}) == 5, "the faces differ: hidden information"


@pytest.mark.parametrize(
    ("seats", "captives"),
    [
        (1, ["black_panther", "black_panther", "guard_dog"]),
        (2, ["black_panther", "black_panther", "guard_dog"]),
        (3, ["komodo_dragon", "asian_black_bear", "black_panther"]),
        (4, ["komodo_dragon", "black_panther", "asian_black_bear"]),
    ],
)
def test_the_cages_hold_their_captives_by_table_size(seats: int, captives: list[str]) -> None:
    """L2117-2137, R-F-56 (solo counts 2 characters): cages A, B, C hold the units the table size names,
    taken from the reserve, caged and out of the chain (R-F-43)."""
    s = mission_7(seats=seats)
    held = []
    for cage in MISSION.cages:
        u = next(u for u in s.units if u.at == to_hex(cage.at))
        assert u.caged and u.uid not in s.chain
        held.append(u.unit)
    assert held == captives
    assert not any(u.unit in captives and u.at is None for u in s.units)


def test_the_mission_starts_standalone_with_the_silver_dragon() -> None:
    """The ``mission`` option starts it from its designed save (SU-12): the mission-5 team, Daisy carrying
    the Silver Dragon (M4-M7, FC-4), the Traitor holding a ruse token, four face down on the board."""
    s = mission_7(seats=2)
    assert s.mission == "mission_7" and s.round == 1 and s.step == "players"
    assert any(w.weapon == "silver_dragon" for w in s.characters[0].weapons)
    assert s.ruse_holder == TRAITOR and s.ruse_held is not None
    assert sorted(t.at for t in s.ruses) == sorted(to_hex(c) for c in MISSION.ruses)
    assert s.save is not None and "mission_5" in s.save.missions_done


def _beside_palisade() -> tuple[Hex, Hex]:
    """A palisade side's two hexes, both open ground (no tile)."""
    tiles = {to_hex(t.at) for t in MISSION.tiles}
    for side in sorted(BOARD.palisades, key=sorted):
        a, b = sorted(side)
        if BOARD.terrain[a] == BOARD.terrain[b] == "open" and a not in tiles and b not in tiles:
            return a, b
    raise AssertionError("no open palisade side")


def test_a_palisade_is_never_crossed() -> None:
    """L2141: "ne peuvent être franchies par aucun moyen": a character beside a palisade cannot step
    across it, nor jump it; the step is refused and the hex beyond is reached only round the fence."""
    a, b = _beside_palisade()
    s = quiet(mission_7())
    name = s.characters[0].character
    put(s, name, a)
    out = ENGINE.decide(s, 0, cmd.Step(character=name, path=[b]), 0.0, Rng(0))
    assert isinstance(out, RuleViolation)
    listed = [
        str(ch.value) for x in ENGINE.legal_actions(s, 0) if x.action == "move_to" for p in x.params for ch in p.choices
    ]
    assert rules.hex_key(b) not in listed or rules.moves_for(s, s.characters[0])[b].mp > 1
    ground = rules.ground_now(s)
    assert not ground.crossable(a, b) and not ground.crossable(b, a)


def test_a_palisade_is_a_cover_but_not_a_wall() -> None:
    """L2141, R-F-22: a shot whose line crosses a palisade on a side of the target's hex rolls the cover
    die; the palisade blocks no sight (the shot is allowed) and the same shot without it rolls none."""
    a, b = _beside_palisade()
    s = quiet(mission_7())
    name = s.characters[0].character
    shooter = next(
        x
        for x in sorted(BOARD.terrain)
        if BOARD.terrain[x] == "open" and distance(x, b) == 2 and adjacent(x, a) and not adjacent(x, b)
    )
    put(s, name, shooter)
    s.units.append(UnitState(uid="guard_dog-red", unit="guard_dog", colour="red", at=b, hp=2))
    s.tiles = [t for t in s.tiles if distance(t.at, b) > 2]
    assert rolls_cover(s, shooter, b) and line(s, shooter, b).clear
    assert not sight(shooter, b, BOARD.covers(), (), (), ()).in_cover, "no cover without the palisade"


def test_the_ruse_tokens_faces_are_hidden_from_every_seat() -> None:
    """L2100, R-F-74: the faces of the face-down ruse tokens (and of the Traitor's) are in no seat's view
    nor event; the omniscient view shows them; a re-deal of hidden parts shuffles them."""
    s = mission_7(seats=2)
    events = ENGINE.start(FarCryOptions(seats=2, mission="mission_7"), Rng(3))
    placed = next(e for e in events if isinstance(e, ev.RusesPlaced))
    seen = event_view(placed, 0)
    assert isinstance(seen, ev.RusesPlaced) and seen.held is None and {t.kind for t in seen.tokens} == {None}
    view = ENGINE.view(s, 0)
    ruse_tokens = [t for x in view.board for t in x.tokens if t.kind == "ruse"]
    assert len(ruse_tokens) == 4 and all(t.what is None for t in ruse_tokens)
    assert view.ruses is not None and view.ruses.holder == TRAITOR and view.ruses.held is None
    full = omniscient_view(s)
    assert full.ruses is not None and full.ruses.held == s.ruse_held
    assert sorted(t.what or "" for x in full.board for t in x.tokens if t.kind == "ruse") == sorted(
        t.kind for t in s.ruses
    )
    faces = {tuple(t.kind for t in resample_hidden(s, 0, Rng(n)).ruses) for n in range(12)}
    assert len(faces) > 1


def test_vaas_heads_for_the_nearest_ruse_token_and_takes_it() -> None:
    """L1504-1508: Vaas walks towards the nearest ruse token; beside it he takes it: face up on his board,
    revealed (undo never crosses it), its effect at once (a heal face: HP back, never above his board)."""
    s = quiet(mission_7(), keep=(VAAS,))
    s.ruse_held = None
    token = h(15, 6)
    s.ruses = [Token(kind="gilet_pare_balles", at=token), Token(kind="seringue", at=h(6, 4))]
    put(s, VAAS, h(18, 6))
    unit(s, VAAS).hp = 4
    s, events = play_vaas(s)
    taken = [e for e in events if isinstance(e, ev.RuseTaken)]
    assert [(e.face, e.at) for e in taken] == [("gilet_pare_balles", token)]
    assert ev.RuseTaken.reveals
    walked = [e.path[-1] for e in events[: events.index(taken[0])] if isinstance(e, ev.Moved)]
    assert walked and adjacent(walked[-1], token) and s.vaas_ruses == ["gilet_pare_balles"]
    assert unit(s, VAAS).hp == 7 and [t.at for t in s.ruses] == [h(6, 4)]


def test_vaas_heads_for_the_traitor_when_he_is_nearer() -> None:
    """L1506: the Traitor holding his token nearer than any token on the board draws Vaas; beside him,
    Vaas takes it from his board (``at`` None)."""
    s = quiet(mission_7(), keep=(VAAS, TRAITOR))
    s.ruses = [Token(kind="seringue", at=h(6, 4))]
    s.ruse_held = "folie_furieuse"
    put(s, TRAITOR, h(16, 3))
    put(s, VAAS, h(18, 4))
    s, events = play_vaas(s)
    assert [(e.face, e.at) for e in events if isinstance(e, ev.RuseTaken)] == [("folie_furieuse", None)]
    assert s.ruse_held is None and s.vaas_ruses == ["folie_furieuse"]


def test_the_traitor_s_token_falls_on_his_hex_when_he_dies_first() -> None:
    """L1510: the Traitor killed before Vaas took his token: it lies face down where he stood."""
    s = quiet(mission_7(), keep=(VAAS, TRAITOR))
    held = s.ruse_held
    at = unit(s, TRAITOR).at
    s = fold([ev.UnitRemoved(who=TRAITOR, why="killed", source="weapon", by=s.characters[0].character)], s)
    assert s.ruse_held is None and any(t.at == at and t.kind == held for t in s.ruses)
    view = ENGINE.view(s, 0)
    assert [t.what for x in view.board if x.at == at for t in x.tokens if t.kind == "ruse"] == [None]


def test_fury_adds_damage_to_vaas_s_attacks() -> None:
    """Designed (R-F-74: what ruses give is on Vaas's board): a fury face adds its amount to each of his
    attacks; no face, no bonus."""
    s = quiet(mission_7(), keep=(VAAS,))
    assert ruses.bonus(s, VAAS) == 0
    s.vaas_ruses = ["folie_furieuse"]
    assert ruses.bonus(s, VAAS) == 1 and ruses.bonus(s, TRAITOR) == 0


def test_an_ambush_face_brings_a_reserve_unit_beside_vaas() -> None:
    """Designed: the ambush face brings the reserve Décapiteur in beside Vaas (TI-15)."""
    s = mission_7(seats=3)
    s = quiet(s, keep=(VAAS,))
    s.reserve = [UnitState(uid="decapiteur-yellow", unit="decapiteur", colour="yellow", at=None, hp=6)]
    s.ruse_held = None
    s.ruses = [Token(kind="renfort_pirate", at=h(17, 3))]
    put(s, VAAS, h(18, 4))
    s, events = play_vaas(s)
    placed = [e for e in events if isinstance(e, ev.UnitPlaced) and e.uid == "decapiteur-yellow"]
    assert len(placed) == 1 and distance(placed[0].at, h(17, 3)) <= 2  # beside Vaas, who is beside the token


def _blow(s: FarCryState, name: str, weapon: str) -> tuple[FarCryState, list[Event]]:
    """A seed whose blow with ``weapon`` kills Vaas (1 HP) beside ``name``."""
    for seed in range(100):
        out = ENGINE.decide(
            s,
            0,
            cmd.Attack(character=name, weapon=weapon, mode="single", targets=[cmd.AttackTarget(at=h(5, 3))]),
            0.0,
            Rng(seed),
        )
        if not isinstance(out, Exception) and any(isinstance(e, ev.MissionEnded) for e in out):
            return fold(out, s), out
    raise AssertionError("no seed")


def _at_vaas(campaign: bool = False) -> tuple[FarCryState, str]:
    """Daisy (the Silver Dragon and the Machete in hand) beside Vaas at 1 HP."""
    s = quiet(mission_7(campaign=campaign), keep=(VAAS,))
    name = s.characters[0].character
    for w in s.characters[0].weapons:
        w.place = "hand" if w.weapon in ("silver_dragon", "machete") else "beside"
    put(s, name, h(4, 3))
    put(s, VAAS, h(5, 3))
    unit(s, VAAS).hp = 1
    return s, name


def test_killing_vaas_with_the_silver_dragon_meets_the_primary_and_the_third() -> None:
    """L2087, L2093: Vaas killed wins the mission; killed by a Silver Dragon attack, "Ça tue les
    légendes, tu disais ?" is met too; killed with another weapon, only the primary."""
    s, name = _at_vaas()
    _, events = _blow(s, name, "silver_dragon")
    ended = [e for e in events if isinstance(e, ev.MissionEnded)]
    assert [(e.result, e.objectives) for e in ended] == [("success", ["revanche", "ca_tue_les_legendes"])]
    s, name = _at_vaas()
    _, events = _blow(s, name, "machete")
    assert [e.objectives for e in events if isinstance(e, ev.MissionEnded)] == [["revanche"]]


def test_a_freed_panther_alive_meets_amis_pour_la_vie() -> None:
    """L2091 (designed reading): a panther let out of its cage and alive when Vaas dies meets the
    second objective; a panther still caged does not."""
    s = mission_7(seats=2)
    assert "amis_pour_la_vie" not in objectives_met(s)
    panther = next(u for u in s.units if u.unit == "black_panther")
    s = fold([ev.CageOpened(at=panther.at or h(0, 0), unit=panther.uid, to=h(14, 1))], s)
    assert "amis_pour_la_vie" in objectives_met(s)


def test_the_campaign_ends_after_mission_7() -> None:
    """RND-1, issue 32: mission 7 is the campaign's last (CAMPAIGN's last); a campaign whose save has
    missions 1-6 done wins mission 7 and the match is finished, reason ``campaign_done``."""
    assert CAMPAIGN[-1] == "mission_7"
    s, name = _at_vaas(campaign=True)
    assert s.save is not None and {"mission_1", "mission_6"} <= set(s.save.missions_done)
    s, _ = _blow(s, name, "silver_dragon")
    assert s.save is not None and s.save.missions_done[-1] == "mission_7" and s.phase == "exploration"
    rng = Rng(7)
    for _ in range(400):  # the exploration after a won mission (EX-1), then the preparation finds none left
        status = ENGINE.status(s)
        if status.finished:
            break
        seat = status.to_act[0]
        command = bots.heuristic(s, seat, rng)
        assert command is not None
        s, _ = act(s, seat, command)
    status = ENGINE.status(s)
    assert status.finished and status.outcome is not None and status.outcome.reason == "campaign_done"
    assert (status.outcome.result, s.phase) == ("won", "preparation")


def test_the_mission_ends_when_vaas_dies_even_mid_turn() -> None:
    """EM-2: the primary met ends the mission at once (check_end after Vaas's removal)."""
    s = quiet(mission_7(), keep=(VAAS,))
    f = Flow(s)
    f.emit(ev.UnitRemoved(who=VAAS, why="killed", source="fire", by=None))
    check_end(f)
    assert [e.result for e in f.events if isinstance(e, ev.MissionEnded)] == ["success"]


def test_the_heuristic_shoots_vaas_first() -> None:
    """R-F-81's bot: with Vaas and a guard dog both in reach, the heuristic's attack aims at Vaas."""
    s = quiet(mission_7(), keep=(VAAS, "guard_dog-red"))
    name = s.characters[0].character
    put(s, name, h(4, 3))
    put(s, VAAS, h(6, 3))
    put(s, "guard_dog-red", h(5, 4))
    command = bots.heuristic(s, 0, Rng(1))
    assert isinstance(command, cmd.Attack) and [t.at for t in command.targets] == [h(6, 3)]


def test_the_heuristic_s_chase_steps_towards_vaas_and_only_in_mission_7() -> None:
    """R-F-81's bot (`bots_mission_7.chase`, what the heuristic does when nothing is worth a shot): a
    step that brings the character nearer Vaas; in another mission the hook gives nothing."""
    s = quiet(mission_7(), keep=(VAAS,))
    name = s.characters[0].character
    put(s, name, h(1, 4))
    put(s, VAAS, h(18, 4))
    c = s.characters[0]
    by: dict[str, list[LegalAction]] = {}
    for a in ENGINE.legal_actions(s, 0):
        if a.fixed.get("character") == name:
            by.setdefault(a.action, []).append(a)
    command = bots_mission_7.chase(s, c, by)
    assert isinstance(command, cmd.MoveTo) and command.character == name
    assert distance(rules.parse_hex(command.to), h(18, 4)) < distance(h(1, 4), h(18, 4))
    other = fold(ENGINE.start(FarCryOptions(seats=2, mission="mission_4"), Rng(1)))
    assert bots_mission_7.chase(other, other.characters[0], by) is None


@pytest.mark.parametrize("seed", [5])
def test_no_seat_can_tell_the_ruse_faces_apart(seed: int) -> None:
    """The generic non-interference check (`tests.trust.worlds.check_seat`) on mission 7 at set-up and
    after random play: re-dealing the ruse tokens' faces (the Traitor's too) changes nothing any seat
    or the spectator is shown (R-F-74: hidden information)."""
    table = Table(ENGINES["farcry"], {"seats": 2, "mission": "mission_7"}, seed)
    rng = Rng(seed)
    for steps in (0, 15):
        table.play(rng, steps)
        for seat in (None, 0, 1):
            check_seat(table, seat, rng)


def test_two_tokens_on_one_hex_are_both_taken() -> None:
    """L1510: the Traitor killed on a hex where a ruse token lies leaves his token there too; Vaas beside
    that hex takes both, each face revealed once (found by the bench: one take removed both)."""
    s = quiet(mission_7(), keep=(VAAS, TRAITOR))
    s.ruses = [Token(kind="seringue", at=h(16, 3))]
    s.ruse_held = "folie_furieuse"
    put(s, TRAITOR, h(16, 3))
    s = fold([ev.UnitRemoved(who=TRAITOR, why="killed", source="weapon", by=s.characters[0].character)], s)
    assert sorted(t.kind for t in s.ruses if t.at == h(16, 3)) == ["folie_furieuse", "seringue"]
    put(s, VAAS, h(17, 3))
    s, events = play_vaas(s)
    taken = [(e.face, e.at) for e in events if isinstance(e, ev.RuseTaken)]
    assert sorted(taken) == [("folie_furieuse", h(16, 3)), ("seringue", h(16, 3))]
    assert s.ruses == [] and sorted(s.vaas_ruses) == ["folie_furieuse", "seringue"]


@pytest.mark.parametrize(("seats", "hp"), [(1, 17), (2, 17), (3, 23), (4, 38)])
def test_vaas_s_hp_counts_characters(seats: int, hp: int) -> None:
    """R-F-81, R-F-56 (solo counts 2 characters), designed: Vaas's board (10 HP) plus the enemies' shift
    (+1 at 3 characters, +2 at 4) plus his shield (+7 at 2, +12 at 3, +26 at 4)."""
    assert unit(mission_7(seats=seats), VAAS).hp == hp
