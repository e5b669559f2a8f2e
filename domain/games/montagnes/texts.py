"""Montagnes' player-facing texts in French (the box's language) and English: the catalogue.

The readable names of codes (regions, rewards, steps, die faces...) are :mod:`labels`' tables, folded in
here under ``<table>.<code>``; card, tile and relic names are the content's own (designed, in French,
the same in both languages). Action labels, choice labels, outcomes and refusals are below. Views keep
carrying both languages (a ``Text`` beside each code); prompts and legal actions use the reader's.
"""

from __future__ import annotations

from domain.games.montagnes import labels
from domain.games.montagnes.labels import Text
from domain.games.montagnes.rules import RESULT_TABLE
from domain.texts import Catalogue, both

TABLES: dict[str, dict[str, Text]] = {
    "region": labels.REGIONS,
    "equipment": labels.EQUIPMENT,
    "reward": labels.REWARDS,
    "reward_text": labels.REWARD_TEXTS,
    "step": labels.STEPS,
    "die": labels.DIE_FACES,
}

RESULTS_EN = {
    "Défaite": "Defeat",
    "Faible succès": "Slight success",
    "Petit succès": "Small success",
    "Succès moyen": "Moderate success",
    "Grand succès": "Great success",
    "Succès retentissant": "Resounding success",
}

ENTRIES: dict[str, dict[str, str]] = {
    "game.title": both("Mountains of Madness", "Les Montagnes Hallucinées"),
    "game.summary": both(
        "An expedition flies over the Antarctic mountains and must escape with more relics than injuries "
        "(3 to 5 players, cooperative). Each turn the Leader moves the plane to a new tile; while the "
        "hourglass runs, everyone places equipment cards face down on the sled to meet the tile's two trials, "
        "with talk limited by madness. Success earns rewards, failure madness or injuries. It ends at the "
        "escape tiles: relics at least equal to injuries wins.",
        "Une expédition survole les montagnes de l'Antarctique et doit s'échapper avec plus de reliques que "
        "de blessures (3 à 5 joueurs, coopératif). À chaque tour, le Leader déplace l'avion sur une nouvelle "
        "tuile ; tant que le sablier s'écoule, chacun pose des cartes équipement face cachée sur le traîneau "
        "pour réussir les deux Épreuves, la parole étant limitée par les Folies. Réussir rapporte des "
        "récompenses, échouer des Folies ou des blessures. La partie finit aux tuiles d'évasion : autant de "
        "reliques que de blessures ou plus, c'est gagné.",
    ),
    **{
        f"{table}.{code}": both(text.en, text.fr) for table, entries in TABLES.items() for code, text in entries.items()
    },
    **{f"result.{fr}": both(RESULTS_EN[fr], fr) for _, _, fr in RESULT_TABLE},
    "choice.player": both("Player {n}", "Joueur {n}"),
    "choice.madness": both("{name} (level {level})", "{name} (niveau {level})"),
    "choice.trial": both("Trial {n} ({trial})", "Épreuve {n} ({trial})"),
    "choice.none": both("None", "Aucune"),
    "choice.sled": both("Sled", "Traîneau"),
    "choice.discard": both("Discard", "Défausse"),
    "action.move": both("Move the plane", "Déplacer l'Avion"),
    "action.ignore_madness": both(
        "Discard a token: a player ignores a madness card", "Défausser un jeton : un joueur ignore une Folie"
    ),
    "action.ignore_card": both("Ignore a madness card this turn", "Ignorer une carte Folie ce tour"),
    "action.place_cards": both("Place cards face down", "Poser des cartes face cachée"),
    "action.restart_hourglass": both(
        "Discard a token: turn the hourglass again", "Défausser un jeton : retourner le sablier"
    ),
    "action.end_encounter": both("Go on to the resolution", "Passer à la Résolution"),
    "action.discard_from_hand": both("Discard a card", "Défausser une carte"),
    "action.take_esoteric": both("Add an esoteric equipment", "Ajouter un Équipement Ésotérique"),
    "action.failure_madness": both("A player draws a madness card", "Un joueur pioche une carte Folie"),
    "action.failure_die": both("Roll the penalty die", "Lancer le dé Malus"),
    "action.accept_die": both("Apply the penalty die", "Appliquer le dé Malus"),
    "action.reroll_die": both("Discard a token: reroll the die", "Défausser un jeton : relancer le dé"),
    "action.box_token": both("Put a token back in the box", "Remettre un jeton dans la boîte"),
    "action.raise_hand_limit": both("Discard a token: +1 card in hand", "Défausser un jeton : +1 carte en main"),
    "action.deal": both("Deal the cards", "Distribuer les cartes"),
    "action.deal_to": both("Give the next card", "Donner la carte suivante"),
    "action.rest": both("Rest", "Se reposer"),
    "action.skip_rest": both("Do not rest", "Ne pas se reposer"),
    "action.assign_relic": both("Give the relic", "Confier la Relique"),
    "action.search_tile": both("Search a tile", "Fouiller une tuile"),
    "action.exalt": both("Take tokens back", "Récupérer des jetons"),
    "outcome.injuries": both(
        "Weakened and overwhelmed by injuries, the group can barely move on.",
        "Affaibli et accablé de blessures, le groupe peine à avancer.",
    ),
    "outcome.leadership": both(
        "You lost all hope of survival, alone in this cruel immensity.",
        "Vous avez perdu tout espoir de survie, isolés dans cette cruelle immensité.",
    ),
    # refusals (the engine's own messages are French)
    "problem.hourglass_empty": both("The hourglass has run out.", "Le sablier est écoulé."),
    "problem.not_a_seat": both("Only a seated player may act.", "Seul un joueur assis peut agir."),
    "problem.illegal_action": both(
        "Not now: see the prompt and legal_actions.", "Pas maintenant : voyez la question et legal_actions."
    ),
    "problem.not_your_turn": both("This choice belongs to another player.", "Ce choix revient à un autre joueur."),
    "problem.illegal_move": both("The plane cannot go there.", "L'Avion ne peut pas aller là."),
    "problem.leadership_covered": both("A relic token covers this action.", "Un jeton Relique recouvre cette action."),
    "problem.no_leadership_token": both(
        "No leadership token left on the sled.", "Plus de jeton Leadership sur le Traîneau."
    ),
    "problem.invalid_choice": both(
        "That choice is not among the listed ones.", "Ce choix ne fait pas partie de ceux proposés."
    ),
    "problem.card_not_in_hand": both("That card is not in your hand.", "Cette carte n'est pas dans votre main."),
    "problem.relic_forbids": both("Your relic forbids this.", "Votre Relique l'interdit."),
    "problem.madness_forbids": both(
        "Your madness (or a relic) forbids this placement.", "Votre Folie (ou une Relique) interdit cette pose."
    ),
    "problem.madness_forbids_speech": both("Your madness forbids this speech.", "Votre Folie interdit cette parole."),
    "problem.rest_forbidden": both("You may not rest now.", "Vous ne pouvez pas vous reposer maintenant."),
}

TEXTS = Catalogue(ENTRIES)


def pick(text: Text, lang: str) -> str:
    """One of a :class:`~domain.games.montagnes.labels.Text`'s two languages."""
    return text.fr if lang == "fr" else text.en
