"""The effect vocabulary: what each keyword of a card does to one player.

Every keyword is resolved for one player at a time (``Step.seat``). When the rules leave that player
a real choice (which cards, which spell, which curse, which player, which reserve pile), ``picks.ask``
describes the prompt; when the choice is forced (as many candidates as cards to pick, or none),
``apply`` resolves it alone. "Si un effet peut être appliqué, il doit obligatoirement l'être" and
"appliquez tout ce qui peut l'être": counts are capped by what is available, never refused.
"""

from __future__ import annotations

from domain.games.bigbook import events as ev
from domain.games.bigbook.content import (
    CONTENT,
    card_element,
    card_value,
)
from domain.games.bigbook.context import Ctx, destroy_from_deck, draw, op_step, receive_madness
from domain.games.bigbook.picks import Pick, candidates_for
from domain.games.bigbook.state import Step


def apply(ctx: Ctx, step: Step, picks: list[Pick] | None) -> None:
    """Resolve one keyword for ``step.seat``; ``picks`` None means the choice is forced."""
    state = ctx.state
    op = step.op
    seat = step.seat
    if op == "draw":
        draw(ctx, seat, step.n)
        return
    if op == "add_madness":
        receive_madness(ctx, seat, step.zone or "discard", step.n)
        return
    if op == "destroy_deck":
        destroy_from_deck(ctx, seat, step.n)
        return
    if op == "shuffle_in":
        player = state.players[seat]
        order = ctx.rng.shuffled(player.deck + player.discard)
        ctx.emit(ev.DiscardShuffledIn(seat=seat, cards=order, count=len(order)))
        return
    if op == "extra_actions":
        ctx.emit(ev.FramePushed(seat=seat, actions=step.n))
        return
    if op == "token":
        if state.tokens[step.element] < CONTENT.setup.tokens_per_element:
            ctx.emit(ev.TokenAdded(element=step.element))
        return
    if picks is None:
        _, _, candidates, count, _ = candidates_for(state, step)
        picks = list(candidates[:count])
    if not picks:
        return
    cards = [str(p) for p in picks]
    if op in ("discard", "discard_madness", "trim"):
        ctx.emit(ev.CardsDiscarded(seat=seat, cards=cards, zone="hand"))
    elif op == "discard_support":
        ctx.emit(ev.CardsDiscarded(seat=seat, cards=cards, zone="support"))
    elif op == "support":
        ctx.emit(ev.CardsSupported(seat=seat, cards=cards))
    elif op == "heal":
        for card in cards:
            ctx.emit(ev.MadnessHealed(seat=seat, madness=card, cards=[]))
    elif op == "destroy_hand":
        ctx.emit(ev.CardsDestroyed(seat=seat, cards=cards, zone="hand"))
    elif op == "destroy_discard":
        ctx.emit(ev.CardsDestroyed(seat=seat, cards=cards, zone="discard"))
    elif op == "give" and step.other < 0:
        ctx.push([Step(op="give", seat=seat, n=step.n, actor=step.actor, source=step.source, other=int(picks[0]))])
    elif op == "give":
        ctx.emit(ev.CardsGiven(seat=seat, to=step.other, cards=cards, count=len(cards)))
    elif op == "recover":
        ctx.emit(ev.CardsRecovered(seat=seat, cards=cards))
    elif op == "topdeck":
        ctx.emit(ev.CardsTopdecked(seat=seat, cards=cards))
    elif op == "upgrade":
        old = cards[0]
        new = state.reserve[f"{card_element(old)}-{card_value(old) + 1}"][-1]
        ctx.emit(ev.ElementUpgraded(seat=seat, old=old, new=new))
        if step.n > 1:
            ctx.push(
                [
                    Step(
                        op="upgrade",
                        seat=seat,
                        n=step.n - 1,
                        actor=step.actor,
                        source=step.source,
                        cards=[*step.cards, new],
                    )
                ]
            )
    elif op == "gain":
        ctx.emit(ev.ElementGained(seat=seat, card=state.reserve[cards[0]][-1]))
        if step.n > 1:
            ctx.push(
                [
                    Step(
                        op="gain",
                        seat=seat,
                        n=step.n - 1,
                        actor=step.actor,
                        source=step.source,
                        value=step.value,
                        element=step.element,
                    )
                ]
            )
    elif op == "exhaust_spell":
        ctx.emit(ev.SpellsExhausted(seat=seat, spells=cards))
    elif op == "neutralise_spell":
        ctx.emit(ev.SpellsNeutralised(seat=seat, spells=cards))
    elif op == "ready_spell":
        ctx.emit(ev.SpellsReadied(seat=seat, spells=cards))
    elif op == "take_support":
        ctx.emit(ev.SupportTaken(seat=seat, cards=cards))
    elif op == "neutralise_curse":
        ctx.emit(ev.CursesNeutralised(curses=cards))
    elif op == "destroy_curse":
        for curse in cards:
            under = next(slot.madness for slot in state.board if slot.curse == curse)
            ctx.emit(ev.CurseDestroyed(seat=seat, curse=curse, cards=[], madness=list(under)))
    elif op == "choose_target":
        chosen = int(picks[0])
        ctx.push([op_step(o, chosen, step.actor, step.source) for o in step.ops])
    elif op == "destroy_spell":
        ctx.emit(ev.SpellDestroyed(seat=seat, spell=cards[0]))
    else:
        raise KeyError(op)
