// The lobby's options in a player's words: each game's option named, explained in one line, its values
// named (never the code the server takes), in English and French. An option not listed here keeps its
// name in words (i18n's code()) and no explanation.

const SETS = {
  crumbling: ["Crumbling / Economy", "Effritement / Économie"], dread: ["Dread / Hope", "Effroi / Espoir"],
  gluttony: ["Gluttony / Gleaning", "Gloutonnerie / Grappiller"], haste: ["Haste / Promptness", "Précipitation / Promptitude"],
  ruin: ["Ruin / Recovery", "Ruine / Récupération"], snub: ["Snub / Sacrifice", "Snober / Sacrifice"],
};

export const OPTIONS = {
  maeshowe: {
    players: { label: ["Players", "Joueurs"], help: ["Solo, or two players digging out together.", "En solo, ou à deux qui creusent ensemble."] },
    difficulty: { label: ["Difficulty", "Difficulté"], help: ["How many passage tokens must be removed to escape.", "Combien de jetons passage retirer pour s'échapper."],
      values: { easy: ["Easy", "Facile"], medium: ["Medium", "Moyen"], hard: ["Hard", "Difficile"], absurd: ["Absurd", "Absurde"] } },
    passages: { label: ["Passage tokens", "Jetons passage"], help: ["Leave empty to follow the difficulty; or set the count yourself.", "Vide : selon la difficulté ; sinon, le nombre voulu."] },
    expansions: { label: ["Expansion cards", "Cartes d'extension"], help: ["Sets of three cards shuffled into the deck.", "Des sets de trois cartes mélangés à la pioche."], values: SETS },
    setups: { label: ["Alternative set-ups", "Mises en place alternatives"], help: ["A set's special start (the rulebook gives one for Crumbling, Gluttony and Dread).", "Le début spécial d'un set (la règle en donne pour Effritement, Gloutonnerie et Effroi)."], values: SETS },
    fear_of_the_dark: { label: ["Fear of the dark", "Peur du noir"], help: ["Two-player variant: no talk about the game, no Jarl token; instead of a discard, a card may be passed to the other player.", "Variante à deux : on ne parle pas du jeu, pas de jeton Jarl ; au lieu de défausser, on peut passer une carte à l'autre joueur."] },
    first_player: { label: ["First player", "Premier joueur"], help: ["Who plays the first turn.", "Qui joue le premier tour."], seat: true },
  },
  montagnes: {
    players: { label: ["Players", "Joueurs"], help: ["Three to five climbers.", "De trois à cinq alpinistes."] },
    expert: { label: ["Expert variant", "Variante expert"], help: ["Keep every madness card and apply them all.", "Gardez toutes les cartes Folie et appliquez-les toutes."] },
    first_leader: { label: ["First Leader", "Premier Leader"], help: ["The last player to have reached a mountain's summit; or drawn at random.", "Le dernier joueur à avoir atteint le sommet d'une montagne ; ou tiré au sort."], seat: true },
    encounter_seconds: { label: ["Hourglass (seconds)", "Sablier (secondes)"], help: ["Time to lay cards in an encounter; the box's hourglass runs 30 s.", "Temps pour poser des cartes lors d'une rencontre ; le sablier de la boîte dure 30 s."] },
    decision_seconds: { label: ["Leader's decision (seconds)", "Décision du Leader (secondes)"], help: ["Time the Leader has to decide after the hourglass.", "Temps du Leader pour décider après le sablier."] },
    search_seconds: { label: ["Search (seconds)", "Fouille (secondes)"], help: ["Time to look at the cards a search shows.", "Temps pour regarder les cartes d'une fouille."] },
  },
  bigbook: {
    players: { label: ["Players", "Joueurs"], help: ["Two to five magicians.", "De deux à cinq magiciens."] },
    difficulty: { label: ["Difficulty", "Difficulté"], help: ["The column of the difficulty table the game is set up from.", "La colonne du tableau de difficulté qui règle la mise en place."],
      values: { 1: ["I (easiest)", "I (la plus facile)"], 2: ["II", "II"], 3: ["III (hardest)", "III (la plus difficile)"] } },
    mode: { label: ["Game mode", "Mode de jeu"], help: ["Terror: each player starts with a madness card. Nightmare: each player's starting 2 becomes a 1.", "Terreur : chaque joueur commence avec une carte Folie. Cauchemar : la carte 2 de départ devient un 1."],
      values: { normal: ["Normal", "Normal"], terreur: ["Terror", "Terreur"], cauchemar: ["Nightmare", "Cauchemar"] } },
    first_player: { label: ["First player", "Premier joueur"], help: ["Who plays the first turn.", "Qui joue le premier tour."], seat: true },
  },
  farcry: {
    seats: { label: ["Players", "Joueurs"], help: ["One to four; alone, you play two characters.", "De un à quatre ; seul, vous jouez deux personnages."] },
    mission: { label: ["Mission", "Mission"], help: ["Mission 0 is the introduction; the campaign goes on from the one chosen.", "La mission 0 est l'introduction ; la campagne continue à partir de celle choisie."],
      values: { mission_0: ["Mission 0 (introduction)", "Mission 0 (introduction)"], mission_1: ["Mission 1", "Mission 1"], mission_2: ["Mission 2", "Mission 2"], mission_3: ["Mission 3", "Mission 3"], mission_4: ["Mission 4: Dragon hunt", "Mission 4 : Chasse au dragon"], mission_5: ["Mission 5: Tattoo", "Mission 5 : Tatouage"], mission_6: ["Mission 6: Dirty work", "Mission 6 : Sale besogne"], mission_7: ["Mission 7: Revenge", "Mission 7 : Revanche"] } },
    friendly_fire: { label: ["Friendly fire", "Tir ami"], help: ["The optional rule: attacks can also hit your own team.", "La règle optionnelle : les attaques peuvent toucher votre propre équipe."] },
    campaign: { label: ["Campaign", "Campagne"], help: ["Play on after the mission: prepare between missions, then the next one.", "Continuer après la mission : préparation entre deux missions, puis la suivante."] },
    reaction_seconds: { label: ["Time to react (seconds)", "Temps pour réagir (secondes)"], help: ["How long a reaction talent waits for its owner before it lapses.", "Combien de temps un talent de réaction attend son joueur avant d'être perdu."] },
  },
  mansions: {
    investigators: { label: ["Investigators", "Investigateurs"], help: ["One to four players against the keeper (one more player).", "De un à quatre joueurs contre le gardien (un joueur de plus)."] },
    keeper_seconds: { label: ["Keeper's time (seconds)", "Temps du gardien (secondes)"], help: ["Leave empty for no limit; else the keeper passes when the time is up.", "Vide : sans limite ; sinon le gardien passe quand le temps est écoulé."] },
    puzzle_minute: { label: ["Puzzle minute", "Minute d'énigme"], help: ["The optional limit: a puzzle attempt ends a minute after it starts.", "La limite optionnelle : une tentative d'énigme s'arrête une minute après son début."] },
  },
};

export function optionText(game, name) { return (OPTIONS[game] || {})[name] || null; }
