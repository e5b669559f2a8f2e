"""Prompts and legal actions: everything a generic client needs to play, with explicit options.

Action listings only offer what the acting player can afford; each ``cards`` parameter lists the
cards that may pay that action (the right element, from the hand and every support), each with its
value as ``amount`` and its element as ``group``, and states the rest of the price (the cost as
``total_min``, one element for a heal, one of each for a multi-element curse), so that every payment
within the listing is accepted (issue 13 item 21).
"""

from __future__ import annotations

from domain.contract import Choice, LegalAction, Outcome, Param, Prompt, Status
from domain.games.bigbook.action_phase import curse_cost, payment_pool, power_refusal, power_unused
from domain.games.bigbook.content import (
    CONTENT,
    ELEMENT_FR,
    ELEMENTS,
    card_element,
    card_label,
    card_value,
    magician_sheet,
    spell_of,
)
from domain.games.bigbook.picks import Ask, ask, curse_label, located_choices, madness_targets
from domain.games.bigbook.state import State, Step


def pending(state: State) -> tuple[Step, Ask] | None:
    """The front step of the pending work, if it waits for a player's choice."""
    if state.phase == "over" or not state.queue:
        return None
    step = state.queue[0]
    question = ask(state, step)
    return None if question is None else (step, question)


def prompt_id(state: State) -> str:
    return f"p{state.seq}"


def free_magicians(state: State) -> list[str]:
    taken = {p.magician for p in state.players}
    return [m for m in CONTENT.magicians if m not in taken]


def prompts(state: State) -> list[Prompt]:
    if state.phase == "over":
        return []
    if state.phase == "magicians":
        return [
            Prompt(id=f"magician-{p.seat}", seat=p.seat, kind="choose_magician", text="Choisissez un Magicien.")
            for p in state.players
            if not p.magician
        ]
    found = pending(state)
    if found is None:
        return []
    step, question = found
    return [Prompt(id=prompt_id(state), seat=step.seat, kind=question.kind, text=question.text)]


def in_power_window(state: State) -> bool:
    """The end of the recovery phase, waiting for the active player to use the power or end the
    turn (whenever the power is unused: whether it would act on anything may be the hand's secret)."""
    if state.phase != "recovery" or not state.queue or state.queue[0].op != "power_window":
        return False
    return power_unused(state, state.queue[0].seat)


def acting_seat(state: State) -> int | None:
    """Who may act now: in the action phase with no prompt pending, the acting player; at the end
    of the recovery phase, the active player while the power is unused this turn."""
    if in_power_window(state):
        return state.queue[0].seat
    if state.phase != "action" or state.queue or not state.frames:
        return None
    return state.frames[-1].seat


def power_offer(state: State, seat: int) -> list[LegalAction]:
    """``use_power`` whenever the rules let ``seat`` use it now (see ``actions.power_refusal``)."""
    if power_refusal(state, seat) is not None:
        return []
    power = CONTENT.magicians[state.players[seat].magician].power
    return [LegalAction(action="use_power", label=f"Pouvoir de Magicien : {power.text}")]


def _cards_param(
    cards: list[str], *, cost: int | None = None, same_element: bool = False, each_element: bool = False
) -> Param:
    """Cards that may pay, with what each produces; ``cost``: the elements needed (R-B-1, the surplus
    is lost), ``same_element``: all of one element, ``each_element``: one of each element at least."""
    return Param(
        name="cards",
        choices=[
            Choice(value=card, label=card_label(card), amount=card_value(card), group=card_element(card))
            for card in cards
        ],
        many=True,
        min=len(ELEMENTS) if each_element else 1,
        max=len(cards),
        total_min=cost,
        same_group=same_element,
        each_group=list(ELEMENTS) if each_element else [],
    )


def _produces(cards: list[str]) -> int:
    return sum(card_value(card) for card in cards)


def action_listing(state: State, seat: int) -> list[LegalAction]:
    pool = payment_pool(state, seat)
    by_element: dict[str, list[str]] = {e: [c for c in pool if card_element(c) == e] for e in ELEMENTS}
    out: list[LegalAction] = []
    for slot in state.players[seat].spells:
        if slot.exhausted or slot.neutralised >= 0:
            continue
        spell = spell_of(slot.id)
        cards = by_element[spell.element]
        if _produces(cards) >= spell.level:
            out.append(
                LegalAction(
                    action="activate",
                    label=f"Activer {spell.name} ({spell.level} {ELEMENT_FR[spell.element]} par Puissance)",
                    params=[_cards_param(cards, cost=spell.level)],
                    fixed={"spell": slot.id},
                )
            )
    for element, pile in state.library.items():
        if pile and _produces(by_element[element]) >= CONTENT.setup.learn_cost:
            spell = spell_of(pile[0])
            out.append(
                LegalAction(
                    action="learn",
                    label=f"Apprendre {spell.name} (2 {ELEMENT_FR[element]})",
                    params=[_cards_param(by_element[element], cost=CONTENT.setup.learn_cost)],
                    fixed={"spell": pile[0]},
                )
            )
    for key, reserve_pile in state.reserve.items():
        element, value = key.split("-")
        if reserve_pile and _produces(by_element[element]) >= int(value):
            out.append(
                LegalAction(
                    action="acquire",
                    label=f"Acquérir un {ELEMENT_FR[element]} {value} ({value} {ELEMENT_FR[element]})",
                    params=[_cards_param(by_element[element], cost=int(value))],
                    fixed={"pile": key},
                )
            )
    for curse_slot in state.board:
        if not curse_slot.curse or curse_slot.neutralised >= 0:
            continue
        element = CONTENT.curses[curse_slot.curse].element
        if element == "multi":
            affordable = all(by_element[e] for e in ELEMENTS)
            param = _cards_param(pool, each_element=True)
        else:
            cost = curse_cost(state, curse_slot.curse)
            affordable = _produces(by_element[element]) >= cost
            param = _cards_param(by_element[element], cost=cost)
        if affordable:
            out.append(
                LegalAction(
                    action="destroy_curse",
                    label=f"Détruire la Malédiction « {curse_label(state, curse_slot.curse)} »",
                    params=[param],
                    fixed={"curse": curse_slot.curse},
                )
            )
    targets = madness_targets(state, seat)
    heal_cost = CONTENT.setup.heal_cost
    healing = [card for e in ELEMENTS if _produces(by_element[e]) >= heal_cost for card in by_element[e]]
    if targets and healing:
        out.append(
            LegalAction(
                action="heal",
                label="Soigner une Folie (2 Éléments d'un même type)",
                params=[
                    Param(name="madness", choices=located_choices(state, targets)),
                    _cards_param(healing, cost=heal_cost, same_element=True),
                ],
            )
        )
    out.extend(power_offer(state, seat))
    label = "Terminer la phase d'Action" if len(state.frames) == 1 else "Rendre les Actions restantes"
    out.append(LegalAction(action="end_actions", label=label))
    return out


def legal_actions(state: State, seat: int) -> list[LegalAction]:
    if state.phase == "over" or not 0 <= seat < state.seats:
        return []
    if state.phase == "magicians":
        if state.players[seat].magician:
            return []
        choices = [
            Choice(value=m, label=f"{CONTENT.magicians[m].name} — {magician_sheet(CONTENT.magicians[m])}")
            for m in free_magicians(state)
        ]
        return [
            LegalAction(
                action="choose_magician",
                label="Choisir un Magicien",
                params=[Param(name="magician", choices=choices)],
                prompt=f"magician-{seat}",
            )
        ]
    found = pending(state)
    if found is not None:
        step, question = found
        if step.seat != seat:
            return power_offer(state, seat)
        param = Param(
            name=question.param,
            choices=question.choices,
            many=question.many,
            min=question.count,
            max=question.count,
            ordered=question.ordered,
        )
        answer = LegalAction(action=question.action, label=question.text, params=[param], prompt=prompt_id(state))
        return [answer, *power_offer(state, seat)]
    if in_power_window(state):
        if seat != state.queue[0].seat:
            return []
        return [*power_offer(state, seat), LegalAction(action="end_actions", label="Terminer le tour")]
    if acting_seat(state) != seat:
        return power_offer(state, seat)
    return action_listing(state, seat)


def status(state: State) -> Status:
    """Who must act (every seat a prompt waits for, else the acting seat); once over, the outcome."""
    if state.phase == "over":
        won = state.result == "won"
        outcome = Outcome.together(won, state.seats, state.reason, state.detail, float(state.pages_turned))
        return Status(to_act=[], finished=True, outcome=outcome, turn=state.turn)
    waiting = sorted({p.seat for p in prompts(state)})
    if not waiting:
        seat = acting_seat(state)
        waiting = [] if seat is None else [seat]
    return Status(to_act=waiting, turn=state.turn)
