"""What a keyword lets a player pick: the candidates, the prompt that offers them, the answer's check.

``effects.apply`` resolves a keyword with the picks; ``legal`` lists the same candidates as choices, so
what is offered and what is accepted come from one function (:func:`candidates_for`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from domain.contract import Choice, RuleViolation
from domain.games.bigbook import texts
from domain.games.bigbook.content import (
    CONTENT,
    ELEMENT_FR,
    card_element,
    card_label,
    card_value,
    is_madness,
    spell_of,
)
from domain.games.bigbook.context import turn_order
from domain.games.bigbook.state import SpellSlot, State, Step
from domain.games.bigbook.texts import TEXTS

Pick = str | int


@dataclass(frozen=True)
class Ask:
    """A pending choice: ``action`` is the answering command, ``param`` its field."""

    kind: str
    action: str
    param: str
    choices: list[Choice]
    count: int
    many: bool
    text: str
    ordered: bool = False


def _cards(cards: list[str]) -> list[Choice]:
    return [Choice(value=card, label=card_label(card)) for card in cards]


def _spells(spells: list[str]) -> list[Choice]:
    return [Choice(value=spell, label=spell_of(spell).name) for spell in spells]


def curse_label(state: State, curse: str, lang: str = "fr") -> str:
    """The curse's text and its space: two copies of one text are told apart by where they lie."""
    slot = next((s.slot for s in state.board if s.curse == curse), "")
    text = texts.content(CONTENT.curses[curse].text, lang)
    return TEXTS.text("where.space", lang, text=text, slot=slot) if slot else text


def _curses(state: State, curses: list[str]) -> list[Choice]:
    return [Choice(value=curse, label=curse_label(state, curse)) for curse in curses]


def located_label(state: State, card: str, lang: str = "fr") -> str:
    """A card's label and whose hand or support holds it (madness cards all read « Folie »)."""
    name = texts.card(card, lang)
    for player in state.players:
        if card in player.hand:
            return TEXTS.text("where.hand", lang, card=name, n=player.seat + 1)
        if card in player.support:
            return TEXTS.text("where.support", lang, card=name, n=player.seat + 1)
    return name


def located_choices(state: State, cards: list[str], lang: str = "fr") -> list[Choice]:
    return [Choice(value=card, label=located_label(state, card, lang)) for card in cards]


def _seats(seats: list[int]) -> list[Choice]:
    return [Choice(value=seat, label=f"Joueur {seat + 1}") for seat in seats]


def face_up_curses(state: State) -> list[str]:
    return [slot.curse for slot in state.board if slot.curse and slot.neutralised < 0]


def madness_targets(state: State, seat: int) -> list[str]:
    """What ``seat`` may heal: a madness in its own hand or in any support, never a discard (R-B-7)."""
    found = [card for card in state.players[seat].hand if is_madness(card)]
    for player in state.players:
        if not player.eliminated:
            found.extend(card for card in player.support if is_madness(card))
    return found


def upgradable(state: State, seat: int, exclude: list[str]) -> list[str]:
    """ "Valeur supérieure": same element, value + 1, while the reserve has one."""
    out = []
    for card in state.players[seat].hand:
        if is_madness(card) or card in exclude or card_value(card) >= 3:
            continue
        if state.reserve[f"{card_element(card)}-{card_value(card) + 1}"]:
            out.append(card)
    return out


def gain_piles(state: State, value: int, element: str) -> list[str]:
    return [
        key
        for key, pile in state.reserve.items()
        if pile and key.endswith(f"-{value}") and (not element or key.startswith(f"{element}-"))
    ]


def _hand(state: State, step: Step) -> list[Pick]:
    return list(state.players[step.seat].hand)


def _discard(state: State, step: Step) -> list[Pick]:
    return list(state.players[step.seat].discard)


def _spell_ids(state: State, step: Step, keep: Callable[[SpellSlot], bool]) -> list[Pick]:
    return [s.id for s in state.players[step.seat].spells if keep(s)]


_UP_TO_N: dict[str, tuple[str, Callable[[State, Step], list[Pick]], str]] = {
    "discard": ("cards", _hand, "Défaussez {n} carte(s)."),
    "discard_madness": (
        "cards",
        lambda state, step: [c for c in state.players[step.seat].hand if is_madness(c)],
        "Défaussez {n} Folie(s) de votre main.",
    ),
    "discard_support": (
        "cards",
        lambda state, step: list(state.players[step.seat].support),
        "Défaussez {n} carte(s) de votre soutien.",
    ),
    "heal": ("cards", lambda state, step: list(madness_targets(state, step.seat)), "Soignez {n} Folie(s)."),
    "destroy_hand": ("cards", _hand, "Détruisez {n} carte(s)."),
    "destroy_discard": ("cards", _discard, "Détruisez {n} carte(s) de votre défausse."),
    "give": ("cards", _hand, "Donnez {n} carte(s)."),
    "recover": ("cards", _discard, "Reprenez {n} carte(s) de votre défausse."),
    "topdeck": (
        "cards",
        _discard,
        "Placez {n} carte(s) de votre défausse sur votre pioche (la première sera au-dessus).",
    ),
    "exhaust_spell": (
        "spells",
        lambda state, step: _spell_ids(state, step, lambda s: not s.exhausted and s.neutralised < 0),
        "Épuisez {n} Sortilège(s).",
    ),
    "neutralise_spell": (
        "spells",
        lambda state, step: _spell_ids(state, step, lambda s: s.neutralised < 0),
        "Neutralisez {n} Sortilège(s).",
    ),
    "ready_spell": (
        "spells",
        lambda state, step: _spell_ids(
            state, step, lambda s: s.exhausted and s.neutralised < 0 and s.id != step.source
        ),
        "Redressez {n} Sortilège(s).",
    ),
    "take_support": (
        "cards",
        lambda state, step: [c for p in state.players if not p.eliminated for c in p.support],
        "Prenez {n} carte(s) du soutien.",
    ),
    "neutralise_curse": ("curses", lambda state, step: list(face_up_curses(state)), "Neutralisez {n} Malédiction(s)."),
    "destroy_curse": ("curses", lambda state, step: list(face_up_curses(state)), "Détruisez {n} Malédiction(s)."),
}
"""Keywords that pick up to ``n`` of a pool: (param, pool, prompt with ``{n}``)."""


def candidates_for(state: State, step: Step) -> tuple[str, str, list[Pick], int, str]:
    """(kind, param, candidates, count, text) of a keyword's choice."""
    player = state.players[step.seat]
    n = step.n
    op = step.op
    if op == "give" and step.other < 0:
        others: list[Pick] = [s for s in turn_order(state) if s != step.seat]
        return "give_target", "target", others, min(1, len(others)), "À quel joueur donnez-vous ?"
    if op in _UP_TO_N:
        param, pool, text = _UP_TO_N[op]
        found = pool(state, step)
        return op, param, found, min(n, len(found)), text.format(n=n)
    if op == "support":
        room = max(0, CONTENT.setup.max_support - len(player.support))
        return (
            "support",
            "cards",
            list(player.hand),
            min(n, room, len(player.hand)),
            f"Placez {n} carte(s) en soutien.",
        )
    if op == "upgrade":
        ups: list[Pick] = list(upgradable(state, step.seat, step.cards))
        return "upgrade", "cards", ups, min(1, len(ups)), "Choisissez l'Élément à remplacer."
    if op == "gain":
        piles: list[Pick] = list(gain_piles(state, step.value, step.element))
        return "gain", "pile", piles, min(1, len(piles)), f"Prenez une carte Élément de valeur {step.value}."
    if op == "choose_target":
        seats: list[Pick] = list(turn_order(state))
        if step.target == "chosen_other":
            seats = [s for s in seats if s != step.actor]
        return "choose_target", "target", seats, min(1, len(seats)), "Choisissez le joueur ciblé."
    if op == "destroy_spell":
        old: list[Pick] = [s.id for s in player.spells if s.id not in step.cards]
        return (
            "destroy_spell",
            "spells",
            old,
            min(1, len(old)),
            "Vous avez 6 Sortilèges : détruisez-en un (pas le nouveau).",
        )
    if op == "trim":
        elements: list[Pick] = [c for c in player.hand if not is_madness(c)]
        excess = max(0, len(player.hand) - CONTENT.setup.hand_size)
        return (
            "trim",
            "cards",
            elements,
            min(excess, len(elements)),
            "Revenez à 6 cartes en main : défaussez des cartes Élément (jamais de Folie).",
        )
    raise KeyError(op)


CHOICE_OPS = frozenset(
    {
        "discard",
        "discard_madness",
        "discard_support",
        "support",
        "heal",
        "destroy_hand",
        "destroy_discard",
        "give",
        "recover",
        "topdeck",
        "upgrade",
        "gain",
        "exhaust_spell",
        "neutralise_spell",
        "ready_spell",
        "take_support",
        "neutralise_curse",
        "destroy_curse",
        "choose_target",
        "destroy_spell",
        "trim",
    }
)

HAND_PICKS = frozenset({"discard_madness", "heal", "upgrade", "trim"})
"""Keywords whose candidates depend on what a hand holds, not only on its size: while that hand holds
any card they always ask (forced or with nothing to pick), since every seat sees whom the table
waits for and the prompt's kind (issue 12: hidden information never leaks); a player with no
eligible card answers with none (« Si un joueur ne peut pas appliquer un effet, il ignore cet effet »)."""

_ACTIONS = {"cards": "choose_cards", "spells": "choose_spells", "curses": "choose_curses"}
_LOCATED = frozenset({"heal", "take_support"})
"""Prompts whose candidates lie in several players' hands or supports: their labels say whose."""


def ask(state: State, step: Step) -> Ask | None:
    """The prompt a step needs, or None when it resolves alone (no choice, or a forced one, unless
    whether it is forced is a hidden hand's secret: :data:`HAND_PICKS`)."""
    if step.op not in CHOICE_OPS:
        return None
    kind, param, candidates, count, text = candidates_for(state, step)
    ordered = step.op == "topdeck"
    hidden = step.op in HAND_PICKS and bool(state.players[step.seat].hand)
    if not hidden and (count == 0 or (count >= len(candidates) and not (ordered and count > 1))):
        return None
    if param == "target":
        return Ask(kind, "choose_player", "target", _seats([int(c) for c in candidates]), 1, False, text)
    if param == "pile":
        labels = [
            Choice(value=p, label=f"{ELEMENT_FR[str(p).split('-')[0]]} {str(p).split('-')[1]}") for p in candidates
        ]
        return Ask(kind, "choose_pile", "pile", labels, 1, False, text)
    strs = [str(c) for c in candidates]
    if param == "spells":
        choices = _spells(strs)
    elif param == "curses":
        choices = _curses(state, strs)
    elif step.op in _LOCATED:
        choices = located_choices(state, strs)
    else:
        choices = _cards(strs)
    return Ask(kind, _ACTIONS[param], param, choices, count, True, text, ordered=ordered)


def can_apply(state: State, step: Step) -> bool:
    """Whether a keyword would change anything now (a choice with no candidate is ignored)."""
    if step.op not in CHOICE_OPS:
        return True
    if step.op == "give" and step.other < 0 and not state.players[step.seat].hand:
        return False
    return candidates_for(state, step)[3] > 0


def check_picks(state: State, step: Step, picks: list[Pick]) -> None:
    """Refuse an answer that is not ``count`` distinct listed candidates."""
    _, _, candidates, count, _ = candidates_for(state, step)
    if len(picks) != count or len(set(picks)) != len(picks) or any(p not in candidates for p in picks):
        raise RuleViolation(
            "invalid_choice",
            f"Choose exactly {count} distinct option(s) among those listed.",
            rule="« Si un effet peut être appliqué, il doit obligatoirement l'être »",
        )
