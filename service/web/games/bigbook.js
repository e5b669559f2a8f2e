// The Big Book of Madness: the grimoire (page, monster, curse spaces on the board), the library of spells,
// each magician's spells, support and hand of elements and madness. Anything with an id is clickable
// when a legal action names it.

function label(x, pickText) {
  return pickText(x.name || x.top_name || x.label || x.id || x.element || "?");
}

// A card in a hand, deck or support is its id: "water-2-10" is a Water element of value 2.
const ELEMENT = /^(water|fire|earth|air)-(\d+)-/;

// The rulebook's names of the elements and phases, in the reader's language (views carry their codes).
const ELEMENTS = { water: ["Water", "Eau"], fire: ["Fire", "Feu"], earth: ["Earth", "Terre"], air: ["Air", "Air"],
  multi: ["Multi-element", "Multi-Éléments"] };
const PHASES = { magicians: ["Magicians", "Magiciens"], monster: ["Monster", "Monstre"], action: ["Actions", "Actions"],
  recovery: ["Recovery", "Récupération"], over: ["Over", "Terminée"] };

export function draw(view, { seat, h, pickText, say }) {
  const named = (table, code) => (table[code] ? say(...table[code]) : code);
  // a card by its name ("Water 2", "Madness"): its id stays in data-choice, never on the page
  const cardName = (id) => {
    const element = ELEMENT.exec(id);
    return element ? `${named(ELEMENTS, element[1])} ${element[2]}` : id.startsWith("madness") ? say("Madness", "Folie") : say("a card", "une carte");
  };
  const player = (n) => `${say("Player", "Joueur")} ${n + 1}`;
  const card = (id) => {
    const element = ELEMENT.exec(id);
    return h("div.card", { class: `card ${element ? element[1] : "madness"}`, "data-choice": JSON.stringify(id) },
      h("strong", {}, cardName(id)));
  };
  const item = (x, cls = "card") => typeof x === "string" ? card(x) : h(`div.${cls}`, { "data-choice": JSON.stringify(x.id ?? x.top ?? x.element) },
    h("strong", {}, label(x, pickText)),
    x.element ? h("small", {}, `${named(ELEMENTS, x.element)}${x.value ? " " + x.value : ""}${x.level ? say(" · level ", " · niveau ") + x.level : ""}`) : null,
    x.text || x.top_text ? h("small", {}, pickText(x.text || x.top_text)) : null,
    x.exhausted ? h("small", {}, say("exhausted", "épuisé")) : null);
  const tokens = h("div.track", {}, Object.entries(view.tokens || {}).map(([e, n]) => h("span", {}, `${named(ELEMENTS, e)} ${n}`)),
    h("span", {}, `${say("Round", "Manche")} ${view.round}`), h("span", {}, `${say("Pages turned", "Pages tournées")} ${view.pages_turned}`),
    h("span", {}, `${say("Madness pile", "Pile Folie")} ${view.madness_pile}`), h("span", {}, `${say("Phase", "Phase")} ${named(PHASES, view.phase)}`));
  const grimoire = h("section.grimoire", {}, h("h3", {}, say("Grimoire", "Grimoire")),
    view.monster ? h("p.monster", {}, h("strong", {}, pickText(view.monster.name || view.monster)), " ", pickText(view.monster.text || "")) : null,
    view.bonus_text ? h("p", {}, pickText(view.bonus_text)) : null,
    view.failure_text ? h("p", {}, pickText(view.failure_text)) : null,
    h("div.row.curses", {}, (view.board || []).map((space) => h("div.space", { "data-choice": JSON.stringify(space.curse), "data-slot": space.slot },
      h("strong", {}, `${say("Curse", "Malédiction")} ${named(ELEMENTS, space.element)}`), h("small", {}, `${say("space", "case")} ${space.slot} · ${say("cost", "coût")} ${space.cost}${space.neutralised ? say(" · neutralised", " · neutralisée") : ""}`),
      space.text ? h("small", {}, pickText(space.text)) : null))),
    h("p", {}, say("Curse piles: ", "Piles Malédiction : "), Object.entries(view.curse_piles || {}).map(([e, n]) => `${named(ELEMENTS, e)} ${n}`).join(", ")));
  const library = h("section.library", {}, h("h3", {}, say("Library", "Bibliothèque")), h("div.row", {}, (view.library || []).map((s) => item(s))));
  const magicians = view.phase === "magicians" ? h("section", {}, h("h3", {}, say("Magicians", "Magiciens")),
    h("div.row", {}, view.magicians.map((m) => h("div.card", { "data-choice": JSON.stringify(m.id) },
      h("strong", {}, m.name), h("small", {}, pickText(m.power)), m.taken_by !== null ? h("small", {}, player(m.taken_by)) : null)))) : null;
  const players = (view.players || []).map((p) => h("section.player", { "data-seat": p.seat },
    h("h3", {}, `${player(p.seat)}${p.seat === seat ? say(" (you)", " (vous)") : ""} · ${p.magician || "—"}${p.eliminated ? say(" · eliminated", " · éliminé") : ""}`),
    p.power_text ? h("p", {}, pickText(p.power_text)) : null,
    h("div.track", {}, h("span", {}, `${say("Hand", "Main")} ${p.hand_count}`), h("span", {}, `${say("Deck", "Pioche")} ${p.deck_count}`), h("span", {}, `${say("Discard", "Défausse")} ${(p.discard || []).length}`)),
    h("h4", {}, say("Spells", "Sortilèges")), h("div.row.spells", {}, (p.spells || []).map((s) => item(s))),
    h("h4", {}, say("Support", "Soutien")), h("div.row.support", {}, (p.support || []).map((c) => item(c))),
    h("h4", {}, say("Hand", "Main")), h("div.row.hand", {}, p.hand && (p.seat === seat || p.hand.length)
      ? p.hand.map((c) => item(c)) : Array.from({ length: p.hand_count }, () => h("div.card.back", { "aria-label": say("hidden card", "carte cachée") }, " "))),
    // the omniscient view (a finished match's replay) carries each deck in order
    p.deck ? h("h4", {}, say("Deck, top first", "Pioche, du dessus")) : null,
    p.deck ? h("div.row.deck", {}, p.deck.map((c) => h("span.chip", { "data-card": c }, cardName(c)))) : null));
  // ... and how many grimoire pages, face-down library spells and curses were left (their order is in the log)
  const piles = (title, entries) => h("p.pile", {}, h("strong", {}, title), " ",
    entries.map(([key, ids]) => `${named(ELEMENTS, key)}${say(": ", "\u202f: ")}${ids.length}`).join(" · "));
  const hidden = view.grimoire ? h("section.hidden-parts", {}, h("h3", {}, say("Hidden during the match", "Caché pendant la partie")),
    piles(say("Grimoire", "Grimoire"), [[say("pages", "pages"), view.grimoire]]),
    piles(say("Library, top first", "Bibliothèque, du dessus"), Object.entries(view.library_piles || {})),
    piles(say("Curse piles, top first", "Piles Malédiction, du dessus"), Object.entries(view.curse_pile_order || {}))) : null;
  const result = view.result ? h("p.result", {}, `${view.result === "won" ? say("The magicians win", "Les magiciens gagnent")
    : say("The magicians lose", "Les magiciens perdent")}. ${pickText(view.detail || "")}`) : null;
  return h("div.bigbook", {}, tokens, magicians, grimoire, library, ...players, hidden, result);
}
