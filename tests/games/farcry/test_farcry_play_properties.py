"""Random legal play of mission 0 (moves, pick-ups, gear, attacks, turns, the enemies' turns and the
players' answers to their ties): every listed action is accepted, no two units ever share a hex (MV-2, L631), HP and
ammo stay within their dials, a replay of the events rebuilds the same state, `resample_hidden`
changes no view or legal action where play stopped, and a finished mission accepts nothing."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain import bots
from domain.contract import Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry.content import CONTENT
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.rules import ground_now
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.accessories import capacity_of
from domain.games.farcry.tactical.placement import enemy_hp
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, fold, idle

STEPS = 120


def check_invariants(s: FarCryState) -> None:
    spots = [c.at for c in s.characters if c.at is not None and not c.exited]
    spots += [u.at for u in s.units if u.at is not None]
    assert len(spots) == len(set(spots)), "two units on one hex"
    g = ground_now(s)
    for at in spots:
        assert at in g.hexes and at not in g.walls
    kinds = {t.at: t.kind for t in s.tiles}
    for c in (
        s.characters
    ):  # only the K.O. lie under rubble (R-F-40); a watchtower (TI-9) or a machine-gun seat (TI-2) holds one
        assert (
            c.at is None
            or c.exited
            or c.at not in g.obstacles
            or (c.ko and kinds.get(c.at) == "rubble")
            or kinds.get(c.at) in ("watchtower", "machine_gun")
        )
    for u in s.units:  # only captives stand on an obstacle, their cage (TI-8), and a machine gun's gunner (TI-2, M6)
        assert (
            u.at is None
            or u.at not in g.obstacles
            or (u.caged and kinds.get(u.at) == "cage")
            or kinds.get(u.at) == "machine_gun"
        )
    for c in s.characters:
        assert 0 <= c.hp <= c.max_hp and c.mp >= 0 and c.bandages >= 0
        assert c.ko == (c.hp == 0)
        for w in c.weapons:
            capacity = capacity_of(w.weapon, w.accessories)
            assert capacity is None or (w.ammo is not None and 0 <= w.ammo <= capacity)
        assert sum(CONTENT.weapons[w.weapon].hands for w in c.weapons if w.place == "hand") <= 2
    for u in s.units:
        assert 0 <= u.hp <= enemy_hp(s.mission, len(s.characters), u.unit)  # R-F-81: HP by table size


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seats=st.integers(1, 4),
    seed=st.integers(0, 2**32),
    end_bias=st.integers(2, 8),
    mission=st.sampled_from(
        ["mission_0", "mission_1", "mission_2", "mission_3", "mission_4", "mission_5", "mission_6", "mission_7"]
    ),
)
def test_random_legal_play_keeps_the_board_sound(seats: int, seed: int, end_bias: int, mission: str) -> None:
    rng = Rng(seed)
    options = FarCryOptions(seats=seats, mission=mission)  # type: ignore[arg-type]
    log: list[Event] = ENGINE.start(options, rng)
    s = fold(log)
    for step in range(STEPS):
        status = ENGINE.status(s)
        if status.finished:
            break
        assert status.to_act, "an unfinished mission always waits for someone"
        seat = rng.choice(status.to_act)
        actions = ENGINE.legal_actions(s, seat)
        assert actions
        ends = [a for a in actions if a.action in ("end_turn", "answer_offer")]
        pool = ends if ends and rng.below(end_bias) == 0 else actions
        command = ENGINE.parse_command(bots.fill(rng.choice(pool), rng))
        out = ENGINE.decide(s, seat, command, 0.0, Rng.derive(seed, step))
        assert not isinstance(out, RuleViolation), f"listed {command} refused: {out!r}"
        s = fold(out, s)
        log += out
        check_invariants(s)
    assert ENGINE.encode_state(fold(log)) == ENGINE.encode_state(s)
    for seat in range(seats):  # non-interference wherever play stopped
        other = ENGINE.resample_hidden(s, seat, Rng(seed + 1))
        assert ENGINE.view(other, seat) == ENGINE.view(s, seat)
        assert ENGINE.legal_actions(other, seat) == ENGINE.legal_actions(s, seat)
    if ENGINE.status(s).finished:
        assert all(ENGINE.legal_actions(s, p) == [] for p in range(seats))
        refused = ENGINE.decide(s, 0, cmd.EndTurn(character=s.characters[0].character), 0.0, Rng(0))
        assert isinstance(refused, RuleViolation) and refused.code == "match_finished"


def test_a_whole_mission_of_end_turns_reaches_its_last_round() -> None:
    """The loop never stalls: ending every turn ends the mission after round board 0's last round
    (the units kept out of the chain, so nobody is knocked out first)."""
    s = fold(ENGINE.start(FarCryOptions(seats=4), Rng(9)))
    idle(s)
    for _ in range(200):
        if ENGINE.status(s).finished:
            break
        seat = ENGINE.status(s).to_act[0]
        action = next(a for a in ENGINE.legal_actions(s, seat) if a.action in ("end_turn", "answer_offer"))
        out = ENGINE.decide(s, seat, ENGINE.parse_command(bots.fill(action, Rng(0))), 0.0, Rng(1))
        assert not isinstance(out, RuleViolation)
        s = fold(out, s)
    assert ENGINE.status(s).finished and s.round == s.last_round
