"""Every exploration card kind (EX-17..EX-29, R-F-62..R-F-65, MD-14), resolved through the engine.

Each test puts a real card of the kind at a cell, sends both explorers there and finds a dice seed
giving the case it wants; the rules are then checked against the dice the event recorded.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import msgspec
import pytest

from domain.games.farcry.content import CONTENT
from domain.games.farcry.explorations import events as xe
from domain.games.farcry.explorations.cards import CAMPFIRE_GAIN, LEAVES_DRAWN, TRAIL_XP
from domain.games.farcry.explorations.commands import ExploreChoose, ExploreRerolls
from domain.games.farcry.explorations.play import destinations
from domain.games.farcry.explorations.state import BASE, MP_CAP
from domain.games.farcry.state import FarCryState, madness_bonus
from tests.games.farcry.exploration_play import (
    choose_all,
    explorer,
    exploring,
    find,
    pass_all,
    put_card,
    use_saved_mission,
    x_of,
)
from tests.games.farcry.farcry_play import ENGINE, act, refused


@pytest.fixture(autouse=True)
def saved(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    use_saved_mission(monkeypatch)
    yield


@pytest.fixture
def start() -> FarCryState:
    return exploring()


def _change(e: xe.CardResolved, who: str) -> xe.Change:
    return next(c for c in e.changes if c.character == who)


def _rolls(e: xe.CardResolved, who: str) -> list[bool]:
    return [r.symbol for r in e.rolls if r.character == who]


@pytest.mark.parametrize("card", ["spider_temple_1", "shark_temple_1"])
def test_spider_and_shark_temples_reward_only_the_one_who_wins_every_roll(start: FarCryState, card: str) -> None:
    """EX-17 (L1362), R-F-64: each rolls the card's die; several successes re-roll until one alone
    succeeds; a failure stops a player; only that player gains the XP; a failure gives nothing, no flight."""
    entry = CONTENT.exploration[card]
    _before, after, e = find(start, card, lambda r: r.success and len(r.rolls) > 2)
    winners = [c.character for c in e.changes if c.xp]
    assert len(winners) == 1 and _change(e, winners[0]).xp == entry.xp
    assert all(_rolls(e, winners[0]))
    assert all(r.die == entry.die for r in e.rolls)
    loser = next(c.character for c in e.changes if not c.xp)
    assert not all(_rolls(e, loser)) and False not in _rolls(e, loser)[:-1]  # stopped at its first failure
    assert explorer(after, winners[0]).xp == entry.xp
    _, after, e = find(start, card, lambda r: not r.success)
    assert all(c.xp == 0 and c.hp == 0 and c.to is None for c in e.changes)  # nothing, and no flight (R-F-62)
    assert all(explorer(after, c.character).at == "0,1" for c in e.changes)


def test_the_heron_temple_rewards_every_success(start: FarCryState) -> None:
    """EX-18 (L1364): a green die each; every player who succeeds gains the XP."""
    entry = CONTENT.exploration["heron_temple_1"]
    _, _, e = find(start, "heron_temple_1", lambda r: [x.symbol for x in r.rolls].count(True) == 1)
    for c in e.changes:
        assert c.xp == (entry.xp if _rolls(e, c.character) == [True] else 0)
    assert all(r.die == "green" for r in e.rolls)
    _, _, both = find(start, "heron_temple_1", lambda r: all(x.symbol for x in r.rolls))
    assert all(c.xp == entry.xp for c in both.changes)


def test_a_hunt_kills_on_the_first_success_rewards_everyone_and_skins_the_team(start: FarCryState) -> None:
    """EX-19 (L1366), R-F-63: one free roll each, in seat order; each failure costs the card's HP;
    the first success ends it: every player on the card gains the XP, the team the skins."""
    entry = CONTENT.exploration["hunt_4"]
    _before, after, e = find(start, "hunt_4", lambda r: r.success and not r.rolls[0].symbol)
    assert [r.symbol for r in e.rolls] == [False, True]
    assert [r.character for r in e.rolls] == ["liza", "riley"]
    assert _change(e, "liza").hp == -entry.hp and _change(e, "riley").hp == 0
    assert all(c.xp == entry.xp for c in e.changes) and e.skins == entry.skins
    assert x_of(after).skins == entry.skins


def test_hunters_buy_rerolls_knowing_the_animal_before_anything_is_rolled(start: FarCryState) -> None:
    """EX-19 (L1366): once the destinations are revealed, each player arrived on a hunt buys re-rolls
    (1 MP each, up to their MP) before any die is rolled; the others wait; nothing rolls until the
    last hunter has bought."""
    s = ENGINE.clone(start)
    put_card(s, "hunt_4", "0,1", face_up=False)
    put_card(s, "crevasse_1", "1,0")
    s, _ = act(s, 0, ExploreChoose(character="liza", to="0,1"))
    s, events = act(s, 1, ExploreChoose(character="riley", to="1,0"))
    shown = next(e for e in events if isinstance(e, xe.DestinationsRevealed))
    assert shown.hunters == ["liza"] and not [e for e in events if isinstance(e, xe.CardResolved)]
    assert x_of(s).step == "hunt" and ENGINE.status(s).to_act == [0] and ENGINE.legal_actions(s, 1) == []
    action = ENGINE.legal_actions(s, 0)[0]
    mp = explorer(s, "liza").mp
    assert action.action == "explore_rerolls" and [c.value for c in action.params[0].choices] == list(range(mp + 1))
    assert refused(s, 0, ExploreRerolls(character="liza", rerolls=mp + 1)).code == "bad_rerolls"
    assert refused(s, 1, ExploreRerolls(character="riley", rerolls=0)).code == "already_bought"
    assert refused(s, 0, ExploreChoose(character="liza", to="0,1")).code == "wrong_step"
    s, events = act(s, 0, ExploreRerolls(character="liza", rerolls=1))
    assert [e.card for e in events if isinstance(e, xe.CardResolved)] == [
        "hunt_4",
        "crevasse_1",
    ]  # grid order: 0,1 then 1,0
    assert x_of(s).step == "regroup"


def test_hunt_rerolls_are_bought_with_mp_before_rolling_and_lost_if_unused(start: FarCryState) -> None:
    """EX-19: MP buy re-rolls BEFORE rolling; unused rolls are lost (the MP stays spent)."""
    mp = {c: explorer(start, c).mp for c in ("liza", "riley")}
    _, after, e = find(start, "hunt_4", lambda r: r.success and r.rolls[0].symbol, rerolls=2)
    assert len(e.rolls) == 1
    for who in ("liza", "riley"):
        assert _change(e, who).mp == -2 and explorer(after, who).mp == mp[who] - 1 - 2
    _, _, many = find(start, "hunt_4", lambda r: len(r.rolls) >= 3, rerolls=2)
    assert [r.character for r in many.rolls][:3] == ["liza"] * 3  # liza's re-rolls before riley's roll


def test_a_hunt_with_no_success_makes_everyone_flee(start: FarCryState) -> None:
    """EX-19, EX-13 (L1345), R-F-62: no success after every try: flee to the Base camp (or a campfire)."""
    entry = CONTENT.exploration["hunt_4"]
    _, after, e = find(start, "hunt_4", lambda r: not r.success)
    assert not any(r.symbol for r in e.rolls) and e.skins == 0
    for c in e.changes:
        assert c.to == BASE and c.xp == 0 and c.hp == -entry.hp * len(_rolls(e, c.character))
        assert explorer(after, c.character).at == BASE
    assert next(c for c in x_of(after).cards if c.cell == "0,1").ammo  # failure too (EX-13)


def test_a_patrol_needs_two_successes_and_each_one_drives_its_roller_mad(start: FarCryState) -> None:
    """EX-20 (L1368), EX-21 + MD-14 (L1370): up to two dice each until 2 successes in all; each
    failed die costs the card's HP; money to the team, XP to each; each successful die against pirates
    moves its roller's counter by 1 at once."""
    entry = CONTENT.exploration["patrol_3"]
    _, after, e = find(start, "patrol_3", lambda r: r.success and len(r.rolls) == 3)
    assert [r.symbol for r in e.rolls].count(True) == 2 and e.money == entry.money
    for c in e.changes:
        assert c.madness == _rolls(e, c.character).count(True)
        assert c.hp == -entry.hp * _rolls(e, c.character).count(False) and c.xp == entry.xp
        assert explorer(after, c.character).madness == c.madness
    assert x_of(after).money == entry.money
    assert all(x.max_hp == explorer(start, x.character).max_hp for x in x_of(after).explorers)  # MD-14: later
    _, after, lost = find(start, "patrol_3", lambda r: not r.success)
    assert all(c.to == BASE and c.xp == 0 for c in lost.changes) and lost.money == 0
    assert all(c.madness == _rolls(lost, c.character).count(True) for c in lost.changes)


def test_madness_applies_to_pirates_only_and_its_bonus_waits_for_the_end(start: FarCryState) -> None:
    """EX-21, MD-14: animals never move the counter; a threshold reached during the exploration gives
    its HP/MP only afterwards (in the save)."""
    _, _, hunt = find(start, "hunt_4", lambda r: r.success)
    assert all(c.madness == 0 for c in hunt.changes)
    s = ENGINE.clone(start)
    save = s.save
    assert save is not None
    riley = next(p for p in save.players if p.character == "riley")  # counter 9: 10 gives +1 MP
    for one in x_of(s).explorers:
        one.mp = 1
    _, after, e = find(s, "patrol_1", lambda r: _change(r, "riley").madness >= 1)
    assert after.save is not None and after.phase == "preparation"
    new = next(p for p in after.save.players if p.character == "riley")
    counter = riley.madness + _change(e, "riley").madness
    assert new.madness == counter
    assert new.max_mp == riley.max_mp + madness_bonus(counter)[1] - madness_bonus(riley.madness)[1]


def test_a_trail_gives_100_xp_and_opens_its_secret_place(start: FarCryState) -> None:
    """EX-22 (L1372), EX-23 (L1374): every player discovering it gains 100 XP; the matching secret
    place turns face up and can be joined at step 2 for 1 MP instead of a new card."""
    _, after, e = find(start, "rakyat_totem", lambda r: True)
    assert all(c.xp == TRAIL_XP for c in e.changes) and e.unlocked == "secret_temple"
    assert next(p for p in x_of(after).secrets if p.card == "secret_temple").face_up
    after, _ = pass_all(after)
    assert "secret_temple" in destinations(x_of(after), explorer(after, "liza"))


def _at_secret(start: FarCryState, place: str, seed: int) -> tuple[FarCryState, list[xe.CardResolved]]:
    s = ENGINE.clone(start)
    next(p for p in x_of(s).secrets if p.card == place).face_up = True
    mp = {e.character: e.mp for e in x_of(s).explorers}
    s, events = choose_all(s, place, seed=seed)
    for who, before in mp.items():
        assert explorer(s, who).mp <= before - 1
    return s, [e for e in events if isinstance(e, xe.CardResolved)]


def test_the_secret_temple_rolls_green_yellow_orange_and_sends_everyone_back(start: FarCryState) -> None:
    """EX-24 (L1376): each rolls green, then yellow, then orange; each success gains its XP; a failure
    costs 1 HP and ends the visit; then back to the Base camp (or campfire), the card face down."""
    entry = CONTENT.exploration["secret_temple"]
    for seed in range(60):
        s, found = _at_secret(start, "secret_temple", seed)
        e = found[0]
        for c in e.changes:
            rolls = [r for r in e.rolls if r.character == c.character]
            assert [r.die for r in rolls] == entry.dice[: len(rolls)]
            symbols = [r.symbol for r in rolls]
            assert False not in symbols[:-1]
            assert c.xp == sum(entry.steps_xp[: symbols.count(True)]) and c.hp == (-1 if False in symbols else 0)
            assert c.to == BASE and explorer(s, c.character).at == BASE
        assert e.closed and not next(p for p in x_of(s).secrets if p.card == "secret_temple").face_up


@pytest.mark.parametrize("place", ["pirates_camp", "bear_den"])
def test_the_pirates_camp_and_bear_den_resolve_as_patrol_and_hunt_then_close(start: FarCryState, place: str) -> None:
    """EX-25 (L1378), EX-26 (L1380): a patrol (madness included) or a hunt; afterwards back to camp,
    card face down, success or failure."""
    entry = CONTENT.exploration[place]
    outcomes = set()
    for seed in range(40):
        s, found = _at_secret(start, place, seed)
        e = found[0]
        outcomes.add(e.success)
        assert e.closed and all(c.to == BASE for c in e.changes)
        assert not next(p for p in x_of(s).secrets if p.card == place).face_up
        if place == "pirates_camp":
            assert e.success == ([r.symbol for r in e.rolls].count(True) >= 2)
            assert all(c.madness == _rolls(e, c.character).count(True) for c in e.changes)
            assert e.money == (entry.money if e.success else 0)
        else:
            assert e.success == any(r.symbol for r in e.rolls) and all(c.madness == 0 for c in e.changes)
            assert e.skins == (entry.skins if e.success else 0)
    assert outcomes == {True, False}


def test_a_campfire_heals_and_rests_and_becomes_a_place_to_flee_to(start: FarCryState) -> None:
    """EX-27 (L1382), R-F-65: those arriving gain 2 HP (up to max) and 2 MP (up to 11); from now on a
    flight may end there."""
    s = ENGINE.clone(start)
    explorer(s, "liza").hp = explorer(s, "liza").max_hp - 1
    explorer(s, "riley").hp = 2
    explorer(s, "riley").mp = MP_CAP
    _, after, e = find(s, "campfire_2", lambda r: True)
    assert _change(e, "liza").hp == 1 and _change(e, "riley").hp == CAMPFIRE_GAIN
    assert _change(e, "liza").mp == CAMPFIRE_GAIN and _change(e, "riley").mp == 1  # 10 after the move, cap 11
    assert x_of(after).campfires == ["0,1"]
    after, _ = pass_all(after)
    action = next(a for a in ENGINE.legal_actions(after, 0) if a.action == "explore_choose")
    assert [c.value for c in next(p for p in action.params if p.name == "flee_to").choices] == [BASE, "0,1"]
    to = destinations(x_of(after), explorer(after, "liza"))[0]
    after, events = act(after, 0, ExploreChoose(character="liza", to=to, flee_to="0,1"))
    assert any(isinstance(e, xe.DestinationChosen) and e.flee_to == "0,1" for e in events)


def test_a_crevasse_costs_1_hp_and_1_mp(start: FarCryState) -> None:
    """EX-28 (L1384)."""
    before, after, _e = find(start, "crevasse_2", lambda r: True)
    for who in ("liza", "riley"):
        assert explorer(after, who).hp == explorer(before, who).hp - 1
        assert explorer(after, who).mp == explorer(before, who).mp - 2  # the move, then the fall


def test_leaves_draw_3_random_tokens_from_the_box_into_the_team_reserve(start: FarCryState) -> None:
    """EX-29 (L1386): within the box's counts (26 leaves, L154)."""
    seen = set()
    for seed in range(10):
        s = ENGINE.clone(start)
        put_card(s, "leaves_1")
        after, events = choose_all(s, "0,1", seed=seed)
        e = next(x for x in events if isinstance(x, xe.CardResolved))
        assert len(e.leaves) == LEAVES_DRAWN and x_of(after).leaves == e.leaves
        box = Counter({lf.id: lf.copies for lf in CONTENT.box.leaves})
        assert not Counter(e.leaves) - box
        seen.add(tuple(e.leaves))
    assert len(seen) > 1


def test_the_leaf_draw_respects_the_physical_counts(start: FarCryState) -> None:
    """EX-29 with the box nearly empty: only the tokens the team does not hold can be drawn."""
    s = ENGINE.clone(start)
    box = Counter({lf.id: lf.copies for lf in CONTENT.box.leaves})
    x_of(s).leaves = sorted((box - Counter({"green": 3})).elements())
    for c in s.characters:
        c.leaves = []
    assert s.save is not None
    players = [msgspec.structs.replace(p, leaves=[]) for p in s.save.players]
    s.save = msgspec.structs.replace(s.save, players=players, reserve_leaves=[])
    put_card(s, "leaves_1")
    _, events = choose_all(s, "0,1")
    e = next(x for x in events if isinstance(x, xe.CardResolved))
    assert e.leaves == ["green"] * 3
