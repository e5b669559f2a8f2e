"""The enemies' turn played by the server (EN-2..EN-24, AL-3, R-F-32..R-F-37, R-F-59): the behaviour
interpreter of `enemy_turn`, reached through the engine's decide and evolve as the service runs it.

Situations are staged on mission 0's real map (`arena`: set up for real, then cleared); every die is
the engine's own (`Rng` seeds), never forced.
"""

from __future__ import annotations

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from domain import bots
from domain.contract import Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry import flow
from domain.games.farcry.content import CONTENT
from domain.games.farcry.context import Flow
from domain.games.farcry.evolve import evolve
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.rules import board_of, ground_now, occupied
from domain.games.farcry.setup import start
from domain.games.farcry.state import FarCryState, TileState, UnitState
from domain.games.farcry.tactical.board import covers
from domain.games.farcry.tactical.enemies import cover_moves, safe_from
from domain.games.farcry.tactical.hexes import Hex, distance
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, answer_choices, fold, new, refused
from tests.games.farcry.test_farcry_play_properties import check_invariants


def stage(characters: list[str], seed: int = 1) -> FarCryState:
    """Mission 0 set up for real with these characters (2 seats), cleared of units, tiles and tokens,
    at the players' turn of round 1 with a quiet anecdote pile."""
    state: FarCryState | None = None
    for e in start(FarCryOptions(seats=2, characters=characters), Rng(seed)):
        state = evolve(state, e)
    assert state is not None
    state.units, state.chain, state.tiles, state.loot, state.leaves, state.fire = [], [], [], [], [], []
    state.anecdote_when = []
    state.step = "players"
    for c in state.characters:
        c.at = None
    return state


def place(s: FarCryState, uid: str, at: Hex) -> None:
    """A unit on a hex, put in the chain by rank as `flow.place_unit` does (EN-4, R-F-36)."""
    kind, colour = uid.rsplit("-", 1)
    s.units.append(UnitState(uid=uid, unit=kind, colour=colour, at=at, hp=CONTENT.units[kind].hp))
    rank = CONTENT.units[kind].rank
    where = next((i for i, o in enumerate(s.chain) if CONTENT.units[o.rsplit("-", 1)[0]].rank < rank), len(s.chain))
    s.chain.insert(where, uid)


def open_spot(s: FarCryState, offsets: list[tuple[int, int]]) -> Hex:
    """A hex H of the map where every H + offset is plain open ground (walkable, no printed cover)."""
    g, board = ground_now(s), board_of(s.mission)
    printed = board.covers()
    for h in sorted(g.hexes):
        spots = [Hex(h.q + dq, h.r + dr) for dq, dr in offsets]
        if all(g.walkable(x) and x not in printed and x not in g.fire for x in spots):
            return h
    raise AssertionError("no open spot on the map")


def end_turns(s: FarCryState) -> tuple[FarCryState, list[Event]]:
    """Every character in play ends its turn: the enemies' turn follows (RND-3, L471)."""
    events: list[Event] = []
    for c in list(s.characters):
        if c.at is not None and not c.ko and not c.done and s.step == "players":
            s, out = act(s, c.seat, cmd.EndTurn(character=c.character))
            events += out
    return s, events


def at(s: FarCryState, who: str) -> Hex | None:
    c = next((c for c in s.characters if c.character == who), None)
    if c is not None:
        return c.at
    return next((u.at for u in s.units if u.uid == who), None)


def of_unit(events: list[Event], uid: str) -> list[Event]:
    """The events of ``uid``'s activation, from its `UnitActivated` to its `UnitFinished`."""
    first = next(i for i, e in enumerate(events) if isinstance(e, ev.UnitActivated) and e.uid == uid)
    last = next(i for i, e in enumerate(events) if isinstance(e, ev.UnitFinished) and e.uid == uid and i > first)
    return events[first : last + 1]


# -- the rulebook's worked examples --------------------------------------------------------------------

EXAMPLE = [(0, 0), (2, 0), (3, 0), (-1, 0), (-2, 0), (-3, 0), (-4, 0), (1, 0), (1, -1), (0, 1)]


def test_the_l1124_yellow_decapiteur_picks_riley_and_jumps_the_fire_plate_to_land_beside_him() -> None:
    """EN-11, EN-13 (L1096-1100): by path the Décapiteur needs 2 MP to stand beside Riley and 3 to
    stand beside Liza: Riley. EN-14, EN-15, EN-18 (L1124), R-F-33: rocks close the way round, so of
    walking through the fire plate (2 MP, 1 HP) and jumping it (3 of its 4 MP, no damage) it jumps,
    lands beside Riley and strikes with its Machete (EN-20, EN-21)."""
    s = stage(["riley", "liza"])
    h = open_spot(s, EXAMPLE)
    rel = {k: Hex(h.q + dq, h.r + dr) for k, (dq, dr) in zip("DLRa", [(0, 0), (2, 0), (3, 0), (-4, 0)], strict=True)}
    s.fire = [Hex(h.q + 1, h.r)]
    s.tiles = [TileState(kind="rock", at=Hex(h.q + 1, h.r - 1)), TileState(kind="rock", at=Hex(h.q, h.r + 1))]
    place(s, "decapiteur-yellow", rel["D"])
    s.characters[0].at, s.characters[1].at = rel["R"], rel["a"]
    s, out = end_turns(s)
    turn = of_unit(out, "decapiteur-yellow")
    assert turn[0] == ev.UnitActivated(uid="decapiteur-yellow", mp=4)
    assert turn[1] == ev.TargetChosen(uid="decapiteur-yellow", target="riley", tied=[])
    moves = [e for e in turn if isinstance(e, ev.Moved)]
    assert moves == [ev.Moved(who="decapiteur-yellow", kind="jump", path=[rel["L"]], mp=3)]
    assert not [e for e in turn if isinstance(e, ev.Damaged) and e.who == "decapiteur-yellow"]
    declared = [e for e in turn if isinstance(e, ev.AttackDeclared)]
    assert declared == [
        ev.AttackDeclared(attacker="decapiteur-yellow", weapon="decapiteur_machete", mode="single", targets=[rel["R"]])
    ]
    assert any(isinstance(e, ev.AttackResolved) and e.target == "riley" for e in turn)
    assert at(s, "decapiteur-yellow") == rel["L"]


def test_the_l1126_red_assailant_attacks_liza_then_fails_its_cover_test_and_takes_cover() -> None:
    """EN-2, EN-18 (L1122): the rank-4 Décapiteur acts before the rank-3 Assailant whatever their order
    on the board; EN-19 (L1133-1136): the Assailant targets the nearest by distance (Liza, adjacent),
    attacks her with its rifle, then its cover test fails (EN-17) and it moves, with the MP of its
    pool (R-F-35), to the farthest hex safe from her (R-F-34: in cover or out of her sight); several
    such hexes are the players' choice (EN-16), answered here with the first."""
    s = stage(["riley", "liza"])
    h = open_spot(s, EXAMPLE)
    s.fire = [Hex(h.q + 1, h.r)]
    s.tiles = [TileState(kind="rock", at=Hex(h.q + 1, h.r + 1))]
    assailant, liza, riley = h, Hex(h.q, h.r + 1), Hex(h.q - 3, h.r)
    place(s, "assaillant-red", assailant)
    place(s, "decapiteur-yellow", Hex(h.q - 3, h.r + 2))
    assert s.chain == ["decapiteur-yellow", "assaillant-red"]
    s.characters[0].at, s.characters[1].at = riley, liza
    s, out = end_turns(s)
    activated = [e.uid for e in out if isinstance(e, ev.UnitActivated)]
    assert activated[:2] == ["decapiteur-yellow", "assaillant-red"]
    turn = out[out.index(ev.UnitActivated(uid="assaillant-red", mp=4)) :]
    assert turn[1] == ev.TargetChosen(uid="assaillant-red", target="liza", tied=[])
    assert isinstance(turn[2], ev.AttackDeclared) and turn[2].weapon == "assault_rifle"
    assert turn[2].targets == [liza]
    if s.enemy_choice is not None:
        assert s.enemy_choice.uid == "assaillant-red" and s.enemy_choice.kind == "cover"
        offered = list(s.enemy_choice.options)
        assert len(offered) > 1
        s, more = answer_choices(s)
        out += more
        assert at(s, "assaillant-red") == min(offered)
    end = at(s, "assaillant-red")
    assert end is not None and end != assailant
    board = board_of(s.mission)
    live = covers(board, {t.at: t.kind for t in s.tiles})
    assert not safe_from(assailant, liza, live, board.of("wall"), board.wall_edges)
    assert safe_from(end, liza, live, board.of("wall"), board.wall_edges)
    moved = [e for e in out if isinstance(e, ev.Moved) and e.who == "assaillant-red"]
    assert sum(m.mp for m in moved) <= 4
    assert all(out.index(m) > out.index(turn[2]) for m in moved)


def test_the_cover_move_is_the_farthest_safe_hex_within_the_pool() -> None:
    """R-F-34 against `enemies.cover_moves` on the live board: the hex the Assailant ends on is one of
    the farthest safe hexes within its 4 MP, never a nearer one."""
    s = stage(["riley", "liza"])
    h = open_spot(s, EXAMPLE)
    place(s, "assaillant-red", h)
    liza = Hex(h.q, h.r + 1)
    s.characters[0].at, s.characters[1].at = Hex(h.q - 4, h.r), liza
    board = board_of(s.mission)
    live = covers(board, {t.at: t.kind for t in s.tiles})
    expected = cover_moves(h, liza, 4, ground_now(s), live, occupied(s, but="assaillant-red"), acrobatic=True)
    s, _ = end_turns(s)
    s, _ = answer_choices(s)
    end = at(s, "assaillant-red")
    if expected:
        assert end in expected
        assert distance(end, liza) == max(distance(x, liza) for x in expected)
    else:
        assert end == h


# -- chain, targets, allies ---------------------------------------------------------------------------


def test_ranged_targets_by_distance_and_melee_by_path_and_ko_players_are_never_targets() -> None:
    """EN-11, EN-12 (L1086, L1092), EN-26 (L1016), R-F-32: a K.O. character is skipped; with nobody
    left to target the unit does nothing and the turn goes on."""
    s = stage(["riley", "liza"])
    h = open_spot(s, EXAMPLE)
    place(s, "berserker-red", h)
    s.characters[0].at, s.characters[1].at = Hex(h.q + 3, h.r), Hex(h.q - 4, h.r)
    s.characters[0].hp, s.characters[0].ko = 0, True
    s, out = end_turns(s)
    assert ev.TargetChosen(uid="berserker-red", target="liza", tied=[]) in out


def test_ties_after_every_criterion_are_drawn_at_random_and_recorded() -> None:
    """EN-10 (L1082): two characters at the same distance with the same HP and max HP: a random draw,
    the tied candidates kept in the event (chance); either may come up with some seed."""
    picked: set[str | None] = set()
    for seed in range(12):
        s = stage(["liza", "jason"])
        h = open_spot(s, EXAMPLE)
        place(s, "assaillant-red", h)
        s.characters[0].at, s.characters[1].at = Hex(h.q + 3, h.r), Hex(h.q - 3, h.r)
        for c in s.characters:
            c.hp = c.max_hp = 7
        out = ENGINE.decide(s, 0, cmd.EndTurn(character="liza"), 0.0, Rng(seed))
        assert not isinstance(out, RuleViolation)
        s = fold(out, s)
        out = ENGINE.decide(s, 1, cmd.EndTurn(character="jason"), 0.0, Rng(seed))
        assert not isinstance(out, RuleViolation)
        chosen = next(e for e in out if isinstance(e, ev.TargetChosen))
        assert chosen.tied == ["jason", "liza"] and chosen.chance
        picked.add(chosen.target)
    assert picked == {"jason", "liza"}


def test_a_unit_entering_later_is_inserted_by_rank_and_acts_in_chain_order() -> None:
    """EN-4 (L1050), R-F-36, AN-8 (L1410): the anecdote's leopard (rank 9) enters at the head of the
    chain and is the first to act in the next enemies' turn; EN-3: colours red before blue."""
    s = new(seats=2)
    s.anecdote_when = ["quand_moment_1", "quand_rien_1"]
    s.anecdote_where, s.anecdote_what = "ou_2", "quoi_1"
    s, _ = end_turns(s)
    s, _ = answer_choices(s)
    assert s.chain[0] == "leopard-red"
    s, out = end_turns(s)
    activated = [e.uid for e in out if isinstance(e, ev.UnitActivated)]
    assert activated and activated[0] == "leopard-red"
    ranks = [CONTENT.units[uid.rsplit("-", 1)[0]].rank for uid in activated]
    assert ranks == sorted(ranks, reverse=True)


def test_the_anecdote_rakyat_is_an_autonomous_ally_that_fights_the_pirates() -> None:
    """AL-3, AL-5 (L607, L1404), R-F-59: the Rakyat sits in the chain and acts in the enemies' turn;
    it targets a human enemy, never a player; EN-25, AL-4 (L609): enemies may target it."""
    s = stage(["riley", "liza"])
    h = open_spot(s, EXAMPLE)
    place(s, "rakyat-red", h)
    place(s, "decapiteur-red", Hex(h.q + 3, h.r))
    s.characters[0].at, s.characters[1].at = Hex(h.q - 4, h.r), Hex(h.q - 3, h.r)
    s, out = end_turns(s)
    s, more = answer_choices(s)
    out += more
    chosen = {e.uid: e.target for e in out if isinstance(e, ev.TargetChosen)}
    assert chosen["rakyat-red"] == "decapiteur-red"
    assert chosen["decapiteur-red"] == "rakyat-red"  # nearer by path than either character


# -- prompts to the players ---------------------------------------------------------------------------


def tied_move() -> FarCryState:
    """A guard dog three hexes from Daisy off its row in open ground: two hexes beside her are
    reached for 2 MP and no damage, so the players choose where it stands (EN-16)."""
    s = stage(["daisy", "keith"])
    h = open_spot(s, [(0, 0), (1, 0), (0, 1), (1, 1), (2, 0), (2, 1), (-4, 0)])
    place(s, "guard_dog-red", h)
    s.characters[0].at, s.characters[1].at = Hex(h.q + 2, h.r + 1), Hex(h.q - 4, h.r)
    s, _ = end_turns(s)
    assert s.enemy_choice is not None
    return s


def test_equally_good_moves_are_a_prompt_to_every_seat_and_choose_resumes_the_chain() -> None:
    """EN-16 (L1112): the dog's several end hexes are offered to every seat in play (first come,
    first served, R-F-3); a stale prompt, a hex not offered or a seat out of play are refused with
    stable codes; the answer moves the dog there, it attacks, and the enemies' turn ends."""
    s = tied_move()
    pending = s.enemy_choice
    assert pending is not None and pending.uid == "guard_dog-red" and len(pending.options) > 1
    prompts = ENGINE.prompts(s)
    assert sorted(p.seat for p in prompts) == [0, 1] and {p.kind for p in prompts} == {"enemy_choice"}
    assert ENGINE.status(s).to_act == [0, 1]
    action = ENGINE.legal_actions(s, 1)[0]
    assert action.action == "choose" and [c.value for c in action.params[0].choices] == [
        f"{h.q},{h.r}" for h in sorted(pending.options)
    ]
    pid = action.fixed["prompt"]
    assert refused(s, 0, cmd.Choose(prompt="old", value=str(action.params[0].choices[0].value))).code == "stale_prompt"
    assert refused(s, 0, cmd.Choose(prompt=pid, value="99,99")).code == "not_an_option"
    assert refused(s, 0, cmd.Choose(prompt=pid, value="nowhere")).code == "bad_hex"
    assert refused(s, 0, cmd.EndTurn(character="daisy")).code == "not_players_turn"
    shown = ENGINE.view(s, 0).enemy_choice
    assert shown is not None and shown.uid == "guard_dog-red" and shown.options == pending.options
    last = max(pending.options)
    s, out = act(s, 1, cmd.Choose(prompt=pid, value=f"{last.q},{last.r}"))
    assert out[0] == ev.EnemyChoiceMade(uid="guard_dog-red", at=last, seat=1)
    assert at(s, "guard_dog-red") == last
    assert any(isinstance(e, ev.AttackDeclared) and e.attacker == "guard_dog-red" for e in out)
    assert ev.TurnEnded(side="enemies") in out and s.step == "players" and s.round == 2


def test_a_pending_choice_leaks_nothing_and_survives_resampling() -> None:
    """Hidden information: the new events carry nothing secret (`event_view` passes them whole) and
    `resample_hidden` changes neither the prompt nor the legal actions while a choice waits."""
    s = tied_move()
    for seat in (0, 1):
        other = ENGINE.resample_hidden(s, seat, Rng(5))
        assert ENGINE.legal_actions(other, seat) == ENGINE.legal_actions(s, seat)
        assert ENGINE.view(other, seat) == ENGINE.view(s, seat)
        assert ENGINE.prompts(other) == ENGINE.prompts(s)
    e = ev.EnemyChoiceAsked(uid="guard_dog-red", kind="move", options=[Hex(0, 0)], mp=5, step=1)
    assert ENGINE.event_view(e, 0) == e


# -- a whole enemy turn and whole missions ------------------------------------------------------------


def test_a_full_enemy_turn_on_mission_0_with_a_fixed_seed() -> None:
    """EN-2, EN-7 (L1044, L1060-1066): after the players' turn every unit of mission 0's chain plays
    once, in chain order (ranks descending, EN-3 colours), each activation opened with its board's MP
    and closed before the next starts; units only move along legal routes (no two on a hex, MV-2);
    the turn replays to the same state (every die in the events)."""
    s = new(seats=2, seed=3)
    chain = list(s.chain)
    s, out = end_turns(s)
    s, more = answer_choices(s, rng_seed=3)
    out += more
    activated = [e.uid for e in out if isinstance(e, ev.UnitActivated)]
    alive = [uid for uid in chain if uid in activated]
    assert activated == alive and len(set(activated)) == len(activated)
    assert set(chain) - set(activated) <= {k.uid for k in s.kills} | {u.uid for u in s.units if u.stunned}
    for e in out:
        if isinstance(e, ev.UnitActivated):
            assert e.mp == CONTENT.units[e.uid.rsplit("-", 1)[0]].mp
    opened: str | None = None
    for e in out:
        if isinstance(e, ev.UnitActivated):
            assert opened is None
            opened = e.uid
        elif isinstance(e, ev.UnitFinished) and e.uid == opened:
            opened = None
    assert sum(isinstance(e, ev.TargetChosen) for e in out) == len(activated)
    check_invariants(s)
    assert (s.round == 2 and s.step == "players") or s.result is not None


def test_enemy_phase_on_a_state_returns_the_events_and_leaves_its_input_alone() -> None:
    """`flow.enemy_phase(state, rng)` decides on a copy (deciding never mutates its input)."""
    s = new(seats=1, seed=4)
    s.step = "enemies"
    before = ENGINE.encode_state(s)
    events = flow.enemy_phase(s, Rng(1))
    assert ENGINE.encode_state(s) == before and events
    f = Flow(s)
    f.emit(*events)
    assert f.s.acted or f.s.enemy_choice is not None


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seats=st.integers(1, 4),
    seed=st.integers(0, 2**32),
    mission=st.sampled_from(
        ["mission_0", "mission_1", "mission_2", "mission_3", "mission_4", "mission_5", "mission_6", "mission_7"]
    ),
)
@example(seats=4, seed=26544, mission="mission_0")  # Liza K.O. with Daisy's gift pending: her seat had nothing
def test_random_legal_play_with_enemy_turns_ends_the_mission(seats: int, seed: int, mission: str) -> None:
    """Random legal play of mission 0 with the enemies' turns (ending turns half of the time): every
    listed action, `choose` included, is accepted; no two units share a hex and HP stay within their
    dials after every command; the mission ends (success, every character K.O. or the last round);
    a replay of the log rebuilds the state."""
    rng = Rng(seed)
    log: list[Event] = ENGINE.start(FarCryOptions(seats=seats, mission=mission), rng)  # type: ignore[arg-type]
    s = fold(log)
    for step in range(3000):
        status = ENGINE.status(s)
        if status.finished:
            break
        seat = rng.choice(status.to_act)
        actions = ENGINE.legal_actions(s, seat)
        assert actions
        ends = [a for a in actions if a.action in ("end_turn", "answer_offer", "choose")]
        pool = ends if ends and rng.below(2) == 0 else actions
        command = ENGINE.parse_command(bots.fill(rng.choice(pool), rng))
        out = ENGINE.decide(s, seat, command, 0.0, Rng.derive(seed, step))
        assert not isinstance(out, RuleViolation), f"listed {command} refused: {out!r}"
        s = fold(out, s)
        log += out
        check_invariants(s)
    assert ENGINE.status(s).finished
    assert ENGINE.encode_state(fold(log)) == ENGINE.encode_state(s)


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seats=st.integers(1, 4), seed=st.integers(0, 2**32))
def test_the_enemies_turn_reads_nothing_a_seat_may_not_know(seats: int, seed: int) -> None:
    """Non-interference of the interpreter: with the same dice, the enemies' turn played in a world
    where everything hidden from a seat is redrawn (`resample_hidden`: face-down loot and leaves, the
    madness deck, the anecdote cards) shows that seat the same events (`event_view`)."""
    s = fold(ENGINE.start(FarCryOptions(seats=seats), Rng(seed)))
    s.step = "enemies"
    for seat in range(seats):
        twin = ENGINE.resample_hidden(s, seat, Rng(seed + 1))
        real_events = [ENGINE.event_view(e, seat) for e in flow.enemy_phase(s, Rng(seed))]
        twin_events = [ENGINE.event_view(e, seat) for e in flow.enemy_phase(twin, Rng(seed))]
        assert real_events == twin_events


def test_an_enemy_whose_only_target_is_fenced_in_moves_to_the_closest_hex_possible() -> None:
    """EN-15 (L1108): "S'il ne peut pas atteindre sa destination, il se déplace sur la case la plus
    proche possible": Riley ringed by rocks leaves the Décapiteur no hex beside him, so it walks its
    4 MP up to the rocks (2 hexes from him) instead of standing still."""
    s = stage(["riley", "liza"])
    ring = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)]
    h = open_spot(s, [(0, 0), *ring, *[(-d, 0) for d in range(2, 6)]])
    s.tiles = [TileState(kind="rock", at=Hex(h.q + dq, h.r + dr)) for dq, dr in ring]
    place(s, "decapiteur-yellow", Hex(h.q - 5, h.r))
    s.characters[0].at, s.characters[1].at = h, None
    s, out = end_turns(s)
    s, more = answer_choices(s)
    turn = of_unit(out + more, "decapiteur-yellow")
    assert [e for e in turn if isinstance(e, ev.Moved)]
    end = at(s, "decapiteur-yellow")
    assert end is not None and distance(end, h) == 2
