"""The 27 talents (TL-8..TL-10, L1259-1310), classic and madness 10+ effects, through the engine's
`decide` and `evolve` on a mission-0 board; dice are never forced (`seed_where` finds real seeds).
The reaction talents (Coup de chance, Abdos en acier, Second souffle) are `test_farcry_reactions`."""

from __future__ import annotations

from typing import cast, get_args

import pytest

from domain.contract import Command, Event
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry import setup
from domain.games.farcry.campaign import talents
from domain.games.farcry.campaign.debriefing import player_save
from domain.games.farcry.campaign.save import PlayerSave, SavedWeapon
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import TalentCode
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import FarCryState, Token, UnitState
from domain.games.farcry.tactical.hexes import Hex
from domain.games.farcry.tactical.inventory import leaf_supply
from domain.games.farcry.tactical.statuses import give_status
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, character, clear_enemies, fold, new, put, refused, unit

HERE = Hex(0, 3)
BESIDE = Hex(1, 3)


def board(*talent_ids: str, madness: int = 7, who: str = "daisy") -> FarCryState:
    """Mission 0, players' turn, no enemy; ``who`` on HERE holding ``talent_ids`` at ``madness``."""
    s = new(2)
    clear_enemies(s)
    s.units.append(UnitState(uid="decapiteur-yellow", unit="decapiteur", colour="yellow", at=Hex(14, 2), hp=6))
    c = character(s, who)
    c.talents = [*c.talents, *talent_ids]
    c.madness = madness
    put(s, who, HERE)
    return s


def enemy(s: FarCryState, uid: str, at: Hex, hp: int | None = None) -> UnitState:
    kind, colour = uid.rsplit("-", 1)
    u = UnitState(uid=uid, unit=kind, colour=colour, at=at, hp=CONTENT.units[kind].hp if hp is None else hp)
    s.units.append(u)
    s.chain.append(uid)
    return u


def seeded(s: FarCryState, seat: int, command: Command, wanted: object) -> tuple[FarCryState, list[Event]]:
    """The first seed whose real dice give ``wanted(events)``."""
    for seed in range(400):
        out = ENGINE.decide(s, seat, command, 0.0, Rng(seed))
        if not isinstance(out, Exception) and wanted(out):  # type: ignore[operator]
            return fold(out, s), out
    raise AssertionError("no seed gives that outcome")


def kinds(events: list[Event], kind: type[Event]) -> list[Event]:
    return [e for e in events if isinstance(e, kind)]


def melee(who: str, at: Hex, weapon: str = "machete") -> cmd.Attack:
    return cmd.Attack(character=who, weapon=weapon, mode="single", targets=[cmd.AttackTarget(at=at)])


def hit(events: list[Event]) -> bool:
    return any(isinstance(e, ev.AttackResolved) and e.roll.result == "hit" for e in events)


def test_the_27_talents_are_the_rulebook_s_and_every_code_has_its_card() -> None:
    """TL-2, TL-3, TL-10 (L1247-1310): three trees of three levels of three; each code the engine
    reads names exactly one card, in French and English."""
    assert len(CONTENT.talents) == 27
    codes: tuple[TalentCode, ...] = get_args(TalentCode)
    assert sorted(codes) == sorted(t.code for t in CONTENT.talents.values())
    for code in codes:
        card = CONTENT.talents[talents.card(code)]
        assert card.fr and card.en and card.classic_fr and card.classic_en
    assert {t.id for t in CONTENT.talents.values() if t.madness_fr} == {
        "gachette_rapide", "repandre_l_amour", "tour_humaine", "puis_je", "tireur_mobile", "au_bon_endroit",
        "exterminateur", "abdos_en_acier", "rage_sanglante", "cache_a_la_vue_de_tous", "glissade",
        "elimination_a_distance", "archer_expert", "artiste_du_couteau",
    }  # fmt: skip


def test_entrainement_marathonien_and_premiers_secours_set_up_the_mission() -> None:
    """L1287, L1265, L1289: +1 max HP, +1 max MP, 4 bandages; the save keeps the raised maxima."""
    mission = CONTENT.missions["mission_1"]
    plain = PlayerSave(character="keith", weapons=[SavedWeapon(weapon="m133", place="hand")], holsters=[], madness=7)
    trained = PlayerSave(
        character="keith",
        weapons=[SavedWeapon(weapon="m133", place="hand")],
        holsters=[],
        talents=["glissade", "entrainement", "premiers_secours", "marathonien"],
        madness=7,
    )
    before = setup._from_save(FarCryOptions(mission="mission_1"), mission, 0, plain)
    after = setup._from_save(FarCryOptions(mission="mission_1"), mission, 0, trained)
    assert (after.max_hp, after.max_mp, after.bandages) == (before.max_hp + 1, before.max_mp + 1, 4)
    assert before.bandages == 2
    s = new(2)
    keith = character(s, "keith")
    keith.talents = ["glissade", "entrainement", "marathonien"]
    saved = player_save(keith, xp=0, madness=7)
    assert (saved.max_hp, saved.max_mp) == (CONTENT.characters["keith"].max_hp + 2, CONTENT.characters["keith"].mp + 1)


def test_medecin_de_terrain_bandages_heal_3() -> None:
    """L1292: "Vos bandages restaurent désormais 3 PV" (2 without, LA-22)."""
    for talent, healed in ((None, 2), ("medecin_de_terrain", 3)):
        s = board(*([talent] if talent else []))
        character(s, "daisy").hp = 5
        _, out = act(s, 0, cmd.Bandage(character="daisy", target="daisy"))
        assert cast(ev.Bandaged, kinds(out, ev.Bandaged)[0]).healed == healed


def test_mur_de_pierre_is_immune_to_bleeding_and_blocage() -> None:
    """L1303: no Bleeding or Blocage token is ever given to its holder."""
    for talent, expected in ((None, 2), ("mur_de_pierre", 0)):
        s = board(*([talent] if talent else []))
        work = Work(s)
        give_status(work, "daisy", "bleeding")
        give_status(work, "daisy", "blocage")
        assert len(work.events) == expected


def test_rage_sanglante_gives_2_mp_at_3_hp_and_a_melee_point_at_10() -> None:
    """L1295: 3 HP or less at the start of the players' turn: +2 MP for the turn; at 10+, +1 melee
    damage that turn too (the machete's 2 becomes 3)."""
    for hp, madness, mp_bonus, damage in ((4, 7, 0, 2), (3, 7, 2, 2), (3, 10, 2, 3)):
        s = board("rage_sanglante", madness=madness)
        daisy = character(s, "daisy")
        daisy.hp = hp
        s = fold([ev.PlayersTurnStarted(round=2)], s)
        assert character(s, "daisy").mp == daisy.max_mp + mp_bonus
        enemy(s, "decapiteur-red", BESIDE)
        _, out = seeded(s, 0, melee("daisy", BESIDE), hit)
        assert cast(ev.Damaged, kinds(out, ev.Damaged)[0]).amount == damage


def test_herboriste_picks_one_more_leaf_from_the_supply() -> None:
    """L1301: picking up a leaf takes one more, drawn from the leaves neither on the board nor held."""
    for talent, gained in ((None, 1), ("herboriste", 2)):
        s = board(*([talent] if talent else []))
        s.leaves = [Token(kind="bleue", at=HERE)] if "bleue" in {lf.id for lf in CONTENT.box.leaves} else []
        if not s.leaves:
            s.leaves = [Token(kind=CONTENT.box.leaves[0].id, at=HERE)]
        supply = leaf_supply(s)
        after, out = act(s, 0, cmd.PickUp(character="daisy", kind="leaf"), rng_seed=3)
        assert len(character(after, "daisy").leaves) - len(character(s, "daisy").leaves) == gained
        drawn = kinds(out, ev.LeafDrawn)
        assert len(drawn) == gained - 1
        if drawn:
            assert cast(ev.LeafDrawn, drawn[0]).leaf in supply
            assert len(leaf_supply(after)) == len(supply) - 1


def test_impulsion_double_gives_the_impulse_back_once_per_mission() -> None:
    """L1290: "Récupérez votre action d'impulsion": only once the impulse is spent; flipped after."""
    s = board("impulsion_double")
    assert refused(s, 0, cmd.UseTalent(character="daisy", talent="impulsion_double")).code == "impulse_unused"
    s, _ = act(s, 0, cmd.Impulse(character="daisy"))
    assert character(s, "daisy").impulses == 0
    s, _ = act(s, 0, cmd.UseTalent(character="daisy", talent="impulsion_double"))
    assert character(s, "daisy").impulses == 1
    s, _ = act(s, 0, cmd.Impulse(character="daisy"))
    s = fold([ev.PlayersTurnStarted(round=2)], s)
    assert refused(s, 0, cmd.UseTalent(character="daisy", talent="impulsion_double")).code == "talent_used"


@pytest.mark.parametrize(("madness", "factor"), [(7, 2), (10, 3)])
def test_au_bon_endroit_next_melee_attack_is_sure_and_multiplied(madness: int, factor: int) -> None:
    """L1288: the next melee attack succeeds without a die and deals double damage; at 10+ triple,
    and its author takes 1 Blocage (no other talent stacks: Rage sanglante's point is left out)."""
    s = board("au_bon_endroit", "rage_sanglante", madness=madness)
    character(s, "daisy").raging = True
    enemy(s, "decapiteur-red", BESIDE, hp=6)
    s, _ = act(s, 0, cmd.UseTalent(character="daisy", talent="au_bon_endroit"))
    s, out = act(s, 0, melee("daisy", BESIDE))
    roll = cast(ev.AttackResolved, kinds(out, ev.AttackResolved)[0]).roll
    assert roll.choice.kind == "success" and roll.attack is None
    assert cast(ev.Damaged, kinds(out, ev.Damaged)[0]).amount == min(6, 2 * factor)
    assert character(s, "daisy").blocage == (factor == 3)
    assert not character(s, "daisy").sure_melee


def test_disparition_trades_the_turn_s_attacks_for_a_doubly_upgraded_takedown() -> None:
    """L1306: only before attacking; then no attack this turn, and the takedown die is upgraded
    twice (at 3 HP black becomes orange, L769-773)."""
    s = board("disparition")
    enemy(s, "decapiteur-red", BESIDE, hp=3)
    enemy(s, "decapiteur-blue", Hex(0, 4), hp=6)
    tried, _ = act(s, 0, melee("daisy", Hex(0, 4)))
    assert refused(tried, 0, cmd.UseTalent(character="daisy", talent="disparition")).code == "attacked_this_turn"
    s, _ = act(s, 0, cmd.UseTalent(character="daisy", talent="disparition"))
    assert refused(s, 0, melee("daisy", BESIDE)).code == "gave_up_attacks"
    _, out = act(s, 0, cmd.Takedown(character="daisy", target="decapiteur-red"))
    roll = cast(ev.TakedownTried, kinds(out, ev.TakedownTried)[0]).roll
    assert roll is not None and roll.die == "orange"


@pytest.mark.parametrize("madness", [7, 10])
def test_exterminateur_takes_down_animals_and_a_failure_is_answered_unless_10(madness: int) -> None:
    """L1291: takedowns on animals; on a failure the animal attacks its taker; at 10+ it does not."""
    plain = board()
    enemy(plain, "guard_dog-red", BESIDE, hp=2)
    assert refused(plain, 0, cmd.Takedown(character="daisy", target="guard_dog-red")).code == "not_human"
    s = board("exterminateur", madness=madness)
    enemy(s, "guard_dog-red", BESIDE, hp=2)
    _, out = seeded(s, 0, cmd.Takedown(character="daisy", target="guard_dog-red"), lambda es: not es[0].success)
    bites = [e for e in kinds(out, ev.AttackDeclared) if cast(ev.AttackDeclared, e).attacker == "guard_dog-red"]
    assert len(bites) == (0 if madness >= 10 else 1)
    _, won = seeded(s, 0, cmd.Takedown(character="daisy", target="guard_dog-red"), lambda es: es[0].success)
    removed = cast(ev.UnitRemoved, kinds(won, ev.UnitRemoved)[0])
    assert (removed.who, removed.why) == ("guard_dog-red", "fled")


@pytest.mark.parametrize(("madness", "die"), [(7, "red"), (10, "orange")])
def test_elimination_a_distance_throws_the_blade_within_range_3(madness: int, die: str) -> None:
    """L1307: an equipped blade thrown at a target in sight within range 3 (R-F-28); it lies on the
    target's hex after; once per turn; at 10+ the die is upgraded (2 HP: red, then orange)."""
    s = board("elimination_a_distance", madness=madness)
    far = Hex(2, 3)
    enemy(s, "decapiteur-red", far, hp=2)
    enemy(s, "decapiteur-blue", Hex(4, 3), hp=2)
    listed = [a.fixed for a in ENGINE.legal_actions(s, 0) if a.action == "takedown"]
    assert {"character": "daisy", "target": "decapiteur-red", "throw": "machete"} in listed
    assert not any(f.get("target") == "decapiteur-blue" for f in listed)
    after, out = act(s, 0, cmd.Takedown(character="daisy", target="decapiteur-red", throw="machete"))
    tried = cast(ev.TakedownTried, kinds(out, ev.TakedownTried)[0])
    assert tried.roll is not None and tried.roll.die == die and tried.thrown == "machete"
    assert "machete" not in [w.weapon for w in character(after, "daisy").weapons]
    assert any(t.kind == "machete" and t.at == far for t in after.dropped)
    plain = board()
    enemy(plain, "decapiteur-red", far, hp=2)
    assert refused(plain, 0, cmd.Takedown(character="daisy", target="decapiteur-red", throw="machete")).code in (
        "cannot_throw",
        "takedown_out_of_reach",
    )


def test_artiste_du_couteau_strikes_the_same_target_twice_and_rolls_red_at_10() -> None:
    """L1310: a blade already used strikes the same target once more (once per turn), never another;
    at 10+ the first strike rolls a red die first, +1 damage on a success."""
    s = board("artiste_du_couteau")
    enemy(s, "decapiteur-red", BESIDE, hp=6)
    enemy(s, "decapiteur-blue", Hex(0, 4), hp=6)
    s1, _ = act(s, 0, melee("daisy", BESIDE))
    assert refused(s1, 0, melee("daisy", Hex(0, 4))).code == "weapon_used"
    s2, out = act(s1, 0, melee("daisy", BESIDE))
    assert any(isinstance(e, ev.TalentUsed) and e.talent == "artiste_du_couteau" for e in out)
    assert refused(s2, 0, melee("daisy", BESIDE)).code == "weapon_used"
    mad = board("artiste_du_couteau", madness=10)
    enemy(mad, "decapiteur-red", BESIDE, hp=6)
    _, out = seeded(
        mad,
        0,
        melee("daisy", BESIDE),
        lambda es: hit(es) and any(isinstance(e, ev.BonusRolled) and e.success for e in es),
    )
    assert cast(ev.Damaged, kinds(out, ev.Damaged)[0]).amount == 3


@pytest.mark.parametrize("madness", [7, 10])
def test_puis_je_shoots_the_victim_s_ranged_weapon_at_the_nearest_enemy(madness: int) -> None:
    """L1268: after a successful takedown, the victim's ranged weapon once at the nearest enemy or
    wild animal; at 10+ at any within range 3. Nothing of the attacker's is tilted or spent."""
    s = board("puis_je", madness=madness)
    enemy(s, "assaillant-red", BESIDE, hp=1)
    enemy(s, "decapiteur-red", Hex(2, 3), hp=6)
    enemy(s, "decapiteur-blue", Hex(3, 2), hp=6)
    s, _ = seeded(s, 0, cmd.Takedown(character="daisy", target="assaillant-red"), lambda es: es[0].success)
    assert character(s, "daisy").borrowed == "assault_rifle"
    listed = [a.fixed["targets"] for a in ENGINE.legal_actions(s, 0) if a.fixed.get("weapon") == "assault_rifle"]
    expected = [[{"at": [2, 3]}], [{"at": [3, 2]}]] if madness >= 10 else [[{"at": [2, 3]}]]
    assert sorted(map(str, listed)) == sorted(map(str, expected))
    ammo = [w.ammo for w in character(s, "daisy").weapons]
    after, _ = act(s, 0, melee("daisy", Hex(2, 3), weapon="assault_rifle"))
    assert character(after, "daisy").borrowed is None and [w.ammo for w in character(after, "daisy").weapons] == ammo
    assert refused(after, 0, melee("daisy", Hex(2, 3), weapon="assault_rifle")).code == "weapon_not_equipped"


def test_gachette_rapide_at_10_sends_a_missed_second_shot_to_the_healthiest_unit_nearest() -> None:
    """L1264 (10+): a missed second pistol shot deals its damage to the healthiest unit nearest the target."""
    s = board(madness=10)
    target, near_weak, near_strong = Hex(3, 3), Hex(4, 3), Hex(3, 4)
    enemy(s, "decapiteur-red", target)
    enemy(s, "guard_dog-red", near_weak)
    enemy(s, "berserker-red", near_strong)
    s, _ = act(s, 0, melee("daisy", target, weapon="desert_eagle"))
    _, out = seeded(
        s,
        0,
        melee("daisy", target, weapon="desert_eagle"),
        lambda es: any(isinstance(e, ev.AttackResolved) and e.roll.result == "miss" for e in es),
    )
    hurt = cast(ev.Damaged, kinds(out, ev.Damaged)[0])
    assert (hurt.who, hurt.amount) == ("berserker-red", CONTENT.weapons["desert_eagle"].damage)


def test_cache_a_la_vue_de_tous_at_10_gives_1_mp_on_a_success() -> None:
    """L1300 (10+): a successful takedown with the card used gives +1 MP (after LA-13's MP to 0)."""
    s = board("cache_a_la_vue_de_tous", madness=10)
    enemy(s, "decapiteur-red", BESIDE, hp=1)
    s, _ = act(s, 0, cmd.UseTalent(character="daisy", talent="cache_a_la_vue_de_tous"))
    after, _ = seeded(
        s, 0, cmd.Takedown(character="daisy", target="decapiteur-red"), lambda es: kinds(es, ev.MpGained) != []
    )
    assert character(after, "daisy").mp == 1


def test_glissade_at_10_hits_an_adjacent_enemy_for_1() -> None:
    """L1302 (10+): activating it deals 1 damage to an adjacent enemy the player names (listed)."""
    s = board(madness=10, who="keith")
    enemy(s, "decapiteur-red", Hex(1, 3))
    listed = [a.fixed for a in ENGINE.legal_actions(s, 1) if a.action == "use_talent"]
    assert listed == [{"character": "keith", "talent": "glissade", "target": "decapiteur-red"}]
    assert refused(s, 1, cmd.UseTalent(character="keith", talent="glissade")).code == "bad_target"
    after, _out = act(s, 1, cmd.UseTalent(character="keith", talent="glissade", target="decapiteur-red"))
    assert unit(after, "decapiteur-red").hp == CONTENT.units["decapiteur"].hp - 1
    assert character(after, "keith").mp == character(s, "keith").mp + 1


def test_tour_humaine_degrades_from_the_second_extra_target_and_boosts_at_10() -> None:
    """L1267, R-F-27: the first extra target keeps the base die; at 10+ 1 more ammo gives the initial
    target +1 damage (listed as its own action)."""
    s = board("tour_humaine", madness=10, who="keith")
    keith = character(s, "keith")
    keith.weapons = [w for w in keith.weapons if w.weapon != "m133"]
    from domain.games.farcry.state import Carried

    keith.weapons.append(Carried(weapon="stg90", ammo=6, place="hand"))
    targets = [Hex(2, 3), Hex(3, 3), Hex(4, 3)]
    for i, at in enumerate(targets):
        enemy(s, f"decapiteur-{['red', 'blue', 'green'][i]}", at)
    burst = cmd.Attack(
        character="keith", weapon="stg90", mode="auto", targets=[cmd.AttackTarget(at=h) for h in targets], boost=True
    )
    assert any(a.fixed.get("boost") for a in ENGINE.legal_actions(s, 1))
    after, out = act(s, 1, burst)
    steps = [cast(ev.AttackResolved, e).roll.chain_step for e in kinds(out, ev.AttackResolved)]
    assert steps == [0, 0, 1]
    assert next(w.ammo for w in character(after, "keith").weapons if w.weapon == "stg90") == 6 - 3 - 1
    plain = board("tour_humaine", who="keith")
    assert refused(plain, 1, msgspec_replace(burst)).code == "no_boost"


def msgspec_replace(c: cmd.Attack) -> cmd.Attack:
    return cmd.Attack(character=c.character, weapon="m133", mode="auto", targets=c.targets, boost=True)
