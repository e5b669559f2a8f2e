"""Commands a seat can send: the five actions, the magician power, ending the action phase, and
the answers to prompts."""

from __future__ import annotations

from domain.contract import Command


class ChooseMagician(Command, tag="choose_magician", frozen=True):
    """Choose a magician sheet (« Chaque joueur choisit un Magicien »)."""

    magician: str
    """The magician's id (``MagicianView.id``), one no other player took."""


class Activate(Command, tag="activate", frozen=True):
    """Activer un Sortilège: pay its level (or a multiple, for more power) in its element."""

    spell: str
    """The id of one of your spells (``SpellView.id``)."""
    cards: list[str]
    """Ids of the hand cards paid (element cards; their values add up)."""


class Learn(Command, tag="learn", frozen=True):
    """Apprendre un Sortilège face up in the library for 2 elements of its type."""

    spell: str
    """The id of a library pile's face-up spell (``LibraryView.top``)."""
    cards: list[str]
    """Ids of the hand cards paid (element cards; their values add up)."""


class Acquire(Command, tag="acquire", frozen=True):
    """Acquérir a value-2 or value-3 element card (pile ``<element>-<value>``) for its value."""

    pile: str
    """The reserve pile, ``<element>-<value>`` (``BigBookView.reserve``'s keys)."""
    cards: list[str]
    """Ids of the hand cards paid (element cards; their values add up)."""


class DestroyCurse(Command, tag="destroy_curse", frozen=True):
    """Détruire une Malédiction: 4 of its element, or one of each element for a multi-element one."""

    curse: str
    """The curse card's id on the invocation track (``CurseView.curse``)."""
    cards: list[str]
    """Ids of the hand cards paid (element cards; their values add up)."""


class Heal(Command, tag="heal", frozen=True):
    """Se Soigner: return a madness from your hand or any support to the pile for 2 of one element."""

    madness: str
    """The Madness card's id, in your hand or in a support."""
    cards: list[str]
    """Ids of the hand cards paid (element cards; their values add up)."""


class UsePower(Command, tag="use_power", frozen=True):
    """Pouvoir de Magicien, once per turn during your own turn."""


class EndActions(Command, tag="end_actions", frozen=True):
    """Stop taking actions (the active player goes to the recovery phase; a player acting through
    another's spell gives back the actions left)."""


class ChooseCards(Command, tag="choose_cards", frozen=True):
    """Answer a prompt asking for cards (to discard, give, support...): the listing says which and how many."""

    cards: list[str]
    """The chosen cards' ids."""


class ChooseSpells(Command, tag="choose_spells", frozen=True):
    """Answer a prompt asking for spells."""

    spells: list[str]
    """The chosen spells' ids."""


class ChooseCurses(Command, tag="choose_curses", frozen=True):
    """Answer a prompt asking for curses."""

    curses: list[str]
    """The chosen curse cards' ids."""


class ChoosePlayer(Command, tag="choose_player", frozen=True):
    """Answer a prompt asking for a player (the target of a spell's effect)."""

    target: int
    """The chosen player's seat."""


class ChoosePile(Command, tag="choose_pile", frozen=True):
    """Answer a prompt asking for a pile."""

    pile: str
    """The chosen pile's key (as the listing gives it)."""


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
