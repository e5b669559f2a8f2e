"""Coup de chance on the dice that are not an attack's (L1309: "Relancez n'importe quel dé jeté par vous
ou contre vous"): the takedown die, Abdos en acier's cover die, Artiste du couteau's red die, and the
Komodo nest and Amanites dice a walker sets off. Each is a prompt to its owner that holds what the die
decides until the answer; a use rolls that die again (nothing paid twice), a pass applies it as rolled.
Dice are never forced: the seeds are searched (`first_seed`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from domain.contract import Command, Event, RuleViolation
from domain.games.farcry import commands as cmd
from domain.games.farcry import events as ev
from domain.games.farcry.rules import ground_now, occupied
from domain.games.farcry.state import FarCryState, TileState, UnitState
from domain.games.farcry.tactical.hexes import Hex, neighbours
from domain.rng import Rng
from tests.games.farcry.farcry_play import ENGINE, character, clear_enemies, fold, new, put, refused, unit

HERE = Hex(0, 3)
BESIDE = Hex(1, 3)
NOW = 1000.0

Wanted = Callable[[list[Event]], bool]


def table(*talents: str, madness: int = 7) -> FarCryState:
    """Mission 0 in the players' turn: Daisy on HERE holds ``talents``; one Décapiteur far away (so
    the mission is not won)."""
    s = new(2)
    clear_enemies(s)
    put(s, "daisy", HERE)
    put(s, "keith", Hex(-2, 3))
    daisy = character(s, "daisy")
    daisy.talents = [*daisy.talents, *talents]
    daisy.madness = madness
    s.units.append(UnitState(uid="decapiteur-yellow", unit="decapiteur", colour="yellow", at=Hex(14, 2), hp=6))
    return s


def enemy(s: FarCryState, uid: str, at: Hex, hp: int) -> None:
    kind, colour = uid.rsplit("-", 1)
    s.units.append(UnitState(uid=uid, unit=kind, colour=colour, at=at, hp=hp))
    s.chain.append(uid)


def first_seed(s: FarCryState, seat: int, command: Command, wanted: Wanted) -> tuple[FarCryState, list[Event]]:
    for seed in range(600):
        out = ENGINE.decide(s, seat, command, NOW, Rng(seed))
        if not isinstance(out, RuleViolation) and wanted(out):
            return fold(out, s), out
    raise AssertionError("no seed gives that outcome")


def answer(s: FarCryState, use: bool, wanted: Wanted = lambda es: True) -> tuple[FarCryState, list[Event]]:
    """The open prompt's owner answers; with ``use``, the first seed whose re-roll gives ``wanted``."""
    (prompt,) = ENGINE.prompts(s)
    assert prompt.kind == "reaction"
    return first_seed(s, prompt.seat, cmd.React(prompt=prompt.id, use=use), wanted)


def held(events: list[Event], cause: str) -> bool:
    """The events end on Coup de chance offered for a held die of ``cause`` (then timed)."""
    offers = [e for e in events if isinstance(e, ev.ReactionOffered)]
    return bool(offers) and offers[-1].held is not None and offers[-1].held.cause == cause


def kinds(events: list[Event], kind: type[Event]) -> list[Event]:
    return [e for e in events if isinstance(e, kind)]


def prompt_text(s: FarCryState) -> str:
    return str(ENGINE.prompts(s)[0].text)


def test_a_failed_takedown_die_waits_for_coup_de_chance_and_a_success_on_the_re_roll_kills() -> None:
    """The takedown die (LA-14) failed: the prompt names it and nothing of the failure happens yet
    (Exterminateur's animal does not bite, L1291); the re-roll uses the same die, pays nothing again
    (MP already 0, one takedown this turn, LA-13) and its success takes the animal out."""
    s = table("coup_de_chance", "exterminateur")
    enemy(s, "guard_dog-red", BESIDE, hp=2)
    take = cmd.Takedown(character="daisy", target="guard_dog-red")
    s, out = first_seed(s, 0, take, lambda es: held(es, "takedown"))
    tried = cast(ev.TakedownTried, kinds(out, ev.TakedownTried)[0])
    assert not tried.success and tried.roll is not None
    assert not kinds(out, ev.AttackDeclared), "the animal's answer waits for Coup de chance"
    assert "takedown die" in prompt_text(s) or "dé d'Élimination" in prompt_text(s)
    assert refused(s, 1, cmd.EndTurn(character="keith")).code == "reaction_pending"
    after, again = answer(s, True, lambda es: any(isinstance(e, ev.TakedownRerolled) and e.success for e in es))
    rerolled = cast(ev.TakedownRerolled, kinds(again, ev.TakedownRerolled)[0])
    assert rerolled.roll.die == tried.roll.die
    assert not any(u.uid == "guard_dog-red" for u in after.units)
    daisy = character(after, "daisy")
    assert daisy.mp == 0 and daisy.limited.count("takedown") == 1
    assert "coup_de_chance" in daisy.talents_flipped and after.reactions == []
    assert not kinds(again, ev.AttackDeclared)


def test_a_passed_or_failed_re_roll_leaves_the_takedown_failed_and_the_animal_answers() -> None:
    """Pass, or a re-roll that fails again: the failure's consequences follow (the animal's bite,
    L1291); a pass keeps the card face up for the mission."""
    s = table("coup_de_chance", "exterminateur")
    enemy(s, "guard_dog-red", BESIDE, hp=2)
    s, _ = first_seed(s, 0, cmd.Takedown(character="daisy", target="guard_dog-red"), lambda es: held(es, "takedown"))
    passed, out = answer(s, False)
    assert [cast(ev.AttackDeclared, e).attacker for e in kinds(out, ev.AttackDeclared)] == ["guard_dog-red"]
    assert "coup_de_chance" not in character(passed, "daisy").talents_flipped
    _, again = answer(s, True, lambda es: any(isinstance(e, ev.TakedownRerolled) and not e.success for e in es))
    assert [cast(ev.AttackDeclared, e).attacker for e in kinds(again, ev.AttackDeclared)] == ["guard_dog-red"]


def test_puis_je_follows_a_takedown_won_on_the_re_roll() -> None:
    """L1268 after L1309: the victim's ranged weapon is borrowed when the re-rolled die succeeds."""
    s = table("coup_de_chance", "puis_je")
    enemy(s, "assaillant-red", BESIDE, hp=3)
    enemy(s, "decapiteur-red", Hex(2, 3), hp=6)
    take = cmd.Takedown(character="daisy", target="assaillant-red")
    s, _ = first_seed(s, 0, take, lambda es: held(es, "takedown"))
    assert character(s, "daisy").borrowed is None
    after, again = answer(s, True, lambda es: any(isinstance(e, ev.TakedownRerolled) and e.success for e in es))
    rerolled = cast(ev.TakedownRerolled, kinds(again, ev.TakedownRerolled)[0])
    assert rerolled.borrow is not None and character(after, "daisy").borrowed == rerolled.borrow


def _enemies_strike(s: FarCryState, wanted: Wanted) -> tuple[FarCryState, list[Event]]:
    """Both players end their turn; the enemies' turn plays (the enemy's move chosen by seat 0 when
    asked, EN-16) with the first seed giving ``wanted``."""
    s, _ = first_seed(s, 0, cmd.EndTurn(character="daisy"), lambda es: True)
    for seed in range(300):
        events = ENGINE.decide(s, 1, cmd.EndTurn(character="keith"), NOW, Rng(seed))
        assert not isinstance(events, RuleViolation)
        now = fold(events, s)
        while now.enemy_choice is not None and not wanted(events):
            action = next(a for a in ENGINE.legal_actions(now, 0) if a.action == "choose")
            value = action.params[0].choices[0].value
            more = ENGINE.decide(
                now, 0, ENGINE.parse_command({**action.fixed, "action": "choose", "value": value}), NOW, Rng(seed)
            )
            assert not isinstance(more, RuleViolation)
            now, events = fold(more, now), events + more
        if wanted(events):
            return now, events
    raise AssertionError("no seed gives that outcome")


def test_abdos_en_acier_s_failed_cover_die_can_be_re_rolled_and_a_shield_cancels_the_hit() -> None:
    """L1294 then L1309: hit in melee in the enemies' turn, Daisy passes Coup de chance on the attack
    dice, rolls Abdos en acier's cover die with no shield: Coup de chance is offered for that die;
    a shield on the re-roll cancels the damage, and the enemies' turn goes on."""
    s = table("coup_de_chance", "abdos_en_acier")
    enemy(s, "decapiteur-red", BESIDE, hp=6)
    s, _ = _enemies_strike(s, lambda es: any(isinstance(e, ev.ReactionOffered) for e in es))
    assert s.reactions[0].talent == "coup_de_chance" and s.reactions[0].held is None
    hp = character(s, "daisy").hp
    s, _ = answer(s, False)
    assert s.reactions[0].talent == "abdos_en_acier"
    s, out = answer(s, True, lambda es: held(es, "steel_abs"))
    assert not cast(ev.SteelAbsRolled, kinds(out, ev.SteelAbsRolled)[0]).success
    assert not any(isinstance(e, ev.Damaged) and e.who == "daisy" for e in out), "the hit waits"
    assert "cover die" in prompt_text(s) or "dé de couverture" in prompt_text(s)
    after, again = answer(s, True, lambda es: any(isinstance(e, ev.SteelAbsRolled) and e.success for e in es))
    assert cast(ev.SteelAbsRolled, kinds(again, ev.SteelAbsRolled)[0]).reroll
    assert not any(isinstance(e, ev.Damaged) and e.who == "daisy" for e in again)
    assert character(after, "daisy").hp == hp
    assert any(isinstance(e, ev.ChainResumed) for e in again) and after.reactions == []
    passed, lost = answer(s, False)
    assert any(isinstance(e, ev.Damaged) and e.who == "daisy" for e in lost)
    assert character(passed, "daisy").hp < hp


def test_artiste_du_couteau_s_missed_red_die_holds_the_attack_before_its_first_die() -> None:
    """L1310 at 10+ then L1309: the red die missed; the attack is declared and waits (no attack die
    yet); a symbol on the re-roll adds its +1 damage to the strike (machete 2 + 1)."""
    s = table("coup_de_chance", "artiste_du_couteau", madness=10)
    enemy(s, "decapiteur-red", BESIDE, hp=6)
    strike = cmd.Attack(character="daisy", weapon="machete", mode="single", targets=[cmd.AttackTarget(at=BESIDE)])
    s, out = first_seed(s, 0, strike, lambda es: held(es, "knife_bonus"))
    assert kinds(out, ev.AttackDeclared) and not kinds(out, ev.AttackResolved)
    assert "red die" in prompt_text(s) or "dé rouge" in prompt_text(s)
    after, again = answer(
        s,
        True,
        lambda es: (
            any(isinstance(e, ev.BonusRolled) and e.success for e in es)
            and any(isinstance(e, ev.AttackResolved) and e.roll.result == "hit" for e in es)
        ),
    )
    assert cast(ev.BonusRolled, kinds(again, ev.BonusRolled)[0]).reroll
    assert cast(ev.Damaged, kinds(again, ev.Damaged)[0]).amount == 3
    assert unit(after, "decapiteur-red").hp == 3
    _, plain = answer(s, False, lambda es: any(isinstance(e, ev.AttackResolved) and e.roll.result == "hit" for e in es))
    assert cast(ev.Damaged, kinds(plain, ev.Damaged)[0]).amount == 2


def _free(s: FarCryState, at: Hex, but: frozenset[Hex] = frozenset()) -> list[Hex]:
    g, taken = ground_now(s), occupied(s)
    return sorted(h for h in neighbours(at) if g.walkable(h) and h not in taken and h not in g.fire and h not in but)


def test_a_nest_hatching_beside_its_walker_waits_for_coup_de_chance_and_a_blank_leaves_no_dragon() -> None:
    """TI-13 then L1309: Daisy's step hatches a Komodo nest (symbol): no dragon yet, the route stops
    at the prompt; a blank on the re-roll leaves none, a pass puts it where the nest was."""
    s = table("coup_de_chance")
    to = _free(s, HERE)[0]
    nest = _free(s, to, frozenset({HERE}))[0]
    s.tiles.append(TileState(kind="komodo_nest", at=nest))
    s, out = first_seed(s, 0, cmd.Step(character="daisy", path=[to]), lambda es: held(es, "nest"))
    assert not kinds(out, ev.UnitPlaced) and not any(t.kind == "komodo_nest" for t in s.tiles)
    after, again = answer(s, True, lambda es: any(isinstance(e, ev.NestRerolled) and not e.roll.symbol for e in es))
    assert not kinds(again, ev.UnitPlaced) and not any(u.unit == "komodo_dragon" for u in after.units)
    passed, out = answer(s, False)
    assert [(cast(ev.UnitPlaced, e).unit, cast(ev.UnitPlaced, e).at) for e in kinds(out, ev.UnitPlaced)] == [
        ("komodo_dragon", nest)
    ]
    assert any(u.unit == "komodo_dragon" for u in passed.units)


def test_a_route_stops_at_the_nest_s_prompt() -> None:
    """A `move_to` whose first step hatches a nest stops there (the MP of the rest unspent) while the
    prompt is open; the character moves on after the answer."""
    s = table("coup_de_chance")
    to = _free(s, HERE)[0]
    beyond = _free(s, to, frozenset({HERE, *_free(s, HERE)}))[0]
    nest = next(h for h in _free(s, to, frozenset({HERE, beyond})) if h not in neighbours(beyond))
    s.tiles.append(TileState(kind="komodo_nest", at=nest))
    mp = character(s, "daisy").mp
    go = cmd.MoveTo(character="daisy", to=f"{beyond.q},{beyond.r}")
    s, _ = first_seed(s, 0, go, lambda es: held(es, "nest"))
    assert character(s, "daisy").at == to and character(s, "daisy").mp == mp - 1


def test_amanites_damage_set_off_by_the_walker_can_be_re_rolled_and_the_new_outcome_applies() -> None:
    """TI-12, R-F-41 then L1309: symbol and shield (2 damage to every unit around) set off by Daisy's
    own walk: nothing is dealt until she answers; the re-roll's outcome replaces it (here 2 MP to the
    players); a pass deals the damage."""
    s = table("coup_de_chance")
    spot = _free(s, HERE)[0]
    s.tiles.append(TileState(kind="amanites", at=spot))
    s, out = first_seed(s, 0, cmd.Step(character="daisy", path=[spot]), lambda es: held(es, "amanites"))
    assert cast(ev.AmanitesTriggered, kinds(out, ev.AmanitesTriggered)[0]).outcome == "damage"
    assert not kinds(out, ev.Damaged)
    hp, mp = character(s, "daisy").hp, character(s, "daisy").mp
    after, again = answer(s, True, lambda es: any(isinstance(e, ev.AmanitesRerolled) and e.outcome == "mp" for e in es))
    assert not kinds(again, ev.Damaged) and character(after, "daisy").mp == mp + 2
    passed, dealt = answer(s, False)
    assert ("daisy", 2) in [(cast(ev.Damaged, e).who, cast(ev.Damaged, e).amount) for e in kinds(dealt, ev.Damaged)]
    assert character(passed, "daisy").hp == hp - 2


def test_dice_that_went_for_their_owner_or_are_nobody_s_open_no_prompt() -> None:
    """Designed: only a die gone against its owner is offered; a Komodo nest an enemy's walk sets off
    and the round's "Des intrus !" dice are nobody's (checked on the events: no offer)."""
    s = table("coup_de_chance", "exterminateur")
    enemy(s, "guard_dog-red", BESIDE, hp=2)
    _, won = first_seed(
        s,
        0,
        cmd.Takedown(character="daisy", target="guard_dog-red"),
        lambda es: kinds(es, ev.TakedownTried) != [] and cast(ev.TakedownTried, kinds(es, ev.TakedownTried)[0]).success,
    )
    assert not kinds(won, ev.ReactionOffered)
    s = table("coup_de_chance")
    to = _free(s, HERE)[0]
    nest = _free(s, to, frozenset({HERE}))[0]
    s.tiles.append(TileState(kind="komodo_nest", at=nest))
    _, blank = first_seed(
        s,
        0,
        cmd.Step(character="daisy", path=[to]),
        lambda es: (
            any(isinstance(e, ev.NestRolled) for e in es)
            and not any(isinstance(e, ev.NestRolled) and e.roll.symbol for e in es)
        ),
    )
    assert not kinds(blank, ev.ReactionOffered)


def test_a_held_die_lapses_at_the_deadline_and_applies_as_rolled() -> None:
    """The deadline (``reaction_seconds``) passes the prompt for an absent owner: the takedown stays
    failed and the animal answers (L1291)."""
    s = table("coup_de_chance", "exterminateur")
    s.reaction_seconds = 30
    enemy(s, "guard_dog-red", BESIDE, hp=2)
    s, _ = first_seed(s, 0, cmd.Takedown(character="daisy", target="guard_dog-red"), lambda es: held(es, "takedown"))
    assert ENGINE.next_deadline(s) == NOW + 30
    out = ENGINE.on_deadline(s, NOW + 31, Rng(0))
    assert cast(ev.ReactionAnswered, out[0]).lapsed
    assert [cast(ev.AttackDeclared, e).attacker for e in kinds(out, ev.AttackDeclared)] == ["guard_dog-red"]
