"""What a Far Cry view leaves out even when it shows every token face up: the piles nobody sees. Only
the omniscient view (a finished match's replay, an admin) carries it (``FarCryView.hidden``)."""

from __future__ import annotations

import msgspec


class HiddenView(msgspec.Struct, frozen=True):
    loot_box: list[str]
    """The loot left in the box (SU-3)."""
    madness_deck: list[str]
    """The madness deck in order, next draw first."""
    anecdote_when: list[str]
    """The "Quand" pile in order (AN-2)."""
