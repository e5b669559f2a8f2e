"""The round loop and the simultaneous players' turn (RND-3..RND-9, PT-1..PT-10, R-F-7, R-F-8, R-F-10,
R-F-12, R-F-68, R-F-70), played through the engine's decide and evolve."""

from __future__ import annotations

from domain.contract import Event
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.rules import board_of
from domain.games.farcry.state import FarCryState, Kill
from domain.rng import Rng
from tests.games.farcry.farcry_play import (
    ENGINE,
    act,
    answer_choices,
    character,
    clear_enemies,
    fold,
    idle,
    new,
    put,
    refused,
    unit,
)


def kinds(events: list[Event]) -> list[str]:
    return [type(e).__name__ for e in events]


def end_all(s: FarCryState) -> tuple[FarCryState, list[Event]]:
    """Every character still in play ends its turn, in character order (enemy ties answered with the
    first option); returns state and all events."""
    events: list[Event] = []
    for c in list(s.characters):
        if not c.ko and not c.exited and c.at is not None and not c.done and s.result is None:
            s, out = act(s, c.seat, cmd.EndTurn(character=c.character))
            events += out
            s, out = answer_choices(s)
            events += out
    return s, events


def test_round_one_resolves_its_arrow_then_the_recurring_events_then_the_players_turn() -> None:
    """R-F-7 (L280, L481): round 1 keeps the token on 1 and resolves space 1's arrow event; R-F-8
    (L483-487): then the recurring events in order (anecdote check first); RND-8: then the players."""
    events = ENGINE.start(FarCryOptions(seats=2), Rng(1))
    after = [e for e in events if not isinstance(e, ev.MissionPrepared | ev.CharacterReady)]
    assert isinstance(after[0], ev.RoundStarted) and after[0].round == 1
    assert isinstance(after[1], ev.Announced)  # round board 0's arrow on space 1
    assert isinstance(after[2], ev.AnecdoteTurned)
    assert isinstance(after[-1], ev.PlayersTurnStarted) and after[-1].round == 1
    s = fold(events)
    assert s.step == "players" and s.round == 1 and len(s.anecdote_when) == 7


def test_any_seat_acts_in_any_order_and_the_turn_ends_when_every_character_is_done() -> None:
    """PT-2 (L529), R-F-3, R-F-12 (L563): seats act in any order; the last end_turn ends the players'
    turn, the enemies' turn follows (RND-3, L471), then round 2 starts with the token moved (RND-5)."""
    s = new(seats=3)
    idle(s)
    assert ENGINE.status(s).to_act == [0, 1, 2]
    s, _ = act(s, 2, cmd.EndTurn(character="jason"))
    assert ENGINE.status(s).to_act == [0, 1]
    s, _ = act(s, 0, cmd.EndTurn(character="daisy"))
    s, out = act(s, 1, cmd.EndTurn(character="keith"))
    assert kinds(out) == [
        "CharacterDone",
        "TurnEnded",
        "EnemiesTurnStarted",
        "TurnEnded",
        "RoundStarted",
        "AnecdoteTurned",
        "PlayersTurnStarted",
    ]
    assert s.round == 2 and s.step == "players" and not any(c.done for c in s.characters)


def test_an_action_after_end_turn_clears_the_done_flag() -> None:
    """R-F-12: any command for a character clears its done flag; the turn waits for it again."""
    s = new(seats=2)
    s, _ = act(s, 0, cmd.EndTurn(character="daisy"))
    assert character(s, "daisy").done
    to = ENGINE.legal_actions(s, 0)[0].params[0].choices[0].value
    s, _ = act(s, 0, cmd.MoveTo(character="daisy", to=str(to)))
    assert not character(s, "daisy").done
    s, _ = act(s, 1, cmd.EndTurn(character="keith"))
    assert s.round == 1 and ENGINE.status(s).to_act == [0]


def test_solo_one_seat_plays_both_characters_and_only_its_own() -> None:
    """SU-16, GN-3 (L1476): the solo seat ends the turn for both of its characters; R-F-12 per
    character; a seat may not act for another seat's character."""
    s = new(seats=1)
    idle(s)
    assert [c.seat for c in s.characters] == [0, 0]
    s, _ = act(s, 0, cmd.EndTurn(character="daisy"))
    assert s.round == 1
    s, _ = act(s, 0, cmd.EndTurn(character="keith"))
    assert s.round == 2
    two = new(seats=2)
    assert refused(two, 1, cmd.EndTurn(character="daisy")).code == "not_your_character"
    assert refused(two, 0, cmd.EndTurn(character="nobody")).code == "unknown_character"


def test_mp_dials_and_tilted_cards_are_reset_at_each_players_turn() -> None:
    """PT-1 (L527): used weapons straighten; PT-7 (L235, L617-619): every MP dial back to its maximum."""
    s = new(seats=2)
    idle(s)
    daisy = character(s, "daisy")
    choice = next(c for c in ENGINE.legal_actions(s, 0)[0].params[0].choices if "2 MP" in c.label)
    s, _ = act(s, 0, cmd.MoveTo(character="daisy", to=str(choice.value)))
    assert character(s, "daisy").mp == daisy.max_mp - 2
    s.characters[0].weapons[0].used = True
    s, _ = end_all(s)
    assert character(s, "daisy").mp == daisy.max_mp
    assert not any(w.used for w in character(s, "daisy").weapons)


def test_end_of_players_turn_fire_and_bleeding_add_up() -> None:
    """PT-6 (L565), R-F-10: a character standing on fire loses 1 HP and 1 more for Bleeding, at the
    end of the players' turn; an enemy on fire burns at the end of the enemies' turn (PT-9, L573)."""
    s = new(seats=2)
    idle(s)
    plate = min(board_of(s.mission).of("fire_plate"))
    put(s, "daisy", plate)
    character(s, "daisy").bleeding = True
    hp = character(s, "daisy").hp
    dog = s.units[0]
    s.fire = [dog.at] if dog.at is not None else []
    s, _ = act(s, 1, cmd.EndTurn(character="keith"))
    s, out = act(s, 0, cmd.EndTurn(character="daisy"))
    hurt = [(e.who, e.source) for e in out if isinstance(e, ev.Damaged)]
    players_end = kinds(out).index("EnemiesTurnStarted")
    assert hurt[:2] == [("daisy", "fire"), ("daisy", "bleeding")]
    assert character(s, "daisy").hp == hp - 2
    dog_hurt = [i for i, e in enumerate(out) if isinstance(e, ev.Damaged) and e.who == dog.uid]
    assert dog_hurt and all(i > players_end for i in dog_hurt)
    assert unit(s, dog.uid).hp == dog.hp - 1


def test_the_mission_fails_when_the_last_round_ends() -> None:
    """R-F-68 (L509-523): round board 0 ends after round 10; the primary not met, the mission fails;
    a finished mission accepts nothing."""
    s = new(seats=2)
    idle(s)
    last = CONTENT.rounds[s.round_board].last_round
    for _ in range(last):
        s, out = end_all(s)
    assert isinstance(out[-1], ev.MissionEnded) and out[-1].result == "failure" and out[-1].reason == "last_round"
    assert s.round == last and ENGINE.status(s).finished
    assert ENGINE.status(s).outcome is not None and ENGINE.status(s).outcome.result == "lost"  # type: ignore[union-attr]
    assert refused(s, 0, cmd.EndTurn(character="daisy")).code == "match_finished"


def test_every_character_ko_fails_the_mission_at_once() -> None:
    """KO-4 (L1022), EM-1 (L577): when the fire of the turn's end puts the last character K.O."""
    s = new(seats=1)
    plates = sorted(board_of(s.mission).of("fire_plate"))
    for c, plate in zip(s.characters, plates, strict=False):
        put(s, c.character, plate)
        c.hp = 1
    s, _ = act(s, 0, cmd.EndTurn(character="daisy"))
    s, out = act(s, 0, cmd.EndTurn(character="keith"))
    assert isinstance(out[-1], ev.MissionEnded) and out[-1].reason == "all_ko"
    assert "EnemiesTurnStarted" not in kinds(out)


def test_a_condition_event_resolves_once_as_soon_as_it_holds_and_no_enemy_left_is_a_success() -> None:
    """RND-9 (L491-493): round board 0's "one enemy left" resolves in the players' turn, once; R-F-70
    (L1636): no enemy on the board or waiting is the primary met, a success (EM-2, L579), with the
    barrel secondary for a kill by an explosion (L1640) and Berserker-last when he died last (R-F-71);
    mission 0 is never saved (EM-14, L1661, R-F-5)."""
    s = new(seats=2)
    clear_enemies(s, keep=("berserker-red",))
    s, out = act(s, 0, cmd.EndTurn(character="daisy"))
    assert [e.index for e in out if isinstance(e, ev.ConditionMet)] == [0]
    assert any(isinstance(e, ev.Announced) for e in out)
    s, out = act(s, 1, cmd.EndTurn(character="keith"))
    assert not any(isinstance(e, ev.ConditionMet) for e in out)
    s.units = []
    s.kills += [Kill(uid="guard_dog-red", source="explosion", by="daisy")]
    s.kills += [Kill(uid="berserker-red", source="weapon", by="daisy")]
    s, out = act(s, 0, cmd.EndTurn(character="daisy"))
    end = out[-1]
    assert isinstance(end, ev.MissionEnded) and end.result == "success" and not end.saved
    assert end.objectives == ["nous_ne_nous_rendrons_pas", "degats_collateraux", "tu_es_tout_seul_maintenant"]
    assert ENGINE.status(s).outcome is not None and ENGINE.status(s).outcome.result == "won"  # type: ignore[union-attr]


def test_c_est_le_moment_brings_the_unit_to_its_location_at_the_head_of_the_chain() -> None:
    """AN-4..AN-8 (L1398-1410): at the event phase the top "Quand" card is turned; "C'est le moment !"
    reveals "Où" and "Quoi": a leopard (rank 9) on location 2 (or the nearest free hex, TI-15) goes to
    the head of the chain; R-F-58: no card is turned afterwards."""
    s = new(seats=2)
    idle(s)
    s.anecdote_when = ["quand_moment_1", "quand_rien_1"]
    s.anecdote_where, s.anecdote_what = "ou_2", "quoi_1"
    s, _ = act(s, 0, cmd.EndTurn(character="daisy"))
    s, out = act(s, 1, cmd.EndTurn(character="keith"))
    turned = [e for e in out if isinstance(e, ev.AnecdoteTurned)]
    assert turned == [ev.AnecdoteTurned(card="quand_moment_1", now=True, where="ou_2", what="quoi_1")]
    placed = next(e for e in out if isinstance(e, ev.UnitPlaced))
    assert placed.unit == "leopard" and placed.at == board_of(s.mission).locations[2]
    assert s.chain[0] == placed.uid == "leopard-red"
    s, out = end_all(s)
    assert not any(isinstance(e, ev.AnecdoteTurned) for e in out)
    assert s.anecdote_when == ["quand_rien_1"]


def test_a_second_unit_of_a_type_gets_the_next_base_colour_and_the_nearest_free_hex() -> None:
    """SU-8 (L292): never two of one type on one colour; TI-15 (L2289-2293): an occupied arrival hex
    sends the unit to the nearest free one."""
    s = new(seats=2)
    location = board_of(s.mission).locations[1]
    put(s, "daisy", location)
    s.anecdote_when = ["quand_moment_1"]
    s.anecdote_where, s.anecdote_what = "ou_1", "quoi_5"
    s, _ = end_all(s)
    panther = unit(s, "black_panther-blue")
    assert panther.at is not None and panther.at != location
    assert max(abs(panther.at.q - location.q), abs(panther.at.r - location.r)) <= 2


def test_reflexes_and_catatonie_change_the_mp_of_the_players_turn_they_are_turned_for() -> None:
    """L1219 (Réflexes: "Gagnez +1 PM pour ce tour"), L1221 (Catatonie: "Vos PM maximum sont réduits
    de X pour ce tour"), R-F-4 (X by tier), R-F-8 (cards turned at the round's start, back the round
    after): the players' turn that follows the turn of the card starts with that many MP, and moves
    are paid from it; the round after, the dial is back to its maximum."""
    s = new(seats=2)
    idle(s)
    daisy, keith = character(s, "daisy"), character(s, "keith")
    assert daisy.madness == keith.madness == 7  # tier 5+: folie_6 Réflexes, folie_1 Catatonie 2
    for c, card in ((daisy, "folie_6"), (keith, "folie_1")):
        c.stress_card, c.stress_face_up = card, False
        s.madness_deck.remove(card)
    s, _ = end_all(s)
    assert s.round == 2 and s.step == "players"
    assert character(s, "daisy").mp == daisy.max_mp + 1
    assert character(s, "keith").mp == keith.max_mp - 2
    far = [c for c in ENGINE.legal_actions(s, 1)[0].params[0].choices if f"{keith.max_mp} MP" in c.label]
    assert not far  # Catatonie: no hex at the full dial any more
    s, _ = end_all(s)
    assert s.round == 3
    assert character(s, "daisy").mp == daisy.max_mp and character(s, "keith").mp == keith.max_mp


def test_a_killed_units_base_colour_is_free_for_the_next_unit_of_its_type() -> None:
    """EN-5 (L1054): "Il ne peut jamais y avoir plus de 4 ennemis du même type au même moment": the
    limit counts the units on the board, so the base of a killed unit is free again (L1048's colour
    order: red first) for the next one that enters."""
    s = new(seats=2)
    assert any(u.uid == "black_panther-red" for u in s.units)
    s.units = [u for u in s.units if u.uid != "black_panther-red"]
    s.chain = [uid for uid in s.chain if uid != "black_panther-red"]
    s.kills.append(Kill(uid="black_panther-red", source="weapon", by="daisy"))
    s.anecdote_when = ["quand_moment_1"]
    s.anecdote_where, s.anecdote_what = "ou_1", "quoi_5"
    s, out = end_all(s)
    placed = [e for e in out if isinstance(e, ev.UnitPlaced)]
    assert [(e.unit, e.colour) for e in placed] == [("black_panther", "red")]
    assert unit(s, "black_panther-red").hp == CONTENT.units["black_panther"].hp
