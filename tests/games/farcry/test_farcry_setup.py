"""Mission 0's set-up: `start(options, rng)` writes every draw into its events (L270-318, L1617-1678)."""

from __future__ import annotations

from collections import Counter

import msgspec
import pytest

from domain.contract import Event, RuleViolation
from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.evolve import evolve
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.setup import start
from domain.games.farcry.state import FarCryState, copy_state
from domain.games.farcry.tactical.board import mission_map
from domain.games.farcry.tactical.hexes import distance
from domain.rng import Rng


def prepared(events: list[Event]) -> ev.MissionPrepared:
    first = events[0]
    assert isinstance(first, ev.MissionPrepared)
    return first


def ready(events: list[Event]) -> list[ev.CharacterReady]:
    return [e for e in events if isinstance(e, ev.CharacterReady)]


def test_the_same_seed_gives_the_same_set_up_and_another_seed_another() -> None:
    """Chance only from the Rng passed in; its outcomes are in the events (a replay never redraws)."""
    a = start(FarCryOptions(seats=3), Rng(42))
    assert a == start(FarCryOptions(seats=3), Rng(42))
    others = [start(FarCryOptions(seats=3), Rng(s)) for s in range(5)]
    assert any(prepared(o).madness_deck != prepared(a).madness_deck for o in others)


def test_mission_0_tokens_are_drawn_face_down_from_the_box() -> None:
    """SU-3 (L278): 5 loot drawn from the 11 (L159-160) and 3 leaves from the 26 (L154), at random,
    face down on the briefing's spots; the 6 loot left stay in the box."""
    seen_kinds: set[str] = set()
    for seed in range(30):
        p = prepared(start(FarCryOptions(), Rng(seed)))
        assert len(p.loot) == 5 and len(p.leaves) == 3
        assert p.loot_box is not None
        drawn = Counter(t.kind for t in p.loot) + Counter(p.loot_box)
        assert drawn == {k.id: k.copies for k in CONTENT.box.loot}
        seen_kinds.update(str(t.kind) for t in p.loot)
        assert {t.kind for t in p.leaves} <= {lf.id for lf in CONTENT.box.leaves}
    assert seen_kinds == {"relic", "money", "molotov", "ammo", "bandage"}


def test_tiles_and_enemies_as_the_briefing_lists_them() -> None:
    """L1654-1655 and L1674-1678: 4 red barrels, 1 crate; 3 dogs, 3 Décapiteurs, 2 Assailants,
    1 Berserker, 1 panther, each on its own base colour, at full HP (SU-10, L296)."""
    p = prepared(start(FarCryOptions(), Rng(1)))
    assert Counter(t.kind for t in p.tiles) == {"red_barrel": 4, "crate": 1}
    assert Counter(u.unit for u in p.units) == {
        "guard_dog": 3,
        "decapiteur": 3,
        "assaillant": 2,
        "berserker": 1,
        "black_panther": 1,
    }
    assert all(u.hp == CONTENT.units[u.unit].hp for u in p.units)
    assert len({u.uid for u in p.units}) == 10 and not p.reserve
    spots = [u.at for u in p.units] + [t.at for t in p.tiles] + [t.at for t in p.loot] + [t.at for t in p.leaves]
    assert len(spots) == len(set(spots))


def test_the_chain_runs_by_rank_then_colour() -> None:
    """SU-9 (L294), EN-2 (L1044), EN-3 (L1048): highest rank first; one type red, blue, green."""
    chain = prepared(start(FarCryOptions(), Rng(1))).chain
    ranks = [CONTENT.units[uid.rsplit("-", 1)[0]].rank for uid in chain]
    assert ranks == sorted(ranks, reverse=True)
    decapiteurs = [uid for uid in chain if uid.startswith("decapiteur")]
    assert decapiteurs == ["decapiteur-red", "decapiteur-blue", "decapiteur-green"]
    assert chain.index("decapiteur-red") < chain.index("assaillant-red")  # rank 4 before rank 3 (L1122)


def test_the_anecdote_factory_is_prepared() -> None:
    """AN-2, AN-3 (L1392-1396): one "Où" and one "Quoi" card face down, the "Quand" pile shuffled;
    mission 0 asks for it (L1650)."""
    p = prepared(start(FarCryOptions(), Rng(3)))
    assert p.anecdote_where is not None and p.anecdote_where.startswith("ou_")
    assert p.anecdote_what is not None and p.anecdote_what.startswith("quoi_")
    assert p.anecdote_when is not None and len(p.anecdote_when) == p.anecdote_when_count == 8


def test_solo_plays_two_characters_from_one_seat() -> None:
    """SU-16, GN-3 (L1476): one player plays two characters."""
    chars = ready(start(FarCryOptions(), Rng(1)))
    assert [c.seat for c in chars] == [0, 0]
    assert len({c.character for c in chars}) == 2


def test_each_seat_gets_a_character_on_a_start_star() -> None:
    """SU-13 (L314): each character on a start star; four seats, four stars, four distinct kits."""
    board = mission_map("mission_0")
    events = start(FarCryOptions(seats=4), Rng(1))
    chars = ready(events)
    assert [c.seat for c in chars] == [0, 1, 2, 3]
    assert {c.at for c in chars} == set(board.starts)
    assert sorted(c.kit for c in chars if c.kit is not None) == [0, 1, 2, 3]
    # the pirates "sortent de l'ombre" across the clearing (L1631): nobody starts within reach
    assert all(distance(c.at, u.at) > 3 for c in chars for u in prepared(events).units if u.at is not None)


def test_mission_0_kit_madness_and_dials() -> None:
    """R-F-53 (L1663-1670): kit weapon equipped and loaded, holster given, Fist and Machete carried;
    madness 7 gives +1 max HP (MD-7, MD-15); 2 bandages and 1 impulse (SU-11, L302)."""
    options = FarCryOptions(seats=2, characters=["jason", "liza"], kits=[3, 1])
    jason, liza = ready(start(options, Rng(9)))
    assert jason.max_hp == CONTENT.characters["jason"].max_hp + 1
    assert jason.max_mp == CONTENT.characters["jason"].mp
    assert (jason.madness, jason.bandages, jason.impulses) == (7, 2, 1)
    assert jason.talents == ["cache_a_la_vue_de_tous"] and jason.holsters == ["belt_holster"]
    skorpion = jason.weapons[0]
    assert (skorpion.weapon, skorpion.ammo, skorpion.place) == ("skorpion", 4, "hand")
    # a one-hand kit weapon leaves the other hand to the Machete; the Fist waits beside the board
    assert {(w.weapon, w.place) for w in jason.weapons[1:]} == {("machete", "hand"), ("fist", "beside")}
    # the M133 takes both hands
    assert [w.place for w in liza.weapons] == ["hand", "beside", "beside"]
    assert liza.holsters == ["back_holster_simple"]


@pytest.mark.parametrize(
    "options",
    [
        FarCryOptions(seats=0),
        FarCryOptions(seats=5),
        FarCryOptions(seats=2, characters=["jason"]),
        FarCryOptions(seats=2, characters=["jason", "jason"]),
        FarCryOptions(seats=2, characters=["jason", "vaas"]),
        FarCryOptions(seats=2, kits=[1, 1]),
        FarCryOptions(seats=2, kits=[0, 4]),
    ],
)
def test_bad_options_are_refused_with_a_stable_code(options: FarCryOptions) -> None:
    with pytest.raises(RuleViolation) as caught:
        start(options, Rng(1))
    assert caught.value.code == "invalid_options"


def test_unknown_option_fields_are_refused() -> None:
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"seats": 2, "mission": "mission_9"}, FarCryOptions)
    with pytest.raises(msgspec.ValidationError):
        msgspec.convert({"players": 2}, FarCryOptions)


def test_set_up_events_are_json_round_trip_safe() -> None:
    """Events are stored as JSON: the set-up survives encoding (hexes as [q, r])."""
    events = start(FarCryOptions(seats=2), Rng(5))
    union = ev.MissionPrepared | ev.CharacterReady
    again = [msgspec.json.decode(msgspec.json.encode(e), type=union) for e in events]
    assert again == events


def folded(options: FarCryOptions, seed: int) -> FarCryState:
    state: FarCryState | None = None
    for event in start(options, Rng(seed)):
        state = evolve(state, event)
    assert state is not None
    return state


@pytest.mark.parametrize("seats", [1, 2, 3, 4])
def test_the_set_up_folds_into_a_playable_state(seats: int) -> None:
    """MV-2 (L631): never two units on a hex; SU-15 (L318): dials at their maximum; LA-7 (L743):
    ammo within capacity; the snapshot (msgpack) round trip keeps everything."""
    state = folded(FarCryOptions(seats=seats), seats)
    spots = [c.at for c in state.characters] + [u.at for u in state.units]
    assert len(spots) == len(set(spots)) == len(state.characters) + 10
    assert all(c.hp == c.max_hp and c.mp == c.max_mp for c in state.characters)
    for c in state.characters:
        for w in c.weapons:
            capacity = CONTENT.weapons[w.weapon].capacity
            assert w.ammo == capacity
    assert [u.uid for u in state.units] != [] and set(state.chain) == {u.uid for u in state.units}
    assert copy_state(state) == state and copy_state(state) is not state


def test_a_fold_is_refused_out_of_order() -> None:
    events = start(FarCryOptions(), Rng(2))
    with pytest.raises(ValueError):
        evolve(None, events[1])
    state = evolve(None, events[0])
    with pytest.raises(ValueError):
        evolve(state, events[0])
