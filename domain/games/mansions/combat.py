"""Combat (L68-72): an investigator's attack as the action (H-31..H-33) and the keeper's step 5, monster
attacks (H-27, H-28, H-34, R-H-7, R-H-13, R-H-24). Both draw from the monster class's combat deck until a
card matches (R-H-23): the draws and any reshuffle are events, so ``evolve`` never draws."""

from __future__ import annotations

from domain.games.mansions import combat_events as ce
from domain.games.mansions import commands as cmd
from domain.games.mansions import effects, movement, rules
from domain.games.mansions.content import CONTENT
from domain.games.mansions.content import schema as sc
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import Figure, MansionsState, MonsterFigure

MONSTER_KINDS = frozenset({"bare_hands", "melee", "ranged"})
"""The cards a monster's attack on a visible investigator matches (designed: any attack card; the
"vs hidden" and "vs barricade" cards are for their own cases, L97, L98)."""


def draw(ctx: Ctx, cls: str, kinds: frozenset[str]) -> str:
    """Draw from ``cls``'s deck until a card of ``kinds`` (H-32, H-34): the ones before it are discarded
    (R-H-23), an exhausted deck is shuffled from its discard (R-H-23). Every card drawn ends in the discard."""
    drawn: list[str] = []
    while True:
        deck = ctx.st.combat.get(cls, [])
        if len(drawn) == len(deck):
            if drawn:
                ctx.emit(ce.CombatDrawn(monster_class=cls, cards=drawn))
                drawn = []
            pool = sorted(ctx.st.combat_discard.get(cls, []))
            ctx.emit(ce.CombatShuffled(monster_class=cls, deck=ctx.rng.shuffled(pool)))
            continue
        card = deck[len(drawn)]
        drawn.append(card)
        if CONTENT.combat[card].kind in kinds:
            ctx.emit(ce.CombatDrawn(monster_class=cls, cards=drawn))
            return card


def weapon_targets(s: MansionsState, f: Figure, weapon: str | None) -> list[int]:
    """Monsters the weapon reaches (H-31, H-33): bare hands and melee in the space, ranged within the
    weapon's range in line of sight (``CONTENT.geometry``, R-H-27)."""
    here = f.space
    if here is None:
        return []
    spec = None if weapon is None else CONTENT.items[weapon].weapon
    if spec is None or spec.attack == "melee":
        return [m.uid for m in rules.monsters_in_space(s, here)]
    return [m.uid for m in s.monsters if rules.GEO.in_range(here, m.space, spec.range)]


def attacks(s: MansionsState, f: Figure) -> dict[str | None, list[int]]:
    """Weapon (None: bare hands) -> the monsters it may attack now (the action free, not hidden, H-53)."""
    if s.action_used or f.hidden is not None or f.space is None:
        return {}
    out: dict[str | None, list[int]] = {}
    for weapon in [None, *dict.fromkeys(i for i in f.items if CONTENT.items[i].weapon is not None)]:
        targets = weapon_targets(s, f, weapon)
        if targets:
            out[weapon] = targets
    return out


def kind_of(weapon: str | None) -> str:
    spec = None if weapon is None else CONTENT.items[weapon].weapon
    return "bare_hands" if spec is None else spec.attack


def attack(ctx: Ctx, seat: int, command: cmd.Attack) -> None:
    """The attack action (H-31): no evade test first (H-9 asks it before non-attack actions)."""
    f = movement.acting(ctx, seat)
    if ctx.st.action_used:
        rules.refuse("action_used", "H-5")
    if f.hidden is not None:
        rules.refuse("hidden_cannot_attack", "H-53")
    if command.weapon is not None and (command.weapon not in f.items or CONTENT.items[command.weapon].weapon is None):
        rules.refuse("not_a_weapon", "H-31")
    if command.monster not in weapon_targets(ctx.st, f, command.weapon):
        rules.refuse("out_of_reach", "H-33")
    m = next(m for m in ctx.st.monsters if m.uid == command.monster)
    kind = kind_of(command.weapon)
    ctx.emit(ce.Attacked(seat=seat, monster=m.uid, weapon=command.weapon, kind=kind))
    card = CONTENT.combat[draw(ctx, CONTENT.monsters[m.kind].cls, frozenset({kind}))]
    part = card.investigator
    if part is None:  # the loader gives every attack card an investigator part
        return
    weapon = None if command.weapon is None else CONTENT.items[command.weapon].weapon
    how = effects.How(combat=True, bonus=0 if weapon is None else weapon.bonus)
    effects.apply(ctx, part.effects, seat, monster=m.uid, how=how)


def attackers(s: MansionsState) -> dict[int, list[int]]:
    """Keeper step 5: each monster not stunned (H-28) that has not attacked yet -> the investigators it
    may attack: in its space, or within its ``reach`` in line of sight (R-H-7, H-33)."""
    if s.phase != "keeper":
        return {}
    out: dict[int, list[int]] = {}
    for m in s.monsters:
        if m.stun > 0 or m.uid in s.attacked:
            continue
        targets = [f.seat for f in rules.living(s) if f.space is not None and reaches(m, f.space)]
        if targets:
            out[m.uid] = targets
    return out


def reaches(m: MonsterFigure, space: str) -> bool:
    reach = CONTENT.monsters[m.kind].reach
    return m.space == space or (reach > 0 and rules.GEO.in_range(m.space, space, reach))


def monster_attack(ctx: Ctx, seat: int, command: cmd.MonsterAttack) -> None:
    """A monster's attack (H-34): a card of its class ("vs hidden" against a hidden investigator, R-H-13),
    its white lower part resolved at once, or the monster's special attack revealed and resolved."""
    if seat != 0:
        rules.refuse("not_the_keeper", "H-27", status=403)
    if ctx.st.phase != "keeper":
        rules.refuse("not_keeper_turn", "H-27", status=409)
    dragging(ctx)
    options = attackers(ctx.st)
    if command.monster not in options:
        rules.refuse("monster_cannot_attack", "H-28")
    if command.target not in options[command.monster]:
        rules.refuse("out_of_reach", "R-H-7")
    m = next(m for m in ctx.st.monsters if m.uid == command.monster)
    spec = CONTENT.monsters[m.kind]
    hidden = ctx.st.figures[command.target].hidden is not None
    card = CONTENT.combat[draw(ctx, spec.cls, frozenset({"vs_hidden"}) if hidden else MONSTER_KINDS)]
    ctx.emit(ce.MonsterAttacked(monster=m.uid, seat=command.target, card=card.id, special=card.special))
    resolve_attack(ctx, command.target, m.uid, card.id, card.special)


def attack_part(m: MonsterFigure, card: str, special: bool) -> list[sc.Effect]:
    """The effects a monster's attack resolves: its special attack, or the card's white lower part (H-34)."""
    part = CONTENT.monsters[m.kind].special if special else CONTENT.combat[card].monster
    return list(part.effects)


def resolve_attack(ctx: Ctx, seat: int, uid: int, card: str, special: bool) -> None:
    """The attack's effects on the investigator of ``seat`` (a combat test, H-34)."""
    m = next((m for m in ctx.st.monsters if m.uid == uid), None)
    if m is None or not ctx.st.figures[seat].alive:
        return
    effects.apply(ctx, attack_part(m, card, special), seat, monster=uid, how=effects.How(combat=True))


def drag(ctx: Ctx, seat: int, command: cmd.DragInvestigator) -> None:
    """The keeper moves the dragged investigator a space; entering a room with monsters asks horror
    tests as any entering (H-8, R-H-8)."""
    if seat != 0:
        rules.refuse("not_the_keeper", "H-34", status=403)
    d = ctx.st.drag
    if d is None:
        rules.refuse("no_prompt", "H-34", status=409)
    if command.space not in rules.drag_spaces(ctx.st, d.seat):
        rules.refuse("not_adjacent", "H-7", space=command.space)
    here = ctx.st.figures[d.seat].space or command.space
    ctx.emit(ce.Dragged(seat=d.seat, to=command.space))
    if rules.room(command.space) != rules.room(here):
        effects.horror_tests(ctx, d.seat, rules.monsters_in_room(ctx.st, rules.room(command.space)))


def dragging(ctx: Ctx) -> None:
    """Refuse the keeper's other step-5 commands while a drag waits for its space."""
    if ctx.st.drag is not None:
        rules.refuse("drag_pending", "H-34", status=409)
