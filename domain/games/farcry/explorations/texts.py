"""The exploration's player-facing texts in English and French (labels, prompts, refusals).

`both_langs` renders one entry in both languages, marked (`language.both`); the engine keeps the
reader's half (``Accept-Language``), as for all its texts.
"""

from __future__ import annotations

from typing import Any

from domain.games.farcry import language
from domain.texts import Catalogue, both

ENTRIES: dict[str, dict[str, str]] = {
    "prompt.hunt": both(
        "Exploration: buy re-rolls before the hunt", "Exploration : achetez des relances avant la chasse"
    ),
    "action.rerolls": both(
        "{character}: hunt {card}, buy re-rolls (1 MP each)",
        "{character} : chasse {card}, acheter des relances (1 PM chacune)",
    ),
    "prompt.choose": both(
        "Exploration: reveal a card or choose a destination",
        "Exploration : révélez une carte ou choisissez une destination",
    ),
    "prompt.regroup": both("Exploration: regroup or stay", "Exploration : regroupez-vous ou restez"),
    "action.reveal": both("{character}: reveal a card (1 MP)", "{character} : révéler une carte (1 PM)"),
    "action.choose": both(
        "{character}: choose a destination (1 MP, hidden until all have chosen)",
        "{character} : choisir une destination (1 PM, cachée jusqu'à ce que tous aient choisi)",
    ),
    "action.regroup": both(
        "{character}: regroup through spent cards", "{character} : se regrouper par les cartes résolues"
    ),
    "action.pass": both("{character}: stay here", "{character} : rester ici"),
    "choice.cell": both("{card} at {cell}", "{card} en {cell}"),
    "choice.face_down": both("face-down card at {cell}", "carte face cachée en {cell}"),
    "choice.secret": both("secret place: {card}", "lieu secret : {card}"),
    "choice.rerolls": both("{n} re-roll(s) against {card}", "{n} relance(s) contre {card}"),
    "choice.flee": both("flee to {card} at {cell}", "fuir vers {card} en {cell}"),
    "choice.regroup": both("{card} at {cell} ({cost} MP)", "{card} en {cell} ({cost} PM)"),
    "refusal.no_exploration": both("No exploration is in progress.", "Aucune exploration en cours."),
    "refusal.exploring": both(
        "The team is exploring: only exploration actions now.",
        "L'équipe explore : seules les actions d'exploration sont possibles.",
    ),
    "refusal.not_yours": both("{character} is not yours to move.", "{character} n'est pas à vous."),
    "refusal.step": both(
        "Not at this step of the round (now: {step}).", "Pas à cette étape du tour (en cours : {step})."
    ),
    "refusal.out": both(
        "{character} is dead or out of MP: the exploration is over for them.",
        "{character} est mort ou sans PM : son exploration est finie.",
    ),
    "refusal.chosen": both("{character} has already chosen this round.", "{character} a déjà choisi ce tour-ci."),
    "refusal.revealed": both(
        "{character} has already revealed a card this round.", "{character} a déjà révélé une carte ce tour-ci."
    ),
    "refusal.reveal_target": both("Reveal one of: {legal}.", "Révélez l'une de : {legal}."),
    "refusal.destination": both("Choose one of: {legal}.", "Choisissez parmi : {legal}."),
    "refusal.rerolls": both("Re-rolls: 0 to {most} (1 MP each).", "Relances : de 0 à {most} (1 PM chacune)."),
    "refusal.bought": both(
        "{character} has no re-roll to buy now.", "{character} n'a pas de relance à acheter maintenant."
    ),
    "refusal.flee": both("Flee to one of: {legal}.", "Fuyez vers l'un de : {legal}."),
    "refusal.done": both("{character} has finished this round.", "{character} a fini ce tour-ci."),
    "refusal.regroup": both("Regroup to one of: {legal}.", "Regroupez-vous vers : {legal}."),
}

TEXTS = Catalogue(ENTRIES)


def both_langs(key: str, **fields: Any) -> str:
    """The entry in both languages, marked for the engine to keep the reader's (`language.both`)."""
    return language.both(TEXTS.text(key, "fr", **fields), TEXTS.text(key, "en", **fields))
