"""Mental traits' once-per-game abilities (L12, traits content, H-64) as the ``use_ability`` command.

An ability whose card says "action" is the turn's action, a non-attack one (evade tests first, H-9,
R-H-1); the others are free in the investigator's own turn. Its damage goes through
``effects.How(ability=True)``: it never kills a named monster nor the objective's kill target (H-64).
"An investigator in your room" may be the user (as for items and spells, H-37); a spell drawn "of any
type" names its type (``spell_type``) among the decks with a card left. The abilities that move the
investigator several spaces at once (``move`` by the player) are not implemented yet: they are not
listed and are refused (``ability_unavailable``).
"""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from domain.games.mansions import commands as cmd
from domain.games.mansions import effects, movement, rules, spells
from domain.games.mansions import spell_events as se
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import Figure, MansionsState


class Options(msgspec.Struct, frozen=True):
    """What a usable ability asks: ``targets`` (None: none) and ``spell_types`` (None: none)."""

    targets: list[int] | None = None
    spell_types: list[str] | None = None


def card(f: Figure) -> sc.Card:
    trait = CONTENT.traits[f.mental]
    assert isinstance(trait, sc.MentalTrait)
    return trait.ability.card


def is_action(f: Figure) -> bool:
    """Whether using it is the turn's action (the content's ``action``, checked against its texts)."""
    trait = CONTENT.traits[f.mental]
    assert isinstance(trait, sc.MentalTrait)
    return trait.ability.action


def implemented(effs: Sequence[sc.Effect]) -> bool:
    """A keeper's ``move`` has no meaning on a player's own card."""
    return not any(isinstance(e, sc.Move) and e.by == "keeper" for e in effs)


def options(s: MansionsState, f: Figure) -> Options | None:
    """What ``f``'s ability asks now, or None when it cannot be used (spent, the action needed and used,
    nothing to target, not implemented)."""
    if f.ability_used or not f.alive or f.space is None:
        return None
    effs = card(f).effects
    if not implemented(effs) or (is_action(f) and s.action_used):
        return None
    here = rules.room(f.space)
    targets: list[int] | None = None
    types: list[str] | None = None
    for e in effs:
        target = getattr(e, "target", None)
        if target == "chosen_in_room":
            targets = [g.seat for g in rules.living(s) if g.space is not None and rules.room(g.space) == here]
        elif target == "chosen_monster":
            targets = [m.uid for m in rules.monsters_in_room(s, here)]
        elif isinstance(e, sc.Draw) and e.deck == "spell":
            types = [t for t, deck in sorted(s.spell_decks.items()) if deck]
    if targets == [] or types == []:
        return None
    return Options(targets=targets, spell_types=types)


def use_ability(ctx: Ctx, seat: int, command: cmd.UseAbility) -> None:
    f = movement.acting(ctx, seat)
    if f.ability_used:
        rules.refuse("ability_spent", "H-64")
    if not implemented(card(f).effects):
        rules.refuse("ability_unavailable", "H-64")
    if is_action(f) and ctx.st.action_used:
        rules.refuse("action_used", "H-5")
    o = options(ctx.st, f)
    if o is None:
        rules.refuse("ability_no_target", "H-37")
    if (o.targets is None) != (command.target is None) or (o.targets is not None and command.target not in o.targets):
        rules.refuse("bad_ability_target", "H-37")
    if (o.spell_types is None) != (command.spell_type is None) or (
        o.spell_types is not None and command.spell_type not in o.spell_types
    ):
        rules.refuse("bad_spell_type", "H-36")
    if not is_action(f) or movement.evade(ctx, seat, "ability", token=command.spell_type, target=command.target):
        use_now(ctx, seat, command.target, command.spell_type)


def use_now(ctx: Ctx, seat: int, target: int | None, spell_type: str | None) -> None:
    f = ctx.st.figures[seat]
    ctx.emit(se.AbilityUsed(seat=seat, trait=f.mental, action=is_action(f), target=target))
    monster = target if any(getattr(e, "target", None) == "chosen_monster" for e in card(f).effects) else None
    for e in card(f).effects:
        if ctx.over:
            return
        if isinstance(e, sc.Draw) and e.deck == "spell" and spell_type is not None:
            spells.draw(ctx, seat, spell_type)
        else:
            chosen = None if monster is not None else target
            effects.apply(ctx, [e], seat, monster=monster, chosen=chosen, how=effects.How(ability=True))
