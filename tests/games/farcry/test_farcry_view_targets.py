"""The view answers "whom can I shoot from here, and would they be in cover?" (issue 14, views).

A seat's view lists, for each of its characters, every unit or tile it can attack now: weapon and
mode, distance, and whether the cover die would be rolled (CB-14, R-F-22). These are exactly the
targets of the listed attacks, each accepted by the engine; another seat and a spectator see none.
"""

from __future__ import annotations

from domain import bots
from domain.games.farcry.content import CONTENT
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.combat import line
from domain.games.farcry.tactical.hexes import distance
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, character, new


def listed_attacks(state: FarCryState, seat: int) -> set[tuple[str, str, str, tuple[int, int]]]:
    out: set[tuple[str, str, str, tuple[int, int]]] = set()
    for a in ENGINE.legal_actions(state, seat):
        if a.action == "attack":
            target = a.fixed["targets"][0]["at"]
            out.add((a.fixed["character"], a.fixed["weapon"], a.fixed["mode"], (target[0], target[1])))
    return out


def test_targets_are_the_listed_attacks_with_their_distance_and_cover() -> None:
    """Along random play: each target is a listed attack the engine accepts, its distance is the hex
    distance and ``cover`` is the line of sight's (CB-14); targets in and out of cover both occur."""
    covered = {True: 0, False: 0}
    for seed in range(3):
        s = new(seats=2, seed=seed)
        rng = Rng(seed)
        for _ in range(40):
            if ENGINE.status(s).finished:
                break
            for seat in (0, 1):
                targets = ENGINE.view(s, seat).targets
                shown = {(name, t.weapon, t.mode, (t.at.q, t.at.r)) for name, ts in targets.items() for t in ts}
                assert shown == listed_attacks(s, seat)
                for name, ts in targets.items():
                    here = character(s, name).at
                    assert here is not None
                    for t in ts:
                        assert t.distance == distance(here, t.at)
                        melee = CONTENT.weapons[t.weapon].reach == "melee" and t.mode != "throw"
                        assert t.cover == (not melee and line(s, here, t.at).in_cover)
                        covered[t.cover] += 1
            seat = ENGINE.status(s).to_act[0]
            command = bots.random_command(ENGINE, s, seat, rng)
            assert command is not None
            s, _ = act(s, seat, command, rng_seed=seed)
    assert covered[True] > 0 and covered[False] > 0, covered


def test_each_shown_target_is_accepted_and_only_its_seat_sees_it() -> None:
    s = new(seats=2, seed=1)
    targets = ENGINE.view(s, 0).targets
    assert list(targets) == ["daisy"] and targets["daisy"], "mission 0 opens with enemies in sight"
    assert list(ENGINE.view(s, 1).targets) == ["keith"]
    assert ENGINE.view(s, None).targets == {}
    for t in targets["daisy"]:
        body = {"action": "attack", "character": "daisy", "weapon": t.weapon, "mode": t.mode, "targets": [{"at": t.at}]}
        attack = ENGINE.parse_command(body)
        act(s, 0, attack)
