"""Mansions' player-facing texts in English and French (the aid's language): prompts, action labels,
outcomes and refusals. Card and map names come from the content pack's own bilingual ``Text``s."""

from __future__ import annotations

from domain.texts import Catalogue, both

PROBLEMS: dict[str, dict[str, str]] = {
    "prompt_pending": both("The keeper decides first (a failed evade).", "Le gardien décide d'abord (évasion ratée)."),
    "not_your_turn": both("It is not your investigator's turn.", "Ce n'est pas le tour de votre investigateur."),
    "no_movement_left": both("No movement left this turn.", "Plus de mouvement ce tour-ci."),
    "not_adjacent": both("{space} is not one movement away.", "{space} n'est pas à un mouvement."),
    "barricaded": both("A barricade blocks that door.", "Une barricade bloque cette porte."),
    "puzzle_required": both(
        "That room is sealed by a puzzle: solve it first (attempt_puzzle).",
        "Cette salle est scellée par une énigme : résolvez-la d'abord (attempt_puzzle).",
    ),
    "locked": both(
        "That room is locked and you have not its key.", "Cette salle est fermée et vous n'en avez pas la clé."
    ),
    "not_the_keeper": both("Only the keeper may do that.", "Seul le gardien peut faire cela."),
    "no_prompt": both("No keeper decision is pending.", "Aucune décision du gardien en attente."),
    "stale_prompt": both("That prompt is no longer open.", "Cette invite n'est plus ouverte."),
    "action_used": both("Your action for this turn is used.", "Votre action de ce tour est utilisée."),
    "nothing_to_explore": both("Nothing is left to explore in this room.", "Il ne reste rien à explorer ici."),
    "barrier_first": both(
        "A lock or obstacle must be cleared first.", "Il faut d'abord franchir la serrure ou l'obstacle."
    ),
    "darkness_needs_movement": both(
        "Exploring in darkness costs a movement too, and none is left.",
        "Explorer dans l'obscurité coûte aussi un mouvement, et il n'en reste pas.",
    ),
    "barricade_out_of_reach": both(
        "That barricade cannot go there from your space.", "Cette barricade ne peut aller là depuis votre case."
    ),
    "story_chosen": both("The story is already chosen.", "L'histoire est déjà choisie."),
    "bad_story": both("Answer each story question once.", "Répondez une fois à chaque question de l'histoire."),
    "cannot_choose": both(
        "You may not choose an investigator now.", "Vous ne pouvez pas choisir d'investigateur maintenant."
    ),
    "bad_investigator": both(
        "Unknown or taken investigator, or traits that are not its own.",
        "Investigateur inconnu ou déjà pris, ou traits qui ne sont pas les siens.",
    ),
    "cannot_claim": both(
        "You may not take the next turn now.", "Vous ne pouvez pas prendre le prochain tour maintenant."
    ),
    "no_skill_point": both("No skill point to ready.", "Aucun point de compétence à préparer."),
    "no_such_test": both(
        "Name the test the point is for: one of {tests}.", "Nommez le test du point : l'un de {tests}."
    ),
    "no_skill_prompt": both("No skill point is asked for now.", "Aucun point de compétence n'est demandé."),
    "not_your_prompt": both(
        "That question is another investigator's.", "Cette question est pour un autre investigateur."
    ),
    "skill_pending": both(
        "The tested investigator first says whether to spend a skill point on the test.",
        "L'investigateur testé dit d'abord s'il dépense un point de compétence sur le test.",
    ),
    "not_trading": both("You are not trading now.", "Vous n'êtes pas en train d'échanger."),
    "not_in_space": both(
        "Trade only with an investigator in your space.", "N'échangez qu'avec un investigateur de votre case."
    ),
    "not_tradable": both(
        "You do not hold that card, or it is a spell.", "Vous n'avez pas cette carte, ou c'est un sort."
    ),
    "hidden": both(
        "A hidden investigator cannot move: leave the hiding spot first.",
        "Un investigateur caché ne peut se déplacer : sortez d'abord de la planque.",
    ),
    "cannot_hide": both(
        "No hiding spot here, already hidden, or no movement left.",
        "Pas de planque ici, déjà caché, ou plus de mouvement.",
    ),
    "cannot_leave_hiding": both(
        "You may leave the hiding spot in a later turn, for a movement or the action.",
        "Vous sortez de la planque à un tour ultérieur, pour un mouvement ou l'action.",
    ),
    "not_in_pile": both(
        "That card is not in a pile in your space.", "Cette carte n'est pas dans un tas de votre case."
    ),
    "no_corpse": both("No corpse in your space to drag.", "Aucun cadavre à traîner dans votre case."),
    "no_campfire_work": both(
        "No corpse at a campfire here, or the action is used.",
        "Pas de cadavre au feu de camp ici, ou l'action est utilisée.",
    ),
    "cannot_use_item": both("You hold no such item to use now.", "Vous n'avez pas cet objet à utiliser maintenant."),
    "bad_target": both(
        "That target is not one the item may choose.", "Cette cible n'est pas une de celles que l'objet peut choisir."
    ),
    "not_a_seat": both("Only a seat of this match may act.", "Seul un siège de cette partie peut agir."),
    "unknown_action": both("That is not a Mansions action.", "Ce n'est pas une action des Demeures."),
    "not_keeper_turn": both("It is not the keeper's turn.", "Ce n'est pas le tour du gardien."),
    "hidden_cannot_attack": both(
        "A hidden investigator cannot attack: leave the hiding spot first.",
        "Un investigateur caché ne peut attaquer : sortez d'abord de la planque.",
    ),
    "not_a_weapon": both("You hold no such weapon.", "Vous n'avez pas cette arme."),
    "out_of_reach": both(
        "That target is out of reach (same space, or range and line of sight).",
        "Cette cible est hors d'atteinte (même case, ou portée et ligne de vue).",
    ),
    "monster_cannot_attack": both(
        "That monster cannot attack now (stunned, already attacked, or nobody in reach).",
        "Ce monstre ne peut attaquer maintenant (assommé, a déjà attaqué, ou personne à portée).",
    ),
    "drag_pending": both(
        "First choose where the monster drags the investigator.",
        "Choisissez d'abord où le monstre entraîne l'investigateur.",
    ),
    "no_puzzle_here": both(
        "No met puzzle lock next to your space.", "Aucune serrure à énigme rencontrée à côté de votre case."
    ),
    "puzzle_under_way": both(
        "Finish or stop the puzzle attempt first.", "Terminez ou abandonnez d'abord la tentative d'énigme."
    ),
    "no_attempt": both("You are not attempting a puzzle.", "Vous ne tentez pas d'énigme."),
    "bad_puzzle_action": both(
        "That is not a puzzle action of this puzzle.", "Ce n'est pas une action de cette énigme."
    ),
    # part 2d: spells and abilities
    "hidden_cannot_cast": both(
        "A hidden investigator cannot cast spells: leave the hiding spot first.",
        "Un investigateur caché ne peut lancer de sort : sortez d'abord de la planque.",
    ),
    "no_such_spell": both(
        "You hold no spell of that handle (e.g. ward-1).", "Vous n'avez pas de sort de ce nom (par ex. ward-1)."
    ),
    "bad_spell_target": both(
        "That spell cannot target that (an investigator in your room, or a monster in range and line of sight).",
        "Ce sort ne peut viser cela (un investigateur de votre salle, ou un monstre à portée et en ligne de vue).",
    ),
    "ability_spent": both(
        "Your ability is once per game and already used.", "Votre capacité est unique par partie et déjà utilisée."
    ),
    "ability_unavailable": both(
        "This ability cannot be used in this version yet.", "Cette capacité n'est pas encore utilisable ici."
    ),
    "ability_no_target": both("Your ability has nothing to act on here.", "Votre capacité n'a rien sur quoi agir ici."),
    "bad_ability_target": both(
        "That target is not one your ability may choose.",
        "Cette cible n'est pas une de celles que votre capacité peut choisir.",
    ),
    "bad_spell_type": both(
        "Name a spell type whose deck still has a card.", "Nommez un type de sort dont la pioche a encore une carte."
    ),
    # the keeper's cards and monster moves (part 2b)
    "unknown_keeper_action": both("No such keeper action.", "Cette action du gardien n'existe pas."),
    "keeper_action_used": both(
        "That keeper action is played once a keeper turn.", "Cette action du gardien se joue une fois par tour."
    ),
    "attacks_under_way": both(
        "The monsters' attacks (step 5) have begun: no more keeper actions or monster moves this turn.",
        "Les attaques des monstres (étape 5) ont commencé : plus d'action du gardien ni de déplacement ce tour.",
    ),
    "celebrant_missing": both(
        "That action needs a {monster} standing, not stunned, at the {feature} (and no investigator there).",
        "Cette action demande un {monster} debout, non assommé, sur l'emplacement {feature} (sans investigateur).",
    ),
    "not_enough_threat": both("Not enough threat for that.", "Pas assez de menace pour cela."),
    "no_moves_left": both("That monster has no move left.", "Ce monstre n'a plus de déplacement."),
    "monster_stunned": both("A stunned monster does not move.", "Un monstre assommé ne se déplace pas."),
    "monster_cannot_go": both("That monster cannot go there.", "Ce monstre ne peut pas aller là."),
    "trauma_pending": both(
        "The keeper first answers a loss (a trauma or a pass).",
        "Le gardien répond d'abord à une perte (un trauma ou rien).",
    ),
    "trauma_not_playable": both(
        "That trauma cannot be played there (kind, threshold, or not in hand).",
        "Ce trauma ne peut pas être joué là (sorte, seuil, ou absent de la main).",
    ),
    "no_trauma_window": both("No trauma may be played now.", "Aucun trauma ne peut être joué maintenant."),
    "mythos_pending": both(
        "The keeper first answers its mythos window.", "Le gardien répond d'abord à sa fenêtre de mythe."
    ),
    "no_mythos_window": both(
        "No mythos may be played now (only in an investigator's turn).",
        "Aucune carte mythe ne peut être jouée maintenant (seulement au tour d'un investigateur).",
    ),
    "mythos_not_playable": both(
        "That mythos cannot be played now (trigger, place, threat, or not in hand).",
        "Cette carte mythe ne peut pas être jouée maintenant (déclencheur, lieu, menace, ou absente de la main).",
    ),
}

ENTRIES: dict[str, dict[str, str]] = {
    "game.title": both("Mansions of Madness", "Les Demeures de l'épouvante"),
    "game.summary": both(
        "The keeper against 1 to 4 investigators in the Weir House. Investigators take turns (two "
        "movements and one action), explore rooms for the clue chain and learn the keeper's objective with "
        "the last clue; the keeper gains threat and the event deck counts down to High Water.",
        "Le gardien contre 1 à 4 investigateurs dans la Maison de l'écluse. Chacun joue à son tour (deux "
        "mouvements et une action), explore les salles pour suivre les indices et découvre l'objectif du "
        "gardien avec le dernier ; le gardien gagne de la menace et les événements mènent aux Hautes eaux.",
    ),
    "prompt.story": both(
        "Choose the story: one answer per question.", "Choisissez l'histoire : une réponse par question."
    ),
    "prompt.investigator": both(
        "Choose your investigator and its traits.", "Choisissez votre investigateur et ses traits."
    ),
    "prompt.replace": both(
        "Your investigator died: choose a new one (start space).",
        "Votre investigateur est mort : choisissez-en un autre (case départ).",
    ),
    "prompt.claim": both(
        "Take the next turn when your team agrees.", "Prenez le prochain tour quand l'équipe est d'accord."
    ),
    "prompt.turn": both(
        "Your turn: {moves} movement(s) left, action {action}.",
        "Votre tour : {moves} mouvement(s) restant(s), action {action}.",
    ),
    "prompt.evade": both(
        "{investigator} failed to evade {monster}: deal {damage} damage or spare?",
        "{investigator} n'a pas échappé à {monster} : infliger {damage} dégâts ou épargner ?",
    ),
    "prompt.trade": both(
        "Trading step: give cards to investigators in your space.",
        "Échanges : donnez des cartes aux investigateurs de votre case.",
    ),
    "prompt.keeper": both(
        "Keeper's turn: attack with your monsters, then end it to place a time token.",
        "Tour du gardien : attaquez avec vos monstres, puis terminez-le pour placer un pion temps.",
    ),
    "warning.loses": both(" ⚠ loses the match at once", " ⚠ perd la partie aussitôt"),
    "word.free": both("free", "libre"),
    "word.movement": both("a movement", "un mouvement"),
    "word.action": both("the action", "l'action"),
    "action.tend_campfire": both("Burn the corpses at the campfire", "Brûler les cadavres au feu de camp"),
    "action.drag": both("Move, dragging a corpse", "Se déplacer en traînant un cadavre"),
    "action.use_item": both("Use {item}", "Utiliser {item}"),
    "action.hide": both("Hide (a movement)", "Se cacher (un mouvement)"),
    "action.leave_hiding": both("Leave the hiding spot", "Sortir de la planque"),
    "action.pick_up": both("Take a card from the pile", "Prendre une carte du tas"),
    "word.used": both("used", "utilisée"),
    "action.choose_story": both("Choose the story", "Choisir l'histoire"),
    "action.choose_investigator": both("Play {name}", "Jouer {name}"),
    "action.claim_turn": both("Take the next turn", "Prendre le prochain tour"),
    "action.move": both("Move", "Se déplacer"),
    "action.explore": both("Explore this room", "Explorer cette salle"),
    "action.ready_skill": both(
        "Spend a skill point on the next test of a kind", "Dépenser un point de compétence au prochain test d'un type"
    ),
    "action.ready_skill.attack": both(
        "Spend a skill point on this attack's test", "Dépenser un point de compétence au test de cette attaque"
    ),
    "action.pass_skill": both("Keep the skill point", "Garder le point de compétence"),
    "prompt.skill": both(
        "{monster} attacks {investigator}: spend a skill point on the test before the die?",
        "{monster} attaque {investigator} : dépenser un point de compétence au test avant le dé ?",
    ),
    "action.ready_skill.test": both(
        "Spend a skill point on this test (luck added: {boosted} instead of {target})",
        "Dépenser un point de compétence sur ce test (chance ajoutée : {boosted} au lieu de {target})",
    ),
    "prompt.test": both(
        "{investigator} is about to roll {test} of {attribute} (succeeds at {target} or less): spend a skill point"
        " on it before the die ({boosted} or less)?",
        "{investigator} va lancer {test} de {attribute} (réussi à {target} ou moins) : dépenser un point de"
        " compétence avant le dé ({boosted} ou moins) ?",
    ),
    "prompt.test.before": both(" Rolled before it: {rolls}.", " Déjà lancé avant lui : {rolls}."),
    "prompt.test.roll": both(
        "{investigator} {attribute} {roll} for {target} ({result})",
        "{investigator} {attribute} {roll} pour {target} ({result})",
    ),
    "word.passed": both("passed", "réussi"),
    "word.failed": both("failed", "raté"),
    "attribute.strength": both("Strength", "Force"),
    "attribute.dexterity": both("Dexterity", "Dextérité"),
    "attribute.marksmanship": both("Marksmanship", "Adresse"),
    "attribute.intellect": both("Intellect", "Intelligence"),
    "attribute.willpower": both("Willpower", "Volonté"),
    "attribute.lore": both("Lore", "Connaissance"),
    "attribute.luck": both("Luck", "Chance"),
    "test.evade": both("an evade test", "un test d'évasion"),
    "test.horror": both("a horror test", "un test d'horreur"),
    "test.combat": both("a fight's test", "un test de combat"),
    "test.spell": both("a spell's test", "un test de sort"),
    "test.obstacle": both("an obstacle's test", "un test d'obstacle"),
    "test.fire": both("a fire's test", "un test de feu"),
    "test.effect": both("a card's test", "un test de carte"),
    "action.move_barricade": both("Move the barricade from {where}", "Déplacer la barricade depuis {where}"),
    "action.end_turn": both("End the turn", "Finir le tour"),
    "action.deal_damage": both("Deal the damage", "Infliger les dégâts"),
    "action.spare": both("Deal no damage", "Ne pas infliger de dégâts"),
    "action.give": both("Give a card", "Donner une carte"),
    "action.end_trade": both("Done trading", "Fin des échanges"),
    "action.end_keeper_turn": both("End the keeper's turn", "Finir le tour du gardien"),
    "action.attack": both("Attack with {weapon}", "Attaquer avec {weapon}"),
    "action.monster_attack": both("{monster} #{uid} attacks", "{monster} n°{uid} attaque"),
    "action.drag_investigator": both("Drag {investigator} one space", "Entraîner {investigator} d'une case"),
    "action.attempt_puzzle": both("Attempt the puzzle", "Tenter l'énigme"),
    "action.turn_dial": both("Turn dial {dial} {step}", "Tourner la molette {dial} {step}"),
    "action.swap_runes": both("Swap stones {a} and {b}", "Échanger les pierres {a} et {b}"),
    "action.turn_piece": both("Turn a piece a quarter", "Tourner une pièce d'un quart"),
    "action.puzzle_skill": both(
        "Spend a skill point: {luck} more puzzle actions",
        "Dépenser un point de compétence : {luck} actions d'énigme de plus",
    ),
    "action.stop_puzzle": both("Stop the attempt (pieces stay)", "Arrêter la tentative (les pièces restent)"),
    "prompt.puzzle": both(
        "Puzzle: {actions} puzzle action(s) left.", "Énigme : {actions} action(s) d'énigme restante(s)."
    ),
    "word.bare_hands": both("bare hands", "mains nues"),
    "action.cast_spell": both("Cast {spell} (test {attribute})", "Lancer {spell} (test {attribute})"),
    "action.use_ability": both("Use your ability: {ability}", "Utiliser votre capacité : {ability}"),
    "label.spell_type": both("a {spell_type} spell", "un sort de type {spell_type}"),
    "label.piece": both("piece {index}", "pièce {index}"),
    "label.seat": both("Investigator seat {seat}", "Siège d'investigateur {seat}"),
    "label.door": both("the door between {a} and {b}", "la porte entre {a} et {b}"),
    "label.space": both("{room}, {part}", "{room}, {part}"),
    "part.north": both("north", "nord"),
    "part.south": both("south", "sud"),
    "part.east": both("east", "est"),
    "part.west": both("west", "ouest"),
    "part.north_east": both("north-east", "nord-est"),
    "part.north_west": both("north-west", "nord-ouest"),
    "part.south_east": both("south-east", "sud-est"),
    "part.south_west": both("south-west", "sud-ouest"),
    "part.middle": both("middle", "centre"),
    "outcome.keeper": both("The keeper wins: {reason}.", "Le gardien gagne : {reason}."),
    "outcome.investigators": both("The investigators win: {reason}.", "Les investigateurs gagnent : {reason}."),
    "reason.event": both("the last event resolved", "le dernier événement s'est résolu"),
    "reason.tokens": both("the ritual is complete", "le rituel est accompli"),
    "reason.no_investigator": both("no investigator is left", "il ne reste aucun investigateur"),
    "reason.kill": both("the monster is destroyed", "le monstre est détruit"),
    "reason.deliver": both("the item is delivered", "l'objet est livré"),
    "reason.escape": both("they escaped together", "ils se sont enfuis ensemble"),
    # the keeper's cards and monster moves (part 2b)
    "action.keeper_action": both("{name} ({cost} threat)", "{name} ({cost} menace)"),
    "action.move_monster": both("Move {monster} ({left} left)", "Déplacer {monster} (reste {left})"),
    "action.play_mythos": both("{name} ({cost} threat)", "{name} ({cost} menace)"),
    "action.pass_mythos": both("No mythos now", "Pas de mythe maintenant"),
    "action.pass_mythos_turn": both("No mythos this turn", "Pas de mythe ce tour-ci"),
    "prompt.mythos": both(
        "{investigator}'s turn: play a mythos card or pass.",
        "Tour de {investigator} : jouer une carte mythe ou passer ?",
    ),
    "action.play_trauma": both("Play a trauma on {investigator}", "Jouer un trauma sur {investigator}"),
    "action.pass_trauma": both("Play no trauma", "Ne pas jouer de trauma"),
    "prompt.trauma.injury": both(
        "{investigator} lost health: play an injury or pass.", "{investigator} a perdu de la vie : blessure ou rien ?"
    ),
    "prompt.trauma.dementia": both(
        "{investigator} lost sanity: play a dementia or pass.",
        "{investigator} a perdu de la santé mentale : démence ou rien ?",
    ),
    **{f"problem.{code}": text for code, text in PROBLEMS.items()},
}

TEXTS = Catalogue(ENTRIES)
