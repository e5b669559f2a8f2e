"""Commands a seat can send: the five actions, the magician power, ending the action phase, and
the answers to prompts."""

from __future__ import annotations

from domain.contract import Command


class ChooseMagician(Command, tag="choose_magician", frozen=True):
    magician: str


class Activate(Command, tag="activate", frozen=True):
    """Activer un Sortilège: pay its level (or a multiple, for more power) in its element."""

    spell: str
    cards: list[str]


class Learn(Command, tag="learn", frozen=True):
    """Apprendre un Sortilège face up in the library for 2 elements of its type."""

    spell: str
    cards: list[str]


class Acquire(Command, tag="acquire", frozen=True):
    """Acquérir a value-2 or value-3 element card (pile ``<element>-<value>``) for its value."""

    pile: str
    cards: list[str]


class DestroyCurse(Command, tag="destroy_curse", frozen=True):
    """Détruire une Malédiction: 4 of its element, or one of each element for a multi-element one."""

    curse: str
    cards: list[str]


class Heal(Command, tag="heal", frozen=True):
    """Se Soigner: return a madness from your hand or any support to the pile for 2 of one element."""

    madness: str
    cards: list[str]


class UsePower(Command, tag="use_power", frozen=True):
    """Pouvoir de Magicien, once per turn during your own turn."""


class EndActions(Command, tag="end_actions", frozen=True):
    """Stop taking actions (the active player goes to the recovery phase; a player acting through
    another's spell gives back the actions left)."""


class ChooseCards(Command, tag="choose_cards", frozen=True):
    cards: list[str]


class ChooseSpells(Command, tag="choose_spells", frozen=True):
    spells: list[str]


class ChooseCurses(Command, tag="choose_curses", frozen=True):
    curses: list[str]


class ChoosePlayer(Command, tag="choose_player", frozen=True):
    target: int


class ChoosePile(Command, tag="choose_pile", frozen=True):
    pile: str


BigBookCommand = (
    ChooseMagician
    | Activate
    | Learn
    | Acquire
    | DestroyCurse
    | Heal
    | UsePower
    | EndActions
    | ChooseCards
    | ChooseSpells
    | ChooseCurses
    | ChoosePlayer
    | ChoosePile
)
