"""The exploration between missions as the state holds it (L1312-1386; types only).

The table is a grid of cards keyed ``"x,y"`` (the Base camp at ``"0,0"``, north is ``y + 1``); the
three secret places lie beside it, keyed by their card id (EX-4, EX-23). Face-down cards and the pile
are plain fields here; views and ``event_view`` hide them. A seat's destination for the round is a
hidden commitment (``chosen``) until every explorer has chosen (EX-12): only its own seat sees it.
"""

from __future__ import annotations

from typing import Literal

import msgspec

BASE = "0,0"
"""The Base camp's cell (EX-4)."""
MP_CAP = 11
"""EX-7, L1328: the MP dial goes up to 11."""


class PlacedCard(msgspec.Struct, kw_only=True):
    """A card on the grid; ``ammo``: its effect is spent (EX-13)."""

    cell: str
    card: str
    face_up: bool = False
    ammo: bool = False


class SecretPlace(msgspec.Struct, kw_only=True):
    """A secret place set aside; face up once its trail is found, face down again after a visit."""

    card: str
    """The secret place card's id."""
    face_up: bool = False
    """True once its trail is found (face down again after a visit)."""


class Explorer(msgspec.Struct, kw_only=True):
    """A character's token, dials and gains during the exploration (EX-7, EX-8: no talents, weapons or
    items). ``madness`` counts the pirates' successes (MD-14): the save's counter moves by it at the end."""

    character: str
    """The character's id."""
    seat: int
    """The seat playing it (0-based)."""
    at: str
    """The cell it stands on, as `"x,y"`, or a secret place's id."""
    hp: int
    """Health points left."""
    max_hp: int
    """Maximum health points."""
    mp: int
    """Movement points left for the exploration."""
    xp: int = 0
    """Experience points gained."""
    madness: int = 0
    """The pirates' successes, moving the save's madness counter at the end (MD-14)."""
    revealed: bool = False
    """Step 1 already used this round (EX-11)."""
    done: bool = False
    """Step 5 finished this round (EX-15)."""


class Commitment(msgspec.Struct, kw_only=True):
    """A destination chosen at step 2 (EX-12): a cell or a face-up secret place; ``flee_to`` is where a
    forced flight goes (R-F-62); ``rerolls``: bought on arrival at a hunt, before rolling (EX-19)."""

    character: str
    """The explorer."""
    to: str
    """The destination: a cell `"x,y"` or a face-up secret place's id."""
    flee_to: str = BASE
    """Where a forced flight goes (R-F-62), a cell `"x,y"`; the Base camp by default."""
    rerolls: int = 0
    """Re-rolls bought on arrival at a hunt (EX-19)."""
    bought: bool = False
    """True once the re-rolls are bought."""


class ExplorationState(msgspec.Struct, kw_only=True):
    round: int = 1
    step: Literal["choose", "hunt", "regroup"] = "choose"
    """Step 2 (reveals and choices), the hunters buying re-rolls (EX-19), step 5 (regrouping)."""
    deck: list[str] = []
    cards: list[PlacedCard] = []
    secrets: list[SecretPlace] = []
    explorers: list[Explorer] = []
    chosen: list[Commitment] = []
    campfires: list[str] = []
    """Cells of resolved campfires: flights may end there from now on (EX-27)."""
    money: int = 0
    skins: int = 0
    leaves: list[str] = []
