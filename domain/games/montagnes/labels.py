"""Readable names and texts, in French and English, for every code a Montagnes view or prompt carries.

Views keep their codes (``draw_equipment``, ``coast-1``) for programs and add a :class:`Text` beside each
one for people; choice labels in prompts are the French texts (the language of the box and of the
engine's other prompts). The card and tile names are the content's own (designed, in French), their
English in `names.py`.
"""

from __future__ import annotations

import msgspec

from domain.games.montagnes.content import CONTENT, Restriction, Trial
from domain.games.montagnes.names import english


class Text(msgspec.Struct, frozen=True):
    """One text in the rulebook's language and in English."""

    fr: str
    """The text in French (the rulebook's language)."""
    en: str
    """The text in English."""


def _t(fr: str, en: str) -> Text:
    return Text(fr, en)


REGIONS = {
    "coast": _t("Côte", "Coast"),
    "mountains": _t("Montagnes", "Mountains"),
    "city": _t("Cité", "City"),
    "gates": _t("Portes de la Folie", "Gates of Madness"),
    "escape": _t("Fuite", "Escape"),
}
EQUIPMENT = {
    "crate": _t("Caisse", "Crate"),
    "weapon": _t("Arme", "Weapon"),
    "tool": _t("Outil", "Tool"),
    "book": _t("Livre", "Book"),
}
EQUIPMENT_PLURAL = {
    "crate": _t("Caisses", "Crates"),
    "weapon": _t("Armes", "Weapons"),
    "tool": _t("Outils", "Tools"),
    "book": _t("Livres", "Books"),
}
RELIC_KINDS = {
    "specimen": _t("Spécimen", "Specimen"),
    "vestige": _t("Vestige", "Vestige"),
    "knowledge": _t("Connaissance", "Knowledge"),
}
REWARDS = {
    **RELIC_KINDS,
    "search": _t("Fouiller", "Search"),
    "esoteric": _t("Équipement Ésotérique", "Esoteric equipment"),
    "heal": _t("Soigner", "Heal"),
    "exalt": _t("Exalter", "Exalt"),
    "none": _t("Aucune Récompense", "No reward"),
}
REWARD_TEXTS = {
    "specimen": _t(
        "Le Leader confie une Relique Spécimen à un joueur, qui pioche une carte Folie.",
        "The Leader gives a Specimen relic to a player, who draws a madness card.",
    ),
    "vestige": _t(
        "Le Leader confie une Relique Vestige à un joueur, qui pioche une carte Folie.",
        "The Leader gives a Vestige relic to a player, who draws a madness card.",
    ),
    "knowledge": _t(
        "Le Leader confie une Relique Connaissance à un joueur, qui pioche une carte Folie.",
        "The Leader gives a Knowledge relic to a player, who draws a madness card.",
    ),
    "search": _t(
        "Le Leader montre une tuile face cachée non adjacente pendant 30 secondes.",
        "The Leader shows a face-down tile that is not adjacent for 30 seconds.",
    ),
    "esoteric": _t(
        "Le Leader ajoute l'Équipement Ésotérique de son choix à la défausse.",
        "The Leader adds the esoteric equipment of their choice to the discard.",
    ),
    "heal": _t(
        "Une Blessure de la défausse ou du Traîneau de ce tour retourne dans sa pioche.",
        "One injury from the discard or from this turn's sled goes back to its pile.",
    ),
    "exalt": _t(
        "Jusqu'à deux jetons Leadership de la défausse retournent sur le Traîneau.",
        "Up to two leadership tokens go from the discard back to the sled.",
    ),
    "none": _t("Rien.", "Nothing."),
}
BOARD_SPACES = {
    "movement": _t(
        "Phase de Mouvement : un joueur ignore une carte Folie", "Movement phase: a player ignores a madness card"
    ),
    "encounter": _t("Phase de Rencontre : retourner le sablier", "Encounter phase: turn the hourglass again"),
    "resolution": _t("Phase de Résolution : relancer le dé Malus", "Resolution phase: reroll the penalty die"),
    "draw": _t("Phase de Pioche : +1 carte en main", "Draw phase: +1 card in hand"),
}
"""The four Leadership uses of a player board (what a relic token covers)."""
RELIC_ACTIONS = {
    "draw_equipment": _t(
        "Piochez une carte Équipement (si votre main n'est pas pleine).",
        "Draw an equipment card (if your hand is not full).",
    ),
    "heal": _t(
        "Une Blessure de la défausse ou du Traîneau retourne dans sa pioche.",
        "One injury from the discard or the sled goes back to its pile.",
    ),
    "exalt_one": _t(
        "Un jeton Leadership de la défausse retourne sur le Traîneau.",
        "One leadership token goes from the discard back to the sled.",
    ),
    "discard_from_hand": _t("Vous pouvez défausser une carte de votre main.", "You may discard a card from your hand."),
    "esoteric": _t(
        "Ajoutez l'Équipement Ésotérique de votre choix à la défausse.",
        "Add the esoteric equipment of your choice to the discard.",
    ),
    "wound": _t("Une Blessure rejoint la défausse Équipement.", "An injury joins the equipment discard."),
    "mill_two": _t(
        "Les deux premières cartes de la pioche Équipement sont défaussées.",
        "The top two cards of the equipment deck are discarded.",
    ),
}
RELIC_CONSTRAINTS = {
    "no_move_down": _t(
        "Leader : l'Avion ne descend jamais d'une rangée (sauf s'il n'a pas d'autre choix).",
        "As Leader: the plane never moves down a row (unless there is no other way).",
    ),
    "must_take_tile": _t(
        "Leader : l'Avion va toujours sur une tuile (s'il en a une à portée).",
        "As Leader: the plane always moves onto a tile (when one is in reach).",
    ),
    "short_hourglass": _t(
        "Leader : le sablier ne dure que les deux tiers du temps.",
        "As Leader: the hourglass runs for two thirds of the time only.",
    ),
    "leader_max_two_cards": _t(
        "Leader : vous posez deux cartes au plus par Rencontre.",
        "As Leader: you place at most two cards per encounter.",
    ),
    "die_first": _t(
        "Leader : le premier Échec se règle toujours au dé Malus.",
        "As Leader: the first failure is always settled with the penalty die.",
    ),
    "no_self_relic": _t(
        "Leader : vous ne vous confiez pas de Relique (sauf si vous êtes le seul choix).",
        "As Leader: you never give a relic to yourself (unless you are the only choice).",
    ),
    "leader_no_cards": _t("Leader : vous ne posez aucune carte.", "As Leader: you place no card."),
    "no_self_madness": _t(
        "Leader : vous ne vous désignez pas pour piocher une carte Folie après un Échec.",
        "As Leader: you never choose yourself to draw a madness card after a failure.",
    ),
    "no_rest": _t("Leader : pas de Phase de Repos.", "As Leader: no rest phase."),
    "single_restart": _t(
        "Leader : le sablier ne se retourne qu'une fois par tour.",
        "As Leader: the hourglass is turned again once per turn at most.",
    ),
}
STEPS = {
    "movement": _t("Le Leader déplace l'Avion.", "The Leader moves the plane."),
    "ignore_choice": _t(
        "Le joueur désigné choisit la carte Folie qu'il ignore ce tour.",
        "The chosen player picks the madness card they ignore this turn.",
    ),
    "encounter": _t(
        "Le sablier s'écoule : posez des cartes face cachée sur le Traîneau.",
        "The hourglass runs: place cards face down on the sled.",
    ),
    "decision": _t(
        "Le sablier est écoulé : le Leader peut défausser un jeton pour le retourner.",
        "The hourglass ran out: the Leader may discard a token to turn it again.",
    ),
    "reveal": _t("Le Traîneau est révélé.", "The sled is revealed."),
    "reward": _t("Le Leader obtient la Récompense.", "The Leader takes the reward."),
    "relic_action": _t("Action immédiate de la Relique reçue.", "The received relic's immediate action."),
    "peek": _t("Fouiller : la tuile est visible 30 secondes.", "Search: the tile is shown for 30 seconds."),
    "failures": _t("Le Leader choisit la conséquence d'un Échec.", "The Leader chooses a failure's consequence."),
    "die": _t(
        "Le Leader applique le dé Malus ou défausse un jeton pour le relancer.",
        "The Leader applies the penalty die or discards a token to reroll it.",
    ),
    "box": _t("Le Leader remet un jeton Leadership dans la boîte.", "The Leader puts a leadership token in the box."),
    "draw": _t(
        "Phase de Pioche : le Leader peut défausser des jetons pour augmenter la limite de main.",
        "Draw phase: the Leader may discard tokens to raise the hand limit.",
    ),
    "deal": _t(
        "Phase de Pioche : le Leader choisit qui reçoit la carte suivante.",
        "Draw phase: the Leader chooses who gets the next card.",
    ),
    "rest": _t("Phase de Repos (optionnelle).", "Rest phase (optional)."),
    "over": _t("La partie est terminée.", "The game is over."),
}
DIE_FACES = {
    "accident": _t("Accident : piochez deux Blessures.", "Accident: draw two injuries."),
    "confusion": _t(
        "Confusion : défaussez autant de cartes de la pioche que l'écart à l'Épreuve.",
        "Confusion: discard as many deck cards as the trial was missed by.",
    ),
    "morale": _t(
        "Perte de moral : défaussez deux jetons Leadership.", "Loss of morale: discard two leadership tokens."
    ),
}


def card(card_id: str) -> Text:
    """« Rations (Caisse 2) », « Engelures (Blessure) »."""
    if card_id in CONTENT.injuries:
        name = CONTENT.injuries[card_id].name
        return _t(f"{name} (Blessure)", f"{english(name)} (Injury)")
    eq = CONTENT.equipment[card_id]
    kind = EQUIPMENT[eq.equipment]
    if eq.esoteric:
        return _t(f"{eq.name} ({kind.fr} ésotérique {eq.value})", f"{english(eq.name)} (esoteric {kind.en} {eq.value})")
    return _t(f"{eq.name} ({kind.fr} {eq.value})", f"{english(eq.name)} ({kind.en} {eq.value})")


def space(space_id: str) -> Text:
    """« Côte 1 », « Portes de la Folie », « Fuite 2 » (the number counts the region's spaces)."""
    region = CONTENT.spaces[space_id].region
    name = REGIONS[region]
    same = [sp.id for sp in CONTENT.board.spaces if sp.region == region]
    if len(same) == 1:
        return name
    number = same.index(space_id) + 1
    return _t(f"{name.fr} {number}", f"{name.en} {number}")


def space_with_tile(space_id: str, has_tile: bool) -> Text:
    where = space(space_id)
    if has_tile:
        return _t(f"{where.fr} (tuile face cachée)", f"{where.en} (face-down tile)")
    return _t(f"{where.fr} (emplacement vide)", f"{where.en} (empty space)")


def trial(t: Trial) -> Text:
    """« Outils : 7 à 8 », « Livres : 15 ou 17 »."""
    kind = EQUIPMENT_PLURAL[t.equipment]
    if t.values:
        return _t(
            f"{kind.fr} : {' ou '.join(str(v) for v in t.values)}",
            f"{kind.en}: {' or '.join(str(v) for v in t.values)}",
        )
    return _t(f"{kind.fr} : {t.min} à {t.max}", f"{kind.en}: {t.min} to {t.max}")


def trial_outcome(index: int, t: Trial, total: int, passed: bool) -> Text:
    target = trial(t)
    fr = "réussie" if passed else "échec"
    en = "passed" if passed else "failed"
    return _t(f"Épreuve {index + 1} ({target.fr}) : {total}, {fr}", f"Trial {index + 1} ({target.en}): {total}, {en}")


def relic(relic_id: str) -> Text:
    r = CONTENT.relics[relic_id]
    kind = RELIC_KINDS[r.kind]
    return _t(f"{r.name} ({kind.fr})", f"{english(r.name)} ({kind.en})")


def player(seat: int) -> Text:
    return _t(f"Joueur {seat + 1}", f"Player {seat + 1}")


def rule(r: Restriction) -> Text:
    """What the server enforces of a madness card."""
    words = ", ".join(f"« {w} »" for w in r.words)
    kinds = [EQUIPMENT[e] for e in r.equipment]
    texts: dict[str, Text] = {
        "mute": _t("Vous ne parlez pas.", "You do not speak."),
        "max_words": _t(f"{r.n} mot(s) au plus par message.", f"At most {r.n} word(s) per message."),
        "questions_only": _t("Uniquement des questions.", "Questions only."),
        "yes_no_only": _t("Uniquement « oui » ou « non ».", "Only “yes” or “no”."),
        "only_words": _t(f"Uniquement les mots {words}.", f"Only the words {words}."),
        "no_numbers": _t("Aucun nombre.", "No numbers."),
        "forbidden_words": _t(f"Mots interdits : {words}.", f"Forbidden words: {words}."),
        "uppercase": _t("En majuscules.", "In capital letters."),
        "prefix": _t(f"Chaque message commence par {words}.", f"Every message starts with {words}."),
        "suffix": _t(f"Chaque message finit par {words}.", f"Every message ends with {words}."),
        "max_word_length": _t(f"Aucun mot de plus de {r.n} lettres.", f"No word longer than {r.n} letters."),
        "third_person": _t(
            "Vous parlez de vous à la troisième personne.", "You speak of yourself in the third person."
        ),
        "parrot": _t(
            "Chaque message commence par la dernière phrase d'un autre joueur.",
            "Every message starts with another player's last sentence.",
        ),
        "leader_only": _t(
            "Vous ne parlez qu'au Leader (message adressé au Leader seul).",
            "You speak to the Leader only (a message addressed to the Leader alone).",
        ),
        "no_cards": _t("Vous ne posez aucune carte.", "You place no card."),
        "max_cards": _t(f"{r.n} carte(s) au plus par Rencontre.", f"At most {r.n} card(s) per encounter."),
        "one_at_a_time": _t("Vos cartes une par une.", "Your cards one at a time."),
        "max_value": _t(f"Aucun Équipement de valeur supérieure à {r.n}.", f"No equipment worth more than {r.n}."),
        "parity": _t(
            f"Équipements de valeur {'paire' if r.parity == 'even' else 'impaire'} seulement.",
            f"{'Even' if r.parity == 'even' else 'Odd'}-valued equipment only.",
        ),
        "no_type": _t(f"Jamais de : {', '.join(k.fr for k in kinds)}.", f"Never: {', '.join(k.en for k in kinds)}."),
    }
    return texts[r.kind]
