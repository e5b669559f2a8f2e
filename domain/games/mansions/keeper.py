"""The keeper's turn (L44-62): step 1 trade (L46, R-H-26), step 2 stun recovery (L48, R-H-11), step 3
threat (L50, R-H-25), steps 4-5 (keeper cards, monster attacks: part 2) closed by ``end_keeper_turn``
(with R-H-24's monster stun recovery), step 6 the time token and the event (L62, R-H-17)."""

from __future__ import annotations

from domain.games.mansions import combat_events as ce
from domain.games.mansions import commands as cmd
from domain.games.mansions import effects, rules
from domain.games.mansions import events as ev
from domain.games.mansions.content import CONTENT
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import MansionsState


def traders(s: MansionsState) -> list[int]:
    """Investigators who share a space with another living one: they may trade at step 1."""
    return sorted(f.seat for f in rules.living(s) if rules.trade_partners(s, f))


def open_trade(ctx: Ctx) -> None:
    ctx.emit(ev.TradeOpened(waiting=traders(ctx.st)))


def trading(ctx: Ctx, seat: int) -> None:
    s = ctx.st
    if s.phase != "trade" or seat in s.trade_done or seat not in s.figures:
        rules.refuse("not_trading", "H-18", status=409)


def give(ctx: Ctx, seat: int, command: cmd.Give) -> None:
    trading(ctx, seat)
    f = ctx.st.figures[seat]
    if command.to not in [g.seat for g in rules.trade_partners(ctx.st, f)]:
        rules.refuse("not_in_space", "H-18")
    if command.card not in rules.tradable(f):
        rules.refuse("not_tradable", "R-H-26")
    ctx.emit(ev.ItemGiven(giver=seat, to=command.to, card=command.card))


def end_trade(ctx: Ctx, seat: int, command: cmd.EndTrade) -> None:
    trading(ctx, seat)
    ctx.emit(ev.TradeDone(seat=seat))


def after_trade(ctx: Ctx) -> None:
    """Steps 2 and 3, then the keeper's steps 4-5 open (with their deadline if the option is set)."""
    for f in rules.living(ctx.st):
        if f.stun > 0:
            ctx.emit(ev.StunRecovered(seat=f.seat))
    ctx.emit(ev.ThreatGained(amount=len(rules.living(ctx.st))))
    seconds = ctx.st.options.keeper_seconds
    ctx.emit(ev.KeeperTurnOpened(deadline=None if seconds is None else ctx.now + seconds))


def end_keeper_turn(ctx: Ctx, seat: int, command: cmd.EndKeeperTurn) -> None:
    if seat != 0:
        rules.refuse("not_the_keeper", "H-21", status=403)
    if ctx.st.phase != "keeper":
        rules.refuse("not_keeper_turn", "H-21", status=409)
    if ctx.st.drag is not None:
        rules.refuse("drag_pending", "H-34", status=409)
    finish(ctx)


def finish(ctx: Ctx) -> None:
    """Monsters in a burning room take 2 damage (R-H-3); monsters lose a stun token (step 5, R-H-24);
    step 6: a time token, and the event resolves when its tokens reach its time (L62); then the next round."""
    for m in list(ctx.st.monsters):
        if ctx.st.tokens.get(rules.room(m.space), {}).get("fire", 0) > 0:
            effects.wound_monster(ctx, m, 2)  # H-46, R-H-3: at the end of its side's turn
    for m in list(ctx.st.monsters):
        if m.stun > 0:
            ctx.emit(ev.StunRecovered(monster=m.uid))
    deck = ctx.st.event_deck
    if deck:
        top = CONTENT.events[deck[0]]
        ctx.emit(ev.TimeTokenPlaced(event=top.id))
        if ctx.st.time >= top.time:
            ctx.emit(ev.EventResolved(event=top.id))
            effects.apply(ctx, top.card.effects, None)
    if not ctx.over:
        ctx.emit(ev.RoundStarted(round=ctx.st.round + 1, start=rules.START))


def lapse(ctx: Ctx) -> None:
    """The keeper's turn passes at its deadline (option ``keeper_seconds``)."""
    d = ctx.st.keeper_deadline
    if ctx.st.phase == "keeper" and d is not None and d <= ctx.now and not ctx.over:
        if ctx.st.drag is not None:
            ctx.emit(ce.Dragged(seat=ctx.st.drag.seat, to=None))
        finish(ctx)
