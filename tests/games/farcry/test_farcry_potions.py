"""The 28 item cards and the 8 potions in missions (L453-461, LA-5, LA-6; inventory 4.4-4.5), with
Surdosage (L1262): drunk by their holder as the turn's item action, acting at once or for their rounds."""

from __future__ import annotations

from domain.contract import Command, Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.state import Carried, FarCryState, Token, UnitState
from domain.games.farcry.tactical.hexes import Hex
from domain.games.farcry.tactical.statuses import damage
from domain.games.farcry.tactical.targeting import candidates
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, character, clear_enemies, new, put, refused

HERE = Hex(0, 3)


def holding(*potions: str, talent: str | None = None) -> FarCryState:
    s = new(2)
    clear_enemies(s)
    s.units.append(UnitState(uid="decapiteur-yellow", unit="decapiteur", colour="yellow", at=Hex(14, 2), hp=6))
    put(s, "daisy", HERE)
    daisy = character(s, "daisy")
    daisy.items = list(potions)
    if talent:
        daisy.talents = [*daisy.talents, talent]
    return s


def drink(s: FarCryState, potion: str) -> tuple[FarCryState, list[Event]]:
    return act(s, 0, cmd.UseItem(character="daisy", item=potion))


def seeded(s: FarCryState, command: Command, wanted: object) -> list[Event]:
    for seed in range(400):
        out = ENGINE.decide(s, 0, command, 0.0, Rng(seed))
        if not isinstance(out, RuleViolation) and wanted(out):  # type: ignore[operator]
            return out
    raise AssertionError("no seed gives that outcome")


def test_the_28_item_cards_are_the_8_potions_and_the_molotov() -> None:
    """L453-461: each potion's recipe; inventory 4.4: 28 cards (copies designed)."""
    assert sum(i.copies for i in CONTENT.items.values()) == 28
    recipes = {i.id: i.recipe for i in CONTENT.items.values() if i.kind == "potion"}
    assert recipes == {
        "main_verte": {"blue": 1},
        "vitesse_folle": {"blue": 2},
        "medecine": {"green": 2},
        "repulsif_pour_animaux": {"amber": 2},
        "a_l_epreuve_du_feu": {"scarlet": 2},
        "boost_d_endorphine": {"green": 2, "blue": 2},
        "chasseur_mortel": {"amber": 2, "scarlet": 1},
        "tireur_d_elite": {"scarlet": 2, "amber": 1},
    }


def test_potions_acting_at_once_and_surdosage() -> None:
    """Vitesse folle +2 MP, Médecine +3 HP, Boost d'endorphine to 100 %; Surdosage adds +1 HP and +1
    MP to each (L1262); the card goes to the discard and the item action is spent (LA-5)."""
    for talent, hp_bonus, mp_bonus in ((None, 0, 0), ("surdosage", 1, 1)):
        s = holding("vitesse_folle", "medecine", "boost_d_endorphine", talent=talent)
        daisy = character(s, "daisy")
        daisy.hp = 2
        after, _ = drink(s, "vitesse_folle")
        assert character(after, "daisy").mp == daisy.mp + 2 + mp_bonus
        assert character(after, "daisy").hp == 2 + hp_bonus
        assert "vitesse_folle" in character(after, "daisy").discard
        assert refused(after, 0, cmd.UseItem(character="daisy", item="medecine")).code == "limited_action_used"
        healed, _ = drink(s, "medecine")
        assert character(healed, "daisy").hp == 2 + 3 + hp_bonus
        full, _ = drink(s, "boost_d_endorphine")
        assert character(full, "daisy").hp == daisy.max_hp


def test_a_potion_is_listed_without_a_hex_and_never_given() -> None:
    """LA-6: a potion is drunk by its holder; naming a hex is refused."""
    s = holding("medecine")
    listed = [a.fixed for a in ENGINE.legal_actions(s, 0) if a.action == "use_item"]
    assert {"character": "daisy", "item": "medecine"} in listed
    assert refused(s, 0, cmd.UseItem(character="daisy", item="medecine", at="1,3")).code == "not_on_a_character"


def test_a_l_epreuve_du_feu_ignores_fire_damage_this_round_only() -> None:
    """L458: immune to fire damage for 1 turn (through this round)."""
    s, _ = drink(holding("a_l_epreuve_du_feu"), "a_l_epreuve_du_feu")
    work = Work(s)
    damage(work, "daisy", 2, "fire")
    damage(work, "daisy", 1, "bleeding")
    assert [(e.source, e.amount) for e in work.events if isinstance(e, ev.Damaged)] == [("bleeding", 1)]
    s.round += 1
    work = Work(s)
    damage(work, "daisy", 2, "fire")
    assert any(isinstance(e, ev.Damaged) for e in work.events)


def test_repulsif_pour_animaux_keeps_animals_off_its_drinker_for_2_rounds() -> None:
    """L457: animals do not target the drinker for 2 turns; human enemies still do."""
    s, _ = drink(holding("repulsif_pour_animaux"), "repulsif_pour_animaux")
    dog = UnitState(uid="guard_dog-red", unit="guard_dog", colour="red", at=Hex(2, 3), hp=2)
    man = UnitState(uid="decapiteur-red", unit="decapiteur", colour="red", at=Hex(2, 2), hp=6)
    for rounds_later, dog_sees in ((0, False), (1, False), (2, True)):
        s.round = 1 + rounds_later
        assert ("daisy" in [c.uid for c in candidates(s, dog, ["player"])]) == dog_sees
        assert "daisy" in [c.uid for c in candidates(s, man, ["player"])]


def test_chasseur_mortel_and_tireur_d_elite_this_turn() -> None:
    """L460: +1 damage to animals (not to humans); L461: every attack die upgraded (yellow → green)."""
    s, _ = drink(holding("chasseur_mortel"), "chasseur_mortel")
    s.units += [
        UnitState(uid="leopard-red", unit="leopard", colour="red", at=Hex(1, 3), hp=4),
        UnitState(uid="berserker-red", unit="berserker", colour="red", at=Hex(0, 4), hp=7),
    ]
    machete = CONTENT.weapons["machete"].damage
    for at, uid, bonus in ((Hex(1, 3), "leopard-red", 1), (Hex(0, 4), "berserker-red", 0)):
        hit = cmd.Attack(character="daisy", weapon="machete", mode="single", targets=[cmd.AttackTarget(at=at)])
        out = seeded(s, hit, lambda es: any(isinstance(e, ev.AttackResolved) and e.roll.result == "hit" for e in es))
        assert next(e.amount for e in out if isinstance(e, ev.Damaged) and e.who == uid) == machete + bonus
    s, _ = drink(holding("tireur_d_elite"), "tireur_d_elite")
    s.units.append(UnitState(uid="berserker-red", unit="berserker", colour="red", at=Hex(3, 3), hp=7))
    shot = cmd.Attack(character="daisy", weapon="desert_eagle", mode="single", targets=[cmd.AttackTarget(at=Hex(3, 3))])
    _, out = act(s, 0, shot)
    rolled = next(e for e in out if isinstance(e, ev.AttackResolved))
    assert rolled.roll.choice.colour == "green"


def test_main_verte_lets_the_picker_take_a_leaf_of_any_colour_from_the_supply() -> None:
    """L454, R-F-78: for 2 turns, a leaf picked up may be exchanged for any colour left in the supply;
    without the potion the choice is refused."""
    s = holding("main_verte")
    s.leaves = [Token(kind="green", at=HERE)]
    assert refused(s, 0, cmd.PickUp(character="daisy", kind="leaf", leaf="scarlet")).code == "no_leaf_choice"
    s, _ = drink(s, "main_verte")
    listed = [a.fixed.get("leaf") for a in ENGINE.legal_actions(s, 0) if a.fixed.get("kind") == "leaf"]
    assert {"scarlet", "green", "blue", "amber"} <= set(listed)
    after, out = act(s, 0, cmd.PickUp(character="daisy", kind="leaf", leaf="scarlet"))
    assert character(after, "daisy").leaves[-1] == "scarlet"
    assert any(isinstance(e, ev.LeafExchanged) and e.given == "green" for e in out)


def test_the_molotov_is_the_content_s_thrown_item() -> None:
    """The Molotov is read from items.json: thrown within range 3 (R-F-28), Enflammer 1."""
    s = holding("molotov")
    character(s, "daisy").weapons.append(Carried(weapon="fist", ammo=None, place="beside"))
    listed = [a for a in ENGINE.legal_actions(s, 0) if a.action == "use_item"]
    assert listed and listed[0].params[0].name == "at"
    spots = [str(c.value) for c in listed[0].params[0].choices]
    assert all(len(spot.split(",")) == 2 for spot in spots)
    after, out = act(s, 0, cmd.UseItem(character="daisy", item="molotov", at=spots[0]))
    assert any(isinstance(e, ev.FireSpread) for e in out) and "molotov" in character(after, "daisy").discard
