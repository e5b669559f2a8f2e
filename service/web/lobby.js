// The lobby: pick a game, fill its options (a form from its schema, the game's rules summary beside it), choose bot seats, create the match
// seated by invitation, and hand out one link per seat. Lists the matches this browser holds.
import { call } from "./api.js";
import { h } from "./dom.js";
import { optionsForm } from "./forms.js";
import { t } from "./i18n.js";
import { remember, remembered } from "./store.js";

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

  function seatCount() {
    const players = document.getElementById("opt-players");
    return players && players.value ? Number(players.value) : game.min_seats;
  }
  function drawSeats() {
    seatsBox.replaceChildren(h("legend", {}, t("seats")));
    for (let seat = 0; seat < seatCount(); seat++) {
      seatsBox.append(h("div.field", {},
        h("label", { for: `seat-${seat}` }, `${t("seat")} ${seat}`),
        h("select", { id: `seat-${seat}`, "data-seat": seat },
          h("option", { value: "" }, t("player")),
          game.bots.map((bot) => h("option", { value: bot }, `${t("bot")}: ${bot}`)))));
    }
  }
  function chooseGame() {
    game = games.find((g) => g.id === select.value);
    const [form, read] = optionsForm(game.options_schema);
    readOptions = read;
    optionsBox.replaceChildren(form);
    const players = document.getElementById("opt-players");
    if (players) {
      players.min = game.min_seats; players.max = game.max_seats;
      if (Number(players.value) < game.min_seats) players.value = game.min_seats;
      players.addEventListener("input", drawSeats);
    }
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
        const url = `${location.origin}/#/join/${created.match_id}/${inv.invitation}`;
        return h("li", {}, `${t("seat")} ${inv.seat}: `, h("a.invite", { href: url, "data-seat": inv.seat }, url));
      })), h("p", {}, h("a", { href: `#/watch/${created.match_id}` }, t("spectate"))));
      drawMine();
    } catch (error) { showError(error); }
  }

  const mine = h("ul.mine");
  function drawMine() {
    const all = Object.entries(remembered()).sort((a, b) => b[1].at - a[1].at);
    mine.replaceChildren(...(all.length ? all.map(([id, m]) => h("li", {},
      `${m.game} · ${id.slice(0, 8)} `, m.token ? h("a", { href: `#/play/${id}` }, `${t("open")} (${t("seat")} ${m.seat})`) : "",
      " ", h("a", { href: `#/watch/${id}` }, t("spectate")), " ", h("a", { href: `#/replay/${id}` }, t("replay"))))
      : [h("li", {}, t("none"))]));
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
