"""The course of a turn ("Déroulement du Jeu") as steps of the pending-work queue.

A turn is ``turn_start`` (Concentration), ``monster_phase`` (advance the invocation marker, trigger
curses, or resolve the monster and turn the page), ``end_monster_phase``; then the action phase
waits for the acting player; ``end_actions`` schedules ``recovery``, ``power_window`` (the active
player may still use the magician power), ``elimination`` and ``end_turn``. :func:`run` resolves
steps until one needs a player's choice, or the action phase or the power window waits for a command.
"""

from __future__ import annotations

from domain.games.bigbook import events as ev
from domain.games.bigbook.action_phase import power_unused
from domain.games.bigbook.content import CONTENT, is_madness
from domain.games.bigbook.context import Ctx, draw, end_match, expand, next_seat
from domain.games.bigbook.effects import apply
from domain.games.bigbook.picks import CHOICE_OPS, Pick, ask
from domain.games.bigbook.state import Step

SPACE_SLOTS: dict[int, tuple[str, ...]] = {2: ("2",), 3: ("3L", "3R"), 4: ("4",), 5: ("5",)}


def run(ctx: Ctx) -> None:
    """Resolve pending work until a choice or a command is needed, or the match ends."""
    while not ctx.over:
        state = ctx.state
        if state.queue:
            step = state.queue[0]
            if ask(state, step) is not None:
                return
            if step.op == "power_window" and power_unused(state, step.seat):
                return  # the active player may still use the power: wait for power or end of turn
            ctx.push([], pop=True)
            perform(ctx, step, None)
            continue
        if state.phase == "action" and len(state.frames) > 1 and state.frames[-1].remaining == 0:
            ctx.emit(ev.FramePopped(seat=state.frames[-1].seat))
            continue
        return


def perform(ctx: Ctx, step: Step, picks: list[Pick] | None) -> None:
    handler = _FLOW.get(step.op)
    if handler is not None:
        handler(ctx, step)
    elif step.op in CHOICE_OPS or step.op in _AUTO_OPS:
        apply(ctx, step, picks)
    else:
        raise KeyError(step.op)


_AUTO_OPS = frozenset({"draw", "add_madness", "destroy_deck", "shuffle_in", "extra_actions", "token"})


# -- set-up ------------------------------------------------------------------------------------


def deal(ctx: Ctx) -> None:
    """Starting elements to each magician's deck (value-1 cards from the box, the value-2 card from
    the reserve), then opening hands of 6 and the first turn. Terreur: one madness from the pile in
    each deck; Cauchemar: the value-2 card is replaced by a value-1 card ("Modes de jeu")."""
    state = ctx.state
    mode = state.options.mode
    box = list(state.box)
    for player in state.players:
        magician = CONTENT.magicians[player.magician]
        cards: list[str] = []
        for group in magician.elements:
            value = 1 if mode == "cauchemar" else group.value
            for _ in range(group.count):
                if value == 1:
                    card = next(c for c in box if c.startswith(f"{group.element}-1-"))
                    box.remove(card)
                else:
                    pile = ctx.state.reserve[f"{group.element}-{value}"]
                    card = next(c for c in reversed(pile) if c not in cards)
                cards.append(card)
        if mode == "terreur":
            cards.append(ctx.state.madness_pile[-1])
        order = ctx.rng.shuffled(cards)
        ctx.emit(ev.DeckFormed(seat=player.seat, cards=order, count=len(order)))
    for player in ctx.state.players:
        draw(ctx, player.seat, CONTENT.setup.hand_size)
    ctx.push([Step(op="turn_start", seat=state.options.first_player)])


# -- the turn ------------------------------------------------------------------------------------


def _turn_start(ctx: Ctx, step: Step) -> None:
    """Concentration: the new active player readies their exhausted spells (in the event)."""
    ctx.emit(ev.TurnStarted(seat=step.seat, turn=ctx.state.turn + 1))
    ctx.push([Step(op="monster_phase"), Step(op="end_monster_phase")])


def _monster_phase(ctx: Ctx, step: Step) -> None:
    """Advance the invocation marker one space and apply the space reached."""
    state = ctx.state
    if state.pages_turned == 0:
        # "Lors du 1er tour du premier joueur, le grimoire est fermé": space 1, turn the first page.
        ctx.emit(ev.InvocationMoved(space=1))
        ctx.push([Step(op="new_monster")])
        return
    space = state.invocation + 1
    if space <= 5:
        ctx.emit(ev.InvocationMoved(space=space))
        ctx.push([Step(op="trigger", zone=slot) for slot in SPACE_SLOTS.get(space, ())])
        return
    ctx.emit(ev.InvocationMoved(space=0))
    ctx.push([Step(op="check_monster")])


def _trigger(ctx: Ctx, step: Step) -> None:
    """ "Déclencher les Malédictions": a face-up curse on the space reached applies its effect to all
    players from the active one (a neutralised curse has no effect)."""
    state = ctx.state
    slot = next(s for s in state.board if s.slot == step.zone)
    if not slot.curse or slot.neutralised >= 0:
        return
    ctx.emit(ev.CurseTriggered(curse=slot.curse, slot=slot.slot))
    curse = CONTENT.curses[slot.curse]
    ctx.push(expand(state, curse.effects, state.active, 1, slot.curse))


def _check_monster(ctx: Ctx, step: Step) -> None:
    """On the Invocation space: any curse left (even neutralised) is a failure, else a success; the
    last monster decides the game (R-B-5)."""
    state = ctx.state
    page_index = state.pages_turned
    defeated = not any(slot.curse for slot in state.board)
    front = CONTENT.pages[state.grimoire[page_index]]
    ctx.emit(ev.MonsterResolved(page=state.grimoire[page_index - 1], defeated=defeated))
    if front.kind == "end":
        if defeated:
            end_match(ctx, "won", "final_monster_defeated", front.bonus_text)
        else:
            end_match(ctx, "lost", "final_monster_not_defeated", front.failure_text)
        return
    effects = front.bonus if defeated else front.failure
    steps = expand(state, effects, state.active, 1, front.id)
    ctx.push([*steps, Step(op="clear_curses"), Step(op="new_monster")])


def _clear_curses(ctx: Ctx, step: Step) -> None:
    state = ctx.state
    curses = [slot.curse for slot in state.board if slot.curse]
    madness = [card for slot in state.board for card in slot.madness]
    ctx.emit(ev.CursesCleared(curses=curses, madness=madness))


def _new_monster(ctx: Ctx, step: Step) -> None:
    """Marker on space 1, turn the page, the new monster's appearance effect for all players; then
    the round marker and the curses."""
    state = ctx.state
    if state.invocation != 1:
        ctx.emit(ev.InvocationMoved(space=1))
    index = state.pages_turned + 1
    page_id = state.grimoire[index - 1]
    ctx.emit(ev.PageTurned(page=page_id, index=index))
    monster = CONTENT.pages[page_id].monster
    assert monster is not None
    steps = expand(ctx.state, monster.appearance, ctx.state.active, 1, page_id)
    ctx.push([*steps, Step(op="advance_round"), Step(op="lay_curses")])


def _advance_round(ctx: Ctx, step: Step) -> None:
    """Move the round marker down one row, except on the first turn of the game."""
    state = ctx.state
    if state.pages_turned > 1:
        ctx.emit(ev.RoundAdvanced(round=state.monster_round + 1))


def _lay_curses(ctx: Ctx, step: Step) -> None:
    """Multi-element curses of the round track first, then the three curses shown at the bottom of
    the monster's page, on spaces 2, 3-left, 3-right, 4, 5 (R-B-4). An empty pile places nothing."""
    state = ctx.state
    page = CONTENT.pages[state.grimoire[state.pages_turned - 1]]
    assert page.monster is not None
    multi = CONTENT.setup.round_track[state.monster_round - 1][state.options.difficulty - 1]
    wanted = ["multi"] * multi + list(page.monster.curses)
    free = [slot.slot for slot in state.board if not slot.curse]
    for pile_name in wanted:
        pile = ctx.state.curse_piles[pile_name]
        if not pile or not free:
            continue
        madness: list[str] = []
        if page.monster.madness_under_curses and ctx.state.madness_pile:
            madness = [ctx.state.madness_pile[-1]]
        ctx.emit(ev.CursePlaced(curse=pile[0], slot=free.pop(0), madness=madness))


def _end_monster_phase(ctx: Ctx, step: Step) -> None:
    """Neutralised curses are turned face up again "au tour suivant": once the monster phase of the
    turn after the one they were neutralised in is over. Neutralised spells stay face down: the
    rulebook gives them no return (README, interpretation 1)."""
    state = ctx.state
    turn = state.turn
    curses = [slot.curse for slot in state.board if slot.curse and 0 <= slot.neutralised < turn]
    if curses:
        ctx.emit(ev.NeutralisedRestored(curses=curses, spells=[]))
    ctx.emit(ev.PhaseChanged(phase="action"))


def _recovery(ctx: Ctx, step: Step) -> None:
    """Exactly 6 cards in hand: draw up to 6 (empty deck: madness and reshuffle), or discard
    element cards down to 6, never madness (Phase de Récupération)."""
    hand = ctx.state.players[step.seat].hand
    size = CONTENT.setup.hand_size
    if len(hand) < size:
        draw(ctx, step.seat, size - len(hand))
    elif len(hand) > size:
        ctx.push([Step(op="trim", seat=step.seat, actor=step.seat)])


def _power_window(ctx: Ctx, step: Step) -> None:
    """The end of the recovery phase, once the active player has used the power or let it go:
    « à n'importe quel moment durant son tour » includes recovery."""


def _elimination(ctx: Ctx, step: Step) -> None:
    """6 madness in hand after recovery: the player is out, cards and spells to the box."""
    state = ctx.state
    player = state.players[step.seat]
    if sum(1 for card in player.hand if is_madness(card)) < CONTENT.setup.hand_size:
        return
    cards = sorted(player.hand + player.deck + player.discard + player.support)  # the order would tell the deck's
    ctx.emit(ev.PlayerEliminated(seat=step.seat, cards=cards, spells=[s.id for s in player.spells]))
    if all(p.eliminated for p in ctx.state.players):
        end_match(ctx, "lost", "all_players_mad", "Tous les joueurs ont été éliminés à cause de la Folie.")


def _end_turn(ctx: Ctx, step: Step) -> None:
    ctx.push([Step(op="turn_start", seat=next_seat(ctx.state))])


_FLOW = {
    "turn_start": _turn_start,
    "monster_phase": _monster_phase,
    "trigger": _trigger,
    "check_monster": _check_monster,
    "clear_curses": _clear_curses,
    "new_monster": _new_monster,
    "advance_round": _advance_round,
    "lay_curses": _lay_curses,
    "end_monster_phase": _end_monster_phase,
    "recovery": _recovery,
    "power_window": _power_window,
    "elimination": _elimination,
    "end_turn": _end_turn,
}

__all__ = ["deal", "perform", "run"]
