"""The investigators' seven attributes named in both languages: one catalogue part, read by the log's
sentences (``sentences.py``) and by the view's names (``view_names.py``), so a name is changed once."""

from __future__ import annotations

from domain.texts import both

ATTRIBUTE_NAMES: dict[str, dict[str, str]] = {
    "attribute.strength": both("Strength", "Force"),
    "attribute.dexterity": both("Dexterity", "Dextérité"),
    "attribute.marksmanship": both("Marksmanship", "Tir"),
    "attribute.intellect": both("Intellect", "Intelligence"),
    "attribute.willpower": both("Willpower", "Volonté"),
    "attribute.lore": both("Lore", "Savoir"),
    "attribute.luck": both("Luck", "Chance"),
}
"""Catalogue entries keyed ``attribute.<attribute>`` (the attribute as the content and commands spell it)."""
