"""What a seat may send during an exploration (L1338-1352); each names its ``character`` (solo plays two)."""

from __future__ import annotations

from domain.contract import Command
from domain.games.farcry.explorations.state import BASE


class ExploreReveal(Command, frozen=True, tag="explore_reveal"):
    """Step 1 (EX-11): turn a face-down card beside one of your arrows face up, 1 MP."""

    character: str
    """The explorer revealing."""
    cell: str
    """The face-down cell to turn, as `"x,y"`, beside one of the explorer's arrows."""


class ExploreChoose(Command, frozen=True, tag="explore_choose"):
    """Step 2 (EX-12, EX-23): a card beside one of your arrows (``"x,y"``) or a face-up secret place;
    hidden from the other seats until everyone has chosen."""

    character: str
    """The explorer choosing."""
    to: str
    """The destination: a cell `"x,y"` beside one of the explorer's arrows, or a face-up secret place's id."""
    flee_to: str = BASE
    """Where a forced flight goes (R-F-62), a cell `"x,y"`; the Base camp by default."""


class ExploreRerolls(Command, frozen=True, tag="explore_rerolls"):
    """EX-19 (L1366): on a hunt, re-rolls bought at 1 MP each before rolling (0: the free roll only)."""

    character: str
    """The explorer on the hunt."""
    rerolls: int
    """Re-rolls to buy, 1 MP each (0: the free roll only)."""


class ExploreRegroup(Command, frozen=True, tag="explore_regroup"):
    """Step 5 (EX-15): join a cell through spent revealed cards, 1 MP per card entered."""

    character: str
    """The explorer regrouping."""
    to: str
    """The cell to join, as `"x,y"`."""


class ExplorePass(Command, frozen=True, tag="explore_pass"):
    """Step 5: stay where you are this round."""

    character: str
    """The explorer staying."""


EXPLORATION_COMMANDS = (ExploreReveal, ExploreChoose, ExploreRerolls, ExploreRegroup, ExplorePass)
