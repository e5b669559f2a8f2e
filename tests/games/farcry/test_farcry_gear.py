"""Weapons in hand and in holsters, ammo and the save bag, played through the engine's `decide`
(INV-5, INV-6, LA-3, LA-7, LA-11, CB-4, R-F-6, R-F-53)."""

from __future__ import annotations

from itertools import permutations
from typing import Any

import pytest

from domain.contract import RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT, ContentError, load
from domain.games.farcry.state import Carried, FarCryState
from domain.games.farcry.tactical.combat import attack
from domain.games.farcry.tactical.hexes import Hex
from domain.rng import Rng
from tests.games.farcry.arena import arena, put, replay, tile
from tests.games.farcry.farcry_play import ENGINE, act, character, clear_enemies, idle, new, refused
from tests.games.farcry.test_farcry_content import reader_with
from tests.games.farcry.test_farcry_flow import end_all

WEST = Hex(-2, 4)
"""The open row 4 of board M1A runs east from here (see `arena`)."""


def field(seats: int) -> FarCryState:
    """Mission 0 in its first players' turn with one idle enemy (the Berserker, so the mission is not
    won) and no tile or token left on the board."""
    s = new(seats=seats)
    clear_enemies(s, keep=("berserker-red",))
    assert [u.uid for u in s.units] == ["berserker-red"]
    idle(s)
    s.tiles, s.loot, s.leaves = [], [], []
    return s


def test_used_weapons_straighten_at_the_next_players_turn() -> None:
    """CB-3, CB-4 (L855-857), R-F-6: a weapon used this turn is refused again, and is usable again in
    the next players' turn (the enemies' turn in between)."""
    s = field(2)
    put(s, "daisy", Hex(-2, 5))
    put(s, "keith", WEST)
    put(s, "decapiteur-red", Hex(1, 4))
    idle(s)
    shot = cmd.Attack(
        character="keith", weapon="m133", mode="single", targets=[cmd.AttackTarget(unit="decapiteur-red")]
    )
    after, _ = act(s, 1, shot, rng_seed=1)
    assert next(w for w in character(after, "keith").weapons if w.weapon == "m133").used
    assert refused(after, 1, shot).code == "weapon_used"
    next_turn, _ = end_all(after)
    assert next_turn.step == "players" and next_turn.round == s.round + 1
    assert not any(w.used for w in character(next_turn, "keith").weapons)
    _, out = act(next_turn, 1, shot, rng_seed=2)  # the Décapiteur (6 HP) survived a 4-damage shot
    assert any(isinstance(e, ev.AttackResolved) for e in out)


def test_auto_fire_spends_one_ammo_per_target_and_an_empty_weapon_waits_for_a_reload() -> None:
    """LA-7 (L743-747): single fire uses 1 ammo, an alternative mode several (auto fire one per
    target, CB-27); short of ammo the burst is refused; an empty weapon must be reloaded (R-F-6:
    never in the turn it attacks); the supply is unlimited (reload after reload)."""
    s = field(4)
    put(s, "jason", WEST)
    put(s, "decapiteur-red", Hex(1, 4))
    put(s, "decapiteur-blue", Hex(2, 4))
    idle(s)
    jason = character(s, "jason")
    stg = next(w for w in jason.weapons if w.weapon == "stg90")
    burst = cmd.Attack(
        character="jason",
        weapon="stg90",
        mode="auto",
        targets=[cmd.AttackTarget(unit="decapiteur-red"), cmd.AttackTarget(unit="decapiteur-blue")],
    )
    stg.ammo = 1
    assert refused(s, jason.seat, burst).code == "no_ammo"
    stg.ammo = 2
    after, out = act(s, jason.seat, burst, rng_seed=4)
    assert len([e for e in out if isinstance(e, ev.AttackResolved)]) == 2
    assert next(w for w in character(after, "jason").weapons if w.weapon == "stg90").ammo == 0
    empty, _ = end_all(after)
    single = cmd.Attack(character="jason", weapon="stg90", mode="single", targets=[cmd.AttackTarget(at=Hex(0, 4))])
    assert refused(empty, jason.seat, single).code == "no_ammo"
    for _ in range(2):  # unlimited supply: every reload fills the magazine again
        empty, _ = act(empty, jason.seat, cmd.Reload(character="jason"))
        assert next(w for w in character(empty, "jason").weapons if w.weapon == "stg90").ammo == 6
        assert refused(empty, jason.seat, single).code == "reloaded_this_turn"
        next(w for w in character(empty, "jason").weapons if w.weapon == "stg90").ammo = 0
        empty, _ = end_all(empty)


def test_enemies_never_manage_ammo() -> None:
    """LA-11 (L759, L1146), CB-38: an enemy shoots turn after turn with no magazine to count, and no
    enemy or ally weapon in the box has a capacity (the loader refuses one that had)."""
    s = arena(2)
    put(s, "daisy", WEST)
    put(s, "assaillant-red", Hex(3, 4), hp=4)
    for seed in range(8):
        out = attack(s, "assaillant-red", "assault_rifle", "single", [WEST], Rng(seed))
        assert any(isinstance(e, ev.AttackResolved) for e in out)
        s = replay(s, out)
        character(s, "daisy").hp = character(s, "daisy").max_hp
    assert all(w.capacity is None for w in CONTENT.weapons.values() if w.user != "player")

    def magazine(data: Any) -> None:
        next(w for w in data if w["id"] == "assault_rifle")["capacity"] = 30

    with pytest.raises(ContentError, match="assault_rifle: enemies and allies never manage ammo"):
        load(reader_with("weapons.json", magazine))


def switches(s: FarCryState, seat: int, name: str) -> list[tuple[list[str], list[str]]]:
    return [
        (a.fixed["hand"], a.fixed.get("save_bag", []))
        for a in ENGINE.legal_actions(s, seat)
        if a.action == "switch_weapons" and a.fixed["character"] == name
    ]


def test_a_two_hand_weapon_is_equipped_alone_and_holsters_take_their_own_kind() -> None:
    """INV-5 (L368-370): a two-hand weapon excludes any other equipped weapon, two one-hand ones go
    together; INV-6 (L374-376): a belt holster takes one-hand weapons only, a back holster two-hand
    ones only (what does not fit is never listed and is refused)."""
    s = field(2)
    keith = character(s, "keith")  # M133 (two hands) in hand, a simple back holster
    assert ["m133", "machete"] not in [h for h, _ in switches(s, 1, "keith")]
    assert refused(s, 1, cmd.SwitchWeapons(character="keith", hand=["m133", "fist"])).code == "bad_hand"
    after, _ = act(s, 1, cmd.SwitchWeapons(character="keith", hand=["fist", "machete"]))
    places = {w.weapon: w.place for w in character(after, "keith").weapons}
    assert places == {"m133": "holster", "fist": "hand", "machete": "hand"}
    # a one-hand D50 has no place in a back holster: with only that, Keith's D50 would need the bag
    keith.weapons.append(Carried(weapon="desert_eagle", ammo=5, place="hand"))
    keith.weapons = [w for w in keith.weapons if w.weapon != "m133"] + [Carried(weapon="m133", ammo=4, place="holster")]
    assert ["m133"] in [h for h, bag in switches(s, 1, "keith") if bag == ["desert_eagle"]]
    assert refused(s, 1, cmd.SwitchWeapons(character="keith", hand=["m133"])).code == "bad_hand"
    daisy = character(s, "daisy")  # D50 (one hand) in hand, a belt holster
    assert daisy.holsters == ["belt_holster"]
    assert (["desert_eagle", "fist"], []) in switches(s, 0, "daisy")


def test_a_weapon_with_no_holster_room_goes_to_the_save_bag_for_the_rest_of_the_mission() -> None:
    """LA-3 (L721): no room for an unequipped weapon: it goes to the save bag, unavailable for the rest
    of the mission; the switch is offered (with the bag named), never refused; the bag takes only a
    weapon that has no slot left, and nothing comes back out of it."""
    s = field(2)
    daisy = character(s, "daisy")
    daisy.holsters = []  # her belt holster given away: the D50 has nowhere to go
    offered = switches(s, 0, "daisy")
    assert (["fist"], ["desert_eagle"]) in offered and (["desert_eagle", "fist"], []) in offered
    assert all(bag == ([] if "desert_eagle" in hand else ["desert_eagle"]) for hand, bag in offered)
    assert refused(s, 0, cmd.SwitchWeapons(character="daisy", hand=["fist"])).code == "bad_hand"
    bag = cmd.SwitchWeapons(character="daisy", hand=["fist"], save_bag=["desert_eagle"])
    after, out = act(s, 0, bag)
    assert out[:1] == [
        ev.WeaponsSwitched(character="daisy", places={"desert_eagle": "save_bag", "fist": "hand", "machete": "beside"})
    ]
    d = character(after, "daisy")
    assert {w.weapon: w.place for w in d.weapons}["desert_eagle"] == "save_bag"
    idle(after)
    later, _ = end_all(after)
    assert all("desert_eagle" not in h for h, _ in switches(later, 0, "daisy"))
    assert refused(later, 0, cmd.SwitchWeapons(character="daisy", hand=["desert_eagle"])).code == "bad_hand"
    shot = cmd.Attack(character="daisy", weapon="desert_eagle", mode="single", targets=[cmd.AttackTarget(at=Hex(0, 4))])
    assert refused(later, 0, shot).code == "weapon_not_equipped"
    # with a free belt slot, the bag is refused: the weapon goes to the holster
    holstered = field(2)
    wasteful = cmd.SwitchWeapons(character="daisy", hand=["fist"], save_bag=["desert_eagle"])
    assert refused(holstered, 0, wasteful).code == "bad_hand"
    assert (
        refused(holstered, 0, cmd.SwitchWeapons(character="daisy", hand=["fist"], save_bag=["machete"])).code
        == "bad_hand"
    )


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_every_listed_switch_is_accepted(seats: int) -> None:
    """LA-1..LA-3, INV-5, INV-6: the listing and `decide` read the same rule (`rules.places_for`)."""
    s = field(seats)
    for c in s.characters:
        for hand, bag in switches(s, c.seat, c.character):
            act(s, c.seat, cmd.SwitchWeapons(character=c.character, hand=hand, save_bag=bag))


def bursts(s: FarCryState, seat: int, name: str) -> set[tuple[tuple[int, int], ...]]:
    return {
        tuple((t["at"][0], t["at"][1]) for t in a.fixed["targets"])
        for a in ENGINE.legal_actions(s, seat)
        if a.action == "attack" and a.fixed["character"] == name and a.fixed["mode"] == "auto"
    }


def test_auto_fire_is_listed_burst_by_burst_exactly_as_decide_accepts_it() -> None:
    """CB-25 (L952-956), R-F-27, LA-7: every auto-fire burst is listed with its exact targets (each
    within range 2 of the previous, 1 MP per extra target, 1 ammo per target): each listed burst is
    accepted, and every burst over the units and tiles that `decide` accepts is listed."""
    s = field(4)
    put(s, "jason", WEST)
    for uid, at in (("decapiteur-red", Hex(1, 4)), ("decapiteur-blue", Hex(2, 4)), ("assaillant-red", Hex(4, 4))):
        put(s, uid, at)
    tile(s, "crate", Hex(3, 3))
    idle(s)
    jason = character(s, "jason")
    spots = sorted({u.at for u in s.units if u.at is not None} | {t.at for t in s.tiles})
    spots += [c.at for c in s.characters if c.at is not None and c.character != "jason"]
    for mp, ammo, longest in ((jason.max_mp, 6, 3), (1, 6, 2), (jason.max_mp, 2, 2), (0, 6, 1)):
        jason.mp = mp
        next(w for w in jason.weapons if w.weapon == "stg90").ammo = ammo
        listed = bursts(s, jason.seat, "jason")
        assert max(len(b) for b in listed) == longest
        accepted = set()
        for n in range(1, longest + 2):
            for chain in permutations(spots, n):
                burst = cmd.Attack(
                    character="jason",
                    weapon="stg90",
                    mode="auto",
                    targets=[cmd.AttackTarget(at=h) for h in chain],
                )
                if not isinstance(ENGINE.decide(s, jason.seat, burst, 0.0, Rng(0)), RuleViolation):
                    accepted.add(tuple((h.q, h.r) for h in chain))
        assert listed == accepted


def test_gachette_rapide_second_shot_is_listed_once_after_the_first() -> None:
    """Gâchette rapide (L1263), R-F-6: after the pistol's shot, the second shot is listed (and
    accepted, the talent spent); after it, the pistol is listed no more."""
    s = field(2)
    put(s, "daisy", WEST)
    put(s, "decapiteur-red", Hex(2, 4), hp=6)
    idle(s)

    def pistol_shots(state: FarCryState) -> list[dict[str, object]]:
        return [
            a.fixed
            for a in ENGINE.legal_actions(state, 0)
            if a.action == "attack" and a.fixed["weapon"] == "desert_eagle" and a.fixed["character"] == "daisy"
        ]

    first = next(f for f in pistol_shots(s) if f["targets"] == [{"at": [2, 4]}])
    once, _ = act(s, 0, ENGINE.parse_command({"action": "attack", **first}), rng_seed=1)
    again = [f for f in pistol_shots(once) if f["targets"] == [{"at": [2, 4]}]]
    assert again
    twice, out = act(once, 0, ENGINE.parse_command({"action": "attack", **again[0]}), rng_seed=2)
    assert ev.TalentUsed(character="daisy", talent="gachette_rapide") in out
    assert pistol_shots(twice) == []
