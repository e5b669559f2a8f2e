"""The end of a saved mission and its campaign save (EM-3..EM-15, KO-2, MD-6, MD-7, R-F-5, R-F-51,
R-F-52), played through the engine's decide and evolve.

Mission 0 is never saved, so the save rules are tested on a test-only mission: mission 0's data with
``saved: true``, rewards on its objectives and a designed starting save (`saved_mission`).
"""

from __future__ import annotations

from collections.abc import Iterator

import msgspec
import pytest

from domain.contract import Event
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry import setup
from domain.games.farcry.campaign.save import CampaignSave, PlayerSave, SavedWeapon, StoredWeapon
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import Mission
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import START_IMPULSES, Carried, FarCryState, Kill, madness_bonus
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, character, clear_enemies, fold, new

PRIMARY_XP, PRIMARY_MONEY, SECONDARY_XP, SECONDARY_MONEY = 100, 300, 50, 150
START = CampaignSave(
    players=[
        PlayerSave(
            character="liza",
            weapons=[SavedWeapon(weapon="desert_eagle", place="hand"), SavedWeapon(weapon="fist", place="beside")],
            holsters=["belt_holster"],
            talents=["gachette_rapide"],
            items=["molotov"],
            leaves=["green"],
            skins=2,
            xp=40,
            madness=3,
        ),
        PlayerSave(
            character="riley",
            weapons=[SavedWeapon(weapon="m133", place="hand"), SavedWeapon(weapon="machete", place="beside")],
            holsters=["back_holster_simple"],
            talents=["glissade"],
            xp=10,
            madness=9,
        ),
    ],
    reserve_money=500,
    missions_done=["mission_1"],
)
"""A designed starting save: two players part-way through a campaign."""


def saved_mission() -> Mission:
    """Mission 0's data with ``saved: true``, rewards on its objectives and the starting save."""
    m = CONTENT.missions["mission_0"]
    objectives = [
        msgspec.structs.replace(o, xp=PRIMARY_XP, money=PRIMARY_MONEY)
        if o.primary
        else msgspec.structs.replace(o, xp=SECONDARY_XP, money=SECONDARY_MONEY)
        for o in m.objectives
    ]
    return msgspec.structs.replace(m, saved=True, objectives=objectives, start_save=START)


@pytest.fixture
def saved(monkeypatch: pytest.MonkeyPatch) -> Iterator[Mission]:
    mission = saved_mission()
    monkeypatch.setitem(CONTENT.missions, "mission_0", mission)
    yield mission


def started(seats: int = 2) -> FarCryState:
    s = new(seats=seats)
    clear_enemies(s)
    return s


def end_turn_of_all(s: FarCryState) -> tuple[FarCryState, list[Event]]:
    out_all: list[Event] = []
    for c in list(s.characters):
        if s.result is None and c.at is not None and not c.ko and not c.exited and not c.done:
            s, out = act(s, c.seat, cmd.EndTurn(character=c.character))
            out_all += out
    return s, out_all


def test_a_saved_mission_keeps_its_starting_save_and_sets_up_from_it(saved: Mission) -> None:
    """SU-12 (L308-310), EM-15 (L1456-1458): the characters, cards and counter of the save, every
    weapon loaded to capacity, 1 impulse and 2 bandages; the save is kept in the state (R-F-52)."""
    start = saved.start_save
    assert start is not None
    events = ENGINE.start(FarCryOptions(seats=2), Rng(3))
    kept = [e for e in events if isinstance(e, ev.SaveKept)]
    assert len(kept) == 1 and kept[0].save == start
    s = fold(events)
    assert s.save == start
    for p in start.players:
        c = character(s, p.character)
        hp_bonus, mp_bonus = madness_bonus(p.madness)
        assert c.madness == p.madness and c.items == p.items and c.leaves == p.leaves
        assert c.max_hp == CONTENT.characters[p.character].max_hp + hp_bonus
        assert c.max_mp == CONTENT.characters[p.character].mp + mp_bonus
        assert [w.weapon for w in c.weapons] == [w.weapon for w in p.weapons]
        assert all(w.ammo == CONTENT.weapons[w.weapon].capacity for w in c.weapons)


def test_a_success_writes_the_save_rewards_counter_reserve_and_exploration_token(saved: Mission) -> None:
    """EM-3 (per player XP of every objective met), EM-4 (objective money once to the reserve), EM-5
    (XP and money tokens), EM-6 + MD-6 (madness tokens advance the counter), MD-7 (cumulative
    thresholds raise the board's maxima), EM-7 + R-F-51 (the discard goes back to the box), EM-8
    (the exploration token), L583-589, L1192-1196."""
    s = started()
    liza, riley = character(s, "liza"), character(s, "riley")
    liza.madness_tokens, riley.madness_tokens = 3, 2  # 3 -> 6 crosses 5; 9 -> 11 crosses 10
    liza.loot = ["relic", "money"]
    riley.loot = ["money"]
    liza.discard = ["molotov"]
    s.kills = [Kill(uid="decapiteur-red", source="explosion", by="liza")]  # "Dégâts collatéraux" met
    before = ENGINE.clone(s)
    s, events = end_turn_of_all(s)
    ended = [e for e in events if isinstance(e, ev.MissionEnded)]
    debriefed = [e for e in events if isinstance(e, ev.MissionDebriefed)]
    assert ended[0].result == "success" and ended[0].saved
    assert fold(events[: events.index(ended[0]) + 1], before).phase == "debriefing"  # until the save is written
    assert len(debriefed) == 1 and debriefed[0].phase == "exploration"
    save = debriefed[0].save
    assert s.save == msgspec.structs.replace(save, exploration_token=False)  # spent on the exploration (EX-3)
    met = set(ended[0].objectives)
    assert "degats_collateraux" in met and "tu_es_tout_seul_maintenant" not in met
    objective_xp = PRIMARY_XP + SECONDARY_XP
    loot = {k.id: k.amount for k in CONTENT.box.loot}
    by_name = {p.character: p for p in save.players}
    assert by_name["liza"].xp == START.players[0].xp + objective_xp + loot["relic"]
    assert by_name["riley"].xp == START.players[1].xp + objective_xp
    assert save.reserve_money == START.reserve_money + PRIMARY_MONEY + SECONDARY_MONEY + 2 * loot["money"]
    assert by_name["liza"].madness == 6 and by_name["riley"].madness == 11
    assert by_name["liza"].max_hp == CONTENT.characters["liza"].max_hp + 1
    assert by_name["riley"].max_hp == CONTENT.characters["riley"].max_hp + 1
    assert by_name["riley"].max_mp == CONTENT.characters["riley"].mp + 1
    assert by_name["liza"].skins == START.players[0].skins
    assert save.exploration_token and save.missions_done == [*START.missions_done, "mission_0"]
    assert s.phase == "exploration" and character(s, "liza").discard == []
    assert character(s, "liza").madness_tokens == 0 and character(s, "liza").madness == 6
    view = ENGINE.view(s, 0)
    assert view.save == s.save and ENGINE.view(s, None).save == s.save  # public (EM-15)


def test_a_success_revives_knocked_out_characters(saved: Mission) -> None:
    """KO-2, EM-13 (L1018): a successful mission revives K.O. characters for free."""
    s = started()
    riley = character(s, "riley")
    riley.ko, riley.hp = True, 0
    s, _ = end_turn_of_all(s)
    assert s.result == "success"
    riley = character(s, "riley")
    assert not riley.ko and riley.hp == riley.max_hp


def test_a_failure_restores_the_kept_save_whole(saved: Mission) -> None:
    """EM-9..EM-11 (L593-599), R-F-52: tokens and discard go back to the box, the counter does not
    move, the save is the one kept at the start; the group prepares again; no exploration token."""
    s = started()
    s.units = []
    s.reserve = new().units[:1]  # an enemy still to come: the primary is not met
    s.round = s.last_round
    liza = character(s, "liza")
    liza.madness_tokens, liza.loot, liza.discard = 4, ["relic"], ["molotov"]
    s, events = end_turn_of_all(s)
    debriefed = [e for e in events if isinstance(e, ev.MissionDebriefed)]
    assert s.result == "failure" and len(debriefed) == 1
    assert saved.start_save is not None
    restored = msgspec.structs.replace(saved.start_save, failures={s.mission: 1})  # and the attempt counted
    assert debriefed[0].save == restored and s.save == restored
    assert s.phase == "preparation" and not debriefed[0].save.exploration_token
    liza = character(s, "liza")
    assert liza.madness == START.players[0].madness and liza.madness_tokens == 0
    assert liza.loot == [] and liza.discard == []


def test_the_next_set_up_from_the_written_save_gives_the_impulse_and_talents_again(
    saved: Mission, monkeypatch: pytest.MonkeyPatch
) -> None:
    """EM-12 (L825, L835): the impulse and once-per-mission talents are available again next
    mission; EM-15: resuming a save is the set-up of SU-12."""
    s = started()
    liza = character(s, "liza")
    liza.impulses, liza.talents_used, liza.madness_tokens = 0, ["gachette_rapide"], 2
    s, _ = end_turn_of_all(s)
    assert s.save is not None
    monkeypatch.setitem(CONTENT.missions, "mission_0", msgspec.structs.replace(saved, start_save=s.save))
    again = fold(ENGINE.start(FarCryOptions(seats=2), Rng(4)))
    liza = character(again, "liza")
    assert liza.impulses == START_IMPULSES and liza.talents_used == []
    assert liza.madness == START.players[0].madness + 2 and again.save == s.save


def test_mission_0_is_never_saved_and_its_outcome_says_so() -> None:
    """EM-14 (L1661), R-F-5, R-F-53: mission 0 keeps no save and its debriefing writes none."""
    s = new()
    assert s.save is None
    clear_enemies(s)
    character(s, "daisy").madness_tokens = 3
    s, events = end_turn_of_all(s)
    ended = [e for e in events if isinstance(e, ev.MissionEnded)]
    assert s.result == "success" and not ended[0].saved
    assert not [e for e in events if isinstance(e, ev.MissionDebriefed)]
    assert s.save is None and s.phase == "finished" and ENGINE.view(s, 0).save is None
    outcome = ENGINE.status(s).outcome
    assert outcome is not None and "not saved" in outcome.detail


def test_the_save_events_are_public_to_every_seat(saved: Mission) -> None:
    """EM-15: the save holds no hidden card; every seat and spectators read the same save events."""
    events = ENGINE.start(FarCryOptions(seats=2), Rng(5))
    s = fold(events)
    clear_enemies(s)
    s, out = end_turn_of_all(s)
    for e in [*events, *out]:
        if isinstance(e, ev.SaveKept | ev.MissionDebriefed):
            assert all(ENGINE.event_view(e, seat) == e for seat in (0, 1, None))


@pytest.mark.parametrize(
    ("seats", "characters"),
    [(1, None), (2, None), (3, None), (4, None), (2, ["liza", "jason"]), (1, ["keith", "daisy"])],
)
def test_a_saved_mission_keeps_only_the_playing_characters_boards(seats: int, characters: list[str] | None) -> None:
    """SU-12 (L308-310): the designed starting save has all four boards; a match keeps (SaveKept, R-F-52)
    and restores on a failure only those of the characters it plays, each exactly as designed."""
    designed = CONTENT.missions["mission_1"].start_save
    assert designed is not None and len(designed.players) == 4
    options = FarCryOptions(seats=seats, mission="mission_1", characters=characters or [])
    events = ENGINE.start(options, Rng(5))
    kept = next(e for e in events if isinstance(e, ev.SaveKept)).save
    playing = [c.character for c in fold(events).characters]
    assert sorted(p.character for p in kept.players) == sorted(playing)
    assert all(p in designed.players for p in kept.players)
    assert msgspec.structs.replace(kept, players=designed.players) == designed


def test_a_weapon_put_in_the_save_bag_comes_out_after_its_mission(saved: Mission) -> None:
    """LA-3 (L721: unavailable "pour le reste de la mission"), INV-6, INV-9, INV-13, issue 33 item 4: a
    success's save takes a bagged weapon out of the save bag: into a free holster slot of its kind, else
    into the team reserve with its accessories; the next mission can use the holstered one."""
    s = started()
    liza, riley = character(s, "liza"), character(s, "riley")
    next(w for w in riley.weapons if w.weapon == "machete").place = "hand"
    liza.weapons.append(Carried(weapon="ak47", ammo=4, place="hand", accessories=["laser_sight"]))  # as given
    liza.weapons = [w for w in liza.weapons if w.weapon != "desert_eagle"]
    liza.holsters = []  # no back holster: switching to the Fist bags the AK-47 (LA-3)
    riley.weapons = [w for w in riley.weapons if w.weapon != "m133"]
    riley.weapons.append(Carried(weapon="m133", ammo=2, place="save_bag"))  # bagged while a weapon since
    # given away filled his back holster
    s, events = act(s, 0, cmd.SwitchWeapons(character="liza", hand=["fist"], save_bag=["ak47"]))
    switched = next(e for e in events if isinstance(e, ev.WeaponsSwitched))
    assert switched.places["ak47"] == "save_bag"
    debriefed = next(e for e in events if isinstance(e, ev.MissionDebriefed))
    assert debriefed.result == "success"
    save = debriefed.save
    by_name = {p.character: p for p in save.players}
    assert {w.weapon: w.place for w in by_name["riley"].weapons}["m133"] == "holster"
    assert all(w.weapon != "ak47" for w in by_name["liza"].weapons)
    assert save.reserve_weapons == [StoredWeapon(weapon="ak47", accessories=["laser_sight"])]
    assert all(w.place != "save_bag" for p in save.players for w in p.weapons)
    again = fold(setup.start(FarCryOptions(seats=2), Rng(2), save=save))
    riley = character(again, "riley")
    assert {w.weapon: w.place for w in riley.weapons}["m133"] == "holster"
    assert all(w.weapon != "ak47" for w in character(again, "liza").weapons)  # in the reserve (INV-7)
