// The table's own words, in English and French (the browser's language chooses; ?lang= overrides).
// Game texts come from the server; where the server sends "English / Français", show the chosen half.

const WORDS = {
  en: {
    lobby: "Lobby", newMatch: "New match", game: "Game", options: "Options", seats: "Seats", player: "Player",
    bot: "Bot", create: "Create the match", yourMatches: "Your matches", none: "None yet.", open: "Open",
    invitations: "Invitation links, one per seat (each gives only that seat's credential):",
    seat: "Seat", you: "you", toAct: "To act", waitingFor: "Waiting for", prompts: "What to do",
    actions: "Your actions", send: "Send", undo: "Ask to undo", accept: "Accept", refuse: "Refuse",
    undoAsked: "Seat {seat} asks to undo back to version {version}.", chat: "Table talk", say: "Say",
    spectate: "Watch", replay: "Replay", version: "Version", share: "Link to this version",
    finished: "The match is over", live: "live", reconnecting: "reconnecting…", ended: "stream ended",
    revoked: "Your seat's token no longer works: {detail}", rule: "Rule", countdown: "Hourglass",
    log: "Log", join: "Joining…", spectator: "spectator", nothingToDo: "Nothing to do right now.",
    pick: "Choose", rulesSummary: "About the game", lapsed: "The undo request lapsed ({reason}).",
    moveTo: "Version", first: "First", last: "Last", players: "Players",
    won: "won", lost: "lost", draw: "draw",
  },
  fr: {
    lobby: "Salon", newMatch: "Nouvelle partie", game: "Jeu", options: "Options", seats: "Places", player: "Joueur",
    bot: "Robot", create: "Créer la partie", yourMatches: "Vos parties", none: "Aucune pour l'instant.",
    open: "Ouvrir", invitations: "Liens d'invitation, un par place (chacun ne donne que l'accès à sa place) :",
    seat: "Place", you: "vous", toAct: "À jouer", waitingFor: "En attente de", prompts: "À faire",
    actions: "Vos actions", send: "Envoyer", undo: "Demander l'annulation", accept: "Accepter", refuse: "Refuser",
    undoAsked: "La place {seat} demande d'annuler jusqu'à la version {version}.", chat: "Discussion", say: "Dire",
    spectate: "Regarder", replay: "Revoir", version: "Version", share: "Lien vers cette version",
    finished: "La partie est terminée", live: "en direct", reconnecting: "reconnexion…", ended: "flux terminé",
    revoked: "Le jeton de votre place ne fonctionne plus : {detail}", rule: "Règle", countdown: "Sablier",
    log: "Journal", join: "Connexion…", spectator: "spectateur", nothingToDo: "Rien à faire pour l'instant.",
    pick: "Choisir", rulesSummary: "Le jeu", lapsed: "La demande d'annulation est caduque ({reason}).",
    moveTo: "Version", first: "Début", last: "Fin", players: "Joueurs",
    won: "gagnée", lost: "perdue", draw: "nulle",
  },
};

const asked = new URLSearchParams(location.search).get("lang");
export const LANG = asked === "fr" || asked === "en" ? asked : (navigator.language || "en").startsWith("fr") ? "fr" : "en";

export function t(key, values = {}) {
  const text = (WORDS[LANG] && WORDS[LANG][key]) || WORDS.en[key] || key;
  return text.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

// A {en, fr} pair (Far Cry's names in its view) -> the page's language; strings are already in it.
export function pickText(text) {
  if (text && typeof text === "object" && ("en" in text || "fr" in text)) return text[LANG] ?? text.en ?? text.fr;
  return text; // the server renders every string in the page's language (Accept-Language)
}
