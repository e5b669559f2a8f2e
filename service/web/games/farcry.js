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
  fire_plate: "#d98c4a", wall: "#5b5b5b", acid: "#8fd14f" };
const TILE_MARK = { red_barrel: "⬤", crate: "▣", rock: "◆", tree: "♣", coconut_tree: "♣", cage: "#", spawn: "✚",
  exit: "⇲", zip_line: "⟋", chasm: "○", fire_plate: "≋", stone_pillar: "▲", rubble: "∴", vine_wall: "⌇", mine: "✸",
  komodo_nest: "◎", amanites: "♤", watchtower: "♜", suspension_bridge: "☰", acid: "☣", ink_puddle: "●",
  bunker_door: "▮", bunker_passage: "⇆", machine_gun: "╤" };

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

export function draw(view, { seat, h, svg, pickText, say, log, legal = [], send, redraw }) {
  const s = svg;
  const label = (text) => pickText(text && text.en !== undefined ? { en: text.en, fr: text.fr } : text);
  settle(legal);
  // a move chosen in the actions panel: only that character's hexes, a click moves it (no menu)
  const moving = ui.character ? legal.find((a) => a.action === "move_to" && a.fixed.character === ui.character
    && !!a.fixed.careful === ui.careful) : null;
  // a weapon chosen in the actions panel: only its targets are ringed, a click fires at one
  const aimed = ui.group ? attackGroups(legal).get(ui.group) : null;
  const hexes = view.board.map((x) => x.at);
  const xs = hexes.map((a) => centre(a)[0]);
  const ys = hexes.map((a) => centre(a)[1]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs) - SIZE, Math.max(...xs) + SIZE, Math.min(...ys) - SIZE, Math.max(...ys) + SIZE];

  const reach = new Map(); // "q,r" -> [{character, mp, damage, provoked}]
  for (const [character, list] of Object.entries(view.reachable || {})) {
    if (moving && character !== ui.character) continue;
    for (const r of list) reach.set(r.to, [...(reach.get(r.to) || []), { character, ...r }]);
  }
  const moveTo = new Map(moving ? moving.params[0].choices.map((c) => [c.value, c]) : []);
  // items, loot, leaves, talents and madness cards by their names (the view's `names`), never their ids
  const nameOfId = (id) => (view.names && view.names[id] ? label(view.names[id]) : id);
  const nameOfCharacter = (id) => (view.characters.find((c) => c.character === id) || { name: id }).name;
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
      ...(x.tokens || []).map((t) => t.what ? `${t.kind}${say(": ", "\u202f: ")}${t.what}` : say(`${t.kind} (face down)`, `${t.kind} (face cachée)`)),
      routes ? routes.map((r) => `${nameOfCharacter(r.character)}${say(": ", "\u202f: ")}${r.mp} ${say("MP", "PM")}`).join(", ") : null].filter(Boolean).join(" · ");
    const direct = moveTo.get(at);
    const cls = ["hex", routes && "reachable", offered.has(at) && "enemy-option", direct && "playable move-here"].filter(Boolean).join(" ");
    // every hex names its "q,r": a move's `to`, an enemy's hex the players pick (`value`, EN-16), a throw's `at`;
    // while a character is chosen to move, its hexes move it at a click (the table's menus keep the rest)
    const g = s("g.hex", { class: cls, "data-hex": at, "data-terrain": x.terrain, "data-choice": JSON.stringify(at),
      "data-param": moving ? "value at" : "to value at", "data-move": direct ? ui.character : null },
      s("title", {}, title),
      s("polygon", { points: corners([cx, cy]), fill: FILL[x.terrain] || "#ccc", stroke: "#666", "stroke-width": 1 }),
      x.zone === "bunker" ? s("polygon.zone", { points: corners([cx, cy], SIZE - 4), fill: "#3b3f4a", "fill-opacity": 0.18, stroke: "#3b3f4a", "stroke-width": 1, "stroke-dasharray": "3 2", "data-zone": "bunker" }) : null,
      x.fire ? s("polygon.fire", { points: corners([cx, cy], SIZE - 6), fill: "none", stroke: "#e0401a", "stroke-width": 3 }) : null,
      starts.has(at) ? s("text.start", { x: cx - 14, y: cy - 10, "font-size": 12 }, "★") : null,
      spawns.has(at) ? s("text.spawn", { x: cx + 6, y: cy - 10, "font-size": 11 }, "✚") : null,
      crops.has(at) ? s("text.crop", { x: cx + 10, y: cy + 4, "font-size": 11, fill: "#4d7a1f", "data-crop": at }, "❦") : null,
      x.tile ? s("text.tile", { x: cx, y: cy + 5, "text-anchor": "middle", "font-size": 16, "data-tile": x.tile, fill: x.tile === "red_barrel" ? "#c0392b" : "#222" }, TILE_MARK[x.tile] || "?") : null,
      ...(x.tokens || []).map((t, i) => t.what
        ? s("rect.token.face-up", { x: cx - 14 + 9 * i, y: cy + 10, width: 8, height: 8, fill: "#f5d76e", "data-what": t.what })
        : s("rect.token.back", { x: cx - 14 + 9 * i, y: cy + 10, width: 8, height: 8, fill: t.kind === "leaf" ? "#2f7d32" : t.kind === "ruse" ? "#6a1b9a" : "#7a5230",
          "data-back": t.kind })),
      routes ? s("text.cost", { x: cx, y: cy + 22, "text-anchor": "middle", "font-size": 10 },
        `${Math.min(...routes.map((r) => r.mp))} ${say("MP", "PM")}`) : null);
    if (direct) {
      const go = () => send({ action: "move_to", ...moving.fixed, to: at });
      clickable(g, `${nameOfCharacter(ui.character)}${say(": ", "\u202f: ")}${say("move to", "aller en")} ${pickText(direct.label)}`, go);
    }
    return g;
  });

  // a wall lies on the side two hexes share: the segment across the midpoint of their centres
  const walls = (view.walls || []).map(([a, b]) => {
    const [ax, ay] = centre(a); const [bx, by] = centre(b);
    const [mx, my] = [(ax + bx) / 2, (ay + by) / 2];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const [px, py] = [-(by - ay) / len * SIZE / 2, (bx - ax) / len * SIZE / 2];
    return s("line.wall", { x1: mx - px, y1: my - py, x2: mx + px, y2: my + py, stroke: "#222", "stroke-width": 5, "stroke-linecap": "round" });
  });
  // mission 7's palisades lie on sides like walls: brown and dashed (never crossed, a cover)
  const palisades = (view.palisades || []).map(([a, b]) => {
    const [ax, ay] = centre(a); const [bx, by] = centre(b);
    const [mx, my] = [(ax + bx) / 2, (ay + by) / 2];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const [px, py] = [-(by - ay) / len * SIZE / 2, (bx - ax) / len * SIZE / 2];
    return s("line.palisade", { x1: mx - px, y1: my - py, x2: mx + px, y2: my + py, stroke: "#8b5a2b", "stroke-width": 5, "stroke-dasharray": "3 2" });
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
    const who = character ? character.name : unitName(unit, label, say);
    const hp = character ? `${character.hp}/${character.max_hp}` : `${unit.hp}/${unit.max_hp}`;
    const flags = statuses(character || unit, say);
    return s("g.piece", { class: character ? "piece character" : "piece unit", "data-at": at,
      "data-piece": character ? character.character : unit.uid },
      s("title", {}, `${who} · ${say("HP", "PV")} ${hp}${flags.length ? " · " + flags.join(", ") : ""}`),
      s("circle", { cx, cy, r: SIZE * 0.55, fill: character ? "#2b6cb0" : unit.side === "ally" ? "#3c8d5a" : "#b83232",
        stroke: character && character.seat === seat ? "#ffd400" : unit && COLOUR[unit.colour] ? COLOUR[unit.colour] : "#111",
        "stroke-width": character && character.seat === seat ? 3 : unit && COLOUR[unit.colour] ? 4 : 1.5 }),
      // a unit's short name tells its kind apart (Beheader "Beh", Berserker "Ber"), the ring its colour
      s("text.short", { x: cx, y: cy - 2, "text-anchor": "middle", "font-size": 10, fill: "#fff" },
        character ? initials(who) : shortName(label(unit.label))),
      s("text.hp", { x: cx, y: cy + 10, "text-anchor": "middle", "font-size": 9, fill: "#fff" }, hp));
  });
  // attack targets lie above the pieces, as rings one can click; with a weapon chosen, only its own,
  // and a click fires (several attacks at one hex, as auto fire's chains: the panel lists them)
  const aimedAt = new Map();
  for (const [action] of aimed || []) {
    const at = key(action.fixed.targets[0].at);
    aimedAt.set(at, [...(aimedAt.get(at) || []), action]);
  }
  const aimedRings = [...aimedAt.entries()].map(([at, list]) => {
    const [cx, cy] = centre(at.split(",").map(Number));
    const ring = s("g.target.aimed", { "data-target": at },
      s("title", {}, list.map((a) => pickText(a.label)).join(" · ")),
      s("circle", { cx, cy, r: SIZE * 0.8, fill: "transparent", stroke: "#e0401a", "stroke-width": 4 }));
    clickable(ring, list.map((a) => pickText(a.label)).join(" · "), () => {
      if (list.length === 1) send({ action: list[0].action, ...list[0].fixed });
      else { ui.at = at; redraw(); }
    });
    return ring;
  });
  const rings = aimed ? aimedRings : [...targets.entries()].map(([at, list]) => {
    const [cx, cy] = centre(at.split(",").map(Number));
    return s("g.target", { "data-choice": JSON.stringify([{ at: at.split(",").map(Number) }]), "data-target": at },
      s("title", {}, list.map((t) => `${nameOfCharacter(t.character)}: ${weaponName(view, t.character, t.weapon, label)} (${MODES[t.mode] ? say(...MODES[t.mode]) : t.mode}, ${t.distance} ${say("hex", "hex")}${t.cover ? say(", cover die", ", dé de couverture") : ""})`).join(" · ")),
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
    ...cells, ...zips, ...walls, ...palisades, ...exits, ...pieces, ...rings, ...dice);

  const legend = mapLegend(view, h, say, label, { starts, spawns, crops, reach, rings: rings.length, dice: dice.length, svg: s });
  const track = h("ol.round-track", { "aria-label": say("Round track", "Piste des manches") },
    ...Array.from({ length: view.last_round }, (_, i) => h("li", { class: i + 1 === view.round ? "round current" : "round",
      "aria-current": i + 1 === view.round ? "step" : null }, String(i + 1))));
  const head = h("div.track", {},
    h("span.mission", {}, `${say("Mission", "Mission")} ${String(view.mission).replace(/^mission_/, "")}`),
    h("span.round", {}, `${say("Round", "Manche")} ${view.round}/${view.last_round}`),
    h("span.step", {}, label(view.step_label)),
    h("span.madness-deck", {}, `${say("Madness deck", "Pioche folie")} ${view.madness_deck}`),
    view.enemy_choice ? h("span.enemy-choice", {}, `${nameOf(view.enemy_choice.uid, view, label, say)}${say(": ", "\u202f: ")}${say("pick its hex", "choisissez sa case")}`) : null,
    view.result ? h("strong.result", {}, view.result === "success" ? say("Mission accomplished", "Mission réussie")
      : view.result === "failure" ? say("Mission failed", "Mission échouée") : view.result) : null);
  const chain = h("section.chain", {}, h("h3", {}, say("Chain", "Chaîne")),
    h("div.row.chain-list", {}, ...(view.chain || []).map((c, i) => h("span", {}, `${i + 1}. ${nameOf(c, view, label, say)}`))));
  const panels = view.characters.map((c) => h("section.player.character", { "data-character": c.character, "data-seat": c.seat },
    // the name names the character: a click offers every action fixed on it (end its turn, reload, ...)
    h("h3", { "data-choice": JSON.stringify(c.character) }, `${c.name}${c.seat === seat ? say(" (you)", " (vous)") : ""}`),
    h("div.track", {},
      h("span.hp", {}, `${say("HP", "PV")} ${c.hp}/${c.max_hp}`),
      h("span.mp", {}, `${say("MP", "PM")} ${c.mp}/${c.max_mp}`),
      h("span.madness", {}, `${say("Madness", "Folie")} ${c.madness} (${c.madness_tokens})`),
      h("span", {}, `${say("Bandages", "Bandages")} ${c.bandages}`),
      h("span", {}, `${say("Impulses", "Impulsions")} ${c.impulses}`),
      // M5's ink tokens (designed): counted where the board has ink puddles, or once a character holds one
      c.ink || (view.board || []).some((x) => x.tile === "ink_puddle")
        ? h("span.ink", { "data-ink": c.ink || 0 }, `${say("Ink", "Encre")} ${c.ink || 0}`) : null,
      ...statuses(c, say).map((f) => h("span.status", {}, f))),
    h("ul.weapons", {}, ...c.weapons.map((w) => h("li", { "data-weapon": w.weapon }, `${label(w.label)} (${PLACE[w.place] ? say(...PLACE[w.place]) : w.place})`,
      w.capacity !== null && w.capacity !== undefined ? ` · ${say("ammo", "munitions")} ${w.ammo}/${w.capacity}` : "",
      w.used ? say(" · used", " · utilisée") : "",
      h("span.weapon-stats", { "data-stats": w.weapon }, ` — ${weaponStats(w, say)}`)))),
    [...c.items, ...c.loot, ...c.leaves].length
      ? h("p.items", {}, `${say("Items: ", "Objets\u202f: ")}${[...c.items, ...c.loot, ...c.leaves].map(nameOfId).join(", ")}`) : null,
    (c.talents || []).length ? h("p.talents", {}, `${say("Talents: ", "Talents\u202f: ")}${c.talents.map(nameOfId).join(", ")}`) : null,
    c.stress_face_up ? h("p", {}, `${say("Stress: ", "Stress\u202f: ")}${nameOfId(c.stress_face_up)}`)
      : c.stress_card ? h("p", {}, say("Stress card (face down)", "Carte stress (face cachée)")) : null));
  const enemies = h("section.units", {}, h("h3", {}, say("Units", "Unités")),
    h("ul", {}, ...view.units.map((u) => h("li", { "data-unit": u.uid },
      `${unitName(u, label, say)} · ${say("HP", "PV")} ${u.hp}/${u.max_hp}${u.at ? ` · (${key(u.at)})` : ""}`,
      ...statuses(u, say).map((f) => ` · ${f}`)))));
  // zoom and pan: the map in a frame that scrolls (a finger pans it), its width stepped by the buttons;
  // the zoom and the place looked at stay across redraws
  const frame = h("div.map-frame", { class: `map-frame zoom-${ui.zoom}`, "data-zoom": ui.zoom }, map);
  frame.addEventListener("scroll", () => { ui.scroll = [frame.scrollLeft, frame.scrollTop]; });
  requestAnimationFrame(() => { [frame.scrollLeft, frame.scrollTop] = ui.scroll; });
  const zoomTo = (z) => {
    const [x, y] = [frame.scrollLeft + frame.clientWidth / 2, frame.scrollTop + frame.clientHeight / 2];
    const ratio = ZOOMS[z] / ZOOMS[ui.zoom];
    ui.zoom = z;
    frame.className = `map-frame zoom-${z}`;
    frame.dataset.zoom = String(z);
    frame.scrollLeft = x * ratio - frame.clientWidth / 2;
    frame.scrollTop = y * ratio - frame.clientHeight / 2;
    ui.scroll = [frame.scrollLeft, frame.scrollTop];
  };
  const zoom = h("div.map-zoom", { role: "group", "aria-label": say("Zoom", "Zoom") },
    h("button.zoom-out", { type: "button", "aria-label": say("Zoom out", "Dézoomer"), onclick: () => zoomTo(Math.max(0, ui.zoom - 1)) }, "−"),
    h("button.zoom-in", { type: "button", "aria-label": say("Zoom in", "Zoomer"), onclick: () => zoomTo(Math.min(ZOOMS.length - 1, ui.zoom + 1)) }, "+"),
    h("button.zoom-fit", { type: "button", onclick: () => zoomTo(0) }, say("Whole map", "Carte entière")));
  return h("div.farcry", {}, campaignPanel(view, h, say), head, track, objectivesPanel(view, h, say, label), zoom, frame, legend, chain, ...panels, enemies,
    hiddenPiles(view, h, say));
}

// The campaign save (public to every seat): the team reserve and each player's save bag; in the
// preparation between missions, the mission it leads to and the seats already ready.
function campaignPanel(view, h, say) {
  const save = view.save;
  if (!save) return null;
  // every id by its name in the view's `names` (the page's language), never the id itself
  const named = (id) => (view.names && view.names[id] ? say(view.names[id].en, view.names[id].fr) : id.replaceAll("_", " "));
  const list = (title, items) => (items.length ? h("p", {}, `${title}${say(": ", "\u202f: ")}${items.map(named).join(", ")}`) : null);
  const reserve = h("div.reserve", { "data-reserve": "" },
    h("h4", {}, say("Team reserve", "Réserve de l'équipe")),
    h("p", {}, `${say("Money", "Argent")} ${save.reserve_money} · ${say("Skins", "Peaux")} ${save.reserve_skins}`),
    list(say("Leaves", "Feuilles"), save.reserve_leaves),
    list(say("Weapons", "Armes"), save.reserve_weapons.map((w) => named(w.weapon))),
    list(say("Accessories", "Accessoires"), save.reserve_accessories),
    list(say("Items", "Objets"), save.reserve_items),
    list(say("Bags and holsters", "Sacs et étuis"), save.reserve_carriers));
  const players = save.players.map((p) => h("div.saved-player", { "data-saved": p.character },
    h("h4", {}, `${named(p.character)} · ${p.xp} XP · ${say("Madness", "Folie")} ${p.madness}`),
    list(say("Talents", "Talents"), p.talents),
    list(say("Weapons", "Armes"), p.weapons.map((w) => `${named(w.weapon)} (${PLACE[w.place] ? say(...PLACE[w.place]) : w.place}${w.accessories.length ? " + " + w.accessories.map(named).join(" + ") : ""})`)),
    list(say("Bag and holsters", "Sac et étuis"), [...(p.bag ? [p.bag] : []), ...p.holsters]),
    list(say("Items", "Objets"), p.items)));
  const preparing = view.campaign && view.phase === "preparation";
  const next = preparing
    ? h("p.next-mission", {}, view.next_mission
      ? `${say("Next mission: ", "Prochaine mission\u202f: ")}${named(view.next_mission)} · ${say("ready: ", "prêts\u202f: ")}${view.ready.length ? view.ready.map((x) => `#${x + 1}`).join(", ") : "—"}`
        + (view.ending.length ? ` · ${say("voting to end the campaign: ", "votent pour arrêter la campagne\u202f: ")}${view.ending.map((x) => `#${x + 1}`).join(", ")}` : "")
      : view.campaign_ended
        ? say("The group ended the campaign", "Le groupe a arrêté la campagne")
        : say("The campaign is over", "La campagne est terminée"))
    : null;
  const failures = Object.entries(save.failures || {});
  const tries = failures.length
    ? h("p.failures", { "data-failures": "" }, `${say("Failed attempts: ", "Tentatives échouées\u202f: ")}${failures.map(([m, n]) => `${named(m)} ×${n}`).join(", ")}`)
    : null;
  return h("section.campaign", {}, h("h3", {}, preparing ? say("Between missions", "Entre deux missions") : say("Campaign save", "Sauvegarde de campagne")),
    next, tries, reserve, ...players, list(say("Missions done", "Missions faites"), save.missions_done));
}

// The omniscient view (a replay) also carries the piles nobody sees, each in draw order.
function hiddenPiles(view, h, say) {
  if (!view.hidden) return null;
  const piles = [["loot_box", say("Loot left in the box", "Butin resté dans la boîte")],
    ["madness_deck", say("Madness deck (next draw first)", "Pioche folie (prochaine carte en tête)")],
    ["anecdote_when", say("\u201cWhen\u201d anecdote pile", "Pile d'anecdotes \u00ab Quand \u00bb")]];
  return h("section.hidden-piles", {}, h("h3", {}, say("Hidden piles", "Piles cachées")),
    ...piles.map(([pile, title]) => h("div", { "data-pile": pile }, h("h4", {}, `${title}${say(": ", "\u202f: ")}${view.hidden[pile].length}`),
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

function nameOf(id, view, label, say) {
  const c = view.characters.find((x) => x.character === id);
  if (c) return c.name;
  const u = view.units.find((x) => x.uid === id);
  return u ? unitName(u, label, say) : id;
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
  suspension_bridge: { en: "suspension bridge", fr: "pont suspendu" }, acid: { en: "acid (collapsed platform)", fr: "acide (plateforme effondrée)" },
  ink_puddle: { en: "ink puddle (step on it: an ink token)", fr: "flaque d'encre (marchez dessus : un jeton Encre)" },
  bunker_door: { en: "bunker door, face down (beside it, 1 MP turns it)", fr: "porte de bunker face cachée (à côté, 1 PM la retourne)" },
  bunker_passage: { en: "bunker door (from the hex beside it to the other side: 2 MP, changes zone)", fr: "porte du bunker (de la case à côté vers l'autre côté : 2 PM, change de zone)" },
  machine_gun: { en: "machine gun (beside it, 1 MP takes the seat)", fr: "mitrailleuse (à côté, 1 PM pour s'asseoir)" },
};

// A unit's name with its colour in the page's language (the view's label ends in the colour's code).
const COLOUR = { red: "#e0401a", blue: "#2b6cb0", green: "#2f9d3a", yellow: "#e8c21a", orange: "#e07b1a", black: "#111", white: "#fff", purple: "#7b3fa0" };
const COLOUR_WORD = { red: ["red", "rouge"], blue: ["blue", "bleu"], green: ["green", "vert"], yellow: ["yellow", "jaune"],
  orange: ["orange", "orange"], black: ["black", "noir"], white: ["white", "blanc"], purple: ["purple", "violet"] };
function unitName(u, label, say) {
  const text = label(u.label);
  return text.replace(/\s*\(([a-z]+)\)$/, (whole, colour) => (COLOUR_WORD[colour] ? ` (${say(...COLOUR_WORD[colour])})` : whole));
}
function shortName(text) {
  const word = text.replace(/\s*\(.*$/, "").split(/\s+/)[0] || text;
  return word.slice(0, 3);
}

function weaponName(view, character, weapon, label) {
  const c = view.characters.find((x) => x.character === character);
  const w = c && c.weapons.find((x) => x.weapon === weapon);
  return w ? label(w.label) : String(weapon).replaceAll("_", " ");
}

// The symbols drawn on the map, each told in words (only those this map shows).
function mapLegend(view, h, say, label, { starts, spawns, crops, reach, rings, dice, svg }) {
  const swatch = (fill) => svg("svg.swatch", { viewBox: "-10 -10 20 20", width: 16, height: 16, "aria-hidden": "true" },
    svg("polygon", { points: corners([0, 0], 9), fill, stroke: "#666" }));
  const tiles = [...new Set(view.board.map((x) => x.tile).filter(Boolean))];
  const terrains = [...new Set(view.board.map((x) => x.terrain))].filter((t) => t !== "open");
  const entry = (mark, text, attrs = {}) => h("li", attrs, h("span.mark", {}, mark), " ", text);
  const items = [
    ...tiles.map((t) => entry(TILE_MARK[t] || "?", label(TILE_TEXT[t] || { en: t, fr: t }), { "data-legend": t })),
    ...terrains.map((t) => entry(swatch(FILL[t] || "#ccc"), label(TERRAIN_TEXT[t] || { en: t, fr: t }), { "data-legend": t, class: `terrain ${t}` })),
    starts.size ? entry("★", say("start hex", "case de départ"), { "data-legend": "start" }) : null,
    spawns.size ? entry("✚", say("enemy spawn", "apparition d'ennemis"), { "data-legend": "spawn" }) : null,
    view.board.some((x) => x.zone === "bunker") ? entry("⬡", say("the bunker zone (the rest is the outside; enemies never change zone)",
      "la zone du bunker (le reste est l'extérieur ; les ennemis ne changent jamais de zone)"), { "data-legend": "zone", class: "zone bunker" }) : null,
    crops.size ? entry("❦", say("illegal crop (to burn)", "culture illégale (à brûler)"), { "data-legend": "crop" }) : null,
    Object.keys(view.locations || {}).length ? entry("L1", say("numbered location", "lieu numéroté"), { "data-legend": "location" }) : null,
    (view.walls || []).length ? entry("▬", say("wall between two hexes", "mur entre deux cases"), { "data-legend": "wall" }) : null,
    (view.palisades || []).length ? entry("┄", say("palisade between two hexes (brown dashes: never crossed, a cover)",
      "palissade entre deux cases (tirets bruns : jamais franchie, une couverture)"), { "data-legend": "palisade" }) : null,
    view.ruses ? entry("▪", say(`Vaas ruse token (purple, face down)${view.ruses.holder ? "; the Traitor holds one" : ""}; Vaas took ${view.ruses.taken.length}`,
      `jeton Ruse de Vaas (violet, face cachée)${view.ruses.holder ? " ; le Traître en tient un" : ""} ; Vaas en a pris ${view.ruses.taken.length}`), { "data-legend": "ruse" }) : null,
    view.board.some((x) => (x.tokens || []).length) ? entry("▪", say("token (brown: loot, green: leaf, yellow: face up)",
      "jeton (brun : butin, vert : feuille, jaune : face visible)"), { "data-legend": "token" }) : null,
    view.board.some((x) => x.fire) ? entry("⬡", say("on fire", "en feu"), { "data-legend": "fire" }) : null,
    reach.size ? entry(say("MP", "PM"), say("hex a character can reach, its cost in movement points (MP)", "case qu'un personnage peut atteindre, son coût en points de mouvement (PM)"), { "data-legend": "reach" }) : null,
    rings ? entry("◌", say("a target within reach of a weapon", "une cible à portée d'une arme"), { "data-legend": "target" }) : null,
    ...extraLegend(view, entry, say, { dice }),
    entry("●", say("blue: a character (yellow ring: yours); red: an enemy, its ring its colour; green: an ally",
      "bleu : un personnage (anneau jaune : le vôtre) ; rouge : un ennemi, son anneau sa couleur ; vert : un allié"), { "data-legend": "piece" }),
  ].filter(Boolean);
  return h("details.legend", { open: true }, h("summary", {}, say("Map legend", "Légende de la carte")), h("ul.legend-list", {}, ...items));
}
const TERRAIN_TEXT = { rock: { en: "rock (blocks the way)", fr: "rocher (bloque le passage)" }, tree: { en: "trees", fr: "arbres" },
  coconut_tree: { en: "coconut trees", fr: "cocotiers" }, chasm: { en: "chasm", fr: "gouffre" }, fire_plate: { en: "fire plate", fr: "plaque de feu" },
  wall: { en: "wall", fr: "mur" }, acid: { en: "acid pool (deadly)", fr: "bassin d'acide (mortel)" } };

// What the seat has chosen in the actions panel, kept across redraws: the character it moves on the
// map (and whether carefully), the weapon (and mode) it aims, and a hex where several attacks fall.
const ui = { character: null, careful: false, group: null, at: null, zoom: 0, scroll: [0, 0] };
const ZOOMS = [1, 1.5, 2, 3]; // the map's width, in widths of its frame (style.css: .zoom-0 to .zoom-3)
export function uiKey() { return JSON.stringify([ui.character, ui.careful, ui.group, ui.at]); }

const groupOf = (a) => `${a.fixed.character}|${a.fixed.weapon}|${a.fixed.mode}`;
function attackGroups(legal) {
  const groups = new Map(); // "character|weapon|mode" -> [[action, index]]
  legal.forEach((a, i) => {
    if (a.action !== "attack" || a.params.length || !a.fixed.targets || !a.fixed.targets.length) return;
    groups.set(groupOf(a), [...(groups.get(groupOf(a)) || []), [a, i]]);
  });
  return groups;
}
// a choice no longer offered (the character moved, the weapon is out of ammo) is forgotten
function settle(legal) {
  if (ui.character && !legal.some((a) => a.action === "move_to" && a.fixed.character === ui.character && !!a.fixed.careful === ui.careful)) {
    ui.character = null; ui.careful = false;
  }
  if (ui.group && !attackGroups(legal).has(ui.group)) { ui.group = null; ui.at = null; }
  if (ui.at && !(attackGroups(legal).get(ui.group) || []).some(([a]) => key(a.fixed.targets[0].at) === ui.at)) ui.at = null;
}

function clickable(el, text, go) {
  el.classList.add("playable");
  el.setAttribute("tabindex", "0");
  el.setAttribute("role", "button");
  el.setAttribute("aria-label", text);
  el.addEventListener("click", (e) => { e.stopImmediatePropagation(); go(); });
  el.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); e.stopImmediatePropagation(); go(); } });
}

const PLACE = { hand: ["in hand", "en main"], holster: ["holstered", "dans un étui"], beside: ["beside", "à côté"], save_bag: ["save bag", "sac de sauvegarde"] };
const MODES = { single: ["shot", "tir"], throw: ["throw", "lancer"], auto: ["auto fire", "tir automatique"],
  dispersion: ["dispersion", "dispersion"], propagation: ["spread", "propagation"] };
const VERBS = [
  ["move", ["Move", "Se déplacer"], ["move_to", "zip_line", "climb_down"]],
  ["attack", ["Attack", "Attaquer"], ["attack"]],
  ["takedown", ["Take down", "Éliminer"], ["takedown"]],
  ["equip", ["Weapons in hand", "Armes en main"], ["switch_weapons", "reload"]],
  ["items", ["Items and care", "Objets et soins"], ["bandage", "give", "pick_up", "use_item", "answer_offer"]],
  ["talents", ["Talents and impulse", "Talents et impulsion"], ["use_talent", "impulse"]],
];

// The seat's actions grouped by character, then by verb: a character to move on the map, a weapon to
// aim then its targets (on the map or here), the rest as buttons named by what they do. Anything the
// groups do not know (a reaction, an exploration's choice) keeps the table's own form.
export function actions(legal, { h, say, pickText, send, actionForm, view, redraw }) {
  settle(legal);
  const chip = (a, i, text) => {
    if (a.params.length) return actionForm(a, i, send);
    const form = h("form.action.chip-action", { "data-action": a.action, "data-index": i, title: pickText(a.label) },
      h("button", { type: "submit" }, text || pickText(a.label)));
    form.addEventListener("submit", (e) => { e.preventDefault(); send({ action: a.action, ...a.fixed }); });
    return form;
  };
  const mine = new Map(view.characters.map((c) => [c.character, []]));
  const rest = [];
  legal.forEach((a, i) => {
    const c = a.fixed && a.fixed.character;
    if (typeof c === "string" && mine.has(c) && a.action !== "react" && a.action !== "choose") mine.get(c).push([a, i]);
    else rest.push([a, i]);
  });
  const sections = [];
  for (const c of view.characters) {
    const list = mine.get(c.character);
    if (!list.length) continue;
    const rows = [];
    const used = new Set();
    for (const [verb, title, names] of VERBS) {
      const here = list.filter(([a]) => names.includes(a.action));
      if (!here.length) continue;
      here.forEach(([, i]) => used.add(i));
      const body = [];
      if (verb === "move") body.push(...moveRow(c, here, { h, say, chip, redraw }));
      else if (verb === "attack") body.push(...attackRow(c, here, { h, say, pickText, chip, redraw, view }));
      else body.push(...here.map(([a, i]) => chip(a, i)));
      rows.push(h("div.verb", { "data-verb": verb }, h("h5", {}, say(...title)), h("div.verb-body", {}, ...body)));
    }
    const others = list.filter(([a, i]) => !used.has(i) && a.action !== "end_turn");
    if (others.length) rows.push(h("div.verb", { "data-verb": "other" }, h("h5", {}, say("Other", "Autre")),
      h("div.verb-body", {}, ...others.map(([a, i]) => chip(a, i)))));
    const done = list.filter(([a]) => a.action === "end_turn");
    sections.push(h("section.fc-character", { "data-character": c.character },
      h("h4", {}, c.name, h("small", {}, ` · ${say("HP", "PV")} ${c.hp}/${c.max_hp} · ${say("MP", "PM")} ${c.mp}/${c.max_mp}`)),
      ...rows, ...done.map(([a, i]) => h("div.verb", { "data-verb": "end" }, chip(a, i)))));
  }
  return h("div.fc-actions", {}, ...sections, ...rest.map(([a, i]) => actionForm(a, i, send)));
}

function moveRow(c, here, { h, say, chip, redraw }) {
  const moves = here.filter(([a]) => a.action === "move_to");
  const careful = moves.some(([a]) => a.fixed.careful);
  const plain = moves.find(([a]) => !a.fixed.careful);
  const out = [];
  if (moves.length) {
    const on = ui.character === c.character;
    out.push(h("button.pick-move", { type: "button", "aria-pressed": String(on), "data-character": c.character,
      onclick: () => {
        ui.character = on ? null : c.character;
        ui.careful = !plain;
        ui.group = null; ui.at = null;
        redraw();
      } }, on ? say(`Moving ${c.name}: click a hex on the map`, `${c.name} se déplace : cliquez une case de la carte`)
      : say(`Move ${c.name} on the map`, `Déplacer ${c.name} sur la carte`)));
    if (careful && plain && on) {
      out.push(h("label.careful", {}, h("input", { type: "checkbox", checked: ui.careful, onchange: (e) => { ui.careful = e.target.checked; redraw(); } }),
        say(" careful (1 MP per enemy zone left, no free attack)", " prudent (1 PM par zone ennemie quittée, pas d'attaque gratuite)")));
    }
  }
  out.push(...here.filter(([a]) => a.action !== "move_to").map(([a, i]) => chip(a, i)));
  // the same moves from a list, for whoever prefers it to the map
  if (moves.length) out.push(h("details.move-list", {}, h("summary", {}, say("or from a list", "ou dans une liste")),
    ...moves.map(([a, i]) => chip(a, i))));
  return out;
}

function attackRow(c, here, { h, say, pickText, chip, redraw, view }) {
  const groups = new Map();
  const withParams = [];
  for (const [a, i] of here) {
    if (a.params.length || !a.fixed.targets || !a.fixed.targets.length) withParams.push([a, i]);
    else groups.set(groupOf(a), [...(groups.get(groupOf(a)) || []), [a, i]]);
  }
  const out = [];
  const weapons = h("div.weapons-pick", { role: "group", "aria-label": say("Choose a weapon", "Choisissez une arme") });
  for (const [group, list] of groups) {
    const { weapon, mode } = list[0][0].fixed;
    const w = c.weapons.find((x) => x.weapon === weapon);
    const name = w ? pickText(w.label) : weapon;
    const ammo = w && w.capacity !== null && w.capacity !== undefined ? ` · ${say("ammo", "munitions")} ${w.ammo}/${w.capacity}` : "";
    const hexes = new Set(list.map(([a]) => key(a.fixed.targets[0].at)));
    const on = ui.group === group;
    weapons.append(h("button.weapon", { type: "button", "aria-pressed": String(on), "data-group": group, "data-weapon": weapon, "data-mode": mode,
      title: w ? `${name}: ${weaponStats(w, say)}` : null,
      "data-reveals": list.map(([, i]) => i).join(" "),
      onclick: () => { ui.group = on ? null : group; ui.at = null; ui.character = null; redraw(); } },
      `${name}${mode !== "single" && MODES[mode] ? ` (${say(...MODES[mode])})` : ""}${ammo} · ${hexes.size} ${say(hexes.size > 1 ? "targets" : "target", hexes.size > 1 ? "cibles" : "cible")}`));
  }
  out.push(weapons);
  const chosen = ui.group && groups.get(ui.group);
  if (chosen) {
    const shown = chosen.filter(([a]) => !ui.at || key(a.fixed.targets[0].at) === ui.at);
    const { weapon } = chosen[0][0].fixed;
    const w = c.weapons.find((x) => x.weapon === weapon);
    const strip = (text) => (w ? text.replace(new RegExp(`\\s?:\\s${escape(pickText(w.label))}`), "") : text);
    out.push(h("p.hint", {}, say("Click a ringed target on the map, or here:", "Cliquez une cible entourée sur la carte, ou ici :")),
      h("div.targets-pick", {}, ...shown.map(([a, i]) => chip(a, i, strip(pickText(a.label))))));
  }
  out.push(...withParams.map(([a, i]) => chip(a, i)));
  return out;
}
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// What a weapon's card says (issue 34, item 4), from the view's card fields: reach and range, hands,
// damage and die, the dice its conditions swap in, its modes, what a hit does, MP a shot costs, reloads.
const DIE_WORD = { green: ["green", "vert"], yellow: ["yellow", "jaune"], orange: ["orange", "orange"], red: ["red", "rouge"], black: ["black", "noir"] };
const HIT_WORD = { bleeding: ["bleeding", "saignement"], blocage: ["blocked", "blocage"], ignite: ["sets fire", "met le feu"], stun: ["stuns", "étourdit"] };
export function weaponStats(w, say) {
  if (w.damage === undefined) return "";
  const die = (d) => (d ? say(`${DIE_WORD[d][0]} die`, `dé ${DIE_WORD[d][1]}`) : say("no roll", "sans jet"));
  const range = w.reach === "melee" ? say("melee (adjacent)", "corps à corps (adjacent)")
    : w.min_range !== null && w.max_range !== null ? say(`range ${w.min_range}–${w.max_range}`, `portée ${w.min_range} à ${w.max_range}`)
      : w.max_range !== null ? say(`range up to ${w.max_range}`, `portée jusqu'à ${w.max_range}`)
        : w.min_range !== null ? say(`range ${w.min_range} or more`, `portée ${w.min_range} ou plus`)
          : say("ranged (line of sight)", "à distance (ligne de vue)");
  const conditions = (w.conditions || []).map((c) => {
    const got = c.die ? die(c.die) : c.shift > 0 ? say(`die ${c.shift} better`, `dé amélioré de ${c.shift}`) : say(`die ${-c.shift} worse`, `dé dégradé de ${-c.shift}`);
    const when = c.when === "range_at_least" ? say(`at range ${c.value}+`, `à portée ${c.value} ou plus`)
      : c.when === "adjacent_target" ? say("against an adjacent target", "contre une cible adjacente")
        : say("held alone in two hands", "tenue seule à deux mains");
    return `${got} ${when}`;
  });
  const modes = (w.modes || []).map((m) => {
    const base = m.kind === "throw" ? say(`throw (range ${m.value})`, `lancer (portée ${m.value})`)
      : m.kind === "auto" ? say(`auto fire ${m.value}`, `tir automatique ${m.value}`)
        : MODES[m.kind] ? say(...MODES[m.kind]) : m.kind;
    return m.die ? `${base}, ${die(m.die)}` : base;
  });
  const hits = (w.on_hit || []).map((x) => `${say("hit: ", "touché\u202f: ")}${HIT_WORD[x.kind] ? say(...HIT_WORD[x.kind]) : x.kind}`);
  return [range, say(`${w.hands} hand${w.hands > 1 ? "s" : ""}`, `${w.hands} main${w.hands > 1 ? "s" : ""}`),
    say(`${w.damage} damage`, `${w.damage} dégât${w.damage > 1 ? "s" : ""}`), die(w.die), ...conditions, ...modes, ...hits,
    w.fire_mp ? say(`a shot costs ${w.fire_mp} MP`, `un tir coûte ${w.fire_mp} PM`) : null,
    w.reload === "never" ? say("not reloaded in a mission", "pas rechargée en mission") : w.reload === "fuel" ? say("reloaded with fuel", "rechargée avec du carburant") : null,
  ].filter(Boolean).join(" · ");
}

// The mission's objectives (issue 34, item 4): the primary first, each with its reward and, at the
// mission's end, whether it was met.
function objectivesPanel(view, h, say, label) {
  const list = view.objectives || [];
  if (!list.length) return null;
  return h("section.objectives", { "aria-label": say("Objectives", "Objectifs") },
    h("h3", {}, say("Objectives", "Objectifs")),
    h("ul", {}, ...list.map((o) => h("li", { class: o.primary ? "objective primary" : "objective secondary", "data-objective": o.id,
      "data-met": String(o.met) },
      h("strong", {}, o.primary ? say("Primary: ", "Principal : ") : say("Secondary: ", "Secondaire : ")),
      label(o.text),
      o.xp || o.money ? ` (${say("reward: ", "récompense\u202f: ")}${[o.xp ? `${o.xp} XP` : null, o.money ? say(`${o.money} money`, `${o.money} argent`) : null].filter(Boolean).join(", ")})` : "",
      o.met ? h("span.met", {}, say(" ✔ met", " ✔ atteint")) : null))));
}

// Legend entries for the marks drawn over the hexes (zip lines, the last attack's dice, an enemy's
// offered hexes): only those the map shows now.
function extraLegend(view, entry, say, { dice }) {
  return [
    (view.zip_lines || []).length ? entry("┅", say("zip line (dashed blue line between its ends)", "tyrolienne (trait bleu pointillé entre ses extrémités)"), { "data-legend": "zip" }) : null,
    dice ? entry("✔ ✘ 🛡", say("the last attack's dice: ✔ a symbol (hit), ✘ blank, 🛡 the cover die's shield",
      "les dés de la dernière attaque : ✔ un symbole (touché), ✘ face vide, 🛡 le bouclier du dé de couverture"), { "data-legend": "dice" }) : null,
    view.enemy_choice ? entry("⬡", say("hex offered for the enemy's move (the players pick)", "case proposée pour le déplacement de l'ennemi (les joueurs choisissent)"), { "data-legend": "enemy-option" }) : null,
  ].filter(Boolean);
}
