"""Accessories in missions (INV-10..INV-13, L400-412): the 14 accessory cards that complete the 43,
their slots and fits checked in saves, and their designed effects whenever their weapon attacks or is
reloaded; they stay on their weapon all mission, given weapons included."""

from __future__ import annotations

import pytest

from domain.contract import Command, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry import setup
from domain.games.farcry.campaign.save import CampaignSave, PlayerSave, SavedWeapon
from domain.games.farcry.content import CONTENT, ContentError, _check_save
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import Carried, FarCryState, UnitState
from domain.games.farcry.tactical.hexes import Hex
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, character, clear_enemies, fold, new, put

HERE = Hex(0, 3)


def fitted(weapon: str, *accessories: str, ammo: int | None = None) -> FarCryState:
    s = new(2)
    clear_enemies(s)
    s.units.append(UnitState(uid="decapiteur-yellow", unit="decapiteur", colour="yellow", at=Hex(14, 2), hp=6))
    put(s, "daisy", HERE)
    put(s, "keith", Hex(-1, 3))
    daisy = character(s, "daisy")
    daisy.weapons = [Carried(weapon=weapon, ammo=ammo, place="hand", accessories=list(accessories))]
    return s


def foe(s: FarCryState, uid: str, at: Hex) -> None:
    kind, colour = uid.rsplit("-", 1)
    s.units.append(UnitState(uid=uid, unit=kind, colour=colour, at=at, hp=CONTENT.units[kind].hp))


def first_roll(s: FarCryState, command: Command) -> ev.AttackResolved:
    out = ENGINE.decide(s, 0, command, 0.0, Rng(0))
    assert not isinstance(out, RuleViolation), out
    return next(e for e in out if isinstance(e, ev.AttackResolved))


def shot(weapon: str, *at: Hex, mode: str = "single") -> cmd.Attack:
    return cmd.Attack(character="daisy", weapon=weapon, mode=mode, targets=[cmd.AttackTarget(at=h) for h in at])  # type: ignore[arg-type]


def test_the_43_cards_are_29_weapons_and_14_accessories_with_slots() -> None:
    """Inventory 4.3: 43 weapon and accessory cards; INV-10: 0, 1 or 2 slots per weapon."""
    assert sum(a.copies for a in CONTENT.accessories.values()) == 14
    assert {"extended_magazine", "laser_sight"} <= set(CONTENT.accessories)  # the two of L412
    assert all(0 <= w.slots <= 2 for w in CONTENT.weapons.values())
    assert CONTENT.weapons["skorpion"].slots == 2 and CONTENT.weapons["recurve_bow"].slots == 0


def test_a_save_refuses_an_accessory_that_does_not_fit_or_has_no_slot() -> None:
    """INV-10, INV-11: compatible with the weapon and a free slot."""
    ok = SavedWeapon(weapon="skorpion", place="hand", accessories=["extended_magazine", "laser_sight"])
    _check_save(
        CampaignSave(players=[PlayerSave(character="liza", weapons=[ok], holsters=[], max_hp=10, max_mp=5)]),
        CONTENT,
        "ok",
    )
    for bad in (
        SavedWeapon(weapon="recurve_bow", place="hand", accessories=["laser_sight"]),
        SavedWeapon(weapon="desert_eagle", place="hand", accessories=["extended_magazine", "laser_sight"]),
        SavedWeapon(weapon="desert_eagle", place="hand", accessories=["scope"]),
    ):
        with pytest.raises(ContentError):
            _check_save(
                CampaignSave(players=[PlayerSave(character="liza", weapons=[bad], holsters=[], max_hp=10, max_mp=5)]),
                CONTENT,
                "x",
            )


def test_the_extended_magazine_adds_2_rounds_from_the_save_and_at_every_reload() -> None:
    """L751: a reload fills the magazine "en tenant compte des accessoires"; a save starts it full."""
    saved = PlayerSave(
        character="daisy",
        weapons=[SavedWeapon(weapon="desert_eagle", place="hand", accessories=["extended_magazine"])],
        holsters=[],
        madness=7,
    )
    ready = setup._from_save(FarCryOptions(mission="mission_1"), CONTENT.missions["mission_1"], 0, saved)
    assert ready.weapons[0].ammo == 7 and CONTENT.weapons["desert_eagle"].capacity == 5
    s = fitted("desert_eagle", "extended_magazine", ammo=1)
    after, _ = act(s, 0, cmd.Reload(character="daisy"))
    assert character(after, "daisy").weapons[0].ammo == 7


def test_the_laser_sight_upgrades_the_die_within_range_3() -> None:
    """Designed (L412): the Desert Eagle's yellow die becomes green against a target within range 3."""
    for at, colour in ((Hex(3, 3), "green"), (Hex(4, 3), "yellow")):
        s = fitted("desert_eagle", "laser_sight", ammo=5)
        foe(s, "berserker-red", at)
        assert first_roll(s, shot("desert_eagle", at)).roll.choice.colour == colour


def test_the_scope_pushes_long_range_dice_back_and_brings_a_sniper_closer() -> None:
    """Designed: the AK-47's orange die from range 6 starts at 8 with a scope; the Z93 fires at 3."""
    for accessories, colour in (((), "orange"), (("scope",), "yellow")):
        s = fitted("ak47", *accessories, ammo=6)
        foe(s, "berserker-red", Hex(6, 3))
        assert first_roll(s, shot("ak47", Hex(6, 3))).roll.choice.colour == colour
    s = fitted("z93", "scope", ammo=4)
    foe(s, "berserker-red", Hex(3, 3))
    first_roll(s, shot("z93", Hex(3, 3)))


def test_the_compensator_steadies_auto_fire() -> None:
    """Designed: as Tour humaine (R-F-27), the first extra target keeps the base die."""
    s = fitted("skorpion", "compensator", ammo=4)
    targets = [Hex(2, 3), Hex(3, 3), Hex(4, 3)]
    for i, at in enumerate(targets):
        foe(s, f"decapiteur-{['red', 'blue', 'green'][i]}", at)
    out = ENGINE.decide(s, 0, shot("skorpion", *targets, mode="auto"), 0.0, Rng(0))
    assert not isinstance(out, RuleViolation)
    assert [e.roll.chain_step for e in out if isinstance(e, ev.AttackResolved)] == [0, 0, 1]


def test_a_given_weapon_keeps_its_accessories() -> None:
    """INV-13 (L408): the accessories stay on the weapon for the mission, whoever carries it."""
    s = fitted("desert_eagle", "laser_sight", ammo=5)
    put(s, "keith", Hex(-1, 4))
    character(s, "keith").holsters = ["belt_holster"]
    s, _ = act(s, 0, cmd.Give(character="daisy", to="keith", weapons=["desert_eagle"]))
    after, _ = act(s, 1, cmd.AnswerOffer(character="keith", accept=True))
    given = next(w for w in character(after, "keith").weapons if w.weapon == "desert_eagle")
    assert given.accessories == ["laser_sight"]
    view = ENGINE.view(after, 1)
    keith = next(c for c in view.characters if c.character == "keith")
    assert next(w for w in keith.weapons if w.weapon == "desert_eagle").accessories == ["laser_sight"]


def test_fold_keeps_accessories_through_a_replay() -> None:
    """The save's accessories ride in `CharacterReady` (WeaponGiven) and a replay rebuilds them."""
    saved = PlayerSave(
        character="daisy",
        weapons=[SavedWeapon(weapon="skorpion", place="hand", accessories=["compensator"])],
        holsters=[],
        madness=7,
    )
    ready = setup._from_save(FarCryOptions(mission="mission_1"), CONTENT.missions["mission_1"], 0, saved)
    s = new(1)
    s.characters = []
    s = fold([ready], s)
    assert character(s, "daisy").weapons[0].accessories == ["compensator"]
