// Folie's table: routes (in the URL fragment, so tokens and invitation codes never reach a server log)
//   #/                         lobby
//   #/join/<match>/<code>      join a seat with an invitation, then play it
//   #/play/<match>             play the seat this browser holds
//   #/watch/<match>            watch as a spectator (public view)
//   #/replay/<match>[/<v>]     replay slider over every version of a finished match
import { call, Problem } from "./api.js";
import { h } from "./dom.js";
import { COLON, t, LANG } from "./i18n.js";
import { lobby } from "./lobby.js";
import { remember, seatOf } from "./store.js";
import { table } from "./table.js";

const root = document.getElementById("app");
const errors = document.getElementById("errors");
let leave = () => {};

export function showError(error) {
  const rule = error instanceof Problem && error.rule ? h("span.rule", {}, ` ${t("rule")}${COLON}${error.rule}`) : null;
  const code = error instanceof Problem ? h("code", {}, error.code) : null;
  const line = h("p.problem", { role: "alert" }, code, " ", error.message, rule,
    h("button.dismiss", { "aria-label": "✕", onclick: () => line.remove() }, "✕"));
  errors.replaceChildren(line);
}

async function route() {
  leave();
  leave = () => {};
  errors.replaceChildren();
  const parts = location.hash.replace(/^#\/?/, "").split("/").filter(Boolean);
  try {
    if (parts[0] === "join") {
      const [, matchId, code] = parts;
      root.replaceChildren(h("p", {}, t("join")));
      const joined = await call("POST", `/matches/${matchId}/join`, { body: { invitation: code } });
      const summary = await call("GET", `/matches/${matchId}`);
      remember(matchId, { game: summary.game, seat: joined.seat, token: joined.token });
      location.replace(`#/play/${matchId}`);
      return;
    }
    if (parts[0] === "play") {
      const held = seatOf(parts[1]);
      if (!held || !held.token) { location.replace(`#/watch/${parts[1]}`); return; }
      leave = await table(root, { matchId: parts[1], token: held.token, mode: "seat", showError });
    } else if (parts[0] === "watch") {
      leave = await table(root, { matchId: parts[1], token: null, mode: "watch", showError });
    } else if (parts[0] === "replay") {
      const held = seatOf(parts[1]);
      leave = await table(root, { matchId: parts[1], token: held?.token || null, mode: "replay",
        version: parts[2] ? Number(parts[2]) : null, showError });
    } else {
      await lobby(root, showError);
    }
  } catch (error) {
    showError(error);
  }
}

document.documentElement.lang = LANG;
window.addEventListener("hashchange", route);
route();
