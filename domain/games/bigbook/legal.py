"""Prompts and legal actions: everything a generic client needs to play, with explicit options.

Action listings only offer what the acting player can afford; each ``cards`` parameter lists the
cards that may pay that action (the right element, from the hand and every support), each with its
value as ``amount`` and its element as ``group``, and states the rest of the price (the cost as
``total_min``, one element for a heal, one of each for a multi-element curse), so that every payment
within the listing is accepted (issue 13 item 21).
"""

from __future__ import annotations

import msgspec

from domain.contract import Choice, LegalAction, Outcome, Param, Prompt, Status
from domain.games.bigbook import texts
from domain.games.bigbook.action_phase import curse_cost, payment_pool, power_refusal, power_unused
from domain.games.bigbook.content import (
    CONTENT,
    ELEMENTS,
    card_element,
    card_value,
    spell_of,
)
from domain.games.bigbook.picks import _LOCATED, Ask, ask, curse_label, located_choices, located_label, madness_targets
from domain.games.bigbook.state import State, Step
from domain.games.bigbook.texts import TEXTS


def _t(key: str, lang: str, **fields: object) -> str:
    return TEXTS.text(key, lang, **fields)


def ask_text(step: Step, question: Ask, lang: str) -> str:
    """A pending choice's text in ``lang`` (the rules word it in French)."""
    return question.text if lang == "fr" else _t(f"ask.{question.kind}", lang, n=step.n, value=step.value)


def _relabel(state: State, step: Step, question: Ask, lang: str) -> list[Choice]:
    """A pending choice's options labelled in ``lang`` (spell names are the content's own)."""
    if lang == "fr":
        return question.choices

    def label(choice: Choice) -> str:
        value = str(choice.value)
        if question.param == "target":
            return _t("choice.player", lang, n=int(value) + 1)
        if question.param == "pile":
            element, number = value.split("-")
            return _t("card.element", lang, element=texts.element(element, lang), value=number)
        if question.param == "spells":
            return texts.content(spell_of(value).name, lang)
        if question.param == "curses":
            return curse_label(state, value, lang)
        if step.op in _LOCATED:
            return located_label(state, value, lang)
        return texts.card(value, lang)

    return [msgspec.structs.replace(c, label=label(c)) for c in question.choices]


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


def prompts(state: State, lang: str = "fr") -> list[Prompt]:
    if state.phase == "over":
        return []
    if state.phase == "magicians":
        return [
            Prompt(
                id=f"magician-{p.seat}", seat=p.seat, kind="choose_magician", text=_t("prompt.choose_magician", lang)
            )
            for p in state.players
            if not p.magician
        ]
    found = pending(state)
    if found is None:
        return []
    step, question = found
    return [Prompt(id=prompt_id(state), seat=step.seat, kind=question.kind, text=ask_text(step, question, lang))]


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


def power_offer(state: State, seat: int, lang: str = "fr") -> list[LegalAction]:
    """``use_power`` whenever the rules let ``seat`` use it now (see ``actions.power_refusal``)."""
    if power_refusal(state, seat) is not None:
        return []
    power = CONTENT.magicians[state.players[seat].magician].power
    return [LegalAction(action="use_power", label=_t("action.use_power", lang, power=texts.content(power.text, lang)))]


def _cards_param(
    cards: list[str],
    lang: str,
    *,
    cost: int | None = None,
    same_element: bool = False,
    each_element: bool = False,
) -> Param:
    """Cards that may pay, with what each produces; ``cost``: the elements needed (R-B-1, the surplus
    is lost), ``same_element``: all of one element, ``each_element``: one of each element at least."""
    return Param(
        name="cards",
        choices=[
            Choice(value=card, label=texts.card(card, lang), amount=card_value(card), group=card_element(card))
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


def action_listing(state: State, seat: int, lang: str = "fr") -> list[LegalAction]:
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
                    label=_t(
                        "action.activate",
                        lang,
                        spell=texts.content(spell.name, lang),
                        level=spell.level,
                        element=texts.element(spell.element, lang),
                    ),
                    params=[_cards_param(cards, lang, cost=spell.level)],
                    fixed={"spell": slot.id},
                )
            )
    for element, pile in state.library.items():
        if pile and _produces(by_element[element]) >= CONTENT.setup.learn_cost:
            spell = spell_of(pile[0])
            out.append(
                LegalAction(
                    action="learn",
                    label=_t(
                        "action.learn",
                        lang,
                        spell=texts.content(spell.name, lang),
                        element=texts.element(element, lang),
                    ),
                    params=[_cards_param(by_element[element], lang, cost=CONTENT.setup.learn_cost)],
                    fixed={"spell": pile[0]},
                )
            )
    for key, reserve_pile in state.reserve.items():
        element, value = key.split("-")
        if reserve_pile and _produces(by_element[element]) >= int(value):
            out.append(
                LegalAction(
                    action="acquire",
                    label=_t("action.acquire", lang, element=texts.element(element, lang), value=value),
                    params=[_cards_param(by_element[element], lang, cost=int(value))],
                    fixed={"pile": key},
                )
            )
    for curse_slot in state.board:
        if not curse_slot.curse or curse_slot.neutralised >= 0:
            continue
        element = CONTENT.curses[curse_slot.curse].element
        if element == "multi":
            affordable = all(by_element[e] for e in ELEMENTS)
            param = _cards_param(pool, lang, each_element=True)
        else:
            cost = curse_cost(state, curse_slot.curse)
            affordable = _produces(by_element[element]) >= cost
            param = _cards_param(by_element[element], lang, cost=cost)
        if affordable:
            out.append(
                LegalAction(
                    action="destroy_curse",
                    label=_t("action.destroy_curse", lang, curse=curse_label(state, curse_slot.curse, lang)),
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
                label=_t("action.heal", lang),
                params=[
                    Param(name="madness", choices=located_choices(state, targets, lang)),
                    _cards_param(healing, lang, cost=heal_cost, same_element=True),
                ],
            )
        )
    out.extend(power_offer(state, seat, lang))
    label = _t("action.end_actions.phase" if len(state.frames) == 1 else "action.end_actions.return", lang)
    out.append(LegalAction(action="end_actions", label=label))
    return out


def legal_actions(state: State, seat: int, lang: str = "fr") -> list[LegalAction]:
    """What ``seat`` may send now, labelled in ``lang``."""
    if state.phase == "over" or not 0 <= seat < state.seats:
        return []
    if state.phase == "magicians":
        if state.players[seat].magician:
            return []
        choices = [Choice(value=m, label=_magician_label(m, lang)) for m in free_magicians(state)]
        return [
            LegalAction(
                action="choose_magician",
                label=_t("action.choose_magician", lang),
                params=[Param(name="magician", choices=choices)],
                prompt=f"magician-{seat}",
            )
        ]
    found = pending(state)
    if found is not None:
        step, question = found
        if step.seat != seat:
            return power_offer(state, seat, lang)
        param = Param(
            name=question.param,
            choices=_relabel(state, step, question, lang),
            many=question.many,
            min=question.count,
            max=question.count,
            ordered=question.ordered,
        )
        label = ask_text(step, question, lang)
        answer = LegalAction(action=question.action, label=label, params=[param], prompt=prompt_id(state))
        return [answer, *power_offer(state, seat, lang)]
    if in_power_window(state):
        if seat != state.queue[0].seat:
            return []
        end = LegalAction(action="end_actions", label=_t("action.end_actions.turn", lang))
        return [*power_offer(state, seat, lang), end]
    if acting_seat(state) != seat:
        return power_offer(state, seat, lang)
    return action_listing(state, seat, lang)


def _magician_label(magician: str, lang: str) -> str:
    """A magician's name, power and starting elements (what the choice commits to)."""
    m = CONTENT.magicians[magician]
    elements = ", ".join(f"{texts.element(g.element, lang)} {g.value} x{g.count}" for g in m.elements)
    return _t("choice.magician", lang, name=m.name, power=texts.content(m.power.text, lang), elements=elements)


def status(state: State, lang: str = "fr") -> Status:
    """Who must act (every seat a prompt waits for, else the acting seat); once over, the outcome."""
    if state.phase == "over":
        won = state.result == "won"
        key = f"outcome.{state.reason}"
        if lang == "fr":
            detail = state.detail
        elif TEXTS.has(key):
            detail = _t(key, lang)
        else:  # the final page's bonus or failure text
            detail = texts.ENGLISH["texts"].get(state.detail, state.detail)
        outcome = Outcome.together(won, state.seats, state.reason, detail, float(state.pages_turned))
        return Status(to_act=[], finished=True, outcome=outcome, turn=state.turn)
    waiting = sorted({p.seat for p in prompts(state)})
    if not waiting:
        seat = acting_seat(state)
        waiting = [] if seat is None else [seat]
    return Status(to_act=waiting, turn=state.turn)
