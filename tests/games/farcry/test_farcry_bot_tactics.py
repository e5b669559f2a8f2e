"""The heuristic's tactics that decide mission 0 with two characters (README "Mission 0 balance").

It weighs a shot by the chance of its printed die (the M133 rolls orange at range 4+, L962), never
throws its machete for a mere wound (the blade then lies on the board), and refills a weapon in a turn
with nothing to shoot (a reload forbids attacking that turn, R-F-6). Situations are real mission 0
states edited by hand; the bot answers from the legal actions alone.
"""

from __future__ import annotations

from domain.games.farcry import bots
from domain.games.farcry import commands as cmd
from domain.games.farcry.rules import board_of, occupied
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.combat import line
from domain.games.farcry.tactical.hexes import Hex, distance
from domain.rng import Rng
from tests.games.farcry.farcry_play import character, clear_enemies, new, put, unit


def keith_facing(near: int, far: int) -> tuple[FarCryState, Hex, Hex]:
    """Keith (M133) alone with two Assailants in the open, at ranges ``near`` and ``far``."""
    s = new(seats=2)
    clear_enemies(s, keep=("assaillant-red", "assaillant-blue"))
    character(s, "daisy").at = None
    keith = character(s, "keith")
    assert keith.at is not None
    taken = occupied(s)
    open_hexes = [h for h, t in sorted(board_of(s.mission).terrain.items()) if t == "open" and h not in taken]

    def clear_at(d: int) -> Hex:
        assert keith.at is not None
        return next(h for h in open_hexes if distance(keith.at, h) == d and line(s, keith.at, h).clear)

    a, b = clear_at(near), clear_at(far)
    put(s, "assaillant-red", a)
    put(s, "assaillant-blue", b)
    assert not line(s, keith.at, a).in_cover and not line(s, keith.at, b).in_cover
    return s, a, b


def test_the_shot_that_lands_is_preferred_m133_inside_range_4() -> None:
    """Either Assailant dies to one hit (M133: 4 damage). The whole one (4 HP) stands at range 4, where
    the M133 rolls orange (3 in 6, L962); the wounded one (3 HP) at range 3, yellow (4 in 6): the surer
    kill is taken, though the other would lose more HP."""
    s, near, far = keith_facing(3, 4)
    unit(s, "assaillant-red").hp = 3
    assert unit(s, "assaillant-blue").hp == 4 and unit(s, "assaillant-blue").at == far
    command = bots.heuristic(s, 1, Rng(0))
    assert isinstance(command, cmd.Attack) and command.weapon == "m133"
    assert command.targets[0].at == near


def test_the_machete_is_not_thrown_for_a_wound() -> None:
    """Daisy with an empty pistol and an Assailant (4 HP) at range 2: a throw (2 damage) would only
    wound it and leave her without her blade, so she does not throw."""
    s = new(seats=2)
    clear_enemies(s, keep=("assaillant-red",))
    daisy = character(s, "daisy")
    assert daisy.at is not None
    for w in daisy.weapons:
        if w.weapon == "desert_eagle":
            w.ammo = 0
    taken = occupied(s)
    spot = next(
        h
        for h, t in sorted(board_of(s.mission).terrain.items())
        if t == "open" and h not in taken and distance(daisy.at, h) == 2 and line(s, daisy.at, h).clear
    )
    put(s, "assaillant-red", spot)
    assert unit(s, "assaillant-red").hp > 2
    command = bots.heuristic(s, 0, Rng(0))
    assert not (isinstance(command, cmd.Attack) and command.mode == "throw"), command


def test_a_weapon_is_refilled_in_a_turn_with_nothing_to_shoot() -> None:
    """Keith's M133 is half empty and no enemy is left in sight or reach: he reloads rather than
    ending his turn (he could not attack this turn anyway)."""
    s = new(seats=2)
    clear_enemies(s)
    keith = character(s, "keith")
    for w in keith.weapons:
        if w.weapon == "m133":
            w.ammo = 1
    command = bots.heuristic(s, 1, Rng(0))
    assert isinstance(command, cmd.Reload), command


def test_mission_3_the_flamethrower_bearer_takes_it_in_hand_walks_up_and_burns_a_crop() -> None:
    """Mission 3's primary (L1810, "Brûlez toutes les cultures illégales"): the heuristic's bearer of
    the lent Flamethrower (L1848-1853) equips it, walks within its sure range (3, L749) of a field with
    no crop burning and sets fire to a crop from there (CB-5, R-F-29), played through decide."""
    from domain.games.farcry.content import CONTENT
    from domain.games.farcry.content.layout import to_hex
    from domain.games.farcry.options import FarCryOptions
    from tests.games.farcry.farcry_play import ENGINE, act, fold

    s = fold(ENGINE.start(FarCryOptions(seats=2, mission="mission_3"), Rng(3)))
    clear_enemies(s)
    crops = {to_hex(h) for h in CONTENT.missions["mission_3"].crops}
    seen: list[str] = []
    for n in range(60):
        if crops & set(s.fire) or s.result is not None:
            break
        seat = ENGINE.status(s).to_act[0]
        command = bots.heuristic(s, seat, Rng(n))
        assert command is not None
        if getattr(command, "character", None) == "keith":
            seen.append(type(command).__name__)
        s, _ = act(s, seat, command, rng_seed=n)
    assert seen[0] == "SwitchWeapons" and "MoveTo" in seen and "Attack" in seen
    assert crops & set(s.fire)
