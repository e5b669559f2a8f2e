"""The Amanites (TI-12, L2267-2277; R-F-41 dice, R-F-42 free attacks), through decide: each outcome with
fixed dice, the free attacks' order and prompts, an enemies' turn paused for them, and random play
over a board strewn with Amanites."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain import bots
from domain.contract import Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.rules import ground_now, occupied
from domain.games.farcry.state import FarCryState, TileState
from domain.games.farcry.tactical.hexes import Hex, neighbours
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, act, character, clear_enemies, fold, new, put, refused, unit


def _free(s: FarCryState, at: Hex, but: set[Hex] = frozenset()) -> list[Hex]:  # type: ignore[assignment]
    g, taken = ground_now(s), occupied(s)
    return [h for h in neighbours(at) if g.walkable(h) and h not in taken and h not in g.fire and h not in but]


def _field() -> tuple[FarCryState, Hex]:
    """Daisy beside an Amanites tile with Keith and a Décapiteur (2 HP down) also beside it."""
    s = new(seats=2)
    clear_enemies(s, keep=("decapiteur-red",))
    daisy = character(s, "daisy")
    assert daisy.at is not None
    spot = _free(s, daisy.at)[0]
    s.tiles.append(TileState(kind="amanites", at=spot))
    keith_at, foe_at = _free(s, spot, {daisy.at})[:2]
    put(s, "keith", keith_at)
    put(s, "decapiteur-red", foe_at)
    unit(s, "decapiteur-red").hp -= 2
    character(s, "keith").hp -= 3
    return s, spot


def _step_until(s: FarCryState, spot: Hex, outcome: str) -> tuple[FarCryState, list[Event]]:
    for seed in range(200):
        out = ENGINE.decide(s, 0, cmd.Step(character="daisy", path=[spot]), 0.0, Rng(seed))
        assert not isinstance(out, RuleViolation)
        fired = [e for e in out if isinstance(e, ev.AmanitesTriggered)]
        if fired and fired[0].outcome == outcome:
            return fold(out, s), out
    raise AssertionError(f"no seed gives {outcome}")


def test_symbol_and_shield_hurt_every_unit_within_radius_1() -> None:
    """L2271: "les unités prennent 2 dégâts": the walker, the players and the enemy beside the tile; the
    tile is removed (L2269)."""
    s, spot = _field()
    after, out = _step_until(s, spot, "damage")
    fired = next(e for e in out if isinstance(e, ev.AmanitesTriggered))
    assert (fired.roll.die, fired.roll.symbol, fired.cover.die, fired.cover.symbol) == ("orange", True, "cover", True)
    assert sorted(fired.affected) == ["daisy", "decapiteur-red", "keith"]
    hurt = sorted((e.who, e.amount, e.source) for e in out if isinstance(e, ev.Damaged))
    assert hurt == [("daisy", 2, "amanites"), ("decapiteur-red", 2, "amanites"), ("keith", 2, "amanites")]
    assert not any(t.kind == "amanites" for t in after.tiles)


def test_symbol_and_blank_give_the_players_2_mp() -> None:
    """L2273: "les joueurs gagnent 2 PM": players only, the enemy gains nothing."""
    s, spot = _field()
    after, out = _step_until(s, spot, "mp")
    assert sorted((e.who, e.amount) for e in out if isinstance(e, ev.MpGained)) == [("daisy", 2), ("keith", 2)]
    assert character(after, "keith").mp == character(s, "keith").mp + 2
    assert character(after, "daisy").mp == character(s, "daisy").mp - 1 + 2  # the step cost 1


def test_blank_and_shield_heal_every_unit_2_hp_up_to_its_maximum() -> None:
    """L2275: "les unités se soignent de 2 PV" (ST-11: never above the maximum): Keith and the
    Décapiteur regain what they lost; unhurt Daisy regains nothing."""
    s, spot = _field()
    after, out = _step_until(s, spot, "heal")
    assert sorted((e.who, e.amount) for e in out if isinstance(e, ev.Healed)) == [("decapiteur-red", 2), ("keith", 2)]
    assert unit(after, "decapiteur-red").hp == unit(s, "decapiteur-red").hp + 2


def test_blank_and_blank_owe_free_attacks_players_first_and_everything_waits_for_them() -> None:
    """L2277, R-F-42: every affected unit makes one free attack, players first in seat order, then the
    enemies; a player's is a prompt for that seat only and every other action waits; it is outside the
    turn's limits (the weapon stays untilted, so Daisy may still attack normally); nobody moves."""
    s, spot = _field()
    s, out = _step_until(s, spot, "free_attacks")
    fired = next(e for e in out if isinstance(e, ev.AmanitesTriggered))
    assert fired.owed == ["daisy", "keith", "decapiteur-red"]
    assert s.free_attacks == ["daisy", "keith", "decapiteur-red"]
    assert ENGINE.status(s).to_act == [0]
    assert [p.kind for p in ENGINE.prompts(s)] == ["free_attack"]
    assert ENGINE.legal_actions(s, 1) == []
    actions = ENGINE.legal_actions(s, 0)
    assert {a.action for a in actions} == {"attack", "pass_free_attack"}
    assert refused(s, 1, cmd.EndTurn(character="keith")).code == "free_attack_pending"
    assert refused(s, 0, cmd.EndTurn(character="daisy")).code == "free_attack_pending"
    shot = next(a for a in actions if a.action == "attack" and a.fixed["weapon"] == "desert_eagle")
    s, out = act(s, 0, ENGINE.parse_command(bots.fill(shot, Rng(0))))
    declared = [e for e in out if isinstance(e, ev.AttackDeclared)]
    assert [(d.attacker, d.free) for d in declared] == [("daisy", True)]
    eagle = next(w for w in character(s, "daisy").weapons if w.weapon == "desert_eagle")
    assert not eagle.used and not character(s, "daisy").attacked
    assert s.free_attacks == ["keith", "decapiteur-red"] and ENGINE.status(s).to_act == [1]
    positions = {u.uid: u.at for u in s.units}
    s, out = act(s, 1, cmd.PassFreeAttack(character="keith"))
    assert [e.who for e in out if isinstance(e, ev.FreeAttackResolved)] == ["keith", "decapiteur-red"]
    assert any(isinstance(e, ev.AttackDeclared) and e.attacker == "decapiteur-red" for e in out)
    assert not any(isinstance(e, ev.Moved) for e in out)
    assert {u.uid: u.at for u in s.units if u.uid in positions} == {
        uid: at for uid, at in positions.items() if any(u.uid == uid for u in s.units)
    }
    assert s.free_attacks == [] and ENGINE.status(s).to_act == [0, 1]
    assert refused(s, 0, cmd.PassFreeAttack(character="daisy")).code == "no_free_attack"


def test_an_enemy_setting_off_amanites_pauses_the_chain_until_the_players_have_attacked() -> None:
    """R-F-42 in the enemies' turn: the Décapiteur walks onto the Amanites beside Keith; its move ends,
    its behaviour pauses (`chain_paused`), Keith's seat is prompted; after his answer the Décapiteur's
    behaviour goes on from the next instruction and the enemies' turn ends as usual."""
    for seed in range(300):
        s = new(seats=2)
        clear_enemies(s, keep=("decapiteur-red",))
        keith = character(s, "keith")
        assert keith.at is not None
        spot = _free(s, keith.at)[0]
        s.tiles.append(TileState(kind="amanites", at=spot))
        start = next(h for h in _free(s, spot, {keith.at}) if keith.at not in neighbours(h))
        put(s, "decapiteur-red", start)
        s, _ = act(s, 0, cmd.EndTurn(character="daisy"))
        out = ENGINE.decide(s, 1, cmd.EndTurn(character="keith"), 0.0, Rng(seed))
        assert not isinstance(out, RuleViolation)
        fired = [e for e in out if isinstance(e, ev.AmanitesTriggered)]
        if not fired or fired[0].outcome != "free_attacks" or "keith" not in fired[0].owed:
            continue
        s = fold(out, s)
        assert any(isinstance(e, ev.ChainPaused) for e in out)
        assert s.step == "enemies" and s.paused is not None and s.free_attacks[0] in ("daisy", "keith")
        while s.free_attacks and s.free_attacks[0] in ("daisy", "keith"):
            who = s.free_attacks[0]
            s, out = act(s, character(s, who).seat, cmd.PassFreeAttack(character=who))
        assert any(isinstance(e, ev.ChainResumed) for e in out)
        assert s.paused is None and not s.free_attacks
        assert s.step == "players" or s.result is not None  # the enemies' turn went on to its end
        return
    raise AssertionError("no seed sent the Décapiteur over the Amanites with free attacks")


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seats=st.integers(1, 4), seed=st.integers(0, 2**32))
def test_random_play_over_a_board_strewn_with_amanites_never_waits_for_nobody(seats: int, seed: int) -> None:
    """Random legal play of mission 0 with ten Amanites tiles on open ground: whoever the status says
    must act has a legal action, every listed action is accepted, and a replay of the log rebuilds
    the state (the free attacks' prompts and the paused chains included)."""
    rng = Rng(seed)
    log: list[Event] = ENGINE.start(FarCryOptions(seats=seats), rng)
    s = fold(log)
    g, taken = ground_now(s), occupied(s)
    spots = sorted(h for h in g.hexes if g.walkable(h) and h not in taken and h not in g.fire)
    extra = [TileState(kind="amanites", at=h) for h in rng.shuffled(spots)[:10]]
    s.tiles.extend(extra)
    base = ENGINE.clone(s)
    log = []
    for step in range(1500):
        status = ENGINE.status(s)
        if status.finished:
            break
        seat = rng.choice(status.to_act)
        actions = ENGINE.legal_actions(s, seat)
        assert actions, f"seat {seat} is to act with nothing to do"
        command = ENGINE.parse_command(bots.fill(rng.choice(actions), rng))
        out = ENGINE.decide(s, seat, command, 0.0, Rng.derive(seed, step))
        assert not isinstance(out, RuleViolation), f"listed {command} refused: {out!r}"
        s = fold(out, s)
        log += out
    assert ENGINE.encode_state(fold(log, base)) == ENGINE.encode_state(s)


def test_the_heuristic_bot_shoots_an_enemy_with_its_free_attack_and_never_a_friend() -> None:
    """Stand-ins and simulations answer the free-attack prompt: the best shot at an enemy, or none."""
    from domain.games.farcry.bots import heuristic

    s, spot = _field()
    s, _ = _step_until(s, spot, "free_attacks")
    command = heuristic(s, 0, Rng(0))
    assert isinstance(command, cmd.Attack)
    assert all(t.at != character(s, "keith").at for t in command.targets)
    s.units = []
    assert isinstance(heuristic(s, 0, Rng(0)), cmd.PassFreeAttack)
