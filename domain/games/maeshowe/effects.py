"""Card effects ("EFFETS DES CARTES"): what happens when a card is played onto the line or discarded.

Effects needing a choice queue a task (a prompt); ``answers.py`` finishes them. Health effects hit the
acting player (R-Q-5); reaching 0 health loses at once, so every effect stops when the match is over.
"""

from __future__ import annotations

from collections.abc import Callable

from domain.games.maeshowe import events as ev
from domain.games.maeshowe.cards import CARD_RUNE, CARD_TYPE
from domain.games.maeshowe.context import Ctx
from domain.games.maeshowe.options import MAX_FOOD
from domain.games.maeshowe.rules import count_type

# -- tracks ------------------------------------------------------------------------------------------


def lose(ctx: Ctx, reason: str, detail: str) -> None:
    ctx.emit(ev.MatchLost(reason=reason, detail=detail))


def lose_health(ctx: Ctx, seat: int, amount: int) -> None:
    s = ctx.st
    before = s.health[seat]
    after = max(0, before - amount)
    if after != before:
        ctx.emit(ev.HealthChanged(seat=seat, delta=after - before, health=after, max_health=s.max_health[seat]))
    if after == 0:
        lose(ctx, "health", f"Seat {seat} lost their last health point.")


def gain_health(ctx: Ctx, seat: int, amount: int) -> None:
    """Healing stops at the current max health (R-Q-5)."""
    s = ctx.st
    before = s.health[seat]
    after = min(s.max_health[seat], before + amount)
    if after != before:
        ctx.emit(ev.HealthChanged(seat=seat, delta=after - before, health=after, max_health=s.max_health[seat]))


def change_food(ctx: Ctx, delta: int) -> None:
    """Food stays between 0 and 4 ("Votre nourriture maximale est de quatre")."""
    before = ctx.st.food
    after = min(MAX_FOOD, max(0, before + delta))
    if after != before:
        ctx.emit(ev.FoodChanged(delta=after - before, food=after))


def add_passages(ctx: Ctx, amount: int) -> None:
    """Never above the starting count (MISE EN PLACE 5; R-Q-5)."""
    s = ctx.st
    after = min(s.starting_passages, s.passages + amount)
    if after != s.passages:
        ctx.emit(ev.PassagesChanged(delta=after - s.passages, passages=after))


# -- shared procedures -----------------------------------------------------------------------------------


def draw(ctx: Ctx, seat: int, count: int) -> None:
    deck = ctx.st.deck
    count = min(count, len(deck))
    if count > 0:
        cards = [deck[-1 - i] for i in range(count)]
        ctx.emit(ev.CardsDrawn(seat=seat, cards=cards, count=count))


def go_mad(ctx: Ctx, seat: int, cause: str) -> None:
    """Rulebook: "Lorsque vous devenez fou": discard the hand (no effects), shuffle the discard into the deck,
    draw 5, lose 1 health and 1 max health for good. No check after this redraw (R-Q-1)."""
    s = ctx.st
    ctx.emit(ev.WentMad(seat=seat, hand=list(s.hands[seat]), cause="dread" if cause == "dread" else "runes"))
    deck = ctx.rng.shuffled(s.deck + s.discards[seat])
    ctx.emit(ev.DiscardShuffledIntoDeck(seat=seat, deck=deck, size=len(deck)))
    draw(ctx, seat, 5)
    health = max(0, s.health[seat] - 1)
    ctx.emit(
        ev.HealthChanged(seat=seat, delta=health - s.health[seat], health=health, max_health=s.max_health[seat] - 1)
    )
    if health == 0:
        lose(ctx, "health", f"Seat {seat} lost their last health point to madness.")


def dig_rune(ctx: Ctx, card: int) -> int:
    """The rune a line card counts with as a Dig, or 0 if it is not an unused Dig (R-Q-3)."""
    s = ctx.st
    if card in s.used:
        return 0
    kind = CARD_TYPE[card]
    if kind == "dig":
        return CARD_RUNE[card]
    if kind == "hope":
        return s.hope_runes.get(card, 0)
    return 0


def check_dig_run(ctx: Ctx) -> None:
    """Rulebook: "Creuser un passage": four consecutive unused Digs at the end of the line remove the leftmost
    passage token, two if all four runes match; the four are used for good (R-Q-3)."""
    s = ctx.st
    if len(s.line) < 4:
        return
    last = s.line[-4:]
    runes = [dig_rune(ctx, c) for c in last]
    if 0 in runes:
        return
    removed = min(s.passages, 2 if len(set(runes)) == 1 else 1)
    ctx.emit(ev.DigScored(cards=last, removed=removed, passages=s.passages - removed))
    if s.passages == 0:
        ctx.emit(ev.MatchWon(reason="escaped", detail="Every passage token is gone: Harald and Rögnvald escape."))


# -- play effects (jouée sur la ligne) -------------------------------------------------------------------


def _treasure(ctx: Ctx, card: int, at_start: bool) -> None:
    lose_health(ctx, ctx.st.active, 2)


def _eat(ctx: Ctx, card: int, at_start: bool) -> None:
    if ctx.st.food > 0:
        ctx.push("eat", ctx.st.active, card=card)


def _dig(ctx: Ctx, card: int, at_start: bool) -> None:
    check_dig_run(ctx)


def _goose(ctx: Ctx, card: int, at_start: bool) -> None:
    change_food(ctx, 1)


def _collapse(ctx: Ctx, card: int, at_start: bool) -> None:
    lose_health(ctx, ctx.st.active, 2)
    if not ctx.over:
        add_passages(ctx, 2)


def _raven(ctx: Ctx, card: int, at_start: bool) -> None:
    gain_health(ctx, ctx.st.active, 2)


def _out_of_food(ctx: Ctx, card: int, at_start: bool) -> None:
    change_food(ctx, -ctx.st.food)


def _sleep(ctx: Ctx, card: int, at_start: bool) -> None:
    gain_health(ctx, ctx.st.active, 1)


def _gluttony(ctx: Ctx, card: int, at_start: bool) -> None:
    lose_health(ctx, ctx.st.active, 2)


def _forage(ctx: Ctx, card: int, at_start: bool) -> None:
    if ctx.st.food > 0:
        ctx.push("forage", ctx.st.active, card=card)


def _crumbling(ctx: Ctx, card: int, at_start: bool) -> None:
    s = ctx.st
    count = min(5, len(s.deck))
    if count:
        ctx.emit(ev.DeckToDiscard(seat=s.active, cards=[s.deck[-1 - i] for i in range(count)]))


def _economy(ctx: Ctx, card: int, at_start: bool) -> None:
    if len(ctx.st.line) > 1:
        ctx.push("economy_line", ctx.st.active, card=card)


def _dread(ctx: Ctx, card: int, at_start: bool) -> None:
    go_mad(ctx, ctx.st.active, "dread")


def _hope(ctx: Ctx, card: int, at_start: bool) -> None:
    ctx.push("hope_rune", ctx.st.active, card=card)


def _snub(ctx: Ctx, card: int, at_start: bool) -> None:
    """Search the deck from the top, then the discards (yours first, each from its top), for a Raven
    or a Goose; put the first found at the start of the line; then shuffle the deck."""
    s = ctx.st
    found: ev.SnubFound | None = None
    for i in range(len(s.deck) - 1, -1, -1):
        if CARD_TYPE[s.deck[i]] in ("raven", "goose"):
            found = ev.SnubFound(card=s.deck[i], source="deck", owner=-1)
            break
    if found is None:
        order = [s.active] + [o for o in range(s.seats) if o != s.active]
        for owner in order:
            for c in reversed(s.discards[owner]):
                if CARD_TYPE[c] in ("raven", "goose"):
                    found = ev.SnubFound(card=c, source="discard", owner=owner)
                    break
            if found is not None:
                break
    if found is not None:
        ctx.emit(found)
    deck = ctx.rng.shuffled(s.deck)
    ctx.emit(ev.DeckShuffled(deck=deck, size=len(deck)))


def _sacrifice(ctx: Ctx, card: int, at_start: bool) -> None:
    """Only next to a Goose, and only with a food to pay; runes matching open the stronger options."""
    s = ctx.st
    if s.food < 1:
        return
    i = s.line.index(card)
    neighbours = [s.line[j] for j in (i - 1, i + 1) if 0 <= j < len(s.line)]
    geese = [c for c in neighbours if CARD_TYPE[c] == "goose"]
    if not geese:
        return
    match = any(CARD_RUNE[g] & CARD_RUNE[card] for g in geese)
    ctx.push("sacrifice", s.active, card=card, flag=match)


def _haste(ctx: Ctx, card: int, at_start: bool) -> None:
    change_food(ctx, -1)


def _promptness(ctx: Ctx, card: int, at_start: bool) -> None:
    change_food(ctx, -1)
    if len(ctx.st.line) > 1:
        ctx.push("rearrange", ctx.st.active, card=card)


def _none(ctx: Ctx, card: int, at_start: bool) -> None:
    return


PLAY: dict[str, Callable[[Ctx, int, bool], None]] = {
    "treasure": _treasure,
    "eat": _eat,
    "dig": _dig,
    "goose": _goose,
    "collapse": _collapse,
    "raven": _raven,
    "out_of_food": _out_of_food,
    "sleep": _sleep,
    "gluttony": _gluttony,
    "forage": _forage,
    "crumbling": _crumbling,
    "economy": _economy,
    "dread": _dread,
    "hope": _hope,
    "snub": _snub,
    "sacrifice": _sacrifice,
    "haste": _haste,
    "promptness": _promptness,
    "ruin": _none,
    "recovery": _none,
}


def on_play(ctx: Ctx, card: int, at_start: bool = False) -> None:
    PLAY[CARD_TYPE[card]](ctx, card, at_start)


# -- discard effects (défaussée) -------------------------------------------------------------------------


def _lose_one(ctx: Ctx, card: int) -> None:
    lose_health(ctx, ctx.st.active, 1)


def _d_gluttony(ctx: Ctx, card: int) -> None:
    change_food(ctx, -ctx.st.food)


def _d_forage(ctx: Ctx, card: int) -> None:
    change_food(ctx, 1)


def _d_crumbling(ctx: Ctx, card: int) -> None:
    seat = ctx.st.active
    hand = list(ctx.st.hands[seat])
    if hand:
        ctx.emit(ev.CardsForcedToDiscard(seat=seat, cards=hand, reason="crumbling"))


def _d_economy(ctx: Ctx, card: int) -> None:
    if any(c != card for d in ctx.st.discards for c in d):
        ctx.push("economy_discard", ctx.st.active, card=card)


def _d_dread(ctx: Ctx, card: int) -> None:
    lose_health(ctx, ctx.st.active, 1)
    if not ctx.over:
        change_food(ctx, -1)


def _d_hope(ctx: Ctx, card: int) -> None:
    s = ctx.st
    count = min(2, len(s.deck))
    if count:
        ctx.emit(ev.HopePeeked(seat=s.active, cards=[s.deck[-1 - i] for i in range(count)], count=count))
        ctx.push("hope_peek", s.active, card=card, amount=count)


def _d_snub(ctx: Ctx, card: int) -> None:
    """The top two cards go to the start of the line, then their play effects resolve in order."""
    s = ctx.st
    count = min(2, len(s.deck))
    if not count:
        return
    cards = [s.deck[-1 - i] for i in range(count)]
    ctx.emit(ev.SnubDrawn(cards=cards))
    for c in reversed(cards):
        ctx.push("resolve_play", s.active, card=c)


def _d_promptness(ctx: Ctx, card: int) -> None:
    ctx.push("promptness_cost", ctx.st.active, card=card)


def _d_none(ctx: Ctx, card: int) -> None:
    return


DISCARD: dict[str, Callable[[Ctx, int], None]] = {
    "treasure": _lose_one,
    "collapse": _lose_one,
    "out_of_food": _lose_one,
    "haste": _lose_one,
    "ruin": _lose_one,
    "gluttony": _d_gluttony,
    "forage": _d_forage,
    "crumbling": _d_crumbling,
    "economy": _d_economy,
    "dread": _d_dread,
    "hope": _d_hope,
    "snub": _d_snub,
    "promptness": _d_promptness,
    "eat": _d_none,
    "dig": _d_none,
    "goose": _d_none,
    "raven": _d_none,
    "sleep": _d_none,
    "sacrifice": _d_none,
    "recovery": _d_none,
}


def on_discard(ctx: Ctx, card: int) -> None:
    DISCARD[CARD_TYPE[card]](ctx, card)


# -- the turn's start, Ruine's pair ------------------------------------------------------------------------


def begin_turn(ctx: Ctx, seat: int) -> None:
    """Start-of-turn rules: the Précipitation obligation. Ruine + Récupération is the turn's first answer
    (``rules.ruin_due``), not a prompt of its own: a separate prompt would tell the other seats what the
    hand holds, or (asked only when ambiguous) that a second copy is still in it (issue 13 item 7)."""
    s = ctx.st
    hand = s.hands[seat]
    must = count_type(hand, "dig") >= 3 and count_type(hand, "haste") > 0
    ctx.emit(ev.TurnStarted(seat=seat, turn=s.turn + 1, must_play_haste=must))


def ruin_pair(ctx: Ctx, seat: int, ruin: int, recovery: int) -> None:
    """Rulebook: "Vous devez les défausser toutes les deux et vous perdez un point de santé" (no discard effects)."""
    ctx.emit(ev.CardsForcedToDiscard(seat=seat, cards=[ruin, recovery], reason="ruin_recovery"))
    lose_health(ctx, seat, 1)
