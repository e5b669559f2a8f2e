"""The effect vocabulary (content schema.py): each verb part 1 reaches, implemented once in effects.py."""

from __future__ import annotations

import pytest

from domain.games.mansions import effects
from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import MansionsState
from domain.rng import Rng
from tests.games.mansions.mansions_play import AGNES, CYRUS, E, act, claim, fold, match


def run(state: MansionsState, *effs: sc.Effect, seat: int | None = 1, monster: int | None = None, seed: int = 1) -> Ctx:
    ctx = Ctx(E.clone(state), Rng(seed), answers=[False] * 20)
    effects.apply(ctx, list(effs), seat, monster)
    return ctx


def test_damage_and_horror_clamp_at_zero() -> None:
    """R-H-28: never below 0; 0 health kills (H-61); 0 sanity stays in play (H-60)."""
    state = match()
    f = state.figures[1]
    ctx = run(state, sc.Horror(amount=99), sc.Damage(amount=f.health - 1))
    assert ctx.st.figures[1].sanity == 0 and ctx.st.figures[1].health == 1 and ctx.st.figures[1].alive
    ctx = run(ctx.st, sc.Damage(amount=5))
    assert ev.Harmed(seat=1, counter="health", amount=1) in ctx.events and not ctx.st.figures[1].alive


def test_heal_never_above_the_maximum() -> None:
    state = fold([ev.Harmed(seat=1, counter="health", amount=2)], match())
    ctx = run(state, sc.Heal(amount=5))
    assert ctx.events == [ev.Healed(seat=1, counter="health", amount=2)]
    assert run(ctx.st, sc.Heal(amount=1, counter="sanity")).events == []


def test_stun_hits_investigators_and_monsters() -> None:
    state = match()
    cultist = state.monsters[0].uid
    ctx = run(state, sc.Stun(count=2), sc.Stun(target="monster"), monster=cultist)
    assert ctx.st.figures[1].stun == 2 and ctx.st.monsters[0].stun == 1


def test_threat_and_tokens() -> None:
    """Event effects: gain_threat; place_token and remove_token in a named room."""
    state = match()
    ctx = run(
        state,
        sc.GainThreat(amount=2),
        sc.PlaceToken(token="ritual", where="named_room", room="crypt", count=2),
        sc.RemoveToken(token="ritual", where="named_room", room="crypt", count=5),
        sc.PlaceToken(token="fire"),
        seat=1,
    )
    assert ctx.st.threat == state.threat + 2
    assert ev.TokenRemoved(room="crypt", token="ritual", count=2) in ctx.events
    assert "ritual" not in ctx.st.tokens["crypt"] and ctx.st.tokens["yard"] == {"fire": 1}


def test_summon_in_a_room_or_at_a_feature() -> None:
    state = match()
    ctx = run(
        state,
        sc.Summon(monster="pale_choir", where="feature", feature="altar"),
        sc.Summon(monster="rat_tide", where="named_room", room="hall"),
    )
    assert [(m.kind, m.space) for m in ctx.st.monsters[-2:]] == [
        ("pale_choir", "cellar_cistern"),
        ("rat_tide", "hall_north"),
    ]


def test_modify_for_a_turn() -> None:
    """The Eel-Hound's special: -1 movement this turn; gone at the end of the turn."""
    state = match()
    ctx = run(state, sc.Modify(stat="movements", amount=-1, duration="turn"))
    assert ctx.st.figures[1].modifiers[0].amount == -1
    ended = fold([ev.TurnClaimed(seat=1), ev.TurnEnded(seat=1)], ctx.st)
    assert ended.figures[1].modifiers == []


def test_a_group_test_is_made_one_by_one_with_self_the_tester() -> None:
    """schema.py: a group target tests one by one; inside the lists self is the tester (The Choir Hums)."""
    state = match(picks=[CYRUS, AGNES])
    choir = CONTENT.events["choir_hums"].card.effects
    for seed in range(60):
        ctx = run(state, *choir, seat=None, seed=seed)
        tests = [e for e in ctx.events if isinstance(e, ev.TestRolled)]
        assert [t.seat for t in tests] == [1, 2]
        for t in tests:
            lost = state.figures[t.seat].sanity - ctx.st.figures[t.seat].sanity
            assert lost == (0 if t.success else 1)


@pytest.mark.parametrize("verb", sorted(effects.PART_2))
def test_part_two_verbs_are_not_silently_skipped(verb: str) -> None:
    """A player's move, a spell draw, discards other than stun and play_trauma are still to do (spells,
    mythos and trauma): they raise rather than pass silently."""
    table: dict[str, sc.Effect] = {
        "move": sc.Move(spaces=1),
        "draw": sc.Draw(deck="spell", who="self"),
        "discard": sc.Discard(what="item"),
    }
    effect = table[verb]
    with pytest.raises(NotImplementedError):
        run(match(), effect)


def test_no_part_one_path_reaches_a_part_two_verb() -> None:
    """Part 1 applies event cards, obstacle failures and objective reveals only."""
    used: set[str] = set()
    for event in CONTENT.events.values():
        used |= effects.verbs(event.card.effects)
    for obstacle in CONTENT.obstacles.values():
        used |= effects.verbs(obstacle.failure)
    for objective in CONTENT.objectives.values():
        used |= effects.verbs(objective.reveal)
    assert used and not used & effects.PART_2
    assert used <= sc.VERBS


def test_every_keeper_action_runs_to_an_implemented_verb() -> None:
    """Part 2b (H-21): each keeper action's effects apply without a part-2 branch (move of monsters,
    the keeper's draws, tokens at features, summons)."""
    state = match()
    for action in CONTENT.keeper_actions.values():
        ctx = Ctx(E.clone(state), Rng(1), answers=[False] * 20)
        effects.apply(ctx, action.card.effects, None)
        assert ctx.events, action.id


def test_every_trauma_and_mythos_card_runs_to_an_implemented_verb() -> None:
    """Part 2b (H-6, H-23): trauma cards and mythos cards apply without a part-2 branch; a mythos
    card's keeper ``move`` of its investigator is ``mythos.play``'s, with the space in the command."""
    state = match()
    cards: list[tuple[str, sc.Card]] = [(t.id, t.card) for t in CONTENT.trauma.values()]
    cards += [(m.id, m.card) for m in CONTENT.mythos.values()]
    for name, card in cards:
        ctx = Ctx(E.clone(state), Rng(1), answers=[False] * 20)
        effects.apply(ctx, [e for e in card.effects if not isinstance(e, sc.Move)], 1)
        assert ctx.events or all(isinstance(e, sc.Move | sc.PlayTrauma) for e in card.effects), name
    moving = [c.id for c in CONTENT.mythos.values() if effects.verbs(c.card.effects) & {"move"}]
    assert moving == ["floor_tilts"]


def test_every_item_use_runs() -> None:
    """Items in use (part 1) reach only implemented verbs (discard: of stun tokens)."""
    state = fold([ev.Stunned(count=2, seat=1)], match())
    cultist = state.monsters[0].uid
    for item in CONTENT.items.values():
        ctx = Ctx(E.clone(state), Rng(1), answers=[False] * 20)
        effects.apply(ctx, item.use, 1, monster=cultist, chosen=1)
    ctx = Ctx(E.clone(state), Rng(1), answers=[False] * 20)
    effects.apply(ctx, CONTENT.items["smelling_salts"].use, 1)
    assert ctx.st.figures[1].stun == 0


def test_dynamite_that_kills_its_user_still_burns_its_room() -> None:
    """The card's room is where its investigator stood when it began: the Stick of Dynamite's user dies
    of its 3 damage, yet the monsters of that room take theirs and fire breaks out there (the place of
    a dead investigator once raised NotImplementedError mid-match, with another investigator alive)."""
    state = claim(fold([ev.Moved(seat=1, to="parlour_west", movement=False)], match(picks=[CYRUS, AGNES])))
    state.figures[1].items.append("dynamite")  # as found while exploring (ex_dynamite)
    state = fold([ev.Harmed(seat=1, counter="health", amount=state.figures[1].health - 2)], state)
    cultist = next(m for m in state.monsters if m.space == "parlour_east")
    after = act(state, 1, {"action": "use_item", "item": "dynamite"})
    assert not after.figures[1].alive and after.figures[2].alive and after.winner is None
    assert after.tokens["parlour"].get("fire") == 1
    hit = [m for m in after.monsters if m.uid == cultist.uid]
    assert not hit or hit[0].wounds == 3
    # a spell's or an ability's next effect, applied alone once its investigator is dead, lands nowhere
    assert run(after, sc.PlaceToken(token="fire"), sc.Summon(monster="rat_tide", where="space")).events == []


def test_a_summon_waits_for_its_count_of_investigators() -> None:
    """Designed (issue 33 item 11, the board scales with the table, as ``MonsterStart.investigators``):
    The Wheel Turns by Itself brings its Eel-Hound only with 2 investigators or more."""
    card = CONTENT.events["wheel_turns"].card
    solo = run(match(), *card.effects, seat=None)
    pair = run(match(picks=[CYRUS, AGNES]), *card.effects, seat=None)
    assert not [e for e in solo.events if isinstance(e, ev.MonsterPlaced)]
    assert [e.monster for e in pair.events if isinstance(e, ev.MonsterPlaced)] == ["eel_hound"]
