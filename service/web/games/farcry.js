// Far Cry: the hex map as SVG (axial, pointy-top), the round track, the chain and each character's
// panel. Only what the seat's view carries is drawn: a face-down token is a back ("loot"/"leaf"), never
// its kind. Reachable hexes name their `move_to` value ("q,r") and attack targets their `targets` value
// ([{at: [q, r]}]) with data-choice, so the table turns them into clicks.

const SIZE = 30;
const ROOT3 = Math.sqrt(3);
const centre = ([q, r]) => [SIZE * ROOT3 * (q + r / 2), SIZE * 1.5 * r];
const key = ([q, r]) => `${q},${r}`;
const corners = ([x, y], size = SIZE - 1) => Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 180) * (60 * i - 30);
  return `${(x + size * Math.cos(a)).toFixed(1)},${(y + size * Math.sin(a)).toFixed(1)}`;
}).join(" ");

const FILL = { open: "#dfe8c8", rock: "#9a948a", tree: "#6f9e5a", coconut_tree: "#86b35a", chasm: "#3a3340",
  fire_plate: "#d98c4a", wall: "#5b5b5b" };
const TILE_MARK = { red_barrel: "⬤", crate: "▣", rock: "◆", tree: "♣", coconut_tree: "♣", cage: "#", spawn: "✚",
  exit: "⇲", zip_line: "⟋", chasm: "○", fire_plate: "≋", stone_pillar: "▲", rubble: "∴", vine_wall: "⌇", mine: "✸",
  komodo_nest: "◎", amanites: "♤", watchtower: "♜" };

// The dice of the last attack (auto fire throws several, one per target), from the reader's log:
// drawn on the hex where each attack happened, the attack die in its colour showing ✔ (symbol) or ✘
// (blank), the cover die (🛡 shield or blank) beside it, and the result under them.
const DIE_FILL = { green: "#3c9a3c", yellow: "#e8c21a", orange: "#e07b1a", red: "#c0392b", black: "#222", cover: "#f4f1e8" };
function lastAttack(log) {
  const attacks = (log || []).filter((e) => e.type === "attack_resolved" && e.data && e.data.at);
  if (!attacks.length) return [];
  const burst = [attacks[attacks.length - 1]];
  for (let i = attacks.length - 2; i >= 0 && burst[0].version - attacks[i].version <= 6; i--) burst.unshift(attacks[i]);
  return burst;
}

export function draw(view, { seat, h, svg, pickText, say, log }) {
  const s = svg;
  const label = (text) => pickText(text && text.en !== undefined ? { en: text.en, fr: text.fr } : text);
  const hexes = view.board.map((x) => x.at);
  const xs = hexes.map((a) => centre(a)[0]);
  const ys = hexes.map((a) => centre(a)[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs) - SIZE, Math.max(...xs) + SIZE, Math.min(...ys) - SIZE, Math.max(...ys) + SIZE];

  const reach = new Map(); // "q,r" -> [{character, mp, damage, provoked}]
  for (const [character, list] of Object.entries(view.reachable || {})) {
    for (const r of list) reach.set(r.to, [...(reach.get(r.to) || []), { character, ...r }]);
  }
  const targets = new Map(); // "q,r" -> [target]
  for (const [character, list] of Object.entries(view.targets || {})) {
    for (const t of list) targets.set(t.to, [...(targets.get(t.to) || []), { character, ...t }]);
  }
  const offered = new Set(view.enemy_choice ? view.enemy_choice.options.map(key) : []);
  const starts = new Set((view.starts || []).map(key));
  const spawns = new Set((view.spawns || []).map(key));
  const crops = new Set((view.crops || []).map(key)); // mission 3's illegal crops, to burn
  const units = new Map();
  for (const c of view.characters) if (c.at) units.set(key(c.at), { character: c });
  for (const u of view.units) if (u.at) units.set(key(u.at), { unit: u });

  const cells = view.board.map((x) => {
    const at = key(x.at);
    const [cx, cy] = centre(x.at);
    const routes = reach.get(at);
    const title = [`(${at}) ${label(x.label)}`, x.tile ? label(TILE_TEXT[x.tile] || { en: x.tile, fr: x.tile }) : null,
      x.fire ? say("fire", "feu") : null,
      crops.has(at) ? say("illegal crop", "culture illégale") : null,
      ...(x.tokens || []).map((t) => t.what ? `${t.kind}: ${t.what}` : say(`${t.kind} (face down)`, `${t.kind} (face cachée)`)),
      routes ? routes.map((r) => `${r.character}: ${r.mp} ${say("MP", "PM")}`).join(", ") : null].filter(Boolean).join(" · ");
    const cls = ["hex", routes && "reachable", offered.has(at) && "enemy-option"].filter(Boolean).join(" ");
    // every hex names its "q,r": a move's `to`, an enemy's hex the players pick (`value`, EN-16), a throw's `at`
    return s("g.hex", { class: cls, "data-hex": at, "data-terrain": x.terrain, "data-choice": JSON.stringify(at), "data-param": "to value at" },
      s("title", {}, title),
      s("polygon", { points: corners([cx, cy]), fill: FILL[x.terrain] || "#ccc", stroke: "#666", "stroke-width": 1 }),
      x.fire ? s("polygon.fire", { points: corners([cx, cy], SIZE - 6), fill: "none", stroke: "#e0401a", "stroke-width": 3 }) : null,
      starts.has(at) ? s("text.start", { x: cx - 14, y: cy - 10, "font-size": 12 }, "★") : null,
      spawns.has(at) ? s("text.spawn", { x: cx + 6, y: cy - 10, "font-size": 11 }, "✚") : null,
      crops.has(at) ? s("text.crop", { x: cx + 10, y: cy + 4, "font-size": 11, fill: "#4d7a1f", "data-crop": at }, "❦") : null,
      x.tile ? s("text.tile", { x: cx, y: cy + 5, "text-anchor": "middle", "font-size": 16, "data-tile": x.tile, fill: x.tile === "red_barrel" ? "#c0392b" : "#222" }, TILE_MARK[x.tile] || "?") : null,
      ...(x.tokens || []).map((t, i) => t.what
        ? s("rect.token.face-up", { x: cx - 14 + 9 * i, y: cy + 10, width: 8, height: 8, fill: "#f5d76e", "data-what": t.what })
        : s("rect.token.back", { x: cx - 14 + 9 * i, y: cy + 10, width: 8, height: 8, fill: t.kind === "leaf" ? "#2f7d32" : "#7a5230",
          "data-back": t.kind })),
      routes ? s("text.cost", { x: cx, y: cy + 22, "text-anchor": "middle", "font-size": 10 },
        `${Math.min(...routes.map((r) => r.mp))} ${say("MP", "PM")}`) : null);
  });

  // a wall lies on the side two hexes share: the segment across the midpoint of their centres
  const walls = (view.walls || []).map(([a, b]) => {
    const [ax, ay] = centre(a); const [bx, by] = centre(b);
    const [mx, my] = [(ax + bx) / 2, (ay + by) / 2];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const [px, py] = [-(by - ay) / len * SIZE / 2, (bx - ax) / len * SIZE / 2];
    return s("line.wall", { x1: mx - px, y1: my - py, x2: mx + px, y2: my + py, stroke: "#222", "stroke-width": 5, "stroke-linecap": "round" });
  });
  const zips = (view.zip_lines || []).map(([a, b]) => {
    const [ax, ay] = centre(a); const [bx, by] = centre(b);
    return s("line.zip", { x1: ax, y1: ay, x2: bx, y2: by, stroke: "#1f5fa8", "stroke-width": 2, "stroke-dasharray": "6 4" });
  });
  const exits = Object.entries(view.locations || {}).map(([n, at]) => {
    const [cx, cy] = centre(at);
    return s("text.location", { x: cx + 10, y: cy + 4, "font-size": 11, "font-weight": "bold" }, `L${n}`);
  });

  const pieces = [...units.entries()].map(([at, { character, unit }]) => {
    const [cx, cy] = centre(at.split(",").map(Number));
    const who = character ? character.name : label(unit.label);
    const hp = character ? `${character.hp}/${character.max_hp}` : `${unit.hp}/${unit.max_hp}`;
    const flags = statuses(character || unit, say);
    return s("g.piece", { class: character ? "piece character" : "piece unit", "data-at": at,
      "data-piece": character ? character.character : unit.uid },
      s("title", {}, `${who} · ${say("HP", "PV")} ${hp}${flags.length ? " · " + flags.join(", ") : ""}`),
      s("circle", { cx, cy, r: SIZE * 0.55, fill: character ? "#2b6cb0" : unit.side === "ally" ? "#3c8d5a" : "#b83232",
        stroke: character && character.seat === seat ? "#ffd400" : "#111", "stroke-width": character && character.seat === seat ? 3 : 1.5 }),
      s("text", { x: cx, y: cy - 2, "text-anchor": "middle", "font-size": 10, fill: "#fff" }, initials(who)),
      s("text.hp", { x: cx, y: cy + 10, "text-anchor": "middle", "font-size": 9, fill: "#fff" }, hp));
  });
  // attack targets lie above the pieces, as rings one can click
  const rings = [...targets.entries()].map(([at, list]) => {
    const [cx, cy] = centre(at.split(",").map(Number));
    return s("g.target", { "data-choice": JSON.stringify([{ at: at.split(",").map(Number) }]), "data-target": at },
      s("title", {}, list.map((t) => `${t.character}: ${t.weapon} (${t.mode}, ${t.distance}${t.cover ? say(", cover", ", couvert") : ""})`).join(" · ")),
      s("circle", { cx, cy, r: SIZE * 0.8, fill: "transparent", stroke: "#e0401a", "stroke-width": 3, "stroke-dasharray": "4 3" }));
  });

  const dice = lastAttack(log).map((entry) => {
    const { at, roll } = entry.data;
    const [cx, cy] = centre(at);
    const face = (d, i) => {
      const x = cx - 30 + i * 28;
      const mark = d.die === "cover" ? (d.symbol ? "🛡" : "") : d.symbol ? "✔" : "✘";
      return s("g.die", { class: `die ${d.die}`, "data-die": d.die, "data-symbol": String(d.symbol) },
        s("rect", { x, y: cy - 50, width: 26, height: 26, rx: 4, fill: DIE_FILL[d.die] || "#999", stroke: "#111", "stroke-width": 1 }),
        s("text", { x: x + 13, y: cy - 31, "text-anchor": "middle", "font-size": 17, fill: d.die === "cover" || d.die === "yellow" ? "#111" : "#fff" }, mark));
    };
    const thrown = [roll.attack, roll.cover].filter(Boolean);
    const result = { hit: say("hit", "touché"), miss: say("miss", "raté"), cover: say("cover hit", "couvert touché") }[roll.result] || "";
    const auto = roll.choice && roll.choice.kind !== "roll" ? say(roll.choice.kind === "success" ? "sure hit" : "sure miss",
      roll.choice.kind === "success" ? "réussite sûre" : "échec sûr") : "";
    return s("g.dice", { class: `dice ${roll.result}`, "data-at": key(at), "data-result": roll.result, "data-version": entry.version },
      s("title", {}, entry.text || result),
      ...thrown.map(face),
      s("text.result", { x: cx - 30 + thrown.length * 28, y: cy - 32, "font-size": 15, "font-weight": "bold",
        fill: roll.result === "hit" ? "#b01010" : "#333", stroke: "#fff", "stroke-width": 0.6, "paint-order": "stroke" },
        [auto, result].filter(Boolean).join(" · ")));
  });

  const map = s("svg.farcry-map", { viewBox: `${minX.toFixed(0)} ${minY.toFixed(0)} ${(maxX - minX).toFixed(0)} ${(maxY - minY).toFixed(0)}`,
    width: "100%", role: "img", "aria-label": say("Map", "Carte") },
    ...cells, ...zips, ...walls, ...exits, ...pieces, ...rings, ...dice);

  const track = h("ol.round-track", { "aria-label": say("Round track", "Piste des manches") },
    ...Array.from({ length: view.last_round }, (_, i) => h("li", { class: i + 1 === view.round ? "round current" : "round",
      "aria-current": i + 1 === view.round ? "step" : null }, String(i + 1))));
  const head = h("div.track", {},
    h("span.mission", {}, `${say("Mission", "Mission")} ${String(view.mission).replace(/^mission_/, "")}`),
    h("span.round", {}, `${say("Round", "Manche")} ${view.round}/${view.last_round}`),
    h("span.step", {}, label(view.step_label)),
    h("span.madness-deck", {}, `${say("Madness deck", "Pioche folie")} ${view.madness_deck}`),
    view.enemy_choice ? h("span.enemy-choice", {}, `${nameOf(view.enemy_choice.uid, view, label)}: ${say("pick its hex", "choisissez sa case")}`) : null,
    view.result ? h("strong.result", {}, view.result === "success" ? say("Mission accomplished", "Mission réussie")
      : view.result === "failure" ? say("Mission failed", "Mission échouée") : view.result) : null);
  const chain = h("section.chain", {}, h("h3", {}, say("Chain", "Chaîne")),
    h("div.row.chain-list", {}, ...(view.chain || []).map((c, i) => h("span", {}, `${i + 1}. ${nameOf(c, view, label)}`))));
  const panels = view.characters.map((c) => h("section.player.character", { "data-character": c.character, "data-seat": c.seat },
    // the name names the character: a click offers every action fixed on it (end its turn, reload, ...)
    h("h3", { "data-choice": JSON.stringify(c.character) }, `${c.name}${c.seat === seat ? say(" (you)", " (vous)") : ""}`),
    h("div.track", {},
      h("span.hp", {}, `${say("HP", "PV")} ${c.hp}/${c.max_hp}`),
      h("span.mp", {}, `${say("MP", "PM")} ${c.mp}/${c.max_mp}`),
      h("span.madness", {}, `${say("Madness", "Folie")} ${c.madness} (${c.madness_tokens})`),
      h("span", {}, `${say("Bandages", "Bandages")} ${c.bandages}`),
      h("span", {}, `${say("Impulses", "Impulsions")} ${c.impulses}`),
      ...statuses(c, say).map((f) => h("span.status", {}, f))),
    h("ul.weapons", {}, ...c.weapons.map((w) => h("li", {}, `${label(w.label)} (${w.place})`,
      w.capacity !== null && w.capacity !== undefined ? ` · ${say("ammo", "munitions")} ${w.ammo}/${w.capacity}` : "",
      w.used ? say(" · used", " · utilisée") : ""))),
    [...c.items, ...c.loot, ...c.leaves].length
      ? h("p.items", {}, `${say("Items", "Objets")}: ${[...c.items, ...c.loot, ...c.leaves].join(", ")}`) : null,
    c.stress_face_up ? h("p", {}, `${say("Stress", "Stress")}: ${c.stress_face_up}`)
      : c.stress_card ? h("p", {}, say("Stress card (face down)", "Carte stress (face cachée)")) : null));
  const enemies = h("section.units", {}, h("h3", {}, say("Units", "Unités")),
    h("ul", {}, ...view.units.map((u) => h("li", { "data-unit": u.uid },
      `${label(u.label)} · ${say("HP", "PV")} ${u.hp}/${u.max_hp}${u.at ? ` · (${key(u.at)})` : ""}`,
      ...statuses(u, say).map((f) => ` · ${f}`)))));
  return h("div.farcry", {}, campaignPanel(view, h, say), head, track, map, chain, ...panels, enemies,
    hiddenPiles(view, h, say));
}

// The campaign save (public to every seat): the team reserve and each player's save bag; in the
// preparation between missions, the mission it leads to and the seats already ready.
function campaignPanel(view, h, say) {
  const save = view.save;
  if (!save) return null;
  const named = (id) => id.replaceAll("_", " ");
  const list = (title, items) => (items.length ? h("p", {}, `${title}: ${items.map(named).join(", ")}`) : null);
  const reserve = h("div.reserve", { "data-reserve": "" },
    h("h4", {}, say("Team reserve", "Réserve de l'équipe")),
    h("p", {}, `${say("Money", "Argent")} ${save.reserve_money} · ${say("Skins", "Peaux")} ${save.reserve_skins}`),
    list(say("Leaves", "Feuilles"), save.reserve_leaves),
    list(say("Weapons", "Armes"), save.reserve_weapons.map((w) => w.weapon)),
    list(say("Accessories", "Accessoires"), save.reserve_accessories),
    list(say("Items", "Objets"), save.reserve_items),
    list(say("Bags and holsters", "Sacs et étuis"), save.reserve_carriers));
  const players = save.players.map((p) => h("div.saved-player", { "data-saved": p.character },
    h("h4", {}, `${named(p.character)} · ${p.xp} XP · ${say("Madness", "Folie")} ${p.madness}`),
    list(say("Talents", "Talents"), p.talents),
    list(say("Weapons", "Armes"), p.weapons.map((w) => `${w.weapon} (${w.place}${w.accessories.length ? " + " + w.accessories.join(" + ") : ""})`)),
    list(say("Bag and holsters", "Sac et étuis"), [...(p.bag ? [p.bag] : []), ...p.holsters]),
    list(say("Items", "Objets"), p.items)));
  const preparing = view.campaign && view.phase === "preparation";
  const next = preparing
    ? h("p.next-mission", {}, view.next_mission
      ? `${say("Next mission", "Prochaine mission")}: ${named(view.next_mission)} · ${say("ready", "prêts")}: ${view.ready.length ? view.ready.map((x) => `#${x + 1}`).join(", ") : "—"}`
      : say("The campaign is over", "La campagne est terminée"))
    : null;
  return h("section.campaign", {}, h("h3", {}, preparing ? say("Between missions", "Entre deux missions") : say("Campaign save", "Sauvegarde de campagne")),
    next, reserve, ...players, list(say("Missions done", "Missions faites"), save.missions_done));
}

// The omniscient view (a replay) also carries the piles nobody sees, each in draw order.
function hiddenPiles(view, h, say) {
  if (!view.hidden) return null;
  const piles = [["loot_box", say("Loot left in the box", "Butin resté dans la boîte")],
    ["madness_deck", say("Madness deck (next draw first)", "Pioche folie (prochaine carte en tête)")],
    ["anecdote_when", say("\u201cWhen\u201d anecdote pile", "Pile d'anecdotes \u00ab Quand \u00bb")]];
  return h("section.hidden-piles", {}, h("h3", {}, say("Hidden piles", "Piles cachées")),
    ...piles.map(([pile, title]) => h("div", { "data-pile": pile }, h("h4", {}, `${title}: ${view.hidden[pile].length}`),
      h("ol", {}, ...view.hidden[pile].map((card) => h("li", { "data-card": card }, card.replaceAll("_", " ")))))));
}

function statuses(x, say) {
  return [x.bleeding && say("bleeding", "saignement"), x.blocage && say("blocked", "blocage"), x.stunned && say("stunned", "étourdi"),
    x.caged && say("caged", "en cage"), x.ko && say("KO", "KO"), x.exited && say("exited", "sorti"), x.done && say("done", "a joué")]
    .filter(Boolean);
}

function initials(name) {
  return name.split(/[\s(]+/).filter(Boolean).slice(0, 2).map((w) => w[0]).join("").toUpperCase();
}

function nameOf(id, view, label) {
  const c = view.characters.find((x) => x.character === id);
  if (c) return c.name;
  const u = view.units.find((x) => x.uid === id);
  return u ? label(u.label) : id;
}

const TILE_TEXT = {
  red_barrel: { en: "red barrel", fr: "baril rouge" }, crate: { en: "crate", fr: "caisse" }, rock: { en: "rock", fr: "rocher" },
  tree: { en: "tree", fr: "arbre" }, coconut_tree: { en: "coconut tree", fr: "cocotier" }, cage: { en: "cage", fr: "cage" },
  spawn: { en: "spawn point", fr: "point d'apparition" }, exit: { en: "exit", fr: "sortie" }, zip_line: { en: "zip line", fr: "tyrolienne" },
  chasm: { en: "chasm", fr: "gouffre" }, fire_plate: { en: "fire plate", fr: "plaque de feu" },
  stone_pillar: { en: "stone pillar", fr: "pilier de pierre" }, rubble: { en: "rubble", fr: "éboulement" },
  vine_wall: { en: "vine wall", fr: "mur de vigne" }, mine: { en: "mine", fr: "mine" },
  komodo_nest: { en: "Komodo nest", fr: "nid de komodo" }, amanites: { en: "Amanita mushrooms", fr: "amanites" },
  watchtower: { en: "watchtower", fr: "tour de guet" },
};
