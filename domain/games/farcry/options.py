"""Match options and their check (what ``validate_options`` and ``start`` refuse).

One match is one campaign (issue 14); ``mission`` picks where it starts: mission 0 with its kits, or a
later mission started as a standalone one from its designed starting save (issue 20), whose characters
are the save's.
Seats are 1 to 4; solo plays two characters from one seat (SU-16, GN-3, L1476: the game is not made
for one character), otherwise one character per seat. Mission 0 gives each player one of four
weapon/talent kits, each listed once (L1663-1668): kits are distinct.
"""

from __future__ import annotations

from typing import Annotated, Literal

import msgspec

from domain.contract import RuleViolation
from domain.games.farcry.content import CONTENT

MIN_SEATS = 1
MAX_SEATS = 4


MIN_REACTION_SECONDS = 5
MAX_REACTION_SECONDS = 3600


class FarCryOptions(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """``{}`` is a solo mission 0 with Daisy and Keith on the first two kits."""

    seats: int = 1
    """Seats (1-4): one seat plays two characters, more seats play one character each."""
    mission: Literal[
        "mission_0", "mission_1", "mission_2", "mission_3", "mission_4", "mission_5", "mission_6", "mission_7"
    ] = "mission_0"
    """The mission to play ("mission_0", the tutorial, to "mission_7"); missions after 0 play as a campaign."""
    characters: list[str] = []
    """Character ids, one per character in seat order (solo: two); empty: the first ones of the box."""
    kits: list[int] = []
    """Mission 0 kit index (0-3, L1665-1668) per character; empty: kits in order."""
    friendly_fire: bool = False
    """The optional friendly-fire mode (SU-17, GN-1, L1462-1466, R-F-79)."""
    campaign: bool = False
    """Play on after this mission (issue 21): the preparation between missions, then the next mission of
    the campaign (RND-1), until none is left; without it the match ends with its mission."""
    reaction_seconds: Annotated[int, msgspec.Meta(ge=MIN_REACTION_SECONDS, le=MAX_REACTION_SECONDS)] = 120
    """How long a reaction talent (Coup de chance, Abdos en acier, Second souffle) waits for its owner
    before it lapses, so that a match never waits forever for an absent player."""


def character_count(seats: int) -> int:
    """Solo plays two characters (SU-16, L1476)."""
    return 2 if seats == 1 else seats


def seat_of(character_index: int, seats: int) -> int:
    """The seat that controls the n-th character: in solo, seat 0 controls both."""
    return 0 if seats == 1 else character_index


def chosen_characters(options: FarCryOptions) -> list[str]:
    if options.characters:
        return list(options.characters)
    save = CONTENT.missions[options.mission].start_save
    pool = [p.character for p in save.players] if save is not None else list(CONTENT.characters)
    return pool[: character_count(options.seats)]


def chosen_kits(options: FarCryOptions) -> list[int]:
    """Mission 0's kit per character; a mission started from a save has none (its weapons are saved)."""
    if CONTENT.missions[options.mission].start_save is not None:
        return [0] * character_count(options.seats)
    return list(options.kits) or list(range(character_count(options.seats)))


def validate(options: FarCryOptions) -> None:
    """1-4 seats; known, distinct characters and kits, as many as there are characters."""
    if not MIN_REACTION_SECONDS <= options.reaction_seconds <= MAX_REACTION_SECONDS:
        raise RuleViolation(
            "invalid_options",
            f"reaction_seconds: {MIN_REACTION_SECONDS}-{MAX_REACTION_SECONDS} / délai de réaction hors bornes.",
        )
    if not MIN_SEATS <= options.seats <= MAX_SEATS:
        raise RuleViolation("invalid_options", "Far Cry se joue de 1 à 4 joueurs / 1 to 4 players.", rule="L1476")
    count = character_count(options.seats)
    characters = chosen_characters(options)
    if len(characters) != count:
        raise RuleViolation(
            "invalid_options", f"{count} characters are needed for {options.seats} seat(s).", rule="SU-16"
        )
    unknown = [c for c in characters if c not in CONTENT.characters]
    if unknown:
        raise RuleViolation("invalid_options", f"Unknown characters {unknown}.")
    if len(set(characters)) != len(characters):
        raise RuleViolation("invalid_options", "Each character is played once (one board each).", rule="SU-11")
    mission = CONTENT.missions[options.mission]
    if mission.start_save is not None:
        saved = [p.character for p in mission.start_save.players]
        if options.kits or any(c not in saved for c in characters):
            raise RuleViolation(
                "invalid_options",
                f"{options.mission} starts from its save: characters among {saved}, no kits.",
                rule="SU-12",
            )
        return
    kits = chosen_kits(options)
    if len(kits) != count or any(not 0 <= k < len(mission.kits) for k in kits) or len(set(kits)) != len(kits):
        raise RuleViolation(
            "invalid_options",
            f"Choose {count} distinct kits among 0-{len(mission.kits) - 1}.",
            rule="L1663-1668",
        )
