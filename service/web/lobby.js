// The lobby: pick a game, fill its options (a form from its schema, the game's rules summary beside it), choose bot seats, create the match
// seated by invitation, and hand out one link per seat. Lists the matches this browser holds.
import { call } from "./api.js";
import { h } from "./dom.js";
import { optionsForm } from "./forms.js";
import { code, COLON, t } from "./i18n.js";
import { remember, remembered } from "./store.js";

const joinUrl = (matchId, code) => `${location.origin}/#/join/${matchId}/${code}`;

export async function lobby(root, showError) {
  const games = await call("GET", "/games");
  const select = h("select", { id: "game", name: "game" }, games.map((g) => h("option", { value: g.id }, g.title)));
  const optionsBox = h("div");
  const seatsBox = h("fieldset.seats", {}, h("legend", {}, t("seats")));
  const about = h("p.about");
  const summary = h("p", { id: "rules-summary" });
  const links = h("div.links", { "aria-live": "polite" });
  let readOptions = () => ({});
  let game = games[0];

  // the option that counts the seats: players (Far Cry's seats; Mansions' investigators and the keeper)
  const countField = () => ["players", "seats", "investigators"].map((n) => document.getElementById(`opt-${n}`)).find(Boolean);
  function seatCount() {
    const players = countField();
    if (!players || !players.value) return game.min_seats;
    return Number(players.value) + (players.id === "opt-investigators" ? 1 : 0);
  }
  function drawSeats() {
    seatsBox.replaceChildren(h("legend", {}, t("seats")));
    for (let seat = 0; seat < seatCount(); seat++) {
      seatsBox.append(h("div.field", {},
        // Mansions' seats say their role: the keeper first, then the investigators
        h("label", { for: `seat-${seat}` }, `${t("player")} ${seat + 1}`,
          game.id === "mansions" ? ` (${t(seat === 0 ? "keeperSeat" : "investigatorSeat")})` : ""),
        h("select", { id: `seat-${seat}`, "data-seat": seat },
          h("option", { value: "" }, t("person")),
          game.bots.map((bot) => h("option", { value: bot }, `${t("bot")}${COLON}${code(bot)}`)))));
    }
  }
  function chooseGame() {
    game = games.find((g) => g.id === select.value);
    links.replaceChildren(); // the previous match's links belong to it (still under "Your matches")
    const [form, read] = optionsForm(game.options_schema, game.id);
    readOptions = read;
    optionsBox.replaceChildren(form);
    const players = countField();
    if (players) {
      const keeper = players.id === "opt-investigators" ? 1 : 0;
      players.min = game.min_seats - keeper; players.max = game.max_seats - keeper;
      if (Number(players.value) < game.min_seats - keeper) players.value = game.min_seats - keeper;
      players.addEventListener("input", drawSeats);
    }
    // a seat option offers only the seats of the match ("Player 1" to "Player n")
    const limitSeats = () => {
      for (const s of form.querySelectorAll("select[data-seat-option] option")) {
        if (s.value !== "") s.hidden = s.disabled = Number(s.value) >= seatCount();
      }
    };
    limitSeats();
    if (players) players.addEventListener("input", limitSeats);
    // the options struct's docstring is written for developers ("{} is a valid game"): not shown
    about.textContent = `${game.title} — ${game.min_seats}–${game.max_seats} ${t("players")}.`;
    summary.textContent = game.summary;
    drawSeats();
  }
  select.addEventListener("change", chooseGame);

  async function create(event) {
    event.preventDefault();
    const standIns = {};
    for (const s of seatsBox.querySelectorAll("select[data-seat]")) if (s.value) standIns[s.dataset.seat] = s.value;
    try {
      const created = await call("POST", "/matches", { body: {
        game: game.id, options: readOptions(), stand_ins: standIns, seating: "invitations" } });
      remember(created.match_id, { game: game.id, creator: created.creator_token });
      links.replaceChildren(h("p", {}, t("invitations")), h("ul", {}, created.invitations.map((inv) => {
        const url = joinUrl(created.match_id, inv.invitation);
        return h("li", {}, `${t("player")} ${inv.seat + 1}${COLON}`, h("a.invite", { href: url, "data-seat": inv.seat }, url));
      })), h("p", {}, h("a", { href: `#/watch/${created.match_id}` }, t("spectate"))));
      drawMine();
    } catch (error) { showError(error); }
  }

  const mine = h("ul.mine");
  const titles = new Map(games.map((g) => [g.id, g.title]));
  function drawMine() {
    const all = Object.entries(remembered()).sort((a, b) => b[1].at - a[1].at);
    mine.replaceChildren(...(all.length ? all.map(([id, m]) => h("li", { "data-match": id },
      `${titles.get(m.game) || m.game} · ${id.slice(0, 8)} `,
      m.token ? h("a", { href: `#/play/${id}` }, `${t("open")} (${t("player")} ${m.seat + 1})`) : "",
      " ", h("a", { href: `#/watch/${id}` }, t("spectate")), " ", h("a", { href: `#/replay/${id}` }, t("replay")),
      m.creator ? seating(id, m.creator) : ""))
      : [h("li", {}, t("none"))]));
  }

  // The creator's seats: who has joined, which invitations are open, and a new link per seat (the seat's
  // unused link stops working; a taken seat goes to whoever uses the new link, the old player's key stops).
  function seating(matchId, creator) {
    const rows = h("ul.seating-rows");
    const box = h("details.seating", {}, h("summary", {}, t("seatsLinks")), rows);
    async function load() {
      try {
        const list = await call("GET", `/matches/${matchId}/invitations`, { token: creator });
        rows.replaceChildren(...list.seats.map((s) => {
          const fresh = h("span.fresh-link");
          const again = h("button.reinvite", { type: "button", "data-seat": s.seat, onclick: async () => {
            if (s.joined && !confirm(t("replaceTaken", { n: s.seat + 1 }))) return;
            try {
              const issued = await call("POST", `/matches/${matchId}/invitations`, { token: creator, body: { seat: s.seat } });
              const url = joinUrl(matchId, issued.invitation);
              fresh.replaceChildren(h("a.invite", { href: url, "data-seat": s.seat }, url));
            } catch (error) { showError(error); }
          } }, t("newLink"));
          return h("li", { "data-seat": s.seat, "data-joined": String(s.joined), "data-invited": String(s.invited) },
            `${t("player")} ${s.seat + 1}${COLON}${t(s.joined ? "seatTaken" : s.invited ? "seatInvited" : "seatEmpty")} `, again, " ", fresh);
        }));
      } catch (error) { showError(error); }
    }
    box.addEventListener("toggle", () => { if (box.open) load(); });
    return box;
  }

  root.replaceChildren(
    h("section.lobby", {},
      h("h2", {}, t("newMatch")),
      h("div.lobby-body", {},
        h("form", { onsubmit: create },
          h("div.field", {}, h("label", { for: "game" }, t("game")), select), about, optionsBox, seatsBox,
          h("button", { type: "submit", id: "create" }, t("create"))),
        h("aside.rules", { "aria-labelledby": "rules-title" }, h("h3", { id: "rules-title" }, t("rulesSummary")), summary)),
      links),
    h("section", {}, h("h2", {}, t("yourMatches")), mine));
  chooseGame();
  drawMine();
}
