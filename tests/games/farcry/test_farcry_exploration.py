"""The exploration's set-up, round steps, hidden simultaneous choice, paths, regrouping and end
(EX-1..EX-16, EX-23, R-F-60..R-F-62, R-F-65, R-F-66), played through the engine from a real saved
mission won with `decide`."""

from __future__ import annotations

from collections.abc import Iterator

import msgspec
import pytest

from domain.games.farcry import commands as cmd
from domain.games.farcry.content import CONTENT, SECRET_PLACES
from domain.games.farcry.explorations import events as xe
from domain.games.farcry.explorations.commands import ExploreChoose, ExplorePass, ExploreRegroup, ExploreReveal
from domain.games.farcry.explorations.play import destinations, prepare
from domain.games.farcry.explorations.state import BASE, MP_CAP
from domain.games.farcry.state import FarCryState, madness_bonus
from domain.rng import Rng
from tests.games.farcry.exploration_play import (
    choose_all,
    explorer,
    exploring,
    put_card,
    use_saved_mission,
    x_of,
)
from tests.games.farcry.farcry_play import ENGINE, act, refused


@pytest.fixture(autouse=True)
def saved(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    use_saved_mission(monkeypatch)
    yield


def test_a_saved_success_sets_the_exploration_up_at_once() -> None:
    """EX-1, R-F-66 (right after the success), EX-3 (token back in the box), EX-4 (camp in the centre
    with an ammo token, the 3 secret places aside face down), EX-5 (the pile), EX-6 + R-F-60 (four
    cards: face up at the gold arrow, face down at the white ones), EX-7 (MP = 2 x max, at most 11),
    EX-8 (HP at max), EX-9 (everyone on the camp)."""
    s = exploring()
    x = x_of(s)
    assert s.phase == "exploration" and s.save is not None and not s.save.exploration_token
    base = next(c for c in x.cards if c.cell == BASE)
    assert CONTENT.exploration[base.card].kind == "base_camp" and base.face_up and base.ammo
    around = {c.cell: c for c in x.cards if c.cell != BASE}
    assert sorted(around) == ["-1,0", "0,-1", "0,1", "1,0"]
    assert around["0,1"].face_up and not any(around[k].face_up for k in ("-1,0", "0,-1", "1,0"))  # gold is north
    assert [p.card for p in x.secrets] == list(SECRET_PLACES) and not any(p.face_up for p in x.secrets)
    assert len(x.deck) == 32 - 1 - 3 - 4
    assert not {c.card for c in x.cards} & set(x.deck)
    for p in s.save.players:
        e = explorer(s, p.character)
        hp_bonus, mp_bonus = madness_bonus(p.madness)
        assert e.at == BASE and e.hp == e.max_hp == CONTENT.characters[p.character].max_hp + hp_bonus
        assert e.mp == min(MP_CAP, 2 * (CONTENT.characters[p.character].mp + mp_bonus))
    assert ENGINE.status(s).to_act == [0, 1] and not ENGINE.status(s).finished


def test_the_dials_count_the_talents_that_raise_a_maximum() -> None:
    """EX-7, EX-8 (L1328-1330): "tenez compte de vos talents": with Marathonien (+1 MP, L1265) Liza's
    5 MP become 6, doubled 12, capped at 11 (10 without it); Entraînement (+1 HP, L1287) adds to the
    counter's bonuses (15: +2 HP, +2 MP)."""
    s = exploring()
    assert s.save is not None
    liza, riley = s.save.players
    players = [
        msgspec.structs.replace(liza, talents=[*liza.talents, "marathonien"]),
        msgspec.structs.replace(riley, talents=[*riley.talents, "entrainement"], madness=15),
    ]
    s.save = msgspec.structs.replace(s.save, players=players)
    s.exploration = None
    prepared = prepare(s, Rng(1))
    dials = {e.character: e for e in prepared.explorers}
    base = CONTENT.characters
    assert (
        dials["liza"].mp == min(MP_CAP, 2 * (base["liza"].mp + 1))
        and dials["liza"].hp == base["liza"].max_hp + madness_bonus(liza.madness)[0]
    )
    assert dials["riley"].hp == base["riley"].max_hp + 2 + 1 and dials["riley"].mp == min(
        MP_CAP, 2 * (base["riley"].mp + 2)
    )


def test_no_weapon_talent_or_item_during_the_exploration() -> None:
    """EX-8 (L1330): the mission's actions are refused with a clear code."""
    s = exploring()
    out = refused(s, 0, cmd.EndTurn(character="liza"))
    assert out.code == "exploring" and out.rule == "EX-8"
    assert {a.action for a in ENGINE.legal_actions(s, 0)} <= {"explore_reveal", "explore_choose"}


def test_reveal_costs_one_mp_once_a_round_and_only_beside_an_arrow() -> None:
    """EX-11 (L1340): step 1, optional, 1 MP, a face-down card adjacent to your character."""
    s = exploring()
    mp = explorer(s, "liza").mp
    assert refused(s, 0, ExploreReveal(character="liza", cell="0,1")).code == "bad_reveal"  # already face up
    assert refused(s, 0, ExploreReveal(character="liza", cell="5,5")).code == "bad_reveal"
    assert refused(s, 1, ExploreReveal(character="liza", cell="1,0")).code == "not_your_character"
    s, events = act(s, 0, ExploreReveal(character="liza", cell="1,0"))
    shown = [e for e in events if isinstance(e, xe.CardRevealed)]
    assert shown and shown[0].card == next(c.card for c in x_of(s).cards if c.cell == "1,0")
    assert explorer(s, "liza").mp == mp - 1 and next(c for c in x_of(s).cards if c.cell == "1,0").face_up
    assert ENGINE.event_view(shown[0], 1) == shown[0]  # a revealed card is public
    assert refused(s, 0, ExploreReveal(character="liza", cell="-1,0")).code == "already_revealed"


def test_destinations_follow_the_arrows_and_refusals_name_the_legal_ones() -> None:
    """EX-12, R-F-61: an adjacent card is one beside an arrow of the current card; face-up secret
    places are destinations too (EX-23)."""
    s = exploring()
    assert sorted(destinations(x_of(s), explorer(s, "liza"))) == ["-1,0", "0,-1", "0,1", "1,0"]
    out = refused(s, 0, ExploreChoose(character="liza", to="secret_temple"))
    assert out.code == "bad_destination" and "0,1" in out.message
    assert refused(s, 0, ExploreChoose(character="liza", to="0,1", flee_to="0,1")).code == "bad_flight"
    x_of(s).secrets[0].face_up = True
    assert "secret_temple" in destinations(x_of(s), explorer(s, "liza"))


def _after_choice(s: FarCryState, to: str) -> tuple[FarCryState, list[xe.DestinationChosen]]:
    s, events = act(s, 0, ExploreChoose(character="liza", to=to, flee_to=BASE))
    return s, [e for e in events if isinstance(e, xe.DestinationChosen)]


def test_a_chosen_destination_is_hidden_from_the_other_seats_until_all_have_chosen() -> None:
    """EX-10, EX-12 (L1338-1342): simultaneous choice as hidden commitments. Non-interference: seat 1's
    and the spectator's views, event views, legal actions, prompts and status are identical whatever
    seat 0 chose; seat 0 reads its own choice."""
    start = exploring()
    put_card(start, "crevasse_1", "1,0", face_up=False)
    worlds = [_after_choice(ENGINE.clone(start), to) for to in ("0,1", "1,0", "-1,0")]
    for seat in (1, None):
        views = {msgspec.json.encode(ENGINE.view(s, seat)) for s, _ in worlds}
        logs = {msgspec.json.encode([ENGINE.event_view(e, seat) for e in ev]) for _, ev in worlds}
        assert len(views) == 1 and len(logs) == 1
    assert len({msgspec.json.encode(ENGINE.legal_actions(s, 1)) for s, _ in worlds}) == 1
    assert len({msgspec.json.encode((ENGINE.prompts(s), ENGINE.status(s))) for s, _ in worlds}) == 1
    for (s, events), to in zip(worlds, ("0,1", "1,0", "-1,0"), strict=True):
        view = ENGINE.view(s, 0).exploration
        assert view is not None and [k.to for k in view.mine] == [to] and view.chosen == ["liza"]
        assert ENGINE.event_view(events[0], 0) == events[0] and events[0].to == to
        seen_by_1 = ENGINE.event_view(events[0], 1)
        assert isinstance(seen_by_1, xe.DestinationChosen) and seen_by_1.to is None
    assert refused(worlds[0][0], 0, ExploreChoose(character="liza", to="0,1")).code == "already_chosen"


def test_the_resampler_redraws_the_other_seats_choices_but_keeps_the_own() -> None:
    """What seat 1 may not know (seat 0's destination, the pile, face-down cards) is redrawn for it;
    seat 0 keeps its own choice."""
    s, _ = _after_choice(exploring(), "0,1")
    seen = set()
    for seed in range(30):
        other = ENGINE.resample_hidden(s, 1, Rng(seed))
        assert other.exploration is not None
        seen.add(other.exploration.chosen[0].to)
        own = ENGINE.resample_hidden(s, 0, Rng(seed))
        assert own.exploration is not None and own.exploration.chosen[0].to == "0,1"
    assert len(seen) > 1


def test_all_choices_are_revealed_together_then_paid_and_moved() -> None:
    """EX-12: when all are placed, each pays 1 MP and moves; a face-down destination is turned up."""
    s = exploring()
    put_card(s, "leaves_1", "1,0", face_up=False)
    put_card(s, "leaves_2", "-1,0", face_up=False)
    mp = {e.character: e.mp for e in x_of(s).explorers}
    s, _ = act(s, 0, ExploreChoose(character="liza", to="1,0"))
    s, events = act(s, 1, ExploreChoose(character="riley", to="-1,0"))
    shown = next(e for e in events if isinstance(e, xe.DestinationsRevealed))
    assert {(m.character, m.to, m.mp) for m in shown.moves} == {("liza", "1,0", -1), ("riley", "-1,0", -1)}
    assert {t.cell for t in shown.turned} == {"1,0", "-1,0"} and all(t.card for t in shown.turned)
    assert ENGINE.event_view(shown, 0) == shown == ENGINE.event_view(shown, None)
    assert explorer(s, "liza").at == "1,0" and explorer(s, "liza").mp == mp["liza"] - 1
    assert explorer(s, "riley").at == "-1,0" and explorer(s, "riley").mp == mp["riley"] - 1


def test_a_card_with_an_ammo_token_does_nothing() -> None:
    """EX-13 (L1344-1346): resolved once, success or failure, then an ammo token on it: nothing more."""
    s = exploring()
    put_card(s, "crevasse_1", "0,1")
    s, first = choose_all(s, "0,1")
    assert [e.card for e in first if isinstance(e, xe.CardResolved)] == ["crevasse_1"]
    assert next(c for c in x_of(s).cards if c.cell == "0,1").ammo
    again = exploring()
    put_card(again, "crevasse_1", "0,1")
    next(c for c in x_of(again).cards if c.cell == "0,1").ammo = True  # the same card, already spent
    hp = {e.character: e.hp for e in x_of(again).explorers}
    again, events = choose_all(again, "0,1")
    assert not [e for e in events if isinstance(e, xe.CardResolved)]
    assert {e.character: e.hp for e in x_of(again).explorers} == hp


def test_new_paths_open_beside_every_empty_arrow_gold_face_up() -> None:
    """EX-14, R-F-61: for each card holding a character, a card beside each empty arrow: face up at the
    gold arrow, face down at a white one; arrows toward occupied cells add nothing."""
    s = exploring()
    put_card(s, "campfire_1", "0,1")
    entry = CONTENT.exploration["campfire_1"]
    pile = len(x_of(s).deck)
    s, events = choose_all(s, "0,1")
    opened = next(e for e in events if isinstance(e, xe.PathsOpened))
    placed = {c.cell: c.face_up for c in opened.placed}
    expected = {}
    for side, gold in [(entry.gold, True)] + [(w, False) for w in entry.white]:
        cell = {"n": "0,2", "e": "1,1", "s": "0,0", "w": "-1,1"}[side or "n"]
        if cell != BASE:
            expected[cell] = gold
    assert placed == expected and len(x_of(s).deck) == pile - len(placed)
    seen = ENGINE.event_view(opened, 1)
    assert isinstance(seen, xe.PathsOpened)
    for c, shown in zip(opened.placed, seen.placed, strict=True):
        assert (shown.card is None) == (not c.face_up) and c.card is not None  # face-down ids are cut out


def test_a_gold_arrow_turns_a_face_down_neighbour_up_and_a_short_pile_goes_gold_first() -> None:
    """EX-14 (L1348-1350): the note on gold arrows, and sharing a short pile out gold arrows first."""
    entry = CONTENT.exploration["campfire_2"]
    assert (entry.gold, entry.white) == ("n", ["e", "w"])  # the designed arrows this test relies on
    s = exploring()
    put_card(s, "campfire_2", "0,1")
    x = x_of(s)
    x.cards.append(type(x.cards[0])(cell="0,2", card=x.deck.pop(), face_up=False))
    x.deck = x.deck[:1]
    s, events = choose_all(s, "0,1")
    opened = next(e for e in events if isinstance(e, xe.PathsOpened))
    assert [t.cell for t in opened.turned] == ["0,2"] and next(c for c in x_of(s).cards if c.cell == "0,2").face_up
    assert [(c.cell, c.face_up) for c in opened.placed] == [("1,1", False)] and x_of(s).deck == []
    short = exploring()
    put_card(short, "campfire_2", "0,1")
    x_of(short).deck = x_of(short).deck[:1]
    short, events = choose_all(short, "0,1")
    opened = next(e for e in events if isinstance(e, xe.PathsOpened))
    assert [(c.cell, c.face_up) for c in opened.placed] == [("0,2", True)]


def test_regrouping_walks_spent_revealed_cards_at_one_mp_each() -> None:
    """EX-15 (L1352): through revealed cards holding an ammo token, 1 MP per card entered."""
    s = exploring()
    put_card(s, "crevasse_1", "0,1")
    put_card(s, "crevasse_2", "1,0", face_up=False)
    s, _ = act(s, 0, ExploreChoose(character="liza", to="0,1"))
    s, _ = act(s, 1, ExploreChoose(character="riley", to="1,0"))
    assert x_of(s).step == "regroup"
    mp = explorer(s, "liza").mp
    assert refused(s, 0, ExploreRegroup(character="liza", to="5,5")).code == "bad_regroup"
    s, events = act(s, 0, ExploreRegroup(character="liza", to="1,0"))  # 0,1 -> 0,0 -> 1,0
    moved = next(e for e in events if isinstance(e, xe.Regrouped))
    assert moved.cost == 2 and explorer(s, "liza").mp == mp - 2 and explorer(s, "liza").at == "1,0"
    assert refused(s, 0, ExplorePass(character="liza")).code in ("already_done", "wrong_step")


def test_the_exploration_ends_when_everyone_is_out_of_mp_and_its_gains_are_saved() -> None:
    """EX-16, R-F-66 (gains saved at the end, then the next mission's preparation), R-F-65 (0 MP:
    stays put), EX-2 (XP to each, money, skins, leaves to the reserve)."""
    s = exploring()
    save = s.save
    assert save is not None
    for e in x_of(s).explorers:
        e.mp = 1
    x_of(s).money, x_of(s).skins, x_of(s).leaves = 300, 2, ["green"]
    explorer(s, "liza").xp = 150
    put_card(s, "leaves_1", "0,1")
    s, events = choose_all(s, "0,1")
    ended = [e for e in events if isinstance(e, xe.ExplorationEnded)]
    assert len(ended) == 1 and s.phase == "preparation" and s.exploration is None
    new = ended[0].save
    assert s.save == new and not new.exploration_token
    gained = next(e for e in events if isinstance(e, xe.CardResolved)).leaves
    assert new.reserve_money == save.reserve_money + 300 and new.reserve_skins == save.reserve_skins + 2
    assert new.reserve_leaves == [*save.reserve_leaves, "green", *gained]
    assert new.players[0].xp == save.players[0].xp + 150 and new.players[1].xp == save.players[1].xp
    assert ENGINE.status(s).finished  # nothing to play until the preparation phase has its game


def test_the_exploration_ends_when_everyone_is_dead() -> None:
    """EX-16: everybody dead (0 HP) ends it too; the dead keep what they earned (R-F-65)."""
    s = exploring()
    for e in x_of(s).explorers:
        e.hp = 1
        e.xp = 50
    put_card(s, "crevasse_1", "0,1")
    s, events = choose_all(s, "0,1")
    assert any(isinstance(e, xe.ExplorationEnded) for e in events) and s.phase == "preparation"
    assert s.save is not None and all(p.xp >= 50 for p in s.save.players)


def test_an_explorer_out_of_mp_is_no_longer_asked() -> None:
    """R-F-65: at 0 MP a character stays where they are; the others play on."""
    s = exploring()
    explorer(s, "liza").mp = 0
    assert ENGINE.status(s).to_act == [1]
    assert refused(s, 0, ExploreChoose(character="liza", to="0,1")).code == "explorer_out"
    s, events = act(s, 1, ExploreChoose(character="riley", to="0,1"))
    assert any(isinstance(e, xe.DestinationsRevealed) for e in events) and explorer(s, "liza").at == BASE
