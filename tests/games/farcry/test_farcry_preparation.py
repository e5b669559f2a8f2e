"""Between missions (SU-18, INV-1..INV-20, TL-3..TL-7, RND-1): buying, crafting, moving cards and
accessories, arranging weapons, learning talents, and the next mission of the campaign started from the
save once every seat is ready. Each refusal names the rule it enforces."""

from __future__ import annotations

import re
from typing import Any

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain.contract import Command, Event, RuleViolation
from domain.games.farcry import events as ev
from domain.games.farcry.campaign import commands as pc
from domain.games.farcry.campaign import events as pe
from domain.games.farcry.campaign import save_rules as sr
from domain.games.farcry.campaign.save import CampaignSave, Place, PlayerSave, SavedWeapon
from domain.games.farcry.content import CONTENT
from domain.games.farcry.engine import FarCryEngine
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import FarCryState
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, fold


def _kit(character: str, weapon: str, hand: list[str], holster: str, talent: str, hp: int, mp: int) -> PlayerSave:
    weapons = [SavedWeapon(weapon=w, place="hand" if w in hand else "beside") for w in (weapon, "machete", "fist")]
    return PlayerSave(
        character=character, weapons=weapons, holsters=[holster], talents=[talent], madness=7, max_hp=hp, max_mp=mp
    )


TEAM = [
    _kit("daisy", "desert_eagle", ["desert_eagle", "machete"], "belt_holster", "gachette_rapide", 12, 5),
    _kit("keith", "m133", ["m133"], "back_holster_simple", "glissade", 13, 4),
    _kit("jason", "stg90", ["stg90"], "back_holster_simple", "balle_porte_bonheur", 12, 4),
    _kit("liza", "skorpion", ["skorpion", "machete"], "belt_holster", "cache_a_la_vue_de_tous", 11, 5),
]
"""A designed team part-way through a campaign, each with a weapon, a holster and a talent at madness 7."""


def prep(seats: int = 2, **changes: Any) -> FarCryState:
    """A campaign whose mission 1 was won: the preparation before mission 2, the save (``TEAM``'s boards)
    edited by ``changes`` (``players`` entries are dicts of changes per character)."""
    s = fold(ENGINE.start(FarCryOptions(seats=seats, mission="mission_1", campaign=True), Rng(1)))
    assert s.save is not None
    per_player: dict[str, dict[str, Any]] = changes.pop("players", {})
    team = {p.character: p for p in TEAM}
    players = [msgspec.structs.replace(team[p.character], **per_player.get(p.character, {})) for p in s.save.players]
    changes.setdefault("missions_done", ["mission_1"])
    s.save = msgspec.structs.replace(s.save, players=players, **changes)
    s.phase, s.result = "preparation", "success"
    return s


def save_of(s: FarCryState) -> CampaignSave:
    assert s.save is not None
    return s.save


def player(s: FarCryState, name: str) -> PlayerSave:
    p = sr.player(save_of(s), name)
    assert p is not None
    return p


def act(s: FarCryState, seat: int, command: Command) -> tuple[FarCryState, list[Event]]:
    out = ENGINE.decide(s, seat, command, 0.0, Rng(3))
    assert not isinstance(out, RuleViolation), out
    return fold(out, s), out


def refused(s: FarCryState, seat: int, command: Command) -> RuleViolation:
    out = ENGINE.decide(s, seat, command, 0.0, Rng(3))
    assert isinstance(out, RuleViolation), out
    return out


def test_the_preparation_prompts_every_seat_and_the_match_is_not_over() -> None:
    """SU-18: between missions every seat prepares; the match goes on (``campaign``)."""
    s = prep()
    status = ENGINE.status(s)
    assert not status.finished and status.to_act == [0, 1]
    assert [(p.seat, p.kind) for p in ENGINE.prompts(s)] == [(0, "preparation"), (1, "preparation")]
    view = ENGINE.view(s, 1)
    assert (view.campaign, view.ready, view.next_mission, view.save) == (True, [], "mission_2", s.save)
    readied, _ = act(s, 1, pc.Ready())
    assert ENGINE.view(readied, 0).ready == [1] and ENGINE.status(readied).to_act == [0]
    assert refused(
        s, 0, msgspec.convert({"action": "end_turn", "character": "daisy"}, type=ENGINE.command_type)
    ).code == ("preparing")


def test_buying_pays_the_printed_price_from_the_reserve_into_a_free_slot() -> None:
    """INV-14 (L418-426): a priced card, paid from the reserve's money, into a player's free slot or the
    reserve; INV-17: not once every copy is in play; not without the money; no price, not for sale."""
    s = prep(reserve_money=1000)
    after, _ = act(s, 0, pc.Buy(card="mp5", to="daisy"))
    assert save_of(after).reserve_money == 400
    assert ("mp5", "holster") in [(w.weapon, w.place) for w in player(after, "daisy").weapons]
    assert refused(s, 0, pc.Buy(card="desert_eagle", to=None)).code == "none_left"  # Daisy holds the only one
    assert refused(s, 0, pc.Buy(card="pkm", to=None)).code == "not_enough_money"
    assert refused(s, 0, pc.Buy(card="machete", to=None)).code == "not_for_sale"
    bought, _ = act(s, 1, pc.Buy(card="laser_sight", to=None))
    assert save_of(bought).reserve_accessories == ["laser_sight"]
    reserve, _ = act(s, 0, pc.Buy(card="ak47", to=None))
    assert [w.weapon for w in save_of(reserve).reserve_weapons] == ["ak47"]
    assert refused(s, 0, pc.Buy(card="ak47", to="daisy")).code == "no_room"  # two hands busy, belt holster only


def test_a_seat_acts_for_its_own_characters_and_the_reserve() -> None:
    s = prep(reserve_money=1000)
    assert refused(s, 1, pc.Buy(card="mp5", to="daisy")).code == "not_your_character"


def test_crafting_takes_the_team_s_skins_and_leaves_and_stops_when_every_copy_is_in_play() -> None:
    """INV-16..INV-19 (L432-461): a bag from skins (reserve first, then the players', INV-9); a potion
    from leaves; INV-8: one bag each; INV-17: no more than the box's copies (3 of each tile)."""
    s = prep(reserve_skins=3, reserve_leaves=["blue"], players={"keith": {"skins": 2, "leaves": ["blue"]}})
    after, out = act(s, 0, pc.Craft(recipe="backpack_resistant", to="daisy"))
    crafted = next(e for e in out if isinstance(e, pe.Crafted))
    assert [(p.owner, p.skins) for p in crafted.paid] == [(None, 3), ("keith", 2)]
    assert player(after, "daisy").bag == "backpack_resistant"
    assert save_of(after).reserve_skins == 0 and player(after, "keith").skins == 0
    assert sr.item_slots(player(after, "daisy").bag) == 3
    potion, _ = act(after, 0, pc.Craft(recipe="vitesse_folle", to="daisy"))
    assert player(potion, "daisy").items == ["vitesse_folle"] and save_of(potion).reserve_leaves == []
    assert refused(potion, 0, pc.Craft(recipe="medecine", to=None)).code == "missing_components"
    rich = prep(reserve_skins=40)
    rich, _ = act(rich, 0, pc.Craft(recipe="backpack_simple", to="daisy"))
    assert refused(rich, 0, pc.Craft(recipe="backpack_simple", to="daisy")).code == "one_carrier_each"
    for _ in range(2):
        rich, _ = act(rich, 0, pc.Craft(recipe="backpack_simple", to=None))
    assert refused(rich, 0, pc.Craft(recipe="backpack_simple", to=None)).code == "none_left"


def test_cards_change_hands_never_talents_and_a_holster_in_use_stays() -> None:
    """SU-18 (L1460): cards are exchanged, never talents (TL-4); INV-4: an item goes where there is
    room; a weapon keeps its accessories (INV-13); a holster holding a weapon cannot be taken off."""
    s = prep(
        reserve_items=["molotov"],
        players={
            "daisy": {
                "weapons": [
                    SavedWeapon(weapon="desert_eagle", place="hand", accessories=["laser_sight"]),
                    SavedWeapon(weapon="machete", place="hand"),
                    SavedWeapon(weapon="fist", place="beside"),
                    SavedWeapon(weapon="colt_1911", place="holster"),
                ]
            }
        },
    )
    assert refused(s, 0, pc.Transfer(card="gachette_rapide", giver="daisy", receiver="keith")).code == "talents_stay"
    assert refused(s, 0, pc.Transfer(card="belt_holster", giver="daisy", receiver=None)).code == "still_in_use"
    taken, _ = act(s, 0, pc.Transfer(card="molotov", giver=None, receiver="daisy"))
    assert player(taken, "daisy").items == ["molotov"]
    assert refused(taken, 1, pc.Transfer(card="molotov", giver=None, receiver="keith")).code == "not_held"
    gave, _ = act(s, 0, pc.Transfer(card="desert_eagle", giver="daisy", receiver=None))
    assert [(w.weapon, w.accessories) for w in save_of(gave).reserve_weapons] == [("desert_eagle", ["laser_sight"])]


def test_accessories_move_onto_compatible_weapons_with_a_free_slot() -> None:
    """INV-10, INV-11 (L402-404): compatible with the weapon and a free screw slot; back to the reserve."""
    s = prep(reserve_accessories=["laser_sight", "scope", "extended_magazine"])
    fitted, _ = act(s, 0, pc.FitAccessory(accessory="laser_sight", owner="daisy", weapon="desert_eagle"))
    eagle = next(w for w in player(fitted, "daisy").weapons if w.weapon == "desert_eagle")
    assert eagle.accessories == ["laser_sight"] and save_of(fitted).reserve_accessories == [
        "scope",
        "extended_magazine",
    ]
    assert (
        refused(s, 0, pc.FitAccessory(accessory="scope", owner="daisy", weapon="desert_eagle")).code == "incompatible"
    )
    full = pc.FitAccessory(accessory="extended_magazine", owner="daisy", weapon="desert_eagle")
    assert refused(fitted, 0, full).code == "no_slot"  # the Desert Eagle has one screw (INV-10)
    back, _ = act(
        fitted, 0, pc.FitAccessory(accessory="laser_sight", source_owner="daisy", source_weapon="desert_eagle")
    )
    assert "laser_sight" in save_of(back).reserve_accessories


def test_talents_cost_xp_by_level_and_each_lower_one_unlocks_one_higher() -> None:
    """TL-3..TL-6 (L1249-1276): 1000/2000/4000 XP; one copy in the team; level 2 and 3 need a lower
    talent of the same tree, each unlocking only one (two level-2 Heron talents need two level-1)."""
    s = prep(players={"daisy": {"xp": 10000}, "keith": {"xp": 500}})
    assert refused(s, 1, pc.LearnTalent(character="keith", talent="entrainement")).code == "not_enough_xp"
    assert refused(s, 0, pc.LearnTalent(character="daisy", talent="glissade")).code == "talent_taken"  # Keith's
    heron_2 = "repandre_l_amour"  # Daisy holds Gâchette rapide, Heron level 1
    assert refused(s, 0, pc.LearnTalent(character="daisy", talent="visee_stable")).code == "talent_locked"
    assert refused(s, 0, pc.LearnTalent(character="daisy", talent="disparition")).code == "talent_locked"
    learned, out = act(s, 0, pc.LearnTalent(character="daisy", talent=heron_2))
    assert next(e for e in out if isinstance(e, pe.TalentLearned)).xp == 2000
    assert player(learned, "daisy").xp == 8000
    assert refused(learned, 0, pc.LearnTalent(character="daisy", talent="tour_humaine")).code == "talent_locked"
    assert act(learned, 0, pc.LearnTalent(character="daisy", talent="visee_stable"))[0] is not None
    trained, _ = act(s, 0, pc.LearnTalent(character="daisy", talent="entrainement"))
    assert player(trained, "daisy").max_hp == player(s, "daisy").max_hp + 1


def test_every_listed_preparation_action_is_accepted() -> None:
    """The legal actions are exact: each one listed for each seat is accepted as it stands."""
    s = prep(
        reserve_money=3000,
        reserve_skins=10,
        reserve_leaves=["green", "green", "blue", "blue"],
        reserve_accessories=["laser_sight"],
        players={"daisy": {"xp": 5000}, "keith": {"xp": 1000}},
    )
    for seat in (0, 1):
        actions = ENGINE.legal_actions(s, seat)
        assert {a.action for a in actions} >= {"ready", "buy", "craft", "learn_talent", "arrange", "fit_accessory"}
        for a in actions:
            command = ENGINE.parse_command({**a.fixed, "action": a.action})
            out = ENGINE.decide(s, seat, command, 0.0, Rng(0))
            assert not isinstance(out, RuleViolation), (a.label, out)


def test_when_every_seat_is_ready_the_next_mission_starts_from_the_save() -> None:
    """RND-1, SU-12 (L308-310): mission 2 from the save: the weapon bought and the bag crafted are
    there, a weapon left in the reserve is not (INV-7), XP and talents carried; a seat that changes
    something after saying ready is asked again."""
    s = prep(reserve_money=1000, reserve_skins=2, players={"daisy": {"xp": 1000}})
    s, _ = act(s, 0, pc.Buy(card="mp5", to="daisy"))
    s, _ = act(s, 1, pc.Buy(card="colt_1911", to=None))
    s, _ = act(s, 0, pc.Ready())
    assert s.ready == [0]
    s, out = act(s, 0, pc.Craft(recipe="backpack_simple", to="daisy"))
    assert s.ready == [] and isinstance(out[-1], pe.SeatReady)
    s, _ = act(s, 0, pc.LearnTalent(character="daisy", talent="entrainement"))
    s, _ = act(s, 0, pc.Ready())
    s, out = act(s, 1, pc.Ready())
    assert s.mission == "mission_2" and s.phase == "mission" and s.campaign
    daisy = next(e for e in out if isinstance(e, ev.CharacterReady) and e.character == "daisy")
    assert "mp5" in [w.weapon for w in daisy.weapons] and daisy.bag == "backpack_simple"
    assert "entrainement" in daisy.talents
    assert not any(w.weapon == "colt_1911" and w.place != "holster" for w in daisy.weapons)
    kept = next(e for e in out if isinstance(e, ev.SaveKept))
    assert [w.weapon for w in kept.save.reserve_weapons] == ["colt_1911"]
    status = ENGINE.status(s)
    assert not status.finished and status.to_act


@pytest.mark.parametrize("done", [list(sr.CAMPAIGN)])
def test_with_no_mission_left_the_campaign_is_over(done: list[str]) -> None:
    """RND-1: the campaign ends after its last mission, mission 7 (issue 32): the match is finished, won."""
    s = prep(missions_done=done)
    status = ENGINE.status(s)
    assert status.finished and status.outcome is not None and status.outcome.reason == "campaign_done"
    assert ENGINE.legal_actions(s, 0) == []
    assert refused(s, 0, pc.Ready()).code == "match_finished"


def sound(save: CampaignSave) -> None:
    """What the rules never allow in a save, whatever was bought, crafted or moved."""
    assert save.reserve_money >= 0 and save.reserve_skins >= 0
    held = sr.in_play(save)
    assert all(held[card] <= sr.copies(card) for card in held if sr.copies(card)), held
    talents = [t for p in save.players for t in p.talents]
    assert len(talents) == len(set(talents)), "TL-4: one copy of each talent"
    for p in save.players:
        hand = [w.weapon for w in p.weapons if w.place == "hand"] or ["fist"]  # a hand given away: Fist
        assert sr.arrangement(p.weapons, p.holsters, hand) is not None, p
        assert len(p.items) <= sr.item_slots(p.bag) and p.xp >= 0
        kinds = [sr.carrier(h).kind for h in p.holsters]
        assert len(kinds) == len(set(kinds)) and "bag" not in kinds
        for w in p.weapons:
            card = CONTENT.weapons[w.weapon]
            assert len(w.accessories) <= card.slots
            assert all(card.category in CONTENT.accessories[a].fits for a in w.accessories)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), seats=st.integers(1, 4))
def test_random_preparations_keep_the_save_sound_and_the_next_mission_starts(seed: int, seats: int) -> None:
    """Random legal preparation by every seat from a rich reserve: every listed action is accepted, the
    save stays sound (copies, room, slots, talents, money), and once every seat is ready mission 2
    starts with each character's saved weapons."""
    rng = Rng(seed)
    s = prep(
        seats,
        reserve_money=rng.below(4000),
        reserve_skins=rng.below(30),
        reserve_leaves=[rng.choice(["green", "blue", "amber", "scarlet"]) for _ in range(rng.below(8))],
        reserve_accessories=["laser_sight", "extended_magazine", "scope"][: rng.below(4)],
        players={name: {"xp": rng.below(8000)} for name in ("daisy", "keith", "jason", "riley")},
    )
    for _ in range(25):
        if s.phase != "preparation":
            break
        seat = rng.choice(ENGINE.status(s).to_act)
        actions = ENGINE.legal_actions(s, seat)
        late = [a for a in actions if a.action == "ready" and a.fixed["ready"]]
        action = late[0] if late and rng.below(6) == 0 else rng.choice(actions)
        s, _ = act(s, seat, ENGINE.parse_command({**action.fixed, "action": action.action}))
        if s.phase == "preparation":
            sound(save_of(s))
    if s.campaign_ended:  # every seat voted to stop (designed): the match is over, the save sound
        status = ENGINE.status(s)
        assert status.finished and status.outcome is not None and status.outcome.reason == "campaign_ended"
        return
    while s.phase == "preparation":
        seat = next(q for q in range(seats) if q not in s.ready)
        s, _ = act(s, seat, pc.Ready())
    assert (s.mission, s.phase) == ("mission_2", "mission")
    handed_out = set(CONTENT.missions["mission_2"].handed_out)  # M2's Colt for everyone (L1780)
    for c in s.characters:
        saved = player(s, c.character)
        carried = {w.weapon for w in c.weapons}
        assert carried - handed_out == {w.weapon for w in saved.weapons} - handed_out
        assert c.bag == saved.bag and c.talents == saved.talents


def daisy_holding(places: dict[str, Place]) -> FarCryState:
    """The preparation before mission 2 with Daisy's weapons where ``places`` says."""
    return prep(players={"daisy": {"weapons": [SavedWeapon(weapon=w, place=at) for w, at in places.items()]}})


def test_a_weapon_kept_in_the_save_bag_stays_there_and_blocks_no_holster_change() -> None:
    """LA-3 (L1440): mid-mission, a weapon with no holster room goes to the save bag, and the debriefing
    keeps it there. Between missions it stays there until a holster of its kind has room: it takes a free
    slot before anything else moves, but it never stops a holster holding nothing from being taken off,
    nor the weapons in hand from being changed (INV-5, INV-6)."""
    held: dict[str, Place] = {"desert_eagle": "hand", "machete": "hand", "fist": "beside", "colt_1911": "save_bag"}
    s = daisy_holding({**held, "skorpion": "holster", "taser": "holster"})
    swapped, _ = act(s, 0, pc.Arrange(character="daisy", hand=["skorpion", "machete"]))
    places = {w.weapon: w.place for w in player(swapped, "daisy").weapons}
    assert places == {
        "skorpion": "hand",
        "machete": "hand",
        "fist": "beside",
        "desert_eagle": "holster",
        "taser": "holster",
        "colt_1911": "save_bag",
    }
    freed, _ = act(s, 0, pc.Transfer(card="taser", giver="daisy", receiver=None))
    assert {w.weapon: w.place for w in player(freed, "daisy").weapons}["colt_1911"] == "save_bag"
    holstered, _ = act(freed, 0, pc.Arrange(character="daisy", hand=["desert_eagle", "machete"]))
    assert {w.weapon: w.place for w in player(holstered, "daisy").weapons}["colt_1911"] == "holster"

    off, _ = act(daisy_holding(held), 0, pc.Transfer(card="belt_holster", giver="daisy", receiver=None))
    assert player(off, "daisy").holsters == []
    assert {w.weapon: w.place for w in player(off, "daisy").weapons}["colt_1911"] == "save_bag"
    sound(save_of(off))


def switch_offers(s: FarCryState, seat: int, name: str) -> list[list[str]]:
    return [
        a.fixed["hand"]
        for a in ENGINE.legal_actions(s, seat)
        if a.action == "switch_weapons" and a.fixed["character"] == name
    ]


def start_next(s: FarCryState) -> tuple[FarCryState, list[Event]]:
    s, _ = act(s, 0, pc.Ready())
    return act(s, 1, pc.Ready())


def test_mission_2_s_colt_with_no_belt_holster_is_equipped_at_once() -> None:
    """L1780 ("prenez chacun un Colt"), L717-721, R-F-54, issue 33 item 4: the Colt goes to a free belt
    holster (Daisy's); Keith has none, so he equips it at once and his M133 goes to his empty back
    holster, instead of the Colt lying in the save bag all mission: he can shoot it and switch back."""
    s, _ = start_next(prep())
    assert (s.mission, s.phase) == ("mission_2", "mission")
    daisy, keith = (next(c for c in s.characters if c.character == n) for n in ("daisy", "keith"))
    assert {w.weapon: w.place for w in daisy.weapons}["colt_1911"] == "holster"
    places = {w.weapon: w.place for w in keith.weapons}
    assert places == {"m133": "holster", "machete": "beside", "fist": "beside", "colt_1911": "hand"}
    colt = next(w for w in keith.weapons if w.weapon == "colt_1911")
    assert colt.ammo == CONTENT.weapons["colt_1911"].capacity
    assert ["m133"] in switch_offers(s, 1, "keith")


def test_mission_3_s_flamethrower_with_no_back_holster_in_the_team_is_equipped_at_once() -> None:
    """L1849-1851, R-F-54, issue 33 item 4: with no free back-holster slot in the team, the Flamethrower is
    equipped at once by a player (the first), the weapons it displaces going to their holster or beside
    the board; never to the save bag, where it would be unusable all mission."""
    keith = {
        "holsters": [],
        "weapons": [SavedWeapon(weapon="m133", place="hand"), SavedWeapon(weapon="fist", place="beside")],
    }
    s, _ = start_next(prep(missions_done=["mission_1", "mission_2"], players={"keith": keith}))
    assert (s.mission, s.phase) == ("mission_3", "mission")
    daisy = next(c for c in s.characters if c.character == "daisy")
    places = {w.weapon: w.place for w in daisy.weapons}
    assert places == {"flamethrower": "hand", "desert_eagle": "holster", "machete": "beside", "fist": "beside"}
    assert all(w.weapon != "flamethrower" for c in s.characters if c.character != "daisy" for w in c.weapons)
    assert ["desert_eagle", "machete"] in switch_offers(s, 0, "daisy")


def test_the_flamethrower_mission_3_lends_is_not_for_sale_before_it() -> None:
    """INV-17 (L439), L1849-1853, issue 33 item 5: mission 3 takes the box's only Flamethrower from the pile
    to lend it; before mission 3 it is not in the box to buy (refused, not listed), so the team never
    pays for a card its debriefing takes back. Before mission 2, it is for sale."""
    before_3 = prep(missions_done=["mission_1", "mission_2"], reserve_money=2000)
    problem = refused(before_3, 0, pc.Buy(card="flamethrower", to=None))
    assert (problem.code, problem.rule) == ("none_left", "INV-17") and "3" in problem.message
    buys = [a.fixed["card"] for a in ENGINE.legal_actions(before_3, 0) if a.action == "buy"]
    assert "flamethrower" not in buys and "mp5" in buys
    before_2 = prep(reserve_money=2000)
    assert "flamethrower" in [a.fixed["card"] for a in ENGINE.legal_actions(before_2, 0) if a.action == "buy"]
    act(before_2, 0, pc.Buy(card="flamethrower", to=None))


def test_buying_and_the_rest_of_the_preparation_are_refused_during_a_mission() -> None:
    """INV-15 (L428, "vous ne pouvez rien acheter pendant les missions"), INV-16, INV-13, TL-3, issue 33
    item 10: a preparation command in a mission gets its own problem (``between_missions``, the rule it
    breaks) saying when it is allowed and what the player can do instead now, in both languages; never
    "not available yet"."""
    for options in (FarCryOptions(seats=2, mission="mission_1", campaign=True), FarCryOptions(seats=2)):
        s = fold(ENGINE.start(options, Rng(1)))
        assert s.phase == "mission" and s.result is None
        cases: list[tuple[Command, str]] = [
            (pc.Buy(card="mp5", to=None), "INV-15"),
            (pc.Craft(recipe="backpack_simple", to=None), "INV-16"),
            (pc.FitAccessory(accessory="laser_sight", weapon="machete", owner="daisy"), "INV-13"),
            (pc.LearnTalent(character="daisy", talent="entrainement"), "TL-3"),
            (pc.Arrange(character="daisy", hand=["fist"]), "LA-1"),
            (pc.Transfer(card="machete", giver="daisy", receiver=None), "SU-18"),
            (pc.Ready(), "SU-18"),
        ]
        for command, rule in cases:
            problem = refused(s, 0, command)
            assert (problem.code, problem.rule, problem.status) == ("between_missions", rule, 409), command
            assert "between missions" in problem.message and "entre deux missions" in problem.message
            assert "not available" not in problem.message
        buy = refused(s, 0, pc.Buy(card="mp5", to=None)).message
        assert "pick_up" in buy and "give" in buy, "the legal alternatives during the mission"
        assert "switch_weapons" in refused(s, 0, pc.Arrange(character="daisy", hand=["fist"])).message


def test_preparation_labels_name_the_characters() -> None:
    """Issue 33 item 10: the preparation's labels name each character by name (Daisy Lee, Keith Ramsey),
    in French and in English, never by its id."""
    s = prep(reserve_money=1000, players={"daisy": {"xp": 1000}})
    french = FarCryEngine()
    french.lang = "fr"
    for engine in (ENGINE, french):
        labels = [a.label for seat in (0, 1) for a in engine.legal_actions(s, seat)]
        assert any("Daisy Lee" in label for label in labels) and any("Keith Ramsey" in label for label in labels)
        assert not [label for label in labels if re.search(r"\b(daisy|keith)\b", label)]
    assert any(a.label.startswith("Daisy Lee learns ") for a in ENGINE.legal_actions(s, 0))
    assert any(a.label.startswith("Daisy Lee apprend ") for a in french.legal_actions(s, 0))
