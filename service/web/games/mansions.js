// Mansions of Madness: the Weir House as SVG (two floors on one grid: rooms, spaces, walls, doors,
// passages in the spaces' titles, tokens, figures), each investigator's panel, the keeper's threat and hand size, and for the
// keeper's seat alone the hand its view carries (`secrets`). Everything drawn comes from the seat's view,
// and the map's geometry, which the view does not carry (it names spaces and rooms, with no coordinates):
// the table hands every drawing its game's `board` from GET /games/<game> (Mansions': the content pack's
// public map, the same in every match). Spaces name their id (a move's, a monster move's or a drag's `space`, a
// barricade's `to`), doors their id (a barricade's `to`), figures their seat or uid, rooms' names their
// id (an action fixed on a room, e.g. a puzzle), all with data-choice, so the table turns them into clicks.

// The served board (GET /games/mansions `board`) in the shapes the drawing walks, built once per board.
const maps = new WeakMap();
export function mapOf(board) {
  if (!maps.has(board)) {
    maps.set(board, {
      rooms: Object.fromEntries(board.rooms.map((r) => [r.id, { en: r.name.en, fr: r.name.fr, dark: r.dark }])),
      spaces: board.spaces.map((x) => [x.id, x.room, x.rect, x.dot, x.features]), // [id, room, [x0, y0, x1, y1], [dot x, dot y], features]
      doors: board.doors.map((d) => [d.id, d.a, d.b, d.segment]), // [id, a, b, segment]
      walls: board.walls,
      passages: board.passages.map((p) => [p.kind, p.a, p.b]),
    });
  }
  return maps.get(board);
}

const U = 100; // pixels per grid unit
// the lower floor (grid y 6-7) is drawn closer under the ground floor (y 0-4): the gap means nothing
const Y = (y) => (y > 5 ? y - 1.4 : y);
// set-up places of tokens the view tracks itself (corpses, barricades): drawn where they are, not here
const TRACKED = new Set(["corpse", "barricade"]);
const FEATURE = {
  hiding_spot: ["◐", "hiding spot", "cachette"], vent: ["≋", "vent", "conduit"], corpse: ["✝", "corpse", "cadavre"],
  campfire: ["♨", "campfire", "feu de camp"], start: ["★", "start", "départ"], barricade: ["▤", "barricade token", "barricade"],
  ladder: ["☰", "ladder", "échelle"], altar: ["Ω", "altar", "autel"],
};
const TOKEN = { fire: ["🔥", "fire", "feu"], darkness: ["☾", "darkness", "obscurité"], ritual: ["✴", "ritual", "rituel"],
  corpse: ["✝", "corpse", "cadavre"] };
const PHASE = { setup: ["Set-up", "Mise en place"], investigators: ["Investigators' turns", "Tours des investigateurs"],
  trade: ["Trade", "Échanges"], keeper: ["Keeper's turn", "Tour du gardien"], over: ["Over", "Terminée"] };
// Names come from the view (`names`: every id it shows, in the page's language); the fallback only
// serves an id the view did not name (a room's space, drawn from the public board).
let NAMES = {};
const named = (id) => NAMES[id] || String(id).replaceAll("_", " ");
const initials = (id) => named(id).split(" ").filter(Boolean).slice(0, 2).map((w) => w[0]).join("").toUpperCase();

// A room's name in `width` pixels of bold text: one line at 13 px if it fits, else two lines split at
// the space nearest the middle, shrunk until the longer fits (0.62 em: a wide estimate of a bold letter).
function fitLabel(label, width, size = 13, em = 0.62) {
  if (label.length * em * size <= width) return [[label], size];
  const words = label.split(" ");
  let lines = [label];
  let best = Infinity;
  for (let i = 1; i < words.length; i++) {
    const two = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const longest = Math.max(...two.map((l) => l.length));
    if (longest < best) [best, lines] = [longest, two];
  }
  const longest = Math.max(...lines.map((l) => l.length));
  return [lines, Math.min(size, Math.floor(width / (longest * em)))];
}

export function draw(view, { seat, h, svg, say, board, legal = [] }) {
  NAMES = view.names || {};
  const texts = view.texts || {};
  const s = svg;
  const { rooms: ROOMS, spaces: SPACES, doors: DOORS, walls: WALLS, passages: PASSAGES } = mapOf(board);
  const tr = ([glyph, en, fr]) => [glyph, say(en, fr)];
  const roomName = (id) => (ROOMS[id] ? say(ROOMS[id].en, ROOMS[id].fr) : named(id));
  const roomOf = new Map(SPACES.map(([id, room]) => [id, room]));
  // a room's stack is emptied by exploring it; before the story is told no room has one yet
  const explored = (room) => view.stack_sizes[room] === 0;
  const barriers = view.known_barriers || {};
  const barricadeAt = new Map(Object.entries(view.barricades || {}).map(([token, where]) => [where, token]));

  // who stands where: investigators first, then monsters, each a figure around its space's dot
  const here = new Map();
  const put = (space, figure) => here.set(space, [...(here.get(space) || []), figure]);
  for (const inv of view.investigators) if (inv.space && inv.alive) put(inv.space, { inv });
  for (const monster of view.monsters) put(monster.space, { monster });

  const xs = SPACES.flatMap(([, , r]) => [r[0], r[2]]);
  const ys = SPACES.flatMap(([, , r]) => [r[1], r[3]]);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const M = 0.3; // margin, in grid units (room names of the lower floor)

  const rooms = Object.keys(ROOMS).map((room) => {
    const tokens = (view.tokens || {})[room] || {};
    const fire = (tokens.fire || 0) > 0;
    const dark = (tokens.darkness || 0) > 0;
    const fg = dark ? "#f3ecd8" : "#222"; // words and marks readable on a dark room
    const cls = ["room", explored(room) ? "explored" : "unexplored", fire && "fire", dark && "dark", barriers[room] && "barrier"]
      .filter(Boolean).join(" ");
    const spaces = SPACES.filter(([, r]) => r === room).map(([id, , rect, dot, features]) => {
      const [x0, y0, x1, y1] = [rect[0] * U, Y(rect[1]) * U, rect[2] * U, Y(rect[3]) * U];
      const corpses = (view.corpses || {})[id] || 0;
      const dropped = (view.dropped || {})[id] || [];
      const barricade = barricadeAt.get(id);
      const title = [`${roomName(room)} (${id})`, ...features.map((f) => (FEATURE[f] ? tr(FEATURE[f])[1] : named(f))),
        ...PASSAGES.filter(([, a, b]) => a === id || b === id).map(([kind, a, b]) =>
          `${tr(FEATURE[kind])[1]} ↔ ${roomName(roomOf.get(a === id ? b : a))}`),
        corpses ? `${say("corpses", "cadavres")} ${corpses}` : null, barricade ? say("barricade", "barricade") : null,
        dropped.length ? `${say("left here: ", "laissé ici\u202f: ")}${dropped.map(named).join(", ")}` : null].filter(Boolean).join(" · ");
      return s("g.space", { class: "space", "data-space": id, "data-choice": JSON.stringify(id), "data-param": "space to" },
        s("title", {}, title),
        s("rect", { x: x0 + 2, y: y0 + 2, width: x1 - x0 - 4, height: y1 - y0 - 4, rx: 4,
          fill: explored(room) ? (dark ? "#8f8aa0" : "#efe6cf") : (dark ? "#5d586e" : "#cdbf9c"), stroke: "#a89c80", "stroke-width": 1 }),
        fire ? s("rect.fire", { x: x0 + 6, y: y0 + 6, width: x1 - x0 - 12, height: y1 - y0 - 12, rx: 4, fill: "none",
          stroke: "#e0401a", "stroke-width": 3 }) : null,
        s("circle.dot", { cx: dot[0] * U, cy: Y(dot[1]) * U, r: 3, fill: "#fff", stroke: "#777" }),
        ...features.filter((f) => !TRACKED.has(f)).map((f, i) => s("text.feature", { x: x1 - 12 - 14 * i, y: y1 - 8, "text-anchor": "middle", "font-size": 13,
          fill: fg, "data-feature": f }, (FEATURE[f] || ["?"])[0])),
        corpses ? s("text.corpses", { x: x0 + 8, y: y1 - 8, "font-size": 12, fill: fg, "data-corpses": corpses }, `✝${corpses}`) : null,
        barricade ? s("rect.barricade", { x: x0 + 8, y: y0 + 28, width: 14, height: 10, fill: "#7a5230", "data-barricade": barricade }) : null,
        dropped.length ? s("text.dropped", { x: x0 + 26, y: y1 - 8, "font-size": 12, fill: fg, "data-dropped": dropped.length }, `▯${dropped.length}`) : null);
    });
    const [first] = SPACES.filter(([, r]) => r === room);
    const [lx, ly] = [first[2][0] * U + 6, Y(first[2][1]) * U + 16];
    // the name stays inside its room: wrapped on two lines, and smaller if a line is still too long
    const right = Math.max(...SPACES.filter(([, r, rect]) => r === room && rect[1] <= first[2][1] && first[2][1] < rect[3])
      .map(([, , rect]) => rect[2])) * U;
    const [nameLines, nameSize] = fitLabel(`${roomName(room)}${barriers[room] ? " 🔒" : ""}`, right - lx - 6);
    const marks = Object.entries(tokens).filter(([, n]) => n > 0)
      .map(([token, n]) => `${(TOKEN[token] || ["?"])[0]}${n > 1 ? n : ""}`).join(" ");
    const stack = view.stack_sizes[room];
    return s("g", { class: cls, "data-room": room, "data-stack": stack },
      ...spaces,
      // the name names the room: a click offers every action fixed on it (attempt its puzzle)
      s("text.room-name", { x: lx, y: ly, "font-size": nameSize, "font-weight": "bold", fill: fg, "data-choice": JSON.stringify(room) },
        s("title", {}, [roomName(room), explored(room) ? say("explored", "explorée") : stack === undefined ? null : `${say("cards left", "cartes restantes")} ${stack}`,
          barriers[room] ? `${say("barrier: ", "obstacle\u202f: ")}${named(barriers[room])}` : null,
          ...Object.entries(tokens).filter(([, n]) => n > 0).map(([t, n]) => `${TOKEN[t] ? tr(TOKEN[t])[1] : t} ${n}`)]
          .filter(Boolean).join(" · ")),
        ...nameLines.map((line, i) => s("tspan", { x: lx, dy: i ? nameSize + 1 : 0 }, line))),
      // next line: the cards left on its stack (none once explored) and its tokens
      s("text.tokens", { x: lx, y: ly + 16 + (nameLines.length - 1) * (nameSize + 1), "font-size": 12, fill: fg }, [explored(room) ? "" : (stack === undefined ? "" : `[${stack}]`), marks].filter(Boolean).join(" ")));
  });

  const walls = WALLS.map(([[x1, y1], [x2, y2]]) => s("line.wall", { x1: x1 * U, y1: Y(y1) * U, x2: x2 * U, y2: Y(y2) * U,
    stroke: "#2b2420", "stroke-width": 5, "stroke-linecap": "round" }));
  const doors = DOORS.map(([id, a, b, [[x1, y1], [x2, y2]]]) => {
    // a door into a room whose lock or obstacle was met is drawn locked (unmet ones are the keeper's secret)
    const locked = [a, b].some((sp) => barriers[roomOf.get(sp)]);
    const barricaded = barricadeAt.has(id);
    const cls = ["door", locked && "locked", barricaded && "barricaded"].filter(Boolean).join(" ");
    return s("g", { class: cls, "data-door": id, "data-choice": JSON.stringify(id), "data-param": "to" },
      s("title", {}, [`${say("Door", "Porte")} ${roomName(roomOf.get(a))} ↔ ${roomName(roomOf.get(b))}`,
        locked ? say("locked", "verrouillée") : null, barricaded ? say("barricaded", "barricadée") : null].filter(Boolean).join(" · ")),
      s("line", { x1: x1 * U, y1: Y(y1) * U, x2: x2 * U, y2: Y(y2) * U, stroke: barricaded ? "#7a5230" : locked ? "#b83232" : "#d8c9a0",
        "stroke-width": 9, "stroke-linecap": "butt" }),
      locked ? s("text", { x: (x1 + x2) / 2 * U, y: Y((y1 + y2) / 2) * U + 5, "text-anchor": "middle", "font-size": 13 }, "🔒") : null);
  });
  const figures = [...here.entries()].flatMap(([space, list]) => {
    const [x0, y0r, x1] = SPACES.find(([id]) => id === space)[2];
    const y0 = Y(y0r);
    const step = Math.min(30, ((x1 - x0) * U - 20) / Math.max(1, list.length));
    return list.map(({ inv, monster }, i) => {
      const [cx, cy] = [x0 * U + 22 + i * step, y0 * U + 52];
      if (inv) {
        const mine = inv.seat === seat;
        return s("g", { class: "figure investigator", "data-seat": inv.seat, "data-at": space,
          "data-choice": JSON.stringify(inv.seat), "data-param": "target to" },
          s("title", {}, `${named(inv.investigator)} · ${say("health", "santé")} ${inv.health}/${inv.max_health} · `
            + `${say("sanity", "raison")} ${inv.sanity}/${inv.max_sanity}${inv.hidden ? say(" · hidden", " · caché") : ""}`
            + `${inv.stun ? say(" · stunned", " · étourdi") : ""}`),
          s("circle", { cx, cy, r: 13, fill: "#2b6cb0", stroke: mine ? "#ffd400" : "#111", "stroke-width": mine ? 3 : 1.5,
            "stroke-dasharray": inv.hidden ? "3 2" : null, opacity: inv.hidden ? 0.7 : 1 }),
          s("text", { x: cx, y: cy + 4, "text-anchor": "middle", "font-size": 10, fill: "#fff" }, initials(inv.investigator)));
      }
      return s("g", { class: "figure monster", "data-monster": monster.uid, "data-kind": monster.kind, "data-at": space,
        "data-choice": JSON.stringify(monster.uid), "data-param": "monster" },
        s("title", {}, `${named(monster.kind)} #${monster.uid} · ${say("wounds", "blessures")} ${monster.wounds}`
          + `${monster.stun ? ` · ${say("stunned", "étourdi")} ${monster.stun}` : ""}`),
        s("rect", { x: cx - 12, y: cy - 12 + 30, width: 24, height: 24, rx: 3, fill: "#b83232",
          stroke: "#111", "stroke-width": monster.stun ? 3 : 1.5, "stroke-dasharray": monster.stun ? "3 2" : null }),
        s("text", { x: cx, y: cy + 34, "text-anchor": "middle", "font-size": 10, fill: "#fff" }, initials(monster.kind)));
    });
  });
  const floor = s("text.floor", { x: minX * U + 4, y: Y(5.8) * U, "font-size": 13, "font-style": "italic", fill: "#555" },
    say("Below: the undercroft", "En dessous : les souterrains"));

  const map = s("svg.mansions-map", {
    viewBox: `${(minX - M) * U} ${(Y(minY) - M) * U} ${(maxX - minX + 2 * M) * U} ${(Y(maxY) - Y(minY) + 2 * M) * U}`, width: "100%",
    role: "img", "aria-label": say("The Weir House", "La maison du barrage") },
  ...rooms, ...walls, ...doors, floor, ...figures);

  const active = view.investigators.find((i) => i.seat === view.active);
  const head = h("div.track.mansions-track", {},
    h("span.phase", { "data-phase": view.phase }, PHASE[view.phase] ? say(...PHASE[view.phase]) : view.phase),
    h("span.round", {}, `${say("Round", "Manche")} ${view.round}`),
    active ? h("span.active", {}, `${say("Turn of", "Tour de")} ${named(active.investigator)}`) : null,
    h("span.threat", { "data-threat": view.threat }, `${say("Threat", "Menace")} ${view.threat}`),
    h("span.hand-size", { "data-hand-size": view.hand_size }, `${say("Keeper's hand: ", "Main du gardien\u202f: ")}${view.hand_size}`),
    h("span.time", {}, `${say("Time", "Temps")} ${view.time}`),
    view.event ? h("span.event", { title: texts[view.event] || "" }, `${say("Next event: ", "Prochain événement\u202f: ")}${named(view.event)}`) : null,
    h("span.clues", {}, `${say("Clues found: ", "Indices trouvés\u202f: ")}${view.clues_found.length ? view.clues_found.join(", ") : "—"}`),
    view.objective ? h("strong.objective", { title: texts[view.objective] || "" }, `${say("Objective: ", "Objectif\u202f: ")}${named(view.objective)}`) : null,
    view.winner ? h("strong.result", {}, view.outcome || (view.winner === "keeper" ? say("The keeper wins", "Le gardien gagne")
      : say("The investigators win", "Les investigateurs gagnent"))) : null);
  // the revealed objective, told in words to every seat (its text is on the card, H-1)
  const told = view.objective && texts[view.objective] ? h("p.objective-text", {}, texts[view.objective]) : null;

  const list = (title, items) => (items.length ? h("p", {}, `${title}${say(": ", "\u202f: ")}${items.join(", ")}`) : null);
  const panels = view.investigators.map((inv) => h("section.player.investigator", { "data-seat": inv.seat },
    // the name names the seat: a click offers every action fixed on it
    h("h3", { "data-choice": JSON.stringify(inv.seat), "data-param": "target to" },
      `${named(inv.investigator)}${inv.seat === seat ? say(" (you)", " (vous)") : ""}`,
      inv.alive ? "" : say(" — dead", " — mort")),
    h("div.track", {},
      h("span.health", {}, `${say("Health", "Santé")} ${inv.health}/${inv.max_health}`),
      h("span.sanity", {}, `${say("Sanity", "Raison")} ${inv.sanity}/${inv.max_sanity}`),
      h("span.skill", {}, `${say("Skill points", "Points de compétence")} ${inv.skill_points}${inv.skill_ready ? say(" (one ready)", " (un prêt)") : ""}`),
      inv.space ? h("span.where", {}, roomName(roomOf.get(inv.space))) : null,
      inv.stun ? h("span.status", {}, say("stunned", "étourdi")) : null,
      inv.hidden ? h("span.status", {}, say("hidden", "caché")) : null),
    h("p.traits", {}, `${say("Traits: ", "Traits\u202f: ")}`, h("span.trait", { title: texts[inv.physical] || "" }, named(inv.physical)), ", ",
      h("span.trait", { title: texts[inv.mental] || "" }, named(inv.mental))),
    list(say("Items", "Objets"), inv.items.map(named)),
    // a found clue is face up: its name and text, the text naming the next clue's room (filled in by the engine)
    inv.clues.length ? h("ul.clues", { "aria-label": say("Clues", "Indices") }, inv.clues.map((c) =>
      h("li.clue", { "data-clue": c.number }, h("strong", {}, `${c.name}${say(": ", "\u202f: ")}`), c.text))) : null,
    // a spell is its type and test attribute under a handle, never its card (R-H-21); the omniscient view adds the card
    list(say("Spells", "Sorts"), inv.spells.map((sp, i) => `${named(sp.spell_type)} ${i + 1} (${named(sp.attribute)})${sp.card ? ` = ${named(sp.card)}` : ""}`)),
    list(say("Modifiers", "Modificateurs"), inv.modifiers.map((m) => `${named(m.stat)} ${m.amount > 0 ? "+" : ""}${m.amount} (${named(m.duration)})`)),
    list(say("Traumas", "Traumas"), (inv.traumas || []).map(named))));
  const monsters = h("section.monsters", {}, h("h3", {}, say("Monsters", "Monstres")),
    h("ul", {}, ...view.monsters.map((m) => h("li", { "data-monster": m.uid },
      `${named(m.kind)} #${m.uid} · ${roomName(roomOf.get(m.space))} · ${say("wounds", "blessures")} ${m.wounds}`,
      m.stun ? ` · ${say("stunned", "étourdi")} ${m.stun}` : ""))));
  const cast = list(say("Spells cast", "Sorts lancés"), (view.spells_cast || []).map(named));
  return h("div.mansions", {}, head, told, portraits(view, h, say, texts, legal), map, mapLegend(view, h, say, svg, SPACES), keeperPanel(view, h, say, texts), ...panels, monsters, cast);
}

// The investigators a seat may still choose (set-up, or a dead investigator's replacement), each told as
// its card would: who they are, health, sanity and skill points (texts), and, for the seat choosing, the
// two physical and two mental traits its listing offers, each explained (attributes, item, spell or
// ability). The name names the investigator: a click opens that choice's form (issue 34, item 9).
function portraits(view, h, say, texts, legal) {
  const choosable = view.choosable || [];
  if (!choosable.length) return null;
  const offer = (id) => legal.find((a) => a.action === "choose_investigator" && a.fixed && a.fixed.investigator === id);
  const traits = (action, param, title) => {
    const p = action && action.params.find((x) => x.name === param);
    return p ? h("div.traits", { "data-kind": param }, h("h5", {}, title), h("ul", {}, ...p.choices.map((c) =>
      h("li.trait", { "data-trait": c.value }, h("strong", {}, named(c.value)), texts[c.value] ? ` — ${texts[c.value]}` : "")))) : null;
  };
  return h("section.portraits", { "aria-label": say("Investigators to choose", "Investigateurs à choisir") },
    h("h3", {}, say("Investigators to choose", "Investigateurs à choisir")),
    ...choosable.map((id) => {
      const action = offer(id);
      return h("article.portrait", { "data-investigator": id },
        h("h4", { "data-choice": JSON.stringify(id) }, named(id)),
        texts[id] ? h("p.story", {}, texts[id]) : null,
        traits(action, "physical", say("Physical trait (choose one)", "Trait physique (en choisir un)")),
        traits(action, "mental", say("Mental trait (choose one)", "Trait mental (en choisir un)")));
    }));
}

// Every symbol the map draws, told in words (issue 34, item 4): rooms by colour, the marks on spaces,
// room tokens, doors, and the figures.
function mapLegend(view, h, say, s, SPACES) {
  const swatch = (attrs) => s("svg.swatch", { viewBox: "0 0 20 14", width: 20, height: 14, "aria-hidden": "true" }, s("rect", { x: 1, y: 1, width: 18, height: 12, rx: 2, ...attrs }));
  const line = (attrs) => s("svg.swatch", { viewBox: "0 0 20 14", width: 20, height: 14, "aria-hidden": "true" }, s("line", { x1: 1, y1: 7, x2: 19, y2: 7, "stroke-width": 5, ...attrs }));
  const entry = (key, mark, text) => h("li", { "data-legend": key }, h("span.mark", {}, mark), " ", text);
  const features = [...new Set(SPACES.flatMap(([, , , , f]) => f).filter((f) => !TRACKED.has(f)))];
  const items = [
    entry("explored", swatch({ fill: "#efe6cf", stroke: "#a89c80" }), say("explored room", "pièce explorée")),
    entry("unexplored", swatch({ fill: "#cdbf9c", stroke: "#a89c80" }), say("unexplored room, [n]: its cards left", "pièce inexplorée, [n] : ses cartes restantes")),
    entry("dark", swatch({ fill: "#5d586e", stroke: "#a89c80" }), say("dark room (a darkness token)", "pièce sombre (un jeton obscurité)")),
    entry("room-fire", swatch({ fill: "none", stroke: "#e0401a", "stroke-width": 3 }), say("room on fire", "pièce en feu")),
    ...features.map((f) => entry(f, (FEATURE[f] || ["?"])[0], FEATURE[f] ? say(FEATURE[f][1], FEATURE[f][2]) : named(f))),
    ...Object.entries(TOKEN).filter(([k]) => k !== "corpse").map(([k, [glyph, en, fr]]) => entry(`token-${k}`, glyph, say(`${en} token (the number: how many)`, `jeton ${fr} (le nombre : combien)`))),
    entry("corpses", "✝n", say("corpses in the space", "cadavres dans l'espace")),
    entry("dropped", "▯n", say("items left in the space", "objets laissés dans l'espace")),
    entry("barricade", swatch({ fill: "#7a5230", stroke: "none" }), say("barricade", "barricade")),
    entry("wall", line({ stroke: "#2b2420" }), say("wall", "mur")),
    entry("door", line({ stroke: "#d8c9a0" }), say("door", "porte")),
    entry("locked", "🔒", say("locked door, or a room with a lock or obstacle met (red door)", "porte verrouillée, ou pièce dont la serrure ou l'obstacle est connu (porte rouge)")),
    entry("barricaded", line({ stroke: "#7a5230" }), say("barricaded door", "porte barricadée")),
    entry("investigator", "●", say("an investigator (yellow ring: yours; dashed: hidden)", "un investigateur (anneau jaune : le vôtre ; pointillé : caché)")),
    entry("monster", "■", say("a monster (dashed edge: stunned)", "un monstre (bord pointillé : étourdi)")),
  ];
  return h("details.legend", { open: true }, h("summary", {}, say("Map legend", "Légende de la carte")), h("ul.legend-list", {}, ...items));
}

// The keeper's secrets: only in the keeper's own view (and the omniscient one, after the end).
function keeperPanel(view, h, say, texts) {
  const secrets = view.secrets;
  if (!secrets) return null;
  return h("section.keeper", {}, h("h3", {}, say("The keeper's secrets", "Les secrets du gardien")),
    h("p.objective", {}, h("strong", {}, `${say("Objective: ", "Objectif\u202f: ")}${named(secrets.objective)}`),
      texts[secrets.objective] ? h("span.card-text", {}, ` — ${texts[secrets.objective]}`) : null),
    h("p.answers", {}, `${say("Story: ", "Histoire\u202f: ")}${Object.entries(secrets.answers).map(([q, a]) => `${named(q)} ${named(`${q}.${a}`)}`).join(" · ")}`),
    h("div.keeper-hand", { "data-keeper-hand": secrets.hand.length }, h("h4", {}, `${say("Hand", "Main")} (${secrets.hand.length})`),
      h("ul", {}, ...secrets.hand.map((card) => h("li", { "data-card": card }, h("strong", {}, named(card)),
        texts[card] ? h("span.card-text", {}, ` — ${texts[card]}`) : null)))));
}
