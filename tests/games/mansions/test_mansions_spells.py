"""Casting spells (L76-77): by handle (R-H-21), the card's test then its side (H-35), discarded and the
next of its type drawn (H-36), the caster as a choice (H-37), attack spells (H-31, R-H-12), hidden
casters (H-53). Story SILAS: the Weir Cultist waits in parlour_east. Dice are real (``until``)."""

from __future__ import annotations

from domain.contract import Event
from domain.games.mansions import events as ev
from domain.games.mansions import keeper_events as ke
from domain.games.mansions import spell_events as se
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.options import Pick
from domain.games.mansions.state import MansionsState
from tests.games.mansions.mansions_play import E, act, claim, decide, fails, fold, match, passes, refused, rolls, until

ILSE = Pick(investigator="ilse_varga", physical="hedge_lore", mental="folk_remedy")
"""Starts with a mend spell (hedge_lore)."""
TOMAS = Pick(investigator="tomas_reyes", physical="altar_server", mental="exorcist")
"""Starts with a ward spell (altar_server)."""


def ready(pick: Pick, space: str | None = None, extra: list[Event] | None = None) -> MansionsState:
    state = match(picks=[pick])
    moved = [] if space is None else [ev.Moved(seat=1, to=space, movement=False)]
    return claim(fold([*moved, *(extra or [])], state))


def with_spell(state: MansionsState, spell_type: str) -> MansionsState:
    """The top card of ``spell_type`` drawn into seat 1's hand (as an ability or a cast draws it)."""
    return fold([se.SpellDrawn(seat=1, card=state.spell_decks[spell_type][0])], E.clone(state))


def casts(events: list[Event]) -> list[se.SpellCast]:
    return [e for e in events if isinstance(e, se.SpellCast)]


def test_a_spell_is_cast_by_its_handle_tested_then_its_side_applies() -> None:
    """H-35 (L76): the test named on the card (its attribute and modifier), then the success or failure
    side; H-36 (L77): the card is discarded and the next of its type drawn; the cast is the action."""
    state = ready(ILSE, extra=[ev.Harmed(seat=1, counter="health", amount=4)])
    card = state.figures[1].spells[0]
    spec = CONTENT.spells[card]
    top = state.spell_decks["mend"][0]
    body = {"action": "cast_spell", "spell": "mend-1", "target": 1}
    listed = next(a for a in E.legal_actions(state, 1) if a.action == "cast_spell")
    assert listed.fixed == {"spell": "mend-1"} and [c.value for c in listed.params[0].choices] == [1]
    after, events = until(state, 1, body, passes("spell"))
    assert casts(events) == [se.SpellCast(seat=1, spell="mend-1", card=card, target=1)]
    roll = rolls(events, "spell")[0]
    assert roll.attribute == spec.attribute == "lore"
    assert any(isinstance(e, ev.Healed) for e in events)  # every mend card heals on a success
    assert after.figures[1].spells == [top] and after.spell_discard == [card] and top not in after.spell_decks["mend"]
    assert after.action_used and refused(after, 1, body).code == "action_used"
    after, events = until(state, 1, body, fails("spell"))
    assert any(isinstance(e, ev.Harmed) and e.seat == 1 for e in events)  # every mend card hurts on a failure
    assert not any(isinstance(e, ev.Healed) for e in events) and after.figures[1].spells == [top]


def test_a_drawn_spell_is_its_type_for_every_seat_until_it_is_cast() -> None:
    """R-H-21: the draw after a cast reads as its type for every seat, the keeper and the caster
    included; the cast event reveals the card (flag ``reveals``); the view shows the new one by handle."""
    state = ready(ILSE)
    events = decide(state, 1, {"action": "cast_spell", "spell": "mend-1", "target": 1})
    drawn = next(e for e in events if isinstance(e, se.SpellDrawn))
    cast = casts(events)[0]
    assert se.SpellCast.reveals and not se.SpellDrawn.reveals
    for seat in (None, 0, 1):
        assert E.event_view(drawn, seat) == se.SpellDrawn(seat=1, card="mend")
        assert E.event_view(cast, seat) == cast
    after = fold(events, E.clone(state))
    for seat in (None, 0, 1):
        spells = E.view(after, seat).investigators[0].spells
        assert [(v.handle, v.spell_type, v.card) for v in spells] == [("mend-1", "mend", None)]


def test_a_spell_naming_an_investigator_in_the_room_may_choose_the_caster() -> None:
    """H-37 (L77): every living investigator of the caster's room is a choice, the caster included;
    one elsewhere is refused (bad_spell_target)."""
    state = match(picks=[TOMAS, ILSE])
    state = claim(fold([ev.Moved(seat=2, to="parlour_west", movement=False)], state))
    listed = next(a for a in E.legal_actions(state, 1) if a.action == "cast_spell")
    assert listed.fixed == {"spell": "ward-1"} and [c.value for c in listed.params[0].choices] == [1]
    problem = refused(state, 1, {"action": "cast_spell", "spell": "ward-1", "target": 2})
    assert (problem.code, problem.rule) == ("bad_spell_target", "H-37")
    assert refused(state, 1, {"action": "cast_spell", "spell": "ward-1"}).code == "bad_spell_target"
    assert casts(decide(state, 1, {"action": "cast_spell", "spell": "ward-1", "target": 1}))[0].target == 1


def test_a_spell_is_named_by_its_handle_never_its_card() -> None:
    """R-H-21: a card id (which would name the side) is no handle: refused as no_such_spell."""
    state = ready(ILSE)
    card = state.figures[1].spells[0]
    for name in (card, "mend-2", "ward-1"):
        assert refused(state, 1, {"action": "cast_spell", "spell": name, "target": 1}).code == "no_such_spell"


def test_an_attack_spell_hits_a_monster_in_range_without_an_evade_test() -> None:
    """H-31 (L70): an attack spell targets a monster within its range in line of sight; no evade test
    first (H-9 asks it before non-attack actions); its test is a combat test (R-H-12)."""
    state = with_spell(ready(ILSE, "parlour_east"), "banish")
    card = state.figures[1].spells[-1]
    cultist = next(m.uid for m in state.monsters if m.kind == "weir_cultist")
    listed = next(a for a in E.legal_actions(state, 1) if a.fixed.get("spell") == "banish-1")
    assert cultist in [c.value for c in listed.params[0].choices]
    far = next(m.uid for m in state.monsters if m.kind == "marsh_poacher")
    assert far not in [c.value for c in listed.params[0].choices]
    problem = refused(state, 1, {"action": "cast_spell", "spell": "banish-1", "target": far})
    assert (problem.code, problem.rule) == ("bad_spell_target", "H-31")
    body = {"action": "cast_spell", "spell": "banish-1", "target": cultist}
    after, events = until(state, 1, body, passes("spell"))
    assert not rolls(events, "evade") and casts(events)[0].card == card
    success = CONTENT.spells[card].success.effects
    dealt = sum(e.amount for e in success if isinstance(e, sc.Damage) and e.target == "monster")
    wounded = sum(e.amount for e in events if isinstance(e, ev.MonsterWounded))
    assert wounded == min(dealt, CONTENT.monsters["weir_cultist"].health)
    assert after.spell_discard == [card]


def test_a_non_attack_spell_asks_evade_tests_first_then_goes_on() -> None:
    """H-9, R-H-1: a spell that is no attack is a non-attack action: leaving nothing, but with a monster
    in the space each failed evade waits for the keeper, then the cast goes on (the handle kept)."""
    state = ready(TOMAS, "parlour_east")
    body = {"action": "cast_spell", "spell": "ward-1", "target": 1}
    waiting, events = until(state, 1, body, fails("evade"))
    opened = next(e for e in events if isinstance(e, ev.EvadeOpened))
    assert opened.then == "cast" and opened.token == "ward-1" and not casts(events)
    assert waiting.pending is not None
    after = act(waiting, 0, {"action": "spare", "prompt": E.prompts(waiting)[0].id})
    assert after.spell_discard and after.action_used and after.pending is None


def test_a_hidden_investigator_cannot_cast() -> None:
    """H-53 (L98): a hidden investigator cannot cast spells; none is listed."""
    state = ready(ILSE, extra=[ev.Hid(seat=1)])
    assert not [a for a in E.legal_actions(state, 1) if a.action == "cast_spell"]
    problem = refused(state, 1, {"action": "cast_spell", "spell": "mend-1", "target": 1})
    assert (problem.code, problem.rule) == ("hidden_cannot_cast", "H-53")


def test_the_last_spell_of_a_type_is_cast_without_a_draw() -> None:
    """H-36 says "usually" a new one is drawn: with the type's deck empty nothing is drawn."""
    state = ready(ILSE)
    while state.spell_decks["mend"]:
        state = with_spell(state, "mend")
    held = list(state.figures[1].spells)
    events = decide(state, 1, {"action": "cast_spell", "spell": "mend-1", "target": 1})
    assert not any(isinstance(e, se.SpellDrawn) for e in events)
    assert fold(events, E.clone(state)).figures[1].spells == held[1:]


def test_an_attack_spell_s_test_is_a_combat_test() -> None:
    """R-H-12 (L96, L115): darkness is -2 on combat tests, and an attack spell's test is one; a spell
    that is no attack is not hurt by darkness (H-48: only combat)."""
    lit = with_spell(ready(ILSE, "parlour_east"), "banish")
    dark = fold([ev.TokenPlaced(room="parlour", token="darkness", count=1)], E.clone(lit))
    cultist = next(m.uid for m in lit.monsters if m.kind == "weir_cultist")
    attack = {"action": "cast_spell", "spell": "banish-1", "target": cultist}
    targets = [rolls(decide(s, 1, attack), "spell")[0].target for s in (lit, dark)]
    assert targets[1] == targets[0] - 2
    mend = {"action": "cast_spell", "spell": "mend-1", "target": 1}
    mended = [rolls(until(s, 1, mend, passes("evade"))[1], "spell")[0].target for s in (lit, dark)]
    assert mended[0] == mended[1]
    after = fold(decide(lit, 1, attack), E.clone(lit))
    assert all(E.view(after, seat).spells_cast == [lit.figures[1].spells[-1]] for seat in (None, 0, 1))


def astray(space: str, stun: int = 0) -> tuple[MansionsState, int]:
    """Seat 1 in the kitchen pantry holding banish_3 (whose failure lets the keeper move the monster
    1 space), a Weir Cultist placed in ``space``, ``stun`` tokens on it."""
    state = ready(ILSE, "kitchen_pantry")
    uid = state.next_monster
    placed: list[Event] = [ev.MonsterPlaced(uid=uid, monster="weir_cultist", space=space)]
    if stun:
        placed.append(ev.Stunned(count=stun, monster=uid))
    return fold([*placed, se.SpellDrawn(seat=1, card="banish_3")], E.clone(state)), uid


def test_banish_3_s_failure_moves_the_monster_a_space_towards_the_caster() -> None:
    """banish_3's failure, "the keeper moves the monster 1 space" (L76, designed): resolved at once in
    the caster's turn, the monster steps along its own ways towards the caster (ties by space id); a
    monster in the caster's space, or stunned (H-45), stays. The success side deals its damage."""
    failure = CONTENT.spells["banish_3"].failure.effects
    assert [(type(e), getattr(e, "by", None), getattr(e, "target", None)) for e in failure] == [
        (sc.Move, "keeper", "monster")
    ]
    state, uid = astray("kitchen_table")
    body = {"action": "cast_spell", "spell": "banish-1", "target": uid}
    after, events = until(state, 1, body, fails("spell"))
    assert [e for e in events if isinstance(e, ke.MonsterMoved)] == [
        ke.MonsterMoved(monster=uid, space="kitchen_pantry")
    ]
    assert {m.uid: m.space for m in after.monsters}[uid] == "kitchen_pantry" and after.monster_moves == {}
    assert after.spell_discard == ["banish_3"] and after.action_used
    after, events = until(state, 1, body, passes("spell"))
    assert {m.uid: m.space for m in after.monsters}[uid] == "kitchen_table"
    assert sum(e.amount for e in events if isinstance(e, ev.MonsterWounded)) == 2
    for state, uid in (astray("kitchen_pantry"), astray("kitchen_table", stun=1)):
        after, events = until(state, 1, {**body, "target": uid}, fails("spell"))
        assert not [e for e in events if isinstance(e, ke.MonsterMoved)]
        assert {m.uid: m.space for m in after.monsters}[uid] == {m.uid: m.space for m in state.monsters}[uid]
