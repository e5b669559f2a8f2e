"""Rule predicates shared by ``decide`` and ``legal_actions``: what may be played or discarded now.

Keeping one definition of each predicate is what makes the legal-action listing agree exactly with
what ``decide`` accepts.
"""

from __future__ import annotations

from domain.games.maeshowe.cards import CARD_RUNE, CARD_TYPE
from domain.games.maeshowe.state import MaeshoweState

# Short quotes of the rulebook (French) cited by RuleViolations and tests.
R_TURN = "Chaque tour, vous devez jouer une carte et défausser une autre carte de votre main."
R_FOOD_TO_PLAY = "Vous devez posséder au moins une nourriture pour jouer cette carte (Précipitation, Promptitude)."
R_FOOD_TO_DISCARD = "Vous devez avoir au moins une nourriture pour défausser cette carte (Gloutonnerie)."
R_HASTE = (
    "Si vous avez trois cartes Creuser un passage ou plus en main au début de votre tour, vous devez jouer cette carte."
)
R_RECOVERY = (
    "Tant que Récupération est dans votre main, vous pouvez perdre un point de santé pour jouer la carte "
    "du dessus de la défausse de votre choix."
)
R_JARL = (
    "Si un joueur est en possession du Jeton Jarl, il peut choisir de passer le jeton ... au lieu de "
    "jouer et de défausser (R-Q-2)."
)
R_FEAR = "Peur du noir: passer à la place une carte de sa main à l'autre joueur."
R_PROMPT = "Toute décision en attente doit être résolue d'abord."
R_RUIN = (
    "Ruine: si vous avez Ruine et Récupération ensemble dans votre main au début de votre tour, "
    "vous devez les défausser toutes les deux et vous perdez un point de santé."
)

NEEDS_FOOD_TO_PLAY = frozenset({"haste", "promptness"})


def playable(card: int, food: int) -> bool:
    """Précipitation and Promptitude need at least one food to be played."""
    return food >= 1 or CARD_TYPE[card] not in NEEDS_FOOD_TO_PLAY


def discardable(card: int, food: int) -> bool:
    """Gloutonnerie needs at least one food to be discarded."""
    return food >= 1 or CARD_TYPE[card] != "gluttony"


def count_type(cards: list[int], kind: str) -> int:
    return sum(1 for c in cards if CARD_TYPE[c] == kind)


def goes_mad(hand: list[int]) -> bool:
    """R-Q-1: exactly five cards sharing one rune colour; jokers count as both, rune-less cards as none."""
    if len(hand) != 5:
        return False
    mask = 3
    for card in hand:
        mask &= CARD_RUNE[card]
    return mask != 0


def haste_forced(s: MaeshoweState, seat: int) -> bool:
    """Précipitation must be the play: 3+ Digs at turn start, one in hand, and food to pay for it."""
    return (
        s.must_play_haste
        and not s.played
        and seat == s.active
        and s.food >= 1
        and any(CARD_TYPE[c] == "haste" for c in s.hands[seat])
    )


def play_choices(s: MaeshoweState, seat: int) -> list[int]:
    if s.played:
        return []
    forced = haste_forced(s, seat)
    food = s.food
    return [c for c in s.hands[seat] if playable(c, food) and (not forced or CARD_TYPE[c] == "haste")]


def recovery_choices(s: MaeshoweState, seat: int) -> list[int]:
    """Discards whose top card Récupération may play (owners)."""
    if s.played or haste_forced(s, seat) or not any(CARD_TYPE[c] == "recovery" for c in s.hands[seat]):
        return []
    return [o for o in range(s.seats) if s.discards[o] and playable(s.discards[o][-1], s.food)]


def _keeps_haste(s: MaeshoweState, seat: int, card: int) -> bool:
    """Discarding/giving ``card`` would drop the last Précipitation that must still be played."""
    return CARD_TYPE[card] == "haste" and haste_forced(s, seat) and count_type(s.hands[seat], "haste") == 1


def discard_choices(s: MaeshoweState, seat: int) -> list[int]:
    if s.discarded:
        return []
    food = s.food
    return [c for c in s.hands[seat] if discardable(c, food) and not _keeps_haste(s, seat, c)]


def give_choices(s: MaeshoweState, seat: int) -> list[int]:
    if s.discarded or not s.options.fear_of_the_dark:
        return []
    return [c for c in s.hands[seat] if not _keeps_haste(s, seat, c)]


def ruin_due(s: MaeshoweState) -> bool:
    """Ruine: "Si vous avez Ruine et Récupération ensemble dans votre main au début de votre tour, vous
    devez les défausser": before either step, once per turn (an old match may still hold it as a task)."""
    if s.played or s.discarded or s.ruin_paid or s.tasks or s.result is not None:
        return False
    hand = s.hands[s.active]
    return any(CARD_TYPE[c] == "ruin" for c in hand) and any(CARD_TYPE[c] == "recovery" for c in hand)


def second_step_possible(s: MaeshoweState) -> bool:
    """After one of the two steps: can the other one still be done? (R-Q-2)"""
    seat = s.active
    if s.played:
        return bool(discard_choices(s, seat) or give_choices(s, seat))
    return bool(play_choices(s, seat) or recovery_choices(s, seat))
