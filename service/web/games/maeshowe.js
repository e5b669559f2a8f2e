// Maeshowe: the line of played cards, each seat's hand (own cards face up, others' as backs), and the
// tracks (food, passages, health, deck). Hand cards and line cards name their id: a click offers the
// legal actions that take that card (play, discard, or an effect's target).

export function draw(view, { seat, h, pickText, say }) {
  const name = (card) => (document.documentElement.lang === "fr" ? card.name_fr || card.name : card.name);
  // each face-up card says what it does (the view's `effect`, in the page's language), on the card and on hover
  const rune = (r) => ({ red: say("red", "rouge"), blue: say("blue", "bleue"), joker: say("joker", "joker"), none: say("no rune", "sans icône") })[r] || r;
  const card = (c, where) => h("div.card", { class: `card ${c.rune || ""}`, "data-choice": JSON.stringify(c.id),
    "data-where": where, "data-card": c.id, title: c.effect ? `${name(c)} — ${c.effect}` : null },
    h("strong", {}, c.name ? name(c) : `#${c.id}`), c.name ? h("small", {}, `#${c.id} · ${rune(c.rune)}${c.used ? say(" · used", " · utilisée") : ""}`) : null,
    c.effect ? h("small.effect", {}, c.effect) : null);
  const tracks = h("div.track", {},
    h("span.food", {}, `${say("Food", "Nourriture")} ${view.food}/${view.max_food}`),
    h("span.passages", {}, `${say("Passages", "Passages")} ${view.passages}/${view.starting_passages}`),
    h("span.deck", {}, `${say("Deck", "Pioche")} ${view.deck_count}`),
    h("span.turn", {}, `${say("Turn", "Tour")} ${view.turn}`));
  const line = h("section.line", {}, h("h3", {}, say("Line", "Ligne")),
    h("div.row", {}, (view.line || []).length ? view.line.map((entry) => card(entry.card || entry, "line")) : h("em", {}, "—")));
  const players = (view.players || []).map((p) => h("section.player", { "data-seat": p.seat },
    h("h3", {}, `${say("Player", "Joueur")} ${p.seat + 1}${p.seat === seat ? say(" (you)", " (vous)") : ""}${p.jarl ? " · Jarl" : ""}`),
    h("div.track", {}, h("span.health", {}, `${say("Health", "Santé")} ${p.health}/${p.max_health}`), h("span", {}, `${say("Hand", "Main")} ${p.hand_count}`),
      h("span", {}, `${say("Discard", "Défausse")} ${p.discard.length}`)),
    // the discard pile, face up, to look through (the view carries it to every seat)
    p.discard.length ? h("details.discard", { "data-seat": p.seat }, h("summary", {}, `${say("Look through the discard", "Parcourir la défausse")} (${p.discard.length})`),
      h("div.row", {}, p.discard.map((c) => (c && typeof c === "object" ? card(c, "discard") : h("span.chip", {}, `#${c}`))))) : null,
    h("div.row.hand", {}, p.hand ? p.hand.map((c) => card(c, "hand"))
      : Array.from({ length: p.hand_count }, () => h("div.card.back", { "aria-label": say("hidden card", "carte cachée") }, " ")))));
  const known = view.known_top && view.known_top.length
    ? h("section", {}, h("h3", {}, say("Top of the deck", "Dessus de la pioche")), h("div.row", {}, view.known_top.map((c) => card(c, "deck")))) : null;
  // the omniscient view (a finished match's replay) carries the whole deck, top first
  const deck = view.deck ? h("section.deck", {}, h("h3", {}, say("Deck, top first", "Pioche, du dessus")),
    h("div.row", {}, view.deck.length ? view.deck.map((c) => card(c, "deck")) : h("em", {}, "—"))) : null;
  const result = view.finished ? h("p.result", {}, `${view.result === "won" ? say("The Vikings escape", "Les Vikings s'échappent")
    : say("The Vikings are lost", "Les Vikings sont perdus")}. ${view.detail || ""}`) : null;
  return h("div.maeshowe", {}, tracks, line, known, ...players, deck, result);
}
