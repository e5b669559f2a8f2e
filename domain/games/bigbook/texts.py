"""Big Book's player-facing texts in English and French (the rulebook's language): the catalogue.

Prompts, action labels, element and player names, outcomes, refusals below; the content's own names and
texts (spells, curses, magician powers, monsters, grimoire pages: French in ``content/*.json``) have
their English in ``content/english.json``, read through :func:`content`.
"""

from __future__ import annotations

import json
from pathlib import Path

from domain.games.bigbook.content import ELEMENT_FR, card_element, card_value, is_madness
from domain.texts import Catalogue, both

ENGLISH: dict[str, dict[str, str]] = json.loads((Path(__file__).parent / "content" / "english.json").read_text("utf-8"))
"""English for the content's French names and texts, keyed by the French (``content/english.json``)."""

ELEMENT_EN = {"water": "Water", "fire": "Fire", "earth": "Earth", "air": "Air", "multi": "Multi-element"}

ENTRIES: dict[str, dict[str, str]] = {
    "game.title": both("The Big Book of Madness", "Le Grimoire de la Folie"),
    "game.summary": both(
        "Young magicians must close the Big Book by beating every monster it summons (2 to 5 players, "
        "cooperative). A turn: ready your spells, the monster marker moves and the curse it reaches strikes, "
        "then pay element cards to cast, learn or acquire spells, destroy curses or heal madness, and draw back "
        "to six. Beat the last monster to win; an empty madness pile or too much madness loses.",
        "De jeunes magiciens doivent refermer le Grimoire en battant chaque monstre qu'il invoque (2 à 5 "
        "joueurs, coopératif). Un tour : Concentration (vos sorts redeviennent prêts), le marqueur Monstre "
        "avance et la Malédiction atteinte frappe, puis payez des cartes élément pour activer, apprendre ou "
        "acquérir, détruire des malédictions ou soigner une Folie, et reprenez six cartes. Battez le dernier "
        "monstre pour gagner ; une pioche de Folie vide ou trop de Folies fait perdre.",
    ),
    **{f"element.{e}": both(ELEMENT_EN[e], ELEMENT_FR[e]) for e in ELEMENT_FR},
    "card.madness": both("Madness", "Folie"),
    "card.element": both("{element} {value}", "{element} {value}"),
    "where.hand": both("{card} (Player {n}'s hand)", "{card} (main du Joueur {n})"),
    "where.support": both("{card} (Player {n}'s support)", "{card} (soutien du Joueur {n})"),
    "where.space": both("{text} (space {slot})", "{text} (case {slot})"),
    "choice.player": both("Player {n}", "Joueur {n}"),
    "choice.magician": both(
        "{name} — Power: {power} Starting elements: {elements}.",
        "{name} — Pouvoir : {power} Éléments de départ : {elements}.",
    ),
    "prompt.choose_magician": both("Choose a magician.", "Choisissez un Magicien."),
    "action.choose_magician": both("Choose a magician", "Choisir un Magicien"),
    "action.use_power": both("Magician's power: {power}", "Pouvoir de Magicien : {power}"),
    "action.activate": both(
        "Cast {spell} ({level} {element} per Power)", "Activer {spell} ({level} {element} par Puissance)"
    ),
    "action.learn": both("Learn {spell} (2 {element})", "Apprendre {spell} (2 {element})"),
    "action.acquire": both(
        "Acquire a {element} {value} ({value} {element})", "Acquérir un {element} {value} ({value} {element})"
    ),
    "action.destroy_curse": both("Destroy the curse « {curse} »", "Détruire la Malédiction « {curse} »"),
    "action.heal": both("Heal a madness (2 elements of one kind)", "Soigner une Folie (2 Éléments d'un même type)"),
    "action.end_actions.phase": both("End the action phase", "Terminer la phase d'Action"),
    "action.end_actions.return": both("Give back the remaining actions", "Rendre les Actions restantes"),
    "action.end_actions.turn": both("End the turn", "Terminer le tour"),
    "ask.discard": both("Discard {n} card(s).", "Défaussez {n} carte(s)."),
    "ask.discard_madness": both("Discard {n} madness card(s) from your hand.", "Défaussez {n} Folie(s) de votre main."),
    "ask.discard_support": both("Discard {n} card(s) from your support.", "Défaussez {n} carte(s) de votre soutien."),
    "ask.heal": both("Heal {n} madness card(s).", "Soignez {n} Folie(s)."),
    "ask.destroy_hand": both("Destroy {n} card(s).", "Détruisez {n} carte(s)."),
    "ask.destroy_discard": both("Destroy {n} card(s) from your discard.", "Détruisez {n} carte(s) de votre défausse."),
    "ask.give": both("Give {n} card(s).", "Donnez {n} carte(s)."),
    "ask.recover": both("Take {n} card(s) back from your discard.", "Reprenez {n} carte(s) de votre défausse."),
    "ask.topdeck": both(
        "Put {n} card(s) from your discard on your deck (the first one on top).",
        "Placez {n} carte(s) de votre défausse sur votre pioche (la première sera au-dessus).",
    ),
    "ask.exhaust_spell": both("Exhaust {n} spell(s).", "Épuisez {n} Sortilège(s)."),
    "ask.neutralise_spell": both("Neutralise {n} spell(s).", "Neutralisez {n} Sortilège(s)."),
    "ask.ready_spell": both("Ready {n} spell(s).", "Redressez {n} Sortilège(s)."),
    "ask.take_support": both("Take {n} card(s) from the supports.", "Prenez {n} carte(s) du soutien."),
    "ask.neutralise_curse": both("Neutralise {n} curse(s).", "Neutralisez {n} Malédiction(s)."),
    "ask.destroy_curse": both("Destroy {n} curse(s).", "Détruisez {n} Malédiction(s)."),
    "ask.give_target": both("Which player do you give to?", "À quel joueur donnez-vous ?"),
    "ask.support": both("Place {n} card(s) in support.", "Placez {n} carte(s) en soutien."),
    "ask.upgrade": both("Choose the element to replace.", "Choisissez l'Élément à remplacer."),
    "ask.gain": both("Take an element card of value {value}.", "Prenez une carte Élément de valeur {value}."),
    "ask.choose_target": both("Choose the targeted player.", "Choisissez le joueur ciblé."),
    "ask.destroy_spell": both(
        "You have 6 spells: destroy one (not the new one).",
        "Vous avez 6 Sortilèges : détruisez-en un (pas le nouveau).",
    ),
    "ask.trim": both(
        "Go back to 6 cards in hand: discard element cards (never a madness).",
        "Revenez à 6 cartes en main : défaussez des cartes Élément (jamais de Folie).",
    ),
    # refusals: the engine's own messages are English (more specific); French by code
    "problem.card_not_in_hand": both(
        "That card is neither in your hand nor in a support.", "Cette carte n'est ni dans votre main ni en soutien."
    ),
    "problem.curse_neutralised": both(
        "A neutralised curse cannot be destroyed.", "Une Malédiction neutralisée ne peut pas être détruite."
    ),
    "problem.duplicate_card": both("A card is listed twice.", "Une carte est donnée deux fois."),
    "problem.illegal_action": both(
        "Not possible now; see legal_actions.", "Impossible maintenant ; voyez legal_actions."
    ),
    "problem.insufficient_payment": both(
        "These cards do not pay the cost.", "Ces cartes ne suffisent pas à payer le coût."
    ),
    "problem.invalid_choice": both(
        "That choice is not among the listed ones.", "Ce choix ne fait pas partie de ceux proposés."
    ),
    "problem.madness_cannot_pay": both(
        "A madness card produces no element.", "Une carte Folie ne produit aucun Élément."
    ),
    "problem.madness_not_available": both(
        "Heal a madness in your hand or in a support, never in a discard.",
        "Soignez une Folie de votre main ou d'un soutien, jamais d'une défausse.",
    ),
    "problem.magician_unavailable": both("That magician is taken.", "Ce Magicien est déjà pris."),
    "problem.no_prompt": both("No question is waiting for an answer.", "Aucune question n'attend de réponse."),
    "problem.not_a_seat": both("Only a seated player can act.", "Seul un joueur assis peut agir."),
    "problem.not_your_turn": both("It is not yours to act now.", "Ce n'est pas à vous d'agir maintenant."),
    "problem.pile_empty": both("This reserve pile is empty.", "Cette pile de la réserve est vide."),
    "problem.power_not_now": both("The power cannot be used now.", "Le pouvoir ne peut pas être utilisé maintenant."),
    "problem.power_used": both("The power was already used this turn.", "Le pouvoir a déjà été utilisé ce tour-ci."),
    "problem.power_without_effect": both(
        "Your power has nothing to act on now.", "Votre pouvoir n'a rien sur quoi agir maintenant."
    ),
    "problem.prompt_pending": both("Answer the pending prompt first.", "Répondez d'abord à la question en cours."),
    "problem.setup_pending": both(
        "Every player must first choose a magician.", "Chaque joueur doit d'abord choisir un Magicien."
    ),
    "problem.spell_exhausted": both(
        "This spell is exhausted until your next Concentration phase.",
        "Ce Sortilège est Épuisé jusqu'à votre prochaine phase de Concentration.",
    ),
    "problem.spell_neutralised": both(
        "A neutralised spell cannot be cast.", "Un Sortilège neutralisé ne peut plus être lancé."
    ),
    "problem.spell_not_available": both(
        "Only a face-up spell on top of a library pile can be learned.",
        "Seul le Sortilège visible au sommet d'une pile de la bibliothèque peut être appris.",
    ),
    "problem.unknown_curse": both("No such curse in play.", "Cette Malédiction n'est pas en jeu."),
    "problem.unknown_pile": both(
        "Only value-2 and value-3 cards can be acquired.", "Seules les cartes de valeur 2 et 3 peuvent être acquises."
    ),
    "problem.unknown_spell": both("You have no such spell.", "Vous n'avez pas ce Sortilège."),
    "problem.wrong_answer": both(
        "That command does not answer the pending prompt.", "Cette commande ne répond pas à la question en cours."
    ),
    "problem.wrong_element": both("Wrong element for this cost.", "Mauvais Élément pour ce coût."),
    "outcome.all_players_mad": both(
        "Every player was eliminated by madness.", "Tous les joueurs ont été éliminés à cause de la Folie."
    ),
}

TEXTS = Catalogue(ENTRIES)


def element(name: str, lang: str) -> str:
    return TEXTS.text(f"element.{name}", lang)


def card(card_id: str, lang: str) -> str:
    """An element card as "Water 2" / "Eau 2", a madness card as "Madness" / "Folie"."""
    if is_madness(card_id):
        return TEXTS.text("card.madness", lang)
    return TEXTS.text("card.element", lang, element=element(card_element(card_id), lang), value=card_value(card_id))


def content(french: str, lang: str) -> str:
    """A content name or text (written in French) in ``lang``."""
    if lang == "fr" or not french:
        return french
    return ENGLISH["names"].get(french) or ENGLISH["texts"][french]
