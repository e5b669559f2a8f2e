"""What the talents change, read where the rules apply them (TL-8..TL-10, L1259-1310).

A talent is held (``CharacterState.talents``), and, for the once-per-turn, once-per-mission and
once-per-enemies'-turn ones, marked used (``talents_used``, ``talents_flipped``; TL-9). Passive
talents change a number the rules read: they are asked here by the code of their card, never by
name, so a content pack that renames a card keeps its effect. TL-8 (L1280): from a madness counter of
10 the card's 10+ effect is added when the talent is used (`mad`).
"""

from __future__ import annotations

from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import TalentCode
from domain.games.farcry.state import START_BANDAGES, CharacterState

MADNESS_EFFECTS_FROM = 10
"""TL-8 (L1280): "une valeur de Folie de 10 ou plus"."""
FIRST_AID_BANDAGES = 4
"""Premiers secours (L1289): "Vous commencez la mission avec 4 bandages"."""
FIELD_MEDIC_HEAL = 3
"""Médecin de terrain (L1292): "Vos bandages restaurent désormais 3 PV"."""
BLOOD_RAGE_HP = 3
BLOOD_RAGE_MP = 2
"""Rage sanglante (L1295): "Avec 3 PV ou moins au début du tour, gagnez +2 PM pour le tour"."""


def card(code: TalentCode) -> str:
    """The id of the talent card with ``code`` (one card per code, checked by the loader)."""
    return next(t.id for t in CONTENT.talents.values() if t.code == code)


def has(talents: list[str], code: TalentCode) -> bool:
    return any(CONTENT.talents[t].code == code for t in talents if t in CONTENT.talents)


def holds(c: CharacterState, code: TalentCode) -> bool:
    return has(c.talents, code)


def ready(c: CharacterState, code: TalentCode) -> bool:
    """Held and not yet used this turn (once per turn or enemies' turn) nor this mission (flipped)."""
    if not holds(c, code):
        return False
    name = card(code)
    return name not in c.talents_used and name not in c.talents_flipped


def used_now(c: CharacterState, code: TalentCode) -> bool:
    """Used this turn (a once-per-turn card tilted, a once-per-mission one flipped this turn)."""
    return holds(c, code) and card(code) in c.talents_used


def mad(c: CharacterState) -> bool:
    """TL-8: the 10+ effects apply."""
    return c.madness >= MADNESS_EFFECTS_FROM


def maxima_bonus(talents: list[str]) -> tuple[int, int]:
    """(+max HP, +max MP): Entraînement (L1287) and Marathonien (L1265)."""
    return (1 if has(talents, "max_hp") else 0), (1 if has(talents, "max_mp") else 0)


def start_bandages(talents: list[str]) -> int:
    """LA-24 (L811) or Premiers secours (L1289)."""
    return FIRST_AID_BANDAGES if has(talents, "first_aid") else START_BANDAGES


def bandage_heal(c: CharacterState, default: int) -> int:
    """What one of ``c``'s bandages heals (LA-22, L807; Médecin de terrain, L1292)."""
    return FIELD_MEDIC_HEAL if holds(c, "field_medic") else default


def immune(c: CharacterState, status: str) -> bool:
    """Mur de pierre (L1303): immune to Bleeding and Blocage."""
    return status in ("bleeding", "blocage") and holds(c, "stone_wall")


def enraged(c: CharacterState) -> bool:
    """Rage sanglante (L1295) at the start of the players' turn: 3 HP or less, not K.O."""
    return holds(c, "blood_rage") and not c.ko and not c.exited and 0 < c.hp <= BLOOD_RAGE_HP


def rage_melee_bonus(c: CharacterState) -> int:
    """Rage sanglante's 10+ effect (L1295): +1 melee damage for the turn the rage holds."""
    return 1 if c.raging and mad(c) else 0
