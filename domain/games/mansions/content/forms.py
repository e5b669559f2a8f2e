"""The effect forms the engine implements, for each kind of card whose effects it applies.

The vocabulary (``schema.py``) can say more than the engine does: a ``move`` by the keeper of an
investigator outside the keeper's turn, a ``draw`` other than the keeper's mythos and trauma or an
ability's spell, a ``discard`` of anything but stun tokens, a place ``adjacent_room``, or a place of
the card's investigator on a card that concerns none. ``effects.py`` would only find them when the
card is played, mid-match; the loader asks :func:`unsupported` for every card, so a designer's edit
that uses one is refused at load naming the card and the form (content README, "Effect verbs").
Each :class:`Use` says how the engine applies that kind of card (the module named beside it).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from domain.games.mansions.content.schema import (
    Discard,
    Draw,
    Effect,
    Move,
    PlaceToken,
    RemoveToken,
    Summon,
    Test,
)

MONSTER_TARGETS = frozenset({"monster", "each_monster"})
"""A keeper's ``move`` of these opens monster moves (``effects.open_moves``), in any turn."""


@dataclass(frozen=True)
class Use:
    """How the engine applies one kind of card's effects.

    ``concerns``: the card concerns an investigator (``self``, its space and room exist);
    ``keeper_turn``: applied only in the keeper's turn, where a keeper's ``move`` of an
    investigator is a drag (``combat.drag``); ``keeper_moves``: False on a player's own card (an
    ability), where a keeper's move means nothing (``abilities.implemented``); ``own``: the forms the
    card's module handles itself, at the top of its list only (not inside a ``test``)."""

    concerns: bool
    keeper_turn: bool
    keeper_moves: bool = True
    own: frozenset[str] = frozenset()


MYTHOS_MOVE = "mythos_move"
"""``mythos.play``: a ``move`` of the card's investigator, the space named in the command."""
SPELL_DRAW = "spell_draw"
"""``abilities.use_now``: a ``draw`` of a spell, by ``spells.draw`` (the type in the command)."""
BARRICADE_BREAKS = "barricade_breaks"
"""``keeper_cards._through_barricade``: a ``remove_token`` of the barricade breaks it."""

USES: dict[str, Use] = {
    "monster_special": Use(concerns=True, keeper_turn=True),  # combat.monster_attack, step 5
    "combat_attack": Use(concerns=True, keeper_turn=False),  # combat.attack, the brown part
    "combat_strike": Use(concerns=True, keeper_turn=True),  # combat.monster_attack, the white part
    # a monster's step through a barricade: the keeper's move, or a spell's pull in the caster's turn
    "combat_barricade": Use(concerns=False, keeper_turn=False, own=frozenset({BARRICADE_BREAKS})),
    "ability": Use(concerns=True, keeper_turn=False, keeper_moves=False, own=frozenset({SPELL_DRAW})),
    "item": Use(concerns=True, keeper_turn=False),  # items.use_now
    "spell": Use(concerns=True, keeper_turn=False),  # spells.cast_now (its keeper's move of the monster)
    "mythos": Use(concerns=True, keeper_turn=False, own=frozenset({MYTHOS_MOVE})),
    "trauma": Use(concerns=True, keeper_turn=False),  # trauma.resolve, after a loss in either side's turn
    "keeper_action": Use(concerns=False, keeper_turn=True),  # keeper_cards.keeper_action
    "event": Use(concerns=False, keeper_turn=True),  # keeper.finish, step 6
    "obstacle": Use(concerns=True, keeper_turn=False),  # movement, a failed test on the way in
    "reveal": Use(concerns=True, keeper_turn=False),  # actions.reveal, the last clue explored
}


def unsupported(effects: Iterable[Effect], use: Use, top: bool = True) -> str | None:
    """The first effect of ``effects`` (tests' lists included) the engine does not implement where
    ``use`` applies it, told for the designer; None when every one is implemented."""
    for e in effects:
        problem = _form(e, use, top)
        if problem is None and isinstance(e, Test):
            problem = unsupported([*e.success, *e.failure], use, top=False)
        if problem is not None:
            return problem
    return None


def _form(e: Effect, use: Use, top: bool) -> str | None:
    own = use.own if top else frozenset()
    verb = str(type(e).__struct_config__.tag)
    if isinstance(e, PlaceToken | RemoveToken | Summon):
        if isinstance(e, RemoveToken) and e.token == "barricade" and BARRICADE_BREAKS in own:
            return None
        if e.where == "adjacent_room":
            return f"{verb} at 'adjacent_room'"
        if e.where in ("space", "room") and not use.concerns:
            return f"{verb} at '{e.where}' on a card that concerns no investigator (no space to name)"
    elif isinstance(e, Move):
        if e.target == "self" and MYTHOS_MOVE in own:
            return None
        if e.by == "keeper" and not use.keeper_moves:
            return f"move by the keeper on a player's own card (of '{e.target}')"
        if e.by == "keeper" and e.target not in MONSTER_TARGETS and not use.keeper_turn:
            return f"move by the keeper of '{e.target}' outside the keeper's turn"
    elif isinstance(e, Draw):
        if e.deck == "spell" and SPELL_DRAW in own:
            return None
        if not (e.who == "keeper" and e.deck in ("mythos", "trauma")):
            return f"draw of '{e.deck}' by '{e.who}' (only the keeper's mythos and trauma, and an ability's spell)"
    elif isinstance(e, Discard) and e.what != "stun":
        return f"discard of '{e.what}' (only stun tokens)"
    return None
