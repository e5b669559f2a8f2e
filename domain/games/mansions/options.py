"""Match options: the number of investigators, the keeper's story, each seat's investigator, the
keeper's prompt deadline. Every field is defaulted: ``{}`` is one investigator, everything chosen in play."""

from __future__ import annotations

import msgspec

from domain.contract import RuleViolation
from domain.games.mansions.content import CONTENT


class Pick(msgspec.Struct, frozen=True, forbid_unknown_fields=True):
    """An investigator and the two traits chosen for it (L12, H-3): one physical, one mental."""

    investigator: str
    """The investigator's id."""
    physical: str
    """The physical trait's id (sets strength, dexterity, marksmanship)."""
    mental: str
    """The mental trait's id (sets intellect, willpower, lore, luck)."""


class MansionsOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """Seat 0 is the keeper, seats 1..``investigators`` the investigators (H-2, H-3)."""

    investigators: int = 1
    """How many investigator seats (1 to 4)."""
    story: dict[str, str] | None = None
    """The keeper's answers (question id -> answer id); ``None``: the keeper answers a first prompt (H-2)."""
    picks: list[Pick | None] = []
    """Per investigator seat (seat 1 first), its pick; missing or ``None``: that seat answers a set-up prompt."""
    keeper_seconds: int | None = None
    """Seconds the keeper has to answer a prompt (a failed evade, the keeper's turn); then it passes."""
    puzzle_minute: bool = False
    """The aid's optional limit (L82, H-40): a puzzle attempt ends a minute after it starts."""


def validate(options: MansionsOptions) -> None:
    """Refuse options the rules cannot set up (``invalid_options``)."""
    if not 1 <= options.investigators <= 4:
        raise RuleViolation("invalid_options", "Mansions has 1 to 4 investigators.", rule="H-3")
    if options.story is not None:
        try:
            CONTENT.story(options.story)
        except ValueError as error:
            raise RuleViolation("invalid_options", f"story: {error}", rule="H-2") from error
    if len(options.picks) > options.investigators:
        raise RuleViolation("invalid_options", "More picks than investigator seats.", rule="H-3")
    chosen = [p.investigator for p in options.picks if p is not None]
    if len(set(chosen)) != len(chosen):
        raise RuleViolation("invalid_options", "Two seats picked the same investigator.", rule="H-3")
    for pick in options.picks:
        if pick is not None and not pick_ok(pick):
            raise RuleViolation("invalid_options", f"{pick.investigator}: unknown investigator or trait.", rule="H-3")
    if options.keeper_seconds is not None and options.keeper_seconds <= 0:
        raise RuleViolation("invalid_options", "keeper_seconds must be positive.", rule="H-15")


def pick_ok(pick: Pick) -> bool:
    """The investigator exists and the traits are its own (one of its two physical, one of its two mental)."""
    spec = CONTENT.investigators.get(pick.investigator)
    return spec is not None and pick.physical in spec.physical and pick.mental in spec.mental
