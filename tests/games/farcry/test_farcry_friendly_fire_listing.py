"""No attack at a friend is offered while friendly fire cannot happen (issue 34, item 5; SU-17, R-F-79).

With the friendly-fire option off (the default), aiming at another player or at an allied unit can
do nothing a table wants, yet the legal actions (and the view's targets, the web table's rings)
offered them: Daisy could "Attack Keith Ramsey: Desert Eagle". The legal actions now leave the
friends' hexes out of every attack's targets (single, throw, auto fire, propagation); with the option
on, the friends' hexes are listed as before (a miss there is what the option is about).
"""

from __future__ import annotations

from domain import bots
from domain.contract import RuleViolation
from domain.games.farcry.content import CONTENT
from domain.games.farcry.state import FarCryState
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, new


def friends(s: FarCryState) -> set[tuple[int, int]]:
    out = {(c.at.q, c.at.r) for c in s.characters if c.at is not None}
    return out | {(u.at.q, u.at.r) for u in s.units if u.at is not None and CONTENT.units[u.unit].side != "enemy"}


def at_friends(s: FarCryState, seat: int) -> list[str]:
    """The labels of the listed attacks (and the view's targets) that aim at a friend's hex."""
    near = friends(s)
    out = []
    for a in ENGINE.legal_actions(s, seat):
        if a.action == "attack" and any(tuple(t["at"]) in near for t in a.fixed.get("targets") or []):
            out.append(a.label)
    view = ENGINE.view(s, seat)
    out += [f"view target {t.to}" for ts in view.targets.values() for t in ts if (t.at.q, t.at.r) in near]
    return out


def test_no_attack_at_a_friend_is_listed_without_friendly_fire() -> None:
    """Along random play of mission 0 at 2 seats (4 characters): no listed attack nor shown target is a
    player's or an ally's hex; the same states with the option on do list some (so the walk meets
    friends in range, and the option still offers them)."""
    offered_with_option = 0
    for seed in range(3):
        s = new(seats=2, seed=seed)
        assert not s.friendly_fire
        rng = Rng(seed)
        for _ in range(40):
            if ENGINE.status(s).finished:
                break
            for seat in (0, 1):
                assert at_friends(s, seat) == [], (seed, seat)
                on = ENGINE.clone(s)
                on.friendly_fire = True
                offered_with_option += len(at_friends(on, seat))
            seat = ENGINE.status(s).to_act[0]
            command = bots.random_command(ENGINE, s, seat, rng)
            assert command is not None
            s, _ = act(s, seat, command, rng_seed=seed)
    assert offered_with_option > 0


def test_an_attack_at_a_friend_is_refused_without_friendly_fire_and_accepted_with_it() -> None:
    """The decision agrees with the listing (exact legal actions): an attack the option-on listing
    aims at a friend is refused with the option off, with its code and rule (SU-17); with the option
    on the same command is accepted."""
    checked = 0
    for seed in range(3):
        s = new(seats=2, seed=seed)
        rng = Rng(seed)
        for _ in range(40):
            if ENGINE.status(s).finished or checked >= 3:
                break
            for seat in (0, 1):
                on = ENGINE.clone(s)
                on.friendly_fire = True
                near = friends(s)
                for a in ENGINE.legal_actions(on, seat):
                    if a.action != "attack" or not any(tuple(t["at"]) in near for t in a.fixed.get("targets") or []):
                        continue
                    command = ENGINE.parse_command({**a.fixed, "action": a.action})
                    refused = ENGINE.decide(s, seat, command, 0.0, Rng(0))
                    assert isinstance(refused, RuleViolation), a.label
                    assert (refused.code, refused.rule) == ("friendly_target", "SU-17"), refused
                    assert not isinstance(ENGINE.decide(on, seat, command, 0.0, Rng(0)), RuleViolation)
                    checked += 1
                    break
            seat = ENGINE.status(s).to_act[0]
            walk = bots.random_command(ENGINE, s, seat, rng)
            assert walk is not None
            s, _ = act(s, seat, walk, rng_seed=seed)
    assert checked >= 3
