"""Views, redacted events and hidden information (SU-3, SU-7, AN-2, MD-9; docs/engine.md's
non-interference: a seat's view, legal actions and events are unchanged by `resample_hidden`)."""

from __future__ import annotations

import msgspec
import pytest

from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.rules import board_of
from domain.games.farcry.tactical.hexes import Hex
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, character, fold, new


def strings(tree: object) -> set[str]:
    """Every string value in a JSON tree (keys excepted)."""
    if isinstance(tree, str):
        return {tree}
    if isinstance(tree, dict):
        return set().union(*(strings(v) for v in tree.values()))
    if isinstance(tree, list):
        return set().union(*(strings(v) for v in tree))
    return set()


def test_a_view_draws_every_hex_with_its_terrain_tiles_tokens_and_units() -> None:
    """A front end draws the board from the view alone: every hex, walls, zip lines, stars and
    locations; face-down tokens show as "loot"/"leaf" without their kind (SU-3, L278)."""
    s = new(seats=2)
    v = ENGINE.view(s, 0)
    board = board_of(s.mission)
    assert {h.at for h in v.board} == set(board.terrain)
    assert all(h.label.fr and h.label.en for h in v.board)
    tiles = {h.at: h.tile for h in v.board if h.tile}
    assert tiles == {t.at: t.kind for t in s.tiles}
    units = {h.at: h.unit for h in v.board if h.unit}
    assert set(units.values()) == {c.character for c in s.characters} | {u.uid for u in s.units}
    tokens = [t for h in v.board for t in h.tokens]
    assert sorted(t.kind for t in tokens) == ["leaf"] * len(s.leaves) + ["loot"] * len(s.loot)
    assert all(t.what is None for t in tokens)
    assert len(v.walls) == len(board.wall_edges) and len(v.zip_lines) == len(board.zip_lines)
    assert v.locations == dict(board.locations) and v.starts == list(board.starts)
    values = strings(msgspec.to_builtins(v))
    assert not values & ({t.kind for t in s.loot} | set(s.madness_deck) | set(s.anecdote_when))


def test_a_seat_sees_its_own_characters_reachable_hexes_as_legal_move_choices() -> None:
    """The view answers "where can I go and for how much": the same hexes and costs as `move_to`."""
    s = new(seats=2)
    v0, v1 = ENGINE.view(s, 0), ENGINE.view(s, 1)
    assert list(v0.reachable) == ["daisy"] and list(v1.reachable) == ["keith"]
    move = next(a for a in ENGINE.legal_actions(s, 0) if a.action == "move_to")
    assert [c.value for c in move.params[0].choices] == [r.to for r in v0.reachable["daisy"]]
    assert all(r.mp <= character(s, "daisy").mp for r in v0.reachable["daisy"])
    assert ENGINE.view(s, None).reachable == {}


def test_set_up_secrets_are_cut_out_of_every_seat_s_event_log() -> None:
    """SU-3, SU-7, AN-2 (L1392-1394): the kinds of face-down tokens, the loot left in the box, the
    madness deck and the anecdote cards are in the stored event, never in a seat's copy; MD-9 (L1204):
    a stress card drawn face down is hidden even from its owner."""
    events = ENGINE.start(FarCryOptions(seats=2), Rng(5))
    prepared = events[0]
    assert isinstance(prepared, ev.MissionPrepared) and prepared.madness_deck
    for seat in (0, 1, None):
        seen = ENGINE.event_view(prepared, seat)
        assert isinstance(seen, ev.MissionPrepared)
        assert all(t.kind is None for t in seen.loot + seen.leaves)
        assert seen.loot_box is None and seen.madness_deck is None and seen.anecdote_when is None
        assert seen.anecdote_where is None and seen.anecdote_what is None
        assert seen.madness_count == prepared.madness_count and [t.at for t in seen.loot] == [
            t.at for t in prepared.loot
        ]
        drawn = ENGINE.event_view(ev.StressDrawn(character="daisy", card="paranoia"), seat)
        assert isinstance(drawn, ev.StressDrawn) and drawn.card is None


@pytest.mark.parametrize("seed", range(6))
def test_resample_hidden_changes_no_view_no_legal_action(seed: int) -> None:
    """Non-interference (docs/engine.md): what a seat may not know (token kinds, box, madness deck,
    "Quand" pile, unrevealed "Où"/"Quoi") is re-dealt; its view and legal actions stay the same, and
    some resample does change the hidden state."""
    s = fold(ENGINE.start(FarCryOptions(seats=3), Rng(seed)))
    s, _ = act(s, 0, cmd.EndTurn(character="daisy"))
    changed = False
    for k in range(4):
        for seat in (0, 1, 2, None):
            other = ENGINE.resample_hidden(s, seat, Rng(100 * seed + k))
            assert ENGINE.view(other, seat) == ENGINE.view(s, seat)
            if seat is not None:
                assert ENGINE.legal_actions(other, seat) == ENGINE.legal_actions(s, seat)
            assert ENGINE.status(other) == ENGINE.status(s)
            changed |= ENGINE.encode_state(other) != ENGINE.encode_state(s)
    assert changed


def test_picking_up_reveals_only_the_token_taken() -> None:
    """MV-19 (L700): the loot's kind is known once picked up; the others stay face down."""
    s = new(seats=2)
    daisy = character(s, "daisy")
    token = s.loot[0]
    daisy.at = token.at
    after, out = act(s, 0, cmd.PickUp(character="daisy", kind="loot"))
    assert isinstance(out[0], ev.PickedUp) and out[0].token == token.kind
    assert ENGINE.event_view(out[0], 1) == out[0]
    others = [t for h in ENGINE.view(after, 1).board if h.at != token.at for t in h.tokens if t.kind == "loot"]
    assert len(others) == len(s.loot) - 1 and all(t.what is None for t in others)


def test_a_reshuffled_madness_deck_and_a_crate_s_loot_stay_hidden_in_the_log() -> None:
    """R-F-8 (L1178, L1233): the madness deck shuffled again is a secret order; TI-4 (L2201-2203): a
    broken crate leaves a loot token drawn at random face down. Every seat's copy cuts them out."""
    shuffled = ev.MadnessReturned(characters=["daisy"], deck=["paranoia", "cruaute"], deck_count=2)
    crate = ev.TileDestroyed(at=Hex(3, 3), kind="crate", loot="relic")
    barrel = ev.TileDestroyed(at=Hex(4, 4), kind="red_barrel")
    for seat in (0, 1, None):
        seen = ENGINE.event_view(shuffled, seat)
        assert isinstance(seen, ev.MadnessReturned) and seen.deck is None and seen.deck_count == 2
        broken = ENGINE.event_view(crate, seat)
        assert isinstance(broken, ev.TileDestroyed) and broken.loot is None and broken.at == crate.at
        assert ENGINE.event_view(barrel, seat) == barrel


def test_every_card_and_token_id_a_view_shows_is_named_in_both_languages() -> None:
    """Issue 34, item 3 ("Stress: folie_3", "Mission mission_0", raw item and weapon ids in the save):
    the view names every id the characters' panels and the campaign save show, in French and English,
    so the table never prints one. Mission 4 starts from a designed save with weapons, talents and
    items; a face-up madness card and a leaf are added as play would add them."""
    s = fold(ENGINE.start(FarCryOptions(seats=2, mission="mission_4"), Rng(1)))
    first = s.characters[0]
    played = msgspec.structs.replace(
        first, stress_card="folie_3", stress_face_up=True, leaves=["green"], loot=["money"], items=["main_verte"]
    )
    s = msgspec.structs.replace(s, characters=[played, *s.characters[1:]])
    v = ENGINE.view(s, 0)
    assert s.save is not None
    shown = {"folie_3", "green", "money", "main_verte", s.mission}
    shown |= {t for c in v.characters for t in c.talents}
    for p in s.save.players:
        shown |= {p.character, *p.talents, *p.items, *p.holsters, *(w.weapon for w in p.weapons)}
    assert shown - {""} <= v.names.keys(), sorted(shown - v.names.keys())
    for key in shown:
        name = v.names[key]
        assert (name.fr and name.en and key not in (name.fr, name.en)) or key in ("molotov",), key
    assert v.names["green"].en == "green leaf" and v.names["green"].fr == "feuille verte"


def test_a_finished_mission_s_outcome_names_its_objectives_and_no_rule_id() -> None:
    """Issue 34, item 3: the outcome a lobby shows said "(mission not saved, EM-14)" and listed
    objective ids; it now names the objectives met, in the reader's language."""
    from domain.games.farcry.content import CONTENT
    from domain.games.farcry.language import pick
    from domain.games.farcry.views import outcome_of

    s = fold(ENGINE.start(FarCryOptions(seats=1, mission="mission_0"), Rng(1)))
    objectives = CONTENT.missions["mission_0"].objectives
    done = msgspec.structs.replace(s, result="success", objectives_met=[objectives[0].id])
    outcome = outcome_of(done)
    assert outcome is not None
    for lang, text in (("fr", objectives[0].fr), ("en", objectives[0].en or objectives[0].fr)):
        detail = pick(outcome.detail, lang)
        assert text in detail and objectives[0].id not in detail and "EM-14" not in detail
