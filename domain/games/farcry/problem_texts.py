"""Far Cry's rule codes in English and French: what each refusal means (``problem.<code>`` entries).

The problem catalogue (``service.problem_codes``) lists them, and an engine rendering French
translates a refusal with them (``Engine.explain``). One entry per code the rules raise: a test scans
the package and fails on a code with no entry.
"""

from __future__ import annotations

from domain.texts import both

PROBLEMS: dict[str, dict[str, str]] = {
    "problem.in_tower": both(
        "Out of a watchtower only by climbing down (2 MP) or by its zip line; no melee attack reaches its occupant.",
        "On ne quitte une tour de guet qu'en descendant (2 PM) ou par sa tyrolienne ; "
        "aucune attaque de mêlée n'atteint son occupant.",
    ),
    "problem.tower_taken": both(
        "Someone is already in this watchtower.",
        "Quelqu'un occupe déjà cette tour de guet.",
    ),
    "problem.seated": both(
        "Out of the machine-gun seat only by leaving it (1 MP, then a step: climb down).",
        "On ne quitte le siège de la mitrailleuse qu'en en descendant (1 PM, puis un pas).",
    ),
    "problem.no_passage": both(
        "A zone changes only from the hex beside a bunker door to the free hex on its other side (2 MP).",
        "On ne change de zone que de la case devant une porte du bunker vers la case libre de l'autre côté (2 PM).",
    ),
    "problem.not_in_tower": both(
        "This character is not in a watchtower.",
        "Ce personnage n'est pas dans une tour de guet.",
    ),
    "problem.no_leaf_choice": both(
        "A leaf colour is chosen only under Main verte.",
        "Une couleur de feuille ne se choisit que sous Main verte.",
    ),
    "problem.no_such_leaf": both(
        "No leaf of that colour is left in the supply.",
        "Il ne reste aucune feuille de cette couleur dans la réserve.",
    ),
    "problem.bad_share": both(
        "Dispersion moves damage only to units beside its target.",
        "La Dispersion ne répartit les dégâts que sur les unités adjacentes à sa cible.",
    ),
    "problem.bad_spread": both(
        "Propagation reaches only units beside its initial target.",
        "La Propagation n'atteint que les unités adjacentes à sa cible initiale.",
    ),
    "problem.all_targets": both(
        "With ammo enough, Propagation hits every unit beside its target.",
        "Avec assez de munitions, la Propagation touche toutes les unités adjacentes à sa cible.",
    ),
    "problem.reaction_pending": both(
        "A reaction talent waits for its owner's answer first.",
        "Un talent de réaction attend d'abord la réponse de son propriétaire.",
    ),
    "problem.no_reaction": both(
        "No reaction talent is open.",
        "Aucun talent de réaction n'est ouvert.",
    ),
    "problem.gave_up_attacks": both(
        "Disparition gave up this turn's attacks.",
        "Disparition a renoncé aux attaques de ce tour.",
    ),
    "problem.no_boost": both(
        "Only Tour humaine at madness 10+, with 1 more ammo, boosts an auto-fire burst.",
        "Seule Tour humaine à 10+ de Folie, avec 1 munition de plus, renforce un tir automatique.",
    ),
    "problem.impulse_unused": both(
        "Impulsion double recovers an impulse already spent.",
        "Impulsion double récupère une impulsion déjà dépensée.",
    ),
    "problem.passive_talent": both(
        "A passive talent is always on; it is not played.",
        "Un talent permanent s'applique toujours ; il ne se joue pas.",
    ),
    "problem.reaction_talent": both(
        "A reaction talent is offered when its moment comes.",
        "Un talent de réaction est proposé au moment venu.",
    ),
    "problem.talent_by_takedown": both(
        "This talent is used by a takedown with a thrown blade.",
        "Ce talent s'utilise par une élimination en lançant une lame.",
    ),
    "problem.cannot_throw": both(
        "A ranged takedown throws an equipped blade at a target in sight within range 3.",
        "Une élimination à distance lance une lame équipée sur une cible en vue à portée 3.",
    ),
    "problem.not_nearest": both(
        "The borrowed weapon shoots the nearest enemy or wild animal.",
        "L'arme empruntée tire sur l'ennemi ou l'animal sauvage le plus proche.",
    ),
    "problem.already_done": both(
        "This character has already finished this turn.", "Ce personnage a déjà fini ce tour."
    ),
    "problem.arrival_occupied": both("The arrival hex stays occupied.", "L'hexagone d'arrivée reste occupé."),
    "problem.attacked_this_turn": both(
        "No weapon switch after an attack.", "Plus de changement d'arme après une attaque."
    ),
    "problem.attacker_out_of_play": both(
        "This unit cannot attack now.", "Cette unité ne peut pas attaquer maintenant."
    ),
    "problem.auto_targets": both(
        "Auto fire has a limited number of distinct targets.",
        "Le tir automatique a un nombre limité de cibles distinctes.",
    ),
    "problem.auto_too_far": both(
        "Each auto-fire target must be within range 2 of the previous one.",
        "Chaque cible du tir automatique doit être à portée 2 de la précédente.",
    ),
    "problem.bad_hand": both(
        "These weapons do not fit the hands, holsters and save bag.",
        "Ces armes ne tiennent pas en main, en étuis et au sac de sauvegarde.",
    ),
    "problem.bad_hex": both('This is not a hex; write it "q,r".', "Ce n'est pas un hexagone ; écrivez « q,r »."),
    "problem.bad_target": both("This hex cannot be targeted.", "Cet hexagone ne peut pas être ciblé."),
    "problem.blocked": both("This character is blocked this turn.", "Ce personnage est bloqué ce tour."),
    "problem.cannot_carry": both(
        "No room for this weapon, or this character already carries one like it.",
        "Pas de place pour cette arme, ou ce personnage en porte déjà une.",
    ),
    "problem.cannot_take": both("This character cannot take that.", "Ce personnage ne peut pas le prendre."),
    "problem.character_out": both("This character is knocked out or gone.", "Ce personnage est K.O. ou parti."),
    "problem.empty_offer": both("Nothing is offered.", "Rien n'est donné."),
    "problem.empty_path": both("A move needs at least one hex.", "Un déplacement demande au moins un hexagone."),
    "problem.illegal_jump": both("This jump is not possible.", "Ce saut est impossible."),
    "problem.illegal_move": both("The character cannot step there.", "Le personnage ne peut pas aller là."),
    "problem.illegal_push": both("The unit cannot be pushed there.", "L'unité ne peut pas être poussée là."),
    "problem.impulse_used": both("The impulse is already used.", "L'impulsion est déjà utilisée."),
    "problem.instability_pending": both(
        "The Instabilité target must be chosen first.", "La cible d'Instabilité doit d'abord être choisie."
    ),
    "problem.invalid_options": both(
        "Far Cry is played by 1 to 4 players with the options listed.",
        "Far Cry se joue de 1 à 4 joueurs avec les options proposées.",
    ),
    "problem.limited_action_used": both(
        "This action is allowed once per turn.", "Cette action n'est permise qu'une fois par tour."
    ),
    "problem.match_finished": both("The mission is over.", "La mission est finie."),
    "problem.no_ammo": both("Not enough ammunition for these targets.", "Pas assez de munitions pour ces cibles."),
    "problem.no_bandage": both("No bandage left.", "Plus de bandage."),
    "problem.no_choice_pending": both("Nothing to choose now.", "Aucun choix en attente."),
    "problem.no_line_of_sight": both("A wall blocks the line of sight.", "Un mur bloque la ligne de vue."),
    "problem.no_object": both("No special object there.", "Aucun objet spécial ici."),
    "problem.no_offer": both("No offer is waiting.", "Aucun don en attente."),
    "problem.no_room": both("There is no room for it.", "Il n'y a pas de place pour cela."),
    "problem.no_such_item": both("The character does not have this item.", "Le personnage n'a pas cet objet."),
    "problem.no_such_mode": both("The weapon has no such fire mode.", "L'arme n'a pas ce mode de tir."),
    "problem.no_such_talent": both("The character does not have this talent.", "Le personnage n'a pas ce talent."),
    "problem.no_target": both("An attack needs a target.", "Une attaque demande une cible."),
    "problem.no_token": both("No such token here.", "Aucun jeton de ce type ici."),
    "problem.no_zip_line": both("No zip-line start here.", "Pas de départ de tyrolienne ici."),
    "problem.not_a_controlled_ally": both(
        "This unit is not a controlled ally.", "Cette unité n'est pas un allié contrôlé."
    ),
    "problem.not_a_player": both("This seat commands no one now.", "Ce siège ne commande personne maintenant."),
    "problem.not_a_tie": both(
        "A cover is chosen only among covers tied as nearest the target.",
        "Un couvert ne se choisit que parmi les couverts à égalité les plus proches de la cible.",
    ),
    "problem.not_adjacent": both("These are not adjacent.", "Ils ne sont pas adjacents."),
    "problem.not_an_option": both("This is not one of the offered choices.", "Ce n'est pas un des choix proposés."),
    "problem.not_available": both(
        "This is not available yet in this version.", "Ce n'est pas encore disponible dans cette version."
    ),
    "problem.not_enough_bandages": both("Not enough bandages.", "Pas assez de bandages."),
    "problem.not_enough_mp": both("Not enough movement points.", "Pas assez de points de mouvement."),
    "problem.not_human": both("Only human enemies.", "Seulement les ennemis humains."),
    "problem.not_on_a_character": both("Never on another character.", "Jamais sur un autre personnage."),
    "problem.not_players_turn": both("It is not the players' turn.", "Ce n'est pas le tour des joueurs."),
    "problem.not_your_character": both(
        "This seat does not play this character.", "Ce siège ne joue pas ce personnage."
    ),
    "problem.not_your_choice": both(
        "This seat has no character to choose for.", "Ce siège n'a pas de personnage pour ce choix."
    ),
    "problem.not_yours": both("The character does not carry this weapon.", "Le personnage ne porte pas cette arme."),
    "problem.nothing_to_do": both("This object does nothing now.", "Cet objet ne fait plus rien."),
    "problem.nothing_to_reload": both("The equipped weapons are full.", "Les armes équipées sont déjà pleines."),
    "problem.offer_pending": both("An offer awaits its answer.", "Un don attend sa réponse."),
    "problem.one_target": both("This fire mode has one target.", "Ce mode de tir n'a qu'une cible."),
    "problem.out_of_range": both("The target is out of range.", "La cible est hors de portée."),
    "problem.out_of_reach": both(
        "The target must be within range with no wall in the way.",
        "La cible doit être à portée sans mur entre les deux.",
    ),
    "problem.reloaded_this_turn": both(
        "A character who reloaded cannot attack this turn.",
        "Un personnage qui a rechargé ne peut pas attaquer ce tour.",
    ),
    "problem.stale_prompt": both("This prompt is no longer open.", "Cette invite n'est plus ouverte."),
    "problem.takedown_out_of_reach": both(
        "A takedown needs an adjacent enemy with 3 HP or less.",
        "Une élimination demande un ennemi adjacent à 3 PV ou moins.",
    ),
    "problem.talent_by_attack": both(
        "This talent is used by attacking again with the pistol.",
        "Ce talent s'utilise en attaquant de nouveau au pistolet.",
    ),
    "problem.talent_used": both("This talent is already used.", "Ce talent est déjà utilisé."),
    "problem.target_knocked_out": both(
        "Enemies cannot target a knocked-out player.", "Les ennemis ne peuvent pas cibler un joueur K.O."
    ),
    "problem.target_stunned": both("A stunned unit cannot be targeted.", "Une unité étourdie ne peut pas être ciblée."),
    "problem.two_hand_weapon": both("One-hand weapons only.", "Armes à une main seulement."),
    "problem.unknown_character": both(
        "No such character in this match.", "Aucun personnage de ce nom dans cette partie."
    ),
    "problem.unreachable": both("This hex is out of reach.", "Cet hexagone est hors de portée."),
    "problem.weapon_not_equipped": both(
        "The weapon is not equipped by this character.", "L'arme n'est pas équipée par ce personnage."
    ),
    "problem.free_attack_pending": both(
        "The Amanites' free attack comes first.", "L'attaque gratuite des Amanites passe d'abord."
    ),
    "problem.free_attack_mode": both(
        "A free attack is a single shot or a throw.", "Une attaque gratuite est un tir simple ou un lancer."
    ),
    "problem.no_free_attack": both("No free attack is owed.", "Aucune attaque gratuite n'est due."),
    "problem.weapon_used": both("This weapon has already attacked this turn.", "Cette arme a déjà servi ce tour."),
    "problem.wrong_mode": both(
        "Zone-of-control attacks are human enemies' own.",
        "Les attaques de zone de contrôle sont propres aux ennemis humains.",
    ),
    "problem.zip_shot": both("Give a weapon and a target together.", "Donnez une arme et une cible ensemble."),
    # the explorations (exploration.py)
    "problem.already_bought": both("No re-roll to buy now.", "Pas de relance à acheter maintenant."),
    "problem.already_chosen": both(
        "This character has already chosen this round.", "Ce personnage a déjà choisi ce tour-ci."
    ),
    "problem.already_revealed": both(
        "This character has already revealed a card this round.", "Ce personnage a déjà révélé une carte ce tour-ci."
    ),
    "problem.bad_destination": both(
        "This is not a destination the character may choose.",
        "Ce n'est pas une destination possible pour ce personnage.",
    ),
    "problem.bad_flight": both("The character cannot flee there.", "Le personnage ne peut pas fuir là."),
    "problem.bad_regroup": both("The character cannot regroup there.", "Le personnage ne peut pas se regrouper là."),
    "problem.bad_rerolls": both("Not that many re-rolls (1 MP each).", "Pas autant de relances (1 PM chacune)."),
    "problem.bad_reveal": both("This card cannot be revealed.", "Cette carte ne peut pas être révélée."),
    "problem.explorer_out": both(
        "This character is dead or out of MP: the exploration is over for them.",
        "Ce personnage est mort ou sans PM : son exploration est finie.",
    ),
    "problem.exploring": both(
        "The team is exploring: only exploration actions now.",
        "L'équipe explore : seules les actions d'exploration sont possibles.",
    ),
    "problem.friendly_target": both(
        "With friendly fire off, an attack never aims at a player or an ally.",
        "Sans le mode tir ami, une attaque ne vise jamais un joueur ni un allié.",
    ),
    "problem.no_exploration": both("No exploration is in progress.", "Aucune exploration en cours."),
    "problem.wrong_step": both("Not at this step of the round.", "Pas à cette étape du tour."),
    "problem.preparing": both(
        "Between missions only the preparation's commands are accepted: "
        "buy, craft, transfer, fit an accessory, arrange, learn a talent, ready, vote to end the campaign.",
        "Entre deux missions, seules les commandes de préparation sont acceptées : "
        "acheter, fabriquer, transférer, monter un accessoire, ranger, apprendre un talent, être prêt, "
        "voter pour arrêter la campagne.",
    ),
    "problem.between_missions": both(
        "Buying, crafting, exchanging cards, fitting accessories, arranging weapons and learning talents "
        "happen between missions, in a campaign's preparation, never during a mission (L428).",
        "Acheter, fabriquer, échanger des cartes, monter des accessoires, ranger ses armes et apprendre des "
        "talents se fait entre deux missions, pendant la préparation d'une campagne, jamais en mission (L428).",
    ),
    "problem.not_seated": both(
        "The preparation is done by a seat.",
        "La préparation se fait depuis un siège.",
    ),
    "problem.unknown_card": both(
        "No such card in the box.",
        "Cette carte n'existe pas dans la boîte.",
    ),
    "problem.bag_full": both(
        "The bag is full: leave the item in the team reserve.",
        "Le sac est plein : laissez l'objet dans la réserve de l'équipe.",
    ),
    "problem.one_carrier_each": both(
        "A player has at most one bag, one belt holster and one back holster.",
        "Un joueur a au plus un sac, un étui de ceinture et un étui dorsal.",
    ),
    "problem.accessory_on_weapon": both(
        "An accessory goes onto a weapon or into the team reserve.",
        "Un accessoire va sur une arme ou dans la réserve de l'équipe.",
    ),
    "problem.not_for_sale": both(
        "Only cards with a printed price can be bought.",
        "Seules les cartes avec un prix imprimé s'achètent.",
    ),
    "problem.none_left": both(
        "Every copy of it is already in play.",
        "Tous ses exemplaires sont déjà en jeu.",
    ),
    "problem.not_enough_money": both(
        "The team reserve has not enough money.",
        "La réserve de l'équipe n'a pas assez d'argent.",
    ),
    "problem.no_recipe": both(
        "Nothing is crafted from that.",
        "Cela ne se fabrique pas.",
    ),
    "problem.missing_components": both(
        "The team lacks the skins or leaves of the recipe.",
        "Il manque à l'équipe des peaux ou des feuilles de la recette.",
    ),
    "problem.talents_stay": both(
        "A talent is never given or exchanged.",
        "Un talent ne se donne ni ne s'échange.",
    ),
    "problem.same_owner": both(
        "The card is already there.",
        "La carte y est déjà.",
    ),
    "problem.not_held": both(
        "That card is not where the command says.",
        "Cette carte n'est pas là où la commande le dit.",
    ),
    "problem.still_in_use": both(
        "What the bag or holster holds would have no room left.",
        "Ce que contient le sac ou l'étui n'aurait plus de place.",
    ),
    "problem.incompatible": both(
        "The weapon does not take this accessory.",
        "L'arme n'accepte pas cet accessoire.",
    ),
    "problem.no_slot": both(
        "The weapon has no free screw slot.",
        "L'arme n'a plus d'emplacement (vis) libre.",
    ),
    "problem.does_not_fit": both(
        "Two hands at most; the other weapons go to holsters of their kind.",
        "Deux mains au plus ; les autres armes vont dans des étuis de leur type.",
    ),
    "problem.unknown_talent": both(
        "No such talent.",
        "Ce talent n'existe pas.",
    ),
    "problem.talent_taken": both(
        "Each talent exists once: someone in the team holds it.",
        "Chaque talent existe une fois : quelqu'un de l'équipe l'a.",
    ),
    "problem.not_enough_xp": both(
        "Not enough XP: a talent costs 1000, 2000 or 4000 by its level.",
        "Pas assez d'XP : un talent coûte 1000, 2000 ou 4000 selon son niveau.",
    ),
    "problem.talent_locked": both(
        "A level 2 or 3 talent needs a lower talent of its tree, each unlocking only one.",
        "Un talent de niveau 2 ou 3 demande un talent inférieur de son arbre, chacun n'en débloquant qu'un.",
    ),
    "problem.campaign_over": both(
        "No mission is left in this version of the campaign.",
        "Il ne reste aucune mission dans cette version de la campagne.",
    ),
}
