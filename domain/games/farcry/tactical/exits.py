"""Exit tiles (TI-11, L2263-2265, R-F-44): a player or an ally standing on one leaves the game.

Checked after every action and after the enemies' turn (`flow.check_end`), so a move that ends
on the exit takes the unit out at once: its figure is removed, it can no longer act nor be targeted,
and its board's tokens still count for the debriefing (R-F-44). Enemies never leave by an exit.
"""

from __future__ import annotations

from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.context import Flow
from domain.games.farcry.tactical.statuses import offer_lapses


def leave(f: Flow) -> None:
    exits = {t.at for t in f.s.tiles if t.kind == "exit"}
    if not exits:
        return
    for c in f.s.characters:
        if c.at in exits and not c.exited:
            f.emit(ev.UnitRemoved(who=c.character, why="exited"))
            f.emit(*offer_lapses(f.s, c.character, "exited"))
    for u in list(f.s.units):
        if u.at in exits and CONTENT.units[u.unit].side != "enemy":
            f.emit(ev.UnitRemoved(who=u.uid, why="exited"))
