"""Madness tokens, combat stress and the seven stress cards (L1172-1241, MD-1..MD-13, R-F-8, R-F-46).

A stress card is drawn face down when a player is left with 3, 2 or 1 HP (R-F-46: after a loss, never
on healing, never at 0, not while a card is held, MD-10), turned at the start of the next round and
applied at the owner's tier, then returned and shuffled at the start of the round after (R-F-8). The
tier reads the saved counter: tokens gained this mission only count after a success (MD-6, R-F-46).
Effects lasting "ce tour" are read from the face-up card (`active`), so nothing else is stored.
"""

from __future__ import annotations

from domain.games.farcry import events as ev
from domain.games.farcry.content import CONTENT
from domain.games.farcry.content.schema import Stress, StressCode
from domain.games.farcry.evolve_combat import Work, character
from domain.games.farcry.state import FarCryState, tier
from domain.rng import Rng

STRESS_HP = frozenset({1, 2, 3})
"""CB-34 (L1000), MD-9 (L1204): "Lorsqu'il vous reste 3, 2 ou 1 PV"."""
ADRENALINE_HEAL = 2
"""L1224: "Soignez-vous de 2 PV"."""
CRUAUTE_XP = 100
"""L1225: "Gagnez 100XP par unité que vous tuez pendant ce tour"."""
HUMAN_KILL_TOKENS = 1
"""MD-2 (L1184)."""
TAKEDOWN_KILL_TOKENS = 2
"""MD-3 (L1186)."""
DIRECT_SOURCES = frozenset({"weapon", "takedown", "zip_impact", "fall", "acid"})
"""R-F-30, MD-5 (L1190): only a direct action of a player gives madness tokens (and Cruauté XP); R-F-16
(L671): a fall into a chasm is always a zip-liner's push (`movement`), a kill of the zip-liner's own;
so is a push into the acid (M4), while a collapse or a broken bridge is nobody's (``by`` is None)."""


def card_effect(card: str, counter: int) -> Stress:
    """The effect a card shows at the tier of a madness counter (L1210-1214, R-F-4)."""
    c = CONTENT.madness[card]
    return {0: c.tier0, 5: c.tier5, 10: c.tier10}[tier(counter)]


def active(state: FarCryState, who: str, effect: StressCode) -> Stress | None:
    """The stress effect ``who`` is under, if it is ``effect``: a face-up card lasts its round (R-F-8)."""
    c = character(state, who)
    if c is None or c.stress_card is None or not c.stress_face_up:
        return None
    shown = card_effect(c.stress_card, c.madness)
    return shown if shown.effect == effect else None


def mp_adjustment(state: FarCryState, who: str) -> int:
    """MP this round's card changes: Réflexes +1 (L1219), Catatonie -X (L1221, R-F-4)."""
    reflexes = 1 if active(state, who, "reflexes") else 0
    catatonie = active(state, who, "catatonie")
    return reflexes - (catatonie.x if catatonie else 0)


def stress_attack(work: Work, who: str) -> None:
    """MD-9, MD-10, R-F-46: draw the top card face down if left at 3, 2 or 1 HP and holding none."""
    c = character(work.state, who)
    if c is None or c.ko or c.hp not in STRESS_HP or c.stress_card is not None or not work.state.madness_deck:
        return
    work.emit(ev.StressDrawn(character=who, card=work.state.madness_deck[0]))


def killed(work: Work, victim_unit: str, victim: str, source: str, by: str | None) -> None:
    """MD-1..MD-5 and Cruauté: what the killer of ``victim`` gains (R-F-30's direct sources only)."""
    if by is None or character(work.state, by) is None or source not in DIRECT_SOURCES:
        return
    board = CONTENT.units[victim_unit]
    if board.kind == "human" and board.side == "enemy":
        tokens = TAKEDOWN_KILL_TOKENS if source == "takedown" else HUMAN_KILL_TOKENS
        work.emit(ev.MadnessGained(character=by, tokens=tokens, victim=victim))
    if active(work.state, by, "cruaute"):
        work.emit(ev.XpGained(character=by, amount=CRUAUTE_XP, why="cruaute"))


def return_and_turn(work: Work, rng: Rng) -> list[str]:
    """R-F-8 step 2: face-up cards back into the deck and shuffle, then turn every face-down card and
    apply what resolves at once (Adrénaline heals; a K.O. player cannot be healed, R-F-47).

    Returns the characters whose card turned to Instabilité: their attack is `combat.instability`'s.
    """
    state = work.state
    back = [c for c in state.characters if c.stress_card is not None and c.stress_face_up]
    if back:
        deck = state.madness_deck + [c.stress_card for c in back if c.stress_card is not None]
        rng.shuffle(deck)
        work.emit(ev.MadnessReturned(characters=[c.character for c in back], deck=deck, deck_count=len(deck)))
    unstable: list[str] = []
    for c in list(state.characters):
        if c.stress_card is None or c.stress_face_up:
            continue
        shown = card_effect(c.stress_card, c.madness)
        work.emit(ev.StressTurned(character=c.character, card=c.stress_card, tier=tier(c.madness)))
        if shown.effect == "adrenaline" and not c.ko and c.hp < c.max_hp:
            work.emit(ev.Healed(who=c.character, amount=min(ADRENALINE_HEAL, c.max_hp - c.hp), source="adrenaline"))
        elif shown.effect == "instabilite" and not c.ko:
            unstable.append(c.character)
    return unstable
