// Must type-check against Maeshowe's own types (openapi/maeshowe.json): every body is Maeshowe's. Against
// the whole document (schema.d.ts) the narrowed `cards` would be `number[] | string[]` (Big Book's
// `cards_drawn` holds card ids) and `end_actions` would be a command.
import type { components } from "./maeshowe.js";

type Schemas = components["schemas"];

export function drawn(entry: Schemas["LogEntry"]): number[] {
  if (entry.data !== null && entry.data.type === "cards_drawn") {
    const cards: number[] = entry.data.cards; // Maeshowe's cards are numbers, and only Maeshowe's event is here
    return cards;
  }
  return [];
}

export function food(message: Schemas["StreamMessage"]): number | null {
  return message.type === "view" ? message.data.view.food : null; // a stream's view is Maeshowe's view
}

export const play: Schemas["CommandRequest"] = { command: { action: "play", card: 7 }, expected_version: 3 };
export const listed: Schemas["LegalAction"]["action"] = "play";

// Defaulted options stay optional in what a client sends (openapi-typescript --default-non-nullable false;
// with its default, `options` would need every field: issue 34, the contract a front end reads).
export const created: Schemas["MaeshoweCreateMatch"] = { game: "maeshowe", options: { players: 2 } };
