"""Trauma cards (L55-57, L64, L110, L115): H-23..H-26, H-30, H-60, H-63, R-H-4, R-H-6, R-H-18.

After each health or sanity loss of a living investigator (one ``harmed`` event: R-H-6's loss event)
the keeper is offered a trauma, as soon as the command that caused the loss has resolved (designed:
a step under way is not suspended). The offer is made whenever the keeper holds a trauma card, a
public count, so that an offer tells the table nothing about which cards the keeper holds; the keeper
then plays a card of the matching kind whose threshold the counter meets (health: injury, sanity:
dementia) or passes, and with ``keeper_seconds`` the offer lapses as a pass. While offers wait, the
match waits for them. A trauma stays in play (H-24); a new one of a kind replaces the old (H-25, its
lasting modifiers go with it). An insane investigator takes a dementia as a keeper action, once a
keeper turn each (H-26, H-60). A "several investigators" trauma drawn with one investigator in play
is discarded and the next one drawn (H-30, R-H-18). Loss of Vision is a modifier, not darkness, so a
lantern does not cancel it (H-63).
"""

from __future__ import annotations

from domain.games.mansions import commands as cmd
from domain.games.mansions import effects, rules
from domain.games.mansions import events as ev
from domain.games.mansions import keeper_events as ke
from domain.games.mansions.content import CONTENT
from domain.games.mansions.context import Ctx
from domain.games.mansions.state import MansionsState, TraumaOffer

KIND = {"health": "injury", "sanity": "dementia"}


def held(s: MansionsState) -> list[str]:
    return [c for c in s.hand if c in CONTENT.trauma]


def playable(s: MansionsState, seat: int, kind: str, *, any_threshold: bool = False) -> list[str]:
    """Trauma cards in hand the keeper may play on ``seat`` for a loss of ``kind`` (H-23): the kind
    matches and the counter is at or below the card's threshold (none, or a card's offer "whatever its
    threshold": always)."""
    f = s.figures[seat]
    counter = f.health if kind == "injury" else f.sanity
    out = set()
    for c in held(s):
        spec, limit = CONTENT.trauma[c], CONTENT.trauma[c].threshold
        if spec.kind == kind and (limit is None or any_threshold or counter <= limit):
            out.add(c)
    return sorted(out)


def offer(ctx: Ctx) -> None:
    """Offer the keeper a trauma for each loss emitted since the last look (one per loss, R-H-6)."""
    fresh = ctx.events[ctx.trauma_seen :]
    ctx.trauma_seen = len(ctx.events)
    if not held(ctx.st) or ctx.over:
        return
    seconds = ctx.st.options.keeper_seconds
    deadline = None if seconds is None else ctx.now + seconds
    offers = [
        TraumaOffer(seat=e.seat, kind=KIND[e.counter], deadline=deadline)
        for e in fresh
        if isinstance(e, ev.Harmed) and ctx.st.figures[e.seat].alive
    ]
    if offers:
        ctx.emit(ke.TraumaOffered(offers=offers))
        ctx.trauma_seen = len(ctx.events)


def insane(s: MansionsState) -> list[int]:
    """Insane investigators who may take a dementia as a keeper action now (H-26, H-60): a keeper action
    is step 4's, so not once a monster has attacked (L52, L59)."""
    if s.phase != "keeper" or s.trauma_offers or s.drag is not None or s.winner is not None or s.attacked:
        return []
    return [f.seat for f in rules.living(s) if f.sanity == 0 and f.seat not in s.dementia_turn]


def play(ctx: Ctx, seat: int, command: cmd.PlayTrauma) -> None:
    s = ctx.st
    if seat != 0:
        rules.refuse("not_the_keeper", "H-23", status=403)
    if s.trauma_offers:
        first = s.trauma_offers[0]
        if command.card not in playable(s, first.seat, first.kind, any_threshold=first.any_threshold):
            rules.refuse("trauma_not_playable", "H-23")
        resolve(ctx, first.seat, command.card, offered=True)
        return
    if command.seat is None or command.seat not in insane(s):
        rules.refuse("no_trauma_window", "H-26", status=409)
    if command.card not in playable(s, command.seat, "dementia"):
        rules.refuse("trauma_not_playable", "H-26")
    resolve(ctx, command.seat, command.card, offered=False)


def resolve(ctx: Ctx, seat: int, card: str, *, offered: bool) -> None:
    """The card goes in play on ``seat``, replacing its trauma of the same kind (H-25), and applies."""
    kind = CONTENT.trauma[card].kind
    old = next((c for c in ctx.st.figures[seat].traumas if CONTENT.trauma[c].kind == kind), None)
    ctx.emit(ke.TraumaPlayed(seat=seat, card=card, replaced=old, offered=offered))
    effects.apply(ctx, CONTENT.trauma[card].card.effects, seat)


def pass_trauma(ctx: Ctx, seat: int, command: cmd.PassTrauma) -> None:
    if seat != 0:
        rules.refuse("not_the_keeper", "H-23", status=403)
    if not ctx.st.trauma_offers:
        rules.refuse("no_trauma_window", "H-23", status=409)
    ctx.emit(ke.TraumaPassed())


def waiting(ctx: Ctx, command: object) -> None:
    """While offers wait, only the keeper's answer is taken (R-H-6: the match waits for it)."""
    if ctx.st.trauma_offers and not isinstance(command, cmd.PlayTrauma | cmd.PassTrauma):
        rules.refuse("trauma_pending", "H-23", status=409)


def lapse(ctx: Ctx) -> None:
    """Every offer whose deadline has passed is a pass."""
    while (o := ctx.st.trauma_offers) and o[0].deadline is not None and o[0].deadline <= ctx.now and not ctx.over:
        ctx.emit(ke.TraumaPassed(lapsed=True))
