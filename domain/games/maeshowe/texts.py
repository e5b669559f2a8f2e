"""Maeshowe's player-facing texts in English and in French (the rulebook's language): the catalogue.

Card names come from ``content/cards.json``; card effects are the rulebook's "Jouée sur la ligne" /
"Défaussée" texts (French as printed, English translated). Views, prompts, action labels, outcome
details and refusals render through :data:`TEXTS`; ``tests/games/maeshowe/test_maeshowe_texts.py`` checks
that every key is in both languages and that everything the engine can emit has an entry.
"""

from __future__ import annotations

from domain.games.maeshowe.content import CONTENT
from domain.texts import Catalogue, both

CARD_TYPES: tuple[str, ...] = tuple(dict.fromkeys(spec.type for spec in CONTENT.cards))

EFFECTS: dict[str, dict[str, str]] = {
    "dig": both(
        "The fourth Dig a passage in a row (no other card between) removes the leftmost passage token (two if "
        "all four show the same rune). A set that removed tokens never counts again.",
        "Lorsque vous jouez la quatrième carte Creuser un passage consécutive, retirez le jeton passage le plus "
        "à gauche (deux si les quatre cartes ont la même icône runique). Un set utilisé ne compte plus.",
    ),
    "eat": both(
        "Played: spend as much food as you like and gain 1 health per food spent.",
        "Jouée sur la ligne, perdez autant de nourriture que vous voulez et gagnez un point de santé par "
        "nourriture perdue.",
    ),
    "goose": both("Played: gain 1 food.", "Jouée sur la ligne, gagnez une nourriture."),
    "raven": both("Played: gain 2 health.", "Jouée sur la ligne, gagnez deux points de santé."),
    "sleep": both("Played: gain 1 health.", "Jouée sur la ligne, gagnez un point de santé."),
    "treasure": both(
        "Played: lose 2 health. Discarded: lose 1 health.",
        "Jouée sur la ligne, perdez deux points de santé. Défaussée, perdez un point de santé.",
    ),
    "collapse": both(
        "Played: lose 2 health and put back two passage tokens (never above the starting number). "
        "Discarded: lose 1 health.",
        "Jouée sur la ligne, perdez deux points de santé et remplacez deux jetons passage (sans dépasser le "
        "maximum du début de partie). Défaussée, perdez un point de santé.",
    ),
    "out_of_food": both(
        "Played: lose all your food. Discarded: lose 1 health.",
        "Jouée sur la ligne, perdez toute votre nourriture. Défaussée, perdez un point de santé.",
    ),
    "gluttony": both(
        "Played: lose 2 health. Discarded: lose all your food (you need at least 1 food to discard it).",
        "Jouée sur la ligne, perdez deux points de santé. Défaussée, perdez toute votre nourriture (il faut au "
        "moins une nourriture pour la défausser).",
    ),
    "forage": both(
        "Played: spend any food, then shuffle twice as many cards of your choice from one discard into the "
        "deck. Discarded: gain 1 food.",
        "Jouée sur la ligne, dépensez autant de nourriture que vous le souhaitez, puis mélangez dans la pioche "
        "deux fois cette quantité de cartes d'une défausse. Défaussée, gagnez une nourriture.",
    ),
    "crumbling": both(
        "Played: put the top five deck cards into your discard. Discarded: put your whole hand into your "
        "discard (their discard effects do not resolve).",
        "Jouée sur la ligne, placez les cinq premières cartes de la pioche dans votre défausse. Défaussée, "
        "placez toute votre main dans votre défausse (sans résoudre leurs effets).",
    ),
    "economy": both(
        "Played: you may take another card back into your hand from the line. Discarded: you may take "
        "another card back from any discard.",
        "Jouée sur la ligne, vous pouvez reprendre une autre carte de la ligne dans votre main. Défaussée, "
        "vous pouvez reprendre une autre carte depuis la défausse de votre choix.",
    ),
    "dread": both(
        "Played: you go mad. Discarded: lose 1 health and 1 food. Counts as both runes when checking madness.",
        "Jouée sur la ligne, devenez fou. Défaussée, perdez un point de santé et une nourriture. Compte comme "
        "les deux icônes pour la folie.",
    ),
    "hope": both(
        "Played: counts as a Dig a passage of the rune you choose. Discarded: look at the top two deck cards; "
        "draw each or put it back on top (in the order you choose). No rune: never counts for madness.",
        "Jouée sur la ligne, compte comme un Creuser un passage de l'icône de votre choix. Défaussée, regardez "
        "les deux premières cartes de la pioche : piochez-les ou remettez-les dessus, dans l'ordre choisi. "
        "Sans icône : ne compte jamais pour la folie.",
    ),
    "snub": both(
        "Played: find a Raven or Goose in the deck (then the discards), put it at the start of the line, and "
        "shuffle the deck. Discarded: draw the top two deck cards onto the start of the line and resolve "
        "their played effects.",
        "Jouée sur la ligne, cherchez un Corbeau ou une Oie dans la pioche (puis les défausses), placez-la au "
        "début de la ligne, puis mélangez la pioche. Défaussée, ajoutez les deux premières cartes de la "
        "pioche au début de la ligne et résolvez leurs effets « jouée sur la ligne ».",
    ),
    "sacrifice": both(
        "Played next to a Goose: you may pay 1 food to move two line cards to your discard, then shuffle it. "
        "If its rune matches the Goose's: four cards to your discard, or two into the deck, then shuffle.",
        "Jouée à côté d'une Oie, vous pouvez perdre une nourriture pour déplacer deux cartes de la ligne dans "
        "votre défausse, puis la mélanger. Si les icônes correspondent : quatre cartes vers votre défausse, "
        "ou deux dans la pioche, puis mélangez.",
    ),
    "haste": both(
        "Played: lose 1 food (you need at least 1 food to play it). If you hold three or more Dig a passage "
        "at the start of your turn, you must play it. Discarded: lose 1 health. No rune.",
        "Jouée sur la ligne, perdez une nourriture (il en faut au moins une). Si vous avez trois Creuser un "
        "passage ou plus en main au début du tour, vous devez la jouer. Défaussée, perdez un point de santé. "
        "Sans icône.",
    ),
    "promptness": both(
        "Played: lose 1 food (you need at least 1) and rearrange the line in any order; four Dig a passage "
        "now ending it take effect. Discarded: lose 2 health or add a passage token. Counts as both runes.",
        "Jouée sur la ligne, perdez une nourriture (il en faut au moins une) et réarrangez la ligne ; si elle "
        "finit par quatre Creuser un passage, appliquez leur effet. Défaussée, perdez deux points de santé OU "
        "ajoutez un jeton passage. Compte comme les deux icônes.",
    ),
    "ruin": both(
        "Holding Ruin and Recovery at the start of your turn, you must discard both and lose 1 health. "
        "Discarded: lose 1 health.",
        "Si vous avez Ruine et Récupération en main au début du tour, défaussez-les toutes les deux et perdez "
        "un point de santé. Défaussée, perdez un point de santé.",
    ),
    "recovery": both(
        "While in your hand: you may lose 1 health to play the top card of any discard onto the line instead "
        "of a card from your hand.",
        "Tant qu'elle est dans votre main, vous pouvez perdre un point de santé pour jouer sur la ligne la "
        "carte du dessus de la défausse de votre choix au lieu d'une carte de votre main.",
    ),
}

_NAMES = {spec.type: both(spec.name_en, spec.name_fr) for spec in CONTENT.cards}

ENTRIES: dict[str, dict[str, str]] = {
    "game.title": both("Maeshowe", "Maeshowe"),
    "game.summary": both(
        "Harald and Rögnvald fell into the tomb of Maeshowe and must dig their way out (solo, or two players "
        "together). Each turn, play one card onto the end of the line and discard another, then draw back to "
        "five. Four passage cards in a row on the line remove a passage token. You win when the last passage "
        "token goes; you lose when a player's last health point goes or you cannot both play and discard.",
        "Harald et Rögnvald sont tombés dans le tombeau de Maeshowe et doivent creuser pour en sortir (seul, "
        "ou à deux en coopération). À chaque tour, jouez une carte au bout de la ligne et défaussez-en une "
        "autre, puis complétez votre main à cinq. Quatre cartes Creuser un passage à la suite sur la ligne "
        "retirent un jeton passage. Vous gagnez quand le dernier jeton passage part ; vous perdez quand un "
        "joueur perd son dernier point de vie ou quand vous ne pouvez pas jouer et défausser.",
    ),
    **{f"card.{t}.name": _NAMES[t] for t in CARD_TYPES},
    **{f"card.{t}.effect": EFFECTS[t] for t in CARD_TYPES},
    "rune.none": both("no rune", "aucune"),
    "rune.red": both("red", "rouge"),
    "rune.blue": both("blue", "bleue"),
    "rune.joker": both("joker", "joker"),
    "card.label": both("{name} ({rune}) #{id}", "{name} ({rune}) #{id}"),
    "card.label.plain": both("{name} #{id}", "{name} #{id}"),
    # prompts
    "prompt.turn": both(
        "Play one card onto the end of the line and discard another card, in either order (first, if you "
        "hold Ruin and Recovery, discard them).",
        "Jouez une carte à la fin de la ligne et défaussez-en une autre, dans l'ordre de votre choix "
        "(d'abord, si vous avez Ruine et Récupération, défaussez-les).",
    ),
    "prompt.eat": both(
        "Eat: how much food do you spend (1 health per food)?", "Manger : combien de nourriture perdez-vous ?"
    ),
    "prompt.hope_rune": both("Hope: which rune does it count as, as a Dig?", "Espoir : quelle icône runique ?"),
    "prompt.hope_peek": both(
        "Hope: which of the top cards do you put back (top first)? The others are drawn.",
        "Espoir : quelles cartes remettez-vous sur la pioche ? Vous piochez les autres.",
    ),
    "prompt.forage": both(
        "Forage: how much food do you spend, and from which discard?",
        "Grapiller : combien de nourriture, et depuis quelle défausse ?",
    ),
    "prompt.forage_pick": both(
        "Forage: which cards go back into the deck?", "Grapiller : quelles cartes mélangez-vous dans la pioche ?"
    ),
    "prompt.economy_line": both(
        "Economy: take back another card from the line?", "Économie : reprendre une autre carte de la ligne ?"
    ),
    "prompt.economy_discard": both(
        "Economy: take back another card from a discard?", "Économie : reprendre une carte d'une défausse ?"
    ),
    "prompt.sacrifice": both(
        "Sacrifice: pay one food to move line cards away?",
        "Sacrifice : perdre une nourriture pour déplacer des cartes de la ligne ?",
    ),
    "prompt.rearrange": both(
        "Promptness: rearrange the whole line.", "Promptitude : réarrangez les cartes de la ligne."
    ),
    "prompt.promptness_cost": both(
        "Promptness discarded: lose 2 health or add a passage token?",
        "Promptitude défaussée : perdez deux points de santé OU ajoutez un jeton passage.",
    ),
    "prompt.discard_down": both(
        "Fear of the dark: discard back down to 5 cards (no discard effect).",
        "Peur du noir : défaussez pour revenir à 5 cartes (sans effet de défausse).",
    ),
    "prompt.ruin_pair": both(
        "Ruin + Recovery: which copies do you discard?", "Ruine + Récupération : quelles cartes défaussez-vous ?"
    ),
    # action labels and choices
    "action.play": both("Play a card onto the end of the line", "Jouer une carte à la fin de la ligne"),
    "action.play_from_discard": both(
        "Recovery: lose 1 health to play a discard's top card",
        "Récupération : perdre un point de santé pour jouer la carte du dessus d'une défausse",
    ),
    "action.discard": both("Discard a card (its discard effect resolves)", "Défausser une carte (son effet se résout)"),
    "action.give": both(
        "Give a card to the other player instead of discarding",
        "Passer une carte à l'autre joueur au lieu de défausser",
    ),
    "action.pass_jarl": both(
        "Pass the Jarl token instead of playing and discarding", "Passer le Jeton Jarl au lieu de jouer et défausser"
    ),
    "action.eat": both("Spend food to heal", "Perdre de la nourriture pour se soigner"),
    "action.choose_rune": both("Choose Hope's rune", "Choisir l'icône d'Espoir"),
    "action.peek": both(
        "Put back cards on top (top first); draw the others", "Remettre des cartes sur la pioche, piocher le reste"
    ),
    "action.forage": both(
        "Spend food; twice as many discard cards go into the deck",
        "Dépenser de la nourriture ; deux fois plus de cartes de la défausse vont dans la pioche",
    ),
    "action.forage_pick": both("Cards to shuffle into the deck", "Cartes à mélanger dans la pioche"),
    "action.take_back_line": both(
        "Take back another card from the line (or none)", "Reprendre une autre carte de la ligne (ou aucune)"
    ),
    "action.take_back_discard": both(
        "Take back another card from a discard (or none)", "Reprendre une autre carte d'une défausse (ou aucune)"
    ),
    "action.sacrifice.decline": both("Decline", "Refuser"),
    "action.sacrifice.discard2": both(
        "Pay 1 food: 2 line cards to your discard, then shuffle it",
        "Perdre 1 nourriture : 2 cartes de la ligne à votre défausse, puis la mélanger",
    ),
    "action.sacrifice.discard4": both(
        "Pay 1 food: 4 line cards to your discard, then shuffle it",
        "Perdre 1 nourriture : 4 cartes de la ligne à votre défausse, puis la mélanger",
    ),
    "action.sacrifice.deck2": both(
        "Pay 1 food: 2 line cards into the deck, then shuffle it",
        "Perdre 1 nourriture : 2 cartes de la ligne dans la pioche, puis la mélanger",
    ),
    "action.rearrange": both("The new line, left to right", "La nouvelle ligne, de gauche à droite"),
    "action.promptness_cost": both("Promptness's cost", "Coût de Promptitude"),
    "action.discard_down": both("Discard back to 5 cards", "Défausser pour revenir à 5 cartes"),
    "action.ruin_pair": both(
        "Discard a Ruin and a Recovery, lose 1 health", "Défausser Ruine et Récupération, perdre un point de santé"
    ),
    "choice.food": both("{n} food", "{n} nourriture"),
    "choice.rune.red": both("Red rune", "Icône rouge"),
    "choice.rune.blue": both("Blue rune", "Icône bleue"),
    "choice.health": both("Lose 2 health", "Perdre deux points de santé"),
    "choice.passage": both("Add a passage token", "Ajouter un jeton passage"),
    "choice.discard_top": both("Seat {seat}'s discard: {card}", "Défausse du joueur {seat} : {card}"),
    "choice.discard_pile": both("Seat {seat}'s discard ({count})", "Défausse du joueur {seat} ({count})"),
    "warning.loses": both(" ⚠ loses the match at once", " ⚠ perd la partie aussitôt"),
    # outcomes (the stored detail is English; other languages render the reason)
    "outcome.escaped": both(
        "Every passage token is gone: Harald and Rögnvald escape.",
        "Tous les jetons passage sont retirés : Harald et Rögnvald s'échappent.",
    ),
    "outcome.health": both("A Viking lost their last health point.", "Un Viking a perdu son dernier point de santé."),
    "outcome.cannot_act": both(
        "A Viking could not both play and discard a card this turn.",
        "Un Viking ne pouvait pas jouer et défausser une carte ce tour-ci.",
    ),
    # refusals (English messages are the engine's own, more specific)
    "problem.not_a_seat": both("Only a seat of this match may act.", "Seul un joueur de cette partie peut agir."),
    "problem.unknown_action": both("Not a Maeshowe action.", "Ce n'est pas une action de Maeshowe."),
    "problem.prompt_pending": both("Answer the pending prompt first.", "Répondez d'abord à la question en cours."),
    "problem.not_your_turn": both("It is not your turn.", "Ce n'est pas votre tour."),
    "problem.not_your_prompt": both(
        "Another seat must answer the pending prompt.", "Un autre siège doit répondre à la question en attente."
    ),
    "problem.runes_do_not_match": both(
        "This option needs Sacrifice and the Goose to share a rune.",
        "Cette option demande que Sacrifice et l'Oie partagent une rune.",
    ),
    "problem.ruin_pair_first": both(
        "Discard your Ruin and Recovery first (start of the turn).",
        "Défaussez d'abord Ruine et Récupération (début du tour).",
    ),
    "problem.already_played": both("You already played a card this turn.", "Vous avez déjà joué une carte ce tour-ci."),
    "problem.already_discarded": both(
        "You already discarded a card this turn.", "Vous avez déjà défaussé une carte ce tour-ci."
    ),
    "problem.card_not_in_hand": both("That card is not in your hand.", "Cette carte n'est pas dans votre main."),
    "problem.not_enough_food": both(
        "This card needs at least one food.", "Cette carte demande au moins une nourriture."
    ),
    "problem.must_play_haste": both("You must play Haste this turn.", "Vous devez jouer Précipitation ce tour-ci."),
    "problem.illegal_action": both(
        "The rules do not allow that now; see legal_actions.",
        "Les règles ne le permettent pas maintenant ; voyez legal_actions.",
    ),
    "problem.no_such_prompt": both("No such prompt is pending.", "Aucune question de ce type n'est en attente."),
    "problem.speech_forbidden": both(
        "Fear of the dark: players may not communicate.", "Peur du noir : les joueurs ne peuvent pas communiquer."
    ),
}

TEXTS = Catalogue(ENTRIES)
