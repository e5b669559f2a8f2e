"""Pick-ups and loot, weapon switch, reload, give/exchange, bandage, and the action economy
(MV-17..MV-24, LA-1..LA-4, LA-7..LA-10, LA-18..LA-24, PT-3, R-F-6, R-F-19, R-F-47..R-F-49)."""

from __future__ import annotations

import pytest

from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.rules import ground_now, occupied, who_at
from domain.games.farcry.state import FarCryState, Token, UnitState
from domain.games.farcry.tactical.hexes import distance, neighbours
from domain.games.farcry.tactical.statuses import damage
from tests.games.farcry.farcry_play import ENGINE, act, character, fold, new, refused, unit


def with_loot(kind: str, *, items: list[str] | None = None) -> FarCryState:
    """Daisy (Desert Eagle and Machete equipped) standing on a face-down loot token of ``kind``."""
    s = new(seats=2)
    daisy = character(s, "daisy")
    assert daisy.at is not None
    s.loot.append(Token(kind=kind, at=daisy.at))
    if items is not None:
        daisy.items = items
    return s


@pytest.mark.parametrize(
    ("kind", "field", "gain"),
    [("relic", "xp_tokens", 1), ("money", "money_tokens", 1), ("bandage", "bandages", 1)],
)
def test_loot_gives_its_reward_and_goes_to_the_discard(kind: str, field: str, gain: int) -> None:
    """MV-19..MV-21, MV-24 (L700-707): the reward on its back, the token to the discard; R-F-19:
    picking up is free (no MP)."""
    s = with_loot(kind)
    after, out = act(s, 0, cmd.PickUp(character="daisy", kind="loot"))
    picked = out[0]
    assert isinstance(picked, ev.PickedUp) and picked.token == kind and type(picked).reveals
    daisy, before = character(after, "daisy"), character(s, "daisy")
    assert getattr(daisy, field) == getattr(before, field) + gain
    assert daisy.loot == [kind] and daisy.mp == before.mp
    assert not any(t.at == daisy.at for t in after.loot)


def test_ammo_loot_reloads_one_equipped_weapon_by_two_at_most() -> None:
    """MV-23 (L706): at most 2 ammo into one equipped weapon; with full weapons the token stays."""
    s = with_loot("ammo")
    eagle = next(w for w in character(s, "daisy").weapons if w.weapon == "desert_eagle")
    eagle.ammo = 1
    after, out = act(s, 0, cmd.PickUp(character="daisy", kind="loot", weapon="desert_eagle"))
    assert next(w for w in character(after, "daisy").weapons if w.weapon == "desert_eagle").ammo == 3
    full = with_loot("ammo")
    after, out = act(full, 0, cmd.PickUp(character="daisy", kind="loot"))
    assert isinstance(out[0], ev.PickedUp) and out[0].reward == "left"
    token = next(t for t in after.loot if t.at == character(after, "daisy").at)
    assert token.face_up and token.kind == "ammo"
    assert not any(a.action == "pick_up" for a in ENGINE.legal_actions(after, 0))
    assert refused(after, 0, cmd.PickUp(character="daisy", kind="loot")).code == "cannot_take"


def test_a_molotov_needs_a_free_item_slot_else_it_stays_face_up() -> None:
    """MV-22 (L705), INV-2 (L350), R-F-19: a Molotov card into a free slot; with none the token is
    turned up and stays (never refused while face down: the refusal would tell its kind)."""
    after, _ = act(with_loot("molotov"), 0, cmd.PickUp(character="daisy", kind="loot"))
    assert character(after, "daisy").items == ["molotov"]
    full, out = act(with_loot("molotov", items=["molotov"]), 0, cmd.PickUp(character="daisy", kind="loot"))
    assert isinstance(out[0], ev.PickedUp) and out[0].reward == "left"
    assert character(full, "daisy").items == ["molotov"]


def test_a_leaf_goes_on_the_character_board() -> None:
    """MV-18 (L694): a leaf token is kept on the character board; nothing to pick where there is none."""
    s = new(seats=2)
    daisy = character(s, "daisy")
    assert daisy.at is not None
    assert refused(s, 0, cmd.PickUp(character="daisy", kind="leaf")).code == "no_token"
    s.leaves.append(Token(kind="amber", at=daisy.at))
    after, _ = act(s, 0, cmd.PickUp(character="daisy", kind="leaf"))
    assert character(after, "daisy").leaves == ["amber"]


def test_switching_weapons_once_per_turn_within_hands_and_holsters_never_after_an_attack() -> None:
    """LA-1..LA-4 (L717-723), INV-5, INV-6 (L368-376): two hands at most, the rest holstered (Fist
    and Machete beside the board); once per turn (PT-3); no switch after an attack."""
    s = new(seats=2)
    choices = [a.fixed["hand"] for a in ENGINE.legal_actions(s, 0) if a.action == "switch_weapons"]
    assert ["desert_eagle", "fist"] in choices and all(len(h) <= 2 for h in choices)
    after, _out = act(s, 0, cmd.SwitchWeapons(character="daisy", hand=["desert_eagle", "fist"]))
    places = {w.weapon: w.place for w in character(after, "daisy").weapons}
    assert places == {"desert_eagle": "hand", "fist": "hand", "machete": "beside"}
    assert refused(after, 0, cmd.SwitchWeapons(character="daisy", hand=["machete"])).code == "limited_action_used"
    keith = character(s, "keith")
    assert {w.weapon for w in keith.weapons if w.place == "hand"} == {"m133"}
    assert refused(s, 1, cmd.SwitchWeapons(character="keith", hand=["m133", "machete"])).code == "bad_hand"
    character(s, "daisy").attacked = True
    assert refused(s, 0, cmd.SwitchWeapons(character="daisy", hand=["fist"])).code == "attacked_this_turn"


def test_one_reload_fills_every_equipped_weapon_and_excludes_attacking() -> None:
    """LA-9 (L751, L757): every equipped weapon to capacity in one action; LA-10 (L753-755): never
    with an attack in the same turn; once per turn."""
    s = new(seats=4)
    skorpion_owner = next(c for c in s.characters if any(w.weapon == "skorpion" for w in c.weapons))
    for w in skorpion_owner.weapons:
        if w.ammo is not None:
            w.ammo = 0
    name, seat = skorpion_owner.character, skorpion_owner.seat
    after, out = act(s, seat, cmd.Reload(character=name))
    assert out[0] == ev.Reloaded(character=name, weapons=["skorpion"])
    assert (
        next(w for w in character(after, name).weapons if w.weapon == "skorpion").ammo
        == CONTENT.weapons["skorpion"].capacity
    )
    assert refused(after, seat, cmd.Reload(character=name)).code == "limited_action_used"
    assert refused(new(seats=4), seat, cmd.Reload(character=name)).code == "nothing_to_reload"
    character(s, name).attacked = True
    assert refused(s, seat, cmd.Reload(character=name)).code == "attacked_this_turn"


def test_an_offer_lapses_when_its_giver_or_receiver_is_knocked_out() -> None:
    """R-F-49: the receiving seat answers; a K.O. character answers nothing (R-F-47), so the offer
    lapses (nothing changes hands, the giver's action stays spent) and no seat waits on it."""
    for victim in ("keith", "jason"):
        s = new(seats=3)
        s, _ = act(s, 2, cmd.Give(character="jason", to="keith", bandages=1))
        work = Work(s)
        damage(work, victim, character(s, victim).hp, "fire")
        after = fold(work.events, s)
        assert after.offer is None
        assert [(e.character, e.to, e.why) for e in work.events if isinstance(e, ev.OfferLapsed)] == [
            ("jason", "keith", "knocked_out")
        ]
        assert character(after, "jason").bandages == character(s, "jason").bandages
        for seat in ENGINE.status(after).to_act:
            assert ENGINE.legal_actions(after, seat), f"seat {seat} waits with nothing to do"


def test_a_gift_is_an_offer_the_receiving_seat_accepts_or_declines() -> None:
    """LA-18 (L799), R-F-49: an offer to an adjacent character; the receiving seat answers; a given
    weapon goes into a free holster of its kind (INV-6) and cannot attack this turn (LA-19, R-F-6);
    LA-21: one give per turn."""
    s = new(seats=3)
    assert refused(s, 2, cmd.Give(character="jason", to="keith", weapons=["fist"])).code == "no_room"
    s, _ = act(s, 2, cmd.Give(character="jason", to="keith", bandages=1, weapons=["stg90"]))
    assert s.offer is not None and ENGINE.status(s).to_act == [0, 1]
    answers = [a for a in ENGINE.legal_actions(s, 1) if a.action == "answer_offer"]
    assert [a.fixed["accept"] for a in answers] == [True, False]
    assert refused(s, 2, cmd.AnswerOffer(character="keith", accept=True)).code == "not_your_character"
    assert refused(s, 2, cmd.EndTurn(character="jason")).code == "offer_pending"
    after, _ = act(s, 1, cmd.AnswerOffer(character="keith", accept=True))
    assert character(after, "jason").bandages == 1 and character(after, "keith").bandages == 3
    stg = next(w for w in character(after, "keith").weapons if w.weapon == "stg90")
    assert stg.place == "holster" and stg.used and stg.ammo == CONTENT.weapons["stg90"].capacity
    assert not any(w.weapon == "stg90" for w in character(after, "jason").weapons)
    assert refused(after, 2, cmd.Give(character="jason", to="keith", bandages=1)).code == "limited_action_used"
    declined, _ = act(s, 1, cmd.AnswerOffer(character="keith", accept=False))
    assert character(declined, "jason").bandages == 2 and declined.offer is None


def test_bandage_heals_two_clears_statuses_and_spends_a_token() -> None:
    """LA-22..LA-24 (L807-811), R-F-48: oneself or an adjacent character, +2 HP never above the
    maximum, Bleeding and Blocage removed; once per turn; R-F-47: never a K.O. character."""
    s = new(seats=2)
    keith = character(s, "keith")
    keith.hp, keith.bleeding, keith.blocage = keith.max_hp - 3, True, True
    after, _ = act(s, 0, cmd.Bandage(character="daisy", target="keith"))
    k = character(after, "keith")
    assert k.hp == keith.max_hp - 1 and not k.bleeding and not k.blocage
    assert character(after, "daisy").bandages == 1
    assert refused(after, 0, cmd.Bandage(character="daisy", target="daisy")).code == "limited_action_used"
    character(s, "keith").ko = True
    assert refused(s, 0, cmd.Bandage(character="daisy", target="keith")).code == "bad_target"
    empty = new(seats=2)
    character(empty, "daisy").bandages = 0
    assert refused(empty, 0, cmd.Bandage(character="daisy", target="daisy")).code == "no_bandage"


def test_choose_with_no_enemy_tie_pending_is_refused() -> None:
    """EN-16, R-F-34: `Choose` answers an enemy's tie; in the players' turn there is none to answer."""
    s = new(seats=2)
    assert refused(s, 0, cmd.Choose(prompt="tie", value="x")).code == "no_choice_pending"


def test_an_attack_through_decide_tilts_its_weapon_and_then_forbids_reload_and_switch() -> None:
    """LA-25 (L815), R-F-6 (L855): one attack per weapon a turn (decided by `combat.attack`, every die
    in its events); LA-10 (L753-755): no reload in a turn with an attack; LA-4 (L723): no switch."""
    s = new(seats=2)
    dog = s.units[0]
    assert dog.at is not None
    spot = next(
        h
        for h in sorted(ground_now(s).hexes)
        if distance(h, dog.at) == 1
        and h not in occupied(s)
        and ground_now(s).walkable(h)
        and h not in ground_now(s).fire
    )
    character(s, "daisy").at = spot
    attack = cmd.Attack(character="daisy", weapon="machete", mode="single", targets=[cmd.AttackTarget(unit=dog.uid)])
    after, out = act(s, 0, attack, rng_seed=3)
    assert any(isinstance(e, ev.AttackResolved) for e in out)
    assert next(w for w in character(after, "daisy").weapons if w.weapon == "machete").used
    if any(u.uid == dog.uid for u in after.units):
        assert refused(after, 0, attack).code == "weapon_used"
    next(w for w in character(after, "daisy").weapons if w.weapon == "desert_eagle").ammo = 1
    assert refused(after, 0, cmd.Reload(character="daisy")).code == "attacked_this_turn"
    assert refused(after, 0, cmd.SwitchWeapons(character="daisy", hand=["fist"])).code == "attacked_this_turn"
    nobody = cmd.Attack(character="daisy", weapon="machete", mode="single", targets=[cmd.AttackTarget(unit="x")])
    assert refused(s, 0, nobody).code == "bad_target"


def test_legal_actions_list_each_attack_with_its_cover_die_takedowns_talents_and_the_impulse() -> None:
    """What a player asks before acting (issue 14): targets in range with line of sight and cover
    (CB-6..CB-18) per equipped weapon, a takedown at 3 HP or less (LA-14), talents (LA-17, UA-2) and
    the impulse once per mission (UA-1); each listed one is accepted."""
    s = new(seats=2)
    enemy = next(u for u in s.units if u.unit == "decapiteur")
    assert enemy.at is not None
    spot = next(
        h
        for h in sorted(ground_now(s).hexes)
        if distance(h, enemy.at) == 1
        and h not in occupied(s)
        and ground_now(s).walkable(h)
        and h not in ground_now(s).fire
    )
    character(s, "daisy").at = spot
    enemy.hp = 3
    actions = [a for a in ENGINE.legal_actions(s, 0) if a.fixed.get("character") == "daisy"]
    attacks = [a for a in actions if a.action == "attack"]
    assert any(a.fixed["weapon"] == "machete" and a.fixed["targets"] == [{"at": list(enemy.at)}] for a in attacks)
    assert all(a.label.startswith(("Attack", "Throw")) for a in attacks), [a.label for a in attacks]  # English only
    french = [a for a in ENGINE.in_language("fr").legal_actions(s, 0) if a.action == "attack"]
    assert all(a.label.startswith(("Attaquer", "Lancer")) for a in french), [a.label for a in french]
    assert any(a.action == "takedown" and a.fixed["target"] == enemy.uid for a in actions)
    assert not any(a.action == "use_talent" for a in actions)  # Gâchette rapide is played by attacking again
    keith = [a.fixed["talent"] for a in ENGINE.legal_actions(s, 1) if a.action == "use_talent"]
    assert keith == ["glissade"]
    impulse = next(a for a in actions if a.action == "impulse")
    for action in (impulse, attacks[0]):
        command = ENGINE.parse_command({"action": action.action, **action.fixed})
        after, _ = act(s, 0, command, rng_seed=4)
        assert after.characters != s.characters
    after, _ = act(s, 0, cmd.Impulse(character="daisy"))
    assert not any(a.action == "impulse" for a in ENGINE.legal_actions(after, 0))


def test_an_exchange_is_two_gifts_and_the_receiver_keeps_its_own() -> None:
    """LA-20 (L801): the player who did not initiate may still initiate their own give/exchange this
    turn; LA-21 (L803): each initiates once."""
    s = new(seats=2)
    s, _ = act(s, 0, cmd.Give(character="daisy", to="keith", bandages=1))
    s, _ = act(s, 1, cmd.AnswerOffer(character="keith", accept=True))
    assert any(a.action == "give" for a in ENGINE.legal_actions(s, 1))
    s, _ = act(s, 1, cmd.Give(character="keith", to="daisy", bandages=2))
    s, _ = act(s, 0, cmd.AnswerOffer(character="daisy", accept=True))
    assert (character(s, "daisy").bandages, character(s, "keith").bandages) == (3, 1)
    assert refused(s, 1, cmd.Give(character="keith", to="daisy", bandages=1)).code == "limited_action_used"


def test_a_bandage_treats_an_adjacent_allied_unit_such_as_the_anecdote_rakyat() -> None:
    """LA-22 (L807: "un autre joueur ou un allié"), R-F-48: an adjacent allied unit is a bandage
    target, listed and accepted: +2 HP up to its board's, Bleeding removed; an enemy never is."""
    s = new(seats=2)
    daisy = character(s, "daisy")
    assert daisy.at is not None
    beside = [h for h in neighbours(daisy.at) if who_at(s, h) is None and ground_now(s).walkable(h)]
    s.units.append(UnitState(uid="rakyat-red", unit="rakyat", colour="red", at=beside[0], hp=2, bleeding=True))
    s.units.append(UnitState(uid="decapiteur-blue", unit="decapiteur", colour="blue", at=beside[1], hp=2))
    listed = next(a for a in ENGINE.legal_actions(s, 0) if a.action == "bandage" and a.fixed["character"] == "daisy")
    values = [c.value for c in listed.params[0].choices]
    assert "rakyat-red" in values and "decapiteur-blue" not in values
    after, _ = act(s, 0, cmd.Bandage(character="daisy", target="rakyat-red"))
    rakyat = unit(after, "rakyat-red")
    assert rakyat.hp == 4 and not rakyat.bleeding and character(after, "daisy").bandages == daisy.bandages - 1
    assert refused(s, 0, cmd.Bandage(character="daisy", target="decapiteur-blue")).code == "bad_target"


def test_a_second_machete_lying_on_the_hex_is_neither_listed_nor_accepted() -> None:
    """LA-18 (L799), CB-24 (L928-930): a weapon token is picked up only into room the character has,
    and never as a second copy of a card it carries (designed, `inventory.receivable`); decide refuses
    what the listing does not offer (Daisy already has her Machete)."""
    s = new(seats=2)
    daisy = character(s, "daisy")
    assert daisy.at is not None and any(w.weapon == "machete" for w in daisy.weapons)
    s.dropped.append(Token(kind="machete", at=daisy.at))
    listed = [a for a in ENGINE.legal_actions(s, 0) if a.action == "pick_up" and a.fixed.get("kind") == "weapon"]
    assert listed == []
    problem = refused(s, 0, cmd.PickUp(character="daisy", kind="weapon", weapon="machete"))
    assert problem.code == "cannot_carry" and problem.rule == "LA-18"
    keith = character(s, "keith")
    keith.weapons = [w for w in keith.weapons if w.weapon != "machete"]
    s.dropped = [Token(kind="machete", at=keith.at)] if keith.at is not None else []
    listed = [a for a in ENGINE.legal_actions(s, 1) if a.action == "pick_up" and a.fixed.get("kind") == "weapon"]
    after, _ = act(s, 1, ENGINE.parse_command({"action": "pick_up", **listed[0].fixed}))
    assert any(w.weapon == "machete" for w in character(after, "keith").weapons)
