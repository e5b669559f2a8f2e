"""Exact listings (docs/engine.md): at every state of seeded random matches, every listed action of
every seat is filled several ways (the generic sampler and uniform draws kept when they meet the
listing) and each body is accepted by ``decide``: the walk ``tests/trust/test_listing_exact.py`` runs on
registered games, run here on the unregistered engine."""

from __future__ import annotations

from itertools import product
from typing import Any

import pytest

from domain import listing
from domain.contract import Event, LegalAction, RuleViolation
from domain.games.mansions import events as ev
from domain.games.mansions import keeper_events as ke
from domain.games.mansions.state import MansionsState, TraumaOffer
from domain.rng import Rng
from tests.games.mansions.mansions_play import JONAH, PENHALE, E, act, claim, fold, match
from tests.games.mansions.test_mansions_keeper_turn import to_keeper
from tests.support.listing_walk import walk_listings


def bodies(action: LegalAction, rng: Rng) -> list[dict[str, Any]]:
    out = [listing.fill(action, rng) for _ in range(3)]
    for _ in range(8):
        body: dict[str, Any] = {"action": action.action, **action.fixed}
        ok = True
        for param in action.params:
            values = [c.value for c in param.choices]
            value: Any = (
                rng.sample(values, rng.between(param.min, min(param.max, len(values))))
                if param.many
                else rng.choice(values)
            )
            ok = ok and listing.outside(param, value) is None
            body[param.name] = value
        if ok:
            out.append(body)
    return out


@pytest.mark.parametrize(
    "options", [{"investigators": 1}, {"investigators": 2, "keeper_seconds": 5}, {"investigators": 4}]
)
def test_every_value_within_a_listing_is_accepted(options: dict[str, Any]) -> None:
    rng = Rng.derive(3, "mansions-listings", len(options))

    def try_action(state: Any, seat: int, action: LegalAction, now: float) -> list[list[Event]]:
        accepted = []
        for body in bodies(action, rng):
            outcome = E.decide(state, seat, E.parse_command(body), now, rng)
            assert not isinstance(outcome, RuleViolation), (seat, body, outcome)
            accepted.append(outcome)
        return accepted

    assert walk_listings(E, options, rng, 250, try_action, strict=True) > 500


def crafted() -> list[tuple[MansionsState, int]]:
    """States where part 2a's listings show (seat to list): an attack with and without a weapon, the
    keeper's step 5 with attackers, and an attempt at each kind of puzzle (dials, runes, wires); and
    part 2b's: keeper actions, monster moves by ladder, vent and a barricaded door."""
    out: list[tuple[MansionsState, int]] = []
    shooter = match(picks=[JONAH])
    out.append((claim(fold([ev.Moved(seat=1, to="gh_west", movement=False)], shooter)), 1))
    out.append((claim(fold([ev.Moved(seat=1, to="parlour_east", movement=False)], match())), 1))
    out.append((to_keeper(fold([ev.Moved(seat=1, to="parlour_east", movement=False)], match())), 0))
    for room, card, space in (
        ("study", "lock_dial", "hall_north"),
        ("crypt", "lock_rune", "cellar_cistern"),
        ("wheelhouse", "lock_wiring", "kitchen_pantry"),
    ):
        state = fold([ev.BarrierMet(room=room, card=card)], match(story=PENHALE))
        state = claim(fold([ev.Moved(seat=1, to=space, movement=False)], state))
        state = fold([ev.MonsterKilled(monster=m.uid) for m in state.monsters if m.space == space], state)
        out.append((act(state, 1, {"action": "attempt_puzzle", "room": room}), 1))
    keeper = fold([ev.ThreatGained(amount=20)], to_keeper(match()))
    out.append((keeper, 0))
    moving = fold(
        [
            ev.MonsterPlaced(uid=5, monster="weir_cultist", space="larder"),
            ev.MonsterPlaced(uid=6, monster="eel_hound", space="kitchen_hearth"),
            ev.MonsterPlaced(uid=7, monster="weir_cultist", space="wheel_mid"),
            ev.BarricadeMoved(token="kitchen_pantry", to="d_mill"),
        ],
        keeper,
    )
    out.append((act(moving, 0, {"action": "keeper_action", "card": "shamble"}), 0))
    traumas = [c for c in ("broken_arm", "loss_of_vision", "night_terrors", "paranoia") if c in keeper.trauma]
    insane = E.clone(keeper)
    for card in traumas:
        insane.trauma.remove(card)
        insane.hand.append(card)
    insane = fold([ev.Harmed(seat=1, counter="sanity", amount=insane.figures[1].sanity)], insane)
    out.append((insane, 0))
    offered = fold([ke.TraumaOffered(offers=[TraumaOffer(seat=1, kind="injury")])], E.clone(insane))
    out.append((offered, 0))
    window = claim(fold([ev.ThreatGained(amount=10)], match(picks=[JONAH])))
    for card in ("hand_on_shoulder", "rotten_boards", "floor_tilts"):
        window.mythos.remove(card)
        window.hand.append(card)
    window = fold([ke.MythosWindowOpened(seat=1, triggers=["moved"])], window)
    out.append((window, 0))
    return out


def test_part_two_listings_are_accepted_whole() -> None:
    """Every value of every listing in the crafted states is accepted (attack, monster_attack, the puzzle
    actions, puzzle_skill, stop_puzzle): each choice of each param is tried, not only samples."""
    seen: set[str] = set()
    for state, seat in crafted():
        for action in E.legal_actions(state, seat):
            seen.add(action.action)
            choices: list[list[Any]] = [[c.value for c in p.choices] for p in action.params] or [[None]]
            for values in product(*choices):
                body: dict[str, Any] = {"action": action.action, **action.fixed}
                body.update({p.name: v for p, v in zip(action.params, values, strict=False)})
                outcome = E.decide(state, seat, E.parse_command(body), 0.0, Rng(1))
                assert not isinstance(outcome, RuleViolation), (body, outcome)
    assert {"attack", "monster_attack", "turn_dial", "swap_runes", "turn_piece", "puzzle_skill", "stop_puzzle"} <= seen
    assert {"keeper_action", "move_monster", "play_trauma", "pass_trauma", "play_mythos", "pass_mythos"} <= seen


def magic() -> list[tuple[MansionsState, int]]:
    """States where part 2d's listings show: spells of each starting type and an attack spell in reach,
    and abilities choosing an investigator, a monster, a spell type, or nothing."""
    from tests.games.mansions.test_mansions_abilities import AGNES, HELENE, TOMAS
    from tests.games.mansions.test_mansions_spells import ILSE, ready, with_spell

    return [
        (ready(ILSE), 1),
        (with_spell(ready(TOMAS, "parlour_west"), "sight"), 1),
        (with_spell(ready(ILSE, "parlour_east"), "banish"), 1),
        (ready(AGNES), 1),
        (ready(HELENE), 1),
    ]


def test_part_2d_listings_are_accepted_whole() -> None:
    """Every value of cast_spell and use_ability listings in the crafted states is accepted (H-37's
    caster among the choices, a monster in an attack spell's reach, each spell type a draw may name)."""
    seen: set[str] = set()
    for state, seat in magic():
        for action in E.legal_actions(state, seat):
            if action.action not in ("cast_spell", "use_ability"):
                continue
            seen.add(f"{action.action}:{action.fixed.get('spell', '')}")
            choices: list[list[Any]] = [[c.value for c in p.choices] for p in action.params] or [[None]]
            for values in product(*choices):
                body: dict[str, Any] = {"action": action.action, **action.fixed}
                body.update({p.name: v for p, v in zip(action.params, values, strict=False)})
                outcome = E.decide(state, seat, E.parse_command(body), 0.0, Rng(1))
                assert not isinstance(outcome, RuleViolation), (body, outcome)
    assert {"cast_spell:mend-1", "cast_spell:ward-1", "cast_spell:sight-1", "cast_spell:banish-1"} <= seen, seen
    assert "use_ability:" in seen
