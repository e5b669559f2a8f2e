"""The Far Cry heuristic at full strength (issue 33, "the win-rate tables re-measured with the bots at
full strength"; R-F-81): it plays every kind of action its seat is offered when it helps (talents,
potions and thrown items, cages, takedowns weighed against the turn's attack and moves), and it beats
random legal play by a wide margin. Games are seeded, played through `decide` and `evolve` from the
listed actions only; situations are real mission states edited by hand (as `farcry_play` does).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import msgspec
import pytest

from domain import bots as generic_bots
from domain.contract import Command, RuleViolation
from domain.games.farcry import bots
from domain.games.farcry import commands as cmd
from domain.games.farcry.content import CONTENT
from domain.games.farcry.explorations.commands import ExploreReveal
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.rules import board_of, hex_key, occupied
from domain.games.farcry.state import FarCryState
from domain.games.farcry.tactical.combat import line
from domain.games.farcry.tactical.hexes import distance, neighbours
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, character, clear_enemies, fold, new, put, unit
from tests.games.farcry.test_farcry_save import end_turn_of_all

Bot = Callable[[FarCryState, int, Rng], Command | None]


def _kind(s: FarCryState, c: Command) -> str:
    """The action kind counted: talents and items by card, a shot at a cage as ``cage``."""
    if isinstance(c, cmd.UseTalent):
        return f"talent:{c.talent}"
    if isinstance(c, cmd.UseItem):
        return f"item:{c.item}"
    if isinstance(c, cmd.Interact) and any(t.kind == "cage" and t.at == tuple(c.at) for t in s.tiles):
        return "cage"
    if isinstance(c, cmd.Attack) and c.targets and any(t.kind == "cage" and t.at == c.targets[0].at for t in s.tiles):
        return "cage"
    return type(c).__name__


def play_from(s: FarCryState, bot: Bot, seed: int, limit: int = 3000) -> tuple[FarCryState, Counter[str]]:
    """``s`` played to the mission's end (or its exploration) by ``bot`` at every seat; every command
    must be accepted. Returns the final state and the count of commands sent per kind."""
    rng = Rng.derive(seed, "winrates")
    sent: Counter[str] = Counter()
    for n in range(limit):
        status = ENGINE.status(s)
        if status.finished or s.result is not None:
            return s, sent
        seat, command = next((p, c) for p in status.to_act if (c := bot(s, p, rng)) is not None)
        out = ENGINE.decide(s, seat, command, 0.0, Rng.derive(seed, n))
        assert not isinstance(out, RuleViolation), f"seed {seed}: {command} refused: {out!r}"
        sent[_kind(s, command)] += 1
        s = fold(out, s)
    raise AssertionError(f"seed {seed}: not finished after {limit} commands")


def start(mission: str, seats: int, seed: int) -> FarCryState:
    return fold(ENGINE.start(FarCryOptions(seats=seats, mission=mission), Rng(seed)))  # type: ignore[arg-type]


def _random(s: FarCryState, seat: int, rng: Rng) -> Command | None:
    return generic_bots.random_command(ENGINE, s, seat, rng)


@pytest.mark.slow  # whole seeded missions: the quick run leaves them out, the suite runs them
def test_talents_potions_thrown_items_and_cages_are_played_in_bot_games() -> None:
    """Counted over seeded games: Glissade (L1302, mission 0's M133 kit) and the other kits' talents
    (mission 2 at four seats: Balle porte-bonheur, Caché à la vue de tous), a Médecine potion and a
    Molotov handed to mission 0's characters (L456, R-F-28), mission 3's cages (TI-8, R-F-43: a shot
    at the cage or a hand opening it when its panther would turn on the pirates)."""
    given: Counter[str] = Counter()
    for seed in (0, 1):
        s = start("mission_0", 2, seed)
        for c in s.characters:
            c.items = ["medecine", "molotov"]
        given += play_from(s, bots.heuristic, seed)[1]
    assert given["talent:glissade"] > 0, given
    assert given["item:medecine"] > 0 and given["item:molotov"] > 0, given
    caged: Counter[str] = Counter()
    for seed in range(4):
        caged += play_from(start("mission_3", 2, seed), bots.heuristic, seed)[1]
    assert caged["cage"] > 0, caged
    kits: Counter[str] = Counter()
    for seed in (0, 1):
        kits += play_from(start("mission_2", 4, seed), bots.heuristic, seed)[1]
    assert kits["talent:balle_porte_bonheur"] + kits["talent:cache_a_la_vue_de_tous"] > 0, kits


def test_a_poor_takedown_waits_for_the_turn_s_attack_and_moves() -> None:
    """LA-13 (L765): a takedown sets the MP to 0 but leaves the attacks. Against a 3 HP Assailant
    (black die, 1 in 6, LA-15) beside Keith, whose M133 kills it, the heuristic shoots; the
    takedown used to come first whatever the odds. Once he has attacked and has no MP left, the
    takedown on the 1 HP enemy beside him (orange die) costs nothing: it comes before the turn ends."""
    s = new(seats=2)
    clear_enemies(s, keep=("assaillant-red", "assaillant-blue"))
    character(s, "daisy").at = None
    keith = character(s, "keith")
    assert keith.at is not None
    taken = occupied(s)
    beside = [h for h in neighbours(keith.at) if board_of(s.mission).terrain.get(h) == "open" and h not in taken]
    put(s, "assaillant-red", beside[0])
    unit(s, "assaillant-red").hp = 3
    listed = {a.action for a in ENGINE.legal_actions(s, 1)}
    assert {"takedown", "attack"} <= listed
    command = bots.heuristic(s, 1, Rng(0))
    assert isinstance(command, cmd.Attack), command
    s, _ = act(s, 1, command)
    character(s, "keith").mp = 0
    put(s, "assaillant-blue", beside[1])
    unit(s, "assaillant-blue").hp = 1
    sent: list[Command] = []
    while not sent or not isinstance(sent[-1], (cmd.Takedown, cmd.EndTurn)):
        command = bots.heuristic(s, 1, Rng(0))
        assert command is not None
        s, _ = act(s, 1, command)
        sent.append(command)
    assert isinstance(sent[-1], cmd.Takedown), sent


def test_a_molotov_is_thrown_where_the_lookahead_gains_most() -> None:
    """The one-command lookahead (`bots.lookahead`: `decide` then `evolve`, the position scored)
    values a Molotov on two adjacent enemies above one on an empty hex far from them."""
    s = new(seats=2)
    clear_enemies(s, keep=("assaillant-red", "assaillant-blue"))
    daisy = character(s, "daisy")
    assert daisy.at is not None
    daisy.items = ["molotov"]
    taken = occupied(s)
    open_hexes = [h for h, t in sorted(board_of(s.mission).terrain.items()) if t == "open" and h not in taken]
    target = next(h for h in open_hexes if distance(daisy.at, h) == 3 and line(s, daisy.at, h).clear)
    put(s, "assaillant-red", target)
    empty = next(h for h in open_hexes if distance(daisy.at, h) == 2 and distance(h, target) >= 3)
    on_enemy = bots.lookahead(s, 0, cmd.UseItem(character="daisy", item="molotov", at=hex_key(target)))
    on_nothing = bots.lookahead(s, 0, cmd.UseItem(character="daisy", item="molotov", at=hex_key(empty)))
    assert on_enemy is not None and on_nothing is not None and on_enemy > on_nothing
    s, _ = act(s, 0, cmd.EndTurn(character="daisy"))  # the lookahead left the state as it was
    assert "molotov" in character(s, "daisy").items


@pytest.mark.slow  # whole seeded missions: the quick run leaves them out, the suite runs them
def test_the_heuristic_beats_random_play_by_a_wide_margin() -> None:
    """Mission 0 at four seats, seeds 0-3: the heuristic wins most games, random legal play none
    (the bench's full table is in the README, R-F-81)."""
    wins = {"heuristic": 0, "random": 0}
    for seed in range(4):
        for name, bot in (("heuristic", bots.heuristic), ("random", _random)):
            s, _ = play_from(start("mission_0", 4, seed), bot, seed)
            wins[name] += s.result == "success"
    assert wins["heuristic"] >= 2 and wins["random"] == 0, wins


def test_the_explorer_reveals_a_face_down_card_before_walking_into_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """EX-11 (1 MP, once a round, before choosing): with no known destination better than a face-down
    card's average, the heuristic explorer looks first; it used to never reveal. Counted over the
    explorations after mission 0 (made a saved mission here) at 2 and 3 seats."""
    monkeypatch.setitem(
        CONTENT.missions, "mission_0", msgspec.structs.replace(CONTENT.missions["mission_0"], saved=True)
    )
    revealed = 0
    for seats in (2, 3):
        s = new(seats=seats, seed=seats)
        clear_enemies(s)
        s, _ = end_turn_of_all(s)
        rng = Rng(seats)
        for n in range(300):
            if s.exploration is None:
                break
            seat = ENGINE.status(s).to_act[0]
            command = bots.heuristic(s, seat, rng)
            assert command is not None
            revealed += isinstance(command, ExploreReveal)
            s, _ = act(s, seat, command, n)
        assert s.exploration is None
    assert revealed > 0


def test_the_win_rate_bench_prints_the_readme_row_with_n_seeds_and_intervals() -> None:
    """`bench/farcry_winrates.py --markdown` (the README's balance table): per mission and seat count,
    each bot's wins out of n with the 95% Wilson interval, the seeds and the mean rounds."""
    from bench.farcry_winrates import row, win_rate

    seeds = range(3, 4)
    figures = {bot: win_rate(bot, 1, seeds, "mission_1") for bot in ("heuristic", "random")}
    line = row("mission_1", 1, figures, seeds)
    cells = [c.strip() for c in line.strip("|").split("|")]
    assert cells[:2] == ["1", "1"] and cells[4] == "3-3", line
    assert all(c.split(",")[0] in ("0/1", "1/1") and "%" in c for c in cells[2:4]), line
