"""Match options: player count, difficulty, expansions, alternative set-ups and the 2p variant."""

from __future__ import annotations

from typing import Literal

import msgspec

from domain.contract import RuleViolation
from domain.games.maeshowe.content import SET_IDS, SetId

Difficulty = Literal["easy", "medium", "hard", "absurd"]

# "3 = facile, 4 = moyenne, 5 = difficile" (solo); "4 = Facile, 5 = Moyen, 6 = Difficile, 7 = Absurde" (2p).
PASSAGES_BY_DIFFICULTY: dict[int, dict[str, int]] = {
    1: {"easy": 3, "medium": 4, "hard": 5},
    2: {"easy": 4, "medium": 5, "hard": 6, "absurd": 7},
}
PASSAGE_RANGE: dict[int, tuple[int, int]] = {1: (3, 7), 2: (4, 7)}
BOARD_SPACES = 7
MAX_FOOD = 4
START_HEALTH = 4
START_HEALTH_DUO = 3
START_FOOD = 1


class MaeshoweOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Every field has a default, so ``{}`` is a valid medium solo game with the base deck."""

    players: int = 1
    """Players: 1 (solo) or 2 (cooperative)."""
    difficulty: Difficulty = "medium"
    """The difficulty, which sets the passages to dig: "easy", "medium", "hard" or "absurd" (2 players only)."""
    passages: int | None = None
    """Overrides the difficulty's passage count ("Davantage ? Bonne chance !")."""
    expansions: list[SetId] = []
    """Expansion sets whose cards join the deck."""
    setups: list[SetId] = []
    """Alternative set-ups; only ``crumbling``, ``gluttony`` and ``dread`` exist in the rulebook."""
    fear_of_the_dark: bool = False
    """The Peur du noir variant (VARIANTES SOLO/COOPÉRATIVES): no talking while the match runs (chat lines are
    refused)."""
    first_player: int = 0
    """The seat playing first (0-based)."""


SETUP_IDS: tuple[str, ...] = ("crumbling", "gluttony", "dread")
_RULE_SETUP = "MISE EN PLACE 5 / Coopératif à 2 joueurs 6"
_RULE_VARIANTS = "VARIANTES SOLO/COOPÉRATIVES À 2 JOUEURS"


def _bad(message: str, rule: str) -> RuleViolation:
    return RuleViolation("invalid_options", message, rule=rule)


def validate(options: MaeshoweOptions) -> None:
    """Raise ``invalid_options`` for a combination the rulebook does not allow."""
    if options.players not in (1, 2):
        raise _bad("Maeshowe is played by 1 or 2 players.", "30 minutes ... pour 1 à 2 rescapés Vikings")
    table = PASSAGES_BY_DIFFICULTY[options.players]
    if options.difficulty not in table:
        raise _bad(f"Difficulty {options.difficulty!r} does not exist with {options.players} player(s).", _RULE_SETUP)
    if options.passages is not None:
        low, high = PASSAGE_RANGE[options.players]
        if not low <= options.passages <= high:
            raise _bad(f"Passages must be between {low} and {high} (the board has 7 spaces).", _RULE_SETUP)
    for field, allowed in (("expansions", SET_IDS), ("setups", SETUP_IDS)):
        values: list[str] = list(getattr(options, field))
        if len(set(values)) != len(values):
            raise _bad(f"{field} lists a set twice.", _RULE_VARIANTS)
        unknown = [v for v in values if v not in allowed]
        if unknown:
            raise _bad(f"Unknown {field}: {unknown}.", _RULE_VARIANTS)
    if options.fear_of_the_dark and options.players != 2:
        raise _bad("Peur du noir is a 2-player variant.", "VARIANTE COOPÉRATIVE À 2 JOUEURS « PEUR DU NOIR »")
    if not 0 <= options.first_player < options.players:
        raise _bad("first_player must be a seat of the match.", "Choisissez un joueur pour être le premier joueur")


def starting_passages(options: MaeshoweOptions) -> int:
    """Difficulty (or override), plus one with the Effroi/Espoir set-up, never above the 7 spaces."""
    base = (
        options.passages
        if options.passages is not None
        else PASSAGES_BY_DIFFICULTY[options.players][options.difficulty]
    )
    if "dread" in options.setups:
        base += 1
    return min(base, BOARD_SPACES)


def starting_health(options: MaeshoweOptions) -> int:
    """Solo 4; 2p "trois jetons santé de chaque" (max 4 each); Gloutonnerie set-up: 3 solo, 2 each in 2p."""
    if "gluttony" in options.setups:
        return 3 if options.players == 1 else 2
    return START_HEALTH if options.players == 1 else START_HEALTH_DUO


def starting_food(options: MaeshoweOptions) -> int:
    return 3 if "gluttony" in options.setups else START_FOOD
