// The table's own words, in English and French (the browser's language chooses; ?lang= overrides).
// Game texts come from the server; where the server sends "English / Français", show the chosen half.

const WORDS = {
  en: {
    lobby: "Lobby", newMatch: "New match", game: "Game", options: "Options", seats: "Seats", player: "Player",
    bot: "Bot", create: "Create the match", yourMatches: "Your matches", none: "None yet.", open: "Open",
    invitations: "Invitation links, one per seat (each gives only that seat's credential):",
    seat: "Seat", you: "you", toAct: "To act", waitingFor: "Waiting for", prompts: "What to do",
    actions: "Your actions", send: "Send", undo: "Ask to undo", accept: "Accept", refuse: "Refuse",
    undoAsked: "{who} asks to take back: “{what}”", undoAskedPlain: "{who} asks to take back the last moves.", chat: "Table talk", say: "Say",
    spectate: "Watch", replay: "Replay", version: "Version", share: "Link to this version",
    finished: "The match is over", live: "live", reconnecting: "reconnecting…", ended: "stream ended",
    revoked: "Your seat's token no longer works: {detail}", rule: "Rule", countdown: "Hourglass",
    log: "Log", join: "Joining…", spectator: "spectator", nothingToDo: "Nothing to do right now.",
    pick: "Choose", rulesSummary: "About the game", lapsed: "The undo request lapsed ({reason}).",
    moveTo: "Version", first: "First", last: "Last", players: "Players", earlier: "Earlier entries",
    person: "A person (invited by a link)", seatsLinks: "Seats and invitation links", seatTaken: "taken", seatInvited: "invitation open, not used yet",
    seatEmpty: "no player, no open invitation", newLink: "New invitation link",
    replaceTaken: "Player {n} has joined. A new link gives this seat to whoever uses it, and the current player's access stops. Continue?",
    won: "won", lost: "lost", draw: "draw", youWin: "you win", youLose: "you lose", aDraw: "a draw",
    theyWin: "{who} won", nobodyWins: "nobody won",
    fairness: "Fair chance", atRandom: "Drawn at random", movingOn: "nobody (the match moves on by itself)", keeperSeat: "the keeper", investigatorSeat: "an investigator",
    seedCaller: "The seed of this match was chosen by its creator, not drawn by the server: the creator (who also holds every invitation) can know every hidden card and every draw in advance. Play on only if you trust the creator.",
    seedServer: "The server drew this match's seed, which nobody at the table chose, and committed to it before the first card was dealt.",
    seedUnrecorded: "This match was stored before seeds were committed to: its chance cannot be checked.",
    commitment: "Commitment, published from the start: {commitment}. When the match is over, the seed and its nonce are shown here: anyone can then check that {scheme} gives this commitment, and deal the set-up again from the seed (folie verify).",
    revealed: "Seed {seed}, nonce {nonce}: check them against the commitment above.",
    chooseOne: "{name}: choose one", listExpected: "{name}: a list is expected", chooseN: "{name}: choose {n}",
    chooseRange: "{name}: choose {min} to {max}", totalMin: "{name}: total {total}, at least {min}",
    totalMax: "{name}: total {total}, at most {max}", oneGroup: "{name}: all of one kind", eachGroup: "{name}: one of {group} at least",
  },
  fr: {
    lobby: "Salon", newMatch: "Nouvelle partie", game: "Jeu", options: "Options", seats: "Places", player: "Joueur",
    bot: "Robot", create: "Créer la partie", yourMatches: "Vos parties", none: "Aucune pour l'instant.",
    open: "Ouvrir", invitations: "Liens d'invitation, un par place (chacun ne donne que l'accès à sa place) :",
    seat: "Place", you: "vous", toAct: "À jouer", waitingFor: "En attente de", prompts: "À faire",
    actions: "Vos actions", send: "Envoyer", undo: "Demander l'annulation", accept: "Accepter", refuse: "Refuser",
    undoAsked: "{who} demande à reprendre : « {what} »", undoAskedPlain: "{who} demande à reprendre les derniers coups.", chat: "Discussion", say: "Dire",
    spectate: "Regarder", replay: "Revoir", version: "Version", share: "Lien vers cette version",
    finished: "La partie est terminée", live: "en direct", reconnecting: "reconnexion…", ended: "flux terminé",
    revoked: "Le jeton de votre place ne fonctionne plus : {detail}", rule: "Règle", countdown: "Sablier",
    log: "Journal", join: "Connexion…", spectator: "spectateur", nothingToDo: "Rien à faire pour l'instant.",
    pick: "Choisir", rulesSummary: "Le jeu", lapsed: "La demande d'annulation est caduque ({reason}).",
    moveTo: "Version", first: "Début", last: "Fin", players: "Joueurs", earlier: "Entrées précédentes",
    person: "Une personne (invitée par un lien)", seatsLinks: "Places et liens d'invitation", seatTaken: "occupée", seatInvited: "invitation ouverte, pas encore utilisée",
    seatEmpty: "ni joueur ni invitation ouverte", newLink: "Nouveau lien d'invitation",
    replaceTaken: "Le joueur {n} a rejoint la partie. Un nouveau lien donne cette place à qui l'utilise, et l'accès du joueur actuel s'arrête. Continuer ?",
    won: "gagnée", lost: "perdue", draw: "nulle", youWin: "vous gagnez", youLose: "vous perdez", aDraw: "match nul",
    theyWin: "victoire : {who}", nobodyWins: "personne n'a gagné",
    fairness: "Hasard équitable", atRandom: "Tiré au sort", movingOn: "personne (la partie avance d'elle-même)", keeperSeat: "le gardien", investigatorSeat: "un investigateur",
    seedCaller: "La graine de cette partie a été choisie par son créateur, pas tirée par le serveur : le créateur (qui détient aussi toutes les invitations) peut connaître d'avance chaque carte cachée et chaque tirage. Ne continuez que si vous lui faites confiance.",
    seedServer: "Le serveur a tiré la graine de cette partie, que personne à la table n'a choisie, et s'y est engagé avant la première carte distribuée.",
    seedUnrecorded: "Cette partie a été enregistrée avant que les graines soient engagées : son hasard ne peut pas être vérifié.",
    commitment: "Engagement, publié dès le début : {commitment}. À la fin de la partie, la graine et son nonce s'affichent ici : chacun peut alors vérifier que {scheme} donne cet engagement, et redistribuer la mise en place à partir de la graine (folie verify).",
    revealed: "Graine {seed}, nonce {nonce} : vérifiez-les avec l'engagement ci-dessus.",
    chooseOne: "{name} : choisissez-en un", listExpected: "{name} : une liste est attendue", chooseN: "{name} : choisissez-en {n}",
    chooseRange: "{name} : choisissez-en de {min} à {max}", totalMin: "{name} : total {total}, au moins {min}",
    totalMax: "{name} : total {total}, au plus {max}", oneGroup: "{name} : tous de la même sorte", eachGroup: "{name} : au moins un de {group}",
  },
};

// Words for the codes a listing carries (a command's parameter names, a prompt's kind), in both languages:
// the server labels actions and choices, but not these. Unknown ones are shown as words ("careful for").
const CODES = {
  card: ["Card", "Carte"], cards: ["Cards", "Cartes"], target: ["Target", "Cible"], to: ["Where", "Où"],
  space: ["Space", "Case"], trial: ["Trial", "Épreuve"], player: ["Player", "Joueur"], food: ["Food", "Nourriture"],
  value: ["Value", "Valeur"], pile: ["Pile", "Pile"], magician: ["Magician", "Magicien"], spells: ["Spells", "Sortilèges"],
  madness: ["Madness", "Folie"], answers: ["Answers", "Réponses"], test: ["Test", "Test"], mental: ["Mental trait", "Trait mental"],
  physical: ["Physical trait", "Trait physique"], careful_for: ["Careful for", "Prudence pour"], weapon: ["Weapon", "Arme"],
  turn: ["their turn", "son tour"], players_turn: ["the players' turn", "le tour des joueurs"], eat: ["eating", "manger"],
  encounter: ["the encounter", "la rencontre"], movement: ["moving the plane", "déplacer l'avion"], decision: ["a decision", "une décision"],
  die: ["the penalty die", "le dé Malus"], draw: ["the draw", "la pioche"], deal: ["dealing", "la distribution"], rest: ["rest", "le repos"],
  reward: ["the reward", "la récompense"], failures: ["a failure", "un échec"], choose_magician: ["choosing a magician", "choisir un magicien"],
  story: ["the story", "l'histoire"], keeper: ["the keeper's turn", "le tour du gardien"], investigator: ["choosing an investigator", "choisir un investigateur"],
  claim: ["who plays next", "qui joue ensuite"], mythos: ["a mythos card", "une carte Mythe"], trauma: ["a trauma card", "une carte Traumatisme"],
  enemy_choice: ["an enemy's move", "le déplacement d'un ennemi"], offer: ["an exchange", "un échange"],
  heuristic: ["heuristic", "heuristique"], random: ["random", "au hasard"],
  // the games' options (the lobby's form)
  players: ["Players", "Joueurs"], difficulty: ["Difficulty", "Difficulté"], passages: ["Passage tokens", "Jetons passage"],
  expansions: ["Expansions", "Extensions"], setups: ["Set-ups", "Mises en place"], fear_of_the_dark: ["Fear of the dark", "Peur du noir"],
  first_player: ["First player (0 = Player 1)", "Premier joueur (0 = Joueur 1)"], mode: ["Mode", "Mode"], magicians: ["Magicians", "Magiciens"],
  seats: ["Players", "Joueurs"], mission: ["Mission", "Mission"], characters: ["Characters", "Personnages"], kits: ["Kits", "Kits"],
  friendly_fire: ["Friendly fire", "Tir ami"], campaign: ["Campaign", "Campagne"], reaction_seconds: ["Seconds to react", "Secondes pour réagir"],
  investigators: ["Investigators", "Investigateurs"], picks: ["Investigators chosen", "Investigateurs choisis"],
  keeper_seconds: ["Keeper's seconds", "Secondes du gardien"], puzzle_minute: ["Puzzle minute", "Minute d'énigme"],
  expert: ["Expert", "Expert"], first_leader: ["First Leader (0 = Player 1)", "Premier Leader (0 = Joueur 1)"],
  encounter_seconds: ["Encounter seconds (hourglass)", "Secondes de rencontre (sablier)"],
  decision_seconds: ["Decision seconds", "Secondes de décision"], search_seconds: ["Search seconds", "Secondes de fouille"],
};
export function code(name) {
  const known = CODES[name];
  return known ? known[LANG === "fr" ? 1 : 0] : String(name).replaceAll("_", " ");
}

const asked = new URLSearchParams(location.search).get("lang");
export const LANG = asked === "fr" || asked === "en" ? asked : (navigator.language || "en").startsWith("fr") ? "fr" : "en";
// A colon as the page's language writes it: French puts a narrow no-break space before it.
export const COLON = LANG === "fr" ? "\u202f: " : ": ";

export function t(key, values = {}) {
  const text = (WORDS[LANG] && WORDS[LANG][key]) || WORDS.en[key] || key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

// A {en, fr} pair (Far Cry's names in its view) -> the page's language; strings are already in it.
export function pickText(text) {
  if (text && typeof text === "object" && ("en" in text || "fr" in text)) return text[LANG] ?? text.en ?? text.fr;
  return text; // the server renders every string in the page's language (Accept-Language)
}
