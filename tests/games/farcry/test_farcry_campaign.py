"""A campaign inside one match (issue 21, RND-1, RND-2, SU-18): missions 1 to 3 with an exploration
after each success and a preparation before each next mission, played by the heuristic with fixed
seeds; a failure restores the save and the same mission comes again; mission 0 saves nothing."""

from __future__ import annotations

import collections
from collections.abc import Callable

import msgspec

from domain.contract import Command, Event, RuleViolation
from domain.games.farcry import bots, stats
from domain.games.farcry import events as ev
from domain.games.farcry.campaign import events as pe
from domain.games.farcry.campaign import save_rules as sr
from domain.games.farcry.campaign.save import CampaignSave, StoredWeapon
from domain.games.farcry.content import CONTENT
from domain.games.farcry.explorations import events as xe
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import FarCryState
from domain.match_events import Record
from domain.rng import Rng
from domain.statistics import Finished
from tests.games.farcry.farcry_play import ENGINE, fold
from tests.games.farcry.test_farcry_bots import passive

Bot = Callable[[FarCryState, int, Rng], Command | None]
CAMPAIGN_SEED = 27
"""Missions 1, 2 and 3 won in a row by the heuristic with this seed (from L300-304's start, R-F-82)."""


def campaign(
    bot: Bot,
    seed: int,
    mission: str = "mission_1",
    seats: int = 2,
    until: Callable[[FarCryState], bool] | None = None,
    save: Callable[[CampaignSave], CampaignSave] | None = None,
) -> tuple[FarCryState, list[Event], list[tuple[str, str]]]:
    """Play a campaign match with ``bot`` at every seat until it is over (or ``until``); the trail of
    (mission, phase) it went through. ``save`` edits the save kept as the first mission starts."""
    rng = Rng.derive(seed, "winrates")
    log = ENGINE.start(FarCryOptions(seats=seats, mission=mission, campaign=True), Rng(seed))  # type: ignore[arg-type]
    s = fold(log)
    if save is not None:
        assert s.save is not None
        s.save = save(s.save)
    trail: list[tuple[str, str]] = []
    for n in range(20000):
        if not trail or trail[-1] != (s.mission, s.phase):
            trail.append((s.mission, s.phase))
        status = ENGINE.status(s)
        if status.finished or (until is not None and until(s)):
            return s, log, trail
        seat, command = next((p, c) for p in status.to_act if (c := bot(s, p, rng)) is not None)
        out = ENGINE.decide(s, seat, command, 0.0, Rng.derive(seed, n))
        assert not isinstance(out, RuleViolation), f"{command} refused: {out!r}"
        s, log = fold(out, s), log + out
    raise AssertionError("the campaign did not end")


def test_missions_1_to_3_with_explorations_and_preparations_between() -> None:
    """RND-1, RND-2: each success is explored, then prepared; the next mission starts from the save
    with what the team learned; after mission 3 the campaign goes on into mission 4 (issue 32), from the
    campaign's save, not mission 4's designed one."""
    s, log, trail = campaign(bots.heuristic, CAMPAIGN_SEED, until=lambda s: s.mission == "mission_4")
    assert trail == [
        (m, phase)
        for m in ("mission_1", "mission_2", "mission_3")
        for phase in ("mission", "exploration", "preparation")
    ] + [("mission_4", "mission")]
    assert (s.mission, s.phase, s.step) == ("mission_4", "mission", "players") and s.campaign
    assert s.save is not None and s.save.missions_done[-3:] == ["mission_1", "mission_2", "mission_3"]
    saved = {p.character: p.madness for p in s.save.players}
    assert {c.character: c.madness for c in s.characters} == saved  # the campaign's, not the designed save's
    learned = [e for e in log if isinstance(e, pe.TalentLearned)]
    assert learned, "the heuristic spends its XP between missions"
    started = [e for e in log if isinstance(e, ev.MissionPrepared)]
    assert [e.mission for e in started] == ["mission_1", "mission_2", "mission_3", "mission_4"]
    assert all(e.campaign for e in started)
    bags = {e.to: e.recipe for e in log if isinstance(e, pe.Crafted) and e.recipe.startswith("backpack")}
    assert bags, "the heuristic crafts a bag"
    for p in s.save.players:  # a success's debriefing keeps the bag (it once wrote no bag: items then overflowed)
        assert p.bag == bags.get(p.character) and len(p.items) <= sr.item_slots(p.bag)
    last_ready = [e for e in log if isinstance(e, ev.CharacterReady)][-2:]
    for e in last_ready:
        assert any(t.talent in e.talents for t in learned if t.character == e.character)


def test_a_won_mission_keeps_the_team_reserve() -> None:
    """INV-9 (L392-398), EM-15 (L1456-1458), issue 33 item 2: what the team left in its reserve before
    mission 1 (an AK-47 with a laser sight on it, a loose laser sight, a simple backpack, 3 skins and 2
    leaves) is still there after the mission is won, and after the exploration that follows."""
    reserve = {
        "reserve_weapons": [StoredWeapon(weapon="ak47", accessories=["laser_sight"])],
        "reserve_accessories": ["laser_sight"],
        "reserve_carriers": ["backpack_simple"],
        "reserve_skins": 3,
        "reserve_leaves": ["green", "blue"],
    }
    s, log, trail = campaign(
        bots.heuristic,
        CAMPAIGN_SEED,
        save=lambda kept: msgspec.structs.replace(kept, reserve_money=100, **reserve),
        until=lambda s: s.phase == "preparation",
    )
    debriefed = next(e for e in log if isinstance(e, ev.MissionDebriefed))
    assert debriefed.result == "success" and trail[:2] == [("mission_1", "mission"), ("mission_1", "exploration")]
    assert debriefed.save.reserve_money > 100, "the mission's money is added to what was there"
    assert {k: getattr(debriefed.save, k) for k in reserve} == reserve
    assert s.save is not None and s.phase == "preparation"
    after = s.save
    assert after.reserve_weapons == reserve["reserve_weapons"] and after.reserve_carriers == ["backpack_simple"]
    assert after.reserve_accessories == ["laser_sight"] and after.reserve_skins >= 3
    assert collections.Counter(after.reserve_leaves) >= collections.Counter(["green", "blue"])


def test_a_failed_mission_restores_the_save_and_comes_again() -> None:
    """EM-9..EM-11, R-F-52: the kept save comes back whole (with the failure counted, designed);
    RND-1: the same mission is played again."""
    s, log, trail = campaign(passive, 0, until=lambda s: s.phase == "preparation")
    kept = msgspec.structs.replace(next(e for e in log if isinstance(e, ev.SaveKept)).save, failures={"mission_1": 1})
    assert trail[-1] == ("mission_1", "preparation") and s.save == kept and s.result == "failure"
    for seat in range(s.seats):
        out = ENGINE.decide(s, seat, ENGINE.parse_command({"action": "ready", "ready": True}), 0.0, Rng(seat))
        assert not isinstance(out, RuleViolation), out
        s = fold(out, s)
    assert (s.mission, s.phase) == ("mission_1", "mission") and s.save == kept


def test_mission_0_in_a_campaign_saves_nothing_and_mission_1_follows() -> None:
    """EM-14, R-F-5: mission 0 is never saved; in a campaign the team prepares from the save it
    started with, then plays mission 1."""
    s, log, trail = campaign(bots.heuristic, 6, mission="mission_0", until=lambda s: s.mission == "mission_1")
    kept = next(e for e in log if isinstance(e, ev.SaveKept)).save
    debriefed = next(e for e in log if isinstance(e, ev.MissionDebriefed))
    assert debriefed.save == kept and debriefed.phase == "preparation"
    assert ("mission_0", "exploration") not in trail and (s.mission, s.phase) == ("mission_1", "mission")


def test_a_campaign_s_statistics_count_its_missions_and_what_was_learned_bought_and_crafted() -> None:
    """For designers (issue 17's lift reports): missions played and failed, and by card the copies
    bought, the tiles and potions crafted and the talents learned between missions (counted here up to
    mission 4's set-up: the heuristic does not win mission 4 yet, issue 32)."""
    s, log, _ = campaign(bots.heuristic, CAMPAIGN_SEED, until=lambda s: s.mission == "mission_4")
    status = ENGINE.status(s)
    records = [Record(version=i + 1, event=event, cmd=i) for i, event in enumerate(log)]
    options = FarCryOptions(seats=2, mission="mission_1", campaign=True)
    values = list(stats.STATISTICS.compute(Finished("farcry", 2, options, records, s, status.outcome, status.turn)))
    total = {v.stat: v.value for v in values if v.key is None and v.seat is None}
    assert total[stats.MISSIONS_PLAYED] == 4 and total[stats.MISSIONS_FAILED] == 0
    learned = {v.key: v.value for v in values if v.stat == stats.TALENT_LEARNED}
    assert learned == dict.fromkeys((e.talent for e in log if isinstance(e, pe.TalentLearned)), 1)
    crafted = {v.key: v.value for v in values if v.stat == stats.CARD_CRAFTED}
    assert sum(crafted.values()) == sum(isinstance(e, pe.Crafted) for e in log)
    assert len({(v.stat, v.seat, v.key) for v in values}) == len(values), "one value per statistic, seat and key"


def test_the_match_is_never_finished_between_a_campaign_s_events() -> None:
    """The analytics projector asks `status` after each of the engine's ``finishing_events``, in the
    middle of a command's events: a campaign (and a saved mission's debriefing, before its exploration)
    must not read as finished there (it once did at ``mission_ended``: the projector then recorded a
    campaign as its first mission). Played up to mission 4's set-up (the heuristic does not win it yet,
    issue 32): nothing reads as finished before; the campaign's end is `test_with_no_mission_left_the_
    campaign_is_over`'s."""
    _, log, _ = campaign(bots.heuristic, CAMPAIGN_SEED, until=lambda s: s.mission == "mission_4")
    s: FarCryState | None = None
    tags = ENGINE.finishing_events or frozenset()
    ends = []
    for event in log:
        s = ENGINE.evolve(s, event)
        if type(event).__struct_config__.tag in tags and ENGINE.status(s).finished:
            ends.append(event)
    assert ends == [] and any(isinstance(e, xe.ExplorationEnded) for e in log)


def first_mission_start(s: FarCryState, log: list[Event]) -> None:
    """R-F-82 (L300-304, L1661): each character of a campaign's first mission carries the Fist and the
    Machete, both equipped, and nothing else: no kit weapon, talent or holster, madness 0, the board's
    own maxima; the save kept for a failure says the same."""
    assert (s.mission, s.phase) == ("mission_1", "mission")
    kept = next(e for e in reversed(log) if isinstance(e, ev.SaveKept)).save
    for c in s.characters:
        base = CONTENT.characters[c.character]
        assert sorted((w.weapon, w.place) for w in c.weapons) == [("fist", "hand"), ("machete", "hand")]
        assert (c.talents, c.holsters, c.madness, c.max_hp, c.max_mp) == ([], [], 0, base.max_hp, base.mp)
        assert c.hp == base.max_hp
        saved = sr.player(kept, c.character)
        assert saved is not None and (saved.talents, saved.holsters, saved.madness) == ([], [], 0)
        assert sorted(w.weapon for w in saved.weapons) == ["fist", "machete"]
    daisy = next(c for c in s.characters if c.seat == 0)
    attacks = {a.fixed.get("weapon") for a in ENGINE.legal_actions(s, 0) if a.action == "attack"}
    assert attacks <= {"fist", "machete"}, f"{daisy.character} attacks only with what L300-304 give"


def test_a_campaign_s_first_mission_drops_mission_0_s_training_kit() -> None:
    """R-F-82 (L300-304, L1661), issue 33 item 3: mission 0's kit weapon, talent, holster and madness 7
    are the training's; the campaign's mission 1 starts with the Fist and the Machete at madness 0."""
    s, log, _ = campaign(bots.heuristic, 6, mission="mission_0", until=lambda s: s.mission == "mission_1")
    assert any(isinstance(e, ev.CharacterReady) and e.kit is not None for e in log), "mission 0 gave its kits"
    first_mission_start(s, log)


def test_mission_1_started_on_its_own_is_a_campaign_s_first_mission() -> None:
    """R-F-82 (L300-304), issue 33 item 3: ``{"mission": "mission_1"}``, with or without ``campaign``,
    starts as the first mission of a campaign, not with mission 0's kits."""
    for in_campaign in (True, False):
        for seats in (1, 2, 4):
            options = FarCryOptions(seats=seats, mission="mission_1", campaign=in_campaign)
            log = ENGINE.start(options, Rng(seats))
            first_mission_start(fold(log), log)
