"""What follows a command without anyone's choice: the first round once set-up is complete, the
keeper's turn once every investigator has played (H-4), steps 2-3 once trading is done, the end check."""

from __future__ import annotations

from domain.games.mansions import ending, keeper, keeper_cards, mythos, rules, trauma
from domain.games.mansions.context import Ctx
from domain.games.mansions.events import RoundStarted, TurnEnded


def advance(ctx: Ctx) -> None:
    while not ctx.over and ctx.st.test_prompt is None:  # a held decision goes on after its answer
        ending.check(ctx)
        s = ctx.st
        if s.winner is not None:
            return
        trauma.offer(ctx)
        if s.trauma_offers:  # the match waits for the keeper's answer (H-23, R-H-6)
            return
        mythos.window(ctx)
        if s.mythos_window is not None:  # the investigator waits for the keeper (H-6)
            return
        if s.phase == "setup":
            if s.answers is not None and all(seat in s.figures for seat in range(1, s.seats)):
                keeper_cards.starting_hand(ctx)
                ctx.emit(RoundStarted(round=1, start=rules.START))
                continue
            return
        if s.phase == "investigators" and s.active is None and s.pending is None:
            if not rules.waiting_turn(s):
                keeper.open_trade(ctx)
                continue
            return
        if s.phase == "investigators" and s.active is not None and not s.figures[s.active].alive:
            ctx.emit(TurnEnded(seat=s.active))
            continue
        if s.phase == "trade" and all(f.seat in s.trade_done for f in rules.living(s)):
            keeper.after_trade(ctx)
            continue
        return
