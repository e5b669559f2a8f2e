"""The effect vocabulary (content ``schema.py``): each verb implemented once, for every card that uses it.

``self`` is the investigator the card concerns (``seat``; None for an event card or a keeper action,
whose effects name ``each_investigator``). Implemented: ``damage``, ``horror``, ``heal``, ``stun``,
``gain_threat``, ``place_token``, ``remove_token``, ``summon``, ``modify``, ``test``, ``play_trauma``
(an offer to the keeper), ``discard`` of stun tokens, the keeper's ``move`` of monsters
(``keeper_cards.move_monster`` spends it) and of investigators in the keeper's turn (a drag,
``combat.drag``), a player's ``move`` (that many movements this turn: the abilities "up to N spaces at
once", designed), and the keeper's ``draw`` of mythos and trauma. The other forms (a keeper's ``move``
of an investigator outside the keeper's turn, the other ``draw``s and ``discard``s, a place
``adjacent_room``, a place of ``self`` on a card that concerns no investigator) are refused when the
content loads (``content/forms.py``, which lists per kind of card what is implemented here); the
``NotImplementedError`` below is a defensive guard that loaded content never reaches.
"""

from __future__ import annotations

from collections.abc import Sequence

from domain.games.mansions import checks, rules
from domain.games.mansions import combat_events as ce
from domain.games.mansions import events as ev
from domain.games.mansions import keeper_events as ke
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import MonsterFigure, TraumaOffer

PART_2 = frozenset({"move", "draw", "discard"})
"""Verbs implemented only in some forms (see the module's docstring; ``content/forms.py`` refuses the
others at load): ``move``, ``draw``, ``discard``."""


def harm(ctx: Ctx, seat: int, counter: str, amount: int) -> None:
    """Lose ``amount`` health or sanity, never below 0 (R-H-28); an insane investigator takes no more
    horror (H-26); 0 health kills (H-61): items and exploration cards stay in the space (R-H-15), and a
    puzzle attempt under way ends."""
    f = ctx.st.figures[seat]
    if not f.alive or amount <= 0:
        return
    lost = min(amount, f.health if counter == "health" else f.sanity)
    if lost > 0:
        ctx.emit(ev.Harmed(seat=seat, counter=counter, amount=lost))
    if counter == "health" and f.health == 0 and f.space is not None:
        if ctx.st.attempt is not None and ctx.st.attempt.seat == seat:
            ctx.emit(ce.PuzzleEnded(solved=False))  # the attempt dies with it, the pieces stay (H-39)
        if ctx.st.active == seat:
            ctx.emit(ev.TurnEnded(seat=seat))
        ctx.emit(ev.Died(seat=seat, space=f.space, dropped=[*f.items, *f.clues]))


def heal(ctx: Ctx, seat: int, counter: str, amount: int) -> None:
    f = ctx.st.figures[seat]
    room_left = (f.max_health - f.health) if counter == "health" else (f.max_sanity - f.sanity)
    if f.alive and min(amount, room_left) > 0:
        ctx.emit(ev.Healed(seat=seat, counter=counter, amount=min(amount, room_left)))


def protected(ctx: Ctx, m: MonsterFigure) -> bool:
    """A named monster, or one whose death is a condition of the objective (H-64: it counts as named)."""
    if CONTENT.monsters[m.kind].named:
        return True
    objective = CONTENT.objectives.get(ctx.st.objective or "")
    conditions = [] if objective is None else [*objective.keeper, *objective.investigators]
    return any(isinstance(c, sc.Kill) and c.monster == m.kind for c in conditions)


def wound_monster(ctx: Ctx, m: MonsterFigure, amount: int, *, ability: bool = False) -> None:
    """A monster loses health; at its kind's health it dies (designed: monster toughness). An
    ability's damage never kills a named monster (H-64): it stops one short of its health."""
    if ability and protected(ctx, m):
        amount = min(amount, CONTENT.monsters[m.kind].health - 1 - m.wounds)
    if amount <= 0:
        return
    ctx.emit(ev.MonsterWounded(monster=m.uid, amount=amount))
    if m.wounds >= CONTENT.monsters[m.kind].health:
        ctx.emit(ev.MonsterKilled(monster=m.uid))


def horror_tests(ctx: Ctx, seat: int, monsters: Sequence[MonsterFigure]) -> None:
    """One willpower test per monster, modified by its horror (H-11, R-H-8); failure costs its
    ``horror_damage`` sanity (R-H-9); an insane investigator is not tested (H-26)."""
    for m in monsters:
        f = ctx.st.figures[seat]
        if not f.alive or f.sanity == 0 or ctx.over:
            return
        spec = CONTENT.monsters[m.kind]
        if not checks.roll(ctx, seat, "willpower", spec.horror, "horror"):
            harm(ctx, seat, "sanity", spec.horror_damage)


def summon(ctx: Ctx, kind: str, space: str) -> None:
    """A monster enters play; everyone in its room tests horror against it (R-H-2)."""
    uid = ctx.st.next_monster
    ctx.emit(ev.MonsterPlaced(uid=uid, monster=kind, space=space))
    m = next(m for m in ctx.st.monsters if m.uid == uid)
    for f in rules.living(ctx.st):
        if f.space is not None and rules.room(f.space) == rules.room(space):
            horror_tests(ctx, f.seat, [m])


def _investigators(ctx: Ctx, target: str, seat: int | None, here: str | None, chosen: int | None = None) -> list[int]:
    alive = rules.living(ctx.st)
    if target == "each_investigator":
        return [f.seat for f in alive]
    if here is None:
        return []
    if target == "chosen_in_room" and chosen is not None:
        return [chosen]
    if target in ("self", "chosen_in_room"):
        # chosen_in_room without a choice (a card with no chooser yet): the card's investigator.
        return [seat] if seat is not None else []
    if target == "each_in_room":
        return [f.seat for f in alive if f.space is not None and rules.room(f.space) == rules.room(here)]
    if target == "each_in_space":
        return [f.seat for f in alive if f.space == here]
    return []


def _monsters(ctx: Ctx, target: str, here: str | None, monster: int | None) -> list[MonsterFigure]:
    if target == "each_monster":
        return list(ctx.st.monsters)
    if target in ("monster", "chosen_monster"):
        return [m for m in ctx.st.monsters if m.uid == monster]
    if target == "each_monster_in_room" and here is not None:
        return rules.monsters_in_room(ctx.st, rules.room(here))
    return []


def _place(where: str, seat: int | None, here: str | None, feature: str | None, named: str | None) -> str | None:
    """The space an effect names (the room's first space for a room); None for the card's own space
    when its investigator had none as the card began (dead before a spell's or an ability's next
    effect): the effect has nowhere to land."""
    if where == "named_room" and named is not None:
        return next(s.id for s in CONTENT.board.spaces if s.room == named)
    if where == "feature" and feature is not None:
        return next(s.id for s in CONTENT.board.spaces if feature in s.features)
    if where in ("space", "room") and seat is not None:
        return here
    raise NotImplementedError(f"place {where!r}: refused at load (content/forms.py), never reached")


class How:
    """How a card's effects apply: ``combat`` tests (darkness -2, R-H-12), a weapon's ``bonus`` to the
    damage dealt to monsters (content README), an ``ability``'s damage (H-64)."""

    __slots__ = ("ability", "bonus", "combat")

    def __init__(self, *, combat: bool = False, bonus: int = 0, ability: bool = False) -> None:
        self.combat, self.bonus, self.ability = combat, bonus, ability


PLAIN = How()


def apply(
    ctx: Ctx,
    effects: Sequence[sc.Effect],
    seat: int | None,
    monster: int | None = None,
    chosen: int | None = None,
    how: How = PLAIN,
) -> None:
    """Apply ``effects`` in order for the investigator of ``seat``, the card's (or chosen) ``monster``
    and the ``chosen`` investigator of a ``chosen_in_room`` target. The card's space and room are
    where its investigator stands as it begins (``here``), so an investigator killed by the card's
    first effects still has the rest land there (the Stick of Dynamite's fire, its monsters' damage)."""
    here = ctx.st.figures[seat].space if seat is not None and seat in ctx.st.figures else None
    for effect in effects:
        if ctx.over:
            return
        _one(ctx, effect, seat, here, monster, chosen, how)


def _one(
    ctx: Ctx, e: sc.Effect, seat: int | None, here: str | None, monster: int | None, chosen: int | None, how: How
) -> None:
    if isinstance(e, sc.Damage | sc.Horror):
        counter = "health" if isinstance(e, sc.Damage) else "sanity"
        for who in _investigators(ctx, e.target, seat, here, chosen):
            harm(ctx, who, counter, e.amount)
        if isinstance(e, sc.Damage):
            for m in _monsters(ctx, e.target, here, monster):
                wound_monster(ctx, m, e.amount + how.bonus, ability=how.ability)
    elif isinstance(e, sc.Heal):
        for who in _investigators(ctx, e.target, seat, here, chosen):
            heal(ctx, who, e.counter, e.amount)
    elif isinstance(e, sc.Stun):
        for who in _investigators(ctx, e.target, seat, here):
            ctx.emit(ev.Stunned(count=e.count, seat=who))
        for m in _monsters(ctx, e.target, here, monster):
            ctx.emit(ev.Stunned(count=e.count, monster=m.uid))
    elif isinstance(e, sc.GainThreat):
        ctx.emit(ev.ThreatGained(amount=e.amount))
    elif isinstance(e, sc.PlaceToken):
        space = _place(e.where, seat, here, e.feature, e.room)
        if space is None:
            return
        where = rules.room(space)
        ctx.emit(ev.TokenPlaced(room=where, token=e.token, count=e.count))
        if e.token == "fire":  # H-57: a corpse in a burning room is discarded
            for space, count in sorted(ctx.st.corpses.items()):
                if rules.room(space) == where:
                    ctx.emit(ev.CorpsesBurnt(space=space, count=count))
    elif isinstance(e, sc.RemoveToken):
        space = _place(e.where, seat, here, e.feature, e.room)
        if space is None:
            return
        where = rules.room(space)
        held = ctx.st.tokens.get(where, {}).get(e.token, 0)
        if held > 0:
            ctx.emit(ev.TokenRemoved(room=where, token=e.token, count=min(held, e.count)))
    elif isinstance(e, sc.Summon):
        space = _place(e.where, seat, here, e.feature, e.room)
        if space is not None and ctx.st.options.investigators >= e.investigators:
            summon(ctx, e.monster, space)
    elif isinstance(e, sc.Modify):
        for who in _investigators(ctx, e.target, seat, here):
            ctx.emit(ev.Modified(seat=who, stat=e.stat, amount=e.amount, duration=e.duration))
    elif isinstance(e, sc.Test):
        for who in _investigators(ctx, e.target, seat, here):
            if ctx.over or not ctx.st.figures[who].alive:
                continue
            why = "combat" if how.combat else "effect"
            passed = checks.roll(ctx, who, e.attribute, e.modifier, why, combat=how.combat)
            apply(ctx, e.success if passed else e.failure, who, monster, how=how)
    elif isinstance(e, sc.Move) and e.by == "keeper" and e.target in ("each_monster", "monster"):
        open_moves(ctx, e, monster)
    elif isinstance(e, sc.Move) and e.by == "keeper" and ctx.st.phase == "keeper":
        for who in _investigators(ctx, e.target, seat, here, chosen):
            if rules.drag_spaces(ctx.st, who):  # nowhere to go: the move does nothing
                ctx.emit(ce.DragOpened(seat=who, spaces=e.spaces))
    elif isinstance(e, sc.Move) and e.by == "player":
        # "Move up to N spaces at once" (designed): N more movements this turn, each taken as any
        # movement is, so every space entered keeps its rules (evade, barriers, fire, horror).
        for who in _investigators(ctx, e.target, seat, here, chosen):
            ctx.emit(ev.Modified(seat=who, stat="movements", amount=e.spaces, duration="turn"))
    elif isinstance(e, sc.Draw) and e.who == "keeper" and e.deck in ("mythos", "trauma"):
        keeper_draw(ctx, e.deck, e.count)
    elif isinstance(e, sc.PlayTrauma):
        # A card's trauma (a mythos): an offer to the keeper, as after a loss, if it holds a trauma.
        if any(c in CONTENT.trauma for c in ctx.st.hand):
            seconds = ctx.st.options.keeper_seconds
            deadline = None if seconds is None else ctx.now + seconds
            offers = [
                TraumaOffer(seat=w, kind=e.kind, deadline=deadline, any_threshold=e.any_threshold)
                for w in _investigators(ctx, e.target, seat, here)
            ]
            if offers:
                ctx.emit(ke.TraumaOffered(offers=offers))
    elif isinstance(e, sc.Discard) and e.what == "stun":
        for who in _investigators(ctx, e.target, seat, here, chosen):
            for _ in range(min(e.count, ctx.st.figures[who].stun)):
                ctx.emit(ev.StunRecovered(seat=who))
    else:
        raise NotImplementedError(f"effect {e!r}: refused at load (content/forms.py), never reached")


def keeper_draw(ctx: Ctx, deck: str, count: int) -> None:
    """The keeper draws ``count`` cards off the top of ``deck`` into its hand, one event each (H-21,
    H-22; fewer if the deck runs out: designed, no reshuffle)."""
    for _ in range(count):
        top = (ctx.st.mythos if deck == "mythos" else ctx.st.trauma)[:1]
        # H-30, R-H-18: a "several investigators" trauma drawn with one investigator in play is
        # discarded and replaced by the next.
        while top and deck == "trauma" and CONTENT.trauma[top[0]].several and len(rules.living(ctx.st)) <= 1:
            ctx.emit(ke.KeeperDiscarded(cards=top, drawn=True))
            top = ctx.st.trauma[:1]
        if top:
            ctx.emit(ke.KeeperDrew(deck=deck, count=1, cards=top))


def open_moves(ctx: Ctx, e: sc.Move, monster: int | None) -> None:
    """A keeper's ``move`` of monsters (H-51): each non-stunned one gets ``e.spaces`` (0: its speed,
    H-45), spent one ``move_monster`` command a space (``keeper_cards.move_monster``)."""
    chosen = ctx.st.monsters if e.target == "each_monster" else [m for m in ctx.st.monsters if m.uid == monster]
    uids = [m.uid for m in chosen if m.stun == 0]
    if uids:
        ctx.emit(ke.MonsterMovesOpened(monsters=uids, spaces=e.spaces))


def verbs(effects: Sequence[sc.Effect]) -> set[str]:
    """Every verb in ``effects``, nested tests included."""
    found: set[str] = set()
    for e in effects:
        found.add(str(type(e).__struct_config__.tag))
        if isinstance(e, sc.Test):
            found |= verbs(e.success) | verbs(e.failure)
    return found
