// Plays one match to its end through the client generated from openapi/openapi.json (openapi-typescript
// types, openapi-fetch calls), with no cast: views, events and commands are read through the generated
// types. Usage: node play.js <base-url> <game> <options-json>. Prints a JSON summary on success.
import createClient from "openapi-fetch";
import type { components, paths } from "./schema.js";

type Schemas = components["schemas"];
type SeatView = Schemas["SeatView"];
type LegalAction = Schemas["LegalAction"];
type Param = Schemas["Param"];
type Value = Schemas["Choice"]["value"];
type Command = Schemas["CommandRequest"]["command"];
type LogEntry = Schemas["LogEntry"];

const [baseUrl, game, optionsJson] = process.argv.slice(2);
const client = createClient<paths>({ baseUrl });

function pick<T>(items: T[]): T {
  return items[Math.floor(Math.random() * items.length)];
}

function meets(param: Param, chosen: Schemas["Choice"][]): boolean {
  const total = chosen.reduce((sum, c) => sum + (c.amount ?? 0), 0);
  if (param.total_min !== null && total < param.total_min) return false;
  if (param.total_max !== null && total > param.total_max) return false;
  const groups = new Set(chosen.map((c) => c.group));
  if (param.same_group && groups.size > 1) return false;
  return param.each_group.every((g) => groups.has(g));
}

function fill(param: Param): Value | Value[] | null {
  if (!param.many) return pick(param.choices).value;
  for (let attempt = 0; attempt < 500; attempt++) {
    const shuffled = [...param.choices].sort(() => Math.random() - 0.5);
    const count = param.min + Math.floor(Math.random() * (param.max - param.min + 1));
    const chosen = shuffled.slice(0, count);
    if (meets(param, chosen)) return chosen.map((c) => c.value);
  }
  return null;
}

function build(action: LegalAction): Command | null {
  const body: { [key: string]: unknown } = { ...action.fixed };  // fixed values are echoed, never read
  for (const param of action.params) {
    const value = fill(param);
    if (value === null) return null;
    body[param.name] = value;
  }
  const command = { action: action.action, ...body };
  return isListed(command, action) ? command : null;
}

// A generic client builds commands from the listing, which is the runtime authority on them: this guard
// (not a cast) states that a body with the listed action and parameters is one of the game's commands.
function isListed(body: { action: string }, action: LegalAction): body is Command {
  return body.action === action.action && action.params.every((p) => p.name in body);
}

function describe(seat: SeatView): string {
  switch (seat.game) {
    case "maeshowe":
      return `maeshowe deck ${seat.view.deck_count}, food ${seat.view.food}`;
    case "bigbook":
      return `bigbook curses ${seat.view.board.length}`;
    case "montagnes":
      return `montagnes deck ${seat.view.deck_count}`;
    default:
      return "another game";
  }
}

function eventTypes(entries: LogEntry[]): string[] {
  return entries.map((entry) => (entry.data !== null && "type" in entry.data ? entry.data.type : entry.type));
}

// The server's own list of games (GET /games) says whether a name is one the document types.
function isHosted(name: string, hosted: string[]): name is Schemas["CreateMatch"]["game"] {
  return hosted.includes(name);
}

async function main(): Promise<void> {
  const games = await client.GET("/games");
  if (games.data === undefined) throw new Error("games");
  if (!isHosted(game, games.data.map((g) => g.id))) throw new Error(`${game} is not hosted`);
  const created = await client.POST("/matches", {
    body: { game, options: JSON.parse(optionsJson), seed: 7 },
  });
  if (created.data === undefined) throw new Error(`create: ${JSON.stringify(created.error)}`);
  const matchId = created.data.match_id;
  const auth = created.data.seats.map((s) => ({ Authorization: `Bearer ${s.token}` }));
  let sent = 0;
  let last = "";
  for (let step = 0; step < 20000; step++) {
    const views: SeatView[] = [];
    for (const headers of auth) {
      const got = await client.GET("/matches/{match_id}/view", { params: { path: { match_id: matchId } }, headers });
      if (got.data === undefined) throw new Error(`view: ${JSON.stringify(got.error)}`);
      views.push(got.data);
    }
    last = describe(views[0]);
    if (views[0].status.finished) {
      const log = await client.GET("/matches/{match_id}/events", {
        params: { path: { match_id: matchId }, query: { limit: 500 } },
        headers: auth[0],
      });
      if (log.data === undefined) throw new Error(`events: ${JSON.stringify(log.error)}`);
      const outcome = views[0].status.outcome;
      console.log(JSON.stringify({ game, sent, result: outcome?.result, last, events: eventTypes(log.data.items).length }));
      return;
    }
    const ready = views.map((v, seat) => ({ v, seat })).filter(({ v }) => v.legal_actions.length > 0);
    if (ready.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 30));
      continue;
    }
    const { v, seat } = pick(ready);
    const command = build(pick(v.legal_actions));
    if (command === null) continue;
    const answer = await client.POST("/matches/{match_id}/commands", {
      params: { path: { match_id: matchId } },
      headers: auth[seat],
      body: { command, expected_version: v.version },
    });
    if (answer.data !== undefined) {
      sent += 1;
    } else if (answer.response.status !== 409 && answer.response.status !== 422) {
      throw new Error(`command ${JSON.stringify(command)}: ${JSON.stringify(answer.error)}`);
    }
  }
  throw new Error(`${game} did not finish`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
