"""Casting spells (L76-77, H-35..H-37, H-53, R-H-21): the action names a spell by its handle, the card's
test is made, then its success or failure effects apply; the card is discarded and a new spell of its
type drawn (H-36).

What a cast may target is decided by the spell's *type*, never its card: every card of a type shares
name, text and attribute, so the choice offered names no effect side. A ``banish`` type (``attack``
cards) targets a monster within its range in line of sight and is an attack (H-31: no evade test
first; its test is a combat test, darkness -2, R-H-12); a type whose cards name "an investigator in
your room" offers every living investigator there, the caster included (H-37); others take no target.
No spell card in the content names a combat deck, so none draws from one.
"""

from __future__ import annotations

from functools import cache

from domain.games.mansions import checks, effects, keeper_cards, movement, rules, views
from domain.games.mansions import commands as cmd
from domain.games.mansions import spell_events as se
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import Figure, MansionsState


@cache
def chooses(spell_type: str) -> str | None:
    """``monster`` (attack spells), ``investigator`` or None, for every card of ``spell_type`` alike."""
    cards = [c for c in CONTENT.spells.values() if c.spell_type == spell_type]
    if any(c.attack for c in cards):
        return "monster"
    for c in cards:
        for e in [*c.success.effects, *c.failure.effects]:
            if getattr(e, "target", None) == "chosen_in_room":
                return "investigator"
    return None


@cache
def reach(spell_type: str) -> int:
    return max(c.range for c in CONTENT.spells.values() if c.spell_type == spell_type)


def is_attack(spell_type: str) -> bool:
    return chooses(spell_type) == "monster"


def targets(s: MansionsState, f: Figure, spell_type: str) -> list[int] | None:
    """The possible targets of a spell of ``spell_type`` cast by ``f`` (None: it takes none)."""
    here = f.space
    assert here is not None
    kind = chooses(spell_type)
    if kind == "monster":
        return [m.uid for m in s.monsters if rules.GEO.in_range(here, m.space, reach(spell_type))]
    if kind == "investigator":
        return [g.seat for g in rules.living(s) if g.space is not None and rules.room(g.space) == rules.room(here)]
    return None


def castable(s: MansionsState, f: Figure) -> dict[str, list[int] | None]:
    """Handle -> its possible targets (None: none taken), for the spells ``f`` may cast now: the action
    free, not hidden (H-53); an attack spell with no monster in reach is not castable."""
    if s.action_used or f.hidden is not None or f.space is None or not f.alive:
        return {}
    out: dict[str, list[int] | None] = {}
    for handle, card in zip(views.spell_handles(f), f.spells, strict=True):
        options = targets(s, f, CONTENT.spells[card].spell_type)
        if options is None or options:
            out[handle] = options
    return out


def cast(ctx: Ctx, seat: int, command: cmd.CastSpell) -> None:
    f = movement.acting(ctx, seat)
    if ctx.st.action_used:
        rules.refuse("action_used", "H-5")
    if f.hidden is not None:
        rules.refuse("hidden_cannot_cast", "H-53")
    card = views.spell_card(f, command.spell)
    if card is None:
        rules.refuse("no_such_spell", "R-H-21")
    spell_type = CONTENT.spells[card].spell_type
    options = targets(ctx.st, f, spell_type)
    if (options is None) != (command.target is None) or (options is not None and command.target not in options):
        rules.refuse("bad_spell_target", "H-31" if is_attack(spell_type) else "H-37")
    if is_attack(spell_type) or movement.evade(ctx, seat, "cast", token=command.spell, target=command.target):
        cast_now(ctx, seat, command.spell, command.target)


def cast_now(ctx: Ctx, seat: int, handle: str, target: int | None) -> None:
    """Turn the card face up (it is public from now on), make its test, apply the side it gives, then
    draw the next spell of its type while one is left (H-35, H-36)."""
    f = ctx.st.figures[seat]
    card = views.spell_card(f, handle)
    if card is None:  # the hand cannot change while an evade prompt waits
        return
    spec = CONTENT.spells[card]
    attack = is_attack(spec.spell_type)
    if attack and target not in [m.uid for m in ctx.st.monsters]:
        target = None
    ctx.emit(se.SpellCast(seat=seat, spell=handle, card=card, target=target))
    passed = checks.roll(ctx, seat, spec.attribute, spec.modifier, "spell", combat=attack)
    kind = chooses(spec.spell_type)
    for e in (spec.success if passed else spec.failure).effects:
        if ctx.over:
            break
        if isinstance(e, sc.Move) and keeper_moves_monster(e):
            here = ctx.st.figures[seat].space
            if target is not None and here is not None:
                keeper_cards.drawn_to(ctx, target, here, e.spaces)
            continue
        effects.apply(
            ctx,
            [e],
            seat,
            monster=target if kind == "monster" else None,
            chosen=target if kind == "investigator" else None,
            how=effects.How(combat=attack),
        )
    draw(ctx, seat, spec.spell_type)


def draw(ctx: Ctx, seat: int, spell_type: str) -> None:
    """The top spell of ``spell_type`` to a living investigator, if its deck has one left."""
    deck = ctx.st.spell_decks.get(spell_type, [])
    if deck and ctx.st.figures[seat].alive and not ctx.over:
        ctx.emit(se.SpellDrawn(seat=seat, card=deck[0]))


def keeper_moves_monster(e: sc.Effect) -> bool:
    """A ``move`` of the spell's monster by the keeper (banish_3's failure), made at once in the
    caster's turn by ``keeper_cards.drawn_to``: towards the caster."""
    return isinstance(e, sc.Move) and e.target == "monster" and e.by == "keeper"
