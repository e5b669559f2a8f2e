"""Combat stress and the madness cards (L1172-1241; MD-9..MD-13, R-F-4, R-F-8, R-F-46)."""

from __future__ import annotations

from typing import cast

from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.tactical.combat import attack, instability_options, round_stress
from domain.games.farcry.tactical.hexes import Hex
from domain.games.farcry.tactical.statuses import damage
from domain.games.farcry.tactical.stress import active, card_effect, mp_adjustment
from domain.rng import Rng
from tests.games.farcry.arena import arena, hero, of, put, replay, seed_where, tile


def test_stress_at_3_2_or_1_hp_never_at_0_nor_with_a_card_held() -> None:
    """MD-9 (L1204), CB-34 (L1000), R-F-46: after a loss leaving 3, 2 or 1 HP the top card is drawn
    face down; MD-10 (L1206): not while a card is held; never at 0 (K.O.)."""
    state = arena()
    put(state, "daisy", Hex(0, 4), hp=5)
    put(state, "keith", Hex(1, 4), hp=2)
    top = state.madness_deck[0]
    work = Work(state)
    damage(work, "daisy", 1, "weapon", "decapiteur-red")
    assert not of(work.events, ev.StressDrawn)
    damage(work, "daisy", 1, "weapon", "decapiteur-red")
    drawn = cast(list[ev.StressDrawn], of(work.events, ev.StressDrawn))
    assert [(d.character, d.card) for d in drawn] == [("daisy", top)]
    daisy = hero(work.state, "daisy")
    assert daisy is not None and daisy.stress_card == top and not daisy.stress_face_up
    assert work.state.madness_deck == state.madness_deck[1:]
    damage(work, "daisy", 1, "weapon", "decapiteur-red")
    damage(work, "keith", 2, "weapon", "decapiteur-red")
    assert len(of(work.events, ev.StressDrawn)) == 1


def test_the_l1231_example_jason_at_madness_7_turns_cruaute_then_returns_it() -> None:
    """L1229-1233 (MD-11, MD-12, R-F-8): Jason drops to 3 HP in the enemies' turn and draws face
    down; next round he turns it at tier 5+ (madness 7): Cruauté, 100 XP per kill this round; the
    round after, the card goes back and the deck is shuffled."""
    state = arena(seats=4)
    put(state, "jason", Hex(0, 4), hp=4)
    put(state, "decapiteur-red", Hex(1, 4), hp=1)
    state.madness_deck.remove("folie_5")
    state.madness_deck.insert(0, "folie_5")
    work = Work(state)
    damage(work, "jason", 1, "weapon", "decapiteur-red")
    jason = hero(work.state, "jason")
    assert jason is not None and jason.stress_card == "folie_5" and jason.madness == 7
    turned = round_stress(work.state, Rng(0))
    assert [(t.card, t.tier) for t in cast(list[ev.StressTurned], of(turned, ev.StressTurned))] == [("folie_5", 5)]
    state2 = replay(work.state, turned)
    assert active(state2, "jason", "cruaute") is not None
    killed = seed_where(
        lambda rng: attack(state2, "jason", "stg90", "single", [Hex(1, 4)], rng),
        lambda es: bool(of(es, ev.UnitRemoved)),
    )
    after = replay(state2, killed)
    assert (hero(after, "jason") or jason).xp == 100 and (hero(after, "jason") or jason).madness_tokens == 1
    returned = round_stress(after, Rng(1))
    back = cast(list[ev.MadnessReturned], of(returned, ev.MadnessReturned))
    assert back[0].characters == ["jason"] and sorted(back[0].deck or []) == sorted(CONTENT.madness)
    final = replay(after, returned)
    assert (hero(final, "jason") or jason).stress_card is None


def test_each_card_shows_the_effect_of_the_owners_tier() -> None:
    """MD-13 (L1210-1225), R-F-4: three tiers per card; the saved counter picks one (7 reads 5+)."""
    assert card_effect("folie_1", 0).effect == "reflexes"
    assert card_effect("folie_1", 7) == CONTENT.madness["folie_1"].tier5
    assert card_effect("folie_1", 12).effect == "tete_brulee"


def test_adrenaline_heals_2_and_reflexes_or_catatonie_change_mp() -> None:
    """L1219 Réflexes +1 MP, L1221 Catatonie -X max MP (R-F-4: X by tier), L1224 Adrénaline +2 HP."""
    state = arena()
    put(state, "daisy", Hex(0, 4), hp=3)
    put(state, "keith", Hex(1, 4), hp=3)
    daisy, keith = hero(state, "daisy"), hero(state, "keith")
    assert daisy is not None and keith is not None
    daisy.stress_card, keith.stress_card = "folie_4", "folie_1"  # at madness 7: adrenaline, catatonie 2
    events = round_stress(state, Rng(0))
    healed = cast(list[ev.Healed], of(events, ev.Healed))
    assert [(h.who, h.amount) for h in healed] == [("daisy", 2)]
    after = replay(state, events)
    assert mp_adjustment(after, "keith") == -2 and mp_adjustment(after, "daisy") == 0
    keith.stress_card, keith.madness = "folie_1", 0
    keith.stress_face_up = True
    assert mp_adjustment(state, "keith") == 1


def test_soif_de_sang_adds_1_to_melee_and_tete_brulee_drops_the_cover_die() -> None:
    """L1220: each melee attack given or received deals +1; L1223: no cover die in the enemies' turn."""
    state = arena()
    put(state, "daisy", Hex(0, 4))
    put(state, "decapiteur-red", Hex(1, 4))
    daisy = hero(state, "daisy")
    assert daisy is not None
    daisy.stress_card, daisy.stress_face_up = "folie_7", True  # 5+: soif de sang
    hit = seed_where(
        lambda rng: attack(state, "decapiteur-red", "decapiteur_machete", "single", [Hex(0, 4)], rng),
        lambda es: bool(of(es, ev.Damaged)),
    )
    assert cast(list[ev.Damaged], of(hit, ev.Damaged))[0].amount == CONTENT.weapons["decapiteur_machete"].damage + 1
    state.units = []
    put(state, "assaillant-red", Hex(4, 4))
    tile(state, "crate", Hex(1, 4))

    def shoot() -> ev.AttackResolved:
        events = attack(state, "assaillant-red", "assault_rifle", "single", [Hex(0, 4)], Rng(0))
        return cast(list[ev.AttackResolved], of(events, ev.AttackResolved))[0]

    daisy.stress_card, daisy.stress_face_up = "folie_3", False  # face down: no effect yet
    assert shoot().roll.cover is not None
    daisy.stress_face_up = True  # 5+: tête brûlée
    assert shoot().roll.cover is None


def test_instabilite_attacks_the_nearest_unit_with_the_dearest_loaded_weapon() -> None:
    """R-F-46, L1222: Instabilité turns and attacks at once, nearest unit of any side, priciest
    equipped loaded weapon; it is that weapon's attack for the round (R-F-6)."""
    state = arena()
    put(state, "daisy", Hex(0, 4))
    put(state, "keith", Hex(3, 4))
    put(state, "decapiteur-red", Hex(2, 4))
    daisy = hero(state, "daisy")
    assert daisy is not None
    daisy.stress_card = "folie_2"  # 5+: instabilité
    assert instability_options(state, "daisy") == (["desert_eagle"], [Hex(2, 4)])
    events = round_stress(state, Rng(0))
    shot = cast(list[ev.AttackResolved], of(events, ev.AttackResolved))
    assert [(s.attacker, s.weapon, s.target) for s in shot] == [("daisy", "desert_eagle", "decapiteur-red")]
    after = hero(replay(state, events), "daisy")
    assert after is not None and after.weapons[0].used
