"""The five actions of the action phase, the magician power, and how costs are paid.

Payment (R-B-1): the acting player discards element cards from their hand and/or from any
player's support (a support card goes to its owner's discard); the total must reach the cost,
the surplus is lost; each card pays one action only (it leaves play when paid).
"""

from __future__ import annotations

from domain.contract import RuleViolation
from domain.games.bigbook import events as ev
from domain.games.bigbook.commands import Acquire, Activate, DestroyCurse, Heal, Learn
from domain.games.bigbook.content import (
    CONTENT,
    ELEMENTS,
    card_element,
    card_value,
    is_madness,
    spell_of,
)
from domain.games.bigbook.context import Ctx, expand
from domain.games.bigbook.picks import can_apply, madness_targets
from domain.games.bigbook.state import CurseSlot, SpellSlot, State, Step

RULE_PAY = "R-B-1"
RULE_ACTIONS = "Phase d'Action"


def payment_pool(state: State, seat: int) -> list[str]:
    """Element cards ``seat`` may pay with: its hand and every support ("du soutien")."""
    pool = [card for card in state.players[seat].hand if not is_madness(card)]
    for player in state.players:
        if not player.eliminated:
            pool.extend(card for card in player.support if not is_madness(card))
    return pool


def check_payment(
    state: State,
    seat: int,
    cards: list[str],
    *,
    cost: int,
    element: str | None = None,
    multi: bool = False,
    same_type: bool = False,
) -> int:
    """The elements ``cards`` produce, or the rule the payment breaks."""
    if not cards:
        raise RuleViolation("insufficient_payment", "An action must be paid with element cards.", rule=RULE_PAY)
    if len(set(cards)) != len(cards):
        raise RuleViolation(
            "duplicate_card",
            "A card pays only once.",
            rule="« Une même carte Élément ne peut pas servir pour des Actions différentes »",
        )
    pool = set(payment_pool(state, seat))
    for card in cards:
        if is_madness(card):
            raise RuleViolation("madness_cannot_pay", "A madness card produces no element.", rule=RULE_PAY)
        if card not in pool:
            raise RuleViolation("card_not_in_hand", f"{card} is neither in your hand nor in a support.", rule=RULE_PAY)
    if element is not None and any(card_element(card) != element for card in cards):
        raise RuleViolation(
            "wrong_element", f"This cost is paid in {element} only.", rule="« payer des Éléments du même type »"
        )
    if same_type and len({card_element(card) for card in cards}) != 1:
        raise RuleViolation("wrong_element", "Heal with 2 elements of one type.", rule="Se Soigner")
    total = sum(card_value(card) for card in cards)
    if multi:
        if {card_element(card) for card in cards} != set(ELEMENTS):
            raise RuleViolation(
                "insufficient_payment",
                "A multi-element curse costs one of each element.",
                rule="R-B-1; « détruire cette Malédiction coûte 1, 1, 1, et 1 »",
            )
    elif total < cost:
        raise RuleViolation("insufficient_payment", f"These cards produce {total}, the cost is {cost}.", rule=RULE_PAY)
    return total


def own_spell(state: State, seat: int, spell: str) -> SpellSlot | None:
    return next((slot for slot in state.players[seat].spells if slot.id == spell), None)


def library_element(state: State, spell: str) -> str | None:
    """The element pile whose face-up top is ``spell``, if any."""
    return next((element for element, pile in state.library.items() if pile and pile[0] == spell), None)


def curse_slot(state: State, curse: str) -> CurseSlot | None:
    return next((slot for slot in state.board if slot.curse and slot.curse == curse), None)


def curse_cost(state: State, curse: str) -> int:
    element = CONTENT.curses[curse].element
    if element == "multi":
        return len(ELEMENTS)
    return CONTENT.setup.curse_destroy_cost + state.tokens[element]


def activate(ctx: Ctx, seat: int, command: Activate) -> None:
    """Pay the activation cost (the level, R-B-2) once or more: power = times paid, at most 3."""
    state = ctx.state
    slot = own_spell(state, seat, command.spell)
    if slot is None:
        raise RuleViolation("unknown_spell", "You have no such spell.", rule="Activer un Sortilège")
    if slot.neutralised >= 0:
        raise RuleViolation(
            "spell_neutralised",
            "A neutralised spell cannot be cast.",
            rule="« un Sortilège neutralisé ne peut plus être lancé »",
        )
    if slot.exhausted:
        raise RuleViolation(
            "spell_exhausted", "This spell is exhausted until your next Concentration phase.", rule="Sortilège Épuisé"
        )
    spell = spell_of(slot.id)
    total = check_payment(state, seat, command.cards, cost=spell.level, element=spell.element)
    power = min(CONTENT.setup.max_power, total // spell.level)
    ctx.emit(ev.ActionTaken(seat=seat, action="activate"))
    ctx.emit(ev.SpellActivated(seat=seat, spell=slot.id, cards=list(command.cards), power=power))
    ctx.push(expand(ctx.state, spell.effects, seat, power, slot.id))


def learn(ctx: Ctx, seat: int, command: Learn) -> None:
    """A face-up library spell for 2 elements of its type (R-B-3); the next one is revealed; a 6th
    spell makes you destroy one of the others."""
    state = ctx.state
    element = library_element(state, command.spell)
    if element is None:
        raise RuleViolation(
            "spell_not_available",
            "Only a face-up spell on top of a library pile can be learned.",
            rule="Apprendre un nouveau Sortilège",
        )
    check_payment(state, seat, command.cards, cost=CONTENT.setup.learn_cost, element=element)
    ctx.emit(ev.ActionTaken(seat=seat, action="learn"))
    ctx.emit(ev.SpellLearned(seat=seat, spell=command.spell, cards=list(command.cards)))
    pile = ctx.state.library[element]
    if pile:
        ctx.emit(ev.LibraryRevealed(element=element, spell=pile[0]))
    if len(ctx.state.players[seat].spells) > CONTENT.setup.max_spells:
        ctx.push([Step(op="destroy_spell", seat=seat, actor=seat, cards=[command.spell])])


def acquire(ctx: Ctx, seat: int, command: Acquire) -> None:
    """A value-2 or value-3 card from the reserve, paid with as many elements of its type."""
    state = ctx.state
    pile = state.reserve.get(command.pile)
    if pile is None:
        raise RuleViolation(
            "unknown_pile", "Only value-2 and value-3 cards can be acquired.", rule="Acquérir une carte Élément"
        )
    if not pile:
        raise RuleViolation("pile_empty", "This reserve pile is empty.", rule="Acquérir une carte Élément")
    element, value = command.pile.split("-")
    check_payment(state, seat, command.cards, cost=int(value), element=element)
    ctx.emit(ev.ActionTaken(seat=seat, action="acquire"))
    ctx.emit(ev.ElementAcquired(seat=seat, card=pile[-1], cards=list(command.cards)))


def destroy_curse(ctx: Ctx, seat: int, command: DestroyCurse) -> None:
    """4 of the curse's element (plus its tokens), or one of each element for a multi-element
    curse; reward: a value-2 card of your choice to your discard."""
    state = ctx.state
    slot = curse_slot(state, command.curse)
    if slot is None:
        raise RuleViolation("unknown_curse", "No such curse in play.", rule="Détruire une Malédiction")
    if slot.neutralised >= 0:
        raise RuleViolation("curse_neutralised", "A neutralised curse cannot be destroyed.", rule="R-B-7; Neutraliser")
    element = CONTENT.curses[command.curse].element
    if element == "multi":
        check_payment(state, seat, command.cards, cost=4, multi=True)
    else:
        check_payment(state, seat, command.cards, cost=curse_cost(state, command.curse), element=element)
    ctx.emit(ev.ActionTaken(seat=seat, action="destroy_curse"))
    ctx.emit(ev.CurseDestroyed(seat=seat, curse=command.curse, cards=list(command.cards), madness=list(slot.madness)))
    ctx.push([Step(op="gain", seat=seat, n=1, value=2, actor=seat, source=command.curse)])


def heal(ctx: Ctx, seat: int, command: Heal) -> None:
    """2 elements of one type return a madness from your hand or any support to the pile (R-B-7)."""
    state = ctx.state
    if command.madness not in madness_targets(state, seat):
        raise RuleViolation(
            "madness_not_available", "Heal a madness in your hand or in a support, never in a discard.", rule="R-B-7"
        )
    check_payment(state, seat, command.cards, cost=CONTENT.setup.heal_cost, same_type=True)
    ctx.emit(ev.ActionTaken(seat=seat, action="heal"))
    ctx.emit(ev.MadnessHealed(seat=seat, madness=command.madness, cards=list(command.cards)))


RULE_POWER = "Pouvoir de Magicien: « activable une fois par tour, à n'importe quel moment durant son tour »"


def power_steps(state: State, seat: int) -> list[Step]:
    magician = CONTENT.magicians[state.players[seat].magician]
    return expand(state, magician.power.effects, seat, 1, f"magician:{magician.id}")


def power_refusal(state: State, seat: int) -> RuleViolation | None:
    """Why ``seat`` may not use its magician power now, or None. It may at any moment of its own
    turn (action and recovery phases, even in the middle of an effect or while another player acts
    through a spell), except in the monster phase (« sans pouvoir intervenir »), once per turn, and
    only when the power would do something."""
    if state.phase == "magicians":
        return RuleViolation("setup_pending", "Every player must first choose a magician.", rule="Mise en place")
    if seat != state.active or state.players[seat].eliminated:
        return RuleViolation("not_your_turn", "A magician power is used during its owner's own turn.", rule=RULE_POWER)
    if state.phase not in ("action", "recovery"):
        return RuleViolation(
            "power_not_now",
            "The monster phase is suffered without intervening; use the power in the action or recovery phase.",
            rule="Phase du Monstre: « sans pouvoir intervenir »",
            status=409,
        )
    if state.players[seat].power_turn == state.turn:
        return RuleViolation("power_used", "The power was already used this turn.", rule=RULE_POWER)
    if not any(can_apply(state, step) for step in power_steps(state, seat)):
        return RuleViolation(
            "power_without_effect", "Your power has nothing to act on now.", rule=f"{RULE_POWER}; Effets"
        )
    return None


def power_unused(state: State, seat: int) -> bool:
    """The active player has not used the power this turn. Public, unlike whether it would act on
    anything (that may depend on the hand), so the end-of-recovery window waits on this alone."""
    return seat == state.active and not state.players[seat].eliminated and state.players[seat].power_turn != state.turn


def use_power(ctx: Ctx, seat: int) -> None:
    """ "Pouvoir de Magicien": its effects go in front of any pending work (they interrupt it). Used
    in the recovery phase, the hand is brought back to 6 again after it (the phase ends with 6)."""
    refusal = power_refusal(ctx.state, seat)
    if refusal is not None:
        raise refusal
    ctx.emit(ev.PowerUsed(seat=seat))
    steps = power_steps(ctx.state, seat)
    if ctx.state.phase == "recovery":
        steps.append(Step(op="recovery", seat=seat))
    ctx.push(steps)


def end_actions(ctx: Ctx, seat: int) -> None:
    state = ctx.state
    if len(state.frames) > 1:
        ctx.emit(ev.FramePopped(seat=seat))
        return
    ctx.emit(ev.PhaseChanged(phase="recovery"))
    ctx.push(
        [
            Step(op="recovery", seat=seat),
            Step(op="power_window", seat=seat),
            Step(op="elimination", seat=seat),
            Step(op="end_turn"),
        ]
    )


def close_power_window(ctx: Ctx) -> None:
    """The active player ends the recovery phase without using the power."""
    ctx.push([], pop=True)


__all__ = [
    "RULE_ACTIONS",
    "acquire",
    "activate",
    "close_power_window",
    "destroy_curse",
    "end_actions",
    "heal",
    "learn",
    "power_refusal",
    "power_unused",
    "use_power",
]
