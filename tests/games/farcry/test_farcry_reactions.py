"""Reaction talents (TL-9, R-F-47; L1293, L1294, L1309): offered as a prompt to their owner at the
moment the rules name, everything else waiting (the enemies' chain too), and passed at their
deadline (the ``reaction_seconds`` option) so that a match never waits for an absent player."""

from __future__ import annotations

from typing import cast

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from domain import bots
from domain.contract import Command, Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.evolve_combat import Work
from domain.games.farcry.options import FarCryOptions
from domain.games.farcry.state import FarCryState, UnitState
from domain.games.farcry.tactical.hexes import Hex
from domain.games.farcry.tactical.statuses import damage
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, character, clear_enemies, fold, new, put, refused

HERE = Hex(0, 3)
BESIDE = Hex(1, 3)
NOW = 1000.0


def table(
    talent: str, *, seats: int = 1, madness: int = 7, enemy_at: Hex | None = BESIDE, seconds: int = 120
) -> FarCryState:
    """Mission 0 in the players' turn: Daisy on HERE holds ``talent``, Keith two hexes off; one
    Décapiteur beside Daisy (in the chain) and one far away (so the mission is not won)."""
    s = new(seats)
    s.reaction_seconds = seconds
    clear_enemies(s)
    put(s, "daisy", HERE)
    put(s, "keith", Hex(-2, 3))
    daisy = character(s, "daisy")
    daisy.talents = [*daisy.talents, talent]
    daisy.madness = madness
    if enemy_at is not None:
        s.units.append(UnitState(uid="decapiteur-red", unit="decapiteur", colour="red", at=enemy_at, hp=6))
        s.chain.append("decapiteur-red")
    s.units.append(UnitState(uid="decapiteur-yellow", unit="decapiteur", colour="yellow", at=Hex(14, 2), hp=6))
    return s


def decide(s: FarCryState, seat: int | None, command: Command, seed: int, now: float = NOW) -> list[Event]:
    out = ENGINE.decide(s, seat, command, now, Rng(seed))
    assert not isinstance(out, RuleViolation), repr(out)
    return out


def first_seed(s: FarCryState, seat: int, command: Command, wanted: object) -> tuple[FarCryState, list[Event]]:
    for seed in range(600):
        out = ENGINE.decide(s, seat, command, NOW, Rng(seed))
        if not isinstance(out, RuleViolation) and wanted(out):  # type: ignore[operator]
            return fold(out, s), out
    raise AssertionError("no seed gives that outcome")


def offered(talent: str) -> object:
    return lambda es: any(isinstance(e, ev.ReactionOffered) and e.talent == talent for e in es)


def react(s: FarCryState, use: bool, seed: int = 0, now: float = NOW) -> tuple[FarCryState, list[Event]]:
    prompt = ENGINE.prompts(s)[0]
    assert prompt.kind == "reaction"
    out = decide(s, prompt.seat, cmd.React(prompt=prompt.id, use=use), seed, now)
    return fold(out, s), out


def end_players_turn() -> list[Command]:
    return [cmd.EndTurn(character="daisy"), cmd.EndTurn(character="keith")]


def enemies_strike(s: FarCryState, wanted: object) -> tuple[FarCryState, list[Event]]:
    """Daisy ends her turn, then Keith's end of turn plays the enemies' turn: the seed whose dice
    give ``wanted``."""
    last = cmd.EndTurn(character="daisy")
    if not character(s, "keith").ko:
        s = fold(decide(s, 0, last, 0), s)
        last = cmd.EndTurn(character="keith")
    for seed in range(300):
        events = decide(s, 0, last, seed)
        now = fold(events, s)
        while now.enemy_choice is not None and not wanted(events):  # type: ignore[operator]
            action = next(a for a in ENGINE.legal_actions(now, 0) if a.action == "choose")
            value = action.params[0].choices[0].value
            more = decide(now, 0, ENGINE.parse_command({**action.fixed, "action": "choose", "value": value}), seed)
            now, events = fold(more, now), events + more
        if wanted(events):  # type: ignore[operator]
            return now, events
    raise AssertionError("no seed gives that outcome")


def test_coup_de_chance_re_rolls_a_missed_shot_and_everything_waits_for_it() -> None:
    """L1309: the owner's own missed shot opens the prompt (deadline = now + reaction_seconds); any
    other command is refused until the answer; using it rolls that target's dice again, with no
    second ammo; the card is flipped for the mission."""
    s = table("coup_de_chance", seats=2)
    shot = cmd.Attack(character="daisy", weapon="desert_eagle", mode="single", targets=[cmd.AttackTarget(at=BESIDE)])
    s, out = first_seed(
        s, 0, shot, lambda es: any(isinstance(e, ev.AttackResolved) and e.roll.result == "miss" for e in es)
    )
    assert [type(e) for e in out][-2:] == [ev.ReactionOffered, ev.ReactionTimed]
    assert cast(ev.ReactionTimed, out[-1]).deadline == NOW + 120
    (prompt,) = ENGINE.prompts(s)
    assert (prompt.seat, prompt.kind, prompt.deadline) == (0, "reaction", NOW + 120)
    assert ENGINE.next_deadline(s) == NOW + 120
    assert [a.action for a in ENGINE.legal_actions(s, 0)] == ["react", "react"]
    assert ENGINE.legal_actions(s, 1) == []
    assert refused(s, 1, cmd.EndTurn(character="keith")).code == "reaction_pending"
    assert refused(s, 0, cmd.React(prompt="r1.reaction.keith.coup_de_chance", use=True)).code == "stale_prompt"
    after, answer = react(s, True, seed=5)
    again = [e for e in answer if isinstance(e, ev.AttackResolved)]
    assert len(again) == 1 and again[0].reroll
    assert next(w.ammo for w in character(after, "daisy").weapons if w.weapon == "desert_eagle") == 4
    assert "coup_de_chance" in character(after, "daisy").talents_flipped
    assert after.reactions == [] and ENGINE.next_deadline(after) is None


def test_an_unanswered_reaction_lapses_at_its_deadline_and_the_attack_finishes() -> None:
    """The deadline passes the reaction for its absent owner: `on_deadline` does nothing before it,
    and after it records a lapsed pass and applies the dice as rolled."""
    s = table("coup_de_chance", seconds=30)
    shot = cmd.Attack(character="daisy", weapon="desert_eagle", mode="single", targets=[cmd.AttackTarget(at=BESIDE)])
    s, _ = first_seed(
        s, 0, shot, lambda es: any(isinstance(e, ev.AttackResolved) and e.roll.result == "miss" for e in es)
    )
    assert ENGINE.on_deadline(s, NOW + 29, Rng(0)) == []
    out = ENGINE.on_deadline(s, NOW + 31, Rng(0))
    answered = cast(ev.ReactionAnswered, out[0])
    assert (answered.talent, answered.use, answered.lapsed) == ("coup_de_chance", False, True)
    after = fold(out, s)
    assert after.reactions == [] and "coup_de_chance" not in character(after, "daisy").talents_flipped
    assert not any(isinstance(e, ev.Damaged) for e in out)


def test_coup_de_chance_against_a_hit_pauses_the_enemies_chain_which_then_goes_on() -> None:
    """L1309 "contre vous": an enemy's hit on the owner opens the prompt in the enemies' turn; the
    chain pauses and resumes from the next instruction after the answer, to the next round."""
    s = table("coup_de_chance")
    s, out = enemies_strike(s, offered("coup_de_chance"))
    assert any(isinstance(e, ev.ChainPaused) for e in out) and s.step == "enemies"
    after, answer = react(s, False)
    assert any(isinstance(e, ev.ChainResumed) for e in answer)
    assert any(isinstance(e, ev.Damaged) and e.who == "daisy" for e in answer)
    assert after.step == "players" and after.round == 2


def test_abdos_en_acier_rolls_the_cover_die_against_melee_damage_and_strikes_back_at_10() -> None:
    """L1294: once per enemies' turn, hit in melee: the cover die; a shield cancels the damage; at
    10+ the attacker takes 1 damage back."""
    for madness in (7, 10):
        s = table("abdos_en_acier", madness=madness)
        s, _ = enemies_strike(s, offered("abdos_en_acier"))
        hp = character(s, "daisy").hp
        for seed in range(200):
            out = decide(s, 0, cmd.React(prompt=ENGINE.prompts(s)[0].id, use=True), seed)
            rolled = [e for e in out if isinstance(e, ev.SteelAbsRolled)]
            if rolled and rolled[0].success:
                break
        after = fold(out, s)
        assert character(after, "daisy").hp == hp
        struck = [e for e in out if isinstance(e, ev.Damaged) and e.who == "decapiteur-red" and e.by == "daisy"]
        assert len(struck) == (1 if madness >= 10 else 0)


def test_second_souffle_revives_and_a_pass_fails_the_mission_when_all_are_out() -> None:
    """L1293, R-F-47, KO-4: the open Second souffle holds the mission; a pass ends it as a failure,
    a use stands Daisy up with half her maximum."""
    s = table("second_souffle")
    character(s, "daisy").hp = 1
    keith = character(s, "keith")
    keith.ko, keith.hp = True, 0
    s, _ = enemies_strike(s, offered("second_souffle"))
    assert s.result is None and character(s, "daisy").ko
    revived, answer = react(s, True)
    daisy = character(revived, "daisy")
    assert not daisy.ko and daisy.hp == daisy.max_hp // 2
    assert any(isinstance(e, ev.Revived) for e in answer)
    failed, _ = react(s, False)
    assert failed.result == "failure"


def fold_declared(events: list[Event], s: FarCryState) -> FarCryState:
    """Fold one event at a time, checking that only the engine's ``deadline_events`` ever change
    ``next_deadline`` (the scheduler looks a match up after those alone)."""
    declared = ENGINE.deadline_events or frozenset()
    for e in events:
        before = ENGINE.next_deadline(s)
        s = fold([e], s)
        tag = type(e).__struct_config__.tag
        assert ENGINE.next_deadline(s) == before or tag in declared, f"{tag} changed the deadline undeclared"
    return s


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), seats=st.integers(1, 4))
def test_random_play_with_every_reaction_talent_never_waits_for_nobody(seed: int, seats: int) -> None:
    """Random legal play of mission 0 where every character holds the three reaction talents and
    Exterminateur: each listed action is accepted; while the match is not over someone is prompted;
    about one reaction in three is left to lapse at its deadline; only the engine's declared
    ``deadline_events`` change the deadline; the mission ends."""
    rng = Rng(seed)
    s = fold(ENGINE.start(FarCryOptions(seats=seats), rng))
    for c in s.characters:
        c.talents = [*c.talents, "coup_de_chance", "abdos_en_acier", "second_souffle", "exterminateur"]
    now = 0.0
    for step in range(3000):
        status = ENGINE.status(s)
        if status.finished:
            break
        now += 1.0
        if s.reactions and rng.below(3) == 0:
            deadline = ENGINE.next_deadline(s)
            assert deadline is not None
            now = deadline + 1
            lapsed = ENGINE.on_deadline(s, now, Rng.derive(seed, step))
            assert lapsed and isinstance(lapsed[0], ev.ReactionAnswered) and lapsed[0].lapsed
            s = fold_declared(lapsed, s)
            continue
        assert status.to_act, "nobody is prompted in an unfinished match"
        seat = rng.choice(status.to_act)
        actions = ENGINE.legal_actions(s, seat)
        assert actions
        ends = [a for a in actions if a.action in ("end_turn", "answer_offer", "choose", "react")]
        pool = ends if ends and rng.below(2) == 0 else actions
        command = ENGINE.parse_command(bots.fill(rng.choice(pool), rng))
        out = ENGINE.decide(s, seat, command, now, Rng.derive(seed, step))
        assert not isinstance(out, RuleViolation), f"listed {command} refused: {out!r}"
        s = fold_declared(out, s)
        if s.reactions:
            assert s.reactions[0].deadline is not None
    assert ENGINE.status(s).finished
    assert CONTENT.talents["second_souffle"].use == "once_per_mission"


def test_a_player_revived_in_their_own_turn_does_not_get_the_turn_s_actions_back() -> None:
    """KO-5 (L1024): Second souffle in the players' turn stands the owner up with the once-per-turn
    actions and talents already used still used."""
    s = table("second_souffle", enemy_at=None)
    daisy = character(s, "daisy")
    daisy.hp, daisy.limited, daisy.talents_used = 1, ["takedown", "switch"], ["gachette_rapide"]
    work = Work(s)
    damage(work, "daisy", 3, "fire")
    s = fold(work.events, s)
    assert character(s, "daisy").ko and s.reactions[0].talent == "second_souffle"
    after, _ = react(s, True)
    daisy = character(after, "daisy")
    assert not daisy.ko and daisy.limited == ["takedown", "switch"]
    assert daisy.talents_used == ["gachette_rapide", "second_souffle"]
    assert refused(after, 0, cmd.UseTalent(character="daisy", talent="gachette_rapide")).code == "talent_by_attack"
