"""The facts of spells and abilities (part 2d): a cast (its card revealed), the draw that replaces it
(read as its type by every seat), an ability used.
"""

from __future__ import annotations

from domain.contract import Event


class SpellCast(Event, tag="spell_cast", frozen=True):
    """The action (H-35): the spell of handle ``spell`` is turned face up as ``card`` and discarded after
    use (H-36); its test follows, then its success or failure effects. ``target``: the chosen
    investigator's seat or the monster's uid."""

    reveals = True
    seat: int
    """The casting investigator's seat."""
    spell: str
    """The spell's handle in the caster's hand, `<type>-<n>` (R-H-21)."""
    card: str
    """The spell card's id, revealed as it is cast."""
    target: int | None = None
    """The chosen investigator's seat or the attacked monster's uid; `null` when the spell names none."""


class SpellDrawn(Event, tag="spell_drawn", frozen=True):
    """A new spell off the top of its type's deck into ``seat``'s hand (H-36, or an ability's draw); the
    card is known to nobody (R-H-21): every seat reads its type only (``views.event_view``)."""

    seat: int
    """The seat whose hand takes the spell."""
    card: str
    """The spell card's id; in every seat's copy, its type only (R-H-21)."""


class AbilityUsed(Event, tag="ability_used", frozen=True):
    """A mental trait's once-per-game ability (traits, H-64); ``action`` when it is the turn's action."""

    seat: int
    """The investigator's seat."""
    trait: str
    """The mental trait's id whose ability is used."""
    action: bool
    """True when the ability is the turn's action."""
    target: int | None = None
    """The chosen investigator's seat or monster's uid; `null` when the ability names none."""


SpellEvent = SpellCast | SpellDrawn | AbilityUsed
