// The table: one match as a seat, a spectator or a replay. Generic for every game: status, prompts,
// waiting-for with live countdowns, the game's drawing (games/<game>.js) or a plain listing of its view,
// legal actions as clicks on what the drawing names and as forms, undo with consent, chat, log.
import { call, follow, Problem } from "./api.js";
import { h, svg } from "./dom.js";
import { actionForm } from "./forms.js";
import { code, COLON, LANG, pickText, t } from "./i18n.js";

const drawings = new Map();
const boards = new Map(); // each game's fixed board (GET /games/<game> `board`, null when its view carries it)
let available = null;
// ?plain: no drawing, as a game that has none yet (its view as a listing, its actions as forms)
const PLAIN = new URLSearchParams(location.search).has("plain");
const say = (en, fr) => (LANG === "fr" ? fr : en);

// each game's description in the page's language (its title as the lobby names it, its fixed board)
const details = new Map();
function detailOf(game) {
  if (!details.has(game)) details.set(game, call("GET", `/games/${game}`));
  return details.get(game);
}

async function drawingFor(game) {
  if (PLAIN) return null;
  if (available === null) available = await call("GET", "/web/drawings.json");
  if (!available.includes(game)) return null;
  if (!drawings.has(game)) {
    const [drawing, detail] = await Promise.all([import(`./games/${game}.js`), detailOf(game)]);
    boards.set(game, detail.board);
    drawings.set(game, drawing);
  }
  return drawings.get(game);
}

// A plain drawing of any view: nested lists of its fields, so a game without a drawing is still readable.
function plain(value, depth = 0) {
  if (value === null || typeof value !== "object") return h("span.value", {}, pickText(String(value)));
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  if (depth > 4) return h("span.value", {}, JSON.stringify(value));
  return h("ul.plain", {}, entries.map(([k, v]) => h("li", {}, h("b", {}, `${k}${COLON}`), plain(v, depth + 1))));
}

// Server time: every message carries server_time; deadlines count down against it, not the local clock.
let offset = 0;
export function syncClock(serverTime) { if (serverTime) offset = serverTime - Date.now() / 1000; }
export function serverNow() { return Date.now() / 1000 + offset; }
function tick() {
  for (const el of document.querySelectorAll("[data-deadline]")) {
    const left = Math.max(0, Number(el.dataset.deadline) - serverNow());
    el.textContent = left.toFixed(1) + " s";
    el.classList.toggle("urgent", left < 5);
  }
}
setInterval(tick, 200);

export function countdown(deadline) {
  if (deadline === null || deadline === undefined) return null;
  return h("span.countdown", { "data-deadline": deadline, role: "timer", "aria-label": t("countdown") });
}

// Where the match's chance comes from, in words, on every page of the table: a seed the creator chose
// is said first and plainly (the creator holds every invitation and may take a seat).
function fairnessNote(fairness) {
  if (!fairness) return "";
  const source = fairness.seed_source;
  const lines = [h("p.seed-source", {}, t(source === "caller" ? "seedCaller" : source === "server" ? "seedServer" : "seedUnrecorded"))];
  if (fairness.commitment) {
    lines.push(h("p.commitment", {}, t("commitment", { commitment: fairness.commitment, scheme: fairness.scheme })));
  }
  if (fairness.seed !== null && fairness.seed !== undefined) {
    lines.push(h("p.revealed", {}, t("revealed", { seed: fairness.seed, nonce: fairness.nonce })));
  }
  return h("section.fairness", { "data-seed-source": source, "aria-label": t("fairness"), role: source === "caller" ? "alert" : null },
    h("h3", {}, t("fairness")), ...lines);
}

// Players are named as everywhere on the page and in the log: "Player 1" for seat 0 (numbers from 1).
const who = (seat) => `${t("player")} ${Number(seat) + 1}`;

// The end told to each reader in words: a seat its own outcome (Mansions' keeper who wins is told
// "You win", though the match's `result` is read from the investigators' side), a spectator who won.
function outcomeText(outcome, seat) {
  if (!outcome || typeof outcome !== "object") return pickText(String(outcome ?? ""));
  const winners = outcome.winners || [];
  let said;
  if (outcome.result === "draw") said = t("aDraw");
  else if (seat !== null && seat !== undefined) said = t(winners.includes(seat) ? "youWin" : "youLose");
  else said = winners.length ? t("theyWin", { who: winners.map(who).join(", ") }) : t("nobodyWins");
  return [said, pickText(outcome.detail || "")].filter(Boolean).join(" — ");
}

// mode: "seat" (token), "watch" (spectator, live), "replay" (a past version, no actions)
export async function table(root, { matchId, token, mode, version, showError }) {
  const summary = await call("GET", `/matches/${matchId}`);
  // the title in the page's language, as the lobby shows it (the match's summary names the game in English)
  try { summary.title = (await detailOf(summary.game)).title || summary.title; } catch (error) { if (!(error instanceof Problem)) throw error; }
  const header = h("header.table-head");
  const state = h("span.state", { "aria-live": "polite" });
  const notices = h("div.notices", { role: "status", "aria-live": "polite" });
  const board = h("section.board", { "aria-label": summary.title });
  const side = h("aside.side");
  const actions = h("section.actions", { "aria-label": t("actions") });
  const forms = h("div.forms");
  let legalKey = null;
  const menu = h("div.choice-menu", { hidden: true, role: "menu" });
  const chatList = h("ol.chat-lines");
  const logList = h("ol.log-lines", { "aria-live": "polite" });
  // The match's log: every entry the reader may see, told as a sentence by the server in the page's
  // language, loaded from the start on opening (so it survives reloads) and kept up to date by the stream.
  const logEntries = new Map();
  let logShown = 30;
  let logUpTo = Infinity; // a replay shows the log up to the version on screen
  const earlier = h("button.log-earlier", { type: "button", onclick: () => { logShown += 50; drawLog(); } }, t("earlier"));
  function logged(entry) { if (entry && entry.type !== "token_issued" && entry.type !== "token_revoked") logEntries.set(entry.version, entry); }
  function drawLog() {
    const all = [...logEntries.values()].filter((e) => e.version <= logUpTo && e.text).sort((a, b) => b.version - a.version);
    logList.replaceChildren(...all.slice(0, logShown).map((e) => h("li", { "data-version": e.version, "data-type": e.type,
      class: e.seat !== null && e.seat !== undefined && view && e.seat === view.seat ? "mine" : "" }, e.text)));
    earlier.hidden = all.length <= logShown;
  }
  async function loadLog() {
    let after = 0;
    try {
      for (;;) {
        const page = await call("GET", `/matches/${matchId}/events?after=${after}&limit=500`, { token });
        page.items.forEach(logged);
        if (page.next_after === null || page.next_after === undefined) break;
        after = page.next_after;
      }
    } catch (error) { if (!(error instanceof Problem)) throw error; }
    drawLog();
    if (view && mode !== "replay") render(view); // a drawing that reads the log (Far Cry's dice) gets it
  }
  const fairness = h("div.fairness-box");
  root.replaceChildren(h("div.table", { "data-game": summary.game, "data-mode": mode },
    header, fairness, notices, h("div.table-body", {}, board, side), menu));
  let view = null;
  let stop = () => {};
  let revoked = false; // the seat's token stopped working: no more forms that could only be refused

  async function send(command) {
    menu.hidden = true;
    try {
      const result = await call("POST", `/matches/${matchId}/commands`,
        { token, body: { command, expected_version: view.version } });
      if (result.view) render(result.view);
    } catch (error) { showError(error); }
  }

  function openMenu(anchor, value, matches) {
    // actions of the same name (one per character, say) are told apart by what they are fixed on
    const names = matches.map(([action]) => pickText(action.label));
    const named = (action, i) => names.filter((n) => n === names[i]).length < 2 ? names[i]
      : `${names[i]} (${Object.values(action.fixed || {}).filter((v) => typeof v !== "object").join(", ")})`;
    menu.replaceChildren(...matches.map(([action, index, param], i) => {
      const onlyThis = param !== null && action.params.length === 1 && (!param.many || param.min <= 1);
      return h("button", { role: "menuitem", onclick: () => {
        if (param === null && action.params.length === 0) send({ action: action.action, ...action.fixed });
        else if (onlyThis) send({ action: action.action, ...action.fixed, [param.name]: param.many ? [value] : value });
        else {
          menu.hidden = true;
          const form = actionForm(action, index, send, param ? { [param.name]: value } : {});
          actions.querySelector(`form[data-index="${index}"]`)?.replaceWith(form);
          form.querySelector("select, input, button")?.focus();
        }
      } }, named(action, i));
    }), h("button.cancel", { onclick: () => { menu.hidden = true; anchor.focus(); } }, "✕"));
    const box = anchor.getBoundingClientRect();
    menu.style.top = `${window.scrollY + box.bottom + 4}px`;
    menu.style.left = `${Math.max(4, Math.min(window.scrollX + box.left, window.innerWidth - 260))}px`;
    menu.hidden = false;
    menu.onkeydown = (e) => { if (e.key === "Escape") { menu.hidden = true; anchor.focus(); } };
    menu.querySelector("button").focus();
  }

  // Every element the drawing names with data-choice becomes a button when a legal action takes its value.
  function wire(legal) {
    for (const el of board.querySelectorAll("[data-choice]")) {
      const value = JSON.parse(el.dataset.choice);
      const only = el.dataset.param ? el.dataset.param.split(" ") : null;
      const matches = [];
      const same = (other) => JSON.stringify(other) === JSON.stringify(value);
      legal.forEach((action, index) => {
        for (const param of action.params) {
          if (only && !only.includes(param.name)) continue;
          if (param.choices.some((c) => same(c.value))) matches.push([action, index, param]);
        }
        // an action fixed on this card or space (e.g. "activate this spell"): the click opens its form
        if (!only && Object.values(action.fixed || {}).some(same)) matches.push([action, index, null]);
      });
      if (!matches.length) continue;
      el.classList.add("playable");
      el.tabIndex = 0;
      el.setAttribute("role", "button");
      el.setAttribute("aria-label", `${el.textContent.trim()} — ${matches.map(([a]) => pickText(a.label)).join(", ")}`);
      const open = () => openMenu(el, value, matches);
      el.addEventListener("click", open);
      el.addEventListener("keydown", (e) => { if (e.key === "Enter" || e.key === " ") { e.preventDefault(); open(); } });
    }
  }

  function drawUndo(v) {
    const box = h("div.undo");
    const u = v.undo;
    if (u.lapsed) box.append(h("p", {}, t("lapsed", { reason: u.lapsed.reason || u.lapsed })));
    if (u.requested_by !== null && u.requested_by !== undefined) {
      // the move to take back, named by the log's sentence for it (not a version number)
      const moves = [...logEntries.values()].filter((e) => e.version > u.to_version && e.text && e.type !== "undo_requested")
        .sort((a, b) => a.version - b.version);
      box.append(h("p.undo-asked", {}, moves.length ? t("undoAsked", { who: who(u.requested_by), what: moves[0].text })
        : t("undoAskedPlain", { who: who(u.requested_by) })));
      if (u.waiting_for.length) box.append(h("p.undo-waiting", {}, `${t("waitingFor")}${COLON}${u.waiting_for.map(who).join(", ")}`));
      if (u.waiting_for.includes(v.seat)) {
        const answer = async (accept) => {
          try { await call("POST", `/matches/${matchId}/undo/answer`, { token, body: { accept } }); }
          catch (error) { showError(error); }
        };
        box.append(h("button.accept", { onclick: () => answer(true) }, t("accept")),
          h("button.refuse", { onclick: () => answer(false) }, t("refuse")));
      }
    } else if (u.undoable_to && u.undoable_to.length) {
      box.append(h("button.ask-undo", { onclick: async () => {
        // the latest version the seat may go back to: undoes the last step (another seat's needs its consent)
        const body = { to_version: Math.max(...u.undoable_to), expected_version: v.version };
        try { const r = await call("POST", `/matches/${matchId}/undo`, { token, body }); if (r.view) render(r.view); }
        catch (error) { showError(error); }
      } }, t("undo")));
    }
    return box;
  }

  async function render(v) {
    if (view && v.version < view.version) return;
    view = v;
    syncClock(v.server_time);
    const st = v.status;
    header.replaceChildren(
      h("a.back", { href: "#/" }, "← " + t("lobby")),
      h("h2", {}, summary.title),
      h("span.who", {}, mode === "seat" ? `${who(v.seat)} (${t("you")})` : mode === "watch" ? t("spectator") : t("replay")),
      h("span.version", {}, `${t("version")} ${v.version}`),
      st.finished ? h("strong.outcome", { "data-won": String(!!(st.outcome && v.seat !== null && (st.outcome.winners || []).includes(v.seat))) },
        `${t("finished")}${COLON}${outcomeText(st.outcome, mode === "seat" ? v.seat : null)}`)
        : h("span.to-act", {}, `${t("toAct")}${COLON}${st.to_act.map(who).join(", ") || "—"}`),
      state);
    fairness.replaceChildren(fairnessNote(v.fairness));
    const drawing = await drawingFor(v.game);
    let drawn = null;
    // the drawing also reads the reader's log (as told to this reader): Far Cry draws the last dice where they fell
    const log = [...logEntries.values()].filter((e) => e.version <= v.version).sort((a, b) => a.version - b.version);
    // a seat's drawing may also take its actions on the board itself (Far Cry: a weapon's targets, a move's hexes)
    const playing = mode === "seat" && !revoked ? v.legal_actions : [];
    const redraw = () => { if (view) render(view); };
    const ctx = { seat: v.seat, h, svg, countdown, pickText, say, board: boards.get(v.game), log, legal: playing, send, redraw, view: v.view, actionForm };
    try { drawn = drawing ? drawing.draw(v.view, ctx) : null; }
    catch (error) { drawn = null; } // a view the drawing does not know yet (e.g. before the deal): the plain listing
    board.replaceChildren(drawn || plain(v.view));
    board.dataset.drawn = drawn ? "drawing" : "plain";
    const prompts = h("section.prompts", { "aria-label": t("prompts") }, h("h3", {}, t("prompts")),
      ...v.prompts.filter((p) => p.seat === v.seat).map((p) => h("p.prompt", {}, pickText(p.text), " ", countdown(p.deadline))),
      h("p.waiting", {}, `${t("waitingFor")}${COLON}`, ...(v.waiting_for.length ? v.waiting_for.map((w) => {
        const asked = v.prompts.find((p) => p.seat === w.seat && p.kind === w.kind);
        const what = asked ? pickText(asked.text) : code(w.kind);
        return h("span.wait", {}, `${who(w.seat)} (${what}) `, countdown(w.deadline));
      }) // never blank: the seats to act, else the match is over or moving on by itself
        : [h("span.wait", {}, st.finished ? "—" : st.to_act.length ? st.to_act.map(who).join(", ") : t("movingOn"))])));
    if (mode === "seat" && !revoked) {
      // the forms stay as they are (with what the player chose so far) while the listing does not change,
      // e.g. when another seat acts in a simultaneous phase
      // a drawing that groups the seat's actions (Far Cry: by character and verb) lays them out itself
      const grouped = drawn && drawing.actions ? drawing : null;
      const key = JSON.stringify(v.legal_actions) + (grouped && grouped.uiKey ? grouped.uiKey() : "");
      if (key !== legalKey) {
        legalKey = key;
        const laid = grouped && v.legal_actions.length ? grouped.actions(v.legal_actions, ctx) : null;
        forms.replaceChildren(...(laid ? [laid] : v.legal_actions.length ? v.legal_actions.map((a, i) => actionForm(a, i, send))
          : [h("p", {}, t("nothingToDo"))]));
      }
      wire(v.legal_actions);
      actions.replaceChildren(h("h3", {}, t("actions")), forms, drawUndo(v));
    } else if (revoked) actions.replaceChildren(h("h3", {}, t("actions")), h("p", {}, t("nothingToDo")));
    const chat = h("section.chat", { "aria-label": t("chat") }, h("h3", {}, t("chat")), chatList);
    if (mode === "seat" && !revoked) {
      const input = h("input", { name: "text", maxlength: 500, "aria-label": t("say"), autocomplete: "off" });
      chat.append(h("form.say", { onsubmit: async (e) => {
        e.preventDefault();
        try { await call("POST", `/matches/${matchId}/chat`, { token, body: { text: input.value } }); input.value = ""; loadChat(); }
        catch (error) { showError(error); }
      } }, input, h("button", { type: "submit" }, t("say"))));
    }
    const replayLink = st.finished && mode !== "replay" ? h("p", {}, h("a.to-replay", { href: `#/replay/${matchId}` }, t("replay"))) : null;
    side.replaceChildren(prompts, mode === "replay" ? "" : actions, replayLink || "", mode === "replay" ? "" : chat,
      h("section.log", { "aria-label": t("log") }, h("h3", {}, t("log")), logList, earlier));
    tick();
  }

  async function loadChat() {
    try {
      const page = await call("GET", `/matches/${matchId}/chat`, { token });
      chatList.replaceChildren(...page.items.map((line) => h("li", {}, `${who(line.seat)}${COLON}${line.text}`)));
    } catch (error) { if (!(error instanceof Problem)) throw error; }
  }

  if (mode === "replay") {
    const last = summary.version;
    const first = Math.min(2, last);
    const at = Math.min(Math.max(version || last, first), last);
    const slider = h("input", { id: "replay-slider", type: "range", min: first, max: last, value: at, "aria-label": t("version") });
    const share = h("a.share", { href: `#/replay/${matchId}/${at}` }, t("share"));
    const show = async (n) => {
      try {
        const v = await call("GET", `/matches/${matchId}/replay?version=${n}`, { token });
        view = null;
        legalKey = null;
        logUpTo = n;
        await render(v);
        drawLog();
        share.href = `#/replay/${matchId}/${n}`;
        history.replaceState(null, "", `#/replay/${matchId}/${n}`);
      } catch (error) { showError(error); }
    };
    slider.addEventListener("input", () => show(Number(slider.value)));
    root.querySelector(".table").prepend(h("div.replay-bar", {},
      h("button", { onclick: () => { slider.value = first; show(first); } }, t("first")), slider,
      h("button", { onclick: () => { slider.value = last; show(last); } }, t("last")), share));
    await loadLog();
    await show(at);
    return () => {};
  }

  loadChat();
  loadLog();
  stop = follow(matchId, token, (kind, data) => {
    if (kind === "view") render(data);
    else if (kind === "event") {
      syncClock(data.server_time);
      logged(data);
      drawLog();
      if (data.type === "chat_posted") loadChat();
    } else if (kind === "end" && data.code !== "match_finished") {
      // the token stopped working (rotated, revoked, expired); a finished match ends its stream too,
      // and the header already says it is over
      notices.append(h("p.revoked", { role: "alert", "data-code": data.code }, t("revoked", { detail: data.detail })));
      revoked = true;
      if (view) render(view);
    }
  }, (s, error) => {
    // once live (again), the log is read once more: an entry written between the first read and the
    // stream's start (a seat taken, the deal) reaches no page otherwise
    if (s === "live") loadLog();
    state.textContent = t(s === "refused" ? "ended" : s);
    state.dataset.state = s;
    if (error) showError(error);
  });
  return () => stop();
}
