"""Match options and their check: player count, difficulty column, game mode, magicians, first player.

``validate`` is what ``validate_options`` and ``setup.start`` share; ``Options`` is published as the
game's JSON schema (GET /games/bigbook), each magician id described by its sheet.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from domain.contract import RuleViolation
from domain.games.bigbook.content import CONTENT, magician_sheet

MIN_PLAYERS = 2
MAX_PLAYERS = 5

Mode = Literal["normal", "terreur", "cauchemar"]

MagicianId = Annotated[
    str,
    msgspec.Meta(
        description="A magician's id; each one's sheet (power, starting elements) is its description.",
        extra_json_schema={
            "oneOf": [
                {"const": m.id, "title": m.name, "description": magician_sheet(m)} for m in CONTENT.magicians.values()
            ]
        },
    ),
]
"""A magician id, published in the options schema with every magician's sheet (GET /games/bigbook)."""


class Options(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Match options: player count, difficulty column (I, II, III), game mode ("Modes de jeu").

    ``magicians`` pre-assigns magicians seat by seat; left out, every seat is prompted to choose one
    ("Chaque joueur choisit un Magicien"). ``first_player`` is the seat given the active token.
    """

    players: int = 2
    """Players (2-5)."""
    difficulty: int = 1
    """The difficulty column: 1, 2 or 3 (I, II, III)."""
    mode: Mode = "normal"
    """The game mode ("Modes de jeu"): "normal", "terreur" or "cauchemar"."""
    magicians: list[MagicianId] | None = None
    """A magician id per seat, in seat order; `null` (or absent) to let each seat choose."""
    first_player: int = 0
    """The seat given the active token first (0-based)."""


def validate(options: Options) -> None:
    """Raise ``invalid_options`` for a combination the rulebook does not allow ("Mise en place")."""

    def bad(message: str) -> RuleViolation:
        return RuleViolation("invalid_options", message, rule="Mise en place")

    if not MIN_PLAYERS <= options.players <= MAX_PLAYERS:
        raise bad("The Big Book of Madness is played by 2 to 5 players.")
    if options.difficulty not in (1, 2, 3):
        raise bad("Difficulty is column I, II or III of the round track (1, 2 or 3).")
    if not 0 <= options.first_player < options.players:
        raise bad("The first player must be one of the seats.")
    if options.magicians is not None:
        if len(options.magicians) != options.players:
            raise bad("Give one magician per player.")
        if len(set(options.magicians)) != len(options.magicians):
            raise bad("Each player has a different magician.")
        unknown = [m for m in options.magicians if m not in CONTENT.magicians]
        if unknown:
            raise bad(f"Unknown magician(s): {', '.join(unknown)}.")
