"""The arsenal beyond the kits (inventory 4.3, FC-2): Propagation (CB-23, R-F-25), Dispersion (CB-22,
R-F-26), sniper distance requirements and machine-gun MP (L1269-1270), bows and rocket launchers that
are not reloaded and the flamethrower's fuel (LA-8), stunning weapons (ST-3, R-F-37), and the talents
that read them (Répandre l'amour, Visée stable, Tireur mobile, Archer expert)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain import bots
from domain.contract import Command, Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry import rules
from domain.games.farcry.content import CONTENT
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import Carried, FarCryState, TileState, UnitState
from domain.games.farcry.tactical.accessories import capacity_of
from domain.games.farcry.tactical.hexes import Hex
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, character, clear_enemies, fold, new, put, refused
from tests.games.farcry.test_farcry_play_properties import check_invariants

HERE = Hex(0, 3)


def armed(weapon: str, *talent_ids: str, madness: int = 7, ammo: int | None = None) -> FarCryState:
    """Mission 0, players' turn, no enemy near: Daisy on HERE with only ``weapon`` equipped (loaded),
    Keith off at (-2, 3), a Décapiteur far away (the mission is not won)."""
    s = new(2)
    clear_enemies(s)
    s.units.append(UnitState(uid="decapiteur-yellow", unit="decapiteur", colour="yellow", at=Hex(14, 2), hp=6))
    put(s, "daisy", HERE)
    put(s, "keith", Hex(-2, 3))
    daisy = character(s, "daisy")
    card = CONTENT.weapons[weapon]
    daisy.weapons = [Carried(weapon=weapon, ammo=card.capacity if ammo is None else ammo, place="hand")]
    daisy.talents = [*daisy.talents, *talent_ids]
    daisy.madness = madness
    return s


def foe(s: FarCryState, uid: str, at: Hex, hp: int | None = None) -> None:
    kind, colour = uid.rsplit("-", 1)
    s.units.append(UnitState(uid=uid, unit=kind, colour=colour, at=at, hp=CONTENT.units[kind].hp if hp is None else hp))


def fire(weapon: str, mode: str, *targets: Hex, **extra: object) -> cmd.Attack:
    return cmd.Attack(
        character="daisy",
        weapon=weapon,
        mode=mode,  # type: ignore[arg-type]
        targets=[cmd.AttackTarget(at=t) for t in targets],
        **extra,  # type: ignore[arg-type]
    )


def seeded(s: FarCryState, command: Command, wanted: object) -> tuple[FarCryState, list[Event]]:
    for seed in range(400):
        out = ENGINE.decide(s, 0, command, 0.0, Rng(seed))
        if not isinstance(out, Exception) and wanted(out):  # type: ignore[operator]
            return fold(out, s), out
    raise AssertionError("no seed gives that outcome")


def resolved(events: list[Event]) -> list[ev.AttackResolved]:
    return [e for e in events if isinstance(e, ev.AttackResolved)]


def damaged(events: list[Event]) -> dict[str, int]:
    out: dict[str, int] = {}
    for e in events:
        if isinstance(e, ev.Damaged):
            out[e.who] = out.get(e.who, 0) + e.amount
    return out


def ammo(s: FarCryState, weapon: str) -> int | None:
    return next(w.ammo for w in character(s, "daisy").weapons if w.weapon == weapon)


def test_the_box_holds_29_weapon_cards_of_every_category_the_talents_name() -> None:
    """Inventory 4.3: pistols, SMGs, rifles, shotguns, sniper rifles, a machine gun, bows, a rocket
    launcher, the flamethrower, blades and stunning weapons; the text's MP5 has Propagation (L926)."""
    cards = [w for w in CONTENT.weapons.values() if w.user == "player"]
    assert sum(w.copies for w in cards) == 29
    assert {w.category for w in cards if w.copies} >= {
        "blade", "pistol", "smg", "rifle", "shotgun", "sniper", "machine_gun", "bow", "launcher", "flamethrower",
    }  # fmt: skip
    assert [m.kind for m in CONTENT.weapons["mp5"].modes] == ["propagation"]
    assert any(h.kind == "stun" for w in cards for h in w.on_hit)
    never = {"recurve_bow", "compound_bow", "rpg7", "mounted_machine_gun"}  # TI-2 (L2185): the seat's card too
    assert {w.id for w in cards if w.reload == "never"} == never


def test_propagation_hits_every_unit_beside_the_target_on_one_roll() -> None:
    """CB-23, R-F-25: one attack die for the initial target (the mode's orange die); on a success every
    unit beside it (any side) is hit unless its own cover die shows a shield; 1 ammo per target."""
    s = armed("mp5")
    target, left, right = Hex(3, 2), Hex(2, 2), Hex(4, 2)
    for uid, at in (("decapiteur-red", target), ("decapiteur-blue", left), ("guard_dog-red", right)):
        foe(s, uid, at)
    listed = [a.fixed for a in ENGINE.legal_actions(s, 0) if a.fixed.get("mode") == "propagation"]
    spread = next(f for f in listed if f["targets"][0] == {"at": [3, 2]})
    assert sorted(str(t) for t in spread["targets"][1:]) == sorted(str({"at": list(h)}) for h in (left, right))
    assert refused(s, 0, fire("mp5", "propagation", target, left)).code == "all_targets"
    after, out = seeded(
        s,
        fire("mp5", "propagation", target, left, right),
        lambda es: all(r.roll.result == "hit" for r in resolved(es)),
    )
    rolls = resolved(out)
    assert rolls[0].roll.choice.colour == "orange" and len(rolls) == 3
    assert all(r.roll.attack == rolls[0].roll.attack for r in rolls)
    assert set(damaged(out)) == {"decapiteur-red", "decapiteur-blue", "guard_dog-red"}
    assert ammo(after, "mp5") == 6 - 3


def test_propagation_with_short_ammo_lets_the_player_pick_and_a_miss_spares_everyone() -> None:
    """R-F-25: with ammo for only some extra targets the player picks which; a failed attack die hits
    nobody."""
    s = armed("mp5", ammo=2)
    target, left, right = Hex(3, 2), Hex(2, 2), Hex(4, 2)
    for uid, at in (("decapiteur-red", target), ("decapiteur-blue", left), ("guard_dog-red", right)):
        foe(s, uid, at)
    listed = [a.fixed["targets"] for a in ENGINE.legal_actions(s, 0) if a.fixed.get("mode") == "propagation"]
    assert [{"at": [3, 2]}, {"at": [2, 2]}] in listed and [{"at": [3, 2]}, {"at": [4, 2]}] in listed
    _, out = seeded(s, fire("mp5", "propagation", target, right), lambda es: resolved(es)[0].roll.result == "miss")
    assert damaged(out) == {}


def test_repandre_l_amour_costs_1_ammo_less_and_boosts_at_10() -> None:
    """L1266: Propagation costs 1 ammo less; at 10+ 1 more ammo gives the initial target +1 damage."""
    s = armed("mp5", "repandre_l_amour", madness=10)
    target, left = Hex(3, 2), Hex(2, 2)
    foe(s, "decapiteur-red", target)
    foe(s, "decapiteur-blue", left)
    assert any(a.fixed.get("boost") and a.fixed.get("mode") == "propagation" for a in ENGINE.legal_actions(s, 0))
    after, out = seeded(
        s, fire("mp5", "propagation", target, left), lambda es: all(r.roll.result == "hit" for r in resolved(es))
    )
    assert ammo(after, "mp5") == 6 - 1
    after, out = seeded(
        s,
        fire("mp5", "propagation", target, left, boost=True),
        lambda es: all(r.roll.result == "hit" for r in resolved(es)),
    )
    assert ammo(after, "mp5") == 6 - 2
    assert damaged(out) == {"decapiteur-red": 3, "decapiteur-blue": 2}


def test_dispersion_splits_the_damage_between_the_target_and_its_neighbours() -> None:
    """CB-22, R-F-26: one roll against the target; on a hit the attacker moves damage points to units
    beside it (listed one point at a time); a unit not beside it is refused."""
    s = armed("spas12")
    target, beside, far = Hex(2, 2), Hex(3, 2), Hex(6, 3)
    foe(s, "decapiteur-red", target)
    foe(s, "guard_dog-red", beside)
    foe(s, "guard_dog-blue", far)
    shares = [a.fixed.get("shares") for a in ENGINE.legal_actions(s, 0) if a.fixed.get("mode") == "dispersion"]
    assert ["guard_dog-red"] in shares
    assert refused(s, 0, fire("spas12", "dispersion", target, shares=["guard_dog-blue"])).code == "bad_share"
    _, out = seeded(
        s,
        fire("spas12", "dispersion", target, shares=["guard_dog-red", "guard_dog-red"]),
        lambda es: resolved(es)[0].roll.result == "hit",
    )
    assert damaged(out) == {"guard_dog-red": 2, "decapiteur-red": 2}


def test_a_sniper_rifle_fires_within_its_distances_and_visee_stable_widens_them() -> None:
    """L1269: the Z93 fires at range 4 to 12; Visée stable moves each requirement by 1."""
    s = armed("z93")
    foe(s, "decapiteur-red", Hex(3, 3))
    foe(s, "decapiteur-blue", Hex(4, 3))
    assert refused(s, 0, fire("z93", "single", Hex(3, 3))).code == "out_of_range"
    act(s, 0, fire("z93", "single", Hex(4, 3)))
    steady = armed("z93", "visee_stable")
    foe(steady, "decapiteur-red", Hex(3, 3))
    act(steady, 0, fire("z93", "single", Hex(3, 3)))


def test_a_machine_gun_shot_costs_mp_and_tireur_mobile_saves_one_and_adds_full_auto_at_10() -> None:
    """L1270 (designed 2 MP a shot): Tireur mobile makes it 1; at 10+ its full auto goes 3 → 4."""
    s = armed("pkm")
    foe(s, "decapiteur-red", Hex(3, 3))
    mp = character(s, "daisy").mp
    after, _ = act(s, 0, fire("pkm", "single", Hex(3, 3)))
    assert character(after, "daisy").mp == mp - 2
    character(s, "daisy").mp = 1
    assert refused(s, 0, fire("pkm", "single", Hex(3, 3))).code == "not_enough_mp"
    mobile = armed("pkm", "tireur_mobile")
    foe(mobile, "decapiteur-red", Hex(3, 3))
    after, _ = act(mobile, 0, fire("pkm", "single", Hex(3, 3)))
    assert character(after, "daisy").mp == character(mobile, "daisy").mp - 1
    mad = armed("pkm", "tireur_mobile", madness=10)
    chain = [Hex(2, 3), Hex(3, 3), Hex(4, 3), Hex(5, 3), Hex(6, 3)]
    for i, at in enumerate(chain):
        foe(mad, f"{['decapiteur', 'guard_dog', 'assaillant', 'berserker', 'leopard'][i]}-red", at)
    character(mad, "daisy").mp = 9
    act(mad, 0, fire("pkm", "auto", *chain))
    plain = armed("pkm", "tireur_mobile")
    for i, at in enumerate(chain):
        foe(plain, f"{['decapiteur', 'guard_dog', 'assaillant', 'berserker', 'leopard'][i]}-red", at)
    character(plain, "daisy").mp = 9
    assert refused(plain, 0, fire("pkm", "auto", *chain)).code == "auto_targets"


def test_bows_and_rocket_launchers_are_not_reloaded_and_the_flamethrower_needs_fuel() -> None:
    """LA-8 (L749): no reload for a bow or a rocket launcher in a mission; the flamethrower reloads
    only beside a red barrel (designed condition)."""
    for weapon in ("recurve_bow", "rpg7"):
        s = armed(weapon, ammo=0)
        assert refused(s, 0, cmd.Reload(character="daisy")).code == "nothing_to_reload"
    s = armed("flamethrower", ammo=0)
    assert refused(s, 0, cmd.Reload(character="daisy")).code == "nothing_to_reload"
    s.tiles.append(TileState(kind="red_barrel", at=Hex(1, 3)))
    after, _ = act(s, 0, cmd.Reload(character="daisy"))
    assert ammo(after, "flamethrower") == CONTENT.weapons["flamethrower"].capacity


def test_archer_expert_upgrades_the_bow_s_die_and_adds_a_point_at_10() -> None:
    """L1308: with a bow the attack die is upgraded (yellow → green); at 10+ +1 damage."""
    for madness, bonus in ((7, 0), (10, 1)):
        s = armed("recurve_bow", "archer_expert", madness=madness)
        foe(s, "berserker-red", Hex(3, 3))
        _, out = seeded(s, fire("recurve_bow", "single", Hex(3, 3)), lambda es: resolved(es)[0].roll.result == "hit")
        assert resolved(out)[0].roll.choice.colour == "green"
        assert damaged(out) == {"berserker-red": CONTENT.weapons["recurve_bow"].damage + bonus}


def test_a_stunning_weapon_stuns_instead_of_killing() -> None:
    """ST-3 (L1422), R-F-37: at 0 HP the target is stunned, keeps its hex, leaves the chain; no madness
    token for the author (MD-4)."""
    s = armed("taser")
    foe(s, "decapiteur-red", Hex(2, 3), hp=1)
    s.chain.append("decapiteur-red")
    after, out = seeded(s, fire("taser", "single", Hex(2, 3)), lambda es: resolved(es)[0].roll.result == "hit")
    removed = next(e for e in out if isinstance(e, ev.UnitRemoved))
    assert removed.why == "stunned"
    stunned = next(u for u in after.units if u.uid == "decapiteur-red")
    assert stunned.stunned and stunned.at == Hex(2, 3) and "decapiteur-red" not in after.chain
    assert character(after, "daisy").madness_tokens == 0


POTIONS = sorted(i.id for i in CONTENT.items.values() if i.kind == "potion")
ARSENAL = ["mp5", "spas12", "z93", "pkm", "recurve_bow", "taser", "rpg7", "compound_bow", "ak47", "matraque"]


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), seats=st.integers(1, 4))
def test_random_play_with_the_arsenal_accepts_every_listed_attack(seed: int, seats: int) -> None:
    """Random legal play of mission 0 with a watchtower, each character given an arsenal weapon with
    the accessories that fit it, a potion and the talents that read them: every listed action
    (Propagation, Dispersion, shares, boosts, machine-gun and sniper shots, climbing) is accepted, the
    board stays sound, and the mission ends."""
    rng = Rng(seed)
    s = fold(ENGINE.start(FarCryOptions(seats=seats), rng))
    if Hex(2, 3) not in rules.occupied(s):
        s.tiles.append(TileState(kind="watchtower", at=Hex(2, 3)))  # TI-9: a tower to climb and to shoot at
    for i, c in enumerate(s.characters):
        weapon = ARSENAL[(seed + i) % len(ARSENAL)]
        card = CONTENT.weapons[weapon]
        fits = [a.id for a in CONTENT.accessories.values() if card.category in a.fits][: card.slots]
        c.weapons = [
            Carried(weapon=weapon, ammo=capacity_of(weapon, fits), place="hand", accessories=fits),
            Carried(weapon="fist", ammo=None, place="beside"),
        ]
        c.talents = [*c.talents, "repandre_l_amour", "visee_stable", "tireur_mobile", "archer_expert", "surdosage"]
        c.items = [POTIONS[(seed + i) % len(POTIONS)]]
        c.madness = 10 if rng.below(2) else 7
    for step in range(3000):
        status = ENGINE.status(s)
        if status.finished:
            break
        seat = rng.choice(status.to_act)
        actions = ENGINE.legal_actions(s, seat)
        attacks = [a for a in actions if a.action == "attack"]
        ends = [a for a in actions if a.action in ("end_turn", "answer_offer", "choose", "react")]
        pool = attacks if attacks and rng.below(2) == 0 else ends if ends and rng.below(2) == 0 else actions
        command = ENGINE.parse_command(bots.fill(rng.choice(pool), rng))
        out = ENGINE.decide(s, seat, command, 0.0, Rng.derive(seed, step))
        assert not isinstance(out, RuleViolation), f"listed {command} refused: {out!r}"
        s = fold(out, s)
        check_invariants(s)
    assert ENGINE.status(s).finished
