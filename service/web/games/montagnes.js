// Les Montagnes Hallucinées: the mountain (spaces by row, revealed tiles face up), the sled, the relics,
// each explorer's hand, and the hourglass as a live countdown to the server's deadline.

export function draw(view, { seat, h, countdown, pickText }) {
  const rows = new Map();
  for (const space of view.spaces) {
    if (!rows.has(space.row)) rows.set(space.row, []);
    rows.get(space.row).push(space);
  }
  const mountain = h("section", {}, h("h3", {}, "Mountain"), h("div.mountain", {}, [...rows.keys()].sort((a, b) => a - b).map((r) =>
    h("div.row", {}, rows.get(r).map((s) => h("div.space", { "data-choice": JSON.stringify(s.id), "data-space": s.id,
      class: `space ${s.id === view.plane ? "plane" : ""}` },
      h("strong", {}, pickText(s.label)), s.id === view.plane ? h("small", {}, "✈") : null,
      s.shown ? h("small.tile", {}, pickText(s.shown.label || s.shown.name || s.shown)) : h("small", {}, s.face_down_tile ? "?" : "—")))))));
  const hourglass = h("section.hourglass-box", {}, h("h3", {}, "Hourglass"),
    h("p.step", {}, pickText(view.step_text)),
    view.deadline ? h("p.hourglass", {}, "⏳ ", countdown(view.deadline)) : h("p", {}, "—"),
    h("p", {}, view.talk_allowed ? "Talking allowed" : "Silence"));
  const trials = view.current_trial_labels && view.current_trial_labels.length
    ? h("section", {}, h("h3", {}, "Trials"), h("div.row", {}, view.current_trial_labels.map((l) => h("div.card", {}, pickText(l))))) : null;
  const sled = h("section.sled", {}, h("h3", {}, "Sled"),
    h("div.track", {}, h("span", {}, `Tokens ${view.tokens_sled}`), h("span", {}, `Deck ${view.deck_count}`), h("span", {}, `Injuries ${view.injury_pile}`)),
    h("div.row", {}, (Array.isArray(view.sled) ? view.sled : []).map((c) => h("div.card", { "data-choice": JSON.stringify(c.id ?? c) }, pickText(c.label || c)))));
  const relics = h("section.relics", {}, h("h3", {}, "Relics"),
    h("div.row", {}, (view.relic_pile || []).map((r) => h("div.card", { "data-choice": JSON.stringify(r.id ?? r) }, pickText(r.label || r.name || r)))));
  const players = (view.players || []).map((p) => h("section.player", { "data-seat": p.seat },
    h("h3", {}, `Seat ${p.seat}${p.seat === seat ? " (you)" : ""}${p.seat === view.leader ? " · Leader" : ""}`),
    h("div.row.hand", {}, Array.isArray(p.hand) ? p.hand.map((c) => h("div.card", { "data-choice": JSON.stringify(c.id) },
      h("strong", {}, pickText(c.label || c.name)))) : Array.from({ length: p.hand_count || 0 }, () => h("div.card.back", { "aria-label": "hidden card" }, " ")))));
  return h("div.montagnes", {}, hourglass, mountain, trials, sled, relics, ...players);
}
