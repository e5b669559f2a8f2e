"""The zip-line shot (MV-12, L667, R-F-15) and the ride listed as a legal action (MV-11)."""

from __future__ import annotations

from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.rules import ground_now, occupied
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.hexes import Hex, distance
from tests.games.farcry.arena import put
from tests.games.farcry.farcry_play import ENGINE, act, character, idle, refused
from tests.games.farcry.test_farcry_gear import field


def on_the_line(rider: str) -> tuple[FarCryState, Hex, Hex]:
    """``rider`` on mission 0's zip-line start, the other characters far off, a Décapiteur at range 3
    of the arrival (not beside it, so the impact leaves it alone)."""
    s = field(2)
    start, end = next(iter(ground_now(s).zip_lines.items()))
    for c in s.characters:
        if c.character != rider:
            c.at = next(
                h
                for h in sorted(ground_now(s).hexes)
                if distance(h, start) > 6
                and distance(h, end) > 6
                and h not in occupied(s)
                and ground_now(s).walkable(h)
            )
    put(s, rider, start)
    ground = ground_now(s)
    spot = next(
        h for h in sorted(ground.hexes) if distance(h, end) == 3 and ground.walkable(h) and h not in occupied(s)
    )
    put(s, "decapiteur-red", spot, hp=6)
    idle(s)
    return s, end, spot


def rides(s: FarCryState, seat: int, name: str) -> list[dict[str, object]]:
    return [a.fixed for a in ENGINE.legal_actions(s, seat) if a.action == "zip_line" and a.fixed["character"] == name]


def test_a_one_hand_weapon_shoots_once_from_the_arrival_with_a_degraded_die_and_no_cover_die() -> None:
    """MV-12 (L667), R-F-15: single fire from the arrival hex with an equipped one-hand weapon, the die
    degraded one step, no cover die, the weapon tilted and 1 ammo spent (R-F-6)."""
    s, end, spot = on_the_line("daisy")
    listed = rides(s, 0, "daisy")
    key = f"{spot.q},{spot.r}"
    assert {"character": "daisy"} in listed
    shot = next(f for f in listed if f.get("shoot_weapon") == "desert_eagle" and f.get("shoot_target") == key)
    after, out = act(s, 0, ENGINE.parse_command({"action": "zip_line", **shot}), rng_seed=3)
    daisy = character(after, "daisy")
    assert daisy.at == end
    resolved = [e for e in out if isinstance(e, ev.AttackResolved)]
    assert len(resolved) == 1 and resolved[0].at == spot and resolved[0].roll.cover is None
    assert resolved[0].roll.shift == -1 and resolved[0].roll.choice.colour == "orange"  # yellow degraded
    eagle = next(w for w in daisy.weapons if w.weapon == "desert_eagle")
    before = next(w for w in character(s, "daisy").weapons if w.weapon == "desert_eagle")
    assert eagle.used and before.ammo is not None and eagle.ammo == before.ammo - 1


def test_no_zip_line_shot_with_a_two_hand_weapon_and_every_listed_ride_is_accepted() -> None:
    """MV-12: a one-hand weapon only (Keith's M133 takes two hands: nothing listed, refused); the
    plain ride and every listed shot are accepted."""
    s, _end, spot = on_the_line("keith")
    key = f"{spot.q},{spot.r}"
    assert rides(s, 1, "keith") == [{"character": "keith"}]
    two_hands = cmd.ZipLine(character="keith", shoot_weapon="m133", shoot_target=key)
    assert refused(s, 1, two_hands).code == "two_hand_weapon"
    assert refused(s, 1, cmd.ZipLine(character="keith", shoot_weapon="m133")).code == "zip_shot"
    d, _, _ = on_the_line("daisy")
    for fixed in rides(d, 0, "daisy"):
        act(d, 0, ENGINE.parse_command({"action": "zip_line", **fixed}), rng_seed=1)
