// Les Montagnes Hallucinées: the mountain (spaces by row, revealed tiles face up, the plane), the
// hourglass as a live countdown to the server's deadline, the trials, the sled, the relics, and each
// explorer's hand, madness and relics. Cards, spaces and relics name their id for clicks.

export function draw(view, { seat, h, countdown, pickText, say }) {
  const rows = new Map();
  for (const space of view.spaces) {
    if (!rows.has(space.row)) rows.set(space.row, []);
    rows.get(space.row).push(space);
  }
  const card = (c) => h("div.card", { "data-choice": JSON.stringify(c.id ?? c) }, h("strong", {}, pickText(c.label || c.name || c)),
    c.action_text ? h("small", {}, pickText(c.action_text)) : null, c.covers_text ? h("small", {}, pickText(c.covers_text)) : null,
    c.effect ? h("small.effect", {}, pickText(c.effect)) : null, c.honour_text ? h("small", {}, "✋ ", pickText(c.honour_text)) : null);
  const byId = new Map(view.spaces.map((s) => [s.id, s]));
  const plane = byId.get(view.plane);
  // where the plane may fly next: the spaces adjacent to its own, by name
  const next = plane && (plane.adjacent || []).length
    ? h("p.adjacent", {}, `${say("From", "Depuis")} ${pickText(plane.label)}, ${say("the plane can reach: ", "l'Avion peut atteindre\u202f: ")}`,
      plane.adjacent.map((id) => pickText((byId.get(id) || { label: id }).label)).join(", ")) : null;
  const mountain = h("section", {}, h("h3", {}, say("Mountain", "Montagne")), next,
    h("div.mountain", {}, [...rows.keys()].sort((a, b) => a - b).map((r) =>
      h("div.row", {}, rows.get(r).map((s) => h("div.space", { "data-choice": JSON.stringify(s.id), "data-space": s.id,
        title: (s.adjacent || []).length ? `${say("Adjacent: ", "Adjacent\u202f: ")}${s.adjacent.map((id) => pickText((byId.get(id) || { label: id }).label)).join(", ")}` : null,
        "data-adjacent": (s.adjacent || []).join(" ") },
        h("strong", {}, pickText(s.label)), s.id === view.plane ? h("small", {}, say("✈ the plane", "✈ l'Avion")) : null,
        s.shown ? h("small.tile", {}, pickText(s.shown.label || s.shown.name || s.shown))
          : s.tile ? h("small.tile.face-down", {}, "▽ ", pickText(s.tile.label)) // omniscient: the face-down tile
            : h("small", {}, s.face_down_tile ? "?" : "—")))))));
  const hourglass = h("section.hourglass-box", {}, h("h3", {}, say("Hourglass", "Sablier")),
    h("p.step", {}, pickText(view.step_text)),
    view.deadline ? h("p.hourglass", {}, "⏳ ", countdown(view.deadline)) : h("p", {}, "—"),
    h("p", {}, view.talk_allowed ? say("Talking allowed", "On peut parler") : say("Silence", "Silence")));
  // the trials, then once the sled is turned over each one's sum and whether it passed (the view's outcomes)
  const outcomes = view.trial_texts || [];
  const trials = (view.current_trial_labels && view.current_trial_labels.length) || outcomes.length
    ? h("section.trials", {}, h("h3", {}, say("Trials", "Épreuves")),
      h("div.row", {}, (view.current_trial_labels || []).map((l) => h("div.card", {}, pickText(l)))),
      outcomes.length ? h("ul.trial-outcomes", {}, outcomes.map((text, i) => {
        const o = (view.trials || [])[i] || {};
        return h("li", { class: o.passed ? "passed" : "failed", "data-trial": o.index ?? i, "data-total": o.total ?? "" },
          o.passed ? "✔ " : "✘ ", pickText(text));
      })) : null,
      (view.failures || []).length ? h("p.failures", {}, `${say("Failed trials: ", "Épreuves échouées\u202f: ")}${view.failures.map((i) => i + 1).join(", ")}`) : null)
    : null;
  const sled = h("section.sled", {}, h("h3", {}, say("Sled", "Traîneau")),
    h("div.track", {}, h("span", {}, `${say("Tokens", "Jetons")} ${view.tokens_sled}`), h("span", {}, `${say("Deck", "Pioche")} ${view.deck_count}`),
      h("span", {}, `${say("Injuries", "Blessures")} ${view.injury_pile}`)),
    h("div.row", {}, (Array.isArray(view.sled) ? view.sled : []).map((e) => e.card ? card(e.card)
      : h("div.card.back", { "aria-label": say("hidden card", "carte cachée") }, `${say("Player", "Joueur")} ${e.seat + 1}`))));
  // the omniscient view (a finished match's replay) carries the deck in order
  const deck = view.deck ? h("section.deck", {}, h("h3", {}, say("Deck, next draw first", "Pioche, prochaine carte d'abord")),
    h("div.row", {}, view.deck.map(card))) : null;
  const relics = h("section.relics", {}, h("h3", {}, say("Relics", "Reliques")), h("div.row", {}, (view.relic_pile || []).map(card)));
  const players = (view.players || []).map((p) => h("section.player", { "data-seat": p.seat },
    h("h3", {}, `${pickText(p.label) || p.seat}${p.seat === seat ? say(" (you)", " (vous)") : ""}${p.is_leader ? " · Leader" : ""}`),
    h("div.row.hand", {}, Array.isArray(p.hand) ? p.hand.map(card)
      : Array.from({ length: p.hand_count || 0 }, () => h("div.card.back", { "aria-label": say("hidden card", "carte cachée") }, " "))),
    (p.madness || []).length ? h("div.row", {}, p.madness.map(card)) : null,
    (p.relics || []).length ? h("div.row", {}, p.relics.map(card)) : null));
  return h("div.montagnes", {}, hourglass, mountain, trials, sled, relics, ...players, deck);
}
