"""The heuristic player for Mansions of Madness (simulations and stand-ins), both sides.

``heuristic`` is found by name (``domain.match.bots_for``). It only sends commands built from the
seat's legal actions, so every one is accepted, and reads only what the seat may know: stand-ins call it
on ``resample_hidden(state, seat, rng)``, never on the real state. The investigators' choices are in
``investigator_bot.py``, the keeper's in ``keeper_bot.py``, what both share (and the puzzle solver)
in ``bot_tools.py``; each module's docstring says why it chooses as it does.

No loop stalls a match: every preferred action spends something bounded (a movement, the turn's
action, threat, a monster's speed, a puzzle's actions, a once-per-game ability), and when none helps
the bot ends its turn or passes.
"""

from __future__ import annotations

from domain.contract import Command
from domain.games.mansions.bot_tools import ENGINE, KEEPER, command
from domain.games.mansions.investigator_bot import investigator
from domain.games.mansions.keeper_bot import keeper
from domain.games.mansions.state import MansionsState
from domain.rng import Rng


def heuristic(s: MansionsState, seat: int, rng: Rng) -> Command | None:
    """The heuristic's command for ``seat``, or ``None`` when it has nothing to send."""
    actions = ENGINE.legal_actions(s, seat)
    if not actions:
        return None
    if s.phase == "setup":
        return command(actions[0], rng)
    if seat == KEEPER:
        return keeper(s, actions, rng)
    return investigator(s, seat, actions, rng)


def sides(seats: int) -> dict[str, list[int]]:
    """The two sides, for ``folie simulate --bot keeper=heuristic,investigators=random`` (issue 37): the
    keeper (seat 0) and the investigators (every other seat)."""
    return {"keeper": [KEEPER], "investigators": [seat for seat in range(seats) if seat != KEEPER]}
