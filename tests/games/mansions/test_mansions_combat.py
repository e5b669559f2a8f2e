"""Combat (L68-72): an investigator's attack (H-31..H-33, R-H-12, R-H-23, weapons, H-64) and the keeper's
monster attacks at step 5 (H-27, H-28, H-34, R-H-7, R-H-13, R-H-24). Story SILAS: the Weir Cultist waits
in parlour_east, the Marsh Poacher (reach 3) in gh_east. Dice are real: ``until`` finds the seeds."""

from __future__ import annotations

from domain.contract import Event
from domain.games.mansions import checks, effects
from domain.games.mansions import combat_events as ce
from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.context import Ctx
from domain.games.mansions.options import Pick
from domain.games.mansions.state import MansionsState
from domain.rng import Rng
from tests.games.mansions.mansions_play import CYRUS, JONAH, E, act, claim, decide, fold, match, refused, until
from tests.games.mansions.test_mansions_keeper_turn import to_keeper

MABEL = Pick(investigator="mabel_okafor", physical="mechanic_grip", mental="keen_eyes")
"""Starts with the hatchet (melee, bonus 2)."""


def uid(state: MansionsState, kind: str) -> int:
    return next(m.uid for m in state.monsters if m.kind == kind)


def placed(state: MansionsState, space: str, seat: int = 1) -> MansionsState:
    return claim(fold([ev.Moved(seat=seat, to=space, movement=False)], E.clone(state)), seat)


def drawn(events: list[Event]) -> list[ce.CombatDrawn]:
    return [e for e in events if isinstance(e, ce.CombatDrawn)]


def resolved(events: list[Event]) -> sc.CombatCard:
    return CONTENT.combat[drawn(events)[-1].cards[-1]]


def hit(events: list[Event]) -> bool:
    return any(isinstance(e, ev.MonsterWounded) for e in events)


def card_damage(card: sc.CombatCard) -> int:
    """The damage the card's investigator part deals to the monster on a passed test."""
    assert card.investigator is not None
    test = card.investigator.effects[0]
    assert isinstance(test, sc.Test)
    return sum(e.amount for e in test.success if isinstance(e, sc.Damage) and e.target == "monster")


def test_bare_hands_draws_until_a_bare_hands_card_and_resolves_its_upper_part() -> None:
    """H-31 (L70): bare hands on a monster in the space; H-32: draw the class's deck until a card
    matches, the brown upper part resolved; R-H-23: the cards before it are discarded."""
    state = placed(match(), "parlour_east")
    cultist = uid(state, "weir_cultist")
    listed = [a for a in E.legal_actions(state, 1) if a.action == "attack"]
    assert [(a.fixed["weapon"], [c.value for c in a.params[0].choices]) for a in listed] == [(None, [cultist])]
    deck = list(state.combat["humanoid"])
    after, events = until(state, 1, {"action": "attack", "monster": cultist}, hit)
    cards = drawn(events)[0].cards
    first = next(i for i, c in enumerate(deck) if CONTENT.combat[c].kind == "bare_hands")
    assert cards == deck[: first + 1] and drawn(events)[0].monster_class == "humanoid"
    assert after.combat["humanoid"] == deck[first + 1 :] and after.combat_discard["humanoid"] == cards
    assert not any(isinstance(e, ev.TestRolled) and e.why == "evade" for e in events)  # H-9: attacks need none
    assert after.action_used and refused(after, 1, {"action": "attack", "monster": cultist}).code == "action_used"
    wound = next(e for e in events if isinstance(e, ev.MonsterWounded))
    assert wound.amount == card_damage(resolved(events)) and after.monsters[0].wounds >= 1


def test_an_exhausted_deck_is_shuffled_from_its_discard() -> None:
    """R-H-23: an exhausted combat deck is reshuffled from its discard; the shuffle is an event (evolve
    never draws) and no card is lost."""
    state = placed(match(), "parlour_east")
    deck = list(state.combat["humanoid"])
    last_bare = max(i for i, c in enumerate(deck) if CONTENT.combat[c].kind == "bare_hands")
    state = fold([ce.CombatDrawn(monster_class="humanoid", cards=deck[: last_bare + 1])], state)
    events = decide(state, 1, {"action": "attack", "monster": uid(state, "weir_cultist")}, seed=4)
    shuffled = [e for e in events if isinstance(e, ce.CombatShuffled)]
    assert len(shuffled) == 1 and sorted(shuffled[0].deck) == sorted(deck)
    after = fold(events, E.clone(state))
    assert sorted(after.combat["humanoid"] + after.combat_discard["humanoid"]) == sorted(deck)
    assert resolved(events).kind == "bare_hands"


def test_a_ranged_weapon_needs_range_and_line_of_sight() -> None:
    """H-33 (L71), R-H-27: a ranged target within the weapon's range and in line of sight; bare hands
    only in the space (H-31)."""
    state = match(picks=[JONAH])
    poacher = next(m for m in state.monsters if m.kind == "marsh_poacher")
    geo = CONTENT.geometry
    near = sorted(s for s in geo.spaces if s != poacher.space and geo.in_range(s, poacher.space, 4))
    far = sorted(
        s for s in geo.spaces if geo.distances(s).get(poacher.space, 99) <= 4 and s not in near and s != poacher.space
    )
    assert near and far
    shooting = placed(state, near[0])
    listed = {a.fixed["weapon"]: a for a in E.legal_actions(shooting, 1) if a.action == "attack"}
    assert None not in listed and poacher.uid in [c.value for c in listed["hunting_rifle"].params[0].choices]
    _, events = until(shooting, 1, {"action": "attack", "monster": poacher.uid, "weapon": "hunting_rifle"}, hit)
    assert resolved(events).kind == "ranged"
    blind = placed(state, far[0])
    body = {"action": "attack", "monster": poacher.uid, "weapon": "hunting_rifle"}
    assert refused(blind, 1, body).code == "out_of_reach" and refused(blind, 1, body).rule == "H-33"
    assert refused(shooting, 1, {"action": "attack", "monster": poacher.uid}).code == "out_of_reach"
    assert refused(shooting, 1, {**body, "weapon": "hatchet"}).code == "not_a_weapon"


def test_a_weapon_s_bonus_adds_to_the_damage_dealt() -> None:
    """Content README (weapons): the bonus adds to each damage the investigator part deals."""
    state = placed(match(picks=[MABEL]), "parlour_east")
    body = {"action": "attack", "monster": uid(state, "weir_cultist"), "weapon": "hatchet"}
    _, events = until(state, 1, body, hit)
    card = resolved(events)
    assert card.kind == "melee"
    wound = next(e for e in events if isinstance(e, ev.MonsterWounded))
    assert wound.amount == card_damage(card) + 2


def test_combat_tests_suffer_darkness_and_stun() -> None:
    """H-48/R-H-12 (L96): -2 to combat tests in darkness without a lantern; H-44: -2 while stunned, both
    together."""
    state = placed(match(), "parlour_east")
    state = fold([ev.TokenPlaced(room="parlour", token="darkness", count=1), ev.Stunned(count=1, seat=1)], state)
    events = decide(state, 1, {"action": "attack", "monster": uid(state, "weir_cultist")})
    roll = next(e for e in events if isinstance(e, ev.TestRolled))
    card = resolved(events)
    assert card.investigator is not None
    test = card.investigator.effects[0]
    assert isinstance(test, sc.Test) and roll.why == "combat"
    assert roll.target == checks.attribute(state.figures[1], test.attribute) + test.modifier - 4


def test_a_hidden_investigator_cannot_attack() -> None:
    """H-53 (L98): hidden, the investigator cannot attack."""
    state = fold([ev.Hid(seat=1)], placed(match(), "parlour_east"))
    assert not [a for a in E.legal_actions(state, 1) if a.action == "attack"]
    assert refused(state, 1, {"action": "attack", "monster": uid(state, "weir_cultist")}).code == "hidden_cannot_attack"


def test_killing_the_objective_s_monster_in_combat_wins() -> None:
    """Designed (monster toughness, L116): at its health the monster dies; the objective's kill wins."""
    state = fold(
        [
            ev.ObjectiveRevealed(objective="obj_bride"),
            ev.MonsterPlaced(uid=40, monster="drowned_bride", space="parlour_west"),
            ev.MonsterWounded(monster=40, amount=6),
        ],
        match(),
    )
    state = placed(state, "parlour_west")
    after, events = until(state, 1, {"action": "attack", "monster": 40}, hit)
    assert ev.MonsterKilled(monster=40) in events and after.winner == "investigators" and after.reason == "kill"


def test_an_ability_never_kills_a_named_monster() -> None:
    """H-64 (L116): an ability's damage stops short of killing a named monster, or one whose death is
    a condition of the objective (it counts as named); an unnamed one dies."""
    state = fold(
        [
            ev.MonsterPlaced(uid=40, monster="drowned_bride", space="parlour_west"),
            ev.MonsterPlaced(uid=41, monster="rat_tide", space="parlour_west"),
        ],
        match(),
    )
    ctx = Ctx(E.clone(state), Rng(1))
    exorcism = [sc.Damage(amount=9, target="chosen_monster")]
    effects.apply(ctx, exorcism, 1, monster=40, how=effects.How(ability=True))
    effects.apply(ctx, exorcism, 1, monster=41, how=effects.How(ability=True))
    bride = next(m for m in ctx.st.monsters if m.uid == 40)
    assert bride.wounds == CONTENT.monsters["drowned_bride"].health - 1 and "rat_tide" in ctx.st.killed
    cultist = uid(state, "weir_cultist")
    assert effects.protected(Ctx(fold([ev.ObjectiveRevealed(objective="obj_bride")], E.clone(state)), Rng(1)), bride)
    assert not effects.protected(ctx, next(m for m in state.monsters if m.uid == cultist))


# --- the keeper's step 5 ---------------------------------------------------------------------------


def keeper_with(
    space: str, picks: list[Pick | None] | None = None, seconds: int | None = None, ready: bool = True
) -> MansionsState:
    """The keeper's turn with seat 1 in ``space``; ``ready``: a skill point readied for fights, so the
    attacks resolve at once (no skill prompt, ``test_mansions_skill_points.py``)."""
    state = match(picks=picks, keeper_seconds=seconds)
    readied = [ev.SkillReadied(seat=1, test="combat")] if ready else []
    state = to_keeper(fold([ev.Moved(seat=1, to=space, movement=False), *readied], state))
    while CONTENT.combat[next(c for c in state.combat["humanoid"] if CONTENT.combat[c].kind in ATTACKS)].special:
        state = fold([ce.CombatDrawn(monster_class="humanoid", cards=state.combat["humanoid"][:1])], state)
    return state


ATTACKS = ("bare_hands", "melee", "ranged")
"""The cards a monster draws against a visible investigator (designed, combat.MONSTER_KINDS)."""


def attacked(events: list[Event]) -> ce.MonsterAttacked:
    return next(e for e in events if isinstance(e, ce.MonsterAttacked))


def test_a_monster_attacks_an_investigator_in_its_space_once() -> None:
    """H-27 (L59), R-H-7: the keeper may attack with each monster, an investigator in its space;
    H-34 (L72): a card of its class, the white lower part resolved at once."""
    state = keeper_with("parlour_east")
    cultist = uid(state, "weir_cultist")
    listed = [a for a in E.legal_actions(state, 0) if a.action == "monster_attack"]
    assert [(a.fixed["monster"], [c.value for c in a.params[0].choices]) for a in listed] == [(cultist, [1])]
    assert refused(state, 1, {"action": "monster_attack", "monster": cultist, "target": 1}).code == "not_the_keeper"
    after, events = until(state, 0, {"action": "monster_attack", "monster": cultist, "target": 1}, plain)
    card = resolved(events)
    assert card.cls == "humanoid" and card.kind in ("bare_hands", "melee", "ranged")
    assert attacked(events) == ce.MonsterAttacked(monster=cultist, seat=1, card=card.id, special=False)
    assert [e.why for e in events if isinstance(e, ev.TestRolled)] == ["combat"]
    assert refused(after, 0, {"action": "monster_attack", "monster": cultist, "target": 1}).code == (
        "monster_cannot_attack"
    )
    assert after.phase == "keeper" and after.attacked == [cultist]
    assert act(after, 0, {"action": "end_keeper_turn"}).attacked == []


def plain(events: list[Event]) -> bool:
    return not attacked(events).special


def test_the_special_attack_is_revealed_and_resolved() -> None:
    """H-34 (L72): a card calling for the special attack reveals the monster's special and resolves it."""
    state = keeper_with("parlour_east")
    cultist = uid(state, "weir_cultist")
    deck = list(state.combat["humanoid"])
    before = deck.index(next(c for c in deck if CONTENT.combat[c].special))
    state = fold([ce.CombatDrawn(monster_class="humanoid", cards=deck[:before])], state)  # the special card on top
    events = decide(state, 0, {"action": "monster_attack", "monster": cultist, "target": 1})
    assert attacked(events).special
    spec = CONTENT.monsters["weir_cultist"].special.effects[0]
    assert isinstance(spec, sc.Test) and resolved(events).special
    roll = next(e for e in events if isinstance(e, ev.TestRolled))
    assert roll.attribute == spec.attribute and roll.why == "combat"


def test_a_hidden_investigator_is_attacked_with_vs_hidden_cards() -> None:
    """H-52, R-H-13 (L98): a monster attacking a hidden investigator draws "vs hidden" cards."""
    state = fold([ev.Hid(seat=1)], keeper_with("parlour_east"))
    events = decide(state, 0, {"action": "monster_attack", "monster": uid(state, "weir_cultist"), "target": 1})
    assert resolved(events).kind == "vs_hidden"


def test_a_stunned_monster_cannot_attack_and_loses_a_marker() -> None:
    """H-28 (L60), R-H-24: a stunned monster does not attack; every stunned one loses a marker at step 5."""
    state = keeper_with("parlour_east")
    cultist = uid(state, "weir_cultist")
    state = fold([ev.Stunned(count=2, monster=cultist)], state)
    assert not [a for a in E.legal_actions(state, 0) if a.action == "monster_attack"]
    body = {"action": "monster_attack", "monster": cultist, "target": 1}
    assert refused(state, 0, body).code == "monster_cannot_attack"
    after = act(state, 0, {"action": "end_keeper_turn"})
    assert next(m for m in after.monsters if m.uid == cultist).stun == 1


def test_a_monster_with_reach_attacks_in_range_and_line_of_sight() -> None:
    """R-H-7: a monster whose data give a ranged attack (the poacher, reach 3) attacks within range and
    line of sight (H-33); others only in their space."""
    geo = CONTENT.geometry
    base = match()
    poacher = next(m for m in base.monsters if m.kind == "marsh_poacher")
    near = sorted(s for s in geo.spaces if s != poacher.space and geo.in_range(poacher.space, s, 3))
    far = sorted(s for s in geo.spaces if s not in near and s != poacher.space)
    state = keeper_with(near[0])
    listed = {a.fixed["monster"]: [c.value for c in a.params[0].choices] for a in E.legal_actions(state, 0) if a.params}
    assert listed == {poacher.uid: [1]}
    _, events = until(state, 0, {"action": "monster_attack", "monster": poacher.uid, "target": 1}, plain)
    assert attacked(events).seat == 1
    away = keeper_with(next(s for s in far if not any(m.space == s for m in base.monsters)))
    body = {"action": "monster_attack", "monster": poacher.uid, "target": 1}
    assert refused(away, 0, body).code == "monster_cannot_attack"


def test_an_absent_keeper_s_step_five_lapses_at_the_deadline() -> None:
    """H-27 with option keeper_seconds: the keeper's turn (step 5 included) passes at its deadline."""
    state = keeper_with("parlour_east", seconds=30)
    deadline = E.next_deadline(state)
    assert deadline is not None
    after = fold(E.on_deadline(state, deadline, Rng(1)), E.clone(state))
    assert after.phase == "investigators" and after.round == 2 and after.figures[1].alive


def test_cyrus_fights_bare_handed() -> None:
    """H-31: an investigator without a weapon may still attack bare-handed (Cyrus's flask is no weapon)."""
    state = placed(match(picks=[CYRUS]), "parlour_east")
    assert [a.fixed["weapon"] for a in E.legal_actions(state, 1) if a.action == "attack"] == [None]


def bride_drags(seconds: int | None = None) -> tuple[MansionsState, list[Event]]:
    """The Drowned Bride's special attack failed: she drags the investigator 1 space, the keeper choosing."""
    state = keeper_with("parlour_east", seconds=seconds)
    state = fold([ev.MonsterPlaced(uid=40, monster="drowned_bride", space="parlour_east")], state)
    deck = list(state.combat["humanoid"])
    before = deck.index(next(c for c in deck if CONTENT.combat[c].special))
    state = fold([ce.CombatDrawn(monster_class="humanoid", cards=deck[:before])], state)
    body = {"action": "monster_attack", "monster": 40, "target": 1}
    return until(state, 0, body, lambda events: any(isinstance(e, ce.DragOpened) for e in events))


def test_a_special_attack_that_drags_waits_for_the_keeper_s_space() -> None:
    """H-34 (L72): the Drowned Bride's special ("she drags you 1 space"): a ``move`` by the keeper, who
    picks the space before anything else of step 5; entering a room with monsters asks horror (H-8)."""
    state, events = bride_drags()
    assert attacked(events).special and ce.DragOpened(seat=1, spaces=1) in events
    listed = E.legal_actions(state, 0)
    assert [a.action for a in listed] == ["drag_investigator"]
    spaces = [c.value for c in listed[0].params[0].choices]
    assert spaces and set(spaces) <= CONTENT.geometry.neighbours("parlour_east")
    assert refused(state, 0, {"action": "end_keeper_turn"}).code == "drag_pending"
    cultist = uid(state, "weir_cultist")
    assert refused(state, 0, {"action": "monster_attack", "monster": cultist, "target": 1}).code == "drag_pending"
    assert refused(state, 1, {"action": "drag_investigator", "space": spaces[0]}).code == "not_the_keeper"
    for space in spaces:  # every listed space is accepted
        assert act(state, 0, {"action": "drag_investigator", "space": space}).figures[1].space == space
    after = act(state, 0, {"action": "drag_investigator", "space": spaces[0]})
    assert after.drag is None
    assert act(after, 0, {"action": "end_keeper_turn"}).round == 2


def test_a_drag_ends_where_it_is_at_the_keeper_s_deadline() -> None:
    """The keeper's deadline (option keeper_seconds) passes a pending drag: the investigator stays."""
    state, _ = bride_drags(seconds=30)
    deadline = E.next_deadline(state)
    assert deadline is not None
    events = E.on_deadline(state, deadline, Rng(1))
    assert events[0] == ce.Dragged(seat=1, to=None)
    after = fold(events, E.clone(state))
    assert after.drag is None and after.round == 2 and after.figures[1].space == "parlour_east"


def moves(effs: list[sc.Effect]) -> list[sc.Move]:
    found = [e for e in effs if isinstance(e, sc.Move)]
    for e in effs:
        if isinstance(e, sc.Test):
            found += moves(e.success) + moves(e.failure)
    return found


def test_every_card_combat_reaches_has_its_verbs_implemented() -> None:
    """The attack cards' both parts and every monster's special use only verbs combat implements (a
    ``move`` only by the keeper, the drag): no NotImplementedError is reachable from a fight."""
    parts = [
        part.effects
        for card in CONTENT.combat.values()
        if card.kind in ATTACKS or card.kind == "vs_hidden"
        for part in (card.investigator, card.monster)
        if part is not None
    ]
    parts += [m.special.effects for m in CONTENT.monsters.values()]
    for effs in parts:
        assert effects.verbs(effs) & effects.PART_2 <= {"move"}
        assert all(m.by == "keeper" for m in moves(effs))
